#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace Ei::Test {

// A column and its value, both as raw bytes ("f:c", "{...}").
using FixtureCell = QPair<QByteArray, QByteArray>;
// A row key and its cells.
using FixtureRow = QPair<QByteArray, QList<FixtureCell>>;

// The timestamp fixture cells carry unless a test asks for another one.
inline constexpr qint64 kFixtureTimestamp = 1700000000000;

// HBase REST CellSet JSON as the gateway writes it ({"Row":[{"key","Cell":[{"column",
// "timestamp","$"}]}]}, keys, columns and values base64), for scripted server answers and PUT
// bodies. A negative timestamp leaves "timestamp" out, as a client's PUT may.
QByteArray cellSetJson(const QList<FixtureRow> &rows, qint64 timestamp = kFixtureTimestamp);

} // namespace Ei::Test
