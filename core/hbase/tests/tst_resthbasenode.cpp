// Interop with a real third-party HBase REST client: node-hbase 0.6.1 (npm `hbase`) drives the
// in-process server through put, get, versions, escaped keys, globbing, batched scans with
// filters and deletes, and its admin calls (create, update, delete, regions, version_cluster,
// status_cluster), after which the product's AdminClient works on the table node-hbase made
// (scripts in hbasepeer.h).
#include <QTest>

#include <core/hbase/adminclient.h>
#include <core/hbase/restclient.h>

#include "common/callwait.h"
#include "common/clirun.h"
#include "common/npmpeer.h"
#include "common/rawhttp.h"
#include "hbasepeer.h"

class TestRestHbaseNode : public QObject
{
    Q_OBJECT
    Ei::Test::NpmPeer m_peer;

private Q_SLOTS:
    void initTestCase()
    {
        m_peer = Ei::Test::ensureNpmPackages({QStringLiteral("hbase@0.6.1")});
        if (m_peer.skipReason.startsWith(QLatin1StringView("npm install failed"))) {
            QFAIL(qPrintable(m_peer.skipReason));
        }
    }

    void nodeHbaseClient()
    {
        const auto &peer = m_peer;
        if (peer.nodeModules.isEmpty()) {
            QSKIP(qPrintable(peer.skipReason));
        }
        auto server = Ei::Test::startRestServer();
        QVERIFY(server);
        const auto run =
            Ei::Test::runNode(peer.nodeModules, nodeHbaseScript(), {QString::number(server->port())}, 120000);
        QVERIFY2(!run.timedOut, "node-hbase did not finish");
        QVERIFY2(run.exitCode == 0, QByteArray(run.err + run.out).constData());
        QVERIFY(run.out.contains("node-hbase interop ok"));
        // Every request it made got a definite answer (no 5xx).
        for (const auto &entry : server->requestLog()) {
            QVERIFY2(entry.status > 0 && entry.status < 500,
                     QByteArray(entry.method + ' ' + entry.path).constData());
        }
    }

    void nodeHbaseAdmin()
    {
        if (m_peer.nodeModules.isEmpty()) {
            QSKIP(qPrintable(m_peer.skipReason));
        }
        auto server = Ei::Test::startRestServer();
        QVERIFY(server);
        const auto run = Ei::Test::runNode(m_peer.nodeModules, nodeHbaseAdminScript(),
                                           {QString::number(server->port())}, 120000);
        QVERIFY2(!run.timedOut, "node-hbase did not finish");
        QVERIFY2(run.exitCode == 0, QByteArray(run.err + run.out).constData());
        QVERIFY(run.out.contains("node-hbase admin ok"));

        // The product's admin calls on the schema node-hbase made.
        Ei::Core::ConnectionConfig config;
        config.baseUrl = QUrl(server->baseUrl());
        config.table = QStringLiteral("node_admin_keep");
        Ei::Core::RestClient client(config);
        Ei::Core::AdminClient admin(&client);
        const QString table = config.table;
        auto altered = Ei::Test::await(admin.alterFamily(
            table, "y", {{QStringLiteral("COMPRESSION"), QStringLiteral("SNAPPY")}}, false));
        EI_VERIFY_OK(altered);
        QCOMPARE(altered->families.size(), 2);
        QCOMPARE(altered->family("x")->attributes.value(QStringLiteral("VERSIONS")), QStringLiteral("5"));
        auto regions = Ei::Test::await(admin.regions(table));
        EI_VERIFY_OK(regions);
        QCOMPARE(regions->size(), 1);
        auto status = Ei::Test::await(admin.clusterStatus());
        EI_VERIFY_OK(status);
        QVERIFY(status->load(regions->first().name.toUtf8()));
        QCOMPARE(status->load(regions->first().name.toUtf8())->writeRequests, 1);
        EI_VERIFY_OK(Ei::Test::await(admin.dropFamily(table, "x")));
        QCOMPARE(server->table(table)->schema().families.size(), 1);

        // And the CLI's admin commands on it.
        const QStringList connection{QStringLiteral("--url"), server->baseUrl(), QStringLiteral("--table"),
                                     table};
        const auto cli = [&connection](const QStringList &args) {
            return Ei::Test::runCli(connection + args);
        };
        auto r = cli({QStringLiteral("regions")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("\"name\":\"node_admin_keep,,"));
        r = cli({QStringLiteral("alter-table"), QStringLiteral("--add-family"), QStringLiteral("z"),
                 QStringLiteral("--set"), QStringLiteral("VERSIONS=4")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(server->table(table)->schema().families.size(), 2);
        r = cli({QStringLiteral("schema-check"), QStringLiteral("--profile"), QStringLiteral("generic")});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        r = cli({QStringLiteral("drop-table"), table, QStringLiteral("--confirm"), table});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!server->table(table));
    }
};

QTEST_GUILESS_MAIN(TestRestHbaseNode)
#include "tst_resthbasenode.moc"
