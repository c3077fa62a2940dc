// `version`: the client's version; with --url also the REST server's and the cluster's.
#include <core/hbase/restclient.h>
#include <core/util/version.h>

#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

void runVersion(CommandContext &ctx)
{
    if (!ctx.args().positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("version takes no arguments"));
        return;
    }
    ctx.out() << "extract-inspector-cli " << Core::productVersion() << Qt::endl;
    if (ctx.global().url.isEmpty()) {
        ctx.finish(0);
        return;
    }
    Core::RestClient *client = makeClient(ctx, false);
    if (!client) {
        return;
    }
    client->version()->then(&ctx, [&ctx](const Core::Result<Core::ServerVersion> &v) {
        if (!v) {
            ctx.fail(v.error());
            return;
        }
        ctx.out() << "rest-server " << v->rest;
        if (!v->hbase.isEmpty()) {
            ctx.out() << " (HBase " << v->hbase << ')';
        }
        ctx.out() << "\ncluster " << v->cluster << Qt::endl;
        ctx.verbose(QStringLiteral("server: %1; JVM: %2; OS: %3").arg(v->server, v->jvm, v->os));
        ctx.finish(0);
    });
}

const bool registered = registerCommand(
    {.name = QStringLiteral("version"),
     .synopsis = QStringLiteral("version"),
     .summary = QStringLiteral("the client's version; with --url also the REST server's and the cluster's"),
     .options = {},
     .examples = {{QStringLiteral("version"), QStringLiteral("the client's version")},
                  {QStringLiteral("--url http://127.0.0.1:8080 version"),
                   QStringLiteral("and the gateway's and HBase's")}},
     .exitCodes = {{0}, {1, QStringLiteral("the server did not answer")}, {2}},
     .run = runVersion});

} // namespace
} // namespace Ei::Cli
