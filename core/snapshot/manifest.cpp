#include "manifest.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::SnapshotManifest)
};

constexpr QLatin1StringView kFormatName("extract-inspector-snapshot");

} // namespace

QByteArray SnapshotManifest::toJson() const
{
    QJsonObject o{{QStringLiteral("format"), kFormatName},
                  {QStringLiteral("formatVersion"), formatVersion},
                  {QStringLiteral("table"), table},
                  {QStringLiteral("rows"), rowsFile},
                  {QStringLiteral("pdfSources"), QJsonArray::fromStringList(pdfSources)}};
    if (!profile.isEmpty()) {
        o.insert(QStringLiteral("profile"), profile);
    }
    if (!keyFormat.isEmpty()) {
        o.insert(QStringLiteral("keyFormat"), keyFormat);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<SnapshotManifest> SnapshotManifest::readFromFolder(const QString &dir)
{
    const QString path = QDir(dir).filePath(QStringLiteral("manifest.json"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(file.exists() ? ErrorKind::Io : ErrorKind::NotFound,
                    Tr::tr("cannot read %1: %2").arg(path, file.errorString()));
    }
    return fromJson(file.readAll(), path);
}

Result<SnapshotManifest> SnapshotManifest::fromJson(QByteArrayView json, const QString &where)
{
    const auto bad = [&where](const QString &why) {
        return fail(ErrorKind::InvalidInput, QStringLiteral("%1: %2").arg(where, why));
    };
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError) {
        return bad(Tr::tr("not valid JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset));
    }
    if (!doc.isObject()) {
        return bad(Tr::tr("not a JSON object"));
    }
    const QJsonObject o = doc.object();
    if (o.value(QLatin1StringView("format")).toString() != kFormatName) {
        return bad(Tr::tr("\"format\" is not \"%1\"").arg(kFormatName));
    }
    SnapshotManifest m;
    const QJsonValue version = o.value(QLatin1StringView("formatVersion"));
    if (!version.isDouble()) {
        return bad(Tr::tr("\"formatVersion\" is missing or not a number"));
    }
    m.formatVersion = version.toInt();
    if (m.formatVersion < 1 || m.formatVersion > kFormatVersion) {
        return bad(Tr::tr("format version %1 is not supported (this build reads version %2)")
                       .arg(m.formatVersion)
                       .arg(kFormatVersion));
    }
    m.table = o.value(QLatin1StringView("table")).toString();
    if (m.table.isEmpty()) {
        return bad(Tr::tr("\"table\" is missing"));
    }
    m.rowsFile = o.value(QLatin1StringView("rows")).toString();
    if (m.rowsFile != QLatin1StringView("rows.jsonl") && m.rowsFile != QLatin1StringView("rows.jsonl.sz")) {
        return bad(Tr::tr("\"rows\" must be \"rows.jsonl\" or \"rows.jsonl.sz\""));
    }
    m.profile = o.value(QLatin1StringView("profile")).toString();
    m.keyFormat = o.value(QLatin1StringView("keyFormat")).toString();
    const QJsonValue sources = o.value(QLatin1StringView("pdfSources"));
    if (!sources.isUndefined() && !sources.isArray()) {
        return bad(Tr::tr("\"pdfSources\" is not an array of strings"));
    }
    for (const QJsonValue &s : sources.toArray()) {
        if (!s.isString()) {
            return bad(Tr::tr("\"pdfSources\" is not an array of strings"));
        }
        m.pdfSources.append(s.toString());
    }
    return m;
}

QString resolvePdfSource(const QString &dir, const QString &spec)
{
    const qsizetype colon = spec.indexOf(u':');
    if (colon < 0) {
        return spec;
    }
    const QString kind = spec.left(colon);
    const QString value = spec.mid(colon + 1);
    if (kind.endsWith(QLatin1StringView("-dir")) && QFileInfo(value).isRelative()) {
        return kind + u':' + QDir(dir).absoluteFilePath(value);
    }
    return spec;
}

} // namespace Ei::Core
