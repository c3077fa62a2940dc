#pragma once

#include <array>
#include <compare>
#include <optional>

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <core/util/result.h>

namespace Ei::Core {

// How a table stores its row keys (docs/profiles.md, domain.md §1). Every real writer of the
// journal-extract table used Sha1B32Prefixed.
enum class KeyFormat
{
    Sha1B32Prefixed, // ASCII "sha1:" + 32 upper-case RFC 4648 base32 characters (37 bytes)
    Sha1B32,         // 32 upper-case base32 characters
    Sha1Hex,         // 40 lower-case hex digits
    Raw20,           // the 20 digest bytes
    Utf8,            // any text key (composite keys of other tables)
};

QString keyFormatName(KeyFormat format);
Result<KeyFormat> parseKeyFormat(QStringView name);
QStringList keyFormatNames();

// How a curator wants SHA-1 keys shown.
enum class Sha1Display
{
    Base32Prefixed, // sha1:XXXX (as stored by the pipeline)
    Base32,
    Hex,
    // The first kCompactSha1Chars base32 characters and "…" (UTF-8): enough to tell the rows of a
    // list apart and to find one with a key prefix, in a third of the width. Not a key.
    Compact,
};
inline constexpr qsizetype kCompactSha1Chars = 10;

QString sha1DisplayName(Sha1Display display);
Result<Sha1Display> parseSha1Display(QStringView name);

// A SHA-1 digest: 20 bytes, compared and hashed by value.
class Sha1 final
{
public:
    static constexpr qsizetype kSize = 20;

    Sha1() = default;
    static std::optional<Sha1> fromRaw(QByteArrayView bytes);
    // Exactly 40 hex digits / 32 base32 characters, any case, nothing else.
    static std::optional<Sha1> fromHex(QByteArrayView hex);
    static std::optional<Sha1> fromBase32(QByteArrayView base32);
    static Sha1 ofData(QByteArrayView data);

    QByteArray toRaw() const;
    QByteArray toHex() const;    // 40 lower-case hex digits
    QByteArray toBase32() const; // 32 upper-case base32 characters
    QByteArray toDisplay(Sha1Display display) const;
    const std::array<quint8, kSize> &bytes() const { return m_bytes; }

    auto operator<=>(const Sha1 &) const = default;

private:
    std::array<quint8, kSize> m_bytes{};
};

size_t qHash(const Sha1 &sha1, size_t seed = 0) noexcept;

// Reads a SHA-1 in any spelling a curator may paste: 40 hex digits or 32 base32 characters (any
// case), optionally prefixed with "sha1:" (any case), with surrounding whitespace, or embedded in a
// log line or URL (percent-encoded or not) as long as exactly one digest appears in it. Allocation
// free on the common paths; never throws, never reads out of bounds on any bytes.
Result<Sha1> parseSha1(QByteArrayView input);
Result<Sha1> parseSha1(QStringView input);

// The row key bytes of a digest in the table's format. For Utf8 tables the pipeline convention
// ("sha1:" + base32) is used.
QByteArray encodeRowKey(const Sha1 &sha1, KeyFormat format);

// The key bytes for a curator's input: a SHA-1 in any spelling for SHA-1 formats; for Utf8 tables
// the trimmed text itself (a SHA-1 spelling there is still normalised to the pipeline form).
Result<QByteArray> rowKeyFromInput(QStringView input, KeyFormat format);

// The digest a stored key names. Text formats accept any of the text spellings (a table can mix
// writers); Raw20 takes exactly 20 bytes; Utf8 accepts the pipeline's "sha1:" + base32 only, so
// that composite text keys are never mistaken for digests.
std::optional<Sha1> sha1FromRowKey(QByteArrayView key, KeyFormat format);

// A stored key for display: SHA-1 keys in the curator's chosen spelling, other keys as text when
// they are printable UTF-8, otherwise as "hex:" + hex digits.
QString displayRowKey(QByteArrayView key, KeyFormat format, Sha1Display display);

} // namespace Ei::Core
