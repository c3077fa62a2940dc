// The HBase REST server: routing, fault injection, the small resources (/, /version) and response
// writing. Rows are in restrows.cpp, scanners in restscan.cpp, the admin resources (status,
// namespaces, schema, regions, exists) in restadmin.cpp.
#include "restserver.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTimer>
#include <QVersionNumber>

#include <core/util/gzip.h>

#include "restinternal.h"
#include "scanfilter.h"

namespace Ei::Server {

using namespace Rest;

namespace {

bool isWrite(const QByteArray &method)
{
    return method == "PUT" || method == "POST" || method == "DELETE";
}

} // namespace

RestServer::RestServer(QObject *parent)
    : QObject(parent)
    , m_http(new HttpServer(this))
    , m_faults(m_options.faultSeed)
{
    m_http->setHandler(
        [this](const HttpRequest &request, HttpResponder responder) { handle(request, responder); });
}

RestServer::~RestServer() = default;

void RestServer::setOptions(const RestServerOptions &options)
{
    m_options = options;
    m_faults.seed(options.faultSeed);
    for (auto &[name, t] : m_tables) {
        if (t->rowsPerRegion() != options.regionRows) {
            t->splitIntoRegions(options.regionRows);
        }
    }
}

void RestServer::addTable(std::unique_ptr<TableStore> table)
{
    const QString name = table->name();
    table->splitIntoRegions(m_options.regionRows);
    if (const qsizetype colon = name.indexOf(u':'); colon > 0) {
        m_namespaces.try_emplace(name.left(colon));
    }
    m_tables[name] = std::move(table);
}

TableStore *RestServer::table(const QString &name) const
{
    auto it = m_tables.find(name);
    return it == m_tables.end() ? nullptr : it->second.get();
}

QStringList RestServer::tableNames() const
{
    QStringList names;
    for (const auto &[name, t] : m_tables) {
        names.append(name);
    }
    return names;
}

bool RestServer::listen(const QHostAddress &address, quint16 port)
{
    return m_http->listen(address, port);
}

QString RestServer::errorString() const
{
    return m_http->errorString();
}

quint16 RestServer::port() const
{
    return m_http->serverPort();
}

QString RestServer::baseUrl() const
{
    QHostAddress address = m_http->serverAddress();
    if (address == QHostAddress::Any || address == QHostAddress::AnyIPv4) {
        address = QHostAddress::LocalHost;
    }
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol
                             ? u'[' + address.toString() + u']'
                             : address.toString();
    return QStringLiteral("http://%1:%2").arg(host).arg(m_http->serverPort());
}

void RestServer::close()
{
    m_http->close();
}

bool RestServer::versionAtLeast(const QString &version, const QStringList &firstReleases)
{
    const QVersionNumber v = QVersionNumber::fromString(version);
    QVersionNumber highest;
    for (const QString &release : firstReleases) {
        const QVersionNumber r = QVersionNumber::fromString(release);
        if (v.majorVersion() == r.majorVersion() && v.minorVersion() == r.minorVersion()) {
            return v >= r;
        }
        highest = std::max(highest, r);
    }
    return v >= highest;
}

void RestServer::handle(const HttpRequest &request, HttpResponder responder)
{
    if (fault(m_options.dropRate)) {
        const RestLogEntry entry{request.method, request.path, request.query, 0};
        m_log.append(entry);
        Q_EMIT requestHandled(entry);
        responder.drop();
        return;
    }
    if (m_options.latencyMs > 0) {
        QTimer::singleShot(m_options.latencyMs, this,
                           [this, request, responder]() mutable { process(request, responder); });
        return;
    }
    process(request, responder);
}

void RestServer::process(const HttpRequest &request, HttpResponder responder)
{
    if (!responder.alive()) {
        return;
    }
    if (fault(m_options.errorRate)) {
        send(request, responder, text(503, QByteArrayLiteral("Unavailable\r\n")));
        return;
    }
    send(request, responder, dispatch(request));
}

void RestServer::send(const HttpRequest &request, HttpResponder &responder, Response response)
{
    HttpHeaders headers;
    if (!response.contentType.isEmpty() && response.status != 204 && response.status != 304) {
        headers.emplaceBack(QByteArrayLiteral("Content-Type"), response.contentType);
    }
    headers.append(response.headers);
    if (feature({QStringLiteral("2.3.0")})) {
        headers.emplaceBack(QByteArrayLiteral("X-Frame-Options"), "DENY");
        headers.emplaceBack(QByteArrayLiteral("X-Content-Type-Options"), "nosniff");
        headers.emplaceBack(QByteArrayLiteral("X-XSS-Protection"), "1; mode=block");
    }
    // GzipFilter: 2xx responses to clients that accept gzip are compressed.
    const bool gzipIt = response.status >= 200 && response.status < 300 && !response.body.isEmpty() &&
                        request.header("accept-encoding").toLower().contains("gzip");
    QByteArray body = response.body;
    if (gzipIt) {
        body = Core::gzipEncode(body);
        headers.emplaceBack(QByteArrayLiteral("Content-Encoding"), "gzip");
    }
    const RestLogEntry entry{request.method, request.path, request.query, response.status};
    m_log.append(entry);
    if (response.stream) {
        responder.begin(response.status, headers);
        // A cut-off answer stops after half of its body: the client sees a 200 that never ends.
        const qsizetype size = response.cutOff ? body.size() / 2 : body.size();
        constexpr qsizetype kChunk = 256 * 1024;
        for (qsizetype at = 0; at < size; at += kChunk) {
            responder.write(body.mid(at, std::min(kChunk, size - at)));
        }
        if (response.cutOff) {
            responder.cutOff();
        } else {
            responder.end();
        }
    } else {
        responder.respond(response.status, headers, body);
    }
    Q_EMIT requestHandled(entry);
}

RestServer::Response RestServer::dispatch(const HttpRequest &original)
{
    HttpRequest request = original;
    const QByteArray &method = request.method;
    // CSRF filter (RestCsrfPreventionFilter) runs before everything else, read-only included.
    if (m_options.csrf && method != "GET" && method != "OPTIONS" && method != "HEAD" && method != "TRACE") {
        static const QRegularExpression browser(QStringLiteral("^(Mozilla|Opera).*"));
        const QString agent = QString::fromUtf8(request.header("user-agent"));
        if (browser.match(agent).hasMatch() && !request.hasHeader("x-xsrf-header")) {
            return text(400,
                        QByteArrayLiteral("Missing Required Header for CSRF Vulnerability Protection\r\n"));
        }
    }
    if (!request.body.isEmpty() && request.header("content-encoding").toLower().contains("gzip")) {
        auto inflated = Core::gzipDecode(request.body, m_http->limits().maxBodyBytes);
        if (!inflated) {
            return badRequest("the gzip request body does not inflate");
        }
        request.body = *inflated;
    }
    if (!request.body.isEmpty() && (method == "PUT" || method == "POST") &&
        contentTypeOf(request).isEmpty()) {
        return text(415, QByteArrayLiteral("Unsupported Media Type\r\n"));
    }

    const QByteArray path = request.path;
    if (!path.startsWith('/')) {
        return notFound();
    }
    const QByteArray rest = path.mid(1);
    const qsizetype slash = rest.indexOf('/');
    const QByteArray first = slash < 0 ? rest : rest.left(slash);
    const QByteArray after = slash < 0 ? QByteArray() : rest.mid(slash + 1);

    if (first.isEmpty()) {
        return method == "GET" ? root(request) : text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
    }
    if (first == "version") {
        if (method != "GET") {
            return text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
        }
        if (after.isEmpty() || after == "rest" || after == "rest/") {
            return version(request, false);
        }
        if (after == "cluster" || after == "cluster/") {
            return version(request, true);
        }
        return notFound();
    }
    if (first == "namespaces") {
        return namespaces(request, after);
    }
    if (first == "status" && (after == "cluster" || after == "cluster/")) {
        return method == "GET" ? statusCluster(request)
                               : text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
    }
    const QString table = QString::fromUtf8(urlDecode(first, false).value_or(first));
    if (slash < 0 || after.isEmpty()) {
        return notFound(); // DELETE /t is not a table drop; nothing lives at /t
    }
    const qsizetype slash2 = after.indexOf('/');
    const QByteArray second = slash2 < 0 ? after : after.left(slash2);
    const QByteArray afterSecond = slash2 < 0 ? QByteArray() : after.mid(slash2 + 1);
    if (second == "exists" && afterSecond.isEmpty()) {
        return method == "GET" ? exists(request, table)
                               : text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
    }
    if (second == "regions" && afterSecond.isEmpty()) {
        return method == "GET" ? regions(request, table)
                               : text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
    }
    if (second == "schema" && afterSecond.isEmpty()) {
        return schema(request, table);
    }
    if (second == "scanner") {
        if (afterSecond.isEmpty()) {
            if (method == "PUT" || method == "POST") {
                return scannerCreate(request, table);
            }
            return text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
        }
        const QString id = QString::fromUtf8(afterSecond);
        if (method == "GET") {
            return scannerNext(request, table, id);
        }
        if (method == "DELETE") {
            return scannerDelete(request, id);
        }
        return text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
    }
    if (second.startsWith("multiget")) {
        if (method != "GET") {
            return text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
        }
        return multiget(request, table, after.mid(qsizetype(strlen("multiget"))));
    }
    if (after.endsWith('*')) {
        if (method != "GET") {
            return text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
        }
        return statelessScan(request, table, after.chopped(1));
    }
    if (after.contains('*') &&
        !QRegularExpression(QStringLiteral("^.*\\*/.+$"), QRegularExpression::DotMatchesEverythingOption)
             .match(QString::fromLatin1(after))
             .hasMatch()) {
        return notFound();
    }
    if (!isWrite(method) && method != "GET") {
        return text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
    }
    return row(request, table, after);
}

RestServer::Response RestServer::root(const HttpRequest &request)
{
    const QByteArray type = negotiate(request, {kText, kXml, kJson, kProtobuf, kProtobufIetf});
    if (type.isEmpty()) {
        return text(406, QByteArrayLiteral("Not Acceptable\r\n"));
    }
    Response r;
    r.contentType = type;
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    r.body = tableListBody(tableNames(), type);
    return r;
}

RestServer::Response RestServer::version(const HttpRequest &request, bool cluster)
{
    const QByteArray hbase = m_options.hbaseVersion.toUtf8();
    // /version/cluster (StorageClusterVersionResource) has no protobuf answer.
    const QByteArray type = cluster ? negotiate(request, {kText, kXml, kJson})
                                    : negotiate(request, {kText, kXml, kJson, kProtobuf, kProtobufIetf});
    if (type.isEmpty()) {
        return text(406, QByteArrayLiteral("Not Acceptable\r\n"));
    }
    Response r;
    r.contentType = type;
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    if (cluster) {
        if (type == kJson) {
            // A bare JSON string before HBASE-17713 (1.4.0/2.0.0).
            r.body = feature({QStringLiteral("1.4.0"), QStringLiteral("2.0.0")})
                         ? QByteArray("{\"Version\":\"" + hbase + "\"}")
                         : QByteArray('"' + hbase + '"');
        } else if (type == kXml) {
            r.body =
                "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><ClusterVersion Version=\"" +
                hbase + "\"/>";
        } else {
            r.body = hbase;
        }
        return r;
    }
    const bool withVersion =
        feature({QStringLiteral("2.5.11"), QStringLiteral("2.6.1"), QStringLiteral("3.0.0")});
    const QString os =
        QStringLiteral("%1 %2 %3")
            .arg(QSysInfo::kernelType(), QSysInfo::kernelVersion(), QSysInfo::currentCpuArchitecture());
    const QString server = QStringLiteral("extract-inspector/%1").arg(QCoreApplication::applicationVersion());
    const QString jvm = QStringLiteral("none (extract-inspector in-memory gateway)");
    if (isProtobuf(type)) {
        r.body = versionProtobuf({QStringLiteral("0.0.3"), jvm, os, server, QString(),
                                  withVersion ? m_options.hbaseVersion : QString()});
    } else if (type == kJson) {
        QJsonObject o{{QStringLiteral("REST"), QStringLiteral("0.0.3")},
                      {QStringLiteral("JVM"), jvm},
                      {QStringLiteral("OS"), os},
                      {QStringLiteral("Server"), server},
                      {QStringLiteral("Jersey"), QString()}};
        if (withVersion) {
            o.insert(QStringLiteral("Version"), m_options.hbaseVersion);
            o.insert(QStringLiteral("Revision"), QStringLiteral("0"));
        }
        r.body = QJsonDocument(o).toJson(QJsonDocument::Compact);
    } else if (type == kXml) {
        r.body =
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><Version REST=\"0.0.3\" JVM=\"" +
            jvm.toHtmlEscaped().toUtf8() + "\" OS=\"" + os.toHtmlEscaped().toUtf8() + "\" Server=\"" +
            server.toHtmlEscaped().toUtf8() + "\" Jersey=\"\"" +
            (withVersion ? " Version=\"" + hbase + "\" Revision=\"0\"" : QByteArray()) + "/>";
    } else {
        r.body = "rest 0.0.3 [JVM: " + jvm.toUtf8() + "] [OS: " + os.toUtf8() +
                 "] [Server: " + server.toUtf8() + "] [Jersey: ]" +
                 (withVersion ? " [Version: " + hbase + "] [Revision: 0]" : QByteArray()) + "\n";
    }
    return r;
}

void RestServer::forgetScanners()
{
    m_scanners.clear();
}

void RestServer::endScannersEarly()
{
    for (auto &[id, scanner] : m_scanners) {
        scanner.exhausted = true;
        scanner.pending.reset();
    }
}

void RestServer::expireScanners()
{
    // hbase.rest.scannercache.expire.time (1 h idle) and .size (10,000), HBASE-28504.
    const QDateTime cutoff = QDateTime::currentDateTimeUtc().addSecs(-qint64(m_options.scannerTtlSeconds));
    std::erase_if(m_scanners, [&cutoff](const auto &entry) { return entry.second.lastUsed < cutoff; });
    while (m_scanners.size() >= 10000) {
        auto oldest =
            std::min_element(m_scanners.begin(), m_scanners.end(), [](const auto &a, const auto &b) {
                return a.second.lastUsed < b.second.lastUsed;
            });
        m_scanners.erase(oldest);
    }
}

} // namespace Ei::Server
