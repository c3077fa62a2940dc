#pragma once

#include <QByteArray>
#include <QRandomGenerator>

#include <core/hbase/cellset.h>

namespace Ei::Test {

// What the keys, columns and values of randomRows() are made of.
enum class RandomRowBytes
{
    // Any bytes: keys up to 40, columns up to 20 (no family structure), values up to 300.
    Raw,
    // Text pieces that exercise every JSON/UTF-8 branch (escapes, multi-byte and invalid UTF-8,
    // a BOM, DEL) mixed with runs of raw bytes; columns are mostly "f:..." and sometimes have an
    // odd family.
    TextPieces,
};

// Up to `maxSize` raw bytes.
QByteArray randomRawBytes(QRandomGenerator &rng, int maxSize);
// Up to `maxPieces` pieces, each a text piece or (one in four) a run of up to 19 raw bytes.
QByteArray randomPieceBytes(QRandomGenerator &rng, int maxPieces);

// `count` rows of up to four cells each, the same for the same seed, for encoder round trips and
// byte-for-byte comparisons. Timestamps include the awkward ones: none, 0, negative, beyond 2^53
// and the extremes of qint64.
Core::CellSet randomRows(quint32 seed, int count, RandomRowBytes bytes);

} // namespace Ei::Test
