// The Crossref dump reader behind crossref-load: every corpus Crossref file in every shape
// (public data file with items, JSON lines, API envelopes, gzip), and damaged input: each bad
// record reported with its position while the good ones around it still arrive.
#include <common/testutil.h>
#include <zlib.h>

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <core/crossref/crossrefdump.h>
#include <core/crossref/jsonscan.h>

using namespace Ei::Core;

namespace {

struct Read
{
    QList<DumpRecord> records; // json copied into `copies`
    QList<QByteArray> copies;
    QList<DumpProblem> problems;
    QString error;
};

Read readAll(const QString &path)
{
    Read out;
    auto reader = CrossrefDumpReader::open(path);
    if (!reader) {
        out.error = reader.error().message;
        return out;
    }
    DumpRecord record;
    DumpProblem problem;
    for (;;) {
        auto step = (*reader)->next(record, problem);
        if (!step) {
            out.error = step.error().message;
            return out;
        }
        if (*step == CrossrefDumpReader::Step::End) {
            return out;
        }
        if (*step == CrossrefDumpReader::Step::Problem) {
            out.problems << problem;
        } else {
            out.copies << record.json.toByteArray();
            out.records << record;
        }
    }
}

QByteArray gzip(const QByteArray &data)
{
    z_stream zs{};
    deflateInit2(&zs, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&zs, uLong(data.size()))), Qt::Uninitialized);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    zs.avail_in = uInt(data.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    deflate(&zs, Z_FINISH);
    out.resize(qsizetype(zs.total_out));
    deflateEnd(&zs);
    return out;
}

QByteArray record(const QByteArray &doi, const QByteArray &extra = {})
{
    return "{\"indexed\":{\"date-parts\":[[2020,1,2]],\"date-time\":\"2020-01-02T03:04:05Z\",\"timestamp\":"
           "1577934245000},\"DOI\":\"" +
           doi + "\",\"title\":[\"T\"]" + extra + "}";
}

} // namespace

class TestCrossrefDump : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &data)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size()) {
            qFatal("cannot write a test file");
        }
        return f.fileName();
    }

private Q_SLOTS:
    void corpusFiles_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArrayList>("dois");
        QTest::addColumn<int>("problems");
        QTest::newRow("API work-list: message.items")
            << "crossref/fatcat_crossref_api_works.json"
            << QByteArrayList{"10.1109/mitp.2002.1041177", "10.1109/infvis.2005.1532150",
                              "10.1007/s10107-009-0306-5"}
            << 0;
        QTest::newRow("API envelope")
            << "crossref/colrev_crossref_10.2196_22081.json" << QByteArrayList{"10.2196/22081"} << 0;
        QTest::newRow("pretty-printed bare record, SICI DOI")
            << "crossref/fatcat_crossref-works.single.json"
            << QByteArrayList{"10.1002/(sici)1097-461x(1998)66:4<261::aid-qua1>3.0.co;2-t"} << 0;
        QTest::newRow("gzip, 1014 authors")
            << "crossref/fatcat_huge_crossref_doi.json.gz" << QByteArrayList{"10.1534/g3.114.015966"} << 0;
        QTest::newRow("JSON lines from a 2018 dump (mongo export spacing)")
            << "crossref/fatcat_crossref-works.2018-01-21.badsample.json"
            << QByteArrayList{"10.1067/mjd.2002.110660",
                              "10.1002/(sici)1097-461x(1998)66:4<261::aid-qua1>3.0.co;2-t",
                              "10.1002/cbf.935",
                              "10.1002/1521-3773(20020215)41:4<583::aid-anie583>3.0.co;2-i",
                              "10.1002/(sici)1096-911x(199805)30:5<297::aid-mpo7>3.0.co;2-a",
                              "10.1002/(sici)1099-1190(200001/02)10:1<51::aid-nem357>3.0.co;2-g",
                              "10.1006/mthe.2001.0464",
                              "10.1002/1097-0231(20001230)14:24<2357::aid-rcm168>3.0.co;2-2",
                              "10.1006/taap.1998.8543",
                              "10.1002/1097-0274(200102)39:2<218::aid-ajim1009>3.0.co;2-4",
                              "10.1016/s0278-4319(01)00020-2",
                              "10.1002/cfg.158",
                              "10.1002/cfg.158",
                              "10.1007/s002560100423"}
            << 0;
        QTest::newRow("a GROBID TEI is no dump")
            << "crossref/sandcrawler_grobid_refs_s1047951103000064.tei.xml" << QByteArrayList{} << 1;
    }

    void corpusFiles()
    {
        QFETCH(QString, file);
        QFETCH(QByteArrayList, dois);
        QFETCH(int, problems);
        const Read read = readAll(Ei::Test::corpusPath(file));
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QByteArrayList got;
        for (const DumpRecord &r : read.records) {
            got << r.doi;
        }
        QCOMPARE(got, dois);
        QCOMPARE(read.problems.size(), problems);
        for (qsizetype i = 0; i < read.records.size(); ++i) {
            // One line of valid JSON that Qt reads back as the same record, with its DOI.
            const QByteArray &json = read.copies.at(i);
            QVERIFY(!json.contains('\n'));
            QJsonParseError error{};
            const QJsonObject o = QJsonDocument::fromJson(json, &error).object();
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(o.value(QStringLiteral("DOI")).toString().toLower().toUtf8(), dois.at(i));
            QVERIFY(read.records.at(i).indexedMicros > 1500000000LL * 1000000);
        }
    }

    void publicDataFileGzipped()
    {
        // {"items": [...]} as Crossref publishes it, gzipped in two members, with bad items inside.
        QByteArray data = "{\"items\": [\n" + record("10.1/A") + ",\n" + record("10.1/b", ",\"x\":\"\x01\"") +
                          ",\n" + record("10.1/c") + ",\n42,\n" + record("10.1/d") + "\n]}";
        const qsizetype half = data.size() / 2;
        const QString path = write(QStringLiteral("0.json.gz"), gzip(data.left(half)) + gzip(data.mid(half)));
        const Read read = readAll(path);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.records.size(), 3);
        QCOMPARE(read.records.at(0).doi, QByteArray("10.1/a")); // lower-cased
        QCOMPARE(read.records.at(1).doi, QByteArray("10.1/c"));
        QCOMPARE(read.records.at(2).doi, QByteArray("10.1/d"));
        QCOMPARE(read.records.at(2).where.item, 5);
        QCOMPARE(read.records.at(2).where.line, 6);
        QCOMPARE(read.problems.size(), 2);
        QCOMPARE(read.problems.at(0).where.item, 2);
        QCOMPARE(read.problems.at(0).where.line, 3);
        QVERIFY2(read.problems.at(0).reason.contains(QStringLiteral("control character")),
                 qPrintable(read.problems.at(0).reason));
        QCOMPARE(read.problems.at(1).where.item, 4);
        QVERIFY(read.problems.at(1).reason.contains(QStringLiteral("not a JSON object")));
    }

    void loaderFolderLines()
    {
        // The lines `crossref-load --to DIR` writes: the record is the "record" member, whatever
        // the order of the members around it.
        const QByteArray data =
            "{\"doi\":\"10.1/a\",\"indexed\":\"2020-01-02T03:04:05Z\",\"record\":" + record("10.1/A") +
            "}\n{\"record\":" + record("10.1/b") +
            ",\"doi\":\"10.1/b\",\"indexed\":\"2020-01-02T03:04:05Z\"}\n";
        const Read read = readAll(write(QStringLiteral("records.jsonl"), data));
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.problems.size(), 0);
        QCOMPARE(read.records.size(), 2);
        QCOMPARE(read.records.at(0).doi, QByteArray("10.1/a"));
        QCOMPARE(read.records.at(1).doi, QByteArray("10.1/b"));
        QCOMPARE(read.copies.at(0), record("10.1/A")); // the record alone, not its envelope
        QCOMPARE(read.records.at(1).indexedMicros, 1577934245LL * 1000000);
    }

    void badRecords_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("reason");
        QTest::newRow("truncated JSON")
            << QByteArray("{\"DOI\":\"10.1/x\",\"indexed\":{\"date-time\":\"2020") << "malformed JSON";
        QTest::newRow("invalid UTF-8") << record("10.1/x", ",\"t\":\"caf\xc3\"") << "not UTF-8";
        QTest::newRow("overlong UTF-8") << record("10.1/x", ",\"t\":\"\xc0\xaf\"") << "not UTF-8";
        QTest::newRow("UTF-8 surrogate") << record("10.1/x", ",\"t\":\"\xed\xa0\x80\"") << "not UTF-8";
        QTest::newRow("lone high surrogate escape") << record("10.1/x", ",\"t\":\"\\ud800x\"") << "surrogate";
        QTest::newRow("lone low surrogate escape") << record("10.1/x", ",\"t\":\"\\udc00\"") << "surrogate";
        QTest::newRow("bad escape") << record("10.1/x", ",\"t\":\"\\q\"") << "escape";
        QTest::newRow("leading zero") << record("10.1/x", ",\"n\":01") << "malformed JSON";
        QTest::newRow("trailing comma") << QByteArray("{\"DOI\":\"10.1/x\",}") << "malformed JSON";
        QTest::newRow("NaN") << record("10.1/x", ",\"n\":NaN") << "malformed JSON";
        QTest::newRow("no DOI") << QByteArray("{\"indexed\":{\"date-time\":\"2020-01-02T03:04:05Z\"}}")
                                << "no DOI";
        QTest::newRow("DOI too short for the CHECK") << record("1.2") << "CHECK";
        QTest::newRow("no indexed") << QByteArray("{\"DOI\":\"10.1/x\"}") << "no indexed.date-time";
        QTest::newRow("indexed without date-time")
            << QByteArray("{\"DOI\":\"10.1/x\",\"indexed\":{\"timestamp\":1}}") << "no indexed.date-time";
        QTest::newRow("indexed not a date")
            << QByteArray("{\"DOI\":\"10.1/x\",\"indexed\":{\"date-time\":\"yesterday\"}}")
            << "not a timestamp";
        QTest::newRow("30 February")
            << QByteArray("{\"DOI\":\"10.1/x\",\"indexed\":{\"date-time\":\"2020-02-30T00:00:00Z\"}}")
            << "not a timestamp";
    }

    void badRecords()
    {
        // JSON lines: the bad line is reported with its line and byte; the lines around it load.
        QFETCH(QByteArray, line);
        QFETCH(QString, reason);
        const QByteArray before = record("10.1/before");
        const QByteArray data = before + '\n' + line + '\n' + record("10.1/after") + '\n';
        const Read read = readAll(write(QStringLiteral("lines.jsonl"), data));
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.records.size(), 2);
        QCOMPARE(read.records.at(0).doi, QByteArray("10.1/before"));
        QCOMPARE(read.records.at(1).doi, QByteArray("10.1/after"));
        QCOMPARE(read.records.at(1).where.item, 3);
        QCOMPARE(read.records.at(1).where.line, 3);
        QCOMPARE(read.problems.size(), 1);
        const DumpProblem &p = read.problems.constFirst();
        QVERIFY2(p.reason.contains(reason), qPrintable(p.reason));
        QCOMPARE(p.where.item, 2);
        QCOMPARE(p.where.line, 2);
        QCOMPARE(p.where.offset, before.size() + 1);
    }

    void goodEdgeCases()
    {
        // Everything PostgreSQL's json type accepts passes: escapes, pairs, \u0000, numbers, nesting.
        // (No raw string: moc misreads a backslash-quote inside one.)
        const QByteArray extra =
            ",\"a\":\"\\u00e9\\ud83d\\ude00\\u0000\\\"\\\\\\/\\b\\f\\n\\r\\t\","
            "\"n\":[-0,1.5e-3,2E+10,0.0],\"z\":[[[[{}]]]],\"u\":\"é😀\",\"t\":true,\"f\":false,"
            "\"x\":null";
        const QByteArray data = record("10.1/\\u00C9X", extra) + "\n  \r\n" + record("10.1/y") + "\t";
        const Read read = readAll(write(QStringLiteral("edge.jsonl"), data));
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.problems.size(), 0);
        QCOMPARE(read.records.size(), 2);
        QCOMPARE(read.records.at(0).doi, QStringLiteral("10.1/éx").toUtf8()); // decoded, then lower-cased
        QCOMPARE(read.records.at(1).where.line, 3);
        QCOMPARE(read.records.at(0).indexed, QByteArray("2020-01-02T03:04:05Z"));
        QCOMPARE(read.records.at(0).indexedMicros, 1577934245LL * 1000000);
    }

    void dateTimes_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<qint64>("micros");
        QTest::newRow("Z") << QByteArray("2019-12-04T07:47:00Z") << 1575445620LL * 1000000;
        QTest::newRow("fraction") << QByteArray("2019-12-04T07:47:00.25Z") << 1575445620LL * 1000000 + 250000;
        QTest::newRow("offset") << QByteArray("2019-12-04T08:47:00+01:00") << 1575445620LL * 1000000;
        QTest::newRow("no zone: UTC") << QByteArray("2019-12-04T07:47:00") << 1575445620LL * 1000000;
        QTest::newRow("leap day") << QByteArray("2020-02-29T00:00:00Z") << 1582934400LL * 1000000;
        QTest::newRow("before 1970") << QByteArray("1969-12-31T23:59:59Z") << -1LL * 1000000;
    }

    void dateTimes()
    {
        QFETCH(QByteArray, text);
        QFETCH(qint64, micros);
        QCOMPARE(parseCrossrefDateTime(text), std::optional<qint64>(micros));
    }

    void brokenItemsArrayEndsTheFile()
    {
        // A missing comma between items leaves no next record to find: the file ends with an error,
        // the records before it stand.
        const QByteArray data = "{\"items\":[" + record("10.1/a") + " " + record("10.1/b") + "]}";
        const Read read = readAll(write(QStringLiteral("broken.json"), data));
        QCOMPARE(read.records.size(), 1);
        QVERIFY2(read.error.contains(QStringLiteral("missing ','")), qPrintable(read.error));
        QVERIFY(read.error.contains(QStringLiteral("rest of the file is skipped")));
    }

    void corruptGzip()
    {
        QByteArray data = gzip(record("10.1/a") + '\n' + record("10.1/b"));
        data.truncate(data.size() - 12);
        const Read read = readAll(write(QStringLiteral("cut.json.gz"), data));
        QVERIFY2(read.error.contains(QStringLiteral("truncated")), qPrintable(read.error));
    }

    void recordsAcrossChunks()
    {
        // Records far bigger than the read chunk, and many small ones: every byte boundary case.
        QByteArray big = record("10.1/big", ",\"pad\":\"" + QByteArray(9 * 1024 * 1024, 'x') + "\"");
        QByteArray data;
        for (int i = 0; i < 2000; ++i) {
            data += record("10.1/n" + QByteArray::number(i)) + '\n';
        }
        data += big + '\n' + record("10.1/last");
        const Read read = readAll(write(QStringLiteral("chunks.jsonl.gz"), gzip(data)));
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.records.size(), 2002);
        QCOMPARE(read.records.at(2000).doi, QByteArray("10.1/big"));
        QCOMPARE(read.copies.at(2000).size(), big.size());
        QCOMPARE(read.records.at(2001).where.line, 2002);
    }

    void compactRemovesOnlyOutsideStrings()
    {
        const QByteArray spaced = "{ \"a\" : \"x y\\\" z\" ,\t\"b\":[ 1 , 2 ]}";
        const QByteArray compact = "{\"a\":\"x y\\\" z\",\"b\":[1,2]}";
        QCOMPARE(compactJson(spaced), compact);
    }
};

QTEST_GUILESS_MAIN(TestCrossrefDump)
#include "tst_crossrefdump.moc"
