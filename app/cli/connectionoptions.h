#pragma once

#include <QSet>
#include <QString>

#include <core/util/result.h>

#include "command.h"

namespace Ei::Core {
class ConnectionStore;
}

namespace Ei::Cli {

// Fills `global` from the saved connection it names (--connection / EI_CONNECTION), shared with
// the GUI (docs/connections.md). The saved values are defaults: an option given on the command
// line (named in `given`, e.g. "--table") wins; extra --header lines are added to the saved ones
// and replace a saved header of the same name. A name that is not saved is InvalidInput naming
// the saved ones. Without a connection name nothing changes.
Core::Result<void> applySavedConnection(GlobalOptions &global, const QSet<QString> &given,
                                        const Core::ConnectionStore &store);

} // namespace Ei::Cli
