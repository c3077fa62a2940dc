#include "restsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSslCertificate>

#include <core/domain/cellcodec.h>
#include <core/domain/rowkey.h>
#include <core/hbase/genericrowjson.h>
#include <core/hbase/restclient.h>

#include "terminalsecret.h"

namespace Ei::Cli {

namespace {

// The first line of FILE (a secret: never echoed). Trailing CR/LF are not part of it.
Core::Result<QByteArray> firstLineOf(const QString &path, const char *option)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("%1 '%2' cannot be read: %3")
                              .arg(QLatin1String(option), path, file.errorString()));
    }
    QByteArray line = file.readLine(64 * 1024);
    while (line.endsWith('\n') || line.endsWith('\r')) {
        line.chop(1);
    }
    return line;
}

// Whether the PEM key file is encrypted (then it needs a passphrase).
bool isEncryptedKey(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(64 * 1024).contains("ENCRYPTED");
}

} // namespace

Core::Result<Core::AuthConfig> authFromOptions(const GlobalOptions &global)
{
    Core::AuthConfig auth;
    auth.kind = Core::parseAuthKind(global.auth).value_or(Core::AuthKind::None);
    auth.user = global.user;
    auth.servicePrincipal = global.servicePrincipal;
    auth.clientCertificate = global.clientCertificate;
    auth.clientKey = global.clientKey;
    auth.doAs = global.doAs;
    auth.allowInsecureAuth = global.allowInsecureAuth;
    auth.secretHeaderNames = global.secretHeaderNames;
    // Secrets: a file named on the command line, else the environment, else the saved connection's.
    if (!global.passwordFile.isEmpty()) {
        auto password = firstLineOf(global.passwordFile, "--password-file");
        if (!password) {
            return std::unexpected(password.error());
        }
        auth.password = *password;
    } else if (qEnvironmentVariableIsSet("EI_PASSWORD")) {
        auth.password = qgetenv("EI_PASSWORD");
    } else {
        auth.password = global.password;
    }
    if (!global.clientKeyPassphraseFile.isEmpty()) {
        auto passphrase = firstLineOf(global.clientKeyPassphraseFile, "--client-key-passphrase-file");
        if (!passphrase) {
            return std::unexpected(passphrase.error());
        }
        auth.clientKeyPassphrase = *passphrase;
    } else if (qEnvironmentVariableIsSet("EI_CLIENT_KEY_PASSPHRASE")) {
        auth.clientKeyPassphrase = qgetenv("EI_CLIENT_KEY_PASSPHRASE");
    } else {
        auth.clientKeyPassphrase = global.clientKeyPassphrase;
    }
    if (auth.kind == Core::AuthKind::Basic && auth.user.isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput, QStringLiteral("--auth basic needs --user"));
    }
    if (auth.kind == Core::AuthKind::Basic && auth.password.isEmpty()) {
        // Last: asked on the terminal; never waited for when nobody can answer.
        const auto asked = askSecretOnTerminal(QStringLiteral("Password for %1: ").arg(auth.user));
        if (!asked) {
            return Core::fail(Core::ErrorKind::NotAuthenticated,
                              QStringLiteral("--auth basic needs the password of %1 and there is no terminal "
                                             "to ask on: give --password-file or set EI_PASSWORD")
                                  .arg(auth.user));
        }
        auth.password = *asked;
    }
    if (auth.clientKeyPassphrase.isEmpty() && !auth.clientKey.isEmpty() && isEncryptedKey(auth.clientKey)) {
        // The same order for the key: file, environment, keyring, then the terminal.
        if (const auto asked = askSecretOnTerminal(
                QStringLiteral("Passphrase of the client key %1: ").arg(auth.clientKey))) {
            auth.clientKeyPassphrase = *asked;
        } // else the client says the key is encrypted and no passphrase was given (exit 7)
    }
    if (auth.clientCertificate.isEmpty() != auth.clientKey.isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("a client certificate needs both --client-cert and --client-key"));
    }
    for (const QString &file : {auth.clientCertificate, auth.clientKey}) {
        if (!file.isEmpty() && !QFileInfo(file).isReadable()) {
            return Core::fail(Core::ErrorKind::InvalidInput,
                              QStringLiteral("the file '%1' cannot be read").arg(file));
        }
    }
    return auth;
}

void noteAuthentication(CommandContext &ctx, const Core::ConnectionConfig &config)
{
    const Core::AuthConfig &auth = config.auth;
    // Explicit switches that weaken the connection, said every time (also under --quiet).
    if (auth.allowInsecureAuth && config.baseUrl.scheme() == QLatin1String("http") &&
        !Core::isLoopbackHost(config.baseUrl.host())) {
        ctx.err() << "extract-inspector-cli: warning: credentials may go unencrypted over http:// to "
                  << config.baseUrl.host() << " (--allow-insecure-auth)" << Qt::endl;
    }
    QStringList parts{QStringLiteral("authentication: ") + Core::authKindName(auth.kind)};
    if (!auth.user.isEmpty()) {
        parts << QStringLiteral("user ") + auth.user;
    }
    if (!auth.servicePrincipal.isEmpty()) {
        parts << QStringLiteral("service principal ") + auth.servicePrincipal;
    }
    if (auth.usesClientCertificate()) {
        parts << QStringLiteral("client certificate ") + auth.clientCertificate;
    }
    if (!auth.doAs.isEmpty()) {
        parts << QStringLiteral("doAs ") + auth.doAs;
    }
    // Names only: never a password, a passphrase or a header value.
    ctx.verbose(parts.join(QStringLiteral(", ")));
}

Core::Result<Core::ConnectionConfig> connectionFromOptions(const GlobalOptions &global, bool needTable)
{
    if (global.url.isEmpty()) {
        return Core::fail(
            Core::ErrorKind::InvalidInput,
            QStringLiteral("no HBase REST URL: give --url or --connection, or set EI_HBASE_URL"));
    }
    const QUrl url(global.url, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) ||
        url.host().isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("--url '%1' is not an http:// or https:// URL").arg(global.url));
    }
    if (needTable && global.table.isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("no table: give --table or --connection, or set EI_TABLE"));
    }
    if (!global.caFile.isEmpty() && !QFileInfo(global.caFile).isReadable()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("the CA file '%1' cannot be read").arg(global.caFile));
    }
    Core::ConnectionConfig config;
    config.baseUrl = url;
    config.table = global.table;
    config.headers = global.headers;
    config.timeoutMs = global.timeoutSeconds * 1000;
    config.readOnly = global.readOnly;
    if (!global.caFile.isEmpty() && QSslCertificate::fromPath(global.caFile).isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("the CA file '%1' holds no PEM certificate").arg(global.caFile));
    }
    config.caFile = global.caFile;
    config.insecure = global.insecure;
    config.compression = Core::parseCompression(global.compression).value_or(Core::Compression::Auto);
    auto auth = authFromOptions(global);
    if (!auth) {
        return std::unexpected(auth.error());
    }
    config.auth = *auth;
    config.wireFormat = Core::parseWireFormat(global.wireFormat).value_or(Core::WireFormat::Auto);
    return config;
}

Core::RestClient *makeClient(CommandContext &ctx, bool needTable)
{
    auto config = connectionFromOptions(ctx.global(), needTable);
    if (!config && config.error().kind == Core::ErrorKind::NotAuthenticated) {
        ctx.fail(config.error()); // a password nobody can type here: exit 7, not a usage error
        return nullptr;
    }
    if (!config) {
        ctx.usageError(config.error().message);
        return nullptr;
    }
    if (config->insecure && config->baseUrl.scheme() == QLatin1String("https")) {
        // An explicit switch, and visible every time (also under --quiet).
        ctx.err() << "extract-inspector-cli: warning: TLS certificates of " << config->baseUrl.host()
                  << " are not verified (insecure connection)" << Qt::endl;
    }
    noteAuthentication(ctx, *config);
    return new Core::RestClient(*config, &ctx);
}

Core::Result<Core::TableSetup> tableSetupFor(const GlobalOptions &global)
{
    return Core::resolveTableSetup(global.profile, global.keyFormat, global.table);
}

void finishWhenIdle(CommandContext &ctx, Core::RestClient *client, int exitCode)
{
    if (client->requestsInFlight() == 0) {
        ctx.finish(exitCode);
        return;
    }
    QObject::connect(client, &Core::RestClient::idle, &ctx, [&ctx, exitCode] { ctx.finish(exitCode); });
}

Core::Result<void> writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        return Core::fail(Core::ErrorKind::Io,
                          QStringLiteral("Cannot write %1: %2.").arg(path, file.errorString()));
    }
    return {};
}

Core::Result<QByteArray> parseKeyArgument(const QString &text, const GlobalOptions &global)
{
    if (text.trimmed().isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput, QStringLiteral("a row key cannot be empty"));
    }
    auto setup = tableSetupFor(global);
    if (!setup) {
        return std::unexpected(setup.error());
    }
    // The table's key format decides: any SHA-1 spelling for sha1-* and raw20, text for utf8.
    return Core::rowKeyFromInput(text, setup->keyFormat);
}

Core::ValueEncoder valueEncoderFor(const GlobalOptions &global)
{
    auto setup = tableSetupFor(global);
    if (!setup) {
        return Core::utf8ValueEncoder;
    }
    // Values are encoded by the profile's column type (grobid0:status_code=200 → 8-byte int).
    return [profile = setup->profile](QByteArray column, QString text) {
        return Core::encodeCellValue(profile, std::move(column), std::move(text));
    };
}

Core::Result<QList<QByteArray>> parseColumns(const QStringList &values, const GlobalOptions &global)
{
    // A misspelt family was asked for as given: `get` then said the row was not found (HBase
    // answers 404 when no cell matches) and `scan` printed rows without the cells.
    const auto setup = values.isEmpty() ? Core::Result<Core::TableSetup>() : tableSetupFor(global);
    const QList<QByteArray> families = setup ? setup->profile.families : QList<QByteArray>();
    QList<QByteArray> columns;
    for (const QString &value : values) {
        for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString column = part.trimmed();
            if (column.isEmpty() || column.startsWith(QLatin1Char(':'))) {
                return Core::fail(
                    Core::ErrorKind::InvalidInput,
                    QStringLiteral("'%1' is not a column (family or family:qualifier)").arg(part));
            }
            const QByteArray bytes = column.toUtf8();
            const qsizetype colon = bytes.indexOf(':');
            const QByteArray family = colon < 0 ? bytes : bytes.left(colon);
            if (!families.isEmpty() && !families.contains(family)) {
                return Core::fail(
                    Core::ErrorKind::InvalidInput,
                    QStringLiteral("'%1' is not a column family of this table (profile %2 has %3)")
                        .arg(QString::fromUtf8(family), setup->profile.name,
                             QString::fromUtf8(families.join(", "))));
            }
            columns.append(bytes);
        }
    }
    return columns;
}

QByteArray rowKeyJson(const QByteArray &key)
{
    QByteArray out;
    Core::appendGenericKeyJson(out, key);
    return out;
}

QByteArray rowToGenericJson(const Core::Row &row, bool full, const QSet<QByteArray> &onlyColumns)
{
    QByteArray out;
    Core::appendGenericRowJson(out, row, full, onlyColumns);
    return out;
}

} // namespace Ei::Cli
