// Bulk reprocessing in core against an in-process server: 2,000 rows found by a server-side
// filter, cancelled mid-way and resumed with a fresh journal and job (as after a restart): every
// row is marked and reset exactly once, asserted on the request log (check-and-put and
// check-and-delete only) and on the table. Also: a key list with a missing row, a row already
// queued and a duplicate (a conflict), and the TSV alternative that changes nothing.
#include <common/callwait.h>
#include <common/curationfixture.h>
#include <common/scannerfaults.h>
#include <common/testutil.h>

#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <core/curation/reprocessjob.h>
#include <core/curation/writejournal.h>
#include <core/domain/journalrow.h>
#include <core/hbase/filter.h>
#include <core/hbase/gatewaypool.h>

using namespace Ei;

Q_DECLARE_METATYPE(Ei::Core::ReprocessSummary)

namespace {
// In-process (server and client share one thread) this is ~4x slower than against `serve`; the
// 10,000-row run with a killed process is tst_clireprocess.
constexpr int kRows = 2000;
} // namespace

class TestReprocessJob : public QObject
{
    Q_OBJECT

    std::unique_ptr<Server::RestServer> m_server;

    Core::ReprocessOptions options(const QString &statePath = {}) const
    {
        Core::ReprocessOptions o;
        o.by = QStringLiteral("tester");
        o.reason = QStringLiteral("new GROBID");
        o.statePath = statePath;
        return o;
    }

    void start(const Core::CellSet &rows)
    {
        m_server = Test::serveCurationTable(rows);
        QVERIFY(m_server);
    }

    static std::optional<Core::ReprocessSummary> runToEnd(Core::ReprocessJob &job, int timeoutMs = 240000)
    {
        QSignalSpy finished(&job, &Core::ReprocessJob::finished);
        // QTest::qWaitFor on purpose (it sleeps 10 ms between passes): with Test::waitFor the
        // early-end faults of scanSurvivesLostScannersAndEarlyEnds land where the scanner's own
        // last-row check recovers them before a verification pass does (5 runs of 16 under load;
        // every row still done), and that test asserts verification passes.
        if (!QTest::qWaitFor([&finished] { return finished.count() > 0; }, timeoutMs)) {
            return std::nullopt;
        }
        return job.summary();
    }

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<Core::ReprocessSummary>(); }
    void cleanup() { m_server.reset(); }

    void scanSurvivesLostScannersAndEarlyEnds_data()
    {
        QTest::addColumn<int>("forgetEvery");   // pages; 0 = never
        QTest::addColumn<int>("endEarlyEvery"); // pages; 0 = never
        QTest::addColumn<double>("errorRate");
        QTest::addColumn<double>("dropRate");
        QTest::addColumn<int>("parallel"); // scanners at once over 6 regions (issue 28)
        // Issue 16: a gateway restart made the page fetched ahead fail; the job said "finished".
        QTest::newRow("gateway forgets its scanners") << 2 << 0 << 0.0 << 0.0 << 1;
        QTest::newRow("gateway ends scans early") << 0 << 2 << 0.0 << 0.0 << 1;
        QTest::newRow("both, with 503s and drops") << 3 << 4 << 0.1 << 0.05 << 1;
        QTest::newRow("4 scanners, gateway forgets its scanners") << 2 << 0 << 0.0 << 0.0 << 4;
        QTest::newRow("4 scanners, gateway ends scans early") << 0 << 2 << 0.0 << 0.0 << 4;
        QTest::newRow("4 scanners, both, with 503s and drops") << 3 << 4 << 0.1 << 0.05 << 4;
    }
    void scanSurvivesLostScannersAndEarlyEnds()
    {
        QFETCH(int, forgetEvery);
        QFETCH(int, endEarlyEvery);
        QFETCH(double, errorRate);
        QFETCH(double, dropRate);
        QFETCH(int, parallel);
        constexpr int kFaultRows = 600;
        const Core::CellSet rows = Test::bulkProcessedRows(kFaultRows);
        start(rows);
        Server::RestServerOptions faults;
        faults.errorRate = errorRate;
        faults.dropRate = dropRate;
        faults.faultSeed = 7;
        faults.regionRows = parallel > 1 ? 100 : faults.regionRows;
        m_server->setOptions(faults);
        std::optional<Test::ScannerFaults> forget;
        std::optional<Test::ScannerFaults> endEarly;
        if (forgetEvery > 0) {
            forget.emplace(m_server.get(), Test::ScannerFaults::Kind::Forget, forgetEvery);
        }
        if (endEarlyEvery > 0) {
            endEarly.emplace(m_server.get(), Test::ScannerFaults::Kind::EndEarly, endEarlyEvery, 3);
        }
        Core::ScanSpec spec;
        spec.filter = *Core::whereFilter({QStringLiteral("has:grobid0:status_code")});
        spec.columns = Core::ReprocessJob::columns();
        spec.batch = 400; // many pages, so the faults hit mid-scan
        spec.pageBytes = 0;
        Test::CuratorRig rig(m_server->baseUrl(), QStringLiteral("tester"));
        Core::ReprocessOptions o = options(rig.dir.filePath(QStringLiteral("job.json")));
        o.recovery = {8, 1, 4};
        Core::ReprocessJob job(rig.client.get(), rig.journal.get(), Test::curationSetup(), o);
        Core::GatewayPool pool(rig.client.get());
        job.setParallel(&pool, parallel);
        EI_VERIFY_OK(job.startScan(spec));
        const auto summary = runToEnd(job);
        QVERIFY(summary.has_value());
        QVERIFY2(summary->complete, qPrintable(summary->lastError));
        QCOMPARE(summary->done, kFaultRows);
        QCOMPARE(summary->conflict + summary->failed + summary->skipped, 0);
        if (forget) {
            QVERIFY(forget->injected() > 0);
            QVERIFY(summary->scannerRecoveries >= forget->injected());
        }
        if (endEarly) {
            QVERIFY(endEarly->injected() > 0);
            QVERIFY(summary->verificationPasses > 1);
            QVERIFY(summary->foundByVerification > 0);
        }
        if (parallel > 1) { // the regions were listed: the scan was cut into ranges
            QVERIFY(std::ranges::any_of(m_server->requestLog(), [](const Server::RestLogEntry &e) {
                return e.path.endsWith("/regions") && e.status == 200;
            }));
        }
        const Test::WriteLog log = Test::writeLogOf(m_server->requestLog(), Test::kCurationTable);
        QVERIFY(log.uncheckedWrites.isEmpty());
        QCOMPARE(log.checkPutOk.size(), kFaultRows);
        QCOMPARE(log.checkDeleteOk.size(), kFaultRows);
        for (const Core::Row &r : rows) {
            QCOMPARE(log.checkPutOk.value(r.key), 1);
            QCOMPARE(log.checkDeleteOk.value(r.key), 1);
        }
    }

    void bulkRowsResumeAfterCancel()
    {
        const Core::CellSet rows = Test::bulkProcessedRows(kRows);
        start(rows);
        QTemporaryDir dir;
        const QString state = dir.filePath(QStringLiteral("job.json"));
        const QString journalPath = dir.filePath(QStringLiteral("writes.journal"));
        Core::ScanSpec spec;
        auto filter = Core::whereFilter({QStringLiteral("has:grobid0:status_code")});
        EI_VERIFY_OK(filter);
        spec.filter = *filter;
        spec.columns = Core::ReprocessJob::columns();

        qint64 firstDone = 0;
        {
            Test::CuratorRig rig(m_server->baseUrl(), QStringLiteral("tester"), false, journalPath);
            Core::ReprocessOptions o = options(state);
            o.maxQueuedRows = 200; // so the cancel finds rows not read yet
            Core::ReprocessJob job(rig.client.get(), rig.journal.get(), Test::curationSetup(), o);
            QObject::connect(&job, &Core::ReprocessJob::progress, &job, [&job](qint64 handled, qint64 total) {
                QCOMPARE(total, -1); // a scan's size is not known in advance
                if (handled >= kRows / 3) {
                    job.cancel();
                }
            });
            EI_VERIFY_OK(job.startScan(spec));
            const auto summary = runToEnd(job);
            QVERIFY(summary.has_value());
            QVERIFY(summary->cancelled);
            QVERIFY(!summary->complete);
            QVERIFY(summary->done >= kRows / 3);
            QVERIFY(summary->done < kRows);
            firstDone = summary->done;
            rig.journal->close();
        }
        // A new process: a fresh journal on the same file and the job resumed from its state.
        Test::CuratorRig rig(m_server->baseUrl(), QStringLiteral("tester"), false, journalPath);
        Core::ReprocessJob job(rig.client.get(), rig.journal.get(), Test::curationSetup(), {});
        EI_VERIFY_OK(job.resume(state));
        const auto summary = runToEnd(job);
        QVERIFY(summary.has_value());
        QVERIFY2(summary->complete, qPrintable(summary->lastError));
        QCOMPARE(summary->done, kRows);
        // Only this run's rows are listed; the count includes the first run's.
        QVERIFY(!summary->doneKeys.isEmpty());
        QVERIFY(summary->doneKeys.size() <= kRows - firstDone);
        QCOMPARE(summary->conflict, 0);
        QCOMPARE(summary->failed, 0);
        QCOMPARE(summary->skipped, 0);
        QVERIFY(job.handledRows() > firstDone);

        const Test::WriteLog log = Test::writeLogOf(m_server->requestLog(), Test::kCurationTable);
        QVERIFY(log.uncheckedWrites.isEmpty());
        QCOMPARE(log.checkPutOk.size(), kRows);
        QCOMPARE(log.checkDeleteOk.size(), kRows);
        Server::TableStore *table = m_server->table(Test::kCurationTable);
        Server::ReadSpec versions;
        versions.maxVersions = 5;
        for (const Core::Row &r : rows) {
            QCOMPARE(log.checkPutOk.value(r.key), 1);
            QCOMPARE(log.checkDeleteOk.value(r.key), 1);
            const Core::Row now = table->get(r.key, versions).value();
            QVERIFY(now.find("grobid0:status_code") == nullptr);
            QCOMPARE(std::count_if(now.cells.cbegin(), now.cells.cend(),
                                   [](const Core::Cell &c) { return c.column == "grobid0:reprocess"; }),
                     1);
        }
        // The row decodes as queued, with the status it had.
        const Core::JournalRow decoded =
            Core::decodeJournalRow(table->get(rows.first().key, {}).value(), nullptr);
        QCOMPARE(decoded.state, Core::Lifecycle::QueuedForReprocessing);
        QVERIFY(decoded.reprocess.has_value());
        QCOMPARE(decoded.reprocess->by, QStringLiteral("tester"));
        // Resuming a finished job is refused.
        Core::ReprocessJob again(rig.client.get(), rig.journal.get(), Test::curationSetup(), {});
        QCOMPARE(again.resume(state).error().kind, Core::ErrorKind::InvalidInput);
    }

    void keyListSummary()
    {
        Core::CellSet rows = Test::processedRows();
        // The third row is already queued: no status_code.
        rows[2].cells.removeIf([](const Core::Cell &c) { return c.column == "grobid0:status_code"; });
        start(rows);
        Test::CuratorRig rig(m_server->baseUrl(), QStringLiteral("tester"));
        Core::ReprocessJob job(rig.client.get(), rig.journal.get(), Test::curationSetup(), options());
        const QByteArray missing = "sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
        // The first key twice: both read the same status; the second mark finds the first's.
        EI_VERIFY_OK(job.startKeys({rows[0].key, rows[1].key, rows[2].key, missing, rows[0].key}));
        QCOMPARE(job.totalRows(), 5);
        const auto summary = runToEnd(job);
        QVERIFY(summary.has_value());
        QVERIFY(summary->complete);
        QCOMPARE(summary->done, 2);
        QCOMPARE(summary->conflict, 1);
        QCOMPARE(summary->conflictKeys, QList<QByteArray>{rows[0].key});
        // The summary names the rows done too (the first key's first mark won).
        QCOMPARE(QSet<QByteArray>(summary->doneKeys.cbegin(), summary->doneKeys.cend()),
                 (QSet<QByteArray>{rows[0].key, rows[1].key}));
        QCOMPARE(summary->doneKeys.size(), 2);
        QCOMPARE(summary->skipped, 2);
        QVERIFY(summary->skippedKeys.contains(missing));
        QVERIFY(summary->skippedKeys.contains(rows[2].key));
        QCOMPARE(job.handledRows(), 5);
        const Test::WriteLog log = Test::writeLogOf(m_server->requestLog(), Test::kCurationTable);
        QCOMPARE(log.checkPutOk.value(rows[0].key), 1);
        QCOMPARE(log.checkDeleteOk.value(rows[0].key), 1);
        QVERIFY(log.uncheckedWrites.isEmpty());
        QCOMPARE(rig.journal->pendingCount(), 0);
    }

    // The queue lines of the sandcrawler's real rows: tst_pipelinefiles.
    void ungrobidedTsvChangesNothing()
    {
        const Core::CellSet rows = Test::processedRows();
        // KEY, f:c, file:mime, file:cdx: the ungrobided TSV's columns, from the stored cells.
        QByteArray expected;
        for (const Core::Row &r : rows) {
            expected += r.key + '\t' + Test::cellOf(r, "f:c") + '\t' + Test::cellOf(r, "file:mime") + '\t' +
                        Test::cellOf(r, "file:cdx") + '\n';
        }
        QVERIFY(rows.size() >= 10);
        start(rows);
        Core::ConnectionConfig config;
        config.baseUrl = QUrl(m_server->baseUrl());
        config.table = Test::kCurationTable;
        Core::RestClient client(config);
        Core::ReprocessJob job(&client, nullptr, Test::curationSetup(), options());
        QList<QByteArray> lines;
        QObject::connect(&job, &Core::ReprocessJob::tsvLine, &job,
                         [&lines](const QByteArray &l) { lines.append(l); });
        QList<QByteArray> keys;
        for (const Core::Row &r : rows) {
            keys.append(r.key);
        }
        EI_VERIFY_OK(job.startKeys(keys));
        const auto summary = runToEnd(job);
        QVERIFY(summary.has_value());
        QCOMPARE(summary->done, rows.size());
        QCOMPARE(summary->doneKeys, keys);
        QCOMPARE(lines.size(), rows.size());
        // The lines come back byte for byte, in the key list's order.
        const QList<QByteArray> expectedLines = expected.split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QVERIFY2(lines.at(i).startsWith(QByteArray(keys.at(i) + '\t')), lines.at(i).constData());
            QVERIFY2(expectedLines.contains(lines.at(i)), lines.at(i).constData());
        }
        const Test::WriteLog log = Test::writeLogOf(m_server->requestLog(), Test::kCurationTable);
        QVERIFY(log.checkPutOk.isEmpty());
        QVERIFY(log.uncheckedWrites.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestReprocessJob)
#include "tst_reprocessjob.moc"
