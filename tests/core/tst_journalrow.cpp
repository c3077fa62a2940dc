// Journal-extract rows: every generated pipeline row decoded without loss, each lifecycle state,
// the ungrobided queue line byte for byte, and crafted bad cells that must never be dropped. The
// real pipeline files of the shared corpus are decoded in tst_pipelinefiles.
#include <algorithm>
#include <common/testutil.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <core/domain/journalrow.h>
#include <core/domain/pipelinerows.h>

#include "common/pipelinerowfixtures.h"

using namespace Ei::Core;
using namespace Ei::Test;

namespace {

Row removed(Row row, const QByteArray &column)
{
    row.cells.removeIf([&](const Cell &c) { return c.column == column; });
    return row;
}

} // namespace

Q_DECLARE_METATYPE(Ei::Core::Row)

class TestJournalRow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Every generated row (the demo generator's, all lifecycle states, f:c in both the compact and
    // the spaced spelling, CDX offsets as ints and as strings) decodes its backfill cells without
    // loss, and its ungrobided queue line is the stored cells byte for byte.
    void generatedRows_data()
    {
        QTest::addColumn<Row>("row");
        const Ei::Demo::DemoDataset &demo = Ei::Test::generatedDemo();
        QVERIFY(demo.rows.size() >= 16);
        for (const Row &row : demo.rows) {
            QTest::newRow(row.key.left(37).constData()) << row;
        }
    }
    void generatedRows()
    {
        QFETCH(Row, row);
        const JournalRow j = decodeJournalRow(row, &journalProfile());
        QVERIFY(j.sha1.has_value());
        QCOMPARE(j.sha1->toDisplay(Sha1Display::Base32Prefixed), row.key);
        const QJsonObject fc = parseObject(row.find("f:c")->value);
        QVERIFY(!fc.isEmpty());
        QCOMPARE(j.capture->url, fc.value(QLatin1StringView("u")).toString());
        QCOMPARE(j.capture->datetimeText, fc.value(QLatin1StringView("d")).toString());
        QVERIFY(j.capture->datetime.isValid());
        QCOMPARE(j.capture->offset, std::optional(fc.value(QLatin1StringView("o")).toInteger()));
        QCOMPARE(j.capture->dupeCount, std::optional(fc.value(QLatin1StringView("c")).toInteger()));
        QCOMPARE(j.capture->warcFile, fc.value(QLatin1StringView("f")).toString());
        const QJsonObject cdx = parseObject(row.find("file:cdx")->value);
        // The pipeline wrote offset and c_size as ints or as strings.
        const auto integer = [&cdx](QLatin1StringView name) {
            const QJsonValue v = cdx.value(name);
            return v.isString() ? v.toString().toLongLong() : v.toInteger();
        };
        QCOMPARE(j.cdx->warc, cdx.value(QLatin1StringView("warc")).toString());
        QCOMPARE(j.cdx->warcFileName(), j.capture->warcFile);
        QVERIFY(!j.cdx->warcItem().isEmpty());
        QCOMPARE(j.cdx->offset, std::optional(integer(QLatin1StringView("offset"))));
        QCOMPARE(j.cdx->compressedSize, std::optional(integer(QLatin1StringView("c_size"))));
        QCOMPARE(j.mime, QStringLiteral("application/pdf"));
        QVERIFY(j.state != Lifecycle::Incomplete);
        QVERIFY2(std::ranges::none_of(
                     j.problems, [](const auto &p) { return p.column == "f:c" || p.column == "file:cdx"; }),
                 qPrintable(j.problems.isEmpty() ? QString() : j.problems.first().reason));
        // The queue line is the stored cells, byte for byte, and reads back to them.
        const QByteArray line = row.key + '\t' + row.find("f:c")->value + '\t' +
                                row.find("file:mime")->value + '\t' + row.find("file:cdx")->value;
        QCOMPARE(*ungrobidedLine(row), line);
        const auto back = rowFromUngrobidedLine(line);
        QVERIFY(back.has_value());
        for (const char *column : {"f:c", "file:mime", "file:cdx"}) {
            QCOMPARE(back->find(column)->value, row.find(column)->value);
        }
    }

    // The decoder's states of the generated rows are the generator's own tally.
    void generatedRowsStates()
    {
        const Ei::Demo::DemoDataset &demo = Ei::Test::generatedDemo();
        QMap<QString, int> decoded;
        for (const Row &row : demo.rows) {
            ++decoded[lifecycleId(decodeJournalRow(row, &journalProfile()).state)];
        }
        QMap<QString, int> generated;
        for (auto it = demo.summary.lifecycle.cbegin(); it != demo.summary.lifecycle.cend(); ++it) {
            // The generator names the queue as docs/demo-data.md does; the profile's id differs.
            const QString id = it.key() == Ei::Demo::Lifecycle::ReprocessQueued
                                   ? QStringLiteral("queued-for-reprocessing")
                                   : it.key();
            generated[id] += it.value();
        }
        QCOMPARE(decoded, generated);
        QCOMPARE(decoded.size(), 6); // every state but incomplete
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
