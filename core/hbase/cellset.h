#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <core/util/result.h>

namespace Ei::Core {

// One HBase cell as the REST gateway returns it. `column` is the whole "family:qualifier" byte
// string; keys, columns and values are arbitrary bytes.
struct Cell
{
    QByteArray column;
    // Milliseconds since the epoch; kNoTimestamp means "not given" (the server picks the time on
    // writes; never serialise Long.MAX_VALUE through a double, hbase-rest.md §2.1).
    qint64 timestamp = kNoTimestamp;
    QByteArray value;

    static constexpr qint64 kNoTimestamp = -1;

    QByteArray family() const;
    QByteArray qualifier() const;
    bool operator==(const Cell &) const = default;
};

} // namespace Ei::Core

// Its members are, so a cell may be moved in memory as bytes: a list of cells or rows grows and
// drops its front with memmove instead of a move per element.
Q_DECLARE_TYPEINFO(Ei::Core::Cell, Q_RELOCATABLE_TYPE);

namespace Ei::Core {

struct Row
{
    QByteArray key;
    QList<Cell> cells;

    // The newest cell of a column, or nullptr.
    const Cell *find(QByteArrayView column) const;
    bool operator==(const Row &) const = default;
};

} // namespace Ei::Core

Q_DECLARE_TYPEINFO(Ei::Core::Row, Q_RELOCATABLE_TYPE);

namespace Ei::Core {

using CellSet = QList<Row>;

// The HBase REST CellSet JSON: {"Row":[{"key":b64,"Cell":[{"column":b64,"timestamp":n,"$":b64}]}]}
// (hbase-rest.md §2.1). Decoding accepts exactly the server's shapes and says what is wrong
// otherwise; rows split across scanner batches are not merged here (see mergeSplitRows).
QByteArray encodeCellSetJson(const CellSet &rows);
Result<CellSet> decodeCellSetJson(QByteArrayView json);

// One Row object on one line, the unit of rows.jsonl snapshots and jsonl exports.
QByteArray encodeRowJson(const Row &row);
// The same bytes as encodeRowJson, appended to `out` without the QJsonDocument detour (about 20×
// faster; exports and snapshots write every row through it). Tested byte-equal to encodeRowJson.
void appendRowsFileLine(QByteArray &out, const Row &row);
Result<Row> decodeRowJson(QByteArrayView json);

// The JSON writers behind the encoders above, appending to `out` without temporaries (scanner
// pages and exports are hundreds of MB). Members are written in one of two orders, both canonical
// for the fast reader:
// - Sorted: what QJsonDocument writes ({"Cell":[{"$":…,"column":…,"timestamp":…}],"key":…}); the
//   order of our snapshots and exports, byte for byte what they always were.
// - Gateway: what HBase's REST server writes ({"key":…,"Cell":[{"column":…,"timestamp":…,"$":…}]});
//   the order `serve` answers in.
enum class JsonMemberOrder
{
    Sorted,
    Gateway,
};
void appendRowJson(QByteArray &out, const Row &row, JsonMemberOrder order);
// {"Row":[…]} of every row.
void appendCellSetJson(QByteArray &out, const CellSet &rows, JsonMemberOrder order);
// Standard base64 with padding, the same bytes as QByteArray::toBase64().
void appendBase64(QByteArray &out, QByteArrayView bytes);
// Bytes of JSON that appendRowJson writes for `row` (to reserve the buffer once).
qsizetype rowJsonSize(const Row &row);

// Appends `next` to `rows`, joining it to the last row when the scanner split one row across
// batches (same key at the boundary).
void appendMergingSplitRow(CellSet &rows, Row next);

} // namespace Ei::Core
