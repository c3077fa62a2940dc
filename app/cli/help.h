#pragma once

#include <QByteArray>
#include <QTextStream>

#include "command.h"

namespace Ei::Cli {

// Every help text of the CLI is generated here from the declared specs (command.h): the global
// usage, each command's help, and the same data as JSON for man pages and shell completion.

// The option every command accepts besides its own: -h, --help.
const OptionSpec &helpOption();
// A command's options as the parser takes them: its own, then -h/--help.
QList<OptionSpec> parsedOptions(const CommandSpec &command);

// `extract-inspector-cli --help`: global options, commands, exit codes.
void printUsage(QTextStream &out);
// `COMMAND --help`, `help COMMAND`: synopsis, summary, options, examples, exit codes.
void printCommandHelp(QTextStream &out, const CommandSpec &command);
// "unknown command 'scna'; did you mean 'scan'?" (the suggestion only when one is close).
QString unknownCommandMessage(const QString &name);

// `help --json`: {"program", "summary", "globalOptions", "commands": [{name, synopsis, summary, options,
// examples, exitCodes}], "exitCodes"}, exit codes resolved to their meanings.
QByteArray specsJson();

} // namespace Ei::Cli
