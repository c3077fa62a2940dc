// The main window comes up with a status bar and its menus (offscreen platform).
#include <QAction>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <ui/filterbar.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>
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
    // A long verdict line in the Match tab once set the tab area's minimum width to ~530 px, and in
    // a window under ~1,250 px the splitter took the difference from the PDF pane (75 px left).
    void narrowWindowKeepsThePdfPaneReadable_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("1024 px") << 1024;
        QTest::newRow("1100 px") << 1100;
        QTest::newRow("1280 px") << 1280;
    }
    void narrowWindowKeepsThePdfPaneReadable()
    {
        QFETCH(int, width);
        Ei::Ui::MainWindow window;
        auto *match = window.findChild<Ei::Ui::MatchView *>();
        QVERIFY(match);
        Ei::Ui::MatchInfo info;
        info.verdict = QStringLiteral("exact");
        info.verdictReasons = {QStringLiteral("doi-equal"), QStringLiteral("title-equal"),
                               QStringLiteral("authors-equal"), QStringLiteral("year-equal")};
        info.mstatus = QStringLiteral("matched");
        info.doi = QStringLiteral("10.5555/a.rather.long.demo.doi.1080");
        match->setMatch(info);
        window.resize(width, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.width(), width); // the window's minimum width allows it
        auto *pdf = window.findChild<QWidget *>(QStringLiteral("pdfPaneSlot"));
        QVERIFY(pdf);
        QVERIFY2(pdf->width() >= Ei::Ui::MainWindow::kPdfPaneMinimumWidth,
                 qPrintable(QStringLiteral("the PDF pane is %1 px wide").arg(pdf->width())));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
