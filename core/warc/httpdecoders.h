#pragma once

#include <functional>
#include <memory>

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace Ei::Core::Warc {

// Sinks of the decoding pipeline: each stage pushes its output into the next.
using ByteSink = std::function<void(QByteArrayView)>;

// Incremental "Transfer-Encoding: chunked" decoder. Real captures break the framing: a body that
// claims to be chunked but is not (decoded as-is, like warcio does), chunk sizes that overrun the
// body, a missing final zero chunk. It decodes what is valid and reports the rest in problem().
class ChunkedDecoder final
{
public:
    explicit ChunkedDecoder(ByteSink sink);
    void feed(QByteArrayView data);
    // The body ended; returns false when the framing was incomplete or broken.
    bool finish();
    // One sentence when the framing was broken or the body was not chunked at all; empty when fine.
    QString problem() const { return m_problem; }
    bool passedThrough() const { return m_state == State::PassThrough; }

private:
    enum class State
    {
        SizeLine,
        Data,
        DataEnd,
        Trailer,
        Done,
        PassThrough,
        Broken
    };
    void breakAt(const QString &why);
    ByteSink m_sink;
    State m_state = State::SizeLine;
    QByteArray m_line;
    qint64 m_remaining = 0;
    qint64 m_decoded = 0;
    qint64 m_discarded = 0;
    bool m_sawChunk = false;
    QString m_problem;
};

// One Content-Encoding stage: gzip, x-gzip, deflate (zlib or raw), br (libbrotlidec), identity.
class ContentDecoder
{
public:
    virtual ~ContentDecoder() = default;
    virtual void feed(QByteArrayView data) = 0;
    virtual void finish() = 0;
    // Empty when decoding went well; otherwise one sentence. After an error, input is ignored.
    virtual QString problem() const = 0;

    // nullptr for an encoding this build cannot decode (the caller passes the bytes through).
    static std::unique_ptr<ContentDecoder> create(const QByteArray &encoding, ByteSink sink);
    static bool isSupported(const QByteArray &encoding);
};

} // namespace Ei::Core::Warc
