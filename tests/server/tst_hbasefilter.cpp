// `serve`'s filters evaluated cell by cell as HBase's region server does (server/hbasefilter.h), on
// rows with several versions of a column, which the conformance suite's fixture does not have:
// what a return code skips (INCLUDE_AND_NEXT_COL and NEXT_COL: the column's older versions;
// NEXT_ROW: the rest of the family), and FilterListWithOR not asking a member again within the
// column it skipped (calculateReturnCodeByPrevCellAndRC). Expectations follow from HBase's
// sources named in each row (hbase-client/src/main/java/org/apache/hadoop/hbase/filter/).
#include <QTest>

#include <core/hbase/cellset.h>
#include <server/scanfilter.h>

using namespace Ei::Core;
using namespace Ei::Server;

namespace {

// A row in HBase's cell order: columns ascending, versions newest first.
Row versionedRow()
{
    return Row{"r",
               {Cell{"a:1", 3, "x"}, Cell{"a:1", 2, "x"}, Cell{"a:2", 5, "z"}, Cell{"a:2", 4, "x"},
                Cell{"a:3", 1, "y"}, Cell{"b:1", 7, "y"}, Cell{"b:2", 6, "x"}}};
}

QByteArray binary(const char *type, const char *op, const char *value)
{
    return "{\"type\":\"" + QByteArray(type) + "\",\"op\":\"" + op +
           "\",\"comparator\":{\"type\":\"BinaryComparator\",\"value\":\"" + QByteArray(value).toBase64() +
           "\"}}";
}

// "column@timestamp" of each cell, or "dropped".
QString describe(const Row &row, bool kept)
{
    if (!kept || row.cells.isEmpty()) {
        return QStringLiteral("dropped");
    }
    QStringList cells;
    for (const Cell &c : row.cells) {
        cells.append(QString::fromLatin1(c.column) + u'@' + QString::number(c.timestamp));
    }
    return cells.join(u' ');
}

} // namespace

class TestHBaseFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionsAndReturnCodes_data()
    {
        QTest::addColumn<QByteArray>("filter");
        QTest::addColumn<QString>("expected");

        // ColumnPaginationFilter.filterCell: INCLUDE_AND_NEXT_COL inside the page, NEXT_COL before
        // it, NEXT_ROW after it (per family store: b's cells are offered again, counted on).
        QTest::newRow("ColumnPaginationFilter counts columns, not versions")
            << QByteArray(R"({"type":"ColumnPaginationFilter","limit":1,"offset":1})")
            << QStringLiteral("a:2@5");
        // TimestampsFilter.filterCell: SKIP above the smallest timestamp, NEXT_COL below it.
        QTest::newRow("TimestampsFilter") << QByteArray(R"({"type":"TimestampsFilter","timestamps":[2,6]})")
                                          << QStringLiteral("a:1@2 b:2@6");
        // SingleColumnValueFilter.filterCell with latestVersion: only the newest a:2 is tested.
        QTest::newRow("SingleColumnValueFilter tests the newest version")
            << QByteArray(
                   R"({"type":"SingleColumnValueFilter","family":"YQ==","qualifier":"Mg==","op":"EQUAL",)"
                   R"("comparator":{"type":"BinaryComparator","value":"eA=="},"latestVersion":true})")
            << QStringLiteral("dropped");
        QTest::newRow("SingleColumnValueFilter, every version")
            << QByteArray(
                   R"({"type":"SingleColumnValueFilter","family":"YQ==","qualifier":"Mg==","op":"EQUAL",)"
                   R"("comparator":{"type":"BinaryComparator","value":"eA=="},"latestVersion":false})")
            << QStringLiteral("a:1@3 a:1@2 a:2@5 a:2@4 a:3@1 b:1@7 b:2@6");
        // FamilyFilter.filterCell answers NEXT_ROW: the rest of that family only.
        QTest::newRow("FamilyFilter skips the family")
            << binary("FamilyFilter", "EQUAL", "b") << QStringLiteral("b:1@7 b:2@6");
        // FirstKeyOnlyFilter: NEXT_ROW after the first cell, in each family store.
        QTest::newRow("FirstKeyOnlyFilter")
            << QByteArray(R"({"type":"FirstKeyOnlyFilter"})") << QStringLiteral("a:1@3");
        // FilterListWithOR: the pagination member answered INCLUDE_AND_NEXT_COL on a:1@3, so it is
        // answered NEXT_COL for a:1@2 without being asked (its count stays 1) and a:2 is its second
        // column; the ValueFilter includes the x's.
        QTest::newRow("OR does not ask a member again within the column it skipped")
            << QByteArray(R"({"type":"FilterList","op":"MUST_PASS_ONE","filters":[)"
                          R"({"type":"ColumnPaginationFilter","limit":2,"offset":0},)" +
                          binary("ValueFilter", "EQUAL", "x") + "]}")
            << QStringLiteral("a:1@3 a:1@2 a:2@5 a:2@4 b:2@6");
        // FilterListWithAND (HBASE-20565): the ValueFilter's SKIP ends the walk, so the pagination
        // member only counts the columns whose cell passed.
        QTest::newRow("AND shows later members only what earlier ones passed")
            << QByteArray(R"({"type":"FilterList","op":"MUST_PASS_ALL","filters":[)" +
                          binary("ValueFilter", "EQUAL", "x") +
                          R"(,{"type":"ColumnPaginationFilter","limit":1,"offset":1}]})")
            << QStringLiteral("a:2@4");
    }

    void versionsAndReturnCodes()
    {
        QFETCH(QByteArray, filter);
        QFETCH(QString, expected);
        auto parsed = parseScanFilter(filter);
        QVERIFY2(parsed.has_value(), parsed ? "" : qPrintable(parsed.error().message));
        Row row = versionedRow();
        const bool kept = (*parsed)->filterRow(row);
        QCOMPARE(describe(row, kept), expected);
    }
};

QTEST_GUILESS_MAIN(TestHBaseFilter)
#include "tst_hbasefilter.moc"
