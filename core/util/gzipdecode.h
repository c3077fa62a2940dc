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

} // namespace Ei::Core
