// The row list's pages of a table served in this process, read straight from its TableStore
// (TableStoreRowPageSource): for every kind of query (key range, prefix, --where predicates, a key
// list) and page size, paging through the table gives exactly the rows, with exactly the cells,
// that paging through the same table over REST (RestRowPageSource) gives; a page never answers
// inside the call that asked; a cancelled page says nothing; a filter that passes only the last of
// many rows still finds it; a table that is gone, unknown, or a query the grammar refuses ends the
// page in an error, never in silence.
#include <memory>

#include <QSignalSpy>
#include <QTest>

#include <core/hbase/restclient.h>
#include <core/rows/restrowpagesource.h>
#include <server/inprocessexchange.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <server/tablestorerowpagesource.h>

using namespace Ei::Core;
using namespace Ei::Server;

namespace {

const QString kTable = QStringLiteral("t");
const QList<QByteArray> kListColumns = {"f:s", "f:n"};

QByteArray keyOf(int i)
{
    // Two key spaces, so a prefix selects part of the table.
    return (i % 3 == 0 ? QByteArray("md5:") : QByteArray("sha1:")) +
           QByteArray::number(i).rightJustified(5, '0');
}

// `rows` rows: f:s is "ok" on even rows and "bad" on the others, f:n only on every fifth row, f:x
// (not a list column) on every row, so predicates and column selection both have work to do.
std::unique_ptr<TableStore> filledTable(int rows)
{
    auto table = std::make_unique<TableStore>(TableSchema::create(kTable, {"f"}));
    CellSet all;
    for (int i = 0; i < rows; ++i) {
        Row row{keyOf(i),
                {Cell{"f:s", 1, i % 2 == 0 ? QByteArray("ok") : QByteArray("bad")},
                 Cell{"f:x", 1, "heavy " + QByteArray::number(i)}}};
        if (i % 5 == 0) {
            row.cells.append(Cell{"f:n", 1, QByteArray::number(i)});
        }
        all.append(row);
    }
    if (!table->put(all)) {
        return nullptr;
    }
    return table;
}

struct Pages
{
    CellSet rows;
    std::optional<Error> error;
};

// Every row of `query`, a page of `limit` rows at a time, as the row list reads them.
Pages readAll(RowPageSource &source, const RowQuery &query, int limit)
{
    Pages out;
    QSignalSpy answers(&source, &RowPageSource::pageFinished);
    for (int pages = 0; pages < 10'000; ++pages) {
        RowPageRequest request;
        request.query = query;
        request.limit = limit;
        request.afterKey = out.rows.isEmpty() ? QByteArray() : out.rows.constLast().key;
        const quint64 id = source.requestPage(request);
        if (!answers.wait(5000)) {
            out.error = Error{ErrorKind::Internal, QStringLiteral("no answer")};
            return out;
        }
        const auto page = answers.takeFirst().at(0).value<RowPage>();
        if (page.requestId != id) {
            out.error = Error{ErrorKind::Internal, QStringLiteral("an answer to another request")};
            return out;
        }
        if (page.error) {
            out.error = page.error;
            return out;
        }
        out.rows.append(page.rows);
        if (page.atEnd || page.rows.isEmpty()) {
            return out;
        }
    }
    return out;
}

QByteArrayList keysOf(const CellSet &rows)
{
    QByteArrayList keys;
    for (const Row &row : rows) {
        keys.append(row.key);
    }
    return keys;
}

// A RestServer with the table, reached over REST without a socket, as the window reaches it.
struct Served
{
    std::unique_ptr<RestServer> server = std::make_unique<RestServer>();
    std::shared_ptr<InProcessExchange> exchange;
    std::unique_ptr<RestClient> client;

    explicit Served(int rows)
    {
        server->addTable(filledTable(rows));
        exchange = std::make_shared<InProcessExchange>(server.get(), QStringLiteral("test"));
        client = std::make_unique<RestClient>(ConnectionConfig::inProcessTo(exchange, kTable));
    }
};

} // namespace

Q_DECLARE_METATYPE(RowQuery)

class TestTableStoreRowPageSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameRowsAsOverRest_data()
    {
        QTest::addColumn<RowQuery>("query");
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("expectedRows");

        const auto where = [](QStringList predicates) {
            RowQuery q;
            q.where = std::move(predicates);
            return q;
        };
        RowQuery prefix;
        prefix.prefix = "md5:";
        RowQuery range;
        range.startKey = "sha1:00100";
        range.stopKey = "sha1:00200";
        RowQuery prefixAndRange;
        prefixAndRange.prefix = "sha1:";
        prefixAndRange.startKey = "sha1:00050";
        RowQuery keyList;
        keyList.keys = {keyOf(4), keyOf(6), keyOf(7), "sha1:99999", keyOf(301)}; // one absent
        std::ranges::sort(keyList.keys);
        RowQuery keyListInRange = keyList;
        keyListInRange.prefix = "sha1:";

        QTest::newRow("whole table, pages of 7") << RowQuery{} << 7 << 400;
        QTest::newRow("whole table, pages of 200") << RowQuery{} << 200 << 400;
        QTest::newRow("whole table, one page") << RowQuery{} << 1000 << 400;
        QTest::newRow("prefix") << prefix << 13 << 134;
        QTest::newRow("key range") << range << 9 << 67;
        QTest::newRow("prefix and start") << prefixAndRange << 50 << 233;
        QTest::newRow("equals") << where({QStringLiteral("f:s=ok")}) << 11 << 200;
        QTest::newRow("not equals") << where({QStringLiteral("f:s!=ok")}) << 11 << 200;
        QTest::newRow("has") << where({QStringLiteral("has:f:n")}) << 6 << 80;
        QTest::newRow("missing") << where({QStringLiteral("missing:f:n")}) << 60 << 320;
        QTest::newRow("two predicates")
            << where({QStringLiteral("f:s=ok"), QStringLiteral("has:f:n")}) << 4 << 40;
        QTest::newRow("a column the list does not show") << where({QStringLiteral("f:x=heavy 7")}) << 20 << 1;
        QTest::newRow("nothing matches") << where({QStringLiteral("f:s=none")}) << 20 << 0;
        QTest::newRow("key list") << keyList << 2 << 4;
        QTest::newRow("key list within a prefix") << keyListInRange << 200 << 3;
    }

    void sameRowsAsOverRest()
    {
        QFETCH(RowQuery, query);
        QFETCH(int, limit);
        QFETCH(int, expectedRows);

        Served served(400);
        RestRowPageSource overRest(served.client.get(), kListColumns, utf8ValueEncoder);
        TableStoreRowPageSource local(served.server.get(), kTable, kListColumns, utf8ValueEncoder);

        const Pages expected = readAll(overRest, query, limit);
        const Pages read = readAll(local, query, limit);
        QVERIFY2(!expected.error, qPrintable(expected.error ? expected.error->message : QString()));
        QVERIFY2(!read.error, qPrintable(read.error ? read.error->message : QString()));
        QCOMPARE(read.rows.size(), expectedRows);
        QCOMPARE(keysOf(read.rows), keysOf(expected.rows));
        for (qsizetype i = 0; i < read.rows.size(); ++i) {
            QCOMPARE(read.rows.at(i).cells, expected.rows.at(i).cells);
        }
    }

    void answersOnALaterTurn()
    {
        Served served(10);
        TableStoreRowPageSource local(served.server.get(), kTable, kListColumns, utf8ValueEncoder);
        QSignalSpy answers(&local, &RowPageSource::pageFinished);
        const quint64 id = local.requestPage(RowPageRequest{});
        QVERIFY(id > 0);
        QCOMPARE(answers.size(), 0);
        QVERIFY(answers.wait(5000));
        QCOMPARE(answers.at(0).at(0).value<RowPage>().requestId, id);
        QCOMPARE(answers.at(0).at(0).value<RowPage>().rows.size(), 10);
        QVERIFY(served.server->requestLog().isEmpty()); // no request: read straight from the table
    }

    void cancelledPageSaysNothing()
    {
        Served served(10);
        TableStoreRowPageSource local(served.server.get(), kTable, kListColumns, utf8ValueEncoder);
        QSignalSpy answers(&local, &RowPageSource::pageFinished);
        const quint64 cancelled = local.requestPage(RowPageRequest{});
        local.cancel(cancelled);
        const quint64 answered = local.requestPage(RowPageRequest{});
        QVERIFY(answers.wait(5000));
        QCOMPARE(answers.size(), 1);
        QCOMPARE(answers.at(0).at(0).value<RowPage>().requestId, answered);
    }

    // A filter passing only the table's last row: the page is read in slices, turn after turn,
    // and still ends with that row (and says the table ends there).
    void rareRowFoundAcrossSlices()
    {
        constexpr int kRows = 60'000;
        Served served(kRows);
        TableStoreRowPageSource local(served.server.get(), kTable, kListColumns, utf8ValueEncoder);
        QSignalSpy answers(&local, &RowPageSource::pageFinished);
        RowPageRequest request;
        request.query.where = {QStringLiteral("f:x=heavy %1").arg(kRows - 1)};
        local.requestPage(request);
        QVERIFY(answers.wait(30'000));
        const auto page = answers.at(0).at(0).value<RowPage>();
        QVERIFY(!page.error);
        QCOMPARE(keysOf(page.rows), QByteArrayList{keyOf(kRows - 1)});
        QVERIFY(page.atEnd);
    }

    void unreadableTableIsAnError_data()
    {
        QTest::addColumn<bool>("serverGone");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("said");
        QTest::newRow("the window let go of the table")
            << true << kTable << QStringLiteral("no longer served in this window");
        QTest::newRow("a table the server does not hold")
            << false << QStringLiteral("other") << QStringLiteral("the table other is not served");
    }

    void unreadableTableIsAnError()
    {
        QFETCH(bool, serverGone);
        QFETCH(QString, table);
        QFETCH(QString, said);
        Served served(10);
        TableStoreRowPageSource local(served.server.get(), table, kListColumns, utf8ValueEncoder);
        QSignalSpy answers(&local, &RowPageSource::pageFinished);
        local.requestPage(RowPageRequest{});
        if (serverGone) {
            served.client.reset();
            served.server.reset();
        }
        QVERIFY(answers.wait(5000));
        const auto page = answers.at(0).at(0).value<RowPage>();
        QVERIFY(page.error);
        QVERIFY2(page.error->message.contains(said), qPrintable(page.error->message));
        QVERIFY(page.rows.isEmpty());
    }

    void refusedPredicateIsAnError()
    {
        Served served(10);
        TableStoreRowPageSource local(served.server.get(), kTable, kListColumns, utf8ValueEncoder);
        QSignalSpy answers(&local, &RowPageSource::pageFinished);
        RowPageRequest request;
        request.query.where = {QStringLiteral("no predicate at all")};
        local.requestPage(request);
        QCOMPARE(answers.size(), 0);
        QVERIFY(answers.wait(5000));
        const auto page = answers.at(0).at(0).value<RowPage>();
        QVERIFY(page.error);
        QVERIFY(!page.error->message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTableStoreRowPageSource)
#include "tst_tablestorerowpagesource.moc"
