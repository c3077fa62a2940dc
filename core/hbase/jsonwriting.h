#pragma once

#include <cstring>

#include <QByteArray>
#include <QByteArrayView>

namespace Ei::Core::Internal {

// Writers that put characters at a cursor into room the caller made (makeRoom, with an upper
// bound of what follows) and return the new cursor; finishWriting() trims the rest. Scanner pages,
// rows files and the CLI's JSON lines are mostly small cells, where a QByteArray::append per piece
// cost more than the base64 itself.

constexpr qsizetype base64Size(qsizetype bytes)
{
    return (bytes + 2) / 3 * 4;
}

// Characters of a decimal number including the sign.
qsizetype decimalSize(qint64 v);
inline constexpr qsizetype kMaxDecimalSize = 20;

template<std::size_t N>
char *writeLiteral(char *dst, const char (&text)[N])
{
    std::memcpy(dst, text, N - 1);
    return dst + N - 1;
}

char *writeDecimal(char *dst, qint64 v);
char *writeBase64(char *dst, QByteArrayView bytes);

// Grows `out` by `room` bytes (amortised: at least doubling the capacity) and returns where the
// new room starts; the caller writes, then trims with finishWriting().
char *makeRoom(QByteArray &out, qsizetype room);
void finishWriting(QByteArray &out, const char *end);

} // namespace Ei::Core::Internal
