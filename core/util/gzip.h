#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <core/util/result.h>

namespace Ei::Core {

// True for the gzip magic (1f 8b).
bool looksGzipped(QByteArrayView data);

// Decodes gzip data (all members, as `gzip -d` does) with zlib; qUncompress reads only zlib's own
// framing. Output beyond maxOutput bytes is an error rather than a memory blow-up.
Result<QByteArray> gzipDecode(QByteArrayView data, qsizetype maxOutput = qsizetype(512) * 1024 * 1024);

// Decodes the single gzip member that starts at data[0] (a WARC record at its file:cdx offset);
// `consumed` receives the member's compressed length. Fails when it is truncated or corrupt.
Result<QByteArray> gzipDecodeMember(QByteArrayView data, qsizetype *consumed = nullptr,
                                    qsizetype maxOutput = qsizetype(512) * 1024 * 1024);

// One complete gzip member (RFC 1952) holding `data`, at zlib's default level. The header has
// mtime 0 and no file name, so the output depends on the input only. Empty only if zlib fails.
QByteArray gzipEncode(QByteArrayView data);

} // namespace Ei::Core
