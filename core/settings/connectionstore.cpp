#include "connectionstore.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>

#include <core/crossref/crossrefclient.h>
#include <core/domain/rowkey.h>
#include <core/pdf/pdfsource.h>

namespace Ei::Core {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::ConnectionStore)
};

// The key of the Crossref database password among a connection's secrets: not a header name
// (':' is not a token character), so it cannot clash with one.
const QString kCrossrefPasswordKey = QStringLiteral("crossref:password");
// The Basic password and the client key's passphrase, likewise.
const QString kAuthPasswordKey = QStringLiteral("auth:password");
const QString kClientKeyPassphraseKey = QStringLiteral("auth:clientKeyPassphrase");

// Names may hold '/', which QSettings reads as a group separator.
QString groupFor(const QString &name)
{
    return QStringLiteral("connection-") + QString::fromLatin1(QUrl::toPercentEncoding(name));
}

// The group holding the connection called `name`: its own (groupFor), or one a person wrote by
// hand under another group name whose `name` key says it (names() lists those too); groupFor
// when there is none.
QString groupHolding(QSettings &settings, const QString &name)
{
    const QString own = groupFor(name);
    if (settings.contains(own + QStringLiteral("/name"))) {
        return own;
    }
    for (const QString &group : settings.childGroups()) {
        if (settings.value(group + QStringLiteral("/name")).toString() == name) {
            return group;
        }
    }
    return own;
}

QString configDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
}

Result<QJsonObject> readSecrets(const QString &path)
{
    QFile file(path);
    if (!file.exists()) {
        return QJsonObject();
    }
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(ErrorKind::Io,
                    Tr::tr("Cannot read the connection secrets file %1: %2.").arg(path, file.errorString()));
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError) {
        return fail(ErrorKind::Io, Tr::tr("The connection secrets file %1 is not valid JSON.").arg(path));
    }
    return doc.object();
}
} // namespace

ConnectionStore::ConnectionStore()
    : ConnectionStore(defaultPlainPath(), defaultSecretPath())
{}

QString ConnectionStore::defaultPlainPath()
{
    return configDir() + QStringLiteral("/connections.ini");
}

QString ConnectionStore::defaultSecretPath()
{
    return configDir() + QStringLiteral("/connection-secrets.json");
}

ConnectionStore::ConnectionStore(QString plainPath, QString secretPath)
    : m_plainPath(std::move(plainPath))
    , m_secretPath(std::move(secretPath))
{}

QStringList ConnectionStore::names() const
{
    QSettings settings(m_plainPath, QSettings::IniFormat);
    QStringList out;
    for (const QString &group : settings.childGroups()) {
        settings.beginGroup(group);
        const QString name = settings.value(QStringLiteral("name")).toString();
        settings.endGroup();
        if (!name.isEmpty()) {
            out << name;
        }
    }
    out.sort(Qt::CaseInsensitive);
    return out;
}

Result<SavedConnection> ConnectionStore::load(const QString &name) const
{
    QSettings settings(m_plainPath, QSettings::IniFormat);
    settings.beginGroup(groupHolding(settings, name));
    if (!settings.contains(QStringLiteral("name"))) {
        return fail(ErrorKind::NotFound, Tr::tr("No saved connection is called “%1”.").arg(name));
    }
    SavedConnection c;
    c.name = settings.value(QStringLiteral("name")).toString();
    c.restUrl = settings.value(QStringLiteral("restUrl")).toString();
    c.restUrls = settings.value(QStringLiteral("restUrls")).toStringList();
    c.parallelScans = std::max(0, settings.value(QStringLiteral("parallelScans"), 0).toInt());
    c.table = settings.value(QStringLiteral("table")).toString();
    c.keyFormat = settings.value(QStringLiteral("keyFormat")).toString();
    c.profile = settings.value(QStringLiteral("profile")).toString();
    c.caFile = settings.value(QStringLiteral("caFile")).toString();
    c.insecureTls = settings.value(QStringLiteral("insecureTls"), false).toBool();
    c.readOnly = settings.value(QStringLiteral("readOnly"), true).toBool();
    c.pdfSources = settings.value(QStringLiteral("pdfSources")).toStringList();
    c.crossrefSource = settings.value(QStringLiteral("crossrefSource")).toString();
    c.timeoutSeconds = settings.value(QStringLiteral("timeoutSeconds"), 30).toInt();
    // An unknown word (a newer version's setting) falls back to the default.
    c.compression = parseCompression(settings.value(QStringLiteral("compression")).toString())
                        .value_or(Compression::Auto);
    c.wireFormat =
        parseWireFormat(settings.value(QStringLiteral("wireFormat")).toString()).value_or(WireFormat::Auto);

    auto secrets = readSecrets(m_secretPath);
    if (!secrets) {
        return std::unexpected(secrets.error());
    }
    const QJsonObject mine = secrets->value(name).toObject();
    c.secretStore = settings.value(QStringLiteral("secretStore")).toString() == u"keyring"
                        ? SecretStore::Keyring
                        : SecretStore::File;
    c.auth.kind = parseAuthKind(settings.value(QStringLiteral("auth")).toString()).value_or(AuthKind::None);
    c.auth.user = settings.value(QStringLiteral("user")).toString();
    c.auth.servicePrincipal = settings.value(QStringLiteral("servicePrincipal")).toString();
    c.auth.clientCertificate = settings.value(QStringLiteral("clientCertificate")).toString();
    c.auth.clientKey = settings.value(QStringLiteral("clientKey")).toString();
    c.auth.doAs = settings.value(QStringLiteral("doAs")).toString();
    c.auth.allowInsecureAuth = settings.value(QStringLiteral("allowInsecureAuth"), false).toBool();
    const int count = settings.beginReadArray(QStringLiteral("headers"));
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        SavedHeader h;
        h.name = settings.value(QStringLiteral("name")).toString();
        h.secret = settings.value(QStringLiteral("secret"), false).toBool();
        h.value = h.secret ? QString() : settings.value(QStringLiteral("value")).toString();
        c.headers.append(h);
    }
    settings.endArray();
    // Also for a keyring connection: after a migration that stopped halfway the file may still
    // hold them, and a copy is better than none (SecretKeeper prefers the keyring's).
    applySecrets(c, mine);
    return c;
}

QString ConnectionStore::validate(const SavedConnection &c)
{
    if (c.name.trimmed().isEmpty()) {
        return Tr::tr("The connection needs a name.");
    }
    const QUrl url(c.restUrl, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") || url.host().isEmpty()) {
        return Tr::tr("The REST URL must be an http:// or https:// address, e.g. http://127.0.0.1:8080.");
    }
    for (const QString &more : c.restUrls) {
        const QUrl moreUrl(more, QUrl::StrictMode);
        if (!moreUrl.isValid() || (moreUrl.scheme() != u"http" && moreUrl.scheme() != u"https") ||
            moreUrl.host().isEmpty()) {
            return Tr::tr("“%1” is not an http:// or https:// address of a further REST gateway.").arg(more);
        }
    }
    if (c.table.trimmed().isEmpty()) {
        return Tr::tr("The connection needs a table name.");
    }
    if (!c.keyFormat.isEmpty() && !parseKeyFormat(c.keyFormat)) {
        return Tr::tr("“%1” is not a key format (one of %2).")
            .arg(c.keyFormat, keyFormatNames().join(QStringLiteral(", ")));
    }
    if (c.timeoutSeconds < 1 || c.timeoutSeconds > 3600) {
        return Tr::tr("The timeout must be between 1 and 3600 seconds.");
    }
    for (const SavedHeader &h : c.headers) {
        // RFC 9110 token characters only: a header name with a space, colon or line break would
        // let a value smuggle a second header into every request.
        static const QRegularExpression token(QStringLiteral("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"));
        if (!token.match(h.name).hasMatch()) {
            return Tr::tr("“%1” is not a valid header name.").arg(h.name);
        }
        if (h.value.contains(u'\n') || h.value.contains(u'\r')) {
            return Tr::tr("The value of header “%1” must be one line.").arg(h.name);
        }
    }
    for (const QString &spec : c.pdfSources) {
        if (auto parsed = PdfSourceSpec::parse(spec); !parsed) {
            return parsed.error().message;
        }
    }
    if (!c.crossrefSource.isEmpty()) {
        if (auto parsed = CrossrefSource::parse(c.crossrefSource); !parsed) {
            return parsed.error().message;
        }
    }
    return {};
}

bool ConnectionStore::contains(const QString &name) const
{
    QSettings settings(m_plainPath, QSettings::IniFormat);
    return settings.contains(groupHolding(settings, name) + QStringLiteral("/name"));
}

Result<void> ConnectionStore::replace(const QString &previousName, const SavedConnection &c)
{
    if (auto saved = save(c); !saved) {
        return saved;
    }
    if (!previousName.isEmpty() && previousName != c.name) {
        return remove(previousName);
    }
    return {};
}

ConnectionConfig toConnectionConfig(const SavedConnection &c)
{
    ConnectionConfig config;
    config.baseUrl = QUrl(c.restUrl, QUrl::StrictMode);
    config.table = c.table;
    for (const SavedHeader &h : c.headers) {
        config.headers.append({h.name.toUtf8(), h.value.toUtf8()});
    }
    config.timeoutMs = c.timeoutSeconds * 1000;
    config.caFile = c.caFile;
    config.insecure = c.insecureTls;
    config.readOnly = c.readOnly;
    config.compression = c.compression;
    config.auth = c.auth;
    for (const SavedHeader &h : c.headers) {
        if (h.secret) {
            config.auth.secretHeaderNames.append(h.name.toUtf8());
        }
    }
    config.wireFormat = c.wireFormat;
    for (const QString &more : c.restUrls) {
        config.moreGateways.append(QUrl(more, QUrl::StrictMode));
    }
    config.parallelScans = c.parallelScans;
    return config;
}

QString describe(const SavedConnection &c)
{
    QStringList parts{Tr::tr("“%1”: %2, table %3").arg(c.name, c.restUrl, c.table)};
    if (!c.profile.isEmpty()) {
        parts << Tr::tr("profile %1").arg(c.profile);
    }
    if (!c.keyFormat.isEmpty()) {
        parts << Tr::tr("keys %1").arg(c.keyFormat);
    }
    parts << (c.readOnly ? Tr::tr("read-only") : Tr::tr("writable"));
    if (c.insecureTls) {
        parts << Tr::tr("TLS NOT VERIFIED");
    } else if (!c.caFile.isEmpty()) {
        parts << Tr::tr("CA file %1").arg(c.caFile);
    }
    if (!c.headers.isEmpty()) {
        QStringList names;
        for (const SavedHeader &h : c.headers) {
            names << h.name;
        }
        parts << Tr::tr("headers %1").arg(names.join(QStringLiteral(", ")));
    }
    if (c.auth.kind != AuthKind::None) {
        parts << (c.auth.user.isEmpty()
                      ? Tr::tr("authentication %1").arg(authKindName(c.auth.kind))
                      : Tr::tr("authentication %1 as %2").arg(authKindName(c.auth.kind), c.auth.user));
    }
    if (c.auth.usesClientCertificate()) {
        parts << Tr::tr("client certificate %1").arg(c.auth.clientCertificate);
    }
    if (!c.auth.doAs.isEmpty()) {
        parts << Tr::tr("acting for %1").arg(c.auth.doAs);
    }
    if (c.auth.allowInsecureAuth) {
        parts << Tr::tr("CREDENTIALS ALLOWED OVER PLAIN HTTP");
    }
    if (c.compression != Compression::Auto) {
        parts << (c.compression == Compression::On ? Tr::tr("compression on") : Tr::tr("compression off"));
    }
    parts << Tr::tr("timeout %1 s").arg(c.timeoutSeconds);
    return parts.join(QStringLiteral("; "));
}

Result<void> ConnectionStore::save(const SavedConnection &c)
{
    if (const QString problem = validate(c); !problem.isEmpty()) {
        return fail(ErrorKind::InvalidInput, problem);
    }
    // File secrets first: if they cannot be written safely, the plain half must not claim they
    // exist. Keyring secrets are already in the keyring (SecretKeeper wrote and read them back):
    // the plain half saying "keyring" comes first, and only then is the file's copy removed, so
    // a save that stops halfway leaves a copy in both places rather than in none.
    if (c.secretStore == SecretStore::File) {
        if (auto ok = writeSecrets(c.name, &c); !ok) {
            return ok;
        }
    }
    QSettings settings(m_plainPath, QSettings::IniFormat);
    settings.remove(groupHolding(settings, c.name)); // a hand-named group becomes the connection's own
    settings.remove(groupFor(c.name));
    settings.beginGroup(groupFor(c.name));
    settings.setValue(QStringLiteral("name"), c.name);
    settings.setValue(QStringLiteral("restUrl"), c.restUrl);
    if (!c.restUrls.isEmpty()) {
        settings.setValue(QStringLiteral("restUrls"), c.restUrls);
    }
    if (c.parallelScans > 0) {
        settings.setValue(QStringLiteral("parallelScans"), c.parallelScans);
    }
    settings.setValue(QStringLiteral("table"), c.table);
    settings.setValue(QStringLiteral("keyFormat"), c.keyFormat);
    settings.setValue(QStringLiteral("profile"), c.profile);
    settings.setValue(QStringLiteral("caFile"), c.caFile);
    settings.setValue(QStringLiteral("insecureTls"), c.insecureTls);
    settings.setValue(QStringLiteral("readOnly"), c.readOnly);
    settings.setValue(QStringLiteral("pdfSources"), c.pdfSources);
    settings.setValue(QStringLiteral("crossrefSource"), c.crossrefSource);
    settings.setValue(QStringLiteral("timeoutSeconds"), c.timeoutSeconds);
    settings.setValue(QStringLiteral("compression"), compressionName(c.compression));
    settings.setValue(QStringLiteral("auth"), authKindName(c.auth.kind));
    settings.setValue(QStringLiteral("user"), c.auth.user);
    settings.setValue(QStringLiteral("servicePrincipal"), c.auth.servicePrincipal);
    settings.setValue(QStringLiteral("clientCertificate"), c.auth.clientCertificate);
    settings.setValue(QStringLiteral("clientKey"), c.auth.clientKey);
    settings.setValue(QStringLiteral("doAs"), c.auth.doAs);
    settings.setValue(QStringLiteral("allowInsecureAuth"), c.auth.allowInsecureAuth);
    settings.setValue(QStringLiteral("wireFormat"), wireFormatName(c.wireFormat));
    settings.setValue(QStringLiteral("secretStore"), c.secretStore == SecretStore::Keyring
                                                         ? QStringLiteral("keyring")
                                                         : QStringLiteral("file"));
    settings.beginWriteArray(QStringLiteral("headers"), int(c.headers.size()));
    for (int i = 0; i < c.headers.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), c.headers[i].name);
        settings.setValue(QStringLiteral("secret"), c.headers[i].secret);
        if (!c.headers[i].secret) {
            settings.setValue(QStringLiteral("value"), c.headers[i].value);
        }
    }
    settings.endArray();
    settings.endGroup();
    settings.sync();
    if (settings.status() != QSettings::NoError) {
        return fail(ErrorKind::Io, Tr::tr("Cannot write the connection settings to %1.").arg(m_plainPath));
    }
    if (c.secretStore == SecretStore::Keyring) {
        return writeSecrets(c.name, &c); // removes the file's copy
    }
    return {};
}

Result<void> ConnectionStore::remove(const QString &name)
{
    if (auto ok = writeSecrets(name, nullptr); !ok) {
        return ok;
    }
    QSettings settings(m_plainPath, QSettings::IniFormat);
    settings.remove(groupHolding(settings, name));
    settings.sync();
    return {};
}

Result<void> ConnectionStore::writeSecrets(const QString &name, const SavedConnection *c)
{
    auto secrets = readSecrets(m_secretPath);
    if (!secrets) {
        return std::unexpected(secrets.error());
    }
    // A keyring connection keeps nothing in the file.
    const QJsonObject mine =
        c != nullptr && c->secretStore == SecretStore::File ? secretsOf(*c) : QJsonObject();
    if (mine.isEmpty() && !secrets->contains(name)) {
        return {};
    }
    if (mine.isEmpty()) {
        secrets->remove(name);
    } else {
        secrets->insert(name, mine);
    }
    QDir().mkpath(QFileInfo(m_secretPath).absolutePath());
    QSaveFile file(m_secretPath);
    // The temporary file gets 0600 before any secret is written to it; the rename keeps them.
    if (!file.open(QIODevice::WriteOnly) ||
        !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        return fail(
            ErrorKind::Io,
            Tr::tr("Cannot write the connection secrets file %1: %2.").arg(m_secretPath, file.errorString()));
    }
    file.write(QJsonDocument(*secrets).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        return fail(
            ErrorKind::Io,
            Tr::tr("Cannot write the connection secrets file %1: %2.").arg(m_secretPath, file.errorString()));
    }
    return {};
}

QJsonObject secretsOf(const SavedConnection &c)
{
    QJsonObject secrets;
    for (const SavedHeader &h : c.headers) {
        if (h.secret && !h.value.isEmpty()) {
            secrets.insert(h.name, h.value);
        }
    }
    if (!c.crossrefPassword.isEmpty()) {
        secrets.insert(kCrossrefPasswordKey, c.crossrefPassword);
    }
    if (!c.auth.password.isEmpty()) {
        secrets.insert(kAuthPasswordKey, QString::fromUtf8(c.auth.password));
    }
    if (!c.auth.clientKeyPassphrase.isEmpty()) {
        secrets.insert(kClientKeyPassphraseKey, QString::fromUtf8(c.auth.clientKeyPassphrase));
    }
    return secrets;
}

void applySecrets(SavedConnection &c, const QJsonObject &secrets)
{
    for (SavedHeader &h : c.headers) {
        if (h.secret) {
            h.value = secrets.value(h.name).toString();
        }
    }
    c.crossrefPassword = secrets.value(kCrossrefPasswordKey).toString();
    c.auth.password = secrets.value(kAuthPasswordKey).toString().toUtf8();
    c.auth.clientKeyPassphrase = secrets.value(kClientKeyPassphraseKey).toString().toUtf8();
}

} // namespace Ei::Core
