#include "statsjob.h"

#include <algorithm>

#include <QCoreApplication>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::StatsJob)
};

// How far one scan may run ahead of the other, in rows held for the merge.
constexpr qsizetype kMaxAhead = 4 * StatsJob::kRowsPerFetch;

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
    bool done = false; // both scans verified complete and every key counted
    CellSet valueRows; // fetched, not yet merged; from valueAt on
    qsizetype valueAt = 0;
    QList<QByteArray> keyRows; // likewise, from keyAt on
    qsizetype keyAt = 0;
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
    listRegions();
}

void StatsJob::listRegions()
{
    const ScanRange whole{m_spec.startRow, m_spec.stopRow, std::nullopt, 0, false};
    RestClient *primary = m_gateways->primary();
    if (!primary || m_parallel == 1 || m_spec.limit >= 0) {
        // One pair over the whole key range (a limit counts the first rows of it), no listing.
        startRanges({whole});
        return;
    }
    m_admin = new AdminClient(primary, this);
    m_admin->regions(primary->config().table)
        ->then(this, [this, whole](const Result<QList<RegionInfo>> &regions) {
            if (m_ended) {
                return;
            }
            // No region list (an old or restricted gateway, a missing table): one pair, whose scans
            // report a missing table in their own words.
            startRanges(regions ? splitAtRegions(m_spec, *regions) : QList<ScanRange>{whole});
        });
}

void StatsJob::startRanges(const QList<ScanRange> &ranges)
{
    for (const ScanRange &range : ranges) {
        auto pair = std::make_unique<Pair>();
        pair->range = range;
        m_pairs.push_back(std::move(pair));
    }
    m_pairsAtOnce = m_parallel > 0
                        ? m_parallel
                        : int(std::clamp<qsizetype>(ranges.size(), 1, ParallelScanOptions::kAutoMax));
    while (!m_ended && m_nextPair < m_pairs.size() && m_pairsRunning < m_pairsAtOnce) {
        startPair(m_nextPair++);
    }
}

void StatsJob::startPair(std::size_t index)
{
    Pair &pair = *m_pairs.at(index);
    const bool first = index == 0;
    const bool last = index + 1 == m_pairs.size();
    // The range's bounds; the scan's own inclusiveness only at its two ends.
    const auto cut = [&](ScanSpec spec) {
        spec.startRow = pair.range.start;
        spec.stopRow = pair.range.stop;
        spec.includeStartRow = first ? spec.includeStartRow : true;
        spec.includeStopRow = last ? spec.includeStopRow : false;
        return spec;
    };
    // One range each, read by one scanner on the next gateway of the pool: the same rows as a
    // scan of the whole table restricted to this range, in key order inside it.
    ParallelScanOptions one;
    one.parallel = 1;
    pair.values = new ParallelScan(m_gateways, cut(m_spec), m_verification, one, this);
    pair.keys = new ParallelScan(m_gateways, cut(m_keySpec), m_verification, one, this);
    for (ParallelScan *scan : {pair.values, pair.keys}) {
        connect(scan, &ParallelScan::recovering, this, &StatsJob::recovering);
    }
    ++m_pairsRunning;
    pump(pair);
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

void StatsJob::pump(Pair &pair)
{
    if (m_ended || pair.done) {
        return;
    }
    if (!pair.valuesPending && !pair.values->atEnd() && pair.valueRows.size() - pair.valueAt < kMaxAhead) {
        fetch(pair, false);
    }
    if (!pair.keysPending && !pair.keys->atEnd() && pair.keyRows.size() - pair.keyAt < kMaxAhead) {
        fetch(pair, true);
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
        if (keys) {
            for (const Row &row : *rows) {
                pair.keyRows.append(row.key);
            }
        } else {
            pair.valueRows.append(*rows);
        }
        merge(pair);
        // Done once both scans ended and neither still has an answer to come.
        if (pair.values->atEnd() && pair.keys->atEnd() && !pair.valuesPending && !pair.keysPending) {
            pair.done = true;
            pair.valueRows = {};
            pair.keyRows = {};
            pairDone();
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

void StatsJob::pairDone()
{
    --m_pairsRunning;
    if (m_nextPair < m_pairs.size()) {
        startPair(m_nextPair++);
    } else if (m_pairsRunning == 0) {
        finish(m_accumulator.rows());
    }
}

void StatsJob::merge(Pair &pair)
{
    const bool valuesDone = pair.values->atEnd() && !pair.valuesPending;
    const bool keysDone = pair.keys->atEnd() && !pair.keysPending;
    while (pair.keyAt < pair.keyRows.size()) {
        const QByteArray &key = pair.keyRows.at(pair.keyAt);
        if (pair.valueAt < pair.valueRows.size()) {
            const Row &row = pair.valueRows.at(pair.valueAt);
            if (row.key < key) {
                ++pair.valueAt; // written between the two scans: the keys scan says which rows count
                continue;
            }
            m_accumulator.add(row.key == key ? row : Row{key, {}});
            pair.valueAt += row.key == key;
            ++pair.keyAt;
        } else if (valuesDone) {
            m_accumulator.add(Row{key, {}}); // past the range's last row with a value
            ++pair.keyAt;
        } else {
            break; // the values scan has not reached this key yet
        }
    }
    if (keysDone) {
        // Past the keys scan's last row: beyond a --limit, or written after it passed.
        pair.valueAt = pair.valueRows.size();
    }
    // Drop what is merged once it is a good part of the buffers.
    if (pair.keyAt >= kRowsPerFetch) {
        pair.keyRows.remove(0, pair.keyAt);
        pair.keyAt = 0;
    }
    if (pair.valueAt >= kRowsPerFetch) {
        pair.valueRows.remove(0, pair.valueAt);
        pair.valueAt = 0;
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
