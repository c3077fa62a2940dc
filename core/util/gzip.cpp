#include "gzip.h"

#include <zlib.h>

#include <QCoreApplication>

#include <core/util/gzipreader.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Gzip)
};

// Inflates the member at data[0] onto `out`; returns its compressed length.
Result<qsizetype> decodeMember(QByteArrayView data, QByteArray &out, qsizetype maxOutput)
{
    GzipReader gz(GzipReader::Format::Gzip, GzipReader::Members::One);
    if (!gz.started()) {
        return fail(ErrorKind::Internal, Tr::tr("zlib could not start decoding"));
    }
    gz.setInput(data);
    const auto status = gz.pump([&](QByteArrayView bytes) {
        out.append(bytes);
        return out.size() <= maxOutput;
    });
    switch (status) {
    case GzipReader::Status::End:
        return data.size() - gz.inputLeft();
    case GzipReader::Status::Stopped:
        return fail(ErrorKind::InvalidInput, Tr::tr("the gzip data expands beyond %1 bytes").arg(maxOutput));
    case GzipReader::Status::NeedInput:
        return fail(ErrorKind::InvalidInput, Tr::tr("the gzip data is truncated"));
    default:
        return fail(ErrorKind::InvalidInput, Tr::tr("the gzip data is corrupt"));
    }
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
