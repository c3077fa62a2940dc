// Fuzzes the server-side filter parser of `serve` (a Scanner's "filter" JSON, hbase-rest.md §2.3),
// which reads whatever a network client sends: any bytes give a filter or an error, and a parsed
// filter evaluates rows without crashing, hanging or tripping a sanitizer.
#include <cstddef>
#include <cstdint>

#include <QByteArray>

#include <server/scanfilter.h>

#include "scanfilterharness.h"

using namespace Ei::Core;
using namespace Ei::Server;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView json(reinterpret_cast<const char *>(data), qsizetype(size));
    auto filter = parseScanFilter(json);
    if (!filter) {
        return 0;
    }
    Ei::Fuzz::evaluateOnSampleRows(**filter);
    return 0;
}
