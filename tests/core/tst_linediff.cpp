// The line diff behind the TEI tab's side-by-side comparison: which lines changed, which line of
// the other side stands level with each, a diff as short as the longest common subsequence allows
// (checked against a plain LCS table on random texts), the cap and cancellation.
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
