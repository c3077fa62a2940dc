// End-to-end: a connection saved by this process (through the same store the GUI uses, at the
// same path the GUI and the CLI compute) drives the CLI's `--connection NAME` / EI_CONNECTION.
// Saved values are defaults, options given on the command line win, an unknown name is a usage
// error naming the saved ones.
#include <common/clirun.h>
#include <common/scriptedhttpserver.h>
#include <common/testutil.h>

#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <core/settings/connectionstore.h>

using Ei::Test::CliRun;
using Ei::Test::RecordedRequest;
using Ei::Test::ScriptedHttpServer;
using Ei::Test::ScriptedResponse;

namespace {

const QString kName = QStringLiteral("qa/scripted");
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

} // namespace

class TestCliConnection : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;
    std::unique_ptr<ScriptedHttpServer> m_server;

    CliRun run(const QStringList &args, const QList<std::pair<QString, QString>> &extraEnv = {})
    {
        Ei::Test::CliOptions options;
        options.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
        for (const auto &[name, value] : extraEnv) {
            options.environment.insert(name, value);
        }
        return Ei::Test::runCli(args, options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        // The GUI's and the CLI's names: the default store resolves to their path under this
        // XDG_CONFIG_HOME, exactly as in the CLI process started below.
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("extract-inspector"));
        QCoreApplication::setApplicationName(QStringLiteral("extract-inspector"));
        QVERIFY(Ei::Core::ConnectionStore::defaultPlainPath().startsWith(m_config.path()));
    }

    void init()
    {
        m_server = std::make_unique<ScriptedHttpServer>();
        QVERIFY(m_server->listen());
        m_server->setHandler([](const RecordedRequest &request) {
            if (request.target == "/") {
                return ScriptedResponse::json(
                    200, R"({"table":[{"name":"a"},{"name":"wbgrp-journal-extract-0-qa"}]})");
            }
            if (request.target.endsWith("/schema")) {
                return ScriptedResponse::json(200,
                                              R"({"name":"x","ColumnSchema":[{"name":"f","VERSIONS":"1"}]})");
            }
            return ScriptedResponse::empty(404);
        });
        Ei::Core::SavedConnection c;
        c.name = kName;
        c.restUrl = m_server->url().toString();
        c.table = kTable;
        c.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer s3cr3t"), true},
                     {QStringLiteral("X-Team"), QStringLiteral("curation"), false}};
        c.readOnly = true;
        c.timeoutSeconds = 7;
        Ei::Core::ConnectionStore store;
        QVERIFY(store.save(c).has_value());
    }

    void usesTheSavedConnection()
    {
        const CliRun r = run({QStringLiteral("--connection"), kName, QStringLiteral("schema")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(m_server->requests().size(), 1);
        const RecordedRequest &request = m_server->requests().first();
        QCOMPARE(request.target, "/" + kTable.toUtf8() + "/schema");
        QCOMPARE(request.header("Authorization"), QByteArray("Bearer s3cr3t"));
        QCOMPARE(request.header("X-Team"), QByteArray("curation"));
        QVERIFY(!r.err.contains("s3cr3t"));
    }

    void environmentNamesTheConnection()
    {
        // EI_CONNECTION names it; EI_HBASE_URL (a shell-wide default) loses to the saved URL.
        const CliRun r = run({QStringLiteral("tables")},
                             {{QStringLiteral("EI_CONNECTION"), kName},
                              {QStringLiteral("EI_HBASE_URL"), QStringLiteral("http://127.0.0.1:9")}});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("a\nwbgrp-journal-extract-0-qa\n"));
    }

    void commandLineOptionsOverride()
    {
        const CliRun r =
            run({QStringLiteral("--connection"), kName, QStringLiteral("--table"), QStringLiteral("other"),
                 QStringLiteral("--header"), QStringLiteral("X-Team: ops"), QStringLiteral("schema")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(m_server->requests().size(), 1);
        const RecordedRequest &request = m_server->requests().first();
        QCOMPARE(request.target, QByteArray("/other/schema"));
        QCOMPARE(request.header("X-Team"), QByteArray("ops"));
        int teamHeaders = 0;
        for (const auto &[name, value] : request.headers) {
            teamHeaders += name.compare("X-Team", Qt::CaseInsensitive) == 0;
        }
        QCOMPARE(teamHeaders, 1);
        QCOMPARE(request.header("Authorization"), QByteArray("Bearer s3cr3t"));
    }

    void readOnlyConnectionRefusesWrites()
    {
        const CliRun r = run({QStringLiteral("--connection"), kName, QStringLiteral("put"),
                              QStringLiteral("0123456789abcdef0123456789abcdef01234567"),
                              QStringLiteral("file:mime=application/pdf")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("read-only"), r.err.constData());
        QVERIFY(m_server->requests().isEmpty());
    }

    void unknownNameIsAUsageError()
    {
        const CliRun r =
            run({QStringLiteral("--connection"), QStringLiteral("nope"), QStringLiteral("tables")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("'nope'"), r.err.constData());
        QVERIFY2(r.err.contains(kName.toUtf8()), r.err.constData());
        QVERIFY(m_server->requests().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliConnection)
#include "tst_cliconnection.moc"
