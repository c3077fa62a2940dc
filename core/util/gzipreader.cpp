#include "gzipreader.h"

#include <limits>
#include <zlib.h>

namespace Ei::Core {
namespace {

int windowBits(GzipReader::Format format)
{
    switch (format) {
    case GzipReader::Format::Gzip:
        return 16 + MAX_WBITS;
    case GzipReader::Format::GzipOrZlib:
        return 32 + MAX_WBITS;
    case GzipReader::Format::Zlib:
        return MAX_WBITS;
    case GzipReader::Format::RawDeflate:
        return -MAX_WBITS;
    }
    return MAX_WBITS;
}

// zlib counts in uInt: larger input is handed to it in pieces of this size.
constexpr qsizetype kMaxZlibChunk = std::numeric_limits<uInt>::max();

} // namespace

struct GzipReader::State
{
    z_stream z{};
    bool initialised = false;
    QByteArrayView rest; // input not yet handed to zlib
    QString message;

    void init(Format format)
    {
        z = z_stream{};
        initialised = inflateInit2(&z, windowBits(format)) == Z_OK;
    }
    void end()
    {
        if (initialised) {
            inflateEnd(&z);
            initialised = false;
        }
    }
    ~State() { end(); }
};

GzipReader::GzipReader(Format format, Members members)
    : d(std::make_unique<State>())
    , m_membersMode(members)
{
    d->init(format);
}

GzipReader::~GzipReader() = default;

bool GzipReader::started() const
{
    return d->initialised;
}

void GzipReader::restart(Format format)
{
    d->end();
    d->init(format);
    d->rest = {};
    m_between = true;
    m_members = 0;
}

void GzipReader::setInput(QByteArrayView input)
{
    d->z.next_in = nullptr;
    d->z.avail_in = 0;
    d->rest = input;
}

qsizetype GzipReader::inputLeft() const
{
    return qsizetype(d->z.avail_in) + d->rest.size();
}

GzipReader::Step GzipReader::read(char *out, qsizetype max)
{
    z_stream &z = d->z;
    if (!d->initialised) {
        d->message = QStringLiteral("inflate error");
        return {0, Status::Corrupt};
    }
    if (z.avail_in == 0 && !d->rest.isEmpty()) {
        const qsizetype piece = std::min(d->rest.size(), kMaxZlibChunk);
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(d->rest.data()));
        z.avail_in = uInt(piece);
        d->rest = d->rest.sliced(piece);
    }
    if (m_between) {
        if (m_members > 0 && m_membersMode == Members::One) {
            return {0, Status::End};
        }
        if (z.avail_in == 0) {
            return {0, Status::NeedInput};
        }
        if (m_members > 0) {
            // Only the magic's first byte can be checked here: the second may be in the next input.
            if (*z.next_in != 0x1f) {
                return {0, Status::NotGzip};
            }
            inflateReset(&z);
        }
        m_between = false;
    }
    z.next_out = reinterpret_cast<Bytef *>(out);
    z.avail_out = uInt(std::min(max, kMaxZlibChunk));
    const int rc = inflate(&z, Z_NO_FLUSH);
    const qsizetype produced = qsizetype(reinterpret_cast<char *>(z.next_out) - out);
    if (rc == Z_STREAM_END) {
        ++m_members;
        m_between = true;
        return {produced, m_membersMode == Members::One ? Status::End : Status::More};
    }
    if (rc != Z_OK && rc != Z_BUF_ERROR) {
        d->message = QString::fromLatin1(z.msg ? z.msg : "inflate error");
        return {produced, Status::Corrupt};
    }
    // With room left in `out` zlib has given all the output the input it took makes.
    if (z.avail_in == 0 && d->rest.isEmpty() && z.avail_out > 0) {
        return {produced, Status::NeedInput};
    }
    return {produced, Status::More};
}

QString GzipReader::message() const
{
    return d->message;
}

char *GzipReader::pumpBuffer()
{
    if (m_pumpBuffer.isEmpty()) {
        m_pumpBuffer = QByteArray(kPumpChunk, Qt::Uninitialized);
    }
    return m_pumpBuffer.data();
}

} // namespace Ei::Core
