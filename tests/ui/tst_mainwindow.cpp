// The main window comes up with a status bar and its menus (offscreen platform).
#include <QAction>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <ui/filterbar.h>
#include <ui/mainwindow.h>
#include <ui/rowlistpane.h>

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void showsWindow()
    {
        Ei::Ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.statusBar()->isVisible());
        QCOMPARE(window.windowTitle(), QStringLiteral("Extract Inspector"));
        QVERIFY(window.menuBar()->actions().size() >= 2);
    }
    // View → Filter Bar is remembered: a window opened later starts as the curator left it.
    void filterBarVisibilityIsRemembered_data()
    {
        QTest::addColumn<bool>("visible");
        QTest::newRow("hidden") << false;
        QTest::newRow("shown again") << true;
    }
    void filterBarVisibilityIsRemembered()
    {
        QFETCH(bool, visible);
        {
            Ei::Ui::MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *toggle = window.findChild<QAction *>(QStringLiteral("showFilterBarAction"));
            QVERIFY(toggle);
            toggle->setChecked(!visible); // a real change either way
            toggle->setChecked(visible);
            QCOMPARE(window.rowList()->filterBar()->isVisible(), visible);
        }
        Ei::Ui::MainWindow later;
        later.show();
        QVERIFY(QTest::qWaitForWindowExposed(&later));
        QCOMPARE(later.rowList()->filterBar()->isVisible(), visible);
        QCOMPARE(later.findChild<QAction *>(QStringLiteral("showFilterBarAction"))->isChecked(), visible);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
