// The TEI tab's comparison without widgets: the corpus's same-paper TEI of several GROBID versions
// (pairs/…): a document against itself is identical with no changed line; two versions name the
// differing fields and reference counts in the summary model and mark changed lines; a side that
// is not TEI is an error naming it, a malformed one a note; too many changed lines are one block
// with a note; cancelling answers Cancelled.
#include <common/teisamples.h>
#include <common/testutil.h>

#include <QAbstractItemModelTester>
#include <QTest>

#include <models/teicomparison.h>

using namespace Ei::Models;

namespace {

TeiCompareSide side(const QString &relative)
{
    return {relative.section(u'/', -1), Ei::Test::readFile(Ei::Test::corpusPath(relative))};
}

// The summary row named `part`, or -1.
int summaryRow(const TeiDiffSummaryModel &model, const QString &part)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, TeiDiffSummaryModel::PartColumn).data().toString() == part) {
            return row;
        }
    }
    return -1;
}

} // namespace

class TestTeiComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void selfIsIdentical_data() { Ei::Test::addSelfComparisonRows(); }
    void selfIsIdentical()
    {
        EI_REQUIRE_CORPUS();
        QFETCH(QString, file);
        const auto comparison = compareTeiSides(side(file), side(file));
        QVERIFY2(comparison.has_value(), qPrintable(comparison ? QString() : comparison.error().message));
        QVERIFY(comparison->identical());
        QCOMPARE(comparison->lines.changedLinesA(), 0);
        QCOMPARE(comparison->lines.changedLinesB(), 0);
        QVERIFY(comparison->notes.isEmpty());
        QVERIFY(comparison->textA.count(u'\n') > 100); // pretty-printed, one element per line
        QCOMPARE(comparison->headline(), QStringLiteral("Identical: the same structure and the same lines."));

        TeiDiffSummaryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDiff(comparison->structure, comparison->labelA, comparison->labelB);
        QVERIFY(model.rowCount() > 6);
        for (int row = 0; row < model.rowCount(); ++row) {
            QVERIFY(!model.index(row, 0).data(TeiDiffSummaryModel::DiffersRole).toBool());
        }
    }

    void versionsNameWhatDiffers_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QStringList>("differ");
        QTest::addColumn<QStringList>("same");
        QTest::addColumn<QString>("referencesA");
        Ei::Test::newJitTitleRow() << QStringList{QStringLiteral("Title"), QStringLiteral("GROBID version"),
                                                  QStringLiteral("References")}
                                   << QStringList{QStringLiteral("DOI")}
                                   << QStringLiteral("118 (111 matched, 7 only here)");
        Ei::Test::newJnerCoordsRow() << QStringList{QStringLiteral("GROBID version"),
                                                    QStringLiteral("Coordinates")}
                                     << QStringList{QStringLiteral("Title")} << QString();
    }
    void versionsNameWhatDiffers()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QStringList, differ);
        QFETCH(QStringList, same);
        QFETCH(QString, referencesA);
        const auto comparison = compareTeiSides(side(a), side(b));
        QVERIFY2(comparison.has_value(), qPrintable(comparison ? QString() : comparison.error().message));
        QVERIFY(!comparison->identical());
        QVERIFY(comparison->lines.exact);
        QVERIFY(comparison->lines.changedLinesA() > 0);
        QVERIFY(comparison->lines.changedLinesB() > 0);
        QCOMPARE(comparison->lines.changedA.size(), comparison->textA.count(u'\n') + 1);
        QCOMPARE(comparison->lines.changedB.size(), comparison->textB.count(u'\n') + 1);
        // Most of one paper's lines are the same in two GROBID versions.
        QVERIFY(comparison->lines.changedLinesA() < comparison->lines.changedA.size());
        for (const QString &part : differ) {
            QVERIFY2(comparison->headline().contains(part), qPrintable(comparison->headline()));
        }

        TeiDiffSummaryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDiff(comparison->structure, comparison->labelA, comparison->labelB);
        QCOMPARE(model.headerData(TeiDiffSummaryModel::AColumn, Qt::Horizontal).toString(),
                 comparison->labelA);
        for (const QString &part : differ) {
            const int row = summaryRow(model, part);
            QVERIFY2(row >= 0, qPrintable(part));
            QVERIFY2(model.index(row, 0).data(TeiDiffSummaryModel::DiffersRole).toBool(), qPrintable(part));
            QVERIFY(model.index(row, 0).data(Qt::FontRole).value<QFont>().bold());
        }
        for (const QString &part : same) {
            const int row = summaryRow(model, part);
            QVERIFY2(row >= 0, qPrintable(part));
            QVERIFY2(!model.index(row, 0).data(TeiDiffSummaryModel::DiffersRole).toBool(), qPrintable(part));
        }
        // References: the counts of both sides, how many matched one to one, how many only one has.
        const int refs = summaryRow(model, QStringLiteral("References"));
        const Ei::Core::TeiReferenceDiff &r = comparison->structure.references;
        QCOMPARE(model.index(refs, TeiDiffSummaryModel::AColumn).data().toString(),
                 QStringLiteral("%1 (%2 matched, %3 only here)").arg(r.a).arg(r.matched).arg(r.onlyA.size()));
        QCOMPARE(model.index(refs, TeiDiffSummaryModel::BColumn).data().toString(),
                 QStringLiteral("%1 (%2 matched, %3 only here)").arg(r.b).arg(r.matched).arg(r.onlyB.size()));
        if (!referencesA.isEmpty()) {
            QVERIFY(
                model.index(refs, TeiDiffSummaryModel::AColumn).data().toString().startsWith(referencesA));
        }
    }

    void sideThatIsNotTei_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty (GROBID's 408)") << QByteArray();
        QTest::newRow("an error page") << QByteArrayLiteral("<html><body>Error 406</body></html>");
    }
    void sideThatIsNotTei()
    {
        QFETCH(QByteArray, bytes);
        const TeiCompareSide good{QStringLiteral("A"),
                                  QByteArrayLiteral("<TEI xmlns=\"http://www.tei-c.org/ns/1.0\">"
                                                    "<teiHeader/><text/></TEI>")};
        const auto comparison = compareTeiSides(good, {QStringLiteral("the other row"), bytes});
        QVERIFY(!comparison.has_value());
        QVERIFY2(comparison.error().message.startsWith(QStringLiteral("the other row cannot be compared: ")),
                 qPrintable(comparison ? QString() : comparison.error().message));
    }

    void malformedSideIsANote()
    {
        const QByteArray tei = QByteArrayLiteral("<TEI xmlns=\"http://www.tei-c.org/ns/1.0\"><teiHeader>"
                                                 "<fileDesc><titleStmt><title>A &amp; B</title></titleStmt>"
                                                 "</fileDesc></teiHeader>\n<text><body/></text></TEI>");
        QByteArray broken = tei;
        broken.replace("<body/>", "<body><p>R&D</p></body>"); // GROBID's raw '&'
        const auto comparison =
            compareTeiSides({QStringLiteral("good"), tei}, {QStringLiteral("broken"), broken});
        QVERIFY2(comparison.has_value(), qPrintable(comparison ? QString() : comparison.error().message));
        QCOMPARE(comparison->notes.size(), 1);
        QVERIFY2(comparison->notes.first().startsWith(QStringLiteral("broken: the XML breaks at line 2")),
                 qPrintable(comparison->notes.first()));
        QCOMPARE(comparison->textB, QString::fromUtf8(broken)); // shown as stored
        QVERIFY(!comparison->lines.identical());
    }

    // Two TEIs differing in more lines than the line diff follows one by one: the differing middle
    // is one changed block and the note says so; the common head and tail still match.
    void tooManyChangedLinesAreOneBlock()
    {
        const auto tei = [](const char *word) {
            QByteArray xml = "<TEI xmlns=\"http://www.tei-c.org/ns/1.0\"><teiHeader/><text><body>";
            for (int i = 0; i < Ei::Core::LineDiff::kMaxEditLines; ++i) {
                xml += "<div><head>" + QByteArray(word) + ' ' + QByteArray::number(i) + "</head></div>";
            }
            return TeiCompareSide{QString::fromLatin1(word), xml + "</body></text></TEI>"};
        };
        const auto comparison = compareTeiSides(tei("old"), tei("new"));
        QVERIFY2(comparison.has_value(), qPrintable(comparison ? QString() : comparison.error().message));
        QVERIFY(!comparison->lines.exact);
        QVERIFY(comparison->notes.join(u'\n').contains(QStringLiteral("More than 5000 lines differ")));
        QVERIFY(comparison->lines.changedLinesA() >= Ei::Core::LineDiff::kMaxEditLines);
        QVERIFY(!comparison->lines.changedA.first()); // <TEI …>
        QVERIFY(!comparison->lines.changedA.last());
        QCOMPARE(comparison->lines.changedA.size(), comparison->textA.count(u'\n') + 1);
    }

    void cancelAnswersCancelled()
    {
        const TeiCompareSide tei{QStringLiteral("A"),
                                 QByteArrayLiteral("<TEI xmlns=\"http://www.tei-c.org/ns/1.0\">"
                                                   "<teiHeader/><text/></TEI>")};
        const auto comparison = compareTeiSides(tei, tei, [] { return true; });
        QVERIFY(!comparison.has_value());
        QCOMPARE(comparison.error().kind, Ei::Core::ErrorKind::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestTeiComparison)
#include "tst_teicomparison.moc"
