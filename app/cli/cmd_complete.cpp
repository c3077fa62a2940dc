// `__complete WHAT`: the names shell completion offers that only exist at completion time, one per
// line: `profiles` (built-in and the user's profile files) and `connections` (saved connections).
// Internal (command.h): the generated bash completion (docs/packaging.md) calls it, so it reads
// profiles and connections exactly as --profile and --connection do.
#include <core/domain/profile.h>
#include <core/settings/connectionstore.h>

#include "command.h"

namespace Ei::Cli {
namespace {

void runComplete(CommandContext &ctx)
{
    const QStringList &what = ctx.args().positionals();
    QStringList names;
    if (what == QStringList{QStringLiteral("profiles")}) {
        // Broken user profiles are skipped here, as --profile skips them.
        names = Core::ProfileRegistry::withUserProfiles().names();
    } else if (what == QStringList{QStringLiteral("connections")}) {
        names = Core::ConnectionStore().names();
    } else {
        ctx.usageError(QStringLiteral("__complete takes one of: profiles, connections"));
        return;
    }
    for (const QString &name : std::as_const(names)) {
        ctx.out() << name << '\n';
    }
    ctx.finish(0);
}

const bool registered = registerCommand(
    {.name = QStringLiteral("__complete"),
     .synopsis = QStringLiteral("__complete profiles|connections"),
     .summary = QStringLiteral("the profile or saved connection names, one per line (for shell completion)"),
     .options = {},
     .examples = {{QStringLiteral("__complete connections"), QStringLiteral("the saved connections' names")}},
     .exitCodes = {{0}, {2, QStringLiteral("neither profiles nor connections was asked for")}},
     .run = runComplete,
     .internal = true});

} // namespace
} // namespace Ei::Cli
