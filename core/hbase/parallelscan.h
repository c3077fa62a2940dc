#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QList>
#include <QObject>
#include <QPointer>

#include <core/hbase/adminclient.h>
#include <core/hbase/cellset.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/restclient.h>
#include <core/hbase/rowqueue.h>
#include <core/hbase/verifiedscan.h>
#include <core/util/pendingcall.h>

namespace Ei::Core {

class RowSpill;

// One part of a scan's key range, read by one scanner at a time, and how far the consumer got in
// it (the resumable state of docs/hbase-client.md, "Region-parallel scans").
struct ScanRange
{
    QByteArray start;                // inclusive (the scan's own start row for the first range)
    QByteArray stop;                 // exclusive; empty = the table's end
    std::optional<QByteArray> after; // the last row handed over
    qint64 delivered = 0;            // rows handed over, over every run of the job
    bool done = false;               // verified complete and every row handed over

    bool operator==(const ScanRange &) const = default;
};

// The scan's key range [spec.startRow, spec.stopRow) cut at the region boundaries inside it, in key
// order; one range for a single region or an empty region list. The regions need not be sorted.
QList<ScanRange> splitAtRegions(const ScanSpec &spec, const QList<RegionInfo> &regions);
// The boundaries (start keys after the first) of `regions` strictly inside the scan's key range:
// what a split between listing and reading changes.
QList<QByteArray> boundariesInside(const ScanSpec &spec, const QList<RegionInfo> &regions);

// A state file's "ranges": [{"start","stop","after"? (base64),"delivered","done"}].
QJsonArray scanRangesToJson(const QList<ScanRange> &ranges);
// nullopt when the array does not describe ranges in key order.
std::optional<QList<ScanRange>> scanRangesFromJson(const QJsonArray &json);

struct ParallelScanOptions
{
    int parallel = 0;                    // scanners at once; 0 = auto: min(regions, kAutoMax)
    bool ordered = true;                 // rows handed over in key order (else as they come, range by range)
    qint64 bytesAhead = 8 * 1024 * 1024; // rows one range may hold for the consumer in memory
    // Ordered: where a range ahead of the one being handed over puts the rows it reads once its
    // memory is full (RowSpill, a temporary file; empty: QDir::tempPath()), and how many bytes
    // may wait there in all (-1: no cap; 0: no spilling, the range waits for its turn). The cap
    // holds to within a page per range.
    QString spillDirectory;
    qint64 spillBytes = -1;
    // Spill only while the consumer is starved: within kStarvedMs of it waiting for the range
    // being handed over (after that range's first rows). A consumer slower than the scanners (a
    // bundle fetching PDFs) never spills. It cannot tell latency from gateways short of CPU: on one
    // 2-core machine without latency ordered spilling is slower (bench/README.md, run 4).
    // false: spill whenever a buffer ahead is full (tests).
    bool spillOnlyWhenStarved = true;
    static constexpr int kStarvedMs = 2000;
    // And only when the gateways are far: a GET /version asked beside the region listing took at
    // least this many milliseconds (measureRoundTrip; 0: whatever it took; no listing, as in a
    // resumed job or parallel 1, and no answer yet count as near). Near
    // gateways answer a page in less time than writing it to disk and reading it back costs the
    // client, and when they share the client's cores (one machine) the ranges reading ahead take
    // CPU from the one being handed over: measured 0.72x of sequential at 0 ms (bench/README.md,
    // run 4), while at 20 ms and 100 ms spilling is what makes an ordered export parallel.
    int spillMinRoundTripMs = kSpillMinRoundTripMs;
    static constexpr int kSpillMinRoundTripMs = 10;
    // Accounted mode: whether the job's work on the rows handed over has settled (its writes
    // answered), which a range's verification pass must wait for; unset: at the next fetch.
    std::function<bool()> settled;
    static constexpr int kAutoMax = 4;
};

// A verified scan over the table's regions, several at once (docs/hbase-client.md,
// "Region-parallel scans"): the key range is cut at the boundaries of GET /{table}/regions, and up to
// `parallel` ranges are read at once, each by a VerifiedScan of its own — lost-scanner recovery,
// premature-204 detection and the verification pass hold per range (count mode: per range, with
// its own rows of earlier runs) — on a gateway of the pool (a range whose gateway fails goes on
// elsewhere, ScanRecovery::switchGateway).
//
// Ordered (the default), rows are handed over in key order: the range being handed over first
// (and once a probe has proven its end, the next while its count still runs: VerifiedScan's
// isEndProven(), not in accounted mode), the others reading ahead into bounded buffers
// (bytesAhead each, and no further range starts while the buffers hold more than parallel ×
// bytesAhead), so memory stays bounded whatever finishes first. A range ahead whose buffer is full goes on
// reading to disk (read-ahead to disk: its further pages are appended to a RowSpill file of its own, removed
// when the range is handed over, the scan ends, fails, is cancelled or destroyed); at its turn its rows are
// handed over from memory first, then from the file, page by page, in key order. Once a range has pages on
// disk, every page it reads goes there behind them, so the memory always holds its oldest rows. Without
// spilling (spillBytes 0, or the cap reached) a range waits once its buffer is full. A spill file
// that cannot be created or written fails the scan with an Io error. It spills only while the
// consumer is starved (spillOnlyWhenStarved): a consumer slower than the scanners gains nothing
// from rows on disk. positions() never counts rows on disk: a resumed job reads them again.
// Unordered, each fetch hands over rows of one range, whichever has some. In accounted mode
// (VerificationOptions::accounted) a range verifies only once the consumer has asked for more
// after its last rows (those on disk included), as VerifiedScan wants.
//
// positions() is the resumable state: each range's last row handed over and its count. A split
// between listing and reading is harmless to the rows (ranges are key ranges, a REST scanner reads
// across regions, and each range is verified), and is detected: the regions are listed again once
// every range has begun and one has been read whole (beside the last ranges' reading, not after
// them), and regionsChanged() says so at the end.
//
// A scan with a limit, or parallel 1, reads one range without listing the regions. Beside the
// listing, each gateway is asked once whether it allows scanners (askWhetherScannersAreRefused,
// scanner.h), so that a read-only gateway's ranges start stateless without a refused POST each.
// A range's buffer keeps its pages as they came (RowQueue): no row is copied on the way.
class ParallelScan final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParallelScan)

public:
    ParallelScan(GatewayPool *gateways, ScanSpec spec, VerificationOptions verification,
                 ParallelScanOptions options = {}, QObject *parent = nullptr);
    ~ParallelScan() override;

    // A resumed job: these ranges instead of listing the regions; `cutAtRegions`: they were cut at
    // the regions listed then (and are compared with the regions at the end).
    void setRanges(QList<ScanRange> ranges, bool cutAtRegions);
    // A resumed job that kept one position (a reprocess): once the ranges are known, those before
    // `key` count as done and the one holding it continues after it. Not for count mode (the
    // ranges' counts are unknown); a range counted done this way is not verified again.
    void setStartAfter(const QByteArray &key) { m_startAfter = key; }
    // A range waits to verify until the job's work settled (ParallelScanOptions::settled).
    bool verificationDue() const;
    // The job's work settled: ranges that waited for it go on.
    void settle();
    // Whether the ranges were cut at the table's regions (false: one range, no listing).
    bool cutAtRegions() const { return m_listed; }

    // Up to maxRows complete rows; none once every range is verified complete. Fetching again says
    // the previous rows are fully processed. A page may be empty without being the end.
    Call<CellSet> *fetchNext(int maxRows);
    bool atEnd() const { return m_finished; }

    // Where each range stands after the rows handed over (empty until the ranges are known).
    QList<ScanRange> positions() const;
    qsizetype rangeCount() const { return qsizetype(m_ranges.size()); }
    int scannersAtOnce() const { return m_parallel; }
    qint64 rowsDelivered() const { return m_delivered; } // this run
    int verificationPasses() const;
    qint64 rowsFoundByVerification() const;
    int recoveries() const { return m_recoveries; }
    // Bytes of rows read ahead that went through spill files (this run), and that wait there now.
    qint64 spilledBytes() const { return m_spilled; }
    qint64 spillBytesWaiting() const;
    // Ranges read to their end (verified) whose rows wait for their turn to be handed over.
    int rangesReadAhead() const;
    // The gateway's round trip as measured for the read-ahead decision (-1: not measured).
    qint64 roundTripMs() const { return m_roundTripMs; }
    // Ranges ahead that stopped reading with a full memory buffer, waiting for their turn.
    int rangesWaitingAhead() const;
    // Set at the end when the regions inside the key range differ from those the ranges were cut
    // at: what changed, in a sentence.
    const QString &regionsChanged() const { return m_regionsChanged; }
    // Ranges whose count did not add up (count mode): their sentences; the rows are still handed.
    const QStringList &incomplete() const { return m_incomplete; }

    void cancel();

Q_SIGNALS:
    void recovering(const QString &reason, int attempt, int delayMs);
    void verifying(int pass);
    // The ranges are known (listed, or restored): `ranges` ranges, `scanners` of them at once.
    void rangesKnown(int ranges, int scanners);

private:
    struct Range
    {
        ScanRange position; // as handed over to the consumer
        VerifiedScan *scan = nullptr;
        RowQueue buffer; // its next rows in key order, then those of `spill`
        qint64 bufferBytes = 0;
        std::unique_ptr<RowSpill> spill; // the rows read ahead past the buffer, on disk
        bool started = false;
        bool fetching = false;
        bool read = false;        // its scan is verified complete
        bool outstanding = false; // rows handed over the consumer has not asked past yet
        int passes = 0;
        qint64 found = 0;
        qint64 seenRows = 0; // read so far, for the size of the next fetch
        qint64 seenBytes = 0;
    };

    void listRegions();
    void start(QList<ScanRange> ranges);
    void schedule();
    void startRange(std::size_t index);
    void pump(std::size_t index);
    void onRows(std::size_t index, const Result<CellSet> &rows);
    void deliver();
    bool rowsWaiting(const Range &range) const;
    bool maySpill(std::size_t index) const;
    bool spillPage(Range &range, const CellSet &rows);
    bool unspillPage(Range &range);
    void finish();
    void complete();
    void checkRegionsOnceEveryRangeHasBegun();
    void checkRegionsAgain();
    ScanSpec rangeSpec(const ScanRange &range, bool first, bool last) const;
    qint64 bufferedBytes() const;
    int scannersRunning() const;
    void resolve(Result<CellSet> result);
    void failWith(Error error);

    QPointer<GatewayPool> m_gateways;
    ScanSpec m_spec;
    VerificationOptions m_verification;
    ParallelScanOptions m_options;
    std::vector<std::unique_ptr<Range>> m_ranges;
    bool m_listed = false; // the ranges were cut at the regions listed
    bool m_restored = false;
    bool m_listing = false;
    bool m_known = false;
    int m_parallel = 1;
    QPointer<Call<CellSet>> m_pending;
    int m_want = 100;       // the consumer's rows per fetch (until its first fetch: a guess)
    std::size_t m_turn = 0; // unordered: the range to look at first
    qint64 m_delivered = 0;
    int m_recoveries = 0;
    qint64 m_spilled = 0;
    QElapsedTimer m_starved;   // since the consumer last waited for the range being handed over
    qint64 m_roundTripMs = -1; // the gateway's round trip (measureRoundTrip), once answered
    bool m_finished = false;
    // The regions listed again to detect a split (regionsChanged()): beside the last ranges.
    enum class RegionCheck
    {
        NotAsked,
        Asking,
        Answered
    };
    RegionCheck m_regionCheck = RegionCheck::NotAsked;
    bool m_completeOnRegionAnswer = false; // every row handed over: complete once answered
    std::optional<Error> m_failed;
    QString m_regionsChanged;
    QStringList m_incomplete;
    QPointer<AdminClient> m_admin;
    std::optional<QByteArray> m_startAfter;
};

} // namespace Ei::Core
