#include "snappyframing.h"

#include <array>
#include <cstring>
#include <snappy.h>

#include <QCoreApplication>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::SnappyFraming)
};

// Slicing-by-8 tables for the reflected Castagnoli polynomial; built once, 8 KiB.
struct Crc32cTables
{
    std::array<std::array<quint32, 256>, 8> t{};
    constexpr Crc32cTables()
    {
        for (quint32 i = 0; i < 256; ++i) {
            quint32 c = i;
            for (int k = 0; k < 8; ++k) {
                c = (c & 1) ? (c >> 1) ^ 0x82F63B78u : c >> 1;
            }
            t[0][i] = c;
        }
        for (quint32 i = 0; i < 256; ++i) {
            for (int s = 1; s < 8; ++s) {
                t[s][i] = (t[s - 1][i] >> 8) ^ t[0][t[s - 1][i] & 0xff];
            }
        }
    }
};

constexpr Crc32cTables kTables;

constexpr char kStreamIdentifier[] = "\xff\x06\x00\x00sNaPpY";
constexpr qsizetype kStreamIdentifierSize = 10;
// Compressed chunks hold at most snappy's worst case for 64 KiB plus the checksum.
const qsizetype kMaxCompressedChunk = qsizetype(snappy::MaxCompressedLength(65536)) + 4;
// The format's limit for any chunk (24-bit length).
constexpr qint64 kMaxChunkLength = (1 << 24) - 1;

void putLe32(QByteArray &out, quint32 v)
{
    const char b[4] = {char(v & 0xff), char((v >> 8) & 0xff), char((v >> 16) & 0xff), char((v >> 24) & 0xff)};
    out.append(b, 4);
}

quint32 le32(const char *p)
{
    const auto *u = reinterpret_cast<const uchar *>(p);
    return quint32(u[0]) | (quint32(u[1]) << 8) | (quint32(u[2]) << 16) | (quint32(u[3]) << 24);
}

} // namespace

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
namespace {

// SSE 4.2 has a CRC-32C instruction (the Castagnoli polynomial, not zlib's): 3-5x faster than
// slicing-by-8, which matters because the checksum costs as much as Snappy itself on text.
__attribute__((target("sse4.2"))) quint32 crc32cHardware(const uchar *p, qsizetype n, quint32 crc)
{
    quint64 c = ~crc;
    while (n >= 8) {
        quint64 v;
        std::memcpy(&v, p, 8);
        c = __builtin_ia32_crc32di(c, v);
        p += 8;
        n -= 8;
    }
    auto c32 = quint32(c);
    while (n-- > 0) {
        c32 = __builtin_ia32_crc32qi(c32, *p++);
    }
    return ~c32;
}

const bool kHasSse42 = __builtin_cpu_supports("sse4.2");

} // namespace
#define EI_HAVE_CRC32C_HARDWARE 1
#endif

quint32 crc32c(QByteArrayView data, quint32 crc)
{
#ifdef EI_HAVE_CRC32C_HARDWARE
    if (kHasSse42) {
        return crc32cHardware(reinterpret_cast<const uchar *>(data.data()), data.size(), crc);
    }
#endif
    return crc32cSoftware(data, crc);
}

quint32 crc32cSoftware(QByteArrayView data, quint32 crc)
{
    const auto *p = reinterpret_cast<const uchar *>(data.data());
    qsizetype n = data.size();
    crc = ~crc;
    const auto &t = kTables.t;
    while (n >= 8) {
        const quint32 lo =
            crc ^ (quint32(p[0]) | (quint32(p[1]) << 8) | (quint32(p[2]) << 16) | (quint32(p[3]) << 24));
        crc = t[7][lo & 0xff] ^ t[6][(lo >> 8) & 0xff] ^ t[5][(lo >> 16) & 0xff] ^ t[4][lo >> 24] ^
              t[3][p[4]] ^ t[2][p[5]] ^ t[1][p[6]] ^ t[0][p[7]];
        p += 8;
        n -= 8;
    }
    while (n-- > 0) {
        crc = t[0][(crc ^ *p++) & 0xff] ^ (crc >> 8);
    }
    return ~crc;
}

quint32 maskedCrc32c(QByteArrayView data)
{
    const quint32 crc = crc32c(data);
    return ((crc >> 15) | (crc << 17)) + 0xa282ead8u;
}

void SnappyFrameEncoder::emitHeaderOnce(QByteArray &out)
{
    if (!m_headerWritten) {
        out.append(kStreamIdentifier, kStreamIdentifierSize);
        m_headerWritten = true;
    }
}

void SnappyFrameEncoder::emitChunk(QByteArrayView data, QByteArray &out)
{
    emitHeaderOnce(out);
    const quint32 crc = maskedCrc32c(data);
    m_scratch.resize(qsizetype(snappy::MaxCompressedLength(size_t(data.size()))));
    size_t compressedSize = 0;
    snappy::RawCompress(data.data(), size_t(data.size()), m_scratch.data(), &compressedSize);
    // Store incompressible data as is: the reader then skips a pointless decompression.
    const bool compressed = qsizetype(compressedSize) < data.size() - data.size() / 8;
    const QByteArrayView payload =
        compressed ? QByteArrayView(m_scratch.constData(), qsizetype(compressedSize)) : data;
    const quint32 length = quint32(payload.size() + 4);
    const char header[4] = {char(compressed ? 0x00 : 0x01), char(length & 0xff), char((length >> 8) & 0xff),
                            char((length >> 16) & 0xff)};
    out.append(header, 4);
    putLe32(out, crc);
    out.append(payload);
}

void SnappyFrameEncoder::write(QByteArrayView data, QByteArray &out)
{
    emitHeaderOnce(out);
    if (!m_pending.isEmpty()) {
        const qsizetype take = std::min(kMaxChunkData - m_pending.size(), data.size());
        m_pending.append(data.first(take));
        data = data.sliced(take);
        if (m_pending.size() < kMaxChunkData) {
            return;
        }
        emitChunk(m_pending, out);
        m_pending.clear();
    }
    while (data.size() >= kMaxChunkData) {
        emitChunk(data.first(kMaxChunkData), out);
        data = data.sliced(kMaxChunkData);
    }
    m_pending.append(data);
}

void SnappyFrameEncoder::restore(QByteArray pending, bool headerWritten)
{
    m_pending = std::move(pending);
    m_headerWritten = headerWritten;
}

void SnappyFrameEncoder::finish(QByteArray &out)
{
    emitHeaderOnce(out);
    if (!m_pending.isEmpty()) {
        emitChunk(m_pending, out);
        m_pending.clear();
    }
}

Result<void> SnappyFrameDecoder::processChunk(quint8 type, QByteArrayView payload, QByteArray &out)
{
    const auto at = [this](const QString &what) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("Snappy framed data is corrupt at byte %1: %2").arg(m_offset).arg(what));
    };
    if (type == 0xff) {
        if (payload != QByteArrayView(kStreamIdentifier + 4, 6)) {
            return at(Tr::tr("the stream identifier is not \"sNaPpY\""));
        }
        m_sawIdentifier = true;
        return {};
    }
    if (!m_sawIdentifier) {
        return at(Tr::tr("the stream does not start with the Snappy stream identifier"));
    }
    if (type != 0x00 && type != 0x01) {
        return at(Tr::tr("reserved unskippable chunk type 0x%1").arg(type, 2, 16, QLatin1Char('0')));
    }
    if (payload.size() < 4) {
        return at(Tr::tr("the chunk is too short to hold its checksum"));
    }
    const quint32 expected = le32(payload.data());
    payload = payload.sliced(4);
    const qsizetype before = out.size();
    if (type == 0x00) {
        size_t length = 0;
        if (!snappy::GetUncompressedLength(payload.data(), size_t(payload.size()), &length) ||
            length > size_t(SnappyFrameEncoder::kMaxChunkData)) {
            return at(Tr::tr("the compressed chunk has an invalid length header"));
        }
        out.resize(before + qsizetype(length));
        if (!snappy::RawUncompress(payload.data(), size_t(payload.size()), out.data() + before)) {
            out.resize(before);
            return at(Tr::tr("the compressed chunk does not decompress"));
        }
    } else {
        if (payload.size() > SnappyFrameEncoder::kMaxChunkData) {
            return at(Tr::tr("the uncompressed chunk holds more than 64 KiB"));
        }
        out.append(payload);
    }
    if (maskedCrc32c(QByteArrayView(out).sliced(before)) != expected) {
        out.resize(before);
        return at(Tr::tr("checksum mismatch"));
    }
    return {};
}

Result<void> SnappyFrameDecoder::feed(QByteArrayView data, QByteArray &out)
{
    if (m_error) {
        return std::unexpected(*m_error);
    }
    while (!data.isEmpty()) {
        if (m_skipRemaining > 0) {
            const qint64 skip = std::min<qint64>(m_skipRemaining, data.size());
            m_skipRemaining -= skip;
            m_offset += skip;
            data = data.sliced(qsizetype(skip));
            continue;
        }
        // Assemble the 4-byte header first, then decide how much to buffer.
        if (m_buffer.size() < 4) {
            const qsizetype take = std::min<qsizetype>(4 - m_buffer.size(), data.size());
            m_buffer.append(data.first(take));
            data = data.sliced(take);
            if (m_buffer.size() < 4) {
                break;
            }
        }
        const auto *h = reinterpret_cast<const uchar *>(m_buffer.constData());
        const quint8 type = h[0];
        const qint64 length = qint64(h[1]) | (qint64(h[2]) << 8) | (qint64(h[3]) << 16);
        if (type != 0xff && !m_sawIdentifier) {
            m_error = Error{ErrorKind::InvalidInput,
                            Tr::tr("Snappy framed data is corrupt at byte %1: the stream does not start with "
                                   "the Snappy stream identifier")
                                .arg(m_offset)};
            return std::unexpected(*m_error);
        }
        if (type >= 0x80 && type <= 0xfe) {
            // Skippable (0x80-0xfd) and padding (0xfe): drop without buffering.
            if (!m_sawIdentifier) {
                m_error = Error{ErrorKind::InvalidInput,
                                Tr::tr("Snappy framed data is corrupt at byte %1: the stream does not "
                                       "start with the Snappy stream identifier")
                                    .arg(m_offset)};
                return std::unexpected(*m_error);
            }
            m_offset += 4;
            m_buffer.clear();
            m_skipRemaining = length;
            continue;
        }
        const qint64 limit = type == 0xff ? 6 : (type <= 0x01 ? kMaxCompressedChunk : kMaxChunkLength);
        if (length > limit) {
            m_error = Error{ErrorKind::InvalidInput,
                            Tr::tr("Snappy framed data is corrupt at byte %1: chunk length %2 exceeds the "
                                   "format's limit")
                                .arg(m_offset)
                                .arg(length)};
            return std::unexpected(*m_error);
        }
        const qsizetype need = qsizetype(4 + length) - m_buffer.size();
        const qsizetype take = std::min<qsizetype>(need, data.size());
        m_buffer.append(data.first(take));
        data = data.sliced(take);
        if (take < need) {
            break;
        }
        auto r = processChunk(type, QByteArrayView(m_buffer).sliced(4), out);
        if (!r) {
            m_error = r.error();
            return r;
        }
        m_offset += m_buffer.size();
        m_buffer.clear();
    }
    return {};
}

Result<void> SnappyFrameDecoder::finish() const
{
    if (m_error) {
        return std::unexpected(*m_error);
    }
    if (!m_buffer.isEmpty() || m_skipRemaining > 0) {
        return fail(
            ErrorKind::InvalidInput,
            Tr::tr("Snappy framed data is truncated: the chunk at byte %1 is incomplete").arg(m_offset));
    }
    if (!m_sawIdentifier) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the data is not a Snappy framed stream (no stream identifier)"));
    }
    return {};
}

QByteArray snappyFrameCompress(QByteArrayView data)
{
    QByteArray out;
    out.reserve(data.size() / 2 + 64);
    SnappyFrameEncoder encoder;
    encoder.write(data, out);
    encoder.finish(out);
    return out;
}

Result<QByteArray> snappyFrameDecompress(QByteArrayView framed)
{
    QByteArray out;
    SnappyFrameDecoder decoder;
    if (auto r = decoder.feed(framed, out); !r) {
        return std::unexpected(r.error());
    }
    if (auto r = decoder.finish(); !r) {
        return std::unexpected(r.error());
    }
    return out;
}

bool looksLikeSnappyFramed(QByteArrayView data)
{
    return data.startsWith(QByteArrayView(kStreamIdentifier, kStreamIdentifierSize));
}

} // namespace Ei::Core
