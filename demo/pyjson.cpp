#include "pyjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Ei::Demo {
namespace {

void appendString(QByteArray &out, const QString &s)
{
    static constexpr char hex[] = "0123456789abcdef";
    out.append('"');
    for (QChar qc : s) {
        const char16_t c = qc.unicode();
        switch (c) {
        case u'"':
            out.append("\\\"");
            break;
        case u'\\':
            out.append("\\\\");
            break;
        case u'\n':
            out.append("\\n");
            break;
        case u'\r':
            out.append("\\r");
            break;
        case u'\t':
            out.append("\\t");
            break;
        default:
            if (c < 0x20 || c > 0x7e) {
                out.append("\\u");
                out.append(hex[(c >> 12) & 15]);
                out.append(hex[(c >> 8) & 15]);
                out.append(hex[(c >> 4) & 15]);
                out.append(hex[c & 15]);
            } else {
                out.append(char(c));
            }
        }
    }
    out.append('"');
}

void append(QByteArray &out, const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out.append("null");
        break;
    case QJsonValue::Bool:
        out.append(v.toBool() ? "true" : "false");
        break;
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (d == double(qint64(d))) {
            out.append(QByteArray::number(qint64(d)));
        } else {
            out.append(QByteArray::number(d, 'g', 17));
        }
        break;
    }
    case QJsonValue::String:
        appendString(out, v.toString());
        break;
    case QJsonValue::Array: {
        out.append('[');
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (i > 0) {
                out.append(", ");
            }
            append(out, a.at(i));
        }
        out.append(']');
        break;
    }
    case QJsonValue::Object: {
        out.append('{');
        const QJsonObject o = v.toObject();
        bool first = true;
        for (auto it = o.begin(); it != o.end(); ++it) { // QJsonObject iterates in key order
            if (!first) {
                out.append(", ");
            }
            first = false;
            appendString(out, it.key());
            out.append(": ");
            append(out, it.value());
        }
        out.append('}');
        break;
    }
    }
}

} // namespace

QByteArray pythonJsonDumps(const QJsonValue &value)
{
    QByteArray out;
    append(out, value);
    return out;
}

QByteArray compactJson(const QJsonValue &value)
{
    if (value.isArray()) {
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    }
    return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
}

} // namespace Ei::Demo
