#include "exportsink.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <core/domain/journalrow.h>
#include <core/util/untranslated.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::ExportSink)
};

QString partialName(const QString &path)
{
    return path + QStringLiteral(".partial");
}

Result<void> writeError(const QFile &file)
{
    return fail(ErrorKind::Io, Tr::tr("cannot write %1: %2").arg(file.fileName(), file.errorString()));
}

// jsonl / jsonl.sz: RowsWriter does the framing and the .partial + rename.
class RowsSink final : public ExportSink
{
public:
    explicit RowsSink(const ExportOptions &options)
        : m_options(options)
    {}

    RowsFormat rowsFormat() const
    {
        return m_options.format == ExportFormat::Jsonl ? RowsFormat::Jsonl : RowsFormat::JsonlSnappy;
    }
    Result<void> open() override
    {
        auto writer = RowsWriter::open(m_options.path, rowsFormat());
        if (!writer) {
            return std::unexpected(writer.error());
        }
        m_writer = std::move(*writer);
        return {};
    }
    Result<void> reopen(const SinkPosition &at) override
    {
        auto writer =
            RowsWriter::reopen(m_options.path, rowsFormat(), RowsWriterPosition{at.bytes, at.tail, at.rows});
        if (!writer) {
            return std::unexpected(writer.error());
        }
        m_writer = std::move(*writer);
        return {};
    }
    Result<SinkPosition> checkpoint() override
    {
        auto at = m_writer->checkpoint();
        if (!at) {
            return std::unexpected(at.error());
        }
        return SinkPosition{at->bytes, at->tail, at->rows, 0};
    }
    void keep() override
    {
        if (m_writer) {
            m_writer->keep();
        }
    }
    Result<std::optional<QString>> write(const Row &row) override
    {
        if (auto r = m_writer->write(row); !r) {
            return std::unexpected(r.error());
        }
        return std::optional<QString>();
    }
    Result<void> commit(const ExportSummary &) override { return m_writer->commit(); }
    void abort() override
    {
        if (m_writer) {
            m_writer->abort();
        }
    }
    qint64 bytesWritten() const override { return m_writer ? m_writer->bytesWritten() : 0; }

private:
    ExportOptions m_options;
    std::unique_ptr<RowsWriter> m_writer;
};

// One decoded value as a TSV cell: text as is, numbers and booleans spelled out, objects and
// arrays as compact JSON; tabs and line breaks become spaces so a row stays one line.
QString tsvCell(const QJsonValue &v)
{
    QString text =
        v.isString()   ? v.toString()
        : v.isDouble() ? QString::number(v.toInteger())
        : v.isBool()   ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
        : v.isObject() ? QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact))
        : v.isArray()  ? QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact))
                       : QString();
    text.replace(QLatin1Char('\t'), QLatin1Char(' '))
        .replace(QLatin1Char('\n'), QLatin1Char(' '))
        .replace(QLatin1Char('\r'), QLatin1Char(' '));
    return text;
}

// tsv (decoded fields) and ungrobided (the pipeline's queue lines).
class TextSink final : public ExportSink
{
public:
    explicit TextSink(const ExportOptions &options)
        : m_options(options)
        , m_file(options.path)
    {}

    Result<void> open() override
    {
        if (auto r = m_file.open(); !r) {
            return r;
        }
        if (m_options.format == ExportFormat::Tsv) {
            return m_file.write(QByteArray(m_options.tsvFields.join(QLatin1Char('\t')).toUtf8() + '\n'));
        }
        return {};
    }
    Result<void> reopen(const SinkPosition &at) override { return m_file.reopen(at.bytes); }
    Result<SinkPosition> checkpoint() override
    {
        auto bytes = m_file.checkpoint();
        if (!bytes) {
            return std::unexpected(bytes.error());
        }
        return SinkPosition{*bytes, {}, 0, 0};
    }
    void keep() override { m_file.keep(); }
    Result<std::optional<QString>> write(const Row &row) override
    {
        QByteArray line;
        if (m_options.format == ExportFormat::Ungrobided) {
            auto queued = ungrobidedLine(row);
            if (!queued) {
                // A row the pipeline could not have queued (no f:c/file:cdx) is left out and said.
                return std::optional<QString>(queued.error().message);
            }
            line = *queued;
        } else {
            const UntranslatedScope english; // the file's "$error" reasons, whatever the window speaks
            const QJsonObject decoded = decodedRowJson(m_options.profile, row, m_options.decode);
            QStringList cells;
            cells.reserve(m_options.tsvFields.size());
            for (const QString &field : std::as_const(m_options.tsvFields)) {
                cells.append(tsvCell(decoded.value(field)));
            }
            line = cells.join(QLatin1Char('\t')).toUtf8();
        }
        line.append('\n');
        if (auto r = m_file.write(line); !r) {
            return std::unexpected(r.error());
        }
        return std::optional<QString>();
    }
    Result<void> commit(const ExportSummary &) override { return m_file.commit(); }
    void abort() override { m_file.abort(); }
    qint64 bytesWritten() const override { return m_file.bytesWritten(); }

private:
    ExportOptions m_options;
    PartialFile m_file;
};

} // namespace

QJsonObject SinkPosition::toJson() const
{
    return QJsonObject{{QStringLiteral("bytes"), bytes},
                       {QStringLiteral("tail"), QString::fromLatin1(tail.toBase64())},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("missingBytes"), missingBytes}};
}

SinkPosition SinkPosition::fromJson(const QJsonObject &json)
{
    return SinkPosition{json.value(QLatin1StringView("bytes")).toInteger(),
                        QByteArray::fromBase64(json.value(QLatin1StringView("tail")).toString().toLatin1()),
                        json.value(QLatin1StringView("rows")).toInteger(),
                        json.value(QLatin1StringView("missingBytes")).toInteger()};
}

std::unique_ptr<ExportSink> ExportSink::forFormat(const ExportOptions &options)
{
    switch (options.format) {
    case ExportFormat::Jsonl:
    case ExportFormat::JsonlSnappy:
        return std::make_unique<RowsSink>(options);
    case ExportFormat::Tsv:
    case ExportFormat::Ungrobided:
        return std::make_unique<TextSink>(options);
    case ExportFormat::Bundle:
        break;
    }
    return nullptr;
}

Result<void> renameReplacing(const QString &from, const QString &to)
{
    if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) != 0) {
        return fail(
            ErrorKind::Io,
            Tr::tr("cannot rename %1 to %2: %3").arg(from, to, QString::fromLocal8Bit(std::strerror(errno))));
    }
    return {};
}

PartialFile::PartialFile(QString path)
    : m_path(std::move(path))
    , m_file(partialName(m_path))
{}

PartialFile::~PartialFile()
{
    abort();
}

Result<void> PartialFile::open()
{
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        m_done = true;
        return writeError(m_file);
    }
    return {};
}

Result<void> PartialFile::reopen(qint64 bytes)
{
    if (!m_file.open(QIODevice::ReadWrite)) {
        m_done = true; // not ours to remove
        return fail(ErrorKind::Io,
                    Tr::tr("cannot continue %1: %2").arg(m_file.fileName(), m_file.errorString()));
    }
    if (m_file.size() < bytes || !m_file.resize(bytes) || !m_file.seek(bytes)) {
        m_done = true;
        m_file.close();
        return fail(ErrorKind::Io, Tr::tr("cannot continue %1: it is shorter than its saved state says "
                                          "(start the export again)")
                                       .arg(m_file.fileName()));
    }
    m_bytes = bytes;
    return {};
}

Result<qint64> PartialFile::checkpoint()
{
    if (!m_file.flush() || ::fdatasync(m_file.handle()) != 0) {
        return std::unexpected(writeError(m_file).error());
    }
    return m_bytes;
}

void PartialFile::keep()
{
    if (!m_done) {
        m_done = true;
        m_file.close();
    }
}

Result<void> PartialFile::write(QByteArrayView bytes)
{
    if (m_file.write(bytes.data(), bytes.size()) != bytes.size()) {
        return writeError(m_file);
    }
    m_bytes += bytes.size();
    return {};
}

Result<void> PartialFile::commit()
{
    if (!m_file.flush()) {
        auto error = writeError(m_file);
        abort();
        return error;
    }
    m_file.close();
    m_done = true;
    if (auto r = renameReplacing(m_file.fileName(), m_path); !r) {
        QFile::remove(m_file.fileName());
        return r;
    }
    return {};
}

void PartialFile::abort()
{
    if (m_done) {
        return;
    }
    m_done = true;
    m_file.close();
    QFile::remove(m_file.fileName());
}

BundleSink::BundleSink(const ExportOptions &options, TableSchema schema)
    : m_options(options)
    , m_schema(std::move(schema))
    , m_partial(partialName(options.path))
{}

BundleSink::~BundleSink()
{
    abort();
}

Result<void> BundleSink::open()
{
    const QFileInfo final(m_options.path);
    if (final.exists() && (!final.isDir() || !QDir(m_options.path).isEmpty())) {
        m_done = true;
        return fail(
            ErrorKind::InvalidInput,
            Tr::tr("%1 already exists; a bundle is written to a new (or empty) folder").arg(m_options.path));
    }
    // A NAME.partial/ left by a crashed export is ours to replace.
    QDir(m_partial).removeRecursively();
    if (!QDir().mkpath(m_partial)) {
        m_done = true;
        return fail(ErrorKind::Io, Tr::tr("cannot create the folder %1").arg(m_partial));
    }
    auto rows = RowsWriter::open(m_partial + QStringLiteral("/rows.jsonl.sz"), RowsFormat::JsonlSnappy);
    if (!rows) {
        abort();
        return std::unexpected(rows.error());
    }
    m_rows = std::move(*rows);
    return {};
}

Result<void> BundleSink::reopen(const SinkPosition &at)
{
    if (!QFileInfo(m_partial).isDir()) {
        m_done = true;
        return fail(ErrorKind::Io, Tr::tr("cannot continue the bundle %1: the folder is gone (start the "
                                          "export again)")
                                       .arg(m_partial));
    }
    auto rows = RowsWriter::reopen(m_partial + QStringLiteral("/rows.jsonl.sz"), RowsFormat::JsonlSnappy,
                                   RowsWriterPosition{at.bytes, at.tail, at.rows});
    if (!rows) {
        m_done = true;
        return std::unexpected(rows.error());
    }
    m_rows = std::move(*rows);
    const QString missing = m_partial + QStringLiteral("/missing-pdfs.tsv");
    if (at.missingBytes > 0) {
        m_missing = std::make_unique<PartialFile>(missing);
        if (auto r = m_missing->reopen(at.missingBytes); !r) {
            m_done = true;
            return r;
        }
    } else {
        QFile::remove(missing + QStringLiteral(".partial")); // lines of rows after the checkpoint
    }
    return {};
}

Result<SinkPosition> BundleSink::checkpoint()
{
    auto rows = m_rows->checkpoint();
    if (!rows) {
        return std::unexpected(rows.error());
    }
    SinkPosition at{rows->bytes, rows->tail, rows->rows, 0};
    if (m_missing) {
        auto missing = m_missing->checkpoint();
        if (!missing) {
            return std::unexpected(missing.error());
        }
        at.missingBytes = *missing;
    }
    return at;
}

void BundleSink::keep()
{
    if (m_done) {
        return;
    }
    m_done = true;
    if (m_rows) {
        m_rows->keep();
    }
    if (m_missing) {
        m_missing->keep();
    }
}

Result<std::optional<QString>> BundleSink::write(const Row &row)
{
    if (auto r = m_rows->write(row); !r) {
        return std::unexpected(r.error());
    }
    return std::optional<QString>();
}

Result<void> BundleSink::writeBlob(const QString &relative, QByteArrayView bytes)
{
    const QString path = m_partial + u'/' + relative;
    if (!QDir().mkpath(QFileInfo(path).path())) {
        return fail(ErrorKind::Io, Tr::tr("cannot create the folder %1").arg(QFileInfo(path).path()));
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(bytes.data(), bytes.size()) != bytes.size() || !file.flush()) {
        return writeError(file);
    }
    m_blobBytes += bytes.size();
    return {};
}

Result<void> BundleSink::noteMissingPdf(const QString &sha1Hex, const QString &reason)
{
    if (!m_missing) {
        m_missing = std::make_unique<PartialFile>(m_partial + QStringLiteral("/missing-pdfs.tsv"));
        if (auto r = m_missing->open(); !r) {
            return r;
        }
    }
    QString line = reason;
    line.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return m_missing->write(QString(sha1Hex + u'\t' + line + u'\n').toUtf8());
}

qint64 BundleSink::bytesWritten() const
{
    return (m_rows ? m_rows->bytesWritten() : 0) + m_blobBytes + (m_missing ? m_missing->bytesWritten() : 0);
}

Result<void> BundleSink::commit(const ExportSummary &summary)
{
    const auto failAndAbort = [this](Result<void> r) {
        abort();
        return r;
    };
    if (auto r = m_rows->commit(); !r) {
        return failAndAbort(r);
    }
    if (m_missing) {
        if (auto r = m_missing->commit(); !r) {
            return failAndAbort(r);
        }
    }
    SnapshotManifest manifest = m_options.manifest;
    manifest.rowsFile = QStringLiteral("rows.jsonl.sz");
    // Blob layout (domain.md §2): pdf/{h0:2}/{h2:4}/{sha1}.pdf, found by the blob-dir source.
    manifest.pdfSources = {QStringLiteral("blob-dir:.")};
    m_schema.name = manifest.table;
    // Unknown manifest fields are ignored by readers: the export's own facts go under "export".
    QJsonObject json = QJsonDocument::fromJson(manifest.toJson()).object();
    QJsonObject facts{{QStringLiteral("created"), m_options.created.toString(Qt::ISODate)},
                      {QStringLiteral("rows"), summary.rows},
                      {QStringLiteral("pdfs"), summary.pdfsWritten},
                      {QStringLiteral("pdfsMissing"), summary.pdfsMissing},
                      {QStringLiteral("tei"), summary.teiWritten},
                      {QStringLiteral("rowsNotFound"), summary.rowsNotFound}};
    if (m_missing) {
        facts.insert(QStringLiteral("missingPdfsFile"), QStringLiteral("missing-pdfs.tsv"));
    }
    json.insert(QStringLiteral("export"), facts);
    for (const auto &[name, bytes] :
         {std::pair(QStringLiteral("schema.json"), m_schema.toJson()),
          std::pair(QStringLiteral("manifest.json"), QJsonDocument(json).toJson(QJsonDocument::Indented))}) {
        PartialFile file(m_partial + u'/' + name);
        if (auto r = file.open(); !r) {
            return failAndAbort(r);
        }
        if (auto r = file.write(bytes); !r) {
            return failAndAbort(r);
        }
        if (auto r = file.commit(); !r) {
            return failAndAbort(r);
        }
    }
    if (auto r = renameReplacing(m_partial, m_options.path); !r) {
        return failAndAbort(r);
    }
    m_done = true;
    return {};
}

void BundleSink::abort()
{
    if (m_done) {
        return;
    }
    m_done = true;
    if (m_rows) {
        m_rows->abort();
    }
    if (m_missing) {
        m_missing->abort();
    }
    QDir(m_partial).removeRecursively();
}

} // namespace Ei::Core
