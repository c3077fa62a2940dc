// One streaming QXmlStreamReader pass over GROBID TEI. The reader keeps a stack of frames (one
// per open element) and counts open elements per tag, so context tests ("inside the header's
// biblStruct/monogr") are O(1) without building a DOM.
#include <algorithm>
#include <array>
#include <vector>

#include <QXmlStreamReader>

#include "teidocument.h"

namespace Ei::Core {
namespace {

enum class Tag : quint8
{
    Other,
    Abstract,
    Affiliation,
    Analytic,
    Application,
    Author,
    Back,
    BiblScope,
    BiblStruct,
    Body,
    Country,
    Date,
    Div,
    Facsimile,
    FigDesc,
    Figure,
    FileDesc,
    Forename,
    Formula,
    Head,
    Idno,
    Imprint,
    Keywords,
    Label,
    ListBibl,
    Monogr,
    Note,
    OrgName,
    P,
    PersName,
    ProfileDesc,
    PublicationStmt,
    Publisher,
    Ref,
    Region,
    S,
    Settlement,
    SourceDesc,
    Surface,
    Surname,
    Tei,
    TeiHeader,
    Term,
    Text,
    Title,
    TitleStmt,
    Count
};

struct TagName
{
    QStringView name;
    Tag tag;
};

// Sorted by name (ordinal), for binary search.
constexpr std::array kTagNames{
    TagName{QStringView(u"TEI"), Tag::Tei},
    TagName{QStringView(u"abstract"), Tag::Abstract},
    TagName{QStringView(u"affiliation"), Tag::Affiliation},
    TagName{QStringView(u"analytic"), Tag::Analytic},
    TagName{QStringView(u"application"), Tag::Application},
    TagName{QStringView(u"author"), Tag::Author},
    TagName{QStringView(u"back"), Tag::Back},
    TagName{QStringView(u"biblScope"), Tag::BiblScope},
    TagName{QStringView(u"biblStruct"), Tag::BiblStruct},
    TagName{QStringView(u"body"), Tag::Body},
    TagName{QStringView(u"country"), Tag::Country},
    TagName{QStringView(u"date"), Tag::Date},
    TagName{QStringView(u"div"), Tag::Div},
    TagName{QStringView(u"facsimile"), Tag::Facsimile},
    TagName{QStringView(u"figDesc"), Tag::FigDesc},
    TagName{QStringView(u"figure"), Tag::Figure},
    TagName{QStringView(u"fileDesc"), Tag::FileDesc},
    TagName{QStringView(u"forename"), Tag::Forename},
    TagName{QStringView(u"formula"), Tag::Formula},
    TagName{QStringView(u"head"), Tag::Head},
    TagName{QStringView(u"idno"), Tag::Idno},
    TagName{QStringView(u"imprint"), Tag::Imprint},
    TagName{QStringView(u"keywords"), Tag::Keywords},
    TagName{QStringView(u"label"), Tag::Label},
    TagName{QStringView(u"listBibl"), Tag::ListBibl},
    TagName{QStringView(u"monogr"), Tag::Monogr},
    TagName{QStringView(u"note"), Tag::Note},
    TagName{QStringView(u"orgName"), Tag::OrgName},
    TagName{QStringView(u"p"), Tag::P},
    TagName{QStringView(u"persName"), Tag::PersName},
    TagName{QStringView(u"profileDesc"), Tag::ProfileDesc},
    TagName{QStringView(u"publicationStmt"), Tag::PublicationStmt},
    TagName{QStringView(u"publisher"), Tag::Publisher},
    TagName{QStringView(u"ref"), Tag::Ref},
    TagName{QStringView(u"region"), Tag::Region},
    TagName{QStringView(u"s"), Tag::S},
    TagName{QStringView(u"settlement"), Tag::Settlement},
    TagName{QStringView(u"sourceDesc"), Tag::SourceDesc},
    TagName{QStringView(u"surface"), Tag::Surface},
    TagName{QStringView(u"surname"), Tag::Surname},
    TagName{QStringView(u"teiHeader"), Tag::TeiHeader},
    TagName{QStringView(u"term"), Tag::Term},
    TagName{QStringView(u"text"), Tag::Text},
    TagName{QStringView(u"title"), Tag::Title},
    TagName{QStringView(u"titleStmt"), Tag::TitleStmt},
};

Tag tagFor(QStringView name)
{
    // Called for every element: dispatch on length and first letter before comparing, which
    // leaves at most a few full comparisons (a binary search over all names cost ~10% of the
    // header+coords pass).
    if (name.isEmpty()) {
        return Tag::Other;
    }
    const char16_t first = name.front().unicode();
    for (const TagName &t : kTagNames) {
        if (t.name.size() == name.size() && t.name.front().unicode() == first && t.name == name) {
            return t.tag;
        }
    }
    return Tag::Other;
}

constexpr qsizetype kSnippetCapture = 200;
constexpr qsizetype kSnippetLength = 80;
constexpr qsizetype kUnlimited = std::numeric_limits<qsizetype>::max();

// The attributes GROBID uses, read once per start element.
struct Attrs
{
    QStringView coords, id, type, level, unit, from, to, when, n, target, ident, version, place, lang;
    QStringView ulx, uly, lrx, lry;
    bool hasCoords = false;
};

Attrs readAttrs(const QXmlStreamAttributes &attributes)
{
    Attrs a;
    for (const QXmlStreamAttribute &attr : attributes) {
        const QStringView name = attr.name();
        const QStringView value = attr.value();
        switch (name.size()) {
        case 1:
            if (name == u"n") {
                a.n = value;
            }
            break;
        case 2:
            if (name == u"id" && attr.prefix() == u"xml") {
                a.id = value;
            } else if (name == u"to") {
                a.to = value;
            }
            break;
        case 3:
            if (name == u"ulx") {
                a.ulx = value;
            } else if (name == u"uly") {
                a.uly = value;
            } else if (name == u"lrx") {
                a.lrx = value;
            } else if (name == u"lry") {
                a.lry = value;
            }
            break;
        case 4:
            if (name == u"type") {
                a.type = value;
            } else if (name == u"unit") {
                a.unit = value;
            } else if (name == u"from") {
                a.from = value;
            } else if (name == u"when") {
                a.when = value;
            } else if (name == u"lang") {
                a.lang = value;
            }
            break;
        case 5:
            if (name == u"level") {
                a.level = value;
            } else if (name == u"ident") {
                a.ident = value;
            } else if (name == u"place") {
                a.place = value;
            }
            break;
        case 6:
            if (name == u"coords") {
                a.coords = value;
                a.hasCoords = true;
            } else if (name == u"target") {
                a.target = value;
            }
            break;
        case 7:
            if (name == u"version") {
                a.version = value;
            }
            break;
        default:
            break;
        }
    }
    return a;
}

TeiElementKind kindFor(Tag tag, QStringView type)
{
    switch (tag) {
    case Tag::Title:
        return TeiElementKind::Title;
    case Tag::PersName:
        return TeiElementKind::Author;
    case Tag::Affiliation:
        return TeiElementKind::Affiliation;
    case Tag::Abstract:
        return TeiElementKind::Abstract;
    case Tag::Head:
        return TeiElementKind::Heading;
    case Tag::P:
        return TeiElementKind::Paragraph;
    case Tag::S:
        return TeiElementKind::Sentence;
    case Tag::BiblStruct:
        return TeiElementKind::Reference;
    case Tag::Ref:
        return type == u"bibr" ? TeiElementKind::ReferenceMarker : TeiElementKind::Other;
    case Tag::Figure:
        return TeiElementKind::Figure;
    case Tag::Formula:
        return TeiElementKind::Formula;
    case Tag::Note:
        return TeiElementKind::Note;
    default:
        return TeiElementKind::Other;
    }
}

// Shared strings for the names and types that make up nearly every coords element, so the
// per-element cost is a reference count rather than an allocation.
QString tagString(Tag tag, QStringView name)
{
    static const QString s = QStringLiteral("s"), p = QStringLiteral("p"), ref = QStringLiteral("ref"),
                         persName = QStringLiteral("persName"), title = QStringLiteral("title"),
                         biblStruct = QStringLiteral("biblStruct"), head = QStringLiteral("head"),
                         figure = QStringLiteral("figure"), formula = QStringLiteral("formula"),
                         note = QStringLiteral("note"), affiliation = QStringLiteral("affiliation");
    switch (tag) {
    case Tag::S:
        return s;
    case Tag::P:
        return p;
    case Tag::Ref:
        return ref;
    case Tag::PersName:
        return persName;
    case Tag::Title:
        return title;
    case Tag::BiblStruct:
        return biblStruct;
    case Tag::Head:
        return head;
    case Tag::Figure:
        return figure;
    case Tag::Formula:
        return formula;
    case Tag::Note:
        return note;
    case Tag::Affiliation:
        return affiliation;
    default:
        return name.toString();
    }
}

QString internType(QStringView type)
{
    static const QString bibr = QStringLiteral("bibr"), figure = QStringLiteral("figure"),
                         table = QStringLiteral("table"), foot = QStringLiteral("foot"),
                         formula = QStringLiteral("formula"), main = QStringLiteral("main");
    if (type.isEmpty()) {
        return {};
    }
    for (const QString *known : {&bibr, &figure, &table, &foot, &formula, &main}) {
        if (type == *known) {
            return *known;
        }
    }
    return type.toString();
}

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
    void scanRest(qsizetype pos);
    void scanError(qsizetype offset, const QString &message);

public:
private:
    void startElement(QXmlStreamReader &r);
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

bool TeiReader::run()
{
    QXmlStreamReader r(m_text);
    // GROBID never writes DTDs; keep the expansion budget small so hostile input cannot balloon.
    r.setEntityExpansionLimit(256);
    m_stack.reserve(64);
    while (!r.atEnd()) {
        switch (r.readNext()) {
        case QXmlStreamReader::StartElement:
            if (!m_sawRoot) {
                m_sawRoot = true;
                const QStringView root = r.name();
                m_doc.rootElement = root.toString();
                if (root != u"TEI" && root != u"teiCorpus" && root != u"biblStruct" && root != u"listBibl") {
                    m_fatal = root.compare(u"html", Qt::CaseInsensitive) == 0
                                  ? QStringLiteral("this is an HTML page, not GROBID TEI XML")
                                  : QStringLiteral("this is not GROBID TEI XML: the root element is <%1>")
                                        .arg(root.toString());
                    return false;
                }
            }
            startElement(r);
            break;
        case QXmlStreamReader::EndElement: {
            const bool headerDone = !m_full && m_stack.size() == 2 && r.name() == u"teiHeader";
            endElement(r);
            if (headerDone) {
                // Header read: the rest only contributes coords and page sizes, which a tag
                // scanner finds several times faster than the full reader.
                scanRest(r.characterOffset());
                finishDocument();
                return true;
            }
            break;
        }
        case QXmlStreamReader::Characters:
            if (!m_captures.empty()) {
                // Layout whitespace counts as one blank, so indentation cannot eat a capture's
                // length budget (pretty-printed TEI would get shorter snippets otherwise).
                const QStringView t = r.isWhitespace() ? QStringView(u" ") : r.text();
                for (Capture &c : m_captures) {
                    if (c.text.size() < c.limit) {
                        c.text += t.left(std::min<qsizetype>(t.size(), c.limit - c.text.size()));
                    }
                }
            }
            break;
        default:
            break;
        }
    }
    if (r.hasError()) {
        if (!m_sawRoot) {
            const QString start = normalizeSpace(QStringView(m_text).left(60));
            if (start.startsWith(QLatin1StringView("<!doctype html"), Qt::CaseInsensitive) ||
                start.startsWith(QLatin1StringView("<html"), Qt::CaseInsensitive)) {
                m_fatal = QStringLiteral("this is an HTML page, not GROBID TEI XML");
            } else {
                m_fatal = QStringLiteral("this is not XML (it starts with \"%1\")").arg(start);
            }
            return false;
        }
        m_doc.error = TeiParseIssue{int(r.lineNumber()), int(r.columnNumber()) + 1, r.characterOffset(),
                                    r.errorString()};
        // Close what is open so the partial records get an end offset.
        const qsizetype end = r.characterOffset();
        while (!m_stack.empty()) {
            Frame &f = m_stack.back();
            if (f.element >= 0) {
                m_doc.elements[f.element].source.end = end;
            }
            m_stack.pop_back();
        }
    }
    finishDocument();
    return true;
}

void TeiReader::finishDocument()
{
    if (m_doc.header.title.isEmpty()) {
        m_doc.header.title = m_analyticTitle;
    }
    if (!m_abstractParas.isEmpty()) {
        m_doc.abstract = m_abstractParas.join(QLatin1StringView("\n\n"));
    }
    m_doc.textLength = m_text.size();
}

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
                scanError(n, QStringLiteral("Premature end of document."));
                return;
            }
            continue;
        }
        if (lt + 1 < n && x[lt + 1] == u'/') {
            const qsizetype gt = x.indexOf(u'>', lt);
            if (gt < 0) {
                scanError(n, QStringLiteral("Premature end of document."));
                return;
            }
            const QStringView name = x.sliced(lt + 2, gt - lt - 2).trimmed();
            if (stack.empty() || (!stack.back().name.isNull() && stack.back().name != name)) {
                scanError(lt, QStringLiteral("Opening and ending tag mismatch."));
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
                    scanError(q, QStringLiteral("Expected an attribute value in quotes."));
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
            scanError(n, QStringLiteral("Premature end of document."));
            return;
        }
        int element = -1;
        const Tag tag = tagFor(name);
        if (a.hasCoords) {
            TeiElement e;
            e.kind = kindFor(tag, a.type);
            e.tag = tagString(tag, name);
            e.xmlId = a.id.toString();
            e.target = a.target.toString();
            e.type = internType(a.type);
            e.boxes = parseCoords(a.coords);
            e.source.begin = lt;
            e.source.end = empty ? i : -1;
            element = int(m_doc.elements.size());
            m_doc.elements.append(std::move(e));
        }
        if (tag == Tag::Facsimile) {
            inFacsimile = !empty;
        } else if (tag == Tag::Surface && inFacsimile) {
            TeiPage page;
            bool ok = false;
            page.number = a.n.toInt(&ok);
            if (!ok) {
                page.number = int(m_doc.pages.size()) + 1;
            }
            page.box = QRectF(QPointF(a.ulx.toDouble(), a.uly.toDouble()),
                              QPointF(a.lrx.toDouble(), a.lry.toDouble()));
            m_doc.pages.append(page);
        }
        if (!empty) {
            stack.push_back({name, element});
        }
        pos = i;
    }
    if (!stack.empty()) {
        scanError(n, QStringLiteral("Premature end of document."));
        for (const Open &o : stack) {
            if (o.element >= 0 && m_doc.elements[o.element].source.end < 0) {
                m_doc.elements[o.element].source.end = n;
            }
        }
    }
}

void TeiReader::startElement(QXmlStreamReader &r)
{
    const Tag tag = tagFor(r.name());
    const QXmlStreamAttributes attributes = r.attributes();
    const Attrs a = readAttrs(attributes);
    m_open[size_t(tag)]++;
    // Block-ish boundaries separate words in captured text ("</s><s>" has no space in GROBID's
    // sentence-segmented output); normalizeSpace folds the extra blanks away.
    if (!m_captures.empty()) {
        switch (tag) {
        case Tag::S:
        case Tag::P:
        case Tag::Div:
        case Tag::Head:
        case Tag::Label:
        case Tag::FigDesc:
        case Tag::Note:
        case Tag::Forename:
        case Tag::Surname:
        case Tag::Title:
        case Tag::Author:
        case Tag::PersName:
        case Tag::OrgName:
        case Tag::BiblScope:
        case Tag::Date:
        case Tag::Idno:
            for (Capture &c : m_captures) {
                if (c.text.size() < c.limit) {
                    c.text += QLatin1Char(' ');
                }
            }
            break;
        default:
            break;
        }
    }
    m_stack.push_back(Frame{});
    Frame &f = m_stack.back();
    f.tag = tag;
    const qsizetype after = r.characterOffset();

    if (a.hasCoords) {
        f.begin = tagStart(after);
        TeiElement e;
        e.kind = kindFor(tag, a.type);
        e.tag = tagString(tag, r.name());
        e.xmlId = a.id.toString();
        e.target = a.target.toString();
        e.type = internType(a.type);
        e.boxes = parseCoords(a.coords);
        e.source.begin = f.begin;
        f.element = int(m_doc.elements.size());
        m_doc.elements.append(std::move(e));
        if (m_full) {
            startCapture(f, kSnippetCapture);
        }
    }

    const bool inHeader = in(Tag::TeiHeader);
    switch (tag) {
    case Tag::TeiHeader:
        m_doc.language = a.lang.toString();
        break;
    case Tag::Application:
        if (a.ident == u"GROBID") {
            m_doc.grobidVersion = a.version.trimmed().toString();
            m_doc.grobidWhen = a.when.trimmed().toString();
        }
        break;
    case Tag::Surface:
        if (in(Tag::Facsimile)) {
            TeiPage page;
            bool ok = false;
            page.number = a.n.toInt(&ok);
            if (!ok) {
                page.number = int(m_doc.pages.size()) + 1;
            }
            const double x0 = a.ulx.toDouble(), y0 = a.uly.toDouble();
            page.box = QRectF(QPointF(x0, y0), QPointF(a.lrx.toDouble(), a.lry.toDouble()));
            m_doc.pages.append(page);
        }
        break;
    case Tag::BiblStruct:
        if (m_bibl == BiblTarget::None) {
            if (inHeader && in(Tag::SourceDesc)) {
                m_bibl = BiblTarget::Header;
                m_biblDepth = m_open[size_t(Tag::BiblStruct)];
            } else if (m_full && !inHeader) {
                m_bibl = BiblTarget::Reference;
                m_biblDepth = m_open[size_t(Tag::BiblStruct)];
                TeiReference ref;
                ref.xmlId = a.id.toString();
                ref.boxes = a.hasCoords ? m_doc.elements.last().boxes : QList<TeiBox>{};
                if (f.begin < 0) {
                    f.begin = tagStart(after);
                }
                ref.source.begin = f.begin;
                f.record = int(m_doc.references.size());
                m_doc.references.append(std::move(ref));
                m_monogrTitle.clear();
            }
        }
        break;
    case Tag::Author:
        m_author = BibAuthor{};
        m_authorHasName = false;
        break;
    case Tag::Affiliation:
        m_affParts.clear();
        m_affRaw.clear();
        break;
    case Tag::Title:
        if ((inHeader && (in(Tag::TitleStmt) || m_bibl == BiblTarget::Header)) ||
            m_bibl == BiblTarget::Reference) {
            f.a1 = a.level.toString();
            f.a2 = a.type.toString();
            startCapture(f, kUnlimited);
        }
        break;
    case Tag::Forename:
    case Tag::Surname:
    case Tag::OrgName:
    case Tag::Settlement:
    case Tag::Region:
    case Tag::Country:
    case Tag::Publisher:
    case Tag::Term:
        if (inHeader || m_bibl != BiblTarget::None) {
            startCapture(f, 2000);
        }
        break;
    case Tag::Idno:
        if (m_bibl != BiblTarget::None) {
            f.a1 = a.type.toString();
            startCapture(f, 500);
        }
        break;
    case Tag::BiblScope:
        if (m_bibl != BiblTarget::None) {
            f.a1 = a.unit.toString();
            f.a2 = a.from.toString();
            f.a3 = a.to.toString();
            startCapture(f, 200);
        }
        break;
    case Tag::Date:
        if (m_bibl != BiblTarget::None || (inHeader && in(Tag::PublicationStmt))) {
            f.a1 = a.when.toString();
            startCapture(f, 200);
        }
        break;
    case Tag::Abstract:
        m_abstractParas.clear();
        startCapture(f, kUnlimited);
        break;
    case Tag::P:
        if (in(Tag::Abstract)) {
            startCapture(f, kUnlimited);
        }
        break;
    case Tag::Div:
        if (m_full && !in(Tag::Abstract) && (in(Tag::Body) || in(Tag::Back))) {
            if (f.begin < 0) {
                f.begin = tagStart(after);
            }
        }
        break;
    case Tag::Head:
        if (m_full && !in(Tag::Figure) && !in(Tag::Abstract) && (in(Tag::Body) || in(Tag::Back))) {
            if (f.begin < 0) {
                f.begin = tagStart(after);
            }
            f.a1 = a.n.toString();
            startCapture(f, 1000);
        } else if (m_full && in(Tag::Figure)) {
            startCapture(f, 1000);
        }
        break;
    case Tag::Label:
    case Tag::FigDesc:
        if (m_full && (in(Tag::Figure) || in(Tag::Formula))) {
            startCapture(f, 4000);
        }
        break;
    case Tag::Figure:
        if (m_full && m_open[size_t(Tag::Figure)] == 1) {
            TeiFigure fig;
            fig.xmlId = a.id.toString();
            fig.isTable = a.type == u"table";
            fig.boxes = a.hasCoords ? m_doc.elements.last().boxes : QList<TeiBox>{};
            if (f.begin < 0) {
                f.begin = tagStart(after);
            }
            fig.source.begin = f.begin;
            f.record = int(m_doc.figures.size());
            m_doc.figures.append(std::move(fig));
        }
        break;
    case Tag::Formula:
        if (m_full && m_open[size_t(Tag::Formula)] == 1) {
            TeiFormula formula;
            formula.xmlId = a.id.toString();
            formula.boxes = a.hasCoords ? m_doc.elements.last().boxes : QList<TeiBox>{};
            if (f.begin < 0) {
                f.begin = tagStart(after);
            }
            formula.source.begin = f.begin;
            f.record = int(m_doc.formulas.size());
            m_doc.formulas.append(std::move(formula));
            startCapture(f, 4000);
        }
        break;
    case Tag::Note:
        if (in(Tag::Affiliation)) {
            f.a1 = a.type.toString();
            startCapture(f, 2000);
        } else if (m_full && !inHeader && m_bibl == BiblTarget::None) {
            TeiNote note;
            note.type = a.type.toString();
            note.place = a.place.toString();
            if (f.begin < 0) {
                f.begin = tagStart(after);
            }
            note.source.begin = f.begin;
            f.record = int(m_doc.notes.size());
            m_doc.notes.append(std::move(note));
            startCapture(f, 4000);
        } else if (m_bibl == BiblTarget::Reference) {
            f.a1 = a.type.toString();
            startCapture(f, 4000);
        }
        break;
    default:
        break;
    }
}

void TeiReader::endElement(QXmlStreamReader &r)
{
    if (m_stack.empty()) {
        return;
    }
    Frame f = std::move(m_stack.back());
    m_stack.pop_back();
    const Tag tag = f.tag;
    const qsizetype end = r.characterOffset();
    const bool inHeader = in(Tag::TeiHeader);

    // Captures nest with frames, so the innermost (the element's own snippet) is on top.
    QString text;
    if (f.capture >= 0) {
        text = takeCapture(f);
    }
    if (f.element >= 0) {
        TeiElement &e = m_doc.elements[f.element];
        e.source.end = end;
        if (m_full) {
            QString s = normalizeSpace(text);
            if (s.size() > kSnippetLength) {
                s.truncate(kSnippetLength - 1);
                s += QChar(0x2026);
            }
            e.snippet = std::move(s);
        }
    }

    BibHeader *bib = currentBib();
    switch (tag) {
    case Tag::Title:
        if (f.capture >= 0) {
            const QString t = normalizeSpace(text);
            if (inHeader && in(Tag::TitleStmt)) {
                if (m_doc.header.title.isEmpty() && (f.a2 == u"main" || f.a2.isEmpty())) {
                    m_doc.header.title = t;
                }
            } else if (bib && in(Tag::Analytic)) {
                if (f.a2 == u"sub") {
                    bib->subtitle = t;
                } else if (m_bibl == BiblTarget::Header) {
                    if (m_analyticTitle.isEmpty()) {
                        m_analyticTitle = t;
                    }
                } else if (bib->title.isEmpty()) {
                    bib->title = t;
                }
            } else if (bib && in(Tag::Monogr)) {
                if (f.a1 == u"j") {
                    if (bib->containerTitle.isEmpty() || f.a2 == u"main") {
                        if (f.a2 != u"abbrev" || bib->containerTitle.isEmpty()) {
                            bib->containerTitle = t;
                        }
                    }
                } else if (f.a1 == u"m" && m_bibl == BiblTarget::Reference && m_monogrTitle.isEmpty()) {
                    m_monogrTitle = t;
                }
            }
        }
        break;
    case Tag::Forename:
        if (in(Tag::PersName) && in(Tag::Author) && bib) {
            const QString t = normalizeSpace(text);
            if (!t.isEmpty()) {
                m_author.given = m_author.given.isEmpty() ? t : m_author.given + QLatin1Char(' ') + t;
            }
        }
        break;
    case Tag::Surname:
        if (in(Tag::PersName) && in(Tag::Author) && bib) {
            m_author.family = normalizeSpace(text);
        }
        break;
    case Tag::PersName:
        if (in(Tag::Author) && bib) {
            m_authorHasName = true;
        }
        break;
    case Tag::OrgName:
    case Tag::Settlement:
    case Tag::Region:
    case Tag::Country:
        if (in(Tag::Affiliation)) {
            const QString t = normalizeSpace(text);
            if (!t.isEmpty() && !m_affParts.contains(t)) {
                m_affParts << t;
            }
        }
        break;
    case Tag::Note:
        if (in(Tag::Affiliation)) {
            if (f.a1 == u"raw_affiliation") {
                m_affRaw = normalizeSpace(text);
            }
        } else if (f.record >= 0 && f.record < m_doc.notes.size()) {
            TeiNote &note = m_doc.notes[f.record];
            note.text = normalizeSpace(text);
            note.source.end = end;
        } else if (m_bibl == BiblTarget::Reference && f.a1 == u"raw_reference" &&
                   !m_doc.references.isEmpty()) {
            m_doc.references.last().raw = normalizeSpace(text);
        }
        break;
    case Tag::Affiliation:
        if (in(Tag::Author) && m_bibl == BiblTarget::Header) {
            const QString aff = m_affParts.isEmpty() ? m_affRaw : m_affParts.join(QLatin1StringView(", "));
            if (!aff.isEmpty()) {
                m_author.affiliations << aff;
            }
        }
        break;
    case Tag::Author:
        if (bib && m_authorHasName && (!m_author.family.isEmpty() || !m_author.given.isEmpty())) {
            bib->authors.append(m_author);
        }
        m_authorHasName = false;
        break;
    case Tag::Idno:
        if (bib && f.capture >= 0) {
            const QString t = normalizeSpace(text);
            if (f.a1.compare(u"DOI", Qt::CaseInsensitive) == 0) {
                if (bib->doi.isEmpty()) {
                    bib->doi = normalizeDoiText(t);
                }
            } else if (f.a1 == u"MD5" && m_bibl == BiblTarget::Header) {
                m_doc.md5 = t;
            } else if (f.a1 == u"ISSN" || f.a1 == u"pISSN") {
                bib->issn = t;
            } else if (f.a1.compare(u"eISSN", Qt::CaseInsensitive) == 0) {
                bib->eissn = t;
            }
        }
        break;
    case Tag::BiblScope:
        if (bib && f.capture >= 0 && in(Tag::Monogr)) {
            const QString t = normalizeSpace(text);
            if (f.a1 == u"volume") {
                bib->volume = t;
            } else if (f.a1 == u"issue") {
                bib->issue = t;
            } else if (f.a1 == u"page") {
                if (!f.a2.isEmpty() || !f.a3.isEmpty()) {
                    bib->firstPage = f.a2;
                    bib->lastPage = f.a3;
                } else {
                    splitPages(t, &bib->firstPage, &bib->lastPage);
                }
            }
        }
        break;
    case Tag::Date:
        if (f.capture >= 0) {
            BibHeader *target = bib ? bib : (inHeader && in(Tag::PublicationStmt) ? &m_doc.header : nullptr);
            const bool fallbackOnly = !bib; // publicationStmt dates only fill gaps
            if (target && (!fallbackOnly || !target->year)) {
                const QString when = f.a1.trimmed();
                const std::optional<int> y =
                    yearFromDate(when.isEmpty() ? QStringView(text) : QStringView(when));
                if (y && (!target->year || in(Tag::Imprint))) {
                    target->year = y;
                    target->date = when.isEmpty() ? normalizeSpace(text) : when;
                }
            }
        }
        break;
    case Tag::Publisher:
        if (f.capture >= 0) {
            const QString t = normalizeSpace(text);
            if (!t.isEmpty()) {
                if (bib && in(Tag::Imprint)) {
                    bib->publisher = t;
                } else if (inHeader && in(Tag::PublicationStmt) && m_doc.header.publisher.isEmpty()) {
                    m_doc.header.publisher = t;
                }
            }
        }
        break;
    case Tag::Term:
        if (f.capture >= 0 && inHeader && in(Tag::Keywords)) {
            const QString t = normalizeSpace(text);
            if (!t.isEmpty()) {
                m_doc.keywords << t;
            }
        }
        break;
    case Tag::P:
        if (f.capture >= 0 && in(Tag::Abstract)) {
            const QString t = normalizeSpace(text);
            if (!t.isEmpty()) {
                m_abstractParas << t;
            }
        }
        break;
    case Tag::Abstract:
        if (m_abstractParas.isEmpty()) {
            const QString t = normalizeSpace(text);
            if (!t.isEmpty()) {
                m_abstractParas << t;
            }
        }
        break;
    case Tag::Head:
        if (f.capture >= 0) {
            const QString t = normalizeSpace(text);
            if (in(Tag::Figure)) {
                if (!m_doc.figures.isEmpty() && m_doc.figures.last().head.isEmpty()) {
                    m_doc.figures.last().head = t;
                }
            } else {
                TeiSection s;
                s.number = f.a1.trimmed();
                s.title = t;
                s.inBack = in(Tag::Back);
                const QStringList parts = s.number.split(QLatin1Char('.'), Qt::SkipEmptyParts);
                s.level = std::max<int>(1, int(parts.size()));
                // The section spans its div when the head is the div's first head.
                Frame *div = nullptr;
                if (!m_stack.empty() && m_stack.back().tag == Tag::Div && m_stack.back().record < 0) {
                    div = &m_stack.back();
                }
                if (div && div->begin >= 0) {
                    s.source.begin = div->begin;
                    div->record = int(m_doc.outline.size());
                } else {
                    s.source.begin = f.begin;
                    s.source.end = end;
                }
                m_doc.outline.append(std::move(s));
            }
        }
        break;
    case Tag::Div:
        if (f.record >= 0 && f.record < m_doc.outline.size()) {
            m_doc.outline[f.record].source.end = end;
        }
        break;
    case Tag::Label:
    case Tag::FigDesc:
        if (f.capture >= 0) {
            const QString t = normalizeSpace(text);
            if (in(Tag::Formula) && !m_doc.formulas.isEmpty()) {
                m_doc.formulas.last().label = t;
            } else if (in(Tag::Figure) && !m_doc.figures.isEmpty()) {
                (tag == Tag::Label ? m_doc.figures.last().label : m_doc.figures.last().description) = t;
            }
        }
        break;
    case Tag::Figure:
        if (f.record >= 0 && f.record < m_doc.figures.size()) {
            m_doc.figures[f.record].source.end = end;
        }
        break;
    case Tag::Formula:
        if (f.record >= 0 && f.record < m_doc.formulas.size()) {
            TeiFormula &formula = m_doc.formulas[f.record];
            formula.text = normalizeSpace(text);
            if (!formula.label.isEmpty() && formula.text.endsWith(formula.label)) {
                formula.text = formula.text.left(formula.text.size() - formula.label.size()).trimmed();
            }
            formula.source.end = end;
        }
        break;
    case Tag::BiblStruct:
        if (m_bibl != BiblTarget::None && m_open[size_t(Tag::BiblStruct)] == m_biblDepth) {
            if (m_bibl == BiblTarget::Reference && f.record >= 0 && f.record < m_doc.references.size()) {
                TeiReference &ref = m_doc.references[f.record];
                ref.source.end = end;
                if (!m_monogrTitle.isEmpty()) {
                    if (ref.bib.title.isEmpty()) {
                        ref.bib.title = m_monogrTitle;
                    } else if (ref.bib.containerTitle.isEmpty()) {
                        ref.bib.containerTitle = m_monogrTitle;
                    }
                }
            }
            m_bibl = BiblTarget::None;
        }
        break;
    default:
        break;
    }
    m_open[size_t(tag)]--;
}

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
        return fail(ErrorKind::InvalidInput,
                    QStringLiteral("the TEI XML is empty (%1 bytes)").arg(xml.size()));
    }
    const QString text = QString::fromUtf8(bytes);
    TeiDocument doc;
    TeiReader reader(text, options, doc);
    if (!reader.run()) {
        return fail(ErrorKind::InvalidInput, reader.fatal());
    }
    resolvePositions(text, byteBase, doc);
    return doc;
}

} // namespace Ei::Core
