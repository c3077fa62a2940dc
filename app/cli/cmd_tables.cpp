// `tables` and `schema`: what the gateway serves.
#include <QJsonDocument>

#include <core/hbase/adminclient.h>
#include <core/hbase/restclient.h>

#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

void runTables(CommandContext &ctx)
{
    if (!ctx.args().positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("tables takes no arguments"));
        return;
    }
    Core::RestClient *client = makeClient(ctx, false);
    if (!client) {
        return;
    }
    const QString ns = ctx.args().value(QStringLiteral("--namespace"));
    Core::Call<QStringList> *call =
        ns.isEmpty() ? client->tables() : (new Core::AdminClient(client, &ctx))->namespaceTables(ns);
    call->then(&ctx, [&ctx](const Core::Result<QStringList> &names) {
        if (!names) {
            ctx.fail(names.error());
            return;
        }
        for (const QString &name : *names) {
            ctx.out() << name << '\n';
        }
        ctx.finish(0);
    });
}

void runSchema(CommandContext &ctx)
{
    if (!ctx.args().positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("schema takes no arguments (the table comes from --table)"));
        return;
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    client->schema()->then(&ctx, [&ctx](const Core::Result<QJsonObject> &schema) {
        if (!schema) {
            ctx.fail(schema.error());
            return;
        }
        ctx.writeOut(QJsonDocument(*schema).toJson(QJsonDocument::Indented));
        ctx.finish(0);
    });
}

const bool registeredTables = registerCommand(
    {.name = QStringLiteral("tables"),
     .synopsis = QStringLiteral("tables [--namespace NS]"),
     .summary = QStringLiteral("the tables the gateway serves, one name per line"),
     .options = {{{QStringLiteral("--namespace")},
                  QStringLiteral("NS"),
                  QStringLiteral("only the tables of one namespace (their names without \"NS:\")")}},
     .examples = {{QStringLiteral("--url http://127.0.0.1:8080 tables"), QStringLiteral("list the tables")},
                  {QStringLiteral("--url http://127.0.0.1:8080 tables --namespace default"),
                   QStringLiteral("the tables of the default namespace")}},
     .exitCodes = {{0}, {1}, {2}, {4, QStringLiteral("the namespace does not exist")}},
     .run = runTables});
const bool registeredSchema = registerCommand(
    {.name = QStringLiteral("schema"),
     .synopsis = QStringLiteral("schema"),
     .summary = QStringLiteral("the table schema (families and their attributes) as JSON"),
     .options = {},
     .examples = {{QStringLiteral("--url http://127.0.0.1:8080 --table wbgrp-journal-extract-0-prod schema"),
                   QStringLiteral("the schema of one table")}},
     .exitCodes = {{0}, {1}, {2}, {4, QStringLiteral("the table does not exist")}},
     .run = runSchema});

} // namespace
} // namespace Ei::Cli
