#include "doiindex.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace Ei::Core {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::DoiIndex)
};

} // namespace

DoiIndex::DoiIndex(QString path)
    : m_path(std::move(path))
{
    QFile file(m_path);
    if (file.open(QIODevice::ReadOnly)) {
        // A damaged index is only a cache: start afresh rather than fail the lookup.
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
        if (doc.isObject()) {
            m_root = doc.object();
        }
    }
}

QString DoiIndex::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
           QStringLiteral("/doi-index.json");
}

std::optional<QByteArrayList> DoiIndex::lookup(const QString &scope, const QString &doi) const
{
    const QJsonValue entry = m_root.value(scope).toObject().value(doi);
    if (!entry.isObject()) {
        return std::nullopt;
    }
    QByteArrayList keys;
    for (const QJsonValue &k : entry.toObject().value(QLatin1StringView("keys")).toArray()) {
        keys.append(QByteArray::fromBase64(k.toString().toLatin1()));
    }
    return keys;
}

Result<void> DoiIndex::remember(const QString &scope, const QString &doi, const QByteArrayList &keys)
{
    QJsonArray array;
    for (const QByteArray &k : keys) {
        array.append(QString::fromLatin1(k.toBase64()));
    }
    QJsonObject table = m_root.value(scope).toObject();
    table.insert(doi,
                 QJsonObject{{QStringLiteral("keys"), array},
                             {QStringLiteral("at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}});
    m_root.insert(scope, table);
    return save();
}

Result<void> DoiIndex::forget(const QString &scope, const QString &doi)
{
    QJsonObject table = m_root.value(scope).toObject();
    table.remove(doi);
    m_root.insert(scope, table);
    return save();
}

Result<void> DoiIndex::save()
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        return fail(ErrorKind::Io,
                    Tr::tr("cannot write the DOI index %1: %2").arg(m_path, file.errorString()));
    }
    file.write(QJsonDocument(m_root).toJson(QJsonDocument::Compact));
    if (!file.commit()) {
        return fail(ErrorKind::Io,
                    Tr::tr("cannot write the DOI index %1: %2").arg(m_path, file.errorString()));
    }
    return {};
}

} // namespace Ei::Core
