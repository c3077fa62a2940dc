#include "genericrowjson.h"

#include <QString>
#include <QStringDecoder>

#include "jsonwriting.h"

namespace Ei::Core {

using namespace Internal;

namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

bool isAsciiText(QByteArrayView bytes)
{
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x7f || (u < 0x20 && c != '\t' && c != '\n' && c != '\r')) {
            return false;
        }
    }
    return true;
}

// The escapes of QJsonDocument's writer: \" \\ \b \f \n \r \t, other controls as \u00xx,
// everything else (also DEL) as is.
void appendEscapedAscii(QByteArray &out, QByteArrayView bytes)
{
    qsizetype runStart = 0;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto u = static_cast<unsigned char>(bytes[i]);
        if (u >= 0x20 && u != '"' && u != '\\') {
            continue;
        }
        out.append(bytes.sliced(runStart, i - runStart));
        runStart = i + 1;
        switch (u) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\b':
            out.append("\\b");
            break;
        case '\f':
            out.append("\\f");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        default: {
            const char escaped[] = {'\\', 'u', '0', '0', kHexDigits[u >> 4], kHexDigits[u & 0xf]};
            out.append(escaped, sizeof escaped);
        }
        }
    }
    out.append(bytes.sliced(runStart));
}

// A JSON string of text that isGenericJsonText accepted. Non-ASCII text takes the way through
// QString that QJsonDocument took, so whatever the UTF-8 decoder does (e.g. with a BOM) stays the
// same; multi-byte sequences need no escaping.
void appendTextString(QByteArray &out, QByteArrayView text)
{
    out.append('"');
    if (isAsciiText(text)) {
        appendEscapedAscii(out, text);
    } else {
        appendEscapedAscii(out, QString::fromUtf8(text).toUtf8());
    }
    out.append('"');
}

void appendBase64String(QByteArray &out, QByteArrayView bytes)
{
    out.append('"');
    appendBase64(out, bytes);
    out.append('"');
}

void appendHexString(QByteArray &out, QByteArrayView bytes)
{
    out.append('"');
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        const char pair[] = {kHexDigits[u >> 4], kHexDigits[u & 0xf]};
        out.append(pair, 2);
    }
    out.append('"');
}

// Cuts at most `limit` bytes without splitting a UTF-8 sequence.
QByteArrayView utf8Prefix(QByteArrayView bytes, qsizetype limit)
{
    qsizetype end = std::min(limit, bytes.size());
    while (end > 0 && end < bytes.size() && (static_cast<unsigned char>(bytes[end]) & 0xC0) == 0x80) {
        --end;
    }
    return bytes.first(end);
}

// The inside of a JSON string of ASCII text (isAsciiText), escaped as appendEscapedAscii does; at
// most two characters per byte. nullptr as soon as a byte shows that `bytes` is not ASCII text.
char *writeEscapedAsciiText(char *dst, QByteArrayView bytes)
{
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f) {
            if (u == '"' || u == '\\') {
                *dst++ = '\\';
            }
            *dst++ = c;
        } else if (c == '\t') {
            dst = writeLiteral(dst, "\\t");
        } else if (c == '\n') {
            dst = writeLiteral(dst, "\\n");
        } else if (c == '\r') {
            dst = writeLiteral(dst, "\\r");
        } else {
            return nullptr;
        }
    }
    return dst;
}

// `member` (e.g. ,"value":) and the JSON string of `text` in one pass when `text` is ASCII text,
// the common case; false, with `out` unchanged, when it is not (the caller takes the general way).
template<std::size_t N>
bool appendAsciiTextMember(QByteArray &out, const char (&member)[N], QByteArrayView text)
{
    const qsizetype at = out.size();
    char *dst = writeLiteral(makeRoom(out, qsizetype(N) + 2 * text.size() + 2), member);
    *dst++ = '"';
    dst = writeEscapedAsciiText(dst, text);
    if (!dst) {
        out.resize(at);
        return false;
    }
    *dst++ = '"';
    finishWriting(out, dst);
    return true;
}

void appendKeyMember(QByteArray &out, QByteArrayView key)
{
    if (appendAsciiTextMember(out, "\"key\":", key)) {
        return;
    }
    if (isGenericJsonText(key)) {
        out.append("\"key\":");
        appendTextString(out, key);
    } else {
        out.append("\"key_b64\":");
        appendBase64String(out, key);
    }
}

// One cell object; members in QJsonObject's (sorted) order: column|column_b64, size, timestamp,
// truncated, value|value_b64|value_hex.
void appendCell(QByteArray &out, const Cell &cell, bool full)
{
    if (appendAsciiTextMember(out, "{\"column\":", cell.column)) {
        // done in one pass
    } else if (isGenericJsonText(cell.column)) {
        out.append("{\"column\":");
        appendTextString(out, cell.column);
    } else {
        out.append("{\"column_b64\":");
        appendBase64String(out, cell.column);
    }
    const bool cut = !full && cell.value.size() > kGenericJsonTruncateAt;
    char *dst = makeRoom(out, 2 * kMaxDecimalSize + 64); // the members below, numbers at their longest
    if (cut) {
        dst = writeDecimal(writeLiteral(dst, ",\"size\":"), cell.value.size());
    }
    if (cell.timestamp != Cell::kNoTimestamp) {
        dst = writeDecimal(writeLiteral(dst, ",\"timestamp\":"), cell.timestamp);
    }
    if (cut) {
        dst = writeLiteral(dst, ",\"truncated\":true");
    }
    finishWriting(out, dst);
    const QByteArrayView value(cell.value);
    // A cut value is judged as a whole, so only an uncut one takes the one-pass way.
    if (!cut && appendAsciiTextMember(out, ",\"value\":", value)) {
        // done in one pass
    } else if (isGenericJsonText(value)) {
        out.append(",\"value\":");
        appendTextString(out, cut ? utf8Prefix(value, kGenericJsonTruncateAt) : value);
    } else if (value.size() <= 64) {
        out.append(",\"value_hex\":");
        appendHexString(out, value);
    } else {
        out.append(",\"value_b64\":");
        appendBase64String(out, cut ? value.first(kGenericJsonTruncateAt) : value);
    }
    out.append('}');
}

} // namespace

bool isGenericJsonText(QByteArrayView bytes)
{
    if (isAsciiText(bytes)) {
        return true;
    }
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t' && c != '\n' && c != '\r') || u == 0x7f) {
            return false;
        }
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    return !decoder.hasError();
}

void appendGenericRowJson(QByteArray &out, const Row &row, bool full, const QSet<QByteArray> &onlyColumns)
{
    out.append("{\"cells\":[");
    bool first = true;
    for (const Cell &cell : row.cells) {
        if (!onlyColumns.isEmpty() && !onlyColumns.contains(cell.column) &&
            !onlyColumns.contains(cell.family())) {
            continue;
        }
        if (!first) {
            out.append(',');
        }
        first = false;
        appendCell(out, cell, full);
    }
    out.append("],");
    appendKeyMember(out, row.key);
    out.append('}');
}

void appendGenericKeyJson(QByteArray &out, QByteArrayView key)
{
    out.append('{');
    appendKeyMember(out, key);
    out.append('}');
}

} // namespace Ei::Core
