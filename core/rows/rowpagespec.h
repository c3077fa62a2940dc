#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QList>

#include <core/hbase/filter.h>
#include <core/hbase/scanner.h>
#include <core/rows/rowquery.h>
#include <core/util/result.h>

namespace Ei::Core {

// What one page of the row list reads, whoever reads it: a REST scanner (RestRowPageSource), a
// table held in this process (Server::TableStoreRowPageSource) and a filtered export
// (TableSession::filterScan) turn a query into the same scan, so a page holds the same rows
// whichever way the table is reached.
//
// The scan of the rows after `afterKey` (from the query's start when empty): the query's key range
// and prefix, `listColumns` plus the columns its --where predicates test, those predicates as HBase
// filters (values encoded by `encoder`), at most `limit` rows (-1: no limit).
Result<ScanSpec> rowPageScanSpec(const RowQuery &query, const QByteArray &afterKey, int limit,
                                 const QList<QByteArray> &listColumns, const ValueEncoder &encoder);

// The keys of a key-list query (a DOI's rows) one page after `afterKey` holds: at most `limit` of
// them, within the query's key range. `*atEnd` says whether the list has no keys after them.
QByteArrayList rowPageKeys(const RowQuery &query, const QByteArray &afterKey, int limit, bool *atEnd);

} // namespace Ei::Core
