// The product's client against `serve`'s fault injection (503s, dropped connections, latency):
// reads retry and recover or fail with a clear error, writes are sent once and never reported as
// done when they were not, and a scan either delivers every row or fails — never a short success.
#include <common/callwait.h>
#include <common/rawhttp.h>

#include <QTest>

#include <core/hbase/restclient.h>
#include <server/restserver.h>

using namespace Ei::Core;
using namespace Ei::Server;
using Ei::Test::await;

namespace {

constexpr int kRows = 300;

qsizetype countRequests(const RestServer &server, QByteArrayView method)
{
    return std::count_if(server.requestLog().cbegin(), server.requestLog().cend(),
                         [method](const RestLogEntry &e) { return e.method == method; });
}

} // namespace

class TestRestFaults : public QObject
{
    Q_OBJECT

    std::unique_ptr<RestServer> m_server;

    std::unique_ptr<RestClient> client(int timeoutMs = 5000)
    {
        ConnectionConfig c;
        c.baseUrl = QUrl(m_server->baseUrl());
        c.table = QStringLiteral("users");
        c.timeoutMs = timeoutMs;
        c.retry.initialBackoffMs = 1;
        c.retry.maxBackoffMs = 2;
        return std::make_unique<RestClient>(c);
    }

    void faults(double errorRate, double dropRate, int latencyMs = 0, quint32 seed = 1)
    {
        RestServerOptions o;
        o.errorRate = errorRate;
        o.dropRate = dropRate;
        o.latencyMs = latencyMs;
        o.faultSeed = seed;
        m_server->setOptions(o);
        m_server->clearRequestLog();
    }

private Q_SLOTS:
    void init()
    {
        m_server = Ei::Test::startRestServer();
        QVERIFY(m_server);
        CellSet rows;
        for (int i = 0; i < kRows; ++i) {
            rows.append(Row{"row" + QByteArray::number(i).rightJustified(4, '0'),
                            {Cell{"cf:a", 1, "value " + QByteArray::number(i)}, Cell{"cf:b", 1, "x"}}});
        }
        QVERIFY(m_server->table(QStringLiteral("users"))->put(rows));
    }

    void cleanup() { m_server.reset(); }

    void readsGiveUpWithAClearError_data()
    {
        QTest::addColumn<double>("errorRate");
        QTest::addColumn<double>("dropRate");
        QTest::addColumn<int>("kind");
        QTest::newRow("every answer 503") << 1.0 << 0.0 << int(ErrorKind::ServerUnavailable);
        QTest::newRow("every connection dropped") << 0.0 << 1.0 << int(ErrorKind::Network);
    }
    void readsGiveUpWithAClearError()
    {
        QFETCH(double, errorRate);
        QFETCH(double, dropRate);
        QFETCH(int, kind);
        auto c = client();
        faults(errorRate, dropRate);
        const auto row = await(c->getRow("row0001"));
        QVERIFY(!row);
        QCOMPARE(int(row.error().kind), kind);
        QVERIFY2(row.error().message.startsWith(QLatin1StringView("Reading row 'row0001'")),
                 qPrintable(row.error().message));
        // RetryPolicy::maxAttempts tries. When a connection closes before any byte of an answer,
        // Qt's HTTP layer itself sends the request once more (docs/hbase-client.md, "Retries").
        if (dropRate > 0) {
            QVERIFY(countRequests(*m_server, "GET") >= 3 && countRequests(*m_server, "GET") <= 6);
        } else {
            QCOMPARE(countRequests(*m_server, "GET"), 3);
        }
    }

    void readsRecoverFromSome503s()
    {
        auto c = client();
        faults(0.5, 0.0, 0, 7);
        int ok = 0;
        for (int i = 0; i < 10; ++i) {
            const auto row = await(c->getRow("row0002"));
            if (row) {
                QCOMPARE(row->find("cf:a")->value, QByteArray("value 2"));
                ++ok;
            } else {
                QCOMPARE(row.error().kind, ErrorKind::ServerUnavailable);
            }
        }
        QVERIFY2(ok >= 5, qPrintable(QString::number(ok))); // 3 tries at 50 %: 87.5 % succeed
        QVERIFY(countRequests(*m_server, "GET") > 10);      // some were retried
    }

    void writesAreSentOnceAndNeverFalselyDone_data()
    {
        QTest::addColumn<double>("errorRate");
        QTest::addColumn<double>("dropRate");
        QTest::newRow("503") << 1.0 << 0.0;
        QTest::newRow("dropped") << 0.0 << 1.0;
    }
    void writesAreSentOnceAndNeverFalselyDone()
    {
        QFETCH(double, errorRate);
        QFETCH(double, dropRate);
        auto c = client();
        faults(errorRate, dropRate);
        const auto put = await(c->put({Row{"row0003", {Cell{"cf:a", Cell::kNoTimestamp, "changed"}}}}));
        QVERIFY(!put);
        const auto check = await(c->checkAndPut("row0003", {Cell{"cf:a", Cell::kNoTimestamp, "changed"}},
                                                Cell{"cf:a", Cell::kNoTimestamp, "value 3"}));
        QVERIFY(!check);
        QVERIFY(check.error().kind != ErrorKind::Conflict); // a lost answer is not a conflict
        if (dropRate > 0) {
            // The client sends each once; Qt may resend a request whose connection closed before
            // any answer byte (the server never saw it complete, so nothing was applied).
            QVERIFY(countRequests(*m_server, "PUT") >= 2 && countRequests(*m_server, "PUT") <= 4);
        } else {
            QCOMPARE(countRequests(*m_server, "PUT"), 2); // an answer (503) is never retried
        }
        faults(0, 0);
        const auto row = await(c->getRow("row0003"));
        EI_VERIFY_OK(row);
        QCOMPARE(row->find("cf:a")->value, QByteArray("value 3")); // nothing was written
    }

    void scansAreWholeOrFail()
    {
        auto c = client();
        int complete = 0;
        int failed = 0;
        for (quint32 seed = 1; seed <= 8; ++seed) {
            faults(0.1, 0.05, 0, seed);
            ScanSpec spec;
            spec.batch = 50; // many pages, so faults hit mid-scan
            spec.pageBytes = 0;
            qint64 rows = 0;
            const auto total = await(c->scanAll(spec, this, [&rows](const CellSet &page) {
                rows += page.size();
                return true;
            }));
            if (total) {
                QCOMPARE(*total, qint64(kRows));
                QCOMPARE(rows, qint64(kRows));
                ++complete;
            } else {
                QVERIFY2(total.error().kind == ErrorKind::ServerUnavailable ||
                             total.error().kind == ErrorKind::Network,
                         qPrintable(total.error().message));
                QVERIFY2(total.error().message.startsWith(QLatin1StringView("Scanning table 'users'")),
                         qPrintable(total.error().message));
                ++failed;
            }
            // Every scanner the client opened is released (or was never created).
            faults(0, 0);
            QTRY_COMPARE(c->requestsInFlight(), 0);
        }
        QVERIFY(failed > 0); // the faults did hit
        QCOMPARE(complete + failed, 8);
    }

    void slowServerIsATimeout()
    {
        auto c = client(200);
        faults(0, 0, 2000);
        const auto row = await(c->getRow("row0004"));
        QVERIFY(!row);
        QCOMPARE(row.error().kind, ErrorKind::Timeout);
        QVERIFY2(row.error().message.contains(QLatin1StringView("did not answer within 0.2 s")),
                 qPrintable(row.error().message));
    }
};

QTEST_GUILESS_MAIN(TestRestFaults)
#include "tst_restfaults.moc"
