#include "rowpagespec.h"

#include <algorithm>

namespace Ei::Core {

Result<ScanSpec> rowPageScanSpec(const RowQuery &query, const QByteArray &afterKey, int limit,
                                 const QList<QByteArray> &listColumns, const ValueEncoder &encoder)
{
    ScanSpec spec;
    spec.columns = listColumns;
    spec.limit = limit;
    // Small pages of light cells: the batch bounds one response, the limit one page.
    spec.batch = qMax(limit * qMax<int>(1, int(listColumns.size())), 100);
    if (!query.prefix.isEmpty()) {
        spec.startRow = query.prefix;
        spec.stopRow = prefixStopRow(query.prefix);
    }
    if (!query.startKey.isEmpty() && query.startKey > spec.startRow) {
        spec.startRow = query.startKey;
    }
    if (!query.stopKey.isEmpty() && (spec.stopRow.isEmpty() || query.stopKey < spec.stopRow)) {
        spec.stopRow = query.stopKey;
    }
    if (!afterKey.isEmpty()) {
        // The smallest key after afterKey: the scan's start row is inclusive.
        spec.startRow = afterKey + '\0';
    }
    if (!query.where.isEmpty()) {
        auto filter = whereFilter(query.where, encoder);
        if (!filter) {
            return std::unexpected(filter.error());
        }
        spec.filter = *filter;
        for (const QString &text : query.where) {
            const auto predicate = parseWhere(text, encoder);
            if (predicate && !spec.columns.isEmpty() && !spec.columns.contains(predicate->column)) {
                spec.columns.append(predicate->column);
            }
        }
    }
    return spec;
}

QByteArrayList rowPageKeys(const RowQuery &query, const QByteArray &afterKey, int limit, bool *atEnd)
{
    QByteArrayList out;
    auto it = afterKey.isEmpty() ? query.keys.cbegin()
                                 : std::upper_bound(query.keys.cbegin(), query.keys.cend(), afterKey);
    for (; it != query.keys.cend() && out.size() < limit; ++it) {
        const QByteArray &key = *it;
        const bool inRange = (query.prefix.isEmpty() || key.startsWith(query.prefix)) &&
                             (query.startKey.isEmpty() || key >= query.startKey) &&
                             (query.stopKey.isEmpty() || key < query.stopKey);
        if (inRange) {
            out.append(key);
        }
    }
    if (atEnd) {
        *atEnd = it == query.keys.cend();
    }
    return out;
}

} // namespace Ei::Core
