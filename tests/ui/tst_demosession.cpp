// The window on the demo: the snapshot is served in-process over loopback, the row list fills from
// the REST scanner, and selecting a processed row fills the TEI, cells, status and match tabs.
#include <common/testutil.h>

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <core/demo/demogenerator.h>
#include <models/rowlistmodel.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/rowlistpane.h>
#include <ui/teiview.h>

class TestDemoSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The PDF pane's renderer sits beside the application, not beside the tests.
        qputenv("EI_RENDER_WORKER",
                (Ei::Test::binDir() + QStringLiteral("/extract-inspector-render")).toUtf8());
    }

    void opensDemoOverRest()
    {
        const QString demo = Ei::Test::binDir() + QStringLiteral("/../share/demo");
        if (!QFileInfo::exists(demo + QStringLiteral("/manifest.json"))) {
            QSKIP("the demo snapshot (build/<preset>/share/demo) was not built");
        }
        Ei::Ui::MainWindow window;
        Ei::Ui::InspectorSession session(&window);
        QSignalSpy ready(&session, &Ei::Ui::InspectorSession::ready);
        QSignalSpy shown(&session, &Ei::Ui::InspectorSession::rowShown);
        session.openDemo(demo);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(ready.wait(30000));
        // The first page arrives and the first processed row is shown.
        QVERIFY(shown.wait(30000));
        QVERIFY(session.rowModel()->rowCount() >= 200);
        const QByteArray key = shown.last().at(0).toByteArray();
        QVERIFY(key.startsWith("sha1:"));
        // The row's TEI is in the TEI tab (it loads in steps, so wait for it).
        const auto teiShown = [&window] {
            for (const QPlainTextEdit *edit : window.teiView()->findChildren<QPlainTextEdit *>()) {
                if (edit->toPlainText().contains(QLatin1String("<TEI"))) {
                    return true;
                }
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(teiShown(), 10000);

        // j moves to the next row, which is shown in turn.
        window.rowList()->view()->setFocus();
        QTest::keyClick(window.rowList()->view(), Qt::Key_J);
        QVERIFY(shown.wait(30000));
        QVERIFY(shown.last().at(0).toByteArray() != key);

        // A lookup in any spelling of a loaded key selects its row.
        const QByteArray other = session.rowModel()->rowAt(10)->key;
        Q_EMIT window.lookupRequested(QString::fromLatin1(other).toLower());
        QTRY_COMPARE_WITH_TIMEOUT(
            window.rowList()->view()->currentIndex().data(Ei::Models::RowListModel::KeyRole).toByteArray(),
            other, 10000);
    }
    // Regression: a lookup made before the row list's first page arrived was replaced by the
    // "open on the first processed row" default when that page came in.
    void lookupBeforeTheFirstPageKeepsItsRow()
    {
        const QString demo = Ei::Test::binDir() + QStringLiteral("/../share/demo");
        if (!QFileInfo::exists(demo + QStringLiteral("/manifest.json"))) {
            QSKIP("the demo snapshot (build/<preset>/share/demo) was not built");
        }
        // The built snapshot uses the default options, so the generator names the same rows; the
        // mismatch row is not the first processed one the default would pick.
        const auto dataset = Ei::Core::Demo::generateDemoDataset(Ei::Core::Demo::DemoOptions{});
        QVERIFY(dataset);
        const QByteArray key = dataset->summary.mismatchKey;
        QVERIFY(!key.isEmpty());
        Ei::Ui::MainWindow window;
        Ei::Ui::InspectorSession session(&window);
        QSignalSpy ready(&session, &Ei::Ui::InspectorSession::ready);
        QSignalSpy shown(&session, &Ei::Ui::InspectorSession::rowShown);
        session.openDemo(demo);
        window.show();
        QVERIFY(ready.wait(30000));
        QSignalSpy firstPage(session.rowModel(), &Ei::Models::RowListModel::pageLoaded);
        QVERIFY2(session.rowModel()->rowCount() == 0,
                 "the first page came before the lookup; the test would prove nothing");
        Q_EMIT window.lookupRequested(QString::fromLatin1(key));
        QVERIFY(firstPage.wait(30000));
        // The page's handler ran before the spy saw the signal: the list selected the looked-up
        // row if the page holds it, and nothing else.
        const QModelIndex current = window.rowList()->view()->currentIndex();
        if (session.rowModel()->rowOfKey(key) >= 0) {
            QCOMPARE(current.data(Ei::Models::RowListModel::KeyRole).toByteArray(), key);
        } else {
            QVERIFY(!current.isValid());
        }
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 30000);
        for (const QList<QVariant> &emitted : std::as_const(shown)) {
            QCOMPARE(emitted.at(0).toByteArray(), key);
        }
    }
};

QTEST_MAIN(TestDemoSession)
#include "tst_demosession.moc"
