#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QByteArrayList>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <core/hbase/cellset.h>
#include <core/hbase/filter.h>
#include <core/hbase/restclient.h>
#include <core/hbase/resumablescan.h>
#include <core/util/pendingcall.h>

namespace Ei::Core {

// What a verification pass checks (docs/hbase-client.md, "Verified scans").
struct VerificationOptions
{
    ScanRecovery recovery;
    // ANDed to the scan's filter in the verification pass: what "still to be done" means for the
    // job (a reprocess: the row still has grobid0:status_code). None: the scan's filter alone.
    std::optional<Filter> stillToDo;
    // Keys the job dealt with although they still match (a conflict, a failure, a skipped row).
    // Unset: the count mode of an export — the keys up to the last row delivered must be exactly
    // as many as the rows delivered (deliveredBefore included).
    std::function<bool(const QByteArray &key)> accounted;
    qint64 deliveredBefore = 0; // count mode: rows an earlier run of the job delivered
    // Count mode only: instead of counting every key up to the last row, the pass reads one key
    // after the last row delivered (a probe). It proves that the main pass was not ended early,
    // not that no row before its last one was left out; the statistics take that for half the
    // pages (docs/hbase-client.md "Verified scans").
    bool probeOnly = false;
    // Verification passes in a row that find rows to handle without any new row having been
    // handed over since the pass before (the same rows found again, or a main pass the gateway
    // ended before its first row) before the scan gives up; each waits ScanRecovery's backoff.
    int maxIdlePasses = 8;
    int maxStragglers = 10000; // unaccounted keys before the last row that one pass may hand back
    // Several gateways: where the scans go on after a lost scanner (ParallelScan sets it).
    GatewaySwitch switchGateway;
};

// A scan-driven job's rows, whole and verified: the main pass is a ResumableScan (lost scanners
// are re-created after the last row the consumer took); when it ends, a cheap verification pass
// (keys only, the same key range and filter plus `stillToDo`) looks for what the job has not
// accounted for, because the gateway's 204 is no proof of completeness (HBase answers it on I/O
// errors, hbase-rest.md §3.5):
// * a matching key after the last row delivered: the main pass ended early; it continues from
//   there (and is verified again when it ends);
// * accounted mode: a matching key before it the job did not account for (it changed to match
//   meanwhile, or the gateway skipped it): its row is read by key and handed over like the others;
// * count mode: a different number of keys up to the last row than rows delivered: the table
//   changed or rows were skipped in the middle, which cannot be repaired in order — the fetch
//   fails with ErrorKind::Integrity ("may be incomplete");
// * probe mode (probeOnly): the pass reads only the first matching key after the last row.
// In count mode the key after the last row is looked for by a probe beside the count (one key),
// and the count stops at the last row: a consumer of several ranges in key order may go on to
// the next range once the probe has proven this one's end (isEndProven()), while the count runs.
// Only a pass that finds nothing makes atEnd() true. The verification pass is read as stateless
// pages when it can be (a gateway cannot end one early without cutting the 200 off, §3.6, which
// the client sees), else with a scanner; a verification pass ended early by the gateway in the
// same place as the main pass is the one case it cannot see (docs/curation.md).
//
// A fetch after the main pass ended runs the verification, so a job whose rows are still being
// written should wait for them (verificationDue()) so that the pass sees their effect.
class VerifiedScan final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VerifiedScan)

public:
    VerifiedScan(RestClient *client, ScanSpec spec, VerificationOptions options, QObject *parent = nullptr);
    ~VerifiedScan() override;

    // A resumed job: the main pass starts just after `key`.
    void setStartAfter(const QByteArray &key);

    // Up to maxRows complete rows (main pass, then rows the verification found); none once the
    // scan is verified complete. Fetching again says the previous rows are fully processed. A page
    // may be empty without being the end: the main pass ended, and the next fetch verifies.
    Call<CellSet> *fetchNext(int maxRows);
    bool atEnd() const { return m_verified; }
    // The main pass has ended and the next fetch verifies.
    bool verificationDue() const { return m_verifyNext; }
    // Count mode: the running verification's probe found no key after the last row, so the main
    // pass reached the end of the range and no row of it will follow; the count of the keys up to
    // the last row may still be running (and may still fail the scan). See endProven().
    bool isEndProven() const { return m_endProven; }

    // The last row of the main pass handed over (or given to setStartAfter).
    const std::optional<QByteArray> &lastKey() const { return m_lastKey; }
    qint64 rowsDelivered() const { return m_delivered; } // main pass, this run
    int verificationPasses() const { return m_passes; }
    // Rows handed over because a verification pass found them (continued main pass, stragglers).
    qint64 rowsFoundByVerification() const { return m_found; }
    int recoveries() const;
    // Whether the last verification pass was read as stateless pages.
    bool statelessVerification() const { return m_statelessVerify; }

    void cancel();

Q_SIGNALS:
    void recovering(const QString &reason, int attempt, int delayMs);
    // Verification pass `pass` (from 1) starts.
    void verifying(int pass);
    // Count mode: the probe beside the count found nothing after the last row (isEndProven()).
    void endProven();

private:
    void advance();
    void readMain();
    void readStragglers();
    void verify(bool sameAgain = false); // sameAgain: the pass read once more, another way
    void readVerification();
    void finishPass();
    bool provesEndAside() const;
    void probeEnd();
    ScanSpec verificationSpec() const;
    bool probing() const;
    ResumableScan *newScan(const ScanSpec &spec);
    void adoptGateway(const ResumableScan *scan);
    void resolve(Result<CellSet> result);
    void failWith(Error error);

    QPointer<RestClient> m_client;
    ScanSpec m_spec;
    VerificationOptions m_options;
    QPointer<Call<CellSet>> m_pending;
    int m_want = 0;

    ResumableScan *m_main = nullptr;
    ResumableScan *m_verify = nullptr;
    QPointer<PendingCall> m_multiGet;
    std::optional<QByteArray> m_lastKey;
    qint64 m_delivered = 0;
    qint64 m_found = 0;
    bool m_continuing = false; // the main pass runs again after a verification pass
    bool m_verifyNext = false;
    bool m_verified = false;
    std::optional<Error> m_failed;
    int m_passes = 0;
    int m_idlePasses = 0;
    bool m_progress = false; // new rows handed over since the last verification pass
    QSet<QByteArray> m_stragglersHanded;
    int m_mismatches = 0;
    int m_recoveries = 0;
    bool m_statelessVerify = true;

    // The running verification pass.
    qint64 m_counted = 0;
    bool m_beyond = false;
    // Count mode: a probe after the last row beside the count, which then stops at the last row.
    ResumableScan *m_probe = nullptr;
    bool m_probeWanted = false; // this pass has a probe (started, waiting to retry, or answered)
    bool m_probeDone = false;
    int m_probeAttempts = 0; // in a row that failed
    bool m_countDone = false;
    bool m_endProven = false;
    QByteArrayList m_passStragglers;
    QByteArrayList m_stragglers; // found, not read yet
};

} // namespace Ei::Core
