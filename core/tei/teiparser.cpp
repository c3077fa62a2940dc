// parseTei: one UTF-8 decode, one TeiReader pass (teireader.h), then one walk that turns the
// recorded UTF-16 offsets into byte offsets and line/column. Also the coords attribute parser.
#include <algorithm>
#include <vector>

#include <QCoreApplication>

#include "teidocument.h"
#include "teireader.h"

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::TeiParser)
};

// Fills byte offsets and line/column for every recorded range in one walk over the text.
void resolvePositions(const QString &text, qsizetype byteBase, TeiDocument &doc)
{
    std::vector<TeiSourceRange *> ranges;
    ranges.reserve(size_t(doc.elements.size() + doc.outline.size() + doc.references.size() +
                          doc.figures.size() + doc.formulas.size() + doc.notes.size()));
    for (auto &e : doc.elements) {
        ranges.push_back(&e.source);
    }
    for (auto &e : doc.outline) {
        ranges.push_back(&e.source);
    }
    for (auto &e : doc.references) {
        ranges.push_back(&e.source);
    }
    for (auto &e : doc.figures) {
        ranges.push_back(&e.source);
    }
    for (auto &e : doc.formulas) {
        ranges.push_back(&e.source);
    }
    for (auto &e : doc.notes) {
        ranges.push_back(&e.source);
    }
    struct Point
    {
        qsizetype offset;
        TeiSourceRange *range;
        bool isEnd;
    };
    std::vector<Point> points;
    points.reserve(ranges.size() * 2);
    for (TeiSourceRange *r : ranges) {
        if (r->begin >= 0) {
            points.push_back({r->begin, r, false});
        }
        if (r->end >= 0) {
            points.push_back({r->end, r, true});
        }
    }
    std::sort(points.begin(), points.end(),
              [](const Point &a, const Point &b) { return a.offset < b.offset; });
    qsizetype pos = 0, bytes = 0, lineStart = 0;
    int line = 1;
    const QChar *data = text.constData();
    const qsizetype n = text.size();
    for (const Point &p : points) {
        const qsizetype target = std::min(p.offset, n);
        for (; pos < target; ++pos) {
            const char16_t c = data[pos].unicode();
            if (c < 0x80) {
                bytes += 1;
                if (c == u'\n') {
                    ++line;
                    lineStart = pos + 1;
                }
            } else if (c < 0x800) {
                bytes += 2;
            } else if (QChar::isHighSurrogate(c) && pos + 1 < n &&
                       QChar::isLowSurrogate(data[pos + 1].unicode())) {
                bytes += 4;
                ++pos; // the pair is one 4-byte sequence
            } else {
                bytes += 3;
            }
        }
        if (p.isEnd) {
            p.range->byteEnd = byteBase + bytes;
        } else {
            p.range->byteBegin = byteBase + bytes;
            p.range->line = line;
            p.range->column = int(p.offset - lineStart) + 1;
        }
    }
}

// GROBID writes plain decimals ("89.87", "-0.5"); parse them without QString::toDouble's
// generality, which dominated the coords path. Anything unusual falls back to toDouble.
double parseCoordNumber(QStringView s, bool *ok)
{
    s = s.trimmed();
    const qsizetype n = s.size();
    qsizetype i = 0;
    bool negative = false;
    if (i < n && (s[i] == u'-' || s[i] == u'+')) {
        negative = s[i] == u'-';
        ++i;
    }
    double value = 0;
    int digits = 0;
    while (i < n && s[i].unicode() >= u'0' && s[i].unicode() <= u'9') {
        value = value * 10 + (s[i].unicode() - u'0');
        ++i;
        ++digits;
    }
    if (i < n && s[i] == u'.') {
        ++i;
        double scale = 0.1;
        while (i < n && s[i].unicode() >= u'0' && s[i].unicode() <= u'9') {
            value += (s[i].unicode() - u'0') * scale;
            scale *= 0.1;
            ++i;
            ++digits;
        }
    }
    if (i != n || digits == 0 || digits > 15) {
        return s.toDouble(ok);
    }
    *ok = true;
    return negative ? -value : value;
}

} // namespace

QList<TeiBox> parseCoords(QStringView coords)
{
    QList<TeiBox> boxes;
    if (coords.isEmpty()) {
        return boxes;
    }
    boxes.reserve(coords.count(u';') + 1);
    const QChar *p = coords.data();
    const QChar *const end = p + coords.size();
    while (p < end) {
        const QChar *boxEnd = p;
        while (boxEnd < end && *boxEnd != u';') {
            ++boxEnd;
        }
        double v[5];
        int count = 0;
        bool ok = true;
        const QChar *q = p;
        while (ok && q <= boxEnd && count < 6) {
            const QChar *numEnd = q;
            while (numEnd < boxEnd && *numEnd != u',') {
                ++numEnd;
            }
            if (count == 5) {
                ok = false; // a sixth number
                break;
            }
            v[count++] = parseCoordNumber(QStringView(q, numEnd), &ok);
            q = numEnd + 1;
        }
        if (ok && count == 5 && v[0] >= 1 && v[3] >= 0 && v[4] >= 0) {
            boxes.append(TeiBox{int(v[0]), QRectF(v[1], v[2], v[3], v[4])});
        }
        p = boxEnd + 1;
    }
    return boxes;
}

Result<TeiDocument> parseTei(const QByteArray &xml, const TeiParseOptions &options)
{
    QByteArrayView bytes(xml);
    qsizetype byteBase = 0;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        bytes = bytes.sliced(3);
        byteBase = 3;
    }
    if (bytes.trimmed().isEmpty()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the TEI XML is empty (%1 bytes)").arg(xml.size()));
    }
    const QString text = QString::fromUtf8(bytes);
    TeiDocument doc;
    Internal::Tei::TeiReader reader(text, options, doc);
    if (!reader.run()) {
        return fail(ErrorKind::InvalidInput, reader.fatal());
    }
    resolvePositions(text, byteBase, doc);
    return doc;
}

} // namespace Ei::Core
