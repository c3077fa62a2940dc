// StatsJob over the real REST server: counts equal an independent tally of rows of known
// distribution (with a filter, the null group, a cross-table and a histogram), each group's
// --where predicates select exactly its rows on the server (what a bar click filters the row list
// to), a cancelled job keeps its partial counts marked partial, region-parallel statistics (a pair
// of scans per key range, the regions cut further, some ranges empty) equal the tally, a region
// split between listing and reading is reported, and rows written while they run count at most once.
#include <algorithm>
#include <common/callwait.h>
#include <common/knownrows.h>
#include <common/scannerfaults.h>
#include <common/servedtable.h>
#include <optional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <core/domain/profile.h>
#include <core/hbase/filter.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/restclient.h>
#include <core/stats/statsjob.h>
#include <server/restserver.h>

using namespace Ei::Core;
using Ei::Test::KnownRow;
using Ei::Test::KnownTally;
using Ei::Test::KnownValue;

namespace {

constexpr int kRows = 2400;

QString sizeBucketOf(qint64 size)
{
    if (size < 100'000) {
        return QStringLiteral("<100kB");
    }
    if (size < 1'000'000) {
        return QStringLiteral("100kB-1MB");
    }
    if (size < 10'000'000) {
        return QStringLiteral("1MB-10MB");
    }
    return size < 100'000'000 ? QStringLiteral("10MB-100MB") : QStringLiteral("100MB-1GB");
}

std::optional<QString> numberText(const std::optional<qint64> &n)
{
    return n ? std::optional<QString>(QString::number(*n)) : std::nullopt;
}

} // namespace

class TestStatsJob : public QObject
{
    Q_OBJECT

    Ei::Test::ServedTable m_table;
    QList<KnownRow> m_rows = Ei::Test::knownRows(kRows);
    Profile m_profile = *ProfileRegistry::builtin().find(QStringLiteral("journal-extract"));

    ValueEncoder encoder() const
    {
        return [profile = m_profile](QByteArray column, QString text) {
            return encodeCellValue(profile, std::move(column), std::move(text));
        };
    }

    // Runs a job to its end and returns it (owned by the test function's caller).
    std::unique_ptr<StatsJob> run(const QStringList &by, const QStringList &where = {},
                                  std::optional<QString> histogram = {}, int bins = 10)
    {
        QList<StatsDimension> dimensions;
        for (const QString &id : by) {
            dimensions.append(*statsDimension(m_profile, id));
        }
        std::optional<StatsDimension> h;
        if (histogram) {
            h = *statsDimension(m_profile, *histogram);
        }
        ScanSpec spec;
        QList<QByteArray> filterColumns;
        if (!where.isEmpty()) {
            spec.filter = *whereFilter(where, encoder());
            for (const QString &text : where) {
                filterColumns.append(parseWhere(text, encoder())->column);
            }
        }
        auto job = std::make_unique<StatsJob>(m_table.client(), spec, filterColumns,
                                              StatsAccumulator(dimensions, h, bins));
        QSignalSpy finished(job.get(), &StatsJob::finished);
        job->start();
        if (!finished.wait(30000)) {
            qWarning("the statistics did not finish");
        }
        return job;
    }

    // The keys a server-side scan with these predicates returns.
    QList<QByteArray> keysWhere(const QStringList &where)
    {
        ScanSpec spec;
        spec.filter = *whereFilter(where, encoder());
        QList<QByteArray> keys;
        const auto total =
            Ei::Test::await(m_table.client()->scanAll(spec, this, [&keys](const CellSet &rows) {
                for (const Row &row : rows) {
                    keys.append(row.key);
                }
                return true;
            }));
        if (!total) {
            qWarning("%s", qPrintable(total.error().message));
        }
        std::sort(keys.begin(), keys.end());
        return keys;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_table.isListening());
        m_table.put(Ei::Test::toCellSet(m_rows));
    }

    void groupsEqualTally_data()
    {
        QTest::addColumn<QString>("by");
        QTest::addColumn<QString>("where");
        QTest::addColumn<KnownValue>("expected");
        QTest::addColumn<KnownValue>("passes"); // the filter, tallied independently
        const KnownValue all = [](const KnownRow &) { return std::optional<QString>(QString()); };
        const KnownValue status = [](const KnownRow &r) { return numberText(r.statusCode); };
        const KnownValue version = [](const KnownRow &r) {
            return r.grobidVersion && !r.grobidVersion->isEmpty() ? r.grobidVersion : std::nullopt;
        };
        QTest::newRow("status code, null group")
            << QStringLiteral("grobid0:status_code") << QString() << status << all;
        QTest::newRow("match status") << QStringLiteral("match0:mstatus") << QString()
                                      << KnownValue([](const KnownRow &r) { return r.mstatus; }) << all;
        QTest::newRow("mime") << QStringLiteral("file:mime") << QString()
                              << KnownValue([](const KnownRow &r) { return r.mime; }) << all;
        QTest::newRow("quality, JSON and bare word")
            << QStringLiteral("grobid0:quality") << QString()
            << KnownValue([](const KnownRow &r) { return r.quality; }) << all;
        QTest::newRow("grobid version") << QStringLiteral("grobid_version") << QString() << version << all;
        QTest::newRow("crawl month") << QStringLiteral("crawl_month") << QString()
                                     << KnownValue([](const KnownRow &r) { return r.crawlMonth; }) << all;
        QTest::newRow("size bucket") << QStringLiteral("size_bucket") << QString()
                                     << KnownValue([](const KnownRow &r) {
                                            return r.size ? std::optional<QString>(sizeBucketOf(*r.size))
                                                          : std::nullopt;
                                        })
                                     << all;
        QTest::newRow("500s by grobid version")
            << QStringLiteral("grobid_version") << QStringLiteral("grobid0:status_code=500") << version
            << KnownValue([](const KnownRow &r) {
                   return r.statusCode == 500 ? std::optional<QString>(QString()) : std::nullopt;
               });
        QTest::newRow("matched by status")
            << QStringLiteral("grobid0:status_code") << QStringLiteral("match0:mstatus=matched") << status
            << KnownValue([](const KnownRow &r) {
                   return r.mstatus == QStringLiteral("matched") ? std::optional<QString>(QString())
                                                                 : std::nullopt;
               });
    }
    void groupsEqualTally()
    {
        QFETCH(QString, by);
        QFETCH(QString, where);
        QFETCH(KnownValue, expected);
        QFETCH(KnownValue, passes);
        const auto [selected, tally] = Ei::Test::selectAndTally(m_rows, expected, passes);
        QVERIFY(tally.size() >= 2);
        const QStringList filter = where.isEmpty() ? QStringList() : QStringList{where};
        const auto job = run({by}, filter);
        EI_VERIFY_OK(job->result());
        const StatsResult counts = job->counts();
        QVERIFY(!counts.partial);
        QCOMPARE(counts.total, selected.size());
        QCOMPARE(counts.groups.size(), tally.size());
        const StatsDimension dimension = *statsDimension(m_profile, by);
        for (const StatsGroup &group : counts.groups) {
            QVERIFY2(tally.contains(group.value), qPrintable(group.value.value_or(QStringLiteral("null"))));
            QList<QByteArray> keys = tally.value(group.value);
            QCOMPARE(group.count, keys.size());
            // The bar's rows on the server: exactly the tallied ones.
            std::sort(keys.begin(), keys.end());
            QCOMPARE(keysWhere(filter + dimension.predicatesFor(group.value)), keys);
        }
    }

    // The accumulator remembers a grouping's value per distinct cell (StatsDimension::fromOneCell)
    // up to kMemoMost of them: the counts are those of deriving every row's value, with few
    // distinct values, with more than it remembers, and for rows without the column.
    void rememberedValuesCountAsDerivedOnes_data()
    {
        QTest::addColumn<QString>("by");
        QTest::addColumn<int>("distinct");
        QTest::newRow("status codes, few") << QStringLiteral("grobid0:status_code") << 3;
        QTest::newRow("status codes, more than remembered")
            << QStringLiteral("grobid0:status_code") << int(StatsAccumulator::kMemoMost + 500);
        QTest::newRow("size buckets, more than remembered")
            << QStringLiteral("size_bucket") << int(StatsAccumulator::kMemoMost + 500);
    }
    void rememberedValuesCountAsDerivedOnes()
    {
        QFETCH(QString, by);
        QFETCH(int, distinct);
        const StatsDimension dimension = *statsDimension(m_profile, by);
        QVERIFY(dimension.fromOneCell);
        const QByteArray column = dimension.columns.first();
        StatsAccumulator accumulator({dimension});
        QMap<std::optional<QString>, qint64> expected;
        for (int i = 0; i < 3 * distinct; ++i) {
            Row row{QByteArray("k") + QByteArray::number(i), {}};
            if (i % 7 != 3) { // some rows lack the column: the null group
                const qint64 n = (qint64(i) * 7919) % distinct;
                const auto value = encodeCellValue(m_profile, column, QString::number(100 + n * 4999));
                QVERIFY(value);
                row.cells.append(Cell{column, 1, *value});
            }
            ++expected[dimension.valueOf(row)];
            accumulator.add(row);
        }
        const StatsResult result = accumulator.result();
        QCOMPARE(result.total, 3 * distinct);
        QCOMPARE(result.groups.size(), expected.size());
        for (const StatsGroup &group : result.groups) {
            QCOMPARE(group.count, expected.value(group.value));
        }
    }

    void crossTable()
    {
        const auto job = run({QStringLiteral("grobid0:status_code"), QStringLiteral("match0:mstatus")});
        EI_VERIFY_OK(job->result());
        QMap<std::pair<std::optional<QString>, std::optional<QString>>, qint64> expected;
        for (const KnownRow &r : std::as_const(m_rows)) {
            ++expected[{numberText(r.statusCode), r.mstatus}];
        }
        qint64 cells = 0;
        for (const StatsGroup &group : job->counts().groups) {
            qint64 sum = 0;
            for (const StatsGroup &inner : group.groups) {
                QCOMPARE(inner.count, expected.value({group.value, inner.value}));
                sum += inner.count;
                ++cells;
            }
            QCOMPARE(group.count, sum);
        }
        QCOMPARE(cells, expected.size());
    }

    void histogram()
    {
        const auto job = run({}, {}, QStringLiteral("grobid0:status_code"), 3);
        EI_VERIFY_OK(job->result());
        const StatsHistogram h = *job->counts().histogram;
        // 200..500 in three bins of 101: [200,301) [301,402) [402,501).
        QCOMPARE(h.bins.size(), 3);
        qint64 ok = 0;
        qint64 client = 0;
        qint64 server = 0;
        qint64 none = 0;
        for (const KnownRow &r : std::as_const(m_rows)) {
            (r.statusCode == 200   ? ok
             : r.statusCode == 400 ? client
             : r.statusCode == 500 ? server
                                   : none) += 1;
        }
        QCOMPARE(h.bins.at(0).from, 200);
        QCOMPARE(h.bins.at(0).count, ok);
        QCOMPARE(h.bins.at(1).count, client);
        QCOMPARE(h.bins.at(2).to, 501);
        QCOMPARE(h.bins.at(2).count, server);
        QCOMPARE(h.nullCount, none);
        QVERIFY(!h.approximate);
    }

    void jsonShape()
    {
        const auto job = run({QStringLiteral("grobid0:status_code")});
        const QJsonObject o = QJsonDocument::fromJson(statsJson(job->counts())).object();
        QCOMPARE(o.value(QStringLiteral("total")).toInteger(), kRows);
        const QJsonArray groups = o.value(QStringLiteral("groups")).toArray();
        QCOMPARE(groups.first()[QStringLiteral("value")].toInteger(), 200); // biggest first, as a number
        bool sawNull = false;
        for (const QJsonValue &g : groups) {
            sawNull = sawNull || g[QStringLiteral("value")].isNull();
        }
        QVERIFY(sawNull);
        QVERIFY(!o.contains(QStringLiteral("partial")));
    }

    // Gateway restarts and early ends in the middle: both scans take up again after their last row
    // and verify, so the counts are still exact.
    void survivesLostScannersAndEarlyEnds_data()
    {
        QTest::addColumn<Ei::Test::ScannerFaults::Kind>("kind");
        QTest::newRow("scanners forgotten") << Ei::Test::ScannerFaults::Kind::Forget;
        QTest::newRow("scanners ended early") << Ei::Test::ScannerFaults::Kind::EndEarly;
    }
    void survivesLostScannersAndEarlyEnds()
    {
        QFETCH(Ei::Test::ScannerFaults::Kind, kind);
        Ei::Test::ScannerFaults faults(m_table.server(), kind, 3, 4);
        ScanSpec spec;
        spec.batch = 200;
        spec.pageBytes = 0;
        StatsJob job(m_table.client(), spec, {},
                     StatsAccumulator({*statsDimension(m_profile, QStringLiteral("grobid0:status_code"))}));
        job.setRecovery({.maxAttempts = 8, .initialBackoffMs = 1, .maxBackoffMs = 10});
        QSignalSpy finished(&job, &StatsJob::finished);
        job.start();
        QVERIFY(finished.wait(60000));
        EI_VERIFY_OK(job.result());
        QVERIFY(faults.injected() > 0);
        const KnownTally tally =
            Ei::Test::tally(m_rows, [](const KnownRow &r) { return numberText(r.statusCode); });
        const StatsResult counts = job.counts();
        QVERIFY(!counts.partial);
        QCOMPARE(counts.total, kRows);
        for (const StatsGroup &group : counts.groups) {
            QCOMPARE(group.count, tally.value(group.value).size());
        }
    }

    void cancelKeepsPartialCounts()
    {
        ScanSpec spec;
        spec.batch = 100;
        spec.pageBytes = 0; // many small pages, so the scan is still running after the first
        StatsJob job(m_table.client(), spec, {},
                     StatsAccumulator({*statsDimension(m_profile, QStringLiteral("grobid0:status_code"))}));
        job.setProgressInterval(0);
        QSignalSpy finished(&job, &StatsJob::finished);
        connect(&job, &StatsJob::progressed, &job, [&job](qint64 rows) {
            if (rows > 0) {
                job.cancel();
            }
        });
        job.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(job.result().error().kind, ErrorKind::Cancelled);
        const StatsResult counts = job.counts();
        QVERIFY(counts.partial);
        QVERIFY(counts.total > 0);
        QVERIFY(counts.total < kRows);
        QVERIFY(statsJson(counts).contains("\"partial\":true"));
        QVERIFY(statsTsv(counts).endsWith("# partial\n"));
    }

    void unknownGroupingNamesTheChoices()
    {
        const auto d = statsDimension(m_profile, QStringLiteral("version"));
        QVERIFY(!d);
        QCOMPARE(d.error().kind, ErrorKind::InvalidInput);
        QVERIFY(d.error().message.contains(QStringLiteral("grobid_version")));
    }
    // Region-parallel: the key range cut at the regions (few regions cut further, their pieces read
    // at once), a pair of scans per range, several pairs at once; the counts are those of the tally whatever
    // the cut, the filter or lost scanners.
    void regionParallelCountsEqualTheTally_data()
    {
        QTest::addColumn<int>("parallel"); // 0: auto
        QTest::addColumn<int>("regionRows");
        QTest::addColumn<QString>("where");
        QTest::addColumn<bool>("faults");
        QTest::addColumn<bool>("listed"); // the regions are asked for
        QTest::addColumn<int>("rangesPerPair");
        QTest::addColumn<int>("ranges"); // the key ranges read, a pair of scans each
        QTest::addColumn<int>("atOnce"); // pairs at once: never more than --parallel
        QTest::addColumn<int>("rows");   // of m_rows
        constexpr int kCut = StatsJob::kRangesPerPair;
        QTest::newRow("one region, 4 at once")
            << 4 << 100000 << QString() << false << true << kCut << 1 << 1 << kRows;
        QTest::newRow("8 regions, one at a time")
            << 1 << 300 << QString() << false << false << kCut << 1 << 1 << kRows;
        QTest::newRow("8 regions, 4 at once: one range each")
            << 4 << 300 << QString() << false << true << 2 << 8 << 4 << kRows;
        // Auto over one gateway on this machine: no round trip to hide, one pair (regionranges.h).
        QTest::newRow("8 regions, auto, one loopback gateway")
            << 0 << 300 << QString() << false << false << 2 << 1 << 1 << kRows;
        QTest::newRow("24 regions, 8 at once, a filter")
            << 8 << 100 << QStringLiteral("match0:mstatus=matched") << false << true << 2 << 24 << 8 << kRows;
        QTest::newRow("8 regions, 4 at once, scanners lost")
            << 4 << 300 << QString() << true << true << 1 << 8 << 4 << kRows;
        // Regions cut inside (keys interpolated between their bounds): the same counts.
        QTest::newRow("8 regions cut in 2, 8 at once")
            << 8 << 300 << QString() << false << true << 2 << 16 << 8 << kRows;
        QTest::newRow("8 regions cut in 3, 4 at once, a filter")
            << 4 << 300 << QStringLiteral("match0:mstatus=matched") << false << true << 6 << 24 << 4 << kRows;
        QTest::newRow("8 regions cut in 2, scanners lost")
            << 8 << 300 << QString() << true << true << 2 << 16 << 8 << kRows;
        // 40 rows, 8 regions of 5 cut in 8: most ranges hold no row.
        QTest::newRow("ranges empty after cutting")
            << 8 << 5 << QString() << false << true << 8 << 64 << 8 << 40;
    }
    void regionParallelCountsEqualTheTally()
    {
        QFETCH(int, parallel);
        QFETCH(int, regionRows);
        QFETCH(QString, where);
        QFETCH(bool, faults);
        QFETCH(bool, listed);
        QFETCH(int, rangesPerPair);
        QFETCH(int, ranges);
        QFETCH(int, atOnce);
        QFETCH(int, rows);
        const QList<KnownRow> known = m_rows.first(rows);
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        table.put(Ei::Test::toCellSet(known));
        Ei::Server::RestServerOptions options = table.server()->options();
        options.regionRows = regionRows;
        table.server()->setOptions(options);
        std::optional<Ei::Test::ScannerFaults> lost;
        if (faults) {
            lost.emplace(table.server(), Ei::Test::ScannerFaults::Kind::Forget, 7, 4);
        }
        ScanSpec spec;
        spec.batch = 20; // 20 rows a page or fewer: every range takes several pages
        spec.pageBytes = 0;
        QList<QByteArray> filterColumns;
        const QStringList filter = where.isEmpty() ? QStringList() : QStringList{where};
        if (!filter.isEmpty()) {
            spec.filter = *whereFilter(filter, encoder());
            filterColumns.append(parseWhere(where, encoder())->column);
        }
        const QString by = QStringLiteral("grobid0:status_code");
        GatewayPool pool(table.client());
        StatsJob job(table.client(), spec, filterColumns, StatsAccumulator({*statsDimension(m_profile, by)}));
        job.setRecovery({.maxAttempts = 8, .initialBackoffMs = 1, .maxBackoffMs = 10});
        job.setParallel(&pool, parallel);
        job.setRangesPerPair(rangesPerPair);
        QSignalSpy finished(&job, &StatsJob::finished);
        job.start();
        QVERIFY(finished.wait(60000));
        EI_VERIFY_OK(job.result());
        QCOMPARE(job.rangeCount(), ranges);
        QCOMPARE(job.pairsAtOnce(), atOnce);
        if (lost) {
            QVERIFY(lost->injected() > 0);
        }
        const auto [selected, tally] = Ei::Test::selectAndTally(
            known, [](const KnownRow &r) { return numberText(r.statusCode); },
            [&where](const KnownRow &r) {
                return where.isEmpty() || r.mstatus == QStringLiteral("matched")
                           ? std::optional<QString>(QString())
                           : std::nullopt;
            });
        const StatsResult counts = job.counts();
        QVERIFY(!counts.partial);
        QCOMPARE(counts.total, selected.size());
        QCOMPARE(counts.groups.size(), tally.size());
        for (const StatsGroup &group : counts.groups) {
            QCOMPARE(group.count, tally.value(group.value).size());
        }
        const QList<Ei::Server::RestLogEntry> &log = table.server()->requestLog();
        const bool askedRegions = std::ranges::any_of(
            log, [](const Ei::Server::RestLogEntry &e) { return e.path.endsWith("/regions"); });
        QCOMPARE(askedRegions, listed);
        // A pair of scans per range: each a scanner and at most one probe after its last row (and
        // those re-created after a lost scanner).
        const auto created = std::ranges::count_if(log, [](const Ei::Server::RestLogEntry &e) {
            return e.method == "POST" && e.path.endsWith("/scanner") && e.status == 201;
        });
        QVERIFY2(created >= 2 * ranges && (faults || created <= 4 * ranges),
                 qPrintable(QStringLiteral("%1 scanners for %2 ranges").arg(created).arg(ranges)));
        QCOMPARE(table.server()->scannerCount(), 0); // every scanner released
    }

    // Regions split between the listing and the reading: the counts are the tally's (every range is
    // a key range read whole), and the job says that the regions changed; unchanged, it says nothing.
    void detectsASplitBetweenListingAndReading_data()
    {
        QTest::addColumn<bool>("split");
        QTest::addColumn<int>("parallel"); // 4: the regions wait in a queue; 8: cut in two, 8 at once
        QTest::newRow("every region splits in two") << true << 4;
        QTest::newRow("every region splits, regions cut, 8 at once") << true << 8;
        QTest::newRow("no split") << false << 4;
        QTest::newRow("no split, regions cut, 8 at once") << false << 8;
    }
    void detectsASplitBetweenListingAndReading()
    {
        QFETCH(bool, split);
        QFETCH(int, parallel);
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        table.put(Ei::Test::toCellSet(m_rows));
        Ei::Server::RestServerOptions options = table.server()->options();
        options.regionRows = 300; // 8 regions
        table.server()->setOptions(options);
        int listings = 0;
        connect(table.server(), &Ei::Server::RestServer::requestHandled, this,
                [&](const Ei::Server::RestLogEntry &entry) {
                    if (entry.path.endsWith("/regions") && ++listings == 1 && split) {
                        Ei::Server::RestServerOptions smaller = table.server()->options();
                        smaller.regionRows = 150;
                        table.server()->setOptions(smaller);
                    }
                });
        ScanSpec spec;
        spec.batch = 50;
        spec.pageBytes = 0;
        GatewayPool pool(table.client());
        StatsJob job(table.client(), spec, {},
                     StatsAccumulator({*statsDimension(m_profile, QStringLiteral("grobid0:status_code"))}));
        job.setParallel(&pool, parallel);
        QSignalSpy finished(&job, &StatsJob::finished);
        job.start();
        QVERIFY(finished.wait(60000));
        EI_VERIFY_OK(job.result());
        QCOMPARE(job.pairsAtOnce(), parallel); // never more than asked for
        QCOMPARE(listings, 2);                 // once to cut, once at the end
        QCOMPARE(job.regionsChanged().isEmpty(), !split);
        const KnownTally tally =
            Ei::Test::tally(m_rows, [](const KnownRow &r) { return numberText(r.statusCode); });
        const StatsResult counts = job.counts();
        QCOMPARE(counts.total, kRows);
        for (const StatsGroup &group : counts.groups) {
            QCOMPARE(group.count, tally.value(group.value).size());
        }
    }

    // Rows written while the scans run: the keys scan of each range decides which count, so each
    // counts at most once, and the rows there before are counted exactly as the tally says.
    void rowsWrittenDuringTheScansCountAtMostOnce_data()
    {
        QTest::addColumn<int>("afterPages"); // scanner pages answered before the rows are written
        QTest::newRow("after the first page") << 1;
        QTest::newRow("after 40 pages") << 40;
        QTest::newRow("after 150 pages") << 150;
    }
    void rowsWrittenDuringTheScansCountAtMostOnce()
    {
        QFETCH(int, afterPages);
        constexpr int kAdded = 200;
        constexpr qint64 kAddedStatus = 999; // no known row has it
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        table.put(Ei::Test::toCellSet(m_rows));
        Ei::Server::RestServerOptions options = table.server()->options();
        options.regionRows = 300; // 8 regions
        table.server()->setOptions(options);
        QList<KnownRow> added;
        for (int i = 0; i < kAdded; ++i) {
            KnownRow row;
            row.key = Ei::Test::ServedTable::keyFor("written during the scans " + QByteArray::number(i));
            row.statusCode = i % 2 == 0 ? std::optional<qint64>(kAddedStatus) : std::nullopt;
            row.mime = QStringLiteral("application/pdf"); // the odd ones: a row without the column
            added.append(row);
        }
        int pages = 0;
        connect(table.server(), &Ei::Server::RestServer::requestHandled, this,
                [&](const Ei::Server::RestLogEntry &entry) {
                    if (entry.method == "GET" && entry.path.contains("/scanner/") && entry.status == 200 &&
                        ++pages == afterPages) {
                        table.put(Ei::Test::toCellSet(added));
                    }
                });
        ScanSpec spec;
        spec.batch = 20; // 20 rows a page: about 240 pages in all
        spec.pageBytes = 0;
        GatewayPool pool(table.client());
        StatsJob job(table.client(), spec, {},
                     StatsAccumulator({*statsDimension(m_profile, QStringLiteral("grobid0:status_code"))}));
        job.setParallel(&pool, 4);
        QSignalSpy finished(&job, &StatsJob::finished);
        job.start();
        QVERIFY(finished.wait(60000));
        EI_VERIFY_OK(job.result());
        QVERIFY(pages >= afterPages); // the rows were written while the job ran
        const KnownTally tally =
            Ei::Test::tally(m_rows, [](const KnownRow &r) { return numberText(r.statusCode); });
        const StatsResult counts = job.counts();
        QVERIFY(counts.total >= kRows);
        QVERIFY(counts.total <= kRows + kAdded);
        qint64 sum = 0;
        qint64 addedWithStatus = 0;
        qint64 nullGroup = 0;
        for (const StatsGroup &group : counts.groups) {
            sum += group.count;
            if (group.value == QString::number(kAddedStatus)) {
                addedWithStatus = group.count;
            } else if (!group.value) {
                nullGroup = group.count;
            } else {
                QCOMPARE(group.count, tally.value(group.value).size()); // the rows there before
            }
        }
        QCOMPARE(sum, counts.total);
        QVERIFY(addedWithStatus <= kAdded / 2);
        const qint64 addedWithout = nullGroup - tally.value(std::nullopt).size();
        QVERIFY(addedWithout >= 0);
        QVERIFY(addedWithout <= kAdded - addedWithStatus);
        QCOMPARE(counts.total, kRows + addedWithStatus + addedWithout);
    }
};

QTEST_MAIN(TestStatsJob)
#include "tst_statsjob.moc"
