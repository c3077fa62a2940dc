#include "prettyprint.h"

#include <algorithm>
#include <vector>

#include <QXmlStreamReader>

namespace Ei::Core {
namespace {

enum class Tok : quint8
{
    Text,
    Start,
    End,
    Empty, // <x/>
    Other, // declaration, comment, PI, DOCTYPE, CDATA
};

struct Token
{
    Tok type;
    qsizetype begin;
    qsizetype end;
};

// Index of the '>' that closes the markup whose body starts at `from`, or x.size(): quoted
// attribute values and a DOCTYPE's bracketed internal subset may hold a '>' of their own (in a
// tag of well-formed XML no '[' stands outside quotes, so one scanner serves both).
qsizetype markupClose(QStringView x, qsizetype from)
{
    const qsizetype n = x.size();
    qsizetype k = from;
    int bracket = 0;
    QChar quote;
    for (; k < n; ++k) {
        const QChar c = x.at(k);
        if (!quote.isNull()) {
            if (c == quote) {
                quote = QChar();
            }
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
        } else if (c == QLatin1Char('[')) {
            ++bracket;
        } else if (c == QLatin1Char(']')) {
            --bracket;
        } else if (c == QLatin1Char('>') && bracket <= 0) {
            break;
        }
    }
    return k;
}

// Splits well-formed XML (QXmlStreamReader has already accepted it) into markup and text spans.
// QXmlStreamReader's characterOffset() runs ahead or behind token boundaries, so exact spans need
// this small scanner of our own.
std::vector<Token> scan(QStringView x)
{
    std::vector<Token> out;
    const qsizetype n = x.size();
    qsizetype i = 0;
    auto find = [&](qsizetype from, QStringView what) {
        const qsizetype k = x.indexOf(what, from);
        return k < 0 ? n : k + what.size();
    };
    while (i < n) {
        if (x.at(i) != QLatin1Char('<')) {
            const qsizetype k = x.indexOf(QLatin1Char('<'), i);
            const qsizetype e = k < 0 ? n : k;
            out.push_back({Tok::Text, i, e});
            i = e;
            continue;
        }
        qsizetype e;
        Tok type = Tok::Other;
        const QStringView rest = x.mid(i);
        if (rest.startsWith(u"<!--")) {
            e = find(i + 4, u"-->");
        } else if (rest.startsWith(u"<![CDATA[")) {
            e = find(i + 9, u"]]>");
            type = Tok::Text;
        } else if (rest.startsWith(u"<?")) {
            e = find(i + 2, u"?>");
        } else if (rest.startsWith(u"<!")) {
            // DOCTYPE, possibly with an internal subset in brackets.
            e = std::min(n, markupClose(x, i + 2) + 1);
        } else {
            type = rest.startsWith(u"</") ? Tok::End : Tok::Start;
            const qsizetype k = markupClose(x, i + 1);
            e = std::min(n, k + 1);
            if (type == Tok::Start && k > i && x.at(k - 1) == QLatin1Char('/')) {
                type = Tok::Empty;
            }
        }
        out.push_back({type, i, e});
        i = e;
    }
    return out;
}

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

// True every few thousand steps when the caller gave up.
struct CancelPoll
{
    const std::function<bool()> &cancelled;
    quint32 steps = 0;
    bool operator()() { return (++steps & 0xfff) == 0 && cancelled && cancelled(); }
};

bool isBlank(QStringView s)
{
    for (const QChar c : s) {
        if (!c.isSpace()) {
            return false;
        }
    }
    return true;
}

} // namespace

qint64 PrettyPrinted::toPretty(qint64 sourceOffset) const
{
    return mapThrough(sourceAnchors, prettyAnchors, sourceOffset);
}

qint64 PrettyPrinted::toSource(qint64 prettyOffset) const
{
    return mapThrough(prettyAnchors, sourceAnchors, prettyOffset);
}

PrettyPrinted prettyPrintXml(const QString &xml, int indent, const std::function<bool()> &cancelled)
{
    CancelPoll cancel{cancelled};
    {
        QXmlStreamReader r(xml);
        r.setEntityExpansionLimit(256);
        while (!r.atEnd()) {
            r.readNext();
            if (cancel()) {
                return {};
            }
        }
        if (r.hasError()) {
            PrettyPrinted unchanged;
            unchanged.text = xml;
            unchanged.error = TeiParseIssue{int(r.lineNumber()), int(r.columnNumber()) + 1,
                                            r.characterOffset(), r.errorString()};
            return unchanged;
        }
    }
    const QStringView x(xml);
    const std::vector<Token> tokens = scan(x);

    // Mixed content: a start tag whose element has non-blank text directly inside. Indexed by
    // the start token's position.
    std::vector<char> mixed(tokens.size(), 0);
    {
        std::vector<size_t> stack;
        for (size_t t = 0; t < tokens.size(); ++t) {
            const Token &tok = tokens[t];
            if (tok.type == Tok::Start) {
                stack.push_back(t);
            } else if (tok.type == Tok::End) {
                if (!stack.empty()) {
                    stack.pop_back();
                }
            } else if (tok.type == Tok::Text && !stack.empty() &&
                       !isBlank(x.mid(tok.begin, tok.end - tok.begin))) {
                mixed[stack.back()] = 1;
            }
        }
    }

    PrettyPrinted result;
    QString &out = result.text;
    out.reserve(xml.size() + xml.size() / 4);
    const QString pad = QString(indent, QLatin1Char(' '));
    auto newline = [&](size_t depth) {
        if (!out.isEmpty()) {
            out += QLatin1Char('\n');
        }
        for (size_t i = 0; i < depth; ++i) {
            out += pad;
        }
    };
    std::vector<bool> hadChildren; // per open element
    size_t verbatimDepth = 0;      // >0: inside a mixed-content element, copy everything
    // Where a token's copy begins in both texts; a verbatim element is one contiguous copy and
    // needs only the anchor of its start tag.
    const auto anchor = [&](const Token &tok) {
        result.sourceAnchors.append(tok.begin);
        result.prettyAnchors.append(out.size());
    };
    for (size_t t = 0; t < tokens.size(); ++t) {
        if (cancel()) {
            return {};
        }
        const Token &tok = tokens[t];
        const QStringView raw = x.mid(tok.begin, tok.end - tok.begin);
        if (verbatimDepth > 0) {
            out += raw;
            if (tok.type == Tok::Start) {
                ++verbatimDepth;
            } else if (tok.type == Tok::End) {
                --verbatimDepth;
                if (verbatimDepth == 0) {
                    hadChildren.pop_back();
                }
            }
            continue;
        }
        switch (tok.type) {
        case Tok::Text:
            if (!isBlank(raw)) {
                anchor(tok);
                out += raw; // text outside any mixed element (e.g. CDATA at top level)
            }
            break;
        case Tok::Start:
            if (!hadChildren.empty()) {
                hadChildren.back() = true;
            }
            newline(hadChildren.size());
            anchor(tok);
            out += raw;
            hadChildren.push_back(false);
            if (mixed[t]) {
                verbatimDepth = 1;
            }
            break;
        case Tok::End: {
            const bool children = !hadChildren.empty() && hadChildren.back();
            if (!hadChildren.empty()) {
                hadChildren.pop_back();
            }
            if (children) {
                newline(hadChildren.size());
            }
            anchor(tok);
            out += raw;
            break;
        }
        case Tok::Empty:
        case Tok::Other:
            if (!hadChildren.empty()) {
                hadChildren.back() = true;
            }
            newline(hadChildren.size());
            anchor(tok);
            out += raw;
            break;
        }
    }
    out += QLatin1Char('\n');
    return result;
}

} // namespace Ei::Core
