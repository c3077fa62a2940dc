// `tei-diff A B` end to end with each kind of side: TEI files from the corpus, a row of a served
// table, the same row in an export (EXPORT_PATH#KEY). Exit 0 whether the documents differ or not.
#include <common/clirun.h>
#include <common/servedtable.h>
#include <common/testutil.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <server/restserver.h>

using Ei::Test::CliRun;

namespace {

QString jit(const char *version)
{
    return Ei::Test::corpusPath(
        QStringLiteral("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-%1.tei.xml")
            .arg(QLatin1StringView(version)));
}

} // namespace

class TestCliTeiDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void filesOfTwoVersions()
    {
        EI_REQUIRE_CORPUS();
        const CliRun r = Ei::Test::runCli({QStringLiteral("tei-diff"), jit("0.7.2"), jit("0.8.2")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("identical")).toBool(), false);
        const QJsonArray differences = o.value(QStringLiteral("differences")).toArray();
        QVERIFY(differences.contains(QStringLiteral("header.title")));
        const QJsonObject refs = o.value(QStringLiteral("references")).toObject();
        QVERIFY(refs.value(QStringLiteral("a")).toInteger() > 100);
        QVERIFY(refs.value(QStringLiteral("b")).toInteger() > 100);
        QVERIFY(refs.contains(QStringLiteral("onlyA")) && refs.contains(QStringLiteral("onlyB")));

        const CliRun text = Ei::Test::runCli(
            {QStringLiteral("tei-diff"), jit("0.7.2"), jit("0.8.2"), QStringLiteral("--text")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.startsWith("differs in: "));
        QVERIFY(text.out.contains("Debates and Perspectives Paper"));
    }

    // A row, the same row in an export and the file it was loaded from are one document.
    void rowExportAndFileAgree()
    {
        EI_REQUIRE_CORPUS();
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        const QByteArray key = Ei::Test::ServedTable::keyFor("jit-0.8.2");
        table.put({Ei::Core::Row{
            key, {Ei::Test::ServedTable::textCell("grobid0:tei_xml", Ei::Test::readFile(jit("0.8.2")))}}});
        const QStringList connection{QStringLiteral("--url"), table.server()->baseUrl(),
                                     QStringLiteral("--table"), table.table()};
        QTemporaryDir dir;
        const QString exportPath = dir.filePath(QStringLiteral("rows.jsonl"));
        const CliRun exported =
            Ei::Test::runCli(connection + QStringList{QStringLiteral("export"), QString::fromLatin1(key),
                                                      QStringLiteral("--format"), QStringLiteral("jsonl"),
                                                      QStringLiteral("--out"), exportPath});
        QVERIFY2(exported.exitCode == 0, exported.err.constData());

        const QString rowKey = QString::fromLatin1(key);
        for (const QString &other : QStringList{exportPath + u'#' + rowKey, jit("0.8.2")}) {
            const CliRun r =
                Ei::Test::runCli(connection + QStringList{QStringLiteral("tei-diff"), rowKey, other});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("identical")).toBool(),
                     true);
        }
        const CliRun older =
            Ei::Test::runCli(connection + QStringList{QStringLiteral("tei-diff"), rowKey, jit("0.7.2")});
        QCOMPARE(older.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(older.out).object().value(QStringLiteral("identical")).toBool(),
                 false);

        const CliRun missing = Ei::Test::runCli(
            connection + QStringList{QStringLiteral("tei-diff"), rowKey,
                                     QString::fromLatin1(Ei::Test::ServedTable::keyFor("no such row"))});
        QCOMPARE(missing.exitCode, 4);
        QVERIFY(missing.err.contains("grobid0:tei_xml"));
    }

    void badSides_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("one side") << QStringList{QStringLiteral("a.xml")} << 2;
        // A missing file was taken for a row key and answered "no table", once for each side.
        QTest::newRow("no such file")
            << QStringList{QStringLiteral("/no/such.xml"), QStringLiteral("x")} << 1;
        QTest::newRow("no such file, no path")
            << QStringList{QStringLiteral("paper.tei.xml"), QStringLiteral("x")} << 1;
        QTest::newRow("a folder") << QStringList{QStringLiteral("/"), QStringLiteral("x")} << 2;
        QTest::newRow("two keys, no table")
            << QStringList{QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J"),
                           QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J")}
            << 2;
    }
    void badSides()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        const CliRun r = Ei::Test::runCli(QStringList{QStringLiteral("tei-diff")} + args);
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(r.err.count("extract-inspector-cli: "), 1); // said once, not once per side
        QVERIFY(r.out.isEmpty());
    }

    // A side that is not a regular file: /dev/stdin here, a shell's <(…) pipe in use. Both were
    // taken for row keys.
    void sideFromAPipe()
    {
        EI_REQUIRE_CORPUS();
        Ei::Test::CliOptions options;
        options.input = Ei::Test::readFile(jit("0.8.2"));
        const CliRun r = Ei::Test::runCli(
            {QStringLiteral("tei-diff"), QStringLiteral("/dev/stdin"), jit("0.8.2")}, options);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("identical")).toBool(), true);
    }
};

QTEST_MAIN(TestCliTeiDiff)
#include "tst_cliteidiff.moc"
