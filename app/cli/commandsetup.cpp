#include "commandsetup.h"

#include <chrono>

#include <core/hbase/restclient.h>
#include <core/pdf/pdffetcher.h>
#include <core/pdf/pdfsource.h>

#include "restsupport.h"

namespace Ei::Cli {

Core::Result<QList<QByteArray>> parseKeyArguments(const QStringList &texts, const GlobalOptions &global)
{
    QList<QByteArray> keys;
    for (const QString &text : texts) {
        auto key = parseKeyArgument(text, global);
        if (!key) {
            return std::unexpected(key.error());
        }
        keys.append(*key);
    }
    return keys;
}

std::optional<OpenedTable> openTable(CommandContext &ctx)
{
    auto setup = tableSetupFor(ctx.global());
    if (!setup) {
        ctx.fail(setup.error());
        return std::nullopt;
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return std::nullopt;
    }
    return OpenedTable{std::move(*setup), client};
}

Core::Call<Core::Row> *getRowOfKeyArgument(CommandContext &ctx, const QString &keyText,
                                           const QList<QByteArray> &columns)
{
    auto key = parseKeyArgument(keyText, ctx.global());
    if (!key) {
        ctx.fail(key.error());
        return nullptr;
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return nullptr;
    }
    Core::GetOptions options;
    options.columns = columns;
    return client->getRow(*key, options);
}

QString pdfCacheDirFromArgs(const CommandArgs &args)
{
    const QString dir = args.value(QStringLiteral("--cache-dir"));
    if (dir.isEmpty() && args.isSet(QStringLiteral("--cache"))) {
        return Core::PdfCache::defaultDirectory();
    }
    return dir;
}

Core::PdfFetcher *makePdfFetcher(CommandContext &ctx, QObject *parent, const QStringList &sourceSpecs,
                                 const QString &cacheDir, qint64 cacheMaxBytes)
{
    auto sources = Core::PdfSourceSpec::parseList(sourceSpecs);
    if (!sources) {
        ctx.usageError(sources.error().message);
        return nullptr;
    }
    auto *fetcher = new Core::PdfFetcher(parent);
    fetcher->setSources(*sources);
    fetcher->setHeaders(ctx.global().headers);
    if (auto auth = authFromOptions(ctx.global()); auth) {
        fetcher->setAuth(*auth);
    } else {
        ctx.usageError(auth.error().message);
        delete fetcher;
        return nullptr;
    }
    fetcher->setTransferTimeout(std::chrono::seconds(ctx.global().timeoutSeconds));
    if (!cacheDir.isEmpty()) {
        auto *cache = new Core::PdfCache(cacheDir, cacheMaxBytes);
        fetcher->setCache(cache);
        // The fetcher as context: it dies after the context, whose own connections are gone by then
        // (with &ctx here the cache leaked).
        QObject::connect(fetcher, &QObject::destroyed, fetcher, [cache] { delete cache; });
    }
    return fetcher;
}

void noteAttempts(CommandContext &ctx, Core::PdfFetchJob *job)
{
    QObject::connect(job, &Core::PdfFetchJob::attemptFinished, &ctx, [&ctx](const Core::PdfAttempt &a) {
        ctx.verbose(QStringLiteral("attempt: ") + a.summary());
    });
}

} // namespace Ei::Cli
