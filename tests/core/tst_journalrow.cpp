// Journal-extract rows: every real pipeline row in the corpus decoded without loss, each lifecycle
// state, the ungrobided queue line byte for byte, and crafted bad cells that must never be dropped.
#include <common/testutil.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <core/domain/journalrow.h>
#include <core/domain/pipelinerows.h>

using namespace Ei::Core;

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

QJsonObject parseObject(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

const Profile &journalProfile()
{
    static const ProfileRegistry reg = ProfileRegistry::builtin();
    return *reg.find(QStringLiteral("journal-extract"));
}

Row backfilledRow()
{
    return *rowFromUngrobidedLine(
        "sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J\t{\"c\": 1, \"d\": \"2017-10-27T22:21:13\", \"f\": "
        "\"X.warc.gz\", "
        "\"o\": 984263791, \"u\": \"http://x.org/a.pdf\"}\tapplication/pdf\t{\"c_size\": 1050532, \"dt\": "
        "\"20171027222113\", \"offset\": 984263791, \"surt\": \"org,x)/a.pdf\", \"url\": "
        "\"http://x.org/a.pdf\", "
        "\"warc\": \"ITEM/X.warc.gz\"}");
}

Row withCells(Row row, const QList<Cell> &cells)
{
    for (const Cell &c : cells) {
        row.cells.removeIf([&](const Cell &old) { return old.column == c.column; });
        row.cells.append(c);
    }
    return row;
}

Row removed(Row row, const QByteArray &column)
{
    row.cells.removeIf([&](const Cell &c) { return c.column == column; });
    return row;
}

Cell cell(const char *column, const QByteArray &value)
{
    return Cell{column, Cell::kNoTimestamp, value};
}

} // namespace

Q_DECLARE_METATYPE(Ei::Core::Row)

class TestJournalRow : public QObject
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

    void lifecycle_data()
    {
        QTest::addColumn<Row>("row");
        QTest::addColumn<QString>("state");
        QTest::addColumn<QByteArrayList>("missing");
        const Row b = backfilledRow();
        const Cell ok200 = cell("grobid0:status_code", encodeInt64Be(200));
        QTest::newRow("backfilled") << b << QStringLiteral("backfilled")
                                    << QByteArrayList{"grobid0:status_code"};
        QTest::newRow("backfilled without cdx") << removed(b, "file:cdx") << QStringLiteral("incomplete")
                                                << QByteArrayList{"file:cdx", "grobid0:status_code"};
        QTest::newRow("empty row") << Row{"sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J", {}}
                                   << QStringLiteral("incomplete")
                                   << QByteArrayList{"f:c", "file:mime", "file:cdx"};
        QTest::newRow("processed") << withCells(b,
                                                {ok200, cell("grobid0:status", "{\"status\": \"success\"}"),
                                                 cell("grobid0:tei_xml", "<TEI/>"),
                                                 cell("file:size", encodeInt64Be(5))})
                                   << QStringLiteral("processed") << QByteArrayList{};
        QTest::newRow("processed, later row without status json")
            << withCells(b, {ok200, cell("grobid0:tei_xml", "<TEI/>"), cell("file:size", encodeInt64Be(5))})
            << QStringLiteral("processed") << QByteArrayList{"grobid0:status"};
        QTest::newRow("grobid 500") << withCells(b, {cell("grobid0:status_code", encodeInt64Be(500)),
                                                     cell("grobid0:status",
                                                          "{\"status\": \"error\", \"description\": "
                                                          "\"[TIMEOUT] PDF to XML conversion\"}")})
                                    << QStringLiteral("grobid-error") << QByteArrayList{};
        QTest::newRow("grobid 409 no status")
            << withCells(b, {cell("grobid0:status_code", encodeInt64Be(409))})
            << QStringLiteral("grobid-error") << QByteArrayList{"grobid0:status"};
        QTest::newRow("oversize") << withCells(b,
                                               {ok200, cell("grobid0:status", "{\"status\":\"oversize\"}")})
                                  << QStringLiteral("oversize") << QByteArrayList{};
        QTest::newRow("unparseable xml")
            << withCells(b,
                         {ok200, cell("grobid0:status",
                                      "{\"status\": \"fail\", \"reason\": \"GROBID 200 XML parse error\"}")})
            << QStringLiteral("unparseable-xml") << QByteArrayList{};
        QTest::newRow("queued for reprocessing")
            << withCells(
                   b, {cell("grobid0:reprocess", "{\"requested\": \"2026-01-01T00:00:00Z\", \"by\": \"ann\", "
                                                 "\"reason\": \"bad title\", \"previous\": {\"status_code\": "
                                                 "200}}")})
            << QStringLiteral("queued-for-reprocessing") << QByteArrayList{"grobid0:status_code"};
    }
    void lifecycle()
    {
        QFETCH(Row, row);
        QFETCH(QString, state);
        QFETCH(QByteArrayList, missing);
        const JournalRow j = decodeJournalRow(row, &journalProfile());
        QCOMPARE(lifecycleId(j.state), state);
        QCOMPARE(j.missing, QList<QByteArray>(missing));
        QVERIFY(journalProfile().lifecycleState(state));
        QCOMPARE(toJson(j).value(QLatin1StringView("state")).toString(), state);
    }

    void errorDetailsAndNotes()
    {
        const Row b = backfilledRow();
        JournalRow j = decodeJournalRow(
            withCells(
                b, {cell("grobid0:status_code", encodeInt64Be(500)),
                    cell("grobid0:status", "{\"status\": \"error\", \"description\": \"[TIMEOUT]\"}"),
                    cell("grobid0:reprocess", "{\"requested\": \"2026-01-01T00:00:00Z\", \"by\": \"ann\"}")}),
            &journalProfile());
        QCOMPARE(j.grobid.statusCode, std::optional<qint64>(500));
        QCOMPARE(j.grobid.status, QStringLiteral("error"));
        QCOMPARE(j.grobid.description, QStringLiteral("[TIMEOUT]"));
        QCOMPARE(j.reprocess->by, QStringLiteral("ann"));
        QCOMPARE(j.notes.size(), 1); // requested, but status_code still there
    }

    void tolerantVariations()
    {
        // Ints as strings, Z suffix, spaced date, \u escapes, dupe count as string.
        Row row = withCells(
            backfilledRow(),
            {cell("f:c",
                  "{\"c\":\"2\",\"d\":\"2017-10-27T22:21:13Z\",\"f\":\"X.warc.gz\",\"o\":\"984263791\","
                  "\"u\":\"http://x.org/caf\\u00e9.pdf\"}"),
             cell("file:cdx",
                  "{\"c_size\": \"1050532\", \"dt\": \"20171027222113\", \"offset\": \"984263791\", "
                  "\"surt\": \"org,x)/a.pdf\", \"url\": \"http://x.org/a.pdf\", \"warc\": "
                  "\"ITEM/X.warc.gz\"}"),
             cell("grobid0:quality", "marginal"), cell("match0:mstatus", "confirmed"),
             cell("match0:doi", "10.1177/02683962211048201"),
             cell("match0:minfo",
                  "{\"rev\": 2, \"updated\": \"2026-01-02T00:00:00Z\", \"by\": \"ann\", \"note\": "
                  "\"checked\", \"verdict\": {\"verdict\": \"strong\"}, \"history\": [{\"rev\": 1, "
                  "\"at\": \"2026-01-01T00:00:00Z\", \"by\": \"bob\", \"mstatus\": \"matched\", "
                  "\"doi\": \"10.1/x\", \"note\": \"\"}, {\"rev\": 2, \"at\": "
                  "\"2026-01-02T00:00:00Z\", \"by\": \"ann\", \"mstatus\": \"confirmed\", \"doi\": "
                  "\"10.1177/02683962211048201\", \"note\": \"checked\"}]}")});
        const JournalRow j = decodeJournalRow(row, &journalProfile());
        QVERIFY2(j.problems.isEmpty(),
                 qPrintable(j.problems.isEmpty() ? QString() : j.problems.first().reason));
        QCOMPARE(j.capture->dupeCount, std::optional<qint64>(2));
        QCOMPARE(j.capture->offset, std::optional<qint64>(984263791));
        QCOMPARE(j.capture->url, QStringLiteral("http://x.org/café.pdf"));
        QCOMPARE(j.capture->datetime, j.cdx->datetime);
        QCOMPARE(j.cdx->compressedSize, std::optional<qint64>(1050532));
        QCOMPARE(j.quality->quality, QStringLiteral("marginal"));
        QVERIFY(j.quality->bareWord);
        QCOMPARE(j.match->rev, 2);
        QCOMPARE(j.match->history.size(), 2);
        QCOMPARE(j.match->history.last().mstatus, QStringLiteral("confirmed"));
        QCOMPARE(j.match->verdict.value(QLatin1StringView("verdict")).toString(), QStringLiteral("strong"));
        QCOMPARE(j.match->minfoRaw, row.find("match0:minfo")->value);
    }

    void captureDates_data()
    {
        QTest::addColumn<QString>("d");
        QTest::addColumn<QString>("utc"); // empty: not a date, reported
        QTest::newRow("no Z") << QStringLiteral("2017-10-27T22:21:13")
                              << QStringLiteral("2017-10-27T22:21:13Z");
        QTest::newRow("Z") << QStringLiteral("2017-10-27T22:21:13Z")
                           << QStringLiteral("2017-10-27T22:21:13Z");
        QTest::newRow("space") << QStringLiteral("2017-10-27 22:21:13")
                               << QStringLiteral("2017-10-27T22:21:13Z");
        QTest::newRow("fraction") << QStringLiteral("2017-10-27T22:21:13.5Z")
                                  << QStringLiteral("2017-10-27T22:21:13Z");
        QTest::newRow("month 13") << QStringLiteral("2017-13-27T22:21:13") << QString();
        QTest::newRow("short") << QStringLiteral("2017-10-27") << QString();
        QTest::newRow("letters") << QStringLiteral("2017-1O-27T22:21:13") << QString();
        QTest::newRow("bad fraction") << QStringLiteral("2017-10-27T22:21:13.x") << QString();
    }
    void captureDates()
    {
        QFETCH(QString, d);
        QFETCH(QString, utc);
        const QByteArray fc = "{\"u\": \"http://x\", \"d\": \"" + d.toUtf8() + "\"}";
        const JournalRow j =
            decodeJournalRow(withCells(backfilledRow(), {cell("f:c", fc)}), &journalProfile());
        QCOMPARE(j.capture->datetimeText, d);
        QCOMPARE(j.capture->datetime.isValid(), !utc.isEmpty());
        QCOMPARE(j.problems.isEmpty(), !utc.isEmpty());
        if (!utc.isEmpty()) {
            QCOMPARE(j.capture->datetime.toString(Qt::ISODate), utc);
            QCOMPARE(j.capture->datetime.timeSpec(), Qt::UTC);
        }
    }

    void badCells_data()
    {
        QTest::addColumn<QByteArray>("column");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("truncated f:c") << QByteArray("f:c") << QByteArray("{\"c\": 1, \"d\": \"2017")
                                       << QStringLiteral("not valid JSON");
        QTest::newRow("f:c array") << QByteArray("f:c") << QByteArray("[1,2]")
                                   << QStringLiteral("a JSON object");
        QTest::newRow("f:c offset word")
            << QByteArray("f:c")
            << QByteArray("{\"u\": \"http://x\", \"o\": \"far\", \"d\": \"2017-01-01T00:00:00\"}")
            << QStringLiteral("o is not an integer");
        QTest::newRow("f:c bad date")
            << QByteArray("f:c") << QByteArray("{\"u\": \"http://x\", \"d\": \"yesterday\"}")
            << QStringLiteral("d 'yesterday' is not a date-time");
        QTest::newRow("cdx c_size float")
            << QByteArray("file:cdx")
            << QByteArray("{\"warc\": \"A/B\", \"offset\": 1, \"c_size\": 1.5, \"dt\": "
                          "\"20170101000000\"}")
            << QStringLiteral("c_size is not an integer");
        QTest::newRow("7-byte size") << QByteArray("file:size") << QByteArray(7, '\0')
                                     << QStringLiteral("the cell has 7 bytes");
        QTest::newRow("7-byte status") << QByteArray("grobid0:status_code") << QByteArray(7, '\x01')
                                       << QStringLiteral("the cell has 7 bytes");
        QTest::newRow("status as text")
            << QByteArray("grobid0:status_code") << QByteArray("200") << QStringLiteral("stored as text");
        QTest::newRow("non-utf8 mime")
            << QByteArray("file:mime") << QByteArray("application/\xff") << QStringLiteral("not valid UTF-8");
        QTest::newRow("status not json")
            << QByteArray("grobid0:status") << QByteArray("success") << QStringLiteral("not valid JSON");
        QTest::newRow("unknown mstatus") << QByteArray("match0:mstatus") << QByteArray("maybe")
                                         << QStringLiteral("'maybe' is not in the profile's vocabulary");
        QTest::newRow("minfo truncated") << QByteArray("match0:minfo") << QByteArray("{\"rev\": 1, \"hist")
                                         << QStringLiteral("not valid JSON");
        QTest::newRow("quality broken json") << QByteArray("grobid0:quality") << QByteArray("{\"quality\": ")
                                             << QStringLiteral("not valid JSON");
    }
    void badCells()
    {
        QFETCH(QByteArray, column);
        QFETCH(QByteArray, value);
        QFETCH(QString, reason);
        const Row row = withCells(backfilledRow(), {Cell{column, Cell::kNoTimestamp, value}});
        const JournalRow j = decodeJournalRow(row, &journalProfile());
        QCOMPARE(j.problems.size(), 1);
        QCOMPARE(j.problems.first().column, column);
        QCOMPARE(j.problems.first().raw, value); // kept, never dropped
        QVERIFY2(j.problems.first().reason.contains(reason), qPrintable(j.problems.first().reason));
        const QJsonArray problems = toJson(j).value(QLatin1StringView("problems")).toArray();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().toObject().value(QLatin1StringView("hex")).toString(),
                 QString::fromLatin1(value.toHex()));
    }

    void notASha1Key()
    {
        Row row = backfilledRow();
        row.key = "not-a-key";
        const JournalRow j = decodeJournalRow(row, &journalProfile());
        QVERIFY(!j.sha1);
        QCOMPARE(j.problems.size(), 1);
        QCOMPARE(toJson(j).value(QLatin1StringView("key")).toString(), QStringLiteral("not-a-key"));
    }

    void keysInEveryFormat()
    {
        const Sha1 s = *parseSha1(u"sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J");
        for (KeyFormat f :
             {KeyFormat::Sha1B32Prefixed, KeyFormat::Sha1B32, KeyFormat::Sha1Hex, KeyFormat::Raw20}) {
            Row row = backfilledRow();
            row.key = encodeRowKey(s, f);
            const JournalRow j = decodeJournalRow(row, &journalProfile());
            QCOMPARE(j.sha1, std::optional(s));
            QVERIFY(j.problems.isEmpty());
            QCOMPARE(toJson(j, Sha1Display::Hex).value(QLatin1StringView("key")).toString(),
                     QString::fromLatin1(s.toHex()));
        }
    }

    void ungrobidedLineRefusals()
    {
        QVERIFY(!ungrobidedLine(removed(backfilledRow(), "file:mime")).has_value());
        const auto tab = ungrobidedLine(withCells(backfilledRow(), {cell("file:mime", "a\tb")}));
        QVERIFY(!tab.has_value());
        QVERIFY(tab.error().message.contains(QLatin1StringView("tab")));
    }

    void pipelineLineErrors()
    {
        QVERIFY(!rowFromUngrobidedLine("sha1:X\tonly two").has_value());
        QVERIFY(!rowFromGrobidMetadataLine("a\tb\tc\tnot-a-number\te").has_value());
        QVERIFY(!parseCdxLine("too few fields").has_value());
        QVERIFY(!parseCdxLine("a 20170101000000 u m 200 NOTBASE32 - - 1 2 w").has_value());
        QVERIFY(
            !parseCdxLine("a 20170101000000 u m 200 MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J - - x 2 w").has_value());
    }

    void pythonDumpsEscapes()
    {
        const QJsonObject o{{QStringLiteral("b"), QStringLiteral("caf\u00e9 \"q\" \\ \n")},
                            {QStringLiteral("a"), QJsonArray{1, 2.5, true, QJsonValue()}}};
        QCOMPARE(pythonJsonDumps(o),
                 QByteArray("{\"a\": [1, 2.5, true, null], \"b\": \"caf\\u00e9 \\\"q\\\" \\\\ \\n\"}"));
    }
};

QTEST_GUILESS_MAIN(TestJournalRow)
#include "tst_journalrow.moc"
