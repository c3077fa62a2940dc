// TeiReader::endElement: where an element's captured text becomes a header field (title, authors,
// affiliations, identifiers, dates, keywords, abstract) or completes a record (outline section,
// reference, figure, formula, note), and coords elements get their end offset and snippet.
#include <core/domain/doi.h>

#include "teireader.h"

namespace Ei::Core::Internal::Tei {

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

} // namespace Ei::Core::Internal::Tei
