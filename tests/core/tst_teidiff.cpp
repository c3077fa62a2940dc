// The structural TEI comparison on the corpus's same-paper TEI of several GROBID versions: a
// document against itself is identical; two versions name the fields that differ (the JIT paper's
// wrong title in 0.7.2 against 0.8.2) and count references one to one.
#include <common/corpusfiles.h>
#include <common/teisamples.h>
#include <common/testutil.h>

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <core/tei/teidiff.h>

using namespace Ei::Core;
using Ei::Test::CorpusFiles::jitTei;

namespace {

TeiDocument parsed(const QString &relative)
{
    auto doc = parseTei(Ei::Test::readFile(Ei::Test::corpusPath(relative)));
    Q_ASSERT(doc.has_value());
    return *doc;
}

} // namespace

class TestTeiDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void selfIsIdentical_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        Ei::Test::addSelfComparisonRows();
        QTest::newRow("jit 0.8.2") << jitTei(QStringLiteral("0.8.2"));
        QTest::newRow("grobid 0.4.1 header") << QStringLiteral("tei/grobid-0.4.1_sample1.tei.header.xml");
    }
    void selfIsIdentical()
    {
        QFETCH(QString, file);
        const TeiDocument doc = parsed(file);
        const TeiDiff diff = compareTei(doc, doc);
        QVERIFY(diff.identical());
        const QJsonObject json = teiDiffJson(diff);
        QCOMPARE(json.value(QStringLiteral("identical")).toBool(), true);
        QVERIFY(json.value(QStringLiteral("differences")).toArray().isEmpty());
        const QJsonObject refs = json.value(QStringLiteral("references")).toObject();
        QCOMPARE(refs.value(QStringLiteral("matched")).toInteger(), doc.references.size());
        QVERIFY(teiDiffText(diff).startsWith(QStringLiteral("identical structure\n")));
    }

    void versionsNameWhatDiffers_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QStringList>("differ");
        QTest::addColumn<QStringList>("same");
        Ei::Test::newJitTitleRow() << QStringList{QStringLiteral("header.title"),
                                                  QStringLiteral("header.grobid_version"),
                                                  QStringLiteral("references")}
                                   << QStringList{QStringLiteral("header.doi")};
        QTest::newRow("jit 0.8.0 vs 0.8.3-SNAPSHOT, same wrong title")
            << jitTei(QStringLiteral("0.8.0")) << jitTei(QStringLiteral("0.8.3-SNAPSHOT"))
            << QStringList{QStringLiteral("header.grobid_version")}
            << QStringList{QStringLiteral("header.title"), QStringLiteral("header.doi")};
        Ei::Test::newJnerCoordsRow() << QStringList{QStringLiteral("header.grobid_version"),
                                                    QStringLiteral("coords")}
                                     << QStringList{QStringLiteral("header.title")};
    }
    void versionsNameWhatDiffers()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QStringList, differ);
        QFETCH(QStringList, same);
        const TeiDocument docA = parsed(a);
        const TeiDocument docB = parsed(b);
        const TeiDiff diff = compareTei(docA, docB);
        QVERIFY(!diff.identical());
        const QStringList parts = diff.differingParts();
        for (const QString &part : differ) {
            QVERIFY2(parts.contains(part), qPrintable(parts.join(u", ")));
        }
        for (const QString &part : same) {
            QVERIFY2(!parts.contains(part), qPrintable(part));
        }
        // References are paired one to one: what is not matched is listed on its side.
        const TeiReferenceDiff &r = diff.references;
        QCOMPARE(r.a, docA.references.size());
        QCOMPARE(r.b, docB.references.size());
        QCOMPARE(r.onlyA.size(), r.a - r.matched);
        QCOMPARE(r.onlyB.size(), r.b - r.matched);
        QVERIFY(r.matched > 0);
        // The text summary names the differing fields with both values.
        const QString text = teiDiffText(diff, QStringLiteral("old"), QStringLiteral("new"));
        QVERIFY(text.contains(QStringLiteral("≠ grobid_version")));
        QVERIFY(text.contains(QStringLiteral("old: ") + docA.grobidVersion));
        // Every part has its line, marked = or ≠.
        for (const char *part : {"authors", "sections", "references", "figures", "coords"}) {
            const QString name = QLatin1StringView(part);
            QVERIFY2(text.contains(QStringLiteral("\n= ") + name + u':') ||
                         text.contains(QStringLiteral("\n≠ ") + name + u':'),
                     qPrintable(text));
        }
    }

    void jitTitleValuesAreBoth()
    {
        EI_REQUIRE_CORPUS();
        const TeiDiff diff =
            compareTei(parsed(jitTei(QStringLiteral("0.7.2"))), parsed(jitTei(QStringLiteral("0.8.2"))));
        const QJsonObject title = teiDiffJson(diff)
                                      .value(QStringLiteral("header"))
                                      .toObject()
                                      .value(QStringLiteral("title"))
                                      .toObject();
        QCOMPARE(title.value(QStringLiteral("a")).toString(),
                 QStringLiteral("Debates and Perspectives Paper"));
        QVERIFY(title.value(QStringLiteral("b"))
                    .toString()
                    .startsWith(QStringLiteral("Artificial intelligence")));
        QCOMPARE(title.value(QStringLiteral("same")).toBool(), false);
    }

    void authorsInOrderAndMultisets()
    {
        TeiDocument a;
        a.header.authors = {{QStringLiteral("Ann"), QStringLiteral("Lee"), {}},
                            {QStringLiteral("Bo"), QStringLiteral("Ng"), {}}};
        TeiDocument b = a;
        std::swap(b.header.authors[0], b.header.authors[1]);
        const TeiDiff swapped = compareTei(a, b);
        QCOMPARE(swapped.differingParts(), QStringList{QStringLiteral("authors")});
        QVERIFY(swapped.authors.onlyA.isEmpty()); // same names, other order
        b.header.authors.removeLast();
        const TeiDiff dropped = compareTei(a, b);
        QCOMPARE(dropped.authors.onlyA, QStringList{QStringLiteral("Ann Lee")});
    }
};

QTEST_APPLESS_MAIN(TestTeiDiff)
#include "tst_teidiff.moc"
