#pragma once

#include <deque>
#include <optional>

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <core/domain/tablesetup.h>
#include <core/hbase/cellset.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/restclient.h>
#include <core/hbase/resumablescan.h>
#include <core/util/job.h>
#include <core/util/result.h>

namespace Ei::Core {

class ParallelScan;
class WriteJournal;
struct JournalEntry;

struct ReprocessOptions
{
    QString by;
    QString reason;
    double rowsPerSecond = 0; // 0 = as fast as the server takes them
    int maxQueuedRows = 2000; // rows journaled but not settled before reading pauses
    // Where the job keeps its position (docs/curation.md), so resume() continues after a crash,
    // a cancel or a failure. Empty: not resumable.
    QString statePath;
    // A scan's lost scanners (gateway restarts, expiry): new ones after the last row journaled.
    ScanRecovery recovery = {10, 250, 10000};
};

struct ReprocessSummary
{
    qint64 done = 0;     // marked and status_code deleted (or the TSV line written)
    qint64 conflict = 0; // the row changed on the server: left alone
    qint64 failed = 0;
    qint64 skipped = 0; // missing, never processed or already queued (no status_code), no TSV line
    // The rows done in this run (a resumed job's earlier runs are counted in `done` only), at most
    // kListedDoneKeys of them: unlike the exceptions below they are the bulk of a job.
    static constexpr qsizetype kListedDoneKeys = 10000;
    QList<QByteArray> doneKeys;
    QList<QByteArray> conflictKeys;
    QList<QByteArray> failedKeys;
    QList<QByteArray> skippedKeys;
    QString lastError;
    bool cancelled = false;
    bool complete = false; // every selected row was handled (a scan: verified, see VerifiedScan)
    // A scan's verification (this run): passes, rows they found (the main pass had ended early or
    // the rows changed to match meanwhile), scanners re-created after a lost one.
    int verificationPasses = 0;
    qint64 foundByVerification = 0;
    int scannerRecoveries = 0;
};

// Bulk reprocessing (domain.md §3) for a list of keys or everything a scan matches: per row
// (1) check-and-put grobid0:reprocess against its value seen, then (2) check-and-delete
// grobid0:status_code against the value seen, both through the write journal (one fdatasync per
// batch; the delete runs only after the mark applied). A conflict settles the row as "conflict"
// (bulk steps never pause the journal). Reading stops while maxQueuedRows rows are unsettled.
// With no journal the job writes nothing and emits the ungrobided TSV lines instead.
//
// A Job once started (progress: rows handled of the selected, unknown for a scan; cancel: rows
// already journaled still complete; finished(): summary() says what happened to every row), with
// a rows/s limit and resume: the position (the last key journaled, or the index in the key list)
// is saved with every batch.
class ReprocessJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReprocessJob)

public:
    // `journal` = nullptr: TSV mode.
    ReprocessJob(RestClient *client, WriteJournal *journal, TableSetup setup, ReprocessOptions options,
                 QObject *parent = nullptr);
    ~ReprocessJob() override;

    Result<void> startKeys(const QList<QByteArray> &keys);
    // The scan's columns are completed with the ones the job reads.
    Result<void> startScan(const ScanSpec &spec);
    // Before startScan()/resume(): the scan's regions read `parallel` at once (0: auto) over
    // `gateways` (not owned), in key order (docs/hbase-client.md, "Region-parallel scans"). The
    // position stays one key; each row is still marked exactly once. Without it: one scanner.
    void setParallel(GatewayPool *gateways, int parallel)
    {
        m_gateways = gateways;
        m_parallel = parallel;
    }
    // Continues the job saved in `statePath` (its options: by, reason, rate come from the file
    // unless set here). Rows the previous run journaled are neither read nor counted again.
    Result<void> resume(const QString &statePath);
    // Stops reading; what was journaled completes, then finished() (summary.cancelled).
    void cancel() override;

    bool isRunning() const { return m_running; }
    qint64 handledRows() const;
    qint64 totalRows() const { return m_keys.isEmpty() && m_mode != Mode::Keys ? -1 : m_keys.size(); }
    const ReprocessSummary &summary() const { return m_summary; }
    QByteArray batchId() const { return m_batch; }

    // The columns a reprocess reads of every row.
    static QList<QByteArray> columns();

Q_SIGNALS:
    void tsvLine(const QByteArray &line); // TSV mode, without the newline
    // The scan lost its scanner (`reason`): a new one follows after `delayMs`.
    void scanRecovering(const QString &reason, int attempt, int delayMs);
    // The scan's main pass ended: verification pass `pass` looks for rows left.
    void verifying(int pass);

private:
    enum class Mode
    {
        None,
        Keys,
        Scan,
    };
    enum class Step
    {
        Mark,
        Reset,
    };
    struct Item
    {
        QByteArray key;
        std::optional<Row> row; // nullopt: the row does not exist
    };

    Result<void> begin();
    void readMore();
    void readKeys();
    void admit();
    void submitPending();
    void handleRow(const Item &item);
    void onEntryChanged(const JournalEntry &entry);
    void settleRow(const QByteArray &key, bool counted);
    void skip(const QByteArray &key);
    void listDone(const QByteArray &key);
    void account(QList<QByteArray> &list, const QByteArray &key);
    void openScan();
    void maybeFinish();
    void noteError(const Error &error); // the summary's lastError, and its kind for outcome()
    Result<void> saveState();
    void scheduleSave();

    QPointer<RestClient> m_client;
    QPointer<WriteJournal> m_journal;
    TableSetup m_setup;
    ReprocessOptions m_options;
    QByteArray m_batch;
    Mode m_mode = Mode::None;
    bool m_running = false;
    bool m_cancelled = false;       // nothing more is read: cancel(), or the journal failed
    bool m_cancelRequested = false; // by cancel()
    ErrorKind m_lastErrorKind = ErrorKind::Internal;
    bool m_readingDone = false;
    bool m_reading = false;

    // Keys mode: the keys and the index after the last one handled.
    QList<QByteArray> m_keys;
    bool m_keysSaved = false; // STATE.keys written
    qsizetype m_nextKey = 0;  // next key to read
    qsizetype m_keysDone = 0; // keys before this index are journaled or skipped
    // Scan mode: the spec, the last key of the scan handled (a resumed job continues after it) and
    // the rows settled other than done, which the verification pass accounts for.
    ScanSpec m_spec;
    QByteArray m_scanAfter;
    bool m_hasScanAfter = false;
    ParallelScan *m_scan = nullptr;
    QPointer<GatewayPool> m_gateways;
    int m_parallel = 1;
    QSet<QByteArray> m_accounted;

    std::deque<Item> m_queue; // read, not handled yet
    QList<JournalEntry> m_toSubmit;
    qint64 m_toSubmitRows = 0;
    QHash<qint64, std::pair<QByteArray, Step>> m_outstanding; // journal entry id → row, step
    QSet<QByteArray> m_adopted;                               // rows with entries a previous run journaled
    qint64 m_outstandingRows = 0;
    qint64 m_submittedRows = 0;
    qint64 m_droppedRows = 0;

    ReprocessSummary m_summary;
    QElapsedTimer m_rateClock;
    qint64 m_rateAdmitted = 0;
    QTimer m_rateTimer;
    QTimer m_saveTimer;
    QTimer m_readRetryTimer; // reads wait out an unreachable server like the journal's writes
    int m_readRetryMs = 0;
};

} // namespace Ei::Core
