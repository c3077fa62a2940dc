#pragma once

#include <optional>

#include <core/hbase/gatewaypool.h>
#include <core/hbase/parallelscan.h>

#include "command.h"

namespace Ei::Core {
class RestClient;
}

namespace Ei::Cli {

// Region-parallel bulk jobs (docs/hbase-client.md, "Region-parallel scans"): the gateways of
// --url (repeated) or a connection's restUrls, and --parallel N|auto.

// A pool over `client` and every further --url, owned by the command's context; nullptr after
// reporting a bad URL as a usage error.
Core::GatewayPool *makeGatewayPool(CommandContext &ctx, Core::RestClient *client);

// A client on the table and a pool over it and every further --url, both owned by the command's
// context, for a region-parallel job; nullopt once a missing connection or a bad URL is reported.
struct Gateways
{
    Core::RestClient *client = nullptr;
    Core::GatewayPool *pool = nullptr;
};
std::optional<Gateways> openGateways(CommandContext &ctx);

// --parallel as scan options (0 = auto); the order is the caller's.
Core::ParallelScanOptions parallelOptions(const GlobalOptions &global);

// Says under --verbose how a scan was cut and spread: `sender`'s rangesKnown(ranges, scanners)
// (a ParallelScan or an export's RestScanRowSource).
template<class Sender>
void noteRanges(CommandContext &ctx, Sender *sender, Core::GatewayPool *pool)
{
    QObject::connect(sender, &Sender::rangesKnown, &ctx, [&ctx, pool](int ranges, int scanners) {
        ctx.verbose(QStringLiteral("reading %1 key range(s), %2 at once, over %3 gateway(s)")
                        .arg(ranges)
                        .arg(scanners)
                        .arg(pool ? pool->size() : 1));
    });
}

} // namespace Ei::Cli
