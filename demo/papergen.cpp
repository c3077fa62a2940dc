#include "papergen.h"

namespace Ei::Demo {
namespace {

QStringList words(const char16_t *list)
{
    return QString::fromUtf16(list).split(QLatin1Char('|'));
}

const QStringList &givenNames()
{
    static const QStringList l = words(
        u"María|José|Zoë|Søren|François|Jürgen|Ana|Chloé|Inês|Björn|Ingrid|Hélène|Nuno|Núria|Kenji|Amara|"
        u"Oluwaseun|Priya|Wei|Sofía|Mateo|Élodie|Agnès|Joaquín|Dominik|Katarzyna|Thomas|Sarah|David|Aoife|"
        u"Rasmus|Leïla|Gonçalo|Ólafur|Marta|Andrés|Céline|Henrik|Yuki|Fatima");
    return l;
}

const QStringList &familyNames()
{
    static const QStringList l = words(
        u"García|Müller|Øvergaard|Núñez|Lefèvre|Smith|Okafor|Tanaka|Zhang|Kowalski|Björklund|Ferreira|Rossi|"
        u"Dubois|Schäfer|O'Brien|Fernández|Jansen|Nakamura|Haddad|Álvarez|Sørensen|Moreau|Costa|Petrov|"
        u"Gómez|Larsson|Brontë|Ibáñez|Weiß|Kraus|Nielsen|Ó Súilleabháin|Martín|Johansson|Chen|Mendes");
    return l;
}

const QStringList &topics()
{
    static const QStringList l = words(
        u"soil microbial diversity|coastal sediment transport|adolescent sleep patterns|urban heat islands|"
        u"groundwater nitrate levels|rural broadband adoption|seasonal influenza vaccination|"
        u"citation practices in linguistics|open access publishing|wheat rust resistance|"
        u"pollinator decline|river delta subsidence|language acquisition in bilingual children|"
        u"municipal waste recycling|glacier mass balance|antibiotic prescribing in primary care|"
        u"peatland carbon storage|migrant labour markets|household energy use|coral reef bleaching|"
        u"medieval manuscript dating|museum visitor behaviour|wind turbine noise|reading comprehension");
    return l;
}

const QStringList &methods()
{
    static const QStringList l = words(
        u"a longitudinal cohort study|a randomised controlled trial|a mixed-methods approach|"
        u"evidence from administrative data|a Bayesian hierarchical model|a systematic review|"
        u"remote sensing observations|a cross-sectional survey|field experiments|qualitative interviews");
    return l;
}

const QStringList &places()
{
    static const QStringList l = words(
        u"northern Portugal|the Baltic region|Québec|rural Kenya|the Andes|southern Sweden|coastal Chile|"
        u"the Rhône valley|Sámi communities|Catalonia|the Mekong delta|Bavaria|Zürich|Galicia|Iceland");
    return l;
}

const QStringList &titlePatterns()
{
    static const QStringList l =
        words(u"%1 in %2: %3|Drivers of %1 in %2|Revisiting %1: %3|%1 and its consequences in %2|"
              u"Measuring %1 with %3|Long-term trends in %1 across %2|Towards a better understanding of %1|"
              u"What explains %1? %3 from %2");
    return l;
}

const QStringList &sentencePatterns()
{
    static const QStringList l =
        words(u"Previous work has examined %1 mainly in small samples|"
              u"We collected data from %2 sites between %3 and %4|"
              u"The results indicate a clear association between %1 and local conditions|"
              u"These findings are consistent with earlier reports from %5|"
              u"A sensitivity analysis did not change the main conclusions|"
              u"Measurement error remains a concern for studies of %1|"
              u"We therefore used %6 to estimate the effect|"
              u"The estimates were robust to alternative specifications|"
              u"Variation across regions was larger than expected|"
              u"Further research should address the mechanisms behind %1|"
              u"Data and code are available from the authors on request|"
              u"Table %2 summarises the characteristics of the sample|"
              u"The effect was strongest in %5 and weakest elsewhere|"
              u"Our approach differs from %6 in two respects|"
              u"Missing values were handled by multiple imputation|"
              u"Figure %2 shows the distribution of the main outcome");
    return l;
}

const QList<std::pair<QString, QString>> &departments()
{
    static const QList<std::pair<QString, QString>> l = {
        {QStringLiteral("Department of Earth Sciences"), QStringLiteral("Universidade do Minho")},
        {QStringLiteral("Institute of Public Health"), QStringLiteral("Université de Montréal")},
        {QStringLiteral("Faculty of Social Sciences"), QStringLiteral("Universität Wien")},
        {QStringLiteral("School of Biology"), QStringLiteral("University of Edinburgh")},
        {QStringLiteral("Department of Linguistics"), QStringLiteral("Universidad de Córdoba")},
        {QStringLiteral("Centre for Climate Research"), QStringLiteral("Göteborgs universitet")},
        {QStringLiteral("Department of Economics"), QStringLiteral("Københavns Universitet")},
        {QStringLiteral("Laboratory of Ecology"), QStringLiteral("École Normale Supérieure")},
    };
    return l;
}

const QList<std::array<QString, 3>> &cities()
{
    static const QList<std::array<QString, 3>> l = {
        {QStringLiteral("Braga"), QStringLiteral("Portugal"), QStringLiteral("PT")},
        {QStringLiteral("Montréal"), QStringLiteral("Canada"), QStringLiteral("CA")},
        {QStringLiteral("Wien"), QStringLiteral("Austria"), QStringLiteral("AT")},
        {QStringLiteral("Edinburgh"), QStringLiteral("United Kingdom"), QStringLiteral("GB")},
        {QStringLiteral("Córdoba"), QStringLiteral("Spain"), QStringLiteral("ES")},
        {QStringLiteral("Göteborg"), QStringLiteral("Sweden"), QStringLiteral("SE")},
        {QStringLiteral("København"), QStringLiteral("Denmark"), QStringLiteral("DK")},
        {QStringLiteral("Paris"), QStringLiteral("France"), QStringLiteral("FR")},
    };
    return l;
}

QString capitalised(QString s)
{
    if (!s.isEmpty()) {
        s[0] = s[0].toUpper();
    }
    return s;
}

Sentence makeSentence(DemoRandom &rng, const QString &topic, int refCount, bool cite)
{
    QString text = rng.pick(sentencePatterns());
    text = text.replace(QStringLiteral("%1"), topic)
               .replace(QStringLiteral("%2"), QString::number(rng.range(2, 48)))
               .replace(QStringLiteral("%3"), QString::number(rng.range(1995, 2005)))
               .replace(QStringLiteral("%4"), QString::number(rng.range(2006, 2017)))
               .replace(QStringLiteral("%5"), rng.pick(places()))
               .replace(QStringLiteral("%6"), rng.pick(methods()));
    Sentence s;
    s.segments.append(Segment{capitalised(text), -1});
    if (cite && refCount > 0) {
        s.segments.append(Segment{QString(), rng.range(0, refCount - 1)});
    }
    s.segments.append(Segment{QStringLiteral("."), -1});
    return s;
}

// ISSN with a valid check digit (mod 11), so ISSN validators in the app accept the demo data.
QString issn(int seven)
{
    const QString digits = QStringLiteral("%1").arg(seven, 7, 10, QLatin1Char('0'));
    int sum = 0;
    for (int i = 0; i < 7; ++i) {
        sum += digits[i].digitValue() * (8 - i);
    }
    const int check = (11 - sum % 11) % 11;
    return digits.left(4) + QLatin1Char('-') + digits.mid(4) +
           (check == 10 ? QStringLiteral("X") : QString::number(check));
}

} // namespace

quint64 DemoRandom::next()
{
    quint64 z = (m_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int DemoRandom::range(int lo, int hi)
{
    return lo + int(next() % quint64(hi - lo + 1));
}

const QList<Journal> &demoJournals()
{
    static const QList<Journal> l = {
        {QStringLiteral("Journal of Demonstration Studies"), QStringLiteral("J Demo Stud"), issn(1234567),
         QStringLiteral("Example University Press"), QStringLiteral("journals.example-press.example")},
        {QStringLiteral("Revista Iberoamericana de Ciencias Ambientales"),
         QStringLiteral("Rev Iberoam Cienc Ambient"), issn(2145093), QStringLiteral("Asociación Ejemplo"),
         QStringLiteral("revistas.ejemplo.example")},
        {QStringLiteral("Nordic Review of Applied Linguistics"), QStringLiteral("Nord Rev Appl Linguist"),
         issn(1903221), QStringLiteral("Sample Scholarly Publishing"),
         QStringLiteral("ojs.nordic-sample.example")},
        {QStringLiteral("Annales de Géographie Expérimentale"), QStringLiteral("Ann Géogr Exp"),
         issn(7650012), QStringLiteral("Éditions Exemple"), QStringLiteral("www.editions-exemple.example")},
        {QStringLiteral("International Journal of Public Health Methods"),
         QStringLiteral("Int J Public Health Methods"), issn(2310448),
         QStringLiteral("Example Open Access Ltd"), QStringLiteral("www.ijphm.example")},
        {QStringLiteral("Zeitschrift für Demonstrative Ökologie"), QStringLiteral("Z Demonstr Ökol"),
         issn(3302117), QStringLiteral("Beispiel Verlag"), QStringLiteral("zeitschrift.beispiel.example")},
    };
    return l;
}

const QStringList &genericTitles()
{
    static const QStringList l = {QStringLiteral("Editorial"), QStringLiteral("Introduction"),
                                  QStringLiteral("Book Reviews"), QStringLiteral("Letter to the Editor"),
                                  QStringLiteral("Erratum")};
    return l;
}

QString generateTitle(DemoRandom &rng)
{
    QString t = rng.pick(titlePatterns());
    t = t.replace(QStringLiteral("%1"), rng.pick(topics()))
            .replace(QStringLiteral("%2"), rng.pick(places()))
            .replace(QStringLiteral("%3"), rng.pick(methods()));
    return capitalised(t);
}

Person generatePerson(DemoRandom &rng)
{
    Person p;
    p.given = rng.pick(givenNames());
    p.family = rng.pick(familyNames());
    return p;
}

Paper generatePaper(DemoRandom &rng, const PaperSpec &spec)
{
    Paper paper;
    const Journal &j = rng.pick(demoJournals());
    paper.journal = j.name;
    paper.journalAbbrev = j.abbrev;
    paper.issn = j.issn;
    paper.publisher = j.publisher;
    paper.year = spec.year;
    paper.volume = QString::number(spec.year - 1990 + rng.range(0, 3));
    paper.issue = QString::number(rng.range(1, 4));
    paper.month = rng.range(1, 12);
    paper.day = rng.range(1, 28);
    paper.firstPage = rng.range(1, 400);
    paper.doi = spec.doi;
    paper.usLetter = spec.usLetter;
    paper.coverPage = spec.coverPage;
    const QString topic = rng.pick(topics());
    paper.title = spec.genericTitle ? rng.pick(genericTitles()) : generateTitle(rng);

    const int affCount = rng.range(1, 2);
    for (int i = 0; i < affCount; ++i) {
        const auto &[dept, inst] = rng.pick(departments());
        const auto &city = rng.pick(cities());
        Affiliation a{dept, inst, city[0], city[1], city[2]};
        if (spec.ampersandInstitution && i == 0) {
            a.institution = QStringLiteral("Institute of Science & Technology");
        }
        paper.affiliations.append(a);
    }
    const int authorCount = rng.range(1, 5);
    for (int i = 0; i < authorCount; ++i) {
        Person p = generatePerson(rng);
        p.affiliation = i % affCount;
        if (i == 0) {
            p.email = p.family.toLower().remove(QLatin1Char(' ')).remove(QLatin1Char('\'')) +
                      QStringLiteral("@example.org");
        }
        paper.authors.append(p);
    }
    paper.keywordsLine =
        QStringList{topic, rng.pick(places()), rng.pick(methods())}.join(QStringLiteral("; "));

    const int refCount = rng.range(3, 9);
    for (int i = 0; i < refCount; ++i) {
        Reference r;
        const int n = rng.range(1, 3);
        for (int k = 0; k < n; ++k) {
            r.authors.append(generatePerson(rng));
        }
        r.title = generateTitle(rng);
        r.journal = rng.pick(demoJournals()).abbrev;
        r.year = rng.range(1990, spec.year);
        r.volume = QString::number(rng.range(1, 60));
        r.issue = rng.chance(70) ? QString::number(rng.range(1, 12)) : QString();
        r.firstPage = rng.range(1, 900);
        r.lastPage = r.firstPage + rng.range(5, 30);
        if (rng.chance(40)) {
            r.doi = QStringLiteral("10.5555/ref.%1").arg(rng.range(10000, 99999));
        }
        paper.references.append(r);
    }

    for (int i = rng.range(3, 5); i > 0; --i) {
        paper.abstract.sentences.append(makeSentence(rng, topic, 0, false));
    }
    const QStringList sectionTitles = {QStringLiteral("Introduction"),
                                       QStringLiteral("Materials and methods"), QStringLiteral("Results"),
                                       QStringLiteral("Discussion"), QStringLiteral("Conclusions")};
    const int sectionCount = qBound(1, spec.bodyParagraphs / 2, int(sectionTitles.size()));
    for (int s = 0; s < sectionCount; ++s) {
        paper.sections.append(Section{QString::number(s + 1), sectionTitles[s], {}, false});
    }
    for (int p = 0; p < spec.bodyParagraphs; ++p) {
        Paragraph para;
        for (int k = rng.range(3, 6); k > 0; --k) {
            para.sentences.append(makeSentence(rng, topic, refCount, rng.chance(35)));
        }
        paper.sections[p % sectionCount].paragraphs.append(para);
    }
    if (spec.rotatedAppendix) {
        Section appendix{QString(), QStringLiteral("Appendix A. Supplementary table"), {}, true};
        Paragraph para;
        for (int k = 0; k < 4; ++k) {
            para.sentences.append(makeSentence(rng, topic, refCount, false));
        }
        appendix.paragraphs.append(para);
        paper.sections.append(appendix);
    }
    return paper;
}

} // namespace Ei::Demo
