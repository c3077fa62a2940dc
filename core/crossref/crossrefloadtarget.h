#pragma once

#include <memory>

#include <QByteArray>
#include <QList>
#include <QString>

#include <core/crossref/crossrefdump.h>
#include <core/util/result.h>

namespace Ei::Core {

class PgConnInfo;

// A record the target refused when it stored a batch (the database's own checks), with the
// position the loader gave it.
struct RejectedRecord
{
    DumpPosition where;
    QString reason;
};

// What storing one batch did.
struct BatchOutcome
{
    qint64 stored = 0; // rows inserted or replaced by a newer record
    qint64 kept = 0;   // rows the table already had with the same or a newer `indexed`
    QList<RejectedRecord> rejected;
};

// Where crossref-load puts records, one batch at a time (a batch never spans two dump files):
// add() records, then commit() stores them all, except those the target rejects, or, on an
// error, none (the batch can be sent again). Blocking I/O: run it on a worker thread.
class CrossrefLoadTarget
{
public:
    virtual ~CrossrefLoadTarget() = default;
    virtual Result<void> add(const DumpRecord &record) = 0;
    virtual qint64 batchRecords() const = 0;
    virtual qint64 batchBytes() const = 0;
    virtual Result<BatchOutcome> commit() = 0;
    // The folder target's output size after the last commit, else -1 (resume truncates to it).
    virtual qint64 committedSize() const { return -1; }

    // Seed 003's table through COPY … FROM STDIN (FORMAT binary). The connection string holds no
    // password (PgConnInfo); `password` comes from the saved connection, or libpq finds one.
    // `toastCompression` (lz4, pglz; empty: the server's default) is how the server compresses
    // the records it stores out of line.
    static Result<std::unique_ptr<CrossrefLoadTarget>>
    postgres(const PgConnInfo &info, const QByteArray &password, const QByteArray &toastCompression);
    // DIR/crossref/records.jsonl, the file `serve` mirrors (one {"doi","indexed","record"} a line),
    // appended to; when resuming, cut back to `truncateTo` bytes first (the last commit's size).
    static Result<std::unique_ptr<CrossrefLoadTarget>> folder(const QString &dir, qint64 truncateTo = -1);
};

} // namespace Ei::Core
