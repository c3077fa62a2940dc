#include "rowspill.h"

#include <QCoreApplication>
#include <QDir>
#include <QtEndian>

#include <core/hbase/cellsetprotobuf.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::RowSpill)
};

constexpr qint64 kLengthBytes = 4;

} // namespace

RowSpill::RowSpill(QString directory)
    : m_directory(directory.isEmpty() ? QDir::tempPath() : std::move(directory))
{}

RowSpill::~RowSpill()
{
    discard();
}

QString RowSpill::fileName() const
{
    return m_file ? m_file->fileName() : QString();
}

void RowSpill::discard()
{
    if (m_file) {
        m_file->remove();
        m_file.reset();
    }
    m_readAt = m_writeAt = m_pages = 0;
}

Result<void> RowSpill::append(const CellSet &rows)
{
    if (!m_file) {
        auto file = std::make_unique<QTemporaryFile>(
            QDir(m_directory).filePath(QStringLiteral("ei-scan-XXXXXX.rows")));
        if (!file->open()) {
            return fail(ErrorKind::Io,
                        Tr::tr("Could not create a file in %1 for the rows read ahead (%2); the temporary "
                               "directory (TMPDIR) must be writable.")
                            .arg(QDir::toNativeSeparators(m_directory), file->errorString()));
        }
        m_file = std::move(file);
    }
    QByteArray record(kLengthBytes, Qt::Uninitialized);
    appendCellSetProtobuf(record, rows);
    qToLittleEndian<quint32>(quint32(record.size() - kLengthBytes), record.data());
    const bool written = m_file->seek(m_writeAt) && m_file->write(record) == record.size() && m_file->flush();
    if (!written) {
        const QString reason = m_file->errorString();
        return fail(ErrorKind::Io,
                    Tr::tr("Could not write the rows read ahead to %1 (%2); the disk may be full.")
                        .arg(QDir::toNativeSeparators(m_file->fileName()), reason));
    }
    m_writeAt += record.size();
    m_written += record.size();
    ++m_pages;
    return {};
}

Result<CellSet> RowSpill::takeNext()
{
    const auto unreadable = [this] {
        return fail(ErrorKind::Io, Tr::tr("Could not read back the rows read ahead from %1 (%2).")
                                       .arg(QDir::toNativeSeparators(fileName()), m_file->errorString()));
    };
    if (!m_file || m_pages == 0) {
        return fail(ErrorKind::Internal, Tr::tr("No rows read ahead are waiting on disk."));
    }
    if (!m_file->seek(m_readAt)) {
        return unreadable();
    }
    const QByteArray length = m_file->read(kLengthBytes);
    if (length.size() != kLengthBytes) {
        return unreadable();
    }
    const qint64 size = qFromLittleEndian<quint32>(length.constData());
    const QByteArray page = m_file->read(size);
    if (page.size() != size) {
        return unreadable();
    }
    m_readAt += kLengthBytes + size;
    if (--m_pages == 0) {
        // Every page taken: start the file over, so it never holds more than the rows waiting.
        m_file->resize(0);
        m_readAt = m_writeAt = 0;
    }
    return decodeCellSetProtobuf(page);
}

} // namespace Ei::Core
