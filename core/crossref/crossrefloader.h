#pragma once

#include <atomic>
#include <functional>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <core/crossref/crossrefdump.h>
#include <core/util/result.h>

namespace Ei::Core {

struct CrossrefLoadOptions
{
    QStringList files;   // dump files, loaded in this order
    QString target;      // "postgres:CONNINFO" or a folder (DIR/crossref/records.jsonl)
    QByteArray password; // the database password from a saved connection; empty: libpq's sources
    QString statePath;   // the checkpoint file
    bool resume = false; // go on from statePath instead of starting over
    // How the database compresses the records it keeps out of line (TOAST): lz4 costs the server
    // a fraction of pglz, its default; empty keeps the server's setting.
    QByteArray toastCompression = QByteArrayLiteral("lz4");
    qint64 batchRecords = 20000;
    qint64 batchBytes = qint64(64) * 1024 * 1024;
};

struct CrossrefLoadProgress
{
    int file = 0; // 0-based index into the options' files
    int files = 0;
    QString path;
    qint64 fileBytesRead = 0;
    qint64 fileSize = 0;
    qint64 records = 0; // records read from the dumps so far (this run), good ones
    qint64 bad = 0;     // records left out so far (this run)
    double seconds = 0; // since this run started
};

struct CrossrefLoadReport
{
    // The whole load's counts, earlier runs of a resumed load included.
    qint64 stored = 0;  // rows written (inserted, or replacing an older record)
    qint64 kept = 0;    // records whose DOI the table already had as new or newer
    qint64 bad = 0;     // records left out: malformed, no DOI, DOI against the CHECK, no indexed, refused
    qint64 skipped = 0; // records of the checkpoint this (resumed) run did not send again
    int files = 0;
    QStringList failedFiles; // "FILE: why" for files that could not be read to their end
    double seconds = 0;
    bool interrupted = false; // stopped on request after a checkpoint; resume to go on
};

// `crossref-load`: streams Crossref dump files (CrossrefDumpReader) into seed 003's table with
// COPY, or into a folder `serve` mirrors, in batches that never span two files. After each batch
// is stored (its COMMIT returned, or its lines are flushed) the state file records, per dump
// file, how many of its records are done; `resume` skips those (re-reading the file without
// sending them). What was sent after the last checkpoint may already be stored; it is sent again
// through an upsert that keeps the newest `indexed` per DOI, so a resumed load ends with the
// same table as an uninterrupted one (docs/crossref-load.md says exactly what is guaranteed).
// Bad records are reported through `onProblem` with their file and position and counted; they
// never stop the load. The state file is removed when every file is done.
//
// Blocking (file and database I/O): run it on a worker thread. The callbacks run on that thread.
class CrossrefLoader final
{
public:
    using OnProblem =
        std::function<void(const QString &file, const DumpPosition &where, const QString &reason)>;
    using OnProgress = std::function<void(const CrossrefLoadProgress &progress)>;

    // `stop` (may be null) is polled between records: when set, the current batch is stored, the
    // state saved and the report says `interrupted`.
    static Result<CrossrefLoadReport> run(const CrossrefLoadOptions &options, const OnProblem &onProblem,
                                          const OnProgress &onProgress,
                                          const std::atomic_bool *stop = nullptr);
};

} // namespace Ei::Core
