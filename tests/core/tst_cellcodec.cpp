// Cell decoding by type and by sniffing, the never-fatal fallback, encoding user text for put and
// --where, decoded row JSON (truncation, key parts) and record groups.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <core/domain/decodedrow.h>

using namespace Ei::Core;

Q_DECLARE_METATYPE(Ei::Core::ColumnType)

class TestCellCodec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void decodes_data()
    {
        QTest::addColumn<ColumnType>("type");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<ColumnType>("decodedAs");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("display");
        QTest::newRow("int64 200") << ColumnType::Int64Be << QByteArray("\0\0\0\0\0\0\0\xc8", 8)
                                   << ColumnType::Int64Be << true << QStringLiteral("200");
        QTest::newRow("int64 negative") << ColumnType::Int64Be << QByteArray(8, '\xff') << ColumnType::Int64Be
                                        << true << QStringLiteral("-1");
        QTest::newRow("int64 7 bytes")
            << ColumnType::Int64Be << QByteArray("\0\0\0\0\0\0\xc8", 7) << ColumnType::Bytes << false
            << QStringLiteral("000000000000c8 (7 bytes)");
        QTest::newRow("int64 as text")
            << ColumnType::Int64Be << QByteArray("200") << ColumnType::Utf8 << false << QStringLiteral("200");
        QTest::newRow("json compact")
            << ColumnType::Json << QByteArray("{\"status\":\"success\"}") << ColumnType::Json << true
            << QStringLiteral("{\"status\":\"success\"}");
        QTest::newRow("json spaced + escape")
            << ColumnType::Json << QByteArray("{\"u\": \"http://x/\\u00e9\", \"c\": 1}") << ColumnType::Json
            << true << QStringLiteral("{\"c\":1,\"u\":\"http://x/é\"}");
        QTest::newRow("json truncated") << ColumnType::Json << QByteArray("{\"status\": \"succ")
                                        << ColumnType::Utf8 << false << QStringLiteral("{\"status\": \"succ");
        QTest::newRow("json bare word")
            << ColumnType::Json << QByteArray("good") << ColumnType::Utf8 << false << QStringLiteral("good");
        QTest::newRow("text") << ColumnType::Utf8 << QByteArray("application/pdf") << ColumnType::Utf8 << true
                              << QStringLiteral("application/pdf");
        QTest::newRow("text not utf8") << ColumnType::Utf8 << QByteArray("\xff\xfe") << ColumnType::Bytes
                                       << false << QStringLiteral("fffe (2 bytes)");
        QTest::newRow("xml kept") << ColumnType::XmlTei << QByteArray("<TEI><label>a & b</label></TEI>")
                                  << ColumnType::XmlTei << true
                                  << QStringLiteral("<TEI><label>a & b</label></TEI>");
        QTest::newRow("bytes") << ColumnType::Bytes << QByteArray("\x01\x02", 2) << ColumnType::Bytes << true
                               << QStringLiteral("0102 (2 bytes)");
        QTest::newRow("decimal int") << ColumnType::DecimalUtf8 << QByteArray("42") << ColumnType::DecimalUtf8
                                     << true << QStringLiteral("42");
        QTest::newRow("decimal float") << ColumnType::DecimalUtf8 << QByteArray("0.25")
                                       << ColumnType::DecimalUtf8 << true << QStringLiteral("0.25");
        QTest::newRow("decimal junk") << ColumnType::DecimalUtf8 << QByteArray("4x2") << ColumnType::Utf8
                                      << false << QStringLiteral("4x2");
        QTest::newRow("unix seconds")
            << ColumnType::UnixTimeUtf8 << QByteArray("1304467200") << ColumnType::UnixTimeUtf8 << true
            << QStringLiteral("2011-05-04T00:00:00Z (1304467200)");
        QTest::newRow("unix millis") << ColumnType::UnixTimeUtf8 << QByteArray("1304467200123")
                                     << ColumnType::UnixTimeUtf8 << true
                                     << QStringLiteral("2011-05-04T00:00:00.123Z (1304467200123)");
        QTest::newRow("vector") << ColumnType::VectorBytes << QByteArray("\x02\x80\x01", 3)
                                << ColumnType::VectorBytes << true << QStringLiteral("028001 (3 bytes)");
        QTest::newRow("sniff json") << ColumnType::Auto << QByteArray("[1, 2]") << ColumnType::Json << true
                                    << QStringLiteral("[1,2]");
        QTest::newRow("sniff xml") << ColumnType::Auto << QByteArray("<a/>") << ColumnType::XmlTei << true
                                   << QStringLiteral("<a/>");
        QTest::newRow("sniff int64") << ColumnType::Auto << QByteArray("\0\0\0\0\0\0\x01\x90", 8)
                                     << ColumnType::Int64Be << true << QStringLiteral("400");
        QTest::newRow("sniff 8 chars text") << ColumnType::Auto << QByteArray("abcdefgh") << ColumnType::Utf8
                                            << true << QStringLiteral("abcdefgh");
        QTest::newRow("sniff binary") << ColumnType::Auto << QByteArray("\x00\x01\x02", 3)
                                      << ColumnType::Bytes << true << QStringLiteral("000102 (3 bytes)");
        QTest::newRow("sniff broken json is text") << ColumnType::Auto << QByteArray("{oops}")
                                                   << ColumnType::Utf8 << true << QStringLiteral("{oops}");
    }
    void decodes()
    {
        QFETCH(ColumnType, type);
        QFETCH(QByteArray, value);
        QFETCH(ColumnType, decodedAs);
        QFETCH(bool, ok);
        QFETCH(QString, display);
        const DecodedValue d = decodeCell(type, value);
        QCOMPARE(d.type, decodedAs);
        QCOMPARE(d.ok(), ok);
        QCOMPARE(d.display, display);
        QCOMPARE(d.declared, type);
        if (!ok) {
            // Never dropped: the raw content travels with the reason.
            const QJsonObject o = d.json.toObject();
            QVERIFY(o.contains(QLatin1StringView("$error")));
            QVERIFY(o.contains(QLatin1StringView("$text")) || o.contains(QLatin1StringView("$hex")));
        }
    }

    void int64RoundTrip()
    {
        for (qint64 n : {qint64(0), qint64(200), qint64(-1), std::numeric_limits<qint64>::max(),
                         std::numeric_limits<qint64>::min(), qint64(7629821)}) {
            QCOMPARE(decodeInt64Be(encodeInt64Be(n)), std::optional(n));
        }
        // Values above 2^53 survive into JSON exactly.
        const DecodedValue d = decodeCell(ColumnType::Int64Be, encodeInt64Be(9007199254740993LL));
        QCOMPARE(d.json.toInteger(), 9007199254740993LL);
    }

    void encodes_data()
    {
        QTest::addColumn<QByteArray>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("status_code") << QByteArray("grobid0:status_code") << QStringLiteral("200")
                                     << QByteArray("\0\0\0\0\0\0\0\xc8", 8);
        QTest::newRow("size spaced") << QByteArray("file:size") << QStringLiteral(" 260608 ")
                                     << encodeInt64Be(260608);
        QTest::newRow("json compacted")
            << QByteArray("grobid0:status") << QStringLiteral("{ \"status\" : \"success\" }")
            << QByteArray("{\"status\":\"success\"}");
        QTest::newRow("text") << QByteArray("match0:mstatus") << QStringLiteral("confirmed")
                              << QByteArray("confirmed");
        QTest::newRow("xml") << QByteArray("grobid0:tei_xml") << QStringLiteral("<TEI/>")
                             << QByteArray("<TEI/>");
        QTest::newRow("unknown column utf8")
            << QByteArray("f:other") << QStringLiteral("é") << QByteArray("\xc3\xa9");
    }
    void encodes()
    {
        QFETCH(QByteArray, column);
        QFETCH(QString, text);
        QFETCH(QByteArray, bytes);
        const Profile p = *ProfileRegistry::builtin().find(QStringLiteral("journal-extract"));
        const auto encoded = encodeCellValue(p, column, text);
        QVERIFY2(encoded.has_value(), qPrintable(encoded ? QString() : encoded.error().message));
        QCOMPARE(*encoded, bytes);
    }

    void encodeRejects_data()
    {
        QTest::addColumn<QByteArray>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("int not a number")
            << QByteArray("grobid0:status_code") << QStringLiteral("ok")
            << QStringLiteral("'ok' is not a valid value for grobid0:status_code: "
                              "expected a whole number");
        QTest::newRow("int overflow") << QByteArray("file:size") << QStringLiteral("99999999999999999999")
                                      << QStringLiteral("expected a whole number");
        QTest::newRow("bad json") << QByteArray("match0:minfo") << QStringLiteral("{\"rev\": ")
                                  << QStringLiteral("expected a JSON object or array");
        QTest::newRow("no family") << QByteArray("status") << QStringLiteral("1")
                                   << QStringLiteral("'status' is not a column: expected family:qualifier");
        QTest::newRow("unknown family") << QByteArray("grobid1:x") << QStringLiteral("1")
                                        << QStringLiteral("'grobid1' is not a column family of this table");
    }
    void encodeRejects()
    {
        QFETCH(QByteArray, column);
        QFETCH(QString, text);
        QFETCH(QString, message);
        const Profile p = *ProfileRegistry::builtin().find(QStringLiteral("journal-extract"));
        const auto encoded = encodeCellValue(p, column, text);
        QVERIFY(!encoded.has_value());
        QCOMPARE(encoded.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(encoded.error().message.contains(message), qPrintable(encoded.error().message));
    }

    void encodeOtherTypes()
    {
        QCOMPARE(*encodeCellValue(ColumnType::Bytes, u"hex:00ff"), QByteArray("\x00\xff", 2));
        QCOMPARE(*encodeCellValue(ColumnType::Bytes, u"0A0b"), QByteArray("\x0a\x0b", 2));
        QVERIFY(!encodeCellValue(ColumnType::Bytes, u"0g").has_value());
        QCOMPARE(*encodeCellValue(ColumnType::DecimalUtf8, u"0.5"), QByteArray("0.5"));
        QVERIFY(!encodeCellValue(ColumnType::DecimalUtf8, u"half").has_value());
        QCOMPARE(*encodeCellValue(ColumnType::UnixTimeUtf8, u"2011-05-04T00:00:00Z"),
                 QByteArray("1304467200"));
        QVERIFY(!encodeCellValue(ColumnType::UnixTimeUtf8, u"yesterday").has_value());
    }

    void decodedRowTruncatesBigCells()
    {
        const Profile p = *ProfileRegistry::builtin().find(QStringLiteral("journal-extract"));
        Row row;
        row.key = "sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J";
        const QByteArray tei = "<TEI>" + QByteArray(200 * 1024, 'x') + "</TEI>";
        row.cells = {Cell{"grobid0:tei_xml", 1, tei}, Cell{"grobid0:status_code", 1, encodeInt64Be(200)},
                     Cell{"grobid0:status_code", 0, encodeInt64Be(500)},
                     Cell{"f:odd", 1, QByteArray("\x01\x02", 2)}};
        DecodedRowOptions options;
        options.keyDisplay = Sha1Display::Hex;
        QJsonObject o = decodedRowJson(p, row, options);
        QCOMPARE(o.value(QLatin1StringView("key")).toString(),
                 QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b69"));
        QCOMPARE(o.value(QLatin1StringView("grobid0:status_code")).toInteger(), 200); // newest version
        const QJsonObject t = o.value(QLatin1StringView("grobid0:tei_xml")).toObject();
        QCOMPARE(t.value(QLatin1StringView("$truncated")).toBool(), true);
        QCOMPARE(t.value(QLatin1StringView("$size")).toInteger(), tei.size());
        QCOMPARE(t.value(QLatin1StringView("$text")).toString().size(), 64 * 1024);
        QCOMPARE(o.value(QLatin1StringView("f:odd")).toObject().value(QLatin1StringView("$hex")).toString(),
                 QStringLiteral("0102"));
        // A raw 20-byte key under a --key-format override shows as the digest, not as hex bytes.
        Row raw = row;
        raw.key = QByteArray::fromHex("63c57ad9949c6862bf7e92de750d78f34d4e4b69");
        options.keyFormat = KeyFormat::Raw20;
        options.keyDisplay = Sha1Display::Base32Prefixed;
        QCOMPARE(decodedRowJson(p, raw, options).value(QLatin1StringView("key")).toString(),
                 QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J"));
        options.full = true;
        options.columns = {"grobid0"};
        o = decodedRowJson(p, row, options);
        QCOMPARE(o.value(QLatin1StringView("grobid0:tei_xml")).toString().toUtf8(), tei);
        QVERIFY(!o.contains(QLatin1StringView("f:odd")));
    }

    void decodedRowKeyParts()
    {
        const Profile p = *ProfileRegistry::builtin().find(QStringLiteral("grouperfish"));
        Row row;
        row.key = "/DEFAULT/org.mozilla.input/desktop/1304467200/17";
        row.cells = {Cell{"meta:size", 1, "120"}, Cell{"documents:doc-9", 1, "0.125"}};
        DecodedRowOptions options;
        options.table = QStringLiteral("clusters");
        const QJsonObject o = decodedRowJson(p, row, options);
        QCOMPARE(o.value(QLatin1StringView("key")).toString(), QString::fromUtf8(row.key));
        const QJsonObject parts = o.value(QLatin1StringView("$key")).toObject();
        QCOMPARE(parts.value(QLatin1StringView("configuration")).toString(), QStringLiteral("DEFAULT"));
        QCOMPARE(parts.value(QLatin1StringView("ts")).toObject().value(QLatin1StringView("unix")).toInteger(),
                 1304467200);
        QCOMPARE(o.value(QLatin1StringView("meta:size")).toInteger(), 120);
        QCOMPARE(o.value(QLatin1StringView("documents:doc-9")).toDouble(), 0.125);
    }

    void recordGroups()
    {
        const Profile p = *ProfileRegistry::builtin().find(QStringLiteral("gbif-occurrence"));
        Row row;
        row.key = "123456";
        row.cells = {Cell{"o:count", 1, "3"},
                     Cell{"o:identifier_1", 1, "urn:catalog:MNHN:P:1"},
                     Cell{"o:identifier_type_1", 1, "URN"},
                     Cell{"o:identifier_2", 1, "http://id.example/2"},
                     Cell{"o:identifier_type_2", 1, "URL"},
                     Cell{"o:scientific_name", 1, "Puma concolor"}};
        const DecodedRecordGroup g = decodeRecordGroup(p.recordGroups.first(), row);
        QCOMPARE(g.records.size(), 2);
        QCOMPARE(g.records[0].index, 1);
        QCOMPARE(g.records[1].fields.size(), 2);
        QCOMPARE(g.declaredCount, std::optional<qint64>(3));
        QCOMPARE(g.problems.size(), 1); // count says 3, two found
        const QJsonObject o = decodedRowJson(p, row);
        const QJsonArray records = o.value(QLatin1StringView("$records"))
                                       .toObject()
                                       .value(QLatin1StringView("identifiers"))
                                       .toArray();
        QCOMPARE(records.size(), 2);
        QCOMPARE(records[1].toObject().value(QLatin1StringView("Identifier")).toString(),
                 QStringLiteral("http://id.example/2"));
        QCOMPARE(records[0].toObject().value(QLatin1StringView("Type")).toString(), QStringLiteral("URN"));
    }

    void genericProfileNeverFails()
    {
        const Profile p = *ProfileRegistry::builtin().find(QStringLiteral("generic"));
        Row row;
        row.key = QByteArray("\x00\xff", 2);
        row.cells = {Cell{"a:b", 1, QByteArray("\xc3\x28", 2)}, Cell{"a:c", 1, QByteArray()}};
        const QJsonObject o = decodedRowJson(p, row);
        QCOMPARE(o.value(QLatin1StringView("key")).toString(), QStringLiteral("hex:00ff"));
        QCOMPARE(o.value(QLatin1StringView("a:b")).toObject().value(QLatin1StringView("$hex")).toString(),
                 QStringLiteral("c328"));
        QCOMPARE(o.value(QLatin1StringView("a:c")).toString(), QString());
    }
};

QTEST_GUILESS_MAIN(TestCellCodec)
#include "tst_cellcodec.moc"
