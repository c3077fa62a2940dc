// The main window comes up with a status bar and its menus (offscreen platform).
#include <QMenuBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <ui/mainwindow.h>

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
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
