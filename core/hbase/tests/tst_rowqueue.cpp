// RowQueue: the rows come out in the order they went in, whatever the pages and the parts taken;
// a page taken whole is the page itself (shared, no row copied).
#include <QTest>

#include <core/hbase/rowqueue.h>

using namespace Ei::Core;

namespace {

// Pages of `sizes` rows, keys numbered across them.
QList<CellSet> pagesOf(const QList<int> &sizes)
{
    QList<CellSet> pages;
    int key = 0;
    for (const int size : sizes) {
        CellSet page;
        for (int i = 0; i < size; ++i) {
            page.append(Row{QByteArray::number(key++), {Cell{"f:a", 1, "v"}}});
        }
        pages.append(page);
    }
    return pages;
}

} // namespace

class TestRowQueue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void takesInOrder_data()
    {
        QTest::addColumn<QList<int>>("pageSizes");
        QTest::addColumn<int>("most");       // rows per take
        QTest::addColumn<int>("popFirst");   // rows dropped one by one before taking
        QTest::addColumn<int>("wholePages"); // takes that must be a page itself
        QTest::newRow("whole pages") << QList<int>{3, 3, 2} << 3 << 0 << 3;
        QTest::newRow("pages bigger than a take") << QList<int>{5, 7} << 2 << 0 << 0;
        QTest::newRow("takes bigger than a page") << QList<int>{2, 4, 1} << 10 << 0 << 3;
        QTest::newRow("after popping") << QList<int>{4, 3} << 10 << 2 << 1;
        QTest::newRow("popping a page away") << QList<int>{2, 3} << 10 << 2 << 1;
        QTest::newRow("empty pages") << QList<int>{0, 3, 0, 1} << 5 << 0 << 2;
    }
    void takesInOrder()
    {
        QFETCH(QList<int>, pageSizes);
        QFETCH(int, most);
        QFETCH(int, popFirst);
        QFETCH(int, wholePages);
        const QList<CellSet> pages = pagesOf(pageSizes);
        RowQueue queue;
        int total = 0;
        for (const CellSet &page : pages) {
            queue.append(page);
            total += int(page.size());
        }
        QCOMPARE(queue.size(), total);
        int next = 0;
        for (int i = 0; i < popFirst; ++i) {
            QCOMPARE(queue.front().key, QByteArray::number(next++));
            queue.popFront();
        }
        int whole = 0;
        while (!queue.isEmpty()) {
            const qsizetype before = queue.size();
            const CellSet taken = queue.take(most);
            QVERIFY(!taken.isEmpty());
            QVERIFY(taken.size() <= most);
            QCOMPARE(queue.size(), before - taken.size());
            for (const Row &row : taken) {
                QCOMPARE(row.key, QByteArray::number(next++));
            }
            whole +=
                std::ranges::any_of(pages, [&](const CellSet &page) { return page.isSharedWith(taken); });
        }
        QCOMPARE(next, total);
        QCOMPARE(whole, wholePages);
        QVERIFY(queue.take(most).isEmpty());
    }

    void clearEmpties()
    {
        RowQueue queue;
        for (const CellSet &page : pagesOf({2, 3})) {
            queue.append(page);
        }
        queue.popFront();
        queue.clear();
        QVERIFY(queue.isEmpty());
        QCOMPARE(queue.size(), 0);
        queue.append(pagesOf({1}).first());
        QCOMPARE(queue.front().key, QByteArray("0"));
    }
};

QTEST_GUILESS_MAIN(TestRowQueue)
#include "tst_rowqueue.moc"
