#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QObject>
#include <QPointer>

#include <core/hbase/adminclient.h>
#include <core/hbase/cellset.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/restclient.h>
#include <core/hbase/verifiedscan.h>
#include <core/util/pendingcall.h>

namespace Ei::Core {

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
    qint64 bytesAhead = 8 * 1024 * 1024; // rows one range may hold for the consumer
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
// Ordered (the default), rows are handed over in key order: the range being handed over first,
// the others reading ahead into bounded buffers (bytesAhead each; a range waits once its buffer is
// full, and no further range starts while the buffers hold more than parallel × bytesAhead), so
// memory stays bounded whatever finishes first. Unordered, each fetch hands over rows of one range,
// whichever has some. In accounted mode (VerificationOptions::accounted) a range verifies only once
// the consumer has asked for more after its last rows, as VerifiedScan wants.
//
// positions() is the resumable state: each range's last row handed over and its count. A split
// between listing and reading is harmless to the rows (ranges are key ranges, a REST scanner reads
// across regions, and each range is verified), and is detected: the regions are listed again at the
// end, regionsChanged() then says so.
//
// A scan with a limit, or parallel 1, reads one range without listing the regions.
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
        CellSet buffer;
        qint64 bufferBytes = 0;
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
    void finish();
    void complete();
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
    bool m_finished = false;
    std::optional<Error> m_failed;
    QString m_regionsChanged;
    QStringList m_incomplete;
    QPointer<AdminClient> m_admin;
    std::optional<QByteArray> m_startAfter;
};

} // namespace Ei::Core
