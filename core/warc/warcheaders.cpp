#include "warcheaders.h"

#include <algorithm>
#include <cctype>

#include <QCoreApplication>

namespace Ei::Core::Warc {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Warc::WarcHeaders)
};

} // namespace

std::optional<QByteArray> HeaderList::value(QByteArrayView name) const
{
    for (const auto &[n, v] : m_fields) {
        if (QByteArrayView(n).compare(name, Qt::CaseInsensitive) == 0) {
            return v;
        }
    }
    return std::nullopt;
}

QByteArray HeaderList::valueOr(QByteArrayView name, const QByteArray &fallback) const
{
    return value(name).value_or(fallback);
}

QList<QByteArray> HeaderList::values(QByteArrayView name) const
{
    QList<QByteArray> out;
    for (const auto &[n, v] : m_fields) {
        if (QByteArrayView(n).compare(name, Qt::CaseInsensitive) == 0) {
            out.append(v);
        }
    }
    return out;
}

Result<HeaderBlock> parseHeaderBlock(QByteArrayView block, const QString &what)
{
    HeaderBlock out;
    qsizetype pos = 0;
    bool first = true;
    while (pos < block.size()) {
        qsizetype eol = block.indexOf('\n', pos);
        if (eol < 0) {
            eol = block.size();
        }
        QByteArrayView line = block.sliced(pos, eol - pos);
        if (line.endsWith('\r')) {
            line.chop(1);
        }
        pos = eol + 1;
        if (first) {
            out.firstLine = line.toByteArray();
            first = false;
            continue;
        }
        if (line.isEmpty()) {
            continue;
        }
        if ((line.front() == ' ' || line.front() == '\t') && !out.fields.isEmpty()) {
            out.fields.extendLast(line.trimmed());
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            return fail(ErrorKind::Protocol,
                        Tr::tr("The %1 has a malformed header line \"%2\".")
                            .arg(what, QString::fromLatin1(line.left(80).toByteArray())));
        }
        out.fields.append(line.left(colon).trimmed().toByteArray(),
                          line.sliced(colon + 1).trimmed().toByteArray());
    }
    return out;
}

QList<QByteArray> headerTokens(const QByteArray &value)
{
    QList<QByteArray> out;
    for (const QByteArray &part : value.split(',')) {
        const QByteArray t = part.trimmed().toLower();
        if (!t.isEmpty()) {
            out.append(t);
        }
    }
    return out;
}

namespace {

constexpr char kBase32Alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
} // namespace

QByteArray base32Encode(QByteArrayView raw)
{
    QByteArray out;
    out.reserve((raw.size() * 8 + 4) / 5);
    quint32 buffer = 0;
    int bits = 0;
    for (const char c : raw) {
        buffer = (buffer << 8) | quint8(c);
        bits += 8;
        while (bits >= 5) {
            out.append(kBase32Alphabet[(buffer >> (bits - 5)) & 31]);
            bits -= 5;
        }
    }
    if (bits > 0) {
        out.append(kBase32Alphabet[(buffer << (5 - bits)) & 31]);
    }
    return out;
}

std::optional<QByteArray> base32Decode(QByteArrayView text)
{
    QByteArray out;
    quint32 buffer = 0;
    int bits = 0;
    for (const char ch : text) {
        if (ch == '=') {
            break;
        }
        int v = -1;
        if (ch >= 'A' && ch <= 'Z') {
            v = ch - 'A';
        } else if (ch >= 'a' && ch <= 'z') {
            v = ch - 'a';
        } else if (ch >= '2' && ch <= '7') {
            v = ch - '2' + 26;
        }
        if (v < 0) {
            return std::nullopt;
        }
        buffer = (buffer << 5) | quint32(v);
        bits += 5;
        if (bits >= 8) {
            out.append(char((buffer >> (bits - 8)) & 0xff));
            bits -= 8;
        }
    }
    return out;
}

ParsedDigest parseDigest(QByteArrayView headerValue)
{
    ParsedDigest d;
    d.written = headerValue.trimmed().toByteArray();
    const qsizetype colon = d.written.indexOf(':');
    if (colon <= 0) {
        return d;
    }
    d.algorithm = d.written.left(colon).toLower();
    const QByteArray value = d.written.mid(colon + 1).trimmed();
    const qsizetype expected = d.algorithm == "sha1"     ? 20
                               : d.algorithm == "md5"    ? 16
                               : d.algorithm == "sha256" ? 32
                                                         : 0;
    if (expected == 0) {
        return d;
    }
    // The encodings are told apart by length, which is unambiguous for these digest sizes.
    if (value.size() == expected * 2) {
        const QByteArray hex = QByteArray::fromHex(value);
        const bool allHex = std::ranges::all_of(value, [](char c) { return std::isxdigit(quint8(c)) != 0; });
        if (allHex && hex.size() == expected) {
            d.raw = hex;
            return d;
        }
    }
    if (value.size() == (expected * 8 + 4) / 5 || value.size() == ((expected * 8 + 39) / 40) * 8) {
        if (auto b32 = base32Decode(value); b32 && b32->size() == expected) {
            d.raw = *b32;
            return d;
        }
    }
    for (const auto opt : {QByteArray::Base64Encoding, QByteArray::Base64UrlEncoding}) {
        const auto r = QByteArray::fromBase64Encoding(value, opt | QByteArray::AbortOnBase64DecodingErrors);
        if (r && r.decoded.size() == expected) {
            d.raw = r.decoded;
            return d;
        }
    }
    return d;
}

QString sha1Label(QByteArrayView raw)
{
    return QStringLiteral("sha1:") + QString::fromLatin1(base32Encode(raw));
}

} // namespace Ei::Core::Warc
