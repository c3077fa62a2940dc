// Stateful scanners (/{table}/scanner[/{id}]) and stateless scans (/{table}/* and /{table}/prefix*),
// hbase-rest.md §3.5-§3.6.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QXmlStreamReader>

#include <core/hbase/cellsetprotobuf.h>

#include "filterlanguage.h"
#include "restinternal.h"
#include "scanfilter.h"

namespace Ei::Server {

using namespace Rest;

namespace {

// ScannerModel from JSON; unknown properties fail like Jackson's FAIL_ON_UNKNOWN_PROPERTIES.
using ScannerModel = ScannerFields;

Core::Result<QByteArray> b64(const QJsonValue &v)
{
    auto decoded =
        QByteArray::fromBase64Encoding(v.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!v.isString() || !decoded) {
        return fail(Core::ErrorKind::BadRequest, QStringLiteral("not base64"));
    }
    return *decoded;
}

Core::Result<qint64> number(const QJsonValue &v)
{
    bool ok = v.isDouble();
    const qint64 n = ok ? v.toInteger() : v.toString().toLongLong(&ok);
    if (!ok) {
        return fail(Core::ErrorKind::BadRequest, QStringLiteral("not a number"));
    }
    return n;
}

Core::Result<ScannerModel> parseScannerJson(const QByteArray &body, bool knowsLimit, bool knowsInclude)
{
    const auto bad = [](const QString &why) { return fail(Core::ErrorKind::BadRequest, why); };
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        return bad(QStringLiteral("the Scanner is not a JSON object"));
    }
    ScannerModel m;
    const QJsonObject o = doc.object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString &k = it.key();
        const QJsonValue v = it.value();
        if (k == QLatin1StringView("startRow") || k == QLatin1StringView("endRow")) {
            auto bytes = b64(v);
            if (!bytes) {
                return std::unexpected(bytes.error());
            }
            (k == QLatin1StringView("startRow") ? m.startRow : m.endRow) = *bytes;
        } else if (k == QLatin1StringView("column")) {
            for (const QJsonValue &c : v.toArray()) {
                auto bytes = b64(c);
                if (!bytes) {
                    return std::unexpected(bytes.error());
                }
                m.columns.append(*bytes);
            }
        } else if (k == QLatin1StringView("batch") || k == QLatin1StringView("maxVersions") ||
                   k == QLatin1StringView("caching") || k == QLatin1StringView("startTime") ||
                   k == QLatin1StringView("endTime") || (k == QLatin1StringView("limit") && knowsLimit)) {
            auto n = number(v);
            if (!n) {
                return std::unexpected(n.error());
            }
            if (k == QLatin1StringView("batch")) {
                m.batch = int(std::clamp<qint64>(*n, 1, std::numeric_limits<int>::max()));
            } else if (k == QLatin1StringView("maxVersions")) {
                m.maxVersions = int(std::clamp<qint64>(*n, 1, std::numeric_limits<int>::max()));
            } else if (k == QLatin1StringView("startTime")) {
                m.startTime = *n;
            } else if (k == QLatin1StringView("endTime")) {
                m.endTime = *n;
            } else if (k == QLatin1StringView("limit")) {
                m.limit = *n;
            }
        } else if (k == QLatin1StringView("filter")) {
            if (!v.isString()) {
                return bad(QStringLiteral("the Scanner's filter must be a JSON string"));
            }
            m.filter = v.toString().toUtf8();
        } else if (k == QLatin1StringView("labels") || k == QLatin1StringView("cacheBlocks")) {
            // accepted and without effect here
        } else if ((k == QLatin1StringView("includeStartRow") || k == QLatin1StringView("includeStopRow")) &&
                   knowsInclude) {
            (k == QLatin1StringView("includeStartRow") ? m.includeStartRow : m.includeStopRow) = v.toBool();
        } else {
            return bad(QStringLiteral("unknown Scanner property \"%1\"").arg(k));
        }
    }
    return m;
}

Core::Result<ScannerModel> parseScannerXml(const QByteArray &body, bool knowsLimit, bool knowsInclude)
{
    ScannerModel m;
    QXmlStreamReader xml(body);
    const auto bytes = [](QStringView s) {
        return QByteArray::fromBase64Encoding(s.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    };
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) {
            continue;
        }
        if (xml.name() == QLatin1StringView("Scanner")) {
            const auto a = xml.attributes();
            const auto attr = [&a](const char *n) { return a.value(QLatin1StringView(n)); };
            if (a.hasAttribute(QLatin1StringView("startRow"))) {
                auto v = bytes(attr("startRow"));
                if (!v) {
                    return fail(Core::ErrorKind::BadRequest, QStringLiteral("startRow is not base64"));
                }
                m.startRow = *v;
            }
            if (a.hasAttribute(QLatin1StringView("endRow"))) {
                auto v = bytes(attr("endRow"));
                if (!v) {
                    return fail(Core::ErrorKind::BadRequest, QStringLiteral("endRow is not base64"));
                }
                m.endRow = *v;
            }
            if (a.hasAttribute(QLatin1StringView("batch"))) {
                m.batch = std::max(1, attr("batch").toInt());
            }
            if (a.hasAttribute(QLatin1StringView("maxVersions"))) {
                m.maxVersions = std::max(1, attr("maxVersions").toInt());
            }
            if (a.hasAttribute(QLatin1StringView("startTime"))) {
                m.startTime = attr("startTime").toLongLong();
            }
            if (a.hasAttribute(QLatin1StringView("endTime"))) {
                m.endTime = attr("endTime").toLongLong();
            }
            if (knowsLimit && a.hasAttribute(QLatin1StringView("limit"))) {
                m.limit = attr("limit").toLongLong();
            }
            if (knowsInclude && a.hasAttribute(QLatin1StringView("includeStartRow"))) {
                m.includeStartRow = attr("includeStartRow") == QLatin1StringView("true");
            }
            if (knowsInclude && a.hasAttribute(QLatin1StringView("includeStopRow"))) {
                m.includeStopRow = attr("includeStopRow") == QLatin1StringView("true");
            }
        } else if (xml.name() == QLatin1StringView("column")) {
            auto v = bytes(xml.readElementText());
            if (!v) {
                return fail(Core::ErrorKind::BadRequest, QStringLiteral("a column is not base64"));
            }
            m.columns.append(*v);
        } else if (xml.name() == QLatin1StringView("filter")) {
            m.filter = xml.readElementText().toUtf8();
        }
    }
    if (xml.hasError()) {
        return fail(Core::ErrorKind::BadRequest, QStringLiteral("the Scanner is not well-formed XML"));
    }
    return m;
}

} // namespace

RestServer::Response RestServer::scannerCreate(const HttpRequest &request, const QString &tableName)
{
    const QByteArray type = contentTypeOf(request);
    if (type != kJson && type != kXml && !isProtobuf(type)) {
        return text(415, QByteArrayLiteral("Unsupported Media Type\r\n"));
    }
    if (m_options.readOnly) {
        return forbidden();
    }
    const bool knowsLimit = feature({QStringLiteral("3.0.0")});
    const bool knowsInclude =
        feature({QStringLiteral("2.5.12"), QStringLiteral("2.6.3"), QStringLiteral("3.0.0")});
    // Malformed XML bodies and filters: 400 since HBASE-20614, 503 before.
    const bool badIs400 =
        feature({QStringLiteral("2.0.2"), QStringLiteral("2.1.1"), QStringLiteral("2.2.0")});
    const QByteArray body =
        request.body.trimmed().isEmpty() && type == kJson ? QByteArrayLiteral("{}") : request.body;
    auto model = type == kXml       ? parseScannerXml(body, knowsLimit, knowsInclude)
                 : isProtobuf(type) ? parseScannerProtobuf(body, knowsLimit)
                                    : parseScannerJson(body, knowsLimit, knowsInclude);
    if (!model) {
        // A JSON body Jackson cannot read (malformed, an unknown property, a filter that is not a
        // string, a field this version lacks) fails in Jersey's entity reader, before
        // ScannerResource.update could map it: Jersey's 500 on 2.x (HBase 2.6.1;
        // tests/conformance/cases/scannerresource.json), not hbase-rest.md §2.3's 400.
        if (type == kJson && feature({QStringLiteral("2.0.0")})) {
            return requestFailed(request);
        }
        return badIs400 ? badRequest() : text(503, QByteArrayLiteral("Unavailable\r\n"));
    }
    Scanner scanner;
    scanner.table = tableName;
    if (!model->filter.isEmpty()) {
        auto filter = parseScanFilter(model->filter);
        if (!filter) {
            return badIs400 ? badRequest() : text(503, QByteArrayLiteral("Unavailable\r\n"));
        }
        scanner.filter = std::move(*filter);
    }
    scanner.endRow = model->endRow;
    scanner.includeStopRow = model->includeStopRow;
    scanner.spec.columns = model->columns;
    scanner.spec.minTimestamp = model->startTime;
    scanner.spec.maxTimestamp = model->endTime;
    scanner.spec.maxVersions = model->maxVersions;
    scanner.batch = model->batch;
    scanner.limitRows = model->limit;
    scanner.resumeKey = model->startRow;
    scanner.resumeInclusive = model->includeStartRow;
    scanner.lastUsed = QDateTime::currentDateTimeUtc();
    expireScanners();
    const QString id = QString::number(QDateTime::currentMSecsSinceEpoch()) +
                       QString::number(QRandomGenerator::global()->generate(), 16).rightJustified(8, u'0');
    m_scanners[id] = std::move(scanner);
    Response r;
    r.status = 201;
    QByteArray host = request.host();
    if (host.isEmpty()) {
        host = "127.0.0.1:" + QByteArray::number(port());
    }
    QByteArray tablePath = request.path.mid(1);
    tablePath.truncate(tablePath.indexOf('/'));
    r.headers.emplaceBack(QByteArrayLiteral("Location"),
                          "http://" + host + '/' + tablePath + "/scanner/" + id.toLatin1());
    return r;
}

RestServer::Response RestServer::scannerNext(const HttpRequest &request, const QString &tableName,
                                             const QString &id)
{
    const QByteArray type = negotiate(request, {kXml, kJson, kOctet, kProtobuf, kProtobufIetf});
    if (type.isEmpty()) {
        return text(406, QByteArrayLiteral("Not Acceptable\r\n"));
    }
    auto it = m_scanners.find(id);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (it != m_scanners.end() &&
        (it->second.lastUsed.msecsTo(now) >= 1000 * qint64(m_options.scannerTtlSeconds) ||
         fault(m_options.scannerLossRate))) {
        // Expired after idling (hbase.rest.scannercache.expire.time), or forgotten: a restarted
        // gateway, another instance behind a load balancer.
        m_scanners.erase(it);
        it = m_scanners.end();
    }
    if (it == m_scanners.end() || it->second.table != tableName) {
        return notFound();
    }
    Scanner &s = it->second;
    if (fault(m_options.earlyEndRate)) {
        // ScannerResultGenerator treats an IOException while iterating as the end of the scan.
        s.exhausted = true;
        s.pending.reset();
    }
    s.lastUsed = now;
    TableStore *store = table(s.table);
    if (!store) {
        // HBASE-17603: the table is missing. The scanner stays until it is deleted or expires:
        // HBase answers its DELETE with 200 (TestScannerResource.testTableDoesNotExist, run by
        // tests/conformance against HBase 2.6.1).
        return notFound();
    }
    const auto query = parseQuery(request.query);
    qint64 cellLimit = s.batch;
    if (const qint64 c = queryValue(query, "c").toLongLong(); c > 0) {
        cellLimit = c;
    }
    qint64 rowLimit = queryValue(query, "n").toLongLong();
    if (type == kOctet) {
        cellLimit = 1; // one cell per call, in X-Row/X-Column/X-Timestamp
        rowLimit = 0;
    }

    Core::CellSet out;
    qint64 cells = 0;
    const auto emit = [&](Core::Row &row, qsizetype from) {
        const qsizetype room = qsizetype(std::min<qint64>(cellLimit - cells, row.cells.size() - from));
        const bool whole = from == 0 && room == row.cells.size();
        cells += room;
        if (whole) {
            out.append(std::move(row)); // the common case: no copy of the cell list
            s.pending.reset();
            s.pendingOffset = 0;
            return;
        }
        out.append(Core::Row{row.key, row.cells.mid(from, room)});
        if (from + room < row.cells.size()) {
            s.pending = row;
            s.pendingOffset = from + room;
        } else {
            s.pending.reset();
            s.pendingOffset = 0;
        }
    };
    if (s.pending) {
        Core::Row pending = *s.pending;
        emit(pending, s.pendingOffset);
    }
    if (!s.exhausted && !s.pending && cells < cellLimit && (rowLimit <= 0 || out.size() < rowLimit)) {
        store->scan(s.resumeKey, s.resumeInclusive, s.spec, [&](Core::Row &&row) {
            const int cmp = s.endRow.isEmpty() ? -1 : QByteArrayView(row.key).compare(s.endRow);
            if (cmp > 0 || (cmp == 0 && !s.includeStopRow)) {
                s.exhausted = true;
                return false;
            }
            s.resumeKey = row.key;
            s.resumeInclusive = false;
            if (s.filter) {
                if (s.filter->allRemainingFiltered()) {
                    s.exhausted = true;
                    return false;
                }
                const bool keep = s.filter->filterRow(row);
                if (!keep || row.cells.isEmpty()) {
                    if (s.filter->allRemainingFiltered()) {
                        s.exhausted = true;
                        return false;
                    }
                    return true;
                }
            }
            if (s.limitRows >= 0 && s.rowsDone >= s.limitRows) {
                s.exhausted = true;
                return false;
            }
            ++s.rowsDone;
            emit(row, 0);
            return cells < cellLimit && !s.pending && (rowLimit <= 0 || out.size() < rowLimit);
        });
        if (!s.pending && cells < cellLimit && (rowLimit <= 0 || out.size() < rowLimit)) {
            s.exhausted = true;
        }
    }
    if (cells == 0) {
        Response r;
        r.status = 204;
        return r;
    }
    if (type == kOctet) {
        const Core::Cell &c = out.first().cells.first();
        Response r;
        r.contentType = kOctet;
        r.body = c.value;
        r.headers = {{"Cache-Control", "no-cache"},
                     {"X-Row", out.first().key.toBase64()},
                     {"X-Column", c.column.toBase64()},
                     {"X-Timestamp", QByteArray::number(c.timestamp)}};
        return r;
    }
    Response r = cellSetResponse(out, type);
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    return r;
}

RestServer::Response RestServer::scannerDelete(const HttpRequest &, const QString &id)
{
    if (m_options.readOnly) {
        return forbidden();
    }
    auto it = m_scanners.find(id);
    if (it == m_scanners.end()) {
        // HBASE-28662: 404 from 2.5.9/2.6.1; older servers answered 200.
        if (feature({QStringLiteral("2.5.9"), QStringLiteral("2.6.1"), QStringLiteral("3.0.0")})) {
            return notFound();
        }
        return Response{};
    }
    m_scanners.erase(it);
    return Response{};
}

namespace Rest {

Core::Result<std::unique_ptr<ScanFilter>>
queryFilter(const HttpRequest &request, const QList<std::pair<QByteArray, QByteArray>> &query, bool b64Known)
{
    QByteArray text;
    bool given = false;
    if (b64Known) {
        // The raw value: filter_b64 is @Encoded, so a %3D is not padding but an invalid character.
        for (const QByteArray &part : request.query.split('&')) {
            if (part.startsWith("filter_b64=")) {
                auto decoded = QByteArray::fromBase64Encoding(
                    part.mid(11), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
                if (!decoded) {
                    return fail(Core::ErrorKind::BadRequest,
                                QStringLiteral("filter_b64 is not valid URL-safe base64"));
                }
                text = *decoded;
                given = true;
                break;
            }
        }
    }
    if (!given && hasQuery(query, "filter")) {
        text = queryValue(query, "filter");
        given = true;
    }
    if (!given) {
        return std::unique_ptr<ScanFilter>();
    }
    auto json = filterLanguageToJson(text);
    if (!json) {
        return std::unexpected(json.error());
    }
    return parseFilterLanguageJson(*json);
}

} // namespace Rest

RestServer::Response RestServer::statelessScan(const HttpRequest &request, const QString &tableName,
                                               const QByteArray &rawPrefix)
{
    const QByteArray type = negotiate(request, {kXml, kJson, kProtobuf, kProtobufIetf});
    if (type.isEmpty()) {
        return text(406, QByteArrayLiteral("Not Acceptable\r\n"));
    }
    TableStore *store = table(tableName);
    if (!store) {
        // TableResource.getScanResource turns the TableNotFoundException into an unmapped
        // exception: Jersey's 500 (HBase 2.6.1; tests/conformance/cases/tablescan.json).
        return requestFailed(request);
    }
    const auto query = parseQuery(request.query);
    auto filter = queryFilter(request, query,
                              feature({QStringLiteral("2.4.18"), QStringLiteral("2.5.9"),
                                       QStringLiteral("2.6.1"), QStringLiteral("3.0.0")}));
    if (!filter) {
        return badRequest(filter.error().message.toUtf8());
    }
    // The prefix comes from the decoded path (TableScanResource is not @Encoded).
    const QByteArray prefix = urlDecode(rawPrefix, false).value_or(rawPrefix);
    QByteArray start = hasQuery(query, "startrow") ? queryValue(query, "startrow") : prefix;
    const QByteArray end = queryValue(query, "endrow");
    ReadSpec read;
    for (const auto &[k, v] : query) {
        if (k == "column") {
            read.columns.append(v);
        }
    }
    bool ok = true;
    const qint64 limit = hasQuery(query, "limit") ? queryValue(query, "limit").toLongLong(&ok)
                                                  : std::numeric_limits<int>::max();
    bool versionsOk = true;
    read.maxVersions =
        hasQuery(query, "maxversions") ? queryValue(query, "maxversions").toInt(&versionsOk) : 1;
    const qint64 batch = hasQuery(query, "batchsize") ? queryValue(query, "batchsize").toLongLong() : -1;
    if (hasQuery(query, "starttime")) {
        read.minTimestamp = queryValue(query, "starttime").toLongLong();
    }
    if (hasQuery(query, "endtime")) {
        read.maxTimestamp = queryValue(query, "endtime").toLongLong();
    }
    const bool knowsInclude =
        feature({QStringLiteral("2.5.12"), QStringLiteral("2.6.3"), QStringLiteral("3.0.0")});
    const bool includeStart = !knowsInclude || queryValue(query, "includeStartRow", "true") == "true";
    const bool includeStop = knowsInclude && queryValue(query, "includeStopRow") == "true";
    if (!ok || !versionsOk) {
        // Jersey cannot convert the int @QueryParam: 404, as HBase 2.6.1 answers ?limit=abc
        // (tests/conformance/cases/tablescan.json).
        return notFound();
    }
    if (read.maxVersions < 1) {
        return badRequest();
    }
    read.columns.removeIf([store](const QByteArray &c) { return !store->hasFamily(Core::columnFamily(c)); });
    Core::CellSet rows;
    qint64 count = 0;
    // One row of the scan in scan order: the filter, the limit, the batch. False ends the scan.
    const auto accept = [&](Core::Row &row) {
        if (ScanFilter *f = filter->get()) {
            if (f->allRemainingFiltered()) {
                return false;
            }
            if (!f->filterRow(row) || row.cells.isEmpty()) {
                return !f->allRemainingFiltered();
            }
        }
        if (count >= limit) {
            return false;
        }
        ++count;
        if (batch > 0 && row.cells.size() > batch) {
            // Scan.setBatch: consecutive partial Row objects with the same key.
            for (qsizetype from = 0; from < row.cells.size(); from += batch) {
                Core::Row part;
                part.key = row.key;
                part.cells = row.cells.mid(from, qsizetype(batch));
                rows.append(std::move(part));
            }
        } else {
            rows.append(std::move(row));
        }
        return true;
    };
    const bool reversed = queryValue(query, "reversed") == "true";
    if (read.columns.isEmpty() && hasQuery(query, "column")) {
        // Only unknown families asked for: nothing to return.
    } else if (reversed) {
        // Scan.setReversed (TestTableScan.testReversed): from startrow (inclusive) down to endrow
        // (exclusive), both optional. The store scans forward only, so the range is collected
        // first and visited backwards.
        const QByteArray upper = queryValue(query, "startrow");
        QList<Core::Row> range;
        store->scan(end, includeStop, read, [&](Core::Row &&row) {
            if (!upper.isEmpty()) {
                const int cmp = QByteArrayView(row.key).compare(upper);
                if (cmp > 0 || (cmp == 0 && !includeStart)) {
                    return false;
                }
            }
            if (row.key.startsWith(prefix)) {
                range.append(std::move(row));
            }
            return true;
        });
        for (auto it = range.rbegin(); it != range.rend() && accept(*it); ++it) {
        }
    } else {
        store->scan(start, includeStart, read, [&](Core::Row &&row) {
            if (!row.key.startsWith(prefix)) {
                return QByteArrayView(row.key)
                           .first(std::min(row.key.size(), prefix.size()))
                           .compare(prefix) < 0;
            }
            if (!end.isEmpty()) {
                const int cmp = QByteArrayView(row.key).compare(end);
                if (cmp > 0 || (cmp == 0 && !includeStop)) {
                    return false;
                }
            }
            return accept(row);
        });
    }
    Response r;
    if (isProtobuf(type)) {
        // ProtobufStreamingOutput: CellSets of hbase.rest.scan.fetchsize (10) rows, each after its
        // length as a Java short (so a CellSet over 32 KiB carries a wrapped length), and the
        // Content-Type is the request's Accept header as sent.
        constexpr qsizetype kFetchSize = 10;
        r.contentType = request.header("accept").trimmed();
        const auto appendChunk = [&r](const Core::CellSet &chunk) {
            const QByteArray bytes = Core::encodeCellSetProtobuf(chunk);
            const auto length = quint16(bytes.size());
            r.body.append(char(length >> 8)).append(char(length & 0xFF)).append(bytes);
        };
        if (limit < kFetchSize) {
            appendChunk(rows);
        } else {
            for (qsizetype from = 0; from < rows.size(); from += kFetchSize) {
                appendChunk(rows.mid(from, kFetchSize));
            }
        }
    } else {
        r = cellSetResponse(rows, type);
    }
    r.stream = true;
    // An I/O error after streaming began cannot change the status: the 200 is cut off.
    r.cutOff = fault(m_options.earlyEndRate);
    return r;
}

} // namespace Ei::Server
