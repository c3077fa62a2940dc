#pragma once

#include <QByteArray>
#include <QJsonValue>

namespace Ei::Demo {

// JSON as Python's json.dumps(value, sort_keys=True) writes it: ", " and ": " separators, sorted
// keys, non-ASCII as lower-case \uXXXX escapes. The real pipeline wrote f:c, file:cdx and
// grobid0:metadata this way, so the demo does too (decoders must accept both spellings).
QByteArray pythonJsonDumps(const QJsonValue &value);

// Compact JSON ({"a":1,"b":"é"}, UTF-8, sorted keys): the Heritrix-style and product-written form.
QByteArray compactJson(const QJsonValue &value);

} // namespace Ei::Demo
