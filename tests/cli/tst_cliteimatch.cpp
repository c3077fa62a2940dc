// End-to-end: `tei --file`, `tei KEY -o FILE` and `match --tei --crossref-file` on corpus files,
// and their errors.
#include <common/clirun.h>
#include <common/servedtable.h>
#include <common/testutil.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <server/restserver.h>

class TestCliTeiMatch : public QObject
{
    Q_OBJECT

private:
    static Ei::Test::CliRun run(const QStringList &args) { return Ei::Test::runCli(args); }
    static QString corpus(const char *relative) { return Ei::Test::corpusPath(QLatin1StringView(relative)); }

private Q_SLOTS:
    void teiJson()
    {
        EI_REQUIRE_CORPUS();
        const Ei::Test::CliRun r =
            run({QStringLiteral("tei"), QStringLiteral("--file"),
                 corpus("pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml"),
                 QStringLiteral("--elements")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("grobid")).toObject().value(QStringLiteral("version")).toString(),
                 QStringLiteral("0.8.2"));
        QCOMPARE(o.value(QStringLiteral("coords")).toObject().value(QStringLiteral("elements")).toInt(), 234);
        QCOMPARE(o.value(QStringLiteral("elements")).toArray().size(), 234);
        QCOMPARE(o.value(QStringLiteral("pages")).toArray().size(), 7);
        QVERIFY(o.value(QStringLiteral("header"))
                    .toObject()
                    .value(QStringLiteral("title"))
                    .toString()
                    .startsWith(QStringLiteral("How to build")));
    }

    void teiRawAndPretty()
    {
        EI_REQUIRE_CORPUS();
        const QString file = corpus("tei/odd/miku_citation_empty.tei.xml");
        const Ei::Test::CliRun raw = run({QStringLiteral("tei"), QStringLiteral("--file"), file});
        QCOMPARE(raw.exitCode, 0);
        QCOMPARE(raw.out, Ei::Test::readFile(file));
        const Ei::Test::CliRun pretty =
            run({QStringLiteral("tei"), QStringLiteral("--file"), file, QStringLiteral("--pretty")});
        QCOMPARE(pretty.exitCode, 0);
        QVERIFY(pretty.out.contains("\n  <monogr>"));
    }

    // `tei KEY -o FILE` writes exactly the cell's bytes, the same bytes stdout gets; a row without
    // TEI leaves no file behind.
    void teiRowToFile()
    {
        EI_REQUIRE_CORPUS();
        // Non-ASCII text and no final newline: nothing may be re-encoded or added.
        const QByteArray tei = Ei::Test::readFile(
            corpus("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.8.2.tei.xml"));
        QVERIFY(!tei.isEmpty() && !tei.endsWith('\n'));
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        const QByteArray key = Ei::Test::ServedTable::keyFor("jit2022");
        table.put({Ei::Core::Row{key, {Ei::Test::ServedTable::textCell("grobid0:tei_xml", tei)}}});
        const QStringList connection{QStringLiteral("--url"), table.server()->baseUrl(),
                                     QStringLiteral("--table"), table.table(), QStringLiteral("tei")};
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("paper.tei.xml"));

        const Ei::Test::CliRun toFile =
            run(connection + QStringList{QString::fromLatin1(key), QStringLiteral("-o"), file});
        QCOMPARE(toFile.exitCode, 0);
        QVERIFY(toFile.out.isEmpty());
        QCOMPARE(Ei::Test::readFile(file), tei);
        const Ei::Test::CliRun toStdout = run(connection + QStringList{QString::fromLatin1(key)});
        QCOMPARE(toStdout.exitCode, 0);
        QCOMPARE(toStdout.out, tei);

        const QString json = dir.filePath(QStringLiteral("paper.json"));
        const Ei::Test::CliRun parsed =
            run(connection + QStringList{QString::fromLatin1(key), QStringLiteral("--json"),
                                         QStringLiteral("--out=") + json});
        QCOMPARE(parsed.exitCode, 0);
        QCOMPARE(Ei::Test::readFile(json),
                 run(connection + QStringList{QString::fromLatin1(key), QStringLiteral("--json")}).out);

        const QString missing = dir.filePath(QStringLiteral("missing.tei.xml"));
        const Ei::Test::CliRun none =
            run(connection + QStringList{QString::fromLatin1(Ei::Test::ServedTable::keyFor("none")),
                                         QStringLiteral("-o"), missing});
        QCOMPARE(none.exitCode, 4);
        QVERIFY(!QFile::exists(missing));
    }

    void teiErrors_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("no file") << QStringList{QStringLiteral("tei")} << 2;
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("tei"), QStringLiteral("--file"),
                           QStringLiteral("/nonexistent/x.xml"), QStringLiteral("--json")}
            << 1;
        QTest::newRow("html error page")
            << QStringList{QStringLiteral("tei"), QStringLiteral("--file"),
                           corpus("tei/odd/grobid_client_406_error.txt"), QStringLiteral("--json")}
            << 2;
        QTest::newRow("empty file") << QStringList{QStringLiteral("tei"), QStringLiteral("--file"),
                                                   corpus("tei/odd/grobid_client_408_empty.txt"),
                                                   QStringLiteral("--json")}
                                    << 2;
        QTest::newRow("match without files") << QStringList{QStringLiteral("match")} << 2;
        QTest::newRow("match with a TEI as crossref")
            << QStringList{QStringLiteral("match"), QStringLiteral("--tei"),
                           corpus("tei/sandcrawler_small.xml"), QStringLiteral("--crossref-file"),
                           corpus("tei/sandcrawler_small.xml")}
            << 2;
    }

    void teiErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        const Ei::Test::CliRun r = run(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY(r.err.startsWith("extract-inspector-cli: "));
        QCOMPARE(r.err.count('\n'), 1); // one sentence, no trace
    }

    void matchJit_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("0.7.2") << "0.7.2" << "strong";
        QTest::newRow("0.8.2") << "0.8.2" << "exact";
    }

    void matchJit()
    {
        QFETCH(QString, version);
        QFETCH(QString, verdict);
        const Ei::Test::CliRun r =
            run({QStringLiteral("match"), QStringLiteral("--tei"),
                 Ei::Test::corpusPath(
                     QStringLiteral("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-%1.tei.xml")
                         .arg(version)),
                 QStringLiteral("--crossref-file"),
                 corpus("pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), verdict);
        QVERIFY(o.value(QStringLiteral("reasons")).toArray().contains(QStringLiteral("doi-equal")));
        QCOMPARE(o.value(QStringLiteral("fields")).toArray().size(), 8);
        QCOMPARE(o.value(QStringLiteral("crossref")).toObject().value(QStringLiteral("doi")).toString(),
                 QStringLiteral("10.1177/02683962211048201"));
    }
};

QTEST_GUILESS_MAIN(TestCliTeiMatch)
#include "tst_cliteimatch.moc"
