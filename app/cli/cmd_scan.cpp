// `scan`: JSON lines, streamed page by page through a stateful scanner.
#include <core/hbase/genericrowjson.h>
#include <core/hbase/restclient.h>

#include "args.h"
#include "command.h"
#include "restsupport.h"
#include "scanoptions.h"

namespace Ei::Cli {
namespace {

void runScan(CommandContext &ctx)
{
    auto args = CommandArgs::parse(
        ctx.args(), {{QStringLiteral("--prefix"), QStringLiteral("--start"), QStringLiteral("--stop"),
                      QStringLiteral("--limit"), QStringLiteral("--columns"), QStringLiteral("--where")},
                     {QStringLiteral("--keys-only"), QStringLiteral("--full")}});
    if (!args) {
        ctx.usageError(args.error().message);
        return;
    }
    if (!args->positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("scan takes no positional arguments (use --prefix, --start, --stop)"));
        return;
    }
    const bool keysOnly = args->isSet(QStringLiteral("--keys-only"));
    auto spec = scanSpecFromArgs(*args, ctx.global(), keysOnly);
    if (!spec) {
        ctx.fail(spec.error());
        return;
    }
    auto columns = parseColumns(args->values(QStringLiteral("--columns")));
    const QSet<QByteArray> wanted =
        columns ? QSet<QByteArray>(columns->begin(), columns->end()) : QSet<QByteArray>();
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    const bool full = args->isSet(QStringLiteral("--full"));
    client
        ->scanAll(*spec, &ctx,
                  [&ctx, keysOnly, full, wanted](const Core::CellSet &rows) {
                      QByteArray out;
                      for (const Core::Row &row : rows) {
                          if (keysOnly) {
                              Core::appendGenericKeyJson(out, row.key);
                          } else {
                              Core::appendGenericRowJson(out, row, full, wanted);
                          }
                          out += '\n';
                      }
                      ctx.writeOut(out);
                      return true;
                  })
        ->then(&ctx, [&ctx, client](const Core::Result<qint64> &total) {
            if (!total) {
                // Print now, exit once the scanner's DELETE is through.
                ctx.err() << "extract-inspector-cli: " << total.error().message << Qt::endl;
                finishWhenIdle(ctx, client, Core::exitCodeFor(total.error().kind));
                return;
            }
            ctx.verbose(QStringLiteral("%1 rows").arg(*total));
            finishWhenIdle(ctx, client, 0);
        });
}

const bool registered = registerCommand(
    {QStringLiteral("scan"),
     QStringLiteral(
         "scan [--prefix P|--start K --stop K] [--limit N] [--columns ...] [--keys-only] [--where PRED]"),
     QStringLiteral("rows as JSON lines"), runScan});

} // namespace
} // namespace Ei::Cli
