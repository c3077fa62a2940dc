// End-to-end `pdf KEY -o FILE`: sources, verification, exit codes 0/2/4/5, --verbose attempts,
// --keep-unverified, stdout output, and warc-http against a local range server.
#include <common/clirun.h>
#include <common/rangehttpserver.h>
#include <common/testutil.h>

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using Ei::Test::CliRun;
using Ei::Test::runCli;

namespace {

const QString kCostSha1 = QStringLiteral("569c28e0e8faa6945d6ca88fcd9e195825052c71");
const QString kCostB32 = QStringLiteral("sha1:K2OCRYHI7KTJIXLMVCH43HQZLASQKLDR");

QStringList warcArgs()
{
    return {QStringLiteral("--warc"),   QStringLiteral("aut_example.pdf.warc.gz"),
            QStringLiteral("--offset"), QStringLiteral("408978"),
            QStringLiteral("--length"), QStringLiteral("669030")};
}

QString warcDir()
{
    return QStringLiteral("warc-dir:") + Ei::Test::corpusPath(QStringLiteral("warc"));
}

} // namespace

class TestCliPdf : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { EI_REQUIRE_CORPUS(); }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrContains");
        const QString out = QStringLiteral("OUT");
        QTest::newRow("served (base32 key)")
            << (QStringList{QStringLiteral("pdf"), kCostB32, QStringLiteral("-o"), out,
                            QStringLiteral("--pdf-source"), warcDir()} +
                warcArgs())
            << 0 << QString();
        QTest::newRow("served (hex key, upper case)")
            << (QStringList{QStringLiteral("pdf"), kCostSha1.toUpper(), QStringLiteral("-o"), out,
                            QStringLiteral("--pdf-source"), warcDir()} +
                warcArgs())
            << 0 << QString();
        QTest::newRow("integrity") << (QStringList{QStringLiteral("pdf"),
                                                   QStringLiteral("83870169dffa6b549886b6542dbc664283906de5"),
                                                   QStringLiteral("-o"), out, QStringLiteral("--pdf-source"),
                                                   warcDir()} +
                                       warcArgs())
                                   << 5 << kCostSha1;
        QTest::newRow("not found") << QStringList{QStringLiteral("pdf"),
                                                  kCostSha1,
                                                  QStringLiteral("-o"),
                                                  out,
                                                  QStringLiteral("--pdf-source"),
                                                  QStringLiteral("blob-dir:/nonexistent")}
                                   << 4 << QStringLiteral("No PDF source has");
        QTest::newRow("bad key") << QStringList{QStringLiteral("pdf"), QStringLiteral("sha1:XYZ"),
                                                QStringLiteral("-o"), out}
                                 << 2 << QStringLiteral("is not a SHA-1");
        QTest::newRow("bad source") << QStringList{QStringLiteral("pdf"),          kCostSha1,
                                                   QStringLiteral("-o"),           out,
                                                   QStringLiteral("--pdf-source"), QStringLiteral("ftp:x")}
                                    << 2 << QStringLiteral("is not one of");
        QTest::newRow("no -o") << QStringList{QStringLiteral("pdf"), kCostSha1} << 2
                               << QStringLiteral("-o FILE");
        QTest::newRow("offset without warc")
            << QStringList{QStringLiteral("pdf"),      kCostSha1,          QStringLiteral("-o"), out,
                           QStringLiteral("--offset"), QStringLiteral("5")}
            << 2 << QStringLiteral("--warc and --offset");
    }
    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stderrContains);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.pdf"));
        args.replaceInStrings(QStringLiteral("OUT"), out);
        const CliRun r = runCli(args);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(stderrContains), r.err.constData());
        if (exitCode == 0) {
            QCOMPARE(Ei::Test::readFile(out),
                     Ei::Test::readFile(Ei::Test::corpusPath(
                         QStringLiteral("warc/expected/aut_example.pdf.warc.gz__cost-analysis.pdf"))));
            const QJsonObject summary = QJsonDocument::fromJson(r.out).object();
            QCOMPARE(summary.value(QStringLiteral("sha1")).toString(), kCostSha1);
            QCOMPARE(summary.value(QStringLiteral("source")).toString(), warcDir());
            QVERIFY(summary.value(QStringLiteral("verified")).toBool());
        } else {
            QVERIFY(!QFile::exists(out)); // nothing unverified under the requested name
            QVERIFY(r.err.startsWith("extract-inspector-cli: "));
        }
    }

    void keepUnverified()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.pdf"));
        const CliRun r = runCli(QStringList{QStringLiteral("pdf"),
                                            QStringLiteral("83870169dffa6b549886b6542dbc664283906de5"),
                                            QStringLiteral("-o"), out, QStringLiteral("--keep-unverified"),
                                            QStringLiteral("--pdf-source"), warcDir()} +
                                warcArgs());
        QCOMPARE(r.exitCode, 5);
        QVERIFY(!QFile::exists(out));
        QCOMPARE(QFileInfo(out + QStringLiteral(".unverified")).size(), 757715);
    }

    void verboseAttemptsAndHttp()
    {
        Ei::Test::RangeHttpServer server;
        server.addFile(QStringLiteral("/serve/ITEM/aut_example.pdf.warc.gz"),
                       Ei::Test::corpusPath(QStringLiteral("warc/aut_example.pdf.warc.gz")));
        server.requireHeader("Authorization", "LOW a:b");
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.pdf"));
        const CliRun r = runCli(QStringList{
            QStringLiteral("--verbose"), QStringLiteral("pdf"), kCostSha1, QStringLiteral("-o"), out,
            QStringLiteral("--pdf-source"), QStringLiteral("blob-dir:/nonexistent"),
            QStringLiteral("--pdf-source"),
            QStringLiteral("warc-http:") + server.base() + QStringLiteral("/serve"),
            QStringLiteral("--header"), QStringLiteral("Authorization: LOW a:b"), QStringLiteral("--warc"),
            QStringLiteral("ITEM/aut_example.pdf.warc.gz"), QStringLiteral("--offset"),
            QStringLiteral("408978"), QStringLiteral("--length"), QStringLiteral("669030")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList attempts =
            QString::fromUtf8(r.err).split(QLatin1Char('\n')).filter(QStringLiteral("attempt: "));
        QCOMPARE(attempts.size(), 3);
        QVERIFY(attempts.at(0).contains(QStringLiteral("not found")));
        QVERIFY(attempts.at(2).contains(QStringLiteral("served (HTTP 206)")));
        QCOMPARE(QFileInfo(out).size(), 757715);
        QCOMPARE(server.requests().first().range, QByteArray("bytes=408978-1078007"));
    }

    void toStdout()
    {
        const CliRun r = runCli(QStringList{QStringLiteral("pdf"), kCostSha1, QStringLiteral("-o"),
                                            QStringLiteral("-"), QStringLiteral("--pdf-source"), warcDir()} +
                                warcArgs());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.size(), 757715);
        QVERIFY(r.out.startsWith("%PDF-"));
    }

    // --cache-dir: the second run is served from the disk cache without any source (and, under
    // ASan, the cache object is freed at exit: it leaked once).
    void cacheDirServesSecondRun()
    {
        QTemporaryDir dir;
        const QString cache = dir.filePath(QStringLiteral("cache"));
        const QString out = dir.filePath(QStringLiteral("out.pdf"));
        const CliRun first = runCli(QStringList{QStringLiteral("pdf"), kCostSha1, QStringLiteral("-o"), out,
                                                QStringLiteral("--cache-dir"), cache,
                                                QStringLiteral("--pdf-source"), warcDir()} +
                                    warcArgs());
        QVERIFY2(first.exitCode == 0, first.err.constData());
        QCOMPARE(QJsonDocument::fromJson(first.out).object().value(QStringLiteral("cached")).toBool(), false);
        const CliRun second = runCli({QStringLiteral("pdf"), kCostSha1, QStringLiteral("-o"), out,
                                      QStringLiteral("--cache-dir"), cache, QStringLiteral("--pdf-source"),
                                      QStringLiteral("blob-dir:/nonexistent")});
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QCOMPARE(QJsonDocument::fromJson(second.out).object().value(QStringLiteral("cached")).toBool(), true);
        QCOMPARE(QFileInfo(out).size(), 757715);
    }

    // `tei KEY` without a table: the blob stores among the PDF sources serve the TEI, stderr says
    // which one, and the cache keeps it (a second run with the store gone still prints it).
    void teiFromBlobStore()
    {
        const QString tei = Ei::Test::corpusPath(QStringLiteral(
            "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.8.1.coords.tei.xml"));
        QTemporaryDir dir;
        const QString store = dir.filePath(QStringLiteral("blobs"));
        QVERIFY(QDir().mkpath(store + QStringLiteral("/grobid/56/9c")));
        QVERIFY(QFile::copy(tei, store + QStringLiteral("/grobid/56/9c/") + kCostSha1 +
                                     QStringLiteral(".tei.xml")));
        const QString cache = dir.filePath(QStringLiteral("cache"));
        const QStringList common{QStringLiteral("tei"), kCostB32, QStringLiteral("--cache-dir"), cache};
        const CliRun r =
            runCli(QStringList{QStringLiteral("--verbose"), QStringLiteral("--pdf-source"),
                               QStringLiteral("blob-dir:/nonexistent"), QStringLiteral("--pdf-source"),
                               QStringLiteral("blob-dir:") + store} +
                   common);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out, Ei::Test::readFile(tei));
        const QByteArray servedBy = "tei: served by blob-dir:" + store.toUtf8();
        QVERIFY2(r.err.contains(servedBy), r.err.constData());
        QCOMPARE(QString::fromUtf8(r.err).split(QLatin1Char('\n')).filter(QStringLiteral("attempt: ")).size(),
                 2);

        QVERIFY(QDir(store).removeRecursively());
        const CliRun cached =
            runCli(QStringList{QStringLiteral("--pdf-source"), QStringLiteral("blob-dir:") + store} + common +
                   QStringList{QStringLiteral("--json")});
        QVERIFY2(cached.exitCode == 0, cached.err.constData());
        QVERIFY(cached.err.contains("from the cache"));
        QVERIFY(QJsonDocument::fromJson(cached.out).isObject());

        const CliRun missing = runCli({QStringLiteral("--pdf-source"), QStringLiteral("blob-dir:") + store,
                                       QStringLiteral("tei"), kCostSha1});
        QCOMPARE(missing.exitCode, 4);
        QVERIFY(missing.err.contains("No TEI source has"));
    }
};

QTEST_GUILESS_MAIN(TestCliPdf)
#include "tst_clipdf.moc"
