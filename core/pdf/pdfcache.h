#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core {

// Disk cache of fetched PDFs (and TEI from blob stores), keyed by the row's SHA-1 so a PDF opens
// instantly the second time. Layout under directory():
//   ab/abcdef....pdf               the PDF; its name is its own SHA-1, so reads verify against it
//   ab/abcdef....tei.xml (+.sha1)  TEI with a sidecar holding the TEI bytes' SHA-1
// Writes go through QSaveFile (temp file + rename), so a crash never leaves a half entry under the
// final name. Reads verify; a corrupt entry is deleted and reported as ErrorKind::Integrity, and the
// caller refetches. Eviction is least-recently-used by total size; "used" is the file's mtime,
// refreshed on every hit, so the order survives restarts.
//
// Synchronous file I/O of one entry per call (a few MB at most): fine on the GUI thread for
// cache hits, and the fetcher calls it only around network work. Not thread-safe; one instance
// per thread. Several processes may share the directory: each one enforces the bound with the
// entries it has seen since it scanned the directory at first use.
class PdfCache final
{
public:
    static constexpr qint64 kDefaultMaxBytes = qint64(2) << 30; // 2 GiB

    explicit PdfCache(QString directory = defaultDirectory(), qint64 maxBytes = kDefaultMaxBytes);

    // QStandardPaths::CacheLocation + "/pdf" (XDG: ~/.cache/<app>/pdf).
    static QString defaultDirectory();
    QString directory() const { return m_dir; }
    qint64 maxBytes() const { return m_maxBytes; }
    void setMaxBytes(qint64 bytes);

    // NotFound on a miss; Integrity when the entry was corrupt (it is removed).
    Result<QByteArray> readPdf(const QString &sha1Hex);
    // Refuses (Integrity) bytes whose SHA-1 is not sha1Hex: only verified PDFs are cached.
    Result<void> storePdf(const QString &sha1Hex, QByteArrayView bytes);
    Result<QByteArray> readTei(const QString &sha1Hex);
    Result<void> storeTei(const QString &sha1Hex, QByteArrayView bytes);

    bool containsPdf(const QString &sha1Hex) const;
    QString pdfPath(const QString &sha1Hex) const;
    QString teiPath(const QString &sha1Hex) const;
    qint64 totalBytes();
    int entryCount();
    void clear();

private:
    struct Entry
    {
        qint64 size = 0;
        qint64 lastUsedMs = 0;
    };
    void ensureScanned();
    qint64 nextStamp();
    void touch(const QString &path);
    void forget(const QString &path);
    Result<void> writeAtomically(const QString &path, QByteArrayView bytes);
    void evictToFit(const QString &keep);

    QString m_dir;
    qint64 m_maxBytes;
    bool m_scanned = false;
    qint64 m_total = 0;
    qint64 m_lastStamp = 0;
    QHash<QString, Entry> m_entries; // absolute path -> entry (sidecars counted with their TEI)
};

} // namespace Ei::Core
