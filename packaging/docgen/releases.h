#pragma once

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <core/util/result.h>

namespace Ei::Packaging {

// One <release> of the AppStream metainfo (resources/freedesktop), the project's one list of
// releases: the man pages take their date from it and the package's changelog is made from it.
struct Release
{
    QString version;
    QDate date;
    QStringList notes; // the <p> and <li> texts of its <description>, in order
};

// The releases, newest first as AppStream lists them. An InvalidInput error when the XML is
// malformed, a release lacks its version or an ISO date, or there is none.
Core::Result<QList<Release>> readReleases(const QByteArray &metainfoXml);

// The newest release, which must be `projectVersion` (else the version was bumped without a
// release entry, and the dates would be another release's).
Core::Result<Release> currentRelease(const QList<Release> &releases, const QString &projectVersion);

struct ChangelogInfo
{
    QString package;      // "extract-inspector"
    QString distribution; // "trixie"
    QString maintainer;   // "Name <address>"
};

// The releases as a Debian changelog (deb-changelog(5)), newest first; a release without notes
// gets one line saying so.
QString debianChangelog(const QList<Release> &releases, const ChangelogInfo &info);

} // namespace Ei::Packaging
