#pragma once

#include <QWidget>

#include <core/rows/rowquery.h>
#include <core/util/result.h>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace Ei::Ui {

// The row list's filter bar: key prefix, start/stop key, GROBID status code, match status,
// "has TEI", "not processed", and free `--where` predicates. Builds a Core::RowQuery; Enter or Apply
// emits queryChanged().
class FilterBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FilterBar)

public:
    explicit FilterBar(QWidget *parent = nullptr);
    ~FilterBar() override;

    // The query the fields describe, or an error sentence when a predicate is malformed.
    Core::Result<Core::RowQuery> query() const;
    void setMatchStatuses(const QStringList &statuses); // from the profile's vocabulary

    QLineEdit *prefixEdit() const { return m_prefix; }
    QLineEdit *whereEdit() const { return m_where; }
    QComboBox *statusCombo() const { return m_status; }
    QComboBox *matchCombo() const { return m_match; }
    QCheckBox *hasTeiCheck() const { return m_hasTei; }
    QCheckBox *notProcessedCheck() const { return m_notProcessed; }

public Q_SLOTS:
    void apply();
    void clearAll();

Q_SIGNALS:
    void queryChanged(const Ei::Core::RowQuery &query);

private:
    QLineEdit *m_prefix = nullptr;
    QLineEdit *m_start = nullptr;
    QLineEdit *m_stop = nullptr;
    QComboBox *m_status = nullptr;
    QComboBox *m_match = nullptr;
    QCheckBox *m_hasTei = nullptr;
    QCheckBox *m_notProcessed = nullptr;
    QLineEdit *m_where = nullptr;
    QLabel *m_error = nullptr;
};

} // namespace Ei::Ui
