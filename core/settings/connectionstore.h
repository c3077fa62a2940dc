#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <core/hbase/connectionconfig.h>
#include <core/util/result.h>

namespace Ei::Core {

// An extra request header. Secret values (tokens, cookies) are stored apart from the plain
// settings, in a file only the user can read, and never appear in logs or describe().
struct SavedHeader
{
    QString name;
    QString value;
    bool secret = false;
    bool operator==(const SavedHeader &) const = default;
};

// Where a saved connection's secrets are kept (docs/connections.md, "Secrets"): the platform
// keyring when one answered at the last save, else the 0600 file beside connections.ini.
enum class SecretStore
{
    File,
    Keyring,
};

// A saved connection, shared by the GUI (File → Connect…) and the CLI's `--connection NAME`
// (docs/connections.md). Empty optional fields mean "the default": profile and key format are
// then chosen from the table name, the PDF sources and the Crossref source are not used.
struct SavedConnection
{
    QString name;
    QString restUrl;
    // Further REST gateways of the same cluster (key restUrls), over which bulk jobs spread their
    // scanners (docs/hbase-client.md, "Region-parallel scans").
    QStringList restUrls;
    int parallelScans = 0; // key parallelScans: scanners at once in bulk jobs; 0 = auto
    QString table;
    QString keyFormat; // empty: the profile's
    QString profile;   // empty: chosen from the table name
    QList<SavedHeader> headers;
    QString caFile;           // a PEM bundle trusted in addition to the system CAs
    bool insecureTls = false; // skip certificate checks: shown prominently wherever set
    bool readOnly = true;     // production tables are read-only until unlocked
    QStringList pdfSources;   // `warc-dir:PATH`, `warc-http:URL`, ... tried in order (cli.md)
    QString crossrefSource;   // `postgrest:URL`, `crossref-api:URL` or `postgres:CONNINFO`
    QString crossrefPassword; // the postgres: source's password: a secret, kept with the header secrets
    int timeoutSeconds = 30;
    Compression compression = Compression::Auto; // gzip answers: auto = off on loopback
    // Authentication (docs/connections.md): kind, user, service principal, client certificate
    // and key, doAs and allowInsecureAuth in the INI file; the Basic password and the key's
    // passphrase are secrets, kept with the header secrets. secretHeaderNames is not saved (the
    // headers' own flags are).
    AuthConfig auth;
    WireFormat wireFormat = WireFormat::Auto; // key wireFormat: auto|json|protobuf
    // Key secretStore. ConnectionStore::load() fills the secrets only from the file; for Keyring
    // SecretKeeper (core/settings/secretkeeper.h) reads them from the keyring.
    SecretStore secretStore = SecretStore::File;

    bool operator==(const SavedConnection &) const = default;
};

// The REST client's configuration for a saved connection (headers with their secret values).
ConnectionConfig toConnectionConfig(const SavedConnection &connection);

// The connection's secrets as one JSON object — secret header values by header name, and
// "crossref:password", "auth:password", "auth:clientKeyPassphrase" (':' is no header character,
// so they cannot clash) — as the file or the keyring keeps them; empty members are left out.
QJsonObject secretsOf(const SavedConnection &connection);
// Puts `secrets` (as secretsOf() makes them) into the connection's secret fields.
void applySecrets(SavedConnection &connection, const QJsonObject &secrets);

// One line for logs, tooltips and `--verbose`: name, URL, table and flags, header names only.
// Never contains a header value (secret or not: a plain header may still be a credential).
QString describe(const SavedConnection &connection);

// Reads and writes saved connections. Plain settings go to an INI file (QSettings); secret
// header values go to a separate JSON file written with permissions 0600 through a temporary
// file that has them before any byte is written. The default paths are in the application's
// config directory (QStandardPaths::AppConfigLocation): the GUI and the CLI set the same
// organization and application names, so both read the same files. Tests pass their own paths.
//
// Blocking file I/O on small files (a few KB): fine on the GUI thread at user-action rate.
class ConnectionStore final
{
public:
    ConnectionStore();
    ConnectionStore(QString plainPath, QString secretPath);

    static QString defaultPlainPath();
    static QString defaultSecretPath();

    QString plainPath() const { return m_plainPath; }
    QString secretPath() const { return m_secretPath; }

    // Sorted case-insensitively.
    QStringList names() const;
    bool contains(const QString &name) const;
    Result<SavedConnection> load(const QString &name) const;
    // Replaces a connection of the same name.
    Result<void> save(const SavedConnection &connection);
    // Saves `connection` and, when its name changed, removes the one called `previousName`.
    Result<void> replace(const QString &previousName, const SavedConnection &connection);
    Result<void> remove(const QString &name);

    // Empty, or one sentence saying what is wrong.
    static QString validate(const SavedConnection &connection);

private:
    Result<void> writeSecrets(const QString &name, const SavedConnection *connection);

    QString m_plainPath;
    QString m_secretPath;
};

} // namespace Ei::Core
