// The example program of ei_hbase (core/hbase/examples/scan-table.cpp) run once against `serve`,
// started here on 127.0.0.1 and a free port: the README's example must keep working.
#include <common/clirun.h>

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <core/hbase/tableschema.h>
#include <core/snapshot/manifest.h>
#include <server/snapshot.h>
#include <server/tablestore.h>

using namespace Ei;

class TestScanTableExample : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_serve;
    QString m_url;

    static constexpr auto kTable = "example-table";

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        Core::SnapshotManifest manifest;
        manifest.table = QString::fromLatin1(kTable);
        manifest.profile = QStringLiteral("generic");
        manifest.rowsFile = QStringLiteral("rows.jsonl.sz");
        Server::TableStore table(Core::TableSchema::create(manifest.table, {"f"}));
        QVERIFY(table.put({
            Core::Row{"row-1", {Core::Cell{"f:a", 1, "one"}}},
            Core::Row{"row-2",
                      {Core::Cell{"f:a", 1, "two"}, Core::Cell{"f:b", 1, QByteArray("\x01\xff", 2)}}},
            Core::Row{"row-3", {Core::Cell{"f:a", 1, "three"}}},
        }));
        QVERIFY(Server::saveSnapshot(m_dir.path(), manifest, table));
        m_url =
            Test::startServe(m_serve, {QStringLiteral("serve"), QStringLiteral("--snapshot"), m_dir.path(),
                                       QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")});
        QVERIFY(!m_url.isEmpty()); // startServe says why
    }

    void cleanupTestCase() { Test::stopServe(m_serve); }

    void scan_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("expectedOut");
        QTest::addColumn<QByteArray>("expectedErr");

        const QByteArray header = "tables: example-table\ntable example-table: ";
        QTest::newRow("first table, default rows")
            << QStringList{} << 0
            << header + "3 rows\nrow row-1\n  f:a = one\nrow row-2\n  f:a = two\n  f:b = \\x01\\xff\n"
                        "row row-3\n  f:a = three\n"
            << QByteArray();
        QTest::newRow("named table, two rows")
            << QStringList{QString::fromLatin1(kTable), QStringLiteral("2")} << 0
            << header + "2 rows\nrow row-1\n  f:a = one\nrow row-2\n"
                        "  f:a = two\n  f:b = \\x01\\xff\n"
            << QByteArray();
        QTest::newRow("unknown table")
            << QStringList{QStringLiteral("nosuchtable")} << 1 << QByteArray("tables: example-table\n")
            << QByteArray("scan-table: choosing a table: the gateway has no table "
                          "nosuchtable\n");
        QTest::newRow("usage") << QStringList{QStringLiteral("--rows")} << 2 << QByteArray()
                               << QByteArray("usage: scan-table URL [TABLE [ROWS]]\n");
    }

    void scan()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, expectedOut);
        QFETCH(QByteArray, expectedErr);

        Test::CliOptions options;
        options.program = QStringLiteral(EI_SCAN_TABLE_EXAMPLE);
        // "usage" gives no URL: its first argument is the bad one.
        const QStringList commandLine = exitCode == 2 ? args : QStringList{m_url} + args;
        const Test::CliRun run = Test::runCli(commandLine, options);
        QCOMPARE(run.err, expectedErr);
        QCOMPARE(run.out, expectedOut);
        QCOMPARE(run.exitCode, exitCode);
    }
};

QTEST_GUILESS_MAIN(TestScanTableExample)
#include "tst_scantableexample.moc"
