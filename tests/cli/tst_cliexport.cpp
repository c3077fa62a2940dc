// `export --format bundle` end to end on the demo table: the bundle is served read-only by a second
// `serve`, its rows come back identical and `pdf --snapshot BUNDLE` finds verified PDFs in it; a
// plain jsonl.sz export is served too. Every command is the real CLI binary.
#include <common/clirun.h>
#include <common/testutil.h>

#include <QCryptographicHash>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using Ei::Test::CliRun;

namespace {

const QString kTable = QStringLiteral("wbgrp-journal-extract-0-demo");

} // namespace

class TestCliExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QList<QProcess *> m_servers;

    // Starts `serve` and returns its base URL (empty on failure).
    QString serve(const QStringList &args, const QString &table = {})
    {
        auto *serve = new QProcess(this);
        if (!table.isEmpty()) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("EI_TABLE"), table);
            serve->setProcessEnvironment(env);
        }
        m_servers.append(serve);
        return Ei::Test::startServe(*serve, QStringList{QStringLiteral("serve"), QStringLiteral("--listen"),
                                                        QStringLiteral("127.0.0.1:0")} +
                                                args);
    }

    CliRun run(const QString &url, const QStringList &args, const QString &table = kTable)
    {
        Ei::Test::CliOptions options;
        options.environment.insert(QStringLiteral("EI_HBASE_URL"), url);
        options.environment.insert(QStringLiteral("EI_TABLE"), table);
        options.environment.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        options.environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                                   m_dir.filePath(QStringLiteral("config")));
        options.timeoutMs = 120000;
        return Ei::Test::runCli(args, options);
    }

    static QStringList lines(const QByteArray &out)
    {
        QStringList result;
        for (const QByteArray &line : out.split('\n')) {
            if (!line.isEmpty()) {
                result.append(QString::fromUtf8(line));
            }
        }
        return result;
    }

private Q_SLOTS:
    void cleanup()
    {
        for (QProcess *p : std::as_const(m_servers)) {
            if (p->state() == QProcess::Running) {
                QVERIFY(Ei::Test::stopServe(*p));
            }
        }
        qDeleteAll(m_servers);
        m_servers.clear();
    }

    void misspeltTsvFieldIsAUsageError_data()
    {
        QTest::addColumn<QString>("fields");
        QTest::addColumn<QString>("said");
        QTest::newRow("dotted") << QStringLiteral("key,grobid.status_code")
                                << QStringLiteral("grobid.status_code");
        QTest::newRow("unknown family")
            << QStringLiteral("key,grobid:status_code") << QStringLiteral("family");
    }
    void misspeltTsvFieldIsAUsageError()
    {
        QFETCH(QString, fields);
        QFETCH(QString, said);
        // Nothing listens on the discard port: a request would end in exit 1, not 2.
        const QString out = m_dir.filePath(QStringLiteral("fields.tsv"));
        const CliRun r = run(QStringLiteral("http://127.0.0.1:9"),
                             {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("tsv"),
                              QStringLiteral("--fields"), fields, QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(said.toUtf8()), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // An output that cannot be opened leaves no state: the CLI once named a state file to
    // --resume from before knowing that, and none was ever written.
    void unopenableOutputOffersNoResume_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("jsonl") << QStringLiteral("jsonl");
        QTest::newRow("bundle") << QStringLiteral("bundle");
    }
    void unopenableOutputOffersNoResume()
    {
        QFETCH(QString, format);
        EI_REQUIRE_BUILT_DEMO();
        const QString url = serve({QStringLiteral("--snapshot"), Ei::Test::builtDemoDir()});
        QVERIFY(!url.isEmpty());
        const QString out = QStringLiteral("/proc/ei-export-test"); // not writable, even by root
        const CliRun r = run(url, {QStringLiteral("export"), QStringLiteral("--format"), format,
                                   QStringLiteral("--no-pdf"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("cannot"), r.err.constData());
        QVERIFY2(!r.err.contains("--resume"), r.err.constData());
        QVERIFY(!QFileInfo::exists(out + QStringLiteral(".resume.json")));
    }

    void bundleIsServedReadOnlyWithItsPdfs()
    {
        EI_REQUIRE_BUILT_DEMO();
        const QString demo = Ei::Test::builtDemoDir();
        const QString url = serve({QStringLiteral("--snapshot"), demo});
        QVERIFY(!url.isEmpty());
        const QString where = QStringLiteral("match0:mstatus=matched");
        const QString bundle = m_dir.filePath(QStringLiteral("matched"));
        const CliRun ex =
            run(url, {QStringLiteral("--pdf-source"),
                      QStringLiteral("warc-dir:") + demo + QStringLiteral("/warcs"), QStringLiteral("export"),
                      QStringLiteral("--where"), where, QStringLiteral("--format"), QStringLiteral("bundle"),
                      QStringLiteral("--out"), bundle});
        QVERIFY2(ex.exitCode == 0, ex.err.constData());
        QVERIFY(ex.err.contains("bundle: "));
        QVERIFY(ex.err.contains(
            QByteArray(QByteArrayLiteral("export state: ") + bundle.toUtf8() + ".resume.json")));
        QVERIFY(!QFileInfo::exists(bundle + QStringLiteral(".partial")));
        const QJsonObject manifest =
            QJsonDocument::fromJson(Ei::Test::readFile(bundle + QStringLiteral("/manifest.json"))).object();
        QCOMPARE(manifest.value(QStringLiteral("table")).toString(), kTable);
        const qint64 rows =
            manifest.value(QStringLiteral("export")).toObject().value(QStringLiteral("rows")).toInteger();
        const qint64 pdfs =
            manifest.value(QStringLiteral("export")).toObject().value(QStringLiteral("pdfs")).toInteger();
        QVERIFY(rows > 0);
        QVERIFY(pdfs > 0);

        // The bundle as a read-only table: the same rows, byte for byte (--raw CellSet JSON).
        const QString served = serve({QStringLiteral("--snapshot"), bundle, QStringLiteral("--read-only")});
        QVERIFY(!served.isEmpty());
        const CliRun keys = run(
            url, {QStringLiteral("scan"), QStringLiteral("--keys-only"), QStringLiteral("--where"), where});
        QCOMPARE(keys.exitCode, 0);
        QStringList keyList;
        for (const QString &line : lines(keys.out)) {
            keyList.append(
                QJsonDocument::fromJson(line.toUtf8()).object().value(QStringLiteral("key")).toString());
        }
        QCOMPARE(keyList.size(), rows);
        const QStringList someKeys = keyList.mid(0, 20);
        const CliRun original =
            run(url, QStringList{QStringLiteral("get"), QStringLiteral("--raw")} + someKeys);
        const CliRun fromBundle =
            run(served, QStringList{QStringLiteral("get"), QStringLiteral("--raw")} + someKeys);
        QCOMPARE(original.exitCode, 0);
        QCOMPARE(fromBundle.exitCode, 0);
        QCOMPARE(fromBundle.out, original.out);
        // Read-only: a write is refused.
        const CliRun put =
            run(served, {QStringLiteral("put"), keyList.first(), QStringLiteral("match0:mstatus=rejected")});
        QVERIFY(put.exitCode != 0);

        // The PDFs come from the bundle, verified against the key (and equal to the WARC's).
        int verified = 0;
        for (const QString &key : keyList) {
            const QString fromWarc = m_dir.filePath(QStringLiteral("warc.pdf"));
            const QString fromBlob = m_dir.filePath(QStringLiteral("blob.pdf"));
            const CliRun a = run(url, {QStringLiteral("--pdf-source"),
                                       QStringLiteral("warc-dir:") + demo + QStringLiteral("/warcs"),
                                       QStringLiteral("pdf"), key, QStringLiteral("-o"), fromWarc});
            if (a.exitCode != 0) {
                continue; // the demo has rows whose PDF is missing on purpose
            }
            const CliRun b = run(QString(), {QStringLiteral("pdf"), key, QStringLiteral("-o"), fromBlob,
                                             QStringLiteral("--snapshot"), bundle});
            QVERIFY2(b.exitCode == 0, b.err.constData());
            QVERIFY(QJsonDocument::fromJson(b.out).object().value(QStringLiteral("verified")).toBool());
            QCOMPARE(Ei::Test::readFile(fromBlob), Ei::Test::readFile(fromWarc));
            if (++verified == 3) {
                break;
            }
        }
        QVERIFY(verified > 0);

        // An existing non-empty folder is never replaced.
        const CliRun again =
            run(url, {QStringLiteral("export"), QStringLiteral("--where"), where, QStringLiteral("--format"),
                      QStringLiteral("bundle"), QStringLiteral("--out"), bundle});
        QCOMPARE(again.exitCode, 2);
        QVERIFY(again.err.contains("already exists"));
    }

    void rowsFileIsServed()
    {
        EI_REQUIRE_BUILT_DEMO();
        const QString demo = Ei::Test::builtDemoDir();
        const QString url = serve({QStringLiteral("--snapshot"), demo});
        QVERIFY(!url.isEmpty());
        const QString file = m_dir.filePath(kTable + QStringLiteral(".jsonl.sz"));
        const CliRun ex = run(url, {QStringLiteral("export"), QStringLiteral("--out"), file});
        QVERIFY2(ex.exitCode == 0, ex.err.constData());
        // Table name from the file name; --table (EI_TABLE) would name it otherwise.
        const QString served = serve({QStringLiteral("--snapshot"), file, QStringLiteral("--read-only")});
        QVERIFY(!served.isEmpty());
        const CliRun tables = run(served, {QStringLiteral("tables")});
        QCOMPARE(tables.exitCode, 0);
        QCOMPARE(lines(tables.out), QStringList{kTable});
        const CliRun before =
            run(url, {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("jsonl"),
                      QStringLiteral("--out"), m_dir.filePath(QStringLiteral("a.jsonl"))});
        QCOMPARE(before.exitCode, 0);
        // A read-only server refuses scanners (as HBase does): compare the rows through a writable
        // serve of the same file, named by --table (EI_TABLE) this time.
        const QString writable = serve({QStringLiteral("--snapshot"), file}, QStringLiteral("served"));
        QVERIFY(!writable.isEmpty());
        const CliRun after =
            run(writable,
                {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("jsonl"),
                 QStringLiteral("--out"), m_dir.filePath(QStringLiteral("b.jsonl"))},
                QStringLiteral("served"));
        QVERIFY2(after.exitCode == 0, after.err.constData());
        const QByteArray a = Ei::Test::readFile(m_dir.filePath(QStringLiteral("a.jsonl")));
        QVERIFY(a.count('\n') > 100);
        QCOMPARE(Ei::Test::readFile(m_dir.filePath(QStringLiteral("b.jsonl"))), a);
        const CliRun writeBack = run(QString(), {QStringLiteral("serve"), QStringLiteral("--snapshot"), file,
                                                 QStringLiteral("--write-back")});
        QCOMPARE(writeBack.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cliexport.moc"
