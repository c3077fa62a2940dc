// Fuzzes `serve`'s parser of HBase's filter language (the `filter`/`filter_b64` parameter of
// stateless scans and multiget, hbase-rest.md §2.4), which reads whatever a network client sends:
// any bytes give a filter or an error; a parsed filter evaluates rows without crashing; and what
// the client's renderer (filtertext.h) writes for it parses back to the same filter JSON.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <QByteArray>

#include <core/hbase/filter.h>
#include <core/hbase/filtertext.h>
#include <server/filterlanguage.h>
#include <server/scanfilter.h>

#include "scanfilterharness.h"

using namespace Ei::Core;
using namespace Ei::Server;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView text(reinterpret_cast<const char *>(data), qsizetype(size));
    auto json = filterLanguageToJson(text);
    if (!json) {
        return 0;
    }
    // The renderer's output for a parsed filter must read back as the same filter.
    if (auto rendered = renderFilterText(Filter::fromJsonObject(*json))) {
        auto again = filterLanguageToJson(rendered->text);
        if (!again || *again != *json) {
            std::abort();
        }
    }
    auto filter = parseFilterLanguageJson(*json);
    if (!filter) {
        return 0;
    }
    Ei::Fuzz::evaluateOnSampleRows(**filter);
    return 0;
}
