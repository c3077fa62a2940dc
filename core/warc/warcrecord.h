#pragma once

#include <optional>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "warcheaders.h"

namespace Ei::Core::Warc {

enum class RecordType
{
    Warcinfo,
    Response,
    Resource,
    Request,
    Metadata,
    Revisit,
    Conversion,
    Continuation,
    Unknown
};

// The outcome of checking one WARC digest header against what was read.
struct DigestCheck
{
    QByteArray header;   // "WARC-Payload-Digest" or "WARC-Block-Digest"
    QByteArray written;  // the value as found in the record; empty when the header is absent
    QByteArray computed; // raw SHA-1 of the bytes the header covers
    enum class State
    {
        Absent,
        Ok,
        Mismatch,
        Unsupported // an algorithm other than sha1, or a value that cannot be decoded
    } state = State::Absent;
};

// The HTTP message carried by a response/request/revisit record.
struct HttpHead
{
    QByteArray startLine; // "HTTP/1.1 200 OK" or "GET / HTTP/1.0"
    bool isResponse = false;
    int status = 0; // responses only
    QByteArray reason;
    HeaderList headers;
};

// Everything learnt about one record while streaming through it. The payload itself goes to the
// reader's sink; only digests and counts are kept here.
struct WarcRecord
{
    qint64 streamOffset = -1; // offset of "WARC/" in the decompressed stream
    QByteArray version;       // "WARC/1.0", "WARC/1.1"
    HeaderList headers;
    RecordType type = RecordType::Unknown;
    QByteArray typeName;
    QString targetUri; // angle brackets of wget's WARC/1.0 bug removed
    QString date;
    QString recordId;
    QByteArray contentType;
    qint64 contentLength = 0;

    std::optional<HttpHead> http;
    QList<QByteArray> transferEncodings; // lower-case, in applied order
    QList<QByteArray> contentEncodings;

    // Revisit records carry no body; these say where the original is.
    QString refersToTargetUri;
    QString refersToDate;
    QString revisitProfile;

    qint64 storedPayloadBytes = 0;  // payload as stored (after HTTP headers, before de-chunking)
    qint64 decodedPayloadBytes = 0; // what went to the sink
    QByteArray storedPayloadSha1;   // raw 20 bytes
    QByteArray decodedPayloadSha1;  // raw 20 bytes
    bool dechunked = false;         // chunked framing was removed
    bool contentDecoded = false;    // a content encoding was removed
    bool decodingComplete = true;   // false when chunking/encoding problems left bytes undecoded
    QStringList problems;           // recoverable problems, one sentence each

    DigestCheck blockDigest;
    DigestCheck payloadDigest;

    bool hasPayload() const
    {
        return type == RecordType::Response || type == RecordType::Resource || type == RecordType::Revisit;
    }
    // One sentence per failed digest check, naming the header; empty when all checks passed.
    QStringList digestFailures() const;
};

RecordType recordTypeFromName(QByteArrayView name);
QString describe(const DigestCheck &check);

} // namespace Ei::Core::Warc
