// The schema check's sample spread over the table's regions (SchemaSampleOptions; docs/admin.md,
// "The schema check"): each region's share read by a scan of its own on the pool's gateways, the
// sample in key order and exactly the rows asked for when the table has them; the first rows, as
// before, for a single region, --parallel 1, no pool or a gateway that cannot list regions; none for
// an empty table or a sample of 0; a second gateway stopped before or during the sample; cancel.
#include <QSignalSpy>
#include <QTest>

#include <core/domain/profile.h>
#include <core/domain/schemacheck.h>
#include <core/hbase/adminclient.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/restclient.h>
#include <server/restserver.h>

#include "common/callwait.h"
#include "common/pipelinerowfixtures.h"
#include "common/servedtable.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Qt::StringLiterals;
using Ei::Test::await;
using Ei::Test::journalProfile;
using Ei::Test::ServedTable;

namespace {

// `count` rows of one small cell each; their keys in key order.
QList<QByteArray> fill(const ServedTable &served, int count)
{
    CellSet rows;
    for (int i = 0; i < count; ++i) {
        rows.append(Row{ServedTable::keyFor(QByteArray::number(i)),
                        {ServedTable::textCell("file:mime", "application/pdf")}});
    }
    served.put(rows);
    QList<QByteArray> keys;
    for (const Row &r : std::as_const(rows)) {
        keys.append(r.key);
    }
    std::ranges::sort(keys);
    return keys;
}

void setRegionRows(RestServer *server, qint64 regionRows)
{
    RestServerOptions options = server->options();
    options.regionRows = regionRows;
    server->setOptions(options);
}

QList<QByteArray> keysOf(const CellSet &rows)
{
    QList<QByteArray> keys;
    for (const Row &r : rows) {
        keys.append(r.key);
    }
    return keys;
}

// The table's keys cut at its regions' start keys.
QList<QList<QByteArray>> keysByRegion(const QList<QByteArray> &keys, const QList<RegionInfo> &regions)
{
    QList<QByteArray> starts;
    for (const RegionInfo &r : regions) {
        if (!r.startKey.isEmpty()) {
            starts.append(r.startKey);
        }
    }
    std::ranges::sort(starts);
    QList<QList<QByteArray>> out(starts.size() + 1);
    for (const QByteArray &key : keys) {
        out[std::ranges::upper_bound(starts, key) - starts.begin()].append(key);
    }
    return out;
}

int scannerRequests(const RestServer &server)
{
    return int(std::ranges::count_if(server.requestLog(), [](const RestLogEntry &e) {
        return e.path.contains("/scanner") || e.path.contains('*');
    }));
}

} // namespace

class TestSchemaSample : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sampleSpreadsOverRegions_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("regionRows");
        QTest::addColumn<int>("sampleRows");
        QTest::addColumn<int>("parallel"); // 0: auto
        QTest::addColumn<bool>("pool");
        QTest::addColumn<int>("ranges"); // 1: the first rows
        QTest::addColumn<int>("atOnce");
        QTest::newRow("8 regions, auto") << 400 << 50 << 40 << 0 << true << 8 << 4;
        QTest::newRow("8 regions, 2 at once, remainder") << 400 << 50 << 43 << 2 << true << 8 << 2;
        QTest::newRow("8 regions, 8 at once") << 400 << 50 << 100 << 8 << true << 8 << 8;
        QTest::newRow("fewer rows asked than regions") << 400 << 50 << 5 << 0 << true << 8 << 4;
        // 5 regions, the last of 10 rows: its share's rest is taken from the others.
        QTest::newRow("a short region, topped up") << 410 << 100 << 250 << 0 << true << 5 << 4;
        QTest::newRow("more asked than the table holds") << 400 << 50 << 1000 << 3 << true << 8 << 3;
        QTest::newRow("a single region") << 100 << 100000 << 30 << 0 << true << 1 << 1;
        QTest::newRow("8 regions, parallel 1") << 400 << 50 << 40 << 1 << true << 1 << 1;
        QTest::newRow("8 regions, no pool") << 400 << 50 << 40 << 0 << false << 1 << 1;
        QTest::newRow("an empty table") << 0 << 50 << 40 << 0 << true << 1 << 1;
        QTest::newRow("sample 0") << 400 << 50 << 0 << 0 << true << 1 << 1;
    }
    void sampleSpreadsOverRegions()
    {
        QFETCH(int, rows);
        QFETCH(int, regionRows);
        QFETCH(int, sampleRows);
        QFETCH(int, parallel);
        QFETCH(bool, pool);
        QFETCH(int, ranges);
        QFETCH(int, atOnce);
        ServedTable served;
        QVERIFY(served.isListening());
        const QList<QByteArray> keys = fill(served, rows);
        setRegionRows(served.server(), regionRows);
        AdminClient admin(served.client());
        const auto regions = await(admin.regions(served.table()));
        EI_VERIFY_OK(regions);
        GatewayPool gateways(served.client());
        auto *call =
            sampleForSchemaCheck(served.client(), &admin, sampleRows,
                                 {.gateways = pool ? &gateways : nullptr, .parallel = parallel}, this);
        QSignalSpy progress(call, &PendingCall::progress);
        const auto sample = await(call);
        EI_VERIFY_OK(sample);
        QCOMPARE(sample->ranges, ranges);
        QCOMPARE(sample->atOnce, atOnce);
        const QList<QByteArray> got = keysOf(sample->rows);
        QCOMPARE(got.size(), std::min(sampleRows, rows));
        QVERIFY(std::ranges::is_sorted(got));
        QCOMPARE(QSet<QByteArray>(got.cbegin(), got.cend()).size(), got.size());
        if (!got.isEmpty()) { // progress: rows sampled of those asked for
            QCOMPARE(progress.last().at(0).toLongLong(), got.size());
            QCOMPARE(progress.last().at(1).toLongLong(), sampleRows);
        }
        if (ranges == 1) {
            QCOMPARE(got, keys.first(got.size())); // the first rows, as before
            if (sampleRows == 0) {
                QCOMPARE(scannerRequests(*served.server()), 0);
            }
            return;
        }
        // Every region gives its first rows, as many as its share (the first regions one more).
        const QList<QList<QByteArray>> byRegion = keysByRegion(keys, *regions);
        QCOMPARE(byRegion.size(), ranges);
        for (qsizetype i = 0; i < byRegion.size(); ++i) {
            const qsizetype share = std::min<qsizetype>(
                sampleRows / ranges + (i < sampleRows % ranges ? 1 : 0), byRegion[i].size());
            for (const QByteArray &key : byRegion[i].first(share)) {
                QVERIFY2(got.contains(key),
                         qPrintable(u"region %1 misses its row %2"_s.arg(i).arg(QString::fromLatin1(key))));
            }
        }
    }

    // A key out of the profile's format in the table's last region: the first rows miss it, the
    // spread sample finds it.
    void keyFormatFoundInTheLastRegion_data()
    {
        QTest::addColumn<int>("parallel");
        QTest::addColumn<bool>("found");
        QTest::newRow("auto: spread") << 0 << true;
        QTest::newRow("parallel 1: the first rows") << 1 << false;
    }
    void keyFormatFoundInTheLastRegion()
    {
        QFETCH(int, parallel);
        QFETCH(bool, found);
        ServedTable served;
        fill(served, 300);
        served.put({Row{"zz-not-a-sha1", {ServedTable::textCell("file:mime", "application/pdf")}}});
        setRegionRows(served.server(), 100);
        AdminClient admin(served.client());
        GatewayPool gateways(served.client());
        const auto report = await(runSchemaCheck(served.client(), &admin, journalProfile(), 40, this,
                                                 {.gateways = &gateways, .parallel = parallel}));
        EI_VERIFY_OK(report);
        QCOMPARE(report->sampledRows, 40);
        const bool keyFormat = std::ranges::any_of(
            report->findings, [](const SchemaFinding &f) { return f.rule == u"key-format"_s; });
        QCOMPARE(keyFormat, found);
        QCOMPARE(report->sampledRanges, found ? 4 : 1);
    }

    // A second gateway of the same cluster stopped before the sample or after its first request: its
    // ranges are read again on the first, and the sample is whole.
    void survivesAStoppedGateway_data()
    {
        QTest::addColumn<bool>("midRun");
        QTest::newRow("stopped before") << false;
        QTest::newRow("stopped mid-run") << true;
    }
    void survivesAStoppedGateway()
    {
        QFETCH(bool, midRun);
        ServedTable first;
        auto second = std::make_unique<ServedTable>();
        fill(first, 400);
        fill(*second, 400);
        setRegionRows(first.server(), 50);
        setRegionRows(second->server(), 50);
        AdminClient admin(first.client());
        GatewayPool gateways(first.client());
        gateways.addGateway(QUrl(second->server()->baseUrl()));
        QCOMPARE(gateways.size(), 2);
        if (midRun) {
            connect(second->server(), &RestServer::requestHandled, this,
                    [this, &second] { QTimer::singleShot(0, this, [&second] { second.reset(); }); });
        } else {
            second.reset();
        }
        QSignalSpy resting(&gateways, &GatewayPool::gatewayResting);
        const auto sample = await(
            sampleForSchemaCheck(first.client(), &admin, 80, {.gateways = &gateways, .parallel = 4}, this),
            30000);
        EI_VERIFY_OK(sample);
        QVERIFY(!second);
        QVERIFY(!resting.isEmpty());
        QCOMPARE(sample->ranges, 8);
        QCOMPARE(sample->rows.size(), 80);
        QVERIFY(std::ranges::is_sorted(keysOf(sample->rows)));
    }

    // A gateway that answers 503s, forgets scanners and (read-only: stateless pages) cuts pages off
    // in the middle: every range is taken up again after its last row (ResumableScan), and the
    // sample is whole. A plain scan failed the check on the first cut-off page.
    void survivesFailuresLostScannersAndCutPages_data()
    {
        QTest::addColumn<bool>("readOnly");
        QTest::addColumn<int>("parallel");
        QTest::addColumn<quint32>("seed");
        for (const quint32 seed : {1u, 2u, 3u}) {
            QTest::addRow("scanners, spread, seed %u", seed) << false << 4 << seed;
            QTest::addRow("stateless pages, spread, seed %u", seed) << true << 4 << seed;
            QTest::addRow("stateless pages, first rows, seed %u", seed) << true << 1 << seed;
        }
    }
    void survivesFailuresLostScannersAndCutPages()
    {
        QFETCH(bool, readOnly);
        QFETCH(int, parallel);
        QFETCH(quint32, seed);
        ServedTable served;
        const QList<QByteArray> keys = fill(served, 400);
        RestServerOptions faults = served.server()->options();
        faults.regionRows = 50;
        faults.readOnly = readOnly;
        faults.errorRate = 0.1;
        faults.scannerLossRate = 0.2;
        faults.earlyEndRate = readOnly ? 0.2 : 0.0; // a scanner's early 204 is an end, not a fault
        faults.faultSeed = seed;
        served.server()->setOptions(faults);
        AdminClient admin(served.client());
        GatewayPool gateways(served.client());
        const auto sample = await(sampleForSchemaCheck(served.client(), &admin, 80,
                                                       {.gateways = &gateways, .parallel = parallel}, this),
                                  60000);
        EI_VERIFY_OK(sample);
        const QList<QByteArray> got = keysOf(sample->rows);
        QCOMPARE(got.size(), 80);
        QVERIFY(std::ranges::is_sorted(got));
        QCOMPARE(QSet<QByteArray>(got.cbegin(), got.cend()).size(), got.size());
        for (const QByteArray &key : got) {
            QVERIFY(std::ranges::binary_search(keys, key));
        }
    }

    // A gateway that cannot list the regions (here: 404, a gateway without the table): the first
    // rows, no error.
    void regionsRefusedGivesTheFirstRows()
    {
        ServedTable served;
        const QList<QByteArray> keys = fill(served, 400);
        setRegionRows(served.server(), 50);
        ServedTable elsewhere(u"another-table"_s);
        AdminClient admin(elsewhere.client());
        GatewayPool gateways(served.client());
        const auto sample = await(
            sampleForSchemaCheck(served.client(), &admin, 40, {.gateways = &gateways, .parallel = 0}, this));
        EI_VERIFY_OK(sample);
        QVERIFY(std::ranges::any_of(elsewhere.server()->requestLog(),
                                    [](const RestLogEntry &e) { return e.path.endsWith("/regions"); }));
        QCOMPARE(sample->ranges, 1);
        QCOMPARE(keysOf(sample->rows), keys.first(40));
    }

    // cancel() while ranges are being read ends the call as cancelled and stops every scan.
    void cancelStopsEveryScan()
    {
        ServedTable served;
        fill(served, 400);
        setRegionRows(served.server(), 50);
        RestServerOptions options = served.server()->options();
        options.latencyMs = 50; // scans still in flight when the first rows come
        served.server()->setOptions(options);
        AdminClient admin(served.client());
        GatewayPool gateways(served.client());
        auto *call =
            sampleForSchemaCheck(served.client(), &admin, 400, {.gateways = &gateways, .parallel = 4}, this);
        int scannersOpen = 0;
        connect(call, &PendingCall::progress, call, [call, &served, &scannersOpen] {
            scannersOpen = served.server()->scannerCount();
            call->cancel();
        });
        const auto sample = await(call);
        QVERIFY(!sample);
        QCOMPARE(sample.error().kind, ErrorKind::Cancelled);
        QVERIFY(scannersOpen > 1); // several ranges were being read
        QTRY_COMPARE(served.server()->scannerCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSchemaSample)
#include "tst_schemasample.moc"
