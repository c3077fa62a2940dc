#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QString>

#include <core/domain/profile.h>
#include <core/util/result.h>

namespace Ei::Core {

// A cell decoded for people (display) and for tools (json). Decoding never fails: a cell that does
// not match its declared type keeps a faithful fallback (text when it is UTF-8, else hex) and says
// why in `problem`.
struct DecodedValue
{
    ColumnType declared = ColumnType::Auto; // the profile's type
    ColumnType type = ColumnType::Bytes;    // what the bytes were decoded as (the sniffed type for Auto)
    QString display;                        // one line, for tables and tooltips
    QJsonValue json;                        // for `get`, exports
    QString problem;                        // empty when the cell matched its type

    bool ok() const { return problem.isEmpty(); }
};

// What generic (Auto) columns are taken as, from their bytes alone: JSON object/array, XML, 8-byte
// values that are not printable text as int64, printable UTF-8 as text, everything else as bytes.
ColumnType sniffType(QByteArrayView value);

DecodedValue decodeCell(ColumnType type, QByteArrayView value);
DecodedValue decodeCell(const Profile &profile, QByteArrayView column, QByteArrayView value);

// Big-endian signed 64-bit, HBase Bytes.toLong: exactly 8 bytes or nullopt.
std::optional<qint64> decodeInt64Be(QByteArrayView value);
QByteArray encodeInt64Be(qint64 value);

// The inverse, for `put` and `--where`: user text to cell bytes by the column's type
// ("grobid0:status_code=200" -> 8 bytes 00..00 c8). JSON is validated and stored compact; text and
// XML as UTF-8; bytes from hex ("hex:..." or plain hex digits); Auto columns store the text as UTF-8.
Result<QByteArray> encodeCellValue(ColumnType type, QStringView text, QByteArrayView columnForMessages = {});
Result<QByteArray> encodeCellValue(const Profile &profile, QByteArray column, QString text);

// Hex with a byte count, how undecodable and binary cells are shown ("0a1b... (20 bytes)").
QString hexPreview(QByteArrayView value, qsizetype maxBytes = 64);

} // namespace Ei::Core
