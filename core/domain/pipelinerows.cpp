#include "pipelinerows.h"

#include <cstdio>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <core/domain/cellcodec.h>
#include <core/domain/rowkey.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::PipelineRows)
};

QList<QByteArrayView> splitOn(QByteArrayView line, char sep)
{
    QList<QByteArrayView> out;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= line.size(); ++i) {
        if (i == line.size() || line[i] == sep) {
            out.append(line.sliced(start, i - start));
            start = i + 1;
        }
    }
    return out;
}

QByteArrayView chompNewline(QByteArrayView line)
{
    while (!line.isEmpty() && (line.back() == '\n' || line.back() == '\r')) {
        line.chop(1);
    }
    return line;
}

void appendString(QByteArray &out, const QString &s)
{
    out += '"';
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t c = s[i].unicode();
        switch (c) {
        case u'"':
            out += "\\\"";
            break;
        case u'\\':
            out += "\\\\";
            break;
        case u'\n':
            out += "\\n";
            break;
        case u'\r':
            out += "\\r";
            break;
        case u'\t':
            out += "\\t";
            break;
        case u'\b':
            out += "\\b";
            break;
        case u'\f':
            out += "\\f";
            break;
        default:
            if (c < 0x20 || c > 0x7e) {
                // Python escapes every non-ASCII UTF-16 unit, surrogate halves one by one.
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(c));
                out += buf;
            } else {
                out += char(c);
            }
        }
    }
    out += '"';
}

void appendValue(QByteArray &out, const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out += "null";
        break;
    case QJsonValue::Bool:
        out += v.toBool() ? "true" : "false";
        break;
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (d == double(v.toInteger())) {
            out += QByteArray::number(v.toInteger());
        } else {
            out += QByteArray::number(d, 'g', 17);
        }
        break;
    }
    case QJsonValue::String:
        appendString(out, v.toString());
        break;
    case QJsonValue::Array: {
        out += '[';
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (i) {
                out += ", ";
            }
            appendValue(out, a[i]);
        }
        out += ']';
        break;
    }
    case QJsonValue::Object: {
        out += '{';
        const QJsonObject o = v.toObject();
        bool first = true;
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!first) {
                out += ", ";
            }
            first = false;
            appendString(out, it.key());
            out += ": ";
            appendValue(out, it.value());
        }
        out += '}';
        break;
    }
    }
}

QString text(QByteArrayView v)
{
    return QString::fromUtf8(v);
}

} // namespace

QByteArray pythonJsonDumps(const QJsonValue &value)
{
    QByteArray out;
    appendValue(out, value);
    return out;
}

Result<CdxLine> parseCdxLine(QByteArrayView line)
{
    const QList<QByteArrayView> f = splitOn(chompNewline(line), ' ');
    if (f.size() != 11) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("a CDX line has 11 space-separated fields, this one has %1").arg(f.size()));
    }
    CdxLine c;
    c.surt = f[0].toByteArray();
    c.dt = f[1].toByteArray();
    c.url = f[2].toByteArray();
    c.mime = f[3].toByteArray();
    c.status = f[4].toByteArray();
    c.digest = f[5].toByteArray();
    bool okSize = false;
    bool okOffset = false;
    c.compressedSize = f[8].toLongLong(&okSize);
    c.offset = f[9].toLongLong(&okOffset);
    c.warc = f[10].toByteArray();
    if (!okSize || !okOffset) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the CDX line's c_size and offset must be numbers"));
    }
    if (!Sha1::fromBase32(c.digest)) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the CDX digest '%1' is not a base32 SHA-1").arg(text(c.digest)));
    }
    return c;
}

Result<Row> backfillRow(const CdxLine &cdx)
{
    const auto sha1 = Sha1::fromBase32(cdx.digest);
    if (!sha1) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the CDX digest '%1' is not a base32 SHA-1").arg(text(cdx.digest)));
    }
    if (cdx.dt.size() != 14) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the CDX timestamp '%1' is not YYYYMMDDhhmmss").arg(text(cdx.dt)));
    }
    const QByteArray &dt = cdx.dt;
    const QString iso = QStringLiteral("%1-%2-%3T%4:%5:%6")
                            .arg(text(dt.first(4)), text(dt.sliced(4, 2)), text(dt.sliced(6, 2)),
                                 text(dt.sliced(8, 2)), text(dt.sliced(10, 2)), text(dt.sliced(12, 2)));
    const qsizetype slash = cdx.warc.lastIndexOf('/');
    const QJsonObject fc{{QStringLiteral("c"), 1},
                         {QStringLiteral("d"), iso},
                         {QStringLiteral("f"), text(slash < 0 ? cdx.warc : cdx.warc.mid(slash + 1))},
                         {QStringLiteral("o"), cdx.offset},
                         {QStringLiteral("u"), text(cdx.url)}};
    const QJsonObject fileCdx{
        {QStringLiteral("c_size"), cdx.compressedSize}, {QStringLiteral("dt"), text(cdx.dt)},
        {QStringLiteral("offset"), cdx.offset},         {QStringLiteral("surt"), text(cdx.surt)},
        {QStringLiteral("url"), text(cdx.url)},         {QStringLiteral("warc"), text(cdx.warc)}};
    Row row;
    row.key = encodeRowKey(*sha1, KeyFormat::Sha1B32Prefixed);
    row.cells = {Cell{"f:c", Cell::kNoTimestamp, pythonJsonDumps(fc)},
                 Cell{"file:mime", Cell::kNoTimestamp, cdx.mime},
                 Cell{"file:cdx", Cell::kNoTimestamp, pythonJsonDumps(fileCdx)}};
    return row;
}

Result<Row> rowFromUngrobidedLine(QByteArrayView line)
{
    const QList<QByteArrayView> f = splitOn(chompNewline(line), '\t');
    if (f.size() != 4) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("an ungrobided line has 4 tab-separated fields (key, f:c, file:mime, file:cdx), "
                           "this one has %1")
                        .arg(f.size()));
    }
    Row row;
    row.key = f[0].toByteArray();
    row.cells = {Cell{"f:c", Cell::kNoTimestamp, f[1].toByteArray()},
                 Cell{"file:mime", Cell::kNoTimestamp, f[2].toByteArray()},
                 Cell{"file:cdx", Cell::kNoTimestamp, f[3].toByteArray()}};
    return row;
}

Result<Row> rowFromGrobidMetadataLine(QByteArrayView line)
{
    const QList<QByteArrayView> f = splitOn(chompNewline(line), '\t');
    if (f.size() != 5) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("a GROBID metadata line has 5 tab-separated fields (key, file:cdx, file:mime, "
                           "file:size, grobid0:metadata), this one has %1")
                        .arg(f.size()));
    }
    bool ok = false;
    const qint64 size = f[3].toLongLong(&ok);
    if (!ok) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the file size '%1' is not a number").arg(text(f[3])));
    }
    Row row;
    row.key = f[0].toByteArray();
    row.cells = {Cell{"file:cdx", Cell::kNoTimestamp, f[1].toByteArray()},
                 Cell{"file:mime", Cell::kNoTimestamp, f[2].toByteArray()},
                 Cell{"file:size", Cell::kNoTimestamp, encodeInt64Be(size)},
                 Cell{"grobid0:metadata", Cell::kNoTimestamp, f[4].toByteArray()}};
    return row;
}

} // namespace Ei::Core
