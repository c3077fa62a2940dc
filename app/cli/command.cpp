#include "command.h"

#include <algorithm>
#include <cstdio>

#include <QCoreApplication>

namespace Ei::Cli {

QList<OptionSpec> globalOptions()
{
    return {
        {{QStringLiteral("--url")},
         QStringLiteral("URL"),
         QStringLiteral("HBase REST base URL, e.g. http://127.0.0.1:8080 (env EI_HBASE_URL); repeatable: "
                        "further gateways of the same cluster, over which bulk jobs spread their scanners")},
        {{QStringLiteral("--parallel")},
         QStringLiteral("N|auto"),
         QStringLiteral(
             "bulk jobs (export, stats, reprocess --where, DOI search, schema-check's sample) read up to N "
             "regions at once (default auto: min(regions, 4))")},
        {{QStringLiteral("--table")}, QStringLiteral("NAME"), QStringLiteral("table name (env EI_TABLE)")},
        {{QStringLiteral("--connection")},
         QStringLiteral("NAME"),
         QStringLiteral("a saved connection (env EI_CONNECTION); options given here override its values")},
        {{QStringLiteral("--profile")},
         QStringLiteral("NAME"),
         QStringLiteral("table profile (default chosen from the table name)")},
        {{QStringLiteral("--key-format")},
         QStringLiteral("FORMAT"),
         QStringLiteral("how row keys are stored: sha1-b32-prefixed|sha1-b32|sha1-hex|raw20|utf8")},
        {{QStringLiteral("--header")},
         QStringLiteral("'Name: value'"),
         QStringLiteral("extra request header (auth, CSRF), repeatable")},
        {{QStringLiteral("--timeout")},
         QStringLiteral("SECONDS"),
         QStringLiteral("per-request transfer timeout (default 30)")},
        {{QStringLiteral("--read-only")}, {}, QStringLiteral("refuse every write, before any request")},
        {{QStringLiteral("--ca-file")},
         QStringLiteral("PEM"),
         QStringLiteral("also trust the CA certificates in PEM for https:// URLs")},
        {{QStringLiteral("--insecure")},
         {},
         QStringLiteral("do not verify TLS certificates (said on stderr every time)")},
        {{QStringLiteral("--auth")},
         QStringLiteral("KIND"),
         QStringLiteral(
             "none|kerberos|basic: how to authenticate to the gateway and the connection's other HTTP "
             "sources (kerberos: SPNEGO with the ticket cache of kinit)")},
        {{QStringLiteral("--user")},
         QStringLiteral("NAME"),
         QStringLiteral("basic: the user; kerberos: the principal of the ticket cache to use")},
        {{QStringLiteral("--password-file")},
         QStringLiteral("FILE"),
         QStringLiteral("basic: the password, first line of FILE (env EI_PASSWORD)")},
        {{QStringLiteral("--spn")},
         QStringLiteral("PRINCIPAL"),
         QStringLiteral("kerberos: the service principal, when it is not HTTP/<host of the URL>")},
        {{QStringLiteral("--client-cert")},
         QStringLiteral("PEM"),
         QStringLiteral("a TLS client certificate")},
        {{QStringLiteral("--client-key")},
         QStringLiteral("PEM"),
         QStringLiteral("the client certificate's key")},
        {{QStringLiteral("--client-key-passphrase-file")},
         QStringLiteral("FILE"),
         QStringLiteral("the passphrase of an encrypted client key (env EI_CLIENT_KEY_PASSPHRASE)")},
        {{QStringLiteral("--do-as")},
         QStringLiteral("USER"),
         QStringLiteral("act for USER: HBase REST's doAs query parameter on every request")},
        {{QStringLiteral("--allow-insecure-auth")},
         {},
         QStringLiteral("allow Basic credentials and secret headers over plain http:// to a host that is not "
                        "loopback (said on stderr every time)")},
        {{QStringLiteral("--compression")},
         QStringLiteral("MODE"),
         QStringLiteral("auto|on|off: ask for gzip answers (auto: not from loopback hosts)")},
        {{QStringLiteral("--wire-format")},
         QStringLiteral("FORMAT"),
         QStringLiteral("auto|json|protobuf: the HBase REST body format of rows (auto: protobuf where the "
                        "server offers it, else JSON)")},
        {{QStringLiteral("--pdf-source")},
         QStringLiteral("SPEC"),
         QStringLiteral("repeatable, tried in order: warc-dir:PATH warc-http:URL wayback:URL blob-dir:PATH "
                        "blob-http:URL")},
        {{QStringLiteral("--crossref")},
         QStringLiteral("SPEC"),
         QStringLiteral(
             "Crossref records: postgrest:URL, crossref-api:URL or postgres:CONNINFO (libpq key/value or "
             "URI; the password from --connection's secrets, PGPASSWORD or ~/.pgpass)")},
        {{QStringLiteral("--quiet"), QStringLiteral("-q")},
         {},
         QStringLiteral("no progress or notes on stderr (errors still)")},
        {{QStringLiteral("--verbose"), QStringLiteral("-v")},
         {},
         QStringLiteral("more detail on stderr (attempts, timings, server details)")},
        {{QStringLiteral("--help"), QStringLiteral("-h")},
         {},
         QStringLiteral("this help; after a command, that command's help")},
        {{QStringLiteral("--version")}, {}, QStringLiteral("the client version (the version command)")},
    };
}

CommandContext::CommandContext(GlobalOptions global, CommandArgs args)
    : m_global(std::move(global))
    , m_args(std::move(args))
    , m_out(stdout)
    , m_err(stderr)
{}

void CommandContext::writeOut(const QByteArray &bytes)
{
    m_out.flush();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void CommandContext::note(const QString &line)
{
    if (!m_global.quiet) {
        m_err << line << Qt::endl;
    }
}

void CommandContext::verbose(const QString &line)
{
    if (m_global.verbose) {
        m_err << line << Qt::endl;
    }
}

void CommandContext::finish(int exitCode)
{
    if (m_exitCode) {
        return;
    }
    m_exitCode = exitCode;
    m_out.flush();
    m_err.flush();
    Q_EMIT done(exitCode);
}

void CommandContext::fail(const Core::Error &error)
{
    m_err << "extract-inspector-cli: " << error.message << Qt::endl;
    finish(Core::exitCodeFor(error.kind));
}

void CommandContext::usageError(const QString &message)
{
    m_err << "extract-inspector-cli: " << message << Qt::endl;
    finish(2);
}

namespace {
QList<CommandSpec> &registry(bool internal)
{
    static QList<CommandSpec> publicCommands;
    static QList<CommandSpec> internalCommands;
    return internal ? internalCommands : publicCommands;
}
} // namespace

bool registerCommand(CommandSpec spec)
{
    QList<CommandSpec> &list = registry(spec.internal);
    const auto at = std::ranges::upper_bound(list, spec.name, {}, &CommandSpec::name);
    list.insert(at, std::move(spec));
    return true;
}

const QList<CommandSpec> &commands()
{
    return registry(false);
}

const CommandSpec *findCommand(const QString &name)
{
    for (const bool internal : {false, true}) {
        const auto &list = registry(internal);
        if (const auto it = std::ranges::find(list, name, &CommandSpec::name); it != list.end()) {
            return &*it;
        }
    }
    return nullptr;
}

QList<ExitCodeSpec> contractExitCodes()
{
    return {
        {0, QStringLiteral("success")},
        {1, QStringLiteral("runtime failure (network, server, I/O)")},
        {2, QStringLiteral("usage error or invalid input (bad key, bad DOI, bad option)")},
        {3, QStringLiteral("conflict: a check-and-put or check-and-delete found the row changed")},
        {4, QStringLiteral("not found")},
        {5, QStringLiteral("integrity failure (e.g. a fetched PDF's SHA-1 does not match the row key)")},
        {6, QStringLiteral("a check found problems")},
        {7, QStringLiteral(
                "not authenticated or not allowed (no or expired Kerberos ticket, wrong password, client "
                "certificate required or refused, wrong key passphrase, 403)")},
    };
}

QString exitCodeMeaning(int code)
{
    for (const ExitCodeSpec &known : contractExitCodes()) {
        if (known.code == code) {
            return known.meaning;
        }
    }
    return {};
}

} // namespace Ei::Cli
