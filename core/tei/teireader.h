#pragma once

// Internal to the TEI parser: the state of one streaming pass. teireader.cpp drives the
// QXmlStreamReader and opens elements, teirecords.cpp closes them (captured text becomes header
// fields and records), teitagscanner.cpp reads what follows </teiHeader> in a header+coords pass.
#include <algorithm>
#include <array>
#include <limits>
#include <vector>

#include <QXmlStreamReader>

#include <core/tei/teidocument.h>
#include <core/tei/teitags.h>

namespace Ei::Core::Internal::Tei {

constexpr qsizetype kSnippetCapture = 200;
constexpr qsizetype kSnippetLength = 80;
constexpr qsizetype kUnlimited = std::numeric_limits<qsizetype>::max();

// Which bibliographic record a biblStruct fills.
enum class BiblTarget : quint8
{
    None,
    Header,
    Reference
};

struct Frame
{
    Tag tag = Tag::Other;
    int capture = -1;     // index into the capture stack
    int element = -1;     // index into doc.elements
    int record = -1;      // reference/figure/formula/note/section index, by tag
    qsizetype begin = -1; // UTF-16 offset of '<'
    QString a1, a2, a3;   // tag-specific attribute values kept for the end handler
};

struct Capture
{
    QString text;
    qsizetype limit = kUnlimited;
};

// One streaming QXmlStreamReader pass over GROBID TEI. The reader keeps a stack of frames (one
// per open element) and counts open elements per tag, so context tests ("inside the header's
// biblStruct/monogr") are O(1) without building a DOM.
class TeiReader
{
public:
    TeiReader(const QString &text, const TeiParseOptions &options, TeiDocument &doc)
        : m_text(text)
        , m_full(!options.headerAndCoordsOnly)
        , m_doc(doc)
    {}

    // Returns false when the input is not TEI at all (m_fatal says why).
    bool run();
    QString fatal() const { return m_fatal; }

private:
    void finishDocument();
    // teitagscanner.cpp: the rest of a header+coords pass after </teiHeader>.
    void scanRest(qsizetype pos);
    void scanError(qsizetype offset, const QString &message);
    void startElement(QXmlStreamReader &r);
    // teirecords.cpp
    void endElement(QXmlStreamReader &r);
    // One capture per frame: a coords element that is also a header field shares the text.
    void startCapture(Frame &f, qsizetype limit)
    {
        if (f.capture >= 0) {
            m_captures[size_t(f.capture)].limit = std::max(m_captures[size_t(f.capture)].limit, limit);
            return;
        }
        f.capture = int(m_captures.size());
        m_captures.push_back(Capture{QString(), limit});
    }
    QString takeCapture(Frame &f)
    {
        if (f.capture < 0) {
            return {};
        }
        QString t = std::move(m_captures.back().text);
        m_captures.pop_back();
        return t;
    }
    bool in(Tag t) const { return m_open[size_t(t)] > 0; }
    BibHeader *currentBib()
    {
        if (m_bibl == BiblTarget::Header) {
            return &m_doc.header;
        }
        if (m_bibl == BiblTarget::Reference && !m_doc.references.isEmpty()) {
            return &m_doc.references.last().bib;
        }
        return nullptr;
    }
    qsizetype tagStart(qsizetype after) const
    {
        const qsizetype from = std::min(after, m_text.size()) - 1;
        return from < 0 ? 0 : std::max<qsizetype>(0, m_text.lastIndexOf(QLatin1Char('<'), from));
    }
    // The frame's '<' offset, looked up on first use (only records and coords elements need it).
    qsizetype frameBegin(Frame &f, qsizetype after) const
    {
        if (f.begin < 0) {
            f.begin = tagStart(after);
        }
        return f.begin;
    }
    // A record's boxes: those of its own coords attribute (the element just appended), if any.
    QList<TeiBox> ownBoxes(const Attrs &a) const
    {
        return a.hasCoords ? m_doc.elements.last().boxes : QList<TeiBox>{};
    }

    const QString &m_text;
    const bool m_full;
    TeiDocument &m_doc;
    QString m_fatal;
    std::vector<Frame> m_stack;
    std::vector<Capture> m_captures;
    std::array<int, size_t(Tag::Count)> m_open{};
    bool m_sawRoot = false;
    BiblTarget m_bibl = BiblTarget::None;
    int m_biblDepth = 0; // m_open[BiblStruct] of the biblStruct being filled
    BibAuthor m_author;
    bool m_authorHasName = false;
    QStringList m_affParts;
    QString m_affRaw;
    QString m_analyticTitle; // header fallback when titleStmt has none
    QString m_monogrTitle;   // level="m" title of the current reference
    QStringList m_abstractParas;
};

} // namespace Ei::Core::Internal::Tei
