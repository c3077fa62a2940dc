#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <core/util/result.h>

namespace Ei::Packaging {

// A program's command line as the program itself describes it: `extract-inspector-cli help --json`
// or `extract-inspector --help-json` (one schema, see app/cli/help.h). The man pages and the bash
// completion are generated from it at build time (docs/packaging.md), so they cannot say anything
// the programs' own --help does not.

struct OptionDoc
{
    QStringList names; // "--out", "-o"
    QString value;     // "PATH"; empty for a flag
    QString description;
};

// A positional argument of a program without commands (the GUI's [path]).
struct ArgumentDoc
{
    QString name;
    QString syntax; // "[path]"
    QString description;
};

struct ExampleDoc
{
    QString commandLine; // after the program name
    QString description;
};

struct ExitCodeDoc
{
    int code = 0;
    QString meaning;
};

struct CommandDoc
{
    QString name;
    QString synopsis;
    QString summary;
    QList<OptionDoc> options;
    QList<ExampleDoc> examples;
    QList<ExitCodeDoc> exitCodes;
};

struct ProgramDoc
{
    QString program;
    QString summary;
    QList<OptionDoc> globalOptions; // every option of a program without commands
    QList<ArgumentDoc> arguments;
    QList<CommandDoc> commands;
    QList<ExitCodeDoc> exitCodes;
};

// An InvalidInput error naming what is missing when `json` is not such a description.
Core::Result<ProgramDoc> parseProgramDoc(const QByteArray &json);

} // namespace Ei::Packaging
