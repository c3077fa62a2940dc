#include "help.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Ei::Cli {
namespace {

const QString kProgram = QStringLiteral("extract-inspector-cli");
// The usage's first line of prose, and the man page's NAME line (help --json "summary").
const QString kSummary =
    QStringLiteral("read, curate, export and serve the rows of a GROBID and DOI-match HBase "
                   "table over HBase REST");

// "-o, --out PATH": short spellings first, as usage lines conventionally show them.
QString optionLabel(const OptionSpec &option)
{
    QStringList names = option.names;
    std::ranges::stable_sort(names, {}, [](const QString &n) { return n.startsWith(QLatin1String("--")); });
    QString label = names.join(QStringLiteral(", "));
    if (!option.valueName.isEmpty()) {
        label += QLatin1Char(' ') + option.valueName;
    }
    return label;
}

void printOptions(QTextStream &out, const QList<OptionSpec> &options)
{
    for (const OptionSpec &option : options) {
        const QString label = QStringLiteral("  ") + optionLabel(option);
        if (label.size() < 28) {
            out << label.leftJustified(28) << option.description << '\n';
        } else {
            out << label << '\n' << QString(28, QLatin1Char(' ')) << option.description << '\n';
        }
    }
}

QList<ExitCodeSpec> resolvedExitCodes(const CommandSpec &command)
{
    QList<ExitCodeSpec> codes = command.exitCodes;
    for (ExitCodeSpec &code : codes) {
        if (code.meaning.isEmpty()) {
            code.meaning = exitCodeMeaning(code.code);
        }
    }
    return codes;
}

void printExitCodes(QTextStream &out, const QList<ExitCodeSpec> &codes)
{
    out << "Exit codes:\n";
    for (const ExitCodeSpec &code : codes) {
        out << "  " << code.code << "  " << code.meaning << '\n';
    }
}

QJsonArray optionsJson(const QList<OptionSpec> &options)
{
    QJsonArray array;
    for (const OptionSpec &option : options) {
        QJsonObject o{{QStringLiteral("names"), QJsonArray::fromStringList(option.names)},
                      {QStringLiteral("description"), option.description}};
        if (!option.valueName.isEmpty()) {
            o.insert(QStringLiteral("value"), option.valueName);
        }
        array.append(o);
    }
    return array;
}

QJsonArray exitCodesJson(const QList<ExitCodeSpec> &codes)
{
    QJsonArray array;
    for (const ExitCodeSpec &code : codes) {
        array.append(
            QJsonObject{{QStringLiteral("code"), code.code}, {QStringLiteral("meaning"), code.meaning}});
    }
    return array;
}

} // namespace

const OptionSpec &helpOption()
{
    static const OptionSpec option{
        {QStringLiteral("--help"), QStringLiteral("-h")}, {}, QStringLiteral("show this help")};
    return option;
}

QList<OptionSpec> parsedOptions(const CommandSpec &command)
{
    return command.options + QList<OptionSpec>{helpOption()};
}

void printUsage(QTextStream &out)
{
    out << "usage: " << kProgram << " [GLOBAL OPTIONS] COMMAND [ARGS]\n"
        << "       " << kProgram << " help [COMMAND]\n\n"
        << "Extract Inspector's command-line tool: " << kSummary << ".\n\n"
        << "Global options (before or after the command):\n";
    printOptions(out, globalOptions());
    out << "\nCommands:\n";
    for (const CommandSpec &command : commands()) {
        // A long synopsis gets its summary on the next line, so the summaries stay in one column.
        if (command.synopsis.size() <= 44) {
            out << "  " << command.synopsis.leftJustified(44) << ' ' << command.summary << '\n';
        } else {
            out << "  " << command.synopsis << '\n'
                << QString(47, QLatin1Char(' ')) << command.summary << '\n';
        }
    }
    out << "\nRun '" << kProgram << " help COMMAND' (or '" << kProgram
        << " COMMAND --help') for details: its options, examples and exit codes.\n\n";
    printExitCodes(out, contractExitCodes());
}

void printCommandHelp(QTextStream &out, const CommandSpec &command)
{
    out << "usage: " << kProgram << ' ' << command.synopsis << "\n\n" << command.summary << "\n\nOptions:\n";
    printOptions(out, parsedOptions(command));
    if (!command.examples.isEmpty()) {
        out << "\nExamples:\n";
        for (const ExampleSpec &example : command.examples) {
            out << "  " << kProgram << ' ' << example.commandLine << '\n';
            out << "      " << example.description << '\n';
        }
    }
    out << '\n';
    printExitCodes(out, resolvedExitCodes(command));
    out << "\nGlobal options (--url, --table, --connection, ...) go before or after the command; '"
        << kProgram << " --help' lists them.\n";
}

QString unknownCommandMessage(const QString &name)
{
    QStringList names;
    for (const CommandSpec &command : commands()) {
        names.append(command.name);
    }
    const QString nearest = nearestName(name, names);
    return nearest.isEmpty() ? QStringLiteral("unknown command '%1' (run with --help for the list)").arg(name)
                             : QStringLiteral("unknown command '%1'; did you mean '%2'?").arg(name, nearest);
}

QByteArray specsJson()
{
    QJsonArray commandArray;
    for (const CommandSpec &command : commands()) {
        QJsonArray examples;
        for (const ExampleSpec &example : command.examples) {
            examples.append(QJsonObject{{QStringLiteral("commandLine"), example.commandLine},
                                        {QStringLiteral("description"), example.description}});
        }
        commandArray.append(QJsonObject{
            {QStringLiteral("name"), command.name},
            {QStringLiteral("synopsis"), command.synopsis},
            {QStringLiteral("summary"), command.summary},
            {QStringLiteral("options"), optionsJson(parsedOptions(command))},
            {QStringLiteral("examples"), examples},
            {QStringLiteral("exitCodes"), exitCodesJson(resolvedExitCodes(command))},
        });
    }
    const QJsonObject root{
        {QStringLiteral("program"), kProgram},
        {QStringLiteral("summary"), kSummary},
        {QStringLiteral("globalOptions"), optionsJson(globalOptions())},
        {QStringLiteral("commands"), commandArray},
        {QStringLiteral("exitCodes"), exitCodesJson(contractExitCodes())},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

// `help [COMMAND] [--json]`: the usage, a command's help, or every spec as JSON.
void runHelp(CommandContext &ctx)
{
    const QStringList &topics = ctx.args().positionals();
    if (ctx.args().isSet(QStringLiteral("--json"))) {
        if (!topics.isEmpty()) {
            ctx.usageError(QStringLiteral("help --json describes every command; it takes no COMMAND"));
            return;
        }
        ctx.writeOut(specsJson());
    } else if (topics.isEmpty()) {
        printUsage(ctx.out());
    } else if (topics.size() > 1) {
        ctx.usageError(QStringLiteral("help takes one COMMAND, not %1").arg(topics.join(QLatin1Char(' '))));
        return;
    } else if (const CommandSpec *command = findCommand(topics.first())) {
        printCommandHelp(ctx.out(), *command);
    } else {
        ctx.usageError(unknownCommandMessage(topics.first()));
        return;
    }
    ctx.finish(0);
}

const bool registered = registerCommand(
    {.name = QStringLiteral("help"),
     .synopsis = QStringLiteral("help [COMMAND] [--json]"),
     .summary = QStringLiteral("this usage, or a command's options, examples and exit codes"),
     .options = {{{QStringLiteral("--json")},
                  {},
                  QStringLiteral("every command and option as JSON (for man pages and shell completion)")}},
     .examples = {{QStringLiteral("help scan"), QStringLiteral("the options of scan, with examples")},
                  {QStringLiteral("help --json"), QStringLiteral("all of it, machine-readable")}},
     .exitCodes = {{0}, {2, QStringLiteral("an unknown COMMAND or option")}},
     .run = runHelp});

} // namespace

} // namespace Ei::Cli
