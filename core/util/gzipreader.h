#pragma once

#include <memory>

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace Ei::Core {

// The one zlib inflate loop of the client: gzip files and HTTP bodies, in memory or streamed,
// one member or many (`gzip -d` reads concatenated members, and a .warc.gz is one member a
// record). Input is handed in pieces (setInput) and output taken either into the caller's buffer
// (read: no copy, the Crossref dump reader's 4 MiB buffer) or through a sink (pump: a fixed
// 64 KiB buffer, nothing accumulated). Size caps and the sentences of errors stay with the
// callers, which know what the data is. zlib stays private to core: it is not in this header.
class GzipReader final
{
public:
    enum class Format
    {
        Gzip,       // RFC 1952 (zlib parses FEXTRA, names and comments itself)
        GzipOrZlib, // either header, told by its first bytes (Content-Encoding: gzip)
        Zlib,       // RFC 1950 (Content-Encoding: deflate as the RFC means it)
        RawDeflate, // RFC 1951 without a header (what some servers send as deflate)
    };
    enum class Members
    {
        One,  // the data ends with the first member; what follows is left unread
        Many, // another member may follow; anything else after a member is NotGzip
    };
    enum class Status
    {
        More,      // call again: output or input may remain
        NeedInput, // the input is used up and all its output given
        End,       // Members::One: the member ended (inputLeft() is what follows it)
        NotGzip,   // Members::Many: the byte after a member does not start another
        Corrupt,   // zlib refused the data; message() says why
        Stopped,   // pump only: the sink asked to stop
    };
    struct Step
    {
        qsizetype produced = 0;
        Status status = Status::More;
    };

    explicit GzipReader(Format format = Format::Gzip, Members members = Members::Many);
    ~GzipReader();
    Q_DISABLE_COPY_MOVE(GzipReader)

    // False when zlib could not start (out of memory); read() then reports Corrupt.
    bool started() const;
    // Starts over on the same input stream in another format (deflate's raw fallback).
    void restart(Format format);

    // The next input; it must stay valid until inputLeft() is 0 or the reader is done with it.
    void setInput(QByteArrayView input);
    qsizetype inputLeft() const;

    // Inflates into out[0, max). Bytes written before damage was found are counted in `produced`
    // also when the status is Corrupt: they are valid.
    Step read(char *out, qsizetype max);

    // Inflates the input through a 64 KiB buffer into `sink` (bool(QByteArrayView): false stops)
    // until it is used up (NeedInput), the sink stops, or End, NotGzip or Corrupt. Corrupt wins
    // over a sink that stops on the bytes before the damage.
    template<typename Sink>
    Status pump(Sink &&sink)
    {
        char *buf = pumpBuffer();
        for (;;) {
            const Step step = read(buf, kPumpChunk);
            if (step.produced > 0 && !sink(QByteArrayView(buf, step.produced)) &&
                step.status != Status::Corrupt) {
                return Status::Stopped;
            }
            if (step.status != Status::More) {
                return step.status;
            }
        }
    }

    // A member has begun (input reached it) and not ended: the data ends cut short here.
    bool inMember() const { return !m_between; }
    int membersCompleted() const { return m_members; }
    // zlib's words for the last Corrupt ("invalid block type"), or "inflate error".
    QString message() const;

private:
    static constexpr qsizetype kPumpChunk = 64 * 1024;
    char *pumpBuffer();

    struct State;
    std::unique_ptr<State> d;
    QByteArray m_pumpBuffer;
    Members m_membersMode;
    bool m_between = true;
    int m_members = 0;
};

} // namespace Ei::Core
