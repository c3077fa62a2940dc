#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace Ei::Core {
struct ReprocessSummary;
}

namespace Ei::Ui {

struct ReprocessRequest
{
    bool tsv = false; // write the ungrobided queue TSV instead (changes nothing)
    QString tsvPath;
    QString reason;
    int rowsPerSecond = 0; // 0 = no limit
};

// The confirmation of a reprocessing (docs/curation.md, "The GUI"): how many rows will change
// (given for a row or a selection; counted with a scan for a filter, the OK button waiting for
// the count), a reason, the rate limit, and the alternative output: the ungrobided queue TSV of
// the same rows, to a file, changing nothing. A read-only connection offers only the TSV.
class ReprocessDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReprocessDialog)

public:
    // `rows` < 0: counting (setCounting/setCounted follow). `readOnlyReason` non-empty: TSV only.
    ReprocessDialog(const QString &scope, qint64 rows, const QString &readOnlyReason,
                    QWidget *parent = nullptr);
    ~ReprocessDialog() override;

    void setCounting(qint64 soFar);
    // `matching` rows match; `willChange` of them have a GROBID status (the others are skipped).
    void setCounted(qint64 matching, qint64 willChange);
    void setCountFailed(const QString &why);

    ReprocessRequest request() const;
    qint64 rowCount() const { return m_rows; }

    QLabel *summaryLabel() const { return m_summary; }
    QRadioButton *queueChoice() const { return m_queue; }
    QRadioButton *tsvChoice() const { return m_tsv; }
    QLineEdit *pathEdit() const { return m_path; }
    QLineEdit *reasonEdit() const { return m_reason; }
    QSpinBox *rateBox() const { return m_rate; }
    QPushButton *okButton() const;

private:
    void updateOk();

    QString m_scope;
    qint64 m_rows = -1;
    QLabel *m_summary = nullptr;
    QRadioButton *m_queue = nullptr;
    QRadioButton *m_tsv = nullptr;
    QLineEdit *m_path = nullptr;
    QLineEdit *m_reason = nullptr;
    QSpinBox *m_rate = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

// What a reprocessing did: done / conflict / failed / skipped, with the keys (selectable, and a
// Copy button for the whole text).
class ReprocessSummaryDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReprocessSummaryDialog)

public:
    ReprocessSummaryDialog(const Core::ReprocessSummary &summary, bool tsv, const QString &tsvPath,
                           const std::function<QString(const QByteArray &)> &displayKey,
                           QWidget *parent = nullptr);
    ~ReprocessSummaryDialog() override;

    QString text() const;
    QLabel *headline() const { return m_headline; }

private:
    QLabel *m_headline = nullptr;
    QPlainTextEdit *m_details = nullptr;
};

} // namespace Ei::Ui
