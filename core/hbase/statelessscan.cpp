#include "statelessscan.h"

#include <QCoreApplication>
#include <QUtf8StringView>

#include <core/hbase/filtertext.h>
#include <core/hbase/restpath.h>
#include <core/hbase/scanner.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::StatelessScan)
};

bool isAscii(QByteArrayView bytes)
{
    return std::all_of(bytes.begin(), bytes.end(),
                       [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

bool isText(QByteArrayView bytes)
{
    return QUtf8StringView(bytes).isValidUtf8();
}

Error notText(QByteArrayView key, const QString &role)
{
    return Error{ErrorKind::InvalidInput,
                 Tr::tr("Scanning through a read-only gateway failed: the %1 %2 is not UTF-8 text, and a "
                        "stateless scan (the only scan such a gateway allows) takes row keys as text only; "
                        "tables with binary keys (e.g. the raw20 key format) need a gateway that allows "
                        "scanners.")
                     .arg(role, RestPath::displayKey(key))};
}

void addParameter(QByteArray &query, QByteArrayView name, QByteArrayView encodedValue)
{
    if (!query.isEmpty()) {
        query.append('&');
    }
    query.append(name);
    query.append('=');
    query.append(encodedValue);
}

} // namespace

Result<QByteArray> statelessFilterParameter(const ScanSpec &spec, const ServerFeatures &features)
{
    if (!spec.filter) {
        return QByteArray();
    }
    auto text = renderFilterText(*spec.filter);
    if (!text) {
        return std::unexpected(text.error());
    }
    if (text->hasPageFilter) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("The scan's PageFilter cannot be used in a stateless scan: it would count rows "
                           "per page; limit the scan's rows instead."));
    }
    if (isAscii(text->text)) {
        return "filter=" + RestPath::percentEncode(text->text);
    }
    if (features.multigetFilters) {
        return "filter_b64=" + RestPath::base64UrlPiece(text->text);
    }
    if (isText(text->text)) {
        return "filter=" + RestPath::percentEncode(text->text);
    }
    return fail(ErrorKind::InvalidInput,
                Tr::tr("The scan's filter holds bytes that are not UTF-8 text (a binary value in a "
                       "predicate?); this server takes the filter of a stateless scan only as text "
                       "(filter_b64 needs HBase 2.4.18, 2.5.9, 2.6.1 or 3.x)."));
}

Result<StatelessPage> statelessPage(const ScanSpec &spec, const ServerFeatures &features,
                                    const std::optional<QByteArray> &after, qint64 rows,
                                    const QByteArray &filterParameter)
{
    StatelessPage page{"/*", {}};
    // The start: the scan's own for the first page, then just after the last key delivered.
    QByteArray start = after ? *after : spec.startRow;
    const bool startInclusive = after ? false : spec.includeStartRow;
    QByteArray stop = spec.stopRow;
    // A prefix scan whose stop row is not text (prefix "\x7f" stops at "\x80") can still be sent
    // as the path form /{prefix}*, which needs no endrow.
    const bool prefixPath = !spec.startRow.isEmpty() && !stop.isEmpty() && !spec.includeStopRow &&
                            stop == prefixStopRow(spec.startRow) && !isText(stop) && isText(spec.startRow);
    if (prefixPath) {
        page.path = '/' + RestPath::percentEncode(spec.startRow) + '*';
        stop.clear();
        if (!after) {
            start.clear(); // the prefix is the start row
        }
    }
    if (!start.isEmpty() || !startInclusive) {
        if (!startInclusive && !features.includeStartStopRow) {
            start.append('\0'); // the smallest key after K is K + 0x00
        }
        if (!isText(start)) {
            return std::unexpected(
                notText(after ? *after : spec.startRow, after ? Tr::tr("row key") : Tr::tr("start row")));
        }
        if (!start.isEmpty()) {
            addParameter(page.query, "startrow", RestPath::percentEncode(start));
        }
        if (!startInclusive && features.includeStartStopRow) {
            addParameter(page.query, "includeStartRow", "false");
        }
    }
    if (!stop.isEmpty()) {
        if (spec.includeStopRow && !features.includeStartStopRow) {
            stop.append('\0');
        }
        if (!isText(stop)) {
            return std::unexpected(notText(spec.stopRow, Tr::tr("stop row")));
        }
        addParameter(page.query, "endrow", RestPath::percentEncode(stop));
        if (spec.includeStopRow && features.includeStartStopRow) {
            addParameter(page.query, "includeStopRow", "true");
        }
    }
    for (const QByteArray &column : spec.columns) {
        if (!isText(column)) {
            return std::unexpected(notText(column, QStringLiteral("column")));
        }
        addParameter(page.query, "column", RestPath::percentEncode(column));
    }
    addParameter(page.query, "limit", QByteArray::number(std::max<qint64>(1, rows)));
    addParameter(page.query, "maxversions", QByteArray::number(std::max(1, spec.maxVersions)));
    if (spec.startTime >= 0) {
        addParameter(page.query, "starttime", QByteArray::number(spec.startTime));
    }
    if (spec.endTime >= 0) {
        addParameter(page.query, "endtime", QByteArray::number(spec.endTime));
    }
    if (!spec.cacheBlocks) {
        addParameter(page.query, "cacheblocks", "false");
    }
    if (!filterParameter.isEmpty()) {
        page.query.append('&' + filterParameter);
    }
    return page;
}

} // namespace Ei::Core
