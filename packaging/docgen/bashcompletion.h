#pragma once

#include <QString>

#include <core/util/result.h>

#include "programdoc.h"

namespace Ei::Packaging {

// A bash completion script for `doc.program` (installed in /usr/share/bash-completion/completions,
// and usable on its own with `source`: it needs nothing from the bash-completion package). It
// offers the commands, the global options and the options of the command typed, command names
// after `help`, and at completion time the saved connection names after --connection and the
// profile names after --profile, which it asks `helper __complete connections|profiles` for
// (helper: the CLI, looked for beside the program being completed, else in PATH). Other values
// and positional arguments fall back to bash's file name completion.
//
// An InvalidInput error when a command or option name holds a character a shell word list
// cannot carry as is (anything but letters, digits, '-' and '_').
Core::Result<QString> bashCompletion(const ProgramDoc &doc, const QString &helper);

} // namespace Ei::Packaging
