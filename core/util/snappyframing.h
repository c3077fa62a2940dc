#pragma once

#include <optional>

#include <QByteArray>
#include <QByteArrayView>

#include <core/util/result.h>

namespace Ei::Core {

// CRC-32C (Castagnoli), as the Snappy framing format and iSCSI use it. `crc` continues a previous
// call's result, so data can be fed piecewise.
quint32 crc32c(QByteArrayView data, quint32 crc = 0);
// The table-driven (slicing-by-8) implementation crc32c() falls back to without SSE 4.2.
quint32 crc32cSoftware(QByteArrayView data, quint32 crc = 0);
// The framing format's masked checksum: ((crc >> 15) | (crc << 17)) + 0xa282ead8.
quint32 maskedCrc32c(QByteArrayView data);

// Streaming encoder for the Snappy framing format (google/snappy framing_format.txt): the stream
// identifier, then one chunk per 64 KiB of input, compressed when that saves space, stored
// otherwise. Memory stays bounded by one chunk whatever the stream length.
class SnappyFrameEncoder final
{
public:
    static constexpr qsizetype kMaxChunkData = 65536;

    // Appends the framed form of `data` to `out`; a partial chunk waits for more data or finish().
    void write(QByteArrayView data, QByteArray &out);
    // Emits the pending partial chunk (and the stream identifier for an empty stream).
    void finish(QByteArray &out);

    // The input not yet in a chunk. Chunks start at every 64 KiB of input, however it was split
    // into write() calls, so a stream taken up again with restore() (the bytes emitted so far,
    // then the same pending input) continues exactly as it would have without the break.
    const QByteArray &pending() const { return m_pending; }
    void restore(QByteArray pending, bool headerWritten);

private:
    void emitChunk(QByteArrayView data, QByteArray &out);
    void emitHeaderOnce(QByteArray &out);

    QByteArray m_pending;
    QByteArray m_scratch;
    bool m_headerWritten = false;
};

// Streaming decoder: push bytes in any pieces, get the uncompressed bytes out. It keeps at most one
// chunk in memory; skippable chunks are skipped without being buffered. Errors name the byte offset
// of the chunk at fault in the framed stream.
class SnappyFrameDecoder final
{
public:
    // Appends decoded data to `out`. After an error the decoder stays failed.
    Result<void> feed(QByteArrayView data, QByteArray &out);
    // Checks the stream ended on a chunk boundary and had a stream identifier.
    Result<void> finish() const;
    qint64 consumed() const { return m_offset + m_buffer.size(); }

private:
    Result<void> processChunk(quint8 type, QByteArrayView payload, QByteArray &out);

    QByteArray m_buffer; // the incomplete chunk being assembled
    qint64 m_offset = 0; // offset in the framed stream of m_buffer's first byte
    qint64 m_skipRemaining = 0;
    bool m_sawIdentifier = false;
    std::optional<Error> m_error;
};

// Whole-buffer conveniences over the streaming classes.
QByteArray snappyFrameCompress(QByteArrayView data);
Result<QByteArray> snappyFrameDecompress(QByteArrayView framed);
// True when `data` starts with the framing format's stream identifier.
bool looksLikeSnappyFramed(QByteArrayView data);

} // namespace Ei::Core
