#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <core/hbase/cellset.h>
#include <core/hbase/restclient.h>
#include <core/util/pendingcall.h>

namespace Ei::Core {

class Scanner;

// How a scan rides out a lost scanner (docs/hbase-client.md, "Lost scanners").
struct ScanRecovery
{
    int maxAttempts = 8;        // new scanners in a row without a row delivered in between
    int initialBackoffMs = 250; // before the first new scanner, doubled for each further one
    int maxBackoffMs = 10000;
};

// Several gateways of one cluster (GatewayPool): given the gateway a scanner was lost on, the
// gateway the next scanner is created on; a scanner lives in one gateway's memory, so only a new
// one can move.
using GatewaySwitch = std::function<RestClient *(RestClient *failed)>;

// The wait before attempt `attempt` (from 1): initialBackoffMs doubled per attempt, at most
// maxBackoffMs.
int backoffMs(const ScanRecovery &recovery, int attempt);

// Whether a scan that failed this way can be taken up again with a new scanner: the gateway
// forgot the scanner (404: restarted, evicted after idling, another instance behind a load
// balancer), the connection was refused, reset or cut in the middle of a page, the answer timed
// out, or the gateway was unavailable (503, 5xx, 410 for a disabled table). Refusals (400, 403),
// bad input, cancellation and a missing table (NotFound: Scanner asked /exists before saying so)
// are final.
bool isScanRecoverable(const Error &error);

// A scan that survives losing its scanner: when a page fails recoverably, the scanner is dropped
// with every row it had fetched ahead and a new one is created starting just after the last row
// delivered — and a row is delivered only whole (Scanner joins rows split across pages), so no
// row is half-handled, skipped or handed over twice. Asking for the next rows says the previous
// ones are fully processed: the position moves only with the consumer. New scanners follow
// ScanRecovery's backoff; after maxAttempts in a row without progress the fetch fails with the
// last error, its message saying so. A 404 is ambiguous (HBase also answers it on the first GET
// of a scanner on a missing table): the table's existence is asked before trying again.
//
// Pull API like Scanner (fetchNext/atEnd); a `limit` counts over all scanners. A premature end
// (an empty 204 while rows are left, which HBase answers on I/O errors) cannot be seen here:
// VerifiedScan catches it.
class ResumableScan final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResumableScan)

public:
    ResumableScan(RestClient *client, ScanSpec spec, ScanRecovery recovery = {}, QObject *parent = nullptr);
    ~ResumableScan() override;

    // Starts just after `key` instead of at the spec's start row: a resumed job's position.
    void setStartAfter(const QByteArray &key);
    // Where a new scanner goes after a lost one; unset: the same gateway.
    void setGatewaySwitch(GatewaySwitch gatewaySwitch) { m_switchGateway = std::move(gatewaySwitch); }

    // Up to maxRows complete rows after the last ones delivered; fewer (possibly none) only at
    // the end. One fetch at a time; cancelling the call cancels the scan.
    Call<CellSet> *fetchNext(int maxRows);
    bool atEnd() const { return m_done; }
    qint64 rowsDelivered() const { return m_delivered; }
    // The last row delivered (or given to setStartAfter).
    const std::optional<QByteArray> &lastKey() const { return m_lastKey; }
    // Scanners re-created so far.
    int recoveries() const { return m_recoveries; }
    const ScanSpec &spec() const { return m_spec; }
    // The gateway the scan reads from (another one once the gateway switch moved it).
    RestClient *client() const { return m_client; }

    // Stops; a pending fetch ends as Cancelled and the server-side scanner is released.
    void cancel();
    // Releases the server-side scanner without failing anything (after the last wanted rows).
    void close();

Q_SIGNALS:
    // A new scanner follows in `delayMs` because of `reason`; attempt counts from 1 and is reset
    // by every delivered row.
    void recovering(const QString &reason, int attempt, int delayMs);

private:
    void fetch();
    void onFailure(const Error &error);
    void retryLater(const Error &error, bool movedGateway);
    void resolve(Result<CellSet> result);
    void dropScanner();

    QPointer<RestClient> m_client;
    ScanSpec m_spec;
    ScanRecovery m_recovery;
    GatewaySwitch m_switchGateway;
    Scanner *m_scanner = nullptr;
    QPointer<Call<CellSet>> m_pending;
    int m_want = 0;
    std::optional<QByteArray> m_lastKey;
    qint64 m_delivered = 0;
    int m_failures = 0; // in a row, without a row delivered since
    int m_recoveries = 0;
    bool m_done = false;
    QTimer m_retry;
};

} // namespace Ei::Core
