// `schema-check`: the live table against its profile's expectedSchema and seed 000's rules
// (docs/schema-check.md); exit 6 when any finding is an error.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <core/domain/schemacheck.h>
#include <core/hbase/adminclient.h>
#include <core/hbase/restclient.h>

#include "command.h"
#include "parallelsupport.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

void runSchemaCheck(CommandContext &ctx)
{
    if (!ctx.args().positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("schema-check takes no arguments (the table comes from --table)"));
        return;
    }
    auto setup = tableSetupFor(ctx.global());
    if (!setup) {
        ctx.fail(setup.error());
        return;
    }
    qint64 sample = setup->profile.expectedSchema.sampleRows;
    if (ctx.args().isSet(QStringLiteral("--sample"))) {
        bool ok = false;
        sample = ctx.args().value(QStringLiteral("--sample")).toLongLong(&ok);
        if (!ok || sample < 0) {
            ctx.usageError(QStringLiteral("--sample takes a number of rows (0: the schema only)"));
            return;
        }
    }
    // The sample is spread over the table's regions, read on every --url (docs/admin.md).
    const auto gateways = openGateways(ctx);
    if (!gateways) {
        return;
    }
    Core::RestClient *client = gateways->client;
    Core::GatewayPool *pool = gateways->pool;
    auto *admin = new Core::AdminClient(client, &ctx);
    setup->profile.keyFormat = setup->keyFormat;
    auto *call = Core::runSchemaCheck(client, admin, setup->profile, sample, &ctx,
                                      {.gateways = pool, .parallel = parallelOptions(ctx.global()).parallel});
    QObject::connect(call, &Core::PendingCall::progress, &ctx, [&ctx](qint64 done, qint64 total) {
        ctx.verbose(QStringLiteral("sampled %1 of %2 rows").arg(done).arg(total));
    });
    call->then(&ctx, [&ctx, client, pool](const Core::Result<Core::SchemaCheckReport> &report) {
        if (!report) {
            ctx.fail(report.error());
            return;
        }
        if (report->sampledRows > 0) {
            ctx.verbose(QStringLiteral("sampled %1 key range(s), %2 at once, over %3 gateway(s)")
                            .arg(report->sampledRanges)
                            .arg(report->scansAtOnce)
                            .arg(report->sampledRanges > 1 ? pool->size() : 1));
        }
        QJsonArray findings;
        for (const Core::SchemaFinding &f : report->findings) {
            findings.append(f.toJson());
        }
        ctx.writeOut(QJsonDocument(QJsonObject{{QStringLiteral("table"), report->schema.name},
                                               {QStringLiteral("sampledRows"), report->sampledRows},
                                               {QStringLiteral("findings"), findings}})
                         .toJson(QJsonDocument::Compact) +
                     '\n');
        finishWhenIdle(ctx, client, report->hasErrors() ? 6 : 0);
    });
}

const bool registered = registerCommand(
    {.name = QStringLiteral("schema-check"),
     .synopsis = QStringLiteral("schema-check [--sample N]"),
     .summary = QStringLiteral("check the table against its profile's expectedSchema and seed 000's rules: "
                               "{\"findings\":[{\"severity\",\"rule\",\"family\",\"column\",\"message\"}]}"),
     .options = {{{QStringLiteral("--sample")},
                  QStringLiteral("N"),
                  QStringLiteral("rows sampled for the key and column rules, spread over the table's regions "
                                 "(--parallel; default: the profile's, 1,000)")}},
     .examples = {{QStringLiteral(
                       "--url http://127.0.0.1:8080 --table wbgrp-journal-extract-0-prod schema-check"),
                   QStringLiteral("families, attributes, colliding qualifiers, key format")}},
     .exitCodes = {{0},
                   {1},
                   {2},
                   {4, QStringLiteral("the table does not exist")},
                   {6, QStringLiteral("at least one finding is an error")}},
     .run = runSchemaCheck});

} // namespace
} // namespace Ei::Cli
