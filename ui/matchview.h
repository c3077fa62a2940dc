#pragma once

#include <optional>

#include <QWidget>

class QLabel;
class QTableWidget;

namespace Ei::Ui {

class MatchEditPanel;

struct MatchHistoryEntry
{
    int rev = 0;
    QString at; // ISO-8601 UTC
    QString by;
    QString mstatus;
    QString doi;
    QString note;
};

struct CrossrefSummary
{
    QString doi;
    QString title;
    QStringList authors;
    QString container;
    QString issn;
    QString year;
    QString volume;
    QString issue;
    QString pages;
    QString type;
};

enum class Agreement
{
    Agree,
    Partial,
    Disagree,
    Missing, // one side has no value
};

// One row of the GROBID-vs-Crossref comparison.
struct FieldComparison
{
    QString field;
    QString grobidValue;
    QString crossrefValue;
    double score = -1; // 0..1, < 0 when not scored
    QString reason;    // reason code, e.g. "slug-equal", "year-mismatch"
    Agreement agreement = Agreement::Missing;
};

// What the Match tab shows; the integrator maps the match verdict onto it.
struct MatchInfo
{
    QString mstatus; // match0:mstatus
    QString doi;     // match0:doi
    QString verdict; // exact / strong / weak / ambiguous / different
    QStringList verdictReasons;
    QList<MatchHistoryEntry> history;
    std::optional<CrossrefSummary> crossref;
    QString crossrefProblem; // why there is no record (no DOI, not found, network)
    QList<FieldComparison> fields;
};

// The Match tab: status and DOI with their history, the Crossref record, and the field-by-field
// comparison coloured by agreement, with the verdict on top.
class MatchView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatchView)

public:
    explicit MatchView(QWidget *parent = nullptr);
    ~MatchView() override;

    // The edit panel keeps what the curator types: its values are set per row (editPanel()).
    void setMatch(const MatchInfo &info);
    void clear();
    // The Crossref record and comparison of a DOI being edited, before it is saved (the row's
    // status and history stay). setMatch() or an empty `doi` ends the preview.
    void showDoiPreview(const QString &doi, const MatchInfo &preview);

    MatchEditPanel *editPanel() const { return m_edit; }
    QString previewText() const;

    QTableWidget *fieldsTable() const { return m_fields; }
    QTableWidget *historyTable() const { return m_history; }
    QString verdictText() const;

private:
    void showComparison(const MatchInfo &info);

    QLabel *m_verdict = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_preview = nullptr;
    MatchEditPanel *m_edit = nullptr;
    MatchInfo m_shown; // the row's own comparison, back when a preview ends
    QLabel *m_crossref = nullptr;
    QTableWidget *m_fields = nullptr;
    QTableWidget *m_history = nullptr;
};

} // namespace Ei::Ui
