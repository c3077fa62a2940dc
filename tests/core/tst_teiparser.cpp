// The GROBID TEI parser over every TEI file of the corpus (0.4.1 .. 0.8.3), plus source ranges,
// page sizes, coords and the malformed / non-TEI inputs a curator meets in the table.
#include <common/teisamples.h>
#include <common/testutil.h>

#include <QDirIterator>
#include <QTest>

#include <core/tei/prettyprint.h>
#include <core/tei/teidocument.h>

using namespace Ei::Core;

class TestTeiParser : public QObject
{
    Q_OBJECT

private:
    static TeiDocument parseFile(const QString &relative)
    {
        const QByteArray xml = Ei::Test::readFile(Ei::Test::corpusPath(relative));
        auto doc = parseTei(xml);
        if (!doc) {
            qWarning() << doc.error().message;
            return {};
        }
        return *doc;
    }

private Q_SLOTS:
    void corpus_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("titleStart");
        QTest::addColumn<int>("authors");
        QTest::addColumn<QString>("doi");
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("coords");
        QTest::addColumn<int>("pages");
        QTest::addColumn<int>("references");
        // Coords counts are PROVENANCE.md's "coords= attrs" column (grep count of the attribute).
        QTest::newRow("jner 0.8.1")
            << "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.8.1.coords.tei.xml"
            << "Multi-contact functional electrical stimulation" << 5 << "10.1186/s12984-016-0129-6"
            << "0.8.1" << 445 << 9 << 49;
        QTest::newRow("jner 0.6.1")
            << "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.6.1.tei.xml"
            << "Multi-contact functional electrical stimulation" << 5 << "10.1186/s12984-016-0129-6"
            << "0.6.1" << 157 << 9 << 49;
        QTest::newRow("jner 0.6.2")
            << "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.6.2-SNAPSHOT.tei.xml"
            << "Multi-contact functional electrical stimulation" << 5 << "10.1186/s12984-016-0129-6"
            << "0.6.2-SNAPSHOT" << 162 << 9 << 49;
        QTest::newRow("cmj 0.6.1")
            << "pairs/cmj2017_sun/0f318087-b211-4ace-8ac9-3d9372a73c1c.grobid-0.6.1.tei.xml"
            << "Clinical Characteristics, Electrophysiology" << 8 << "10.4103/0366-6999.209897"
            << "0.6.1" << 150 << 6 << 27;
        QTest::newRow("cmj 0.6.2")
            << "pairs/cmj2017_sun/0f318087-b211-4ace-8ac9-3d9372a73c1c.grobid-0.6.2-SNAPSHOT.tei.xml"
            << "Clinical Characteristics, Electrophysiology" << 8 << "10.4103/0366-6999.209897"
            << "0.6.2-SNAPSHOT" << 149 << 6 << 27;
        QTest::newRow("jit 0.7.2") << "pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.7.2.tei.xml"
                                   << "Debates and Perspectives Paper" << 4 << "10.1177/02683962211048201"
                                   << "0.7.2" << 1 << 0 << 118;
        QTest::newRow("jit 0.8.0") << "pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.8.0.tei.xml"
                                   << "Debates and Perspectives Paper" << 4 << "10.1177/02683962211048201"
                                   << "0.8.0" << 1 << 0 << 120;
        QTest::newRow("jit 0.8.2") << "pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.8.2.tei.xml"
                                   << "Artificial intelligence and the conduct of literature reviews" << 4
                                   << "10.1177/02683962211048201" << "0.8.2" << 1 << 0 << 120;
        QTest::newRow("jit 0.8.3")
            << "pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.8.3-SNAPSHOT.tei.xml"
            << "Debates and Perspectives Paper" << 4 << "10.1177/02683962211048201"
            << "0.8.3-SNAPSHOT" << 1 << 0 << 120;
        QTest::newRow("hal 0.8.2")
            << "pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml"
            << "How to build an Open Science Monitor" << 4 << "" << "0.8.2" << 234 << 7 << 7;
        QTest::newRow("deng 0.7.2")
            << "pairs/arxiv1912.10667_deng/e5910c027af0ee9c1901c57f6579d903aedee7f4.xml"
            << "Generalizing Deep Models for Overhead Image Segmentation" << 4 << ""
            << "0.7.2" << 600 << 10 << 40;
        QTest::newRow("deng no authors")
            << "pairs/arxiv1912.10667_deng/e5910c027af0ee9c1901c57f6579d903aedee7f4_no_authors.xml"
            << "Generalizing Deep Models for Overhead Image Segmentation" << 0 << "" << "0.7.2" << 596 << 10
            << 40;
        QTest::newRow("specter") << "pairs/acl2020_specter/2020.acl-main.207.tei.xml"
                                 << "SPECTER: Document-level" << 5 << "" << "0.6.1" << 0 << 0 << 57;
        QTest::newRow("naacl") << "pairs/naacl2018_s2_literature_graph/N18-3011.tei.xml"
                               << "Construction of the Literature Graph in Semantic Scholar" << 23 << ""
                               << "0.6.1" << 0 << 0 << 27;
        QTest::newRow("mpra 0.5.5")
            << "pairs/mpra_rural_development/f2235cd28c171f9f3b6a8bcebe246159c464980c.tei.xml"
            << "M P RA Munich Personal RePEc Archive Territorial" << 1 << "" << "0.5.5" << 0 << 0 << 39;
        QTest::newRow("lafia 0.8.0")
            << "pairs/lafia2017_agri_export/62-Article Text-140-1-10-20190621.grobid.tei.xml"
            << "Impact of Agricultural Export on Inclusive Growth in Nigeria" << 1 << ""
            << "0.8.0" << 0 << 0 << 24;
        QTest::newRow("0.4.1 header")
            << "tei/grobid-0.4.1_sample1.tei.header.xml"
            << "A Virtual Machine Introspection Based Architecture for Intrusion Detection" << 2 << ""
            << "0.4.1" << 0 << 0 << 0;
        QTest::newRow("0.4.1 fulltext")
            << "tei/grobid-0.4.1_sample2.tei.fulltext.xml"
            << "A Virtual Machine Introspection Based Architecture for Intrusion Detection" << 2 << ""
            << "0.4.1" << 145 << 0 << 47;
        QTest::newRow("old header, no version")
            << "tei/grobid_sample_header.tei"
            << "Bi-criteria Algorithm for Scheduling Jobs" << 4 << "" << "" << 0 << 0 << 0;
        QTest::newRow("amnat 0.8.0") << "tei/miku_062RoisinAronAmericanNaturalist03.grobid.tei.xml"
                                     << "Split Sex Ratios in Perennial Social Hymenoptera" << 2 << ""
                                     << "0.8.0" << 4 << 0 << 47;
        QTest::newRow("citation list")
            << "tei/miku_citation_list_example.tei.xml" << "" << 0 << "" << "" << 0 << 0 << 13;
        QTest::newRow("version with newline")
            << "tei/miku_document_example.tei.xml"
            << "Changes of patients' satisfaction" << 2 << "" << "0.5.5-fatcat" << 0 << 0 << 15;
        QTest::newRow("maml 0.7.0") << "tei/mmda_grobid-tei-maml-header.xml" << "Model-Agnostic Meta-Learning"
                                    << 3 << "" << "0.7.0" << 0 << 0 << 0;
        QTest::newRow("aem 0.5.5") << "tei/s2orc_24e6b80e338a4e543de6b49cada07156c9149d22.tei.xml"
                                   << "Niche Partitioning of Marine Group I Crenarchaeota" << 5
                                   << "10.1128/aem.00294-11"
                                   << "0.5.5" << 0 << 0 << 68;
        QTest::newRow("railway 0.5.1")
            << "tei/sandcrawler_23b29ea36382680716be08fc71aa81bd226e8a85.xml"
            << "DYNAMICS OF RAILWAY FREIGHT VEHICLES" << 4 << "" << "0.5.1-SNAPSHOT" << 0 << 0 << 100;
        QTest::newRow("tei/sandcrawler_small")
            << "tei/sandcrawler_small.xml" << "Dummy Example File" << 2 << ""
            << "0.5.1-SNAPSHOT" << 0 << 0 << 2;
        QTest::newRow("sandcrawler/small") << "sandcrawler/small.xml" << "Dummy Example File" << 2 << ""
                                           << "0.5.1-SNAPSHOT" << 0 << 0 << 2;
        QTest::newRow("empty citation")
            << "tei/odd/miku_citation_empty.tei.xml" << "" << 0 << "" << "" << 0 << 0 << 1;
        QTest::newRow("unstructured citation")
            << "tei/odd/miku_citation_empty_unstructured.tei.xml" << "" << 0 << ""
            << "" << 0 << 0 << 1;
        QTest::newRow("no abstract") << "tei/odd/mmda_grobid-tei-no-abstract.xml"
                                     << "Model-Agnostic Meta-Learning" << 3 << "" << "0.7.0" << 0 << 0 << 0;
        // The titleStmt title is empty; the analytic title of the same header is used instead.
        QTest::newRow("no title") << "tei/odd/mmda_grobid-tei-no-title.xml" << "Model-Agnostic Meta-Learning"
                                  << 3 << "" << "0.7.0" << 0 << 0 << 0;
        QTest::newRow("refs springer") << "crossref/sandcrawler_grobid_refs_978-3-030-64953-1_4.tei.xml" << ""
                                       << 0 << "" << "" << 0 << 0 << 3;
        QTest::newRow("refs cardiology") << "crossref/sandcrawler_grobid_refs_s1047951103000064.tei.xml" << ""
                                         << 0 << "" << "" << 0 << 0 << 24;
    }

    void corpus()
    {
        QFETCH(QString, file);
        QFETCH(QString, titleStart);
        QFETCH(int, authors);
        QFETCH(QString, doi);
        QFETCH(QString, version);
        QFETCH(int, coords);
        QFETCH(int, pages);
        QFETCH(int, references);
        const QByteArray xml = Ei::Test::readFile(Ei::Test::corpusPath(file));
        QVERIFY(!xml.isEmpty());
        const auto doc = parseTei(xml);
        QVERIFY2(doc.has_value(), qPrintable(doc ? QString() : doc.error().message));
        QVERIFY2(!doc->error, qPrintable(doc->error ? doc->error->message : QString()));
        if (titleStart.isEmpty()) {
            QVERIFY2(doc->header.title.isEmpty(), qPrintable(doc->header.title));
        } else {
            QVERIFY2(doc->header.title.startsWith(titleStart), qPrintable(doc->header.title));
        }
        QCOMPARE(doc->header.authors.size(), authors);
        QCOMPARE(doc->header.doi, doi);
        QCOMPARE(doc->grobidVersion, version);
        QCOMPARE(doc->elements.size(), coords);
        // Independent count of the attribute, so the expectation cannot drift from the file.
        QCOMPARE(doc->elements.size(), xml.count("coords=\""));
        QCOMPARE(doc->pages.size(), pages);
        QCOMPARE(doc->references.size(), references);
        for (const TeiElement &e : doc->elements) {
            QVERIFY(e.source.isValid());
            for (const TeiBox &b : e.boxes) {
                QVERIFY(b.page >= 1);
                if (!doc->pages.isEmpty()) {
                    QVERIFY2(b.page <= doc->pages.size(), qPrintable(e.tag));
                }
            }
        }
        // The header-only mode sees the same header and boxes.
        const auto fast = parseTei(xml, TeiParseOptions{.headerAndCoordsOnly = true});
        QVERIFY(fast.has_value());
        QCOMPARE(fast->header.title, doc->header.title);
        QCOMPARE(fast->header.authors.size(), doc->header.authors.size());
        QCOMPARE(fast->elements.size(), doc->elements.size());
        QCOMPARE(fast->boxCount(), doc->boxCount());
        QVERIFY(fast->references.isEmpty());
        QVERIFY(!fast->error);
        QCOMPARE(fast->pages.size(), doc->pages.size());
        for (qsizetype i = 0; i < fast->pages.size(); ++i) {
            QCOMPARE(fast->pages.at(i).box, doc->pages.at(i).box);
        }
        // After the header a tag scanner replaces the XML reader: it must find the very same
        // elements at the very same places.
        for (qsizetype i = 0; i < doc->elements.size(); ++i) {
            const TeiElement &a = doc->elements.at(i);
            const TeiElement &b = fast->elements.at(i);
            QCOMPARE(b.kind, a.kind);
            QCOMPARE(b.tag, a.tag);
            QCOMPARE(b.xmlId, a.xmlId);
            QCOMPARE(b.target, a.target);
            QCOMPARE(b.type, a.type);
            QCOMPARE(b.boxes.size(), a.boxes.size());
            QCOMPARE(b.source.begin, a.source.begin);
            QCOMPARE(b.source.end, a.source.end);
            QCOMPARE(b.source.byteBegin, a.source.byteBegin);
            QCOMPARE(b.source.line, a.source.line);
        }
    }

    void headerFields()
    {
        EI_REQUIRE_CORPUS();
        const TeiDocument aem =
            parseFile(QStringLiteral("tei/s2orc_24e6b80e338a4e543de6b49cada07156c9149d22.tei.xml"));
        QCOMPARE(aem.header.containerTitle, QStringLiteral("APPLIED AND ENVIRONMENTAL MICROBIOLOGY"));
        QCOMPARE(aem.header.volume, QStringLiteral("77"));
        QCOMPARE(aem.header.issue, QStringLiteral("21"));
        QCOMPARE(aem.header.firstPage, QStringLiteral("7469"));
        QCOMPARE(aem.header.lastPage, QStringLiteral("7478"));
        QCOMPARE(aem.header.year, 2011);
        QCOMPARE(aem.header.date, QStringLiteral("2011-11"));
        QCOMPARE(aem.grobidWhen, QStringLiteral("2019-10-04T21:57+0000"));

        const TeiDocument jit = parseFile(
            QStringLiteral("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.8.2.tei.xml"));
        QCOMPARE(jit.header.authors.at(2).family, QStringLiteral("Par")); // GROBID lost the accent
        QCOMPARE(jit.header.authors.at(2).given, QStringLiteral("Guy"));
        QCOMPARE(jit.md5, QStringLiteral("17D4EB159A8EF007FAF3A6FA2DEC6788"));
        QVERIFY(jit.abstract.startsWith(QStringLiteral("Artificial intelligence (AI) is beginning")));
        QCOMPARE(jit.keywords.size(), 7);

        const TeiDocument hal = parseFile(QStringLiteral(
            "pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml"));
        QCOMPARE(hal.header.authors.at(2).family, QStringLiteral("L'hôte"));
        QCOMPARE(hal.header.authors.at(0).affiliations,
                 QStringList{QStringLiteral("University of Lorraine, France")});
        // Sentence-segmented abstract: sentences keep a space between them.
        QVERIFY(hal.abstract.contains(QStringLiteral("policies. Since 2018")));
        QCOMPARE(hal.header.year, 2024);

        const TeiDocument jner = parseFile(QStringLiteral(
            "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.8.1.coords.tei.xml"));
        const TeiReference &b0 = jner.references.at(0);
        QCOMPARE(b0.xmlId, QStringLiteral("b0"));
        QVERIFY(
            b0.bib.title.startsWith(QStringLiteral("The influence of functional electrical stimulation")));
        QCOMPARE(b0.bib.authors.size(), 2);
        QCOMPARE(b0.bib.authors.at(1).given, QStringLiteral("F C"));
        QCOMPARE(b0.bib.doi, QStringLiteral("10.1186/2040-7378-6-9"));
        QCOMPARE(b0.bib.containerTitle, QStringLiteral("Exp Translational Stroke Med"));
        QCOMPARE(b0.bib.year, 2014);
        QCOMPARE(b0.bib.volume, QStringLiteral("6"));
        QCOMPARE(b0.boxes.size(), 3);
        QVERIFY(!jner.figures.isEmpty());
        QCOMPARE(jner.figures.at(0).xmlId, QStringLiteral("fig_0"));
        QCOMPARE(jner.figures.at(0).head, QStringLiteral("Fig. 1"));
        QVERIFY(jner.figures.at(0).description.startsWith(QStringLiteral("Fig. 1 Multi-contact set-up")));
        QVERIFY(!jner.formulas.isEmpty());
        QCOMPARE(jner.formulas.at(0).xmlId, QStringLiteral("formula_0"));
        QVERIFY(!jner.outline.isEmpty());
        // Reference markers carry their target.
        bool sawMarker = false;
        for (const TeiElement &e : jner.elements) {
            if (e.kind == TeiElementKind::ReferenceMarker) {
                QVERIFY(e.target.startsWith(QLatin1Char('#')));
                sawMarker = true;
            }
        }
        QVERIFY(sawMarker);
    }

    void facsimilePages()
    {
        EI_REQUIRE_CORPUS();
        // Mixed page sizes: the HAL cover page is A4, the paper is US Letter.
        const TeiDocument hal = parseFile(QStringLiteral(
            "pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml"));
        QCOMPARE(hal.pages.size(), 7);
        QCOMPARE(hal.pageSize(1), QSizeF(595.28, 841.89));
        for (int n = 2; n <= 7; ++n) {
            QCOMPARE(hal.pageSize(n), QSizeF(612.0, 792.0));
        }
        QVERIFY(!hal.pageSize(8).isValid());
        const TeiElement &title = hal.elements.at(0);
        QCOMPARE(title.kind, TeiElementKind::Title);
        QCOMPARE(title.boxes.size(), 2);
        QCOMPARE(title.boxes.at(0).page, 2);
        QCOMPARE(title.boxes.at(0).rect, QRectF(89.87, 125.09, 432.26, 15.12));
    }

    void sourceRanges_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("file");
        QTest::newRow("hal")
            << "pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml";
        QTest::newRow("deng") << "pairs/arxiv1912.10667_deng/e5910c027af0ee9c1901c57f6579d903aedee7f4.xml";
        QTest::newRow("jner")
            << "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.8.1.coords.tei.xml";
        QTest::newRow("0.4.1 pretty-printed") << "tei/grobid-0.4.1_sample2.tei.fulltext.xml";
    }

    void sourceRanges()
    {
        QFETCH(QString, file);
        const QByteArray xml = Ei::Test::readFile(Ei::Test::corpusPath(file));
        const QString text = QString::fromUtf8(xml);
        const auto doc = parseTei(xml);
        QVERIFY(doc.has_value());
        QVERIFY(!doc->elements.isEmpty());
        for (const TeiElement &e : doc->elements) {
            const QString slice = text.mid(e.source.begin, e.source.end - e.source.begin);
            QVERIFY2(slice.startsWith(QLatin1Char('<') + e.tag), qPrintable(slice.left(40)));
            QVERIFY2(slice.endsWith(QStringLiteral("</") + e.tag + QLatin1Char('>')) || slice.endsWith(u"/>"),
                     qPrintable(slice.right(40)));
            QCOMPARE(QString::fromUtf8(xml.mid(e.source.byteBegin, e.source.byteEnd - e.source.byteBegin)),
                     slice);
            QCOMPARE(e.source.line, int(text.left(e.source.begin).count(QLatin1Char('\n'))) + 1);
            // The element under a cursor just inside its start tag is this element (or a child).
            QCOMPARE(doc->elementAt(e.source.begin), qsizetype(&e - doc->elements.constData()));
        }
        for (const TeiReference &r : doc->references) {
            QVERIFY(text.mid(r.source.begin, r.source.end - r.source.begin).startsWith(u"<biblStruct"));
        }
        for (const TeiSection &s : doc->outline) {
            const QString slice = text.mid(s.source.begin, s.source.end - s.source.begin);
            QVERIFY2(slice.startsWith(u"<div") || slice.startsWith(u"<head"), qPrintable(slice.left(30)));
        }
        QCOMPARE(doc->elementAt(-1), qsizetype(-1));
        QCOMPARE(doc->elementAt(0), qsizetype(-1));
    }

    void nonAsciiOffsets()
    {
        const QByteArray xml = Ei::Test::teiNonAscii();
        const QString text = QString::fromUtf8(xml);
        const auto doc = parseTei(xml);
        QVERIFY(doc.has_value());
        QVERIFY(!doc->error);
        QCOMPARE(doc->header.title, QStringLiteral("Étude ☃ 𝔘nicode"));
        QCOMPARE(doc->header.authors.at(0).family, QStringLiteral("Paré"));
        QCOMPARE(doc->header.doi, QStringLiteral("10.1234/abc"));
        QCOMPARE(doc->header.containerTitle, QStringLiteral("Revue 🙂"));
        QCOMPARE(doc->header.firstPage, QStringLiteral("12"));
        QCOMPARE(doc->header.lastPage, QStringLiteral("19"));
        QCOMPARE(doc->header.year, 2019);
        QCOMPARE(doc->elements.size(), 5);
        for (const TeiElement &e : doc->elements) {
            const QString slice = text.mid(e.source.begin, e.source.end - e.source.begin);
            QVERIFY2(slice.startsWith(QLatin1Char('<') + e.tag), qPrintable(slice));
            QVERIFY2(slice.endsWith(QStringLiteral("</") + e.tag + QLatin1Char('>')), qPrintable(slice));
            // Byte offsets differ from UTF-16 offsets after the first non-ASCII character.
            QCOMPARE(QString::fromUtf8(xml.mid(e.source.byteBegin, e.source.byteEnd - e.source.byteBegin)),
                     slice);
        }
        const TeiElement &sentence = doc->elements.at(2);
        QCOMPARE(sentence.kind, TeiElementKind::Sentence);
        QCOMPARE(sentence.snippet, QStringLiteral("Ça 🙂 va [1] bien."));
        QVERIFY(sentence.source.byteBegin > sentence.source.begin);
        const TeiElement &marker = doc->elements.at(3);
        QCOMPARE(marker.kind, TeiElementKind::ReferenceMarker);
        QCOMPARE(marker.target, QStringLiteral("#b0"));
        // Cursor inside the marker's text finds the marker, inside the sentence text the sentence.
        const qsizetype inMarker = text.indexOf(QStringLiteral("[1]"));
        QCOMPARE(doc->elementAt(inMarker), 3);
        QCOMPARE(doc->elementAt(text.indexOf(QStringLiteral("bien."))), 2);
        QCOMPARE(doc->references.at(0).bib.title, QStringLiteral("Réf"));
        QCOMPARE(doc->references.at(0).bib.year, 2001);
        QCOMPARE(doc->outline.at(0).title, QStringLiteral("Intro ü"));
    }

    void coords_data()
    {
        QTest::addColumn<QString>("coords");
        QTest::addColumn<int>("boxes");
        QTest::newRow("one") << "1,2.5,3,4,5" << 1;
        QTest::newRow("two") << "1,2,3,4,5;2,1,1,1,1" << 2;
        QTest::newRow("empty") << "" << 0;
        QTest::newRow("trailing ;") << "1,2,3,4,5;" << 1;
        QTest::newRow("garbage") << "x,y" << 0;
        QTest::newRow("too few") << "1,2,3" << 0;
        QTest::newRow("too many") << "1,2,3,4,5,6" << 0;
        QTest::newRow("page 0") << "0,1,1,1,1" << 0;
        QTest::newRow("negative size") << "1,1,1,-1,1" << 0;
        QTest::newRow("one bad of two") << "1,2,3,4,5;zz" << 1;
    }

    void coords()
    {
        QFETCH(QString, coords);
        QFETCH(int, boxes);
        QCOMPARE(parseCoords(coords).size(), boxes);
    }

    void malformedKeepsWhatWasRead()
    {
        const auto doc = parseTei(Ei::Test::teiRawAmpersand());
        QVERIFY(doc.has_value());
        QVERIFY(doc->error.has_value());
        QCOMPARE(doc->error->line, 6);
        QVERIFY(doc->error->column > 1);
        QVERIFY(!doc->error->message.isEmpty());
        QCOMPARE(doc->header.title, QStringLiteral("Broken Ampersand Paper"));
    }

    void truncatedCorpusFile()
    {
        EI_REQUIRE_CORPUS();
        QByteArray xml = Ei::Test::readFile(Ei::Test::corpusPath(
            QStringLiteral("pairs/arxiv1912.10667_deng/e5910c027af0ee9c1901c57f6579d903aedee7f4.xml")));
        xml.truncate(xml.size() / 2);
        const auto doc = parseTei(xml);
        QVERIFY(doc.has_value());
        QVERIFY(doc->error.has_value());
        QVERIFY(doc->error->line > 1);
        QVERIFY(doc->header.title.startsWith(QStringLiteral("Generalizing Deep Models")));
        QVERIFY(doc->elements.size() > 100);
        QVERIFY(doc->elements.size() < 600);
        for (const TeiElement &e : doc->elements) {
            QVERIFY(e.source.end >= e.source.begin);
        }
        // The header-and-coords scanner reports the truncation too, with the same elements.
        const auto fast = parseTei(xml, TeiParseOptions{.headerAndCoordsOnly = true});
        QVERIFY(fast.has_value());
        QVERIFY(fast->error.has_value());
        QCOMPARE(fast->elements.size(), doc->elements.size());
    }

    void scannerMismatchedTags()
    {
        const QByteArray xml =
            QByteArrayLiteral("<TEI><teiHeader><fileDesc><titleStmt><title level=\"a\" "
                              "type=\"main\">T</title></titleStmt></fileDesc></teiHeader>\n"
                              "<text><body><p><s coords=\"1,1,1,1,1\">a > b</s></p>\n"
                              "<p><s coords=\"1,2,2,2,2\">x</p></body></text></TEI>");
        const auto fast = parseTei(xml, TeiParseOptions{.headerAndCoordsOnly = true});
        QVERIFY(fast.has_value());
        QVERIFY(fast->error.has_value());
        QCOMPARE(fast->error->line, 3);
        QCOMPARE(fast->elements.size(), 2);
        QCOMPARE(fast->header.title, QStringLiteral("T"));
        const auto full = parseTei(xml);
        QVERIFY(full.has_value());
        QVERIFY(full->error.has_value());
        QCOMPARE(full->error->line, 3);
    }

    void notTei_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("messageContains");
        QTest::newRow("empty") << QByteArray() << "empty";
        QTest::newRow("blank") << QByteArray("  \n\t ") << "empty";
        QTest::newRow("html page") << Ei::Test::htmlErrorPage() << "HTML";
        QTest::newRow("plain text") << QByteArray(
                                           "HTTP ERROR 406 Not Acceptable\nURI: /api/processFulltextDocument")
                                    << "not XML";
        QTest::newRow("other xml") << QByteArray("<?xml version=\"1.0\"?><rss><channel/></rss>") << "<rss>";
        QTest::newRow("binary") << QByteArray("%PDF-1.4\n\xff\xfe\x00\x01", 13) << "not XML";
    }

    void notTei()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, messageContains);
        const auto doc = parseTei(input);
        QVERIFY(!doc.has_value());
        QCOMPARE(doc.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(doc.error().message.contains(messageContains), qPrintable(doc.error().message));
    }

    void corpusErrorFiles()
    {
        EI_REQUIRE_CORPUS();
        for (const char *name :
             {"tei/odd/grobid_client_406_error.txt", "tei/odd/grobid_client_408_empty.txt"}) {
            const auto doc = parseTei(Ei::Test::readFile(Ei::Test::corpusPath(QLatin1StringView(name))));
            QVERIFY(!doc.has_value());
            QCOMPARE(doc.error().kind, ErrorKind::InvalidInput);
        }
    }

    void noEntityExpansion()
    {
        // Nested internal entities and an external (file://) entity: no expansion blow-up, no file
        // access; the result is an error or a document without the entity's content.
        const auto doc = parseTei(Ei::Test::billionLaughs());
        if (doc) {
            QVERIFY(doc->error.has_value());
            QVERIFY(doc->header.title.size() < 100000);
        }
    }

    void prettyPrint_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("file");
        QTest::newRow("jit 0.7.2") << "pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.7.2.tei.xml";
        QTest::newRow("hal")
            << "pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml";
        QTest::newRow("0.4.1") << "tei/grobid-0.4.1_sample2.tei.fulltext.xml";
        QTest::newRow("citation") << "tei/odd/miku_citation_empty.tei.xml";
    }

    void prettyPrint()
    {
        QFETCH(QString, file);
        const QByteArray xml = Ei::Test::readFile(Ei::Test::corpusPath(file));
        const PrettyPrinted pretty = prettyPrintXml(QString::fromUtf8(xml));
        QVERIFY(!pretty.error);
        const auto before = parseTei(xml);
        const auto after = parseTei(pretty.text.toUtf8());
        QVERIFY(before.has_value());
        QVERIFY2(after.has_value(),
                 qPrintable(after ? QString() : after.error().message + pretty.text.left(300)));
        QVERIFY(!after->error);
        QCOMPARE(after->header.title, before->header.title);
        QCOMPARE(after->abstract, before->abstract);
        QCOMPARE(after->elements.size(), before->elements.size());
        QCOMPARE(after->references.size(), before->references.size());
        for (qsizetype i = 0; i < before->elements.size(); ++i) {
            QCOMPARE(after->elements.at(i).snippet, before->elements.at(i).snippet);
        }
        // Pretty-printing is idempotent.
        QCOMPARE(prettyPrintXml(pretty.text).text, pretty.text);
        // Every element's start tag is found through the anchors in the re-indented text, and back.
        const QString text = QString::fromUtf8(xml);
        for (const TeiElement &e : before->elements) {
            const qint64 at = pretty.toPretty(e.source.begin);
            QVERIFY(QStringView(pretty.text)
                        .mid(at)
                        .startsWith(QStringView(text).mid(e.source.begin, e.tag.size() + 1)));
            QCOMPARE(pretty.toSource(at), e.source.begin);
        }
    }

    void prettyPrintCancels()
    {
        EI_REQUIRE_CORPUS();
        // The largest corpus TEI: tens of thousands of tokens, so the flag is polled early.
        const QString xml = QString::fromUtf8(Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral(
            "pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.8.3-SNAPSHOT.tei.xml"))));
        int polls = 0;
        const PrettyPrinted cancelled = prettyPrintXml(xml, 2, [&polls] { return ++polls > 0; });
        QCOMPARE(polls, 1);
        QVERIFY(cancelled.text.isEmpty());
        QVERIFY(!prettyPrintXml(xml, 2, [] { return false; }).text.isEmpty());
    }

    void prettyPrintMixedContentVerbatim()
    {
        const QString xml = QStringLiteral("<a><b>x <i>y</i>  z&amp;</b><c><d/></c></a>");
        const PrettyPrinted pretty = prettyPrintXml(xml, 2);
        QVERIFY(!pretty.error);
        QCOMPARE(pretty.text,
                 QStringLiteral("<a>\n  <b>x <i>y</i>  z&amp;</b>\n  <c>\n    <d/>\n  </c>\n</a>\n"));
    }

    void prettyPrintMalformed()
    {
        const QString xml = QString::fromUtf8(Ei::Test::teiRawAmpersand());
        const PrettyPrinted pretty = prettyPrintXml(xml);
        QVERIFY(pretty.error.has_value());
        QCOMPARE(pretty.error->line, 6);
        QCOMPARE(pretty.text, xml);
        // Unchanged text: offsets map to themselves.
        QCOMPARE(pretty.toPretty(42), 42);
        QCOMPARE(pretty.toSource(42), 42);
        QVERIFY(prettyPrintXml(QString()).text.isEmpty() || prettyPrintXml(QString()).error);
    }
};

QTEST_GUILESS_MAIN(TestTeiParser)
#include "tst_teiparser.moc"
