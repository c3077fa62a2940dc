#pragma once

// Helpers shared by the REST server's resource files; not API.

#include <limits>
#include <memory>
#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QStringList>

#include <core/hbase/cellset.h>
#include <core/hbase/tableschema.h>
#include <server/httpserver.h>
#include <server/restserver.h>
#include <server/scanfilter.h>

namespace Ei::Server {

// /{table}/{row}[,{end}][/{col,...}][/{ts}|/{ts1},{ts2}] after URL decoding (and base64 with e=b64),
// hbase-rest.md §3.1.
struct RowSpec
{
    QByteArray row;
    std::optional<QByteArray> endRow; // exclusive
    bool glob = false;                // row was "prefix*": endRow = prefix + 0xFF
    QList<QByteArray> columns;        // byte-sorted, unique (a TreeSet in HBase)
    std::optional<qint64> timestamp;  // single /ts segment
    std::optional<std::pair<qint64, qint64>> timeRange;
    int maxVersions = 1;
    bool hasVersions = false;
};

namespace Rest {

using Response = RestServer::Response;

Response text(int status, const QByteArray &body);
Response notFound();
Response forbidden();
Response badRequest(const QByteArray &detail = {});
// HBase's answer when a resource throws an exception Jersey does not map (a missing namespace, the
// locator of a stateless scan on a missing table, a body Jackson cannot read): 500 with Jetty's
// error page, which for GET, POST and HEAD is JSON, HTML or text as the Accept header asks (none
// for other types) and for other methods has no body, as HBase 2.6.1 answers.
Response requestFailed(const HttpRequest &request);

// java.net.URLDecoder + new String(UTF-8) + getBytes(UTF-8): '+' is a space when plusIsSpace,
// invalid UTF-8 becomes U+FFFD. nullopt for a malformed escape.
std::optional<QByteArray> urlDecode(QByteArrayView raw, bool plusIsSpace = true);
// Query parameters in order, names and values decoded.
QList<std::pair<QByteArray, QByteArray>> parseQuery(const QByteArray &rawQuery);
QByteArray queryValue(const QList<std::pair<QByteArray, QByteArray>> &query, QByteArrayView name,
                      const QByteArray &fallback = {});
bool hasQuery(const QList<std::pair<QByteArray, QByteArray>> &query, QByteArrayView name);

enum class KeyEncoding
{
    None,
    Base64Url,   // b64, base64, b64url, base64url
    Base64Basic, // b64basic, base64basic
};
std::optional<KeyEncoding> keyEncodingOf(const HttpRequest &request,
                                         const QList<std::pair<QByteArray, QByteArray>> &query);
std::optional<QByteArray> decodeKey(const QByteArray &text, KeyEncoding encoding);

// Parses a raw (still percent-encoded) row spec; exactTimestamp selects HBASE-29195 semantics.
Core::Result<RowSpec> parseRowSpec(QByteArrayView raw, KeyEncoding encoding, bool exactTimestamp);
// The read a RowSpec describes.
ReadSpec readSpecOf(const RowSpec &spec, bool exactTimestamp);

// The media type to answer with among `produced` (in preference order), or empty for 406.
QByteArray negotiate(const HttpRequest &request, const QList<QByteArray> &produced);
// The request body's media type without parameters, lower-case; empty when absent.
QByteArray contentTypeOf(const HttpRequest &request);

QByteArray cellSetXml(const Core::CellSet &rows);
// A TableListModel (the answer of / and of /namespaces/NS/tables) in `mediaType`: protobuf, JSON,
// XML, else plain text, a name a line as its toString() writes it.
QByteArray tableListBody(const QStringList &names, const QByteArray &mediaType);
Response cellSetResponse(const Core::CellSet &rows, const QByteArray &mediaType);

// A CellSet as a client sent it: key, column and timestamp may be missing (taken from the URL or
// the server's clock).
struct InCell
{
    std::optional<QByteArray> column;
    qint64 timestamp = Core::Cell::kNoTimestamp;
    QByteArray value;
};
struct InRow
{
    std::optional<QByteArray> key;
    QList<InCell> cells;
};
// JSON or XML CellSet bodies; errors are malformed-entity errors.
Core::Result<QList<InRow>> parseCellSetBody(const QByteArray &body, const QByteArray &mediaType);

// The filter-language filter of a stateless scan or multiget (hbase-rest.md §2.4): `filter_b64`
// (URL-safe base64, read before percent-decoding, as its @Encoded parameter is; it wins) when
// b64Known, else `filter`. nullptr without one; BadRequest when malformed.
Core::Result<std::unique_ptr<ScanFilter>>
queryFilter(const HttpRequest &request, const QList<std::pair<QByteArray, QByteArray>> &query, bool b64Known);

// application/x-protobuf (server/restprotobuf.cpp; the messages of core/hbase/proto/hbaserest.proto).
// An answer with Cache-Control: no-cache, as the admin resources send.
Response protobufResponse(QByteArray body, const QByteArray &mediaType);
QByteArray tableListProtobuf(const QStringList &names);
QByteArray namespacesProtobuf(const QStringList &names);
QByteArray namespacePropertiesProtobuf(const QMap<QString, QString> &properties);
Core::Result<QMap<QString, QString>> parseNamespacePropertiesProtobuf(const QByteArray &body);
struct VersionFields
{
    QString rest, jvm, os, server, jersey;
    QString version; // empty: left out (before HBASE-28645)
};
QByteArray versionProtobuf(const VersionFields &fields);
struct RegionEntry
{
    QByteArray name;
    QByteArray startKey;
    QByteArray endKey;
    qint64 id = 0;
    QString location;
};
QByteArray tableInfoProtobuf(const QString &table, const QList<RegionEntry> &regions);
// From the JSON object statusCluster builds (LiveNodes, DeadNodes, regions, requests, averageLoad).
QByteArray clusterStatusProtobuf(const QJsonObject &status);
QByteArray tableSchemaProtobuf(const Core::TableSchema &schema);
Core::Result<Core::TableSchema> parseTableSchemaProtobuf(const QByteArray &body);
Core::Result<QList<InRow>> parseCellSetProtobuf(const QByteArray &body);
// A scanner's description (ScannerModel), from JSON, XML or protobuf.
struct ScannerFields
{
    QByteArray startRow;
    QByteArray endRow;
    QList<QByteArray> columns;
    int batch = std::numeric_limits<int>::max();
    qint64 startTime = 0;
    qint64 endTime = std::numeric_limits<qint64>::max();
    int maxVersions = std::numeric_limits<int>::max();
    QByteArray filter;
    qint64 limit = -1;
    bool includeStartRow = true;
    bool includeStopRow = false;
};
// `limit` is read only when the emulated version knows it (3.0), as HBase ignores a field its
// message definition lacks.
Core::Result<ScannerFields> parseScannerProtobuf(const QByteArray &body, bool knowsLimit);
bool isProtobuf(const QByteArray &mediaType);

// Columns ("family:qualifier") split like CellUtil.parseColumn: 1 part without ':', else 2.
int columnParts(QByteArrayView column);

inline const QByteArray kJson = QByteArrayLiteral("application/json");
inline const QByteArray kXml = QByteArrayLiteral("text/xml");
inline const QByteArray kText = QByteArrayLiteral("text/plain");
inline const QByteArray kOctet = QByteArrayLiteral("application/octet-stream");
inline const QByteArray kProtobuf = QByteArrayLiteral("application/x-protobuf");
inline const QByteArray kProtobufIetf = QByteArrayLiteral("application/protobuf");

} // namespace Rest
} // namespace Ei::Server
