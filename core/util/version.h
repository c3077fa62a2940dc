#pragma once

#include <QString>

namespace Ei::Core {

// The product's version, e.g. "0.1.0", from the CMake project version.
QString productVersion();
// The User-Agent every HTTP request carries. It must not start with "Mozilla": HBase's CSRF
// filter treats such agents as browsers and rejects their writes (hbase-rest.md §6.3).
QByteArray userAgent();

} // namespace Ei::Core
