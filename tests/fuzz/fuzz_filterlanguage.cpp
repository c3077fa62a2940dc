// Fuzzes `serve`'s parser of HBase's filter language (the `filter`/`filter_b64` parameter of
// stateless scans and multiget, hbase-rest.md §2.4), which reads whatever a network client sends:
// any bytes give a filter or an error; a parsed filter evaluates rows without crashing; and what
// the client's renderer (filtertext.h) writes for it parses back to the same filter JSON.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <QByteArray>
#include <QJsonDocument>

#include <core/hbase/filter.h>
#include <core/hbase/filtertext.h>
#include <core/snapshot/filterlanguage.h>
#include <core/snapshot/scanfilter.h>

using namespace Ei::Core;

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
    auto filter = parseScanFilter(QJsonDocument(*json).toJson(QJsonDocument::Compact));
    if (!filter) {
        return 0;
    }
    const QByteArray keys[] = {QByteArray(), QByteArray("a"), QByteArray("sha1:ABC"),
                               QByteArray("\xff\x00", 2), QByteArray("zzz")};
    for (const QByteArray &key : keys) {
        Row row{key,
                {Cell{"f:c", 1, "{\"u\":\"x\"}"}, Cell{"f:d", 2, QByteArray()},
                 Cell{"grobid0:status_code", 3, QByteArray("\0\0\0\0\0\0\0\xc8", 8)},
                 Cell{"match0:mstatus", 4, "matched"}}};
        (void)(*filter)->filterRow(row);
        (void)(*filter)->allRemainingFiltered();
    }
    return 0;
}
