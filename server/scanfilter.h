#pragma once

#include <memory>

#include <QByteArray>

#include <core/hbase/cellset.h>
#include <core/util/result.h>

namespace Ei::Core {

// A server-side scan filter built from HBase REST's filter JSON (hbase-rest.md §2.3), evaluated
// row by row in key order. Filters may keep state across rows (PageFilter counts), so one instance
// serves one scan.
class ScanFilter
{
public:
    virtual ~ScanFilter() = default;

    // Returns false to drop the row; may drop or rewrite cells (KeyOnlyFilter empties values).
    // A row left without cells is dropped by the caller.
    virtual bool filterRow(Row &row) = 0;
    // True once no later row can pass (PageFilter full, InclusiveStopFilter passed its key,
    // PrefixFilter passed its prefix): the scan can stop.
    virtual bool allRemainingFiltered() const { return false; }
};

// Parses the filter JSON text of a Scanner's "filter" field. Unknown filter or comparator types,
// unknown properties and malformed values are BadRequest errors naming what is wrong.
Result<std::unique_ptr<ScanFilter>> parseScanFilter(QByteArrayView json);

} // namespace Ei::Core
