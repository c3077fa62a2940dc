#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <core/tei/teidocument.h>

namespace Ei::Core {

// One header field of both documents.
struct TeiFieldDiff
{
    QString name; // "title", "date", "doi", "journal", "abstract", "grobid_version"
    QString a;
    QString b;
    bool same() const { return a == b; }
};

// Two lists of names or headings: equal in order, and what only one side has (as multisets).
struct TeiListDiff
{
    QStringList a;
    QStringList b;
    QStringList onlyA;
    QStringList onlyB;
    bool same() const { return a == b; }
};

// References paired one to one by normalised title + year + first author's surname.
struct TeiReferenceDiff
{
    qsizetype a = 0;
    qsizetype b = 0;
    qsizetype matched = 0;
    QStringList onlyA; // "Title (Year, Surname)"
    QStringList onlyB;
    bool same() const { return onlyA.isEmpty() && onlyB.isEmpty(); }
};

// Counts per kind on each side (figures and tables; coords-bearing elements per element kind).
struct TeiCountsDiff
{
    QMap<QString, qsizetype> a;
    QMap<QString, qsizetype> b;
    bool same() const { return a == b; }
};

// The structural comparison of two GROBID TEI documents (`tei-diff`, the TEI tab's Compare with…):
// header fields, authors (names in order), section headings, references, figure and table counts
// and coordinate coverage per element type. Body text is not compared.
struct TeiDiff
{
    QList<TeiFieldDiff> header;
    TeiListDiff authors;
    TeiListDiff sections;
    TeiReferenceDiff references;
    TeiCountsDiff figures;
    TeiCountsDiff coords;

    bool identical() const;
    // The parts that differ, by their JSON names ("header.title", "authors", "references", …).
    QStringList differingParts() const;
};

TeiDiff compareTei(const TeiDocument &a, const TeiDocument &b);

// {"identical":bool,"differences":[…],"header":{field:{"a","b","same"}},"authors":{"a":[…],"b":[…],
// "same","onlyA","onlyB"},"sections":{…},"references":{"a":N,"b":N,"matched":N,"onlyA":[…],
// "onlyB":[…],"same"},"figures":{"a":{…},"b":{…},"same"},"coords":{…}}
QJsonObject teiDiffJson(const TeiDiff &diff);
// "figure 5, table 2" (or "none"): one side's counts of a TeiCountsDiff.
QString teiCountsText(const QMap<QString, qsizetype> &counts);
// A summary a curator reads: one line per part, the differing ones with their values.
QString teiDiffText(const TeiDiff &diff, const QString &nameA = QStringLiteral("A"),
                    const QString &nameB = QStringLiteral("B"));

} // namespace Ei::Core
