// One open table without widgets: its profile chosen from the table name (or a stale one replaced,
// saying so), the row list read from a served table, the first row worth opening, switching table,
// the filter as a scan for exports and reprocessing, a written row read again, neighbours ahead,
// whether a key is listed and the DOIs of the rows ahead; the current row read once with its TEI
// parsed for every tab.
#include <common/callwait.h>
#include <common/servedtable.h>

#include <QAbstractItemModelTester>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <core/hbase/restclient.h>
#include <models/rowcache.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <server/tablestore.h>

using Ei::Core::Cell;
using Ei::Core::CellSet;
using Ei::Core::Row;
using Ei::Models::RowListModel;
using Ei::Models::TableSession;
using Ei::Test::ServedTable;

namespace {

QByteArray keyOf(int i)
{
    return ServedTable::keyFor(QByteArray::number(i));
}

Row backfilled(const QByteArray &key)
{
    return Row{key,
               {ServedTable::textCell("file:mime", "application/pdf"), ServedTable::textCell("f:c", "{}")}};
}

// `rows` as "b" (backfilled), "e" (GROBID error), "p" (processed, no match), "m" (processed and
// matched), in key order.
void fill(const ServedTable &table, const QString &rows)
{
    QList<QByteArray> keys;
    for (int i = 0; i < rows.size(); ++i) {
        keys.append(keyOf(i));
    }
    std::ranges::sort(keys);
    CellSet cells;
    for (int i = 0; i < rows.size(); ++i) {
        const QChar kind = rows.at(i);
        if (kind == u'b') {
            cells.append(backfilled(keys[i]));
        } else if (kind == u'e') {
            Row r = backfilled(keys[i]);
            r.cells.append(ServedTable::int64Cell("grobid0:status_code", 500));
            cells.append(r);
        } else {
            cells.append(ServedTable::processedRow(keys[i], kind == u'm' ? "10.1234/x" : QByteArray()));
        }
    }
    table.put(cells);
}

Ei::Core::ConnectionConfig configOf(const ServedTable &table)
{
    return table.client()->config();
}

bool loadFirstPage(RowListModel *model)
{
    return Ei::Test::waitFor([model] { return !model->isLoading() && model->rowCount() > 0; }, 10000);
}

} // namespace

class TestTableSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensWithTheTablesProfile_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("problem");
        QTest::newRow("from the table name")
            << "wbgrp-journal-extract-0-qa" << "" << "journal-extract" << false;
        QTest::newRow("named") << "wbgrp-journal-extract-0-qa" << "journal-extract" << "journal-extract"
                               << false;
        QTest::newRow("gone: the default, said") << "wbgrp-journal-extract-0-qa" << "no-such-profile"
                                                 << "journal-extract" << true;
    }
    void opensWithTheTablesProfile()
    {
        QFETCH(QString, table);
        QFETCH(QString, profile);
        QFETCH(QString, expected);
        QFETCH(bool, problem);
        ServedTable served(table);
        QVERIFY(served.isListening());
        fill(served, QStringLiteral("bpm"));
        TableSession session;
        const auto error = session.open(configOf(served), profile, QString());
        QCOMPARE(error.has_value(), problem);
        if (error) {
            QVERIFY2(error->message.contains(profile), qPrintable(error->message));
        }
        QVERIFY(session.isOpen());
        QCOMPARE(session.table(), table);
        QCOMPARE(session.profile().name, expected);
        QCOMPARE(session.presenter().profile().name, expected);
        QVERIFY(session.client() && session.model() && session.rows() && session.columns() &&
                session.metadata());
        QCOMPARE(session.client()->config().table, table);
    }

    // The first row opened is the first processed and matched one of the first page, else the first.
    void firstRowToShow_data()
    {
        QTest::addColumn<QString>("rows");
        QTest::addColumn<int>("first");
        QTest::newRow("matched after others") << "bepbm" << 4;
        QTest::newRow("matched first") << "mbbb" << 0;
        QTest::newRow("none matched") << "bepp" << 0;
    }
    void firstRowToShow()
    {
        QFETCH(QString, rows);
        QFETCH(int, first);
        ServedTable served;
        fill(served, rows);
        TableSession session;
        QVERIFY(!session.open(configOf(served), QString(), QString()));
        RowListModel *model = session.model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->reload();
        QVERIFY(loadFirstPage(model));
        QCOMPARE(model->rowCount(), rows.size());
        QCOMPARE(session.firstRowToShow(model->rowCount()), first);
    }

    // Another table on the same server: everything of the old one goes (later: a reply of its own
    // may be on the stack), the new one is read.
    void switchesTable()
    {
        ServedTable served;
        fill(served, QStringLiteral("pp"));
        served.server()->addTable(std::make_unique<Ei::Server::TableStore>(Ei::Core::TableSchema::create(
            QStringLiteral("other-journal-extract"), {"f", "file", "grobid0", "match0"})));
        served.server()
            ->table(QStringLiteral("other-journal-extract"))
            ->put(CellSet{backfilled(keyOf(7)), backfilled(keyOf(8)), backfilled(keyOf(9))});
        TableSession session;
        QVERIFY(!session.open(configOf(served), QString(), QString()));
        session.model()->reload();
        QVERIFY(loadFirstPage(session.model()));
        const QPointer<RowListModel> oldModel = session.model();
        const QPointer<Ei::Core::RestClient> oldClient = session.client();
        Ei::Core::ConnectionConfig config = session.client()->config();
        config.table = QStringLiteral("other-journal-extract");
        QVERIFY(!session.open(config, QString(), QString()));
        QCOMPARE(session.table(), config.table);
        QVERIFY(session.model() != oldModel);
        QTRY_VERIFY(oldModel.isNull() && oldClient.isNull());
        session.model()->reload();
        QVERIFY(loadFirstPage(session.model()));
        QCOMPARE(session.model()->rowCount(), 3);
        session.close();
        QVERIFY(!session.isOpen());
        QCOMPARE(session.table(), config.table); // still named: the profile menu says "from the table name"
    }

    // The list's filter as a whole-table scan: an export takes every column, reprocessing the light ones.
    void filterScan_data()
    {
        QTest::addColumn<bool>("allColumns");
        QTest::newRow("export") << true;
        QTest::newRow("reprocessing") << false;
    }
    void filterScan()
    {
        QFETCH(bool, allColumns);
        ServedTable served;
        fill(served, QStringLiteral("bpm"));
        TableSession session;
        QVERIFY(!session.filterScan(allColumns)); // nothing open
        QVERIFY(!session.open(configOf(served), QString(), QString()));
        Ei::Core::RowQuery query;
        query.prefix = QByteArrayLiteral("sha1:A");
        session.model()->setQuery(query);
        const auto spec = session.filterScan(allColumns);
        QVERIFY2(spec.has_value(), qPrintable(spec ? QString() : spec.error().message));
        QCOMPARE(spec->limit, -1);
        QCOMPARE(spec->batch, 5000);
        QCOMPARE(spec->columns.isEmpty(), allColumns);
        QCOMPARE(session.filterDescription(), query.describe());
    }

    // A row written elsewhere is read again: its line in the list and the cached row are the new ones.
    void rereadsAWrittenRow()
    {
        ServedTable served;
        fill(served, QStringLiteral("bpm"));
        TableSession session;
        QVERIFY(!session.open(configOf(served), QString(), QString()));
        RowListModel *model = session.model();
        model->reload();
        QVERIFY(loadFirstPage(model));
        const QByteArray key = model->rowAt(0)->key;
        served.put(CellSet{Row{key, {ServedTable::textCell("match0:mstatus", "confirmed")}}});
        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        std::optional<Row> read;
        session.reread(key, this, [&read](const Row &row) { read = row; });
        QTRY_VERIFY(read.has_value());
        QCOMPARE(read->find("match0:mstatus")->value, QByteArray("confirmed"));
        QCOMPARE(model->rowAt(0)->find("match0:mstatus")->value, QByteArray("confirmed"));
        QVERIFY(!changed.isEmpty());
        QVERIFY(session.rows()->cached(key));
    }

    void prefetchesTheNeighbours()
    {
        ServedTable served;
        fill(served, QStringLiteral("bpmpb"));
        TableSession session;
        QVERIFY(!session.open(configOf(served), QString(), QString()));
        RowListModel *model = session.model();
        model->reload();
        QVERIFY(loadFirstPage(model));
        std::optional<Row> next;
        session.prefetchAround(model->rowAt(2)->key, this, [&next](const Row &row) { next = row; });
        QTRY_VERIFY(next.has_value());
        QCOMPARE(next->key, model->rowAt(3)->key);
        QTRY_VERIFY(session.rows()->cached(model->rowAt(1)->key));
        QVERIFY(!session.rows()->cached(model->rowAt(0)->key));
        // An unknown key prefetches nothing.
        bool called = false;
        session.prefetchAround("sha1:nope", this, [&called](const Row &) { called = true; });
        QVERIFY(!called);
    }

    // The current row comes with its TEI parsed once, for the TEI tab and the Match tab alike: the
    // GROBID header (title, DOI) of a good TEI, a sentence for a TEI that cannot be parsed, nothing
    // for a row without TEI.
    void currentRowCarriesItsParsedTei_data()
    {
        QTest::addColumn<QByteArray>("tei"); // empty: the row has no grobid0:tei_xml
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("doi");
        QTest::addColumn<bool>("problem");
        QTest::newRow("GROBID TEI with a DOI") << QByteArray("10.5555/teidoi") << "A paper"
                                               << "10.5555/teidoi" << false;
        QTest::newRow("empty cell") << QByteArray(" \n") << "" << "" << true;
        QTest::newRow("no TEI") << QByteArray() << "" << "" << false;
    }
    void currentRowCarriesItsParsedTei()
    {
        QFETCH(QByteArray, tei);
        QFETCH(QString, title);
        QFETCH(QString, doi);
        QFETCH(bool, problem);
        ServedTable served;
        const QByteArray key = keyOf(7);
        Row row = tei.startsWith("10.") ? ServedTable::processedRow(key, QByteArray(), tei) : backfilled(key);
        if (!tei.isEmpty() && !tei.startsWith("10.")) {
            row.cells.append(ServedTable::textCell("grobid0:tei_xml", tei));
        }
        served.put(CellSet{row});
        TableSession session;
        QVERIFY(!session.open(configOf(served), QString(), QString()));
        QSignalSpy loaded(&session, &TableSession::rowLoaded);
        session.setCurrentKey(key);
        QVERIFY(loaded.wait(10000));
        const auto current = loaded.takeFirst().at(0).value<Ei::Models::CurrentRow>();
        QCOMPARE(current.row.key, key);
        QCOMPARE(current.tei.header.title, title);
        QCOMPARE(current.tei.header.doi, doi);
        QCOMPARE(!current.teiProblem.isEmpty(), problem);
    }

    // Whether a key is among the listed rows (a lookup makes it current, else lists it first): a
    // read row is, a key of no row or of a closed table is not.
    void isListed_data()
    {
        QTest::addColumn<int>("row"); // -1: a key of no row
        QTest::addColumn<bool>("closed");
        QTest::addColumn<bool>("listed");
        QTest::newRow("the first row") << 0 << false << true;
        QTest::newRow("the last row") << 2 << false << true;
        QTest::newRow("no such row") << -1 << false << false;
        QTest::newRow("the table closed") << 0 << true << false;
    }
    void isListed()
    {
        QFETCH(int, row);
        QFETCH(bool, closed);
        QFETCH(bool, listed);
        ServedTable served;
        fill(served, QStringLiteral("bpb"));
        TableSession session;
        QVERIFY(!session.open(configOf(served), QString(), QString()));
        RowListModel *model = session.model();
        model->reload();
        QVERIFY(loadFirstPage(model));
        const QByteArray key = row < 0 ? QByteArray("sha1:nope") : model->rowAt(row)->key;
        if (closed) {
            session.close();
        }
        QCOMPARE(session.isListed(key), listed);
    }

    // The DOIs of the rows after a key, for reading their Crossref records ahead: rows without a
    // DOI are passed over, the list's end and an unknown key end it.
    void doisAfter_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("count");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("the next ones") << 0 << 2 << QStringList{QStringLiteral("10.1234/row-1")};
        QTest::newRow("past rows without a DOI")
            << 1 << 3 << QStringList{QStringLiteral("10.1234/row-3"), QStringLiteral("10.1234/row-4")};
        QTest::newRow("to the list's end") << 3 << 16 << QStringList{QStringLiteral("10.1234/row-4")};
        QTest::newRow("the last row") << 4 << 16 << QStringList{};
        QTest::newRow("unknown key") << -1 << 16 << QStringList{};
    }
    void doisAfter()
    {
        QFETCH(int, from);
        QFETCH(int, count);
        QFETCH(QStringList, expected);
        ServedTable served;
        fill(served, QStringLiteral("bpbpb"));
        TableSession session;
        QVERIFY(!session.open(configOf(served), QString(), QString()));
        RowListModel *model = session.model();
        model->reload();
        QVERIFY(loadFirstPage(model));
        QCOMPARE(model->rowCount(), 5);
        // Rows 1, 3 and 4 get a DOI of their own.
        CellSet dois;
        for (const int row : {1, 3, 4}) {
            dois.append(Row{model->rowAt(row)->key,
                            {ServedTable::textCell("match0:doi", "10.1234/row-" + QByteArray::number(row))}});
        }
        served.put(dois);
        model->reload();
        QTRY_VERIFY(!model->isLoading() && model->rowAt(4) && model->rowAt(4)->find("match0:doi"));
        const QByteArray key = from < 0 ? QByteArray("sha1:nope") : model->rowAt(from)->key;
        QCOMPARE(session.doisAfter(key, count), expected);
    }
};

QTEST_GUILESS_MAIN(TestTableSession)
#include "tst_tablesession.moc"
