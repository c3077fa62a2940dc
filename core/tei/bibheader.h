#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Ei::Core {

struct BibAuthor
{
    QString given;  // forename(s), space-joined ("F C" for first + middle)
    QString family; // surname
    QStringList affiliations;

    // "Given Family", or whichever part is known.
    QString displayName() const;
};

// The bibliographic header of one work, as GROBID extracted it (TEI) or as Crossref records it.
// Both sources fill the same struct so the matcher compares like with like. Empty string / empty
// optional = the source does not say.
struct BibHeader
{
    QString title; // whitespace-normalised
    QString subtitle;
    QList<BibAuthor> authors;
    std::optional<int> year;
    QList<int> otherYears; // further years the source knows (print vs online), for the ±1 tolerance
    QString date;          // ISO-ish as given ("2011-11", "2021-10-08")
    QString containerTitle;
    QString issn;  // print
    QString eissn; // electronic
    QString volume;
    QString issue;
    QString firstPage;
    QString lastPage;
    QString doi; // normalised (normalizeDoiText, core/domain/doi.h): lower-case, no https://doi.org/ prefix
    QString publisher;
    QString type;            // Crossref work type ("journal-article"); empty for TEI
    int referenceCount = -1; // -1 = unknown

    QStringList issns() const;
};

// Collapses runs of white space (incl. newlines, NBSP) to one space and trims.
QString normalizeSpace(QStringView text);
// First/last page from "209-226", "209–226", "e1234", "209".
void splitPages(QStringView pages, QString *first, QString *last);
// First four-digit year (1000..2999) in a date string like "2011-11" or "Nov. 2011".
std::optional<int> yearFromDate(QStringView date);

QJsonObject toJson(const BibHeader &header);

} // namespace Ei::Core
