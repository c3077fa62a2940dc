// CellSet JSON as HBase's own tests assert it (hbase-rest.md §2.1), and rejection of bad input.
#include <QTest>

#include <core/hbase/cellset.h>

using namespace Ei::Core;

class TestCellSet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void decodesReferenceExample()
    {
        // TestCellSetModel's JSON, as in the reference.
        const QByteArray json =
            "{\"Row\":[{\"key\":\"dGVzdHJvdzE=\",\"Cell\":[{\"column\":\"dGVzdGNvbHVtbjE=\",\"timestamp\":"
            "1245219839331,\"$\":\"dGVzdHZhbHVlMQ==\"}]},"
            "{\"key\":\"dGVzdHJvdzE=\",\"Cell\":[{\"column\":\"dGVzdGNvbHVtbjI=\",\"timestamp\":"
            "1245239813319,\"$\":\"dGVzdHZhbHVlMg==\"},"
            "{\"column\":\"dGVzdGNvbHVtbjM=\",\"timestamp\":1245393318192,\"$\":\"dGVzdHZhbHVlMw==\"}]}]}";
        auto rows = decodeCellSetJson(json);
        QVERIFY2(rows.has_value(), qPrintable(rows ? QString() : rows.error().message));
        QCOMPARE(rows->size(), 2);
        QCOMPARE(rows->at(0).key, QByteArray("testrow1"));
        QCOMPARE(rows->at(0).cells.at(0).column, QByteArray("testcolumn1"));
        QCOMPARE(rows->at(0).cells.at(0).timestamp, 1245219839331LL);
        QCOMPARE(rows->at(1).cells.at(1).value, QByteArray("testvalue3"));
    }

    void roundTripsAnyBytes_data()
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
    }
    void roundTripsAnyBytes()
    {
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, column);
        QFETCH(QByteArray, value);
        QFETCH(qint64, timestamp);
        const Row row{key, {Cell{column, timestamp, value}}};
        auto back = decodeRowJson(encodeRowJson(row));
        QVERIFY(back.has_value());
        QCOMPARE(*back, row);
        auto set = decodeCellSetJson(encodeCellSetJson({row, row}));
        QVERIFY(set.has_value());
        QCOMPARE(set->size(), 2);
        if (timestamp == Cell::kNoTimestamp) {
            QVERIFY(!encodeRowJson(row).contains("timestamp"));
        }
        // The fast writer (exports, snapshots) writes the reference's exact bytes.
        QByteArray fast("prefix");
        appendRowsFileLine(fast,
                           Row{key, {Cell{column, timestamp, value}, Cell{value, timestamp + 7, column}}});
        QCOMPARE(fast,
                 "prefix" + encodeRowJson(Row{
                                key, {Cell{column, timestamp, value}, Cell{value, timestamp + 7, column}}}));
    }

    void fastRowWriterMatchesReference()
    {
        // Every base64 tail length, empty cell lists, big timestamps.
        for (int n = 0; n < 64; ++n) {
            QByteArray bytes;
            for (int i = 0; i < n; ++i) {
                bytes.append(char((i * 37 + n) & 0xff));
            }
            for (const Row &row :
                 {Row{bytes, {}}, Row{bytes, {Cell{bytes, qint64(1) << 60, bytes.left(n / 2)}}},
                  Row{"k", {Cell{"f:" + bytes, n, bytes}, Cell{"f:", Cell::kNoTimestamp, {}}}}}) {
                QByteArray fast;
                appendRowsFileLine(fast, row);
                QCOMPARE(fast, encodeRowJson(row));
            }
        }
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not json") << QByteArray("<html>Bad request</html>");
        QTest::newRow("array") << QByteArray("[]");
        QTest::newRow("Row not array") << QByteArray("{\"Row\":1}");
        QTest::newRow("bad base64 key") << QByteArray("{\"Row\":[{\"key\":\"***\",\"Cell\":[]}]}");
        QTest::newRow("cell without column")
            << QByteArray("{\"Row\":[{\"key\":\"cg==\",\"Cell\":[{\"$\":\"eA==\"}]}]}");
        QTest::newRow("string timestamp")
            << QByteArray("{\"Row\":[{\"key\":\"cg==\",\"Cell\":[{\"column\":\"Y2Y6YQ==\",\"$\":\"eA==\","
                          "\"timestamp\":\"x\"}]}]}");
        QTest::newRow("truncated") << QByteArray("{\"Row\":[{\"key\":\"cg==\",\"Cell\":[{\"column\":");
    }
    void rejectsBadInput()
    {
        QFETCH(QByteArray, json);
        auto rows = decodeCellSetJson(json);
        QVERIFY(!rows.has_value());
        QCOMPARE(rows.error().kind, ErrorKind::Protocol);
        QVERIFY(!rows.error().message.isEmpty());
    }

    void mergesSplitRows()
    {
        CellSet rows;
        appendMergingSplitRow(rows, Row{"a", {Cell{"f:1", 1, "x"}}});
        appendMergingSplitRow(rows, Row{"a", {Cell{"f:2", 1, "y"}}});
        appendMergingSplitRow(rows, Row{"b", {Cell{"f:1", 1, "z"}}});
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).cells.size(), 2);
        QVERIFY(rows.at(0).find("f:2"));
        QVERIFY(!rows.at(0).find("f:3"));
    }
};

QTEST_GUILESS_MAIN(TestCellSet)
#include "tst_cellset.moc"
