#include "reprocessjob.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QUuid>

#include <core/curation/writejournal.h>
#include <core/domain/curation.h>
#include <core/domain/journalrow.h>
#include <core/domain/rowkey.h>
#include <core/hbase/parallelscan.h>
#include <core/hbase/scanspecjson.h>

namespace Ei::Core {

namespace {

constexpr int kKeysPerRead = 100;
constexpr int kRowsPerScanPage = 500;
constexpr int kEntriesPerSubmit = 512; // one fdatasync per this many entries at most
constexpr int kStateFormat = 1;

const QByteArray kStatus = QByteArrayLiteral("grobid0:status_code");
const QByteArray kReprocess = QByteArrayLiteral("grobid0:reprocess");

QJsonValue b64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

QByteArray unb64(const QJsonValue &v)
{
    return QByteArray::fromBase64(v.toString().toLatin1());
}

QJsonArray b64List(const QList<QByteArray> &list)
{
    QJsonArray out;
    for (const QByteArray &b : list) {
        out.append(b64(b));
    }
    return out;
}

QList<QByteArray> unb64List(const QJsonValue &v)
{
    QList<QByteArray> out;
    for (const QJsonValue &item : v.toArray()) {
        out.append(unb64(item));
    }
    return out;
}

} // namespace

ReprocessJob::ReprocessJob(RestClient *client, WriteJournal *journal, TableSetup setup,
                           ReprocessOptions options, QObject *parent)
    : Job(tr("Reprocessing rows"), parent)
    , m_client(client)
    , m_journal(journal)
    , m_setup(std::move(setup))
    , m_options(std::move(options))
{
    m_rateTimer.setSingleShot(true);
    connect(&m_rateTimer, &QTimer::timeout, this, &ReprocessJob::admit);
    m_readRetryTimer.setSingleShot(true);
    connect(&m_readRetryTimer, &QTimer::timeout, this, &ReprocessJob::readMore);
    m_saveTimer.setSingleShot(true);
    m_saveTimer.setInterval(300);
    connect(&m_saveTimer, &QTimer::timeout, this, [this] { saveState(); });
    if (m_journal) {
        connect(m_journal, &WriteJournal::entryChanged, this, &ReprocessJob::onEntryChanged);
    }
}

ReprocessJob::~ReprocessJob()
{
    if (m_saveTimer.isActive()) {
        saveState();
    }
}

QList<QByteArray> ReprocessJob::columns()
{
    return {QByteArrayLiteral("f:c"),
            QByteArrayLiteral("file:mime"),
            QByteArrayLiteral("file:cdx"),
            kStatus,
            kReprocess,
            QByteArrayLiteral("grobid0:metadata")};
}

qint64 ReprocessJob::handledRows() const
{
    return m_summary.skipped + (m_journal ? m_submittedRows - m_outstandingRows : m_summary.done);
}

Result<void> ReprocessJob::startKeys(const QList<QByteArray> &keys)
{
    m_mode = Mode::Keys;
    m_keys = keys;
    return begin();
}

Result<void> ReprocessJob::startScan(const ScanSpec &spec)
{
    m_mode = Mode::Scan;
    m_spec = spec;
    if (!m_spec.columns.isEmpty()) {
        for (const QByteArray &c : columns()) {
            if (!m_spec.columns.contains(c)) {
                m_spec.columns.append(c);
            }
        }
    }
    return begin();
}

Result<void> ReprocessJob::begin()
{
    if (m_running) {
        return fail(ErrorKind::InvalidInput, tr("the reprocessing job is already running"));
    }
    if (m_journal && !m_journal->isOpen()) {
        return fail(ErrorKind::Internal, tr("the write journal is not open: nothing was changed"));
    }
    if (m_journal && m_client && m_client->config().readOnly) {
        return fail(ErrorKind::Forbidden, tr("this connection is read-only: nothing was changed"));
    }
    if (m_batch.isEmpty()) {
        m_batch = QUuid::createUuid().toByteArray(QUuid::Id128).left(16);
    }
    m_running = true;
    m_rateClock.start();
    if (auto saved = saveState(); !saved) {
        m_running = false;
        return saved;
    }
    QTimer::singleShot(0, this, &ReprocessJob::readMore);
    return {};
}

void ReprocessJob::readMore()
{
    if (m_scan) {
        m_scan->settle(); // a range that waited for the rows to settle may verify now
    }
    if (!m_running || m_reading || m_readingDone || m_cancelled || m_readRetryTimer.isActive()) {
        maybeFinish();
        return;
    }
    if (!m_queue.empty()) {
        admit();
        return;
    }
    if (m_journal && m_outstandingRows >= std::max(1, m_options.maxQueuedRows)) {
        return; // settling rows call readMore() again
    }
    if (!m_client) {
        m_readingDone = true;
        maybeFinish();
        return;
    }
    if (m_mode == Mode::Keys) {
        readKeys();
        return;
    }
    if (!m_scan) {
        openScan();
    }
    if (m_scan->atEnd()) {
        m_readingDone = true;
        maybeFinish();
        return;
    }
    if (m_scan->verificationDue() && (m_outstandingRows > 0 || !m_toSubmit.isEmpty())) {
        return; // the verification must see every journaled row settled; settling calls readMore()
    }
    m_reading = true;
    m_scan->fetchNext(kRowsPerScanPage)->then(this, [this](const Result<CellSet> &rows) {
        m_reading = false;
        if (m_cancelled) {
            maybeFinish();
            return;
        }
        if (!rows) {
            // Lost scanners were re-created until ScanRecovery gave up: resumable from the position.
            m_readingDone = true;
            noteError(rows.error());
            maybeFinish();
            return;
        }
        for (const Row &r : *rows) {
            m_queue.push_back(Item{r.key, r});
        }
        if (rows->isEmpty() && m_scan->atEnd()) {
            m_readingDone = true;
        }
        admit();
    });
}

void ReprocessJob::openScan()
{
    VerificationOptions verification;
    verification.recovery = m_options.recovery;
    if (m_journal) {
        // Done rows lose grobid0:status_code; what still has it and matches was not handled,
        // unless it settled as a conflict or failure, or was skipped.
        verification.stillToDo =
            Filter::singleColumnValue(QByteArrayLiteral("grobid0"), QByteArrayLiteral("status_code"),
                                      CompareOp::GreaterOrEqual, Comparator::binary({}), true);
        verification.accounted = [this](const QByteArray &key) { return m_accounted.contains(key); };
    }
    if (!m_gateways) {
        m_gateways = new GatewayPool(m_client, this);
        m_parallel = 1;
    }
    ParallelScanOptions parallel;
    parallel.parallel = m_parallel;
    // Ordered: the position (the last key handled) stays one key, as with one scanner.
    parallel.ordered = true;
    parallel.settled = [this] { return m_outstandingRows == 0 && m_toSubmit.isEmpty(); };
    m_scan = new ParallelScan(m_gateways, m_spec, verification, parallel, this);
    connect(m_scan, &ParallelScan::recovering, this, &ReprocessJob::scanRecovering);
    connect(m_scan, &ParallelScan::verifying, this, &ReprocessJob::verifying);
    if (m_hasScanAfter) {
        m_scan->setStartAfter(m_scanAfter);
    }
}

void ReprocessJob::readKeys()
{
    const auto readFailed = [this](const Error &error) {
        m_reading = false;
        if (error.kind == ErrorKind::Network || error.kind == ErrorKind::Timeout ||
            error.kind == ErrorKind::ServerUnavailable) {
            // Nothing read is lost (the queue was empty): try again later, from the saved position.
            m_readRetryMs = std::min(10000, m_readRetryMs == 0 ? 250 : m_readRetryMs * 2);
            m_readRetryTimer.start(m_readRetryMs);
            return;
        }
        m_readingDone = true;
        noteError(error);
        maybeFinish();
    };
    if (m_nextKey >= m_keys.size()) {
        m_readingDone = true;
        maybeFinish();
        return;
    }
    const QList<QByteArray> batch = m_keys.mid(m_nextKey, kKeysPerRead);
    m_nextKey += batch.size();
    m_reading = true;
    GetOptions options;
    options.columns = columns();
    m_client->multiGet(batch, options)->then(this, [this, batch, readFailed](const Result<CellSet> &rows) {
        if (m_cancelled) {
            m_reading = false;
            maybeFinish();
            return;
        }
        if (!rows && rows.error().kind != ErrorKind::NotFound) {
            m_nextKey -= batch.size();
            readFailed(rows.error());
            return;
        }
        m_readRetryMs = 0;
        QHash<QByteArray, Row> byKey;
        if (rows) {
            for (const Row &r : *rows) {
                byKey.insert(r.key, r);
            }
        }
        for (const QByteArray &key : batch) {
            const auto it = byKey.constFind(key);
            m_queue.push_back(Item{key, it == byKey.cend() ? std::nullopt : std::optional<Row>(*it)});
        }
        m_reading = false;
        admit();
    });
}

void ReprocessJob::admit()
{
    while (!m_queue.empty() && !m_cancelled) {
        if (m_journal && m_options.rowsPerSecond > 0) {
            const double elapsed = double(m_rateClock.elapsed()) / 1000.0;
            const qint64 allowed = qint64(m_options.rowsPerSecond * elapsed) + 1;
            if (m_rateAdmitted >= allowed) {
                submitPending();
                const double due = double(m_rateAdmitted) / m_options.rowsPerSecond;
                m_rateTimer.start(std::max(1, int((due - elapsed) * 1000.0)));
                return;
            }
        }
        const Item item = std::move(m_queue.front());
        m_queue.pop_front();
        handleRow(item);
        if (m_mode == Mode::Keys) {
            ++m_keysDone;
        } else if (!m_hasScanAfter || item.key > m_scanAfter) {
            // Rows a verification pass found before the position leave it where it is.
            m_scanAfter = item.key;
            m_hasScanAfter = true;
        }
        if (m_toSubmit.size() >= kEntriesPerSubmit) {
            submitPending();
        }
    }
    submitPending();
    readMore();
}

void ReprocessJob::handleRow(const Item &item)
{
    if (!item.row) {
        skip(item.key);
        return;
    }
    const Row &row = *item.row;
    if (!m_journal) {
        if (auto line = ungrobidedLine(row)) {
            Q_EMIT tsvLine(*line);
            ++m_summary.done;
            listDone(row.key);
        } else {
            skip(row.key);
        }
        return;
    }
    if (m_adopted.contains(row.key)) {
        return; // the previous run journaled it: its entries settle it
    }
    const Cell *status = row.find(kStatus);
    if (!status) {
        skip(row.key); // never processed, or already queued: nothing to reset
        return;
    }
    const JournalRow decoded = decodeJournalRow(row, &m_setup.profile);
    ReprocessRequest request;
    request.by = m_options.by;
    request.reason = m_options.reason;
    request.previousStatusCode = decoded.grobid.statusCode;
    request.previousGrobidVersion = decoded.grobid.version;
    auto value = buildReprocess(request);
    if (!value) {
        account(m_summary.failedKeys, row.key);
        ++m_summary.failed;
        noteError(value.error());
        return;
    }
    const Cell *seenMark = row.find(kReprocess);
    const QByteArray seen = seenMark ? seenMark->value : QByteArray();
    const QString shown = displayRowKey(row.key, m_setup.keyFormat, Sha1Display::Base32Prefixed);

    JournalEntry mark;
    mark.kind = WriteKind::ReprocessMark;
    mark.op = WriteOp::CheckAndPut;
    mark.key = row.key;
    mark.cells = {Cell{kReprocess, Cell::kNoTimestamp, *value}};
    mark.check = Cell{kReprocess, Cell::kNoTimestamp, seen};
    mark.seen = {Cell{kReprocess, Cell::kNoTimestamp, seen},
                 Cell{kStatus, Cell::kNoTimestamp, status->value}};
    mark.intent = QJsonObject{{QStringLiteral("type"), QStringLiteral("reprocess")},
                              {QStringLiteral("reason"), m_options.reason}};
    mark.by = m_options.by;
    mark.batch = m_batch;
    mark.dropOnConflict = true;
    mark.description = tr("%1: request reprocessing").arg(shown);

    JournalEntry reset = mark;
    reset.kind = WriteKind::ReprocessReset;
    reset.op = WriteOp::CheckAndDelete;
    reset.cells.clear(); // every version of the check column
    reset.check = Cell{kStatus, Cell::kNoTimestamp, status->value};
    reset.seen = {Cell{kStatus, Cell::kNoTimestamp, status->value}};
    reset.after = -1; // the mark just before it
    reset.description = tr("%1: delete grobid0:status_code so the pipeline picks the row up").arg(shown);

    m_toSubmit.append(mark);
    m_toSubmit.append(reset);
    ++m_toSubmitRows;
    ++m_rateAdmitted;
}

void ReprocessJob::account(QList<QByteArray> &list, const QByteArray &key)
{
    list.append(key);
    m_accounted.insert(key);
}

void ReprocessJob::skip(const QByteArray &key)
{
    ++m_summary.skipped;
    account(m_summary.skippedKeys, key);
    reportProgress(handledRows(), totalRows());
    scheduleSave();
}

void ReprocessJob::submitPending()
{
    if (m_toSubmit.isEmpty()) {
        scheduleSave();
        return;
    }
    QList<JournalEntry> entries = std::exchange(m_toSubmit, {});
    const qint64 rows = std::exchange(m_toSubmitRows, 0);
    auto ids = m_journal->submit(entries);
    if (!ids) {
        for (qsizetype i = 0; i < entries.size(); i += 2) {
            m_summary.failedKeys.append(entries.at(i).key);
        }
        m_summary.failed += rows;
        noteError(ids.error());
        m_cancelled = true; // nothing more can be journaled
        m_queue.clear();
        maybeFinish();
        return;
    }
    for (qsizetype i = 0; i < ids->size(); ++i) {
        m_outstanding.insert(ids->at(i), {entries.at(i).key, i % 2 == 0 ? Step::Mark : Step::Reset});
    }
    m_submittedRows += rows;
    m_outstandingRows += rows;
    // The position moves with what is durable in the journal.
    if (auto saved = saveState(); !saved) {
        noteError(saved.error());
    }
}

void ReprocessJob::onEntryChanged(const JournalEntry &entry)
{
    if (entry.batch != m_batch || !entry.isFinished()) {
        return;
    }
    const auto it = m_outstanding.constFind(entry.id);
    if (it == m_outstanding.cend()) {
        return;
    }
    const auto [key, step] = *it;
    m_outstanding.erase(it);
    if (step == Step::Mark && entry.state == EntryState::Applied) {
        return; // the reset follows
    }
    switch (entry.state) {
    case EntryState::Applied:
        listDone(key); // the reset applied: the row is queued
        break;
    case EntryState::Conflict:
        ++m_summary.conflict;
        account(m_summary.conflictKeys, key);
        break;
    case EntryState::Failed:
        ++m_summary.failed;
        account(m_summary.failedKeys, key);
        noteError(Error{ErrorKind::BadRequest, entry.error}); // the server refused the write
        break;
    case EntryState::Dropped:
        if (step == Step::Mark) {
            ++m_droppedRows; // dropped by hand; its reset is dropped with it
        }
        break;
    default:
        break;
    }
    if (step == Step::Reset) {
        --m_outstandingRows;
        reportProgress(handledRows(), totalRows());
        scheduleSave();
        readMore();
        maybeFinish();
    }
}

void ReprocessJob::listDone(const QByteArray &key)
{
    if (m_summary.doneKeys.size() < ReprocessSummary::kListedDoneKeys) {
        m_summary.doneKeys.append(key);
    }
}

void ReprocessJob::cancel()
{
    if (!m_running || m_cancelled) {
        return;
    }
    m_cancelled = true;
    m_cancelRequested = true;
    m_queue.clear(); // not handled: the saved position is before them
    m_rateTimer.stop();
    m_readRetryTimer.stop();
    if (m_journal) {
        submitPending();
    }
    if (m_scan) {
        m_scan->deleteLater(); // releases the server-side scanner
        m_scan = nullptr;
    }
    m_reading = false;
    maybeFinish();
}

void ReprocessJob::noteError(const Error &error)
{
    m_summary.lastError = error.message;
    m_lastErrorKind = error.kind;
}

void ReprocessJob::maybeFinish()
{
    if (!m_running || m_reading || !(m_readingDone || m_cancelled) || (!m_cancelled && !m_queue.empty()) ||
        !m_toSubmit.isEmpty() || m_outstandingRows > 0) {
        return;
    }
    m_running = false;
    m_saveTimer.stop();
    m_summary.cancelled = m_cancelled;
    m_summary.complete = !m_cancelled && m_summary.lastError.isEmpty() && m_readingDone;
    if (m_journal) {
        m_summary.done = m_submittedRows - m_summary.conflict - m_summary.failed - m_droppedRows;
    }
    if (auto saved = saveState(); !saved && m_summary.lastError.isEmpty()) {
        noteError(saved.error());
    }
    if (m_scan) {
        m_summary.verificationPasses = m_scan->verificationPasses();
        m_summary.foundByVerification = m_scan->rowsFoundByVerification();
        m_summary.scannerRecoveries = m_scan->recoveries();
        m_scan->deleteLater();
        m_scan = nullptr;
    }
    reportProgress(handledRows(), totalRows());
    if (m_summary.complete) {
        finishJob({});
    } else if (m_cancelRequested) {
        finishJob(fail(ErrorKind::Cancelled, tr("The reprocessing was cancelled.")));
    } else {
        finishJob(fail(m_lastErrorKind, m_summary.lastError.isEmpty()
                                            ? tr("Not every selected row was handled.")
                                            : m_summary.lastError));
    }
}

void ReprocessJob::scheduleSave()
{
    if (!m_options.statePath.isEmpty() && !m_saveTimer.isActive()) {
        m_saveTimer.start();
    }
}

Result<void> ReprocessJob::saveState()
{
    if (m_options.statePath.isEmpty() || !m_journal) {
        return {};
    }
    QJsonObject o{{QStringLiteral("format"), kStateFormat},
                  {QStringLiteral("table"), m_client ? m_client->config().table : QString()},
                  {QStringLiteral("batch"), QString::fromLatin1(m_batch)},
                  {QStringLiteral("by"), m_options.by},
                  {QStringLiteral("reason"), m_options.reason},
                  {QStringLiteral("rate"), m_options.rowsPerSecond},
                  {QStringLiteral("submitted"), m_submittedRows},
                  {QStringLiteral("dropped"), m_droppedRows},
                  {QStringLiteral("skipped"), m_summary.skipped},
                  {QStringLiteral("conflictKeys"), b64List(m_summary.conflictKeys)},
                  {QStringLiteral("failedKeys"), b64List(m_summary.failedKeys)},
                  {QStringLiteral("skippedKeys"), b64List(m_summary.skippedKeys)},
                  {QStringLiteral("lastError"), m_summary.lastError},
                  {QStringLiteral("finished"), !m_running && m_summary.complete}};
    if (m_mode == Mode::Keys) {
        // The key list never changes: it goes once into STATE.keys (one base64 key per line), so
        // the frequent saves of the position stay small.
        const QString keysPath = m_options.statePath + QStringLiteral(".keys");
        if (!m_keysSaved) {
            QSaveFile keysFile(keysPath);
            QByteArray lines;
            for (const QByteArray &key : std::as_const(m_keys)) {
                lines += key.toBase64() + '\n';
            }
            if (!keysFile.open(QIODevice::WriteOnly) || keysFile.write(lines) < 0 || !keysFile.commit()) {
                return fail(ErrorKind::Io,
                            tr("cannot save the reprocessing job to %1: %2")
                                .arg(QDir::toNativeSeparators(keysPath), keysFile.errorString()));
            }
            m_keysSaved = true;
        }
        o.insert(QStringLiteral("mode"), QStringLiteral("keys"));
        o.insert(QStringLiteral("keyCount"), m_keys.size());
        o.insert(QStringLiteral("next"), m_keysDone);
    } else {
        o.insert(QStringLiteral("mode"), QStringLiteral("scan"));
        o.insert(QStringLiteral("scan"), scanSpecToJson(m_spec));
        if (m_hasScanAfter) {
            o.insert(QStringLiteral("after"), b64(m_scanAfter));
        }
    }
    QSaveFile file(m_options.statePath);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(o).toJson(QJsonDocument::Compact)) < 0 ||
        !file.commit()) {
        return fail(ErrorKind::Io,
                    tr("cannot save the reprocessing job to %1: %2")
                        .arg(QDir::toNativeSeparators(m_options.statePath), file.errorString()));
    }
    return {};
}

Result<void> ReprocessJob::resume(const QString &statePath)
{
    if (!m_journal) {
        return fail(ErrorKind::InvalidInput, tr("only a job that writes can be resumed"));
    }
    QFile file(statePath);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(ErrorKind::NotFound, tr("cannot read the reprocessing job %1: %2")
                                             .arg(QDir::toNativeSeparators(statePath), file.errorString()));
    }
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    if (o.value(QLatin1StringView("format")).toInt() != kStateFormat) {
        return fail(ErrorKind::InvalidInput,
                    tr("%1 is not a saved reprocessing job").arg(QDir::toNativeSeparators(statePath)));
    }
    if (m_client && o.value(QLatin1StringView("table")).toString() != m_client->config().table) {
        return fail(ErrorKind::InvalidInput,
                    tr("the job %1 was started on table '%2', not '%3'")
                        .arg(QDir::toNativeSeparators(statePath),
                             o.value(QLatin1StringView("table")).toString(), m_client->config().table));
    }
    if (o.value(QLatin1StringView("finished")).toBool()) {
        return fail(
            ErrorKind::InvalidInput,
            tr("the job %1 already finished: nothing to resume").arg(QDir::toNativeSeparators(statePath)));
    }
    m_options.statePath = statePath;
    if (m_options.by.isEmpty()) {
        m_options.by = o.value(QLatin1StringView("by")).toString();
    }
    if (m_options.reason.isEmpty()) {
        m_options.reason = o.value(QLatin1StringView("reason")).toString();
    }
    if (m_options.rowsPerSecond <= 0) {
        m_options.rowsPerSecond = o.value(QLatin1StringView("rate")).toDouble();
    }
    m_batch = o.value(QLatin1StringView("batch")).toString().toLatin1();
    m_submittedRows = o.value(QLatin1StringView("submitted")).toInteger();
    m_droppedRows = o.value(QLatin1StringView("dropped")).toInteger();
    m_summary.skipped = o.value(QLatin1StringView("skipped")).toInteger();
    m_summary.conflictKeys = unb64List(o.value(QLatin1StringView("conflictKeys")));
    m_summary.failedKeys = unb64List(o.value(QLatin1StringView("failedKeys")));
    m_summary.skippedKeys = unb64List(o.value(QLatin1StringView("skippedKeys")));
    m_summary.conflict = m_summary.conflictKeys.size();
    m_summary.failed = m_summary.failedKeys.size();
    for (const QList<QByteArray> *list :
         {&m_summary.conflictKeys, &m_summary.failedKeys, &m_summary.skippedKeys}) {
        for (const QByteArray &key : *list) {
            m_accounted.insert(key);
        }
    }
    if (o.value(QLatin1StringView("mode")).toString() == QLatin1StringView("keys")) {
        m_mode = Mode::Keys;
        QFile keysFile(statePath + QStringLiteral(".keys"));
        if (!keysFile.open(QIODevice::ReadOnly)) {
            return fail(ErrorKind::NotFound,
                        tr("cannot read the key list of the reprocessing job %1: %2")
                            .arg(QDir::toNativeSeparators(keysFile.fileName()), keysFile.errorString()));
        }
        m_keys.clear();
        for (const QByteArray &line : keysFile.readAll().split('\n')) {
            if (!line.isEmpty()) {
                m_keys.append(QByteArray::fromBase64(line));
            }
        }
        if (m_keys.size() != o.value(QLatin1StringView("keyCount")).toInteger()) {
            return fail(ErrorKind::Integrity, tr("the key list of the reprocessing job %1 is incomplete")
                                                  .arg(QDir::toNativeSeparators(keysFile.fileName())));
        }
        m_keysSaved = true;
        m_keysDone = std::clamp<qsizetype>(o.value(QLatin1StringView("next")).toInteger(), 0, m_keys.size());
        m_nextKey = m_keysDone;
    } else {
        m_mode = Mode::Scan;
        m_spec = scanSpecFromJson(o.value(QLatin1StringView("scan")).toObject());
        if (o.contains(QLatin1StringView("after"))) {
            m_scanAfter = unb64(o.value(QLatin1StringView("after")));
            m_hasScanAfter = true;
        }
    }
    // Entries the previous run journaled are replayed by the journal: count them when they settle.
    for (const JournalEntry &e : m_journal->liveEntries()) {
        if (e.batch != m_batch) {
            continue;
        }
        const Step step = e.kind == WriteKind::ReprocessMark ? Step::Mark : Step::Reset;
        m_outstanding.insert(e.id, {e.key, step});
        m_adopted.insert(e.key);
        if (step == Step::Reset) {
            ++m_outstandingRows;
        }
    }
    return begin();
}

} // namespace Ei::Core
