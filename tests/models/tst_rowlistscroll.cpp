// Scrolling a served 1M-row table from top to bottom with the real Ei::Core::RestRowPageSource and
// RowListModel (the window's path minus the widgets), under QAbstractItemModelTester: every row
// arrives in order and correct, and the cache stays within its bound the whole way.
// QAbstractItemModelTester watches the first 30k rows and the end (see below why not all).
// Under AddressSanitizer the table has 200k rows (the in-memory server table alone would take
// several GB there); the path is the same.
#include <common/callwait.h>
#include <common/servedtable.h>
#include <memory>

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <core/domain/rowkey.h>
#include <core/rows/restrowpagesource.h>
#include <models/rowlistmodel.h>
#include <server/tablestore.h>

using namespace Ei::Models;
using Ei::Test::ServedTable;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int kRows = 200'000;
#else
const int kRows = qEnvironmentVariableIntValue("EI_SCROLL_ROWS") > 0
                      ? qEnvironmentVariableIntValue("EI_SCROLL_ROWS")
                      : 1'000'000;
#endif
constexpr int kPageSize = 5000;
constexpr int kTesterRows = 30'000;
constexpr int kMaxCached = 20000;
constexpr int kVisible = 40;

QByteArray keyFor(int i)
{
    // Base32 text does not sort like the digest bytes ('2'-'7' sort before 'A'), so the index is
    // written as eight letters A-Z: text order is index order.
    QByteArray key = "sha1:AAAAAAAALJNFUWS2LJNFUWS2LJNFUWS2";
    for (int pos = 12; pos >= 5; --pos, i /= 26) {
        key[pos] = char('A' + i % 26);
    }
    return key;
}

} // namespace

class TestRowListScroll : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void scrollsTopToBottomInBoundedMemory()
    {
        ServedTable t;
        QVERIFY(t.isListening());
        QElapsedTimer fillTimer;
        fillTimer.start();
        Ei::Core::CellSet batch;
        batch.reserve(10000);
        for (int i = 0; i < kRows; ++i) {
            batch.append(Ei::Core::Row{keyFor(i), {ServedTable::int64Cell("file:size", i)}});
            if (batch.size() == 10000) {
                t.put(batch);
                batch.clear();
            }
        }
        t.put(batch);
        QCOMPARE(t.store()->rowCount(), qint64(kRows));
        qInfo("generated %d rows in %lld ms", kRows, qint64(fillTimer.elapsed()));

        Ei::Core::RestRowPageSource source(t.client(), {QByteArrayLiteral("file:size")}, {});
        RowListModel model(&source);
        // The tester re-checks every row on each insert and data change (O(rows) each time), so it
        // watches the first kTesterRows rows (paging, eviction and refills included) and the end,
        // not every one of the million inserts in between.
        auto tester = std::make_unique<QAbstractItemModelTester>(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setColumns({{QStringLiteral("Key"),
                           [](const Ei::Core::Row &r) { return QVariant(QString::fromLatin1(r.key)); }},
                          {QStringLiteral("Size"), [](const Ei::Core::Row &r) {
                               const Ei::Core::Cell *c = r.find("file:size");
                               return c ? QVariant(*Ei::Core::decodeInt64Be(c->value)) : QVariant();
                           }}});
        connect(&model, &RowListModel::loadFailed, this, [](const Ei::Core::Error &e) {
            QFAIL(qPrintable(QStringLiteral("a page failed: ") + e.message));
        });
        model.setPageSize(kPageSize);
        model.setMaxCachedRows(kMaxCached);
        model.reload();
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() >= kPageSize, 10000);

        QElapsedTimer scrollTimer;
        scrollTimer.start();
        int peakCached = 0;
        int checkpoints = 0;
        // Scroll in steps that do not align with pages; the list grows as the view nears its end.
        for (int first = 0;; first = std::min(first + 997, kRows - kVisible)) {
            const int last = first + kVisible - 1;
            if (tester && first > kTesterRows) {
                tester.reset();
            }
            // Waiting on the model's own signals, not on a polled condition.
            QSignalSpy loaded(&model, &RowListModel::pageLoaded);
            while (model.rowCount() <= last + kPageSize && !model.endReached()) {
                const qsizetype before = loaded.count();
                if (model.canFetchMore({})) {
                    model.fetchMore({});
                }
                // The last page may be empty (the table ends on a page boundary): then only the
                // end is reported.
                QVERIFY(
                    Ei::Test::waitFor([&] { return loaded.count() > before || model.endReached(); }, 10000));
            }
            model.setVisibleRange(first, last);
            while (!model.rowAt(first) || !model.rowAt(last)) {
                QVERIFY(loaded.wait(10000));
            }
            peakCached = std::max(peakCached, model.cachedRowCount());
            // The bound: maxCachedRows, plus the pages the view shows and their margins, which are
            // never evicted.
            QVERIFY2(model.cachedRowCount() <= kMaxCached + 3 * kPageSize,
                     qPrintable(QString::number(model.cachedRowCount())));
            if (first % 100'000 < 997) {
                qInfo("at row %d after %lld ms, %d rows cached", first, qint64(scrollTimer.elapsed()),
                      model.cachedRowCount());
                ++checkpoints;
                for (const int r : {first, last}) {
                    QCOMPARE(model.rowAt(r)->key, keyFor(r));
                    QCOMPARE(model.data(model.index(r, 1)).toLongLong(), qint64(r));
                }
            }
            if (first == kRows - kVisible) {
                break;
            }
        }
        QVERIFY(model.endReached());
        QCOMPARE(model.rowCount(), kRows);
        tester = std::make_unique<QAbstractItemModelTester>(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowAt(kRows - 1)->key, keyFor(kRows - 1));
        QVERIFY(checkpoints >= kRows / 100'000);
        QVERIFY(model.staleDropCount() == 0);
        qInfo("scrolled %d rows in %lld ms, at most %d rows cached", kRows, qint64(scrollTimer.elapsed()),
              peakCached);

        // Back to the top: evicted pages are read again by key, still correct.
        model.setVisibleRange(0, kVisible - 1);
        QTRY_VERIFY_WITH_TIMEOUT(model.rowAt(0) != nullptr, 10000);
        QCOMPARE(model.rowAt(0)->key, keyFor(0));
        QCOMPARE(model.rowAt(kVisible - 1)->key, keyFor(kVisible - 1));
        QVERIFY(model.cachedRowCount() <= kMaxCached + 3 * kPageSize);
    }
};

QTEST_GUILESS_MAIN(TestRowListScroll)
#include "tst_rowlistscroll.moc"
