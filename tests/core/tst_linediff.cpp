// The line diff behind the TEI tab's side-by-side comparison: which lines changed, which line of
// the other side stands level with each, a diff as short as the longest common subsequence allows
// (checked against a plain LCS table on random texts), the cap, giving up early when the lines'
// counts rule out the cap, and cancellation.
#include <QRandomGenerator>
#include <QTest>

#include <core/util/linediff.h>

using Ei::Core::diffLines;
using Ei::Core::LineDiff;

namespace {

QStringList lines(const char *text)
{
    return QString::fromLatin1(text).split(u',', Qt::SkipEmptyParts);
}

// The length of the longest common subsequence, by dynamic programming.
qsizetype lcsLength(const QStringList &a, const QStringList &b)
{
    QList<QList<qsizetype>> t(a.size() + 1, QList<qsizetype>(b.size() + 1, 0));
    for (qsizetype i = a.size() - 1; i >= 0; --i) {
        for (qsizetype j = b.size() - 1; j >= 0; --j) {
            t[i][j] = a[i] == b[j] ? t[i + 1][j + 1] + 1 : std::max(t[i + 1][j], t[i][j + 1]);
        }
    }
    return t[0][0];
}

QList<bool> flags(const char *pattern)
{
    QList<bool> out;
    for (const char *p = pattern; *p; ++p) {
        out.append(*p == '1');
    }
    return out;
}

} // namespace

class TestLineDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void changedLines_data()
    {
        QTest::addColumn<QStringList>("a");
        QTest::addColumn<QStringList>("b");
        QTest::addColumn<QList<bool>>("changedA");
        QTest::addColumn<QList<bool>>("changedB");
        QTest::addColumn<QList<int>>("aToB");
        QTest::newRow("identical") << lines("x,y,z") << lines("x,y,z") << flags("000") << flags("000")
                                   << QList<int>{0, 1, 2};
        QTest::newRow("both empty") << QStringList() << QStringList() << QList<bool>() << QList<bool>()
                                    << QList<int>();
        QTest::newRow("a empty") << QStringList() << lines("x,y") << QList<bool>() << flags("11")
                                 << QList<int>();
        QTest::newRow("b empty") << lines("x,y") << QStringList() << flags("11") << QList<bool>()
                                 << QList<int>{0, 0};
        QTest::newRow("line added in the middle")
            << lines("a,b,c") << lines("a,b,new,c") << flags("000") << flags("0010") << QList<int>{0, 1, 3};
        QTest::newRow("line removed at the start")
            << lines("gone,a,b") << lines("a,b") << flags("100") << flags("00") << QList<int>{0, 0, 1};
        QTest::newRow("line changed")
            << lines("a,old,c") << lines("a,new,c") << flags("010") << flags("010") << QList<int>{0, 1, 2};
        QTest::newRow("moved line") << lines("a,b,c,d") << lines("b,c,d,a") << flags("1000") << flags("0001")
                                    << QList<int>{0, 0, 1, 2};
        QTest::newRow("repeated lines") << lines("<p>,</p>,<p>,</p>") << lines("<p>,</p>") << flags("0011")
                                        << flags("00") << QList<int>{0, 1, 1, 1};
    }
    void changedLines()
    {
        QFETCH(QStringList, a);
        QFETCH(QStringList, b);
        QFETCH(QList<bool>, changedA);
        QFETCH(QList<bool>, changedB);
        QFETCH(QList<int>, aToB);
        const LineDiff diff = diffLines(a, b);
        QVERIFY(diff.exact);
        QCOMPARE(diff.changedA, changedA);
        QCOMPARE(diff.changedB, changedB);
        QCOMPARE(diff.aToB, aToB);
        QCOMPARE(diff.bToA.size(), b.size());
        QCOMPARE(diff.identical(), a == b);
        // A matched line stands level with its match, both ways.
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!diff.changedA[i]) {
                QCOMPARE(b[diff.aToB[i]], a[i]);
                QCOMPARE(diff.bToA[diff.aToB[i]], int(i));
            }
        }
    }

    // Random texts over a small alphabet (many repeats, the hard case): the unchanged lines are a
    // common subsequence in order, and as long as the longest one.
    void shortestOnRandomTexts()
    {
        QRandomGenerator random(14);
        for (int round = 0; round < 300; ++round) {
            const auto text = [&random] {
                QStringList out;
                const int n = int(random.bounded(0, 40));
                for (int i = 0; i < n; ++i) {
                    out.append(QString::number(random.bounded(0, 5)));
                }
                return out;
            };
            const QStringList a = text();
            const QStringList b = text();
            const LineDiff diff = diffLines(a, b);
            QVERIFY(diff.exact);
            QStringList keptA;
            QStringList keptB;
            int lastB = -1;
            for (qsizetype i = 0; i < a.size(); ++i) {
                if (!diff.changedA[i]) {
                    keptA.append(a[i]);
                    QVERIFY2(diff.aToB[i] > lastB, "matches keep their order");
                    lastB = diff.aToB[i];
                }
            }
            for (qsizetype j = 0; j < b.size(); ++j) {
                if (!diff.changedB[j]) {
                    keptB.append(b[j]);
                }
            }
            QCOMPARE(keptA, keptB);
            QCOMPARE(keptA.size(), lcsLength(a, b));
        }
    }

    // Beyond kMaxEditLines differing lines the middle is marked changed as a block, and said so;
    // the common head and tail still match.
    void tooManyDifferencesMarksTheMiddle()
    {
        QStringList a{QStringLiteral("<TEI>")};
        QStringList b{QStringLiteral("<TEI>")};
        for (int i = 0; i < LineDiff::kMaxEditLines; ++i) {
            a.append(QStringLiteral("a%1").arg(i));
            b.append(QStringLiteral("b%1").arg(i));
        }
        a.append(QStringLiteral("</TEI>"));
        b.append(QStringLiteral("</TEI>"));
        const LineDiff diff = diffLines(a, b);
        QVERIFY(!diff.exact);
        QVERIFY(!diff.identical());
        QCOMPARE(diff.changedLinesA(), LineDiff::kMaxEditLines);
        QCOMPARE(diff.changedLinesB(), LineDiff::kMaxEditLines);
        QVERIFY(!diff.changedA.first());
        QVERIFY(!diff.changedA.last());
        QCOMPARE(diff.aToB.last(), int(b.size() - 1));
    }

    // The lines' counts bound the edits from below (a line more often on one side than on the
    // other is deleted or inserted that many more times): when the bound is above the cap the diff
    // gives up without searching (no edit step polls `cancelled`), and at the cap it still searches
    // and finds the exact diff. Two 5 MB TEIs differing on every line cost 50 MB of searching before.
    void givesUpAtOnceOnlyWhenTheCountsRuleOutTheCap_data()
    {
        QTest::addColumn<int>("changedLines"); // lines replaced by new ones, each a deletion and an insertion
        QTest::addColumn<int>("movedLines");   // lines moved from the end to the start: no count changes
        QTest::addColumn<bool>("searched");
        QTest::addColumn<bool>("exact");
        QTest::newRow("at the cap") << LineDiff::kMaxEditLines / 2 << 0 << true << true;
        QTest::newRow("one line over the cap") << LineDiff::kMaxEditLines / 2 + 1 << 0 << false << false;
        QTest::newRow("every line changed") << 3 * LineDiff::kMaxEditLines << 0 << false << false;
        QTest::newRow("moves: the counts allow it, the search decides")
            << 0 << LineDiff::kMaxEditLines / 2 + 1 << true << false;
    }
    void givesUpAtOnceOnlyWhenTheCountsRuleOutTheCap()
    {
        QFETCH(int, changedLines);
        QFETCH(int, movedLines);
        QFETCH(bool, searched);
        QFETCH(bool, exact);
        QStringList a{QStringLiteral("<TEI>")};
        QStringList b{QStringLiteral("<TEI>")};
        for (int i = 0; i < changedLines; ++i) {
            a.append(QStringLiteral("old %1").arg(i));
            b.append(QStringLiteral("new %1").arg(i));
        }
        QStringList moved;
        for (int i = 0; i < movedLines; ++i) {
            moved.append(QStringLiteral("moved %1").arg(i));
        }
        // A: <TEI>, changed, fixed…, moved…, </TEI>; B: <TEI>, changed, moved…, fixed…, </TEI>
        QStringList fixed;
        for (int i = 0; i < movedLines; ++i) {
            fixed.append(QStringLiteral("fixed %1").arg(i));
        }
        a << fixed << moved << QStringLiteral("</TEI>");
        b << moved << fixed << QStringLiteral("</TEI>");
        int polls = 0;
        const LineDiff diff = diffLines(a, b, [&polls] {
            ++polls;
            return false;
        });
        QCOMPARE(polls > 0, searched);
        QCOMPARE(diff.exact, exact);
        QVERIFY(diff.changedLinesA() >= changedLines);
        QVERIFY(!diff.changedA.first());
        QVERIFY(!diff.changedA.last());
    }

    // The views of the lines give the same diff as the lines themselves.
    void viewsDiffLikeLines()
    {
        const QString a = QStringLiteral("<TEI>\n<p>one</p>\n<p>two</p>\n</TEI>");
        const QString b = QStringLiteral("<TEI>\n<p>one</p>\n<p>2</p>\n<p>three</p>\n</TEI>");
        const LineDiff fromViews = diffLines(QStringView(a).split(u'\n'), QStringView(b).split(u'\n'));
        const LineDiff fromLines = diffLines(a.split(u'\n'), b.split(u'\n'));
        QCOMPARE(fromViews.changedA, fromLines.changedA);
        QCOMPARE(fromViews.changedB, fromLines.changedB);
        QCOMPARE(fromViews.aToB, fromLines.aToB);
        QCOMPARE(fromViews.bToA, fromLines.bToA);
        QCOMPARE(fromViews.changedA, flags("0010"));
        QCOMPARE(fromViews.changedB, flags("00110"));
    }

    void cancelStops()
    {
        int polls = 0;
        const LineDiff diff = diffLines(lines("a,b,c"), lines("x,y,z"), [&polls] { return ++polls > 1; });
        QVERIFY(!diff.exact);
        QCOMPARE(polls, 2);
    }
};

QTEST_GUILESS_MAIN(TestLineDiff)
#include "tst_linediff.moc"
