// End-to-end against a real PostgreSQL 17: crossref-load puts the corpus's Crossref records into
// seed 003's table (and into a folder serve mirrors), `match KEY --crossref postgres:…` gives the
// same report as `postgrest:` on the same records (serve's in-memory mirror, and serve's mirror
// backed by the table), bad records are reported with their position and never stop the load,
// an interrupted load resumes to exactly the same table, and a wrong password is one sentence.
#include <csignal>

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <server/snapshot.h>

#include "common/clirun.h"
#include "common/postgresserver.h"
#include "common/servedtable.h"
#include "common/testutil.h"

using namespace Ei;
using Test::CliRun;

namespace {

const QString kDatabase = QStringLiteral("sandcrawler");
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");
const QByteArray kJitDoi = "10.1177/02683962211048201";

// Every Crossref record file of the corpus (the TEI files beside them are not dumps).
QStringList corpusDumps()
{
    QStringList files;
    QDirIterator it(Test::corpusPath(QStringLiteral("crossref")),
                    {QStringLiteral("*.json"), QStringLiteral("*.json.gz")});
    while (it.hasNext()) {
        files << it.next();
    }
    files.sort();
    files << Test::corpusPath(QStringLiteral("pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json"));
    return files;
}

QByteArray smallRecord(const QByteArray &doi)
{
    return "{\"DOI\":\"" + doi +
           "\",\"indexed\":{\"date-time\":\"2021-05-06T07:08:09Z\"},\"title\":[\"A Small Record\"],\"type\":"
           "\"journal-article\"}";
}

} // namespace

class TestCliCrossrefLoad : public QObject
{
    Q_OBJECT

private:
    Test::PostgresServer m_server;
    QTemporaryDir m_dir;
    int m_databases = 0;

    Test::CliOptions withPassword(const QByteArray &password = Test::PostgresServer::password()) const
    {
        Test::CliOptions options;
        options.environment.insert(QStringLiteral("PGPASSWORD"), QString::fromUtf8(password));
        options.workingDirectory = m_dir.path();
        options.timeoutMs = 120000;
        return options;
    }

    // A new database with seed 003's empty table; its connection string.
    QString freshDatabase()
    {
        const QString name = QStringLiteral("load%1").arg(++m_databases);
        if (!m_server.createCrossrefDatabase(name)) {
            qFatal("%s", qPrintable(m_server.error()));
        }
        return m_server.conninfo(name);
    }

    qint64 rows(const QString &conninfo, const QByteArray &where = "true")
    {
        const QString database = conninfo.section(QStringLiteral("dbname="), 1).section(u' ', 0, 0);
        auto result = m_server.sql("SELECT count(*) FROM crossref WHERE " + where, database);
        return result ? result->value(0).value(0).toLongLong() : -1;
    }

    QString write(const QString &name, const QByteArray &data)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size()) {
            qFatal("cannot write a test file");
        }
        return f.fileName();
    }

    static QJsonObject summary(const CliRun &run) { return QJsonDocument::fromJson(run.out).object(); }

private Q_SLOTS:
    void initTestCase()
    {
        EI_REQUIRE_CORPUS();
        EI_REQUIRE_POSTGRES(m_server);
        QVERIFY(m_dir.isValid());
    }

    void loadsTheCorpus()
    {
        const QString db = freshDatabase();
        const CliRun run =
            Test::runCli(QStringList{QStringLiteral("crossref-load")} + corpusDumps() +
                             QStringList{QStringLiteral("--to"), QStringLiteral("postgres:") + db},
                         withPassword());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject s = summary(run);
        // 24 records in 9 files; two DOIs come twice (the SICI record, 10.1002/cfg.158).
        QCOMPARE(s.value(QStringLiteral("stored")).toInteger(), 22);
        QCOMPARE(s.value(QStringLiteral("kept")).toInteger(), 2);
        QCOMPARE(s.value(QStringLiteral("bad")).toInteger(), 0);
        QCOMPARE(s.value(QStringLiteral("complete")).toBool(), true);
        QCOMPARE(rows(db), 22);
        QCOMPARE(rows(db, "doi = '10.1002/(sici)1097-461x(1998)66:4<261::aid-qua1>3.0.co;2-t' AND "
                          "record->'author'->0->>'family' IS NOT NULL"),
                 1);
        QCOMPARE(rows(db, "indexed = '2021-06-10T05:35:02Z' AND doi = '10.1017/s1047951103000064'"), 1);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("crossref-load.state.json")))); // done: no state
        // The same files again change nothing: every DOI is there with the same `indexed`.
        const CliRun again =
            Test::runCli(QStringList{QStringLiteral("crossref-load")} + corpusDumps() +
                             QStringList{QStringLiteral("--to"), QStringLiteral("postgres:") + db},
                         withPassword());
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(summary(again).value(QStringLiteral("stored")).toInteger(), 0);
        QCOMPARE(summary(again).value(QStringLiteral("kept")).toInteger(), 24);
        QCOMPARE(rows(db), 22);
    }

    void folderFileLoadsAgain()
    {
        // Regression: `--to DIR` wrote {"doi","indexed","record"} lines that crossref-load then
        // refused as records without a DOI, so a folder could not be loaded into the database.
        const QString first = m_dir.filePath(QStringLiteral("folder-first"));
        const QString second = m_dir.filePath(QStringLiteral("folder-second"));
        const auto load = [&](const QStringList &inputs, const QString &to) {
            return Test::runCli(QStringList{QStringLiteral("crossref-load")} + inputs +
                                    QStringList{QStringLiteral("--to"), to, QStringLiteral("--state"),
                                                m_dir.filePath(QStringLiteral("folder.state.json"))},
                                withPassword());
        };
        const CliRun written = load(corpusDumps(), first);
        QVERIFY2(written.exitCode == 0, written.err.constData());
        const QString records = first + QStringLiteral("/crossref/records.jsonl");
        const CliRun again = load({records}, second);
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(summary(again).value(QStringLiteral("bad")).toInteger(), 0);
        QFile a(records);
        QFile b(second + QStringLiteral("/crossref/records.jsonl"));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());

        const QString db = freshDatabase();
        const CliRun intoDatabase = load({records}, QStringLiteral("postgres:") + db);
        QVERIFY2(intoDatabase.exitCode == 0, intoDatabase.err.constData());
        QCOMPARE(summary(intoDatabase).value(QStringLiteral("bad")).toInteger(), 0);
        QCOMPARE(rows(db), 22);
        QCOMPARE(rows(db, "indexed = '2021-06-10T05:35:02Z' AND doi = '10.1017/s1047951103000064'"), 1);
    }

    void matchGivesTheSameVerdictAsPostgrest()
    {
        // Rows whose TEI is one of the JIT paper's four GROBID outputs (three with the wrong title),
        // matched to the JIT DOI, to another corpus DOI, and to a DOI nobody has.
        Core::SnapshotManifest manifest;
        manifest.table = kTable;
        manifest.profile = QStringLiteral("journal-extract");
        Server::TableStore table(Core::TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
        QList<QByteArray> keys;
        const QStringList versions{QStringLiteral("0.7.2"), QStringLiteral("0.8.0"), QStringLiteral("0.8.2"),
                                   QStringLiteral("0.8.3-SNAPSHOT")};
        const QByteArrayList dois{kJitDoi, kJitDoi, kJitDoi, "10.2196/22081"};
        for (qsizetype i = 0; i < versions.size(); ++i) {
            const QByteArray tei = Test::readFile(Test::corpusPath(
                QStringLiteral("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-%1.tei.xml")
                    .arg(versions.at(i))));
            const QByteArray key = Test::ServedTable::keyFor(versions.at(i).toUtf8());
            keys << key;
            QVERIFY(table
                        .put({Core::Row{key,
                                        {Core::Cell{"grobid0:tei_xml", 1, tei},
                                         Core::Cell{"match0:doi", 1, dois.at(i)}}}})
                        .has_value());
        }
        const QString snapshot = m_dir.filePath(QStringLiteral("snapshot"));
        QVERIFY(Server::saveSnapshot(snapshot, manifest, table).has_value());
        const QString db = freshDatabase();
        for (const QString &target : QStringList{QStringLiteral("postgres:") + db, snapshot}) {
            const CliRun load = Test::runCli(QStringList{QStringLiteral("crossref-load")} + corpusDumps() +
                                                 QStringList{QStringLiteral("--to"), target},
                                             withPassword());
            QVERIFY2(load.exitCode == 0, load.err.constData());
        }
        QVERIFY(QFile::exists(snapshot + QStringLiteral("/crossref/records.jsonl")));

        // serve's in-memory mirror of the folder, and serve's mirror of the table.
        QProcess memory;
        const QString memoryUrl =
            Test::startServe(memory, {QStringLiteral("serve"), QStringLiteral("--snapshot"), snapshot,
                                      QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")});
        QVERIFY(!memoryUrl.isEmpty());
        QProcess backed;
        backed.setProcessEnvironment(withPassword().environment);
        const QString backedUrl = Test::startServe(
            backed, {QStringLiteral("serve"), QStringLiteral("--crossref"), QStringLiteral("postgres:") + db,
                     QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")});
        QVERIFY(!backedUrl.isEmpty());

        QSet<QString> verdicts;
        for (const QByteArray &key : keys) {
            QList<QByteArray> reports;
            for (const QString &crossref :
                 QStringList{QStringLiteral("postgrest:") + memoryUrl, QStringLiteral("postgres:") + db,
                             QStringLiteral("postgrest:") + backedUrl}) {

                const CliRun match = Test::runCli(
                    {QStringLiteral("match"), QString::fromUtf8(key), QStringLiteral("--url"), memoryUrl,
                     QStringLiteral("--table"), kTable, QStringLiteral("--crossref"), crossref},
                    withPassword());
                QVERIFY2(match.exitCode == 0, qPrintable(crossref + u' ' + QString::fromUtf8(match.err)));
                reports << match.out;
            }
            QCOMPARE(reports.at(1), reports.at(0));
            QCOMPARE(reports.at(2), reports.at(0));
            verdicts << QJsonDocument::fromJson(reports.at(0))
                            .object()
                            .value(QStringLiteral("verdict"))
                            .toString();
        }
        QVERIFY2(verdicts.size() >= 2, qPrintable(QStringList(verdicts.begin(), verdicts.end()).join(u',')));

        // A database without the table: one sentence naming what is missing.
        const CliRun none = Test::runCli(
            {QStringLiteral("match"), QString::fromUtf8(keys.constFirst()), QStringLiteral("--url"),
             memoryUrl, QStringLiteral("--table"), kTable, QStringLiteral("--crossref"),
             QStringLiteral("postgres:") + m_server.conninfo(QStringLiteral("postgres"))},
            withPassword());
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.err.contains("the Crossref database failed for DOI 10.1177/02683962211048201: relation "
                                   "\"crossref\" does not exist"),
                 none.err.constData());
        QVERIFY(Test::stopServe(memory));
        QVERIFY(Test::stopServe(backed));
    }

    void badRecordsAreReportedNotFatal()
    {
        const QByteArray good1 = smallRecord("10.5555/good-1");
        const QByteArray good2 = smallRecord("10.5555/GOOD-2");
        const QByteArray lines[] = {
            good1,
            "{\"DOI\":\"10.5555/"
            "broken\",\"indexed\":{\"date-time\":\"2021-05-06T07:08:09Z\"},\"title\":[\"x]}",
            smallRecord("1.2"),                                         // too short for the CHECK
            "{\"DOI\":\"10.5555/undated\",\"title\":[\"No indexed\"]}", // no indexed
            smallRecord("10.5555/nul\\u0000inside"),                    // the server refuses NUL in text
            good2,
        };
        QByteArray data;
        for (const QByteArray &line : lines) {
            data += line + '\n';
        }
        const QString file = write(QStringLiteral("bad.jsonl"), data);
        const QString db = freshDatabase();
        const CliRun run = Test::runCli(
            {QStringLiteral("crossref-load"), file, QStringLiteral("--to"), QStringLiteral("postgres:") + db},
            withPassword());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(summary(run).value(QStringLiteral("bad")).toInteger(), 4);
        QCOMPARE(summary(run).value(QStringLiteral("stored")).toInteger(), 2);
        QCOMPARE(rows(db), 2);
        QCOMPARE(rows(db, "doi = '10.5555/good-2'"), 1); // lower-cased
        const QString err = QString::fromUtf8(run.err);
        const auto reported = [&](int record, const QString &why) {
            return err.contains(QStringLiteral("%1: record %2 (line %2, byte ").arg(file).arg(record)) &&
                   err.contains(why);
        };
        QVERIFY2(reported(2, QStringLiteral("malformed JSON")), run.err.constData());
        QVERIFY2(reported(3, QStringLiteral("the DOI '1.2' breaks the table's CHECK")), run.err.constData());
        QVERIFY2(reported(4, QStringLiteral("the record of 10.5555/undated has no indexed.date-time")),
                 run.err.constData());
        QVERIFY2(reported(5, QStringLiteral("the database refused it")), run.err.constData());
    }

    void interruptedLoadResumes()
    {
        // Ctrl+C stops at a checkpoint; --resume ends with exactly the table an uninterrupted load makes.
        QByteArray data;
        constexpr int kRecords = 60000;
        for (int i = 0; i < kRecords; ++i) {
            data += smallRecord("10.5555/r" + QByteArray::number(i)) + '\n';
        }
        const QString file = write(QStringLiteral("many.jsonl"), data);
        const QString db = freshDatabase();
        const QString state = m_dir.filePath(QStringLiteral("resume.state.json"));
        const QStringList args{QStringLiteral("crossref-load"), file,
                               QStringLiteral("--to"),          QStringLiteral("postgres:") + db,
                               QStringLiteral("--state"),       state,
                               QStringLiteral("--batch"),       QStringLiteral("500")};
        QProcess load;
        load.setProcessEnvironment(withPassword().environment);
        load.start(Test::cliPath(), args);
        QVERIFY(load.waitForStarted());
        // Interrupted once the first checkpoint is in the state file.
        QTRY_VERIFY_WITH_TIMEOUT(QFile(state).size() > 0 && rows(db) > 0, 60000);
        ::kill(pid_t(load.processId()), SIGINT);
        QSignalSpy finished(&load, &QProcess::finished);
        QVERIFY(load.state() == QProcess::NotRunning || finished.wait(60000));
        const QByteArray err = load.readAllStandardError();
        if (load.exitCode() == 0) {
            QSKIP("the load finished before it could be interrupted");
        }
        QCOMPARE(load.exitCode(), 1);
        QVERIFY2(err.contains("interrupted after a checkpoint: run the same command with --resume"),
                 err.constData());
        const qint64 partial = rows(db);
        QVERIFY(partial > 0 && partial < kRecords);

        const CliRun refused = Test::runCli(args, withPassword());
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("records an unfinished load: give --resume"));

        // The checkpoint may lag what was stored: send the last batch again, as after a crash.
        QFile stateFile(state);
        QVERIFY(stateFile.open(QIODevice::ReadOnly));
        QJsonObject saved = QJsonDocument::fromJson(stateFile.readAll()).object();
        stateFile.close();
        QJsonArray files = saved.value(QStringLiteral("files")).toArray();
        QJsonObject first = files.at(0).toObject();
        first.insert(QStringLiteral("items"),
                     std::max<qint64>(0, first.value(QStringLiteral("items")).toInteger() - 500));
        files.replace(0, first);
        saved.insert(QStringLiteral("files"), files);
        QVERIFY(stateFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        stateFile.write(QJsonDocument(saved).toJson());
        stateFile.close();

        const CliRun resumed = Test::runCli(args + QStringList{QStringLiteral("--resume")}, withPassword());
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        QCOMPARE(rows(db), kRecords);
        const QJsonObject s = summary(resumed);
        QVERIFY(s.value(QStringLiteral("resumedAfter")).toInteger() > 0);
        QCOMPARE(s.value(QStringLiteral("stored")).toInteger(), kRecords);
        QCOMPARE(s.value(QStringLiteral("bad")).toInteger(), 0);
        QVERIFY(!QFile::exists(state));
    }

    void wrongPasswordIsOneSentence()
    {
        const QString db = freshDatabase();
        const CliRun load = Test::runCli({QStringLiteral("crossref-load"),
                                          write(QStringLiteral("one.jsonl"), smallRecord("10.5555/x")),
                                          QStringLiteral("--to"), QStringLiteral("postgres:") + db},
                                         withPassword("wrong"));
        QCOMPARE(load.exitCode, 1);
        QVERIFY2(load.err.contains("cannot connect to the database (host 127.0.0.1, port "),
                 load.err.constData());
        QVERIFY(load.err.contains("password authentication failed for user \"postgres\""));
        QVERIFY(!load.err.contains("wrong"));
        QCOMPARE(load.err.count('\n'), 1);
        QCOMPARE(rows(db), 0);
    }

    void passwordInTheConnectionStringIsRefused()
    {
        const CliRun load = Test::runCli(
            {QStringLiteral("crossref-load"), write(QStringLiteral("two.jsonl"), smallRecord("10.5555/y")),
             QStringLiteral("--to"), QStringLiteral("postgres:host=127.0.0.1 password=hunter2")},
            withPassword());
        QCOMPARE(load.exitCode, 2);
        QVERIFY(load.err.contains("must not contain a password"));
        QVERIFY(!load.err.contains("hunter2"));
    }
};

QTEST_GUILESS_MAIN(TestCliCrossrefLoad)
#include "tst_clicrossrefload.moc"
