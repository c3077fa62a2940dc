#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QFile>
#include <QString>

#include <core/hbase/cellset.h>
#include <core/util/result.h>
#include <core/util/snappyframing.h>

namespace Ei::Core {

// rows.jsonl: one HBase REST Row JSON object per line (encodeRowJson); rows.jsonl.sz: the same
// bytes in the Snappy framing format. Documented in docs/snapshot-format.md.
enum class RowsFormat
{
    Jsonl,
    JsonlSnappy,
};

// The format a path's name implies: ".sz" → JsonlSnappy, anything else → Jsonl.
RowsFormat rowsFormatForPath(const QString &path);

// Where a RowsWriter stands at a checkpoint: the bytes of PATH.partial that are final (synced),
// the written input not yet in a Snappy chunk, and the rows written.
struct RowsWriterPosition
{
    qint64 bytes = 0;
    QByteArray tail;
    qint64 rows = 0;
};

// Streams rows to PATH.partial and renames it to PATH on commit(), so a reader never sees a
// half-written file under the final name. Memory is bounded by one 64 KiB chunk plus one row.
// Destroying an uncommitted writer removes the partial file, unless keep() was called (a
// resumable export: reopen() continues it from a checkpoint, byte for byte as if unbroken).
class RowsWriter final
{
public:
    ~RowsWriter();
    RowsWriter(const RowsWriter &) = delete;
    RowsWriter &operator=(const RowsWriter &) = delete;

    static Result<std::unique_ptr<RowsWriter>> open(const QString &path,
                                                    std::optional<RowsFormat> format = {});

    // Continues PATH.partial from a checkpoint(): the bytes after it are cut off.
    static Result<std::unique_ptr<RowsWriter>> reopen(const QString &path, RowsFormat format,
                                                      const RowsWriterPosition &at);

    Result<void> write(const Row &row);
    // Writes and syncs (fdatasync) what can be final; the rest is in the position's tail.
    Result<RowsWriterPosition> checkpoint();
    Result<void> commit();
    void abort();
    // Leaves PATH.partial as it is (closing it) for a later reopen().
    void keep();

    qint64 rowsWritten() const { return m_rows; }
    qint64 bytesWritten() const { return m_bytes; }
    QString path() const { return m_path; }

private:
    RowsWriter() = default;
    Result<void> flush(bool all);

    QString m_path;
    QFile m_file;
    RowsFormat m_format = RowsFormat::Jsonl;
    SnappyFrameEncoder m_encoder;
    QByteArray m_text;
    QByteArray m_out;
    qint64 m_rows = 0;
    qint64 m_bytes = 0;
    bool m_done = false;
};

// Reads rows one at a time in constant memory (one block of the file plus one line). Errors name
// the file and the line number.
class RowsReader final
{
public:
    RowsReader(const RowsReader &) = delete;
    RowsReader &operator=(const RowsReader &) = delete;

    static Result<std::unique_ptr<RowsReader>> open(const QString &path,
                                                    std::optional<RowsFormat> format = {});

    // The next row, std::nullopt at the end, or an error naming the file and line.
    Result<std::optional<Row>> next();

    // Reads the file at `path` to its end, handing each row to `visit` with the reader (for its
    // line and progress); the first error, the reader's or `visit`'s, ends the walk.
    using RowVisitor = std::function<Result<void>(Row &row, const RowsReader &reader)>;
    static Result<void> forEachRow(const QString &path, const RowVisitor &visit);

    qint64 line() const { return m_line; }
    // Progress through the file on disk (compressed bytes for .sz), 0..totalBytes().
    qint64 bytesRead() const { return m_file.pos(); }
    qint64 totalBytes() const { return m_total; }

private:
    RowsReader() = default;
    Result<bool> fill();

    QString m_path;
    QFile m_file;
    RowsFormat m_format = RowsFormat::Jsonl;
    SnappyFrameDecoder m_decoder;
    QByteArray m_text;
    qsizetype m_pos = 0;
    qint64 m_line = 0;
    qint64 m_total = 0;
    bool m_eof = false;
};

} // namespace Ei::Core
