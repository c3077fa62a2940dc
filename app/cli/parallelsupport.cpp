#include "parallelsupport.h"

#include <QUrl>

#include <core/hbase/restclient.h>

#include "restsupport.h"

namespace Ei::Cli {

Core::GatewayPool *makeGatewayPool(CommandContext &ctx, Core::RestClient *client)
{
    auto *pool = new Core::GatewayPool(client, &ctx);
    for (const QString &text : ctx.global().moreUrls) {
        const QUrl url(text, QUrl::StrictMode);
        if (!url.isValid() ||
            (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) ||
            url.host().isEmpty()) {
            ctx.usageError(QStringLiteral("--url '%1' is not an http:// or https:// URL").arg(text));
            return nullptr;
        }
        pool->addGateway(url);
    }
    QObject::connect(pool, &Core::GatewayPool::gatewayResting, &ctx, [&ctx, pool](const QUrl &url) {
        ctx.note(QStringLiteral("gateway %1 failed: its scans go on elsewhere; it rests %2 s")
                     .arg(url.toDisplayString())
                     .arg(pool->restMs() / 1000));
    });
    return pool;
}

std::optional<Gateways> openGateways(CommandContext &ctx)
{
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return std::nullopt;
    }
    Core::GatewayPool *pool = makeGatewayPool(ctx, client);
    if (!pool) {
        return std::nullopt;
    }
    return Gateways{client, pool};
}

Core::ParallelScanOptions parallelOptions(const GlobalOptions &global)
{
    Core::ParallelScanOptions options;
    bool ok = false;
    const int n = global.parallel.toInt(&ok);
    options.parallel = ok && n > 0 ? n : 0;
    return options;
}

} // namespace Ei::Cli
