#include "cellset.h"

#include <algorithm>
#include <cstring>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "cellsetfastjson.h"
#include "jsonwriting.h"

namespace Ei::Core {

QByteArray Cell::family() const
{
    const qsizetype colon = column.indexOf(':');
    return colon < 0 ? column : column.left(colon);
}

QByteArray Cell::qualifier() const
{
    const qsizetype colon = column.indexOf(':');
    return colon < 0 ? QByteArray() : column.mid(colon + 1);
}

const Cell *Row::find(QByteArrayView column) const
{
    const Cell *best = nullptr;
    for (const Cell &c : cells) {
        if (c.column == column && (!best || c.timestamp > best->timestamp)) {
            best = &c;
        }
    }
    return best;
}

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::CellSet)
};

Result<QByteArray> base64Field(const QJsonObject &o, QLatin1StringView name, QLatin1StringView where)
{
    const QJsonValue v = o.value(name);
    if (!v.isString()) {
        return fail(ErrorKind::Protocol, Tr::tr("the %1 has no \"%2\" string").arg(where, name));
    }
    auto decoded =
        QByteArray::fromBase64Encoding(v.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        return fail(ErrorKind::Protocol, Tr::tr("the %1's \"%2\" is not valid base64").arg(where, name));
    }
    return *decoded;
}

Result<Row> rowFromJson(const QJsonValue &value)
{
    if (!value.isObject()) {
        return fail(ErrorKind::Protocol, Tr::tr("a row is not a JSON object"));
    }
    const QJsonObject o = value.toObject();
    auto key = base64Field(o, QLatin1StringView("key"), QLatin1StringView("row"));
    if (!key) {
        return std::unexpected(key.error());
    }
    Row row;
    row.key = std::move(*key);
    const QJsonValue cells = o.value(QLatin1StringView("Cell"));
    if (!cells.isUndefined() && !cells.isArray()) {
        return fail(ErrorKind::Protocol, Tr::tr("a row's \"Cell\" is not an array"));
    }
    const QJsonArray array = cells.toArray();
    row.cells.reserve(array.size());
    for (const QJsonValue &cv : array) {
        if (!cv.isObject()) {
            return fail(ErrorKind::Protocol, Tr::tr("a cell is not a JSON object"));
        }
        const QJsonObject co = cv.toObject();
        Cell cell;
        auto column = base64Field(co, QLatin1StringView("column"), QLatin1StringView("cell"));
        if (!column) {
            return std::unexpected(column.error());
        }
        cell.column = std::move(*column);
        auto data = base64Field(co, QLatin1StringView("$"), QLatin1StringView("cell"));
        if (!data) {
            return std::unexpected(data.error());
        }
        cell.value = std::move(*data);
        const QJsonValue ts = co.value(QLatin1StringView("timestamp"));
        if (ts.isDouble()) {
            cell.timestamp = ts.toInteger(Cell::kNoTimestamp);
        } else if (!ts.isUndefined()) {
            return fail(ErrorKind::Protocol, Tr::tr("a cell's timestamp is not a number"));
        }
        row.cells.append(std::move(cell));
    }
    return row;
}

Result<QJsonObject> parseObject(QByteArrayView json, QLatin1StringView what)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError) {
        return fail(ErrorKind::Protocol, Tr::tr("the %1 is not valid JSON (%2 at byte %3)")
                                             .arg(what, error.errorString())
                                             .arg(error.offset));
    }
    if (!doc.isObject()) {
        return fail(ErrorKind::Protocol, Tr::tr("the %1 is not a JSON object").arg(what));
    }
    return doc.object();
}

} // namespace

QByteArray encodeCellSetJson(const CellSet &rows)
{
    QByteArray out;
    appendCellSetJson(out, rows, JsonMemberOrder::Sorted);
    return out;
}

Result<CellSet> decodeCellSetJson(QByteArrayView json)
{
    // The canonical shape goes through the fast reader (bench/README.md); anything else, valid or
    // not, through QJsonDocument, which also words the error.
    if (auto fast = Internal::fastDecodeCellSet(json)) {
        return std::move(*fast);
    }
    return Internal::referenceDecodeCellSetJson(json);
}

Result<CellSet> Internal::referenceDecodeCellSetJson(QByteArrayView json)
{
    auto object = parseObject(json, QLatin1StringView("CellSet"));
    if (!object) {
        return std::unexpected(object.error());
    }
    const QJsonValue rows = object->value(QLatin1StringView("Row"));
    if (!rows.isUndefined() && !rows.isArray()) {
        return fail(ErrorKind::Protocol, Tr::tr("the CellSet's \"Row\" is not an array"));
    }
    CellSet result;
    const QJsonArray array = rows.toArray();
    result.reserve(array.size());
    for (const QJsonValue &rv : array) {
        auto row = rowFromJson(rv);
        if (!row) {
            return std::unexpected(row.error());
        }
        result.append(std::move(*row));
    }
    return result;
}

QByteArray encodeRowJson(const Row &row)
{
    QByteArray out;
    out.reserve(rowJsonSize(row));
    appendRowJson(out, row, JsonMemberOrder::Sorted);
    return out;
}

using namespace Internal;

namespace {

char *writeCellJson(char *dst, const Cell &c, JsonMemberOrder order)
{
    const bool hasTimestamp = c.timestamp != Cell::kNoTimestamp;
    if (order == JsonMemberOrder::Sorted) {
        dst = writeLiteral(dst, "{\"$\":\"");
        dst = writeBase64(dst, c.value);
        dst = writeLiteral(dst, "\",\"column\":\"");
        dst = writeBase64(dst, c.column);
        if (!hasTimestamp) {
            return writeLiteral(dst, "\"}");
        }
        dst = writeLiteral(dst, "\",\"timestamp\":");
        dst = writeDecimal(dst, c.timestamp);
        *dst = '}';
        return dst + 1;
    }
    dst = writeLiteral(dst, "{\"column\":\"");
    dst = writeBase64(dst, c.column);
    if (hasTimestamp) {
        dst = writeLiteral(dst, "\",\"timestamp\":");
        dst = writeDecimal(dst, c.timestamp);
        dst = writeLiteral(dst, ",\"$\":\"");
    } else {
        dst = writeLiteral(dst, "\",\"$\":\"");
    }
    dst = writeBase64(dst, c.value);
    return writeLiteral(dst, "\"}");
}

char *writeRowJson(char *dst, const Row &row, JsonMemberOrder order)
{
    if (order == JsonMemberOrder::Gateway) {
        dst = writeLiteral(dst, "{\"key\":\"");
        dst = writeBase64(dst, row.key);
        dst = writeLiteral(dst, "\",\"Cell\":[");
    } else {
        dst = writeLiteral(dst, "{\"Cell\":[");
    }
    bool first = true;
    for (const Cell &c : row.cells) {
        if (!first) {
            *dst++ = ',';
        }
        first = false;
        dst = writeCellJson(dst, c, order);
    }
    if (order == JsonMemberOrder::Gateway) {
        return writeLiteral(dst, "]}");
    }
    dst = writeLiteral(dst, "],\"key\":\"");
    dst = writeBase64(dst, row.key);
    return writeLiteral(dst, "\"}");
}

} // namespace

void appendBase64(QByteArray &out, QByteArrayView bytes)
{
    writeBase64(makeRoom(out, base64Size(bytes.size())), bytes);
}

qsizetype rowJsonSize(const Row &row)
{
    // {"key":"…","Cell":[…]} and {"$":"…","column":"…","timestamp":n} plus commas: an upper
    // bound for both member orders.
    qsizetype n = 20 + base64Size(row.key.size());
    for (const Cell &c : row.cells) {
        n += 36 + base64Size(c.column.size()) + base64Size(c.value.size()) + decimalSize(c.timestamp);
    }
    return n;
}

void appendRowJson(QByteArray &out, const Row &row, JsonMemberOrder order)
{
    finishWriting(out, writeRowJson(makeRoom(out, rowJsonSize(row)), row, order));
}

void appendRowsFileLine(QByteArray &out, const Row &row)
{
    appendRowJson(out, row, JsonMemberOrder::Sorted);
}

void appendCellSetJson(QByteArray &out, const CellSet &rows, JsonMemberOrder order)
{
    qsizetype size = 10;
    for (const Row &row : rows) {
        size += rowJsonSize(row) + 1;
    }
    char *dst = makeRoom(out, size);
    dst = writeLiteral(dst, "{\"Row\":[");
    bool first = true;
    for (const Row &row : rows) {
        if (!first) {
            *dst++ = ',';
        }
        first = false;
        dst = writeRowJson(dst, row, order);
    }
    finishWriting(out, writeLiteral(dst, "]}"));
}

Result<Row> decodeRowJson(QByteArrayView json)
{
    if (auto fast = Internal::fastDecodeRow(json)) {
        return std::move(*fast);
    }
    auto object = parseObject(json, QLatin1StringView("row line"));
    if (!object) {
        return std::unexpected(object.error());
    }
    return rowFromJson(*object);
}

void appendMergingSplitRow(CellSet &rows, Row next)
{
    if (!rows.isEmpty() && rows.last().key == next.key) {
        rows.last().cells.append(std::move(next.cells));
        return;
    }
    rows.append(std::move(next));
}

} // namespace Ei::Core
