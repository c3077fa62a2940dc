#include "teidocument.h"

#include <algorithm>
#include <map>

#include <QJsonArray>

namespace Ei::Core {

QString teiElementKindName(TeiElementKind kind)
{
    switch (kind) {
    case TeiElementKind::Title:
        return QStringLiteral("title");
    case TeiElementKind::Author:
        return QStringLiteral("author");
    case TeiElementKind::Affiliation:
        return QStringLiteral("affiliation");
    case TeiElementKind::Abstract:
        return QStringLiteral("abstract");
    case TeiElementKind::Heading:
        return QStringLiteral("heading");
    case TeiElementKind::Paragraph:
        return QStringLiteral("paragraph");
    case TeiElementKind::Sentence:
        return QStringLiteral("sentence");
    case TeiElementKind::Reference:
        return QStringLiteral("reference");
    case TeiElementKind::ReferenceMarker:
        return QStringLiteral("reference-marker");
    case TeiElementKind::Figure:
        return QStringLiteral("figure");
    case TeiElementKind::Formula:
        return QStringLiteral("formula");
    case TeiElementKind::Note:
        return QStringLiteral("note");
    case TeiElementKind::Other:
        return QStringLiteral("other");
    }
    return QStringLiteral("other");
}

qsizetype TeiDocument::elementAt(qsizetype offset) const
{
    // elements are in document order, i.e. sorted by begin; the innermost container is the last
    // one starting at or before the offset that has not ended yet.
    auto it = std::upper_bound(elements.begin(), elements.end(), offset,
                               [](qsizetype o, const TeiElement &e) { return o < e.source.begin; });
    while (it != elements.begin()) {
        --it;
        if (it->source.end > offset) {
            return it - elements.begin();
        }
    }
    return -1;
}

QSizeF TeiDocument::pageSize(int n) const
{
    for (const TeiPage &p : pages) {
        if (p.number == n) {
            return p.size();
        }
    }
    return {};
}

qsizetype TeiDocument::boxCount() const
{
    qsizetype n = 0;
    for (const TeiElement &e : elements) {
        n += e.boxes.size();
    }
    return n;
}

namespace {

QJsonObject rangeJson(const TeiSourceRange &r)
{
    return QJsonObject{{QStringLiteral("begin"), r.begin},
                       {QStringLiteral("end"), r.end},
                       {QStringLiteral("byte_begin"), r.byteBegin},
                       {QStringLiteral("byte_end"), r.byteEnd},
                       {QStringLiteral("line"), r.line},
                       {QStringLiteral("column"), r.column}};
}

QJsonArray boxesJson(const QList<TeiBox> &boxes)
{
    QJsonArray out;
    for (const TeiBox &b : boxes) {
        out.append(QJsonArray{b.page, b.rect.x(), b.rect.y(), b.rect.width(), b.rect.height()});
    }
    return out;
}

} // namespace

QJsonObject teiSummaryJson(const TeiDocument &doc, bool includeElements)
{
    QJsonObject o;
    o.insert(QStringLiteral("header"), toJson(doc.header));
    QJsonObject grobid;
    grobid.insert(QStringLiteral("version"), doc.grobidVersion);
    grobid.insert(QStringLiteral("when"), doc.grobidWhen);
    o.insert(QStringLiteral("grobid"), grobid);
    if (!doc.md5.isEmpty()) {
        o.insert(QStringLiteral("md5"), doc.md5);
    }
    if (!doc.language.isEmpty()) {
        o.insert(QStringLiteral("language"), doc.language);
    }
    o.insert(QStringLiteral("root"), doc.rootElement);
    o.insert(QStringLiteral("abstract"), doc.abstract);
    o.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(doc.keywords));

    QJsonArray outline;
    for (const TeiSection &s : doc.outline) {
        QJsonObject so{{QStringLiteral("title"), s.title}, {QStringLiteral("level"), s.level}};
        if (!s.number.isEmpty()) {
            so.insert(QStringLiteral("number"), s.number);
        }
        if (s.inBack) {
            so.insert(QStringLiteral("back"), true);
        }
        so.insert(QStringLiteral("line"), s.source.line);
        outline.append(so);
    }
    o.insert(QStringLiteral("outline"), outline);

    QJsonArray refs;
    for (const TeiReference &r : doc.references) {
        QJsonObject ro = toJson(r.bib);
        if (!r.xmlId.isEmpty()) {
            ro.insert(QStringLiteral("id"), r.xmlId);
        }
        refs.append(ro);
    }
    o.insert(QStringLiteral("references"), refs);

    QJsonArray figures;
    for (const TeiFigure &f : doc.figures) {
        QJsonObject fo{{QStringLiteral("table"), f.isTable},
                       {QStringLiteral("head"), f.head},
                       {QStringLiteral("label"), f.label},
                       {QStringLiteral("description"), f.description}};
        if (!f.xmlId.isEmpty()) {
            fo.insert(QStringLiteral("id"), f.xmlId);
        }
        figures.append(fo);
    }
    o.insert(QStringLiteral("figures"), figures);
    o.insert(QStringLiteral("formulas"), doc.formulas.size());
    o.insert(QStringLiteral("notes"), doc.notes.size());

    QJsonArray pages;
    for (const TeiPage &p : doc.pages) {
        pages.append(QJsonObject{{QStringLiteral("n"), p.number},
                                 {QStringLiteral("width"), p.box.width()},
                                 {QStringLiteral("height"), p.box.height()}});
    }
    o.insert(QStringLiteral("pages"), pages);

    std::map<QString, int> perKind;
    for (const TeiElement &e : doc.elements) {
        perKind[teiElementKindName(e.kind)]++;
    }
    QJsonObject kinds;
    for (const auto &[k, v] : perKind) {
        kinds.insert(k, v);
    }
    o.insert(QStringLiteral("coords"), QJsonObject{{QStringLiteral("elements"), doc.elements.size()},
                                                   {QStringLiteral("boxes"), doc.boxCount()},
                                                   {QStringLiteral("by_kind"), kinds}});
    if (includeElements) {
        QJsonArray els;
        for (const TeiElement &e : doc.elements) {
            QJsonObject eo{{QStringLiteral("kind"), teiElementKindName(e.kind)},
                           {QStringLiteral("tag"), e.tag},
                           {QStringLiteral("boxes"), boxesJson(e.boxes)},
                           {QStringLiteral("source"), rangeJson(e.source)}};
            if (!e.xmlId.isEmpty()) {
                eo.insert(QStringLiteral("id"), e.xmlId);
            }
            if (!e.target.isEmpty()) {
                eo.insert(QStringLiteral("target"), e.target);
            }
            if (!e.snippet.isEmpty()) {
                eo.insert(QStringLiteral("snippet"), e.snippet);
            }
            els.append(eo);
        }
        o.insert(QStringLiteral("elements"), els);
    }
    if (doc.error) {
        o.insert(QStringLiteral("error"), QJsonObject{{QStringLiteral("line"), doc.error->line},
                                                      {QStringLiteral("column"), doc.error->column},
                                                      {QStringLiteral("offset"), doc.error->offset},
                                                      {QStringLiteral("message"), doc.error->message}});
    }
    return o;
}

} // namespace Ei::Core
