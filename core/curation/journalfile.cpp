#include "journalfile.h"

#include <fcntl.h>
#include <unistd.h>

#include <QCborArray>
#include <QCborValue>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QtEndian>

#include <core/util/snappyframing.h>

namespace Ei::Core {

namespace {

constexpr qsizetype kRecordHeader = 8;
constexpr quint32 kMaxRecord = 64u * 1024 * 1024; // a larger length is a corrupt header, not data

bool syncFd(int fd)
{
    return ::fdatasync(fd) == 0;
}

// A new file's directory entry must be durable too, or a power loss can lose the whole file.
void syncDirectory(const QString &path)
{
    const int fd =
        ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

QByteArray frame(const QCborMap &record)
{
    const QByteArray payload = record.toCborValue().toCbor();
    QByteArray out(kRecordHeader, Qt::Uninitialized);
    qToLittleEndian<quint32>(quint32(payload.size()), out.data());
    qToLittleEndian<quint32>(crc32c(payload), out.data() + 4);
    out += payload;
    return out;
}

} // namespace

const QByteArray &JournalFile::header()
{
    static const QByteArray h = QByteArrayLiteral("EI-WRITE-JOURNAL 1\n");
    return h;
}

JournalFile::JournalFile(QString path, std::unique_ptr<QLockFile> lock)
    : m_path(std::move(path))
    , m_lock(std::move(lock))
    , m_file(m_path)
{}

JournalFile::~JournalFile()
{
    close(false);
}

Error JournalFile::ioError(const QString &what) const
{
    return Error{ErrorKind::Io, tr("%1 the write journal %2 failed: %3")
                                    .arg(what, QDir::toNativeSeparators(m_path), m_file.errorString())};
}

Result<std::unique_ptr<JournalFile>> JournalFile::open(const QString &path, Loaded *loaded)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        return fail(
            ErrorKind::Io,
            tr("cannot create the folder of the write journal %1").arg(QDir::toNativeSeparators(path)));
    }
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    lock->setStaleLockTime(0); // only a dead owner makes the lock stale, never its age
    if (!lock->tryLock(0)) {
        qint64 pid = 0;
        QString host;
        QString app;
        lock->getLockInfo(&pid, &host, &app);
        return fail(ErrorKind::Forbidden,
                    tr("the write journal %1 is in use by another Extract Inspector (process %2)")
                        .arg(QDir::toNativeSeparators(path))
                        .arg(pid));
    }

    QByteArray bytes;
    {
        QFile in(path);
        if (in.exists()) {
            if (!in.open(QIODevice::ReadOnly)) {
                return fail(ErrorKind::Io, tr("cannot read the write journal %1: %2")
                                               .arg(QDir::toNativeSeparators(path), in.errorString()));
            }
            bytes = in.readAll();
        }
    }
    Loaded result;
    QMap<qint64, JournalEntry> entries;
    if (!bytes.isEmpty()) {
        if (!bytes.startsWith(header())) {
            // Never overwrite a file we do not understand.
            return fail(ErrorKind::Integrity,
                        tr("%1 is not a write journal of this version: it was left untouched")
                            .arg(QDir::toNativeSeparators(path)));
        }
        qsizetype pos = header().size();
        while (pos < bytes.size()) {
            const qsizetype start = pos;
            QString torn;
            if (bytes.size() - pos < kRecordHeader) {
                torn = tr("a record header is cut off");
            } else {
                const quint32 length = qFromLittleEndian<quint32>(bytes.constData() + pos);
                const quint32 crc = qFromLittleEndian<quint32>(bytes.constData() + pos + 4);
                if (length > kMaxRecord || bytes.size() - pos - kRecordHeader < qsizetype(length)) {
                    torn = tr("a record is cut off");
                } else {
                    const QByteArrayView payload(bytes.constData() + pos + kRecordHeader, length);
                    if (crc32c(payload) != crc) {
                        torn = tr("a record's checksum does not match");
                    } else {
                        const QCborMap record = QCborValue::fromCbor(payload.toByteArray()).toMap();
                        const QString type = record.value(QStringLiteral("t")).toString();
                        const qint64 id = record.value(QStringLiteral("id")).toInteger();
                        if (type == QLatin1StringView("entry") || type == QLatin1StringView("replace")) {
                            auto entry = JournalEntry::fromCbor(record.value(QStringLiteral("e")).toMap());
                            if (!entry) {
                                torn = entry.error().message;
                            } else {
                                if (type == QLatin1StringView("replace") && entries.contains(entry->id)) {
                                    entry->wasSent = false;
                                }
                                result.lastId = std::max(result.lastId, entry->id);
                                entries.insert(entry->id, *entry);
                            }
                        } else if (type == QLatin1StringView("sent")) {
                            for (const QCborValue &v : record.value(QStringLiteral("ids")).toArray()) {
                                auto it = entries.find(v.toInteger());
                                if (it != entries.end()) {
                                    it->wasSent = true;
                                    it->state = EntryState::Sent;
                                }
                            }
                        } else if (type == QLatin1StringView("final")) {
                            const auto state = entryStateFromId(record.value(QStringLiteral("s")).toString());
                            auto it = entries.find(id);
                            if (state && it != entries.end()) {
                                it->state = *state;
                                it->error = record.value(QStringLiteral("why")).toString();
                            }
                        } else {
                            torn = tr("a record has an unknown type");
                        }
                        pos += kRecordHeader + length;
                    }
                }
            }
            if (!torn.isEmpty()) {
                result.warning = tr("the write journal %1 ended in a damaged record (%2): the last %3 bytes, "
                                    "written just before a crash, were ignored")
                                     .arg(QDir::toNativeSeparators(path), torn)
                                     .arg(bytes.size() - start);
                break;
            }
        }
    }
    for (JournalEntry &e : entries) {
        if (!e.isFinished()) {
            // A conflict or failure is found again by the replay, with today's server value.
            if (e.state == EntryState::Conflict || e.state == EntryState::Failed) {
                e.state = e.wasSent ? EntryState::Sent : EntryState::Pending;
            }
            result.live.append(e);
        }
    }

    std::unique_ptr<JournalFile> file(new JournalFile(path, std::move(lock)));
    if (auto r = file->rewrite(result.live); !r) {
        return std::unexpected(r.error());
    }
    if (loaded) {
        *loaded = std::move(result);
    }
    return file;
}

Result<void> JournalFile::rewrite(const QList<JournalEntry> &live)
{
    // Compaction: the live entries (and their sent marks) into a new file, made durable, then
    // renamed over the old one, so a crash leaves either the old or the new journal whole.
    const QString temp = m_path + QStringLiteral(".new");
    {
        QFile out(temp);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            return fail(ErrorKind::Io, tr("cannot write the write journal %1: %2")
                                           .arg(QDir::toNativeSeparators(temp), out.errorString()));
        }
        QByteArray bytes = header();
        QCborArray sent;
        for (const JournalEntry &e : live) {
            bytes += frame(
                QCborMap{{QStringLiteral("t"), QStringLiteral("entry")}, {QStringLiteral("e"), e.toCbor()}});
            if (e.wasSent) {
                sent.append(e.id);
            }
        }
        if (!sent.isEmpty()) {
            bytes +=
                frame(QCborMap{{QStringLiteral("t"), QStringLiteral("sent")}, {QStringLiteral("ids"), sent}});
        }
        if (out.write(bytes) != bytes.size() || !out.flush() || !syncFd(out.handle())) {
            return fail(ErrorKind::Io, tr("cannot write the write journal %1: %2")
                                           .arg(QDir::toNativeSeparators(temp), out.errorString()));
        }
    }
    m_file.close();
    if (::rename(QFile::encodeName(temp).constData(), QFile::encodeName(m_path).constData()) != 0) {
        return fail(ErrorKind::Io,
                    tr("cannot replace the write journal %1").arg(QDir::toNativeSeparators(m_path)));
    }
    syncDirectory(m_path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
        return std::unexpected(ioError(tr("Opening")));
    }
    return {};
}

Result<void> JournalFile::appendRecord(const QCborMap &record)
{
    const QByteArray bytes = frame(record);
    if (m_file.write(bytes) != bytes.size()) {
        return std::unexpected(ioError(tr("Writing to")));
    }
    return {};
}

Result<void> JournalFile::appendEntries(const QList<JournalEntry> &entries)
{
    QByteArray bytes;
    for (const JournalEntry &e : entries) {
        bytes += frame(
            QCborMap{{QStringLiteral("t"), QStringLiteral("entry")}, {QStringLiteral("e"), e.toCbor()}});
    }
    if (m_file.write(bytes) != bytes.size()) {
        return std::unexpected(ioError(tr("Writing to")));
    }
    return {};
}

Result<void> JournalFile::appendSent(const QList<qint64> &ids)
{
    QCborArray array;
    for (qint64 id : ids) {
        array.append(id);
    }
    return appendRecord(
        QCborMap{{QStringLiteral("t"), QStringLiteral("sent")}, {QStringLiteral("ids"), array}});
}

Result<void> JournalFile::appendFinal(qint64 id, EntryState state, const QString &why)
{
    QCborMap record{{QStringLiteral("t"), QStringLiteral("final")},
                    {QStringLiteral("id"), id},
                    {QStringLiteral("s"), entryStateId(state)}};
    if (!why.isEmpty()) {
        record.insert(QStringLiteral("why"), why);
    }
    return appendRecord(record);
}

Result<void> JournalFile::appendReplaced(const JournalEntry &entry)
{
    return appendRecord(
        QCborMap{{QStringLiteral("t"), QStringLiteral("replace")}, {QStringLiteral("e"), entry.toCbor()}});
}

Result<void> JournalFile::sync()
{
    if (!m_file.isOpen() || !syncFd(m_file.handle())) {
        return std::unexpected(ioError(tr("Saving")));
    }
    return {};
}

Result<void> JournalFile::truncateToHeader()
{
    if (!m_file.resize(header().size()) || !m_file.seek(header().size())) {
        return std::unexpected(ioError(tr("Compacting")));
    }
    return sync();
}

void JournalFile::close(bool empty)
{
    if (!m_lock) {
        return;
    }
    if (m_file.isOpen()) {
        syncFd(m_file.handle());
        m_file.close();
    }
    if (empty) {
        QFile::remove(m_path);
    }
    m_lock->unlock();
    m_lock.reset();
}

} // namespace Ei::Core
