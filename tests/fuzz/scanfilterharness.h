#pragma once

// The evaluation half of the filter fuzzers (fuzz_scanfilter, fuzz_filterlanguage): a parsed
// filter runs over a few rows with awkward keys (empty, binary, before and after the usual ones)
// and the cells journal-extract rows carry, so every filter kind is exercised on real-looking data.

#include <QByteArray>

#include <core/hbase/cellset.h>
#include <server/scanfilter.h>

namespace Ei::Fuzz {

inline void evaluateOnSampleRows(Server::ScanFilter &filter)
{
    const QByteArray keys[] = {QByteArray(), QByteArray("a"), QByteArray("sha1:ABC"),
                               QByteArray("\xff\x00", 2), QByteArray("zzz")};
    for (const QByteArray &key : keys) {
        Core::Row row{key,
                      {Core::Cell{"f:c", 1, "{\"u\":\"x\"}"}, Core::Cell{"f:d", 2, QByteArray()},
                       Core::Cell{"grobid0:status_code", 3, QByteArray("\0\0\0\0\0\0\0\xc8", 8)},
                       Core::Cell{"match0:mstatus", 4, "matched"}}};
        (void)filter.filterRow(row);
        (void)filter.allRemainingFiltered();
    }
}

} // namespace Ei::Fuzz
