#include "gzipmembers.h"

#include <QCoreApplication>

namespace Ei::Core::Warc {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Warc::GzipMembers)
};

} // namespace

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
    if (!m_gz) {
        m_gz = std::make_unique<GzipReader>(GzipReader::Format::Gzip, GzipReader::Members::Many);
        if (!m_gz->started()) {
            return fail(ErrorKind::Internal, Tr::tr("The gzip decompressor could not be started."));
        }
    }
    m_gz->setInput(input);
    const auto status = m_gz->pump([&](QByteArrayView bytes) {
        m_stopped = !output(bytes);
        return !m_stopped;
    });
    if (status == GzipReader::Status::NotGzip) {
        // Between members: anything but another member (zero padding, stray line ends) is an error.
        return fail(ErrorKind::Protocol,
                    Tr::tr("The data after gzip member %1 (at byte %2) is not another gzip member.")
                        .arg(m_gz->membersCompleted())
                        .arg(m_consumed + qint64(input.size() - m_gz->inputLeft())));
    }
    if (status == GzipReader::Status::Corrupt) {
        return fail(
            ErrorKind::Protocol,
            Tr::tr("Gzip member %1 is corrupt (%2).").arg(m_gz->membersCompleted() + 1).arg(m_gz->message()));
    }
    m_consumed += qint64(input.size()) - qint64(m_gz->inputLeft());
    return {};
}

Result<void> GzipMemberStream::finish() const
{
    if (m_mode == Mode::Undecided && !m_probe.isEmpty()) {
        return fail(ErrorKind::Protocol, Tr::tr("The WARC data is only one byte long."));
    }
    if (m_mode == Mode::Gzip && m_gz && m_gz->inMember() && !m_stopped) {
        return fail(ErrorKind::Protocol,
                    Tr::tr("The gzip data ends in the middle of member %1: the record is truncated.")
                        .arg(m_gz->membersCompleted() + 1));
    }
    return {};
}

} // namespace Ei::Core::Warc
