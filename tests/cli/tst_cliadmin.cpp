// End-to-end: the admin commands against `serve` (regions of --region-rows rows, --write-back,
// the request log as the witness that refused writes never reach the wire).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <server/snapshot.h>

#include "common/clirun.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Qt::StringLiterals;
using Ei::Test::CliRun;

namespace {

const QString kTable = u"wbgrp-journal-extract-0-qa"_s;

QByteArray keyFor(int i)
{
    return "sha1:QQ" + QByteArray(1, char('A' + i / 26)) + QByteArray(1, char('A' + i % 26)) +
           QByteArray(28, 'B');
}

// 45 rows as the pipeline writes them, in a table created the way seed 000 says, except that
// grobid0 is not Snappy-compressed yet (TableSchema::create gives COMPRESSION=NONE).
bool makeSnapshot(const QString &dir)
{
    SnapshotManifest manifest;
    manifest.table = kTable;
    manifest.profile = u"journal-extract"_s;
    manifest.rowsFile = u"rows.jsonl"_s;
    TableStore table(TableSchema::create(manifest.table, {"f", "file", "grobid0", "match0"}));
    CellSet rows;
    for (int i = 0; i < 45; ++i) {
        rows.append(Row{keyFor(i),
                        {Cell{"f:c", 1, R"({"u":"http://example.org/a.pdf"})"},
                         Cell{"file:mime", 1, "application/pdf"},
                         Cell{"grobid0:status_code", 1, encodeInt64Be(200)}}});
    }
    return table.put(rows).has_value() && saveSnapshot(dir, manifest, table).has_value();
}

QJsonObject jsonOf(const QByteArray &out)
{
    return QJsonDocument::fromJson(out).object();
}

} // namespace

class TestCliAdmin : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QTemporaryDir m_home;
    QProcess m_serve;
    QString m_url;
    QString m_log;

    CliRun run(QStringList args, const QString &table = kTable)
    {
        Ei::Test::CliOptions options;
        options.environment.insert(u"HOME"_s, m_home.path());
        options.environment.insert(u"XDG_CONFIG_HOME"_s, m_home.filePath(u"config"_s));
        args << u"--url"_s << m_url;
        if (!table.isEmpty()) {
            args << u"--table"_s << table;
        }
        return Ei::Test::runCli(args, options);
    }

    qsizetype loggedRequests() const
    {
        QFile log(m_log);
        return log.open(QIODevice::ReadOnly) ? log.readAll().count('\n') : -1;
    }

    QList<QJsonObject> findings(const CliRun &r) const
    {
        QList<QJsonObject> out;
        for (const QJsonValue &v : jsonOf(r.out).value(u"findings"_s).toArray()) {
            out.append(v.toObject());
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid() && m_home.isValid());
        const QString snapshot = m_dir.filePath(u"snap"_s);
        QVERIFY(makeSnapshot(snapshot));
        m_log = m_dir.filePath(u"requests.log"_s);
        m_url = Ei::Test::startServe(m_serve, {u"serve"_s, u"--snapshot"_s, snapshot, u"--listen"_s,
                                               u"127.0.0.1:0"_s, u"--write-back"_s, u"--region-rows"_s,
                                               u"10"_s, u"--request-log"_s, m_log});
        QVERIFY(!m_url.isEmpty());
    }

    void cleanupTestCase() { Ei::Test::stopServe(m_serve); }

    void status()
    {
        const CliRun r = run({u"status"_s, u"--regions"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = jsonOf(r.out);
        QCOMPARE(o.value(u"regions"_s).toInt(), 5);
        QCOMPARE(o.value(u"deadNodes"_s).toArray().size(), 0);
        const QJsonObject node = o.value(u"liveNodes"_s).toArray().first().toObject();
        QCOMPARE(node.value(u"regions"_s).toInt(), 5);
        QVERIFY(node.value(u"heapSizeMB"_s).toInteger() > 0);
        QCOMPARE(node.value(u"Region"_s).toArray().size(), 5);
    }

    // 45 rows in regions of 10: five regions, keys in the profile's spelling, contiguous.
    void regions()
    {
        const CliRun r = run({u"regions"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        QString previousEnd;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QJsonObject o = jsonOf(lines[i]);
            QCOMPARE(o.value(u"startKey"_s).toString(), previousEnd);
            previousEnd = o.value(u"endKey"_s).toString();
            QVERIFY(o.value(u"name"_s).toString().startsWith(kTable + u','));
            QVERIFY(o.contains(u"readRequestsCount"_s));
        }
        QCOMPARE(jsonOf(lines[1]).value(u"startKey"_s).toString(), QString::fromLatin1(keyFor(10)));
        QVERIFY(previousEnd.isEmpty());
    }

    void namespaces()
    {
        QCOMPARE(run({u"namespace"_s, u"create"_s, u"staging"_s}).exitCode, 0);
        const CliRun list = run({u"namespaces"_s});
        QCOMPARE(list.out, QByteArray("default\nhbase\nstaging\n"));
        QCOMPARE(run({u"tables"_s, u"--namespace"_s, u"default"_s}).out, kTable.toUtf8() + '\n');
        // serve answers a missing namespace's tables with 500, as HBase 2.6.1 does; the namespace
        // list tells the CLI it is missing: exit 4, not found.
        const CliRun missing = run({u"tables"_s, u"--namespace"_s, u"nosuch"_s});
        QCOMPARE(missing.exitCode, 4);
        QVERIFY2(
            missing.err.contains("Listing the tables of namespace 'nosuch' failed: the namespace does not "
                                 "exist."),
            missing.err.constData());
        QCOMPARE(run({u"namespace"_s, u"drop"_s, u"staging"_s, u"--confirm"_s, u"staging"_s}).exitCode, 0);
        QCOMPARE(run({u"namespaces"_s}).out, QByteArray("default\nhbase\n"));
        QCOMPARE(run({u"namespace"_s, u"drop"_s, u"staging"_s, u"--confirm"_s, u"staging"_s}).exitCode, 4);
    }

    // Destructive commands need the exact name again, and a read-only connection sends no write:
    // exit 2 and not one request in the server's log.
    void refusedBeforeTheWire_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("reason");
        QTest::newRow("drop-table without --confirm")
            << QStringList{u"drop-table"_s, kTable} << QByteArray("--confirm");
        QTest::newRow("drop-table, other name")
            << QStringList{u"drop-table"_s, kTable, u"--confirm"_s, u"wbgrp-journal-extract-0-prod"_s}
            << QByteArray("is not");
        QTest::newRow("drop-table, case differs")
            << QStringList{u"drop-table"_s, kTable, u"--confirm"_s, kTable.toUpper()} << QByteArray("is not");
        QTest::newRow("drop-family without --confirm")
            << QStringList{u"alter-table"_s, u"--drop-family"_s, u"match0"_s} << QByteArray("--confirm");
        QTest::newRow("namespace drop without --confirm")
            << QStringList{u"namespace"_s, u"drop"_s, u"default"_s} << QByteArray("--confirm");
        QTest::newRow("read-only drop-table")
            << QStringList{u"--read-only"_s, u"drop-table"_s, kTable, u"--confirm"_s, kTable}
            << QByteArray("read-only");
        QTest::newRow("read-only alter-table")
            << QStringList{u"--read-only"_s, u"alter-table"_s, u"--family"_s,
                           u"grobid0"_s,     u"--set"_s,       u"VERSIONS=2"_s}
            << QByteArray("read-only");
        QTest::newRow("read-only create-table")
            << QStringList{u"--read-only"_s, u"create-table"_s, u"scratch"_s, u"--family"_s, u"cf"_s}
            << QByteArray("read-only");
        QTest::newRow("read-only namespace create")
            << QStringList{u"--read-only"_s, u"namespace"_s, u"create"_s, u"x"_s} << QByteArray("read-only");
        QTest::newRow("bad --set") << QStringList{u"alter-table"_s, u"--family"_s, u"grobid0"_s, u"--set"_s,
                                                  u"SNAPPY"_s}
                                   << QByteArray("KEY=VALUE");
        // Values and names HBase refuses: serve stored them (exit 0), HBase answers 500.
        QTest::newRow("VERSIONS not a number")
            << QStringList{u"alter-table"_s, u"--family"_s, u"grobid0"_s, u"--set"_s, u"VERSIONS=abc"_s}
            << QByteArray("whole number");
        QTest::newRow("table name") << QStringList{u"create-table"_s, u"bad name!"_s}
                                    << QByteArray("is not a table name HBase takes");
        QTest::newRow("empty family")
            << QStringList{u"create-table"_s, u"scratch"_s, u"--family"_s, QString()}
            << QByteArray("needs a name");
        QTest::newRow("namespace name")
            << QStringList{u"namespace"_s, u"create"_s, u"bad ns!"_s} << QByteArray("not a namespace name");
        // HBase answers 503 for these, which the CLI read as "the server is unavailable".
        QTest::newRow("built-in namespace")
            << QStringList{u"namespace"_s, u"drop"_s, u"default"_s, u"--confirm"_s, u"default"_s}
            << QByteArray("built-in");
    }
    void refusedBeforeTheWire()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, reason);
        const qsizetype before = loggedRequests();
        const CliRun r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(reason), r.err.constData());
        QCOMPARE(loggedRequests(), before);
    }

    // The snapshot's grobid0 is not compressed: an error until alter-table fixes it; the other
    // families and the rows stay.
    void schemaCheckThenAlter()
    {
        CliRun check = run({u"schema-check"_s});
        QCOMPARE(check.exitCode, 6);
        const auto before = findings(check);
        QCOMPARE(before.size(), 1);
        QCOMPARE(before.first().value(u"rule"_s).toString(), u"family-attribute"_s);
        QCOMPARE(before.first().value(u"family"_s).toString(), u"grobid0"_s);
        QCOMPARE(jsonOf(check.out).value(u"sampledRows"_s).toInt(), 45);

        const CliRun alter =
            run({u"alter-table"_s, u"--family"_s, u"grobid0"_s, u"--set"_s, u"COMPRESSION=SNAPPY"_s});
        QVERIFY2(alter.exitCode == 0, alter.err.constData());
        const QJsonArray families = jsonOf(alter.out).value(u"ColumnSchema"_s).toArray();
        QCOMPARE(families.size(), 4);
        check = run({u"schema-check"_s});
        QVERIFY2(check.exitCode == 0, check.out.constData());
        QVERIFY(findings(check).isEmpty());
        QCOMPARE(run({u"scan"_s, u"--keys-only"_s}).out.count('\n'), 45);
    }

    void createCheckDrop()
    {
        const QString name = u"wbgrp-journal-extract-9-qa"_s;
        const CliRun created = run({u"create-table"_s, name, u"--profile"_s, u"journal-extract"_s}, {});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        QCOMPARE(run({u"create-table"_s, name}, {}).exitCode, 3);
        const CliRun check = run({u"schema-check"_s}, name);
        QVERIFY2(check.exitCode == 0, check.out.constData());
        QVERIFY(findings(check).isEmpty());
        const CliRun other =
            run({u"create-table"_s, u"notes"_s, u"--family"_s, u"n"_s, u"--set"_s, u"VERSIONS=3"_s}, {});
        QVERIFY2(other.exitCode == 0, other.err.constData());
        QVERIFY(other.out.contains(R"("VERSIONS":"3")"));
        QCOMPARE(run({u"drop-table"_s, name, u"--confirm"_s, name}, {}).exitCode, 0);
        QCOMPARE(run({u"drop-table"_s, u"notes"_s, u"--confirm"_s, u"notes"_s}, {}).exitCode, 0);
        QCOMPARE(run({u"schema"_s}, name).exitCode, 4);
    }

    // Seed 000: not both grobid0:status and match0:status.
    void qualifierCollision()
    {
        const CliRun put = run({u"put"_s, QString::fromLatin1(keyFor(3)), u"match0:status=matched"_s});
        QVERIFY2(put.exitCode == 0, put.err.constData());
        const CliRun put2 =
            run({u"put"_s, QString::fromLatin1(keyFor(3)), uR"(grobid0:status={"status":"success"})"_s});
        QVERIFY2(put2.exitCode == 0, put2.err.constData());
        const CliRun check = run({u"schema-check"_s, u"--sample"_s, u"100"_s});
        QCOMPARE(check.exitCode, 6);
        bool collision = false;
        for (const QJsonObject &f : findings(check)) {
            if (f.value(u"rule"_s).toString() == u"qualifier-collision"_s) {
                collision = true;
                QCOMPARE(f.value(u"severity"_s).toString(), u"error"_s);
                QCOMPARE(f.value(u"column"_s).toString(), u"grobid0:status,match0:status"_s);
            }
        }
        QVERIFY(collision);
        QCOMPARE(run({u"delete"_s, QString::fromLatin1(keyFor(3)), u"match0:status"_s}).exitCode, 0);
        QCOMPARE(run({u"schema-check"_s}).exitCode, 0);
    }

    // The sample is spread over the five regions (two rows of each for --sample 10): a stray
    // column in the last region is found; --parallel 1 samples the first ten rows and misses it.
    void schemaCheckSamplesEveryRegion_data()
    {
        QTest::addColumn<QString>("parallel");
        QTest::addColumn<bool>("found");
        QTest::addColumn<QByteArray>("howSampled");
        QTest::newRow("auto") << u"auto"_s << true
                              << QByteArray("sampled 5 key range(s), 4 at once, over 1 gateway(s)");
        QTest::newRow("parallel 1") << u"1"_s << false
                                    << QByteArray("sampled 1 key range(s), 1 at once, over 1 gateway(s)");
    }
    void schemaCheckSamplesEveryRegion()
    {
        QFETCH(QString, parallel);
        QFETCH(bool, found);
        QFETCH(QByteArray, howSampled);
        const QString key = QString::fromLatin1(keyFor(40));
        QCOMPARE(run({u"put"_s, key, u"file:stray=1"_s}).exitCode, 0);
        const CliRun check =
            run({u"schema-check"_s, u"--sample"_s, u"10"_s, u"--parallel"_s, parallel, u"--verbose"_s});
        QCOMPARE(run({u"delete"_s, key, u"file:stray"_s}).exitCode, 0);
        QVERIFY2(check.exitCode == 0, check.err.constData());
        QCOMPARE(jsonOf(check.out).value(u"sampledRows"_s).toInt(), 10);
        const bool stray = std::ranges::any_of(findings(check), [](const QJsonObject &f) {
            return f.value(u"rule"_s).toString() == u"undeclared-column"_s &&
                   f.value(u"column"_s).toString() == u"file:stray"_s;
        });
        QCOMPARE(stray, found);
        QVERIFY2(check.err.contains(howSampled), check.err.constData());
    }

    // --write-back keeps the schema change in the snapshot folder.
    void writeBackKeepsSchema()
    {
        QVERIFY(Ei::Test::stopServe(m_serve));
        auto loaded = loadSnapshot(m_dir.filePath(u"snap"_s));
        QVERIFY(loaded.has_value());
        QCOMPARE(loaded->table->schema().family("grobid0")->attributes.value(u"COMPRESSION"_s), u"SNAPPY"_s);
        QCOMPARE(loaded->table->schema().families.size(), 4);
        QCOMPARE(loaded->table->rowCount(), 45);
    }
};

QTEST_GUILESS_MAIN(TestCliAdmin)
#include "tst_cliadmin.moc"
