// Interop with a real third-party HBase REST client: node-hbase 0.6.1 (npm `hbase`) drives the
// in-process server through put, get, versions, escaped keys, globbing, batched scans with
// filters and deletes (script in hbasepeer.h).
#include <QTest>

#include "common/npmpeer.h"
#include "common/rawhttp.h"
#include "hbasepeer.h"

class TestRestHbaseNode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nodeHbaseClient()
    {
        const auto peer = Ei::Test::ensureNpmPackages({QStringLiteral("hbase@0.6.1")});
        if (peer.nodeModules.isEmpty()) {
            if (peer.skipReason.startsWith(QLatin1StringView("npm install failed"))) {
                QFAIL(qPrintable(peer.skipReason));
            }
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
};

QTEST_GUILESS_MAIN(TestRestHbaseNode)
#include "tst_resthbasenode.moc"
