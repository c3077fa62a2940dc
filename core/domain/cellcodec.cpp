#include "cellcodec.h"

#include <cmath>

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTimeZone>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::CellCodec)
};

// Display strings are one line; the full value is in json.
constexpr qsizetype kDisplayChars = 512;

bool isUtf8Text(QByteArrayView v)
{
    if (!QUtf8StringView(v).isValidUtf8()) {
        return false;
    }
    for (char c : v) {
        const auto u = quint8(c);
        if ((u < 0x20 && u != '\t' && u != '\n' && u != '\r') || u == 0x7f) {
            return false;
        }
    }
    return true;
}

QString oneLine(QString text)
{
    if (text.size() > kDisplayChars) {
        text.truncate(kDisplayChars);
        text += QStringLiteral("…");
    }
    for (QChar &c : text) {
        if (c == u'\n' || c == u'\r' || c == u'\t') {
            c = u' ';
        }
    }
    return text;
}

QByteArrayView trimmedBytes(QByteArrayView v)
{
    qsizetype b = 0;
    qsizetype e = v.size();
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (b < e && space(v[b])) {
        ++b;
    }
    while (e > b && space(v[e - 1])) {
        --e;
    }
    return v.sliced(b, e - b);
}

QJsonObject bytesJson(QByteArrayView value)
{
    return QJsonObject{{QStringLiteral("$hex"), QString::fromLatin1(value.toByteArray().toHex())},
                       {QStringLiteral("$size"), qint64(value.size())}};
}

// The fallback for a cell that does not match its type: text if it reads as text, else hex.
DecodedValue fallback(ColumnType declared, QByteArrayView value, QString problem)
{
    DecodedValue d;
    d.declared = declared;
    d.problem = std::move(problem);
    if (isUtf8Text(value)) {
        d.type = ColumnType::Utf8;
        d.display = oneLine(QString::fromUtf8(value));
        d.json = QJsonObject{{QStringLiteral("$error"), d.problem},
                             {QStringLiteral("$text"), QString::fromUtf8(value)}};
    } else {
        d.type = ColumnType::Bytes;
        d.display = hexPreview(value);
        QJsonObject o = bytesJson(value);
        o.insert(QStringLiteral("$error"), d.problem);
        d.json = o;
    }
    return d;
}

DecodedValue decodeJson(ColumnType declared, QByteArrayView value)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(value.toByteArray(), &err);
    if (err.error != QJsonParseError::NoError) {
        return fallback(declared, value,
                        Tr::tr("not valid JSON at byte %1 (%2)").arg(err.offset).arg(err.errorString()));
    }
    DecodedValue d;
    d.declared = declared;
    d.type = ColumnType::Json;
    if (doc.isObject()) {
        d.json = doc.object();
    } else if (doc.isArray()) {
        d.json = doc.array();
    }
    d.display = oneLine(QString::fromUtf8(doc.toJson(QJsonDocument::Compact)));
    return d;
}

DecodedValue decodeText(ColumnType declared, ColumnType as, QByteArrayView value)
{
    if (!QUtf8StringView(value).isValidUtf8()) {
        return fallback(declared, value, Tr::tr("not valid UTF-8 text"));
    }
    DecodedValue d;
    d.declared = declared;
    d.type = as;
    const QString text = QString::fromUtf8(value);
    d.display = oneLine(text);
    d.json = text;
    return d;
}

DecodedValue decodeInt64(ColumnType declared, QByteArrayView value)
{
    const auto n = decodeInt64Be(value);
    if (!n) {
        return fallback(
            declared, value,
            Tr::tr("an 8-byte big-endian integer was expected, the cell has %1 bytes").arg(value.size()));
    }
    DecodedValue d;
    d.declared = declared;
    d.type = ColumnType::Int64Be;
    d.display = QString::number(*n);
    d.json = *n;
    return d;
}

std::optional<qint64> parseDecimalInteger(QByteArrayView v)
{
    if (v.isEmpty() || v.size() > 20) {
        return std::nullopt;
    }
    bool ok = false;
    const qint64 n = v.toLongLong(&ok, 10);
    return ok ? std::optional(n) : std::nullopt;
}

DecodedValue decodeDecimal(ColumnType declared, QByteArrayView value)
{
    const QByteArrayView t = trimmedBytes(value);
    DecodedValue d;
    d.declared = declared;
    d.type = ColumnType::DecimalUtf8;
    if (const auto n = parseDecimalInteger(t)) {
        d.display = QString::number(*n);
        d.json = *n;
        return d;
    }
    bool ok = false;
    const double x = t.toDouble(&ok);
    if (!ok || !std::isfinite(x) || t.isEmpty()) {
        return fallback(declared, value, Tr::tr("a base-10 number written as text was expected"));
    }
    d.display = QString::fromLatin1(t.toByteArray());
    d.json = x;
    return d;
}

DecodedValue decodeUnixTime(ColumnType declared, QByteArrayView value)
{
    const auto n = parseDecimalInteger(trimmedBytes(value));
    if (!n) {
        return fallback(declared, value, Tr::tr("a unix time written as base-10 text was expected"));
    }
    // Seconds until the year 5138; values above that are milliseconds (Java's currentTimeMillis).
    const bool millis = *n > 100'000'000'000LL || *n < -100'000'000'000LL;
    const QDateTime t = millis ? QDateTime::fromMSecsSinceEpoch(*n, QTimeZone::UTC)
                               : QDateTime::fromSecsSinceEpoch(*n, QTimeZone::UTC);
    DecodedValue d;
    d.declared = declared;
    d.type = ColumnType::UnixTimeUtf8;
    const QString iso = t.toString(millis ? Qt::ISODateWithMs : Qt::ISODate);
    d.display = QStringLiteral("%1 (%2)").arg(iso).arg(*n);
    d.json = QJsonObject{{QStringLiteral("unix"), *n}, {QStringLiteral("utc"), iso}};
    return d;
}

DecodedValue decodeBytes(ColumnType declared, ColumnType as, QByteArrayView value)
{
    DecodedValue d;
    d.declared = declared;
    d.type = as;
    d.display = hexPreview(value);
    d.json = bytesJson(value);
    return d;
}

} // namespace

std::optional<qint64> decodeInt64Be(QByteArrayView value)
{
    if (value.size() != 8) {
        return std::nullopt;
    }
    quint64 n = 0;
    for (char c : value) {
        n = (n << 8) | quint8(c);
    }
    return qint64(n);
}

QByteArray encodeInt64Be(qint64 value)
{
    QByteArray out(8, Qt::Uninitialized);
    auto n = quint64(value);
    for (int i = 7; i >= 0; --i) {
        out[i] = char(n & 0xff);
        n >>= 8;
    }
    return out;
}

QString hexPreview(QByteArrayView value, qsizetype maxBytes)
{
    const bool cut = value.size() > maxBytes;
    QString hex = QString::fromLatin1(value.first(cut ? maxBytes : value.size()).toByteArray().toHex());
    if (cut) {
        hex += QStringLiteral("…");
    }
    return Tr::tr("%1 (%2 bytes)").arg(hex).arg(value.size());
}

ColumnType sniffType(QByteArrayView value)
{
    const QByteArrayView t = trimmedBytes(value);
    if (t.isEmpty()) {
        return ColumnType::Utf8;
    }
    if ((t.front() == '{' && t.back() == '}') || (t.front() == '[' && t.back() == ']')) {
        QJsonParseError err{};
        QJsonDocument::fromJson(t.toByteArray(), &err);
        if (err.error == QJsonParseError::NoError) {
            return ColumnType::Json;
        }
    }
    if (t.front() == '<' && t.back() == '>' && isUtf8Text(value)) {
        return ColumnType::XmlTei;
    }
    // HBase Bytes.toBytes(long) values are 8 bytes that rarely read as text.
    if (value.size() == 8 && !isUtf8Text(value)) {
        return ColumnType::Int64Be;
    }
    if (isUtf8Text(value)) {
        return ColumnType::Utf8;
    }
    return ColumnType::Bytes;
}

DecodedValue decodeCell(ColumnType type, QByteArrayView value)
{
    switch (type) {
    case ColumnType::Auto: {
        DecodedValue d = decodeCell(sniffType(value), value);
        d.declared = ColumnType::Auto;
        return d;
    }
    case ColumnType::Json:
        return decodeJson(type, value);
    case ColumnType::Int64Be:
        return decodeInt64(type, value);
    case ColumnType::Utf8:
    case ColumnType::XmlTei:
        return decodeText(type, type, value);
    case ColumnType::DecimalUtf8:
        return decodeDecimal(type, value);
    case ColumnType::UnixTimeUtf8:
        return decodeUnixTime(type, value);
    case ColumnType::Bytes:
    case ColumnType::VectorBytes:
        return decodeBytes(type, type, value);
    }
    return decodeBytes(type, ColumnType::Bytes, value);
}

DecodedValue decodeCell(const Profile &profile, QByteArrayView column, QByteArrayView value)
{
    return decodeCell(profile.typeOf(column), value);
}

Result<QByteArray> encodeCellValue(ColumnType type, QStringView text, QByteArrayView column)
{
    const QString col = column.isEmpty() ? Tr::tr("the value") : QString::fromUtf8(column);
    auto bad = [&](const QString &expected) {
        return fail(
            ErrorKind::InvalidInput,
            Tr::tr("'%1' is not a valid value for %2: expected %3").arg(text.toString(), col, expected));
    };
    switch (type) {
    case ColumnType::Int64Be: {
        bool ok = false;
        const qint64 n = text.trimmed().toLongLong(&ok, 10);
        if (!ok) {
            return bad(Tr::tr("a whole number (stored as an 8-byte big-endian integer)"));
        }
        return encodeInt64Be(n);
    }
    case ColumnType::Json: {
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &err);
        if (err.error != QJsonParseError::NoError || doc.isNull()) {
            return bad(
                Tr::tr("a JSON object or array (%1 at byte %2)").arg(err.errorString()).arg(err.offset));
        }
        return doc.toJson(QJsonDocument::Compact);
    }
    case ColumnType::DecimalUtf8: {
        const QString t = text.trimmed().toString();
        bool ok = false;
        const double x = t.toDouble(&ok);
        if (!ok || !std::isfinite(x)) {
            return bad(Tr::tr("a base-10 number"));
        }
        return t.toUtf8();
    }
    case ColumnType::UnixTimeUtf8: {
        const QString t = text.trimmed().toString();
        bool ok = false;
        t.toLongLong(&ok, 10);
        if (ok) {
            return t.toUtf8();
        }
        const QDateTime dt = QDateTime::fromString(t, Qt::ISODate);
        if (!dt.isValid()) {
            return bad(Tr::tr("seconds since 1970 or an ISO-8601 date-time"));
        }
        return QByteArray::number(dt.toSecsSinceEpoch());
    }
    case ColumnType::Bytes:
    case ColumnType::VectorBytes: {
        QString t = text.trimmed().toString();
        if (t.startsWith(QLatin1StringView("hex:"), Qt::CaseInsensitive)) {
            t = t.sliced(4);
        }
        t.remove(u' ');
        const QByteArray latin = t.toLatin1();
        const bool hex =
            latin.size() % 2 == 0 && std::ranges::all_of(latin, [](char c) {
                return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            });
        if (!hex || t.size() != latin.size()) {
            return bad(Tr::tr("hex digits (optionally prefixed with hex:)"));
        }
        return QByteArray::fromHex(latin);
    }
    case ColumnType::Utf8:
    case ColumnType::XmlTei:
    case ColumnType::Auto:
        return text.toUtf8();
    }
    return text.toUtf8();
}

Result<QByteArray> encodeCellValue(const Profile &profile, QByteArray column, QString text)
{
    if (column.indexOf(':') <= 0) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("'%1' is not a column: expected family:qualifier").arg(QString::fromUtf8(column)));
    }
    const QByteArray family = column.left(column.indexOf(':'));
    if (!profile.families.isEmpty() && !profile.families.contains(family)) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("'%1' is not a column family of this table (profile %2 has %3)")
                        .arg(QString::fromUtf8(family), profile.name,
                             QString::fromUtf8(QByteArrayList(profile.families).join(", "))));
    }
    return encodeCellValue(profile.typeOf(column), text, column);
}

} // namespace Ei::Core
