#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <demo/paper.h>

namespace Ei::Demo {

// splitmix64: tiny, fast, and (unlike std:: distributions) identical on every platform and
// standard library, which the byte-identical demo snapshots depend on.
class DemoRandom final
{
public:
    explicit DemoRandom(quint64 seed)
        : m_state(seed)
    {}
    quint64 next();
    // Uniform in [lo, hi] (inclusive).
    int range(int lo, int hi);
    bool chance(int percent) { return range(1, 100) <= percent; }
    template<class T>
    const T &pick(const QList<T> &list)
    {
        return list[range(0, int(list.size()) - 1)];
    }

private:
    quint64 m_state;
};

struct Journal
{
    QString name;
    QString abbrev;
    QString issn;
    QString publisher;
    QString host; // crawl host, under the reserved .example TLD
};

const QList<Journal> &demoJournals();
// Titles the matcher's deny-list treats as generic (corpus/sandcrawler/slug-denylist.txt).
const QStringList &genericTitles();

struct PaperSpec
{
    int bodyParagraphs = 4;
    bool usLetter = false;
    bool genericTitle = false;
    bool rotatedAppendix = false;
    // An A4 repository cover sheet before the article's pages (as open-archive deposits have), so
    // page sizes differ within one PDF when the article is US Letter. The dataset does not use it.
    bool coverPage = false;
    bool ampersandInstitution = false; // an institution name with '&' (for the malformed-TEI rows)
    QString doi;                       // empty: the article prints no DOI
    int year = 2018;
};

Paper generatePaper(DemoRandom &rng, const PaperSpec &spec);
// A different but plausible title from the same generator (Crossref disagreements).
QString generateTitle(DemoRandom &rng);
Person generatePerson(DemoRandom &rng);

} // namespace Ei::Demo
