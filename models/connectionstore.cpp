#include "connectionstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>

namespace Ei::Models {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Models::ConnectionStore)
};

// Names may hold '/', which QSettings reads as a group separator.
QString groupFor(const QString &name)
{
    return QStringLiteral("connection-") + QString::fromLatin1(QUrl::toPercentEncoding(name));
}

QString configDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
}

Core::Result<QJsonObject> readSecrets(const QString &path)
{
    QFile file(path);
    if (!file.exists()) {
        return QJsonObject();
    }
    if (!file.open(QIODevice::ReadOnly)) {
        return Core::fail(
            Core::ErrorKind::Io,
            Tr::tr("Cannot read the connection secrets file %1: %2.").arg(path, file.errorString()));
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError) {
        return Core::fail(Core::ErrorKind::Io,
                          Tr::tr("The connection secrets file %1 is not valid JSON.").arg(path));
    }
    return doc.object();
}
} // namespace

ConnectionStore::ConnectionStore()
    : ConnectionStore(configDir() + QStringLiteral("/connections.ini"),
                      configDir() + QStringLiteral("/connection-secrets.json"))
{}

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

Core::Result<Connection> ConnectionStore::load(const QString &name) const
{
    QSettings settings(m_plainPath, QSettings::IniFormat);
    settings.beginGroup(groupFor(name));
    if (!settings.contains(QStringLiteral("name"))) {
        return Core::fail(Core::ErrorKind::NotFound, Tr::tr("No saved connection is called “%1”.").arg(name));
    }
    Connection c;
    c.name = settings.value(QStringLiteral("name")).toString();
    c.restUrl = settings.value(QStringLiteral("restUrl")).toString();
    c.table = settings.value(QStringLiteral("table")).toString();
    c.keyFormat = settings.value(QStringLiteral("keyFormat"), c.keyFormat).toString();
    c.profile = settings.value(QStringLiteral("profile")).toString();
    c.caFile = settings.value(QStringLiteral("caFile")).toString();
    c.insecureTls = settings.value(QStringLiteral("insecureTls"), false).toBool();
    c.readOnly = settings.value(QStringLiteral("readOnly"), true).toBool();
    c.pdfSources = settings.value(QStringLiteral("pdfSources")).toStringList();
    c.crossrefSource = settings.value(QStringLiteral("crossrefSource")).toString();
    c.timeoutSeconds = settings.value(QStringLiteral("timeoutSeconds"), 30).toInt();

    auto secrets = readSecrets(m_secretPath);
    if (!secrets) {
        return std::unexpected(secrets.error());
    }
    const QJsonObject mine = secrets->value(name).toObject();
    const int count = settings.beginReadArray(QStringLiteral("headers"));
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        ConnectionHeader h;
        h.name = settings.value(QStringLiteral("name")).toString();
        h.secret = settings.value(QStringLiteral("secret"), false).toBool();
        h.value =
            h.secret ? mine.value(h.name).toString() : settings.value(QStringLiteral("value")).toString();
        c.headers.append(h);
    }
    settings.endArray();
    return c;
}

QString ConnectionStore::validate(const Connection &c)
{
    if (c.name.trimmed().isEmpty()) {
        return Tr::tr("The connection needs a name.");
    }
    const QUrl url(c.restUrl, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") || url.host().isEmpty()) {
        return Tr::tr("The REST URL must be an http:// or https:// address, e.g. http://127.0.0.1:8080.");
    }
    if (c.table.trimmed().isEmpty()) {
        return Tr::tr("The connection needs a table name.");
    }
    for (const ConnectionHeader &h : c.headers) {
        if (h.name.isEmpty() || h.name.contains(u':') || h.name.contains(u' ')) {
            return Tr::tr("“%1” is not a valid header name.").arg(h.name);
        }
    }
    return {};
}

Core::Result<void> ConnectionStore::save(const Connection &c)
{
    if (const QString problem = validate(c); !problem.isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput, problem);
    }
    // Secrets first: if they cannot be written safely, the plain half must not claim they exist.
    if (auto ok = writeSecrets(c.name, c.headers); !ok) {
        return ok;
    }
    QSettings settings(m_plainPath, QSettings::IniFormat);
    settings.remove(groupFor(c.name));
    settings.beginGroup(groupFor(c.name));
    settings.setValue(QStringLiteral("name"), c.name);
    settings.setValue(QStringLiteral("restUrl"), c.restUrl);
    settings.setValue(QStringLiteral("table"), c.table);
    settings.setValue(QStringLiteral("keyFormat"), c.keyFormat);
    settings.setValue(QStringLiteral("profile"), c.profile);
    settings.setValue(QStringLiteral("caFile"), c.caFile);
    settings.setValue(QStringLiteral("insecureTls"), c.insecureTls);
    settings.setValue(QStringLiteral("readOnly"), c.readOnly);
    settings.setValue(QStringLiteral("pdfSources"), c.pdfSources);
    settings.setValue(QStringLiteral("crossrefSource"), c.crossrefSource);
    settings.setValue(QStringLiteral("timeoutSeconds"), c.timeoutSeconds);
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
        return Core::fail(Core::ErrorKind::Io,
                          Tr::tr("Cannot write the connection settings to %1.").arg(m_plainPath));
    }
    return {};
}

Core::Result<void> ConnectionStore::remove(const QString &name)
{
    if (auto ok = writeSecrets(name, {}); !ok) {
        return ok;
    }
    QSettings settings(m_plainPath, QSettings::IniFormat);
    settings.remove(groupFor(name));
    settings.sync();
    return {};
}

Core::Result<void> ConnectionStore::writeSecrets(const QString &name, const QList<ConnectionHeader> &headers)
{
    auto secrets = readSecrets(m_secretPath);
    if (!secrets) {
        return std::unexpected(secrets.error());
    }
    QJsonObject mine;
    for (const ConnectionHeader &h : headers) {
        if (h.secret) {
            mine.insert(h.name, h.value);
        }
    }
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
        return Core::fail(
            Core::ErrorKind::Io,
            Tr::tr("Cannot write the connection secrets file %1: %2.").arg(m_secretPath, file.errorString()));
    }
    file.write(QJsonDocument(*secrets).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        return Core::fail(
            Core::ErrorKind::Io,
            Tr::tr("Cannot write the connection secrets file %1: %2.").arg(m_secretPath, file.errorString()));
    }
    return {};
}

} // namespace Ei::Models
