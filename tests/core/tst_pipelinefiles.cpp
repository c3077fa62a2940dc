// The real pipeline's files in the shared corpus (sandcrawler/: ungrobided queue lines, CDX lines,
// GROBID metadata lines and JSON, small.xml/json, fatcat's matched rows) decoded as journal-extract
// rows without loss. Real data only: skips without the corpus; the same behaviour on generated rows
// is in tst_journalrow.
#include <common/curationfixture.h>
#include <common/testutil.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>

#include <core/curation/reprocessjob.h>
#include <core/domain/cellcodec.h>
#include <core/domain/journalrow.h>
#include <core/domain/pipelinerows.h>
#include <core/hbase/restclient.h>

#include "common/pipelinerowfixtures.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Ei::Test;

namespace {

QList<QByteArray> corpusLines(const QString &relative)
{
    QList<QByteArray> out;
    for (const QByteArray &line : Ei::Test::readFile(Ei::Test::corpusPath(relative)).split('\n')) {
        if (!line.trimmed().isEmpty()) {
            out.append(line);
        }
    }
    return out;
}

} // namespace

class TestPipelineFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ungrobidedRows_data()
    {
        QTest::addColumn<QByteArray>("line");
        EI_REQUIRE_CORPUS();
        const QList<QByteArray> lines = corpusLines(QStringLiteral("sandcrawler/example_ungrobided.tsv"));
        QCOMPARE(lines.size(), 20);
        for (const QByteArray &line : lines) {
            QTest::newRow(line.left(37).constData()) << line;
        }
    }
    void ungrobidedRows()
    {
        QFETCH(QByteArray, line);
        const auto row = rowFromUngrobidedLine(line);
        QVERIFY(row.has_value());
        const JournalRow j = decodeJournalRow(*row, &journalProfile());
        QVERIFY2(j.problems.isEmpty(),
                 qPrintable(j.problems.isEmpty() ? QString() : j.problems.first().reason));
        QCOMPARE(j.state, Lifecycle::Backfilled);
        QCOMPARE(j.missing, QList<QByteArray>{"grobid0:status_code"});
        QVERIFY(j.sha1.has_value());
        QCOMPARE(j.sha1->toDisplay(Sha1Display::Base32Prefixed), row->key);
        // Every field of f:c and file:cdx is decoded: re-serialised the pipeline's way they give
        // back the stored bytes exactly.
        const QJsonObject fc = parseObject(row->find("f:c")->value);
        QCOMPARE(j.capture->url, fc.value(QLatin1StringView("u")).toString());
        QCOMPARE(j.capture->datetimeText, fc.value(QLatin1StringView("d")).toString());
        QVERIFY(j.capture->datetime.isValid());
        QCOMPARE(j.capture->offset, std::optional(fc.value(QLatin1StringView("o")).toInteger()));
        QCOMPARE(j.capture->dupeCount, std::optional(fc.value(QLatin1StringView("c")).toInteger()));
        QCOMPARE(j.capture->warcFile, fc.value(QLatin1StringView("f")).toString());
        QCOMPARE(pythonJsonDumps(fc), row->find("f:c")->value);
        const QJsonObject cdx = parseObject(row->find("file:cdx")->value);
        QCOMPARE(pythonJsonDumps(cdx), row->find("file:cdx")->value);
        QCOMPARE(j.cdx->warc, cdx.value(QLatin1StringView("warc")).toString());
        QCOMPARE(j.cdx->warcFileName(), j.capture->warcFile);
        QVERIFY(!j.cdx->warcItem().isEmpty());
        QCOMPARE(j.cdx->offset, std::optional(cdx.value(QLatin1StringView("offset")).toInteger()));
        QCOMPARE(j.cdx->compressedSize, std::optional(cdx.value(QLatin1StringView("c_size")).toInteger()));
        QCOMPARE(j.cdx->datetime, j.capture->datetime);
        QCOMPARE(j.mime, QStringLiteral("application/pdf"));
        // The queue line is exactly what the pipeline consumed.
        QCOMPARE(*ungrobidedLine(*row), line);
    }

    void cdxLinesBackfill_data()
    {
        QTest::addColumn<QByteArray>("line");
        EI_REQUIRE_CORPUS();
        const QList<QByteArray> lines = corpusLines(QStringLiteral("sandcrawler/example.cdx"));
        QCOMPARE(lines.size(), 20);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QTest::addRow("line %lld", qlonglong(i + 1)) << lines[i];
        }
    }
    void cdxLinesBackfill()
    {
        QFETCH(QByteArray, line);
        const auto cdx = parseCdxLine(line);
        QVERIFY2(cdx.has_value(), qPrintable(cdx ? QString() : cdx.error().message));
        const auto row = backfillRow(*cdx);
        QVERIFY(row.has_value());
        const JournalRow j = decodeJournalRow(*row, &journalProfile());
        QVERIFY(j.problems.isEmpty());
        QCOMPARE(j.state, Lifecycle::Backfilled);
        QCOMPARE(j.sha1->toBase32(), cdx->digest);
        QCOMPARE(j.cdx->surt.toUtf8(), cdx->surt);
        QCOMPARE(j.cdx->url.toUtf8(), cdx->url);
        QCOMPARE(j.cdx->dt.toUtf8(), cdx->dt);
        QCOMPARE(j.cdx->warc.toUtf8(), cdx->warc);
        QCOMPARE(*j.cdx->offset, cdx->offset);
        QCOMPARE(*j.cdx->compressedSize, cdx->compressedSize);
        QCOMPARE(j.capture->datetime, j.cdx->datetime);
        QCOMPARE(j.mime.toUtf8(), cdx->mime);
        // Same shape as the pipeline's own queue lines.
        QVERIFY(ungrobidedLine(*row)->startsWith(QByteArray(row->key + "\t{\"c\": 1, \"d\": \"")));
    }

    void grobidMetadataLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        EI_REQUIRE_CORPUS();
        const QList<QByteArray> lines =
            corpusLines(QStringLiteral("sandcrawler/example_grobid_metadata_lines.tsv"));
        QCOMPARE(lines.size(), 10);
        for (const QByteArray &line : lines) {
            QTest::newRow(line.left(37).constData()) << line;
        }
    }
    void grobidMetadataLines()
    {
        QFETCH(QByteArray, line);
        const auto row = rowFromGrobidMetadataLine(line);
        QVERIFY2(row.has_value(), qPrintable(row ? QString() : row.error().message));
        const JournalRow j = decodeJournalRow(*row, &journalProfile());
        QVERIFY2(j.problems.isEmpty(),
                 qPrintable(j.problems.isEmpty() ? QString() : j.problems.first().reason));
        const QList<QByteArray> fields = line.split('\t');
        QCOMPARE(*j.size, fields[3].toLongLong());
        QVERIFY(j.grobid.metadata.has_value());
        QCOMPARE(*j.grobid.metadata, parseObject(fields[4]));
        QCOMPARE(j.cdx->url, parseObject(fields[1]).value(QLatin1StringView("url")).toString());
        // No f:c and no status code: the row says what it lacks.
        QCOMPARE(j.state, Lifecycle::Incomplete);
        QVERIFY(j.missing.contains("f:c"));
        QVERIFY(j.missing.contains("grobid0:status_code"));
    }

    void grobidMetadataJson()
    {
        EI_REQUIRE_CORPUS();
        const QList<QByteArray> lines =
            corpusLines(QStringLiteral("sandcrawler/example_grobid_metadata.json"));
        QCOMPARE(lines.size(), 5);
        for (const QByteArray &metadata : lines) {
            const Row row = withCells(backfilledRow(), {cell("grobid0:status_code", encodeInt64Be(200)),
                                                        cell("grobid0:status", "{\"status\": \"success\"}"),
                                                        cell("grobid0:metadata", metadata)});
            const JournalRow j = decodeJournalRow(row, &journalProfile());
            QVERIFY(j.problems.isEmpty());
            QCOMPARE(j.state, Lifecycle::Processed);
            QCOMPARE(j.missing, (QList<QByteArray>{"grobid0:tei_xml", "file:size"}));
            QCOMPARE(j.grobid.metadata->value(QLatin1StringView("title")),
                     parseObject(metadata).value(QLatin1StringView("title")));
            QVERIFY(!j.grobid.metadata->value(QLatin1StringView("authors")).toArray().isEmpty());
        }
    }

    void smallTeiAndJson()
    {
        EI_REQUIRE_CORPUS();
        const QByteArray tei =
            Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral("sandcrawler/small.xml")));
        const QByteArray teiJson =
            Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral("sandcrawler/small.json")));
        QVERIFY(!tei.isEmpty() && !teiJson.isEmpty());
        const Row row =
            withCells(backfilledRow(), {cell("file:size", encodeInt64Be(13264)),
                                        cell("grobid0:status_code", encodeInt64Be(200)),
                                        cell("grobid0:status", "{\"status\":\"success\"}"),
                                        cell("grobid0:tei_xml", tei), cell("grobid0:tei_json", teiJson)});
        const JournalRow j = decodeJournalRow(row, &journalProfile());
        QVERIFY(j.problems.isEmpty());
        QCOMPARE(j.state, Lifecycle::Processed);
        QVERIFY(j.missing.isEmpty());
        QCOMPARE(j.grobid.tei, tei); // byte for byte
        QCOMPARE(j.grobid.version, QStringLiteral("0.5.1-SNAPSHOT"));
        QCOMPARE(j.grobid.metadata->value(QLatin1StringView("title")).toString(),
                 QStringLiteral("Dummy Example File"));
        QVERIFY(!j.grobid.metadata->contains(QLatin1StringView("body")));
        const QJsonObject json = toJson(j);
        QCOMPARE(json.value(QLatin1StringView("state")).toString(), QStringLiteral("processed"));
        QCOMPARE(json.value(QLatin1StringView("grobid"))
                     .toObject()
                     .value(QLatin1StringView("tei_size"))
                     .toInteger(),
                 tei.size());
        QCOMPARE(
            json.value(QLatin1StringView("grobid")).toObject().value(QLatin1StringView("version")).toString(),
            QStringLiteral("0.5.1-SNAPSHOT"));
    }

    void matchedImporterRows()
    {
        EI_REQUIRE_CORPUS();
        // fatcat's "matched" JSON: sha1 hex, dois, size, mimetype and CDX (dt sometimes a bare year).
        const QList<QByteArray> lines = corpusLines(QStringLiteral("sandcrawler/example_matched.json"));
        QVERIFY(lines.size() >= 10);
        for (const QByteArray &line : lines) {
            const QJsonObject m = parseObject(line);
            QVERIFY(!m.isEmpty());
            const auto sha1 = parseSha1(m.value(QLatin1StringView("sha1")).toString());
            QVERIFY(sha1.has_value());
            Row row;
            row.key = encodeRowKey(*sha1, KeyFormat::Sha1B32Prefixed);
            row.cells.append(cell("file:mime", m.value(QLatin1StringView("mimetype")).toString().toUtf8()));
            if (m.value(QLatin1StringView("size")).isDouble()) {
                row.cells.append(
                    cell("file:size", encodeInt64Be(m.value(QLatin1StringView("size")).toInteger())));
            }
            const QJsonObject firstCdx = m.value(QLatin1StringView("cdx")).toArray().first().toObject();
            row.cells.append(cell("file:cdx", QJsonDocument(firstCdx).toJson(QJsonDocument::Compact)));
            row.cells.append(cell("match0:mstatus", "matched"));
            row.cells.append(
                cell("match0:doi", m.value(QLatin1StringView("dois")).toArray().first().toString().toUtf8()));
            const JournalRow j = decodeJournalRow(row, &journalProfile());
            QCOMPARE(j.sha1, std::optional(*sha1));
            QCOMPARE(j.match->mstatus, QStringLiteral("matched"));
            QVERIFY(j.match->mstatusKnown);
            QCOMPARE(j.match->doi, m.value(QLatin1StringView("dois")).toArray().first().toString());
            QCOMPARE(j.cdx->url, firstCdx.value(QLatin1StringView("url")).toString());
            // 2017 and 20170811223928 alike; the fixture's fake "20000000164644" (month 00) is reported.
            const bool realDate = j.cdx->dt != QLatin1StringView("20000000164644");
            QCOMPARE(j.cdx->datetime.isValid(), realDate);
            // Without warc/offset the PDF cannot be fetched: said, not hidden.
            QCOMPARE(j.problems.size(), 1);
            QCOMPARE(j.problems.first().column, QByteArray("file:cdx"));
            QVERIFY(
                j.problems.first().reason.contains(QLatin1StringView("warc, offset and c_size are needed")));
            QCOMPARE(j.problems.first().reason.contains(QLatin1StringView("is not a YYYYMMDDhhmmss")),
                     !realDate);
            QCOMPARE(j.state, Lifecycle::Incomplete);
        }
    }

    // A reprocess job in TSV mode gives the sandcrawler's own queue lines back byte for byte and
    // writes nothing.
    void ungrobidedLinesFromAReprocessJob()
    {
        EI_REQUIRE_CORPUS();
        const CellSet rows = Ei::Test::corpusProcessedRows();
        QCOMPARE(rows.size(), 20);
        const std::unique_ptr<RestServer> server = Ei::Test::serveCurationTable(rows);
        QVERIFY(server);
        ConnectionConfig config;
        config.baseUrl = QUrl(server->baseUrl());
        config.table = Ei::Test::kCurationTable;
        RestClient client(config);
        ReprocessOptions options;
        options.by = QStringLiteral("tester");
        options.reason = QStringLiteral("new GROBID");
        ReprocessJob job(&client, nullptr, Ei::Test::curationSetup(), options);
        QList<QByteArray> lines;
        QObject::connect(&job, &ReprocessJob::tsvLine, &job,
                         [&lines](const QByteArray &l) { lines.append(l); });
        QSignalSpy finished(&job, &ReprocessJob::finished);
        QList<QByteArray> keys;
        for (const Row &r : rows) {
            keys.append(r.key);
        }
        QVERIFY(job.startKeys(keys).has_value());
        QVERIFY(finished.count() > 0 || finished.wait(60000));
        QCOMPARE(job.summary().done, rows.size());
        const QList<QByteArray> expected = corpusLines(QStringLiteral("sandcrawler/example_ungrobided.tsv"));
        QCOMPARE(lines.size(), expected.size());
        for (const QByteArray &line : lines) {
            QVERIFY2(expected.contains(line), line.constData());
        }
        const Ei::Test::WriteLog log = Ei::Test::writeLogOf(server->requestLog(), Ei::Test::kCurationTable);
        QVERIFY(log.checkPutOk.isEmpty());
        QVERIFY(log.uncheckedWrites.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPipelineFiles)
#include "tst_pipelinefiles.moc"
