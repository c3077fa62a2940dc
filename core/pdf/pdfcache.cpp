#include "pdfcache.h"

#include <algorithm>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::PdfCache)
};

bool isSha1Hex(const QString &s)
{
    return s.size() == 40 && std::ranges::all_of(s, [](QChar c) {
               return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
                      (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
           });
}

QByteArray sha1(QByteArrayView b)
{
    return QCryptographicHash::hash(b, QCryptographicHash::Sha1).toHex();
}

Result<QByteArray> readWhole(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return fail(ErrorKind::NotFound, Tr::tr("Not in the cache."));
    }
    return f.readAll();
}

} // namespace

PdfCache::PdfCache(QString directory, qint64 maxBytes)
    : m_dir(std::move(directory))
    , m_maxBytes(maxBytes)
{}

QString PdfCache::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/pdf");
}

void PdfCache::setMaxBytes(qint64 bytes)
{
    m_maxBytes = bytes;
    evictToFit({});
}

QString PdfCache::pdfPath(const QString &sha1Hex) const
{
    return m_dir + QLatin1Char('/') + sha1Hex.left(2) + QLatin1Char('/') + sha1Hex + QStringLiteral(".pdf");
}

QString PdfCache::teiPath(const QString &sha1Hex) const
{
    return m_dir + QLatin1Char('/') + sha1Hex.left(2) + QLatin1Char('/') + sha1Hex +
           QStringLiteral(".tei.xml");
}

bool PdfCache::containsPdf(const QString &sha1Hex) const
{
    return isSha1Hex(sha1Hex) && QFileInfo::exists(pdfPath(sha1Hex));
}

void PdfCache::ensureScanned()
{
    if (m_scanned) {
        return;
    }
    m_scanned = true;
    QDirIterator it(m_dir, {QStringLiteral("*.pdf"), QStringLiteral("*.tei.xml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo fi = it.nextFileInfo();
        const Entry e{fi.size(), fi.lastModified().toMSecsSinceEpoch()};
        m_entries.insert(fi.absoluteFilePath(), e);
        m_total += e.size;
        m_lastStamp = std::max(m_lastStamp, e.lastUsedMs);
    }
}

qint64 PdfCache::nextStamp()
{
    // Strictly increasing, so two uses within one millisecond still have an order.
    m_lastStamp = std::max(QDateTime::currentMSecsSinceEpoch(), m_lastStamp + 1);
    return m_lastStamp;
}

void PdfCache::touch(const QString &path)
{
    const QString abs = QFileInfo(path).absoluteFilePath();
    const qint64 stamp = nextStamp();
    QFile f(abs);
    if (f.open(QIODevice::ReadWrite)) {
        f.setFileTime(QDateTime::fromMSecsSinceEpoch(stamp), QFileDevice::FileModificationTime);
    }
    auto it = m_entries.find(abs);
    if (it == m_entries.end()) {
        const qint64 size = QFileInfo(abs).size();
        m_entries.insert(abs, Entry{size, stamp});
        m_total += size;
    } else {
        it->lastUsedMs = stamp;
    }
}

void PdfCache::forget(const QString &path)
{
    const QString abs = QFileInfo(path).absoluteFilePath();
    QFile::remove(abs);
    if (abs.endsWith(QLatin1String(".tei.xml"))) {
        QFile::remove(abs + QStringLiteral(".sha1"));
    }
    if (auto it = m_entries.find(abs); it != m_entries.end()) {
        m_total -= it->size;
        m_entries.erase(it);
    }
}

Result<void> PdfCache::writeAtomically(const QString &path, QByteArrayView bytes)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        return fail(ErrorKind::Io,
                    Tr::tr("Cannot create the cache directory %1.").arg(QFileInfo(path).absolutePath()));
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes.data(), bytes.size()) != bytes.size() || !f.commit()) {
        return fail(ErrorKind::Io, Tr::tr("Cannot write the cache entry %1: %2.").arg(path, f.errorString()));
    }
    return {};
}

void PdfCache::evictToFit(const QString &keep)
{
    ensureScanned();
    if (m_total <= m_maxBytes) {
        return;
    }
    QList<QPair<qint64, QString>> byAge;
    byAge.reserve(m_entries.size());
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        byAge.append({it->lastUsedMs, it.key()});
    }
    std::ranges::sort(byAge);
    const QString keepAbs = keep.isEmpty() ? QString() : QFileInfo(keep).absoluteFilePath();
    for (const auto &[stamp, path] : byAge) {
        if (m_total <= m_maxBytes) {
            break;
        }
        if (path != keepAbs) {
            forget(path);
        }
    }
}

Result<QByteArray> PdfCache::readPdf(const QString &sha1Hex)
{
    if (!isSha1Hex(sha1Hex)) {
        return fail(ErrorKind::InvalidInput, Tr::tr("\"%1\" is not a lower-case SHA-1 in hex.").arg(sha1Hex));
    }
    ensureScanned();
    const QString path = pdfPath(sha1Hex);
    auto bytes = readWhole(path);
    if (!bytes) {
        return bytes;
    }
    if (sha1(*bytes) != sha1Hex.toLatin1()) {
        forget(path);
        return fail(ErrorKind::Integrity,
                    Tr::tr("The cached copy of %1 was corrupt and has been removed.").arg(sha1Hex));
    }
    touch(path);
    return bytes;
}

Result<void> PdfCache::storePdf(const QString &sha1Hex, QByteArrayView bytes)
{
    if (!isSha1Hex(sha1Hex)) {
        return fail(ErrorKind::InvalidInput, Tr::tr("\"%1\" is not a lower-case SHA-1 in hex.").arg(sha1Hex));
    }
    if (sha1(bytes) != sha1Hex.toLatin1()) {
        return fail(ErrorKind::Integrity,
                    Tr::tr("Refusing to cache bytes whose SHA-1 is not %1.").arg(sha1Hex));
    }
    if (bytes.size() > m_maxBytes) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("The PDF (%1 bytes) is larger than the whole cache.").arg(bytes.size()));
    }
    ensureScanned();
    const QString path = pdfPath(sha1Hex);
    forget(path);
    if (auto w = writeAtomically(path, bytes); !w) {
        return w;
    }
    touch(path);
    evictToFit(path);
    return {};
}

Result<QByteArray> PdfCache::readTei(const QString &sha1Hex)
{
    if (!isSha1Hex(sha1Hex)) {
        return fail(ErrorKind::InvalidInput, Tr::tr("\"%1\" is not a lower-case SHA-1 in hex.").arg(sha1Hex));
    }
    ensureScanned();
    const QString path = teiPath(sha1Hex);
    auto bytes = readWhole(path);
    if (!bytes) {
        return bytes;
    }
    const auto expected = readWhole(path + QStringLiteral(".sha1"));
    if (!expected || expected->trimmed() != sha1(*bytes)) {
        forget(path);
        return fail(ErrorKind::Integrity,
                    Tr::tr("The cached TEI of %1 was corrupt and has been removed.").arg(sha1Hex));
    }
    touch(path);
    return bytes;
}

Result<void> PdfCache::storeTei(const QString &sha1Hex, QByteArrayView bytes)
{
    if (!isSha1Hex(sha1Hex)) {
        return fail(ErrorKind::InvalidInput, Tr::tr("\"%1\" is not a lower-case SHA-1 in hex.").arg(sha1Hex));
    }
    if (bytes.size() > m_maxBytes) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("The TEI (%1 bytes) is larger than the whole cache.").arg(bytes.size()));
    }
    ensureScanned();
    const QString path = teiPath(sha1Hex);
    forget(path);
    // Sidecar first: a TEI without a matching sidecar reads as corrupt, never as valid.
    if (auto w = writeAtomically(path + QStringLiteral(".sha1"), sha1(bytes)); !w) {
        return w;
    }
    if (auto w = writeAtomically(path, bytes); !w) {
        return w;
    }
    touch(path);
    evictToFit(path);
    return {};
}

qint64 PdfCache::totalBytes()
{
    ensureScanned();
    return m_total;
}

int PdfCache::entryCount()
{
    ensureScanned();
    return int(m_entries.size());
}

void PdfCache::clear()
{
    ensureScanned();
    const QStringList paths = m_entries.keys();
    for (const QString &p : paths) {
        forget(p);
    }
}

} // namespace Ei::Core
