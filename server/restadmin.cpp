// The admin resources of the HBase REST server (hbase-rest.md §1.2, §2.5, §4.7, §4.8): cluster
// status with per-region figures, namespaces, schema create/alter/replace/delete, regions and
// exists.
#include <optional>
#include <unistd.h>

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "restinternal.h"
#include "restserver.h"

namespace Ei::Server {

using namespace Rest;

namespace {

const QByteArray kXmlHeader = QByteArrayLiteral(R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)");

Response methodNotAllowed()
{
    return text(405, QByteArrayLiteral("Method Not Allowed\r\n"));
}

Response notAcceptable()
{
    return text(406, QByteArrayLiteral("Not Acceptable\r\n"));
}

Response unavailable()
{
    return text(503, QByteArrayLiteral("Unavailable\r\n"));
}

// The answer that refuses a write before it is looked at: a method other than PUT, POST or DELETE,
// or a gateway serving read-only. Empty when the write may go on.
std::optional<Response> refuseWrite(const QByteArray &method, bool readOnly)
{
    if (method != "PUT" && method != "POST" && method != "DELETE") {
        return methodNotAllowed();
    }
    if (readOnly) {
        return forbidden();
    }
    return std::nullopt;
}

QString namespaceOf(const QString &table)
{
    const qsizetype colon = table.indexOf(u':');
    return colon < 0 ? QStringLiteral("default") : table.left(colon);
}

QString qualifierOf(const QString &table)
{
    const qsizetype colon = table.indexOf(u':');
    return colon < 0 ? table : table.mid(colon + 1);
}

// The gateway process's resident memory and the machine's memory in MB: what a region server's
// heap figures mean to someone reading them.
std::pair<qint64, qint64> memoryMB()
{
    qint64 rss = 0;
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("VmRSS:")) {
                rss = line.mid(6).trimmed().split(' ').value(0).toLongLong() / 1024;
            }
        }
    }
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    const qint64 total = pages > 0 && pageSize > 0 ? qint64(pages) * pageSize / (1024 * 1024) : 0;
    return {rss, total};
}

Response jsonResponse(const QJsonObject &o)
{
    Response r;
    r.contentType = kJson;
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    r.body = QJsonDocument(o).toJson(QJsonDocument::Compact);
    return r;
}

} // namespace

QList<RegionFigures> RestServer::currentRegions(TableStore &store) const
{
    QList<RegionFigures> regions = store.regions();
    const bool tooBig = std::any_of(regions.cbegin(), regions.cend(), [this](const RegionFigures &f) {
        return f.rows > 2 * m_options.regionRows;
    });
    if (tooBig || store.rowsPerRegion() != m_options.regionRows) {
        store.splitIntoRegions(m_options.regionRows);
        regions = store.regions();
    }
    return regions;
}

QByteArray RestServer::regionName(const QString &tableName, const RegionFigures &region) const
{
    // "table,startKey,id.md5(table,startKey,id)." as HBase names regions.
    const QByteArray head = tableName.toUtf8() + ',' + region.startKey + ',' + QByteArray::number(region.id);
    return head + '.' + QCryptographicHash::hash(QByteArray(head + '.'), QCryptographicHash::Md5).toHex() +
           '.';
}

RestServer::Response RestServer::statusCluster(const HttpRequest &request)
{
    const QByteArray type = negotiate(request, {kText, kXml, kJson, kProtobuf, kProtobufIetf});
    if (type.isEmpty()) {
        return notAcceptable();
    }
    const QByteArray node = QByteArray("127.0.0.1:") + QByteArray::number(port());
    const auto [heap, maxHeap] = memoryMB();
    QJsonArray regionsArray;
    QByteArray textRegions;
    for (const auto &[name, t] : m_tables) {
        for (const RegionFigures &f : currentRegions(*t)) {
            const QByteArray full = regionName(name, f);
            regionsArray.append(QJsonObject{{QStringLiteral("name"), QString::fromLatin1(full.toBase64())},
                                            {QStringLiteral("stores"), t->schema().families.size()},
                                            {QStringLiteral("storefiles"), f.rows > 0 ? 1 : 0},
                                            {QStringLiteral("storefileSizeMB"), f.bytes / (1024 * 1024)},
                                            {QStringLiteral("memStoreSizeMB"), 0},
                                            {QStringLiteral("storefileIndexSizeKB"), 0},
                                            {QStringLiteral("readRequestsCount"), f.readRequests},
                                            {QStringLiteral("cpRequestsCount"), 0},
                                            {QStringLiteral("writeRequestsCount"), f.writeRequests},
                                            {QStringLiteral("rootIndexSizeKB"), 0},
                                            {QStringLiteral("totalStaticIndexSizeKB"), 0},
                                            {QStringLiteral("totalStaticBloomSizeKB"), 0},
                                            {QStringLiteral("totalCompactingKVs"), 0},
                                            {QStringLiteral("currentCompactedKVs"), 0}});
            textRegions += "        " + full +
                           "\n            stores=" + QByteArray::number(t->schema().families.size()) +
                           "\n            storefileSizeMB=" + QByteArray::number(f.bytes / (1024 * 1024)) +
                           "\n            readRequestsCount=" + QByteArray::number(f.readRequests) +
                           "\n            writeRequestsCount=" + QByteArray::number(f.writeRequests) + "\n";
        }
    }
    const qint64 requests = m_log.size();
    if (type == kJson || isProtobuf(type)) {
        QJsonObject live{{QStringLiteral("name"), QString::fromLatin1(node)},
                         {QStringLiteral("startCode"), m_started},
                         {QStringLiteral("requests"), requests},
                         {QStringLiteral("heapSizeMB"), heap},
                         {QStringLiteral("maxHeapSizeMB"), maxHeap},
                         {QStringLiteral("Region"), regionsArray}};
        const QJsonObject status{{QStringLiteral("regions"), regionsArray.size()},
                                 {QStringLiteral("requests"), requests},
                                 {QStringLiteral("averageLoad"), double(regionsArray.size())},
                                 {QStringLiteral("LiveNodes"), QJsonArray{live}},
                                 {QStringLiteral("DeadNodes"), QJsonArray{}}};
        if (isProtobuf(type)) {
            return protobufResponse(clusterStatusProtobuf(status), type);
        }
        return jsonResponse(status);
    }
    Response r;
    r.contentType = kText;
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    r.body = QByteArray::number(regionsArray.size()) + " regions\n1 live servers\n    " + node +
             "\n        requests=" + QByteArray::number(requests) +
             ", regions=" + QByteArray::number(regionsArray.size()) +
             "\n\n        heapSizeMB=" + QByteArray::number(heap) +
             "\n        maxHeapSizeMB=" + QByteArray::number(maxHeap) + "\n\n" + textRegions +
             "0 dead servers\n";
    return r;
}

RestServer::Response RestServer::exists(const HttpRequest &request, const QString &tableName)
{
    if (negotiate(request, {kText, kXml, kJson, kProtobuf, kProtobufIetf, kOctet}).isEmpty()) {
        return notAcceptable();
    }
    if (!table(tableName)) {
        return notFound();
    }
    Response r;
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    return r;
}

RestServer::Response RestServer::regions(const HttpRequest &request, const QString &tableName)
{
    const QByteArray type = negotiate(request, {kText, kXml, kJson, kProtobuf, kProtobufIetf});
    if (type.isEmpty()) {
        return notAcceptable();
    }
    TableStore *store = table(tableName);
    if (!store) {
        return notFound();
    }
    const QString location = QStringLiteral("127.0.0.1:%1").arg(port());
    Response r;
    r.contentType = type;
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    QJsonArray regionsArray;
    QByteArray xml;
    QByteArray plain = tableName.toUtf8() + ":\n";
    QList<RegionEntry> entries;
    for (const RegionFigures &f : currentRegions(*store)) {
        const QByteArray name = regionName(tableName, f);
        entries.append(RegionEntry{name, f.startKey, f.endKey, f.id, location});
        regionsArray.append(
            QJsonObject{{QStringLiteral("id"), f.id},
                        {QStringLiteral("startKey"), QString::fromLatin1(f.startKey.toBase64())},
                        {QStringLiteral("endKey"), QString::fromLatin1(f.endKey.toBase64())},
                        {QStringLiteral("location"), location},
                        {QStringLiteral("name"), QString::fromUtf8(name)}});
        xml += "<Region endKey=\"" + f.endKey.toBase64() + "\" id=\"" + QByteArray::number(f.id) +
               "\" location=\"" + location.toUtf8() + "\" name=\"" +
               QString::fromUtf8(name).toHtmlEscaped().toUtf8() + "\" startKey=\"" + f.startKey.toBase64() +
               "\"/>";
        plain += "  " + name + "\n    location: " + location.toUtf8() + "\n    start key: " + f.startKey +
                 "\n    end key: " + f.endKey + "\n";
    }
    if (isProtobuf(type)) {
        r.body = tableInfoProtobuf(tableName, entries);
    } else if (type == kJson) {
        r.body = QJsonDocument(QJsonObject{{QStringLiteral("name"), tableName},
                                           {QStringLiteral("Region"), regionsArray}})
                     .toJson(QJsonDocument::Compact);
    } else if (type == kXml) {
        r.body = kXmlHeader + "<TableInfo name=\"" + tableName.toHtmlEscaped().toUtf8() + "\">" + xml +
                 "</TableInfo>";
    } else {
        r.body = plain;
    }
    return r;
}

RestServer::Response RestServer::schema(const HttpRequest &request, const QString &tableName)
{
    const QByteArray &method = request.method;
    if (method != "GET") {
        return schemaWrite(request, tableName);
    }
    const QByteArray type = negotiate(request, {kText, kXml, kJson, kProtobuf, kProtobufIetf});
    if (type.isEmpty()) {
        return notAcceptable();
    }
    TableStore *store = table(tableName);
    if (!store) {
        return notFound();
    }
    Response r;
    r.contentType = type;
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    if (isProtobuf(type)) {
        r.body = tableSchemaProtobuf(store->schema());
    } else if (type == kXml) {
        r.body = store->schema().toXml();
    } else if (type == kJson) {
        r.body = store->schema().toJson();
    } else {
        r.body = store->schema().toJson() + '\n';
    }
    return r;
}

RestServer::Response RestServer::schemaWrite(const HttpRequest &request, const QString &tableName)
{
    const QByteArray &method = request.method;
    if (auto refused = refuseWrite(method, m_options.readOnly)) {
        return *refused;
    }
    if (method == "DELETE") {
        auto it = m_tables.find(tableName);
        if (it == m_tables.end()) {
            return notFound();
        }
        m_tables.erase(it);
        Q_EMIT modified();
        return Response{};
    }
    const QByteArray type = contentTypeOf(request);
    if (type != kJson && !isProtobuf(type)) {
        return text(415, QByteArrayLiteral("Unsupported Media Type\r\n"));
    }
    auto parsed =
        isProtobuf(type) ? parseTableSchemaProtobuf(request.body) : Core::TableSchema::fromJson(request.body);
    if (!parsed) {
        return text(500, QByteArrayLiteral("Internal server error\r\n"));
    }
    Core::TableSchema schema = *parsed;
    schema.name = tableName; // the URL names the table; the body's name is ignored
    schema.fillDefaults();
    if (schema.families.isEmpty()) {
        return badRequest("a table needs at least one column family");
    }
    Response created;
    created.status = 201;
    created.headers.emplaceBack(QByteArrayLiteral("Location"), "http://" + request.host() + request.path);
    TableStore *store = table(tableName);
    if (!store) {
        // NamespaceNotFoundException is an IOException the gateway maps to 503.
        if (!m_namespaces.contains(namespaceOf(tableName))) {
            return unavailable();
        }
        addTable(std::make_unique<TableStore>(schema));
        Q_EMIT modified();
        return created;
    }
    if (method == "PUT") {
        store->setSchema(schema); // full replace: unlisted families go with their data
        Q_EMIT modified();
        return created;
    }
    // POST on an existing table: add or modify only the listed families. A modified family is
    // rebuilt from the attributes sent (the others take their defaults), as HBase does.
    Core::TableSchema merged = store->schema();
    for (const Core::ColumnSchema &family : std::as_const(schema.families)) {
        auto it = std::find_if(merged.families.begin(), merged.families.end(),
                               [&family](const Core::ColumnSchema &c) { return c.name == family.name; });
        if (it == merged.families.end()) {
            merged.families.append(family);
        } else {
            *it = family;
        }
    }
    store->setSchema(merged);
    Q_EMIT modified();
    return Response{};
}

RestServer::Response RestServer::namespaces(const HttpRequest &request, const QByteArray &rest)
{
    QByteArray path = rest;
    while (path.endsWith('/')) {
        path.chop(1);
    }
    const QList<QByteArray> parts = path.isEmpty() ? QList<QByteArray>() : path.split('/');
    if (parts.size() > 2 || (parts.size() == 2 && parts[1] != "tables")) {
        return notFound();
    }
    const QString ns =
        parts.isEmpty() ? QString() : QString::fromUtf8(urlDecode(parts[0], false).value_or(parts[0]));
    if (request.method != "GET") {
        if (parts.size() != 1) {
            return methodNotAllowed();
        }
        return namespaceWrite(request, ns);
    }
    const QByteArray type = negotiate(request, {kText, kXml, kJson, kProtobuf, kProtobufIetf});
    if (type.isEmpty()) {
        return notAcceptable();
    }
    Response r;
    r.contentType = type;
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    if (parts.isEmpty()) {
        QStringList names;
        for (const auto &[name, props] : m_namespaces) {
            names.append(name);
        }
        if (isProtobuf(type)) {
            r.body = namespacesProtobuf(names);
        } else if (type == kJson) {
            r.body =
                QJsonDocument(QJsonObject{{QStringLiteral("Namespace"), QJsonArray::fromStringList(names)}})
                    .toJson(QJsonDocument::Compact);
        } else if (type == kXml) {
            r.body = kXmlHeader + "<Namespaces>";
            for (const QString &n : names) {
                r.body += "<Namespace>" + n.toHtmlEscaped().toUtf8() + "</Namespace>";
            }
            r.body += "</Namespaces>";
        } else {
            r.body = names.join(u'\n').toUtf8() + '\n';
        }
        return r;
    }
    auto it = m_namespaces.find(ns);
    if (it == m_namespaces.end()) {
        // NamespaceNotFoundException escapes NamespacesInstanceResource.get unmapped: Jersey's 500
        // (HBase 2.6.1; tests/conformance/cases/clusterresources.json).
        return requestFailed(request);
    }
    if (parts.size() == 2) {
        QStringList tables;
        for (const auto &[name, t] : m_tables) {
            if (namespaceOf(name) == ns) {
                tables.append(qualifierOf(name));
            }
        }
        r.body = tableListBody(tables, type);
        return r;
    }
    QJsonObject props{{QStringLiteral("NAME"), ns}};
    for (auto p = it->second.cbegin(); p != it->second.cend(); ++p) {
        props.insert(p.key(), p.value());
    }
    if (isProtobuf(type)) {
        QMap<QString, QString> properties;
        for (auto p = props.begin(); p != props.end(); ++p) {
            properties.insert(p.key(), p.value().toString());
        }
        r.body = namespacePropertiesProtobuf(properties);
    } else if (type == kJson) {
        r.body =
            QJsonDocument(QJsonObject{{QStringLiteral("properties"), props}}).toJson(QJsonDocument::Compact);
    } else if (type == kXml) {
        r.body = kXmlHeader + "<NamespaceProperties>";
        for (auto p = props.begin(); p != props.end(); ++p) {
            r.body += "<properties><item><name>" + p.key().toHtmlEscaped().toUtf8() + "</name><value>" +
                      p.value().toString().toHtmlEscaped().toUtf8() + "</value></item></properties>";
        }
        r.body += "</NamespaceProperties>";
    } else {
        for (auto p = props.begin(); p != props.end(); ++p) {
            r.body += p.key().toUtf8() + '=' + p.value().toString().toUtf8() + '\n';
        }
    }
    return r;
}

RestServer::Response RestServer::namespaceWrite(const HttpRequest &request, const QString &ns)
{
    const QByteArray &method = request.method;
    if (auto refused = refuseWrite(method, m_options.readOnly)) {
        return *refused;
    }
    auto it = m_namespaces.find(ns);
    if (method == "DELETE") {
        if (it == m_namespaces.end()) {
            return notFound();
        }
        const bool builtIn = ns == QLatin1StringView("default") || ns == QLatin1StringView("hbase");
        const bool hasTables = std::any_of(m_tables.cbegin(), m_tables.cend(), [&ns](const auto &entry) {
            return namespaceOf(entry.first) == ns;
        });
        if (builtIn || hasTables) {
            return unavailable();
        }
        m_namespaces.erase(it);
        Q_EMIT modified();
        return Response{};
    }
    // The body is optional: {"properties":{"KEY":"VALUE"}}; a malformed one is a Jersey 500.
    QMap<QString, QString> properties;
    if (!request.body.isEmpty() && isProtobuf(contentTypeOf(request))) {
        auto parsed = parseNamespacePropertiesProtobuf(request.body);
        if (!parsed) {
            return text(500, QByteArrayLiteral("Internal server error\r\n"));
        }
        properties = *parsed;
    } else if (!request.body.isEmpty()) {
        if (contentTypeOf(request) != kJson) {
            return text(415, QByteArrayLiteral("Unsupported Media Type\r\n"));
        }
        const QJsonDocument doc = QJsonDocument::fromJson(request.body);
        if (!doc.isObject()) {
            return text(500, QByteArrayLiteral("Internal server error\r\n"));
        }
        const QJsonObject props = doc.object().value(QLatin1StringView("properties")).toObject();
        for (auto p = props.begin(); p != props.end(); ++p) {
            properties.insert(p.key(), p.value().toVariant().toString());
        }
    }
    if (method == "POST") {
        if (it != m_namespaces.end()) {
            return forbidden();
        }
        if (ns.isEmpty() || ns.contains(u':')) {
            return badRequest("illegal namespace name");
        }
        m_namespaces.emplace(ns, properties);
        Q_EMIT modified();
        Response created;
        created.status = 201;
        created.headers.emplaceBack(QByteArrayLiteral("Location"), "http://" + request.host() + request.path);
        return created;
    }
    if (it == m_namespaces.end()) {
        return forbidden();
    }
    it->second = properties;
    Q_EMIT modified();
    return Response{};
}

} // namespace Ei::Server
