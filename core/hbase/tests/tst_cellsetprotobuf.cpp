// The protobuf CellSet (core/hbase/cellsetprotobuf.h): HBase's own bytes (TestCellSetModel.AS_PB),
// the hand-written codec against libprotobuf's generated classes, and rejection of bad input.
#include <limits>

#include <QTest>

#include <core/hbase/cellsetprotobuf.h>
#include <core/hbase/proto/hbaserest.pb.h>

using namespace Ei::Core;

namespace {

// TestCellSetModel's fixture: the CellSet its AS_PB, AS_JSON and AS_XML describe.
CellSet referenceRows()
{
    return {Row{"testrow1", {Cell{"testcolumn1", 1245219839331LL, "testvalue1"}}},
            Row{"testrow1",
                {Cell{"testcolumn2", 1245239813319LL, "testvalue2"},
                 Cell{"testcolumn3", 1245393318192LL, "testvalue3"}}}};
}

QByteArray libprotobufBytes(const CellSet &rows)
{
    ei::hbaserest::CellSet message;
    for (const Row &row : rows) {
        auto *pbRow = message.add_rows();
        pbRow->set_key(row.key.toStdString());
        for (const Cell &cell : row.cells) {
            auto *pbCell = pbRow->add_values();
            pbCell->set_column(cell.column.toStdString());
            if (cell.timestamp != Cell::kNoTimestamp) {
                pbCell->set_timestamp(cell.timestamp);
            }
            pbCell->set_data(cell.value.toStdString());
        }
    }
    const std::string bytes = message.SerializeAsString();
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

} // namespace

class TestCellSetProtobuf : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hbaseReferenceBytes()
    {
        // TestCellSetModel.AS_PB, as HBase writes it.
        const QByteArray asPb = QByteArray::fromBase64(
            "CiwKCHRlc3Ryb3cxEiASC3Rlc3Rjb2x1bW4xGOO6i+eeJCIKdGVzdHZhbHVlMQpOCgh0ZXN0cm93"
            "MRIgEgt0ZXN0Y29sdW1uMhjHyc7wniQiCnRlc3R2YWx1ZTISIBILdGVzdGNvbHVtbjMYsOLnuZ8k"
            "Igp0ZXN0dmFsdWUz");
        QCOMPARE(encodeCellSetProtobuf(referenceRows()), asPb);
        auto decoded = decodeCellSetProtobuf(asPb);
        QVERIFY(decoded.has_value());
        QCOMPARE(*decoded, referenceRows());
        QVERIFY(Internal::fastDecodeCellSetProtobuf(asPb).has_value()); // the canonical shape
    }

    void sameBytesAsLibprotobuf_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("column");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<qint64>("timestamp");
        QTest::newRow("sha1 key") << QByteArray("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J") << QByteArray("f:c")
                                  << QByteArray("{\"u\":\"http://x\"}") << qint64(1700000000000);
        QTest::newRow("binary") << QByteArray("\x00\x01\xff", 3) << QByteArray("cf:\xfe", 4)
                                << QByteArray("\x00\x00\x00\x00\x00\x00\x00\xc8", 8) << qint64(1);
        QTest::newRow("empty value, no timestamp")
            << QByteArray("r") << QByteArray("cf:") << QByteArray() << Cell::kNoTimestamp;
        QTest::newRow("Long.MAX_VALUE")
            << QByteArray("r") << QByteArray("a:1") << QByteArray("v") << std::numeric_limits<qint64>::max();
        QTest::newRow("negative timestamp (10-byte varint)")
            << QByteArray("r") << QByteArray("a:1") << QByteArray("v") << qint64(-5);
        QTest::newRow("200 KiB value (3-byte lengths)")
            << QByteArray("r") << QByteArray("grobid0:tei_xml") << QByteArray(200 * 1024, 'x') << qint64(7);
    }
    void sameBytesAsLibprotobuf()
    {
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, column);
        QFETCH(QByteArray, value);
        QFETCH(qint64, timestamp);
        const CellSet rows{Row{key, {Cell{column, timestamp, value}, Cell{column + "2", timestamp, value}}},
                           Row{key + "b", {}}};
        const QByteArray bytes = encodeCellSetProtobuf(rows);
        QCOMPARE(bytes, libprotobufBytes(rows));
        auto fast = Internal::fastDecodeCellSetProtobuf(bytes);
        QVERIFY(fast.has_value());
        QCOMPARE(*fast, rows);
        auto reference = Internal::referenceDecodeCellSetProtobuf(bytes);
        QVERIFY(reference.has_value());
        QCOMPARE(*reference, rows);
        // Appending keeps what was there.
        QByteArray appended("prefix");
        appendCellSetProtobuf(appended, rows);
        QCOMPARE(appended, "prefix" + bytes);
    }

    void emptyCellSet()
    {
        QCOMPARE(encodeCellSetProtobuf({}), QByteArray());
        auto decoded = decodeCellSetProtobuf({});
        QVERIFY(decoded.has_value());
        QVERIFY(decoded->isEmpty());
    }

    void libprotobufDecidesWhatTheFastReaderLeaves_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        // Row{key "r", Cell{column "a:1", data "v"}} with what the fast reader leaves to libprotobuf.
        QTest::newRow("unknown top-level field") << QByteArray::fromHex("0a0d0a01721208"
                                                                        "1203613a31220176"
                                                                        "1801");
        QTest::newRow("unknown cell field") << QByteArray::fromHex("0a0f0a0172120a"
                                                                   "1203613a312201764801");
        QTest::newRow("two-byte tag of an empty row") << QByteArray::fromHex("8a0000");
    }
    void libprotobufDecidesWhatTheFastReaderLeaves()
    {
        QFETCH(QByteArray, bytes);
        QVERIFY(!Internal::fastDecodeCellSetProtobuf(bytes).has_value());
        auto decoded = decodeCellSetProtobuf(bytes);
        auto reference = Internal::referenceDecodeCellSetProtobuf(bytes);
        QCOMPARE(decoded.has_value(), reference.has_value());
        if (decoded) {
            QCOMPARE(*decoded, *reference);
            QCOMPARE(decoded->first().cells.first().value, QByteArray("v")); // unknown fields skipped
        }
    }

    void rejectsMalformed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("truncated row length") << QByteArray::fromHex("0a");
        QTest::newRow("row longer than the body") << QByteArray::fromHex("0a050a0172");
        QTest::newRow("row without its required key") << QByteArray::fromHex("0a05120312016a");
        QTest::newRow("varint of 11 bytes") << QByteArray::fromHex("0a110a0172120c18"
                                                                   "8080808080808080808000");
        QTest::newRow("end-group tag") << QByteArray::fromHex("0c");
        QTest::newRow("JSON instead") << QByteArray("{\"Row\":[]}");
    }
    void rejectsMalformed()
    {
        QFETCH(QByteArray, bytes);
        auto decoded = decodeCellSetProtobuf(bytes);
        QVERIFY(!decoded.has_value());
        QCOMPARE(decoded.error().kind, ErrorKind::Protocol);
        QVERIFY(!Internal::fastDecodeCellSetProtobuf(bytes).has_value());
    }

    void decodesByContentType_data()
    {
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<bool>("protobuf");
        QTest::newRow("x-protobuf") << QByteArray("application/x-protobuf") << true;
        QTest::newRow("IETF, upper case, parameter") << QByteArray("Application/Protobuf; charset=x") << true;
        QTest::newRow("json") << QByteArray("application/json") << false;
        QTest::newRow("none") << QByteArray() << false;
    }
    void decodesByContentType()
    {
        QFETCH(QByteArray, contentType);
        QFETCH(bool, protobuf);
        QCOMPARE(isProtobufMediaType(contentType), protobuf);
        const QByteArray body =
            protobuf ? encodeCellSetProtobuf(referenceRows()) : encodeCellSetJson(referenceRows());
        auto decoded = decodeCellSetBody(body, contentType);
        QVERIFY(decoded.has_value());
        QCOMPARE(*decoded, referenceRows());
    }
};

QTEST_APPLESS_MAIN(TestCellSetProtobuf)
#include "tst_cellsetprotobuf.moc"
