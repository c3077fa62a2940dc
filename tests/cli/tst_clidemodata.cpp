// End-to-end: `extract-inspector-cli demo-data` writes a snapshot, prints its summary, refuses to
// overwrite without --force, and rejects bad flags with exit code 2.
#include <common/clirun.h>
#include <common/testutil.h>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using Ei::Test::CliRun;
using Ei::Test::runCli;

class TestCliDemoData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writesSnapshotAndSummary()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("demo"));
        const CliRun r =
            runCli({QStringLiteral("demo-data"), QStringLiteral("--out"), out, QStringLiteral("--rows"),
                    QStringLiteral("30"), QStringLiteral("--seed"), QStringLiteral("5")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.contains("demo-data: ")); // progress on stderr
        const QJsonObject summary = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(summary.value(QStringLiteral("rows")).toInt(), 30);
        QCOMPARE(summary.value(QStringLiteral("pdfs")).toInt(), 30);
        QCOMPARE(summary.value(QStringLiteral("lifecycle")).toObject().size(), 6);
        QCOMPARE(summary.value(QStringLiteral("mstatus")).toObject().keys().size() >= 6, true);
        QVERIFY(summary.value(QStringLiteral("warcFiles")).toInt() >= 2);
        QVERIFY(summary.value(QStringLiteral("bytes")).toDouble() > 0);

        for (const char *f : {"manifest.json", "schema.json", "rows.jsonl", "crossref/records.jsonl"}) {
            QVERIFY2(QFileInfo::exists(out + QLatin1Char('/') + QString::fromLatin1(f)), f);
        }
        QVERIFY(!QFileInfo::exists(out + QStringLiteral(".partial")));
        const QJsonObject manifest =
            QJsonDocument::fromJson(Ei::Test::readFile(out + QStringLiteral("/manifest.json"))).object();
        QCOMPARE(manifest.value(QStringLiteral("pdfSources")).toArray().first().toString(),
                 QStringLiteral("warc-dir:warcs"));
        QCOMPARE(manifest.value(QStringLiteral("generator")).toObject().value(QStringLiteral("seed")).toInt(),
                 5);
        QCOMPARE(Ei::Test::readFile(out + QStringLiteral("/rows.jsonl")).count('\n'), 30);

        // Same flags again: refused (exit 2), the snapshot untouched; with --force it is replaced.
        const QByteArray before = Ei::Test::readFile(out + QStringLiteral("/rows.jsonl"));
        const CliRun again = runCli({QStringLiteral("demo-data"), QStringLiteral("--out"), out,
                                     QStringLiteral("--rows"), QStringLiteral("20")});
        QCOMPARE(again.exitCode, 2);
        QVERIFY(again.err.contains("--force"));
        QCOMPARE(Ei::Test::readFile(out + QStringLiteral("/rows.jsonl")), before);
        const CliRun forced =
            runCli({QStringLiteral("demo-data"), QStringLiteral("--out"), out, QStringLiteral("--rows"),
                    QStringLiteral("20"), QStringLiteral("--force"), QStringLiteral("--quiet")});
        QCOMPARE(forced.exitCode, 0);
        QCOMPARE(forced.err, QByteArray());
        QCOMPARE(Ei::Test::readFile(out + QStringLiteral("/rows.jsonl")).count('\n'), 20);
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no --out") << QStringList{QStringLiteral("demo-data")};
        QTest::newRow("rows not a number")
            << QStringList{QStringLiteral("demo-data"), QStringLiteral("--out"), QStringLiteral("x"),
                           QStringLiteral("--rows"), QStringLiteral("many")};
        QTest::newRow("too few rows")
            << QStringList{QStringLiteral("demo-data"), QStringLiteral("--out"), QStringLiteral("x"),
                           QStringLiteral("--rows"), QStringLiteral("3")};
        QTest::newRow("bad seed") << QStringList{QStringLiteral("demo-data"), QStringLiteral("--out"),
                                                 QStringLiteral("x"), QStringLiteral("--seed"),
                                                 QStringLiteral("-1")};
        QTest::newRow("stray positional") << QStringList{QStringLiteral("demo-data"), QStringLiteral("--out"),
                                                         QStringLiteral("x"), QStringLiteral("extra")};
    }
    void rejectsBadInput()
    {
        QFETCH(QStringList, args);
        QTemporaryDir tmp;
        Ei::Test::CliOptions options;
        options.workingDirectory = tmp.path();
        const CliRun r = runCli(args, options);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.startsWith("extract-inspector-cli: "));
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("x"))));
    }
};

QTEST_GUILESS_MAIN(TestCliDemoData)
#include "tst_clidemodata.moc"
