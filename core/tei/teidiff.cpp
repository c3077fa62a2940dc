#include "teidiff.h"

#include <QJsonArray>

#include <core/util/textslug.h>

namespace Ei::Core {
namespace {

// What one side has and the other lacks, counting repeats (two "Introduction"s against one leave
// one over).
QStringList without(const QStringList &from, QStringList other)
{
    QStringList rest;
    for (const QString &item : from) {
        if (const qsizetype at = other.indexOf(item); at >= 0) {
            other.removeAt(at);
        } else {
            rest.append(item);
        }
    }
    return rest;
}

TeiListDiff listDiff(QStringList a, QStringList b)
{
    TeiListDiff d;
    d.onlyA = without(a, b);
    d.onlyB = without(b, a);
    d.a = std::move(a);
    d.b = std::move(b);
    return d;
}

QStringList authorNames(const TeiDocument &doc)
{
    QStringList names;
    for (const BibAuthor &author : doc.header.authors) {
        names.append(author.displayName());
    }
    return names;
}

QStringList headings(const TeiDocument &doc)
{
    QStringList out;
    for (const TeiSection &s : doc.outline) {
        out.append(s.number.isEmpty() ? s.title : s.number + QLatin1Char(' ') + s.title);
    }
    return out;
}

QString referenceKey(const TeiReference &r)
{
    const QString surname = r.bib.authors.isEmpty() ? QString() : titleSlug(r.bib.authors.first().family);
    return titleSlug(r.bib.title) + QLatin1Char('|') +
           (r.bib.year ? QString::number(*r.bib.year) : QString()) + QLatin1Char('|') + surname;
}

QString referenceLabel(const TeiReference &r)
{
    QStringList parts;
    if (r.bib.year) {
        parts.append(QString::number(*r.bib.year));
    }
    if (!r.bib.authors.isEmpty()) {
        parts.append(r.bib.authors.first().family);
    }
    QString title = r.bib.title.isEmpty() ? r.raw.left(80) : r.bib.title;
    if (title.isEmpty()) {
        title = QStringLiteral("[no title] ") + r.xmlId;
    }
    return parts.isEmpty() ? title : title + QStringLiteral(" (") + parts.join(QStringLiteral(", ")) + u')';
}

TeiReferenceDiff referenceDiff(const TeiDocument &a, const TeiDocument &b)
{
    TeiReferenceDiff d;
    d.a = a.references.size();
    d.b = b.references.size();
    QMultiHash<QString, qsizetype> unmatchedB;
    for (qsizetype i = 0; i < b.references.size(); ++i) {
        unmatchedB.insert(referenceKey(b.references.at(i)), i);
    }
    for (const TeiReference &r : a.references) {
        const auto it = unmatchedB.find(referenceKey(r));
        if (it != unmatchedB.end()) {
            unmatchedB.erase(it);
            ++d.matched;
        } else {
            d.onlyA.append(referenceLabel(r));
        }
    }
    QList<qsizetype> left = unmatchedB.values();
    std::sort(left.begin(), left.end()); // in document order
    for (const qsizetype i : left) {
        d.onlyB.append(referenceLabel(b.references.at(i)));
    }
    return d;
}

QMap<QString, qsizetype> figureCounts(const TeiDocument &doc)
{
    QMap<QString, qsizetype> counts{{QStringLiteral("figures"), 0}, {QStringLiteral("tables"), 0}};
    for (const TeiFigure &f : doc.figures) {
        ++counts[f.isTable ? QStringLiteral("tables") : QStringLiteral("figures")];
    }
    return counts;
}

QMap<QString, qsizetype> coordCounts(const TeiDocument &doc)
{
    QMap<QString, qsizetype> counts;
    for (const TeiElement &e : doc.elements) {
        if (!e.boxes.isEmpty()) {
            ++counts[teiElementKindName(e.kind)];
        }
    }
    return counts;
}

QJsonObject countsJson(const QMap<QString, qsizetype> &counts)
{
    QJsonObject o;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        o.insert(it.key(), it.value());
    }
    return o;
}

QJsonObject listJson(const TeiListDiff &d)
{
    return {{QStringLiteral("a"), QJsonArray::fromStringList(d.a)},
            {QStringLiteral("b"), QJsonArray::fromStringList(d.b)},
            {QStringLiteral("same"), d.same()},
            {QStringLiteral("onlyA"), QJsonArray::fromStringList(d.onlyA)},
            {QStringLiteral("onlyB"), QJsonArray::fromStringList(d.onlyB)}};
}

} // namespace

QString teiCountsText(const QMap<QString, qsizetype> &counts)
{
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        parts.append(it.key() + QLatin1Char(' ') + QString::number(it.value()));
    }
    return parts.isEmpty() ? QStringLiteral("none") : parts.join(QStringLiteral(", "));
}

TeiDiff compareTei(const TeiDocument &a, const TeiDocument &b)
{
    TeiDiff d;
    const auto field = [&d](const char *name, const QString &x, const QString &y) {
        d.header.append({QString::fromLatin1(name), x, y});
    };
    field("title", a.header.title, b.header.title);
    field("date", a.header.date, b.header.date);
    field("doi", a.header.doi, b.header.doi);
    field("journal", a.header.containerTitle, b.header.containerTitle);
    field("abstract", a.abstract, b.abstract);
    field("grobid_version", a.grobidVersion, b.grobidVersion);
    d.authors = listDiff(authorNames(a), authorNames(b));
    d.sections = listDiff(headings(a), headings(b));
    d.references = referenceDiff(a, b);
    d.figures = {figureCounts(a), figureCounts(b)};
    d.coords = {coordCounts(a), coordCounts(b)};
    return d;
}

QStringList TeiDiff::differingParts() const
{
    QStringList parts;
    for (const TeiFieldDiff &f : header) {
        if (!f.same()) {
            parts.append(QStringLiteral("header.") + f.name);
        }
    }
    const std::pair<const char *, bool> others[] = {{"authors", authors.same()},
                                                    {"sections", sections.same()},
                                                    {"references", references.same()},
                                                    {"figures", figures.same()},
                                                    {"coords", coords.same()}};
    for (const auto &[name, same] : others) {
        if (!same) {
            parts.append(QString::fromLatin1(name));
        }
    }
    return parts;
}

bool TeiDiff::identical() const
{
    return differingParts().isEmpty();
}

QJsonObject teiDiffJson(const TeiDiff &diff)
{
    QJsonObject header;
    for (const TeiFieldDiff &f : diff.header) {
        header.insert(f.name, QJsonObject{{QStringLiteral("a"), f.a},
                                          {QStringLiteral("b"), f.b},
                                          {QStringLiteral("same"), f.same()}});
    }
    const TeiReferenceDiff &r = diff.references;
    return {
        {QStringLiteral("identical"), diff.identical()},
        {QStringLiteral("differences"), QJsonArray::fromStringList(diff.differingParts())},
        {QStringLiteral("header"), header},
        {QStringLiteral("authors"), listJson(diff.authors)},
        {QStringLiteral("sections"), listJson(diff.sections)},
        {QStringLiteral("references"),
         QJsonObject{{QStringLiteral("a"), r.a},
                     {QStringLiteral("b"), r.b},
                     {QStringLiteral("matched"), r.matched},
                     {QStringLiteral("onlyA"), QJsonArray::fromStringList(r.onlyA)},
                     {QStringLiteral("onlyB"), QJsonArray::fromStringList(r.onlyB)},
                     {QStringLiteral("same"), r.same()}}},
        {QStringLiteral("figures"), QJsonObject{{QStringLiteral("a"), countsJson(diff.figures.a)},
                                                {QStringLiteral("b"), countsJson(diff.figures.b)},
                                                {QStringLiteral("same"), diff.figures.same()}}},
        {QStringLiteral("coords"), QJsonObject{{QStringLiteral("a"), countsJson(diff.coords.a)},
                                               {QStringLiteral("b"), countsJson(diff.coords.b)},
                                               {QStringLiteral("same"), diff.coords.same()}}},
    };
}

QString teiDiffText(const TeiDiff &diff, const QString &nameA, const QString &nameB)
{
    QString out = diff.identical()
                      ? QStringLiteral("identical structure\n")
                      : QStringLiteral("differs in: %1\n").arg(diff.differingParts().join(u", "));
    const auto both = [&](const QString &a, const QString &b) {
        out += QStringLiteral("    %1: %2\n    %3: %4\n").arg(nameA, a, nameB, b);
    };
    for (const TeiFieldDiff &f : diff.header) {
        if (f.same()) {
            out += QStringLiteral("= %1: %2\n").arg(f.name, f.a.left(100));
        } else {
            out += QStringLiteral("≠ %1\n").arg(f.name);
            both(f.a.left(300), f.b.left(300));
        }
    }
    const auto list = [&](const char *label, const TeiListDiff &d) {
        out += QStringLiteral("%1 %2: %3 / %4\n")
                   .arg(d.same() ? QStringLiteral("=") : QStringLiteral("≠"))
                   .arg(QString::fromLatin1(label))
                   .arg(d.a.size())
                   .arg(d.b.size());
        if (!d.same()) {
            both(QStringLiteral("only here: ") + d.onlyA.join(u"; "),
                 QStringLiteral("only here: ") + d.onlyB.join(u"; "));
        }
    };
    list("authors", diff.authors);
    list("sections", diff.sections);
    const TeiReferenceDiff &r = diff.references;
    out += QStringLiteral("%1 references: %2 / %3, %4 matched\n")
               .arg(r.same() ? QStringLiteral("=") : QStringLiteral("≠"))
               .arg(r.a)
               .arg(r.b)
               .arg(r.matched);
    for (const QString &only : r.onlyA) {
        out += QStringLiteral("    only %1: %2\n").arg(nameA, only);
    }
    for (const QString &only : r.onlyB) {
        out += QStringLiteral("    only %1: %2\n").arg(nameB, only);
    }
    const auto counts = [&](const char *label, const TeiCountsDiff &d) {
        out += QStringLiteral("%1 %2: %3 / %4\n")
                   .arg(d.same() ? QStringLiteral("=") : QStringLiteral("≠"))
                   .arg(QString::fromLatin1(label), teiCountsText(d.a), teiCountsText(d.b));
    };
    counts("figures", diff.figures);
    counts("coords", diff.coords);
    return out;
}

} // namespace Ei::Core
