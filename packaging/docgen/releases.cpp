#include "releases.h"

#include <QLocale>
#include <QTextStream>
#include <QXmlStreamReader>

namespace Ei::Packaging {
namespace {

// "  * " + text, wrapped at 80 columns with continuation lines indented by four.
QString bullet(const QString &text)
{
    QString out = QStringLiteral("  *");
    qsizetype column = out.size();
    for (const QString &word : text.simplified().split(u' ', Qt::SkipEmptyParts)) {
        if (column + 1 + word.size() > 80 && column > 4) {
            out += QStringLiteral("\n   ");
            column = 3;
        }
        out += u' ' + word;
        column += 1 + word.size();
    }
    return out + u'\n';
}

} // namespace

Core::Result<QList<Release>> readReleases(const QByteArray &metainfoXml)
{
    QList<Release> releases;
    QXmlStreamReader xml(metainfoXml);
    bool inRelease = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1StringView("release")) {
            Release release;
            release.version = xml.attributes().value(QStringLiteral("version")).toString();
            release.date =
                QDate::fromString(xml.attributes().value(QStringLiteral("date")).toString(), Qt::ISODate);
            if (release.version.isEmpty() || !release.date.isValid()) {
                return Core::fail(Core::ErrorKind::InvalidInput,
                                  QStringLiteral("metainfo line %1: a <release> needs a version and a date "
                                                 "(YYYY-MM-DD)")
                                      .arg(xml.lineNumber()));
            }
            releases.append(release);
            inRelease = true;
        } else if (xml.isEndElement() && xml.name() == QLatin1StringView("release")) {
            inRelease = false;
        } else if (inRelease && xml.isStartElement() &&
                   (xml.name() == QLatin1StringView("p") || xml.name() == QLatin1StringView("li"))) {
            releases.last().notes.append(
                xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified());
        }
    }
    if (xml.hasError()) {
        return Core::fail(
            Core::ErrorKind::InvalidInput,
            QStringLiteral("metainfo line %1: %2").arg(xml.lineNumber()).arg(xml.errorString()));
    }
    if (releases.isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput, QStringLiteral("the metainfo lists no <release>"));
    }
    return releases;
}

Core::Result<Release> currentRelease(const QList<Release> &releases, const QString &projectVersion)
{
    if (releases.isEmpty() || releases.first().version != projectVersion) {
        return Core::fail(
            Core::ErrorKind::InvalidInput,
            QStringLiteral("the project's version is %1 but the metainfo's newest release is %2: "
                           "add a <release> for %1 with its date to the metainfo")
                .arg(projectVersion, releases.isEmpty() ? QStringLiteral("none") : releases.first().version));
    }
    return releases.first();
}

QString debianChangelog(const QList<Release> &releases, const ChangelogInfo &info)
{
    QString text;
    QTextStream out(&text);
    const QLocale c = QLocale::c();
    for (const Release &release : releases) {
        out << info.package << " (" << release.version << ") " << info.distribution << "; urgency=medium\n\n";
        const QStringList notes = release.notes.isEmpty()
                                      ? QStringList{QStringLiteral("Release %1.").arg(release.version)}
                                      : release.notes;
        for (const QString &note : notes) {
            out << bullet(note);
        }
        // RFC 5322 date, as dpkg-parsechangelog wants it; releases are dated by day only.
        out << "\n -- " << info.maintainer << "  "
            << c.toString(release.date, QStringLiteral("ddd, dd MMM yyyy")) << " 00:00:00 +0000\n\n";
    }
    out.flush();
    text.chop(1); // no blank line after the last entry
    return text;
}

} // namespace Ei::Packaging
