#include "statsjob.h"

#include <algorithm>

#include <QCoreApplication>

#include <core/hbase/scanner.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::StatsJob)
};

// How far one scan may run ahead of the other, in rows held for the merge.
constexpr qsizetype kMaxAhead = 4 * StatsJob::kRowsPerFetch;

// Rows whose size is averaged for a later range's first page.
constexpr qint64 kRowsSized = 10 * StatsJob::kRowsPerFetch;

qint64 base64Size(qsizetype bytes)
{
    return 4 * ((qint64(bytes) + 2) / 3);
}

// The size of a row in a stateless page's JSON (hbase-rest.md §3.6):
// {"key":"…","Cell":[{"column":"…","timestamp":…,"$":"…"},…]}, key, column and value in base64.
qint64 statelessJsonBytes(const Row &row)
{
    qint64 bytes = 21 + base64Size(row.key.size());
    for (const Cell &cell : row.cells) {
        bytes += 34 + base64Size(cell.column.size()) + base64Size(cell.value.size()) +
                 QByteArray::number(cell.timestamp).size();
    }
    return bytes;
}

} // namespace

StatsJob::StatsJob(RestClient *client, ScanSpec spec, QList<QByteArray> filterColumns,
                   StatsAccumulator accumulator, QObject *parent)
    : Job(tr("Counting rows"), parent)
    , m_client(client)
    , m_spec(std::move(spec))
    , m_accumulator(std::move(accumulator))
{
    m_keySpec = m_spec;
    m_keySpec.columns.clear();
    QList<Filter> keyFilters;
    if (m_spec.filter) {
        keyFilters = {*m_spec.filter, Filter::keyOnly()};
    } else {
        // FirstKeyOnlyFilter would hide the columns a filter has to see; without one it leaves
        // one cell per row.
        keyFilters = {Filter::keyOnly(), Filter::firstKeyOnly()};
    }
    m_keySpec.filter = Filter::all(keyFilters);
    // A SingleColumnValueFilter only sees the columns the scan reads (docs/hbase-client.md).
    m_spec.columns = m_accumulator.columns();
    for (const QByteArray &column : filterColumns) {
        if (!m_spec.columns.contains(column)) {
            m_spec.columns.append(column);
        }
    }
}

struct StatsJob::Pair
{
    ScanRange range;
    ParallelScan *values = nullptr;
    ParallelScan *keys = nullptr;
    bool valuesPending = false;
    bool keysPending = false;
    bool done = false;            // both scans verified complete and every key counted
    bool valuesVerifying = false; // the values scan's main pass ended
    bool keysVerifying = false;
    bool placeFreed = false; // no longer counted among the pairs at once
    RowQueue valueRows;      // fetched, not yet merged, as the pages came (shared, not copied)
    RowQueue keyRows;        // likewise; only their keys count
};

StatsJob::~StatsJob() = default;

void StatsJob::start()
{
    if (!m_client) {
        finish(fail(ErrorKind::Internal, Tr::tr("the statistics have no connection")));
        return;
    }
    m_verification.recovery = m_recovery;
    // A probe after each scan's last row instead of counting its keys again: half the pages.
    m_verification.probeOnly = true;
    if (!m_gateways) {
        m_gateways = new GatewayPool(m_client, this);
        m_parallel = 1;
    }
    m_sinceProgress.start();
    m_parallel = parallelFor(m_parallel, m_gateways);
    listRegions();
}

void StatsJob::listRegions()
{
    if (listsRegions(m_spec, m_parallel)) {
        // Beside the listing: a read-only gateway's refusal of scanners learnt now, not by every
        // scan after it (scanner.h).
        for (RestClient *gateway : m_gateways->gateways()) {
            askWhetherScannersAreRefused(gateway, m_spec);
        }
    }
    // One pair over the whole key range without a listing for --parallel 1 or a limit.
    listRegionRanges(m_gateways->primary(), m_spec, m_parallel, this, [this](RegionRanges ranges) {
        if (!m_ended) {
            startRanges(std::move(ranges));
        }
    });
}

void StatsJob::startRanges(RegionRanges listed)
{
    m_pairsAtOnce = rangesAtOnce(m_parallel, listed.ranges.size());
    QList<ScanRange> ranges = std::move(listed.ranges);
    m_cutAtRegions = listed.cutAtRegions;
    for (qsizetype i = 1; m_cutAtRegions && i < ranges.size(); ++i) {
        m_cutAt.append(ranges.at(i).start); // the region boundaries, compared again at the end
    }
    if (listed.cutAtRegions && m_pairsAtOnce > 1 && m_rangesPerPair > 1) {
        // Regions cut further when there are few of them (about m_rangesPerPair ranges for each
        // pair at once), queued behind --parallel places: --parallel N is the number of pairs
        // read at once, never more, so that a curator who asks for N gets at most N pairs of
        // scanners on the cluster. (Reading every piece at once was measured faster at 100 ms
        // over two gateways, 2.74-2.76 s against 3.22-3.27 s, but it is twice the scanners asked
        // for; bench/README.md, run 6.)
        const qsizetype wanted = qsizetype(m_rangesPerPair) * m_pairsAtOnce;
        const int pieces = int((wanted + ranges.size() - 1) / ranges.size());
        ranges = cutRangesEvenly(ranges, pieces);
    }
    m_pairsAtOnce = int(std::min<qsizetype>(m_pairsAtOnce, ranges.size()));
    for (const ScanRange &range : ranges) {
        auto pair = std::make_unique<Pair>();
        pair->range = range;
        m_pairs.push_back(std::move(pair));
    }
    startPairsWhilePlacesAreFree();
}

void StatsJob::startPairsWhilePlacesAreFree()
{
    while (!m_ended && m_nextPair < m_pairs.size() && m_pairsRunning < m_pairsAtOnce) {
        startPair(m_nextPair++);
    }
    if (m_nextPair == m_pairs.size() && m_placesFreed > 0) {
        // Every range has begun and a first pair has read its range: the regions are compared
        // now, beside the last ranges' reading, so that the comparison adds no round trip at the
        // end (measured: at the end it did), and late enough to see a split during the reading
        // (when every range starts at once, not at their start).
        listRegionsAgain();
    }
}

void StatsJob::startPair(std::size_t index)
{
    Pair &pair = *m_pairs.at(index);
    const bool first = index == 0;
    const bool last = index + 1 == m_pairs.size();
    // The range's bounds; the scan's own inclusiveness only at its two ends.
    const auto cut = [&](ScanSpec spec, const RowSizes &seen) {
        spec.startRow = pair.range.start;
        spec.stopRow = pair.range.stop;
        spec.includeStartRow = first ? spec.includeStartRow : true;
        spec.includeStopRow = last ? spec.includeStopRow : false;
        if (seen.rows > 0 && spec.pageBytes > 0) {
            // The ranges before read rows of this size: a first page of full size, as the scanner's
            // second page would be, instead of a short one (one request less per range).
            const qint64 perRow = std::max<qint64>(1, seen.bytes / seen.rows);
            spec.statelessFirstRows = int(std::clamp<qint64>(spec.pageBytes / perRow, spec.statelessFirstRows,
                                                             100 * qint64(spec.batch)));
        }
        return spec;
    };
    // One range each, read by one scanner on the next gateway of the pool: the same rows as a
    // scan of the whole table restricted to this range, in key order inside it.
    ParallelScanOptions one;
    one.parallel = 1;
    // The scans take the pool's gateways in turn as they are created (GatewayPool::next() at their
    // first fetch); every other pair starts its keys scan first, so that over two gateways each
    // gets as many values scans (more pages than a keys scan's, whose rows are smaller).
    const bool keysFirst = index % 2 == 1;
    pair.values = new ParallelScan(m_gateways, cut(m_spec, m_valueSizes), m_verification, one, this);
    pair.keys = new ParallelScan(m_gateways, cut(m_keySpec, m_keySizes), m_verification, one, this);
    for (ParallelScan *scan : {pair.values, pair.keys}) {
        connect(scan, &ParallelScan::recovering, this, &StatsJob::recovering);
        // The scan's main pass ended and its verification begins: one key read after its last row.
        connect(scan, &ParallelScan::verifying, this, [this, &pair, scan](int pass) {
            if (pass == 1) {
                (scan == pair.values ? pair.valuesVerifying : pair.keysVerifying) = true;
                if (pair.valuesVerifying && pair.keysVerifying) {
                    freePlace(pair); // the probes go on beside the next pair
                }
            }
        });
    }
    ++m_pairsRunning;
    pump(pair, keysFirst);
}

void StatsJob::cancel()
{
    if (m_ended) {
        return;
    }
    for (const auto &pair : m_pairs) {
        for (ParallelScan *scan : {pair->values, pair->keys}) {
            if (scan) {
                scan->cancel(); // releases the server-side scanner
            }
        }
    }
    finish(fail(ErrorKind::Cancelled, Tr::tr("The statistics were cancelled.")));
}

StatsResult StatsJob::counts() const
{
    StatsResult result = m_accumulator.result();
    result.partial = !(m_ended && m_result.has_value());
    return result;
}

void StatsJob::pump(Pair &pair, bool keysFirst)
{
    if (m_ended || pair.done) {
        return;
    }
    for (const bool keys : {keysFirst, !keysFirst}) {
        if (keys && !pair.keysPending && !pair.keys->atEnd() && pair.keyRows.size() < kMaxAhead) {
            fetch(pair, true);
        } else if (!keys && !pair.valuesPending && !pair.values->atEnd() &&
                   pair.valueRows.size() < kMaxAhead) {
            fetch(pair, false);
        }
    }
}

void StatsJob::fetch(Pair &pair, bool keys)
{
    (keys ? pair.keysPending : pair.valuesPending) = true;
    ParallelScan *scan = keys ? pair.keys : pair.values;
    // The pairs live as long as the job (m_pairs only grows), so the reference stays valid.
    scan->fetchNext(kRowsPerFetch)->then(this, [this, &pair, keys](const Result<CellSet> &rows) {
        if (m_ended) {
            return; // cancelled or failed meanwhile
        }
        (keys ? pair.keysPending : pair.valuesPending) = false;
        if (!rows) {
            finish(std::unexpected(rows.error()));
            return;
        }
        // The rows' size for the later ranges' first pages: the first rows tell it well enough.
        if (RowSizes &sizes = keys ? m_keySizes : m_valueSizes; sizes.rows < kRowsSized) {
            for (const Row &row : *rows) {
                sizes.bytes += statelessJsonBytes(row);
            }
            sizes.rows += rows->size();
        }
        (keys ? pair.keyRows : pair.valueRows).append(*rows);
        merge(pair);
        // Done once both scans ended and neither still has an answer to come.
        if (pair.values->atEnd() && pair.keys->atEnd() && !pair.valuesPending && !pair.keysPending) {
            pair.done = true;
            pair.valueRows.clear();
            pair.keyRows.clear();
            pairDone(pair);
            return;
        }
        if (m_sinceProgress.elapsed() >= m_progressIntervalMs) {
            m_sinceProgress.restart();
            Q_EMIT progressed(m_accumulator.rows());
            reportProgress(m_accumulator.rows(), -1);
        }
        pump(pair);
    });
}

void StatsJob::freePlace(Pair &pair)
{
    if (pair.placeFreed) {
        return;
    }
    pair.placeFreed = true;
    --m_pairsRunning;
    ++m_placesFreed;
    startPairsWhilePlacesAreFree();
}

void StatsJob::listRegionsAgain()
{
    RestClient *primary = m_gateways ? m_gateways->primary() : nullptr;
    if (!m_cutAtRegions || m_relisting) {
        return;
    }
    if (!primary) {
        m_cutAtRegions = false; // the connection is gone: nothing to compare with
        return;
    }
    m_relisting = true;
    auto *admin = new AdminClient(primary, this);
    admin->regions(primary->config().table)
        ->then(this, [this, admin](const Result<QList<RegionInfo>> &regions) {
            admin->deleteLater();
            if (m_ended) {
                return;
            }
            if (regions) {
                m_regionsChanged = regionsChangedSentence(m_spec, m_cutAt, *regions);
            }
            m_cutAtRegions = false; // compared: nothing more to wait for
            if (m_pairsDone == m_pairs.size()) {
                finish(m_accumulator.rows());
            }
        });
}

void StatsJob::pairDone(Pair &pair)
{
    ++m_pairsDone;
    freePlace(pair);
    // Cut at the regions: done once they are compared again too (listRegionsAgain()).
    if (m_pairsDone == m_pairs.size() && !m_cutAtRegions) {
        finish(m_accumulator.rows());
    }
}

void StatsJob::merge(Pair &pair)
{
    const bool valuesDone = pair.values->atEnd() && !pair.valuesPending;
    const bool keysDone = pair.keys->atEnd() && !pair.keysPending;
    while (!pair.keyRows.isEmpty()) {
        const QByteArray &key = pair.keyRows.front().key;
        if (!pair.valueRows.isEmpty()) {
            const Row &row = pair.valueRows.front();
            if (row.key < key) {
                pair.valueRows
                    .popFront(); // written between the two scans: the keys scan says which rows count
                continue;
            }
            if (row.key == key) {
                m_accumulator.add(row);
                pair.valueRows.popFront();
            } else {
                m_accumulator.add(Row{key, {}});
            }
            pair.keyRows.popFront();
        } else if (valuesDone) {
            m_accumulator.add(Row{key, {}}); // past the range's last row with a value
            pair.keyRows.popFront();
        } else {
            break; // the values scan has not reached this key yet
        }
    }
    if (keysDone) {
        // Past the keys scan's last row: beyond a --limit, or written after it passed.
        pair.valueRows.clear();
    }
}

void StatsJob::finish(Result<qint64> result)
{
    if (m_ended) {
        return;
    }
    m_ended = true;
    m_result = std::move(result);
    Q_EMIT progressed(m_accumulator.rows());
    reportProgress(m_accumulator.rows(), -1);
    finishJob(outcomeOf(m_result));
}

} // namespace Ei::Core
