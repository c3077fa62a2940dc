// The inspector window: j/k walk rows keeping the tab, the lookup box emits and remembers, the
// filter bar builds predicates, the banner's Retry emits, the shortcuts list covers the actions.
#include <modelscommon/fakerowpagesource.h>
#include <uicommon/windowparts.h>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <models/rowlistmodel.h>
#include <ui/banner.h>
#include <ui/filterbar.h>
#include <ui/inspectorsession.h>
#include <ui/lookupbox.h>
#include <ui/mainwindow.h>
#include <ui/rowlistpane.h>

using Ei::Test::bannerOf;
using Ei::Test::lookupEditOf;
using Ei::Test::pdfPaneSlotOf;
using Ei::Test::rowListOf;
using Ei::Test::rowTabsOf;

using namespace Ei::Ui;
using namespace Ei::Models;
using Ei::Test::FakeRowPageSource;

class TestInspectorWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void jkWalkRowsAndKeepTheTab()
    {
        FakeRowPageSource source(500);
        RowListModel model(&source);
        MainWindow window;
        rowListOf(window)->setModel(&model);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy current(rowListOf(window), &Ei::Ui::RowListPane::currentRowChanged);
        model.reload();
        QTRY_VERIFY(model.rowCount() > 10);
        rowListOf(window)->selectSourceRow(3);
        QTRY_COMPARE(current.constLast().at(0).toByteArray(), FakeRowPageSource::keyForIndex(3));
        rowTabsOf(window)->setCurrentIndex(MainWindow::CellsTab);
        rowListOf(window)->view()->setFocus();
        QTest::keyClick(rowListOf(window)->view(), Qt::Key_J);
        QCOMPARE(current.constLast().at(0).toByteArray(), FakeRowPageSource::keyForIndex(4));
        QTest::keyClick(rowListOf(window)->view(), Qt::Key_J);
        QTest::keyClick(rowListOf(window)->view(), Qt::Key_K);
        QCOMPARE(current.constLast().at(0).toByteArray(), FakeRowPageSource::keyForIndex(4));
        QTest::keyClick(rowListOf(window)->view(), Qt::Key_Down);
        QCOMPARE(rowListOf(window)->currentKey(), FakeRowPageSource::keyForIndex(5));
        QCOMPARE(rowTabsOf(window)->currentIndex(), int(MainWindow::CellsTab));
        // Typing in the filter bar types; it does not walk the list.
        rowListOf(window)->filterBar()->prefixEdit()->setFocus();
        QTest::keyClick(rowListOf(window)->filterBar()->prefixEdit(), Qt::Key_J);
        QCOMPARE(rowListOf(window)->currentKey(), FakeRowPageSource::keyForIndex(5));
        QCOMPARE(rowListOf(window)->filterBar()->prefixEdit()->text(), QStringLiteral("j"));
    }

    void lookupEmitsAndRemembers()
    {
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QSignalSpy lookups(window.parts().lookup, &Ei::Ui::LookupBox::lookupRequested);
            QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
            QTRY_VERIFY(lookupEditOf(window)->hasFocus());
            QTest::keyClicks(lookupEditOf(window), QStringLiteral("  10.1234/abc "));
            QTest::keyClick(lookupEditOf(window), Qt::Key_Return);
            QCOMPARE(lookups.count(), 1);
            QCOMPARE(lookups.at(0).at(0).toString(), QStringLiteral("10.1234/abc"));
            lookupEditOf(window)->setText(QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J"));
            QTest::keyClick(lookupEditOf(window), Qt::Key_Return);
            lookupEditOf(window)->setText(QStringLiteral("10.1234/abc"));
            QTest::keyClick(lookupEditOf(window), Qt::Key_Return);
            QCOMPARE(window.parts().lookup->history(),
                     (QStringList{QStringLiteral("10.1234/abc"),
                                  QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J")}));
        }
        MainWindow again; // history survives in QSettings
        QCOMPARE(again.parts().lookup->history().size(), 2);
        QVERIFY(lookupEditOf(again)->completer());
    }

    void filterBarBuildsPredicates()
    {
        FilterBar bar;
        QSignalSpy spy(&bar, &FilterBar::queryChanged);
        bar.prefixEdit()->setText(QStringLiteral("sha1:AB"));
        bar.statusCombo()->setCurrentIndex(bar.statusCombo()->findData(QStringLiteral("500")));
        bar.matchCombo()->setCurrentIndex(bar.matchCombo()->findData(QStringLiteral("ambiguous")));
        {
            const QSignalBlocker block(&bar);
            bar.hasTeiCheck()->setChecked(true);
            bar.notProcessedCheck()->setChecked(true);
        }
        bar.whereEdit()->setText(QStringLiteral("has:match0:doi \"match0:minfo!=a b\""));
        bar.apply();
        QCOMPARE(spy.count(), 1);
        const auto q = spy.at(0).at(0).value<Ei::Core::RowQuery>();
        QCOMPARE(q.prefix, QByteArray("sha1:AB"));
        QCOMPARE(q.where,
                 (QStringList{
                     QStringLiteral("grobid0:status_code=500"), QStringLiteral("match0:mstatus=ambiguous"),
                     QStringLiteral("has:grobid0:tei_xml"), QStringLiteral("missing:grobid0:status_code"),
                     QStringLiteral("has:match0:doi"), QStringLiteral("match0:minfo!=a b")}));
        bar.whereEdit()->setText(QStringLiteral("status=200"));
        bar.apply();
        QCOMPARE(spy.count(), 1); // malformed: not applied, the bar says why
        QVERIFY(!bar.query().has_value());
        // The operators of core's filter language are typed in the bar too (they were refused).
        bar.whereEdit()->setText(
            QStringLiteral("file:size>=1000 file:size<99999 \"file:mime~^application/\""));
        bar.apply();
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(0).value<Ei::Core::RowQuery>().where.mid(4),
                 (QStringList{QStringLiteral("file:size>=1000"), QStringLiteral("file:size<99999"),
                              QStringLiteral("file:mime~^application/")}));
    }

    void bannerRetryEmitsAndModelErrorsShow()
    {
        FakeRowPageSource source(100);
        RowListModel model(&source);
        MainWindow window;
        // As the row list's owner shows a table's rows.
        Ei::Ui::InspectorSession::showRowList(window.parts(), &model);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        source.failNextRequest(
            {Ei::Core::ErrorKind::Network, QStringLiteral("Connection refused by 127.0.0.1:8080.")});
        model.reload();
        QTRY_VERIFY(bannerOf(window)->isVisible());
        QCOMPARE(bannerOf(window)->message(), QStringLiteral("Connection refused by 127.0.0.1:8080."));
        QSignalSpy retry(bannerOf(window), &Ei::Ui::Banner::retryRequested);
        bannerOf(window)->retryAction()->trigger();
        QCOMPARE(retry.count(), 1);
        QVERIFY(!bannerOf(window)->isVisible());
        QTRY_COMPARE(model.rowCount(), 100); // Retry asked the model again
    }

    void shortcutsListCoversActions()
    {
        MainWindow window;
        const auto rows = window.shortcutTable();
        QStringList names;
        for (const QStringList &r : rows) {
            names << r.at(1);
        }
        QVERIFY(names.contains(QStringLiteral("Next Row")));
        QVERIFY(names.contains(QStringLiteral("Look Up")));
        QVERIFY(names.contains(QStringLiteral("Find")));
        window.showShortcuts();
        QTRY_VERIFY(window.findChild<QDialog *>(QStringLiteral("shortcutsDialog")));
        QVERIFY(pdfPaneSlotOf(window)->layout());
    }
};

QTEST_MAIN(TestInspectorWindow)

#include "tst_inspectorwindow.moc"
