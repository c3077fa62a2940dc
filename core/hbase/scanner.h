#pragma once

#include <memory>
#include <optional>

#include <QByteArray>
#include <QObject>
#include <QPointer>

#include <core/hbase/cellset.h>
#include <core/hbase/restclient.h>
#include <core/util/pendingcall.h>

namespace Ei::Core {

// The smallest row key greater than every key starting with `prefix` (empty = the table end): the
// exclusive stop row of a prefix scan.
QByteArray prefixStopRow(QByteArray prefix);

// Asks the gateway once whether it allows scanners, for a job about to start several scans on it
// after a request of its own (a region-parallel job lists the regions first): a POST /scanner for
// `spec` beside that request, whose scanner — if the gateway creates one — is deleted at once. A
// read-only gateway's 403 then marks the client (RestClient::setScannersRefused), so its scans start
// stateless instead of each learning the refusal with a round trip of its own on the job's critical
// path. Nothing happens for a client that knows already, was asked, or is not in ScanMode::Auto;
// the answer is never an error of the job's (a failed question changes nothing).
void askWhetherScannersAreRefused(RestClient *client, const ScanSpec &spec);

// A stateful HBase REST scanner (hbase-rest.md §3.5) with a pull API, in constant memory.
//
// Nothing is sent until the first fetchNext(). The scanner is created with POST /{table}/scanner
// (the id is taken from `Location` and the URL rebuilt on our base URL, because the Location host
// may be an internal name behind a proxy), then pages of at most `batch` cells are fetched with
// GET until the server answers 204. A row cut by the batch limit continues at the start of the next
// page; it is joined back and only complete rows are delivered. The server-side scanner is always
// deleted: at the end, on error, on cancel() and when this object is destroyed early.
//
// Read-only gateways refuse scanners (403, hbase-rest.md §6.4). In ScanMode::Auto the Scanner then
// falls back to stateless pages (GET /{table}/*?startrow=…&limit=…, §3.6) of whole rows, each
// starting just after the last key delivered, with the filter in the filter language
// (filtertext.h); ScanMode::Stateless starts that way. Row keys must then be UTF-8 text.
//
// While the consumer works on the rows it got, the next page is already fetched (one page ahead,
// only while the buffer holds at most one consumer's worth of rows), so the server prepares it
// meanwhile. Page GETs are never retried: the server advances the scanner even when the answer is
// lost.
//
// A 204 right after a full page may have cut the last row: HBase ends a scan with 204 on an I/O
// error, also between the parts of a row split by the batch (hbase-rest.md §3.5). That row is then
// read again with a one-row scanner whose page has room for it whole, so no row is ever
// delivered half.
class Scanner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Scanner)

public:
    Scanner(RestClient *client, ScanSpec spec, QObject *parent = nullptr);
    ~Scanner() override;

    // Up to maxRows complete rows in key order; fewer (possibly none) only at the end of the scan.
    // One fetch at a time. Cancelling the returned call closes the scanner.
    Call<CellSet> *fetchNext(int maxRows);
    // True once every row has been delivered (or the scanner was closed, or its failure was
    // reported). A failed page is not the end: the complete rows read before it are delivered,
    // then the next fetch reports the failure.
    bool atEnd() const
    {
        return m_state == State::Done || (m_state == State::Exhausted && m_buffer.isEmpty());
    }
    qint64 rowsDelivered() const { return m_delivered; }

    // Stops fetching and releases the server-side scanner; a pending fetch ends as Cancelled.
    void cancel();
    // Releases the server-side scanner without failing anything (after the last wanted page).
    void close();

private:
    enum class State
    {
        New,
        Creating,
        Open,
        Confirming, // the scan ended right after a full page: its last row is read again whole
        Exhausted,
        Failed, // a page failed: the rows read before it are handed over, then m_error
        Done,
    };
    void pump();
    bool wantsPrefetch() const;
    void adaptPageSize(qint64 bytes, qint64 cells);
    void create();
    void startStateless();
    void fetchPage();
    void fetchStatelessPage();
    void decodeAside(const QByteArray &body, const QString &what, qint64 rows);
    void takeStatelessPage(Result<CellSet> decoded, qsizetype bodySize, const QString &what, qint64 rows);
    // Pages from this size on are decoded on the thread pool (decodeAside()).
    static constexpr qsizetype kDecodeAsideBytes = 256 * 1024;
    qsizetype completeRows() const;
    ScanMode effectiveMode() const;
    void deliver();
    void finishWithError(Error error);
    // HBase answers a missing table and other failures alike (a stateless scan's 500, a scanner's
    // first 404): GET /{table}/exists decides which of the two errors the scan ends with.
    void failAfterAskingForTheTable(Error ifMissing, Error otherwise);
    void releaseServerScanner();
    void confirmLastRow();

    QPointer<RestClient> m_client;
    ScanSpec m_spec;
    State m_state = State::New;
    bool m_waitingForScannerQuestion = false; // for the gateway's answer (create())
    bool m_decoding = false;                  // a page is being decoded on the thread pool
    std::shared_ptr<QObject> m_decodeGuard;   // receives the decoded page on this thread
    QByteArray m_instancePath;                // encoded "/scanner/{id}" after the table
    bool m_released = false;
    bool m_gotPage = false;
    bool m_lastRowWhole = false; // the last page held fewer cells than asked for: no row was cut
    bool m_confirmsRow = false;  // this scanner reads one row again for another: no confirmation
    CellSet m_buffer;            // the last row may still be incomplete unless Exhausted
    int m_want = 0;
    qint64 m_cellsPerGet = 0; // 0: the scanner's batch
    qint64 m_delivered = 0;
    bool m_stateless = false;
    QByteArray m_filterParameter;        // stateless: filter= or filter_b64=
    std::optional<QByteArray> m_lastKey; // stateless: the last key received
    qint64 m_rowsPerGet = 0;             // stateless: rows asked for per page
    QPointer<Call<CellSet>> m_pending;
    QPointer<Call<HttpResponse>> m_inFlight;
    QString m_what;
    Error m_error; // State::Failed
};

} // namespace Ei::Core
