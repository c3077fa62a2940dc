// End to end on the demo table served by `serve`: curator edits (check-and-put), two curators
// racing on one row, DOI lookup with its local index, reprocessing, export and re-import, and the
// row-based tei/match/pdf commands. Every command is the real CLI binary.
#include <common/clirun.h>
#include <common/testutil.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using Ei::Test::CliRun;

namespace {

bool copyTree(const QString &from, const QString &to)
{
    QDir().mkpath(to);
    const QDir src(from);
    for (const QFileInfo &fi : src.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = to + QLatin1Char('/') + fi.fileName();
        if (fi.isDir() ? !copyTree(fi.filePath(), target) : !QFile::copy(fi.filePath(), target)) {
            return false;
        }
    }
    return true;
}

} // namespace

class TestCliCuration : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QTemporaryDir m_home; // the DOI index and settings of these runs
    QProcess m_serve;
    QString m_url;

    CliRun run(const QStringList &args, const QByteArray &input = {})
    {
        Ei::Test::CliOptions options;
        QProcessEnvironment &env = options.environment;
        env.insert(QStringLiteral("EI_HBASE_URL"), m_url);
        env.insert(QStringLiteral("EI_TABLE"), QStringLiteral("wbgrp-journal-extract-0-demo"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data"))); // write journal
        env.insert(QStringLiteral("EI_CURATOR"), QStringLiteral("tester"));
        options.input = input;
        return Ei::Test::runCli(args, options);
    }

    QStringList keysWhere(const QString &predicate)
    {
        const CliRun r = run(
            {QStringLiteral("scan"), QStringLiteral("--keys-only"), QStringLiteral("--where"), predicate});
        QStringList keys;
        for (const QByteArray &line : r.out.split('\n')) {
            if (!line.isEmpty()) {
                keys.append(QJsonDocument::fromJson(line).object().value(QStringLiteral("key")).toString());
            }
        }
        return keys;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The demo snapshot is generated at build time next to the executables.
        EI_REQUIRE_BUILT_DEMO();
        QVERIFY(copyTree(Ei::Test::builtDemoDir(), m_dir.filePath(QStringLiteral("demo"))));
        m_url = Ei::Test::startServe(m_serve, {QStringLiteral("serve"), QStringLiteral("--snapshot"),
                                               m_dir.filePath(QStringLiteral("demo")),
                                               QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")});
        QVERIFY(!m_url.isEmpty()); // startServe says why
    }

    void cleanupTestCase()
    {
        if (m_serve.state() == QProcess::Running) {
            QVERIFY(Ei::Test::stopServe(m_serve));
        }
    }

    void setStatusIncrementsRevision()
    {
        const QStringList keys = keysWhere(QStringLiteral("match0:mstatus=needs-review"));
        QVERIFY(!keys.isEmpty());
        const CliRun r =
            run({QStringLiteral("set-status"), keys.first(), QStringLiteral("--status"),
                 QStringLiteral("confirmed"), QStringLiteral("--note"), QStringLiteral("looked at it")});
        QCOMPARE(r.exitCode, 0);
        const int rev = r.out.trimmed().toInt();
        QVERIFY(rev >= 1);
        const CliRun row =
            run({QStringLiteral("get"), keys.first(), QStringLiteral("--columns"), QStringLiteral("match0")});
        const QJsonObject o = QJsonDocument::fromJson(row.out).object();
        QCOMPARE(o.value(QStringLiteral("match0:mstatus")).toString(), QStringLiteral("confirmed"));
        const QJsonObject minfo = o.value(QStringLiteral("match0:minfo")).toObject();
        QCOMPARE(minfo.value(QStringLiteral("rev")).toInt(), rev);
        QCOMPARE(minfo.value(QStringLiteral("by")).toString(), QStringLiteral("tester"));
        // A stale expected revision is a conflict and writes nothing.
        const CliRun stale =
            run({QStringLiteral("set-status"), keys.first(), QStringLiteral("--status"),
                 QStringLiteral("rejected"), QStringLiteral("--expect-rev"), QString::number(rev - 1)});
        QCOMPARE(stale.exitCode, 3);
    }

    void racingCuratorsExactlyOneWins()
    {
        const QStringList keys = keysWhere(QStringLiteral("match0:mstatus=ambiguous"));
        QVERIFY(!keys.isEmpty());
        // Both read the same revision, both check-and-put against the same minfo bytes.
        const CliRun before =
            run({QStringLiteral("get"), keys.first(), QStringLiteral("--columns"), QStringLiteral("match0")});
        const int rev = QJsonDocument::fromJson(before.out)
                            .object()
                            .value(QStringLiteral("match0:minfo"))
                            .toObject()
                            .value(QStringLiteral("rev"))
                            .toInt();
        QProcess a;
        QProcess b;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("EI_HBASE_URL"), m_url);
        env.insert(QStringLiteral("EI_TABLE"), QStringLiteral("wbgrp-journal-extract-0-demo"));
        // Both curators share one write journal: the second waits for the first's lock.
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        a.setProcessEnvironment(env);
        b.setProcessEnvironment(env);
        const QString cli = Ei::Test::cliPath();
        a.start(cli, {QStringLiteral("set-status"), keys.first(), QStringLiteral("--status"),
                      QStringLiteral("confirmed"), QStringLiteral("--expect-rev"), QString::number(rev)});
        b.start(cli, {QStringLiteral("set-status"), keys.first(), QStringLiteral("--status"),
                      QStringLiteral("rejected"), QStringLiteral("--expect-rev"), QString::number(rev)});
        QVERIFY(a.waitForFinished(60000));
        QVERIFY(b.waitForFinished(60000));
        const QList<int> codes{a.exitCode(), b.exitCode()};
        QCOMPARE(codes.count(0), 1);
        QCOMPARE(codes.count(3), 1);
        const CliRun after =
            run({QStringLiteral("get"), keys.first(), QStringLiteral("--columns"), QStringLiteral("match0")});
        const QJsonObject minfo =
            QJsonDocument::fromJson(after.out).object().value(QStringLiteral("match0:minfo")).toObject();
        QCOMPARE(minfo.value(QStringLiteral("rev")).toInt(), rev + 1); // applied once, not twice
    }

    void readOnlyRefusesBeforeAnyRequest()
    {
        const CliRun r =
            run({QStringLiteral("--read-only"), QStringLiteral("set-quality"),
                 QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J"), QStringLiteral("good")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("read-only"));
    }

    void doiLookupScansThenUsesTheIndex()
    {
        const CliRun scan =
            run({QStringLiteral("scan"), QStringLiteral("--where"), QStringLiteral("has:match0:doi"),
                 QStringLiteral("--columns"), QStringLiteral("match0:doi"), QStringLiteral("--limit"),
                 QStringLiteral("1")});
        const QJsonObject row = QJsonDocument::fromJson(scan.out.split('\n').first()).object();
        const QString doi = row.value(QStringLiteral("cells"))
                                .toArray()
                                .first()
                                .toObject()
                                .value(QStringLiteral("value"))
                                .toString();
        QVERIFY(doi.startsWith(QStringLiteral("10.")));
        const CliRun first =
            run({QStringLiteral("lookup"), QStringLiteral("https://doi.org/") + doi.toUpper()});
        QCOMPARE(first.exitCode, 0);
        QVERIFY(first.out.contains(row.value(QStringLiteral("key")).toString().toUtf8()));
        QVERIFY(first.err.contains("scanning"));
        const CliRun second = run({QStringLiteral("lookup"), QStringLiteral("doi:") + doi});
        QCOMPARE(second.exitCode, 0);
        QCOMPARE(second.out, first.out);
        QVERIFY(!second.err.contains("scanning")); // answered from the local index
        QCOMPARE(run({QStringLiteral("lookup"), QStringLiteral("10.9999/none")}).exitCode, 4);
    }

    void reprocessQueuesRowsOnce()
    {
        const QStringList errors = keysWhere(QStringLiteral("grobid0:status_code=503"));
        QVERIFY(!errors.isEmpty());
        const CliRun tsv = run({QStringLiteral("reprocess"), QStringLiteral("--where"),
                                QStringLiteral("grobid0:status_code=503"), QStringLiteral("--emit-tsv")});
        QCOMPARE(tsv.exitCode, 0);
        QCOMPARE(tsv.out.count('\n'), errors.size());
        QCOMPARE(tsv.out.split('\n').first().split('\t').size(), 4);
        QCOMPARE(keysWhere(QStringLiteral("grobid0:status_code=503")), errors); // --emit-tsv changed nothing
        const CliRun r = run({QStringLiteral("reprocess"), QStringLiteral("--where"),
                              QStringLiteral("grobid0:status_code=503")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(keysWhere(QStringLiteral("grobid0:status_code=503")).isEmpty());
        const QStringList queued = keysWhere(QStringLiteral("has:grobid0:reprocess"));
        for (const QString &k : errors) {
            QVERIFY(queued.contains(k));
        }
        // Asking again finds nothing to reset: nothing is applied twice.
        const CliRun again = run({QStringLiteral("reprocess"), errors.first()});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.err.contains("0 done"));
    }

    void exportAndReimportRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("jsonl") << QStringLiteral("rows.jsonl");
        QTest::newRow("jsonl.sz") << QStringLiteral("rows.jsonl.sz");
    }
    void exportAndReimportRoundTrip()
    {
        QFETCH(QString, name);
        const QString path = m_dir.filePath(name);
        const CliRun ex = run({QStringLiteral("export"), QStringLiteral("--where"),
                               QStringLiteral("match0:mstatus=rejected"), QStringLiteral("--out"), path});
        QCOMPARE(ex.exitCode, 0);
        QVERIFY(QFileInfo(path).size() > 0);
        QVERIFY(!QFileInfo::exists(path + QStringLiteral(".partial")));
        const CliRun im = run({QStringLiteral("import"), path});
        QCOMPARE(im.exitCode, 0);
        QVERIFY(im.err.contains("imported"));
        // Keys read from stdin with "-".
        const QStringList keys = keysWhere(QStringLiteral("match0:mstatus=rejected"));
        const CliRun byKeys =
            run({QStringLiteral("export"), QStringLiteral("-"), QStringLiteral("--format"),
                 QStringLiteral("tsv"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("k.tsv"))},
                keys.join(QLatin1Char('\n')).toUtf8());
        QCOMPARE(byKeys.exitCode, 0);
        QCOMPARE(Ei::Test::readFile(m_dir.filePath(QStringLiteral("k.tsv"))).count('\n'), keys.size() + 1);
    }

    void rowBasedTeiMatchAndPdf()
    {
        const QStringList keys = keysWhere(QStringLiteral("match0:mstatus=matched"));
        QVERIFY(!keys.isEmpty());
        const CliRun tei = run({QStringLiteral("tei"), keys.first(), QStringLiteral("--json")});
        QCOMPARE(tei.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(tei.out).isObject());
        const CliRun match = run({QStringLiteral("match"), keys.first(), QStringLiteral("--crossref"),
                                  QStringLiteral("postgrest:") + m_url});
        QCOMPARE(match.exitCode, 0);
        QVERIFY(!QJsonDocument::fromJson(match.out)
                     .object()
                     .value(QStringLiteral("verdict"))
                     .toString()
                     .isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("row.pdf"));
        const CliRun pdf = run({QStringLiteral("--pdf-source"),
                                QStringLiteral("warc-dir:") + m_dir.filePath(QStringLiteral("demo/warcs")),
                                QStringLiteral("pdf"), keys.first(), QStringLiteral("-o"), out});
        QCOMPARE(pdf.exitCode, 0);
        QVERIFY(Ei::Test::readFile(out).startsWith("%PDF-"));
    }
};

QTEST_GUILESS_MAIN(TestCliCuration)
#include "tst_clicuration.moc"
