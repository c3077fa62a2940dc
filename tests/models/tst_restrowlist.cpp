// The row list over a served table (the real REST path): the profile's columns, title and GROBID
// version read lazily for the visible rows only, each filter-bar predicate evaluated by the server,
// a key-list query (a DOI's rows) read by multi-get, the row cache that prefetches neighbours, and
// pages read again with a new scanner when the gateway lost theirs.
#include <common/callwait.h>
#include <common/scannerfaults.h>
#include <common/servedtable.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <core/domain/profile.h>
#include <core/rows/restrowpagesource.h>
#include <models/profilecolumns.h>
#include <models/rowcache.h>
#include <models/rowlistmodel.h>
#include <models/rowmetadataloader.h>
#include <server/restserver.h>

using namespace Ei::Models;
using Ei::Core::Cell;
using Ei::Core::CellSet;
using Ei::Core::Row;
using Ei::Test::ServedTable;

namespace {

Ei::Core::Profile journalProfile()
{
    const auto registry = Ei::Core::ProfileRegistry::builtin();
    return *registry.find(QStringLiteral("journal-extract"));
}

// 40 rows: every 4th backfilled only, every 4th+1 a GROBID 500 error, the rest processed (half of
// them matched).
void fill(const ServedTable &t)
{
    CellSet rows;
    for (int i = 0; i < 40; ++i) {
        const QByteArray key = ServedTable::keyFor(QByteArray::number(i));
        if (i % 4 == 0) {
            rows.append(Row{key,
                            {ServedTable::textCell("file:mime", "application/pdf"),
                             ServedTable::textCell("f:c", "{\"u\":\"http://x/\"}")}});
        } else if (i % 4 == 1) {
            rows.append(Row{key,
                            {ServedTable::textCell("file:mime", "application/pdf"),
                             ServedTable::int64Cell("grobid0:status_code", 500),
                             ServedTable::textCell("grobid0:status", "{\"status\":\"error\"}")}});
        } else {
            rows.append(ServedTable::processedRow(key, i % 4 == 2 ? "10.1234/" + QByteArray::number(i)
                                                                  : QByteArray()));
        }
    }
    t.put(rows);
}

struct Fixture
{
    ServedTable table;
    Ei::Core::Profile profile = journalProfile();
    Ei::Core::RestRowPageSource source{table.client(), profile.lightListColumns(),
                                       [p = profile](QByteArray c, QString v) {
                                           return Ei::Core::encodeCellValue(p, std::move(c), std::move(v));
                                       }};
    RowListModel model{&source};
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};

    Fixture() { fill(table); }

    // Loads `query` to its end and returns the keys listed.
    QByteArrayList load(const Ei::Core::RowQuery &query)
    {
        model.setQuery(query);
        if (!Ei::Test::waitFor([this] { return !model.isLoading(); }, 10000)) {
            return {QByteArray("timeout")};
        }
        while (model.canFetchMore({})) {
            model.fetchMore({});
            if (!Ei::Test::waitFor([this] { return !model.isLoading(); }, 10000)) {
                return {QByteArray("timeout")};
            }
        }
        QByteArrayList keys;
        for (int i = 0; i < model.rowCount(); ++i) {
            keys.append(model.rowAt(i) ? model.rowAt(i)->key : QByteArray());
        }
        return keys;
    }
};

} // namespace

class TestRestRowList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void profileColumnsInTheCuratorsOrder()
    {
        Fixture f;
        RowMetadataLoader metadata(f.table.client(), &f.model);
        ProfileColumns columns(f.profile, Ei::Core::KeyFormat::Sha1B32Prefixed, &metadata);
        QCOMPARE(columns.ids(), (QStringList{QStringLiteral("key"), QStringLiteral("grobid0:status_code"),
                                             QStringLiteral("grobid_version"), QStringLiteral("title"),
                                             QStringLiteral("match0:mstatus"), QStringLiteral("match0:doi"),
                                             QStringLiteral("file:size"), QStringLiteral("grobid0:quality"),
                                             QStringLiteral("file:mime")}));
        f.model.setColumns(columns.columns());
        f.model.setPageSize(10);
        QSignalSpy fields(&metadata, &RowMetadataLoader::fieldsLoaded);
        f.model.reload();
        QTRY_VERIFY(f.model.rowCount() >= 10);
        // A processed and a backfilled row among the first ten (keys are digests: any order).
        int processed = -1;
        int backfilled = -1;
        for (int r = 0; r < 10; ++r) {
            const Row *row = f.model.rowAt(r);
            QVERIFY(row);
            // Nothing heavy in the list pages: no grobid0:metadata, no TEI.
            QVERIFY(row->find("grobid0:metadata") == nullptr);
            QVERIFY(row->find("grobid0:tei_xml") == nullptr);
            if (row->find("file:size") && processed < 0) {
                processed = r;
            } else if (!row->find("grobid0:status_code") && backfilled < 0) {
                backfilled = r;
            }
        }
        QVERIFY(processed >= 0 && backfilled >= 0);
        QCOMPARE(f.model.data(f.model.index(processed, 3)).toString(),
                 QStringLiteral("…")); // not visible yet
        QCOMPARE(metadata.rowsRequested(), 0);
        f.model.setVisibleRange(0, 9);
        QVERIFY(fields.wait(10000));
        QCOMPARE(metadata.rowsRequested(), 10); // the visible rows only
        QCOMPARE(f.model.data(f.model.index(processed, 2)).toString(), QStringLiteral("0.5.5"));
        QCOMPARE(f.model.data(f.model.index(processed, 3)).toString(),
                 QStringLiteral("A paper about ") +
                     QString::fromLatin1(f.model.rowAt(processed)->key.right(4)));
        QCOMPARE(f.model.data(f.model.index(backfilled, 3)).toString(), QString()); // known absent
        QCOMPARE(f.model.data(f.model.index(processed, 1)).toLongLong(), 200);
        QCOMPARE(f.model.data(f.model.index(processed, 6)).toString(), QLocale().toString(123456));
        QCOMPARE(f.model.data(f.model.index(processed, 8)).toString(), QStringLiteral("application/pdf"));
        // The key spelling switches in place.
        columns.setKeyDisplay(Ei::Core::Sha1Display::Hex);
        QCOMPARE(f.model.data(f.model.index(0, 0)).toString().size(), 40);
        // Visible again: nothing asked twice.
        f.model.setVisibleRange(0, 9);
        QCOMPARE(metadata.rowsRequested(), 10);
        QCOMPARE(metadata.cachedCount(), 10);
    }

    void filterPredicatesRunOnTheServer_data()
    {
        QTest::addColumn<QStringList>("where");
        QTest::addColumn<int>("expected");
        QTest::newRow("status code 500") << QStringList{QStringLiteral("grobid0:status_code=500")} << 10;
        QTest::newRow("status code 200") << QStringList{QStringLiteral("grobid0:status_code=200")} << 20;
        QTest::newRow("match status") << QStringList{QStringLiteral("match0:mstatus=matched")} << 10;
        QTest::newRow("has TEI") << QStringList{QStringLiteral("has:grobid0:tei_xml")} << 20;
        QTest::newRow("not processed") << QStringList{QStringLiteral("missing:grobid0:status_code")} << 10;
        QTest::newRow("free predicates")
            << QStringList{QStringLiteral("has:grobid0:tei_xml"), QStringLiteral("missing:match0:doi")} << 10;
        QTest::newRow("not equal") << QStringList{QStringLiteral("grobid0:status_code!=200"),
                                                  QStringLiteral("has:grobid0:status_code")}
                                   << 10;
    }
    void filterPredicatesRunOnTheServer()
    {
        QFETCH(QStringList, where);
        QFETCH(int, expected);
        Fixture f;
        f.model.setPageSize(7);
        f.table.server()->clearRequestLog();
        Ei::Core::RowQuery q;
        q.where = where;
        const QByteArrayList keys = f.load(q);
        QCOMPARE(keys.size(), expected);
        QVERIFY(!keys.contains(QByteArray()));
        // Evaluated by the server: only matching rows crossed the network, in pages.
        QCOMPARE(f.model.cachedRowCount(), expected);
        bool sawFilter = false;
        for (const auto &entry : f.table.server()->requestLog()) {
            sawFilter = sawFilter || entry.path.contains("scanner");
        }
        QVERIFY(sawFilter);
    }

    void readOnlyGatewayListsTheSameRows_data() { filterPredicatesRunOnTheServer_data(); }
    void readOnlyGatewayListsTheSameRows()
    {
        // hbase.rest.readonly: scanners are refused (403), the source's scans fall back to
        // stateless pages with the predicates in the filter language; the model cannot tell.
        QFETCH(QStringList, where);
        QFETCH(int, expected);
        Fixture writable;
        writable.model.setPageSize(7);
        Ei::Core::RowQuery q;
        q.where = where;
        const QByteArrayList keys = writable.load(q);
        QCOMPARE(keys.size(), expected);
        Fixture f;
        Ei::Server::RestServerOptions options = f.table.server()->options();
        options.readOnly = true;
        f.table.server()->setOptions(options);
        f.model.setPageSize(7);
        f.table.server()->clearRequestLog();
        QCOMPARE(f.load(q), keys);
        QCOMPARE(f.model.cachedRowCount(), expected);
        bool refused = false;
        bool stateless = false;
        for (const auto &entry : f.table.server()->requestLog()) {
            refused = refused || (entry.method == "POST" && entry.status == 403);
            stateless =
                stateless || (entry.method == "GET" && entry.path.endsWith("/*") && entry.status == 200);
        }
        QVERIFY(refused && stateless);
        // And the whole table in pages, key range and prefix as well.
        QCOMPARE(f.load({}), writable.load({}));
        Ei::Core::RowQuery range;
        range.startKey = keys.value(1);
        range.stopKey = keys.value(3);
        QCOMPARE(f.load(range), writable.load(range));
    }

    void pagesSurviveLostScanners()
    {
        // Every other page's scanner is forgotten before its first GET (a restarted gateway, another
        // instance behind a load balancer): the page is read again with a new scanner.
        Fixture clean;
        clean.model.setPageSize(7);
        const QByteArrayList expected = clean.load({});
        Fixture f;
        f.model.setPageSize(7);
        Ei::Test::ScannerFaults faults(f.table.server(), Ei::Test::ScannerFaults::Kind::Forget, 2, -1,
                                       Ei::Test::ScannerFaults::After::Creation);
        QCOMPARE(f.load({}), expected);
        QVERIFY(faults.injected() >= 2);
        QCOMPARE(f.model.rowCount(), 40);
    }

    void keyRangeAndPrefix()
    {
        Fixture f;
        const QByteArrayList all = f.load({});
        QCOMPARE(all.size(), 40);
        Ei::Core::RowQuery range;
        range.startKey = all.at(5);
        range.stopKey = all.at(15);
        QCOMPARE(f.load(range), all.mid(5, 10));
        Ei::Core::RowQuery prefix;
        prefix.prefix = all.at(9).left(7);
        const QByteArrayList byPrefix = f.load(prefix);
        QVERIFY(!byPrefix.isEmpty());
        for (const QByteArray &k : byPrefix) {
            QVERIFY(k.startsWith(prefix.prefix));
        }
    }

    void keyListReadsByKey()
    {
        Fixture f;
        f.model.setPageSize(2);
        Ei::Core::RowQuery q;
        q.keys = {ServedTable::keyFor("3"), ServedTable::keyFor("7"), ServedTable::keyFor("11"),
                  ServedTable::keyFor("no such row")};
        std::ranges::sort(q.keys);
        q.keysLabel = QStringLiteral("DOI 10.1234/x");
        QVERIFY(q.describe().contains(QStringLiteral("DOI 10.1234/x")));
        const QByteArrayList keys = f.load(q);
        QByteArrayList expected{ServedTable::keyFor("3"), ServedTable::keyFor("7"),
                                ServedTable::keyFor("11")};
        std::ranges::sort(expected);
        QCOMPARE(keys, expected); // the missing row is simply absent
        QVERIFY(f.model.endReached());
    }

    void rowCachePrefetchesAndJoins()
    {
        ServedTable t;
        fill(t);
        RowCache cache(t.client());
        const QByteArray key = ServedTable::keyFor("2");
        QObject context;
        cache.prefetch(key);
        QVERIFY(cache.isInFlight(key));
        Ei::Core::Result<Row> got = Ei::Core::fail(Ei::Core::ErrorKind::Internal, QString());
        bool called = false;
        t.server()->clearRequestLog();
        cache.fetch(key, &context, [&](const Ei::Core::Result<Row> &r) {
            got = r;
            called = true;
        });
        QTRY_VERIFY(called);
        QVERIFY(got);
        QVERIFY(got->find("grobid0:tei_xml"));        // whole rows
        QCOMPARE(t.server()->requestLog().size(), 1); // the fetch joined the prefetch
        QVERIFY(cache.cached(key));
        called = false;
        cache.fetch(key, &context, [&](const Ei::Core::Result<Row> &) { called = true; });
        QVERIFY(!called); // never synchronous
        QTRY_VERIFY(called);
        QCOMPARE(cache.hits(), 1);
        QCOMPARE(t.server()->requestLog().size(), 1);
        // Bounded by bytes: a tiny budget keeps only the newest row.
        cache.setMaxBytes(1024);
        for (int i = 2; i < 12; i += 4) {
            cache.prefetch(ServedTable::keyFor(QByteArray::number(i)));
        }
        QTRY_VERIFY(!cache.isInFlight(ServedTable::keyFor("10")));
        QCOMPARE(cache.cachedCount(), 1);
        cache.invalidate(ServedTable::keyFor("10"));
        QCOMPARE(cache.cachedCount(), 0);
    }

    // A row written (and invalidated) while a prefetch of it was under way is read again: the
    // prefetch's answer predates the write. (Seen as a row staying "Processed" after reprocessing.)
    void invalidateDuringAPrefetchReadsAgain()
    {
        ServedTable t;
        fill(t);
        RowCache cache(t.client());
        const QByteArray key = ServedTable::keyFor("2");
        QObject context;
        std::optional<Ei::Core::Result<Row>> got;
        // The server has answered the prefetch with the old row; before the client reads that
        // answer, the row changes and the writer invalidates it and reads it again.
        auto handled = std::make_shared<QMetaObject::Connection>();
        *handled = connect(t.server(), &Ei::Server::RestServer::requestHandled, &context, [&, handled] {
            disconnect(*handled);
            QVERIFY(t.store()->put(CellSet{
                Row{key, {Ei::Core::Cell{"file:mime", 4102444800000, QByteArrayLiteral("text/changed")}}}}));
            QVERIFY(cache.isInFlight(key));
            cache.invalidate(key);
            cache.fetch(key, &context, [&](const Ei::Core::Result<Row> &r) { got = r; });
        });
        cache.prefetch(key);
        QTRY_VERIFY(got.has_value());
        QVERIFY(got->has_value());
        QCOMPARE((*got)->find("file:mime")->value, QByteArray("text/changed"));
        QTRY_VERIFY(!cache.isInFlight(key));
        QVERIFY(cache.cached(key));
        QCOMPARE(cache.cached(key)->find("file:mime")->value, QByteArray("text/changed"));
    }
};

QTEST_GUILESS_MAIN(TestRestRowList)
#include "tst_restrowlist.moc"
