// `export` of a whole table (the real CLI binary) against a gateway served by this test, so the
// faults come at a chosen page: a gateway restart mid-scan (the listening socket closed and opened
// again, every scanner forgotten) is ridden out and the file is the same as without it; an export
// killed (SIGKILL) mid-way is finished by `export --resume STATE` into the same bytes.
#include <common/clirun.h>
#include <common/curationfixture.h>
#include <common/testutil.h>
#include <csignal>

#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <server/restserver.h>

using namespace Ei;

namespace {

constexpr int kRows = 3000;

// Every file of an export (a file, or a bundle folder), relative path → bytes; a bundle
// manifest's "created" (the moment each export started) is left out.
QMap<QString, QByteArray> filesOf(const QString &path)
{
    QMap<QString, QByteArray> files;
    if (QFileInfo(path).isFile()) {
        files.insert(QString(), Test::readFile(path));
        return files;
    }
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        QByteArray bytes = Test::readFile(file);
        if (file.endsWith(QLatin1StringView("manifest.json"))) {
            static const QRegularExpression created(QStringLiteral("\"created\": \"[^\"]*\""));
            bytes = QString::fromUtf8(bytes).remove(created).toUtf8();
        }
        files.insert(QDir(path).relativeFilePath(file), bytes);
    }
    return files;
}

} // namespace

class TestCliExportResume : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Server::RestServer> m_server;
    int m_pages = 0;
    std::function<void()> m_atFirstPage;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = Test::cliEnvironment();
        env.insert(QStringLiteral("EI_HBASE_URL"), m_server->baseUrl());
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

    QStringList exportArgs(const QString &format, const QString &out) const
    {
        return {QStringLiteral("export"), QStringLiteral("--format"), format, QStringLiteral("--out"), out};
    }

    void compareExports(const QString &got, const QString &expected)
    {
        const auto want = filesOf(expected);
        const auto have = filesOf(got);
        QCOMPARE(have.keys(), want.keys());
        for (auto it = want.cbegin(); it != want.cend(); ++it) {
            QVERIFY2(have.value(it.key()) == it.value(),
                     qPrintable(QStringLiteral("%1 differs").arg(it.key())));
        }
    }

private Q_SLOTS:
    void init()
    {
        if (!QFileInfo::exists(Test::cliPath())) {
            QSKIP("the CLI was not built");
        }
        m_server = Test::serveCurationTable(Test::bulkProcessedRows(kRows));
        QVERIFY(m_server);
        m_pages = 0;
        m_atFirstPage = {};
        connect(m_server.get(), &Server::RestServer::requestHandled, this,
                [this](const Server::RestLogEntry &e) {
                    if (e.method == "GET" && e.path.contains("/scanner/") && e.status == 200 &&
                        ++m_pages == 1 && m_atFirstPage) {
                        m_atFirstPage();
                    }
                });
    }

    void cleanup() { m_server.reset(); }

    void exportRidesOutAGatewayRestart_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("jsonl.sz") << QStringLiteral("jsonl.sz");
        QTest::newRow("tsv") << QStringLiteral("tsv");
        QTest::newRow("bundle") << QStringLiteral("bundle");
    }
    void exportRidesOutAGatewayRestart()
    {
        QFETCH(QString, format);
        const QString reference = m_dir.filePath(QStringLiteral("restart-reference.") + format);
        const Test::CliRun whole = run(exportArgs(format, reference));
        QVERIFY2(whole.exitCode == 0, whole.err.constData());

        m_pages = 0;
        const quint16 port = m_server->port();
        m_atFirstPage = [this, port] {
            // A restart: the socket closes, the scanners are gone, the tables stay.
            m_server->close();
            m_server->forgetScanners();
            QTimer::singleShot(0, m_server.get(),
                               [this, port] { QVERIFY(m_server->listen(QHostAddress::LocalHost, port)); });
        };
        const QString out = m_dir.filePath(QStringLiteral("restart.") + format);
        const Test::CliRun restarted = run(exportArgs(format, out));
        QVERIFY2(restarted.exitCode == 0, restarted.err.constData());
        QVERIFY(m_pages >= 2); // the restart happened mid-scan: pages were read after it
        QVERIFY(!QFileInfo::exists(out + QStringLiteral(".resume.json")));
        compareExports(out, reference);
    }

    void killedExportResumes_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("jsonl") << QStringLiteral("jsonl");
        QTest::newRow("ungrobided") << QStringLiteral("ungrobided");
        QTest::newRow("bundle") << QStringLiteral("bundle");
    }
    void killedExportResumes()
    {
        QFETCH(QString, format);
        const QString reference = m_dir.filePath(QStringLiteral("kill-reference.") + format);
        const Test::CliRun whole = run(exportArgs(format, reference));
        QVERIFY2(whole.exitCode == 0, whole.err.constData());

        const QString out = m_dir.filePath(QStringLiteral("killed.") + format);
        const QString state = m_dir.filePath(QStringLiteral("killed-%1.state").arg(format));
        QProcess first;
        first.setProcessEnvironment(environment());
        QSignalSpy died(&first, &QProcess::finished);
        m_pages = 0;
        m_atFirstPage = [&first] { ::kill(pid_t(first.processId()), SIGKILL); };
        first.start(Test::cliPath(), exportArgs(format, out) + QStringList{QStringLiteral("--state"), state});
        QVERIFY(first.waitForStarted(30000));
        QVERIFY(died.wait(120000));
        QCOMPARE(first.exitStatus(), QProcess::CrashExit);
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(QFileInfo::exists(out + QStringLiteral(".partial")));
        QVERIFY(QFileInfo::exists(state));

        const Test::CliRun resumed = run({QStringLiteral("export"), QStringLiteral("--resume"), state});
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        QVERIFY(!QFileInfo::exists(state));
        compareExports(out, reference);
    }
};

QTEST_GUILESS_MAIN(TestCliExportResume)
#include "tst_cliexportresume.moc"
