#pragma once

#include <memory>
#include <optional>

#include <QFile>
#include <QString>

#include <core/export/exportjob.h>
#include <core/hbase/cellset.h>
#include <core/hbase/tableschema.h>
#include <core/snapshot/rowsfile.h>
#include <core/util/result.h>

namespace Ei::Core {

// Internal to ExportJob: where the rows of one export go, one class per output shape. Every sink
// writes under a ".partial" name and renames on commit(); destroying an uncommitted sink removes
// what it wrote, unless keep() left it for a resumed export, which reopen()s it at a checkpoint.
class ExportSink
{
public:
    virtual ~ExportSink() = default;
    ExportSink() = default;
    ExportSink(const ExportSink &) = delete;
    ExportSink &operator=(const ExportSink &) = delete;

    virtual Result<void> open() = 0;
    // Continues the partial output of an interrupted export: what follows `at` is cut off.
    virtual Result<void> reopen(const SinkPosition &at) = 0;
    // Writes and syncs everything before the next row; the position to reopen at.
    virtual Result<SinkPosition> checkpoint() = 0;
    // Leaves the partial output for a resume (closing the files).
    virtual void keep() = 0;
    // nullopt: written; a reason: the row was left out (the format cannot represent it).
    virtual Result<std::optional<QString>> write(const Row &row) = 0;
    virtual Result<void> commit(const ExportSummary &summary) = 0;
    virtual void abort() = 0;
    virtual qint64 bytesWritten() const = 0;

    // Which sink a format needs (the bundle sink is created by makeBundleSink).
    static std::unique_ptr<ExportSink> forFormat(const ExportOptions &options);
};

// A text file written as PATH.partial and renamed to PATH on commit (QSaveFile's temporary name
// is not predictable; ".partial" is what the rest of the product and the docs promise).
class PartialFile final
{
public:
    explicit PartialFile(QString path);
    ~PartialFile();
    PartialFile(const PartialFile &) = delete;
    PartialFile &operator=(const PartialFile &) = delete;

    Result<void> open();
    // Continues PATH.partial after its first `bytes` bytes (the rest is cut off).
    Result<void> reopen(qint64 bytes);
    Result<void> write(QByteArrayView bytes);
    // Flushes and syncs (fdatasync); the bytes written so far.
    Result<qint64> checkpoint();
    Result<void> commit();
    void abort();
    void keep();
    qint64 bytesWritten() const { return m_bytes; }
    QString path() const { return m_path; }

private:
    QString m_path;
    QFile m_file;
    qint64 m_bytes = 0;
    bool m_done = false;
};

// rename(2): replaces an existing file (or empty folder) atomically, which QFile::rename refuses.
Result<void> renameReplacing(const QString &from, const QString &to);

// The bundle: NAME.partial/ with rows.jsonl.sz, schema.json, blobs and manifest.json, renamed to
// NAME on commit. An existing non-empty NAME is never replaced (the export fails at open).
class BundleSink final : public ExportSink
{
public:
    BundleSink(const ExportOptions &options, TableSchema schema);
    ~BundleSink() override;

    Result<void> open() override;
    Result<void> reopen(const SinkPosition &at) override;
    Result<SinkPosition> checkpoint() override;
    void keep() override;
    Result<std::optional<QString>> write(const Row &row) override;
    Result<void> commit(const ExportSummary &summary) override;
    void abort() override;
    qint64 bytesWritten() const override;

    // `relative` is a blob path such as "pdf/ab/cd/SHA1.pdf" (blobRelativePath).
    Result<void> writeBlob(const QString &relative, QByteArrayView bytes);
    Result<void> noteMissingPdf(const QString &sha1Hex, const QString &reason);
    QString partialDir() const { return m_partial; }

private:
    ExportOptions m_options;
    TableSchema m_schema;
    QString m_partial;
    std::unique_ptr<RowsWriter> m_rows;
    std::unique_ptr<PartialFile> m_missing;
    qint64 m_blobBytes = 0;
    bool m_done = false;
};

} // namespace Ei::Core
