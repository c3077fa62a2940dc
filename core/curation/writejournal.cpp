#include "writejournal.h"

#include <QCryptographicHash>
#include <QStandardPaths>

#include <core/curation/journalfile.h>
#include <core/hbase/restclient.h>

namespace Ei::Core {

namespace {

bool isUnreachable(ErrorKind kind)
{
    // NotAuthenticated (a 401 the connection could not answer: an expired ticket) is an outage too:
    // the request was not executed, and the entry waits for kinit instead of counting as failed.
    return kind == ErrorKind::Network || kind == ErrorKind::Timeout || kind == ErrorKind::ServerUnavailable ||
           kind == ErrorKind::NotAuthenticated;
}

} // namespace

WriteJournal::WriteJournal(RestClient *client, const JournalOptions &options, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_options(options)
{
    m_pumpTimer.setSingleShot(true);
    m_pumpTimer.setInterval(0);
    connect(&m_pumpTimer, &QTimer::timeout, this, &WriteJournal::pump);
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &WriteJournal::pump);
}

WriteJournal::~WriteJournal()
{
    close();
}

QString WriteJournal::defaultPath(const ConnectionConfig &config)
{
    // Shared by the GUI and the CLI (their per-application data folders differ).
    const QByteArray identity = config.encodedBase() + '\n' + config.table.toUtf8();
    const QByteArray hash = QCryptographicHash::hash(identity, QCryptographicHash::Sha1).toHex().left(12);
    QString table = config.table;
    for (QChar &c : table) {
        if (!c.isLetterOrNumber() && c != u'-' && c != u'_' && c != u'.') {
            c = u'_';
        }
    }
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/extract-inspector/journal/") + table + u'-' + QString::fromLatin1(hash) +
           QStringLiteral(".journal");
}

QString WriteJournal::path() const
{
    return m_file ? m_file->path() : QString();
}

Result<void> WriteJournal::open(const QString &path)
{
    close();
    JournalFile::Loaded loaded;
    auto file = JournalFile::open(path, &loaded);
    if (!file) {
        return std::unexpected(file.error());
    }
    m_file = std::move(*file);
    m_broken = false;
    m_loadWarning = loaded.warning;
    m_lastId = loaded.lastId;
    for (JournalEntry &e : loaded.live) {
        const qint64 id = e.id;
        const QByteArray key = e.key;
        const bool uncertain = e.wasSent;
        m_live.emplace(id, Live{std::move(e), false, uncertain, std::nullopt});
        m_rows[key].push_back(id);
    }
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        m_ready.insert(it->front());
    }
    Q_EMIT opened();
    Q_EMIT pendingCountChanged(pendingCount());
    schedulePump();
    return {};
}

void WriteJournal::close()
{
    m_pumpTimer.stop();
    m_retryTimer.stop();
    if (m_file) {
        m_file->close(m_live.empty());
        m_file.reset();
    }
    // In-flight answers are ignored from now on; the file has their "sent" marks, so the next
    // replay checks whether they were applied.
    m_live.clear();
    m_rows.clear();
    m_ready.clear();
    m_attention.clear();
    m_inFlight = 0;
    m_offline = false;
    m_state = State::Online;
}

Result<QList<qint64>> WriteJournal::submit(QList<JournalEntry> entries)
{
    if (!m_file || m_broken) {
        return fail(ErrorKind::Io, tr("the write journal is not open: nothing was changed"));
    }
    const qint64 firstId = m_lastId + 1;
    QList<qint64> ids;
    ids.reserve(entries.size());
    for (JournalEntry &e : entries) {
        e.id = ++m_lastId;
        if (e.after < 0) {
            e.after = e.id + e.after; // relative: an entry earlier in this call
        }
        e.state = EntryState::Pending;
        e.wasSent = false;
        e.error.clear();
        if (!e.at.isValid()) {
            e.at = QDateTime::currentDateTimeUtc();
        }
        ids.append(e.id);
    }
    auto written = m_file->appendEntries(entries);
    if (written) {
        written = m_file->sync(); // the commit point: from here on the writes survive a power loss
    }
    if (!written) {
        m_lastId = firstId - 1;
        fileFailed(written.error());
        return std::unexpected(written.error());
    }
    for (JournalEntry &e : entries) {
        const qint64 id = e.id;
        const QByteArray key = e.key;
        auto &row = m_rows[key];
        row.push_back(id);
        auto [it, inserted] = m_live.emplace(id, Live{std::move(e), false, false, std::nullopt});
        if (row.size() == 1) {
            m_ready.insert(id);
        }
        Q_EMIT entryAdded(it->second.entry);
    }
    Q_EMIT pendingCountChanged(pendingCount());
    schedulePump();
    return ids;
}

const JournalEntry *WriteJournal::entry(qint64 id) const
{
    const auto it = m_live.find(id);
    return it == m_live.end() ? nullptr : &it->second.entry;
}

QList<JournalEntry> WriteJournal::liveEntries() const
{
    QList<JournalEntry> out;
    out.reserve(qsizetype(m_live.size()));
    for (const auto &[id, live] : m_live) {
        out.append(live.entry);
    }
    return out;
}

std::optional<JournalConflict> WriteJournal::currentConflict() const
{
    return m_attention.empty() ? std::nullopt : conflict(m_attention.front());
}

std::optional<JournalConflict> WriteJournal::conflict(qint64 id) const
{
    if (std::find(m_attention.begin(), m_attention.end(), id) == m_attention.end()) {
        return std::nullopt;
    }
    const Live &live = m_live.at(id);
    return JournalConflict{live.entry, live.theirs.value_or(Row{live.entry.key, {}})};
}

void WriteJournal::schedulePump()
{
    if (m_file && !m_pumpTimer.isActive()) {
        m_pumpTimer.start();
    }
}

void WriteJournal::pump()
{
    if (!m_file || m_broken || (m_offline && m_retryTimer.isActive())) {
        return;
    }
    // While offline one entry probes the server; the rest follow once it answers.
    const int limit = m_offline ? 1 : std::max(1, m_options.window);
    QList<qint64> batch;
    while (m_inFlight + batch.size() < limit && !m_ready.empty()) {
        batch.append(*m_ready.begin());
        m_ready.erase(m_ready.begin());
    }
    if (batch.isEmpty()) {
        return;
    }
    // "Sent" must be durable before the request leaves: after a crash it tells the replay that a
    // failed check may be our own write. The mark is written ahead for the next entries too (in id
    // order, which is nearly the send order), so one fdatasync covers many sends: "sent" means
    // "may have been sent", which only makes a replay look whether the write is already there.
    QList<qint64> marks;
    for (qint64 id : batch) {
        if (!m_live.at(id).entry.wasSent) {
            marks.append(id);
        }
    }
    if (!marks.isEmpty()) {
        const qsizetype ahead = std::max(marks.size(), qsizetype(m_options.sentMarksAhead));
        for (auto it = m_live.lower_bound(marks.first()); it != m_live.end() && marks.size() < ahead; ++it) {
            if (!it->second.entry.wasSent && !marks.contains(it->first)) {
                marks.append(it->first);
            }
        }
        auto marked = m_file->appendSent(marks);
        if (marked) {
            marked = m_file->sync();
        }
        if (!marked) {
            for (qint64 id : batch) {
                m_ready.insert(id);
            }
            fileFailed(marked.error());
            return;
        }
        for (qint64 id : marks) {
            m_live.at(id).entry.wasSent = true;
        }
    }
    for (qint64 id : batch) {
        Live &live = m_live.at(id);
        const bool changed = live.entry.state != EntryState::Sent;
        live.entry.wasSent = true;
        live.entry.state = EntryState::Sent;
        if (changed) {
            Q_EMIT entryChanged(live.entry);
        }
        send(live);
    }
}

void WriteJournal::send(Live &live)
{
    live.inFlight = true;
    ++m_inFlight;
    const JournalEntry &e = live.entry;
    const qint64 id = e.id;
    const Cell check{e.check.column, Cell::kNoTimestamp, e.check.value};
    Call<void> *call = e.op == WriteOp::CheckAndPut ? m_client->checkAndPut(e.key, e.cells, check)
                                                    : m_client->checkAndDelete(e.key, check, e.cells);
    call->then(this, [this, id](const Result<void> &result) { onWriteResult(id, result); });
}

void WriteJournal::onWriteResult(qint64 id, const Result<void> &result)
{
    auto it = m_live.find(id);
    if (it == m_live.end() || !it->second.inFlight) {
        return; // closed meanwhile
    }
    Live &live = it->second;
    if (result) {
        live.inFlight = false;
        --m_inFlight;
        if (m_offline) {
            m_offline = false;
            m_backoffMs = 0;
            updateState();
        }
        finishEntry(id, EntryState::Applied, {});
        return;
    }
    const Error &error = result.error();
    if (error.kind == ErrorKind::Conflict) {
        // Still in flight: read what the row holds now, to tell "already applied" from a conflict.
        GetOptions options;
        options.columns = live.entry.columns();
        m_client->getRow(live.entry.key, options)->then(this, [this, id](const Result<Row> &row) {
            onTheirs(id, row);
        });
        return;
    }
    live.inFlight = false;
    --m_inFlight;
    if (error.kind == ErrorKind::Cancelled) {
        return;
    }
    if (isUnreachable(error.kind)) {
        live.uncertain = true;
        m_ready.insert(id);
        goOffline(error);
        return;
    }
    live.entry.state = EntryState::Failed;
    live.entry.error = error.message;
    if (live.entry.dropOnConflict) {
        finishEntry(id, EntryState::Failed, error.message);
    } else {
        raiseAttention(id);
        schedulePump();
    }
}

void WriteJournal::onTheirs(qint64 id, const Result<Row> &row)
{
    auto it = m_live.find(id);
    if (it == m_live.end() || !it->second.inFlight) {
        return;
    }
    Live &live = it->second;
    live.inFlight = false;
    --m_inFlight;
    if (!row && isUnreachable(row.error().kind)) {
        m_ready.insert(id);
        goOffline(row.error());
        return;
    }
    if (!row && row.error().kind != ErrorKind::NotFound) {
        live.entry.state = EntryState::Failed;
        live.entry.error = row.error().message;
        if (live.entry.dropOnConflict) {
            finishEntry(id, EntryState::Failed, row.error().message);
        } else {
            raiseAttention(id);
        }
        return;
    }
    const Row theirs = row ? *row : Row{live.entry.key, {}};
    if (live.uncertain && rowHoldsEntry(live.entry, theirs)) {
        finishEntry(id, EntryState::Applied, tr("already applied (found on the server when replayed)"));
        return;
    }
    const QString why = tr("the row changed on the server since it was read: nothing was overwritten");
    if (live.entry.dropOnConflict) {
        finishEntry(id, EntryState::Conflict, why);
        return;
    }
    live.entry.state = EntryState::Conflict;
    live.entry.error = why;
    live.theirs = theirs;
    raiseAttention(id);
    schedulePump();
}

void WriteJournal::goOffline(const Error &error)
{
    m_lastNetworkError = error.message;
    m_lastNetworkErrorKind = error.kind;
    if (!m_offline) {
        m_offline = true;
        m_backoffMs = std::max(1, m_options.initialBackoffMs);
        updateState();
    } else if (!m_retryTimer.isActive()) {
        // The probe failed too: wait longer.
        m_backoffMs = std::min(std::max(1, m_options.maxBackoffMs), m_backoffMs * 2);
    }
    if (!m_retryTimer.isActive()) {
        m_retryTimer.start(m_backoffMs);
        Q_EMIT stateChanged(m_state); // the delay changed
    }
}

void WriteJournal::retryNow()
{
    if (m_retryTimer.isActive()) {
        m_retryTimer.stop();
        schedulePump();
    }
}

void WriteJournal::finishEntry(qint64 id, EntryState state, const QString &why)
{
    auto it = m_live.find(id);
    if (it == m_live.end()) {
        return;
    }
    JournalEntry entry = std::move(it->second.entry);
    m_live.erase(it);
    m_ready.erase(id);
    removeAttention(id);
    entry.state = state;
    entry.error = why;
    if (m_file && !m_broken) {
        if (auto r = m_file->appendFinal(id, state, why); !r) {
            fileFailed(r.error());
        } else {
            countFinal();
        }
    }
    auto rowIt = m_rows.find(entry.key);
    QList<qint64> dependents;
    if (rowIt != m_rows.end()) {
        std::erase(*rowIt, id);
        if (state != EntryState::Applied) {
            for (qint64 next : *rowIt) {
                if (m_live.at(next).entry.after == id) {
                    dependents.append(next);
                }
            }
        }
    }
    Q_EMIT entryChanged(entry);
    for (qint64 next : dependents) {
        finishEntry(next, EntryState::Dropped, tr("not sent: the step before it did not apply"));
    }
    rowIt = m_rows.find(entry.key);
    if (rowIt != m_rows.end()) {
        if (rowIt->empty()) {
            m_rows.erase(rowIt);
        } else {
            makeReadyIfHead(entry.key);
        }
    }
    Q_EMIT pendingCountChanged(pendingCount());
    if (m_live.empty()) {
        if (m_file && !m_broken) {
            m_unsyncedFinals = 0;
            if (auto r = m_file->truncateToHeader(); !r) {
                fileFailed(r.error());
            }
        }
        Q_EMIT drained();
    }
    schedulePump();
}

void WriteJournal::countFinal()
{
    // Final records only save work on the next replay (a replayed applied entry is recognised as
    // "already applied"), so they are made durable in batches.
    if (++m_unsyncedFinals >= std::max(1, m_options.finalRecordsPerSync)) {
        m_unsyncedFinals = 0;
        if (auto r = m_file->sync(); !r) {
            fileFailed(r.error());
        }
    }
}

void WriteJournal::makeReadyIfHead(const QByteArray &key)
{
    const auto rowIt = m_rows.constFind(key);
    if (rowIt == m_rows.cend() || rowIt->empty()) {
        return;
    }
    const Live &head = m_live.at(rowIt->front());
    if (!head.inFlight && (head.entry.state == EntryState::Pending || head.entry.state == EntryState::Sent)) {
        m_ready.insert(head.entry.id);
    }
}

void WriteJournal::raiseAttention(qint64 id)
{
    // In the attention list before anyone hears of it, so handlers can resolve it at once.
    m_attention.push_back(id);
    Q_EMIT entryChanged(m_live.at(id).entry);
    if (std::find(m_attention.begin(), m_attention.end(), id) == m_attention.end()) {
        return; // resolved by a handler
    }
    updateState();
    if (m_attention.front() == id) {
        if (auto conflict = currentConflict()) {
            Q_EMIT conflictRaised(*conflict);
        }
    }
}

void WriteJournal::removeAttention(qint64 id)
{
    const auto it = std::find(m_attention.begin(), m_attention.end(), id);
    if (it == m_attention.end()) {
        return;
    }
    const bool wasCurrent = it == m_attention.begin();
    m_attention.erase(it);
    updateState();
    if (wasCurrent) {
        if (auto conflict = currentConflict()) {
            Q_EMIT conflictRaised(*conflict);
        }
    }
}

Result<void> WriteJournal::resolveKeepTheirs(qint64 id)
{
    if (std::find(m_attention.begin(), m_attention.end(), id) == m_attention.end()) {
        return fail(ErrorKind::InvalidInput, tr("that write is not waiting for a decision"));
    }
    finishEntry(id, EntryState::Dropped, tr("dropped: the server's value was kept"));
    return {};
}

Result<void> WriteJournal::resolveReplace(qint64 id, const JournalEntry &replacement)
{
    if (std::find(m_attention.begin(), m_attention.end(), id) == m_attention.end()) {
        return fail(ErrorKind::InvalidInput, tr("that write is not waiting for a decision"));
    }
    if (!m_file || m_broken) {
        return fail(ErrorKind::Io, tr("the write journal is not open: nothing was changed"));
    }
    Live &live = m_live.at(id);
    JournalEntry e = live.entry;
    e.op = replacement.op;
    e.cells = replacement.cells;
    e.check = replacement.check;
    e.seen = replacement.seen;
    e.intent = replacement.intent;
    e.by = replacement.by;
    e.at = replacement.at.isValid() ? replacement.at : QDateTime::currentDateTimeUtc();
    e.description = replacement.description.isEmpty() ? e.description : replacement.description;
    e.state = EntryState::Pending;
    e.wasSent = false;
    e.error.clear();
    auto written = m_file->appendReplaced(e);
    if (written) {
        written = m_file->sync();
    }
    if (!written) {
        fileFailed(written.error());
        return std::unexpected(written.error());
    }
    live.entry = e;
    live.uncertain = false;
    live.theirs.reset();
    removeAttention(id);
    Q_EMIT entryChanged(live.entry);
    makeReadyIfHead(e.key);
    schedulePump();
    return {};
}

Result<void> WriteJournal::retry(qint64 id)
{
    if (std::find(m_attention.begin(), m_attention.end(), id) == m_attention.end()) {
        return fail(ErrorKind::InvalidInput, tr("that write is not waiting for a decision"));
    }
    Live &live = m_live.at(id);
    live.entry.state = live.entry.wasSent ? EntryState::Sent : EntryState::Pending;
    live.entry.error.clear();
    live.theirs.reset();
    removeAttention(id);
    Q_EMIT entryChanged(live.entry);
    makeReadyIfHead(live.entry.key);
    schedulePump();
    return {};
}

void WriteJournal::updateState()
{
    const State next = m_offline             ? State::OfflineRetrying
                       : m_attention.empty() ? State::Online
                                             : State::PausedOnConflict;
    if (next != m_state) {
        m_state = next;
        Q_EMIT stateChanged(m_state);
    }
}

void WriteJournal::fileFailed(const Error &error)
{
    // Stop sending: anything sent from now on could not be accounted for after a crash.
    if (!m_broken) {
        m_broken = true;
        Q_EMIT journalError(error.message);
    }
}

} // namespace Ei::Core
