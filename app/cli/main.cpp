// extract-inspector-cli: the scriptable face of ei_core (contract: shared/docs/cli.md).
#include <cstdio>
#include <optional>

#include <QCoreApplication>
#include <QTimer>

#include <core/settings/connectionstore.h>
#include <core/settings/secretkeeper.h>
#include <core/util/version.h>

#include "command.h"
#include "connectionoptions.h"
#include "help.h"

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

// Sets the global option `name` (its first declared name) to `value`.
Core::Result<void> applyGlobalOption(Cli::GlobalOptions &g, const QString &name, const QString &value)
{
    if (name == QLatin1String("--url")) {
        (g.url.isEmpty() ? g.url : g.moreUrls.emplaceBack()) = value;
    } else if (name == QLatin1String("--parallel")) {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (value != QLatin1String("auto") && (!ok || n < 1 || n > 64)) {
            return Core::fail(
                Core::ErrorKind::InvalidInput,
                QStringLiteral("--parallel expects auto or a number from 1 to 64, got '%1'").arg(value));
        }
        g.parallel = value;
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
        g.headers.append({value.left(colon).trimmed().toUtf8(), value.mid(colon + 1).trimmed().toUtf8()});
    } else if (name == QLatin1String("--timeout")) {
        bool ok = false;
        const int seconds = value.toInt(&ok);
        if (!ok || seconds <= 0) {
            return Core::fail(
                Core::ErrorKind::InvalidInput,
                QStringLiteral("--timeout expects a positive number of seconds, got '%1'").arg(value));
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
            return Core::fail(Core::ErrorKind::InvalidInput,
                              QStringLiteral("--compression expects auto, on or off, got '%1'").arg(value));
        }
        g.compression = value;
    } else if (name == QLatin1String("--wire-format")) {
        if (!Core::parseWireFormat(value)) {
            return Core::fail(
                Core::ErrorKind::InvalidInput,
                QStringLiteral("--wire-format expects auto, json or protobuf, got '%1'").arg(value));
        }
        g.wireFormat = value;
    } else if (name == QLatin1String("--auth")) {
        if (!Core::parseAuthKind(value)) {
            return Core::fail(Core::ErrorKind::InvalidInput,
                              QStringLiteral("--auth expects none, kerberos or basic, got '%1'").arg(value));
        }
        g.auth = value.toLower();
    } else if (name == QLatin1String("--user")) {
        g.user = value;
    } else if (name == QLatin1String("--password-file")) {
        g.passwordFile = value;
    } else if (name == QLatin1String("--spn")) {
        g.servicePrincipal = value;
    } else if (name == QLatin1String("--client-cert")) {
        g.clientCertificate = value;
    } else if (name == QLatin1String("--client-key")) {
        g.clientKey = value;
    } else if (name == QLatin1String("--client-key-passphrase-file")) {
        g.clientKeyPassphraseFile = value;
    } else if (name == QLatin1String("--do-as")) {
        g.doAs = value;
    } else if (name == QLatin1String("--allow-insecure-auth")) {
        g.allowInsecureAuth = true;
    } else if (name == QLatin1String("--read-only")) {
        g.readOnly = true;
    } else if (name == QLatin1String("--insecure")) {
        g.insecure = true;
    } else if (name == QLatin1String("--quiet")) {
        g.quiet = true;
    } else if (name == QLatin1String("--verbose")) {
        g.verbose = true;
    } else {
        Q_UNREACHABLE(); // a declared global option without its meaning here
    }
    return {};
}

QStringList allNames(const QList<Cli::OptionSpec> &options)
{
    QStringList names;
    for (const Cli::OptionSpec &option : options) {
        names += option.names;
    }
    return names;
}

Core::Result<ParsedCommandLine> parseCommandLine(const QStringList &argv)
{
    ParsedCommandLine parsed;
    Cli::GlobalOptions &g = parsed.global;
    g.connection = qEnvironmentVariable("EI_CONNECTION");

    const QList<Cli::OptionSpec> options = Cli::globalOptions();
    for (qsizetype i = 1; i < argv.size(); ++i) {
        const QString &arg = argv.at(i);
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        const QString name = (arg.startsWith(QLatin1String("--")) && eq > 0) ? arg.left(eq) : arg;
        const auto option = std::ranges::find_if(
            options, [&name](const Cli::OptionSpec &o) { return o.names.contains(name); });
        const QString canonical = option == options.end() ? QString() : option->names.first();
        if (canonical == QLatin1String("--help") || canonical == QLatin1String("--version")) {
            // Before the command only: after it, --help is the command's own.
            if (!parsed.command.isEmpty()) {
                parsed.commandArgs.append(arg);
            } else if (canonical == QLatin1String("--help")) {
                parsed.help = true;
            } else {
                parsed.command = QStringLiteral("version");
            }
        } else if (option != options.end()) {
            QString value;
            if (option->valueName.isEmpty()) {
                if (name != arg) {
                    return Core::fail(Core::ErrorKind::InvalidInput,
                                      QStringLiteral("option %1 takes no value").arg(name));
                }
            } else if (name != arg) {
                value = arg.mid(eq + 1);
            } else if (i + 1 < argv.size()) {
                value = argv.at(++i);
            } else {
                return Core::fail(
                    Core::ErrorKind::InvalidInput,
                    QStringLiteral("option %1 needs a value (%2)").arg(name, option->valueName));
            }
            parsed.given.insert(canonical);
            if (auto applied = applyGlobalOption(g, canonical, value); !applied) {
                return std::unexpected(applied.error());
            }
        } else if (parsed.command.isEmpty() && !arg.startsWith(QLatin1Char('-'))) {
            parsed.command = arg;
        } else if (parsed.command.isEmpty()) {
            return Core::fail(Core::ErrorKind::InvalidInput,
                              Cli::unknownOptionMessage(name, allNames(options)));
        } else {
            parsed.commandArgs.append(arg);
        }
    }
    return parsed;
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
    if (parsed->command.isEmpty()) {
        QTextStream out(parsed->help ? stdout : stderr);
        Cli::printUsage(out);
        return parsed->help ? 0 : 2;
    }
    const Cli::CommandSpec *command = Cli::findCommand(parsed->command);
    if (command == nullptr) {
        err << "extract-inspector-cli: " << Cli::unknownCommandMessage(parsed->command) << "\n";
        return 2;
    }
    // The command's options, as declared: a misspelt one is named before anything else happens.
    auto args = Cli::CommandArgs::parse(parsed->commandArgs, Cli::parsedOptions(*command),
                                        allNames(Cli::globalOptions()));
    if (!args) {
        err << "extract-inspector-cli: " << args.error().message << " (see 'extract-inspector-cli "
            << command->name << " --help')\n";
        return 2;
    }
    if (parsed->help || args->isSet(Cli::helpOption().names.first())) {
        QTextStream out(stdout);
        Cli::printCommandHelp(out, *command);
        return 0;
    }
    // What is left once a saved connection (if any) has filled the options: the environment, then
    // the command. The exit code when it finished at once, else nothing (it ends through done).
    std::optional<Cli::CommandContext> context;
    const auto runCommand = [&]() -> std::optional<int> {
        if (parsed->global.url.isEmpty()) {
            parsed->global.url = qEnvironmentVariable("EI_HBASE_URL");
        }
        if (parsed->global.table.isEmpty()) {
            parsed->global.table = qEnvironmentVariable("EI_TABLE");
        }
        context.emplace(parsed->global, *args);
        QObject::connect(
            &*context, &Cli::CommandContext::done, &app, [](int code) { QCoreApplication::exit(code); },
            Qt::QueuedConnection);
        command->run(*context);
        return context->finished() ? std::optional<int>(context->exitCode()) : std::nullopt;
    };
    // A saved connection fills what the command line left open; the environment comes last. Help
    // and the internal commands need none (and work while a saved one is broken).
    const bool usesSavedConnection =
        command->name != QLatin1String("help") && !command->internal && !parsed->global.connection.isEmpty();
    if (!usesSavedConnection) {
        const std::optional<int> code = runCommand();
        return code ? *code : app.exec();
    }
    const Core::ConnectionStore store;
    if (auto known = Cli::checkSavedConnectionName(parsed->global, store); !known) {
        err << "extract-inspector-cli: " << known.error().message << "\n";
        return 2;
    }
    // Its secrets may be in the keyring, which answers asynchronously (D-Bus).
    auto *keeper = new Core::SecretKeeper(store, &app);
    keeper->load(parsed->global.connection)
        ->then(&app, [&](const Core::Result<Core::SavedConnection> &saved) {
            if (!saved) {
                err << "extract-inspector-cli: " << saved.error().message << "\n";
                err.flush();
                QCoreApplication::exit(saved.error().kind == Core::ErrorKind::InvalidInput ? 2 : 1);
                return;
            }
            Cli::applySavedConnection(parsed->global, parsed->given, *saved);
            if (const std::optional<int> code = runCommand()) {
                QCoreApplication::exit(*code);
            }
        });
    return app.exec();
}
