#include "randomrows.h"

#include <iterator>
#include <limits>

namespace Ei::Test {
namespace {

// Pieces that exercise every branch: binary, ASCII with every escape, multi-byte UTF-8 (also
// 4-byte and a BOM), invalid UTF-8 (lone continuation, surrogate, overlong), DEL.
const QByteArray kPieces[] = {QByteArray("sha1:ABCDEF234567"),
                              QByteArray("f:c"),
                              QByteArray("grobid0:status_code"),
                              QByteArray("a\"b\\c/d"),
                              QByteArray("\t\n\r"),
                              QByteArray("\b\f\x01\x1f", 4),
                              QByteArray("\x7f"),
                              QByteArray("caf\xc3\xa9"),
                              QByteArray("\xf0\x9f\x98\x80"),
                              QByteArray("\xef\xbb\xbf"
                                         "bom"),
                              QByteArray("\x80"),
                              QByteArray("\xed\xa0\x80"),
                              QByteArray("\xc0\xaf"),
                              QByteArray("\xef\xbf\xbe"),
                              QByteArray(8, '\0'),
                              QByteArray("{\"dt\":\"20200101\"}"),
                              QByteArray(),
                              QByteArray(":")};

} // namespace

QByteArray randomRawBytes(QRandomGenerator &rng, int maxSize)
{
    QByteArray bytes(int(rng.bounded(maxSize + 1)), Qt::Uninitialized);
    for (char &c : bytes) {
        c = char(rng.bounded(256));
    }
    return bytes;
}

QByteArray randomPieceBytes(QRandomGenerator &rng, int maxPieces)
{
    QByteArray bytes;
    const int pieces = int(rng.bounded(maxPieces + 1));
    for (int i = 0; i < pieces; ++i) {
        if (rng.bounded(4) == 0) {
            const int n = int(rng.bounded(20));
            for (int b = 0; b < n; ++b) {
                bytes.append(char(rng.bounded(256)));
            }
        } else {
            bytes.append(kPieces[rng.bounded(int(std::size(kPieces)))]);
        }
    }
    return bytes;
}

Core::CellSet randomRows(quint32 seed, int count, RandomRowBytes bytes)
{
    using Core::Cell;
    QRandomGenerator rng(seed);
    const qint64 timestamps[] = {Cell::kNoTimestamp,
                                 0,
                                 1,
                                 -2,
                                 1700000000000,
                                 (qint64(1) << 53) + 1,
                                 std::numeric_limits<qint64>::max(),
                                 std::numeric_limits<qint64>::min() + 1};
    const bool raw = bytes == RandomRowBytes::Raw;
    Core::CellSet rows;
    for (int i = 0; i < count; ++i) {
        Core::Row row{raw ? randomRawBytes(rng, 40) : randomPieceBytes(rng, 3), {}};
        const int cells = int(rng.bounded(5));
        for (int c = 0; c < cells; ++c) {
            // The draws keep their order (column, timestamp, value), so a seed names the same rows
            // it did when each test had its own copy of this generator.
            QByteArray column;
            if (raw) {
                column = randomRawBytes(rng, 20);
            } else {
                const QByteArray family = rng.bounded(3) == 0 ? randomPieceBytes(rng, 1) : QByteArray("f");
                column = family + ':' + randomPieceBytes(rng, 2);
            }
            const qint64 timestamp = timestamps[rng.bounded(int(std::size(timestamps)))];
            row.cells.append(
                Cell{column, timestamp, raw ? randomRawBytes(rng, 300) : randomPieceBytes(rng, 6)});
        }
        rows.append(row);
    }
    return rows;
}

} // namespace Ei::Test
