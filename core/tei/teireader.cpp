// TeiReader: drives QXmlStreamReader over the whole text and opens elements (coords elements,
// pages, the captures that header fields and records read their text from).
#include "teireader.h"

#include <QCoreApplication>

namespace Ei::Core::Internal::Tei {

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
                                  ? QCoreApplication::translate("Ei::Core::TeiReader",
                                                                "this is an HTML page, not GROBID TEI XML")
                                  : QCoreApplication::translate(
                                        "Ei::Core::TeiReader",
                                        "this is not GROBID TEI XML: the root element is <%1>")
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
                m_fatal = QCoreApplication::translate("Ei::Core::TeiReader",
                                                      "this is an HTML page, not GROBID TEI XML");
            } else {
                m_fatal = QCoreApplication::translate("Ei::Core::TeiReader",
                                                      "this is not XML (it starts with \"%1\")")
                              .arg(start);
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
        f.element = int(m_doc.elements.size());
        m_doc.elements.append(coordsElement(tag, r.name(), a, f.begin));
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
            m_doc.pages.append(facsimilePage(a, m_doc.pages.size()));
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
                ref.boxes = ownBoxes(a);
                ref.source.begin = frameBegin(f, after);
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
            frameBegin(f, after);
        }
        break;
    case Tag::Head:
        if (m_full && !in(Tag::Figure) && !in(Tag::Abstract) && (in(Tag::Body) || in(Tag::Back))) {
            frameBegin(f, after);
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
            fig.boxes = ownBoxes(a);
            fig.source.begin = frameBegin(f, after);
            f.record = int(m_doc.figures.size());
            m_doc.figures.append(std::move(fig));
        }
        break;
    case Tag::Formula:
        if (m_full && m_open[size_t(Tag::Formula)] == 1) {
            TeiFormula formula;
            formula.xmlId = a.id.toString();
            formula.boxes = ownBoxes(a);
            formula.source.begin = frameBegin(f, after);
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
            note.source.begin = frameBegin(f, after);
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

} // namespace Ei::Core::Internal::Tei
