// Region-parallel bulk jobs end to end (issue 28; docs/hbase-client.md "Region-parallel scans"):
// `export` and `stats` with --parallel over one or two gateways (--url repeated) give what
// --parallel 1 gives — the same bytes in key order, the same rows with --unordered; a gateway that
// stops mid-run is left for the other; a 4-scanner export killed with SIGKILL resumes into the same
// bytes; and a real `serve` whose regions split (SIGUSR1) between the export's listing and reading
// gives the same rows and says the regions changed.
#include <common/callwait.h>
#include <common/clirun.h>
#include <common/curationfixture.h>
#include <common/testutil.h>
#include <csignal>

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <server/restserver.h>

using namespace Ei;

namespace {

constexpr int kRows = 3000;
constexpr int kRegionRows = 375; // 8 regions

QByteArrayList sortedLines(const QByteArray &bytes)
{
    QByteArrayList lines = bytes.split('\n');
    std::ranges::sort(lines);
    return lines;
}

} // namespace

class TestCliParallel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Server::RestServer> m_first;
    std::unique_ptr<Server::RestServer> m_second;
    QString m_reference; // the table exported with --parallel 1 over the first gateway

    static std::unique_ptr<Server::RestServer> serve()
    {
        auto server = Test::serveCurationTable(Test::bulkProcessedRows(kRows));
        if (server) {
            Server::RestServerOptions options = server->options();
            options.regionRows = kRegionRows;
            server->setOptions(options);
        }
        return server;
    }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = Test::cliEnvironment();
        env.insert(QStringLiteral("EI_TABLE"), Test::kCurationTable);
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        return env;
    }

    Test::CliRun run(const QStringList &args) const
    {
        Test::CliOptions options;
        options.environment = environment();
        options.timeoutMs = 120000;
        return Test::runCli(args, options);
    }

    QStringList bothGateways() const
    {
        return {QStringLiteral("--url"), m_first->baseUrl(), QStringLiteral("--url"), m_second->baseUrl()};
    }

    // Runs `action` once, after `server` has answered `page` scanner pages.
    void atPage(Server::RestServer *server, int page, std::function<void()> action)
    {
        auto pages = std::make_shared<int>(0);
        connect(server, &Server::RestServer::requestHandled, this,
                [pages, page, action = std::move(action)](const Server::RestLogEntry &e) {
                    if (e.method == "GET" && e.path.contains("/scanner/") && e.status == 200 &&
                        ++*pages == page) {
                        action();
                    }
                });
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(Test::cliPath())) {
            QSKIP("the CLI was not built");
        }
        m_first = serve();
        QVERIFY(m_first);
        m_reference = m_dir.filePath(QStringLiteral("reference.jsonl"));
        const Test::CliRun whole =
            run({QStringLiteral("export"), QStringLiteral("--url"), m_first->baseUrl(),
                 QStringLiteral("--parallel"), QStringLiteral("1"), QStringLiteral("--out"), m_reference});
        QVERIFY2(whole.exitCode == 0, whole.err.constData());
    }

    void init()
    {
        m_second = serve(); // another gateway of the same cluster: the same rows
        QVERIFY(m_second);
    }

    void cleanup() { m_second.reset(); }

    void exportMatchesTheSequentialOne_data()
    {
        QTest::addColumn<QString>("parallel");
        QTest::addColumn<bool>("twoGateways");
        QTest::addColumn<bool>("unordered");
        QTest::newRow("auto, one gateway") << QStringLiteral("auto") << false << false;
        QTest::newRow("4, two gateways") << QStringLiteral("4") << true << false;
        QTest::newRow("8, two gateways") << QStringLiteral("8") << true << false;
        QTest::newRow("8, two gateways, unordered") << QStringLiteral("8") << true << true;
    }
    void exportMatchesTheSequentialOne()
    {
        QFETCH(QString, parallel);
        QFETCH(bool, twoGateways);
        QFETCH(bool, unordered);
        const QString out =
            m_dir.filePath(QStringLiteral("%1.jsonl").arg(QString::fromLatin1(QTest::currentDataTag())));
        QStringList args{
            QStringLiteral("export"),   QStringLiteral("--parallel"), parallel, QStringLiteral("--out"), out,
            QStringLiteral("--verbose")};
        args += twoGateways ? bothGateways() : QStringList{QStringLiteral("--url"), m_first->baseUrl()};
        if (unordered) {
            args.append(QStringLiteral("--unordered"));
        }
        const Test::CliRun result = run(args);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("reading 8 key range(s)"), result.err.constData());
        const QByteArray want = Test::readFile(m_reference);
        const QByteArray got = Test::readFile(out);
        if (unordered) {
            QCOMPARE(sortedLines(got), sortedLines(want)); // every row once, in any region order
        } else {
            QVERIFY(got == want); // byte for byte
        }
        if (twoGateways) {
            QVERIFY(std::ranges::any_of(m_second->requestLog(), [](const Server::RestLogEntry &e) {
                return e.path.contains("/scanner/");
            }));
        }
    }

    void statsMatchTheSequentialOnes()
    {
        const QStringList stats{QStringLiteral("stats"), QStringLiteral("--by"), QStringLiteral("file:mime")};
        const Test::CliRun one = run(stats + QStringList{QStringLiteral("--url"), m_first->baseUrl(),
                                                         QStringLiteral("--parallel"), QStringLiteral("1")});
        QVERIFY2(one.exitCode == 0, one.err.constData());
        const Test::CliRun many =
            run(stats + bothGateways() + QStringList{QStringLiteral("--parallel"), QStringLiteral("8")});
        QVERIFY2(many.exitCode == 0, many.err.constData());
        QCOMPARE(many.out, one.out);
        QVERIFY(one.out.contains(QByteArray(QByteArray("\"total\":") + QByteArray::number(kRows))));
    }

    void aGatewayStoppedMidRunIsLeftForTheOther()
    {
        atPage(m_second.get(), 3, [this] {
            // The second gateway goes down for good: its socket closes, its scanners are gone.
            m_second->close();
            m_second->forgetScanners();
        });
        const QString out = m_dir.filePath(QStringLiteral("stopped.jsonl"));
        const Test::CliRun result = run(QStringList{QStringLiteral("export"), QStringLiteral("--parallel"),
                                                    QStringLiteral("4"), QStringLiteral("--out"), out} +
                                        bothGateways());
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("failed: its scans go on elsewhere"), result.err.constData());
        QVERIFY(Test::readFile(out) == Test::readFile(m_reference));
    }

    void killedFourScannerExportResumes()
    {
        const QString out = m_dir.filePath(QStringLiteral("killed.jsonl"));
        const QString state = m_dir.filePath(QStringLiteral("killed.state"));
        QProcess first;
        first.setProcessEnvironment(environment());
        QSignalSpy died(&first, &QProcess::finished);
        atPage(m_first.get(), 4, [&first] { ::kill(pid_t(first.processId()), SIGKILL); });
        first.start(Test::cliPath(),
                    QStringList{QStringLiteral("export"), QStringLiteral("--parallel"), QStringLiteral("4"),
                                QStringLiteral("--out"), out, QStringLiteral("--state"), state} +
                        bothGateways());
        QVERIFY(first.waitForStarted(30000));
        QVERIFY(died.wait(120000));
        QCOMPARE(first.exitStatus(), QProcess::CrashExit);
        QVERIFY(QFileInfo::exists(state));
        QVERIFY(!QFileInfo::exists(out));

        const Test::CliRun resumed =
            run(QStringList{QStringLiteral("export"), QStringLiteral("--resume"), state} + bothGateways());
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        QVERIFY(!QFileInfo::exists(state));
        QVERIFY(Test::readFile(out) == Test::readFile(m_reference));
    }

    void serveSplitsItsRegionsBetweenListingAndReading()
    {
        // A real `serve` of the reference export, slowed down so the split lands mid-job.
        const QString log = m_dir.filePath(QStringLiteral("serve.log"));
        QProcess serveProcess;
        serveProcess.setProcessEnvironment(environment());
        const QString url = Test::startServe(
            serveProcess,
            {QStringLiteral("serve"), QStringLiteral("--snapshot"), m_reference,
             QStringLiteral("--read-only"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
             QStringLiteral("--region-rows"), QStringLiteral("1000"), QStringLiteral("--latency-ms"),
             QStringLiteral("20"), QStringLiteral("--request-log"), log});
        QVERIFY(!url.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("split.jsonl"));
        QProcess exporter;
        exporter.setProcessEnvironment(environment());
        QSignalSpy exported(&exporter, &QProcess::finished);
        exporter.start(Test::cliPath(),
                       {QStringLiteral("export"), QStringLiteral("--url"), url, QStringLiteral("--parallel"),
                        QStringLiteral("2"), QStringLiteral("--out"), out});
        QVERIFY(exporter.waitForStarted(30000));
        // Listed as 3 regions; then every region splits in two.
        QVERIFY(Test::waitFor([&log] { return Test::readFile(log).contains("/regions"); }, 60000));
        ::kill(pid_t(serveProcess.processId()), SIGUSR1);
        QVERIFY(exported.wait(120000));
        const QByteArray err = exporter.readAllStandardError();
        QVERIFY2(exporter.exitCode() == 0, err.constData());
        QVERIFY2(err.contains("regions changed while it was read"), err.constData());
        QCOMPARE(Test::readFile(log).count("/regions"), 2); // listed, then checked again at the end
        QVERIFY(Test::readFile(out) == Test::readFile(m_reference));
        QVERIFY(Test::stopServe(serveProcess));
    }
};

QTEST_GUILESS_MAIN(TestCliParallel)
#include "tst_cliparallel.moc"
