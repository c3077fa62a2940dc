#pragma once

#include <QByteArray>

#include <core/hbase/filter.h>
#include <core/util/result.h>

namespace Ei::Core {

// A filter in HBase's Thrift filter language (ParseFilter; hbase-rest.md §2.4), the only filter
// syntax of stateless scans (`GET /{table}/*?filter=…`) and multiget.
struct FilterText
{
    // e.g. "(PrefixFilter('sha1:') AND SingleColumnValueFilter('f','c',=,'binary:x',true,true))".
    // Raw bytes: quoted arguments carry the filter's bytes as they are (a quote doubled).
    QByteArray text;
    // A PageFilter somewhere inside: it counts rows per request, so it cannot span pages.
    bool hasPageFilter = false;
};

// Renders a typed filter (filter.h) into the filter language. Rules (docs/hbase-client.md):
// arguments are single-quoted with every ' doubled; comparators become 'binary:…',
// 'binaryprefix:…', 'substring:…', 'regexstring:…'; compare ops <, <=, =, !=, >, >=; lists become
// "(A AND B)" / "(A OR B)", SkipFilter/WhileMatchFilter "SKIP A" / "WHILE A". What the language
// cannot express is an InvalidInput error naming it: the NO_OP operator, BitComparator and
// NullComparator, empty filter lists, filter types ParseFilter does not know.
Result<FilterText> renderFilterText(const Filter &filter);

} // namespace Ei::Core
