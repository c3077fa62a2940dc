#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QSet>

#include <core/hbase/cellset.h>

namespace Ei::Core {

// The generic JSON line of a row that the CLI's `get` and `scan` print (docs/hbase-client.md):
//   {"cells":[{"column":"f:c","timestamp":n,"value":"text"}],"key":"..."}
// Key, column and value are UTF-8 text when they are text (isGenericJsonText); otherwise key_b64,
// column_b64, and value_hex (values of at most 64 bytes) or value_b64. Unless `full`, a value over
// 64 KiB is cut (text at a UTF-8 boundary) and marked "truncated":true,"size":n. With onlyColumns,
// only cells whose column or family is in the set are written.
//
// Written directly, byte for byte what QJsonDocument's compact form of the same object was (members
// sorted by name, the same string escapes): core/hbase/tests/tst_genericrowjson.cpp keeps that encoder
// as the reference.
void appendGenericRowJson(QByteArray &out, const Row &row, bool full,
                          const QSet<QByteArray> &onlyColumns = {});
// {"key":"..."} or {"key_b64":"..."}: a row of `scan --keys-only`.
void appendGenericKeyJson(QByteArray &out, QByteArrayView key);

// Text for the generic JSON: valid UTF-8 without control characters other than tab and line
// breaks (an 8-byte big-endian integer is valid UTF-8 but not text).
bool isGenericJsonText(QByteArrayView bytes);

// Values longer than this are cut unless the caller asks for the full value.
inline constexpr qsizetype kGenericJsonTruncateAt = 64 * 1024;

} // namespace Ei::Core
