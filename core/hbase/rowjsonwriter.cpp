// appendRowsFileLine: the hot path of rows.jsonl writing (exports, snapshots). It writes exactly what
// QJsonDocument makes of rowToJson's object in compact form: members sorted by name ("Cell"
// before "key"; "$", "column", "timestamp" in a cell), base64 strings (which need no escaping) and
// integer timestamps.
#include <core/hbase/cellset.h>

namespace Ei::Core {
namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// Standard padded base64 of `data`, appended.
void appendBase64(QByteArray &out, const QByteArray &data)
{
    const auto *in = reinterpret_cast<const unsigned char *>(data.constData());
    const qsizetype n = data.size();
    const qsizetype at = out.size();
    out.resize(at + (n + 2) / 3 * 4);
    char *o = out.data() + at;
    qsizetype i = 0;
    for (; i + 3 <= n; i += 3) {
        const quint32 v = (quint32(in[i]) << 16) | (quint32(in[i + 1]) << 8) | in[i + 2];
        *o++ = kAlphabet[(v >> 18) & 63];
        *o++ = kAlphabet[(v >> 12) & 63];
        *o++ = kAlphabet[(v >> 6) & 63];
        *o++ = kAlphabet[v & 63];
    }
    if (i < n) {
        const quint32 v = (quint32(in[i]) << 16) | (i + 1 < n ? quint32(in[i + 1]) << 8 : 0);
        *o++ = kAlphabet[(v >> 18) & 63];
        *o++ = kAlphabet[(v >> 12) & 63];
        *o++ = i + 1 < n ? kAlphabet[(v >> 6) & 63] : '=';
        *o++ = '=';
    }
}

} // namespace

void appendRowsFileLine(QByteArray &out, const Row &row)
{
    out.append("{\"Cell\":[");
    bool first = true;
    for (const Cell &c : row.cells) {
        out.append(first ? "{\"$\":\"" : ",{\"$\":\"");
        first = false;
        appendBase64(out, c.value);
        out.append("\",\"column\":\"");
        appendBase64(out, c.column);
        out.append('"');
        if (c.timestamp != Cell::kNoTimestamp) {
            out.append(",\"timestamp\":");
            out.append(QByteArray::number(c.timestamp));
        }
        out.append('}');
    }
    out.append("],\"key\":\"");
    appendBase64(out, row.key);
    out.append("\"}");
}

} // namespace Ei::Core
