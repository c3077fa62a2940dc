#pragma once

#include <map>
#include <memory>

#include <QDateTime>
#include <QHostAddress>
#include <QObject>
#include <QRandomGenerator>

#include <server/httpserver.h>
#include <server/tablestore.h>

namespace Ei::Server {

class ScanFilter;
struct RowSpec;

struct RestServerOptions
{
    bool readOnly = false; // hbase.rest.readonly: every write → 403
    bool csrf = false;     // hbase.rest.csrf.enabled with the default browser regexes and header
    // The HBase version reported by /version/cluster; it also selects the behaviour that changed
    // between versions (hbase-rest.md §7): e=b64, scanner limit, exact /ts reads, 404 vs 500 ...
    QString hbaseVersion = QStringLiteral("2.6.1");
    // Rows per region of /{table}/regions and /status/cluster (a table splits again when one of
    // its regions has grown past twice this).
    qint64 regionRows = 100000;
    // hbase.rest.scannercache.expire.time: a scanner idle this long is forgotten, and its next GET
    // answers 404 (hbase-rest.md §3.5; 1 h by default).
    int scannerTtlSeconds = 3600;
    // Test-only fault injection, drawn in request order from one generator seeded with faultSeed.
    int latencyMs = 0;
    double errorRate = 0.0; // share of requests answered 503 "Unavailable"
    double dropRate = 0.0;  // share of connections closed without an answer
    // Share of scanner page GETs whose scanner the gateway has forgotten (404), as after a restart
    // or with a load balancer sending the call to another instance; the tables stay.
    double scannerLossRate = 0.0;
    // Share of scans ended early, as HBase does on an I/O error while iterating (hbase-rest.md
    // §3.5, §3.6): a scanner page GET answers 204 and the scanner is exhausted; a stateless scan's
    // 200 is cut off in the middle of its body.
    double earlyEndRate = 0.0;
    quint32 faultSeed = 1;
};

struct RestLogEntry
{
    QByteArray method;
    QByteArray path; // raw, as received
    QByteArray query;
    int status = 0; // 0: the connection was dropped (fault injection)
};

// An HBase REST gateway ("Stargate") over in-memory tables, faithful to the protocol as
// shared/docs/hbase-rest.md describes it: status codes, bodies, content types, key encodings,
// check-and-mutate, stateful scanners with server-side filters, stateless scans. JSON, XML
// (text/xml) and octet-stream are spoken; protobuf requests get 406/415.
class RestServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestServer)

public:
    explicit RestServer(QObject *parent = nullptr);
    ~RestServer() override;

    void setOptions(const RestServerOptions &options);
    const RestServerOptions &options() const { return m_options; }

    void addTable(std::unique_ptr<TableStore> table);
    TableStore *table(const QString &name) const;
    QStringList tableNames() const;

    bool listen(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    QString errorString() const;
    quint16 port() const;
    // http://HOST:PORT of the listening socket.
    QString baseUrl() const;
    void close();
    // The embedded server, e.g. to change its limits.
    HttpServer *httpServer() const { return m_http; }

    // Answers one request; usable from another HttpServer's handler too.
    void handle(const HttpRequest &request, HttpResponder responder);

    const QList<RestLogEntry> &requestLog() const { return m_log; }
    void clearRequestLog() { m_log.clear(); }
    int scannerCount() const { return int(m_scanners.size()); }
    // Test hooks for a chosen moment: forgets every scanner, as a restarted gateway would, without
    // losing the tables (their next GET answers 404); ends every open scanner as an I/O error
    // would (its next GET answers 204 although rows are left).
    void forgetScanners();
    void endScannersEarly();

    // Whether `version` (e.g. "2.6.1") has a feature introduced in the given releases per line,
    // e.g. {"2.4.18", "2.5.9", "2.6.0"}: true from the listed release of its own line, and for
    // any version at or above the last entry.
    static bool versionAtLeast(const QString &version, const QStringList &firstReleases);

Q_SIGNALS:
    void requestHandled(const Ei::Server::RestLogEntry &entry);
    // Data or schema changed (for write-back).
    void modified();

public:
    // The response of one request before it is written; internal, shared by the resource files.
    struct Response
    {
        int status = 200;
        QByteArray contentType;
        QByteArray body;
        HttpHeaders headers;
        bool stream = false; // send chunked (stateless scans)
        bool cutOff = false; // stream: end the connection in the middle of the body (earlyEndRate)
    };

private:
    struct Scanner
    {
        QString table;
        QByteArray endRow;
        bool includeStopRow = false;
        ReadSpec spec;
        int batch = std::numeric_limits<int>::max();
        qint64 limitRows = -1;
        qint64 rowsDone = 0;
        std::unique_ptr<ScanFilter> filter;
        QByteArray resumeKey;
        bool resumeInclusive = true;
        std::optional<Core::Row> pending; // a row cut by the batch size
        qsizetype pendingOffset = 0;
        bool exhausted = false;
        QDateTime lastUsed;
    };

    void process(const HttpRequest &request, HttpResponder responder);
    Response dispatch(const HttpRequest &request);
    void send(const HttpRequest &request, HttpResponder &responder, Response response);

    Response root(const HttpRequest &request);
    Response version(const HttpRequest &request, bool cluster);
    Response statusCluster(const HttpRequest &request);
    Response exists(const HttpRequest &request, const QString &table);
    Response regions(const HttpRequest &request, const QString &table);
    Response schema(const HttpRequest &request, const QString &table);
    Response schemaWrite(const HttpRequest &request, const QString &table);
    Response namespaces(const HttpRequest &request, const QByteArray &rest);
    Response namespaceWrite(const HttpRequest &request, const QString &ns);
    // The table's regions, split again first when one has grown past twice the region size.
    QList<RegionFigures> currentRegions(TableStore &store) const;
    QByteArray regionName(const QString &table, const RegionFigures &region) const;
    Response row(const HttpRequest &request, const QString &table, const QByteArray &rawSpec);
    Response rowGet(const HttpRequest &request, TableStore &store, const RowSpec &spec);
    Response rowWrite(const HttpRequest &request, TableStore &store, const RowSpec &spec);
    Response rowDelete(const HttpRequest &request, TableStore &store, const RowSpec &spec);
    Response multiget(const HttpRequest &request, const QString &table, const QByteArray &rawColumns);
    Response scannerCreate(const HttpRequest &request, const QString &table);
    Response scannerNext(const HttpRequest &request, const QString &table, const QString &id);
    Response scannerDelete(const HttpRequest &request, const QString &id);
    Response statelessScan(const HttpRequest &request, const QString &table, const QByteArray &rawPrefix);

    bool feature(const QStringList &firstReleases) const
    {
        return versionAtLeast(m_options.hbaseVersion, firstReleases);
    }
    void expireScanners();
    // One draw of the fault generator: true with probability `rate`.
    bool fault(double rate) { return rate > 0 && m_faults.generateDouble() < rate; }

    RestServerOptions m_options;
    HttpServer *m_http = nullptr;
    std::map<QString, std::unique_ptr<TableStore>> m_tables;
    // Namespace → its properties; "default" and "hbase" always exist (hbase-rest.md §4.8).
    std::map<QString, QMap<QString, QString>> m_namespaces{{QStringLiteral("default"), {}},
                                                           {QStringLiteral("hbase"), {}}};
    std::map<QString, Scanner> m_scanners;
    QList<RestLogEntry> m_log;
    qint64 m_started = QDateTime::currentMSecsSinceEpoch(); // the "region server's" startCode
    QRandomGenerator m_faults;
};

} // namespace Ei::Server
