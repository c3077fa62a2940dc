#include "statsjob.h"

#include <QCoreApplication>

#include <core/hbase/parallelscan.h>

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

StatsJob::~StatsJob() = default;

void StatsJob::start()
{
    if (!m_client) {
        finish(fail(ErrorKind::Internal, Tr::tr("the statistics have no connection")));
        return;
    }
    VerificationOptions verification;
    verification.recovery = m_recovery;
    // A probe after each scan's last row instead of counting its keys again: half the pages.
    verification.probeOnly = true;
    if (!m_gateways) {
        m_gateways = new GatewayPool(m_client, this);
        m_parallel = 1;
    }
    // Both in key order, each over the regions: the merge below pairs them key by key.
    ParallelScanOptions parallel;
    parallel.parallel = m_parallel;
    m_values = new ParallelScan(m_gateways, m_spec, verification, parallel, this);
    m_keys = new ParallelScan(m_gateways, m_keySpec, verification, parallel, this);
    for (ParallelScan *scan : {m_values, m_keys}) {
        connect(scan, &ParallelScan::recovering, this, &StatsJob::recovering);
    }
    m_sinceProgress.start();
    pump();
}

void StatsJob::cancel()
{
    if (m_ended) {
        return;
    }
    for (ParallelScan *scan : {m_values, m_keys}) {
        if (scan) {
            scan->cancel(); // releases the server-side scanner
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

void StatsJob::pump()
{
    if (m_ended) {
        return;
    }
    if (!m_valuesPending && !m_values->atEnd() && m_valueRows.size() - m_valueAt < kMaxAhead) {
        fetch(m_values, false);
    }
    if (!m_keysPending && !m_keys->atEnd() && m_keyRows.size() - m_keyAt < kMaxAhead) {
        fetch(m_keys, true);
    }
}

void StatsJob::fetch(ParallelScan *scan, bool keys)
{
    (keys ? m_keysPending : m_valuesPending) = true;
    scan->fetchNext(kRowsPerFetch)->then(this, [this, keys](const Result<CellSet> &rows) {
        if (m_ended) {
            return; // cancelled meanwhile
        }
        (keys ? m_keysPending : m_valuesPending) = false;
        if (!rows) {
            finish(std::unexpected(rows.error()));
            return;
        }
        if (keys) {
            for (const Row &row : *rows) {
                m_keyRows.append(row.key);
            }
        } else {
            m_valueRows.append(*rows);
        }
        merge();
        if (m_values->atEnd() && m_keys->atEnd()) {
            finish(m_accumulator.rows());
            return;
        }
        if (m_sinceProgress.elapsed() >= m_progressIntervalMs) {
            m_sinceProgress.restart();
            Q_EMIT progressed(m_accumulator.rows());
            reportProgress(m_accumulator.rows(), -1);
        }
        pump();
    });
}

void StatsJob::merge()
{
    const bool valuesDone = m_values->atEnd() && !m_valuesPending;
    const bool keysDone = m_keys->atEnd() && !m_keysPending;
    while (m_keyAt < m_keyRows.size()) {
        const QByteArray &key = m_keyRows.at(m_keyAt);
        if (m_valueAt < m_valueRows.size()) {
            const Row &row = m_valueRows.at(m_valueAt);
            if (row.key < key) {
                ++m_valueAt; // written between the two scans: the keys scan says which rows count
                continue;
            }
            m_accumulator.add(row.key == key ? row : Row{key, {}});
            m_valueAt += row.key == key;
            ++m_keyAt;
        } else if (valuesDone) {
            m_accumulator.add(Row{key, {}}); // past the last row with a value
            ++m_keyAt;
        } else {
            break; // the values scan has not reached this key yet
        }
    }
    if (keysDone) {
        // Past the keys scan's last row: beyond a --limit, or written after it passed.
        m_valueAt = m_valueRows.size();
    }
    // Drop what is merged once it is a good part of the buffers.
    if (m_keyAt >= kRowsPerFetch) {
        m_keyRows.remove(0, m_keyAt);
        m_keyAt = 0;
    }
    if (m_valueAt >= kRowsPerFetch) {
        m_valueRows.remove(0, m_valueAt);
        m_valueAt = 0;
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
