// End-to-end `pdf KEY -o FILE`: sources, verification, exit codes 0/2/4/5, --verbose attempts,
// --keep-unverified, stdout output, and warc-http against a local range server; on a generated
// PDF always, and on a real capture with the shared corpus.
#include <common/clirun.h>
#include <common/rangehttpserver.h>
#include <common/testutil.h>

#include <QCryptographicHash>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/rowkey.h>
#include <demo/demogenerator.h>

using namespace Qt::StringLiterals;
using Ei::Test::CliRun;
using Ei::Test::runCli;

namespace {

// A PDF in a WARC record as the `pdf` command finds it: the row key, the WARC and the record's
// place, and a TEI for the blob-store test. Every test runs on a generated sample (the demo
// generator's WARCs, written for this process) and, with the shared corpus, on a real capture.
struct PdfSample
{
    QString sha1;  // 40 hex digits
    QString key;   // sha1: + base32
    QString warcs; // the folder the WARC path is relative to
    QString warc;  // ITEM/FILE.warc.gz
    qint64 offset = 0;
    qint64 length = 0;
    QByteArray tei;

    QStringList warcArgs() const
    {
        return {QStringLiteral("--warc"),   warc,
                QStringLiteral("--offset"), QString::number(offset),
                QStringLiteral("--length"), QString::number(length)};
    }
    QString warcDir() const { return QStringLiteral("warc-dir:") + warcs; }
};

// A SHA-1 no sample's PDF has (the integrity cases).
const QString kOtherSha1 = QStringLiteral("83870169dffa6b549886b6542dbc664283906de5");

QString sha1Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex());
}

QTemporaryDir &generatedDir()
{
    static QTemporaryDir dir;
    return dir;
}

// The first row of a small generated dataset whose PDF is in a WARC record and whose key is its
// SHA-1 (the generator makes one deliberate mismatch).
std::optional<PdfSample> generatedSample()
{
    static const std::optional<PdfSample> sample = []() -> std::optional<PdfSample> {
        auto dataset = Ei::Demo::generateDemoDataset(Ei::Demo::DemoOptions{.rows = 16});
        const QString dir = generatedDir().filePath(QStringLiteral("demo"));
        if (!dataset || !Ei::Demo::writeDemoSnapshot(*dataset, dir, false)) {
            return std::nullopt;
        }
        for (const Ei::Core::Row &row : dataset->rows) {
            QByteArray cdx;
            QByteArray tei;
            for (const Ei::Core::Cell &cell : row.cells) {
                if (cell.column == "file:cdx") {
                    cdx = cell.value;
                } else if (cell.column == "grobid0:tei_xml") {
                    tei = cell.value;
                }
            }
            const auto sha1 = Ei::Core::Sha1::fromBase32(row.key.mid(5));
            if (cdx.isEmpty() || tei.isEmpty() || !sha1 || row.key == dataset->summary.mismatchKey) {
                continue;
            }
            const QJsonObject place = QJsonDocument::fromJson(cdx).object();
            return PdfSample{QString::fromLatin1(sha1->toHex()),
                             QString::fromLatin1(row.key),
                             dir + QStringLiteral("/warcs"),
                             place.value(QStringLiteral("warc")).toString(),
                             place.value(QStringLiteral("offset")).toInteger(),
                             place.value(QStringLiteral("c_size")).toInteger(),
                             tei};
        }
        return std::nullopt;
    }();
    return sample;
}

// A real capture: a cost analysis PDF in an Archive-It WARC, and a GROBID 0.8.1 TEI.
std::optional<PdfSample> realSample()
{
    if (Ei::Test::corpusDir().isEmpty()) {
        return std::nullopt;
    }
    return PdfSample{
        QStringLiteral("569c28e0e8faa6945d6ca88fcd9e195825052c71"),
        QStringLiteral("sha1:K2OCRYHI7KTJIXLMVCH43HQZLASQKLDR"),
        Ei::Test::corpusPath(QStringLiteral("warc")),
        QStringLiteral("aut_example.pdf.warc.gz"),
        408978,
        669030,
        Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral(
            "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.8.1.coords.tei.xml")))};
}

// One data row per sample: "generated" always, "real capture" with the corpus.
void addSampleRows()
{
    QTest::addColumn<PdfSample>("sample");
    if (const auto generated = generatedSample()) {
        QTest::newRow("generated") << *generated;
    }
    if (const auto real = realSample()) {
        QTest::newRow("real capture") << *real;
    }
}

} // namespace

Q_DECLARE_METATYPE(PdfSample)

class TestCliPdf : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(generatedSample().has_value(), "the demo generator made no row with a verifiable PDF");
    }

    void exitCodes_data()
    {
        QTest::addColumn<PdfSample>("sample");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrContains");
        const QString out = QStringLiteral("OUT");
        QList<std::pair<QString, PdfSample>> samples;
        if (const auto generated = generatedSample()) {
            samples.append({QStringLiteral("generated"), *generated});
        }
        if (const auto real = realSample()) {
            samples.append({QStringLiteral("real capture"), *real});
        }
        for (const auto &[name, sample] : samples) {
            // The row's name as bytes that outlive the newRow() call that copies them.
            const auto row = [&name](const char *what) {
                return (name + u", "_s + QLatin1String(what)).toUtf8();
            };
            QTest::newRow(row("served (base32 key)").constData())
                << sample
                << (QStringList{QStringLiteral("pdf"), sample.key, QStringLiteral("-o"), out,
                                QStringLiteral("--pdf-source"), sample.warcDir()} +
                    sample.warcArgs())
                << 0 << QString();
            QTest::newRow(row("served (hex key, upper case)").constData())
                << sample
                << (QStringList{QStringLiteral("pdf"), sample.sha1.toUpper(), QStringLiteral("-o"), out,
                                QStringLiteral("--pdf-source"), sample.warcDir()} +
                    sample.warcArgs())
                << 0 << QString();
            QTest::newRow(row("integrity").constData())
                << sample
                << (QStringList{QStringLiteral("pdf"), kOtherSha1, QStringLiteral("-o"), out,
                                QStringLiteral("--pdf-source"), sample.warcDir()} +
                    sample.warcArgs())
                << 5 << sample.sha1;
        }
        const PdfSample none;
        QTest::newRow("not found") << none << QStringList{QStringLiteral("pdf"),
                                                          kOtherSha1,
                                                          QStringLiteral("-o"),
                                                          out,
                                                          QStringLiteral("--pdf-source"),
                                                          QStringLiteral("blob-dir:/nonexistent")}
                                   << 4 << QStringLiteral("No PDF source has");
        QTest::newRow("bad key") << none
                                 << QStringList{QStringLiteral("pdf"), QStringLiteral("sha1:XYZ"),
                                                QStringLiteral("-o"), out}
                                 << 2 << QStringLiteral("is not a SHA-1");
        QTest::newRow("bad source") << none
                                    << QStringList{QStringLiteral("pdf"),          kOtherSha1,
                                                   QStringLiteral("-o"),           out,
                                                   QStringLiteral("--pdf-source"), QStringLiteral("ftp:x")}
                                    << 2 << QStringLiteral("is not one of");
        QTest::newRow("no -o") << none << QStringList{QStringLiteral("pdf"), kOtherSha1} << 2
                               << QStringLiteral("-o FILE");
    }
    void exitCodes()
    {
        QFETCH(PdfSample, sample);
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
            QCOMPARE(sha1Of(Ei::Test::readFile(out)), sample.sha1);
            const QJsonObject summary = QJsonDocument::fromJson(r.out).object();
            QCOMPARE(summary.value(QStringLiteral("sha1")).toString(), sample.sha1);
            QCOMPARE(summary.value(QStringLiteral("source")).toString(), sample.warcDir());
            QVERIFY(summary.value(QStringLiteral("verified")).toBool());
        } else {
            QVERIFY(!QFile::exists(out)); // nothing unverified under the requested name
            QVERIFY(r.err.startsWith("extract-inspector-cli: "));
        }
    }

    void keepUnverified_data() { addSampleRows(); }
    void keepUnverified()
    {
        QFETCH(PdfSample, sample);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.pdf"));
        const CliRun r = runCli(QStringList{QStringLiteral("pdf"), kOtherSha1, QStringLiteral("-o"), out,
                                            QStringLiteral("--keep-unverified"),
                                            QStringLiteral("--pdf-source"), sample.warcDir()} +
                                sample.warcArgs());
        QCOMPARE(r.exitCode, 5);
        QVERIFY(!QFile::exists(out));
        QCOMPARE(sha1Of(Ei::Test::readFile(out + QStringLiteral(".unverified"))), sample.sha1);
    }

    void verboseAttemptsAndHttp_data() { addSampleRows(); }
    void verboseAttemptsAndHttp()
    {
        QFETCH(PdfSample, sample);
        Ei::Test::RangeHttpServer server;
        server.addFile(QStringLiteral("/serve/") + sample.warc, sample.warcs + u'/' + sample.warc);
        server.requireHeader("Authorization", "LOW a:b");
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.pdf"));
        const CliRun r =
            runCli(QStringList{QStringLiteral("--verbose"), QStringLiteral("pdf"), sample.sha1,
                               QStringLiteral("-o"), out, QStringLiteral("--pdf-source"),
                               QStringLiteral("blob-dir:/nonexistent"), QStringLiteral("--pdf-source"),
                               QStringLiteral("warc-http:") + server.base() + QStringLiteral("/serve"),
                               QStringLiteral("--header"), QStringLiteral("Authorization: LOW a:b")} +
                   sample.warcArgs());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList attempts =
            QString::fromUtf8(r.err).split(QLatin1Char('\n')).filter(QStringLiteral("attempt: "));
        QCOMPARE(attempts.size(), 3);
        QVERIFY(attempts.at(0).contains(QStringLiteral("not found")));
        QVERIFY(attempts.at(2).contains(QStringLiteral("served (HTTP 206)")));
        QCOMPARE(sha1Of(Ei::Test::readFile(out)), sample.sha1);
        QCOMPARE(server.requests().first().range, "bytes=" + QByteArray::number(sample.offset) + '-' +
                                                      QByteArray::number(sample.offset + sample.length - 1));
    }

    void toStdout_data() { addSampleRows(); }
    void toStdout()
    {
        QFETCH(PdfSample, sample);
        const CliRun r =
            runCli(QStringList{QStringLiteral("pdf"), sample.sha1, QStringLiteral("-o"), QStringLiteral("-"),
                               QStringLiteral("--pdf-source"), sample.warcDir()} +
                   sample.warcArgs());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("%PDF-"));
        QCOMPARE(sha1Of(r.out), sample.sha1);
    }

    // --cache-dir: the second run is served from the disk cache without any source (and, under
    // ASan, the cache object is freed at exit: it leaked once).
    void cacheDirServesSecondRun_data() { addSampleRows(); }
    void cacheDirServesSecondRun()
    {
        QFETCH(PdfSample, sample);
        QTemporaryDir dir;
        const QString cache = dir.filePath(QStringLiteral("cache"));
        const QString out = dir.filePath(QStringLiteral("out.pdf"));
        const CliRun first = runCli(QStringList{QStringLiteral("pdf"), sample.sha1, QStringLiteral("-o"), out,
                                                QStringLiteral("--cache-dir"), cache,
                                                QStringLiteral("--pdf-source"), sample.warcDir()} +
                                    sample.warcArgs());
        QVERIFY2(first.exitCode == 0, first.err.constData());
        QCOMPARE(QJsonDocument::fromJson(first.out).object().value(QStringLiteral("cached")).toBool(), false);
        const CliRun second = runCli({QStringLiteral("pdf"), sample.sha1, QStringLiteral("-o"), out,
                                      QStringLiteral("--cache-dir"), cache, QStringLiteral("--pdf-source"),
                                      QStringLiteral("blob-dir:/nonexistent")});
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QCOMPARE(QJsonDocument::fromJson(second.out).object().value(QStringLiteral("cached")).toBool(), true);
        QCOMPARE(sha1Of(Ei::Test::readFile(out)), sample.sha1);
    }

    // `tei KEY` without a table: the blob stores among the PDF sources serve the TEI, stderr says
    // which one, and the cache keeps it (a second run with the store gone still prints it).
    void teiFromBlobStore_data() { addSampleRows(); }
    void teiFromBlobStore()
    {
        QFETCH(PdfSample, sample);
        QTemporaryDir dir;
        const QString store = dir.filePath(QStringLiteral("blobs"));
        const QString shard =
            store + QStringLiteral("/grobid/") + sample.sha1.left(2) + u'/' + sample.sha1.mid(2, 2);
        QVERIFY(QDir().mkpath(shard));
        QFile blob(shard + u'/' + sample.sha1 + QStringLiteral(".tei.xml"));
        QVERIFY(blob.open(QIODevice::WriteOnly) && blob.write(sample.tei) == sample.tei.size());
        blob.close();
        const QString cache = dir.filePath(QStringLiteral("cache"));
        const QStringList common{QStringLiteral("tei"), sample.key, QStringLiteral("--cache-dir"), cache};
        const CliRun r =
            runCli(QStringList{QStringLiteral("--verbose"), QStringLiteral("--pdf-source"),
                               QStringLiteral("blob-dir:/nonexistent"), QStringLiteral("--pdf-source"),
                               QStringLiteral("blob-dir:") + store} +
                   common);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out, sample.tei);
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
                                       QStringLiteral("tei"), sample.sha1});
        QCOMPARE(missing.exitCode, 4);
        QVERIFY(missing.err.contains("No TEI source has"));
    }
};

QTEST_GUILESS_MAIN(TestCliPdf)
#include "tst_clipdf.moc"
