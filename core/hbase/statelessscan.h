#pragma once

#include <optional>

#include <QByteArray>

#include <core/hbase/restclient.h>
#include <core/util/result.h>

namespace Ei::Core {

// One page of a stateless scan (hbase-rest.md §3.6): GET {table}{path}?{query}, whole rows.
struct StatelessPage
{
    QByteArray path;  // "/*", or "/{prefix}*" when the stop row cannot be sent as text
    QByteArray query; // encoded
};

// The `filter=` / `filter_b64=` parameter for a scan's filter (empty without one). filter_b64
// carries any bytes but only 2.4.18/2.5.9/2.6.1/3.x know it (older servers would silently ignore
// it); `filter=` is decoded by the server as UTF-8 text. A PageFilter is refused: it would count
// per page. Errors are InvalidInput sentences.
Result<QByteArray> statelessFilterParameter(const ScanSpec &spec, const ServerFeatures &features);

// The page after `after` (the last key delivered; nullopt for the first page) of at most `rows`
// rows. startrow and endrow are UTF-8 text on the server: a key that is not valid UTF-8 is an
// InvalidInput error that says so. `filterParameter` from statelessFilterParameter().
Result<StatelessPage> statelessPage(const ScanSpec &spec, const ServerFeatures &features,
                                    const std::optional<QByteArray> &after, qint64 rows,
                                    const QByteArray &filterParameter);

} // namespace Ei::Core
