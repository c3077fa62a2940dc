#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <core/util/result.h>

namespace Ei::Core {

// manifest.json of a snapshot folder (docs/snapshot-format.md).
struct SnapshotManifest
{
    static constexpr int kFormatVersion = 1;

    int formatVersion = kFormatVersion;
    QString table;
    QString profile;        // e.g. "journal-extract"; empty = chosen from the table name
    QString keyFormat;      // e.g. "sha1-b32-prefixed"; empty = the profile's default
    QStringList pdfSources; // CLI --pdf-source specs; paths relative to the snapshot folder
    QString rowsFile = QStringLiteral("rows.jsonl.sz");

    QByteArray toJson() const;
    // `where` names the file in error messages.
    static Result<SnapshotManifest> fromJson(QByteArrayView json, const QString &where);
    // The manifest.json of the snapshot folder `dir` (a missing file is ErrorKind::NotFound).
    static Result<SnapshotManifest> readFromFolder(const QString &dir);
};

// A PDF source spec with a path made absolute against the snapshot folder
// ("warc-dir:warcs" → "warc-dir:/abs/snap/warcs"); URLs are returned unchanged.
QString resolvePdfSource(const QString &dir, const QString &spec);

} // namespace Ei::Core
