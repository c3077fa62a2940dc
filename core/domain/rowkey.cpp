#include "rowkey.h"

#include <cstring>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHashFunctions>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::RowKey)
};

constexpr char kHexDigits[] = "0123456789abcdef";
constexpr char kBase32Alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

// -1 for anything that is not a hex digit / base32 character; tables keep the hot path branch-light.
constexpr std::array<qint8, 256> makeHexTable()
{
    std::array<qint8, 256> t{};
    for (auto &v : t) {
        v = -1;
    }
    for (int c = '0'; c <= '9'; ++c) {
        t[c] = qint8(c - '0');
    }
    for (int c = 'a'; c <= 'f'; ++c) {
        t[c] = qint8(c - 'a' + 10);
        t[c - 'a' + 'A'] = qint8(c - 'a' + 10);
    }
    return t;
}

constexpr std::array<qint8, 256> makeBase32Table()
{
    std::array<qint8, 256> t{};
    for (auto &v : t) {
        v = -1;
    }
    for (int c = 'A'; c <= 'Z'; ++c) {
        t[c] = qint8(c - 'A');
        t[c - 'A' + 'a'] = qint8(c - 'A');
    }
    for (int c = '2'; c <= '7'; ++c) {
        t[c] = qint8(c - '2' + 26);
    }
    return t;
}

constexpr auto kHexTable = makeHexTable();
constexpr auto kBase32Table = makeBase32Table();

inline quint8 byteAt(QByteArrayView v, qsizetype i)
{
    return quint8(v.data()[i]);
}

bool isSpace(quint8 c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isAlnum(quint8 c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

QByteArrayView trimmed(QByteArrayView v)
{
    qsizetype b = 0;
    qsizetype e = v.size();
    while (b < e && isSpace(byteAt(v, b))) {
        ++b;
    }
    while (e > b && isSpace(byteAt(v, e - 1))) {
        --e;
    }
    return v.sliced(b, e - b);
}

bool hasSha1Prefix(QByteArrayView v)
{
    return v.size() >= 5 && (v[0] == 's' || v[0] == 'S') && (v[1] == 'h' || v[1] == 'H') &&
           (v[2] == 'a' || v[2] == 'A') && v[3] == '1' && v[4] == ':';
}

// The digest if `v` is exactly a bare 40-hex or 32-base32 spelling.
std::optional<Sha1> parseBare(QByteArrayView v)
{
    if (v.size() == 40) {
        return Sha1::fromHex(v);
    }
    if (v.size() == 32) {
        return Sha1::fromBase32(v);
    }
    return std::nullopt;
}

QString inputForMessage(QByteArrayView input)
{
    QString text = QString::fromUtf8(input).trimmed();
    if (text.size() > 80) {
        text = text.left(77) + QStringLiteral("...");
    }
    return text;
}

Error notASha1(QByteArrayView input)
{
    return Error{ErrorKind::InvalidInput,
                 Tr::tr("'%1' is not a SHA-1: expected 40 hex digits or 32 base32 characters, "
                        "optionally prefixed with sha1:")
                     .arg(inputForMessage(input))};
}

// Slow path for pasted text: log lines, URLs, blob-store paths. Collects every alphanumeric run
// that is a complete digest spelling and accepts the input only when they all name the same digest.
Result<Sha1> searchEmbedded(QByteArrayView input)
{
    QByteArray decoded;
    QByteArrayView text = input;
    if (input.contains('%')) {
        decoded = QByteArray::fromPercentEncoding(input.toByteArray());
        text = decoded;
    }
    std::optional<Sha1> found;
    qsizetype i = 0;
    while (i < text.size()) {
        if (!isAlnum(byteAt(text, i))) {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < text.size() && isAlnum(byteAt(text, j))) {
            ++j;
        }
        const auto candidate = parseBare(text.sliced(i, j - i));
        if (candidate) {
            if (found && *found != *candidate) {
                return fail(
                    ErrorKind::InvalidInput,
                    Tr::tr("'%1' contains more than one SHA-1; paste just one").arg(inputForMessage(input)));
            }
            found = candidate;
        }
        i = j;
    }
    if (found) {
        return *found;
    }
    return std::unexpected(notASha1(input));
}

bool isPrintableUtf8(QByteArrayView v)
{
    if (!QUtf8StringView(v).isValidUtf8()) {
        return false;
    }
    for (char c : v) {
        const auto u = quint8(c);
        if (u < 0x20 || u == 0x7f) {
            return false;
        }
    }
    return true;
}

} // namespace

QString keyFormatName(KeyFormat format)
{
    switch (format) {
    case KeyFormat::Sha1B32Prefixed:
        return QStringLiteral("sha1-b32-prefixed");
    case KeyFormat::Sha1B32:
        return QStringLiteral("sha1-b32");
    case KeyFormat::Sha1Hex:
        return QStringLiteral("sha1-hex");
    case KeyFormat::Raw20:
        return QStringLiteral("raw20");
    case KeyFormat::Utf8:
        return QStringLiteral("utf8");
    }
    return QString();
}

QStringList keyFormatNames()
{
    return {keyFormatName(KeyFormat::Sha1B32Prefixed), keyFormatName(KeyFormat::Sha1B32),
            keyFormatName(KeyFormat::Sha1Hex), keyFormatName(KeyFormat::Raw20),
            keyFormatName(KeyFormat::Utf8)};
}

Result<KeyFormat> parseKeyFormat(QStringView name)
{
    for (KeyFormat f : {KeyFormat::Sha1B32Prefixed, KeyFormat::Sha1B32, KeyFormat::Sha1Hex, KeyFormat::Raw20,
                        KeyFormat::Utf8}) {
        if (name.compare(keyFormatName(f), Qt::CaseInsensitive) == 0) {
            return f;
        }
    }
    return fail(ErrorKind::InvalidInput,
                Tr::tr("'%1' is not a key format: expected one of %2")
                    .arg(name.toString(), keyFormatNames().join(QStringLiteral(", "))));
}

QString sha1DisplayName(Sha1Display display)
{
    switch (display) {
    case Sha1Display::Base32Prefixed:
        return QStringLiteral("sha1-b32-prefixed");
    case Sha1Display::Base32:
        return QStringLiteral("sha1-b32");
    case Sha1Display::Hex:
        return QStringLiteral("sha1-hex");
    case Sha1Display::Compact:
        return QStringLiteral("sha1-b32-compact");
    }
    return QString();
}

Result<Sha1Display> parseSha1Display(QStringView name)
{
    if (name.compare(QLatin1StringView("hex"), Qt::CaseInsensitive) == 0) {
        return Sha1Display::Hex;
    }
    if (name.compare(QLatin1StringView("base32"), Qt::CaseInsensitive) == 0) {
        return Sha1Display::Base32Prefixed;
    }
    for (Sha1Display d :
         {Sha1Display::Base32Prefixed, Sha1Display::Base32, Sha1Display::Hex, Sha1Display::Compact}) {
        if (name.compare(sha1DisplayName(d), Qt::CaseInsensitive) == 0) {
            return d;
        }
    }
    return fail(ErrorKind::InvalidInput,
                Tr::tr("'%1' is not a key display: expected hex, base32, sha1-b32-prefixed, sha1-b32, "
                       "sha1-hex or sha1-b32-compact")
                    .arg(name.toString()));
}

std::optional<Sha1> Sha1::fromRaw(QByteArrayView bytes)
{
    if (bytes.size() != kSize) {
        return std::nullopt;
    }
    Sha1 s;
    std::memcpy(s.m_bytes.data(), bytes.data(), kSize);
    return s;
}

std::optional<Sha1> Sha1::fromHex(QByteArrayView hex)
{
    if (hex.size() != 2 * kSize) {
        return std::nullopt;
    }
    Sha1 s;
    for (qsizetype i = 0; i < kSize; ++i) {
        const int hi = kHexTable[byteAt(hex, 2 * i)];
        const int lo = kHexTable[byteAt(hex, 2 * i + 1)];
        if ((hi | lo) < 0) {
            return std::nullopt;
        }
        s.m_bytes[size_t(i)] = quint8((hi << 4) | lo);
    }
    return s;
}

std::optional<Sha1> Sha1::fromBase32(QByteArrayView base32)
{
    if (base32.size() != 32) {
        return std::nullopt;
    }
    // 32 characters x 5 bits = 160 bits exactly: 4 groups of 8 characters -> 5 bytes.
    Sha1 s;
    for (qsizetype g = 0; g < 4; ++g) {
        quint64 acc = 0;
        for (qsizetype k = 0; k < 8; ++k) {
            const int v = kBase32Table[byteAt(base32, g * 8 + k)];
            if (v < 0) {
                return std::nullopt;
            }
            acc = (acc << 5) | quint64(v);
        }
        for (qsizetype b = 0; b < 5; ++b) {
            s.m_bytes[size_t(g * 5 + b)] = quint8(acc >> (8 * (4 - b)));
        }
    }
    return s;
}

Sha1 Sha1::ofData(QByteArrayView data)
{
    return *fromRaw(QCryptographicHash::hash(data, QCryptographicHash::Sha1));
}

QByteArray Sha1::toRaw() const
{
    return QByteArray(reinterpret_cast<const char *>(m_bytes.data()), kSize);
}

QByteArray Sha1::toHex() const
{
    QByteArray out(2 * kSize, Qt::Uninitialized);
    char *d = out.data();
    for (quint8 b : m_bytes) {
        *d++ = kHexDigits[b >> 4];
        *d++ = kHexDigits[b & 0xf];
    }
    return out;
}

QByteArray Sha1::toBase32() const
{
    QByteArray out(32, Qt::Uninitialized);
    char *d = out.data();
    for (size_t g = 0; g < 4; ++g) {
        quint64 acc = 0;
        for (size_t b = 0; b < 5; ++b) {
            acc = (acc << 8) | m_bytes[g * 5 + b];
        }
        for (int k = 7; k >= 0; --k) {
            *d++ = kBase32Alphabet[(acc >> (5 * k)) & 0x1f];
        }
    }
    return out;
}

QByteArray Sha1::toDisplay(Sha1Display display) const
{
    switch (display) {
    case Sha1Display::Base32Prefixed:
        return QByteArrayLiteral("sha1:") + toBase32();
    case Sha1Display::Base32:
        return toBase32();
    case Sha1Display::Hex:
        return toHex();
    case Sha1Display::Compact:
        return toBase32().left(kCompactSha1Chars) + QByteArrayLiteral("…"); // UTF-8
    }
    return toHex();
}

size_t qHash(const Sha1 &sha1, size_t seed) noexcept
{
    return qHashBits(sha1.bytes().data(), Sha1::kSize, seed);
}

Result<Sha1> parseSha1(QByteArrayView input)
{
    QByteArrayView v = trimmed(input);
    if (hasSha1Prefix(v)) {
        v = trimmed(v.sliced(5));
    }
    if (auto s = parseBare(v)) {
        return *s;
    }
    return searchEmbedded(input);
}

Result<Sha1> parseSha1(QStringView input)
{
    return parseSha1(QByteArrayView(input.toUtf8()));
}

QByteArray encodeRowKey(const Sha1 &sha1, KeyFormat format)
{
    switch (format) {
    case KeyFormat::Sha1B32Prefixed:
    case KeyFormat::Utf8:
        return sha1.toDisplay(Sha1Display::Base32Prefixed);
    case KeyFormat::Sha1B32:
        return sha1.toBase32();
    case KeyFormat::Sha1Hex:
        return sha1.toHex();
    case KeyFormat::Raw20:
        return sha1.toRaw();
    }
    return sha1.toRaw();
}

Result<QByteArray> rowKeyFromInput(QStringView input, KeyFormat format)
{
    if (format == KeyFormat::Utf8) {
        const QByteArray text = input.trimmed().toUtf8();
        if (text.isEmpty()) {
            return fail(ErrorKind::InvalidInput, Tr::tr("an empty row key was given"));
        }
        // A bare SHA-1 spelling names the pipeline's key; anything else is the key itself.
        QByteArrayView bare = text;
        if (hasSha1Prefix(bare)) {
            bare = trimmed(bare.sliced(5));
        }
        if (auto s = parseBare(bare)) {
            return encodeRowKey(*s, format);
        }
        return text;
    }
    auto sha1 = parseSha1(input);
    if (!sha1) {
        return std::unexpected(sha1.error());
    }
    return encodeRowKey(*sha1, format);
}

std::optional<Sha1> sha1FromRowKey(QByteArrayView key, KeyFormat format)
{
    switch (format) {
    case KeyFormat::Raw20:
        return Sha1::fromRaw(key);
    case KeyFormat::Utf8:
        return key.size() == 37 && hasSha1Prefix(key) ? Sha1::fromBase32(key.sliced(5)) : std::nullopt;
    case KeyFormat::Sha1B32Prefixed:
    case KeyFormat::Sha1B32:
    case KeyFormat::Sha1Hex:
        break;
    }
    if (hasSha1Prefix(key)) {
        return parseBare(key.sliced(5));
    }
    return parseBare(key);
}

QString displayRowKey(QByteArrayView key, KeyFormat format, Sha1Display display)
{
    if (const auto s = sha1FromRowKey(key, format)) {
        return QString::fromUtf8(s->toDisplay(display)); // ASCII, but for the ellipsis of Compact
    }
    if (isPrintableUtf8(key)) {
        return QString::fromUtf8(key);
    }
    return QStringLiteral("hex:") + QString::fromLatin1(key.toByteArray().toHex());
}

} // namespace Ei::Core
