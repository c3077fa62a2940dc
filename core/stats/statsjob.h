#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <core/hbase/gatewaypool.h>
#include <core/hbase/restclient.h>
#include <core/hbase/resumablescan.h>
#include <core/stats/statstable.h>
#include <core/util/job.h>
#include <core/util/result.h>

namespace Ei::Core {

class ParallelScan;

// Group-by counts over a server-side scan (docs/statistics.md): the scan reads only the columns
// the groupings need (plus the filter's), rows are counted page by page as they arrive, and the
// counts so far can be read at any time (the Statistics dock draws them live).
//
// A scan restricted to columns returns no row that lacks all of them (HBase drops rows left
// without cells), so the null group is found by a second scan beside it that reads only the keys
// of every row the filter passes (KeyOnlyFilter; FirstKeyOnlyFilter too without a filter). Both
// come in key order: a key the values scan has passed without delivering is a row without any of
// the columns, counted as null in every grouping. The keys scan decides which rows count (a row
// the values scan delivers that the keys scan did not is left out: beyond a limit, or written
// between the two). Both are ParallelScans (a VerifiedScan per key range, several at once over the
// regions with setParallel(), each in key order) whose completion a probe checks (one key read after
// the last row, VerificationOptions::probeOnly): they survive lost scanners (re-created after the
// last row counted) and a gateway's early end (the probe finds the rows after it, and the scan
// continues), at the price of half the pages of a full count.
//
// finished() comes once: with the whole answer, or — cancelled or failed — with the error, while
// counts() still holds the partial answer (partial = true) the caller may show as such. Lives on
// the client's thread; everything is asynchronous. A Job: its progress is the rows counted, of an
// unknown total, reported with progressed().
class StatsJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatsJob)

public:
    static constexpr int kProgressIntervalMs = 250;
    static constexpr int kRowsPerFetch = 2000;

    // `spec` selects the rows (range, filter); its columns are replaced by what the groupings and
    // the filter's `filterColumns` need.
    StatsJob(RestClient *client, ScanSpec spec, QList<QByteArray> filterColumns, StatsAccumulator accumulator,
             QObject *parent = nullptr);
    // How lost scanners are re-created (tests shorten the backoff).
    void setRecovery(const ScanRecovery &recovery) { m_recovery = recovery; }
    // Region-parallel scans over `gateways` (not owned; docs/hbase-client.md "Region-parallel
    // scans"), in key order, before start(). Without it: one scanner on the job's client.
    void setParallel(GatewayPool *gateways, int parallel)
    {
        m_gateways = gateways;
        m_parallel = parallel;
    }
    ~StatsJob() override;

    // How often progressed() may come (tests use 0: after every page).
    void setProgressInterval(int ms) { m_progressIntervalMs = ms; }

    void start();
    // Stops the scan; finished() follows with ErrorKind::Cancelled and the partial counts.
    void cancel() override;

    qint64 rowsCounted() const { return m_accumulator.rows(); }
    // The counts so far, marked partial until the scan finished.
    StatsResult counts() const;
    // Valid once finished() was emitted: the row count, or why the scan stopped.
    const Result<qint64> &result() const { return m_result; }

Q_SIGNALS:
    // A scanner was lost and is re-created (ResumableScan::recovering).
    void recovering(const QString &reason, int attempt, int delayMs);
    // After a page of rows, at most every progress interval (and once at the end).
    void progressed(qint64 rows);

private:
    void pump();
    void fetch(ParallelScan *scan, bool keys);
    void merge();
    void finish(Result<qint64> result);

    QPointer<RestClient> m_client;
    ScanSpec m_spec;
    ScanSpec m_keySpec;
    StatsAccumulator m_accumulator;
    QPointer<GatewayPool> m_gateways;
    int m_parallel = 1; // 0: auto
    ParallelScan *m_values = nullptr;
    ParallelScan *m_keys = nullptr;
    bool m_valuesPending = false;
    bool m_keysPending = false;
    CellSet m_valueRows; // fetched, not yet merged; from m_valueAt on
    qsizetype m_valueAt = 0;
    QList<QByteArray> m_keyRows; // likewise, from m_keyAt on
    qsizetype m_keyAt = 0;
    int m_progressIntervalMs = kProgressIntervalMs;
    ScanRecovery m_recovery;
    QElapsedTimer m_sinceProgress;
    bool m_ended = false; // finished() is (being) emitted: a cancel() from progressed() is a no-op
    Result<qint64> m_result = fail(ErrorKind::Internal, QStringLiteral("the statistics have not finished"));
};

} // namespace Ei::Core
