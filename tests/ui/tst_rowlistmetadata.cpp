// The row list's GROBID version and title columns (from grobid0:metadata, read for the visible
// rows only) in the window, against a gateway whose rows lack that cell as the pipeline's older
// rows do: the cell is asked for as soon as the rows show, also when a short list fits the view and
// is never scrolled; a multiget that no row answers (HBase: 404 "No rows found.", hbase-rest.md
// §3.4) means "absent", is remembered and not asked again.
#include <common/curationfixture.h>
#include <common/servedtable.h>
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/windowparts.h>

#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <models/rowlistmodel.h>
#include <models/rowmetadataloader.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <ui/banner.h>
#include <ui/rowlistpane.h>

using Ei::Test::bannerOf;
using Ei::Test::rowListOf;

using namespace Ei;

namespace {

// The list's column labelled `label`, or -1.
int columnLabelled(const QAbstractItemModel *model, const QString &label)
{
    for (int c = 0; c < model->columnCount(); ++c) {
        if (model->headerData(c, Qt::Horizontal).toString() == label) {
            return c;
        }
    }
    return -1;
}

int multigets(const Server::RestServer &server, int status)
{
    int count = 0;
    for (const Server::RestLogEntry &entry : server.requestLog()) {
        count += entry.path.contains("/multiget") && entry.status == status ? 1 : 0;
    }
    return count;
}

} // namespace

class TestRowListMetadata : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void visibleRowsAreAskedOnce_data()
    {
        QTest::addColumn<int>("withoutMetadata"); // real pipeline rows (sandcrawler), no grobid0:metadata
        QTest::addColumn<int>("withMetadata");    // processed rows with title and GROBID version
        QTest::addColumn<int>("answer");          // the status of the one multiget
        QTest::newRow("older pipeline rows: 404 No rows found") << 17 << 0 << 404;
        QTest::newRow("every row has metadata") << 0 << 17 << 200;
        QTest::newRow("some rows have metadata") << 9 << 8 << 200;
    }
    void visibleRowsAreAskedOnce()
    {
        QFETCH(int, withoutMetadata);
        QFETCH(int, withMetadata);
        QFETCH(int, answer);
        Core::CellSet rows;
        if (withoutMetadata > 0) {
            rows = Test::processedRows().mid(0, withoutMetadata);
            QCOMPARE(rows.size(), withoutMetadata);
        }
        QHash<QByteArray, QString> titles; // key → title, for the rows that have one
        for (int i = 0; i < withMetadata; ++i) {
            const QByteArray key = Test::ServedTable::keyFor(QByteArray::number(i));
            rows.append(Test::ServedTable::processedRow(key));
            titles.insert(key, QStringLiteral("A paper about ") + QString::fromLatin1(key.right(4)));
        }
        const std::unique_ptr<Server::RestServer> server = Test::serveCurationTable(rows);
        QVERIFY(server);

        // A window as tall as a curator's: all rows fit, nothing ever scrolls.
        Test::SessionWindow w;
        w.window.resize(1600, 1000);
        w.openConnection(Test::curationConnection(*server));
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QTRY_VERIFY(w.session.tableSession()->model() && w.session.tableSession()->model()->endReached());
        Models::RowListModel *model = w.session.tableSession()->model();
        QCOMPARE(model->rowCount(), rows.size());
        QCOMPARE(rowListOf(w.window)->view()->verticalScrollBar()->maximum(), 0);
        auto *loader = w.session.findChild<Models::RowMetadataLoader *>();
        QVERIFY(loader);
        const int title = columnLabelled(model, QStringLiteral("Title"));
        const int grobid = columnLabelled(model, QStringLiteral("GROBID"));
        QVERIFY(title > 0 && grobid > 0);

        // Asked for without any scrolling, and answered: no "…" is left.
        const auto pending = [&] {
            int count = 0;
            for (int r = 0; r < model->rowCount(); ++r) {
                count += model->index(r, title).data().toString() == QStringLiteral("…") ? 1 : 0;
                count += model->index(r, grobid).data().toString() == QStringLiteral("…") ? 1 : 0;
            }
            return count;
        };
        QTRY_COMPARE_WITH_TIMEOUT(pending(), 0, 10000);
        QTRY_VERIFY(!loader->isLoading());
        QCOMPARE(loader->rowsRequested(), rows.size());
        QCOMPARE(multigets(*server, answer), 1);
        for (int r = 0; r < model->rowCount(); ++r) {
            const QByteArray key = model->rowAt(r)->key;
            // Known absent is empty, like any missing cell of the list.
            QCOMPARE(model->index(r, title).data().toString(), titles.value(key));
            QCOMPARE(model->index(r, grobid).data().toString(),
                     titles.contains(key) ? QStringLiteral("0.5.5") : QString());
        }
        // The 404 was no problem to report.
        QVERIFY(!bannerOf(w.window)->isVisible());

        // Shown again (a resize, a reload of the list): nothing is asked twice.
        QSignalSpy visible(model, &Models::RowListModel::visibleRangeChanged);
        w.window.resize(1500, 900);
        QTRY_VERIFY(!visible.isEmpty());
        visible.clear();
        model->reload();
        QTRY_VERIFY(model->endReached() && !visible.isEmpty());
        QVERIFY(!loader->isLoading());
        QCOMPARE(loader->rowsRequested(), rows.size());
        QCOMPARE(pending(), 0);
    }
};

QTEST_MAIN(TestRowListMetadata)

#include "tst_rowlistmetadata.moc"
