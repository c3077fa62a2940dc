// End-to-end: a connection whose secrets are in the platform keyring (a real GNOME Keyring on a
// private session bus, Test::KeyringSession) drives the CLI's `--connection NAME`: the secret
// header reaches the server, no file holds it, and a keyring that stops answering is one sentence
// and exit 1, not a request without credentials.
#include <common/callwait.h>
#include <common/clirun.h>
#include <common/keyringsession.h>
#include <common/scriptedhttpserver.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <core/settings/secretkeeper.h>

using Ei::Test::CliRun;
using Ei::Test::RecordedRequest;
using Ei::Test::ScriptedHttpServer;
using Ei::Test::ScriptedResponse;

namespace {

const QString kName = QStringLiteral("qa/keyring");
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliKeyring : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;
    Ei::Test::KeyringSession m_session;
    ScriptedHttpServer m_server;

    CliRun run(const QStringList &args)
    {
        Ei::Test::CliOptions options;
        options.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
        options.environment.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), m_session.busAddress());
        return Ei::Test::runCli(args, options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString reason = Ei::Test::KeyringSession::unavailableReason(); !reason.isEmpty()) {
            QSKIP(qPrintable(reason));
        }
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("extract-inspector"));
        QCoreApplication::setApplicationName(QStringLiteral("extract-inspector"));
        QVERIFY2(m_session.startBus(), qPrintable(m_session.error()));
        QVERIFY2(m_session.startKeyring(), qPrintable(m_session.error()));
        QVERIFY(m_server.listen());
        m_server.setHandler([](const RecordedRequest &request) {
            if (request.target.endsWith("/schema")) {
                return ScriptedResponse::json(200,
                                              R"({"name":"x","ColumnSchema":[{"name":"f","VERSIONS":"1"}]})");
            }
            return ScriptedResponse::empty(404);
        });
        Ei::Core::SavedConnection c;
        c.name = kName;
        c.restUrl = m_server.url().toString();
        c.table = kTable;
        c.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer k3yring"), true}};
        // The user's service name: this keyring is the test's own, on the test's own bus.
        Ei::Core::SecretKeeper keeper;
        const auto saved = Ei::Test::await(keeper.save(c), 30000);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().message));
        QCOMPARE(saved->store, Ei::Core::SecretStore::Keyring);
    }

    void secretFromTheKeyringReachesTheServer()
    {
        const Ei::Core::ConnectionStore store;
        QVERIFY(!fileBytes(store.plainPath()).contains("k3yring"));
        QVERIFY(!fileBytes(store.secretPath()).contains("k3yring"));
        const CliRun r = run({QStringLiteral("--connection"), kName, QStringLiteral("schema")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(m_server.requests().size(), 1);
        QCOMPARE(m_server.requests().first().header("Authorization"), QByteArray("Bearer k3yring"));
        QVERIFY(!r.err.contains("k3yring"));
    }

    // Last: stops the keyring.
    void keyringThatStopsAnsweringIsOneSentence()
    {
        m_session.stopKeyring();
        const qsizetype before = m_server.requests().size();
        const CliRun r = run({QStringLiteral("--connection"), kName, QStringLiteral("schema")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("are in the keyring"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QCOMPARE(m_server.requests().size(), before); // nothing sent without its credentials
    }
};

QTEST_GUILESS_MAIN(TestCliKeyring)
#include "tst_clikeyring.moc"
