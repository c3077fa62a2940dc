#pragma once

#include <functional>
#include <memory>

#include <QString>
#include <QStringList>

#include <core/snapshot/tablestore.h>
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
};

struct Snapshot
{
    SnapshotManifest manifest;
    std::unique_ptr<TableStore> table;
};

// Progress of a load or save: rows done and bytes done/total (the rows file on disk). Return false
// to cancel (the operation then fails with ErrorKind::Cancelled).
using SnapshotProgress = std::function<bool(qint64 rows, qint64 bytesDone, qint64 bytesTotal)>;

// Loads a snapshot folder. Blocking file I/O: call it from a worker thread in the GUI.
Result<Snapshot> loadSnapshot(const QString &dir, const SnapshotProgress &progress = {});

// Whether a rows file may hold cells without a timestamp: a snapshot's rows file must not (it is
// the table as it was); an export's may (the table store stamps such cells when they are put).
enum class RowsTimestamps
{
    Required,
    Optional,
};

// Reads a rows file (rows.jsonl / rows.jsonl.sz) into `table`, one row at a time. An error names
// the file and the line. `progress` is called every 4,096 rows and once at the end; when it
// returns false the read fails with ErrorKind::Cancelled and `cancelledMessage`. Blocking file
// I/O: the snapshot loader and the export opener share it, both on a worker thread in the GUI.
Result<void> readRowsFile(const QString &rowsPath, TableStore &table, RowsTimestamps timestamps,
                          const QString &cancelledMessage, const SnapshotProgress &progress = {});

// Writes manifest.json, schema.json and the rows file into `dir` (created if missing). Every file
// is written as NAME.partial and renamed over NAME, the manifest last, so a crash leaves either the
// old or the new snapshot readable; PDFs and other files in the folder are left alone.
Result<void> saveSnapshot(const QString &dir, const SnapshotManifest &manifest, const TableStore &table,
                          const SnapshotProgress &progress = {});

// A PDF source spec with a path made absolute against the snapshot folder
// ("warc-dir:warcs" → "warc-dir:/abs/snap/warcs"); URLs are returned unchanged.
QString resolvePdfSource(const QString &dir, const QString &spec);

} // namespace Ei::Core
