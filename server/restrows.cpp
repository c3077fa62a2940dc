// The row resource (/{table}/{rowspec}: GET, PUT/POST incl. check=put|delete|append|increment,
// DELETE) and multiget, with the exact status codes and texts of hbase-rest.md §3-§4.
#include <QtEndian>

#include "restinternal.h"

namespace Ei::Server {

using namespace Rest;

namespace {

Response errorFor(const Core::Error &error)
{
    switch (error.kind) {
    case Core::ErrorKind::NotFound:
        return notFound();
    case Core::ErrorKind::BadRequest:
    case Core::ErrorKind::InvalidInput:
        return badRequest();
    case Core::ErrorKind::Forbidden:
        return forbidden();
    default:
        return text(503, QByteArrayLiteral("Unavailable\r\n"));
    }
}

// The column of a sent cell: its own, else the URL's next one (`nextUrlColumn` counts them off, as
// HBase's RowResource does). Without one, or with one that is not family:qualifier, the 400 to
// answer (`notTwoParts`: the detail of the latter, which differs between put and append).
std::expected<QByteArray, Response> cellColumn(const InCell &cell, const RowSpec &spec,
                                               qsizetype &nextUrlColumn, const QByteArray &notTwoParts)
{
    std::optional<QByteArray> column = cell.column;
    if (!column && nextUrlColumn < spec.columns.size()) {
        column = spec.columns.at(nextUrlColumn++);
    }
    if (!column) {
        return std::unexpected(badRequest("Column found to be null."));
    }
    if (columnParts(*column) != 2) {
        return std::unexpected(badRequest(notTwoParts));
    }
    return *column;
}

DeleteOp columnDelete(const QByteArray &column, qint64 ts, bool allVersions)
{
    DeleteOp op;
    op.timestamp = ts == Core::Cell::kNoTimestamp ? DeleteOp::kLatest : ts;
    if (columnParts(column) == 1) {
        op.kind = DeleteOp::Kind::Family;
        op.column = column;
    } else {
        op.kind = allVersions ? DeleteOp::Kind::Columns : DeleteOp::Kind::ColumnVersion;
        op.column = column;
    }
    return op;
}

} // namespace

RestServer::Response RestServer::row(const HttpRequest &request, const QString &tableName,
                                     const QByteArray &rawSpec)
{
    const auto query = parseQuery(request.query);
    const auto encoding = keyEncodingOf(request, query);
    const bool b64Supported =
        feature({QStringLiteral("2.4.18"), QStringLiteral("2.5.9"), QStringLiteral("2.6.0")});
    if (!encoding || (*encoding != KeyEncoding::None && !b64Supported)) {
        if (!encoding) {
            return badRequest("unknown key encoding");
        }
    }
    const KeyEncoding keyEncoding = b64Supported ? *encoding : KeyEncoding::None;
    const bool exactTs =
        feature({QStringLiteral("2.5.12"), QStringLiteral("2.6.3"), QStringLiteral("3.0.0")});
    auto spec = parseRowSpec(rawSpec, keyEncoding, exactTs);
    if (!spec) {
        return badRequest();
    }
    if (hasQuery(query, "v")) {
        bool ok = false;
        spec->maxVersions = queryValue(query, "v").toInt(&ok);
        if (!ok || spec->maxVersions < 1) {
            return badRequest();
        }
        spec->hasVersions = true;
    }
    if (request.method == "GET") {
        TableStore *store = table(tableName);
        const QByteArray type = negotiate(request, {kOctet, kXml, kJson, kProtobuf, kProtobufIetf});
        if (type.isEmpty()) {
            return text(406, QByteArrayLiteral("Not Acceptable\r\n"));
        }
        if (!store) {
            return notFound();
        }
        return rowGet(request, *store, *spec);
    }
    if (m_options.readOnly) {
        return forbidden();
    }
    TableStore *store = table(tableName);
    if (request.method == "DELETE") {
        if (!store) {
            return notFound();
        }
        return rowDelete(request, *store, *spec);
    }
    const QByteArray type = contentTypeOf(request);
    if (type != kJson && type != kXml && type != kOctet && !isProtobuf(type)) {
        return text(415, QByteArrayLiteral("Unsupported Media Type\r\n"));
    }
    if (!store) {
        return notFound();
    }
    return rowWrite(request, *store, *spec);
}

RestServer::Response RestServer::rowGet(const HttpRequest &request, TableStore &store, const RowSpec &spec)
{
    const bool exactTs =
        feature({QStringLiteral("2.5.12"), QStringLiteral("2.6.3"), QStringLiteral("3.0.0")});
    const QByteArray type = negotiate(request, {kOctet, kXml, kJson, kProtobuf, kProtobufIetf});
    ReadSpec read = readSpecOf(spec, exactTs);
    for (const QByteArray &column : read.columns) {
        if (!store.hasFamily(Core::columnFamily(column))) {
            return notFound(); // NoSuchColumnFamilyException is swallowed into 404
        }
    }
    if (type == kOctet) {
        if (read.columns.size() != 1) {
            return text(
                400, QByteArrayLiteral(
                         "Bad request: Default 'GET' method only works if there is exactly 1 column in the "
                         "row. Using the 'Accept' header with one of these formats lets you retrieve the "
                         "entire row if it has multiple columns: text/xml, application/json, "
                         "application/x-protobuf, application/protobuf\r\n"));
        }
        read.maxVersions = 1;
        const auto found = spec.endRow ? std::optional<Core::Row>() : store.get(spec.row, read);
        if (!found || found->cells.isEmpty()) {
            return notFound();
        }
        Response r;
        r.contentType = kOctet;
        r.body = found->cells.first().value;
        r.headers.emplaceBack(QByteArrayLiteral("X-Timestamp"),
                              QByteArray::number(found->cells.first().timestamp));
        return r;
    }
    Core::CellSet rows;
    if (spec.endRow) {
        const QByteArray end = *spec.endRow;
        store.scan(spec.row, true, read, [&rows, &end](Core::Row &&r) {
            if (QByteArrayView(r.key).compare(end) >= 0) {
                return false;
            }
            rows.append(std::move(r));
            return true;
        });
    } else if (auto found = store.get(spec.row, read)) {
        rows.append(std::move(*found));
    }
    if (rows.isEmpty()) {
        return notFound();
    }
    return cellSetResponse(rows, type);
}

RestServer::Response RestServer::rowWrite(const HttpRequest &request, TableStore &store, const RowSpec &spec)
{
    const auto query = parseQuery(request.query);
    const QByteArray check = queryValue(query, "check");
    const QByteArray type = contentTypeOf(request);

    if (type == kOctet) {
        // putBinary: one cell, X-Row/X-Column headers (raw strings) override the URL.
        QByteArray key = spec.row;
        std::optional<QByteArray> column;
        if (!spec.columns.isEmpty()) {
            column = spec.columns.first();
        }
        if (request.hasHeader("x-row")) {
            key = request.header("x-row");
        }
        if (request.hasHeader("x-column")) {
            column = request.header("x-column");
        }
        qint64 ts = Core::Cell::kNoTimestamp;
        if (request.hasHeader("x-timestamp")) {
            bool ok = false;
            ts = request.header("x-timestamp").toLongLong(&ok);
            if (!ok) {
                return badRequest();
            }
        }
        if (!column) {
            return badRequest("Column found to be null.");
        }
        if (columnParts(*column) != 2) {
            return badRequest();
        }
        if (auto r = store.put(Core::CellSet{Core::Row{key, {Core::Cell{*column, ts, request.body}}}}); !r) {
            return errorFor(r.error());
        }
        Q_EMIT modified();
        return Response{};
    }

    if (!check.isEmpty() && check != "put" && check != "delete" && check != "append" &&
        check != "increment") {
        return text(400, "Invalid check value '" + check + "'\r\n");
    }
    if ((check == "append" || check == "increment") &&
        !feature({QStringLiteral("1.4.0"), QStringLiteral("2.0.0")})) {
        return text(400, "Invalid check value '" + check + "'\r\n");
    }
    auto parsed = parseCellSetBody(request.body, type);
    if (!parsed) {
        // Jersey's entity readers fail before the resource runs (hbase-rest.md §4.8).
        return text(500, QByteArrayLiteral("Internal server error\r\n"));
    }
    const QList<InRow> &rows = *parsed;

    if (check.isEmpty()) {
        Core::CellSet puts;
        for (const InRow &in : rows) {
            Core::Row out;
            if (in.key) {
                out.key = *in.key;
            } else if (!spec.row.isEmpty()) {
                out.key = spec.row;
            } else {
                return badRequest("Row key not specified.");
            }
            qsizetype nextUrlColumn = 0;
            for (const InCell &c : in.cells) {
                auto column = cellColumn(c, spec, nextUrlColumn, {});
                if (!column) {
                    return column.error();
                }
                out.cells.append(Core::Cell{*column, c.timestamp, c.value});
            }
            puts.append(std::move(out));
        }
        if (auto r = store.put(puts); !r) {
            return errorFor(r.error());
        }
        Q_EMIT modified();
        return Response{};
    }

    if (rows.size() != 1) {
        return badRequest("Number of rows specified is not 1.");
    }
    const InRow &in = rows.first();
    const std::optional<QByteArray> key = in.key ? in.key : std::optional<QByteArray>(spec.row);

    if (check == "put") {
        if (!key || key->isEmpty() || in.cells.size() <= 1) {
            return badRequest("Either row key is null or no data found for columns specified.");
        }
        const InCell &checkCell = in.cells.last();
        if (!checkCell.column) {
            return badRequest();
        }
        const QByteArray checkColumn = *checkCell.column;
        const qsizetype colon = checkColumn.indexOf(':');
        if (colon < 0 || colon == checkColumn.size() - 1) {
            return badRequest("Column incorrectly specified.");
        }
        Core::Row puts{*key, {}};
        bool putsCheckColumn = false;
        for (qsizetype i = 0; i + 1 < in.cells.size(); ++i) {
            const InCell &c = in.cells.at(i);
            if (!c.column) {
                return badRequest("Column found to be null.");
            }
            if (columnParts(*c.column) != 2) {
                return badRequest();
            }
            puts.cells.append(Core::Cell{*c.column, c.timestamp, c.value});
            putsCheckColumn = putsCheckColumn || *c.column == checkColumn;
        }
        if (!putsCheckColumn) {
            return badRequest("The column to put and check do not match.");
        }
        auto ok = store.checkAndPut(puts, checkColumn, checkCell.value);
        if (!ok) {
            return errorFor(ok.error());
        }
        if (!*ok) {
            return text(304, QByteArrayLiteral("Value not Modified\r\n"));
        }
        Q_EMIT modified();
        return Response{};
    }

    if (check == "delete") {
        if (!key || key->isEmpty()) {
            return badRequest("Row key found to be null.");
        }
        if (in.cells.isEmpty()) {
            return badRequest();
        }
        const InCell &checkCell = in.cells.last();
        std::optional<QByteArray> checkColumn = checkCell.column;
        if (!checkColumn) {
            if (spec.columns.isEmpty()) {
                return badRequest("Column not specified for check.");
            }
            checkColumn = spec.columns.first();
        }
        QList<DeleteOp> ops;
        for (qsizetype i = 0; i + 1 < in.cells.size(); ++i) {
            const InCell &c = in.cells.at(i);
            if (!c.column) {
                return badRequest("Column found to be null.");
            }
            // family → addFamily(f, ts): all versions <= ts; family:qualifier → addColumn(f, q, ts):
            // one version (the newest by default).
            ops.append(columnDelete(*c.column, c.timestamp, false));
        }
        if (columnParts(*checkColumn) != 2) {
            return badRequest("Column to check incorrectly specified.");
        }
        if (in.cells.size() == 1) {
            ops.append(DeleteOp{DeleteOp::Kind::Columns, *checkColumn, DeleteOp::kLatest});
        }
        auto ok = store.checkAndDelete(*key, *checkColumn, checkCell.value, ops);
        if (!ok) {
            return errorFor(ok.error());
        }
        if (!*ok) {
            return text(304, QByteArrayLiteral(" Delete check failed.\r\n"));
        }
        Q_EMIT modified();
        return Response{};
    }

    // append / increment
    if (!key || key->isEmpty()) {
        return badRequest("Row key found to be null.");
    }
    const bool returnResults = queryValue(query, "rr") == "true";
    Core::Row results{*key, {}};
    qsizetype nextUrlColumn = 0;
    // Validate everything before the first mutation.
    QList<std::pair<QByteArray, QByteArray>> work;
    for (const InCell &c : in.cells) {
        auto column = cellColumn(c, spec, nextUrlColumn, QByteArrayLiteral("Column incorrectly specified."));
        if (!column) {
            return column.error();
        }
        if (!store.hasFamily(Core::columnFamily(*column))) {
            return notFound();
        }
        if (check == "increment") {
            bool ok = false;
            c.value.trimmed().toLongLong(&ok);
            if (!ok) {
                return badRequest();
            }
        }
        work.append({*column, c.value});
    }
    for (const auto &[column, value] : work) {
        auto cell = check == "append" ? store.append(*key, column, value)
                                      : store.increment(*key, column, value.trimmed().toLongLong());
        if (!cell) {
            return errorFor(cell.error());
        }
        results.cells.append(*cell);
    }
    Q_EMIT modified();
    if (!returnResults) {
        return Response{};
    }
    if (results.cells.isEmpty()) {
        return text(304, check == "append" ? QByteArrayLiteral("Append return empty.\r\n")
                                           : QByteArrayLiteral("Increment return empty.\r\n"));
    }
    const QByteArray accept = negotiate(request, {kJson, kXml});
    if (check == "increment") {
        // HBase returns the request's row, not the results (RowResource.increment).
        Core::Row echo{*key, {}};
        for (const InCell &c : in.cells) {
            echo.cells.append(Core::Cell{c.column.value_or(QByteArray()), c.timestamp, c.value});
        }
        return cellSetResponse({echo}, accept.isEmpty() ? kJson : accept);
    }
    return cellSetResponse({results}, accept.isEmpty() ? kJson : accept);
}

RestServer::Response RestServer::rowDelete(const HttpRequest &, TableStore &store, const RowSpec &spec)
{
    // A ts1,ts2 range is ignored for deletes (RowSpec.hasTimestamp needs a single timestamp).
    const std::optional<qint64> ts = spec.timestamp;
    QList<DeleteOp> ops;
    if (spec.columns.isEmpty()) {
        ops.append(DeleteOp{DeleteOp::Kind::Row, {}, ts.value_or(DeleteOp::kLatest)});
    }
    for (const QByteArray &column : spec.columns) {
        DeleteOp op;
        op.kind = columnParts(column) == 1 ? DeleteOp::Kind::Family : DeleteOp::Kind::Columns;
        op.column = column;
        op.timestamp = ts.value_or(DeleteOp::kLatest);
        ops.append(op);
    }
    if (auto r = store.remove(spec.row, ops); !r) {
        return errorFor(r.error());
    }
    Q_EMIT modified();
    return Response{};
}

RestServer::Response RestServer::multiget(const HttpRequest &request, const QString &tableName,
                                          const QByteArray &rawColumns)
{
    const QByteArray type = negotiate(request, {kXml, kJson, kProtobuf, kProtobufIetf});
    if (type.isEmpty()) {
        return text(406, QByteArrayLiteral("Not Acceptable\r\n"));
    }
    const auto query = parseQuery(request.query);
    const auto encoding = keyEncodingOf(request, query);
    if (!encoding) {
        return badRequest("unknown key encoding");
    }
    const bool b64Supported =
        feature({QStringLiteral("2.4.18"), QStringLiteral("2.5.9"), QStringLiteral("2.6.0")});
    const KeyEncoding keyEncoding = b64Supported ? *encoding : KeyEncoding::None;
    const bool exactTs =
        feature({QStringLiteral("2.5.12"), QStringLiteral("2.6.3"), QStringLiteral("3.0.0")});
    // Columns after "multiget/" apply to every row and are never base64.
    QList<QByteArray> pathColumns;
    QByteArray columnsPart = rawColumns;
    if (columnsPart.startsWith('/')) {
        columnsPart = columnsPart.mid(1);
    }
    if (const qsizetype slash = columnsPart.indexOf('/'); slash >= 0) {
        columnsPart.truncate(slash);
    }
    for (const QByteArray &piece : columnsPart.split(',')) {
        if (!piece.isEmpty()) {
            pathColumns.append(urlDecode(piece).value_or(piece));
        }
    }
    QList<QByteArray> rowSpecs;
    for (const auto &[name, value] : query) {
        if (name == "row") {
            rowSpecs.append(value);
        }
    }
    if (rowSpecs.isEmpty()) {
        if (!feature({QStringLiteral("2.5.9"), QStringLiteral("2.6.1"), QStringLiteral("3.0.0")})) {
            return text(500, QByteArrayLiteral("Internal server error\r\n"));
        }
        return text(404, QByteArrayLiteral("No rows found.\r\n"));
    }
    TableStore *store = table(tableName);
    if (!store) {
        // Since the batched get of HBASE-28523 (2.4.18, 2.5.9, 2.6.1) MultiRowResultReader swallows
        // the TableNotFoundException of a single Get (HTable.get(List) of one Get is get(Get)) and
        // the resource fails on the missing results: Jersey's 500. Two or more rows fail in the
        // batch, which processException maps to 404 "Not found", as every row did before
        // (HBase 2.6.1; tests/conformance/cases/multirowresource.json).
        if (rowSpecs.size() == 1 && feature({QStringLiteral("2.4.18"), QStringLiteral("2.5.9"),
                                             QStringLiteral("2.6.1"), QStringLiteral("3.0.0")})) {
            return requestFailed(request);
        }
        return notFound();
    }
    int versions = 1;
    if (hasQuery(query, "v")) {
        bool ok = false;
        versions = queryValue(query, "v").toInt(&ok);
        if (!ok || versions < 1) {
            return badRequest();
        }
    }
    // Multiget filters came with filter_b64 (HBASE-28518); older servers ignore both parameters.
    const bool filters = feature({QStringLiteral("2.4.18"), QStringLiteral("2.5.9"), QStringLiteral("2.6.1"),
                                  QStringLiteral("3.0.0")});
    std::unique_ptr<ScanFilter> filter;
    if (filters) {
        auto parsed = queryFilter(request, query, true);
        if (!parsed) {
            return badRequest(parsed.error().message.toUtf8());
        }
        filter = std::move(*parsed);
    }
    Core::CellSet rows;
    for (const QByteArray &rawRow : std::as_const(rowSpecs)) {
        // The row= value was decoded once by the query parser; RowSpec decodes it again.
        auto spec = parseRowSpec(rawRow, keyEncoding, exactTs);
        if (!spec) {
            return badRequest();
        }
        spec->maxVersions = versions;
        for (const QByteArray &c : std::as_const(pathColumns)) {
            if (!spec->columns.contains(c)) {
                spec->columns.append(c);
            }
        }
        ReadSpec read = readSpecOf(*spec, exactTs);
        read.columns.removeIf(
            [store](const QByteArray &c) { return !store->hasFamily(Core::columnFamily(c)); });
        if (read.columns.isEmpty() && !spec->columns.isEmpty()) {
            continue;
        }
        if (auto found = store->get(spec->row, read)) {
            if (filter && (!filter->filterRow(*found) || found->cells.isEmpty())) {
                continue;
            }
            rows.append(std::move(*found));
        }
    }
    if (rows.isEmpty()) {
        return text(404, QByteArrayLiteral("No rows found.\r\n"));
    }
    return cellSetResponse(rows, type);
}

} // namespace Ei::Server
