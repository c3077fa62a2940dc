#pragma once

#include <QWidget>

#include <models/rowviewstate.h>

class QLabel;
class QTableWidget;

namespace Ei::Ui {

class MatchEditPanel;

// The Match tab: status and DOI with their history, the Crossref record, and the field-by-field
// comparison coloured by agreement, with the verdict on top.
class MatchView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatchView)

public:
    // Below this width the comparison's Reason column hides (the reason is in each cell's tooltip).
    static constexpr int kNarrowWidth = 900;
    // A compared value's column is kept wide enough for this many average characters (30 on
    // every wrapped line, and room for a long word at its end); where two such columns do not fit
    // side by side the comparison is stacked: each field's GROBID value above its Crossref value.
    static constexpr int kValueColumnChars = 44;

    explicit MatchView(QWidget *parent = nullptr);
    ~MatchView() override;

    // The edit panel keeps what the curator types: its values are set per row (editPanel()).
    void setMatch(const Models::MatchInfo &info);
    void clear();
    // The Crossref record and comparison of a DOI being edited, before it is saved (the row's
    // status and history stay). setMatch() or an empty `doi` ends the preview.
    void showDoiPreview(const QString &doi, const Models::MatchInfo &preview);

    MatchEditPanel *editPanel() const { return m_edit; }
    QString previewText() const;

    QTableWidget *fieldsTable() const { return m_fields; }
    QTableWidget *historyTable() const { return m_history; }
    QString verdictText() const;
    // Stacked: two rows a field (Field | Source | Value | Score | Reason) instead of GROBID and
    // Crossref side by side; chosen from the width (kValueColumnChars).
    bool isComparisonStacked() const { return m_stacked; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showComparison(const Models::MatchInfo &info);
    void fillFields();
    bool wantsStacked() const;

    QLabel *m_verdict = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_preview = nullptr;
    MatchEditPanel *m_edit = nullptr;
    Models::MatchInfo m_shown; // the row's own comparison, back when a preview ends
    QLabel *m_crossref = nullptr;
    QTableWidget *m_fields = nullptr;
    QList<Models::FieldComparison> m_compared; // the fields shown, refilled when stacking changes
    bool m_stacked = false;
    QTableWidget *m_history = nullptr;
};

} // namespace Ei::Ui
