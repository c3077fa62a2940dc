#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QByteArrayView>

#include <core/util/result.h>

#include "warcrecord.h"

namespace Ei::Core::Warc {

// The incremental pipeline of one WARC stream:
//   gzip members -> WARC headers -> HTTP headers -> de-chunk -> de-content-encode -> sink
// fed with arbitrary slices of the file (network buffers, file reads). SHA-1s of the block, the
// payload as stored and the decoded payload are computed on the fly, so memory stays bounded by
// the header limit plus fixed buffers, whatever the record size.
//
// Not thread-safe; one reader per stream. Not a QObject: it is a pure decoder that callers drive.
class WarcReader final
{
public:
    struct Options
    {
        // Stop after the first record (the "offset + c_size" case): done() turns true and
        // further input is ignored, so a network transfer can be aborted.
        bool singleRecord = false;
        // Remove chunking and content encodings before the sink; false sends the payload as stored.
        bool decodeHttp = true;
        qint64 maxHeaderBytes = 1024 * 1024;
        // WARC-Block-Digest costs a second SHA-1 pass over the whole record; the PDF fetcher skips
        // it because the payload digest and the row key already cover the bytes it delivers.
        bool checkBlockDigest = true;
    };
    // Payload bytes of response/resource records (decoded per Options); the record is the one
    // being read (its headers are known, its digests not yet).
    using PayloadSink = std::function<void(const WarcRecord &, QByteArrayView)>;
    // Called once the HTTP headers (or a resource's WARC headers) are known, before any payload.
    using PayloadStart = std::function<void(const WarcRecord &)>;
    using RecordDone = std::function<void(WarcRecord &&)>;

    explicit WarcReader(Options options);
    ~WarcReader();
    Q_DISABLE_COPY_MOVE(WarcReader)

    void setPayloadSink(PayloadSink sink);
    void setPayloadStart(PayloadStart start);
    void setRecordDone(RecordDone done);

    // Feeds the next slice of the file. An error is final: the stream cannot be resynchronised.
    Result<void> feed(QByteArrayView bytes);
    // End of input. A record cut short is an error naming how much was missing.
    Result<void> finish();

    bool done() const;
    qint64 recordsCompleted() const;
    // Input (compressed) bytes consumed so far.
    qint64 consumed() const;

private:
    class Impl;
    std::unique_ptr<Impl> d;
};

} // namespace Ei::Core::Warc
