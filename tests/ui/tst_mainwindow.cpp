// The main window comes up with a status bar and its menus (offscreen platform), is filled through
// its parts alone as the tab owners fill it (the sample window), and puts the controllers' menus
// where they belong.
#include <common/corpusfiles.h>
#include <common/testutil.h>
#include <uicommon/samplecontent.h>
#include <uicommon/widgettestutil.h>
#include <uicommon/windowparts.h>

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

#include <ui/cellsview.h>
#include <ui/filterbar.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>
#include <ui/pdfpane.h>
#include <ui/rowlistpane.h>
#include <ui/statusview.h>
#include <ui/teitab.h>
#include <ui/teiview.h>
#include <ui/xmleditor.h>

using Ei::Test::cellsViewOf;
using Ei::Test::matchViewOf;
using Ei::Test::pdfPaneOf;
using Ei::Test::pdfPaneSlotOf;
using Ei::Test::rowListOf;
using Ei::Test::rowTabsOf;
using Ei::Test::statusViewOf;
using Ei::Test::teiViewOf;

namespace {
QStringList texts(const QList<QAction *> &actions)
{
    QStringList out;
    for (const QAction *a : actions) {
        out << (a->isSeparator() ? QStringLiteral("--") : QString(a->text()).remove(u'&'));
    }
    return out;
}
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Ei::Test::useBuiltRenderWorker();
    }
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
            QCOMPARE(rowListOf(window)->filterBar()->isVisible(), visible);
        }
        Ei::Ui::MainWindow later;
        later.show();
        QVERIFY(QTest::qWaitForWindowExposed(&later));
        QCOMPARE(rowListOf(later)->filterBar()->isVisible(), visible);
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
        Ei::Models::MatchInfo info;
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

    // The window filled as the tab owners fill it, through its parts: a million rows, and for the
    // first one every tab (the sample window; EI_SCREENSHOT_DIR keeps its picture).
    void filledThroughItsParts()
    {
        EI_REQUIRE_CORPUS();
        Ei::Ui::MainWindow window;
        Ei::Ui::RowListPane *list = window.parts().rowList;
        QSignalSpy current(list, &Ei::Ui::RowListPane::currentRowChanged);
        Ei::Test::fillWithSampleContent(window, Ei::Test::corpusPath(Ei::Test::CorpusFiles::JnerTei),
                                        &window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(list->view()->currentIndex().isValid() && !list->currentKey().isEmpty());
        QCOMPARE(current.constLast().at(0).toByteArray(), list->currentKey());
        QVERIFY(cellsViewOf(window)->table()->rowCount() > 0);
        QCOMPARE(statusViewOf(window)->lifecycleText(), QStringLiteral("Processed"));
        QVERIFY(matchViewOf(window)->verdictText().contains(QStringLiteral("strong")));
        QTRY_VERIFY(!teiViewOf(window)->isLoading());
        QVERIFY(teiViewOf(window)->sourceText().contains(QStringLiteral("<TEI")));
        QVERIFY(teiViewOf(window)->outlineTree()->topLevelItemCount() == 4);
        QCOMPARE(list->selectedKeys(), QList<QByteArray>{list->currentKey()});
        QVERIFY(Ei::Test::saveShot(&window, QStringLiteral("sample-window.png")));
        list->selectNext();
        QTRY_COMPARE(current.size(), 2);
    }

    // The controllers' menus and actions go where a curator looks for them.
    void controllersMenusGoInPlace()
    {
        Ei::Ui::MainWindow window;
        auto *edit = new QMenu(QStringLiteral("&Edit"), &window);
        auto *table = new QMenu(QStringLiteral("&Table"), &window);
        auto *recent = new QMenu(QStringLiteral("Open &Recent"), &window);
        auto *newWindow = new QAction(QStringLiteral("New &Window"), &window);
        auto *close = new QAction(QStringLiteral("C&lose Window"), &window);
        auto *worklists = new QAction(QStringLiteral("&Worklists…"), &window);
        window.addEditMenu(edit);
        window.addTableMenu(table);
        window.addConnectionMenu(recent, {newWindow});
        window.addWindowAction(close);
        window.addGoActions({worklists});
        // Tools shows only once it has an action.
        const auto toolsMenu = [&window] { return window.menuBar()->actions().at(5); };
        QCOMPARE(toolsMenu()->text(), QStringLiteral("T&ools"));
        QVERIFY(!toolsMenu()->isVisible());
        auto *cluster = new QAction(QStringLiteral("&Cluster…"), &window);
        window.addToolsAction(cluster);
        QVERIFY(toolsMenu()->isVisible());
        QCOMPARE(toolsMenu()->menu()->actions(), QList<QAction *>{cluster});
        QCOMPARE(texts(window.menuBar()->actions()),
                 (QStringList{QStringLiteral("File"), QStringLiteral("Edit"), QStringLiteral("View"),
                              QStringLiteral("Table"), QStringLiteral("Go"), QStringLiteral("Tools"),
                              QStringLiteral("Help")}));
        const QStringList file = texts(window.menuBar()->actions().constFirst()->menu()->actions());
        QCOMPARE(file.mid(0, 4), (QStringList{QStringLiteral("Connect…"), QStringLiteral("Open Recent"),
                                              QStringLiteral("New Window"), QStringLiteral("Open Export…")}));
        QCOMPARE(file.mid(file.size() - 2),
                 (QStringList{QStringLiteral("Close Window"), QStringLiteral("Quit")}));
        QCOMPARE(window.menuBar()->actions().at(4)->menu()->actions().constLast(), worklists);

        // The PDF pane takes the placeholder's place; its thumbnails toggle joins the View menu.
        QWidget *slot = pdfPaneSlotOf(window);
        QVERIFY(slot);
        QCOMPARE(slot->findChildren<QWidget *>(Qt::FindDirectChildrenOnly).size(), 1);
        auto *pane = new Ei::Ui::PdfPane;
        window.setPdfPane(pane);
        QCOMPARE(pdfPaneOf(window), pane);
        QCOMPARE(pane->parentWidget(), slot);
        QCOMPARE(slot->findChildren<QWidget *>(Qt::FindDirectChildrenOnly), QList<QWidget *>{pane});
        QCOMPARE(window.menuBar()->actions().at(2)->menu()->actions().constLast(), pane->thumbnailsAction());
    }

    // A click on a PDF box reveals its XML: the TEI tab comes to the front with the element selected.
    void revealingTeiSourceShowsTheTeiTab()
    {
        Ei::Ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QByteArray xml = "<TEI><text><body><p>Some <ref>text</ref> here</p></body></text></TEI>";
        rowTabsOf(window)->setCurrentIndex(Ei::Ui::MainWindow::CellsTab);
        window.parts().tei->showTei(xml, {});
        window.parts().tei->revealSource(xml.indexOf("<ref>"), -1);
        QCOMPARE(rowTabsOf(window)->currentIndex(), int(Ei::Ui::MainWindow::TeiTab));
        QVERIFY(teiViewOf(window)->isVisible());
        QTRY_COMPARE(teiViewOf(window)->editor()->textCursor().selectedText(),
                     QStringLiteral("<ref>text</ref>"));
    }
};

QTEST_MAIN(TestMainWindow)

#include "tst_mainwindow.moc"
