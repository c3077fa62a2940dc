#include "gzipmembers.h"

#include <zlib.h>

#include <QCoreApplication>

namespace Ei::Core::Warc {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Warc::GzipMembers)
};

constexpr qsizetype kOutChunk = 64 * 1024;
} // namespace

struct GzipMemberStream::ZState
{
    z_stream z{};
    bool initialised = false;
    QByteArray out = QByteArray(kOutChunk, Qt::Uninitialized);
    ~ZState()
    {
        if (initialised) {
            inflateEnd(&z);
        }
    }
};

GzipMemberStream::GzipMemberStream() = default;
GzipMemberStream::~GzipMemberStream() = default;

Result<void> GzipMemberStream::feed(QByteArrayView input, const Output &output)
{
    if (m_stopped || input.isEmpty()) {
        return {};
    }
    if (m_mode == Mode::Undecided) {
        // Two bytes decide; keep a lone first byte until the second arrives.
        m_probe.append(input.data(), input.size());
        if (m_probe.size() < 2) {
            return {};
        }
        m_mode = (quint8(m_probe[0]) == 0x1f && quint8(m_probe[1]) == 0x8b) ? Mode::Gzip : Mode::Plain;
        const QByteArray probe = std::exchange(m_probe, {});
        return feed(probe, output);
    }
    if (m_mode == Mode::Plain) {
        m_consumed += input.size();
        if (!output(input)) {
            m_stopped = true;
        }
        return {};
    }
    if (!m_z) {
        m_z = std::make_unique<ZState>();
        if (inflateInit2(&m_z->z, 16 + MAX_WBITS) != Z_OK) {
            return fail(ErrorKind::Internal, Tr::tr("The gzip decompressor could not be started."));
        }
        m_z->initialised = true;
    }
    z_stream &z = m_z->z;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(input.data()));
    z.avail_in = uInt(input.size());
    bool outputFull = false;
    // Loops while input remains or zlib may still hold output (the last round filled the buffer).
    while ((z.avail_in > 0 || outputFull) && !m_stopped) {
        if (!m_inMember) {
            if (z.avail_in == 0) {
                break;
            }
            // Between members: zero padding or stray line ends after a member are tolerated.
            if (*z.next_in != 0x1f) {
                return fail(ErrorKind::Protocol,
                            Tr::tr("The data after gzip member %1 (at byte %2) is not another gzip member.")
                                .arg(m_members)
                                .arg(m_consumed + qint64(input.size() - z.avail_in)));
            }
            m_inMember = true;
        }
        z.next_out = reinterpret_cast<Bytef *>(m_z->out.data());
        z.avail_out = uInt(kOutChunk);
        const int rc = inflate(&z, Z_NO_FLUSH);
        const qsizetype produced = kOutChunk - qsizetype(z.avail_out);
        outputFull = produced == kOutChunk;
        if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) {
            return fail(ErrorKind::Protocol, Tr::tr("Gzip member %1 is corrupt (%2).")
                                                 .arg(m_members + 1)
                                                 .arg(QString::fromLatin1(z.msg ? z.msg : "inflate error")));
        }
        if (produced > 0 && !output(QByteArrayView(m_z->out.constData(), produced))) {
            m_stopped = true;
        }
        if (rc == Z_STREAM_END) {
            ++m_members;
            m_inMember = false;
            inflateReset(&z);
        } else if (rc == Z_BUF_ERROR && produced == 0) {
            break; // needs more input
        }
    }
    m_consumed += qint64(input.size()) - qint64(z.avail_in);
    return {};
}

Result<void> GzipMemberStream::finish() const
{
    if (m_mode == Mode::Undecided && !m_probe.isEmpty()) {
        return fail(ErrorKind::Protocol, Tr::tr("The WARC data is only one byte long."));
    }
    if (m_mode == Mode::Gzip && m_inMember && !m_stopped) {
        return fail(ErrorKind::Protocol,
                    Tr::tr("The gzip data ends in the middle of member %1: the record is truncated.")
                        .arg(m_members + 1));
    }
    return {};
}

} // namespace Ei::Core::Warc
