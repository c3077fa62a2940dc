#pragma once

#include <core/hbase/restclient.h>

#include "args.h"
#include "command.h"

namespace Ei::Cli {

// The row-selection options shared by `scan`, `export` and `reprocess`:
// --prefix P | --start K --stop K, --limit N, --columns ..., --where PRED (repeatable).
inline const QSet<QString> kScanValueOptions{QStringLiteral("--prefix"),  QStringLiteral("--start"),
                                             QStringLiteral("--stop"),    QStringLiteral("--limit"),
                                             QStringLiteral("--columns"), QStringLiteral("--where")};

// Builds the scanner spec (keys parsed by the table's key format, --where values encoded by the
// profile's column types) and reports usage errors as values.
Core::Result<Core::ScanSpec> scanSpecFromArgs(const CommandArgs &args, const GlobalOptions &global,
                                              bool keysOnly = false);

} // namespace Ei::Cli
