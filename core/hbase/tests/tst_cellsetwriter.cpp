// The direct CellSet JSON writers (cellset.h) against what they replace: the Sorted order must be
// byte for byte what QJsonDocument wrote (snapshots and exports written before stay identical),
// the Gateway order what `serve` always answered, and base64 exactly QByteArray::toBase64().
#include <common/callwait.h>
#include <common/randomrows.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <core/hbase/cellset.h>
#include <core/hbase/cellsetfastjson.h>

using namespace Ei::Core;

namespace {

// The QJsonDocument encoder the writers replaced (kept here as the reference).
QJsonObject referenceRowObject(const Row &row)
{
    QJsonArray cells;
    for (const Cell &c : row.cells) {
        QJsonObject cell{{QStringLiteral("column"), QString::fromLatin1(c.column.toBase64())},
                         {QStringLiteral("$"), QString::fromLatin1(c.value.toBase64())}};
        if (c.timestamp != Cell::kNoTimestamp) {
            cell.insert(QStringLiteral("timestamp"), c.timestamp);
        }
        cells.append(cell);
    }
    return QJsonObject{{QStringLiteral("key"), QString::fromLatin1(row.key.toBase64())},
                       {QStringLiteral("Cell"), cells}};
}

QByteArray referenceCellSet(const CellSet &rows)
{
    QJsonArray array;
    for (const Row &r : rows) {
        array.append(referenceRowObject(r));
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("Row"), array}}).toJson(QJsonDocument::Compact);
}

} // namespace

class TestCellSetWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void base64MatchesQt()
    {
        QRandomGenerator rng(7);
        for (int size = 0; size < 300; ++size) {
            QByteArray bytes(size, Qt::Uninitialized);
            for (char &c : bytes) {
                c = char(rng.bounded(256));
            }
            QByteArray out = "prefix";
            appendBase64(out, bytes);
            QCOMPARE(out, "prefix" + bytes.toBase64());
        }
    }

    void sortedOrderIsWhatQJsonDocumentWrote_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("rows");
        QTest::newRow("empty CellSet") << 1u << 0;
        QTest::newRow("one row") << 2u << 1;
        QTest::newRow("many rows") << 3u << 200;
        QTest::newRow("other bytes") << 4u << 200;
    }
    void sortedOrderIsWhatQJsonDocumentWrote()
    {
        QFETCH(quint32, seed);
        QFETCH(int, rows);
        const CellSet set = Ei::Test::randomRows(seed, rows, Ei::Test::RandomRowBytes::Raw);
        QCOMPARE(encodeCellSetJson(set), referenceCellSet(set));
        for (const Row &row : set) {
            QCOMPARE(encodeRowJson(row),
                     QJsonDocument(referenceRowObject(row)).toJson(QJsonDocument::Compact));
        }
    }

    void gatewayOrderIsWhatHBaseWrites()
    {
        const CellSet rows{Row{"r1", {Cell{"f:a", 5, "v"}, Cell{"f:b", Cell::kNoTimestamp, ""}}},
                           Row{"r2", {}}};
        QByteArray out;
        appendCellSetJson(out, rows, JsonMemberOrder::Gateway);
        QCOMPARE(out,
                 QByteArray(
                     "{\"Row\":[{\"key\":\"cjE=\",\"Cell\":[{\"column\":\"Zjph\",\"timestamp\":5,"
                     "\"$\":\"dg==\"},{\"column\":\"Zjpi\",\"$\":\"\"}]},{\"key\":\"cjI=\",\"Cell\":[]}]}"));
    }

    void bothOrdersDecodeBack()
    {
        const CellSet set = Ei::Test::randomRows(5, 300, Ei::Test::RandomRowBytes::Raw);
        for (const JsonMemberOrder order : {JsonMemberOrder::Sorted, JsonMemberOrder::Gateway}) {
            QByteArray out;
            appendCellSetJson(out, set, order);
            const auto decoded = decodeCellSetJson(out);
            EI_VERIFY_OK(decoded);
            QCOMPARE(*decoded, set);
        }
    }

    void bothOrdersTakeTheFastReader()
    {
        // Real timestamps (below 2^53) stay on the fast path; larger ones fall back to the exact
        // reference reader (bothOrdersDecodeBack).
        CellSet set = Ei::Test::randomRows(8, 300, Ei::Test::RandomRowBytes::Raw);
        for (Row &row : set) {
            for (Cell &cell : row.cells) {
                cell.timestamp =
                    cell.timestamp == Cell::kNoTimestamp ? cell.timestamp : cell.timestamp % 1000000000000;
            }
        }
        for (const JsonMemberOrder order : {JsonMemberOrder::Sorted, JsonMemberOrder::Gateway}) {
            QByteArray out;
            appendCellSetJson(out, set, order);
            const auto fast = Internal::fastDecodeCellSet(out);
            QVERIFY(fast.has_value());
            QCOMPARE(*fast, set);
        }
    }

    void rowJsonSizeIsEnough()
    {
        for (const Row &row : Ei::Test::randomRows(6, 100, Ei::Test::RandomRowBytes::Raw)) {
            for (const JsonMemberOrder order : {JsonMemberOrder::Sorted, JsonMemberOrder::Gateway}) {
                QByteArray out;
                appendRowJson(out, row, order);
                QVERIFY2(out.size() <= rowJsonSize(row), out.constData());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCellSetWriter)
#include "tst_cellsetwriter.moc"
