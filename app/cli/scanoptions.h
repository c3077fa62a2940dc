#pragma once

#include <core/hbase/restclient.h>

#include "args.h"
#include "command.h"

namespace Ei::Cli {

// The row-selection options shared by `scan`, `export` and `reprocess`:
// --prefix P | --start K --stop K, --limit N, --where PRED (repeatable).
QList<OptionSpec> rowSelectionOptions();
// --columns fam:qual,... (repeatable), of `get`, `scan` and `export`.
OptionSpec columnsOption();

// Builds the scanner spec (keys parsed by the table's key format, --where values encoded by the
// profile's column types, --columns when the command has that option) and reports usage errors as
// values.
Core::Result<Core::ScanSpec> scanSpecFromArgs(const CommandArgs &args, const GlobalOptions &global,
                                              bool keysOnly = false);

} // namespace Ei::Cli
