#include "restpath.h"

#include <QCoreApplication>

namespace Ei::Core::RestPath {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::RestPath)
};

bool isUnreserved(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '.' || c == '_' || c == '~';
}

bool isValidUtf8(QByteArrayView bytes)
{
    // A lossless round trip is the cheapest exact test available through public Qt API.
    return QString::fromUtf8(bytes).toUtf8() == bytes;
}

// A column as "fam:qual" with both sides encoded and the first ':' kept as the separator: the
// server splits at the first ':' after decoding, so a ':' inside the qualifier may stay encoded.
QByteArray encodeColumn(QByteArrayView column)
{
    const qsizetype colon = column.indexOf(':');
    if (colon < 0) {
        return percentEncode(column);
    }
    return percentEncode(column.first(colon)) + ':' + percentEncode(column.sliced(colon + 1));
}

} // namespace

QByteArray percentEncode(QByteArrayView bytes)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    QByteArray out;
    out.reserve(bytes.size() * 3);
    for (const char c : bytes) {
        if (isUnreserved(c)) {
            out.append(c);
        } else {
            const auto u = static_cast<unsigned char>(c);
            out.append('%');
            out.append(hex[u >> 4]);
            out.append(hex[u & 0xF]);
        }
    }
    return out;
}

QByteArray base64UrlPiece(QByteArrayView bytes)
{
    return bytes.toByteArray().toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QString whyNotPathSafe(QByteArrayView key, bool isRowKey)
{
    if (!isValidUtf8(key)) {
        return Tr::tr("it is not valid UTF-8");
    }
    for (const char c : key) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            return Tr::tr("it contains control characters");
        }
    }
    if (key == "." || key == "..") {
        return Tr::tr("it is a dot segment");
    }
    if (isRowKey) {
        if (key.endsWith('*')) {
            return Tr::tr("it ends with '*', which the server reads as a prefix glob");
        }
        if (key == "exists" || key == "regions" || key == "scanner" || key == "schema" ||
            key.startsWith("multiget")) {
            return Tr::tr("the server routes it to a sub-resource");
        }
    }
    return {};
}

Result<EncodedPath> encodeRowSpec(const RowSpec &spec, bool b64Supported, bool forceB64)
{
    if (spec.key.isEmpty()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("A row key cannot be empty."));
    }
    QString why = whyNotPathSafe(spec.key, true);
    QByteArray offender = spec.key;
    if (why.isEmpty() && !spec.endKey.isEmpty()) {
        why = whyNotPathSafe(spec.endKey, true);
        offender = spec.endKey;
    }
    for (const QByteArray &column : spec.columns) {
        if (!why.isEmpty()) {
            break;
        }
        if (column.isEmpty()) {
            return fail(ErrorKind::InvalidInput, Tr::tr("A column name cannot be empty."));
        }
        why = whyNotPathSafe(column, false);
        offender = column;
    }
    const bool b64 = forceB64 || !why.isEmpty();
    if (!why.isEmpty() && !b64Supported) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("'%1' cannot be written in a REST URL (%2) and this server does not "
                           "support base64 keys (HBase 2.4.18, 2.5.9, 2.6.0 or newer).")
                        .arg(displayKey(offender), why));
    }
    const auto piece = [b64](QByteArrayView bytes, bool column) {
        return b64 ? base64UrlPiece(bytes) : (column ? encodeColumn(bytes) : percentEncode(bytes));
    };
    EncodedPath out;
    out.b64 = b64;
    out.path = '/' + piece(spec.key, false);
    if (!spec.endKey.isEmpty()) {
        out.path += ',' + piece(spec.endKey, false);
    }
    const bool hasTime = spec.startTimestamp >= 0 || spec.endTimestamp >= 0;
    if (!spec.columns.isEmpty() || hasTime) {
        out.path += '/';
        for (qsizetype i = 0; i < spec.columns.size(); ++i) {
            if (i > 0) {
                out.path += ',';
            }
            out.path += piece(spec.columns.at(i), true);
        }
    }
    if (hasTime) {
        out.path += '/';
        if (spec.startTimestamp >= 0) {
            out.path += QByteArray::number(spec.startTimestamp);
            if (spec.endTimestamp >= 0) {
                out.path += ',' + QByteArray::number(spec.endTimestamp);
            }
        } else {
            out.path += QByteArray::number(spec.endTimestamp);
        }
    }
    return out;
}

QByteArray multigetRowValue(const EncodedPath &encoded)
{
    QByteArray value = encoded.path.mid(1);
    value.replace("%", "%25");
    return value;
}

QByteArray tablePath(const QString &table)
{
    const QByteArray utf8 = table.toUtf8();
    const qsizetype colon = utf8.indexOf(':');
    if (colon < 0) {
        return '/' + percentEncode(utf8);
    }
    return '/' + percentEncode(utf8.first(colon)) + ':' + percentEncode(utf8.sliced(colon + 1));
}

QUrl makeUrl(QByteArrayView encodedBase, QByteArrayView encodedPath, QByteArrayView encodedQuery)
{
    QByteArray all = encodedBase.toByteArray() + encodedPath.toByteArray();
    if (!encodedQuery.isEmpty()) {
        all += '?' + encodedQuery.toByteArray();
    }
    return QUrl::fromEncoded(all, QUrl::StrictMode);
}

QString displayKey(QByteArrayView key)
{
    if (isValidUtf8(key)) {
        return QString::fromUtf8(key);
    }
    return QStringLiteral("0x") + QString::fromLatin1(key.toByteArray().toHex());
}

} // namespace Ei::Core::RestPath
