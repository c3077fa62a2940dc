#pragma once

#include <deque>
#include <memory>
#include <set>

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <core/curation/journalentry.h>
#include <core/hbase/connectionconfig.h>
#include <core/util/result.h>

namespace Ei::Core {

class JournalFile;
class RestClient;

struct JournalOptions
{
    int window = 32;                // checked writes in flight at once (different rows)
    int initialBackoffMs = 500;     // first retry delay while the server is unreachable
    int maxBackoffMs = 30000;       // the delay doubles up to this
    int finalRecordsPerSync = 1024; // acknowledgements are made durable in batches (they are redundant)
    int sentMarksAhead = 256;       // "may have been sent" marks written per fdatasync
};

// The persistent local write journal (docs/curation.md): every write of the GUI goes through it.
//
// submit() makes entries durable (one fdatasync per call) before anything is sent; they are then
// replayed with the same checks whenever the server is reachable. Order is kept per row: an entry
// waits until every earlier entry of its row has finished; entries of other rows are pipelined
// (up to JournalOptions::window in flight). Network errors, timeouts and 503 keep entries queued
// and retry with exponential backoff (state OfflineRetrying). A failed check whose row already
// holds exactly our cells counts as applied (a crash or a lost answer between send and
// acknowledgement); otherwise the entry is a conflict: it pauses its row (later entries of that
// row wait, other rows go on) and is offered to the caller, one conflict at a time, with original,
// theirs and mine. Bulk steps (JournalEntry::dropOnConflict) are settled instead of paused.
//
// Lives on one thread with its RestClient; never blocks except for the fdatasync of a commit.
class WriteJournal final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WriteJournal)

public:
    enum class State
    {
        Online,           // the server answers (or nothing was sent yet)
        OfflineRetrying,  // unreachable: entries wait, the next try is scheduled
        PausedOnConflict, // a conflict or failure waits for the caller (other rows still proceed)
    };
    Q_ENUM(State)

    explicit WriteJournal(RestClient *client, const JournalOptions &options = {}, QObject *parent = nullptr);
    ~WriteJournal() override;

    // The journal file of a connection and table: <app data>/journal/<table>-<hash of URL+table>.journal.
    static QString defaultPath(const ConnectionConfig &config);

    // Opens (locks, loads, compacts) the file and starts replaying what it holds. A torn tail is
    // dropped and reported by loadWarning(). Another process holding the file is Forbidden.
    Result<void> open(const QString &path);
    bool isOpen() const { return m_file != nullptr; }
    QString path() const;
    QString loadWarning() const { return m_loadWarning; }
    // Stops sending, makes the file durable and unlocks it (removing it when nothing is pending).
    // Called by the destructor.
    void close();

    RestClient *client() const { return m_client; }

    // Journals the entries (ids assigned in order, state Pending) durably, then schedules them.
    // Entries of different rows run in parallel; `after` (same row) makes an entry depend on an
    // earlier one: a negative value counts back within this call (-1 = the entry just before).
    // Fails (nothing journaled) when the file cannot be written.
    Result<QList<qint64>> submit(QList<JournalEntry> entries);

    // Entries not finished yet (pending, sent, in conflict or failed).
    qsizetype pendingCount() const { return qsizetype(m_live.size()); }
    State state() const { return m_state; }
    // A live entry, or nullptr.
    const JournalEntry *entry(qint64 id) const;
    QList<JournalEntry> liveEntries() const;
    // The conflict or failure offered to the caller now (the oldest), if any.
    std::optional<JournalConflict> currentConflict() const;
    // Any entry waiting for a decision (conflict or failure), with theirs as last read.
    std::optional<JournalConflict> conflict(qint64 id) const;
    qsizetype conflictCount() const { return qsizetype(m_attention.size()); }
    // Milliseconds until the next try while offline (0 when online).
    int retryDelayMs() const { return m_state == State::OfflineRetrying ? m_backoffMs : 0; }
    QString lastNetworkError() const { return m_lastNetworkError; }
    // Its kind: Network, Timeout, ServerUnavailable, or NotAuthenticated (an expired ticket).
    ErrorKind lastNetworkErrorKind() const { return m_lastNetworkErrorKind; }

    // Resolutions of the current conflict (or failure):
    // keep theirs: mine is dropped, the row's later entries go on.
    Result<void> resolveKeepTheirs(qint64 id);
    // replace: a new checked write for the same entry (e.g. mine rebuilt on top of theirs, or an
    // edited version), normally checked against theirs. Kind, key and batch are kept.
    Result<void> resolveReplace(qint64 id, const JournalEntry &replacement);
    // try again unchanged (a failure that the curator fixed on the server side).
    Result<void> retry(qint64 id);
    // Skip the current backoff and try now.
    void retryNow();

Q_SIGNALS:
    // open() loaded the file: read liveEntries() again.
    void opened();
    void entryAdded(const Ei::Core::JournalEntry &entry);
    // State, content or error of an entry changed (also when it finished).
    void entryChanged(const Ei::Core::JournalEntry &entry);
    void pendingCountChanged(qsizetype count);
    void stateChanged(Ei::Core::WriteJournal::State state);
    // The conflict the caller should resolve now (emitted when it becomes the current one).
    void conflictRaised(const Ei::Core::JournalConflict &conflict);
    // Nothing is pending any more.
    void drained();
    // The file could not be written: the journal stopped sending (nothing is lost that was
    // journaled before). The message is one sentence.
    void journalError(const QString &message);

private:
    struct Live
    {
        JournalEntry entry;
        bool inFlight = false;
        // An earlier send may have reached the server without us seeing the answer (a crash after
        // the "sent" mark, a timeout, a reset connection): only then can a failed check be our own
        // write. A definite 304 to the first send is always a conflict.
        bool uncertain = false;
        std::optional<Row> theirs; // for a conflict
    };

    void schedulePump();
    void pump();
    void send(Live &live);
    void onWriteResult(qint64 id, const Result<void> &result);
    void onTheirs(qint64 id, const Result<Row> &row);
    void goOffline(const Error &error);
    void finishEntry(qint64 id, EntryState state, const QString &why);
    void raiseAttention(qint64 id);
    void removeAttention(qint64 id);
    void makeReadyIfHead(const QByteArray &key);
    void updateState();
    void fileFailed(const Error &error);
    void countFinal();

    RestClient *m_client;
    JournalOptions m_options;
    std::unique_ptr<JournalFile> m_file;
    QString m_loadWarning;
    qint64 m_lastId = 0;

    std::map<qint64, Live> m_live;                // id → entry, in id order
    QHash<QByteArray, std::deque<qint64>> m_rows; // key → its live entry ids, in order
    std::set<qint64> m_ready;                     // row heads that may be sent now
    std::deque<qint64> m_attention;               // conflicts/failures, oldest first
    int m_inFlight = 0;
    State m_state = State::Online;
    QTimer m_pumpTimer;
    QTimer m_retryTimer;
    int m_backoffMs = 0;
    bool m_offline = false;
    QString m_lastNetworkError;
    ErrorKind m_lastNetworkErrorKind = ErrorKind::Network;
    int m_unsyncedFinals = 0;
    bool m_broken = false; // the file failed: stop sending
};

} // namespace Ei::Core
