#pragma once

#include <functional>

#include <QString>

#include "command.h"

namespace Ei::Core {
class RestClient;
class WriteJournal;
} // namespace Ei::Core

namespace Ei::Cli {

// Opens the write journal of the client's connection and table (`--journal FILE`, else
// WriteJournal::defaultPath) and calls ready(journal). While another process holds the file it
// tries again every 100 ms for up to --timeout seconds, then fails the command. Writes left by an
// earlier run are replayed first; a torn tail is reported as a note.
void openJournal(CommandContext &ctx, Core::RestClient *client, const QString &explicitPath,
                 std::function<void(Core::WriteJournal *)> ready);

// --by, else $EI_CURATOR, else $USER.
QString curatorName(const QString &byOption);

} // namespace Ei::Cli
