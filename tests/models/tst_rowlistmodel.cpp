// The scanner-backed row list: paging, bounded memory, generations, errors.
#include <modelscommon/fakerowpagesource.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

#include <models/rowlistmodel.h>

using namespace Qt::StringLiterals;
using namespace Ei::Models;
using Ei::Test::FakeRowPageSource;

class TestRowListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fakeKeysSortByIndex()
    {
        const QByteArray a = FakeRowPageSource::keyForIndex(41);
        const QByteArray b = FakeRowPageSource::keyForIndex(42);
        const QByteArray c = FakeRowPageSource::keyForIndex(999999);
        QCOMPARE(a.size(), 37);
        QVERIFY(a < b && b < c);
        QCOMPARE(FakeRowPageSource::indexForKey(c), 999999);
        QCOMPARE(FakeRowPageSource::indexForKey("sha1:nope"), -1);
    }

    void firstPageArrivesAsynchronously()
    {
        FakeRowPageSource source(1000);
        RowListModel model(&source);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(100);
        QSignalSpy loaded(&model, &RowListModel::pageLoaded);
        model.reload();
        QCOMPARE(model.rowCount(), 0); // nothing synchronous
        QVERIFY(model.isLoading());
        QVERIFY(loaded.wait());
        QCOMPARE(model.rowCount(), 100);
        QCOMPARE(model.columnCount(), RowListModel::defaultColumns().size());
        QCOMPARE(model.data(model.index(0, 0)).toString(),
                 QString::fromLatin1(FakeRowPageSource::keyForIndex(0)));
        QCOMPARE(model.data(model.index(0, 1)).toLongLong(), 200);
        QCOMPARE(model.data(model.index(7, 4)).toString(), QStringLiteral("confirmed"));
        // (the model tester itself may already have asked for the next page)
        QVERIFY(model.canFetchMore({}) || model.isLoading());
        QVERIFY(!model.endReached());
    }

    void growsToTheEndWithFetchMore()
    {
        FakeRowPageSource source(250);
        RowListModel model(&source);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(100);
        QSignalSpy end(&model, &RowListModel::endReachedChanged);
        model.reload();
        QTRY_VERIFY(model.rowCount() >= 100);
        model.fetchMore({});
        model.fetchMore({}); // a second call while one is in flight does nothing
        QTRY_VERIFY(model.rowCount() >= 200);
        model.fetchMore({});
        QTRY_VERIFY(model.endReached());
        QCOMPARE(model.rowCount(), 250);
        QVERIFY(!model.canFetchMore({}));
        QVERIFY(source.requestCount() <= 4); // 3, plus the one the model tester started before reload()
        QCOMPARE(end.count(), 1);
    }

    // Scrolling through a million rows keeps a bounded number of rows in memory; rows scrolled
    // away from come back as placeholders and are fetched again when scrolled back to.
    void scrollingAMillionRowsKeepsMemoryBounded()
    {
        FakeRowPageSource source(1'000'000);
        RowListModel model(&source);
        // The model tester re-checks every row on each insert (quadratic over a million rows), so it
        // watches the first pages only.
        std::optional<QAbstractItemModelTester> tester;
        tester.emplace(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(2000);
        model.setMaxCachedRows(10000);
        QSignalSpy loaded(&model, &RowListModel::pageLoaded);
        model.reload();
        int maxCached = 0;
        while (!model.endReached()) {
            model.fetchMore({});
            QVERIFY(loaded.wait());
            model.setVisibleRange(model.rowCount() - 40, model.rowCount() - 1);
            maxCached = std::max(maxCached, model.cachedRowCount());
            if (model.rowCount() == 6000) {
                tester.reset();
            }
        }
        QCOMPARE(model.rowCount(), 1'000'000);
        QVERIFY2(maxCached <= 10000 + 2000, qPrintable(QString::number(maxCached)));
        QCOMPARE(model.data(model.index(0, 0)).toString(), QStringLiteral("…"));
        QVERIFY(!model.data(model.index(0, 0), RowListModel::LoadedRole).toBool());
        QCOMPARE(model.data(model.index(999'999, 0)).toString(),
                 QString::fromLatin1(FakeRowPageSource::keyForIndex(999'999)));

        // Back to the top: the evicted page is fetched again, after its remembered key.
        source.setIgnoreIndexHint(true);
        model.setVisibleRange(10, 50);
        QTRY_VERIFY(model.data(model.index(10, 0), RowListModel::LoadedRole).toBool());
        QCOMPARE(model.data(model.index(10, 0)).toString(),
                 QString::fromLatin1(FakeRowPageSource::keyForIndex(10)));
        QCOMPARE(model.rowOfKey(FakeRowPageSource::keyForIndex(10)), 10);
        QVERIFY(model.cachedRowCount() <= 10000 + 2000);
    }

    void newQueryDropsStalePages()
    {
        FakeRowPageSource source(1000);
        source.setLatency(20);
        source.setIgnoreCancel(true); // the old answer still arrives, as from the network
        RowListModel model(&source);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(50);
        model.reload();
        const quint64 firstGeneration = model.generation();
        Ei::Core::RowQuery query;
        query.where = {QStringLiteral("grobid0:status_code=200")};
        model.setQuery(query);
        QVERIFY(model.generation() > firstGeneration);
        QTRY_COMPARE(model.rowCount(), 50);
        QTRY_VERIFY(model.staleDropCount() >= 1);
        // Only the filtered rows (every 7th in the fake) are in the list.
        QCOMPARE(model.data(model.index(1, 0)).toString(),
                 QString::fromLatin1(FakeRowPageSource::keyForIndex(7)));
        QCOMPARE(model.query(), query);
    }

    void errorsAreSignalledAndRetryable()
    {
        FakeRowPageSource source(300);
        RowListModel model(&source);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(100);
        QSignalSpy failed(&model, &RowListModel::loadFailed);
        source.failNextRequest(
            {Ei::Core::ErrorKind::ServerUnavailable, QStringLiteral("The server is busy.")});
        model.reload();
        QVERIFY(failed.wait());
        QCOMPARE(failed.at(0).at(0).value<Ei::Core::Error>().kind, Ei::Core::ErrorKind::ServerUnavailable);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.canFetchMore({})); // no retry storm from the view
        model.retry();
        QTRY_COMPARE(model.rowCount(), 100);
    }

    void sortsWithinWhatIsLoaded()
    {
        FakeRowPageSource source(100);
        RowListModel model(&source);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(RowListModel::SortRole);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reload();
        QTRY_COMPARE(proxy.rowCount(), 100);
        proxy.sort(6, Qt::DescendingOrder); // size
        const qint64 top = proxy.data(proxy.index(0, 6), RowListModel::SortRole).toLongLong();
        const qint64 next = proxy.data(proxy.index(1, 6), RowListModel::SortRole).toLongLong();
        QVERIFY(top >= next);
    }

    void predicatesAreValidated_data()
    {
        QTest::addColumn<QString>("predicate");
        QTest::addColumn<QString>("problem"); // a fragment of the sentence; empty: valid
        QTest::newRow("equals") << u"grobid0:status_code=200"_s << QString();
        QTest::newRow("not equals") << u"match0:mstatus!=confirmed"_s << QString();
        QTest::newRow("has") << u"has:grobid0:tei_xml"_s << QString();
        QTest::newRow("missing") << u"missing:grobid0:status_code"_s << QString();
        // Regression: the bar refused the operators core's filter language (and the row list
        // behind the bar) accept, so a statistics bar's predicates could not be typed.
        QTest::newRow("matches") << u"grobid0:metadata~\"grobid_version\":\"0\\.8"_s << QString();
        QTest::newRow("not matches") << u"file:mime!~^application/pdf$"_s << QString();
        QTest::newRow("at least") << u"file:size>=1000"_s << QString();
        QTest::newRow("below") << u"file:size<1000"_s << QString();
        QTest::newRow("no column") << u"status=200"_s << u"family:qualifier"_s;
        QTest::newRow("has nothing") << u"has:"_s << u"needs a column"_s;
        QTest::newRow("no operator") << u"grobid0:status_code"_s << u"is not a predicate"_s;
        QTest::newRow("bad regex") << u"file:mime~(pdf"_s << u"regular expression"_s;
        QTest::newRow("empty") << u"  "_s << u"empty"_s;
    }

    void predicatesAreValidated()
    {
        QFETCH(QString, predicate);
        QFETCH(QString, problem);
        const QString said = Ei::Core::RowQuery::validatePredicate(predicate);
        if (problem.isEmpty()) {
            QVERIFY2(said.isEmpty(), qPrintable(said));
        } else {
            QVERIFY2(said.contains(problem), qPrintable(said));
        }
    }

    void predicatesAreSplitOnUnquotedSpaces()
    {
        QCOMPARE(
            Ei::Core::RowQuery::splitPredicates(QStringLiteral(" a:b=1  \"c:d=x y\" has:e:f")),
            (QStringList{QStringLiteral("a:b=1"), QStringLiteral("c:d=x y"), QStringLiteral("has:e:f")}));
    }
};

QTEST_MAIN(TestRowListModel)
#include "tst_rowlistmodel.moc"
