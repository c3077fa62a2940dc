#pragma once

#include <QWidget>

#include <core/domain/journalrow.h>

class QLabel;
class QTableWidget;

namespace Ei::Ui {

// The History tab: every revision of the row's curation, newest first — each step of
// match0:minfo's history and the grobid0:quality revision (that cell carries no history of its
// own: only its latest revision, with "undo_of" when it restored an earlier one).
class HistoryView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryView)

public:
    explicit HistoryView(QWidget *parent = nullptr);
    ~HistoryView() override;

    void setRow(const Core::JournalRow &row);
    void clear();

    QTableWidget *table() const { return m_table; }

private:
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace Ei::Ui
