#include "cellsetprotobuf.h"

#include <algorithm>
#include <array>
#include <limits>

#include <QCoreApplication>

#include <core/hbase/proto/hbaserest.pb.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::CellSet)
};

// Wire types and the tags of the fields the CellSet messages use (tag = field << 3 | wire type).
constexpr quint8 kTagRowsOrKey = (1 << 3) | 2;      // CellSet.rows, CellSet.Row.key, Cell.row
constexpr quint8 kTagValuesOrColumn = (2 << 3) | 2; // CellSet.Row.values, Cell.column
constexpr quint8 kTagTimestamp = (3 << 3) | 0;
constexpr quint8 kTagData = (4 << 3) | 2;

qsizetype varintSize(quint64 value)
{
    qsizetype n = 1;
    while (value >= 0x80) {
        value >>= 7;
        ++n;
    }
    return n;
}

void appendVarint(QByteArray &out, quint64 value)
{
    while (value >= 0x80) {
        out.append(char(quint8(value) | 0x80));
        value >>= 7;
    }
    out.append(char(value));
}

qsizetype bytesFieldSize(qsizetype length)
{
    return 1 + varintSize(quint64(length)) + length;
}

void appendBytesField(QByteArray &out, quint8 tag, QByteArrayView bytes)
{
    out.append(char(tag));
    appendVarint(out, quint64(bytes.size()));
    out.append(bytes);
}

qsizetype cellSize(const Cell &cell)
{
    qsizetype n = bytesFieldSize(cell.column.size()) + bytesFieldSize(cell.value.size());
    if (cell.timestamp != Cell::kNoTimestamp) {
        n += 1 + varintSize(quint64(cell.timestamp));
    }
    return n;
}

// A forward reader over the bytes; every read checks the bounds.
struct Reader
{
    const quint8 *at;
    const quint8 *end;

    bool atEnd() const { return at == end; }

    // The canonical varints only: at most 10 bytes, the tenth 0 or 1 (libprotobuf's limits; the
    // fast path leaves anything else to it).
    std::optional<quint64> varint()
    {
        quint64 value = 0;
        for (int shift = 0; shift < 70; shift += 7) {
            if (at == end) {
                return std::nullopt;
            }
            const quint8 byte = *at++;
            if (shift == 63 && byte > 1) {
                return std::nullopt;
            }
            value |= quint64(byte & 0x7F) << shift;
            if (!(byte & 0x80)) {
                return value;
            }
        }
        return std::nullopt;
    }

    std::optional<Reader> lengthDelimited()
    {
        const auto length = varint();
        if (!length || *length > quint64(end - at)) {
            return std::nullopt;
        }
        Reader inner{at, at + *length};
        at += *length;
        return inner;
    }

    QByteArray bytes() const { return QByteArray(reinterpret_cast<const char *>(at), end - at); }
    QByteArrayView view() const { return QByteArrayView(at, end - at); }
};

// The few columns of a page repeat in every row: each is copied once and its bytes shared (no
// allocation per cell), as the JSON fast reader does.
struct ColumnNames
{
    std::array<std::pair<QByteArrayView, QByteArray>, 32> known;
    qsizetype count = 0;

    QByteArray get(QByteArrayView column)
    {
        const auto end = known.begin() + count;
        const auto found =
            std::find_if(known.begin(), end, [column](const auto &k) { return k.first == column; });
        if (found != end) {
            return found->second;
        }
        QByteArray copy = column.toByteArray();
        if (count < qsizetype(known.size())) {
            known[count++] = {column, copy};
        }
        return copy;
    }
};

std::optional<Cell> fastCell(Reader in, ColumnNames &columns)
{
    Cell cell;
    while (!in.atEnd()) {
        const quint8 tag = *in.at++;
        if (tag == kTagTimestamp) {
            const auto ts = in.varint();
            if (!ts) {
                return std::nullopt;
            }
            cell.timestamp = qint64(*ts);
            continue;
        }
        if (tag != kTagRowsOrKey && tag != kTagValuesOrColumn && tag != kTagData) {
            return std::nullopt;
        }
        auto field = in.lengthDelimited();
        if (!field) {
            return std::nullopt;
        }
        if (tag == kTagValuesOrColumn) {
            cell.column = columns.get(field->view());
        } else if (tag == kTagData) {
            cell.value = field->bytes();
        } // Cell.row: unused inside a CellSet
    }
    return cell;
}

// The length-delimited fields with `tag` in `in`, counted without decoding them, so that a list
// is allocated once instead of growing field by field. Nothing is validated here (the decoding
// that follows is); a malformed message only stops the count early.
qsizetype countFields(Reader in, quint8 tag)
{
    qsizetype n = 0;
    while (!in.atEnd()) {
        const quint8 found = *in.at++;
        if ((found & 7) != 2 || !in.lengthDelimited()) {
            break;
        }
        n += found == tag;
    }
    return n;
}

std::optional<Row> fastRow(Reader in, ColumnNames &columns)
{
    Row row;
    row.cells.reserve(countFields(in, kTagValuesOrColumn));
    bool hasKey = false;
    while (!in.atEnd()) {
        const quint8 tag = *in.at++;
        if (tag != kTagRowsOrKey && tag != kTagValuesOrColumn) {
            return std::nullopt;
        }
        auto field = in.lengthDelimited();
        if (!field) {
            return std::nullopt;
        }
        if (tag == kTagRowsOrKey) {
            row.key = field->bytes();
            hasKey = true;
        } else {
            auto cell = fastCell(*field, columns);
            if (!cell) {
                return std::nullopt;
            }
            row.cells.append(std::move(*cell));
        }
    }
    if (!hasKey) {
        return std::nullopt; // required: libprotobuf refuses the message
    }
    return row;
}

} // namespace

void appendCellSetProtobuf(QByteArray &out, const CellSet &rows)
{
    qsizetype total = out.size();
    for (const Row &row : rows) {
        qsizetype rowSize = bytesFieldSize(row.key.size());
        for (const Cell &cell : row.cells) {
            rowSize += bytesFieldSize(cellSize(cell));
        }
        total += bytesFieldSize(rowSize);
    }
    out.reserve(total);
    for (const Row &row : rows) {
        qsizetype rowSize = bytesFieldSize(row.key.size());
        for (const Cell &cell : row.cells) {
            rowSize += bytesFieldSize(cellSize(cell));
        }
        out.append(char(kTagRowsOrKey));
        appendVarint(out, quint64(rowSize));
        appendBytesField(out, kTagRowsOrKey, row.key);
        for (const Cell &cell : row.cells) {
            out.append(char(kTagValuesOrColumn));
            appendVarint(out, quint64(cellSize(cell)));
            appendBytesField(out, kTagValuesOrColumn, cell.column);
            if (cell.timestamp != Cell::kNoTimestamp) {
                out.append(char(kTagTimestamp));
                appendVarint(out, quint64(cell.timestamp));
            }
            appendBytesField(out, kTagData, cell.value);
        }
    }
}

QByteArray encodeCellSetProtobuf(const CellSet &rows)
{
    QByteArray out;
    appendCellSetProtobuf(out, rows);
    return out;
}

std::optional<CellSet> Internal::fastDecodeCellSetProtobuf(QByteArrayView bytes)
{
    Reader in{reinterpret_cast<const quint8 *>(bytes.data()),
              reinterpret_cast<const quint8 *>(bytes.data()) + bytes.size()};
    CellSet rows;
    rows.reserve(countFields(in, kTagRowsOrKey));
    ColumnNames columns;
    while (!in.atEnd()) {
        if (*in.at++ != kTagRowsOrKey) {
            return std::nullopt;
        }
        auto field = in.lengthDelimited();
        if (!field) {
            return std::nullopt;
        }
        auto row = fastRow(*field, columns);
        if (!row) {
            return std::nullopt;
        }
        rows.append(std::move(*row));
    }
    return rows;
}

Result<CellSet> Internal::referenceDecodeCellSetProtobuf(QByteArrayView bytes)
{
    ei::hbaserest::CellSet message;
    if (bytes.size() > std::numeric_limits<int>::max() ||
        !message.ParsePartialFromArray(bytes.data(), int(bytes.size())) || !message.IsInitialized()) {
        return fail(ErrorKind::Protocol, Tr::tr("the protobuf CellSet is malformed"));
    }
    CellSet rows;
    rows.reserve(message.rows_size());
    for (const auto &pbRow : message.rows()) {
        Row row;
        row.key = QByteArray(pbRow.key().data(), qsizetype(pbRow.key().size()));
        row.cells.reserve(pbRow.values_size());
        for (const auto &pbCell : pbRow.values()) {
            Cell cell;
            cell.column = QByteArray(pbCell.column().data(), qsizetype(pbCell.column().size()));
            cell.value = QByteArray(pbCell.data().data(), qsizetype(pbCell.data().size()));
            cell.timestamp = pbCell.has_timestamp() ? pbCell.timestamp() : Cell::kNoTimestamp;
            row.cells.append(std::move(cell));
        }
        rows.append(std::move(row));
    }
    return rows;
}

Result<CellSet> decodeCellSetProtobuf(QByteArrayView bytes)
{
    if (auto fast = Internal::fastDecodeCellSetProtobuf(bytes)) {
        return std::move(*fast);
    }
    return Internal::referenceDecodeCellSetProtobuf(bytes);
}

bool isProtobufMediaType(QByteArrayView contentType)
{
    if (const qsizetype semi = contentType.indexOf(';'); semi >= 0) {
        contentType = contentType.first(semi);
    }
    contentType = contentType.trimmed();
    return contentType.compare("application/x-protobuf", Qt::CaseInsensitive) == 0 ||
           contentType.compare("application/protobuf", Qt::CaseInsensitive) == 0;
}

Result<CellSet> decodeCellSetBody(QByteArrayView body, QByteArrayView contentType)
{
    return isProtobufMediaType(contentType) ? decodeCellSetProtobuf(body) : decodeCellSetJson(body);
}

} // namespace Ei::Core
