#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <core/tei/bibheader.h>
#include <core/util/textslug.h> // titleSlug(), part of the matcher's vocabulary

namespace Ei::Core {

// docs/match-verdicts.md describes every rule and reason code below.
enum class MatchVerdict
{
    Exact,     // every comparable field agrees, DOI included
    Strong,    // the same work, with minor disagreement or missing fields
    Weak,      // probably the same work, but the evidence is thin
    Ambiguous, // the fields contradict each other (e.g. DOI equal, title and authors differ)
    Different, // not the same work
};
QString matchVerdictName(MatchVerdict verdict);

struct FieldComparison
{
    QString field;      // "doi", "title", "authors", "year", "container", "volume", "issue", "first_page"
    bool known = false; // both sides have a value; otherwise score is not evidence
    double score = 0.0; // 0..1
    QString code;       // e.g. "title-generic"
    QString reason;     // one short sentence for curators
    QString grobid;     // the compared values, as shown to curators
    QString crossref;
};

struct MatchResult
{
    MatchVerdict verdict = MatchVerdict::Different;
    QStringList reasons; // reason codes that decided the verdict, most important first
    double score = 0.0;  // weighted mean of the known fields (informational)
    QList<FieldComparison> fields;

    const FieldComparison *field(const QString &name) const;
};

// Compares GROBID's header against the Crossref record of the DOI it is matched to.
MatchResult compareHeaders(const BibHeader &grobid, const BibHeader &crossref);

// What `match` prints: verdict, reasons, score and every field comparison.
QJsonObject toJson(const MatchResult &result);
// toJson(result) plus both headers under "grobid" and "crossref" (the CLI's `match` output).
QJsonObject matchReportJson(const BibHeader &grobid, const BibHeader &crossref, const MatchResult &result);

// True when the title names a kind of document ("Editorial", "Debates and Perspectives Paper")
// per resources/match/generic-titles.txt, or is too short to identify a work.
bool isGenericTitle(QStringView title);
// The compiled-in list, as compact slugs (no spaces).
const QStringList &genericTitleSlugs();

} // namespace Ei::Core
