#pragma once

#include <QByteArrayView>
#include <QJsonObject>

#include <core/util/result.h>

namespace Ei::Server {

// HBase's Thrift filter language (ParseFilter; hbase-rest.md §2.4), the `filter`/`filter_b64`
// parameter of stateless scans and multiget, translated into the filter JSON of §2.3 so that
// `serve` evaluates it with the same ScanFilter as a stateful scanner's filter.
//
// Grammar (ParseFilter's): Name(arg, …) with quoted string arguments ('it''s': a quote doubled,
// bytes taken as they are, no other escapes) and bare ones (numbers, true/false, the compare
// operators < <= = != > >=); comparators 'binary:…', 'binaryprefix:…', 'substring:…',
// 'regexstring:…'; "A AND B", "A OR B", "SKIP A", "WHILE A" and parentheses, with SKIP/WHILE
// binding tightest, then AND, then OR. Known filters: KeyOnlyFilter, FirstKeyOnlyFilter,
// PrefixFilter, ColumnPrefixFilter, MultipleColumnPrefixFilter, InclusiveStopFilter, PageFilter,
// TimestampsFilter, RowFilter, FamilyFilter, QualifierFilter, ValueFilter,
// SingleColumnValueFilter, SingleColumnValueExcludeFilter, ColumnRangeFilter.
//
// Malformed text is a BadRequest error whose message says what and where (byte offset).
Core::Result<QJsonObject> filterLanguageToJson(QByteArrayView text);

} // namespace Ei::Server
