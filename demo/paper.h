#pragma once

#include <QList>
#include <QString>

namespace Ei::Demo {

// The content of one generated journal article, before layout. papergen.cpp fills it from the seed;
// paperlayout.cpp turns it into PDF pages and element boxes; teiwriter.cpp writes GROBID-style TEI.

struct Person
{
    QString given;
    QString family;
    int affiliation = -1; // index into Paper::affiliations, or -1
    QString email;
    QString fullName() const { return given + QLatin1Char(' ') + family; }
};

struct Affiliation
{
    QString department;
    QString institution;
    QString settlement;
    QString country;
    QString countryCode;
    QString text() const;
};

// A run of sentence text; `ref` >= 0 marks a citation marker "[ref+1]" pointing at references[ref].
struct Segment
{
    QString text;
    int ref = -1;
};

// True when a segment starting with this text follows the previous one without a space.
bool gluesToPrevious(const QString &segmentText);

struct Sentence
{
    QList<Segment> segments;
    QString plainText() const;
};

struct Paragraph
{
    QList<Sentence> sentences;
};

struct Section
{
    QString number; // "1", "2", ... or empty
    QString title;
    QList<Paragraph> paragraphs;
    bool ownRotatedPage = false; // starts a new page laid out with /Rotate 90
};

struct Reference
{
    QList<Person> authors;
    QString title;
    QString journal;
    QString volume;
    QString issue;
    int firstPage = 0;
    int lastPage = 0;
    int year = 0;
    QString doi;
    QString text() const; // the reference as printed, without the "[n]" label
};

struct Paper
{
    QString title;
    QList<Person> authors;
    QList<Affiliation> affiliations;
    QString journal;
    QString journalAbbrev;
    QString issn;
    QString publisher;
    QString volume;
    QString issue;
    int firstPage = 1;
    int lastPage = 1;
    int year = 2018;
    int month = 1;
    int day = 1;
    QString doi; // lower-case, empty when the article prints none
    QString keywordsLine;
    Paragraph abstract;
    QList<Section> sections;
    QList<Reference> references;
    bool usLetter = false;
    bool coverPage = false; // an A4 cover sheet (PaperSpec::coverPage) comes first
};

} // namespace Ei::Demo
