#include "jsonwriting.h"

#include <algorithm>

namespace Ei::Core::Internal {
namespace {

constexpr char kBase64Alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// Two base64 characters per 12 bits: one lookup per half of a 3-byte group.
struct Base64Pairs
{
    char pairs[4096][2];
    constexpr Base64Pairs()
        : pairs()
    {
        for (int i = 0; i < 4096; ++i) {
            pairs[i][0] = kBase64Alphabet[i >> 6];
            pairs[i][1] = kBase64Alphabet[i & 63];
        }
    }
};
constexpr Base64Pairs kBase64Pairs;

} // namespace

qsizetype decimalSize(qint64 v)
{
    qsizetype n = v < 0 ? 2 : 1;
    for (quint64 u = v < 0 ? 0 - quint64(v) : quint64(v); u >= 10; u /= 10) {
        ++n;
    }
    return n;
}

char *writeDecimal(char *dst, qint64 v)
{
    char digits[24];
    char *const end = digits + sizeof digits;
    char *p = end;
    quint64 u = v < 0 ? 0 - quint64(v) : quint64(v);
    do {
        *--p = char('0' + u % 10);
        u /= 10;
    } while (u != 0);
    if (v < 0) {
        *--p = '-';
    }
    std::memcpy(dst, p, std::size_t(end - p));
    return dst + (end - p);
}

char *writeBase64(char *dst, QByteArrayView bytes)
{
    const auto *src = reinterpret_cast<const unsigned char *>(bytes.data());
    const unsigned char *const whole = src + bytes.size() / 3 * 3;
    for (; src != whole; src += 3) {
        const unsigned group = unsigned(src[0]) << 16 | unsigned(src[1]) << 8 | src[2];
        std::memcpy(dst, kBase64Pairs.pairs[group >> 12], 2);
        std::memcpy(dst + 2, kBase64Pairs.pairs[group & 0xfff], 2);
        dst += 4;
    }
    switch (bytes.size() % 3) {
    case 1: {
        const unsigned group = unsigned(src[0]) << 16;
        dst[0] = kBase64Alphabet[group >> 18];
        dst[1] = kBase64Alphabet[(group >> 12) & 63];
        dst[2] = '=';
        dst[3] = '=';
        return dst + 4;
    }
    case 2: {
        const unsigned group = unsigned(src[0]) << 16 | unsigned(src[1]) << 8;
        dst[0] = kBase64Alphabet[group >> 18];
        dst[1] = kBase64Alphabet[(group >> 12) & 63];
        dst[2] = kBase64Alphabet[(group >> 6) & 63];
        dst[3] = '=';
        return dst + 4;
    }
    default:
        return dst;
    }
}

char *makeRoom(QByteArray &out, qsizetype room)
{
    const qsizetype at = out.size();
    if (out.capacity() - at < room) {
        out.reserve(std::max(at + room, out.capacity() * 2));
    }
    out.resize(at + room);
    return out.data() + at;
}

void finishWriting(QByteArray &out, const char *end)
{
    out.resize(end - out.constData());
}

} // namespace Ei::Core::Internal
