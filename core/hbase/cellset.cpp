#include "cellset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "cellsetfastjson.h"

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

QJsonObject rowToJson(const Row &row)
{
    QJsonArray cells;
    for (const Cell &c : row.cells) {
        QJsonObject cell{{QStringLiteral("column"), QString::fromLatin1(c.column.toBase64())},
                         {QStringLiteral("$"), QString::fromLatin1(c.value.toBase64())}};
        if (c.timestamp != Cell::kNoTimestamp) {
            cell.insert(QStringLiteral("timestamp"), c.timestamp);
        }
        cells.append(cell);
    }
    return QJsonObject{{QStringLiteral("key"), QString::fromLatin1(row.key.toBase64())},
                       {QStringLiteral("Cell"), cells}};
}

Result<QByteArray> base64Field(const QJsonObject &o, QLatin1StringView name, QLatin1StringView where)
{
    const QJsonValue v = o.value(name);
    if (!v.isString()) {
        return fail(ErrorKind::Protocol, QStringLiteral("the %1 has no \"%2\" string").arg(where, name));
    }
    auto decoded =
        QByteArray::fromBase64Encoding(v.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        return fail(ErrorKind::Protocol,
                    QStringLiteral("the %1's \"%2\" is not valid base64").arg(where, name));
    }
    return *decoded;
}

Result<Row> rowFromJson(const QJsonValue &value)
{
    if (!value.isObject()) {
        return fail(ErrorKind::Protocol, QStringLiteral("a row is not a JSON object"));
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
        return fail(ErrorKind::Protocol, QStringLiteral("a row's \"Cell\" is not an array"));
    }
    const QJsonArray array = cells.toArray();
    row.cells.reserve(array.size());
    for (const QJsonValue &cv : array) {
        if (!cv.isObject()) {
            return fail(ErrorKind::Protocol, QStringLiteral("a cell is not a JSON object"));
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
            return fail(ErrorKind::Protocol, QStringLiteral("a cell's timestamp is not a number"));
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
        return fail(ErrorKind::Protocol, QStringLiteral("the %1 is not valid JSON (%2 at byte %3)")
                                             .arg(what, error.errorString())
                                             .arg(error.offset));
    }
    if (!doc.isObject()) {
        return fail(ErrorKind::Protocol, QStringLiteral("the %1 is not a JSON object").arg(what));
    }
    return doc.object();
}

} // namespace

QByteArray encodeCellSetJson(const CellSet &rows)
{
    QJsonArray array;
    for (const Row &r : rows) {
        array.append(rowToJson(r));
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("Row"), array}}).toJson(QJsonDocument::Compact);
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
        return fail(ErrorKind::Protocol, QStringLiteral("the CellSet's \"Row\" is not an array"));
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
    return QJsonDocument(rowToJson(row)).toJson(QJsonDocument::Compact);
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
