// Fuzzes the server-side filter parser of `serve` (a Scanner's "filter" JSON, hbase-rest.md §2.3),
// which reads whatever a network client sends: any bytes give a filter or an error, and a parsed
// filter evaluates rows without crashing, hanging or tripping a sanitizer.
#include <cstddef>
#include <cstdint>

#include <QByteArray>

#include <core/snapshot/scanfilter.h>

using namespace Ei::Core;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView json(reinterpret_cast<const char *>(data), qsizetype(size));
    auto filter = parseScanFilter(json);
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
