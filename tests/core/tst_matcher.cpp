// Match verdicts: normalisation, the generic-title list, each rule, the JIT 2022 hard case in all
// four GROBID versions, and an evaluation against sandcrawler's GROBID/Crossref sample
// (precision/recall printed; figures in bench/README.md "Match verdicts").
#include <common/testutil.h>

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <core/crossref/crossrefrecord.h>
#include <core/domain/doi.h>
#include <core/match/matcher.h>
#include <core/tei/teidocument.h>

using namespace Ei::Core;

namespace {

BibAuthor author(const QString &given, const QString &family)
{
    return BibAuthor{given, family, {}};
}

BibHeader header(const QString &title, const QList<BibAuthor> &authors, std::optional<int> year,
                 const QString &doi)
{
    BibHeader h;
    h.title = title;
    h.authors = authors;
    h.year = year;
    h.doi = normalizeDoiText(doi);
    return h;
}

// sandcrawler's bibjson: {"title", "authors": ["Given Family", ...], "year": "2012", "doi", "journal",
// "sha"}.
BibHeader fromBibjson(const QJsonObject &o)
{
    BibHeader h;
    h.title = normalizeSpace(o.value(QStringLiteral("title")).toString());
    for (const QJsonValue &v : o.value(QStringLiteral("authors")).toArray()) {
        const QStringList parts = normalizeSpace(v.toString()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!parts.isEmpty()) {
            h.authors.append(author(parts.mid(0, parts.size() - 1).join(QLatin1Char(' ')), parts.last()));
        }
    }
    h.year = yearFromDate(o.value(QStringLiteral("year")).toString());
    h.doi = normalizeDoiText(o.value(QStringLiteral("doi")).toString());
    h.containerTitle = o.value(QStringLiteral("journal")).toString();
    return h;
}

QHash<QString, BibHeader> loadBibjson(const QString &relative)
{
    QHash<QString, BibHeader> out;
    for (const QByteArray &line : Ei::Test::readFile(Ei::Test::corpusPath(relative)).split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (!o.isEmpty()) {
            out.insert(o.value(QStringLiteral("sha")).toString(), fromBibjson(o));
        }
    }
    return out;
}

bool isMatch(MatchVerdict v, bool includeWeak)
{
    return v == MatchVerdict::Exact || v == MatchVerdict::Strong || (includeWeak && v == MatchVerdict::Weak);
}

} // namespace

class TestMatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slugs_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("slug");
        QTest::newRow("accent") << "Paré, G." << "pare g";
        QTest::newRow("markup") << "<i>Drosophila</i> Muller &amp; co" << "drosophila muller co";
        QTest::newRow("newlines") << "\n   Multi-contact  FES:\n a review  " << "multi contact fes a review";
        QTest::newRow("cedilla") << "Ça va" << "ca va";
        QTest::newRow("ligature") << "ﬁnite ﬂow" << "finite flow";
        QTest::newRow("case") << "DYNAMICS OF RAILWAY" << "dynamics of railway";
        QTest::newRow("apostrophe") << "L'hôte" << "l hote";
        QTest::newRow("empty") << "" << "";
        QTest::newRow("only punctuation") << " -- ; ." << "";
    }

    void slugs()
    {
        QFETCH(QString, input);
        QFETCH(QString, slug);
        QCOMPARE(titleSlug(input), slug);
    }

    void dois_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("doi");
        QTest::newRow("url") << "https://doi.org/10.1177/02683962211048201" << "10.1177/02683962211048201";
        QTest::newRow("prefix") << "doi:10.1/ABC" << "10.1/abc";
        QTest::newRow("trailing paren") << "10.2105/AJPH.2007.114249)" << "10.2105/ajph.2007.114249";
        QTest::newRow("trailing bracket") << "10.2320/matertrans.48.860]" << "10.2320/matertrans.48.860";
        QTest::newRow("trailing angle")
            << "10.1103/PhysRevLett.97.026601>" << "10.1103/physrevlett.97.026601";
        QTest::newRow("trailing dot") << "10.1/x." << "10.1/x";
        QTest::newRow("sici keeps its brackets")
            << "10.1002/(SICI)1097-461X(1998)66:4<261::AID-QUA1>3.0.CO;2-T"
            << "10.1002/(sici)1097-461x(1998)66:4<261::aid-qua1>3.0.co;2-t";
        QTest::newRow("balanced trailing paren")
            << "10.1016/s0140-3664(04)00115-x" << "10.1016/s0140-3664(04)00115-x";
        QTest::newRow("not a doi") << "hello" << "";
        QTest::newRow("no slash") << "10.1234" << "";
    }

    void dois()
    {
        QFETCH(QString, input);
        QFETCH(QString, doi);
        QCOMPARE(normalizeDoiText(input), doi);
    }

    void genericTitles_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<bool>("generic");
        QTest::newRow("editorial") << "Editorial" << true;
        QTest::newRow("editorial caps") << "EDITORIAL." << true;
        QTest::newRow("jit label") << "Debates and Perspectives Paper" << true;
        QTest::newRow("introduction") << "Introduction" << true;
        QTest::newRow("letter") << "Letter to the Editor" << true;
        QTest::newRow("erratum") << "Erratum" << true;
        QTest::newRow("book reviews") << "Book Reviews" << true;
        QTest::newRow("short word") << "Q&A" << true;
        QTest::newRow("real title") << "Artificial intelligence and the conduct of literature reviews"
                                    << false;
        QTest::newRow("title starting with introduction")
            << "Introduction to the theory of neural computation" << false;
        QTest::newRow("short real title") << "Nephrology" << false;
        QTest::newRow("empty") << "" << false;
    }

    void genericTitles()
    {
        QFETCH(QString, title);
        QFETCH(bool, generic);
        QCOMPARE(isGenericTitle(title), generic);
    }

    // How much of sandcrawler's own 554-entry deny-list our independent list covers (it is not
    // copied; this only measures it). Printed for bench/README.md.
    void denylistCoverage()
    {
        EI_REQUIRE_CORPUS();
        QVERIFY(genericTitleSlugs().size() > 100);
        const QList<QByteArray> lines =
            Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral("sandcrawler/slug-denylist.txt")))
                .split('\n');
        int total = 0, covered = 0;
        for (const QByteArray &line : lines) {
            if (line.trimmed().isEmpty()) {
                continue;
            }
            ++total;
            covered += isGenericTitle(QString::fromUtf8(line.trimmed())) ? 1 : 0;
        }
        qInfo("generic titles: ours has %d entries; covers %d of %d sandcrawler deny-list slugs (%.1f%%)",
              int(genericTitleSlugs().size()), covered, total, 100.0 * covered / std::max(1, total));
        QCOMPARE(total, 554);
        QVERIFY(covered >= total / 5);
    }

    void rules_data()
    {
        const QList<BibAuthor> three{author(QStringLiteral("Gerit"), QStringLiteral("Wagner")),
                                     author(QStringLiteral("Roman"), QStringLiteral("Lukyanenko")),
                                     author(QStringLiteral("Guy"), QStringLiteral("Paré"))};
        const QList<BibAuthor> grobidThree{author(QStringLiteral("Gerit"), QStringLiteral("Wagner")),
                                           author(QStringLiteral("Roman"), QStringLiteral("Lukyanenko")),
                                           author(QStringLiteral("Guy"), QStringLiteral("Par"))};
        const QList<BibAuthor> others{author(QStringLiteral("Ann"), QStringLiteral("Smith")),
                                      author(QStringLiteral("Bo"), QStringLiteral("Jones"))};
        const QString title = QStringLiteral("Artificial intelligence and the conduct of literature reviews");
        const QString doi = QStringLiteral("10.1177/02683962211048201");
        const BibHeader crossref = header(title, three, 2021, doi);

        QTest::addColumn<BibHeader>("grobid");
        QTest::addColumn<BibHeader>("crossref");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("reason");
        QTest::newRow("exact") << header(title, grobidThree, 2021, doi) << crossref << "exact" << "doi-equal";
        QTest::newRow("doi equal, generic title") << header(QStringLiteral("Editorial"), grobidThree, {}, doi)
                                                  << crossref << "strong" << "title-generic";
        QTest::newRow("doi equal, all else differs")
            << header(QStringLiteral("Quantum transport in carbon nanotubes"), others, 1999, doi) << crossref
            << "ambiguous" << "title-mismatch";
        QTest::newRow("doi equal, title differs, authors agree")
            << header(QStringLiteral("Quantum transport in carbon nanotubes"), grobidThree, 2021, doi)
            << crossref << "strong" << "title-mismatch";
        QTest::newRow("doi differs, title and authors agree")
            << header(title, grobidThree, 2021, QStringLiteral("10.2139/ssrn.1")) << crossref << "ambiguous"
            << "doi-mismatch";
        QTest::newRow("doi differs, nothing agrees")
            << header(QStringLiteral("Quantum transport in carbon nanotubes"), others, 2021,
                      QStringLiteral("10.2139/ssrn.1"))
            << crossref << "different" << "doi-mismatch";
        QTest::newRow("doi truncated")
            << header(title, grobidThree, 2021, QStringLiteral("10.1177/0268396221")) << crossref << "strong"
            << "doi-prefix";
        QTest::newRow("no doi, title and authors")
            << header(title, grobidThree, 2021, {}) << crossref << "strong"
            << "title-equal";
        QTest::newRow("no doi, title polluted")
            << header(title + QStringLiteral(" 1 Taofik"), grobidThree, {}, {}) << crossref << "strong"
            << "title-contained";
        QTest::newRow("no doi, year off by one")
            << header(title, grobidThree, 2022, {}) << crossref << "strong"
            << "year-close";
        QTest::newRow("no doi, year far") << header(title, grobidThree, 2015, {}) << crossref << "weak"
                                          << "year-mismatch";
        QTest::newRow("no doi, same title other authors")
            << header(title, others, 2021, {}) << crossref << "ambiguous" << "authors-mismatch";
        QTest::newRow("no doi, title only")
            << header(title, {}, {}, {}) << crossref << "weak" << "authors-missing";
        QTest::newRow("no doi, different title")
            << header(QStringLiteral("Quantum transport in carbon nanotubes"), grobidThree, 2021, {})
            << crossref << "different" << "title-mismatch";
        QTest::newRow("no doi, generic title, other authors")
            << header(QStringLiteral("Introduction"), others, 2021, {}) << crossref << "different"
            << "title-generic";
        QTest::newRow("no doi, generic title, same authors")
            << header(QStringLiteral("Introduction"), grobidThree, 2021, {}) << crossref << "ambiguous"
            << "title-generic";
        QTest::newRow("nothing at all") << BibHeader{} << crossref << "ambiguous" << "title-missing";
    }

    void rules()
    {
        QFETCH(BibHeader, grobid);
        QFETCH(BibHeader, crossref);
        QFETCH(QString, verdict);
        QFETCH(QString, reason);
        const MatchResult r = compareHeaders(grobid, crossref);
        QCOMPARE(matchVerdictName(r.verdict), verdict);
        QVERIFY2(r.reasons.contains(reason), qPrintable(r.reasons.join(QLatin1Char(','))));
        for (const FieldComparison &f : r.fields) {
            QVERIFY(f.score >= 0.0 && f.score <= 1.0);
            QVERIFY(!f.code.isEmpty());
            QVERIFY(!f.reason.isEmpty());
        }
    }

    void fieldDetails()
    {
        BibHeader g;
        g.title = QStringLiteral("A study");
        g.containerTitle = QStringLiteral("J Neuroeng Rehabil");
        g.volume = QStringLiteral("013");
        g.firstPage = QStringLiteral("22");
        BibHeader c = g;
        c.containerTitle = QStringLiteral("Journal of NeuroEngineering and Rehabilitation");
        c.volume = QStringLiteral("13");
        c.firstPage = QStringLiteral("23");
        const MatchResult r = compareHeaders(g, c);
        QCOMPARE(r.field(QStringLiteral("container"))->code, QStringLiteral("container-similar"));
        QCOMPARE(r.field(QStringLiteral("volume"))->code, QStringLiteral("volume-equal"));
        QCOMPARE(r.field(QStringLiteral("first_page"))->code, QStringLiteral("first-page-mismatch"));
        g.issn = QStringLiteral("1743-0003");
        c.eissn = QStringLiteral("17430003");
        QCOMPARE(compareHeaders(g, c).field(QStringLiteral("container"))->code, QStringLiteral("issn-equal"));
        QVERIFY(r.field(QStringLiteral("nope")) == nullptr);
    }

    void jit2022_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("titleCode");
        QTest::newRow("0.7.2") << "0.7.2" << "strong" << "title-generic";
        QTest::newRow("0.8.0") << "0.8.0" << "strong" << "title-generic";
        QTest::newRow("0.8.2") << "0.8.2" << "exact" << "title-equal";
        QTest::newRow("0.8.3-SNAPSHOT") << "0.8.3-SNAPSHOT" << "strong" << "title-generic";
    }

    // Three of four GROBID versions extract "Debates and Perspectives Paper" as the title; the
    // DOI still matches and the surnames agree ("Par" vs "Paré"), so the verdict stays right.
    void jit2022()
    {
        QFETCH(QString, version);
        QFETCH(QString, verdict);
        QFETCH(QString, titleCode);
        const auto tei = parseTei(Ei::Test::readFile(Ei::Test::corpusPath(
            QStringLiteral("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-%1.tei.xml")
                .arg(version))));
        QVERIFY(tei.has_value());
        const auto work = parseCrossrefJson(Ei::Test::readFile(Ei::Test::corpusPath(
            QStringLiteral("pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json"))));
        QVERIFY(work.has_value());
        const MatchResult r = compareHeaders(tei->header, work->header);
        QCOMPARE(matchVerdictName(r.verdict), verdict);
        QCOMPARE(r.reasons.value(0), QStringLiteral("doi-equal"));
        QCOMPARE(r.field(QStringLiteral("title"))->code, titleCode);
        QCOMPARE(r.field(QStringLiteral("authors"))->score, 1.0);
        const QJsonObject json = toJson(r);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), verdict);
        QCOMPARE(json.value(QStringLiteral("fields")).toArray().size(), 8);
        QVERIFY(json.value(QStringLiteral("reasons")).toArray().contains(QStringLiteral("doi-equal")));
    }

    void hugeAuthorList()
    {
        EI_REQUIRE_CORPUS();
        const auto work = parseCrossrefJson(Ei::Test::readFile(
            Ei::Test::corpusPath(QStringLiteral("crossref/fatcat_huge_crossref_doi.json.gz"))));
        QVERIFY(work.has_value());
        BibHeader g;
        g.title = work->header.title;
        g.authors = work->header.authors.mid(0, 5);
        const MatchResult r = compareHeaders(g, work->header);
        QCOMPARE(r.field(QStringLiteral("authors"))->code, QStringLiteral("authors-overlap"));
        QCOMPARE(r.field(QStringLiteral("authors"))->score, 1.0);
        QCOMPARE(r.verdict, MatchVerdict::Strong);
    }

    // sandcrawler's match_test_data: 944 PDFs (by SHA-1) with both a GROBID header and the
    // Crossref record they were identified with (positives). Negatives pair each GROBID header
    // with the other Crossref record whose title shares the most words (hard negatives).
    void evaluateSandcrawlerSample()
    {
        EI_REQUIRE_CORPUS();
        const QHash<QString, BibHeader> crossref =
            loadBibjson(QStringLiteral("sandcrawler/match_test_data/crossref_sample.bibjson"));
        const QHash<QString, BibHeader> grobid =
            loadBibjson(QStringLiteral("sandcrawler/match_test_data/grobid_sample.bibjson"));
        QCOMPARE(crossref.size(), 964);
        QCOMPARE(grobid.size(), 979);
        QStringList shas;
        for (auto it = grobid.begin(); it != grobid.end(); ++it) {
            if (crossref.contains(it.key())) {
                shas << it.key();
            }
        }
        shas.sort();
        QCOMPARE(shas.size(), 944);

        // Inverted index of Crossref title words for the hard negatives.
        QStringList crossrefShas = crossref.keys();
        crossrefShas.sort();
        QHash<QString, QList<int>> index;
        for (int i = 0; i < crossrefShas.size(); ++i) {
            const QStringList words =
                titleSlug(crossref.value(crossrefShas.at(i)).title).split(QLatin1Char(' '));
            for (const QString &w : QSet<QString>(words.begin(), words.end())) {
                if (w.size() > 3) {
                    index[w].append(i);
                }
            }
        }

        QMap<QString, int> positives, negatives;
        for (const QString &sha : std::as_const(shas)) {
            const BibHeader &g = grobid[sha];
            const MatchResult pr = compareHeaders(g, crossref[sha]);
            positives[matchVerdictName(pr.verdict)]++;
            if (qEnvironmentVariableIsSet("EI_MATCH_VERBOSE") && !isMatch(pr.verdict, true)) {
                qInfo("%s %s | %s | %s", qPrintable(matchVerdictName(pr.verdict)),
                      qPrintable(pr.reasons.join(QLatin1Char(','))), qPrintable(g.title.left(60)),
                      qPrintable(crossref[sha].title.left(60)));
            }
            QHash<int, int> overlap;
            const QStringList words = titleSlug(g.title).split(QLatin1Char(' '));
            for (const QString &w : QSet<QString>(words.begin(), words.end())) {
                for (int i : index.value(w)) {
                    overlap[i]++;
                }
            }
            int best = -1, bestCount = 0;
            for (auto it = overlap.begin(); it != overlap.end(); ++it) {
                if (crossrefShas.at(it.key()) != sha &&
                    (it.value() > bestCount || (it.value() == bestCount && it.key() < best))) {
                    best = it.key();
                    bestCount = it.value();
                }
            }
            if (best < 0) {
                best = (crossrefShas.indexOf(sha) + 1) % int(crossrefShas.size());
            }
            negatives[matchVerdictName(compareHeaders(g, crossref[crossrefShas.at(best)]).verdict)]++;
        }
        auto line = [](const QMap<QString, int> &m) {
            QStringList parts;
            for (const char *v : {"exact", "strong", "weak", "ambiguous", "different"}) {
                parts << QStringLiteral("%1=%2").arg(QLatin1StringView(v)).arg(m.value(QLatin1StringView(v)));
            }
            return parts.join(QLatin1Char(' '));
        };
        qInfo("positives (944): %s", qPrintable(line(positives)));
        qInfo("hard negatives (944): %s", qPrintable(line(negatives)));
        for (const bool weak : {false, true}) {
            int tp = 0, fp = 0;
            for (auto it = positives.begin(); it != positives.end(); ++it) {
                tp += isMatch(*verdictFromName(it.key()), weak) ? it.value() : 0;
            }
            for (auto it = negatives.begin(); it != negatives.end(); ++it) {
                fp += isMatch(*verdictFromName(it.key()), weak) ? it.value() : 0;
            }
            const double precision = tp + fp > 0 ? double(tp) / (tp + fp) : 0.0;
            const double recall = double(tp) / 944.0;
            qInfo("match = exact|strong%s: TP=%d FP=%d precision=%.3f recall=%.3f", weak ? "|weak" : "", tp,
                  fp, precision, recall);
            if (!weak) {
                QVERIFY2(precision >= 0.98, "exact|strong must almost never pair different works");
                QVERIFY2(recall >= 0.70, "exact|strong must find most identified pairs");
            }
        }
        QVERIFY(negatives.value(QStringLiteral("exact")) == 0);
    }

private:
    static std::optional<MatchVerdict> verdictFromName(const QString &name)
    {
        for (const MatchVerdict v : {MatchVerdict::Exact, MatchVerdict::Strong, MatchVerdict::Weak,
                                     MatchVerdict::Ambiguous, MatchVerdict::Different}) {
            if (matchVerdictName(v) == name) {
                return v;
            }
        }
        return std::nullopt;
    }
};

QTEST_GUILESS_MAIN(TestMatcher)
#include "tst_matcher.moc"
