#pragma once

#include <optional>

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTableWidget;

namespace Ei::Ui {

// One try at fetching the row's PDF from one source (warc-http, wayback, blob-dir, …).
struct PdfSourceAttempt
{
    QString source; // the spec, e.g. "wayback:https://web.archive.org"
    bool ok = false;
    QString outcome; // "fetched 1.2 MB, SHA-1 verified", "HTTP 404", "timeout after 30 s"
    qint64 elapsedMs = -1;
};

// What the Status tab shows; the integrator fills it from the row decoder.
struct RowStatusInfo
{
    QString lifecycle;       // "processed", "GROBID error", "oversize", "backfilled only", …
    QString lifecycleDetail; // what is missing or why
    std::optional<qint64> statusCode;
    QString grobidVersion;
    QByteArray statusJson; // grobid0:status as stored
    QStringList errors;    // decoding problems, one sentence each
    QList<PdfSourceAttempt> pdfAttempts;
};

// The Status tab: lifecycle state, GROBID status code and JSON, errors, PDF source attempts.
class StatusView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusView)

public:
    explicit StatusView(QWidget *parent = nullptr);
    ~StatusView() override;

    void setStatus(const RowStatusInfo &info);
    void clear();

    QString lifecycleText() const;
    QTableWidget *attemptsTable() const { return m_attempts; }

private:
    QLabel *m_lifecycle = nullptr;
    QLabel *m_detail = nullptr;
    QLabel *m_code = nullptr;
    QLabel *m_version = nullptr;
    QPlainTextEdit *m_json = nullptr;
    QLabel *m_errors = nullptr;
    QTableWidget *m_attempts = nullptr;
};

} // namespace Ei::Ui
