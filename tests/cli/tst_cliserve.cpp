// End-to-end: `extract-inspector-cli serve` on a free port, driven over HTTP, stopped by PID with
// SIGTERM; --write-back saves the snapshot atomically on exit, and only then.
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <server/snapshot.h>

#include "common/clirun.h"
#include "common/rawhttp.h"
#include "common/testutil.h"

using namespace Ei::Core;
using namespace Ei::Server;

namespace {

QString makeSnapshot(const QTemporaryDir &dir)
{
    SnapshotManifest manifest;
    manifest.table = QStringLiteral("wbgrp-journal-extract-0-qa");
    manifest.profile = QStringLiteral("journal-extract");
    manifest.rowsFile = QStringLiteral("rows.jsonl.sz");
    TableStore table(TableSchema::create(manifest.table, {"f", "file", "grobid0", "match0"}));
    if (!table.put(
            {Row{"sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J", {Cell{"file:mime", 1, "application/pdf"}}}}) ||
        !saveSnapshot(dir.path(), manifest, table)) {
        return {};
    }
    return dir.path();
}

} // namespace

class TestCliServe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void servesAndWritesBack()
    {
        QTemporaryDir dir;
        QVERIFY(!makeSnapshot(dir).isEmpty());
        QProcess cli;
        const QString url = Ei::Test::startServe(
            cli, {QStringLiteral("serve"), QStringLiteral("--snapshot"), dir.path(),
                  QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--write-back")});
        QVERIFY(!url.isEmpty()); // startServe says why
        const quint16 port = quint16(url.mid(url.lastIndexOf(u':') + 1).toUInt());
        QVERIFY(port > 0);
        auto r = Ei::Test::rawRequest(
            port, "GET", "/wbgrp-journal-extract-0-qa/sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J/file:mime",
            {{"Accept", "application/octet-stream"}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.body, QByteArray("application/pdf"));
        r = Ei::Test::rawRequest(port, "PUT", "/wbgrp-journal-extract-0-qa/newrow/match0:mstatus",
                                 {{"Content-Type", "application/octet-stream"}}, "confirmed");
        QCOMPARE(r.status, 200);
        // Nothing is written while serving.
        auto before = loadSnapshot(dir.path());
        QVERIFY(before);
        QVERIFY(!before->table->get("newrow", ReadSpec{}));
        QVERIFY(Ei::Test::stopServe(cli));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 0);
        auto after = loadSnapshot(dir.path());
        QVERIFY2(after, qPrintable(after ? QString() : after.error().message));
        QCOMPARE(after->table->get("newrow", ReadSpec{})->cells.first().value, QByteArray("confirmed"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("rows.jsonl.sz.partial"))));
    }

    void readOnlyAndNoWriteBack()
    {
        QTemporaryDir dir;
        QVERIFY(!makeSnapshot(dir).isEmpty());
        const QByteArray rowsBefore = Ei::Test::readFile(dir.filePath(QStringLiteral("rows.jsonl.sz")));
        QProcess cli;
        const QString url = Ei::Test::startServe(
            cli, {QStringLiteral("serve"), QStringLiteral("--snapshot"), dir.path(),
                  QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--read-only"),
                  QStringLiteral("--hbase-version"), QStringLiteral("1.4.13")});
        QVERIFY(!url.isEmpty());
        const quint16 port = quint16(url.mid(url.lastIndexOf(u':') + 1).toUInt());
        auto r = Ei::Test::rawRequest(port, "PUT", "/wbgrp-journal-extract-0-qa/x/f:c",
                                      {{"Content-Type", "application/octet-stream"}}, "v");
        QCOMPARE(r.status, 403);
        QCOMPARE(Ei::Test::rawRequest(port, "GET", "/version/cluster", {{"Accept", "application/json"}}).body,
                 QByteArray("{\"Version\":\"1.4.13\"}"));
        QVERIFY(Ei::Test::stopServe(cli));
        QCOMPARE(cli.exitCode(), 0);
        QCOMPARE(Ei::Test::readFile(dir.filePath(QStringLiteral("rows.jsonl.sz"))), rowsBefore);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no snapshot") << QStringList{QStringLiteral("serve")} << 2
                                     << QStringLiteral("usage: serve");
        QTest::newRow("missing folder") << QStringList{QStringLiteral("serve"), QStringLiteral("--snapshot"),
                                                       QStringLiteral("/nonexistent/snap")}
                                        << 4 << QStringLiteral("does not exist");
        QTest::newRow("bad listen") << QStringList{QStringLiteral("serve"), QStringLiteral("--snapshot"),
                                                   QStringLiteral("/tmp"), QStringLiteral("--listen"),
                                                   QStringLiteral("nowhere")}
                                    << 2 << QStringLiteral("--listen expects HOST:PORT");
        QTest::newRow("scanner ttl 0")
            << QStringList{QStringLiteral("serve"), QStringLiteral("--snapshot"), QStringLiteral("/tmp"),
                           QStringLiteral("--scanner-ttl"), QStringLiteral("0")}
            << 2 << QStringLiteral("--scanner-ttl seconds (1 to 86400)");
        QTest::newRow("early-end rate above 1")
            << QStringList{QStringLiteral("serve"), QStringLiteral("--snapshot"), QStringLiteral("/tmp"),
                           QStringLiteral("--early-end-rate"), QStringLiteral("1.5")}
            << 2 << QStringLiteral("--early-end-rate");
        QTest::newRow("scanner-loss rate not a number")
            << QStringList{QStringLiteral("serve"), QStringLiteral("--snapshot"), QStringLiteral("/tmp"),
                           QStringLiteral("--scanner-loss-rate"), QStringLiteral("often")}
            << 2 << QStringLiteral("--scanner-loss-rate");
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Ei::Test::CliRun r = Ei::Test::runCli(args);
        QCOMPARE(r.exitCode, exitCode);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(message), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCliServe)
#include "tst_cliserve.moc"
