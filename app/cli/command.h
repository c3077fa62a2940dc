#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <core/util/result.h>

#include "args.h"

namespace Ei::Cli {

// Options of shared/docs/cli.md accepted before or after the command name.
struct GlobalOptions
{
    QString url;
    QStringList moreUrls; // --url given again: further REST gateways of the same cluster
    QString parallel;     // --parallel N|auto; empty = auto
    QString table;
    QString connection;
    QString profile;
    QString keyFormat;
    QList<QPair<QByteArray, QByteArray>> headers;
    int timeoutSeconds = 30;
    bool readOnly = false;
    QString caFile;        // PEM bundle trusted in addition to the system CAs
    bool insecure = false; // no TLS certificate checks
    QString compression;   // auto|on|off; empty = auto
    QString wireFormat;    // auto|json|protobuf; empty = auto
    QStringList pdfSources;
    QString crossref;
    QByteArray crossrefPassword; // a saved connection's postgres: password (never on the command line)
    // Authentication (shared/docs/cli.md "Authentication"); the secrets are read from files or
    // the environment (or a saved connection's secrets), never given on the command line.
    QString auth; // none|kerberos|basic; empty = none
    QString user;
    QString passwordFile;
    QByteArray password; // a saved connection's Basic password
    QString servicePrincipal;
    QString clientCertificate;
    QString clientKey;
    QString clientKeyPassphraseFile;
    QByteArray clientKeyPassphrase; // a saved connection's key passphrase
    QString doAs;
    bool allowInsecureAuth = false;
    QList<QByteArray> secretHeaderNames; // a saved connection's secret headers
    bool quiet = false;
    bool verbose = false;
};

// The global options as declared for the parser in main.cpp and for the help: --url, --table, ...,
// --help and --version.
QList<OptionSpec> globalOptions();

// What a running command sees: its arguments, stdout/stderr, and the way to end the process.
// Commands are asynchronous: they start work, return, and call finish()/fail() later from a
// callback; main() runs the event loop until then.
class CommandContext final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CommandContext)

public:
    CommandContext(GlobalOptions global, CommandArgs args);

    const GlobalOptions &global() const { return m_global; }
    // The command's arguments, already parsed against its declared options.
    const CommandArgs &args() const { return m_args; }

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }
    // Raw bytes to stdout (cells, PDFs); flushes the text stream first so output stays ordered.
    void writeOut(const QByteArray &bytes);

    // Progress and notes for humans on stderr, suppressed by --quiet.
    void note(const QString &line);
    void verbose(const QString &line);

    void finish(int exitCode);
    // Prints the error as one sentence on stderr and exits with the contract's code for its kind.
    void fail(const Core::Error &error);
    void usageError(const QString &message);

    bool finished() const { return m_exitCode.has_value(); }
    int exitCode() const { return m_exitCode.value_or(0); }

Q_SIGNALS:
    void done(int exitCode);

private:
    GlobalOptions m_global;
    CommandArgs m_args;
    QTextStream m_out;
    QTextStream m_err;
    std::optional<int> m_exitCode;
};

using CommandFunction = std::function<void(CommandContext &)>;

// One example of a command's use: the arguments after the program name, and what it does.
struct ExampleSpec
{
    QString commandLine; // e.g. "scan --where grobid0:status_code=500 --keys-only"
    QString description;
};

// An exit code a command can end with; an empty meaning is the contract's (exitCodeMeaning()).
struct ExitCodeSpec
{
    ExitCodeSpec(int exitCode, QString when = {})
        : code(exitCode)
        , meaning(std::move(when))
    {}

    int code = 0;
    QString meaning;
};

// Everything the CLI knows about a command. The parser reads `options`; the help text, `help
// --json` (for man pages and shell completion) are generated from the whole spec (help.h).
struct CommandSpec
{
    QString name;
    QString synopsis; // e.g. "get KEY... [--raw] [--columns fam:qual,...]"
    QString summary;  // one line
    QList<OptionSpec> options;
    QList<ExampleSpec> examples;
    QList<ExitCodeSpec> exitCodes;
    CommandFunction run;
    // For the tools around the CLI (shell completion), not for people: not in the usage, in
    // `help --json` or in did-you-mean suggestions, and run without reading a saved connection.
    bool internal = false;
};

// Commands register themselves from their own translation unit:
//   static const bool registered = registerCommand({...});
bool registerCommand(CommandSpec spec);
// Every registered command that is not internal, sorted by name.
const QList<CommandSpec> &commands();
// Any registered command, internal ones included.
const CommandSpec *findCommand(const QString &name);

// The exit codes of the contract (shared/docs/cli.md) and their meanings.
QList<ExitCodeSpec> contractExitCodes();
QString exitCodeMeaning(int code);

} // namespace Ei::Cli
