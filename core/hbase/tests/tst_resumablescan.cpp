// ResumableScan against the real RestServer: a lost scanner (forgotten by a restarted gateway,
// answers dropped or cut off mid-page, 503s) is re-created after the last row delivered, so the
// rows come whole, in order and exactly once; bounded attempts; a missing table and refusals are
// final. Faults are placed by page count or by a seeded generator, never by timing.
#include <common/callwait.h>
#include <common/rawhttp.h>
#include <common/scannerfaults.h>

#include <QTest>

#include <core/hbase/resumablescan.h>
#include <server/restserver.h>

using namespace Ei::Core;
using namespace Ei::Server;
using Ei::Test::await;
using Ei::Test::ScannerFaults;

namespace {

constexpr int kRows = 300;

ScanRecovery fastRecovery(int attempts = 8)
{
    return ScanRecovery{attempts, 1, 4};
}

} // namespace

class TestResumableScan : public QObject
{
    Q_OBJECT

    std::unique_ptr<RestServer> m_server;
    std::unique_ptr<RestClient> m_client;
    CellSet m_rows;

    std::unique_ptr<RestClient> client(const QString &table = QStringLiteral("users")) const
    {
        ConnectionConfig c;
        c.baseUrl = QUrl(m_server->baseUrl());
        c.table = table;
        c.timeoutMs = 5000;
        c.retry.initialBackoffMs = 1;
        c.retry.maxBackoffMs = 2;
        return std::make_unique<RestClient>(c);
    }

    // Every row of the scan, or its error.
    static Result<CellSet> drain(ResumableScan &scan, int pageRows)
    {
        CellSet all;
        while (!scan.atEnd()) {
            auto page = await(scan.fetchNext(pageRows));
            if (!page) {
                return page;
            }
            all += *page;
        }
        return all;
    }

    // Whole rows, in order, none twice, none left out.
    static void compareRows(const CellSet &got, const CellSet &expected)
    {
        QByteArrayList gotKeys;
        QByteArrayList expectedKeys;
        std::ranges::transform(got, std::back_inserter(gotKeys), &Row::key);
        std::ranges::transform(expected, std::back_inserter(expectedKeys), &Row::key);
        QCOMPARE(gotKeys, expectedKeys);
        QVERIFY(got == expected); // every cell too
    }

    qsizetype requests(QByteArrayView method, QByteArrayView pathPart = {}) const
    {
        return std::ranges::count_if(m_server->requestLog(), [&](const RestLogEntry &e) {
            return e.method == method && e.path.contains(pathPart);
        });
    }

private Q_SLOTS:
    void init()
    {
        m_server = Ei::Test::startRestServer();
        QVERIFY(m_server);
        m_rows.clear();
        for (int i = 0; i < kRows; ++i) {
            const QByteArray n = QByteArray::number(i);
            m_rows.append(
                Row{"row" + n.rightJustified(4, '0'),
                    {Cell{"cf:a", 1, "a" + n}, Cell{"cf:b", 1, "b" + n}, Cell{"cf2:c", 1, "c" + n}}});
        }
        QVERIFY(m_server->table(QStringLiteral("users"))->put(m_rows));
        m_client = client();
    }

    void cleanup()
    {
        m_client.reset();
        m_server.reset();
    }

    void forgottenScannersAreRecreatedAfterTheLastRowDelivered_data()
    {
        QTest::addColumn<int>("every");
        QTest::addColumn<int>("pageRows");
        QTest::addColumn<int>("batch");
        QTest::newRow("after every page") << 1 << 50 << 40;
        // 3 cells per row, 5 per page: rows are split across pages, and the scanner is lost
        // between the halves of some of them.
        QTest::newRow("rows split across pages") << 3 << 7 << 5;
        QTest::newRow("one row at a time") << 2 << 1 << 20;
    }
    void forgottenScannersAreRecreatedAfterTheLastRowDelivered()
    {
        QFETCH(int, every);
        QFETCH(int, pageRows);
        QFETCH(int, batch);
        ScannerFaults faults(m_server.get(), ScannerFaults::Kind::Forget, every);
        ScanSpec spec;
        spec.batch = batch;
        spec.pageBytes = 0;
        ResumableScan scan(m_client.get(), spec, fastRecovery());
        const auto rows = drain(scan, pageRows);
        EI_VERIFY_OK(rows);
        compareRows(*rows, m_rows);
        QVERIFY(faults.injected() > 3);
        QCOMPARE(scan.recoveries(), faults.injected());
        QCOMPARE(requests("POST"), qsizetype(faults.injected() + 1));
    }

    void droppedAndFailedAnswersAreRecovered_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("mode");
        for (quint32 seed = 1; seed <= 3; ++seed) {
            QTest::addRow("scanner, seed %u", seed) << seed << int(ScanMode::Stateful);
            QTest::addRow("stateless pages, seed %u", seed) << seed << int(ScanMode::Stateless);
        }
    }
    void droppedAndFailedAnswersAreRecovered()
    {
        QFETCH(quint32, seed);
        QFETCH(int, mode);
        RestServerOptions o;
        o.errorRate = 0.1;
        o.dropRate = 0.05;
        o.scannerLossRate = 0.05;
        // Stateless answers cut off in the middle of the body (an I/O error while streaming).
        o.earlyEndRate = mode == int(ScanMode::Stateless) ? 0.1 : 0.0;
        o.faultSeed = seed;
        m_server->setOptions(o);
        ScanSpec spec;
        spec.batch = 30;
        spec.pageBytes = 0;
        spec.mode = ScanMode(mode);
        spec.statelessFirstRows = 25;
        ResumableScan scan(m_client.get(), spec, fastRecovery(20));
        const auto rows = drain(scan, 40);
        EI_VERIFY_OK(rows);
        compareRows(*rows, m_rows);
        QVERIFY(scan.recoveries() > 0);
    }

    void limitCountsOverAllScanners()
    {
        ScannerFaults faults(m_server.get(), ScannerFaults::Kind::Forget, 1);
        ScanSpec spec;
        spec.batch = 30;
        spec.pageBytes = 0;
        spec.limit = 123;
        ResumableScan scan(m_client.get(), spec, fastRecovery());
        const auto rows = drain(scan, 20);
        EI_VERIFY_OK(rows);
        compareRows(*rows, m_rows.mid(0, 123));
    }

    void startsAfterAResumedPosition()
    {
        ResumableScan scan(m_client.get(), {}, fastRecovery());
        scan.setStartAfter("row0099");
        const auto rows = drain(scan, 500);
        EI_VERIFY_OK(rows);
        compareRows(*rows, m_rows.mid(100));
    }

    void givesUpAfterTheAttemptsInARow()
    {
        RestServerOptions o;
        o.scannerLossRate = 1.0; // every page GET finds its scanner forgotten
        m_server->setOptions(o);
        ResumableScan scan(m_client.get(), {}, fastRecovery(3));
        const auto rows = await(scan.fetchNext(10));
        QVERIFY(!rows);
        QCOMPARE(rows.error().kind, ErrorKind::ServerUnavailable);
        QVERIFY2(rows.error().message.contains(QLatin1StringView("forgot the scanner")) &&
                     rows.error().message.contains(QLatin1StringView("tried 3 times in a row")),
                 qPrintable(rows.error().message));
        QCOMPARE(requests("POST"), 4);
        QVERIFY(scan.atEnd());
    }

    void missingTableIsFinal()
    {
        const auto other = client(QStringLiteral("nosuch"));
        ResumableScan scan(other.get(), {}, fastRecovery());
        const auto rows = await(scan.fetchNext(10));
        QVERIFY(!rows);
        QCOMPARE(rows.error().kind, ErrorKind::NotFound);
        QVERIFY2(rows.error().message.contains(QLatin1StringView("does not exist")),
                 qPrintable(rows.error().message));
        QCOMPARE(requests("POST"), 1); // asked whether the table exists instead of trying again
        QCOMPARE(requests("GET", "/exists"), 1);
    }

    void refusalsAreFinal()
    {
        ScanSpec spec;
        spec.filter =
            Filter::fromJsonObject(QJsonObject{{QStringLiteral("type"), QStringLiteral("NoSuchFilter")}});
        ResumableScan scan(m_client.get(), spec, fastRecovery());
        const auto rows = await(scan.fetchNext(10));
        QVERIFY(!rows);
        QCOMPARE(rows.error().kind, ErrorKind::BadRequest);
        QCOMPARE(requests("POST"), 1);
    }
};

QTEST_GUILESS_MAIN(TestResumableScan)
#include "tst_resumablescan.moc"
