#pragma once

#include <memory>

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core {

// Where a record starts in a dump file: its number among the file's records (1-based, bad ones
// counted too), its line (1-based) and its byte offset in the uncompressed data.
struct DumpPosition
{
    qint64 item = 0;
    qint64 line = 1;
    qint64 offset = 0;
};

// One record ready for seed 003's crossref table.
struct DumpRecord
{
    QByteArray doi;           // lower-cased, at least 4 bytes (the table's CHECK)
    qint64 indexedMicros = 0; // indexed.date-time as microseconds since 1970-01-01 UTC
    QByteArray indexed;       // indexed.date-time as written in the dump
    QByteArrayView json;      // the record without insignificant whitespace; valid until the next call
    DumpPosition where;
};

// Why a record was left out.
struct DumpProblem
{
    DumpPosition where;
    QString reason; // "malformed JSON: a control character in a string at byte 1234"
};

// Streams the records of one Crossref dump file, gzipped or plain (told by the gzip magic;
// concatenated gzip members are read like `gzip -d` does), in any of the shapes Crossref
// publishes:
//   * a public data file, {"items": [record, record, …]};
//   * JSON lines (or any whitespace-separated sequence) of bare records, the shape of the
//     pipeline's own dumps and of the seed's `jq` pipeline;
//   * API answers: {"message": record} or {"message": {"items": […]}}, alone or one per line.
//   * the {"doi","indexed","record"} lines `crossref-load --to DIR` writes (the record is read).
// Every record is validated as strict JSON (RFC 8259: UTF-8, escapes, surrogate pairs, numbers,
// nesting), the grammar PostgreSQL's json type enforces, so a bad record never reaches the table.
// Memory stays bounded by the largest single record (at most 256 MiB), not by the file.
//
// A malformed record, one without a DOI, with a DOI too short for the table's CHECK, or without
// a readable indexed.date-time is reported as a DumpProblem and reading goes on: with the next
// line (JSON lines) or the next element of the items array. Only damage that leaves no next
// record to find (a corrupt gzip stream, a broken items array, a record larger than the limit)
// ends the file early, as an error.
class CrossrefDumpReader final
{
public:
    ~CrossrefDumpReader();
    CrossrefDumpReader(const CrossrefDumpReader &) = delete;
    CrossrefDumpReader &operator=(const CrossrefDumpReader &) = delete;

    static Result<std::unique_ptr<CrossrefDumpReader>> open(const QString &path);

    enum class Step
    {
        Record,
        Problem,
        End,
    };
    // The next record (Record), a record left out (Problem), or the end of the file (End). An
    // error means the rest of the file cannot be read; records returned before it stand.
    Result<Step> next(DumpRecord &record, DumpProblem &problem);

    const QString &path() const { return m_path; }
    // Records (good and bad) returned so far.
    qint64 items() const { return m_items; }
    // Compressed (file) bytes read so far and the file's size, for progress.
    qint64 fileBytesRead() const;
    qint64 fileSize() const;

    // The largest record accepted; a bigger one ends the file (tests lower it).
    static constexpr qsizetype kMaxRecordBytes = qsizetype(256) * 1024 * 1024;

private:
    struct Impl;
    explicit CrossrefDumpReader(std::unique_ptr<Impl> impl, QString path);

    std::unique_ptr<Impl> d;
    QString m_path;
    qint64 m_items = 0;
};

// Microseconds since 1970-01-01 UTC of an ISO 8601 date-time as Crossref writes it
// ("2019-12-04T07:47:00Z", also with fractions and ±HH:MM; without a zone it is read as UTC).
std::optional<qint64> parseCrossrefDateTime(QByteArrayView text);

} // namespace Ei::Core
