// `scan`: JSON lines, streamed page by page through a stateful scanner.
#include <core/hbase/restclient.h>

#include "args.h"
#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

// The smallest key greater than every key starting with `prefix` (empty = table end).
QByteArray prefixStop(QByteArray prefix)
{
    while (!prefix.isEmpty() && static_cast<unsigned char>(prefix.back()) == 0xFF) {
        prefix.chop(1);
    }
    if (!prefix.isEmpty()) {
        prefix.back() = char(static_cast<unsigned char>(prefix.back()) + 1);
    }
    return prefix;
}

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
    Core::ScanSpec spec;
    if (args->isSet(QStringLiteral("--prefix"))) {
        if (args->isSet(QStringLiteral("--start")) || args->isSet(QStringLiteral("--stop"))) {
            ctx.usageError(QStringLiteral("--prefix cannot be combined with --start or --stop"));
            return;
        }
        auto prefix = parseKeyArgument(args->value(QStringLiteral("--prefix")), ctx.global());
        if (!prefix) {
            ctx.fail(prefix.error());
            return;
        }
        spec.startRow = *prefix;
        spec.stopRow = prefixStop(*prefix);
    }
    for (const auto &[option, target] : {std::pair{QStringLiteral("--start"), &spec.startRow},
                                         std::pair{QStringLiteral("--stop"), &spec.stopRow}}) {
        if (args->isSet(option)) {
            auto key = parseKeyArgument(args->value(option), ctx.global());
            if (!key) {
                ctx.fail(key.error());
                return;
            }
            *target = *key;
        }
    }
    if (args->isSet(QStringLiteral("--limit"))) {
        bool ok = false;
        spec.limit = args->value(QStringLiteral("--limit")).toLongLong(&ok);
        if (!ok || spec.limit < 0) {
            ctx.usageError(QStringLiteral("--limit expects a number of rows, got '%1'")
                               .arg(args->value(QStringLiteral("--limit"))));
            return;
        }
    }
    auto columns = parseColumns(args->values(QStringLiteral("--columns")));
    if (!columns) {
        ctx.fail(columns.error());
        return;
    }
    spec.columns = *columns;
    const QSet<QByteArray> wanted(columns->begin(), columns->end());
    QList<Core::Filter> filters;
    const QStringList where = args->values(QStringLiteral("--where"));
    if (!where.isEmpty()) {
        auto filter = Core::whereFilter(where, valueEncoderFor(ctx.global()));
        if (!filter) {
            ctx.fail(filter.error());
            return;
        }
        filters.append(*filter);
        // A SingleColumnValueFilter only sees columns the scan reads (docs/hbase-client.md).
        if (!spec.columns.isEmpty()) {
            for (const QString &text : where) {
                const auto predicate = Core::parseWhere(text, valueEncoderFor(ctx.global()));
                if (predicate && !spec.columns.contains(predicate->column)) {
                    spec.columns.append(predicate->column);
                }
            }
        }
    }
    const bool keysOnly = args->isSet(QStringLiteral("--keys-only"));
    if (keysOnly) {
        filters.append(Core::Filter::keyOnly());
        // FirstKeyOnlyFilter would hide the columns a --where predicate has to see.
        if (where.isEmpty()) {
            filters.append(Core::Filter::firstKeyOnly());
        }
    }
    if (filters.size() == 1) {
        spec.filter = filters.first();
    } else if (filters.size() > 1) {
        spec.filter = Core::Filter::all(filters);
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    const bool full = args->isSet(QStringLiteral("--full"));
    client
        ->scanAll(spec, &ctx,
                  [&ctx, keysOnly, full, wanted](const Core::CellSet &rows) {
                      QByteArray out;
                      for (const Core::Row &row : rows) {
                          out += keysOnly ? rowKeyJson(row.key) : rowToGenericJson(row, full, wanted);
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
