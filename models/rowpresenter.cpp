#include "rowpresenter.h"

#include <QStringDecoder>

#include <core/crossref/crossrefrecord.h>
#include <core/domain/cellcodec.h>
#include <core/match/matcher.h>
#include <core/pdf/pdffetcher.h>

namespace Ei::Models {

namespace {

int overlayKind(Core::TeiElementKind kind)
{
    // The PDF view's kinds are the TEI parser's (Core::Render::ElementKind); Other is drawn as a note.
    return kind == Core::TeiElementKind::Other ? int(Core::TeiElementKind::Note) : int(kind);
}

Agreement agreementOf(const Core::FieldComparison &f)
{
    return !f.known         ? Agreement::Missing
           : f.score >= 0.9 ? Agreement::Agree
           : f.score >= 0.5 ? Agreement::Partial
                            : Agreement::Disagree;
}

} // namespace

RowPresenter::RowPresenter(Core::Profile profile, Core::KeyFormat keyFormat)
    : m_profile(std::move(profile))
    , m_keyFormat(keyFormat)
{}

Core::JournalRow RowPresenter::decode(const Core::Row &row) const
{
    return Core::decodeJournalRow(row, &m_profile);
}

QString RowPresenter::displayKey(const QByteArray &key) const
{
    return Core::displayRowKey(key, m_keyFormat, Core::Sha1Display::Base32Prefixed);
}

RowStatusInfo RowPresenter::status(const Core::Row &row, const Core::JournalRow &decoded) const
{
    RowStatusInfo status;
    // The profile's words for the state ("GROBID error"), its id when the profile has none.
    const QString id = Core::lifecycleId(decoded.state);
    const Core::LifecycleState *state = m_profile.lifecycleState(id);
    status.lifecycle = state ? state->label : id;
    QStringList missing;
    for (const QByteArray &m : decoded.missing) {
        missing.append(QString::fromUtf8(m));
    }
    status.lifecycleDetail = missing.isEmpty() ? decoded.notes.join(QLatin1Char(' '))
                                               : tr("Missing: %1").arg(missing.join(QStringLiteral(", ")));
    status.statusCode = decoded.grobid.statusCode;
    status.grobidVersion = decoded.grobid.version;
    if (const Core::Cell *s = row.find("grobid0:status")) {
        status.statusJson = s->value;
    }
    for (const Core::CellProblem &p : decoded.problems) {
        status.errors.append(QStringLiteral("%1: %2").arg(QString::fromUtf8(p.column), p.reason));
    }
    return status;
}

QList<PdfSourceAttempt> RowPresenter::pdfAttempts(const Core::PdfFetchResult &result)
{
    QList<PdfSourceAttempt> attempts;
    for (const Core::PdfAttempt &a : result.attempts) {
        attempts.append({a.source, a.outcome == Core::PdfAttempt::Outcome::Served, a.summary(), a.elapsedMs});
    }
    if (result.error && result.error->kind == Core::ErrorKind::Integrity) {
        attempts.append({tr("integrity check"), false, result.error->message, -1});
    }
    return attempts;
}

DecodedCell RowPresenter::cell(const Core::Cell &cell) const
{
    const Core::DecodedValue v = Core::decodeCell(m_profile, cell.column, cell.value);
    return DecodedCell{Core::columnTypeName(v.type), v.display};
}

DecodedCell RowPresenter::plainCell(const Core::Cell &cell)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(cell.value);
    bool control = false;
    for (const QChar c : std::as_const(text)) {
        if (c.unicode() < 0x20 && c != u'\n' && c != u'\r' && c != u'\t') {
            control = true;
            break;
        }
    }
    if (!decoder.hasError() && !control) {
        const QStringView t = QStringView(text).trimmed();
        const bool json = t.startsWith(u'{') || t.startsWith(u'[');
        const bool xml = t.startsWith(u'<');
        return {json ? QStringLiteral("JSON") : xml ? QStringLiteral("XML") : QStringLiteral("text"), text};
    }
    return {QStringLiteral("binary"), QString::fromLatin1(cell.value.toHex(' '))};
}

QString RowPresenter::noTeiText(const Core::JournalRow &decoded, const RowStatusInfo &status)
{
    return tr("This row has no TEI (%1).")
        .arg(decoded.grobid.status.isEmpty() ? status.lifecycle : decoded.grobid.status);
}

QString RowPresenter::blobTeiOrigin(const Core::PdfFetchResult &result)
{
    return result.fromCache
               ? tr("This row has no grobid0:tei_xml; this TEI came from a blob store earlier and is "
                    "read from the disk cache (%1).")
                     .arg(result.servedFrom)
               : tr("This row has no grobid0:tei_xml; this TEI came from %1 (%2).")
                     .arg(result.servedBy, result.servedFrom);
}

QList<OutlineItem> RowPresenter::outline(const Core::TeiDocument &tei)
{
    QList<OutlineItem> outline;
    OutlineItem header{tr("Header"), int(OutlineKind::Header), 0, {}};
    if (!tei.header.title.isEmpty()) {
        header.label = tr("Header: %1").arg(tei.header.title.left(60));
    }
    outline.append(header);
    OutlineItem sections{tr("Sections"), int(OutlineKind::Section), -1, {}};
    for (const Core::TeiSection &s : tei.outline) {
        sections.children.append({(s.number.isEmpty() ? QString() : s.number + QLatin1Char(' ')) + s.title,
                                  int(OutlineKind::Section),
                                  s.source.begin,
                                  {}});
    }
    outline.append(sections);
    OutlineItem figures{tr("Figures"), int(OutlineKind::Figure), -1, {}};
    for (const Core::TeiFigure &f : tei.figures) {
        figures.children.append(
            {f.head.isEmpty() ? f.label : f.head, int(OutlineKind::Figure), f.source.begin, {}});
    }
    outline.append(figures);
    OutlineItem refs{tr("References (%1)").arg(tei.references.size()), int(OutlineKind::Reference), -1, {}};
    for (const Core::TeiReference &r : tei.references) {
        refs.children.append({r.bib.title.isEmpty() ? r.raw.left(80) : r.bib.title,
                              int(OutlineKind::Reference),
                              r.source.begin,
                              {}});
    }
    outline.append(refs);
    return outline;
}

TeiOverlay RowPresenter::overlay(const Core::TeiDocument &tei)
{
    TeiOverlay overlay;
    for (qsizetype i = 0; i < tei.elements.size(); ++i) {
        const Core::TeiElement &e = tei.elements.at(i);
        for (const Core::TeiBox &b : e.boxes) {
            overlay.boxes.append(
                Core::Render::OverlayBox{QString::number(i), overlayKind(e.kind), b.page, b.rect});
        }
    }
    for (const Core::TeiPage &p : tei.pages) {
        overlay.pageSizes.insert(p.number, p.size());
    }
    return overlay;
}

QString RowPresenter::elementTooltip(const Core::TeiDocument &tei, qsizetype element)
{
    if (element < 0 || element >= tei.elements.size()) {
        return {};
    }
    const Core::TeiElement &e = tei.elements.at(element);
    const QString target = e.target.startsWith(QLatin1Char('#')) ? e.target.mid(1) : e.target;
    for (const Core::TeiReference &ref : tei.references) {
        if (ref.xmlId == target) {
            QStringList names;
            for (const auto &a : ref.bib.authors) {
                names.append(a.family);
            }
            return QStringLiteral("<b>%1</b><br>%2 %3")
                .arg(ref.bib.title.toHtmlEscaped(), names.join(QStringLiteral(", ")).toHtmlEscaped(),
                     ref.bib.year ? QString::number(*ref.bib.year) : QString());
        }
    }
    return e.snippet;
}

MatchInfo RowPresenter::match(const Core::JournalRow &decoded)
{
    MatchInfo info;
    if (decoded.match) {
        info.mstatus = decoded.match->mstatus;
        info.doi = decoded.match->doi;
        for (const Core::MatchHistoryEntry &h : decoded.match->history) {
            info.history.append({h.rev, h.at, h.by, h.mstatus, h.doi, h.note});
        }
    }
    return info;
}

QString RowPresenter::doiToCompare(const MatchInfo &info, const Core::TeiDocument &tei)
{
    return info.doi.isEmpty() ? tei.header.doi : info.doi;
}

QString RowPresenter::noDoiText()
{
    return tr("This row has no DOI to compare with.");
}

MatchInfo RowPresenter::compared(MatchInfo info, const Core::BibHeader &grobid, const QJsonObject &message)
{
    const Core::BibHeader crossref = Core::crossrefHeader(message);
    QStringList authors;
    for (const auto &a : crossref.authors) {
        authors.append(a.family);
    }
    info.crossrefProblem.clear();
    info.crossref = CrossrefSummary{crossref.doi,
                                    crossref.title,
                                    authors,
                                    crossref.containerTitle,
                                    crossref.issn.isEmpty() ? crossref.eissn : crossref.issn,
                                    crossref.year ? QString::number(*crossref.year) : QString(),
                                    crossref.volume,
                                    crossref.issue,
                                    crossref.lastPage.isEmpty()
                                        ? crossref.firstPage
                                        : crossref.firstPage + QStringLiteral("–") + crossref.lastPage,
                                    crossref.type};
    if (!grobid.title.isEmpty() || !grobid.doi.isEmpty()) {
        const Core::MatchResult result = Core::compareHeaders(grobid, crossref);
        info.verdict = Core::matchVerdictName(result.verdict);
        info.verdictReasons = result.reasons;
        for (const Core::FieldComparison &f : result.fields) {
            info.fields.append(
                {f.field, f.grobid, f.crossref, f.known ? f.score : -1.0, f.code, agreementOf(f)});
        }
    }
    return info;
}

} // namespace Ei::Models
