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
    const CommandArgs &args = ctx.args();
    if (!args.positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("scan takes no positional arguments (use --prefix, --start, --stop)"));
        return;
    }
    const bool keysOnly = args.isSet(QStringLiteral("--keys-only"));
    auto spec = scanSpecFromArgs(args, ctx.global(), keysOnly);
    if (!spec) {
        ctx.fail(spec.error());
        return;
    }
    auto columns = parseColumns(args.values(QStringLiteral("--columns")));
    const QSet<QByteArray> wanted =
        columns ? QSet<QByteArray>(columns->begin(), columns->end()) : QSet<QByteArray>();
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    const bool full = args.isSet(QStringLiteral("--full"));
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
    {.name = QStringLiteral("scan"),
     .synopsis = QStringLiteral("scan [--prefix P|--start K --stop K] [--limit N] [--columns ...] "
                                "[--keys-only] [--where PRED] [--full]"),
     .summary = QStringLiteral("rows as JSON lines, streamed through a scanner"),
     .options =
         rowSelectionOptions() +
         QList<OptionSpec>{columnsOption(),
                           {{QStringLiteral("--keys-only")}, {}, QStringLiteral("print only the row keys")},
                           {{QStringLiteral("--full")},
                            {},
                            QStringLiteral("print cells over 64 KiB whole (default: cut)")}},
     .examples = {{QStringLiteral("scan --where grobid0:status_code=500 --keys-only"),
                   QStringLiteral("the keys of the rows GROBID failed on")},
                  {QStringLiteral("scan --prefix sha1:MP --limit 10 --columns f,match0"),
                   QStringLiteral("ten rows from a key prefix, two families only")}},
     .exitCodes = {{0}, {1}, {2}, {4, QStringLiteral("the table does not exist")}},
     .run = runScan});

} // namespace
} // namespace Ei::Cli
