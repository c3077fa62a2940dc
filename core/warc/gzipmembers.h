#pragma once

#include <functional>
#include <memory>

#include <QByteArrayView>

#include <core/util/gzipreader.h>
#include <core/util/result.h>

namespace Ei::Core::Warc {

// Push decompressor for the "one gzip member per record" layout of .warc.gz files, and for whole
// files compressed as many (or one) members. Plain input (an uncompressed .warc) passes through
// unchanged; the format is decided by the first two bytes. zlib parses the gzip header itself,
// including FEXTRA fields such as wget's "sl" subfield.
//
// Memory: a fixed 64 KiB output buffer; nothing is accumulated.
class GzipMemberStream final
{
public:
    // Receives decompressed bytes; returns false to stop consuming input (the record is complete).
    using Output = std::function<bool(QByteArrayView)>;

    GzipMemberStream();
    ~GzipMemberStream();
    Q_DISABLE_COPY_MOVE(GzipMemberStream)

    // Consumes input until it is used up or the output asks to stop.
    Result<void> feed(QByteArrayView input, const Output &output);
    // The input has ended: a member cut short is an error (the record was truncated).
    Result<void> finish() const;

    bool isCompressed() const { return m_mode == Mode::Gzip; }
    bool stopped() const { return m_stopped; }
    int membersCompleted() const { return m_gz ? m_gz->membersCompleted() : 0; }
    // Input bytes consumed so far (the compressed offset reached).
    qint64 consumed() const { return m_consumed; }

private:
    enum class Mode
    {
        Undecided,
        Plain,
        Gzip
    };
    Mode m_mode = Mode::Undecided;
    std::unique_ptr<GzipReader> m_gz; // made at the first gzip byte: plain WARCs never start zlib
    QByteArray m_probe;
    bool m_stopped = false;
    qint64 m_consumed = 0;
};

} // namespace Ei::Core::Warc
