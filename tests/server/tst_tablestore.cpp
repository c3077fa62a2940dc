// The in-memory HBase table: versions, deletes with markers, check-and-mutate, scans.
#include <QTest>

#include <server/tablestore.h>

using namespace Ei::Core;
using namespace Ei::Server;

namespace {

TableStore makeStore(int versions = 3)
{
    return TableStore(TableSchema::create(QStringLiteral("t"), {"cf", "f2"}, versions));
}

Row row(const QByteArray &key, std::initializer_list<Cell> cells)
{
    return Row{key, QList<Cell>(cells)};
}

ReadSpec all(int versions = 100)
{
    ReadSpec s;
    s.maxVersions = versions;
    return s;
}

} // namespace

class TestTableStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void versionsNewestFirstAndTrimmed()
    {
        TableStore t = makeStore(2);
        QVERIFY(t.put({row("r", {{"cf:a", 10, "v10"}, {"cf:a", 30, "v30"}, {"cf:a", 20, "v20"}})}));
        auto r = t.get("r", all());
        QVERIFY(r);
        QCOMPARE(r->cells.size(), 2); // VERSIONS=2 keeps the newest two
        QCOMPARE(r->cells.at(0).value, QByteArray("v30"));
        QCOMPARE(r->cells.at(1).value, QByteArray("v20"));
        QCOMPARE(t.get("r", ReadSpec{})->cells.size(), 1); // default: newest only
        // Same coordinates overwrite.
        QVERIFY(t.put({row("r", {{"cf:a", 30, "again"}})}));
        QCOMPARE(t.get("r", ReadSpec{})->cells.first().value, QByteArray("again"));
    }

    void timeRangeAndColumns()
    {
        TableStore t = makeStore();
        QVERIFY(t.put(
            {row("r", {{"cf:a", 10, "a10"}, {"cf:a", 20, "a20"}, {"cf:b", 15, "b"}, {"f2:x", 5, "x"}})}));
        ReadSpec s = all();
        s.minTimestamp = 10;
        s.maxTimestamp = 20; // [10, 20)
        auto r = t.get("r", s);
        QVERIFY(r);
        QCOMPARE(r->cells.size(), 2);
        QCOMPARE(r->cells.at(0).value, QByteArray("a10"));
        QCOMPARE(r->cells.at(1).value, QByteArray("b"));
        ReadSpec fam;
        fam.columns = {"f2"};
        QCOMPARE(t.get("r", fam)->cells.first().column, QByteArray("f2:x"));
        ReadSpec col;
        col.columns = {"cf:b"};
        QCOMPARE(t.get("r", col)->cells.size(), 1);
        col.columns = {"cf:zz"};
        QVERIFY(!t.get("r", col));
    }

    void cellsOrderedByFamilyThenQualifier()
    {
        TableStore t(TableSchema::create(QStringLiteral("t"), {"a", "a-b"}));
        QVERIFY(t.put({row("r", {{"a-b:x", 1, "2"}, {"a:z", 1, "1"}, {"a:\xff", 1, "0"}})}));
        auto r = t.get("r", ReadSpec{});
        QCOMPARE(r->cells.at(0).column, QByteArray("a:z"));
        QCOMPARE(r->cells.at(1).column, QByteArray("a:\xff"));
        QCOMPARE(r->cells.at(2).column, QByteArray("a-b:x"));
    }

    void unknownFamilyPutsNothing()
    {
        TableStore t = makeStore();
        auto r = t.put({row("r1", {{"cf:a", 1, "ok"}}), row("r2", {{"nope:a", 1, "bad"}})});
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::NotFound);
        QVERIFY(!t.get("r1", ReadSpec{}));
        QVERIFY(!t.put({row("r", {{"cf", 1, "no qualifier"}})}));
    }

    void deletes()
    {
        TableStore t = makeStore();
        QVERIFY(t.put(
            {row("r", {{"cf:a", 10, "a10"}, {"cf:a", 20, "a20"}, {"cf:b", 5, "b"}, {"f2:x", 5, "x"}})}));
        // column <= ts
        QVERIFY(t.remove("r", {DeleteOp{DeleteOp::Kind::Columns, "cf:a", 10}}));
        QCOMPARE(t.get("r", all())->cells.size(), 3);
        // newest version only
        QVERIFY(t.remove("r", {DeleteOp{DeleteOp::Kind::ColumnVersion, "cf:a", DeleteOp::kLatest}}));
        QCOMPARE(t.get("r", all())->cells.size(), 2);
        // family
        QVERIFY(t.remove("r", {DeleteOp{DeleteOp::Kind::Family, "f2", DeleteOp::kLatest}}));
        QCOMPARE(t.get("r", all())->cells.size(), 1);
        // row
        QVERIFY(t.remove("r", {DeleteOp{DeleteOp::Kind::Row, {}, DeleteOp::kLatest}}));
        QVERIFY(!t.get("r", all()));
        QCOMPARE(t.rowCount(), 0);
        // Unknown family → NotFound
        QCOMPARE(t.remove("r", {DeleteOp{DeleteOp::Kind::Family, "zz", DeleteOp::kLatest}}).error().kind,
                 ErrorKind::NotFound);
    }

    void deleteMarkerMasksOlderPuts()
    {
        // .NET SDK CellOperationsTests: after delete@10, put@9 is invisible, put@11 visible.
        TableStore t = makeStore();
        QVERIFY(t.put({row("r", {{"cf:a", 5, "old"}})}));
        QVERIFY(t.remove("r", {DeleteOp{DeleteOp::Kind::Family, "cf", 10}}));
        QVERIFY(t.put({row("r", {{"cf:a", 9, "nine"}})}));
        QVERIFY(!t.get("r", ReadSpec{}));
        QVERIFY(t.put({row("r", {{"cf:a", 11, "eleven"}})}));
        QCOMPARE(t.get("r", ReadSpec{})->cells.first().value, QByteArray("eleven"));
        // A put right after a server-time delete is not masked (timestamps are strictly increasing).
        QVERIFY(t.remove("r", {DeleteOp{DeleteOp::Kind::Row, {}, DeleteOp::kLatest}}));
        QVERIFY(t.put({row("r", {{"cf:a", Cell::kNoTimestamp, "fresh"}})}));
        QCOMPARE(t.get("r", ReadSpec{})->cells.first().value, QByteArray("fresh"));
    }

    void checkAndPut_data()
    {
        QTest::addColumn<QByteArray>("current"); // empty + absent flag
        QTest::addColumn<bool>("absent");
        QTest::addColumn<QByteArray>("expected");
        QTest::addColumn<bool>("applies");
        QTest::newRow("equal") << QByteArray("old") << false << QByteArray("old") << true;
        QTest::newRow("different") << QByteArray("other") << false << QByteArray("old") << false;
        QTest::newRow("empty check, absent") << QByteArray() << true << QByteArray() << true;
        QTest::newRow("empty check, empty value") << QByteArray() << false << QByteArray() << true;
        QTest::newRow("empty check, present") << QByteArray("x") << false << QByteArray() << false;
        QTest::newRow("check value, absent") << QByteArray() << true << QByteArray("old") << false;
    }
    void checkAndPut()
    {
        QFETCH(QByteArray, current);
        QFETCH(bool, absent);
        QFETCH(QByteArray, expected);
        QFETCH(bool, applies);
        TableStore t = makeStore();
        if (!absent) {
            QVERIFY(t.put({row("r", {{"cf:a", 1, current}})}));
        }
        auto r =
            t.checkAndPut(row("r", {{"cf:a", Cell::kNoTimestamp, "new"}, {"cf:b", Cell::kNoTimestamp, "b"}}),
                          "cf:a", expected);
        QVERIFY(r);
        QCOMPARE(*r, applies);
        QCOMPARE(t.latestValue("r", "cf:b").has_value(), applies);
    }

    void checkComparesLatestVersionOnly()
    {
        TableStore t = makeStore();
        QVERIFY(t.put({row("r", {{"cf:a", 1, "old"}, {"cf:a", 2, "new"}})}));
        QCOMPARE(*t.checkAndPut(row("r", {{"cf:a", Cell::kNoTimestamp, "x"}}), "cf:a", "old"), false);
        QCOMPARE(*t.checkAndDelete("r", "cf:a", "old", {}), false);
        QCOMPARE(*t.checkAndDelete("r", "cf:a", "new",
                                   {DeleteOp{DeleteOp::Kind::Columns, "cf:a", DeleteOp::kLatest}}),
                 true);
        QVERIFY(!t.get("r", ReadSpec{}));
    }

    void appendAndIncrement()
    {
        TableStore t = makeStore();
        QCOMPARE(t.append("r", "cf:a", "one")->value, QByteArray("one"));
        QCOMPARE(t.append("r", "cf:a", "+two")->value, QByteArray("one+two"));
        QCOMPARE(t.increment("r", "cf:n", 5)->value, QByteArray("\0\0\0\0\0\0\0\x05", 8));
        QCOMPARE(t.increment("r", "cf:n", -6)->value, QByteArray("\xff\xff\xff\xff\xff\xff\xff\xff", 8));
        QVERIFY(!t.increment("r", "cf:a", 1)); // not an 8-byte counter
    }

    void scanFromKeyInUnsignedOrder()
    {
        TableStore t = makeStore();
        for (const QByteArray &k : {QByteArray("b"), QByteArray("a"), QByteArray("\xff"),
                                    QByteArray("a\x00", 2), QByteArray("\x7f")}) {
            QVERIFY(t.put({row(k, {{"cf:a", 1, k}})}));
        }
        QList<QByteArray> keys;
        t.scan("a", false, ReadSpec{}, [&keys](Row &&r) {
            keys.append(r.key);
            return true;
        });
        QCOMPARE(keys, (QList<QByteArray>{QByteArray("a\x00", 2), "b", "\x7f", "\xff"}));
        keys.clear();
        t.scan("b", true, ReadSpec{}, [&keys](Row &&r) {
            keys.append(r.key);
            return keys.size() < 2;
        });
        QCOMPARE(keys, (QList<QByteArray>{"b", "\x7f"}));
    }

    void schemaReplaceDropsFamilies()
    {
        TableStore t = makeStore();
        QVERIFY(t.put({row("r", {{"cf:a", 1, "a"}, {"f2:b", 1, "b"}})}));
        t.setSchema(TableSchema::create(QStringLiteral("t"), {"f2"}));
        QCOMPARE(t.get("r", ReadSpec{})->cells.size(), 1);
        QVERIFY(!t.hasFamily("cf"));
        auto json = TableSchema::fromJson(t.schema().toJson());
        QVERIFY(json);
        QCOMPARE(*json, t.schema());
    }

    void regionFiguresFollowEveryChange_data()
    {
        // regions() keeps its pass over the table until the table changes: each kind of change
        // after a first listing must show in the next one.
        QTest::addColumn<QString>("change");
        QTest::addColumn<qint64>("rowsInFirstRegion");
        QTest::newRow("nothing") << QStringLiteral("nothing") << qint64(2);
        QTest::newRow("put a new row") << QStringLiteral("put") << qint64(3);
        QTest::newRow("delete a row") << QStringLiteral("delete") << qint64(1);
        QTest::newRow("check-and-put a new row") << QStringLiteral("checkAndPut") << qint64(3);
        QTest::newRow("check-and-delete a row") << QStringLiteral("checkAndDelete") << qint64(1);
        QTest::newRow("increment a new row") << QStringLiteral("increment") << qint64(3);
        QTest::newRow("append to a new row") << QStringLiteral("append") << qint64(3);
        QTest::newRow("drop the family of a row") << QStringLiteral("schema") << qint64(1);
    }
    void regionFiguresFollowEveryChange()
    {
        QFETCH(QString, change);
        QFETCH(qint64, rowsInFirstRegion);
        TableStore t = makeStore(1);
        QVERIFY(t.put({row("a", {{"cf:a", 1, "1"}}), row("b", {{"f2:b", 1, "2"}}),
                       row("c", {{"cf:a", 1, "3"}}), row("d", {{"cf:a", 1, "4"}})}));
        t.splitIntoRegions(2);
        QCOMPARE(t.regions().size(), 2);
        QCOMPARE(t.regions().first().rows, 2);
        const qint64 bytesBefore = t.regions().first().bytes;
        if (change == QLatin1String("put")) {
            QVERIFY(t.put({row("a2", {{"cf:a", 1, "new"}})}));
        } else if (change == QLatin1String("delete")) {
            QVERIFY(t.remove("a", {DeleteOp{}}));
        } else if (change == QLatin1String("checkAndPut")) {
            QVERIFY(t.checkAndPut(row("a2", {{"cf:a", 1, "new"}}), "cf:a", QByteArray()).value());
        } else if (change == QLatin1String("checkAndDelete")) {
            QVERIFY(t.checkAndDelete("a", "cf:a", QByteArray("1"), {DeleteOp{}}).value());
        } else if (change == QLatin1String("increment")) {
            QVERIFY(t.increment("a2", "cf:n", 1));
        } else if (change == QLatin1String("append")) {
            QVERIFY(t.append("a2", "cf:s", "x"));
        } else if (change == QLatin1String("schema")) {
            t.setSchema(TableSchema::create(QStringLiteral("t"), {"cf"}));
        }
        QCOMPARE(t.regions().first().rows, rowsInFirstRegion);
        QCOMPARE(t.regions().first().bytes == bytesBefore, change == QLatin1String("nothing"));
    }

    void manySmallRows()
    {
        TableStore t = makeStore(1);
        CellSet batch;
        for (int i = 0; i < 100000; ++i) {
            batch.append(row("sha1:" + QByteArray::number(i).rightJustified(32, '0'),
                             {{"cf:a", 1, QByteArray::number(i)}, {"f2:b", 1, "x"}}));
        }
        QVERIFY(t.put(batch));
        QCOMPARE(t.rowCount(), 100000);
        QCOMPARE(t.cellCount(), 200000);
    }
};

QTEST_GUILESS_MAIN(TestTableStore)
#include "tst_tablestore.moc"
