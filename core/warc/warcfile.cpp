#include "warcfile.h"

#include <QCoreApplication>

namespace Ei::Core::Warc {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Warc::WarcFile)
};

constexpr qint64 kSlice = 256 * 1024;
} // namespace

Result<WarcRecord> readRecordAt(const QString &path, qint64 offset, qint64 length,
                                const WarcReader::PayloadSink &sink, bool decodeHttp, bool checkBlockDigest)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(file.exists() ? ErrorKind::Io : ErrorKind::NotFound,
                    Tr::tr("Cannot open the WARC file %1: %2.").arg(path, file.errorString()));
    }
    if (offset < 0 || offset >= file.size()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("The offset %1 lies outside the WARC file %2 (%3 bytes).")
                                                 .arg(offset)
                                                 .arg(path)
                                                 .arg(file.size()));
    }
    if (!file.seek(offset)) {
        return fail(ErrorKind::Io, Tr::tr("Cannot seek in the WARC file %1.").arg(path));
    }
    WarcReader reader({.singleRecord = true, .decodeHttp = decodeHttp, .checkBlockDigest = checkBlockDigest});
    std::optional<WarcRecord> got;
    reader.setPayloadSink(sink);
    reader.setRecordDone([&got](WarcRecord &&r) { got = std::move(r); });
    qint64 left = length >= 0 ? length : file.size() - offset;
    QByteArray buf(kSlice, Qt::Uninitialized);
    while (left > 0 && !reader.done()) {
        const qint64 n = file.read(buf.data(), std::min(kSlice, left));
        if (n < 0) {
            return fail(ErrorKind::Io,
                        Tr::tr("Reading the WARC file %1 failed: %2.").arg(path, file.errorString()));
        }
        if (n == 0) {
            break;
        }
        left -= n;
        if (auto r = reader.feed(QByteArrayView(buf.constData(), n)); !r) {
            return std::unexpected(r.error());
        }
    }
    if (auto r = reader.finish(); !r) {
        return std::unexpected(r.error());
    }
    return std::move(*got);
}

Result<WarcRecord> readRecord(QByteArrayView data, const WarcReader::PayloadSink &sink, bool decodeHttp)
{
    WarcReader reader({.singleRecord = true, .decodeHttp = decodeHttp});
    std::optional<WarcRecord> got;
    reader.setPayloadSink(sink);
    reader.setRecordDone([&got](WarcRecord &&r) { got = std::move(r); });
    if (auto r = reader.feed(data); !r) {
        return std::unexpected(r.error());
    }
    if (auto r = reader.finish(); !r) {
        return std::unexpected(r.error());
    }
    return std::move(*got);
}

WarcFileIterator::WarcFileIterator(const QString &path, qint64 payloadLimit)
    : m_file(path)
    , m_reader({})
    , m_limit(payloadLimit)
{
    if (!m_file.open(QIODevice::ReadOnly)) {
        m_error = Error{m_file.exists() ? ErrorKind::Io : ErrorKind::NotFound,
                        Tr::tr("Cannot open the WARC file %1: %2.").arg(path, m_file.errorString())};
    }
    m_reader.setPayloadSink([this](const WarcRecord &, QByteArrayView bytes) {
        if (m_limit <= 0) {
            return;
        }
        const qint64 room = m_limit - m_current.payload.size();
        if (bytes.size() > room) {
            m_current.payloadCut = true;
        }
        m_current.payload.append(bytes.first(std::max<qint64>(0, std::min<qint64>(room, bytes.size()))));
    });
    m_reader.setRecordDone([this](WarcRecord &&r) {
        m_current.record = std::move(r);
        m_ready.push_back(std::exchange(m_current, {}));
    });
}

Result<std::optional<WarcFileIterator::Entry>> WarcFileIterator::next()
{
    QByteArray buf;
    while (m_ready.empty() && !m_error && !m_eof) {
        buf.resize(kSlice);
        const qint64 n = m_file.read(buf.data(), kSlice);
        if (n < 0) {
            m_error =
                Error{ErrorKind::Io, Tr::tr("Reading the WARC file failed: %1.").arg(m_file.errorString())};
            break;
        }
        if (n == 0) {
            m_eof = true;
            if (auto r = m_reader.finish(); !r) {
                m_error = r.error();
            }
            break;
        }
        if (auto r = m_reader.feed(QByteArrayView(buf.constData(), n)); !r) {
            m_error = r.error();
        }
    }
    if (!m_ready.empty()) {
        Entry e = std::move(m_ready.front());
        m_ready.pop_front();
        return e;
    }
    if (m_error) {
        return std::unexpected(*m_error);
    }
    return std::optional<Entry>{};
}

} // namespace Ei::Core::Warc
