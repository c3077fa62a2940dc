// The fast CellSet reader against the QJsonDocument reference: whatever the fast path accepts must
// decode to exactly what the reference decodes, on canonical pages and on thousands of mutations.
#include <QRandomGenerator>
#include <QTest>

#include <core/hbase/cellset.h>
#include <core/hbase/cellsetfastjson.h>

using namespace Ei::Core;

namespace {

CellSet sample()
{
    CellSet rows;
    for (int i = 0; i < 5; ++i) {
        Row row{"sha1:KEY" + QByteArray::number(i), {}};
        row.cells.append(
            Cell{"f:c", 1700000000000 + i, "{\"u\":\"http://x/" + QByteArray::number(i) + "\"}"});
        row.cells.append(Cell{"file:size", Cell::kNoTimestamp, QByteArray("\x00\x00\x01\xff", 4)});
        row.cells.append(Cell{"cf:", 0, QByteArray()});
        rows.append(row);
    }
    return rows;
}

} // namespace

class TestCellSetFast : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void canonicalTakesFastPath()
    {
        const CellSet rows = sample();
        const QByteArray json = encodeCellSetJson(rows);
        auto fast = Internal::fastDecodeCellSet(json);
        QVERIFY(fast.has_value());
        QCOMPARE(*fast, rows);
        QCOMPARE(*Internal::referenceDecodeCellSetJson(json), rows);
        auto row = Internal::fastDecodeRow(encodeRowJson(rows.first()));
        QVERIFY(row.has_value());
        QCOMPARE(*row, rows.first());
    }

    void fallsBackOnValidButUnusualJson_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("escaped slash") << QByteArray("{\"Row\":[{\"key\":\"YS9i\\/\",\"Cell\":[]}]}");
        QTest::newRow("unknown member") << QByteArray("{\"Row\":[],\"x\":1}");
        QTest::newRow("double timestamp") << QByteArray(
            "{\"Row\":[{\"key\":\"cg==\",\"Cell\":[{\"column\":\"YTpi\",\"timestamp\":1.5e3,\"$\":\"\"}]}]}");
        QTest::newRow("unpadded base64") << QByteArray("{\"Row\":[{\"key\":\"cg\",\"Cell\":[]}]}");
        QTest::newRow("whitespace") << QByteArray(" { \"Row\" : [ { \"key\" : \"cg==\" } ] } ");
    }
    void fallsBackOnValidButUnusualJson()
    {
        QFETCH(QByteArray, json);
        auto fast = Internal::fastDecodeCellSet(json);
        auto reference = Internal::referenceDecodeCellSetJson(json);
        auto public_ = decodeCellSetJson(json);
        QCOMPARE(public_.has_value(), reference.has_value());
        if (fast) {
            QVERIFY(reference.has_value());
            QCOMPARE(*fast, *reference);
        }
        if (reference) {
            QCOMPARE(*public_, *reference);
        }
    }

    void mutationsNeverDisagree()
    {
        const QByteArray json = encodeCellSetJson(sample());
        const QByteArray alphabet = "{}[]:,\"\\ 0123456789-+.eE=/AaZz$";
        QRandomGenerator rng(42);
        int fastAccepted = 0;
        for (int i = 0; i < 20000; ++i) {
            QByteArray m = json;
            const int edits = 1 + int(rng.bounded(3));
            for (int e = 0; e < edits; ++e) {
                const qsizetype at = rng.bounded(m.size());
                switch (rng.bounded(3)) {
                case 0:
                    m[at] = alphabet.at(rng.bounded(alphabet.size()));
                    break;
                case 1:
                    m.remove(at, 1 + rng.bounded(4));
                    break;
                default:
                    m.insert(at, alphabet.at(rng.bounded(alphabet.size())));
                    break;
                }
            }
            if (rng.bounded(10) == 0) {
                m.truncate(rng.bounded(m.size()));
            }
            auto fast = Internal::fastDecodeCellSet(m);
            if (!fast) {
                continue;
            }
            ++fastAccepted;
            auto reference = Internal::referenceDecodeCellSetJson(m);
            QVERIFY2(reference.has_value(), m.constData());
            QCOMPARE(*fast, *reference);
        }
        QVERIFY(fastAccepted > 0); // some mutations (e.g. inside values) stay canonical
    }
};

QTEST_APPLESS_MAIN(TestCellSetFast)
#include "tst_cellsetfast.moc"
