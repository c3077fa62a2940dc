#include "warcreader.h"

#include <vector>

#include <QCoreApplication>
#include <QCryptographicHash>

#include "gzipmembers.h"
#include "httpdecoders.h"

namespace Ei::Core::Warc {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Warc::WarcReader)
};

QString stripAngles(const QByteArray &value)
{
    QByteArray v = value.trimmed();
    if (v.startsWith('<') && v.endsWith('>')) {
        v = v.mid(1, v.size() - 2);
    }
    return QString::fromUtf8(v);
}

// Index just past the blank line ending a header block, or -1. Accepts CRLF CRLF and LF LF.
qsizetype headerEnd(const QByteArray &buf, qsizetype from)
{
    from = std::max<qsizetype>(0, from - 3);
    const qsizetype crlf = buf.indexOf("\r\n\r\n", from);
    const qsizetype lf = buf.indexOf("\n\n", from);
    if (crlf >= 0 && (lf < 0 || crlf + 2 <= lf + 1)) {
        return crlf + 4;
    }
    return lf >= 0 ? lf + 2 : -1;
}

void checkDigest(DigestCheck &check, const HeaderList &headers, const char *name, const QByteArray &computed)
{
    check.header = name;
    check.computed = computed;
    const auto value = headers.value(QByteArrayView(name));
    if (!value) {
        check.state = DigestCheck::State::Absent;
        return;
    }
    const ParsedDigest parsed = parseDigest(*value);
    check.written = parsed.written;
    if (parsed.algorithm != "sha1" || parsed.raw.isEmpty()) {
        // A value that does not even decode (e.g. "1112H3S6...": '1' is not base32) cannot match.
        check.state =
            parsed.algorithm == "sha1" ? DigestCheck::State::Mismatch : DigestCheck::State::Unsupported;
        return;
    }
    check.state = parsed.raw == computed ? DigestCheck::State::Ok : DigestCheck::State::Mismatch;
}

} // namespace

class WarcReader::Impl
{
public:
    enum class State
    {
        Between,
        WarcHead,
        Block,
        Done
    };
    enum class BlockMode
    {
        Skip,
        Resource,
        HttpHead,
        HttpBody
    };

    Options opt;
    PayloadSink sink;
    PayloadStart start;
    RecordDone done;
    GzipMemberStream gz;

    State state = State::Between;
    qint64 streamPos = 0;
    qint64 completed = 0;
    QByteArray head;
    WarcRecord rec;
    qint64 blockRemaining = 0;
    BlockMode mode = BlockMode::Skip;
    bool hashBlock = false;
    bool sameDigest = true; // decoded bytes == stored bytes, so one hash serves both
    QCryptographicHash blockHash{QCryptographicHash::Sha1};
    QCryptographicHash storedHash{QCryptographicHash::Sha1};
    QCryptographicHash decodedHash{QCryptographicHash::Sha1};
    std::unique_ptr<ChunkedDecoder> chunked;
    std::vector<std::unique_ptr<ContentDecoder>> decoders; // applied in order
    ByteSink bodyIn;                                       // entry of the decoding chain
    std::optional<Error> error;

    explicit Impl(Options o)
        : opt(o)
    {}

    void deliverDecoded(QByteArrayView bytes)
    {
        rec.decodedPayloadBytes += bytes.size();
        if (!sameDigest) {
            decodedHash.addData(bytes);
        }
        if (sink) {
            sink(rec, bytes);
        }
    }

    bool onData(QByteArrayView data)
    {
        while (!data.isEmpty() && !error && state != State::Done) {
            switch (state) {
            case State::Between: {
                qsizetype i = 0;
                while (i < data.size() && (data[i] == '\r' || data[i] == '\n')) {
                    ++i;
                }
                streamPos += i;
                data = data.sliced(i);
                if (!data.isEmpty()) {
                    state = State::WarcHead;
                    rec = WarcRecord{};
                    rec.streamOffset = streamPos;
                    head.clear();
                }
                break;
            }
            case State::WarcHead: {
                const qsizetype before = head.size();
                const qsizetype take = std::min<qsizetype>(data.size(), opt.maxHeaderBytes + 4 - before);
                head.append(data.first(take));
                const qsizetype end = headerEnd(head, before);
                if (end < 0) {
                    if (head.size() > opt.maxHeaderBytes) {
                        return fatal(Tr::tr("The WARC record at byte %1 has headers longer than %2 bytes.")
                                         .arg(rec.streamOffset)
                                         .arg(opt.maxHeaderBytes));
                    }
                    streamPos += take;
                    data = data.sliced(take);
                    break;
                }
                const qsizetype used = end - before;
                streamPos += used;
                data = data.sliced(used);
                head.truncate(end);
                if (!beginRecord()) {
                    return false;
                }
                break;
            }
            case State::Block: {
                const qsizetype n = qsizetype(std::min<qint64>(blockRemaining, data.size()));
                const QByteArrayView part = data.first(n);
                if (hashBlock) {
                    blockHash.addData(part);
                }
                blockData(part);
                blockRemaining -= n;
                streamPos += n;
                data = data.sliced(n);
                if (blockRemaining == 0) {
                    endRecord();
                }
                break;
            }
            case State::Done:
                break;
            }
        }
        return !error && state != State::Done;
    }

    bool fatal(const QString &message)
    {
        error = Error{ErrorKind::Protocol, message};
        return false;
    }

    bool beginRecord()
    {
        const QByteArray block = std::exchange(head, {});
        if (!block.startsWith("WARC/")) {
            return fatal(Tr::tr("The data at byte %1 is not a WARC record (it starts with \"%2\").")
                             .arg(rec.streamOffset)
                             .arg(QString::fromLatin1(block.left(20).simplified())));
        }
        auto parsed = parseHeaderBlock(block, Tr::tr("WARC record"));
        if (!parsed) {
            error = parsed.error();
            return false;
        }
        rec.version = parsed->firstLine.trimmed();
        rec.headers = std::move(parsed->fields);
        rec.typeName = rec.headers.valueOr("WARC-Type");
        rec.type = recordTypeFromName(rec.typeName);
        rec.targetUri = stripAngles(rec.headers.valueOr("WARC-Target-URI"));
        rec.date = QString::fromLatin1(rec.headers.valueOr("WARC-Date"));
        rec.recordId = stripAngles(rec.headers.valueOr("WARC-Record-ID"));
        rec.contentType = rec.headers.valueOr("Content-Type");
        bool ok = false;
        rec.contentLength = rec.headers.valueOr("Content-Length").trimmed().toLongLong(&ok);
        if (!ok || rec.contentLength < 0) {
            return fatal(
                Tr::tr("The WARC record at byte %1 has no valid Content-Length.").arg(rec.streamOffset));
        }
        if (rec.type == RecordType::Revisit) {
            rec.refersToTargetUri = stripAngles(rec.headers.valueOr("WARC-Refers-To-Target-URI"));
            rec.refersToDate = QString::fromLatin1(rec.headers.valueOr("WARC-Refers-To-Date"));
            rec.revisitProfile = QString::fromLatin1(rec.headers.valueOr("WARC-Profile"));
        }
        blockRemaining = rec.contentLength;
        hashBlock = opt.checkBlockDigest && rec.headers.value("WARC-Block-Digest").has_value();
        blockHash.reset();
        storedHash.reset();
        decodedHash.reset();
        sameDigest = true;
        chunked.reset();
        decoders.clear();
        bodyIn = {};
        const bool http = rec.contentType.trimmed().toLower().startsWith("application/http");
        if (http && rec.type != RecordType::Warcinfo && rec.type != RecordType::Metadata) {
            mode = BlockMode::HttpHead;
        } else if (rec.type == RecordType::Resource) {
            mode = BlockMode::Resource;
            bodyIn = [this](QByteArrayView b) { deliverDecoded(b); };
            if (start) {
                start(rec);
            }
        } else {
            mode = BlockMode::Skip;
        }
        state = State::Block;
        if (blockRemaining == 0) {
            endRecord();
        }
        return true;
    }

    void blockData(QByteArrayView part)
    {
        switch (mode) {
        case BlockMode::Skip:
            return;
        case BlockMode::Resource:
        case BlockMode::HttpBody:
            storedBody(part);
            return;
        case BlockMode::HttpHead: {
            const qsizetype before = head.size();
            head.append(part);
            const qsizetype end = headerEnd(head, before);
            if (end < 0) {
                if (head.size() > opt.maxHeaderBytes) {
                    rec.problems.append(Tr::tr("The HTTP headers of the record are longer than %1 bytes; "
                                               "its payload was not read.")
                                            .arg(opt.maxHeaderBytes));
                    head.clear();
                    mode = BlockMode::Skip;
                }
                return;
            }
            const QByteArray rest = head.mid(end);
            head.truncate(end);
            beginHttpBody();
            if (!rest.isEmpty() && mode == BlockMode::HttpBody) {
                storedBody(rest);
            }
            return;
        }
        }
    }

    void storedBody(QByteArrayView b)
    {
        rec.storedPayloadBytes += b.size();
        storedHash.addData(b);
        if (bodyIn) {
            bodyIn(b);
        }
    }

    void beginHttpBody()
    {
        const QByteArray block = std::exchange(head, {});
        auto parsed = parseHeaderBlock(block, Tr::tr("HTTP message in the record"));
        if (!parsed) {
            rec.problems.append(parsed.error().message);
            mode = BlockMode::Skip;
            return;
        }
        HttpHead h;
        h.startLine = parsed->firstLine;
        h.headers = std::move(parsed->fields);
        h.isResponse = h.startLine.startsWith("HTTP/");
        if (h.isResponse) {
            const QList<QByteArray> parts = h.startLine.split(' ');
            h.status = parts.size() > 1 ? parts.at(1).toInt() : 0;
            h.reason = parts.size() > 2
                           ? h.startLine.mid(h.startLine.indexOf(parts.at(2), parts.at(0).size()))
                           : QByteArray();
        }
        for (const QByteArray &v : h.headers.values("Transfer-Encoding")) {
            rec.transferEncodings.append(headerTokens(v));
        }
        for (const QByteArray &v : h.headers.values("Content-Encoding")) {
            rec.contentEncodings.append(headerTokens(v));
        }
        rec.transferEncodings.removeAll("identity");
        rec.contentEncodings.removeAll("identity");
        rec.http = std::move(h);
        mode = BlockMode::HttpBody;
        if (rec.type == RecordType::Revisit || !rec.http->isResponse) {
            return; // only digests: a revisit has no body, a request's body is not the payload we want
        }
        buildChain();
        if (start) {
            start(rec);
        }
    }

    // Builds stored -> de-chunk -> content decoders (last applied first) -> deliverDecoded.
    void buildChain()
    {
        ByteSink next = [this](QByteArrayView b) { deliverDecoded(b); };
        if (opt.decodeHttp) {
            for (qsizetype i = 0; i < rec.contentEncodings.size(); ++i) {
                const QByteArray &enc = rec.contentEncodings.at(i);
                if (!ContentDecoder::isSupported(enc)) {
                    rec.problems.append(Tr::tr("The content encoding \"%1\" is not supported; the payload "
                                               "is delivered still encoded.")
                                            .arg(QString::fromLatin1(enc)));
                    rec.decodingComplete = false;
                    decoders.clear();
                    next = [this](QByteArrayView b) { deliverDecoded(b); };
                    break;
                }
            }
            if (rec.decodingComplete) {
                for (qsizetype i = 0; i < rec.contentEncodings.size(); ++i) {
                    // "Content-Encoding: gzip, br" means gzip was applied first, so br is undone first.
                    decoders.push_back(ContentDecoder::create(rec.contentEncodings.at(i), next));
                    ContentDecoder *dec = decoders.back().get();
                    next = [dec](QByteArrayView b) { dec->feed(b); };
                    rec.contentDecoded = true;
                }
            }
            // Later decoders in 'decoders' are outermost: finish them first.
            std::ranges::reverse(decoders);
            if (rec.transferEncodings.contains("chunked")) {
                chunked = std::make_unique<ChunkedDecoder>(next);
                ChunkedDecoder *c = chunked.get();
                next = [c](QByteArrayView b) { c->feed(b); };
                rec.dechunked = true;
            }
        }
        sameDigest = !rec.dechunked && !rec.contentDecoded;
        bodyIn = std::move(next);
    }

    void endRecord()
    {
        if (mode == BlockMode::HttpHead && !head.isEmpty()) {
            // The block ended inside the HTTP headers: revisits often store headers only.
            beginHttpBody();
        }
        if (chunked) {
            const bool complete = chunked->finish();
            if (chunked->passedThrough()) {
                // Crawlers often store the de-chunked body but keep the header: not a defect of the data.
                rec.problems.append(chunked->problem());
                rec.dechunked = false;
            } else if (!complete) {
                rec.problems.append(chunked->problem());
                rec.decodingComplete = false;
            }
        }
        for (auto &dec : decoders) {
            dec->finish();
            if (!dec->problem().isEmpty()) {
                rec.problems.append(dec->problem());
                rec.decodingComplete = false;
            }
        }
        rec.storedPayloadSha1 = storedHash.result();
        rec.decodedPayloadSha1 = sameDigest ? rec.storedPayloadSha1 : decodedHash.result();
        if (hashBlock) {
            checkDigest(rec.blockDigest, rec.headers, "WARC-Block-Digest", blockHash.result());
        } else {
            rec.blockDigest.header = "WARC-Block-Digest";
        }
        checkDigest(rec.payloadDigest, rec.headers, "WARC-Payload-Digest", rec.storedPayloadSha1);
        if (rec.type == RecordType::Revisit) {
            // The payload digest of a revisit names the original's payload, not this empty body.
            if (rec.payloadDigest.state == DigestCheck::State::Mismatch) {
                rec.payloadDigest.state = DigestCheck::State::Unsupported;
            }
        }
        chunked.reset();
        decoders.clear();
        bodyIn = {};
        ++completed;
        state = opt.singleRecord ? State::Done : State::Between;
        if (done) {
            done(std::move(rec));
        }
        rec = WarcRecord{};
    }
};

WarcReader::WarcReader(Options options)
    : d(std::make_unique<Impl>(options))
{}

WarcReader::~WarcReader() = default;

void WarcReader::setPayloadSink(PayloadSink sink)
{
    d->sink = std::move(sink);
}

void WarcReader::setPayloadStart(PayloadStart start)
{
    d->start = std::move(start);
}

void WarcReader::setRecordDone(RecordDone done)
{
    d->done = std::move(done);
}

Result<void> WarcReader::feed(QByteArrayView bytes)
{
    if (d->error) {
        return std::unexpected(*d->error);
    }
    if (d->state == Impl::State::Done) {
        return {};
    }
    auto r = d->gz.feed(bytes, [this](QByteArrayView out) { return d->onData(out); });
    if (d->error) {
        return std::unexpected(*d->error);
    }
    if (!r) {
        d->error = r.error();
    }
    return r;
}

Result<void> WarcReader::finish()
{
    if (d->error) {
        return std::unexpected(*d->error);
    }
    if (d->state == Impl::State::Done) {
        return {};
    }
    if (d->state == Impl::State::Block) {
        const qint64 have = d->rec.contentLength - d->blockRemaining;
        if (d->gz.isCompressed() && d->gz.membersCompleted() > 0 && d->opt.singleRecord) {
            if (auto g = d->gz.finish(); !g) {
                return g;
            }
            return fail(ErrorKind::Protocol,
                        Tr::tr("The record continues past the end of its gzip member (%1 of %2 bytes): the "
                               "file's gzip members do not line up with its records.")
                            .arg(have)
                            .arg(d->rec.contentLength));
        }
        return fail(ErrorKind::Protocol, Tr::tr("The WARC record is truncated: %1 of the %2 bytes of its "
                                                "content are present.")
                                             .arg(have)
                                             .arg(d->rec.contentLength));
    }
    if (auto g = d->gz.finish(); !g) {
        return g;
    }
    if (d->state == Impl::State::WarcHead) {
        return fail(ErrorKind::Protocol, Tr::tr("The WARC data ends inside a record's headers (truncated)."));
    }
    if (d->opt.singleRecord && d->completed == 0) {
        return fail(ErrorKind::Protocol, Tr::tr("No WARC record was found in the data read."));
    }
    return {};
}

bool WarcReader::done() const
{
    return d->state == Impl::State::Done || d->error.has_value();
}

qint64 WarcReader::recordsCompleted() const
{
    return d->completed;
}

qint64 WarcReader::consumed() const
{
    return d->gz.consumed();
}

} // namespace Ei::Core::Warc
