#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <core/domain/decodedrow.h>
#include <core/domain/profile.h>
#include <core/hbase/cellset.h>
#include <core/pdf/pdffetcher.h>
#include <core/pdf/pdflocator.h>
#include <core/snapshot/manifest.h>
#include <core/util/job.h>
#include <core/util/result.h>

namespace Ei::Core {

class ExportRowSource;
class ExportSink;

// The export formats (docs/export.md).
enum class ExportFormat
{
    Jsonl,       // snapshot rows (rowsfile.h), any bytes round-trip
    JsonlSnappy, // the same bytes in the Snappy framing format
    Tsv,         // chosen decoded fields, a header line first
    Ungrobided,  // the pipeline's queue TSV: KEY \t f:c \t file:mime \t file:cdx
    Bundle,      // a snapshot folder: rows.jsonl.sz, schema, manifest, pdf/ and grobid/ blobs
};

QString exportFormatName(ExportFormat format);
std::optional<ExportFormat> exportFormatFromName(QStringView name);
QStringList exportFormatNames();

// The TSV fields when none are chosen.
QStringList defaultTsvFields();
// Whether every TSV field names something a decoded row of `profile` can have: "key", "$key", a
// record group of the profile, or a column written family:qualifier (of one of the profile's
// families, when it declares them). A misspelt field would otherwise be an empty column.
Result<void> checkTsvFields(const QStringList &fields, const Profile &profile);

struct ExportOptions
{
    ExportFormat format = ExportFormat::JsonlSnappy;
    QString path; // the final file or (bundle) folder name

    // Tsv: decoded field names ("key", "fam:qual") and how rows are decoded.
    QStringList tsvFields = defaultTsvFields();
    Profile profile;
    DecodedRowOptions decode;

    // Bundle: the manifest's table, profile and key format (rowsFile and pdfSources are set by the
    // export), and what to put next to the rows. PDFs need setPdfFetcher().
    SnapshotManifest manifest;
    bool includePdfs = true;
    bool includeTei = true;
    int maxPdfFetches = 4; // PDF fetches in flight at once (bounds memory: one PDF each)

    int pageRows = 500; // rows asked from the source at a time

    // Resumable exports (docs/export.md): the state file the job keeps its checkpoints in (at
    // most one a second, after rows are written and their PDFs settled). An interrupted export
    // leaves its partial output and this file for resume(); a cancelled one removes both; a
    // completed one removes the file. Empty: not resumable.
    QString statePath;
    qint64 checkpointIntervalMs = 1000;
    QDateTime created; // the bundle manifest's "created"; invalid = when the export starts
};

struct ExportProgress
{
    qint64 rows = 0;       // rows written
    qint64 bytes = 0;      // bytes written to disk (PDFs and TEI included)
    qint64 totalRows = -1; // when known in advance (explicit keys)
    qint64 pdfsWritten = 0;
    qint64 pdfsMissing = 0;
};

struct ExportSummary
{
    static constexpr int kListedMissingPdfs = 100;

    QString path;
    ExportFormat format = ExportFormat::JsonlSnappy;
    qint64 rows = 0;
    qint64 bytes = 0;
    qint64 rowsNotFound = 0; // requested keys the table lacks
    qint64 rowsSkipped = 0;  // rows the format cannot represent (ungrobided without f:c, ...)
    qint64 pdfsWritten = 0;
    qint64 pdfsMissing = 0;
    qint64 teiWritten = 0;
    // The first kListedMissingPdfs "sha1hex: reason" lines; a bundle lists all in missing-pdfs.tsv.
    QStringList missingPdfs;
    qint64 elapsedMs = 0;
    // Not empty when the rows may be incomplete although the export ended: the scan's verification
    // did not add up (the table changed meanwhile, or the gateway skipped rows). Said, never hidden.
    QString mayBeIncomplete;
};

// Where an export's output stands at a checkpoint: the final (synced) bytes of the rows or text
// file, a jsonl.sz's written input not yet in a Snappy chunk, the rows written, and a bundle's
// missing-pdfs.tsv bytes.
struct SinkPosition
{
    qint64 bytes = 0;
    QByteArray tail;
    qint64 rows = 0;
    qint64 missingBytes = 0;

    QJsonObject toJson() const;
    static SinkPosition fromJson(const QJsonObject &json);
};

// An interrupted export as its state file describes it (ExportJob::readState).
struct SavedExport
{
    QString table;
    ExportOptions options; // the profile is the caller's (options.manifest.profile names it)
    QJsonObject source;    // restoreRowSource()
    SinkPosition sink;
    ExportProgress progress;
    qint64 rowsSkipped = 0;
    qint64 teiWritten = 0;
    QStringList missingPdfs;
};

// One export: rows from a source, written in the chosen format to a file or bundle folder.
//
// Streaming and in constant memory: one page of rows, one 64 KiB output block and at most
// maxPdfFetches PDFs are held at a time; the next page is asked for only when the previous one is
// written and the PDF queue has room. The output appears under its final name only when complete
// (NAME.partial, or the folder NAME.partial/, renamed at the end); cancel() and any failure
// remove the partial output. A PDF that cannot be fetched or verified is not a failure: it is
// counted and listed (summary, bundle manifest, missing-pdfs.tsv).
//
// A Job: progress is rows written of the total (unknown for a scan), beside the detailed
// progressChanged(). Lives on the thread of its source and fetcher; everything is asynchronous.
class ExportJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportJob)

public:
    // Takes ownership of `source`.
    ExportJob(ExportRowSource *source, ExportOptions options, QObject *parent = nullptr);
    ~ExportJob() override;

    // Not owned; must outlive the job. Without one a bundle has no PDFs.
    void setPdfFetcher(PdfFetcher *fetcher) { m_fetcher = fetcher; }

    // Opens the output and starts; finished() follows (also for an output that cannot be opened).
    void start();
    // Continues an interrupted export (instead of start()): its partial output is cut back to
    // the checkpoint and the rows after it follow, so the result is byte for byte the one an
    // uninterrupted export would have written. The source must be restoreRowSource()'s.
    void resume(const SavedExport &saved);
    static Result<SavedExport> readState(const QString &statePath);
    // Abandons an interrupted export: its partial output and its state go.
    static void discardState(const QString &statePath);
    // Stops; the partial output (and the state file) is removed and finished() follows with
    // ErrorKind::Cancelled.
    void cancel() override;
    // Stops as a failure does (Ctrl+C in the CLI): a job past its first checkpoint keeps its partial
    // output and state for resume(); finished() follows with ErrorKind::Cancelled.
    void interrupt();

    // After a failure: the partial output and the state file were kept for resume().
    bool leftResumable() const { return m_leftResumable; }
    // The state file resume() continues from has been written (and not discarded since).
    bool hasSavedState() const { return m_checkpointed; }
    // Valid once finished() was emitted.
    const Result<ExportSummary> &result() const { return m_result; }
    const ExportProgress &exportProgress() const { return m_progress; }
    const ExportOptions &options() const { return m_options; }

Q_SIGNALS:
    void progressChanged(const Ei::Core::ExportProgress &progress);
    // A row the format cannot represent was left out (ungrobided without f:c/file:cdx, ...).
    void rowSkipped(const QByteArray &key, const QString &reason);

private:
    struct PendingPdf
    {
        PdfLocator locator;
        qint64 seq = 0; // missing-pdfs.tsv lines are written in row order
    };
    void begin(const std::function<Result<void>()> &open);
    void openOutput(const std::function<Result<void>()> &open);
    void pump();
    bool checkpointDue() const;
    Result<void> checkpoint();
    void pdfSettled(qint64 seq, const QString &sha1Hex, const std::optional<QString> &missingReason);
    void removeState() const;
    bool m_interrupted = false;
    void fetchRows();
    void writeRows(const CellSet &rows);
    void startPdfFetches();
    void onPdfFinished(PdfFetchJob *job);
    void complete();
    void failWith(Error error);
    void emitProgress(bool force);
    void publishProgress();

    ExportRowSource *m_source;
    ExportOptions m_options;
    QPointer<PdfFetcher> m_fetcher;
    std::unique_ptr<ExportSink> m_sink;
    QList<PendingPdf> m_pdfQueue;
    QList<std::pair<QPointer<PdfFetchJob>, qint64>> m_pdfJobs; // with their sequence numbers
    qint64 m_nextPdfSeq = 0;
    qint64 m_pdfsSettled = 0; // PDFs before this sequence number are written or listed missing
    QMap<qint64, std::optional<QString>> m_pdfResults; // settled out of order: "sha1hex \t reason" if missing
    qint64 m_lastCheckpointMs = -1;
    qint64 m_rowsAtCheckpoint = 0; // rows written and skipped at the last checkpoint
    bool m_checkpointed = false;   // a state file exists
    bool m_leftResumable = false;
    ExportProgress m_progress;
    ExportSummary m_summary;
    Result<ExportSummary> m_result = fail(ErrorKind::Internal, QStringLiteral("the export has not finished"));
    QElapsedTimer m_timer;
    qint64 m_lastProgressMs = -1;
    qint64 m_lastProgressRows = 0;
    bool m_fetching = false;
    bool m_ended = false; // committed or failed: no more work, finished() is (being) emitted
    bool m_started = false;
};

} // namespace Ei::Core
