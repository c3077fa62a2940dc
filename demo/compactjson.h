#pragma once

#include <QByteArray>
#include <QJsonValue>

namespace Ei::Demo {

// Compact JSON ({"a":1,"b":"é"}, UTF-8, sorted keys): the Heritrix-style and product-written form.
// The pipeline's Python-style spelling (f:c, file:cdx, grobid0:metadata) is Core::pythonJsonDumps
// (core/domain/pipelinerows.h); the demo writes both, as the real tables hold both.
QByteArray compactJson(const QJsonValue &value);

} // namespace Ei::Demo
