#include "gzipdecode.h"

#include <zlib.h>

namespace Ei::Core {

bool looksGzipped(QByteArrayView data)
{
    return data.size() >= 2 && uchar(data[0]) == 0x1f && uchar(data[1]) == 0x8b;
}

Result<QByteArray> gzipDecode(QByteArrayView data, qsizetype maxOutput)
{
    if (!looksGzipped(data)) {
        return fail(ErrorKind::InvalidInput, QStringLiteral("the data is not gzip-compressed"));
    }
    QByteArray out;
    qsizetype pos = 0;
    // Concatenated members are legal gzip; decode each in turn.
    while (pos < data.size() && looksGzipped(data.sliced(pos))) {
        z_stream zs{};
        if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) {
            return fail(ErrorKind::Internal, QStringLiteral("zlib could not start decoding"));
        }
        zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data() + pos));
        zs.avail_in = uInt(std::min<qsizetype>(data.size() - pos, std::numeric_limits<uInt>::max()));
        int rc = Z_OK;
        char buf[64 * 1024];
        while (rc != Z_STREAM_END) {
            zs.next_out = reinterpret_cast<Bytef *>(buf);
            zs.avail_out = sizeof(buf);
            rc = inflate(&zs, Z_NO_FLUSH);
            if (rc != Z_OK && rc != Z_STREAM_END) {
                inflateEnd(&zs);
                return fail(ErrorKind::InvalidInput, rc == Z_BUF_ERROR
                                                         ? QStringLiteral("the gzip data is truncated")
                                                         : QStringLiteral("the gzip data is corrupt"));
            }
            out.append(buf, qsizetype(sizeof(buf) - zs.avail_out));
            if (out.size() > maxOutput) {
                inflateEnd(&zs);
                return fail(ErrorKind::InvalidInput,
                            QStringLiteral("the gzip data expands beyond %1 bytes").arg(maxOutput));
            }
        }
        pos += qsizetype(zs.total_in);
        inflateEnd(&zs);
    }
    return out;
}

} // namespace Ei::Core
