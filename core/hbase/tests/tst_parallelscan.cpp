// Region-parallel scans (ParallelScan, GatewayPool; docs/hbase-client.md "Region-parallel scans"):
// the key range cut at the regions of GET /{table}/regions (one range for a single region or an
// empty table), every row handed over exactly once and — ordered — in key order whatever finishes
// first; a scan over two gateways one of which stops mid-run; a split between listing and reading;
// and a resumable export by ranges killed mid-run that resumes into the same bytes. Read-ahead to
// disk: ranges ahead that spill and finish before the one handed over still give the sequential
// rows; the spill file goes when the scan ends, is cancelled or destroyed; a spill directory that
// cannot take a file fails the scan; a scan stopped mid-spill resumes from what was handed over.
#include <common/callwait.h>
#include <common/curationfixture.h>
#include <common/servedtable.h>
#include <common/testutil.h>
#include <csignal>
#include <sys/resource.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <core/domain/doisearch.h>
#include <core/export/exportjob.h>
#include <core/export/exportrowsource.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/parallelscan.h>
#include <server/restserver.h>

using namespace Ei;
using namespace Ei::Core;
using namespace Ei::Server;

namespace {

RegionInfo region(const QByteArray &start, const QByteArray &end)
{
    RegionInfo info;
    info.startKey = start;
    info.endKey = end;
    return info;
}

QList<QByteArray> keysOf(const CellSet &rows)
{
    QList<QByteArray> keys;
    for (const Row &row : rows) {
        keys.append(row.key);
    }
    return keys;
}

ScanSpec smallPages()
{
    ScanSpec spec;
    spec.batch = 100; // 5 cells a row: 20 rows a page, so every range takes several pages
    spec.pageBytes = 0;
    return spec;
}

VerificationOptions quickRecovery()
{
    VerificationOptions options;
    options.recovery = {8, 1, 4};
    return options;
}

// Every row of the scan, fetched `rowsPerFetch` at a time, or the error that ended it.
Result<CellSet> readAll(ParallelScan &scan, int rowsPerFetch = 50)
{
    CellSet all;
    while (!scan.atEnd()) {
        auto rows = Test::await(scan.fetchNext(rowsPerFetch), 60000);
        if (!rows) {
            return std::unexpected(rows.error());
        }
        all.append(*rows);
    }
    return all;
}

// The spill files in `directory`: those with a name, and on Linux those open without one (Qt's
// QTemporaryFile opens an unnamed O_TMPFILE file there, which /proc/self/fd still shows).
QStringList filesIn(const QString &directory)
{
    QStringList files = QDir(directory).entryList(QDir::Files | QDir::NoDotAndDotDot);
    const QDir fds(QStringLiteral("/proc/self/fd"));
    for (const QString &fd : fds.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)) {
        const QString target = QFile::symLinkTarget(fds.filePath(fd));
        if (target.startsWith(directory + u'/')) {
            files.append(target);
        }
    }
    return files;
}

// Ordered with tiny buffers, so that every range ahead of the first spills.
ParallelScanOptions spilling(int parallel, const QString &directory)
{
    ParallelScanOptions options;
    options.parallel = parallel;
    options.bytesAhead = 2 * 1024;
    options.spillDirectory = directory;
    options.spillOnlyWhenStarved = false; // the consumer here pauses rather than waits
    options.spillMinRoundTripMs = 0;      // the in-process gateway answers at once
    return options;
}

} // namespace

Q_DECLARE_METATYPE(Ei::Core::RegionInfo)

class TestParallelScan : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static std::unique_ptr<RestClient> clientFor(const RestServer &server)
    {
        ConnectionConfig config;
        config.baseUrl = QUrl(server.baseUrl());
        config.table = Test::kCurationTable;
        config.timeoutMs = 5000;
        return std::make_unique<RestClient>(config);
    }

    static std::unique_ptr<RestServer> serve(int rows, qint64 regionRows)
    {
        auto server = Test::serveCurationTable(Test::bulkProcessedRows(rows));
        if (server) {
            RestServerOptions options = server->options();
            options.regionRows = regionRows;
            server->setOptions(options);
        }
        return server;
    }

private Q_SLOTS:
    void splitsAtRegionBoundaries_data()
    {
        QTest::addColumn<QByteArray>("start");
        QTest::addColumn<QByteArray>("stop");
        QTest::addColumn<QList<RegionInfo>>("regions");
        QTest::addColumn<QByteArrayList>("cuts"); // the starts of the ranges after the first

        const QList<RegionInfo> three{region("", "g"), region("g", "p"), region("p", "")};
        QTest::newRow("no regions listed")
            << QByteArray() << QByteArray() << QList<RegionInfo>{} << QByteArrayList{};
        QTest::newRow("a single region")
            << QByteArray() << QByteArray() << QList<RegionInfo>{region("", "")} << QByteArrayList{};
        QTest::newRow("three regions, whole table")
            << QByteArray() << QByteArray() << three << QByteArrayList{"g", "p"};
        QTest::newRow("unsorted regions")
            << QByteArray() << QByteArray()
            << QList<RegionInfo>{region("p", ""), region("", "g"), region("g", "p")}
            << QByteArrayList{"g", "p"};
        QTest::newRow("a key range inside one region")
            << QByteArray("h") << QByteArray("k") << three << QByteArrayList{};
        QTest::newRow("a key range over one boundary")
            << QByteArray("c") << QByteArray("k") << three << QByteArrayList{"g"};
        QTest::newRow("a range starting at a boundary")
            << QByteArray("g") << QByteArray() << three << QByteArrayList{"p"};
        QTest::newRow("a range stopping at a boundary")
            << QByteArray() << QByteArray("p") << three << QByteArrayList{"g"};
    }
    void splitsAtRegionBoundaries()
    {
        QFETCH(QByteArray, start);
        QFETCH(QByteArray, stop);
        QFETCH(QList<RegionInfo>, regions);
        QFETCH(QByteArrayList, cuts);
        ScanSpec spec;
        spec.startRow = start;
        spec.stopRow = stop;
        const QList<ScanRange> ranges = splitAtRegions(spec, regions);
        QCOMPARE(ranges.size(), cuts.size() + 1);
        QCOMPARE(ranges.first().start, start);
        QCOMPARE(ranges.last().stop, stop);
        for (qsizetype i = 1; i < ranges.size(); ++i) {
            QCOMPARE(ranges.at(i).start, cuts.at(i - 1));
            QCOMPARE(ranges.at(i - 1).stop, ranges.at(i).start); // contiguous: no key left out
        }
        // The state file form gives the same ranges back.
        const auto restored = scanRangesFromJson(scanRangesToJson(ranges));
        QVERIFY(restored);
        QCOMPARE(*restored, ranges);
    }

    void readsEveryRowOnce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("regionRows");
        QTest::addColumn<int>("parallel");
        QTest::addColumn<bool>("ordered");
        QTest::addColumn<int>("ranges");

        QTest::newRow("empty table") << 0 << 100 << 0 << true << 1;
        QTest::newRow("single region, auto") << 300 << 1000 << 0 << true << 1;
        QTest::newRow("6 regions, auto, ordered") << 600 << 100 << 0 << true << 6;
        QTest::newRow("6 regions, 2 at once, ordered") << 600 << 100 << 2 << true << 6;
        QTest::newRow("6 regions, 4 at once, unordered") << 600 << 100 << 4 << false << 6;
        QTest::newRow("7 regions, 8 at once, ordered") << 650 << 100 << 8 << true << 7;
        QTest::newRow("parallel 1: one range, no listing") << 600 << 100 << 1 << true << 1;
    }
    void readsEveryRowOnce()
    {
        QFETCH(int, rows);
        QFETCH(int, regionRows);
        QFETCH(int, parallel);
        QFETCH(bool, ordered);
        QFETCH(int, ranges);
        auto server = serve(rows, regionRows);
        QVERIFY(server);
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        ParallelScanOptions options;
        options.parallel = parallel;
        options.ordered = ordered;
        options.bytesAhead = 16 * 1024; // a few pages: the ranges ahead must wait for the consumer
        ParallelScan scan(&pool, smallPages(), quickRecovery(), options);
        QSignalSpy known(&scan, &ParallelScan::rangesKnown);
        const auto all = readAll(scan);
        EI_VERIFY_OK(all);
        QCOMPARE(known.size(), 1);
        QCOMPARE(known.first().at(0).toInt(), ranges);
        QCOMPARE(scan.rangeCount(), ranges);
        QList<QByteArray> want = keysOf(Test::bulkProcessedRows(rows));
        QList<QByteArray> got = keysOf(*all);
        if (!ordered) {
            std::ranges::sort(got);
        }
        QCOMPARE(got, want);
        QVERIFY(scan.regionsChanged().isEmpty());
        for (const ScanRange &range : scan.positions()) {
            QVERIFY(range.done);
        }
    }

    void survivesAGatewayStoppingMidRun_data()
    {
        QTest::addColumn<bool>("ordered");
        QTest::newRow("ordered") << true;
        QTest::newRow("unordered") << false;
    }
    void survivesAGatewayStoppingMidRun()
    {
        QFETCH(bool, ordered);
        constexpr int kRows = 800;
        auto first = serve(kRows, 100);
        auto second = serve(kRows, 100); // another gateway of the same cluster: the same rows
        QVERIFY(first && second);
        auto client = clientFor(*first);
        GatewayPool pool(client.get());
        pool.addGateway(QUrl(second->baseUrl()));
        QCOMPARE(pool.size(), 2);
        // The second gateway goes away after a few of its pages, its scanners with it.
        auto pages = std::make_shared<int>(0);
        connect(second.get(), &RestServer::requestHandled, this, [&second, pages](const RestLogEntry &e) {
            if (e.method == "GET" && e.path.contains("/scanner/") && ++*pages == 5) {
                QTimer::singleShot(0, second.get(), [&second] { second.reset(); });
            }
        });
        QSignalSpy resting(&pool, &GatewayPool::gatewayResting);
        ParallelScanOptions options;
        options.parallel = 4;
        options.ordered = ordered;
        ParallelScan scan(&pool, smallPages(), quickRecovery(), options);
        const auto all = readAll(scan);
        EI_VERIFY_OK(all);
        QVERIFY(!second); // it did stop mid-run
        QVERIFY(!resting.isEmpty());
        QVERIFY(scan.recoveries() > 0);
        QList<QByteArray> got = keysOf(*all);
        if (!ordered) {
            std::ranges::sort(got);
        }
        QCOMPARE(got, keysOf(Test::bulkProcessedRows(kRows)));
    }

    void detectsASplitBetweenListingAndReading()
    {
        constexpr int kRows = 600;
        auto server = serve(kRows, 200);
        QVERIFY(server);
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        ParallelScanOptions options;
        options.parallel = 2;
        ParallelScan scan(&pool, smallPages(), quickRecovery(), options);
        // Listed as 3 regions; every region splits in two before a row is read.
        connect(&scan, &ParallelScan::rangesKnown, this, [&server] {
            RestServerOptions smaller = server->options();
            smaller.regionRows = 100;
            server->setOptions(smaller);
        });
        const auto all = readAll(scan);
        EI_VERIFY_OK(all);
        QCOMPARE(scan.rangeCount(), 3);
        QCOMPARE(keysOf(*all), keysOf(Test::bulkProcessedRows(kRows))); // nothing half-read
        QVERIFY2(!scan.regionsChanged().isEmpty(), "the split went unnoticed");
    }

    void handsTheNextRangeOverWhileARangeIsCounted_data()
    {
        QTest::addColumn<int>("parallel");
        QTest::newRow("2 at once") << 2;
        QTest::newRow("3 at once") << 3;
    }
    void handsTheNextRangeOverWhileARangeIsCounted()
    {
        // Ordered: once a range's rows are all handed over and the probe after its last row found
        // nothing, the next range's rows follow while its count (several pages of keys here) runs.
        QFETCH(int, parallel);
        constexpr int kRows = 9000;
        auto server = serve(kRows, 3000);
        QVERIFY(server);
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        ParallelScanOptions options;
        options.parallel = parallel;
        ParallelScan scan(&pool, smallPages(), quickRecovery(), options);
        CellSet all;
        std::optional<bool> firstRangeDoneWhenTheSecondBegan;
        while (!scan.atEnd()) {
            auto rows = Test::await(scan.fetchNext(500), 60000);
            EI_VERIFY_OK(rows);
            const QList<ScanRange> positions = scan.positions();
            if (!firstRangeDoneWhenTheSecondBegan && positions.size() > 1 && positions.at(1).delivered > 0) {
                firstRangeDoneWhenTheSecondBegan = positions.at(0).done;
            }
            all.append(*rows);
        }
        QCOMPARE(scan.rangeCount(), 3);
        QCOMPARE(keysOf(all), keysOf(Test::bulkProcessedRows(kRows))); // in key order, once each
        QVERIFY(firstRangeDoneWhenTheSecondBegan.has_value());
        QVERIFY2(!*firstRangeDoneWhenTheSecondBegan, "the second range waited for the first one's count");
        for (const ScanRange &range : scan.positions()) {
            QVERIFY(range.done); // every count finished, and added up
        }
        QVERIFY(scan.verificationPasses() >= 3);
    }

    void checksTheRegionsBesideTheLastRangeNotAfterIt_data()
    {
        QTest::addColumn<bool>("ordered");
        QTest::newRow("ordered") << true;
        QTest::newRow("unordered") << false;
    }
    void checksTheRegionsBesideTheLastRangeNotAfterIt()
    {
        // 3 regions, 2 at once: the last range begins once one is read, and the regions are
        // listed again then, while it reads its pages; at the end the listing was a round trip on
        // the job's critical path.
        QFETCH(bool, ordered);
        auto server = serve(600, 200);
        QVERIFY(server);
        QList<QByteArray> requests;
        connect(server.get(), &RestServer::requestHandled, this,
                [&requests](const RestLogEntry &entry) { requests.append(entry.path); });
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        ParallelScanOptions options;
        options.parallel = 2;
        options.ordered = ordered;
        ParallelScan scan(&pool, smallPages(), quickRecovery(), options);
        const auto all = readAll(scan);
        EI_VERIFY_OK(all);
        QCOMPARE(keysOf(*all).size(), 600);
        QList<qsizetype> listings;
        for (qsizetype i = 0; i < requests.size(); ++i) {
            if (requests.at(i).endsWith("/regions")) {
                listings.append(i);
            }
        }
        QCOMPARE(listings.size(), 2); // listed, then checked again
        const qsizetype readsAfterTheCheck = requests.size() - 1 - listings.last();
        QVERIFY2(readsAfterTheCheck >= 2, "the regions were checked only after the last range was read");
        QVERIFY(scan.regionsChanged().isEmpty());
    }

    void resumedParallelExportGivesTheSameBytes_data()
    {
        QTest::addColumn<int>("killAtPage");
        QTest::newRow("killed before its first rows") << 1;
        QTest::newRow("killed early") << 12;
        QTest::newRow("killed late") << 30;
    }
    void resumedParallelExportGivesTheSameBytes()
    {
        QFETCH(int, killAtPage);
        constexpr int kRows = 1200;
        auto server = serve(kRows, 150); // 8 regions
        QVERIFY(server);
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        ParallelScanOptions parallel;
        parallel.parallel = 4;
        parallel.bytesAhead = 32 * 1024;
        const auto source = [&] {
            auto *s = new RestScanRowSource(client.get(), smallPages(), ScanRecovery{2, 1, 4});
            s->setParallel(&pool, parallel);
            return s;
        };
        const auto options = [this](const QString &name) {
            ExportOptions o;
            o.format = ExportFormat::Jsonl;
            o.path = m_dir.filePath(name);
            o.profile = Test::curationSetup().profile;
            o.decode.table = Test::kCurationTable;
            o.manifest.table = Test::kCurationTable;
            o.pageRows = 50;
            o.statePath = o.path + QStringLiteral(".resume.json");
            o.checkpointIntervalMs = 0;
            return o;
        };
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_');
        ExportOptions sequentialOptions = options(tag + QStringLiteral("-sequential.jsonl"));
        ExportJob sequential(new RestScanRowSource(client.get(), smallPages()), sequentialOptions);
        QSignalSpy sequentialDone(&sequential, &ExportJob::finished);
        sequential.start();
        QVERIFY(sequentialDone.wait(60000));
        EI_VERIFY_OK(sequential.result());

        ExportOptions killedOptions = options(tag + QStringLiteral("-parallel.jsonl"));
        auto *killed = new ExportJob(source(), killedOptions);
        auto pages = std::make_shared<int>(0);
        connect(server.get(), &RestServer::requestHandled, killed,
                [killed, pages, killAtPage](const RestLogEntry &e) {
                    if (e.method == "GET" && e.path.contains("/scanner/") && ++*pages == killAtPage) {
                        killed->deleteLater(); // gone without finishing, like kill -9
                    }
                });
        QSignalSpy destroyed(killed, &QObject::destroyed);
        killed->start();
        QVERIFY(destroyed.wait(60000));
        QVERIFY(QFileInfo::exists(killedOptions.statePath));

        auto saved = ExportJob::readState(killedOptions.statePath);
        EI_VERIFY_OK(saved);
        // Stopped before any row was written, the state may have no ranges yet (it starts over).
        if (killAtPage >= 30) {
            QVERIFY(saved->progress.rows > 0); // killed with rows written: the ranges say how far
        }
        if (saved->progress.rows > 0) {
            QVERIFY(saved->source.contains(QLatin1StringView("ranges")));
        }
        auto restored =
            restoreRowSource(client.get(), saved->source, killedOptions.statePath, &pool, parallel);
        EI_VERIFY_OK(restored);
        ExportOptions resumedOptions = saved->options;
        resumedOptions.profile = Test::curationSetup().profile;
        ExportJob resumed(*restored, resumedOptions);
        QSignalSpy resumedDone(&resumed, &ExportJob::finished);
        resumed.resume(*saved);
        QVERIFY(resumedDone.wait(60000));
        EI_VERIFY_OK(resumed.result());
        QCOMPARE(resumed.result()->rows, kRows);
        QCOMPARE(Test::readFile(killedOptions.path), Test::readFile(sequentialOptions.path));
    }

    void spillsAndKeepsKeyOrder_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("parallel");
        QTest::addColumn<qint64>("spillCap");
        QTest::addColumn<int>("readAhead"); // ranges read to their end before the first is handed over

        QTest::newRow("8 regions, 8 at once") << 1200 << 8 << qint64(-1) << 7;
        QTest::newRow("8 regions, 3 at once") << 1200 << 3 << qint64(-1) << 2;
        QTest::newRow("8 regions, 8 at once, spill capped") << 1200 << 8 << qint64(8 * 1024) << 0;
    }
    void spillsAndKeepsKeyOrder()
    {
        QFETCH(int, rows);
        QFETCH(int, parallel);
        QFETCH(qint64, spillCap);
        QFETCH(int, readAhead);
        auto server = serve(rows, 150);
        QVERIFY(server);
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        ParallelScanOptions sequentialOptions;
        sequentialOptions.parallel = 1;
        ParallelScan sequential(&pool, smallPages(), quickRecovery(), sequentialOptions);
        const auto want = readAll(sequential);
        EI_VERIFY_OK(want);
        QCOMPARE(want->size(), qsizetype(rows));

        QTemporaryDir spillDir;
        QVERIFY(spillDir.isValid());
        ParallelScanOptions options = spilling(parallel, spillDir.path());
        options.spillBytes = spillCap;
        ParallelScan scan(&pool, smallPages(), quickRecovery(), options);
        auto first = Test::await(scan.fetchNext(50), 60000);
        EI_VERIFY_OK(first);
        // The consumer pauses: the ranges ahead go on reading, to disk once their memory is full,
        // and (uncapped) finish before the first range has been handed over.
        QTRY_VERIFY_WITH_TIMEOUT(scan.spilledBytes() > 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(scan.rangesReadAhead() >= readAhead, 30000);
        QVERIFY(!filesIn(spillDir.path()).isEmpty());
        const QList<ScanRange> positions = scan.positions();
        for (qsizetype i = 1; i < positions.size(); ++i) {
            QCOMPARE(positions.at(i).delivered, qint64(0)); // read ahead is not handed over
            QVERIFY(!positions.at(i).after);
        }
        const auto rest = readAll(scan);
        EI_VERIFY_OK(rest);
        QCOMPARE(*first + *rest, *want); // the sequential scan's rows, cells and all, in its order
        QVERIFY(filesIn(spillDir.path()).isEmpty());
        QCOMPARE(scan.spillBytesWaiting(), qint64(0));
    }

    // Reading ahead to disk only pays when the gateways are far: the region listing's round trip
    // decides (ParallelScanOptions::spillMinRoundTripMs).
    void spillsOnlyWhenTheGatewaysAreFar_data()
    {
        QTest::addColumn<int>("latencyMs");
        QTest::addColumn<int>("minRoundTripMs");
        QTest::addColumn<bool>("spills");
        // Thresholds far from what the listing takes, so that a loaded machine cannot tip them.
        QTest::newRow("near gateway, threshold 1 s") << 0 << 1000 << false;
        QTest::newRow("far gateway (25 ms), threshold 20 ms") << 25 << 20 << true;
        QTest::newRow("near gateway, no threshold") << 0 << 0 << true;
    }

    void spillsOnlyWhenTheGatewaysAreFar()
    {
        QFETCH(int, latencyMs);
        QFETCH(int, minRoundTripMs);
        QFETCH(bool, spills);
        auto server = serve(1200, 150);
        QVERIFY(server);
        RestServerOptions serverOptions = server->options();
        serverOptions.latencyMs = latencyMs;
        server->setOptions(serverOptions);
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        QTemporaryDir spillDir;
        QVERIFY(spillDir.isValid());
        ParallelScanOptions options = spilling(8, spillDir.path());
        options.spillMinRoundTripMs = minRoundTripMs;
        ParallelScan scan(&pool, smallPages(), quickRecovery(), options);
        auto first = Test::await(scan.fetchNext(50), 60000);
        EI_VERIFY_OK(first);
        if (spills) {
            QTRY_VERIFY_WITH_TIMEOUT(scan.spilledBytes() > 0, 30000);
        } else {
            // Every range ahead fills its memory and waits for its turn, nothing on disk.
            QTRY_COMPARE_WITH_TIMEOUT(scan.rangesWaitingAhead(), 7, 30000);
            QCOMPARE(scan.spilledBytes(), qint64(0));
            QVERIFY(filesIn(spillDir.path()).isEmpty());
        }
        const auto rest = readAll(scan);
        EI_VERIFY_OK(rest);
        QCOMPARE(first->size() + rest->size(), qsizetype(1200));
        QCOMPARE(scan.spilledBytes() > 0, spills);
    }

    void removesTheSpillFile_data()
    {
        QTest::addColumn<QString>("end");
        QTest::newRow("finished") << QStringLiteral("finish");
        QTest::newRow("cancelled") << QStringLiteral("cancel");
        QTest::newRow("destroyed") << QStringLiteral("destroy");
    }
    void removesTheSpillFile()
    {
        QFETCH(QString, end);
        auto server = serve(900, 150);
        QVERIFY(server);
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        QTemporaryDir spillDir;
        QVERIFY(spillDir.isValid());
        auto scan = std::make_unique<ParallelScan>(&pool, smallPages(), quickRecovery(),
                                                   spilling(6, spillDir.path()));
        EI_VERIFY_OK(Test::await(scan->fetchNext(50), 60000));
        QTRY_VERIFY_WITH_TIMEOUT(scan->spilledBytes() > 0, 30000);
        QVERIFY(!filesIn(spillDir.path()).isEmpty());
        if (end == QLatin1StringView("finish")) {
            EI_VERIFY_OK(readAll(*scan));
        } else if (end == QLatin1StringView("cancel")) {
            scan->cancel();
            const auto after = Test::await(scan->fetchNext(50), 60000);
            QVERIFY(!after);
            QCOMPARE(after.error().kind, ErrorKind::Cancelled);
        } else {
            scan.reset();
        }
        QCOMPARE(filesIn(spillDir.path()), QStringList{});
    }

    void failsWhenTheSpillDirectoryFails_data()
    {
        QTest::addColumn<QString>("directory");
        QTest::addColumn<bool>("diskFull"); // writes fail past a few pages (a file size limit)
        QTest::newRow("a directory that does not exist")
            << m_dir.filePath(QStringLiteral("missing/deeper")) << false;
        const QString file = m_dir.filePath(QStringLiteral("a-file"));
        QFile touch(file);
        QVERIFY(touch.open(QIODevice::WriteOnly));
        QTest::newRow("a file, not a directory") << file << false;
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("full")));
        QTest::newRow("a full disk") << m_dir.filePath(QStringLiteral("full")) << true;
    }
    void failsWhenTheSpillDirectoryFails()
    {
        QFETCH(QString, directory);
        QFETCH(bool, diskFull);
        auto server = serve(900, 150);
        QVERIFY(server);
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        ParallelScan scan(&pool, smallPages(), quickRecovery(), spilling(6, directory));
        // A full disk, as the kernel says it to this process: files may not grow past 16 KiB
        // (EFBIG; SIGXFSZ ignored), restored before anything else is written.
        rlimit before{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &before), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        if (diskFull) {
            rlimit full = before;
            full.rlim_cur = 16 * 1024;
            QCOMPARE(setrlimit(RLIMIT_FSIZE, &full), 0);
        }
        const auto all = readAll(scan);
        setrlimit(RLIMIT_FSIZE, &before);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY2(!all, "rows were handed over without the rows that could not be kept");
        QCOMPARE(all.error().kind, ErrorKind::Io);
        QVERIFY2(all.error().message.contains(QDir::toNativeSeparators(directory)),
                 qPrintable(all.error().message));
        if (diskFull) { // a write that failed, not a file that could not be created
            QVERIFY2(all.error().message.contains(QLatin1StringView("disk may be full")),
                     qPrintable(all.error().message));
            QCOMPARE(filesIn(directory), QStringList{});
        }
    }

    void resumesFromWhatWasHandedOver_data()
    {
        QTest::addColumn<int>("fetches"); // before the scan stops
        QTest::newRow("after one fetch") << 1;
        QTest::newRow("within the second range") << 4;
        QTest::newRow("in the last range") << 23;
    }
    void resumesFromWhatWasHandedOver()
    {
        QFETCH(int, fetches);
        constexpr int kRows = 1200;
        auto server = serve(kRows, 150); // 8 regions
        QVERIFY(server);
        auto client = clientFor(*server);
        GatewayPool pool(client.get());
        QTemporaryDir spillDir;
        QVERIFY(spillDir.isValid());
        const ParallelScanOptions options = spilling(8, spillDir.path());
        auto stopped = std::make_unique<ParallelScan>(&pool, smallPages(), quickRecovery(), options);
        CellSet got;
        for (int i = 0; i < fetches; ++i) {
            auto page = Test::await(stopped->fetchNext(50), 60000);
            EI_VERIFY_OK(page);
            got.append(*page);
        }
        QTRY_VERIFY_WITH_TIMEOUT(stopped->spilledBytes() > 0, 30000);
        const QList<ScanRange> positions = stopped->positions();
        qint64 delivered = 0;
        for (const ScanRange &range : positions) {
            delivered += range.delivered;
            // A range says only what it handed over: its last key is the last of those rows.
            if (range.after) {
                QVERIFY(std::ranges::any_of(got, [&](const Row &row) { return row.key == *range.after; }));
            }
        }
        QCOMPARE(delivered, qint64(got.size()));
        stopped.reset(); // stopped mid-run: what was read ahead is read again
        QCOMPARE(filesIn(spillDir.path()), QStringList{});

        ParallelScan resumed(&pool, smallPages(), quickRecovery(), options);
        resumed.setRanges(positions, true);
        const auto rest = readAll(resumed);
        EI_VERIFY_OK(rest);
        QCOMPARE(keysOf(got + *rest), keysOf(Test::bulkProcessedRows(kRows)));
    }

    void doiSearchReadsRegionsAtOnce_data()
    {
        QTest::addColumn<int>("parallel");
        QTest::newRow("one scanner") << 1;
        QTest::newRow("4 scanners") << 4;
    }
    void doiSearchReadsRegionsAtOnce()
    {
        QFETCH(int, parallel);
        Test::ServedTable t;
        QVERIFY(t.isListening());
        CellSet rows;
        QByteArrayList linked;
        for (int i = 0; i < 400; ++i) {
            const QByteArray key = Test::ServedTable::keyFor(QByteArray::number(i));
            const bool isLinked = i % 37 == 5;
            rows.append(Test::ServedTable::processedRow(key, isLinked ? "10.1234/wanted" : "10.1234/other"));
            if (isLinked) {
                linked.append(key);
            }
        }
        t.put(rows);
        std::ranges::sort(linked);
        RestServerOptions options = t.server()->options();
        options.regionRows = 60; // 7 regions
        t.server()->setOptions(options);
        GatewayPool pool(t.client());
        DoiRowSearch::Options search;
        search.rescan = true;
        search.indexPath = m_dir.filePath(QStringLiteral("doi-index-%1.json").arg(parallel));
        search.gateways = &pool;
        search.parallel = parallel;
        DoiRowSearch job(t.client(), QStringLiteral("10.1234/wanted"), search);
        QSignalSpy finished(&job, &DoiRowSearch::finished);
        job.start();
        QVERIFY(finished.wait(30000));
        EI_VERIFY_OK(job.result());
        QCOMPARE(*job.result(), linked); // every linked row once, in key order
        const bool listed = std::ranges::any_of(
            t.server()->requestLog(), [](const RestLogEntry &e) { return e.path.endsWith("/regions"); });
        QCOMPARE(listed, parallel > 1);
    }

    void readsOldSingleRangeStateFiles()
    {
        // A state file an export wrote before region-parallel scans: "after" and "delivered".
        auto server = serve(300, 100);
        QVERIFY(server);
        auto client = clientFor(*server);
        const CellSet rows = Test::bulkProcessedRows(300);
        const QJsonObject position{
            {QStringLiteral("mode"), QStringLiteral("scan")},
            {QStringLiteral("scan"), QJsonObject{}},
            {QStringLiteral("delivered"), 100},
            {QStringLiteral("after"), QString::fromLatin1(rows.at(99).key.toBase64())}};
        auto source = restoreRowSource(client.get(), position, m_dir.filePath(QStringLiteral("old.json")));
        EI_VERIFY_OK(source);
        std::unique_ptr<ExportRowSource> owned(*source);
        CellSet got;
        while (!owned->atEnd()) {
            bool done = false;
            owned->fetchNext(100, [&](const Result<CellSet> &page) {
                QVERIFY(page.has_value());
                got.append(*page);
                done = true;
            });
            QVERIFY(Test::waitFor([&] { return done; }, 30000));
        }
        QVERIFY(owned->incompleteReason().isEmpty());
        QCOMPARE(keysOf(got), keysOf(rows.mid(100)));
    }
};

QTEST_GUILESS_MAIN(TestParallelScan)
#include "tst_parallelscan.moc"
