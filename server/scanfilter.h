#pragma once

#include <memory>

#include <QByteArray>
#include <QJsonObject>

#include <core/hbase/cellset.h>
#include <core/util/result.h>

namespace Ei::Server {

// A server-side scan filter built from HBase REST's filter JSON (hbase-rest.md §2.3), evaluated
// row by row in key order. Filters may keep state across rows (PageFilter counts), so one instance
// serves one scan.
class ScanFilter
{
public:
    virtual ~ScanFilter() = default;

    // Returns false to drop the row; may drop or rewrite cells (KeyOnlyFilter empties values).
    // A row left without cells is dropped by the caller.
    virtual bool filterRow(Core::Row &row) = 0;
    // True once no later row can pass (PageFilter full, InclusiveStopFilter passed its key,
    // PrefixFilter passed its prefix): the scan can stop.
    virtual bool allRemainingFiltered() const { return false; }
};

// Parses the filter JSON text of a Scanner's "filter" field. Unknown filter or comparator types,
// unknown properties and malformed values are BadRequest errors naming what is wrong.
Core::Result<std::unique_ptr<ScanFilter>> parseScanFilter(QByteArrayView json);
// The same for the object filterLanguageToJson made of a `filter`/`filter_b64` parameter, which
// may also carry what the language says and the JSON cannot (KeyOnlyFilter(true)).
Core::Result<std::unique_ptr<ScanFilter>> parseFilterLanguageJson(const QJsonObject &json);

} // namespace Ei::Server
