// `version`: the client's version (the server's versions join once the REST client lands).
#include <core/util/version.h>

#include "command.h"

namespace Ei::Cli {
namespace {

void runVersion(CommandContext &ctx)
{
    ctx.out() << "extract-inspector-cli " << Core::productVersion() << Qt::endl;
    ctx.finish(0);
}

const bool registered =
    registerCommand({QStringLiteral("version"), QStringLiteral("version"),
                     QStringLiteral("client version (and the server's, with --url)"), runVersion});

} // namespace
} // namespace Ei::Cli
