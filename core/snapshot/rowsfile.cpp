#include "rowsfile.h"

#include <cstdio>
#include <unistd.h>

#include <QCoreApplication>
#include <QFileInfo>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::RowsFile)
};

constexpr qsizetype kBlock = 64 * 1024;

QString partialPath(const QString &path)
{
    return path + QStringLiteral(".partial");
}

} // namespace

RowsFormat rowsFormatForPath(const QString &path)
{
    return path.endsWith(QLatin1StringView(".sz")) ? RowsFormat::JsonlSnappy : RowsFormat::Jsonl;
}

RowsWriter::~RowsWriter()
{
    abort();
}

Result<std::unique_ptr<RowsWriter>> RowsWriter::open(const QString &path, std::optional<RowsFormat> format)
{
    std::unique_ptr<RowsWriter> w(new RowsWriter);
    w->m_path = path;
    w->m_format = format.value_or(rowsFormatForPath(path));
    w->m_file.setFileName(partialPath(path));
    if (!w->m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return fail(ErrorKind::Io,
                    Tr::tr("cannot write %1: %2").arg(w->m_file.fileName(), w->m_file.errorString()));
    }
    return w;
}

Result<std::unique_ptr<RowsWriter>> RowsWriter::reopen(const QString &path, RowsFormat format,
                                                       const RowsWriterPosition &at)
{
    std::unique_ptr<RowsWriter> w(new RowsWriter);
    w->m_path = path;
    w->m_format = format;
    w->m_file.setFileName(partialPath(path));
    if (!w->m_file.open(QIODevice::ReadWrite)) {
        w->m_done = true; // not ours to remove
        return fail(ErrorKind::Io,
                    Tr::tr("cannot continue %1: %2").arg(w->m_file.fileName(), w->m_file.errorString()));
    }
    if (w->m_file.size() < at.bytes || !w->m_file.resize(at.bytes) || !w->m_file.seek(at.bytes)) {
        w->m_done = true;
        w->m_file.close();
        return fail(ErrorKind::Io, Tr::tr("cannot continue %1: it is shorter than its saved state says "
                                          "(start the export again)")
                                       .arg(w->m_file.fileName()));
    }
    w->m_bytes = at.bytes;
    w->m_rows = at.rows;
    if (format == RowsFormat::JsonlSnappy) {
        w->m_encoder.restore(at.tail, at.bytes > 0);
    } else {
        w->m_text = at.tail;
    }
    return w;
}

Result<RowsWriterPosition> RowsWriter::checkpoint()
{
    if (m_done) {
        return fail(ErrorKind::Internal, Tr::tr("the rows file %1 is already closed").arg(m_path));
    }
    if (auto r = flush(false); !r) {
        return std::unexpected(r.error());
    }
    if (!m_file.flush() || ::fdatasync(m_file.handle()) != 0) {
        return fail(ErrorKind::Io,
                    Tr::tr("cannot write %1: %2").arg(m_file.fileName(), m_file.errorString()));
    }
    return RowsWriterPosition{
        m_bytes, m_format == RowsFormat::JsonlSnappy ? m_encoder.pending() : QByteArray(), m_rows};
}

void RowsWriter::keep()
{
    if (!m_done) {
        m_done = true;
        m_file.close();
    }
}

Result<void> RowsWriter::flush(bool all)
{
    if (m_format == RowsFormat::JsonlSnappy) {
        m_encoder.write(m_text, m_out);
        if (all) {
            m_encoder.finish(m_out);
        }
    } else {
        m_out.append(m_text);
    }
    m_text.clear();
    if (!m_out.isEmpty()) {
        if (m_file.write(m_out) != m_out.size()) {
            return fail(ErrorKind::Io,
                        Tr::tr("cannot write %1: %2").arg(m_file.fileName(), m_file.errorString()));
        }
        m_bytes += m_out.size();
        m_out.clear();
    }
    return {};
}

Result<void> RowsWriter::write(const Row &row)
{
    if (m_done) {
        return fail(ErrorKind::Internal, Tr::tr("the rows file %1 is already closed").arg(m_path));
    }
    appendRowsFileLine(m_text, row);
    m_text.append('\n');
    ++m_rows;
    if (m_text.size() >= kBlock) {
        return flush(false);
    }
    return {};
}

Result<void> RowsWriter::commit()
{
    if (m_done) {
        return fail(ErrorKind::Internal, Tr::tr("the rows file %1 is already closed").arg(m_path));
    }
    if (auto r = flush(true); !r) {
        abort();
        return r;
    }
    if (!m_file.flush()) {
        const QString why = m_file.errorString();
        abort();
        return fail(ErrorKind::Io, Tr::tr("cannot write %1: %2").arg(m_file.fileName(), why));
    }
    m_file.close();
    m_done = true;
    // rename(2) replaces an existing file atomically; QFile::rename refuses to overwrite.
    if (std::rename(QFile::encodeName(m_file.fileName()).constData(),
                    QFile::encodeName(m_path).constData()) != 0) {
        QFile::remove(m_file.fileName());
        return fail(ErrorKind::Io, Tr::tr("cannot rename %1 to %2").arg(m_file.fileName(), m_path));
    }
    return {};
}

void RowsWriter::abort()
{
    if (m_done) {
        return;
    }
    m_done = true;
    m_file.close();
    QFile::remove(m_file.fileName());
}

Result<std::unique_ptr<RowsReader>> RowsReader::open(const QString &path, std::optional<RowsFormat> format)
{
    std::unique_ptr<RowsReader> r(new RowsReader);
    r->m_path = path;
    r->m_format = format.value_or(rowsFormatForPath(path));
    r->m_file.setFileName(path);
    if (!r->m_file.open(QIODevice::ReadOnly)) {
        return fail(ErrorKind::Io, Tr::tr("cannot read %1: %2").arg(path, r->m_file.errorString()));
    }
    r->m_total = r->m_file.size();
    return r;
}

// Reads one more block into m_text; false at the end of the file.
Result<bool> RowsReader::fill()
{
    if (m_eof) {
        return false;
    }
    const QByteArray block = m_file.read(kBlock);
    if (block.isEmpty()) {
        if (m_file.error() != QFileDevice::NoError) {
            return fail(ErrorKind::Io, Tr::tr("cannot read %1: %2").arg(m_path, m_file.errorString()));
        }
        m_eof = true;
        if (m_format == RowsFormat::JsonlSnappy) {
            if (auto r = m_decoder.finish(); !r) {
                return fail(ErrorKind::InvalidInput, QStringLiteral("%1: %2").arg(m_path, r.error().message));
            }
        }
        return false;
    }
    if (m_pos > 0) {
        m_text.remove(0, m_pos);
        m_pos = 0;
    }
    if (m_format == RowsFormat::JsonlSnappy) {
        if (auto r = m_decoder.feed(block, m_text); !r) {
            return fail(ErrorKind::InvalidInput, QStringLiteral("%1: %2").arg(m_path, r.error().message));
        }
    } else {
        m_text.append(block);
    }
    return true;
}

Result<void> RowsReader::forEachRow(const QString &path, const RowVisitor &visit)
{
    auto reader = open(path);
    if (!reader) {
        return std::unexpected(reader.error());
    }
    for (;;) {
        auto row = (*reader)->next();
        if (!row) {
            return std::unexpected(row.error());
        }
        if (!*row) {
            return {};
        }
        if (auto visited = visit(**row, **reader); !visited) {
            return visited;
        }
    }
}

Result<std::optional<Row>> RowsReader::next()
{
    for (;;) {
        const qsizetype nl = m_text.indexOf('\n', m_pos);
        QByteArrayView line;
        if (nl >= 0) {
            line = QByteArrayView(m_text).sliced(m_pos, nl - m_pos);
            m_pos = nl + 1;
        } else {
            auto more = fill();
            if (!more) {
                return std::unexpected(more.error());
            }
            if (*more) {
                continue;
            }
            if (m_pos >= m_text.size()) {
                return std::optional<Row>();
            }
            // A last line without its newline still counts.
            line = QByteArrayView(m_text).sliced(m_pos);
            m_pos = m_text.size();
        }
        ++m_line;
        if (line.endsWith('\r')) {
            line.chop(1);
        }
        if (line.trimmed().isEmpty()) {
            continue;
        }
        auto row = decodeRowJson(line);
        if (!row) {
            return fail(ErrorKind::InvalidInput,
                        Tr::tr("%1, line %2: %3").arg(m_path).arg(m_line).arg(row.error().message));
        }
        return std::optional<Row>(std::move(*row));
    }
}

} // namespace Ei::Core
