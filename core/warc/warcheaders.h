#pragma once

#include <optional>

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core::Warc {

// "Name: value" header lines of a WARC record or of the HTTP message inside it, in file order.
// Lookups are case-insensitive because real crawlers write "transfer-encoding" in lower case.
class HeaderList final
{
public:
    void append(QByteArray name, QByteArray value) { m_fields.append({std::move(name), std::move(value)}); }
    // Folds a continuation line into the last field.
    void extendLast(QByteArrayView more) { m_fields.last().second += ' ' + more.toByteArray(); }
    std::optional<QByteArray> value(QByteArrayView name) const;
    QByteArray valueOr(QByteArrayView name, const QByteArray &fallback = {}) const;
    QList<QByteArray> values(QByteArrayView name) const;
    const QList<QPair<QByteArray, QByteArray>> &fields() const { return m_fields; }
    bool isEmpty() const { return m_fields.isEmpty(); }

private:
    QList<QPair<QByteArray, QByteArray>> m_fields;
};

// First line of a header block plus its fields. Continuation lines (leading space/tab, allowed by
// WARC/1.0 and old HTTP) are folded into the previous value.
struct HeaderBlock
{
    QByteArray firstLine;
    HeaderList fields;
};

// Parses a header block without its terminating empty line. Accepts CRLF and bare LF line ends.
Result<HeaderBlock> parseHeaderBlock(QByteArrayView block, const QString &what);

// Comma-separated tokens of a header value, lower-cased and trimmed ("gzip, br" -> {gzip, br}).
QList<QByteArray> headerTokens(const QByteArray &value);

// RFC 4648 base32 (upper case, no padding needed for 20-byte digests).
QByteArray base32Encode(QByteArrayView raw);
std::optional<QByteArray> base32Decode(QByteArrayView text);

// A WARC digest header value ("sha1:K2OC...") decoded to raw bytes. Real files write the
// value base32 (the standard's example), hex (warcio's iana example), base64 and base64url.
struct ParsedDigest
{
    QByteArray algorithm; // lower-case, e.g. "sha1"
    QByteArray raw;       // decoded digest bytes; empty when the value could not be decoded
    QByteArray written;   // the header value as found
};
ParsedDigest parseDigest(QByteArrayView headerValue);
// "sha1:" + base32, the canonical spelling used in messages.
QString sha1Label(QByteArrayView raw);

} // namespace Ei::Core::Warc
