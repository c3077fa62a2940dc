#include "gzip.h"

#include <zlib.h>

#include <QCoreApplication>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Gzip)
};

constexpr qsizetype kMaxZlibChunk = std::numeric_limits<uInt>::max();

// Inflates the member at data[0] onto `out`; returns its compressed length.
Result<qsizetype> decodeMember(QByteArrayView data, QByteArray &out, qsizetype maxOutput)
{
    z_stream zs{};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) {
        return fail(ErrorKind::Internal, Tr::tr("zlib could not start decoding"));
    }
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    zs.avail_in = uInt(std::min(data.size(), kMaxZlibChunk));
    int rc = Z_OK;
    char buf[64 * 1024];
    while (rc != Z_STREAM_END) {
        zs.next_out = reinterpret_cast<Bytef *>(buf);
        zs.avail_out = sizeof(buf);
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            inflateEnd(&zs);
            return fail(ErrorKind::InvalidInput, rc == Z_BUF_ERROR ? Tr::tr("the gzip data is truncated")
                                                                   : Tr::tr("the gzip data is corrupt"));
        }
        out.append(buf, qsizetype(sizeof(buf) - zs.avail_out));
        if (out.size() > maxOutput) {
            inflateEnd(&zs);
            return fail(ErrorKind::InvalidInput,
                        Tr::tr("the gzip data expands beyond %1 bytes").arg(maxOutput));
        }
    }
    const qsizetype consumed = qsizetype(zs.total_in);
    inflateEnd(&zs);
    return consumed;
}

} // namespace

bool looksGzipped(QByteArrayView data)
{
    return data.size() >= 2 && uchar(data[0]) == 0x1f && uchar(data[1]) == 0x8b;
}

Result<QByteArray> gzipDecode(QByteArrayView data, qsizetype maxOutput)
{
    if (!looksGzipped(data)) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the data is not gzip-compressed"));
    }
    QByteArray out;
    qsizetype pos = 0;
    // Concatenated members are legal gzip; decode each in turn.
    while (pos < data.size() && looksGzipped(data.sliced(pos))) {
        auto consumed = decodeMember(data.sliced(pos), out, maxOutput);
        if (!consumed) {
            return std::unexpected(consumed.error());
        }
        pos += *consumed;
    }
    return out;
}

Result<QByteArray> gzipDecodeMember(QByteArrayView data, qsizetype *consumed, qsizetype maxOutput)
{
    if (!looksGzipped(data)) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the data is not gzip-compressed"));
    }
    QByteArray out;
    auto used = decodeMember(data, out, maxOutput);
    if (!used) {
        return std::unexpected(used.error());
    }
    if (consumed != nullptr) {
        *consumed = *used;
    }
    return out;
}

QByteArray gzipEncode(QByteArrayView data)
{
    z_stream zs{};
    // windowBits 15 + 16: the gzip wrapper; zlib writes mtime 0 and no file name when no header is set.
    if (deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        return {};
    }
    QByteArray out(qsizetype(deflateBound(&zs, uLong(data.size()))) + 32, Qt::Uninitialized);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    zs.avail_in = uInt(data.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    const int rc = deflate(&zs, Z_FINISH);
    const qsizetype written = qsizetype(zs.total_out);
    deflateEnd(&zs);
    if (rc != Z_STREAM_END) {
        return {};
    }
    out.resize(written);
    return out;
}

} // namespace Ei::Core
