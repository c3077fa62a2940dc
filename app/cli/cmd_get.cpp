// `get KEY... [--raw] [--columns fam:qual,...] [--full]`: rows as JSON lines, decoded by the
// table profile (--raw: the HBase CellSet JSON).
#include <functional>
#include <memory>

#include <QJsonDocument>
#include <QSet>

#include <core/domain/decodedrow.h>
#include <core/hbase/restclient.h>
#include <core/hbase/restpath.h>
#include <core/hbase/rowexists.h>

#include "args.h"
#include "command.h"
#include "commandsetup.h"
#include "restsupport.h"
#include "scanoptions.h"

namespace Ei::Cli {
namespace {

// HBase answers a row that exists but has none of the --columns asked for exactly as a missing row
// (404 for one row, left out of a multiget), so a row without a TEI read as "not found". The rows
// left out are checked one light request each (Core::rowExists); `done` gets those that exist.
void rowsThatExist(CommandContext &ctx, Core::RestClient *client, const QList<QByteArray> &keys,
                   std::function<void(QSet<QByteArray>)> done)
{
    auto found = std::make_shared<QSet<QByteArray>>();
    auto pending = std::make_shared<qsizetype>(keys.size());
    for (const QByteArray &key : keys) {
        Core::rowExists(client, key)
            ->then(&ctx, [&ctx, key, found, pending, done](const Core::Result<bool> &r) {
                if (ctx.finished()) {
                    return;
                }
                if (!r) {
                    ctx.fail(r.error());
                    return;
                }
                if (*r) {
                    found->insert(key);
                }
                if (--*pending == 0) {
                    done(*found);
                }
            });
    }
}

void noteWithoutColumns(CommandContext &ctx, const QSet<QByteArray> &keys, const QList<QByteArray> &order)
{
    for (const QByteArray &key : order) {
        if (keys.contains(key)) {
            ctx.note(QStringLiteral("%1: the row has none of the columns asked for")
                         .arg(Core::RestPath::displayKey(key)));
        }
    }
}

void runGet(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    if (args.positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("get needs at least one KEY"));
        return;
    }
    auto parsedKeys = parseKeyArguments(args.positionals(), ctx.global());
    if (!parsedKeys) {
        ctx.fail(parsedKeys.error());
        return;
    }
    const QList<QByteArray> keys = *parsedKeys;
    auto columns = parseColumns(args.values(QStringLiteral("--columns")), ctx.global());
    if (!columns) {
        ctx.fail(columns.error());
        return;
    }
    const std::optional<OpenedTable> table = openTable(ctx);
    if (!table) {
        return;
    }
    Core::RestClient *client = table->client;
    Core::GetOptions options;
    options.columns = *columns;
    const bool raw = args.isSet(QStringLiteral("--raw"));
    const bool full = args.isSet(QStringLiteral("--full"));
    Core::DecodedRowOptions decodeOptions;
    decodeOptions.table = ctx.global().table;
    decodeOptions.full = full;
    decodeOptions.keyDisplay = ctx.global().keyFormat == QLatin1String("sha1-hex")
                                   ? Core::Sha1Display::Hex
                                   : Core::Sha1Display::Base32Prefixed;
    const auto print = [&ctx, raw, profile = table->setup.profile, decodeOptions](const Core::CellSet &rows) {
        if (raw) {
            ctx.writeOut(Core::encodeCellSetJson(rows) + '\n');
            return;
        }
        for (const Core::Row &row : rows) {
            ctx.writeOut(QJsonDocument(Core::decodedRowJson(profile, row, decodeOptions))
                             .toJson(QJsonDocument::Compact) +
                         '\n');
        }
    };
    const bool someColumns = !options.columns.isEmpty();
    if (keys.size() == 1) {
        client->getRow(keys.first(), options)
            ->then(&ctx, [&ctx, client, print, key = keys.first(),
                          someColumns](const Core::Result<Core::Row> &row) {
                if (row) {
                    print({*row});
                    ctx.finish(0);
                    return;
                }
                if (row.error().kind != Core::ErrorKind::NotFound || !someColumns) {
                    ctx.fail(row.error());
                    return;
                }
                rowsThatExist(ctx, client, {key},
                              [&ctx, print, key, error = row.error()](const QSet<QByteArray> &found) {
                                  if (found.isEmpty()) {
                                      ctx.fail(error);
                                      return;
                                  }
                                  noteWithoutColumns(ctx, found, {key});
                                  print({Core::Row{key, {}}});
                                  ctx.finish(0);
                              });
            });
        return;
    }
    client->multiGet(keys, options)
        ->then(&ctx, [&ctx, client, print, keys, someColumns](const Core::Result<Core::CellSet> &rows) {
            if (!rows) {
                ctx.fail(rows.error());
                return;
            }
            QList<QByteArray> absent;
            for (const QByteArray &key : keys) {
                if (!std::ranges::contains(*rows, key, &Core::Row::key)) {
                    absent.append(key);
                }
            }
            // In the order asked for; a row that does not exist is reported and makes the exit code 4.
            const auto finish = [&ctx, print, keys, rows = *rows](const QSet<QByteArray> &withoutColumns) {
                Core::CellSet ordered;
                QStringList missing;
                for (const QByteArray &key : keys) {
                    const auto it = std::ranges::find(rows, key, &Core::Row::key);
                    if (it != rows.end()) {
                        ordered.append(*it);
                    } else if (withoutColumns.contains(key)) {
                        ordered.append(Core::Row{key, {}});
                    } else {
                        missing.append(Core::RestPath::displayKey(key));
                    }
                }
                noteWithoutColumns(ctx, withoutColumns, keys);
                print(ordered);
                if (!missing.isEmpty()) {
                    ctx.fail(Core::Error{Core::ErrorKind::NotFound,
                                         QStringLiteral("%1 of %2 rows were not found: %3.")
                                             .arg(missing.size())
                                             .arg(keys.size())
                                             .arg(missing.join(QStringLiteral(", ")))});
                    return;
                }
                ctx.finish(0);
            };
            if (absent.isEmpty() || !someColumns) {
                finish({});
                return;
            }
            rowsThatExist(ctx, client, absent, finish);
        });
}

const bool registered = registerCommand(
    {.name = QStringLiteral("get"),
     .synopsis = QStringLiteral("get KEY... [--raw] [--columns fam:qual,...] [--full]"),
     .summary = QStringLiteral("rows as JSON lines, decoded by the table profile"),
     .options = {{{QStringLiteral("--raw")}, {}, QStringLiteral("print the HBase CellSet JSON instead")},
                 columnsOption(),
                 {{QStringLiteral("--full")},
                  {},
                  QStringLiteral("print cells over 64 KiB whole (default: cut)")}},
     .examples = {{QStringLiteral("get sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J --columns match0"),
                   QStringLiteral("the match cells of one row")},
                  {QStringLiteral("get KEY1 KEY2 --raw"),
                   QStringLiteral("two rows as the server sent them")}},
     .exitCodes = {{0}, {1}, {2}, {4, QStringLiteral("a row does not exist (the others are printed)")}},
     .run = runGet});

} // namespace
} // namespace Ei::Cli
