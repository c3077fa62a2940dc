// The post-header tag scanner of a header+coords pass (TeiParseOptions::headerAndCoordsOnly).
#include <QCoreApplication>

#include "teireader.h"

namespace Ei::Core::Internal::Tei {

void TeiReader::scanError(qsizetype offset, const QString &message)
{
    const QStringView before = QStringView(m_text).left(offset);
    const qsizetype lineStart = before.lastIndexOf(u'\n') + 1;
    m_doc.error = TeiParseIssue{int(before.count(u'\n')) + 1, int(offset - lineStart) + 1, offset, message};
}

// The header-and-coords pass after </teiHeader>: finds start/end tags (skipping text, comments,
// CDATA, PIs), checks that tags nest, records coords elements and facsimile surfaces. Character
// data and entities are not checked here; the full parse does that.
void TeiReader::scanRest(qsizetype pos)
{
    const QStringView x(m_text);
    const qsizetype n = x.size();
    struct Open
    {
        QStringView name;
        int element;
    };
    std::vector<Open> stack;
    stack.reserve(64);
    for (const Frame &f : m_stack) {
        stack.push_back({QStringView(), f.element}); // still-open ancestors (the root)
    }
    bool inFacsimile = false;
    auto skipTo = [&](qsizetype from, QStringView what) -> qsizetype {
        const qsizetype k = x.indexOf(what, from);
        return k < 0 ? -1 : k + what.size();
    };
    while (pos < n) {
        const qsizetype lt = x.indexOf(u'<', pos);
        if (lt < 0) {
            break;
        }
        const QStringView rest = x.mid(lt, 9);
        if (rest.startsWith(u"<!--") || rest.startsWith(u"<![CDATA[") || rest.startsWith(u"<?") ||
            rest.startsWith(u"<!")) {
            const QStringView close = rest.startsWith(u"<!--")        ? QStringView(u"-->")
                                      : rest.startsWith(u"<![CDATA[") ? QStringView(u"]]>")
                                      : rest.startsWith(u"<?")        ? QStringView(u"?>")
                                                                      : QStringView(u">");
            pos = skipTo(lt + 2, close);
            if (pos < 0) {
                scanError(n,
                          QCoreApplication::translate("Ei::Core::TeiReader", "Premature end of document."));
                return;
            }
            continue;
        }
        if (lt + 1 < n && x[lt + 1] == u'/') {
            const qsizetype gt = x.indexOf(u'>', lt);
            if (gt < 0) {
                scanError(n,
                          QCoreApplication::translate("Ei::Core::TeiReader", "Premature end of document."));
                return;
            }
            const QStringView name = x.sliced(lt + 2, gt - lt - 2).trimmed();
            if (stack.empty() || (!stack.back().name.isNull() && stack.back().name != name)) {
                scanError(lt, QCoreApplication::translate("Ei::Core::TeiReader",
                                                          "Opening and ending tag mismatch."));
                return;
            }
            if (stack.back().element >= 0) {
                m_doc.elements[stack.back().element].source.end = gt + 1;
            }
            if (name == u"facsimile") {
                inFacsimile = false;
            }
            stack.pop_back();
            pos = gt + 1;
            continue;
        }
        // Start tag: name, then attributes (values may hold '>'), then '>' or '/>'.
        qsizetype i = lt + 1;
        while (i < n && !x[i].isSpace() && x[i] != u'>' && x[i] != u'/') {
            ++i;
        }
        const QStringView name = x.sliced(lt + 1, i - lt - 1);
        Attrs a;
        bool empty = false;
        bool closed = false;
        while (i < n) {
            const QChar c = x[i];
            if (c.isSpace()) {
                ++i;
            } else if (c == u'>') {
                closed = true;
                ++i;
                break;
            } else if (c == u'/' && i + 1 < n && x[i + 1] == u'>') {
                closed = empty = true;
                i += 2;
                break;
            } else {
                const qsizetype eq = x.indexOf(u'=', i);
                if (eq < 0) {
                    break;
                }
                const QStringView attrName = x.sliced(i, eq - i).trimmed();
                qsizetype q = eq + 1;
                while (q < n && x[q].isSpace()) {
                    ++q;
                }
                if (q >= n || (x[q] != u'"' && x[q] != u'\'')) {
                    scanError(q, QCoreApplication::translate("Ei::Core::TeiReader",
                                                             "Expected an attribute value in quotes."));
                    return;
                }
                const qsizetype close = x.indexOf(x[q], q + 1);
                if (close < 0) {
                    break;
                }
                const QStringView value = x.sliced(q + 1, close - q - 1);
                if (attrName == u"coords") {
                    a.coords = value;
                    a.hasCoords = true;
                } else if (attrName == u"xml:id") {
                    a.id = value;
                } else if (attrName == u"type") {
                    a.type = value;
                } else if (attrName == u"target") {
                    a.target = value;
                } else if (inFacsimile) {
                    if (attrName == u"n") {
                        a.n = value;
                    } else if (attrName == u"ulx") {
                        a.ulx = value;
                    } else if (attrName == u"uly") {
                        a.uly = value;
                    } else if (attrName == u"lrx") {
                        a.lrx = value;
                    } else if (attrName == u"lry") {
                        a.lry = value;
                    }
                }
                i = close + 1;
            }
        }
        if (!closed) {
            scanError(n, QCoreApplication::translate("Ei::Core::TeiReader", "Premature end of document."));
            return;
        }
        int element = -1;
        const Tag tag = tagFor(name);
        if (a.hasCoords) {
            TeiElement e = coordsElement(tag, name, a, lt);
            e.source.end = empty ? i : -1;
            element = int(m_doc.elements.size());
            m_doc.elements.append(std::move(e));
        }
        if (tag == Tag::Facsimile) {
            inFacsimile = !empty;
        } else if (tag == Tag::Surface && inFacsimile) {
            m_doc.pages.append(facsimilePage(a, m_doc.pages.size()));
        }
        if (!empty) {
            stack.push_back({name, element});
        }
        pos = i;
    }
    if (!stack.empty()) {
        scanError(n, QCoreApplication::translate("Ei::Core::TeiReader", "Premature end of document."));
        for (const Open &o : stack) {
            if (o.element >= 0 && m_doc.elements[o.element].source.end < 0) {
                m_doc.elements[o.element].source.end = n;
            }
        }
    }
}

} // namespace Ei::Core::Internal::Tei
