#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QUrl>

#include <core/hbase/cellset.h>
#include <core/hbase/connectionconfig.h>
#include <core/hbase/filter.h>
#include <core/hbase/inprocessgateway.h>
#include <core/util/pendingcall.h>
#include <core/util/result.h>

class QNetworkAccessManager;

namespace Ei::Core {

class HttpAuth;
class Scanner;

// What the server can do, derived from its HBase version (hbase-rest.md §7). Unknown versions get
// the conservative set of the oldest supported servers.
struct ServerFeatures
{
    bool b64Keys = false;             // ?e=b64 on row paths and multiget (2.4.18/2.5.9/2.6.0+)
    bool scannerLimit = false;        // scanner body `limit` (3.0.0+ only)
    bool includeStartStopRow = false; // scanner includeStartRow/includeStopRow (2.5.12/2.6.3/3.x)
    bool exactTimestampReads = false; // GET .../ts is exact, not "< ts" (2.5.12/2.6.3/3.x)
    bool multigetFilters = false;     // filter_b64 and multiget filters (2.4.18/2.5.9/2.6.1/3.x)

    static ServerFeatures forVersion(const QString &hbaseVersion);
    bool operator==(const ServerFeatures &) const = default;
};

struct ServerVersion
{
    QString rest; // REST protocol version, always "0.0.3"
    QString jvm;
    QString os;
    QString server;  // servlet container
    QString hbase;   // /version "Version" field (2.5.11+), may be empty
    QString cluster; // /version/cluster (object or the pre-1.4 bare string)
    ServerFeatures features;
};

// Options of a row read (hbase-rest.md §3.2).
struct GetOptions
{
    QList<QByteArray> columns; // "family" or "family:qualifier"; empty = all
    qint64 minTimestamp = -1;  // with maxTimestamp: [min, max)
    qint64 maxTimestamp = -1;
    int maxVersions = 1;
};

// A stateful scan (hbase-rest.md §2.2, §3.5). Only non-default fields go into the JSON body, except
// `batch` and `maxVersions`, which are always sent because the server defaults are "everything".
struct ScanSpec
{
    QByteArray startRow;
    QByteArray stopRow; // exclusive unless includeStopRow
    QList<QByteArray> columns;
    int batch = 1000; // cells per page of the first GET (and the server-side row split)
    // Later GETs ask for `?c=N` cells (hbase-rest.md §3.5) so that a page holds about this many
    // bytes of JSON, judged from the previous page: small cells come in fewer, bigger pages, big
    // cells (TEI) in smaller ones. 0 = always `batch` cells per page.
    qint64 pageBytes = 2 * 1024 * 1024;
    int maxVersions = 1;
    qint64 startTime = -1; // with endTime: [start, end)
    qint64 endTime = -1;
    std::optional<Filter> filter;
    int caching = -1;
    bool cacheBlocks = true;
    qint64 limit = -1;           // rows; sent on 3.x, otherwise enforced by the Scanner
    bool includeStartRow = true; // non-default values need server support (ServerFeatures)
    bool includeStopRow = false;
    // Auto: the connection's ScanMode. Stateless pages ask for whole rows (`limit` rows, first
    // statelessFirstRows, then about pageBytes per page judged from the previous one).
    ScanMode mode = ScanMode::Auto;
    int statelessFirstRows = 100;
};

// The scanner creation body, or InvalidInput when the spec needs a feature the server lacks.
Result<QByteArray> scannerBodyJson(const ScanSpec &spec, const ServerFeatures &features);

// Asynchronous client of one HBase REST gateway and table (docs/hbase-client.md).
//
// Owns one QNetworkAccessManager and must be used from the thread it lives on. Every operation
// returns a Call<T> handle (see pendingcall.h) and never blocks. Reads are retried with exponential
// backoff on connection errors and 503 (RetryPolicy); writes are sent exactly once. A read-only
// config refuses writes before any request.
class RestClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestClient)

public:
    explicit RestClient(ConnectionConfig config, QObject *parent = nullptr);
    ~RestClient() override;

    const ConnectionConfig &config() const { return m_config; }
    // Known features; conservative until version() has answered or setFeatures() was called.
    const ServerFeatures &features() const { return m_features; }
    void setFeatures(const ServerFeatures &features)
    {
        m_features = features;
        m_featuresKnown = true;
    }
    // True once version() has answered or setFeatures() was called.
    bool featuresKnown() const { return m_featuresKnown; }

    // GET /version and /version/cluster; also updates features().
    Call<ServerVersion> *version();
    Call<QStringList> *tables();
    // The table schema as the server's JSON object.
    Call<QJsonObject> *schema();
    Call<bool> *tableExists();

    // One row; a missing row is ErrorKind::NotFound.
    Call<Row> *getRow(const QByteArray &key, const GetOptions &options = {});
    // Several rows in one request, in the server's order; missing rows are left out (all missing =
    // an empty CellSet, not an error).
    Call<CellSet> *multiGet(const QList<QByteArray> &keys, const GetOptions &options = {});

    // Writes the cells of every row (timestamps omitted = server time).
    Call<void> *put(const CellSet &rows);
    // No columns: the whole row. Columns "fam" or "fam:qual": all their versions, or with
    // timestamp >= 0 the versions <= timestamp.
    Call<void> *deleteCells(const QByteArray &key, const QList<QByteArray> &columns = {},
                            qint64 timestamp = Cell::kNoTimestamp);
    // Writes `puts` only if the newest value of check.column equals check.value (empty = absent).
    // One put cell must be in the check column (a server rule). A failed check is ErrorKind::Conflict.
    Call<void> *checkAndPut(const QByteArray &key, const QList<Cell> &puts, const Cell &check);
    // Deletes if the newest value of check.column equals check.value: only the check column, or
    // when `deletes` is given exactly those ("fam" = family, "fam:qual" = newest version).
    Call<void> *checkAndDelete(const QByteArray &key, const Cell &check, const QList<Cell> &deletes = {});

    // A scanner for the pull API (Scanner::fetchNext). Nothing is sent until the first fetch. The
    // caller owns the scanner; destroying it releases the server-side scanner.
    Scanner *openScanner(const ScanSpec &spec, QObject *parent = nullptr);
    // Push convenience: scans everything, calling onPage(rows) for every page of complete rows
    // (at most pageRows each) on the context's thread; returning false stops the scan early. The
    // result is the number of rows delivered.
    Call<qint64> *scanAll(const ScanSpec &spec, QObject *context, std::function<bool(const CellSet &)> onPage,
                          int pageRows = 500);

    // Internal plumbing shared with Scanner: one HTTP exchange with headers, timeout and (for
    // idempotent requests) retries. Any HTTP status is a success here; network failures are errors
    // whose message starts with `what`.
    struct Request
    {
        QByteArray method = "GET";
        QUrl url;
        QByteArray body;
        bool idempotent = true;
        QString what;             // e.g. "Reading row 'x' of table 't'"
        QByteArray accept{};      // empty: application/json
        QByteArray contentType{}; // of the body; empty: application/json
    };
    Call<HttpResponse> *send(const Request &request);

    // The wire format (WireFormat): the Accept header of a CellSet read, and whether CellSet
    // bodies go as protobuf. Auto keeps to JSON for this client once the gateway refused or
    // garbled protobuf (noteProtobufRefused).
    QByteArray cellSetAccept() const;
    bool sendsProtobufBodies() const;
    void noteProtobufRefused() { m_protobufRefused = true; }

    // HTTP exchanges not yet finished, including fire-and-forget ones such as a scanner's DELETE.
    // A process about to exit waits for idle() so the server-side scanner is really released.
    qsizetype requestsInFlight() const { return m_inFlight; }
    // The connection's authentication (challenges answered, whom the server accepted).
    const HttpAuth *auth() const { return m_auth; }

    // Set once the gateway refused to create a scanner (403, a read-only gateway): later Auto scans
    // go stateless at once instead of asking again.
    bool scannersRefused() const { return m_scannersRefused; }
    void setScannersRefused() { m_scannersRefused = true; }
    // Whether the gateway was asked already (askWhetherScannersAreRefused in scanner.h).
    bool scannersAsked() const { return m_scannersAsked; }
    void setScannersAsked() { m_scannersAsked = true; }
    // Asked and not answered yet: an Auto scan waits for the answer rather than sending a POST of
    // its own, which would take as long and be refused too on a read-only gateway.
    bool scannerQuestionPending() const { return m_scannerQuestionPending; }
    void setScannerQuestionPending(bool pending)
    {
        m_scannerQuestionPending = pending;
        if (!pending) {
            Q_EMIT scannerQuestionAnswered();
        }
    }

Q_SIGNALS:
    void idle();
    void scannerQuestionAnswered();

public:
    QByteArray tableBase() const; // encoded base URL + table path
    QUrl tableUrl(QByteArrayView encodedPath, QByteArrayView encodedQuery = {}) const;

private:
    // The headers of one request, the same over HTTP and in process: Accept, Content-Type,
    // X-XSRF-HEADER, User-Agent, then the connection's own.
    QList<QPair<QByteArray, QByteArray>> requestHeaders(const Request &request) const;
    // send() to the connection's in-process gateway.
    void sendInProcess(const Request &request, Call<HttpResponse> *call);
    template<class T>
    Call<T> *refuse(Error error);
    // What a 500 to a GET of rows means: HBase's own failure, or (a multiget since HBASE-28523)
    // possibly a missing table, which /exists then tells.
    enum class MissingTable
    {
        Http500,
        AskOn500,
    };
    // The one response path of getRow and multiGet: 404 is no rows, a 200 is the CellSet with split
    // rows joined, which `finish` (Result<T>(CellSet)) turns into the call's value.
    template<class T, class F>
    void getRows(Call<T> *call, const QString &what, const QUrl &url, MissingTable missing, F finish);
    bool refuseWrite(const QString &what, Call<void> **out);
    // jsonFallback: the same rows as JSON, sent once more when the gateway refuses a protobuf
    // body with 415 (WireFormat::Auto; nothing was written).
    Call<void> *write(Request request, bool isCheck, QByteArray jsonFallback = {});
    // A CellSet write's request body in the wire format; jsonFallback set when it is protobuf
    // chosen by Auto.
    void setCellSetBody(Request &request, const CellSet &rows, QByteArray *jsonFallback) const;

    ConnectionConfig m_config;
    ServerFeatures m_features;
    QNetworkAccessManager *m_nam;
    HttpAuth *m_auth;
    qsizetype m_inFlight = 0;
    bool m_scannersRefused = false;
    bool m_scannersAsked = false;
    bool m_scannerQuestionPending = false;
    bool m_protobufAnswered = false; // the gateway has answered in protobuf (WireFormat::Auto)
    bool m_protobufRefused = false;
    bool m_featuresKnown = false;
};

// The error for a non-success HTTP status of an operation, e.g. "Reading row 'x' of table 't'
// failed: the server has no such table, row or column (HTTP 404)." Never includes the body.
Error httpError(int status, const QString &what);

// HBase's own reason for refusing a request, from a gateway's text/plain error body: the message
// of the Java exception it carries ("Compression algorithm 'snappy' previously failed test."),
// without class names or stack; empty for any other body (a proxy's HTML page, JSON, nothing).
// At most 300 characters.
QString serverReason(const HttpResponse &response);

} // namespace Ei::Core
