#include "prettyprint.h"

#include <vector>

#include <QXmlStreamReader>

namespace Ei::Core {
namespace {

QStringView trimmedLeft(QStringView s)
{
    qsizetype i = 0;
    while (i < s.size() && s.at(i).isSpace()) {
        ++i;
    }
    return s.mid(i);
}

} // namespace

PrettyPrinted prettyPrintXml(const QString &xml, int indent)
{
    // Pass 1: which elements have text of their own (mixed content, copied verbatim).
    std::vector<bool> mixed;
    {
        QXmlStreamReader r(xml);
        r.setEntityExpansionLimit(256);
        std::vector<size_t> stack;
        while (!r.atEnd()) {
            switch (r.readNext()) {
            case QXmlStreamReader::StartElement:
                stack.push_back(mixed.size());
                mixed.push_back(false);
                break;
            case QXmlStreamReader::EndElement:
                if (!stack.empty()) {
                    stack.pop_back();
                }
                break;
            case QXmlStreamReader::Characters:
            case QXmlStreamReader::EntityReference:
                if (!stack.empty() && !r.isWhitespace()) {
                    mixed[stack.back()] = true;
                }
                break;
            default:
                break;
            }
        }
        if (r.hasError()) {
            return {xml, TeiParseIssue{int(r.lineNumber()), int(r.columnNumber()) + 1, r.characterOffset(),
                                       r.errorString()}};
        }
    }

    // Pass 2: copy each token's raw text (the span between the previous token's end and its
    // own), replacing only layout whitespace.
    QString out;
    out.reserve(xml.size() + xml.size() / 4);
    QXmlStreamReader r(xml);
    r.setEntityExpansionLimit(256);
    struct Frame
    {
        bool hadChildren = false;
    };
    std::vector<Frame> stack;
    qsizetype verbatimFrom = -1; // stack depth at which verbatim copying started
    size_t elementIndex = 0;
    qsizetype prev = 0;
    const QString pad = QString(indent, QLatin1Char(' '));
    auto newline = [&](size_t depth) {
        if (!out.isEmpty()) {
            out += QLatin1Char('\n');
        }
        for (size_t i = 0; i < depth; ++i) {
            out += pad;
        }
    };
    while (!r.atEnd()) {
        const QXmlStreamReader::TokenType token = r.readNext();
        const qsizetype now = r.characterOffset();
        const QStringView raw = QStringView(xml).mid(prev, now - prev);
        prev = now;
        const bool verbatim = verbatimFrom >= 0;
        switch (token) {
        case QXmlStreamReader::StartElement: {
            const bool isMixed = mixed[elementIndex++];
            if (verbatim) {
                out += raw;
            } else {
                if (!stack.empty()) {
                    stack.back().hadChildren = true;
                }
                newline(stack.size());
                out += trimmedLeft(raw);
            }
            stack.push_back(Frame{});
            if (!verbatim && isMixed) {
                verbatimFrom = qsizetype(stack.size());
            }
            break;
        }
        case QXmlStreamReader::EndElement: {
            const Frame frame = stack.empty() ? Frame{} : stack.back();
            if (verbatim) {
                out += raw;
                if (verbatimFrom == qsizetype(stack.size())) {
                    verbatimFrom = -1;
                }
            } else if (!raw.isEmpty()) { // empty = the end of a self-closing tag
                if (frame.hadChildren) {
                    newline(stack.size() - 1);
                }
                out += trimmedLeft(raw);
            }
            if (!stack.empty()) {
                stack.pop_back();
            }
            break;
        }
        case QXmlStreamReader::Characters:
            if (verbatim || !r.isWhitespace()) {
                out += raw;
            }
            break;
        case QXmlStreamReader::EndDocument:
            break;
        default: // declaration, comments, processing instructions, DTD
            if (verbatim) {
                out += raw;
            } else if (!trimmedLeft(raw).isEmpty()) {
                newline(stack.size());
                out += trimmedLeft(raw).trimmed();
            }
            break;
        }
    }
    if (r.hasError()) {
        return {xml, TeiParseIssue{int(r.lineNumber()), int(r.columnNumber()) + 1, r.characterOffset(),
                                   r.errorString()}};
    }
    out += QLatin1Char('\n');
    return {out, std::nullopt};
}

} // namespace Ei::Core
