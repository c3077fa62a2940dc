#include "httpdecoders.h"

#include <brotli/decode.h>

#include <QCoreApplication>

#include <core/util/gzipreader.h>

namespace Ei::Core::Warc {

// ---- chunked ---------------------------------------------------------------------------------

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Warc::HttpDecoders)
};

constexpr qsizetype kMaxChunkLine = 4096;
constexpr qsizetype kOutChunk = 64 * 1024;
} // namespace

ChunkedDecoder::ChunkedDecoder(ByteSink sink)
    : m_sink(std::move(sink))
{}

void ChunkedDecoder::breakAt(const QString &why)
{
    m_state = State::Broken;
    m_problem = Tr::tr("The chunked transfer encoding is broken after %1 decoded bytes (%2); the rest "
                       "of the body was not decoded.")
                    .arg(m_decoded)
                    .arg(why);
}

void ChunkedDecoder::feed(QByteArrayView data)
{
    while (!data.isEmpty()) {
        switch (m_state) {
        case State::PassThrough:
            m_decoded += data.size();
            m_sink(data);
            return;
        case State::Broken:
        case State::Done:
            m_discarded += data.size();
            return;
        case State::SizeLine:
        case State::DataEnd:
        case State::Trailer: {
            const qsizetype nl = data.indexOf('\n');
            const qsizetype take = nl < 0 ? data.size() : nl + 1;
            if (m_line.size() + take > kMaxChunkLine) {
                if (!m_sawChunk) {
                    // Declared chunked, but the body does not start with a chunk size: use it as is.
                    m_state = State::PassThrough;
                    m_problem = Tr::tr("The body is declared chunked but is not; it was used as stored.");
                    const QByteArray held = std::exchange(m_line, {});
                    m_decoded += held.size();
                    m_sink(held);
                    continue;
                }
                breakAt(Tr::tr("an over-long chunk line"));
                continue;
            }
            m_line.append(data.first(take));
            data = data.sliced(take);
            if (nl < 0) {
                return;
            }
            QByteArray line = std::exchange(m_line, {});
            const QByteArray trimmed = line.trimmed();
            if (m_state == State::DataEnd) {
                if (!trimmed.isEmpty()) {
                    breakAt(Tr::tr("a chunk is longer than its declared size"));
                } else {
                    m_state = State::SizeLine;
                }
                continue;
            }
            if (m_state == State::Trailer) {
                if (trimmed.isEmpty()) {
                    m_state = State::Done;
                }
                continue;
            }
            // Chunk size line: hex size, optional ";extensions".
            const QByteArray sizeText =
                trimmed.left(trimmed.indexOf(';') < 0 ? trimmed.size() : trimmed.indexOf(';')).trimmed();
            bool ok = false;
            const qint64 size = sizeText.toLongLong(&ok, 16);
            if (!ok || size < 0 || sizeText.isEmpty()) {
                if (!m_sawChunk) {
                    m_state = State::PassThrough;
                    m_problem = Tr::tr("The body is declared chunked but is not; it was used as stored.");
                    m_decoded += line.size();
                    m_sink(line);
                    continue;
                }
                breakAt(Tr::tr("\"%1\" is not a chunk size").arg(QString::fromLatin1(trimmed.left(20))));
                continue;
            }
            m_sawChunk = true;
            if (size == 0) {
                m_state = State::Trailer;
            } else {
                m_remaining = size;
                m_state = State::Data;
            }
            continue;
        }
        case State::Data: {
            const qsizetype take = qsizetype(std::min<qint64>(m_remaining, data.size()));
            m_sink(data.first(take));
            m_decoded += take;
            m_remaining -= take;
            data = data.sliced(take);
            if (m_remaining == 0) {
                m_state = State::DataEnd;
            }
            continue;
        }
        }
    }
}

bool ChunkedDecoder::finish()
{
    switch (m_state) {
    case State::Done:
    case State::PassThrough:
        return m_state == State::Done;
    case State::Trailer:
        return true; // a missing blank line after the last chunk loses nothing
    case State::Broken:
        return false;
    case State::Data:
        m_problem = Tr::tr("The chunked body is truncated: the last chunk lacks %1 bytes (%2 bytes were "
                           "decoded).")
                        .arg(m_remaining)
                        .arg(m_decoded);
        return false;
    case State::SizeLine:
    case State::DataEnd:
        if (!m_sawChunk && !m_line.isEmpty()) {
            // Short body without a newline: not chunked at all.
            m_problem = Tr::tr("The body is declared chunked but is not; it was used as stored.");
            m_decoded += m_line.size();
            m_sink(std::exchange(m_line, {}));
            m_state = State::PassThrough;
            return false;
        }
        m_problem = Tr::tr("The chunked body ends without its final zero-size chunk (%1 bytes were "
                           "decoded).")
                        .arg(m_decoded);
        return false;
    }
    return false;
}

// ---- content encodings -----------------------------------------------------------------------

namespace {

class ZlibDecoder final : public ContentDecoder
{
public:
    // gzip: either the gzip or the zlib header. deflate: zlib first; if the very first bytes are
    // not a zlib header, restart as raw deflate (what some servers really send).
    ZlibDecoder(bool deflate, ByteSink sink)
        : m_deflate(deflate)
        , m_sink(std::move(sink))
        , m_gz(deflate ? GzipReader::Format::Zlib : GzipReader::Format::GzipOrZlib, GzipReader::Members::One)
    {}

    void feed(QByteArrayView data) override
    {
        if (!m_problem.isEmpty() || data.isEmpty()) {
            return;
        }
        if (m_ended) {
            m_trailing += data.size();
            return;
        }
        if (m_deflate && !m_decided) {
            m_head.append(data);
            if (m_head.size() < 2) {
                return;
            }
            m_decided = true;
            const quint8 cmf = quint8(m_head[0]);
            const quint8 flg = quint8(m_head[1]);
            if ((cmf & 0x0f) != 8 || ((cmf << 8) | flg) % 31 != 0) {
                m_gz.restart(GzipReader::Format::RawDeflate);
            }
            const QByteArray head = std::exchange(m_head, {});
            run(head);
            return;
        }
        run(data);
    }
    void finish() override
    {
        if (m_deflate && !m_decided && !m_head.isEmpty()) {
            m_decided = true;
            run(std::exchange(m_head, {}));
        }
        if (m_problem.isEmpty() && !m_ended && m_total > 0) {
            m_problem = Tr::tr("The %1-encoded body is truncated (%2 bytes were decoded).")
                            .arg(m_deflate ? QStringLiteral("deflate") : QStringLiteral("gzip"))
                            .arg(m_out);
        }
    }
    QString problem() const override { return m_problem; }

private:
    void run(QByteArrayView data)
    {
        m_total += data.size();
        m_gz.setInput(data);
        const auto status = m_gz.pump([this](QByteArrayView bytes) {
            m_out += bytes.size();
            m_sink(bytes);
            return true;
        });
        if (status == GzipReader::Status::End) {
            m_ended = true;
            m_trailing += m_gz.inputLeft();
        } else if (status == GzipReader::Status::Corrupt) {
            m_problem = Tr::tr("The %1-encoded body is corrupt after %2 decoded bytes (%3).")
                            .arg(m_deflate ? QStringLiteral("deflate") : QStringLiteral("gzip"))
                            .arg(m_out)
                            .arg(m_gz.message());
        }
    }
    bool m_deflate;
    ByteSink m_sink;
    GzipReader m_gz;
    QByteArray m_head;
    bool m_decided = false;
    bool m_ended = false;
    qint64 m_total = 0;
    qint64 m_out = 0;
    qint64 m_trailing = 0;
    QString m_problem;
};

class BrotliDecoder final : public ContentDecoder
{
public:
    explicit BrotliDecoder(ByteSink sink)
        : m_sink(std::move(sink))
        , m_state(BrotliDecoderCreateInstance(nullptr, nullptr, nullptr))
    {}
    ~BrotliDecoder() override { BrotliDecoderDestroyInstance(m_state); }
    Q_DISABLE_COPY_MOVE(BrotliDecoder)

    void feed(QByteArrayView data) override
    {
        if (!m_problem.isEmpty() || m_ended) {
            return;
        }
        size_t availIn = size_t(data.size());
        const auto *nextIn = reinterpret_cast<const uint8_t *>(data.data());
        for (;;) {
            size_t availOut = size_t(kOutChunk);
            auto *nextOut = reinterpret_cast<uint8_t *>(m_buf.data());
            const BrotliDecoderResult rc =
                BrotliDecoderDecompressStream(m_state, &availIn, &nextIn, &availOut, &nextOut, nullptr);
            const qsizetype produced = kOutChunk - qsizetype(availOut);
            if (produced > 0) {
                m_out += produced;
                m_sink(QByteArrayView(m_buf.constData(), produced));
            }
            if (rc == BROTLI_DECODER_RESULT_SUCCESS) {
                m_ended = true;
                return;
            }
            if (rc == BROTLI_DECODER_RESULT_ERROR) {
                m_problem = Tr::tr("The brotli-encoded body is corrupt after %1 decoded bytes (%2).")
                                .arg(m_out)
                                .arg(QString::fromLatin1(
                                    BrotliDecoderErrorString(BrotliDecoderGetErrorCode(m_state))));
                return;
            }
            if (rc == BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT) {
                return;
            }
            // NEEDS_MORE_OUTPUT: loop with a fresh buffer.
        }
    }
    void finish() override
    {
        if (m_problem.isEmpty() && !m_ended) {
            m_problem = Tr::tr("The brotli-encoded body is truncated (%1 bytes were decoded).").arg(m_out);
        }
    }
    QString problem() const override { return m_problem; }

private:
    ByteSink m_sink;
    BrotliDecoderState *m_state;
    QByteArray m_buf = QByteArray(kOutChunk, Qt::Uninitialized);
    bool m_ended = false;
    qint64 m_out = 0;
    QString m_problem;
};

} // namespace

bool ContentDecoder::isSupported(const QByteArray &encoding)
{
    return encoding == "gzip" || encoding == "x-gzip" || encoding == "deflate" || encoding == "br" ||
           encoding == "identity";
}

std::unique_ptr<ContentDecoder> ContentDecoder::create(const QByteArray &encoding, ByteSink sink)
{
    if (encoding == "gzip" || encoding == "x-gzip") {
        return std::make_unique<ZlibDecoder>(false, std::move(sink));
    }
    if (encoding == "deflate") {
        return std::make_unique<ZlibDecoder>(true, std::move(sink));
    }
    if (encoding == "br") {
        return std::make_unique<BrotliDecoder>(std::move(sink));
    }
    return nullptr;
}

} // namespace Ei::Core::Warc
