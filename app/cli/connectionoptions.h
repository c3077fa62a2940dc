#pragma once

#include <QSet>
#include <QString>

#include <core/util/result.h>

#include "command.h"

namespace Ei::Core {
class ConnectionStore;
struct SavedConnection;
} // namespace Ei::Core

namespace Ei::Cli {

// A name given with --connection / EI_CONNECTION that is not saved: InvalidInput naming the saved
// ones (checked before the connection and its secrets are loaded). Without a name, nothing.
Core::Result<void> checkSavedConnectionName(const GlobalOptions &global, const Core::ConnectionStore &store);

// Fills `global` from `connection`, the saved connection it names, loaded with its secrets
// (Core::SecretKeeper: from the keyring or the secrets file), shared with the GUI
// (docs/connections.md). The saved values are defaults: an option given on the command line
// (named in `given`, e.g. "--table") wins; extra --header lines are added to the saved ones and
// replace a saved header of the same name.
void applySavedConnection(GlobalOptions &global, const QSet<QString> &given,
                          const Core::SavedConnection &connection);

} // namespace Ei::Cli
