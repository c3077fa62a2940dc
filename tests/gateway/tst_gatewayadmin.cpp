// Gateway tier (docs/real-hbase.md): the admin commands end to end against whichever gateway
// GatewayUnderTest gives — `serve` in the ordinary suite, the real HBase 2.6 REST gateway in
// `tools/dev test-hbase` — with the same expectations. Every table is new (tables outlive a test
// run on a real cluster) and dropped at the end.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "common/gatewayundertest.h"
#include "common/jsonlines.h"

using namespace Qt::StringLiterals;
using Ei::Test::CliRun;
using Ei::Test::jsonLines;
using Ei::Test::jsonOf;

namespace {

QJsonObject familyOf(const QJsonObject &schema, const QString &name)
{
    for (const QJsonValue &v : schema.value(u"ColumnSchema"_s).toArray()) {
        if (v.toObject().value(u"name"_s).toString() == name) {
            return v.toObject();
        }
    }
    return {};
}

QStringList familyNames(const QJsonObject &schema)
{
    QStringList names;
    for (const QJsonValue &v : schema.value(u"ColumnSchema"_s).toArray()) {
        names.append(v.toObject().value(u"name"_s).toString());
    }
    names.sort();
    return names;
}

} // namespace

class TestGatewayAdmin : public QObject
{
    Q_OBJECT

    Ei::Test::GatewayUnderTest m_gateway;
    QStringList m_tablesToDrop;

    CliRun run(const QStringList &args, const QString &table = {}) { return m_gateway.cli(args, table); }

    QString newTable(const QString &stem)
    {
        const QString name = m_gateway.uniqueTable(stem);
        m_tablesToDrop.append(name);
        return name;
    }

    QJsonObject schemaOf(const QString &table)
    {
        const CliRun r = run({u"schema"_s}, table);
        return r.exitCode == 0 ? jsonOf(r.out) : QJsonObject();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_gateway.start(), qPrintable(m_gateway.error())); }

    void cleanupTestCase()
    {
        for (const QString &table : std::as_const(m_tablesToDrop)) {
            run({u"drop-table"_s, table, u"--confirm"_s, table});
        }
    }

    void versionNamesTheCluster()
    {
        const CliRun r = run({u"version"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("cluster 2."), r.out.constData());
    }

    // A table made from the journal-extract profile passes its own check, on either gateway: the
    // families and their attributes (grobid0 SNAPPY) are what HBase stores and reports back.
    void createFromProfilePassesSchemaCheck()
    {
        const QString table = newTable(u"ei-admin-profile"_s);
        const CliRun created = run({u"create-table"_s, table, u"--profile"_s, u"journal-extract"_s});
        QVERIFY2(created.exitCode == 0,
                 qPrintable(m_gateway.describe() + u": "_s + QString::fromUtf8(created.err)));
        QCOMPARE(familyNames(schemaOf(table)), (QStringList{u"f"_s, u"file"_s, u"grobid0"_s, u"match0"_s}));
        QCOMPARE(familyOf(schemaOf(table), u"grobid0"_s).value(u"COMPRESSION"_s).toString(), u"SNAPPY"_s);
        const CliRun check = run({u"schema-check"_s}, table);
        QVERIFY2(check.exitCode == 0, check.out.constData());
        QVERIFY(jsonOf(check.out).value(u"findings"_s).toArray().isEmpty());
        // Creating it again is a conflict, not a replacement.
        QCOMPARE(run({u"create-table"_s, table, u"--profile"_s, u"journal-extract"_s}).exitCode, 3);
    }

    // alter-table changes one family and keeps the others; drop-family removes exactly one.
    void alterAddAndDropFamilies_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("attribute");
        QTest::addColumn<QString>("value");
        QTest::newRow("VERSIONS") << u"match0"_s << u"VERSIONS"_s << u"3"_s;
        QTest::newRow("COMPRESSION") << u"file"_s << u"COMPRESSION"_s << u"SNAPPY"_s;
        QTest::newRow("BLOOMFILTER") << u"f"_s << u"BLOOMFILTER"_s << u"ROWCOL"_s;
        QTest::newRow("IN_MEMORY") << u"grobid0"_s << u"IN_MEMORY"_s << u"true"_s;
    }
    void alterAddAndDropFamilies()
    {
        QFETCH(QString, family);
        QFETCH(QString, attribute);
        QFETCH(QString, value);
        const QString table = newTable(u"ei-admin-alter"_s);
        QCOMPARE(run({u"create-table"_s, table, u"--profile"_s, u"journal-extract"_s}).exitCode, 0);
        QVERIFY(
            m_gateway
                .cli({u"put"_s, u"sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"_s, u"file:mime=application/pdf"_s},
                     table)
                .exitCode == 0);

        const CliRun alter =
            run({u"alter-table"_s, u"--family"_s, family, u"--set"_s, attribute + u'=' + value}, table);
        QVERIFY2(alter.exitCode == 0, alter.err.constData());
        const QJsonObject schema = schemaOf(table);
        QCOMPARE(familyOf(schema, family).value(attribute).toString(), value);
        QCOMPARE(familyNames(schema), (QStringList{u"f"_s, u"file"_s, u"grobid0"_s, u"match0"_s}));
        // grobid0 keeps SNAPPY whichever family changed.
        QCOMPARE(familyOf(schema, u"grobid0"_s).value(u"COMPRESSION"_s).toString(), u"SNAPPY"_s);

        QCOMPARE(run({u"alter-table"_s, u"--add-family"_s, u"extra"_s}, table).exitCode, 0);
        QVERIFY(familyNames(schemaOf(table)).contains(u"extra"_s));
        QCOMPARE(run({u"alter-table"_s, u"--drop-family"_s, u"extra"_s, u"--confirm"_s, u"extra"_s}, table)
                     .exitCode,
                 0);
        QCOMPARE(familyNames(schemaOf(table)), (QStringList{u"f"_s, u"file"_s, u"grobid0"_s, u"match0"_s}));
        // The row is still there after three schema changes.
        QCOMPARE(run({u"scan"_s, u"--keys-only"_s}, table).out.count('\n'), 1);
    }

    // What HBase refuses is refused by the CLI before any request (exit 2), on either gateway.
    void refusedBeforeTheWire_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("VERSIONS=abc")
            << QStringList{u"alter-table"_s, u"--family"_s, u"f"_s, u"--set"_s, u"VERSIONS=abc"_s};
        QTest::newRow("bad table name")
            << QStringList{u"create-table"_s, u"bad name!"_s, u"--family"_s, u"f"_s};
        QTest::newRow("drop without confirm") << QStringList{u"drop-table"_s, u"ei-admin-x"_s};
        QTest::newRow("built-in namespace")
            << QStringList{u"namespace"_s, u"drop"_s, u"default"_s, u"--confirm"_s, u"default"_s};
    }
    void refusedBeforeTheWire()
    {
        QFETCH(QStringList, args);
        const CliRun r = run(args, u"ei-gateway-seed"_s);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }

    // A namespace with a table in it cannot be dropped; empty, it can; its table is reached as
    // ns:table throughout.
    void namespaceLifecycle()
    {
        const QString ns = u"eins%1"_s.arg(QCoreApplication::applicationPid());
        QCOMPARE(run({u"namespace"_s, u"create"_s, ns}).exitCode, 0);
        QVERIFY(run({u"namespaces"_s}).out.split('\n').contains(ns.toUtf8()));
        const QString table = ns + u":t"_s;
        QCOMPARE(run({u"create-table"_s, table, u"--family"_s, u"cf"_s}).exitCode, 0);
        // HBase lists a namespace's tables by qualifier (/namespaces/NS/tables).
        QCOMPARE(run({u"tables"_s, u"--namespace"_s, ns}).out, QByteArray("t\n"));
        const CliRun busy = run({u"namespace"_s, u"drop"_s, ns, u"--confirm"_s, ns});
        QVERIFY2(busy.exitCode != 0, busy.out.constData());
        QVERIFY2(busy.err.contains("table"), busy.err.constData());
        QCOMPARE(run({u"drop-table"_s, table, u"--confirm"_s, table}).exitCode, 0);
        const CliRun dropped = run({u"namespace"_s, u"drop"_s, ns, u"--confirm"_s, ns});
        QVERIFY2(dropped.exitCode == 0, dropped.err.constData());
        QVERIFY(!run({u"namespaces"_s}).out.split('\n').contains(ns.toUtf8()));
    }

    void dropTable()
    {
        const QString table = m_gateway.uniqueTable(u"ei-admin-drop"_s);
        QCOMPARE(run({u"create-table"_s, table, u"--family"_s, u"cf"_s}).exitCode, 0);
        QVERIFY(run({u"tables"_s}).out.split('\n').contains(table.toUtf8()));
        QCOMPARE(run({u"drop-table"_s, table, u"--confirm"_s, table}).exitCode, 0);
        QVERIFY(!run({u"tables"_s}).out.split('\n').contains(table.toUtf8()));
        QCOMPARE(run({u"schema"_s}, table).exitCode, 4);
    }

    // The regions of a split table cover the key space without gap or overlap, and a scan of each
    // region's range finds its share of the rows: together exactly the table. On real HBase the
    // rig split the table in advance (tools/hbase/run --pre-split); serve splits every N rows.
    void regionsOfASplitTable()
    {
        QString table = m_gateway.presplitTable();
        int expectedRegions = m_gateway.presplitRegions();
        if (table.isEmpty()) {
            table = newTable(u"ei-admin-regions"_s);
            QVERIFY2(m_gateway.createDemoTable(table), qPrintable(m_gateway.error()));
        } else {
            const CliRun imported = run({u"import"_s, Ei::Test::GatewayUnderTest::demoRowsFile()}, table);
            QVERIFY2(imported.exitCode == 0, imported.err.constData());
        }
        const qsizetype total = run({u"scan"_s, u"--keys-only"_s}, table).out.count('\n');
        QCOMPARE(total, 240);
        if (expectedRegions == 0) {
            // A new table on real HBase is one region until it grows; serve splits every N rows.
            expectedRegions =
                m_gateway.isRealHBase()
                    ? 1
                    : int((total + m_gateway.serveRegionRows() - 1) / m_gateway.serveRegionRows());
        }
        const CliRun r = run({u"regions"_s}, table);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QJsonObject> regions = jsonLines(r.out);
        QCOMPARE(regions.size(), expectedRegions);
        QString previousEnd;
        qsizetype counted = 0;
        for (const QJsonObject &region : regions) {
            const QString start = region.value(u"startKey"_s).toString();
            const QString end = region.value(u"endKey"_s).toString();
            QCOMPARE(start, previousEnd);
            QVERIFY(region.value(u"name"_s).toString().startsWith(table + u','));
            QStringList args{u"scan"_s, u"--keys-only"_s};
            if (!start.isEmpty()) {
                args << u"--start"_s << start;
            }
            if (!end.isEmpty()) {
                args << u"--stop"_s << end;
            }
            const CliRun part = run(args, table);
            QVERIFY2(part.exitCode == 0, part.err.constData());
            const qsizetype rows = part.out.count('\n');
            QVERIFY2(rows > 0, qPrintable(u"region [%1, %2) is empty"_s.arg(start, end)));
            counted += rows;
            previousEnd = end;
        }
        QVERIFY(previousEnd.isEmpty());
        QCOMPARE(counted, total);

        // Read region by region with several scanners (issue 28): cut at exactly these regions,
        // the same bytes as one scanner.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString one = dir.filePath(u"one.jsonl"_s);
        const QString many = dir.filePath(u"many.jsonl"_s);
        const CliRun sequential = run({u"export"_s, u"--parallel"_s, u"1"_s, u"--out"_s, one}, table);
        QVERIFY2(sequential.exitCode == 0, sequential.err.constData());
        const CliRun parallel =
            run({u"export"_s, u"--parallel"_s, u"8"_s, u"--verbose"_s, u"--out"_s, many}, table);
        QVERIFY2(parallel.exitCode == 0, parallel.err.constData());
        QVERIFY2(parallel.err.contains(u"reading %1 key range(s)"_s.arg(regions.size()).toUtf8()),
                 parallel.err.constData());
        QFile a(one);
        QFile b(many);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray bytes = a.readAll();
        QCOMPARE(bytes.count('\n'), 240);
        QVERIFY(b.readAll() == bytes);
    }

    void statusListsALiveNode()
    {
        const CliRun r = run({u"status"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = jsonOf(r.out);
        QVERIFY(o.value(u"liveNodes"_s).toArray().size() >= 1);
        QCOMPARE(o.value(u"deadNodes"_s).toArray().size(), 0);
        QVERIFY(o.value(u"regions"_s).toInt() >= 1);
    }
};

QTEST_GUILESS_MAIN(TestGatewayAdmin)
#include "tst_gatewayadmin.moc"
