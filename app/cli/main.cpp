// extract-inspector-cli: the scriptable face of ei_core (contract: shared/docs/cli.md).
#include <cstdio>

#include <QCoreApplication>
#include <QTimer>

#include <core/settings/connectionstore.h>
#include <core/util/version.h>

#include "command.h"
#include "connectionoptions.h"

using namespace Ei;

namespace {

// Global options and their environment defaults; everything else is the command and its args.
struct ParsedCommandLine
{
    Cli::GlobalOptions global;
    QString command;
    QStringList commandArgs;
    bool help = false;
    QSet<QString> given; // global options given on the command line (they beat a saved connection)
};

Core::Result<ParsedCommandLine> parseCommandLine(const QStringList &argv)
{
    ParsedCommandLine parsed;
    Cli::GlobalOptions &g = parsed.global;
    g.connection = qEnvironmentVariable("EI_CONNECTION");

    const QSet<QString> withValue{
        QStringLiteral("--url"),     QStringLiteral("--table"),      QStringLiteral("--connection"),
        QStringLiteral("--profile"), QStringLiteral("--key-format"), QStringLiteral("--header"),
        QStringLiteral("--timeout"), QStringLiteral("--pdf-source"), QStringLiteral("--crossref"),
        QStringLiteral("--ca-file"), QStringLiteral("--compression")};
    for (qsizetype i = 1; i < argv.size(); ++i) {
        const QString &arg = argv.at(i);
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        const QString name = (arg.startsWith(QLatin1String("--")) && eq > 0) ? arg.left(eq) : arg;
        if (withValue.contains(name)) {
            QString value;
            if (eq > 0 && name != arg) {
                value = arg.mid(eq + 1);
            } else if (i + 1 < argv.size()) {
                value = argv.at(++i);
            } else {
                return Core::fail(Core::ErrorKind::InvalidInput,
                                  QStringLiteral("option %1 needs a value").arg(name));
            }
            parsed.given.insert(name);
            if (name == QLatin1String("--url")) {
                g.url = value;
            } else if (name == QLatin1String("--table")) {
                g.table = value;
            } else if (name == QLatin1String("--connection")) {
                g.connection = value;
            } else if (name == QLatin1String("--profile")) {
                g.profile = value;
            } else if (name == QLatin1String("--key-format")) {
                g.keyFormat = value;
            } else if (name == QLatin1String("--header")) {
                const qsizetype colon = value.indexOf(QLatin1Char(':'));
                if (colon <= 0) {
                    return Core::fail(Core::ErrorKind::InvalidInput,
                                      QStringLiteral("--header expects 'Name: value', got '%1'").arg(value));
                }
                g.headers.append(
                    {value.left(colon).trimmed().toUtf8(), value.mid(colon + 1).trimmed().toUtf8()});
            } else if (name == QLatin1String("--timeout")) {
                bool ok = false;
                const int seconds = value.toInt(&ok);
                if (!ok || seconds <= 0) {
                    return Core::fail(
                        Core::ErrorKind::InvalidInput,
                        QStringLiteral("--timeout expects a positive number of seconds, got '%1'")
                            .arg(value));
                }
                g.timeoutSeconds = seconds;
            } else if (name == QLatin1String("--pdf-source")) {
                g.pdfSources.append(value);
            } else if (name == QLatin1String("--crossref")) {
                g.crossref = value;
            } else if (name == QLatin1String("--ca-file")) {
                g.caFile = value;
            } else if (name == QLatin1String("--compression")) {
                if (!Core::parseCompression(value)) {
                    return Core::fail(
                        Core::ErrorKind::InvalidInput,
                        QStringLiteral("--compression expects auto, on or off, got '%1'").arg(value));
                }
                g.compression = value;
            }
        } else if (arg == QLatin1String("--read-only")) {
            g.readOnly = true;
        } else if (arg == QLatin1String("--insecure")) {
            g.insecure = true;
        } else if (arg == QLatin1String("--quiet") || arg == QLatin1String("-q")) {
            g.quiet = true;
        } else if (arg == QLatin1String("--verbose") || arg == QLatin1String("-v")) {
            g.verbose = true;
        } else if (parsed.command.isEmpty() &&
                   (arg == QLatin1String("--help") || arg == QLatin1String("-h"))) {
            parsed.help = true;
        } else if (parsed.command.isEmpty() && arg == QLatin1String("--version")) {
            parsed.command = QStringLiteral("version");
        } else if (parsed.command.isEmpty() && !arg.startsWith(QLatin1Char('-'))) {
            parsed.command = arg;
        } else if (parsed.command.isEmpty()) {
            return Core::fail(Core::ErrorKind::InvalidInput, QStringLiteral("unknown option %1").arg(arg));
        } else {
            parsed.commandArgs.append(arg);
        }
    }
    return parsed;
}

void printUsage(QTextStream &s)
{
    s << "usage: extract-inspector-cli [GLOBAL OPTIONS] COMMAND [ARGS]\n\n"
      << "Global options (before or after the command):\n"
      << "  --url URL                 HBase REST base URL (env EI_HBASE_URL)\n"
      << "  --table NAME              table name (env EI_TABLE)\n"
      << "  --connection NAME         a saved connection (env EI_CONNECTION); its values are\n"
      << "                            defaults that the options given here override\n"
      << "  --profile NAME            table profile (default from the table name)\n"
      << "  --key-format FORMAT       sha1-b32-prefixed|sha1-b32|sha1-hex|raw20|utf8\n"
      << "  --header 'Name: value'    extra request header, repeatable\n"
      << "  --timeout SECONDS         per-request timeout (default 30)\n"
      << "  --read-only               refuse every write before any request\n"
      << "  --ca-file PEM             also trust the CA certificates in PEM (https:// URLs)\n"
      << "  --insecure                do not verify TLS certificates (says so on stderr)\n"
      << "  --compression MODE        auto|on|off: ask for gzip answers (auto: not from loopback\n"
      << "                            hosts, where compressing costs more than it saves)\n"
      << "  --pdf-source SPEC         repeatable: warc-dir:PATH warc-http:URL wayback:URL blob-dir:PATH "
         "blob-http:URL\n"
      << "  --crossref SPEC           postgrest:URL or crossref-api:URL\n"
      << "  --quiet, --verbose\n\nCommands:\n";
    QList<Cli::CommandSpec> sorted = Cli::commands();
    std::ranges::sort(sorted, {}, &Cli::CommandSpec::name);
    for (const Cli::CommandSpec &c : sorted) {
        s << "  " << c.synopsis.leftJustified(44) << ' ' << c.summary << '\n';
    }
    s << "\nExit codes: 0 ok, 1 runtime failure, 2 usage or invalid input, 3 conflict, 4 not found, "
         "5 integrity failure.\n";
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("extract-inspector"));
    QCoreApplication::setOrganizationName(QStringLiteral("extract-inspector"));
    QCoreApplication::setApplicationVersion(Core::productVersion());

    QTextStream err(stderr);
    auto parsed = parseCommandLine(QCoreApplication::arguments());
    if (!parsed) {
        err << "extract-inspector-cli: " << parsed.error().message << "\n";
        return 2;
    }
    if (parsed->help || parsed->command.isEmpty() || parsed->command == QLatin1String("help")) {
        QTextStream out(parsed->help || parsed->command == QLatin1String("help") ? stdout : stderr);
        printUsage(out);
        return parsed->command.isEmpty() && !parsed->help ? 2 : 0;
    }
    // A saved connection fills what the command line left open; the environment comes last.
    if (auto applied = Cli::applySavedConnection(parsed->global, parsed->given, Core::ConnectionStore());
        !applied) {
        err << "extract-inspector-cli: " << applied.error().message << "\n";
        return applied.error().kind == Core::ErrorKind::InvalidInput ? 2 : 1;
    }
    if (parsed->global.url.isEmpty()) {
        parsed->global.url = qEnvironmentVariable("EI_HBASE_URL");
    }
    if (parsed->global.table.isEmpty()) {
        parsed->global.table = qEnvironmentVariable("EI_TABLE");
    }
    const auto &all = Cli::commands();
    const auto it = std::ranges::find(all, parsed->command, &Cli::CommandSpec::name);
    if (it == all.end()) {
        err << "extract-inspector-cli: unknown command '" << parsed->command
            << "' (run with --help for the list)\n";
        return 2;
    }

    Cli::CommandContext context(parsed->global, parsed->commandArgs);
    QObject::connect(
        &context, &Cli::CommandContext::done, &app, [](int code) { QCoreApplication::exit(code); },
        Qt::QueuedConnection);
    it->run(context);
    if (context.finished()) {
        return context.exitCode();
    }
    return app.exec();
}
