// `put KEY fam:qual=VALUE...` and `delete KEY [fam:qual...]`.
#include <core/hbase/restclient.h>
#include <core/hbase/restpath.h>

#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

void runPut(CommandContext &ctx)
{
    const QStringList &args = ctx.args().positionals();
    if (args.size() < 2) {
        ctx.usageError(QStringLiteral("put needs a KEY and at least one fam:qual=VALUE"));
        return;
    }
    auto key = parseKeyArgument(args.first(), ctx.global());
    if (!key) {
        ctx.fail(key.error());
        return;
    }
    const Core::ValueEncoder encode = valueEncoderFor(ctx.global());
    Core::Row row{*key, {}};
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &assignment = args.at(i);
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        const qsizetype colon = assignment.indexOf(QLatin1Char(':'));
        if (eq < 0 || colon <= 0 || colon > eq) {
            ctx.usageError(QStringLiteral("'%1' is not fam:qual=VALUE").arg(assignment));
            return;
        }
        const QByteArray column = assignment.left(eq).toUtf8();
        auto value = encode(column, assignment.mid(eq + 1));
        if (!value) {
            ctx.fail(value.error());
            return;
        }
        row.cells.append(Core::Cell{column, Core::Cell::kNoTimestamp, *value});
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    const qsizetype count = row.cells.size();
    client->put({row})->then(&ctx, [&ctx, count, key = *key](const Core::Result<void> &done) {
        if (!done) {
            ctx.fail(done.error());
            return;
        }
        ctx.note(
            QStringLiteral("wrote %1 cell(s) to row '%2'").arg(count).arg(Core::RestPath::displayKey(key)));
        ctx.finish(0);
    });
}

void runDelete(CommandContext &ctx)
{
    const QStringList &args = ctx.args().positionals();
    if (args.isEmpty()) {
        ctx.usageError(QStringLiteral("delete needs a KEY"));
        return;
    }
    auto key = parseKeyArgument(args.first(), ctx.global());
    if (!key) {
        ctx.fail(key.error());
        return;
    }
    auto columns = parseColumns(args.mid(1), ctx.global());
    if (!columns) {
        ctx.fail(columns.error());
        return;
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    client->deleteCells(*key, *columns)->then(&ctx, [&ctx, key = *key](const Core::Result<void> &done) {
        if (!done) {
            ctx.fail(done.error());
            return;
        }
        ctx.note(QStringLiteral("deleted from row '%1'").arg(Core::RestPath::displayKey(key)));
        ctx.finish(0);
    });
}

const bool registeredPut = registerCommand(
    {.name = QStringLiteral("put"),
     .synopsis = QStringLiteral("put KEY fam:qual=VALUE..."),
     .summary = QStringLiteral("write cells, each value encoded by the profile's column type (a key starting "
                               "with '-' goes after --)"),
     .options = {},
     .examples = {{QStringLiteral("put KEY grobid0:status_code=200 match0:mstatus=accepted"),
                   QStringLiteral("two cells; the status code becomes an 8-byte big-endian integer")}},
     .exitCodes = {{0}, {1, QStringLiteral("the server refused or failed the write (or --read-only)")}, {2}},
     .run = runPut});
const bool registeredDelete = registerCommand(
    {.name = QStringLiteral("delete"),
     .synopsis = QStringLiteral("delete KEY [fam:qual...]"),
     .summary = QStringLiteral("delete a row, or some of its columns"),
     .options = {},
     .examples = {{QStringLiteral("delete KEY match0:note"), QStringLiteral("one cell of a row")},
                  {QStringLiteral("delete KEY"), QStringLiteral("the whole row")}},
     .exitCodes = {{0}, {1, QStringLiteral("the server refused or failed the delete (or --read-only)")}, {2}},
     .run = runDelete});

} // namespace
} // namespace Ei::Cli
