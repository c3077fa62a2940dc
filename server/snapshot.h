#pragma once

#include <functional>
#include <memory>

#include <QString>

#include <core/snapshot/manifest.h>
#include <core/util/result.h>
#include <server/tablestore.h>

namespace Ei::Server {

struct Snapshot
{
    Core::SnapshotManifest manifest;
    std::unique_ptr<TableStore> table;
};

// Progress of a load or save: rows done and bytes done/total (the rows file on disk). Return false
// to cancel (the operation then fails with ErrorKind::Cancelled).
using SnapshotProgress = std::function<bool(qint64 rows, qint64 bytesDone, qint64 bytesTotal)>;

// Loads a snapshot folder. Blocking file I/O: call it from a worker thread in the GUI.
Core::Result<Snapshot> loadSnapshot(const QString &dir, const SnapshotProgress &progress = {});

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
Core::Result<void> readRowsFile(const QString &rowsPath, TableStore &table, RowsTimestamps timestamps,
                                const QString &cancelledMessage, const SnapshotProgress &progress = {});

// Writes manifest.json, schema.json and the rows file into `dir` (created if missing). Every file
// is written as NAME.partial and renamed over NAME, the manifest last, so a crash leaves either the
// old or the new snapshot readable; PDFs and other files in the folder are left alone.
Core::Result<void> saveSnapshot(const QString &dir, const Core::SnapshotManifest &manifest,
                                const TableStore &table, const SnapshotProgress &progress = {});

} // namespace Ei::Server
