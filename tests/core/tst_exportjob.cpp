// The core export: any-bytes round trips (read back, decoded by npm snappystream, re-imported),
// bundles served read-only with their PDFs and TEI, and no output under the final name after a
// cancel, a full disk, an unwritable folder or a server failing mid-scan.
#include <memory>
#include <set>

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/rowkey.h>
#include <core/domain/tablesetup.h>
#include <core/export/exportjob.h>
#include <core/export/exportrowsource.h>
#include <core/hbase/restclient.h>
#include <core/hbase/scanner.h>
#include <core/pdf/pdffetcher.h>
#include <core/pdf/pdfsource.h>
#include <core/snapshot/rowsfile.h>
#include <core/util/snappyframing.h>
#include <server/exportopen.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <server/tablestorerowsource.h>

#include "common/callwait.h"
#include "common/generatedpdfs.h"
#include "common/npmpeer.h"
#include "common/testutil.h"
#include "snappypeer.h"

using namespace Ei::Core;
using namespace Ei::Server;
using Ei::Test::GeneratedPdf;

namespace {

const QString kJournalTable = QStringLiteral("wbgrp-journal-extract-0-test");

QByteArray randomBytes(QRandomGenerator &rng, int minSize, int maxSize)
{
    QByteArray bytes(rng.bounded(minSize, maxSize + 1), Qt::Uninitialized);
    for (char &c : bytes) {
        c = char(rng.bounded(256));
    }
    return bytes;
}

// Keys, qualifiers and values of arbitrary bytes (NUL, 0xff, invalid UTF-8), one version each.
std::unique_ptr<TableStore> binaryTable(const QString &name, int rows)
{
    auto store = std::make_unique<TableStore>(TableSchema::create(name, {"f", "g"}));
    QRandomGenerator rng(4242);
    std::set<QByteArray> keys;
    CellSet all;
    while (int(keys.size()) < rows) {
        QByteArray key = randomBytes(rng, 1, 40);
        if (!keys.insert(key).second) {
            continue;
        }
        Row row{key, {}};
        const int cells = rng.bounded(1, 5);
        for (int c = 0; c < cells; ++c) {
            const QByteArray column =
                QByteArray(c % 2 ? "g:" : "f:") + randomBytes(rng, 0, 12) + char('a' + c);
            row.cells.append(Cell{column, 1500000000000 + rng.bounded(1000000), randomBytes(rng, 0, 300)});
        }
        all.append(row);
    }
    if (!store->put(all)) {
        return nullptr;
    }
    return store;
}

CellSet everyRow(const TableStore &store)
{
    CellSet rows;
    store.scan(QByteArray(), true, ReadSpec{}, [&rows](Row &&row) {
        rows.append(std::move(row));
        return true;
    });
    return rows;
}

bool sameRows(const CellSet &a, const CellSet &b, QString *why)
{
    if (a.size() != b.size()) {
        *why = QStringLiteral("%1 rows, expected %2").arg(a.size()).arg(b.size());
        return false;
    }
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i].key != b[i].key || a[i].cells.size() != b[i].cells.size()) {
            *why = QStringLiteral("row %1 differs (key or cell count)").arg(i);
            return false;
        }
        for (qsizetype c = 0; c < a[i].cells.size(); ++c) {
            const Cell &x = a[i].cells[c];
            const Cell &y = b[i].cells[c];
            if (x.column != y.column || x.value != y.value || x.timestamp != y.timestamp) {
                *why = QStringLiteral("row %1 cell %2 differs").arg(i).arg(c);
                return false;
            }
        }
    }
    return true;
}

QByteArray int64Bytes(qint64 v)
{
    QByteArray b(8, '\0');
    for (int i = 7; i >= 0; --i) {
        b[i] = char(v & 0xff);
        v >>= 8;
    }
    return b;
}

} // namespace

class TestExportJob : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<RestServer> m_server;
    QList<RestClient *> m_clients;

    RestClient *serve(std::unique_ptr<TableStore> table, bool readOnly = false)
    {
        const QString name = table->name();
        m_server = std::make_unique<RestServer>();
        RestServerOptions options;
        options.readOnly = readOnly;
        m_server->setOptions(options);
        m_server->addTable(std::move(table));
        if (!m_server->listen(QHostAddress::LocalHost, 0)) {
            return nullptr;
        }
        return client(name);
    }

    RestClient *client(const QString &table)
    {
        ConnectionConfig config;
        config.baseUrl = QUrl(m_server->baseUrl());
        config.table = table;
        auto *c = new RestClient(config, this);
        c->setFeatures(ServerFeatures::forVersion(m_server->options().hbaseVersion)); // base64 keys
        m_clients.append(c);
        return c;
    }

    static Result<ExportSummary> run(ExportJob *job)
    {
        QSignalSpy finished(job, &ExportJob::finished);
        job->start();
        if (!finished.wait(120000)) {
            return fail(ErrorKind::Internal, QStringLiteral("the export did not finish"));
        }
        return job->result();
    }

    static bool nothingAt(const QString &path)
    {
        return !QFileInfo::exists(path) && !QFileInfo(path).isSymLink() &&
               !QFileInfo::exists(path + QStringLiteral(".partial")) &&
               !QFileInfo(path + QStringLiteral(".partial")).isSymLink();
    }

    // Rows, as `serve` of the bundle answers a scan of everything.
    static Result<CellSet> scanAll(RestClient *client)
    {
        auto rows = std::make_shared<CellSet>();
        auto *call = client->scanAll(ScanSpec{}, client, [rows](const CellSet &page) {
            rows->append(page);
            return true;
        });
        auto done = Ei::Test::await(call);
        if (!done) {
            return std::unexpected(done.error());
        }
        return *rows;
    }

private Q_SLOTS:
    void cleanup()
    {
        qDeleteAll(m_clients);
        m_clients.clear();
        m_server.reset();
    }

    void roundTripsAnyBytes_data()
    {
        QTest::addColumn<ExportFormat>("format");
        QTest::addColumn<bool>("byKeys");
        QTest::newRow("jsonl, scan") << ExportFormat::Jsonl << false;
        QTest::newRow("jsonl.sz, scan") << ExportFormat::JsonlSnappy << false;
        QTest::newRow("jsonl.sz, keys") << ExportFormat::JsonlSnappy << true;
    }
    void roundTripsAnyBytes()
    {
        QFETCH(ExportFormat, format);
        QFETCH(bool, byKeys);
        auto table = binaryTable(QStringLiteral("t"), 700);
        QVERIFY(table);
        const CellSet original = everyRow(*table);
        RestClient *c = serve(std::move(table));
        QVERIFY(c);
        // The server's copy: the re-import goes there through PUT, as `import` does.
        m_server->addTable(
            std::make_unique<TableStore>(TableSchema::create(QStringLiteral("copy"), {"f", "g"})));

        ExportOptions options;
        options.format = format;
        options.path = m_dir.filePath(
            QStringLiteral("rows-%1%2")
                .arg(byKeys)
                .arg(format == ExportFormat::Jsonl ? QStringLiteral(".jsonl") : QStringLiteral(".jsonl.sz")));
        options.pageRows = 64;
        QList<QByteArray> keys;
        for (const Row &r : original) {
            keys.append(r.key);
        }
        ExportRowSource *source = byKeys ? static_cast<ExportRowSource *>(new RestKeysRowSource(c, keys))
                                         : new RestScanRowSource(c, ScanSpec{});
        ExportJob job(source, options);
        QList<ExportProgress> progress;
        connect(&job, &ExportJob::progressChanged, this,
                [&progress](const ExportProgress &p) { progress.append(p); });
        const auto summary = run(&job);
        QVERIFY2(summary.has_value(), qPrintable(summary ? QString() : summary.error().message));
        QCOMPARE(summary->rows, original.size());
        QVERIFY(!QFileInfo::exists(options.path + QStringLiteral(".partial")));
        QCOMPARE(summary->bytes, QFileInfo(options.path).size());
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().rows, original.size());
        QCOMPARE(progress.last().totalRows, byKeys ? original.size() : -1);

        // Read back: every byte of every key, column and value.
        auto reader = RowsReader::open(options.path);
        QVERIFY(reader);
        CellSet back;
        for (;;) {
            auto row = (*reader)->next();
            QVERIFY(row);
            if (!*row) {
                break;
            }
            back.append(**row);
        }
        QString why;
        QVERIFY2(sameRows(back, original, &why), qPrintable(why));

        // Re-import through the REST gateway into an empty table: identical rows.
        auto put = Ei::Test::await(client(QStringLiteral("copy"))->put(back));
        QVERIFY2(put.has_value(), qPrintable(put ? QString() : put.error().message));
        QVERIFY2(sameRows(everyRow(*m_server->table(QStringLiteral("copy"))), original, &why),
                 qPrintable(why));
    }

    void snappyExportDecodesWithSnappystream()
    {
        const auto peer = Ei::Test::ensureNpmPackages({QStringLiteral("snappystream@2.1.1")});
        if (peer.nodeModules.isEmpty()) {
            if (peer.skipReason.startsWith(QLatin1StringView("npm install failed"))) {
                QFAIL(qPrintable(peer.skipReason));
            }
            QSKIP(qPrintable(peer.skipReason));
        }
        auto table = binaryTable(QStringLiteral("t"), 3000); // several 64 KiB chunks
        QVERIFY(table);
        const CellSet original = everyRow(*table);
        RestClient *c = serve(std::move(table));
        QVERIFY(c);
        ExportOptions options;
        options.format = ExportFormat::JsonlSnappy;
        options.path = m_dir.filePath(QStringLiteral("interop.jsonl.sz"));
        ExportJob job(new RestScanRowSource(c, ScanSpec{}), options);
        QVERIFY(run(&job).has_value());
        // An independent reader (checksums verified) decodes the export ...
        const QString plain = m_dir.filePath(QStringLiteral("interop.jsonl"));
        const auto node = Ei::Test::runNode(peer.nodeModules, snappystreamScript(),
                                            {QStringLiteral("decode"), options.path, plain});
        QVERIFY2(node.exitCode == 0, node.err.constData());
        // ... into JSON lines that are exactly the table's rows.
        CellSet back;
        for (const QByteArray &line : Ei::Test::readFile(plain).split('\n')) {
            if (!line.isEmpty()) {
                auto row = decodeRowJson(line);
                QVERIFY(row);
                back.append(*row);
            }
        }
        QString why;
        QVERIFY2(sameRows(back, original, &why), qPrintable(why));
    }

    void keysSourceCountsMissingRows()
    {
        auto table = binaryTable(QStringLiteral("t"), 20);
        QVERIFY(table);
        const CellSet original = everyRow(*table);
        RestClient *c = serve(std::move(table));
        QVERIFY(c);
        QList<QByteArray> keys{original[3].key, QByteArrayLiteral("no such row"), original[7].key,
                               QByteArray("\xff\xff\xff", 3)};
        ExportOptions options;
        options.format = ExportFormat::Jsonl;
        options.path = m_dir.filePath(QStringLiteral("some.jsonl"));
        ExportJob job(new RestKeysRowSource(c, keys), options);
        const auto summary = run(&job);
        QVERIFY2(summary.has_value(), qPrintable(summary ? QString() : summary.error().message));
        QCOMPARE(summary->rows, 2);
        QCOMPARE(summary->rowsNotFound, 2);
        QCOMPARE(Ei::Test::readFile(options.path).count('\n'), 2);
    }

    void textFormats()
    {
        auto store = std::make_unique<TableStore>(
            TableSchema::create(kJournalTable, {"f", "file", "grobid0", "match0"}));
        const Sha1 a = Sha1::ofData("a");
        const Sha1 b = Sha1::ofData("b");
        QVERIFY(store->put(CellSet{
            Row{encodeRowKey(a, KeyFormat::Sha1B32Prefixed),
                {Cell{"f:c", 1,
                      "{\"u\":\"http://x/"
                      "a.pdf\",\"d\":\"2019-01-01T00:00:00\",\"f\":\"X.warc.gz\",\"o\":1,\"c\":1}"},
                 Cell{"file:mime", 1, "application/pdf"},
                 Cell{"file:cdx", 1,
                      "{\"surt\":\"x\",\"url\":\"http://x/a.pdf\",\"dt\":\"20190101000000\",\"warc\":\"I/"
                      "X.warc.gz\",\"offset\":1,\"c_size\":2}"},
                 Cell{"grobid0:status_code", 1, int64Bytes(200)}}},
            Row{encodeRowKey(b, KeyFormat::Sha1B32Prefixed), {Cell{"file:mime", 1, "text\twith tab"}}}}));
        RestClient *c = serve(std::move(store));
        QVERIFY(c);
        auto setup = resolveTableSetup(QString(), QString(), kJournalTable)->profile;
        ExportOptions tsv;
        tsv.format = ExportFormat::Tsv;
        tsv.path = m_dir.filePath(QStringLiteral("rows.tsv"));
        tsv.tsvFields = {QStringLiteral("key"), QStringLiteral("file:mime"),
                         QStringLiteral("grobid0:status_code")};
        tsv.profile = setup;
        tsv.decode.table = kJournalTable;
        ExportJob tsvJob(new RestScanRowSource(c, ScanSpec{}), tsv);
        QVERIFY(run(&tsvJob));
        const QList<QByteArray> lines = Ei::Test::readFile(tsv.path).split('\n');
        QCOMPARE(lines.value(0), QByteArray("key\tfile:mime\tgrobid0:status_code"));
        QCOMPARE(lines.size(), 4); // header, two rows, the final newline
        QVERIFY(lines.contains(QByteArray("sha1:" + a.toBase32() + "\tapplication/pdf\t200")));
        QVERIFY(lines.contains(QByteArray("sha1:" + b.toBase32() + "\ttext with tab\t"))); // one line per row

        ExportOptions queue = tsv;
        queue.format = ExportFormat::Ungrobided;
        queue.path = m_dir.filePath(QStringLiteral("queue.tsv"));
        ExportJob queueJob(new RestScanRowSource(c, ScanSpec{}), queue);
        QSignalSpy skipped(&queueJob, &ExportJob::rowSkipped);
        const auto summary = run(&queueJob);
        QVERIFY(summary);
        QCOMPARE(summary->rows, 1);
        QCOMPARE(summary->rowsSkipped, 1);
        QCOMPARE(skipped.size(), 1);
        QVERIFY(Ei::Test::readFile(queue.path).startsWith(QByteArray("sha1:" + a.toBase32() + "\t{\"u\"")));
    }

    // Three of the demo generator's articles (PDF and TEI) and a row whose PDF is nowhere.
    void bundleIsServedWithItsPdfsAndTei()
    {
        QList<QByteArray> pdfs;
        for (const GeneratedPdf which :
             {GeneratedPdf::Plain, GeneratedPdf::Article, GeneratedPdf::CoverThenLetter}) {
            pdfs.append(Ei::Test::generatedArticle(which).layout.pdf);
        }
        const QByteArray tei = Ei::Test::generatedArticle(GeneratedPdf::Plain).tei;
        QVERIFY(!tei.isEmpty());
        // The pipeline's blob store the export reads PDFs from.
        const QString blobs = m_dir.filePath(QStringLiteral("blobs"));
        auto store = std::make_unique<TableStore>(
            TableSchema::create(kJournalTable, {"f", "file", "grobid0", "match0"}));
        QHash<QString, QByteArray> pdfBySha1;
        CellSet rows;
        for (const QByteArray &bytes : std::as_const(pdfs)) {
            QVERIFY(bytes.startsWith("%PDF"));
            const Sha1 sha1 = Sha1::ofData(bytes);
            const QString hex = QString::fromLatin1(sha1.toHex());
            const QString blob = blobs + u'/' + blobRelativePath(hex);
            QVERIFY(QDir().mkpath(QFileInfo(blob).path()));
            QFile f(blob);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
            pdfBySha1.insert(hex, bytes);
            rows.append(Row{encodeRowKey(sha1, KeyFormat::Sha1B32Prefixed),
                            {Cell{"file:mime", 1500000000000, "application/pdf"},
                             Cell{"grobid0:status_code", 1500000000000, int64Bytes(200)},
                             Cell{"grobid0:tei_xml", 1500000000000, tei}}});
        }
        // A row whose PDF no source has: listed, not fatal.
        const Sha1 lost = Sha1::ofData("not archived anywhere");
        rows.append(Row{encodeRowKey(lost, KeyFormat::Sha1B32Prefixed),
                        {Cell{"file:mime", 1500000000000, "application/pdf"}}});
        QVERIFY(store->put(rows));
        const CellSet original = everyRow(*store);
        RestClient *c = serve(std::move(store));
        QVERIFY(c);

        PdfFetcher fetcher;
        fetcher.setSources({*PdfSourceSpec::parse(QStringLiteral("blob-dir:") + blobs)});
        ExportOptions options;
        options.format = ExportFormat::Bundle;
        options.path = m_dir.filePath(QStringLiteral("bundle"));
        options.profile = resolveTableSetup(QString(), QString(), kJournalTable)->profile;
        options.manifest.table = kJournalTable;
        options.manifest.profile = QStringLiteral("journal-extract");
        options.maxPdfFetches = 2;
        ExportJob job(new RestScanRowSource(c, ScanSpec{}), options);
        job.setPdfFetcher(&fetcher);
        const auto summary = run(&job);
        QVERIFY2(summary.has_value(), qPrintable(summary ? QString() : summary.error().message));
        QCOMPARE(summary->rows, 4);
        QCOMPARE(summary->pdfsWritten, 3);
        QCOMPARE(summary->pdfsMissing, 1);
        QCOMPARE(summary->teiWritten, 3);
        QCOMPARE(summary->missingPdfs.size(), 1);
        const QString lostHex = QString::fromLatin1(lost.toHex());
        QVERIFY(summary->missingPdfs.first().startsWith(lostHex));
        QVERIFY(!QFileInfo::exists(options.path + QStringLiteral(".partial")));
        QVERIFY(Ei::Test::readFile(options.path + QStringLiteral("/missing-pdfs.tsv"))
                    .startsWith(QByteArray(lostHex.toLatin1() + '\t')));
        for (auto it = pdfBySha1.cbegin(); it != pdfBySha1.cend(); ++it) {
            QCOMPARE(Ei::Test::readFile(options.path + u'/' + blobRelativePath(it.key())), it.value());
            QCOMPARE(Ei::Test::readFile(
                         options.path + u'/' +
                         blobRelativePath(it.key(), QStringLiteral("grobid"), QStringLiteral(".tei.xml"))),
                     tei);
        }

        // Opened as a read-only table: the same rows, and the PDFs from the bundle, verified.
        auto opened = loadExport(options.path);
        QVERIFY2(opened.has_value(), qPrintable(opened ? QString() : opened.error().message));
        QCOMPARE(opened->manifest.table, kJournalTable);
        QCOMPARE(opened->manifest.pdfSources, QStringList{QStringLiteral("blob-dir:.")});
        QList<PdfSourceSpec> sources;
        for (const QString &spec : std::as_const(opened->manifest.pdfSources)) {
            sources.append(*PdfSourceSpec::parse(resolvePdfSource(options.path, spec)));
        }
        m_clients.removeAll(c);
        delete c;
        RestClient *served = serve(std::move(opened->table), true);
        QVERIFY(served);
        // `serve --read-only` refuses POST, so scanners too (as HBase's hbase.rest.readonly does):
        // rows are read with GET (multiget), as `get` does, and scans with stateless GETs.
        QList<QByteArray> keys;
        for (const Row &r : original) {
            keys.append(r.key);
        }
        auto back = Ei::Test::await(served->multiGet(keys));
        QVERIFY2(back.has_value(), qPrintable(back ? QString() : back.error().message));
        QString why;
        QVERIFY2(sameRows(*back, original, &why), qPrintable(why));
        // A scan falls back to stateless pages (GET /{t}/*) and reads the same rows.
        auto scanned = scanAll(served);
        QVERIFY2(scanned.has_value(), qPrintable(scanned ? QString() : scanned.error().message));
        QVERIFY2(sameRows(*scanned, original, &why), qPrintable(why));
        auto refused = Ei::Test::await(served->put(CellSet{Row{"x", {Cell{"f:c", 1, "y"}}}}));
        QVERIFY(!refused);
        PdfFetcher fromBundle;
        fromBundle.setSources(sources);
        for (auto it = pdfBySha1.cbegin(); it != pdfBySha1.cend(); ++it) {
            PdfLocator locator;
            locator.sha1Hex = it.key();
            PdfFetchJob *fetch = fromBundle.fetch(locator);
            QSignalSpy done(fetch, &PdfFetchJob::finished);
            QVERIFY(done.wait(30000));
            QVERIFY(fetch->result().ok());
            QVERIFY(fetch->result().verified);
            QCOMPARE(fetch->result().sha1Hex, it.key());
            QCOMPARE(fetch->result().bytes, it.value());
            fetch->deleteLater();
        }
    }

    void plainRowsFileOpensAsTable()
    {
        auto table = binaryTable(QStringLiteral("t"), 50);
        QVERIFY(table);
        const CellSet original = everyRow(*table);
        RestClient *c = serve(std::move(table));
        QVERIFY(c);
        ExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("wbgrp-journal-extract-9-qa.jsonl.sz"));
        ExportJob job(new RestScanRowSource(c, ScanSpec{}), options);
        QVERIFY(run(&job));
        QCOMPARE(tableNameForRowsFile(options.path), QStringLiteral("wbgrp-journal-extract-9-qa"));
        auto opened = loadExport(options.path);
        QVERIFY2(opened.has_value(), qPrintable(opened ? QString() : opened.error().message));
        QCOMPARE(opened->table->name(), QStringLiteral("wbgrp-journal-extract-9-qa"));
        QString why;
        QVERIFY2(sameRows(everyRow(*opened->table), original, &why), qPrintable(why));
        auto named = loadExport(options.path, ExportOpenOptions{QStringLiteral("other"), {}, {}});
        QVERIFY(named);
        QCOMPARE(named->table->name(), QStringLiteral("other"));
        QVERIFY(!loadExport(m_dir.filePath(QStringLiteral("absent.jsonl"))));
    }

    void cancelLeavesNothing_data()
    {
        QTest::addColumn<ExportFormat>("format");
        QTest::newRow("jsonl.sz") << ExportFormat::JsonlSnappy;
        QTest::newRow("tsv") << ExportFormat::Tsv;
        QTest::newRow("bundle") << ExportFormat::Bundle;
    }
    void cancelLeavesNothing()
    {
        QFETCH(ExportFormat, format);
        auto table = binaryTable(QStringLiteral("t"), 3000);
        QVERIFY(table);
        RestClient *c = serve(std::move(table));
        QVERIFY(c);
        ExportOptions options;
        options.format = format;
        options.path = m_dir.filePath(QStringLiteral("cancelled-") + exportFormatName(format));
        options.manifest.table = QStringLiteral("t");
        options.pageRows = 50;
        ExportJob job(new RestScanRowSource(c, ScanSpec{}), options);
        connect(&job, &ExportJob::progressChanged, &job, [&job](const ExportProgress &p) {
            if (p.rows > 0) {
                job.cancel();
            }
        });
        const auto summary = run(&job);
        QVERIFY(!summary);
        QCOMPARE(summary.error().kind, ErrorKind::Cancelled);
        QVERIFY(job.exportProgress().rows > 0 && job.exportProgress().rows < 3000); // it was really mid-way
        QVERIFY(nothingAt(options.path));
        // The server-side scanner was released.
        QTRY_COMPARE(m_server->scannerCount(), 0);
    }

    void tsvFieldsAreChecked_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QStringList>("fields");
        QTest::addColumn<QString>("problem"); // empty: accepted
        const QString journal = kJournalTable;
        const QString other = QStringLiteral("some-other-table");
        QTest::newRow("defaults") << journal << defaultTsvFields() << QString();
        QTest::newRow("key forms") << journal << QStringList{QStringLiteral("key"), QStringLiteral("$key")}
                                   << QString();
        QTest::newRow("dotted name") << journal
                                     << QStringList{QStringLiteral("key"),
                                                    QStringLiteral("grobid.status_code")}
                                     << QStringLiteral("\"grobid.status_code\" is not a column");
        QTest::newRow("family only") << journal << QStringList{QStringLiteral("grobid0:")}
                                     << QStringLiteral("is not a column");
        QTest::newRow("unknown family") << journal << QStringList{QStringLiteral("grobid:status_code")}
                                        << QStringLiteral("names a family the profile");
        QTest::newRow("none") << journal << QStringList{} << QStringLiteral("no TSV fields");
        QTest::newRow("any family of a generic table")
            << other << QStringList{QStringLiteral("cf:anything")} << QString();
    }
    void tsvFieldsAreChecked()
    {
        QFETCH(QString, table);
        QFETCH(QStringList, fields);
        QFETCH(QString, problem);
        const Profile profile = resolveTableSetup(QString(), QString(), table)->profile;
        const auto checked = checkTsvFields(fields, profile);
        QCOMPARE(checked.has_value(), problem.isEmpty());
        if (!checked) {
            QVERIFY2(checked.error().message.contains(problem), qPrintable(checked.error().message));
            QCOMPARE(checked.error().kind, ErrorKind::BadRequest);
            // The job refuses before writing anything.
            ExportOptions options;
            options.format = ExportFormat::Tsv;
            options.path = m_dir.filePath(QStringLiteral("fields.tsv"));
            options.tsvFields = fields;
            options.profile = profile;
            auto store = std::make_unique<TableStore>(TableSchema::create(table, {"f"}));
            ExportJob job(new TableStoreRowSource(store.get()), options);
            QVERIFY(!run(&job));
            QVERIFY(!QFileInfo::exists(options.path));
            QVERIFY(!QFileInfo::exists(options.path + QStringLiteral(".partial")));
        }
    }

    void failureLeavesNothing_data()
    {
        QTest::addColumn<QString>("failure");
        QTest::addColumn<ExportFormat>("format");
        QTest::newRow("disk full, jsonl.sz") << QStringLiteral("disk-full") << ExportFormat::JsonlSnappy;
        QTest::newRow("disk full, tsv") << QStringLiteral("disk-full") << ExportFormat::Tsv;
        QTest::newRow("unwritable folder, jsonl") << QStringLiteral("unwritable") << ExportFormat::Jsonl;
        QTest::newRow("unwritable folder, bundle") << QStringLiteral("unwritable") << ExportFormat::Bundle;
        // Also for root, who writes into any folder: the "folder" is a file.
        QTest::newRow("folder is a file, jsonl.sz")
            << QStringLiteral("not-a-folder") << ExportFormat::JsonlSnappy;
        QTest::newRow("folder is a file, bundle") << QStringLiteral("not-a-folder") << ExportFormat::Bundle;
        QTest::newRow("server error mid-scan, jsonl.sz")
            << QStringLiteral("server") << ExportFormat::JsonlSnappy;
        QTest::newRow("server error mid-scan, bundle") << QStringLiteral("server") << ExportFormat::Bundle;
    }
    void failureLeavesNothing()
    {
        QFETCH(QString, failure);
        QFETCH(ExportFormat, format);
        auto table = binaryTable(QStringLiteral("t"), 2000);
        QVERIFY(table);
        RestClient *c = serve(std::move(table));
        QVERIFY(c);
        const QString folder =
            m_dir.filePath(QStringLiteral("fail-") + QString::number(QRandomGenerator::global()->generate()));
        QVERIFY(QDir().mkpath(folder));
        ExportOptions options;
        options.format = format;
        options.path = folder + QStringLiteral("/out");
        options.manifest.table = QStringLiteral("t");
        options.pageRows = 50;
        if (failure == QLatin1String("disk-full")) {
            // Every write to the partial file lands on /dev/full: ENOSPC, as on a full disk.
            if (!QFileInfo(QStringLiteral("/dev/full")).exists()) {
                QSKIP("/dev/full is not available here");
            }
            QVERIFY(QFile::link(QStringLiteral("/dev/full"), options.path + QStringLiteral(".partial")));
        } else if (failure == QLatin1String("not-a-folder")) {
            QFile file(folder + QStringLiteral("/file"));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.close();
            options.path = folder + QStringLiteral("/file/out");
        } else if (failure == QLatin1String("unwritable")) {
            QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
            if (QFileInfo(folder).isWritable() ||
                QFile(folder + QStringLiteral("/probe")).open(QIODevice::WriteOnly)) {
                QFile::remove(folder + QStringLiteral("/probe"));
                QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                  QFileDevice::ExeOwner);
                QSKIP("running with privileges that ignore folder permissions");
            }
        }
        // A scan gives up on a failing server after two quick attempts.
        ExportJob job(new RestScanRowSource(c, ScanSpec{}, ScanRecovery{2, 1, 4}), options);
        if (failure == QLatin1String("server")) {
            connect(&job, &ExportJob::progressChanged, this, [this](const ExportProgress &p) {
                if (p.rows > 0) {
                    RestServerOptions broken = m_server->options();
                    broken.errorRate = 1.0; // every request from now on: 503
                    m_server->setOptions(broken);
                }
            });
        }
        const auto summary = run(&job);
        QFile::setPermissions(folder,
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(!summary);
        QVERIFY2(summary.error().kind != ErrorKind::Cancelled, qPrintable(summary.error().message));
        QVERIFY(!summary.error().message.isEmpty());
        if (failure != QLatin1String("server")) {
            QCOMPARE(summary.error().kind, ErrorKind::Io);
            QVERIFY2(summary.error().message.contains(folder), qPrintable(summary.error().message));
        } else {
            QVERIFY(job.exportProgress().rows > 0);
        }
        QVERIFY(nothingAt(options.path));
        QFile::remove(folder + QStringLiteral("/file"));
        QVERIFY(QDir(folder).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestExportJob)
#include "tst_exportjob.moc"
