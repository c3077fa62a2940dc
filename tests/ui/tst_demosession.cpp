// The window on the demo: the snapshot is served in this process, the row list pages straight from
// its rows (no scanner), and selecting a processed row fills the TEI, cells, status and match tabs
// through the REST client.
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/windowparts.h>

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <demo/demoservice.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <ui/inspectorsession.h>
#include <ui/lookupbox.h>
#include <ui/mainwindow.h>
#include <ui/rowlistpane.h>
#include <ui/teiview.h>

using Ei::Test::rowListOf;
using Ei::Test::teiViewOf;

class TestDemoSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Ei::Test::useBuiltRenderWorker();
    }

    void opensDemo()
    {
        EI_REQUIRE_BUILT_DEMO();
        Ei::Test::SessionWindow w;
        QVERIFY(w.openDemo(Ei::Test::builtDemoDir()));
        // The first page arrives and the first processed row is shown.
        QVERIFY(w.shown.wait(30000));
        QVERIFY(w.session.tableSession()->model()->rowCount() >= 200);
        // The list's pages were read from the table itself: the demo's gateway made no scanner.
        const auto demo = Ei::Demo::DemoService::shared(Ei::Test::builtDemoDir(),
                                                        Ei::Demo::DemoService::defaultUserCopyDir());
        QVERIFY(demo->server());
        QVERIFY(!demo->server()->requestLog().isEmpty()); // the shown row was read over REST
        for (const Ei::Server::RestLogEntry &entry : demo->server()->requestLog()) {
            QVERIFY2(!entry.path.contains("/scanner"),
                     QByteArray(entry.method + ' ' + entry.path).constData());
        }
        const QByteArray key = w.shown.last().at(0).toByteArray();
        QVERIFY(key.startsWith("sha1:"));
        // The row's TEI is in the TEI tab (it loads in steps, so wait for it).
        const auto teiShown = [&w] {
            for (const QPlainTextEdit *edit : teiViewOf(w.window)->findChildren<QPlainTextEdit *>()) {
                if (edit->toPlainText().contains(QLatin1String("<TEI"))) {
                    return true;
                }
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(teiShown(), 10000);

        // j moves to the next row, which is shown in turn.
        rowListOf(w.window)->view()->setFocus();
        QTest::keyClick(rowListOf(w.window)->view(), Qt::Key_J);
        QVERIFY(w.shown.wait(30000));
        QVERIFY(w.shown.last().at(0).toByteArray() != key);

        // A lookup in any spelling of a loaded key selects its row.
        const QByteArray other = w.session.tableSession()->model()->rowAt(10)->key;
        Q_EMIT w.window.parts().lookup->lookupRequested(QString::fromLatin1(other).toLower());
        QTRY_COMPARE_WITH_TIMEOUT(
            rowListOf(w.window)->view()->currentIndex().data(Ei::Models::RowListModel::KeyRole).toByteArray(),
            other, 10000);
    }
    // Regression: a lookup made before the row list's first page arrived was replaced by the
    // "open on the first processed row" default when that page came in.
    void lookupBeforeTheFirstPageKeepsItsRow()
    {
        EI_REQUIRE_BUILT_DEMO();
        // The built snapshot uses the default options, so the generator names the same rows; the
        // mismatch row is not the first processed one the default would pick.
        const QByteArray key = Ei::Test::builtDemoMismatchKey();
        QVERIFY(!key.isEmpty());
        Ei::Test::SessionWindow w;
        QVERIFY(w.openDemo(Ei::Test::builtDemoDir()));
        QSignalSpy firstPage(w.session.tableSession()->model(), &Ei::Models::RowListModel::pageLoaded);
        QVERIFY2(w.session.tableSession()->model()->rowCount() == 0,
                 "the first page came before the lookup; the test would prove nothing");
        Q_EMIT w.window.parts().lookup->lookupRequested(QString::fromLatin1(key));
        QVERIFY(firstPage.wait(30000));
        // The page's handler ran before the spy saw the signal: the list selected the looked-up
        // row if the page holds it, and nothing else.
        const QModelIndex current = rowListOf(w.window)->view()->currentIndex();
        if (w.session.tableSession()->model()->rowOfKey(key) >= 0) {
            QCOMPARE(current.data(Ei::Models::RowListModel::KeyRole).toByteArray(), key);
        } else {
            QVERIFY(!current.isValid());
        }
        QTRY_VERIFY_WITH_TIMEOUT(!w.shown.isEmpty(), 30000);
        for (const QList<QVariant> &emitted : std::as_const(w.shown)) {
            QCOMPARE(emitted.at(0).toByteArray(), key);
        }
    }
};

QTEST_MAIN(TestDemoSession)

#include "tst_demosession.moc"
