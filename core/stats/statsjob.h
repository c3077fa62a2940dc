#pragma once

#include <memory>
#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <core/hbase/adminclient.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/parallelscan.h>
#include <core/hbase/regionranges.h>
#include <core/hbase/restclient.h>
#include <core/hbase/resumablescan.h>
#include <core/hbase/rowqueue.h>
#include <core/stats/statstable.h>
#include <core/util/job.h>
#include <core/util/result.h>

namespace Ei::Core {

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
// between the two). With setParallel() the key range is cut once at the table's regions; when there
// are few regions, each is cut further into pieces (about kRangesPerPair per pair at once,
// regionranges.h, cutRangesEvenly) queued behind the places: never more than --parallel pairs at
// once. Each range gets a pair of scans of its own — values and keys over the same range, merged key
// by key inside it — several pairs at once over the pool's gateways, so no range waits for the one
// before it (the counts do not depend on the order of the ranges). A pair gives up its place when
// both main passes ended (its probes run beside the next pair), and pairs started after rows were
// read ask for a full first page. The regions are listed again once every range has begun: regionsChanged().
// Each scan is a VerifiedScan whose completion a probe checks (one key read after the last row,
// VerificationOptions::probeOnly): it survives lost scanners (re-created after the last row counted) and a
// gateway's early end (the probe finds the rows after it, and the scan continues), at the price of half the
// pages of a full count.
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
    // Region-parallel: few regions are cut into about this many key ranges per pair at once.
    static constexpr int kRangesPerPair = 2;

    // `spec` selects the rows (range, filter); its columns are replaced by what the groupings and
    // the filter's `filterColumns` need.
    StatsJob(RestClient *client, ScanSpec spec, QList<QByteArray> filterColumns, StatsAccumulator accumulator,
             QObject *parent = nullptr);
    // How lost scanners are re-created (tests shorten the backoff).
    void setRecovery(const ScanRecovery &recovery) { m_recovery = recovery; }
    // Region-parallel scans over `gateways` (not owned; docs/hbase-client.md "Region-parallel
    // scans"): up to `parallel` ranges at once (0: auto, min(regions, 4)), each read by a pair of
    // scanners, before start(). Without it: one pair of scanners on the job's client.
    void setParallel(GatewayPool *gateways, int parallel)
    {
        m_gateways = gateways;
        m_parallel = parallel;
    }
    // How finely the regions are cut (tests; 1: at the regions only).
    void setRangesPerPair(int ranges) { m_rangesPerPair = std::max(1, ranges); }
    qsizetype rangeCount() const { return qsizetype(m_pairs.size()); }
    // Pairs of scans read at once, once the ranges are known.
    int pairsAtOnce() const { return m_pairsAtOnce; }
    // Set at the end when the regions inside the key range differ from those the ranges were cut
    // at (a split between listing and reading): what changed, in a sentence. The counts hold:
    // every range is a key range read whole and verified.
    const QString &regionsChanged() const { return m_regionsChanged; }
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
    struct Pair;    // the values and keys scans of one key range, and their rows not yet merged
    struct RowSizes // of the rows read so far, as a stateless page's JSON
    {
        qint64 rows = 0;
        qint64 bytes = 0;
    };

    void listRegions();
    void startRanges(RegionRanges listed);
    void startPairsWhilePlacesAreFree();
    void startPair(std::size_t index);
    void freePlace(Pair &pair);
    void listRegionsAgain();
    void pump(Pair &pair, bool keysFirst = false);
    void fetch(Pair &pair, bool keys);
    void merge(Pair &pair);
    void pairDone(Pair &pair);
    void finish(Result<qint64> result);

    QPointer<RestClient> m_client;
    ScanSpec m_spec;
    ScanSpec m_keySpec;
    StatsAccumulator m_accumulator;
    QPointer<GatewayPool> m_gateways;
    int m_parallel = 1; // 0: auto
    VerificationOptions m_verification;
    std::vector<std::unique_ptr<Pair>> m_pairs; // one per range, in key order
    std::size_t m_nextPair = 0;                 // the first range not started yet
    int m_pairsAtOnce = 1;
    int m_pairsRunning = 0; // started, main passes not both ended
    int m_placesFreed = 0;  // pairs whose main passes both ended
    std::size_t m_pairsDone = 0;
    int m_rangesPerPair = kRangesPerPair;
    bool m_cutAtRegions = false; // until the regions are compared again at the end
    bool m_relisting = false;
    QList<QByteArray> m_cutAt; // the region boundaries inside the key range, as listed
    QString m_regionsChanged;
    RowSizes m_valueSizes;
    RowSizes m_keySizes;
    int m_progressIntervalMs = kProgressIntervalMs;
    ScanRecovery m_recovery;
    QElapsedTimer m_sinceProgress;
    bool m_ended = false; // finished() is (being) emitted: a cancel() from progressed() is a no-op
    Result<qint64> m_result = fail(ErrorKind::Internal, QStringLiteral("the statistics have not finished"));
};

} // namespace Ei::Core
