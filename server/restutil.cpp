// Helpers of the HBase REST server: URL/key decoding, RowSpec parsing, content negotiation and
// CellSet bodies.
#include <algorithm>
#include <set>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamReader>

#include <core/hbase/cellsetprotobuf.h>

#include "restinternal.h"

namespace Ei::Server::Rest {

Response text(int status, const QByteArray &body)
{
    Response r;
    r.status = status;
    r.contentType = kText;
    r.body = body;
    return r;
}

Response notFound()
{
    return text(404, QByteArrayLiteral("Not found\r\n"));
}

Response forbidden()
{
    return text(403, QByteArrayLiteral("Forbidden\r\n"));
}

Response badRequest(const QByteArray &detail)
{
    return text(400,
                detail.isEmpty() ? QByteArrayLiteral("Bad request\r\n") : "Bad request: " + detail + "\r\n");
}

Response requestFailed(const HttpRequest &request)
{
    Response r;
    r.status = 500;
    if (request.method != "GET" && request.method != "POST" && request.method != "HEAD") {
        return r;
    }
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "must-revalidate,no-cache,no-store");
    static const QByteArray servlet =
        QByteArrayLiteral("org.apache.hbase.thirdparty.org.glassfish.jersey.servlet.ServletContainer-1");
    const QByteArray type =
        negotiate(request, {QByteArrayLiteral("text/html"), kJson, QByteArrayLiteral("text/json"), kText});
    if (type == kJson || type == "text/json") {
        r.contentType = type;
        // The path as a JSON string: the array's only element, brackets removed.
        const QByteArray url = QJsonDocument(QJsonArray{QString::fromUtf8(request.path)})
                                   .toJson(QJsonDocument::Compact)
                                   .chopped(1)
                                   .mid(1);
        r.body = "{\n\"servlet\":\"" + servlet + "\",\n\"message\":\"Request failed.\",\n\"url\":" + url +
                 ",\n\"status\":\"500\"\n}";
    } else if (type == kText) {
        r.contentType = "text/plain;charset=iso-8859-1";
        r.body = "HTTP ERROR 500 Request failed.\nURI: " + request.path +
                 "\nSTATUS: 500\nMESSAGE: Request "
                 "failed.\nSERVLET: " +
                 servlet + '\n';
    } else if (type == "text/html") {
        r.contentType = "text/html;charset=iso-8859-1";
        r.body =
            "<html>\n<head>\n<meta http-equiv=\"Content-Type\" content=\"text/html;charset=ISO-8859-1\"/>\n"
            "<title>Error 500 Request failed.</title>\n</head>\n<body><h2>HTTP ERROR 500 Request "
            "failed.</h2>\n<table>\n<tr><th>URI:</th><td>" +
            QString::fromUtf8(request.path).toHtmlEscaped().toUtf8() +
            "</td></tr>\n<tr><th>STATUS:</th><td>500</td></tr>\n<tr><th>MESSAGE:</th><td>Request "
            "failed.</td></tr>\n<tr><th>SERVLET:</th><td>" +
            servlet + "</td></tr>\n</table>\n\n</body>\n</html>\n";
    }
    return r;
}

std::optional<QByteArray> urlDecode(QByteArrayView raw, bool plusIsSpace)
{
    QByteArray bytes;
    bytes.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == '+' && plusIsSpace) {
            bytes.append(' ');
        } else if (c == '%') {
            const auto hex = [](char h) {
                return h >= '0' && h <= '9'   ? h - '0'
                       : h >= 'a' && h <= 'f' ? h - 'a' + 10
                       : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                              : -1;
            };
            if (i + 2 >= raw.size() || hex(raw[i + 1]) < 0 || hex(raw[i + 2]) < 0) {
                return std::nullopt;
            }
            bytes.append(char(hex(raw[i + 1]) * 16 + hex(raw[i + 2])));
            i += 2;
        } else {
            bytes.append(c);
        }
    }
    // new String(bytes, UTF-8) then getBytes(UTF-8): invalid sequences become U+FFFD.
    return QString::fromUtf8(bytes).toUtf8();
}

QList<std::pair<QByteArray, QByteArray>> parseQuery(const QByteArray &rawQuery)
{
    QList<std::pair<QByteArray, QByteArray>> out;
    for (const QByteArray &part : rawQuery.split('&')) {
        if (part.isEmpty()) {
            continue;
        }
        const qsizetype eq = part.indexOf('=');
        const QByteArray name = eq < 0 ? part : part.left(eq);
        const QByteArray value = eq < 0 ? QByteArray() : part.mid(eq + 1);
        out.append({urlDecode(name).value_or(name), urlDecode(value).value_or(value)});
    }
    return out;
}

QByteArray queryValue(const QList<std::pair<QByteArray, QByteArray>> &query, QByteArrayView name,
                      const QByteArray &fallback)
{
    for (const auto &[k, v] : query) {
        if (k == name) {
            return v;
        }
    }
    return fallback;
}

bool hasQuery(const QList<std::pair<QByteArray, QByteArray>> &query, QByteArrayView name)
{
    return std::any_of(query.cbegin(), query.cend(), [name](const auto &p) { return p.first == name; });
}

std::optional<KeyEncoding> keyEncodingOf(const HttpRequest &request,
                                         const QList<std::pair<QByteArray, QByteArray>> &query)
{
    // The Encoding header wins over the e parameter.
    QByteArray value = request.header("encoding");
    if (value.isEmpty()) {
        value = queryValue(query, "e");
    }
    value = value.toLower();
    if (value.isEmpty()) {
        return KeyEncoding::None;
    }
    if (value == "b64" || value == "base64" || value == "b64url" || value == "base64url") {
        return KeyEncoding::Base64Url;
    }
    if (value == "b64basic" || value == "base64basic") {
        return KeyEncoding::Base64Basic;
    }
    return std::nullopt;
}

std::optional<QByteArray> decodeKey(const QByteArray &text, KeyEncoding encoding)
{
    if (encoding == KeyEncoding::None) {
        return text;
    }
    const auto options =
        (encoding == KeyEncoding::Base64Url ? QByteArray::Base64UrlEncoding : QByteArray::Base64Encoding) |
        QByteArray::AbortOnBase64DecodingErrors;
    auto decoded = QByteArray::fromBase64Encoding(text, options);
    if (!decoded) {
        return std::nullopt;
    }
    return *decoded;
}

Core::Result<RowSpec> parseRowSpec(QByteArrayView raw, KeyEncoding encoding, bool exactTimestamp)
{
    const auto invalid = [](const QString &why) {
        return fail(Core::ErrorKind::BadRequest, QStringLiteral("invalid row specification: %1").arg(why));
    };
    RowSpec spec;
    qsizetype i = 0;
    while (i < raw.size() && raw[i] == '/') {
        ++i;
    }
    // Row keys: up to the first '/', split at the first ','.
    const qsizetype rowEnd = raw.indexOf('/', i) < 0 ? raw.size() : raw.indexOf('/', i);
    const QByteArrayView rowPart = raw.sliced(i, rowEnd - i);
    i = rowEnd + 1;
    const qsizetype comma = rowPart.indexOf(',');
    auto start = urlDecode(comma < 0 ? rowPart : rowPart.first(comma));
    std::optional<QByteArray> end;
    if (comma >= 0) {
        end = urlDecode(rowPart.sliced(comma + 1));
        if (!end) {
            return invalid(QStringLiteral("malformed percent escape in the end row"));
        }
    }
    if (!start) {
        return invalid(QStringLiteral("malformed percent escape in the row"));
    }
    if (start->isEmpty()) {
        return invalid(QStringLiteral("the row key is empty"));
    }
    if (start->endsWith('*')) {
        if (end) {
            return invalid(QStringLiteral("start row specified with wildcard"));
        }
        auto prefix = decodeKey(start->chopped(1), encoding);
        if (!prefix) {
            return invalid(QStringLiteral("the row is not valid base64"));
        }
        spec.row = *prefix;
        spec.endRow = *prefix + char(0xff);
        spec.glob = true;
    } else {
        auto key = decodeKey(*start, encoding);
        if (!key) {
            return invalid(QStringLiteral("the row is not valid base64"));
        }
        spec.row = *key;
        if (end) {
            auto endKey = decodeKey(*end, encoding);
            if (!endKey) {
                return invalid(QStringLiteral("the end row is not valid base64"));
            }
            spec.endRow = *endKey;
        }
    }
    // Columns: up to the next '/', split at ','.
    std::set<QByteArray> columns;
    if (i < raw.size()) {
        const qsizetype colEnd = raw.indexOf('/', i) < 0 ? raw.size() : raw.indexOf('/', i);
        const QByteArrayView colPart = raw.sliced(i, colEnd - i);
        i = colEnd + 1;
        if (!colPart.isEmpty()) {
            for (const QByteArray &piece : colPart.toByteArray().split(',')) {
                if (piece.isEmpty()) {
                    return invalid(QStringLiteral("an empty column"));
                }
                auto decoded = urlDecode(piece);
                if (!decoded) {
                    return invalid(QStringLiteral("malformed percent escape in a column"));
                }
                auto column = decodeKey(*decoded, encoding);
                if (!column) {
                    return invalid(QStringLiteral("a column is not valid base64"));
                }
                columns.insert(*column);
            }
        }
    }
    spec.columns = QList<QByteArray>(columns.begin(), columns.end());
    // Timestamps: ts or ts1,ts2 (never base64).
    if (i < raw.size()) {
        QByteArrayView tsPart = raw.sliced(i);
        if (const qsizetype slash = tsPart.indexOf('/'); slash >= 0) {
            tsPart = tsPart.first(slash);
        }
        if (!tsPart.isEmpty()) {
            const qsizetype tsComma = tsPart.indexOf(',');
            bool ok0 = false;
            bool ok1 = true;
            const qint64 t0 =
                urlDecode(tsComma < 0 ? tsPart : tsPart.first(tsComma)).value_or("x").toLongLong(&ok0);
            qint64 t1 = 0;
            if (tsComma >= 0) {
                t1 = urlDecode(tsPart.sliced(tsComma + 1)).value_or("x").toLongLong(&ok1);
            }
            if (!ok0 || !ok1) {
                return invalid(QStringLiteral("the timestamp is not a number"));
            }
            if (tsComma >= 0 && t1 != 0) {
                spec.timeRange = std::pair(t0, t1);
            } else {
                spec.timestamp = t0;
            }
        }
    }
    Q_UNUSED(exactTimestamp);
    return spec;
}

ReadSpec readSpecOf(const RowSpec &spec, bool exactTimestamp)
{
    ReadSpec read;
    read.columns = spec.columns;
    read.maxVersions = spec.maxVersions;
    if (spec.timeRange) {
        read.minTimestamp = spec.timeRange->first;
        read.maxTimestamp = spec.timeRange->second;
    } else if (spec.timestamp) {
        // HBASE-29195 made /ts exact; before it meant "strictly older than ts".
        if (exactTimestamp) {
            read.minTimestamp = *spec.timestamp;
            read.maxTimestamp =
                *spec.timestamp == std::numeric_limits<qint64>::max() ? *spec.timestamp : *spec.timestamp + 1;
        } else {
            read.minTimestamp = 0;
            read.maxTimestamp = *spec.timestamp;
        }
    }
    return read;
}

QByteArray negotiate(const HttpRequest &request, const QList<QByteArray> &produced)
{
    const QByteArray accept = request.header("accept").trimmed();
    if (accept.isEmpty()) {
        return produced.value(0);
    }
    struct Choice
    {
        QByteArray type;
        double q;
        int order;
    };
    QList<Choice> choices;
    int order = 0;
    for (const QByteArray &part : accept.split(',')) {
        const QList<QByteArray> params = part.split(';');
        Choice c{params.value(0).trimmed().toLower(), 1.0, order++};
        for (qsizetype k = 1; k < params.size(); ++k) {
            const QByteArray p = params.at(k).trimmed();
            if (p.startsWith("q=")) {
                c.q = p.mid(2).toDouble();
            }
        }
        if (!c.type.isEmpty() && c.q > 0) {
            choices.append(c);
        }
    }
    std::stable_sort(choices.begin(), choices.end(),
                     [](const Choice &a, const Choice &b) { return a.q > b.q; });
    for (const Choice &c : std::as_const(choices)) {
        if (c.type == "*/*" || c.type == "*") {
            return produced.value(0);
        }
        if (c.type.endsWith("/*")) {
            const QByteArray major = c.type.chopped(1);
            for (const QByteArray &p : produced) {
                if (p.startsWith(major)) {
                    return p;
                }
            }
            continue;
        }
        if (produced.contains(c.type)) {
            return c.type;
        }
    }
    return {};
}

QByteArray contentTypeOf(const HttpRequest &request)
{
    QByteArray type = request.header("content-type");
    if (const qsizetype semi = type.indexOf(';'); semi >= 0) {
        type.truncate(semi);
    }
    return type.trimmed().toLower();
}

QByteArray cellSetXml(const Core::CellSet &rows)
{
    QByteArray out =
        QByteArrayLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><CellSet>");
    for (const Core::Row &row : rows) {
        out += "<Row key=\"";
        Core::appendBase64(out, row.key);
        out += "\">";
        for (const Core::Cell &c : row.cells) {
            out += "<Cell column=\"";
            Core::appendBase64(out, c.column);
            out += "\" timestamp=\"" + QByteArray::number(c.timestamp) + "\">";
            Core::appendBase64(out, c.value);
            out += "</Cell>";
        }
        out += "</Row>";
    }
    out += "</CellSet>";
    return out;
}

QByteArray tableListBody(const QStringList &names, const QByteArray &mediaType)
{
    if (isProtobuf(mediaType)) {
        return tableListProtobuf(names);
    }
    QByteArray body;
    if (mediaType == kJson) {
        QJsonArray tables;
        for (const QString &n : names) {
            tables.append(QJsonObject{{QStringLiteral("name"), n}});
        }
        body = QJsonDocument(QJsonObject{{QStringLiteral("table"), tables}}).toJson(QJsonDocument::Compact);
    } else if (mediaType == kXml) {
        body = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><TableList>";
        for (const QString &n : names) {
            body += "<table name=\"" + n.toHtmlEscaped().toUtf8() + "\"/>";
        }
        body += "</TableList>";
    } else {
        for (const QString &n : names) {
            body += n.toUtf8() + '\n';
        }
    }
    return body;
}

Response cellSetResponse(const Core::CellSet &rows, const QByteArray &mediaType)
{
    Response r;
    r.contentType = mediaType;
    if (mediaType == kXml) {
        r.body = cellSetXml(rows);
    } else if (isProtobuf(mediaType)) {
        Core::appendCellSetProtobuf(r.body, rows);
    } else {
        r.contentType = kJson;
        Core::appendCellSetJson(r.body, rows, Core::JsonMemberOrder::Gateway);
    }
    return r;
}

namespace {

Core::Result<QByteArray> base64Value(const QJsonValue &v, const char *what)
{
    if (!v.isString()) {
        return fail(
            Core::ErrorKind::InvalidInput,
            QStringLiteral("the CellSet's \"%1\" is not a base64 string").arg(QLatin1StringView(what)));
    }
    auto decoded =
        QByteArray::fromBase64Encoding(v.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        return fail(Core::ErrorKind::InvalidInput,
                    QStringLiteral("the CellSet's \"%1\" is not valid base64").arg(QLatin1StringView(what)));
    }
    return *decoded;
}

Core::Result<QList<InRow>> parseJsonCellSet(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        return fail(Core::ErrorKind::InvalidInput, QStringLiteral("the CellSet is not a JSON object"));
    }
    QList<InRow> rows;
    const QJsonObject o = doc.object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != QLatin1StringView("Row")) {
            return fail(Core::ErrorKind::InvalidInput,
                        QStringLiteral("unknown CellSet property \"%1\"").arg(it.key()));
        }
    }
    // Jackson maps nothing else onto CellSetModel: a "Row" that is not an array of objects (or a
    // "Cell" not an array of objects) is a malformed entity, not an empty put answered 200.
    const QJsonValue rowsValue = o.value(QLatin1StringView("Row"));
    if (!rowsValue.isUndefined() && !rowsValue.isArray()) {
        return fail(Core::ErrorKind::InvalidInput, QStringLiteral("the CellSet's \"Row\" is not an array"));
    }
    for (const QJsonValue &rv : rowsValue.toArray()) {
        if (!rv.isObject()) {
            return fail(Core::ErrorKind::InvalidInput, QStringLiteral("a Row is not a JSON object"));
        }
        const QJsonObject ro = rv.toObject();
        InRow row;
        for (auto it = ro.begin(); it != ro.end(); ++it) {
            if (it.key() == QLatin1StringView("key")) {
                auto key = base64Value(it.value(), "key");
                if (!key) {
                    return std::unexpected(key.error());
                }
                row.key = *key;
            } else if (it.key() == QLatin1StringView("Cell")) {
                if (!it.value().isArray()) {
                    return fail(Core::ErrorKind::InvalidInput,
                                QStringLiteral("a Row's \"Cell\" is not an array"));
                }
                for (const QJsonValue &cv : it.value().toArray()) {
                    if (!cv.isObject()) {
                        return fail(Core::ErrorKind::InvalidInput,
                                    QStringLiteral("a Cell is not a JSON object"));
                    }
                    const QJsonObject co = cv.toObject();
                    InCell cell;
                    for (auto ci = co.begin(); ci != co.end(); ++ci) {
                        if (ci.key() == QLatin1StringView("column")) {
                            auto column = base64Value(ci.value(), "column");
                            if (!column) {
                                return std::unexpected(column.error());
                            }
                            cell.column = *column;
                        } else if (ci.key() == QLatin1StringView("$")) {
                            auto value = base64Value(ci.value(), "$");
                            if (!value) {
                                return std::unexpected(value.error());
                            }
                            cell.value = *value;
                        } else if (ci.key() == QLatin1StringView("timestamp")) {
                            bool ok = ci.value().isDouble();
                            cell.timestamp =
                                ok ? ci.value().toInteger() : ci.value().toString().toLongLong(&ok);
                            if (!ok) {
                                return fail(Core::ErrorKind::InvalidInput,
                                            QStringLiteral("a cell timestamp is not a number"));
                            }
                        } else {
                            return fail(Core::ErrorKind::InvalidInput,
                                        QStringLiteral("unknown Cell property \"%1\"").arg(ci.key()));
                        }
                    }
                    row.cells.append(std::move(cell));
                }
            } else {
                return fail(Core::ErrorKind::InvalidInput,
                            QStringLiteral("unknown Row property \"%1\"").arg(it.key()));
            }
        }
        rows.append(std::move(row));
    }
    return rows;
}

Core::Result<QList<InRow>> parseXmlCellSet(const QByteArray &body)
{
    QXmlStreamReader xml(body);
    QList<InRow> rows;
    const auto b64 = [](QStringView text) {
        return QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    };
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) {
            continue;
        }
        if (xml.name() == QLatin1StringView("Row")) {
            InRow row;
            if (xml.attributes().hasAttribute(QLatin1StringView("key"))) {
                auto key = b64(xml.attributes().value(QLatin1StringView("key")));
                if (!key) {
                    return fail(Core::ErrorKind::InvalidInput,
                                QStringLiteral("a row key is not valid base64"));
                }
                row.key = *key;
            }
            rows.append(row);
        } else if (xml.name() == QLatin1StringView("Cell")) {
            if (rows.isEmpty()) {
                return fail(Core::ErrorKind::InvalidInput, QStringLiteral("a Cell is outside a Row"));
            }
            InCell cell;
            const auto attrs = xml.attributes();
            if (attrs.hasAttribute(QLatin1StringView("column"))) {
                auto column = b64(attrs.value(QLatin1StringView("column")));
                if (!column) {
                    return fail(Core::ErrorKind::InvalidInput,
                                QStringLiteral("a column is not valid base64"));
                }
                cell.column = *column;
            }
            if (attrs.hasAttribute(QLatin1StringView("timestamp"))) {
                bool ok = false;
                cell.timestamp = attrs.value(QLatin1StringView("timestamp")).toLongLong(&ok);
                if (!ok) {
                    return fail(Core::ErrorKind::InvalidInput,
                                QStringLiteral("a cell timestamp is not a number"));
                }
            }
            auto value = b64(xml.readElementText());
            if (!value) {
                return fail(Core::ErrorKind::InvalidInput,
                            QStringLiteral("a cell value is not valid base64"));
            }
            cell.value = *value;
            rows.last().cells.append(std::move(cell));
        }
    }
    if (xml.hasError()) {
        return fail(Core::ErrorKind::InvalidInput, QStringLiteral("the CellSet is not well-formed XML"));
    }
    return rows;
}

} // namespace

Core::Result<QList<InRow>> parseCellSetBody(const QByteArray &body, const QByteArray &mediaType)
{
    if (isProtobuf(mediaType)) {
        return parseCellSetProtobuf(body);
    }
    return mediaType == kXml ? parseXmlCellSet(body) : parseJsonCellSet(body);
}

int columnParts(QByteArrayView column)
{
    return column.contains(':') ? 2 : 1;
}

} // namespace Ei::Server::Rest
