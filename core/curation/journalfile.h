#pragma once

#include <memory>

#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QLockFile>
#include <QString>

#include <core/curation/journalentry.h>
#include <core/util/result.h>

namespace Ei::Core {

// The append-only file behind the write journal (format in docs/curation.md): a header line, then
// records of [u32 length LE][u32 CRC-32C LE][CBOR map]. Records: a new entry, "sent" marks, a
// final state, or an entry replaced by a conflict resolution. Not thread-safe; one owner.
//
// Durability: write() hands every record to the kernel at once (a crashed process loses nothing
// written); sync() is the commit point against power loss (fdatasync). A torn or corrupt tail is
// cut off when the file is opened, with a warning.
class JournalFile final
{
    Q_DISABLE_COPY_MOVE(JournalFile)
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::JournalFile)

public:
    struct Loaded
    {
        QList<JournalEntry> live; // in id order, with wasSent/state restored
        qint64 lastId = 0;
        QString warning; // a torn tail that was ignored, empty when the file was whole
    };

    ~JournalFile();

    // Locks the file (one process at a time), reads it, drops the torn tail and rewrites it with
    // only the live entries. A missing file is an empty journal.
    static Result<std::unique_ptr<JournalFile>> open(const QString &path, Loaded *loaded);

    QString path() const { return m_path; }

    Result<void> appendEntries(const QList<JournalEntry> &entries);
    Result<void> appendSent(const QList<qint64> &ids);
    Result<void> appendFinal(qint64 id, EntryState state, const QString &why);
    Result<void> appendReplaced(const JournalEntry &entry);
    // fdatasync: everything appended so far survives a power loss.
    Result<void> sync();
    // Nothing is live any more: cut the file back to its header (and sync).
    Result<void> truncateToHeader();
    // Unlocks; removes the file when it holds nothing live.
    void close(bool empty);

    static const QByteArray &header();

private:
    JournalFile(QString path, std::unique_ptr<QLockFile> lock);
    Result<void> appendRecord(const QCborMap &record);
    Result<void> rewrite(const QList<JournalEntry> &live);
    Error ioError(const QString &what) const;

    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QFile m_file;
};

} // namespace Ei::Core
