#include "parallelscan.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonObject>
#include <QTimer>

#include <core/hbase/regionranges.h>
#include <core/hbase/rowspill.h>
#include <core/hbase/scanner.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::ParallelScan)
};

// What a row takes on the heap, roughly: its bytes plus the allocations around them (a
// QByteArray's header and malloc's rounding, the cells' list): small rows (a key, a status code)
// cost several times their bytes, which a buffer of keys-only rows must count.
qint64 rowBytes(const Row &row)
{
    constexpr qint64 kPerArray = 48;
    qint64 bytes = row.key.size() + kPerArray + 32;
    for (const Cell &cell : row.cells) {
        bytes += cell.column.size() + cell.value.size() + 2 * kPerArray + 16;
    }
    return bytes;
}

// Inside the scan's key range, strictly: a boundary at the start row cuts nothing off.
bool inside(const ScanSpec &spec, const QByteArray &key)
{
    return key > spec.startRow && (spec.stopRow.isEmpty() || key < spec.stopRow);
}

QString b64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

QByteArray unb64(const QJsonValue &value)
{
    return QByteArray::fromBase64(value.toString().toLatin1());
}

} // namespace

QList<QByteArray> boundariesInside(const ScanSpec &spec, const QList<RegionInfo> &regions)
{
    QList<QByteArray> keys;
    for (const RegionInfo &region : regions) {
        if (!region.startKey.isEmpty() && inside(spec, region.startKey)) {
            keys.append(region.startKey);
        }
    }
    std::ranges::sort(keys);
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    return keys;
}

QList<ScanRange> splitAtRegions(const ScanSpec &spec, const QList<RegionInfo> &regions)
{
    QList<ScanRange> ranges;
    QByteArray start = spec.startRow;
    for (const QByteArray &boundary : boundariesInside(spec, regions)) {
        ranges.append(ScanRange{start, boundary, std::nullopt, 0, false});
        start = boundary;
    }
    ranges.append(ScanRange{start, spec.stopRow, std::nullopt, 0, false});
    return ranges;
}

QJsonArray scanRangesToJson(const QList<ScanRange> &ranges)
{
    QJsonArray out;
    for (const ScanRange &range : ranges) {
        QJsonObject o{{QStringLiteral("start"), b64(range.start)},
                      {QStringLiteral("stop"), b64(range.stop)},
                      {QStringLiteral("delivered"), range.delivered},
                      {QStringLiteral("done"), range.done}};
        if (range.after) {
            o.insert(QStringLiteral("after"), b64(*range.after));
        }
        out.append(o);
    }
    return out;
}

std::optional<QList<ScanRange>> scanRangesFromJson(const QJsonArray &json)
{
    QList<ScanRange> ranges;
    for (const QJsonValue &value : json) {
        if (!value.isObject()) {
            return std::nullopt;
        }
        const QJsonObject o = value.toObject();
        ScanRange range;
        range.start = unb64(o.value(QLatin1StringView("start")));
        range.stop = unb64(o.value(QLatin1StringView("stop")));
        if (o.contains(QLatin1StringView("after"))) {
            range.after = unb64(o.value(QLatin1StringView("after")));
        }
        range.delivered = o.value(QLatin1StringView("delivered")).toInteger();
        range.done = o.value(QLatin1StringView("done")).toBool();
        // Contiguous, in key order: each range starts where the one before stopped.
        if (!ranges.isEmpty() && (ranges.last().stop.isEmpty() || ranges.last().stop != range.start)) {
            return std::nullopt;
        }
        if (range.delivered < 0) {
            return std::nullopt;
        }
        ranges.append(range);
    }
    if (ranges.isEmpty()) {
        return std::nullopt;
    }
    return ranges;
}

ParallelScan::ParallelScan(GatewayPool *gateways, ScanSpec spec, VerificationOptions verification,
                           ParallelScanOptions options, QObject *parent)
    : QObject(parent)
    , m_gateways(gateways)
    , m_spec(std::move(spec))
    , m_verification(std::move(verification))
    , m_options(options)
{}

ParallelScan::~ParallelScan() = default; // the range scans are children: they release their scanners

void ParallelScan::setRanges(QList<ScanRange> ranges, bool cutAtRegions)
{
    m_restored = !ranges.isEmpty();
    m_listed = m_restored && cutAtRegions;
    if (m_restored) {
        start(std::move(ranges));
    }
}

Call<CellSet> *ParallelScan::fetchNext(int maxRows)
{
    RestClient *primary = m_gateways ? m_gateways->primary() : nullptr;
    auto *call = new Call<CellSet>(primary ? static_cast<QObject *>(primary) : this);
    if (m_pending) {
        call->resolveLater(fail(ErrorKind::Internal, Tr::tr("A page of the scan is already being fetched.")));
        return call;
    }
    if (m_failed) {
        call->resolveLater(std::unexpected(*m_failed));
        return call;
    }
    if (m_finished) {
        call->resolveLater(CellSet{});
        return call;
    }
    m_pending = call;
    m_want = std::max(1, maxRows);
    call->setCancelHook([self = QPointer<ParallelScan>(this)] {
        if (self) {
            self->cancel();
        }
    });
    // The rows handed over before are processed now: a range that waited for that may verify.
    for (std::size_t i = 0; i < m_ranges.size(); ++i) {
        m_ranges[i]->outstanding = false;
        pump(i);
    }
    if (!m_known && !m_listing) {
        listRegions();
    }
    QTimer::singleShot(0, this, [this] { deliver(); }); // never answered inside the call
    return call;
}

void ParallelScan::listRegions()
{
    // One range without a request for the regions as a sequential scan (parallel 1, a limit); one
    // range too when there is no region list (regionranges.h).
    RestClient *primary = m_gateways ? m_gateways->primary() : nullptr;
    m_listing = true;
    listRegionRanges(primary, m_spec, m_options.parallel, this, [this](RegionRanges ranges) {
        m_listing = false;
        if (m_failed) {
            return;
        }
        m_listed = ranges.cutAtRegions;
        start(std::move(ranges.ranges));
    });
    if (m_gateways && listsRegions(m_spec, m_options.parallel)) {
        // Beside the listing: a read-only gateway's refusal of scanners learnt now, not by every
        // range's scan after it (scanner.h).
        for (RestClient *gateway : m_gateways->gateways()) {
            askWhetherScannersAreRefused(gateway, m_spec);
        }
    }
    if (primary && m_options.ordered && m_options.spillBytes != 0 && m_options.spillMinRoundTripMs > 0 &&
        listsRegions(m_spec, m_options.parallel)) {
        // Beside the listing, not after it: whether reading ahead to disk pays (maySpill).
        measureRoundTrip(primary, this, [this](qint64 ms) { m_roundTripMs = ms; });
    }
}

bool ParallelScan::verificationDue() const
{
    // Due when no rows can be handed over before a range has verified: ordered, the range being
    // handed over; unordered, every range left.
    bool any = false;
    for (const auto &r : m_ranges) {
        if (r->position.done) {
            continue;
        }
        const bool waits = !rowsWaiting(*r) && r->scan && !r->fetching && r->scan->verificationDue();
        if (m_options.ordered || !waits) {
            return waits;
        }
        any = true;
    }
    return any;
}

void ParallelScan::settle()
{
    for (std::size_t i = 0; i < m_ranges.size(); ++i) {
        pump(i);
    }
}

void ParallelScan::start(QList<ScanRange> ranges)
{
    if (m_startAfter && !m_restored) {
        for (ScanRange &range : ranges) {
            if (!range.stop.isEmpty() && range.stop <= *m_startAfter) {
                range.done = true; // wholly before the position
            } else if (range.start <= *m_startAfter) {
                range.after = *m_startAfter;
            }
        }
    }
    m_ranges.clear();
    for (ScanRange &range : ranges) {
        auto r = std::make_unique<Range>();
        r->position = std::move(range);
        m_ranges.push_back(std::move(r));
    }
    m_known = true;
    const auto left = std::ranges::count_if(m_ranges, [](const auto &r) { return !r->position.done; });
    m_parallel = rangesAtOnce(m_options.parallel, left);
    Q_EMIT rangesKnown(int(m_ranges.size()), m_parallel);
    schedule();
    deliver();
}

ScanSpec ParallelScan::rangeSpec(const ScanRange &range, bool first, bool last) const
{
    ScanSpec spec = m_spec;
    spec.startRow = range.start;
    spec.stopRow = range.stop;
    spec.includeStartRow = first ? m_spec.includeStartRow : true;
    spec.includeStopRow = last ? m_spec.includeStopRow : false;
    return spec;
}

qint64 ParallelScan::bufferedBytes() const
{
    qint64 bytes = 0;
    for (const auto &r : m_ranges) {
        bytes += r->bufferBytes;
    }
    return bytes;
}

int ParallelScan::scannersRunning() const
{
    return int(std::ranges::count_if(m_ranges, [](const auto &r) { return r->started && !r->read; }));
}

void ParallelScan::schedule()
{
    if (m_failed || !m_known) {
        return;
    }
    int running = scannersRunning();
    for (std::size_t i = 0; i < m_ranges.size() && running < m_parallel; ++i) {
        const Range &r = *m_ranges[i];
        if (r.started || r.position.done) {
            continue;
        }
        // Ordered, rows of later ranges wait in memory for the earlier ones: no more of them than
        // the scanners at once would hold.
        if (m_options.ordered && bufferedBytes() >= m_parallel * m_options.bytesAhead) {
            break;
        }
        startRange(i);
        ++running;
    }
}

void ParallelScan::startRange(std::size_t index)
{
    Range &r = *m_ranges[index];
    r.started = true;
    RestClient *client = m_gateways ? m_gateways->next() : nullptr;
    if (!client) {
        failWith(Error{ErrorKind::Cancelled, Tr::tr("The scan stopped: the connection is gone.")});
        return;
    }
    VerificationOptions verification = m_verification;
    verification.deliveredBefore = r.position.delivered;
    if (m_gateways->size() > 1) {
        verification.switchGateway = [pool = m_gateways](RestClient *failed) {
            return pool ? pool->replace(failed) : failed;
        };
    }
    const bool first = index == 0;
    const bool last = index + 1 == m_ranges.size();
    r.scan = new VerifiedScan(client, rangeSpec(r.position, first, last), verification, this);
    if (r.position.after) {
        r.scan->setStartAfter(*r.position.after);
    }
    connect(r.scan, &VerifiedScan::recovering, this, [this](const QString &reason, int attempt, int delayMs) {
        ++m_recoveries;
        Q_EMIT recovering(reason, attempt, delayMs);
    });
    connect(r.scan, &VerifiedScan::verifying, this, &ParallelScan::verifying);
    connect(r.scan, &VerifiedScan::endProven, this, [this] {
        if (m_options.ordered) {
            deliver(); // the consumer may be waiting at this range
        }
    });
    pump(index);
}

void ParallelScan::pump(std::size_t index)
{
    Range &r = *m_ranges[index];
    // The next page goes to disk behind the pages there (key order), or when the memory is full
    // and the range may read ahead to disk.
    const bool toDisk = (r.spill && r.spill->hasRows()) || maySpill(index);
    if (m_failed || !r.scan || r.read || r.fetching || (r.bufferBytes >= m_options.bytesAhead && !toDisk)) {
        return;
    }
    // A job that accounts for rows verifies what it has done: not before it has done it.
    if (m_verification.accounted && r.scan->verificationDue() &&
        (rowsWaiting(r) || r.outstanding || (m_options.settled && !m_options.settled()))) {
        return;
    }
    // As many rows as the consumer asks for at once (a scanner waits for that many, or the end),
    // fewer when the buffer has no room for them, judged by the rows read so far.
    int rows = std::max(1, m_want);
    if (r.seenRows > 0 && !toDisk) {
        const qint64 average = std::max<qint64>(1, r.seenBytes / r.seenRows);
        rows = int(std::clamp<qint64>((m_options.bytesAhead - r.bufferBytes) / average, 1, rows));
    }
    r.fetching = true;
    r.scan->fetchNext(rows)->then(this,
                                  [this, index](const Result<CellSet> &result) { onRows(index, result); });
}

void ParallelScan::onRows(std::size_t index, const Result<CellSet> &rows)
{
    if (m_failed || index >= m_ranges.size()) {
        return;
    }
    Range &r = *m_ranges[index];
    r.fetching = false;
    if (!r.scan) {
        return;
    }
    if (!rows) {
        if (rows.error().kind != ErrorKind::Integrity) {
            failWith(rows.error());
            return;
        }
        // Count mode: every row the range could give was read; its count says some may be missing.
        m_incomplete.append(rows.error().message);
        r.read = true;
    } else {
        const bool toDisk = !rows->isEmpty() && ((r.spill && r.spill->hasRows()) ||
                                                 (r.bufferBytes >= m_options.bytesAhead && maySpill(index)));
        qint64 bytes = 0;
        for (const Row &row : *rows) {
            bytes += rowBytes(row);
        }
        r.seenBytes += bytes;
        r.seenRows += rows->size();
        if (toDisk) {
            if (!spillPage(r, *rows)) {
                return;
            }
        } else {
            r.bufferBytes += bytes;
            r.buffer.append(*rows);
        }
        r.read = r.scan->atEnd();
    }
    if (r.read) {
        r.passes = r.scan->verificationPasses();
        r.found = r.scan->rowsFoundByVerification();
        r.scan->deleteLater();
        r.scan = nullptr;
        checkRegionsOnceEveryRangeHasBegun();
    }
    deliver();
    pump(index);
    schedule();
}

void ParallelScan::deliver()
{
    if (!m_pending || m_failed || m_finished || !m_known) {
        return;
    }
    const std::size_t n = m_ranges.size();
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t i = m_options.ordered ? k : (m_turn + k) % n;
        Range &r = *m_ranges[i];
        if (r.position.done) {
            continue;
        }
        if (r.buffer.isEmpty() && r.spill && r.spill->hasRows() && !unspillPage(r)) {
            return;
        }
        if (r.buffer.isEmpty()) {
            if (r.read && !r.outstanding) {
                r.position.done = true;
                r.spill.reset(); // its file, empty now, goes
                continue;
            }
            if (m_options.ordered && !m_verification.accounted && r.scan && r.scan->isEndProven()) {
                // Its rows are all handed over and a probe proved its end: the next range's rows
                // follow in key order while its count runs (VerifiedScan), instead of waiting for it.
                continue;
            }
            if (m_options.ordered) {
                // The next rows in key order are this range's, not read yet. Once it has handed
                // over rows, the consumer waiting for it is starved: the ranges ahead may spill.
                if (r.position.delivered > 0) {
                    const bool wasStarved =
                        m_starved.isValid() && m_starved.elapsed() <= ParallelScanOptions::kStarvedMs;
                    m_starved.start();
                    for (std::size_t j = k + 1; j < n && !wasStarved; ++j) {
                        pump(j); // those waiting with full buffers go on, to disk
                    }
                }
                return;
            }
            continue;
        }
        CellSet rows = r.buffer.take(m_want); // of one page: a whole page without copying a row
        const qsizetype take = rows.size();
        for (const Row &row : std::as_const(rows)) {
            r.bufferBytes -= rowBytes(row);
        }
        r.position.after = rows.last().key;
        r.position.delivered += take;
        r.position.done = r.read && !rowsWaiting(r);
        if (r.position.done) {
            r.spill.reset();
        }
        r.outstanding = true;
        m_delivered += take;
        m_turn = (i + 1) % n;
        resolve(std::move(rows));
        pump(i);
        schedule();
        return;
    }
    if (std::ranges::all_of(m_ranges, [](const auto &r) { return r->position.done; })) {
        finish();
    }
}

void ParallelScan::finish()
{
    if (!m_listed || m_regionCheck == RegionCheck::Answered) {
        complete();
        return;
    }
    m_completeOnRegionAnswer = true;
    if (m_regionCheck == RegionCheck::NotAsked) {
        checkRegionsAgain();
    }
}

void ParallelScan::complete()
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    for (auto &r : m_ranges) {
        r->spill.reset();
    }
    if (!m_incomplete.isEmpty()) {
        // Count mode: every row was handed over, but a range's count did not add up.
        m_failed = Error{ErrorKind::Integrity, m_incomplete.first()};
        resolve(std::unexpected(*m_failed));
        return;
    }
    resolve(CellSet{});
}

void ParallelScan::checkRegionsOnceEveryRangeHasBegun()
{
    // The regions are compared beside the last ranges' reading rather than after the last row:
    // at the end the listing was a round trip on the job's critical path (40-140 ms of an export
    // at no latency). Late enough to see a split during the reading: every range has begun and
    // one has been read whole.
    if (!m_listed || m_regionCheck != RegionCheck::NotAsked ||
        !std::ranges::all_of(m_ranges, [](const auto &r) { return r->started || r->position.done; })) {
        return;
    }
    checkRegionsAgain();
}

void ParallelScan::checkRegionsAgain()
{
    RestClient *primary = m_gateways ? m_gateways->primary() : nullptr;
    if (!primary) {
        m_regionCheck = RegionCheck::Answered;
        if (m_completeOnRegionAnswer) {
            complete();
        }
        return;
    }
    if (!m_admin) {
        m_admin = new AdminClient(primary, this);
    }
    m_regionCheck = RegionCheck::Asking;
    m_admin->regions(primary->config().table)->then(this, [this](const Result<QList<RegionInfo>> &regions) {
        m_regionCheck = RegionCheck::Answered;
        if (m_failed) {
            return;
        }
        QList<QByteArray> cutAt;
        for (std::size_t i = 1; i < m_ranges.size(); ++i) {
            cutAt.append(m_ranges[i]->position.start);
        }
        if (regions) {
            const QList<QByteArray> now = boundariesInside(m_spec, *regions);
            if (now != cutAt) {
                m_regionsChanged =
                    Tr::tr("The table's regions changed while it was read (%1 region boundaries in the key "
                           "range when the job began, %2 now); each key range was read whole and verified, "
                           "so no row was missed.")
                        .arg(cutAt.size())
                        .arg(now.size());
            }
        }
        if (m_completeOnRegionAnswer) {
            complete();
        }
    });
}

int ParallelScan::verificationPasses() const
{
    int passes = 0;
    for (const auto &r : m_ranges) {
        passes += r->scan ? r->scan->verificationPasses() : r->passes;
    }
    return passes;
}

qint64 ParallelScan::rowsFoundByVerification() const
{
    qint64 found = 0;
    for (const auto &r : m_ranges) {
        found += r->scan ? r->scan->rowsFoundByVerification() : r->found;
    }
    return found;
}

QList<ScanRange> ParallelScan::positions() const
{
    QList<ScanRange> out;
    for (const auto &r : m_ranges) {
        out.append(r->position);
    }
    return out;
}

bool ParallelScan::rowsWaiting(const Range &range) const
{
    return !range.buffer.isEmpty() || (range.spill && range.spill->hasRows());
}

qint64 ParallelScan::spillBytesWaiting() const
{
    qint64 bytes = 0;
    for (const auto &r : m_ranges) {
        bytes += r->spill ? r->spill->bytesWaiting() : 0;
    }
    return bytes;
}

int ParallelScan::rangesReadAhead() const
{
    int ahead = 0;
    bool first = true; // the range being handed over is not ahead
    for (const auto &r : m_ranges) {
        if (r->position.done) {
            continue;
        }
        ahead += !first && r->read;
        first = false;
    }
    return ahead;
}

int ParallelScan::rangesWaitingAhead() const
{
    int waiting = 0;
    bool first = true;
    for (const auto &r : m_ranges) {
        if (r->position.done) {
            continue;
        }
        waiting += !first && r->started && !r->read && !r->fetching && r->bufferBytes >= m_options.bytesAhead;
        first = false;
    }
    return waiting;
}

bool ParallelScan::maySpill(std::size_t index) const
{
    if (!m_options.ordered || m_options.spillBytes == 0) {
        return false;
    }
    if (m_options.spillMinRoundTripMs > 0 && m_roundTripMs < m_options.spillMinRoundTripMs) {
        return false; // near gateways: reading ahead to disk costs more than it hides
    }
    // Only a range ahead of the one being handed over: that one's rows are taken as they come.
    const auto handedOver = std::ranges::find_if(m_ranges, [](const auto &r) { return !r->position.done; });
    if (handedOver == m_ranges.end() || std::size_t(handedOver - m_ranges.begin()) >= index) {
        return false;
    }
    if (m_options.spillOnlyWhenStarved &&
        (!m_starved.isValid() || m_starved.elapsed() > ParallelScanOptions::kStarvedMs)) {
        return false;
    }
    return m_options.spillBytes < 0 || spillBytesWaiting() < m_options.spillBytes;
}

bool ParallelScan::spillPage(Range &range, const CellSet &rows)
{
    if (!range.spill) {
        range.spill = std::make_unique<RowSpill>(m_options.spillDirectory);
    }
    const qint64 before = range.spill->bytesWritten();
    if (auto written = range.spill->append(rows); !written) {
        failWith(written.error()); // never a partial result: the job ends with the reason
        return false;
    }
    m_spilled += range.spill->bytesWritten() - before;
    return true;
}

bool ParallelScan::unspillPage(Range &range)
{
    auto page = range.spill->takeNext();
    if (!page) {
        failWith(page.error());
        return false;
    }
    for (const Row &row : std::as_const(*page)) {
        range.bufferBytes += rowBytes(row);
    }
    range.buffer.append(*page);
    return true;
}

void ParallelScan::resolve(Result<CellSet> result)
{
    if (auto *call = m_pending.data()) {
        m_pending = nullptr;
        call->resolve(std::move(result));
    }
}

void ParallelScan::failWith(Error error)
{
    m_failed = error;
    for (auto &r : m_ranges) {
        if (VerifiedScan *scan = std::exchange(r->scan, nullptr)) {
            scan->disconnect(this);
            scan->cancel();
            scan->deleteLater();
        }
        r->buffer.clear();
        r->bufferBytes = 0;
        r->spill.reset(); // no file left behind
    }
    resolve(std::unexpected(std::move(error)));
}

void ParallelScan::cancel()
{
    if (!m_failed) {
        failWith(Error{ErrorKind::Cancelled, Tr::tr("The scan was cancelled.")});
    }
}

} // namespace Ei::Core
