// `tables` and `schema`: what the gateway serves.
#include <QJsonDocument>

#include <core/hbase/restclient.h>

#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

void runTables(CommandContext &ctx)
{
    if (!ctx.args().isEmpty()) {
        ctx.usageError(QStringLiteral("tables takes no arguments"));
        return;
    }
    Core::RestClient *client = makeClient(ctx, false);
    if (!client) {
        return;
    }
    client->tables()->then(&ctx, [&ctx](const Core::Result<QStringList> &names) {
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
    if (!ctx.args().isEmpty()) {
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

const bool registeredTables = registerCommand({QStringLiteral("tables"), QStringLiteral("tables"),
                                               QStringLiteral("one table name per line"), runTables});
const bool registeredSchema = registerCommand({QStringLiteral("schema"), QStringLiteral("schema"),
                                               QStringLiteral("the table schema as JSON"), runSchema});

} // namespace
} // namespace Ei::Cli
