#include "xmlpretty.h"

#include <algorithm>
#include <functional>

namespace Ei::Ui {

namespace {
qint64 mapThrough(const QList<qint64> &from, const QList<qint64> &to, qint64 offset)
{
    if (from.isEmpty()) {
        return offset;
    }
    auto it = std::upper_bound(from.begin(), from.end(), offset);
    if (it == from.begin()) {
        return std::max<qint64>(0, to.first() - (from.first() - offset));
    }
    const auto i = std::distance(from.begin(), it) - 1;
    return to[i] + (offset - from[i]);
}
} // namespace

qint64 PrettyXml::toPretty(qint64 sourceOffset) const
{
    return mapThrough(sourceAnchors, prettyAnchors, sourceOffset);
}

qint64 PrettyXml::toSource(qint64 prettyOffset) const
{
    return mapThrough(prettyAnchors, sourceAnchors, prettyOffset);
}

PrettyXml prettyPrintXml(const QString &xml, int indent, const std::function<bool()> &cancelled)
{
    PrettyXml out;
    out.text.reserve(xml.size() + xml.size() / 4);
    int depth = 0;
    qint64 pos = 0;
    const qint64 n = xml.size();
    const auto newline = [&](int level) {
        if (!out.text.isEmpty()) {
            out.text += u'\n';
        }
        out.text += QString(std::max(0, level) * indent, u' ');
    };
    qint64 steps = 0;
    while (pos < n) {
        if ((++steps & 0xfff) == 0 && cancelled && cancelled()) {
            break;
        }
        if (xml.at(pos) == u'<') {
            // A markup token: comment, CDATA, processing instruction, end, start or empty tag.
            qint64 end = -1;
            if (xml.mid(pos, 4) == u"<!--") {
                end = xml.indexOf(u"-->", pos + 4);
                end = end < 0 ? n : end + 3;
            } else if (xml.mid(pos, 9) == u"<![CDATA[") {
                end = xml.indexOf(u"]]>", pos + 9);
                end = end < 0 ? n : end + 3;
            } else {
                end = xml.indexOf(u'>', pos);
                end = end < 0 ? n : end + 1;
            }
            const QStringView token = QStringView(xml).mid(pos, end - pos);
            const bool closing = token.startsWith(u"</");
            const bool selfContained =
                token.endsWith(u"/>") || token.startsWith(u"<?") || token.startsWith(u"<!");
            if (closing) {
                --depth;
            }
            newline(depth);
            out.sourceAnchors.append(pos);
            out.prettyAnchors.append(out.text.size());
            out.text += token;
            if (!closing && !selfContained) {
                ++depth;
            }
            pos = end;
            continue;
        }
        // Character data up to the next markup; whitespace-only runs between tags vanish.
        qint64 next = xml.indexOf(u'<', pos);
        if (next < 0) {
            next = n;
        }
        const QStringView run = QStringView(xml).mid(pos, next - pos);
        const QStringView trimmed = run.trimmed();
        if (!trimmed.isEmpty()) {
            const qint64 lead = run.indexOf(trimmed.first());
            // Text directly inside an element stays on the element's line when short, as in
            // `<title>Foo</title>`, which is how GROBID's own output reads.
            const bool inlineText = trimmed.size() < 120 && next < n && xml.mid(next, 2) == u"</" &&
                                    !out.text.isEmpty() && out.text.back() == u'>';
            if (!inlineText) {
                newline(depth);
            }
            out.sourceAnchors.append(pos + lead);
            out.prettyAnchors.append(out.text.size());
            out.text += trimmed;
            if (inlineText) {
                // The closing tag follows on the same line.
                const qint64 close = xml.indexOf(u'>', next);
                const qint64 closeEnd = close < 0 ? n : close + 1;
                --depth;
                out.sourceAnchors.append(next);
                out.prettyAnchors.append(out.text.size());
                out.text += QStringView(xml).mid(next, closeEnd - next);
                pos = closeEnd;
                continue;
            }
        }
        pos = next;
    }
    return out;
}

} // namespace Ei::Ui
