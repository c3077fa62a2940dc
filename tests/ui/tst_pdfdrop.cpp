// Drag and drop onto the inspector window: a PDF and its TEI open like
// `extract-inspector --pdf FILE --tei FILE`, a TEI alone overlays the PDF shown, and other files
// are refused with a sentence. The drops are synthesized QDragEnterEvent/QDropEvent.
#include <uicommon/windowparts.h>

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QUrl>

#include <app/gui/windowmanager.h>

#include "common/corpusfiles.h"
#include "common/testutil.h"
#include "ui/inspectorsession.h"
#include "ui/mainwindow.h"
#include "ui/pdfdrophandler.h"
#include "ui/pdfpane.h"
#include "ui/pdfview.h"
#include "ui/teiview.h"
#include "ui/xmleditor.h"

using Ei::Test::pdfPaneSlotOf;
using Ei::Test::rowTabsOf;
using Ei::Test::teiViewOf;

using namespace Ei::Ui;
using namespace Ei::Test::CorpusFiles;
using Ei::Test::RenderTimeout;

namespace {

// Drags `files` over the window and drops them; true if the window accepted the drag.
bool dropFiles(QWidget *window, const QStringList &files)
{
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString &f : files) {
        urls.append(QUrl::fromLocalFile(f));
    }
    mime.setUrls(urls);
    const QPoint at = window->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &enter);
    if (!enter.isAccepted()) {
        return false;
    }
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &drop);
    return drop.isAccepted();
}

// Shows `window` at `size` and returns its PDF pane, whose renderer is given RenderTimeout; null
// when the window is not exposed in time or has no pane.
PdfPane *showWithPdfPane(MainWindow &window, QSize size)
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        qWarning("the window was not exposed");
        return nullptr;
    }
    auto *pane = pdfPaneSlotOf(window)->findChild<PdfPane *>();
    if (pane) {
        pane->view()->renderClient()->setDefaultTimeout(RenderTimeout);
    }
    return pane;
}

} // namespace

class TestPdfDrop final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Ei::Test::useBuiltRenderWorker();
    }

    void classifiesByContentNotName()
    {
        EI_REQUIRE_CORPUS();
        QTemporaryDir dir;
        // A PDF named .xml and a TEI named .txt are still what they are; a text file is neither.
        const QString pdfAsXml = dir.filePath(QStringLiteral("paper.xml"));
        const QString teiAsTxt = dir.filePath(QStringLiteral("grobid.txt"));
        const QString text = dir.filePath(QStringLiteral("notes.pdf"));
        QVERIFY(QFile::copy(Ei::Test::corpusPath(HalPdf), pdfAsXml));
        QVERIFY(QFile::copy(Ei::Test::corpusPath(HalTei), teiAsTxt));
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("just some notes\n");
        f.close();
        QMimeData mime;
        mime.setUrls(
            {QUrl::fromLocalFile(text), QUrl::fromLocalFile(teiAsTxt), QUrl::fromLocalFile(pdfAsXml)});
        const PdfDropHandler::Classified c = PdfDropHandler::classify(&mime);
        QCOMPARE(c.pdfPath, pdfAsXml);
        QCOMPARE(c.teiPath, teiAsTxt);
        QCOMPARE(c.refused.size(), 1);
        QVERIFY(c.refused.first().contains(QStringLiteral("notes.pdf")));
    }

    void dropOpensPdfAndTeiThenTeiAloneOverlays()
    {
        EI_REQUIRE_CORPUS();
        MainWindow window;
        InspectorSession session(window.parts(), nullptr);
        Ei::Gui::WindowManager::assemble(&window, &session);
        PdfPane *pane = showWithPdfPane(window, QSize(1200, 800));
        QVERIFY(pane);
        PdfView *view = pane->view();

        // The thumbnails toggle is in the View menu.
        auto *viewMenu = window.findChild<QMenu *>(QStringLiteral("viewMenu"));
        QVERIFY(viewMenu);
        QVERIFY(viewMenu->actions().contains(pane->thumbnailsAction()));

        QSignalSpy opened(view, &PdfView::documentOpened);
        QVERIFY(dropFiles(&window, {Ei::Test::corpusPath(JnerTei), Ei::Test::corpusPath(JnerPdf)}));
        QVERIFY(opened.wait(RenderTimeout));
        QCOMPARE(view->pageCount(), 9);
        QVERIFY(!view->overlayBoxes().isEmpty());
        QVERIFY(teiViewOf(window)->sourceText().contains(QStringLiteral("<TEI")));
        QVERIFY(teiViewOf(window)->origin().contains(QStringLiteral("grobid-0.8.1.coords.tei.xml")));
        const qsizetype jnerBoxes = view->overlayBoxes().size();

        // A PDF alone replaces the document and drops the old TEI (it belongs to the other PDF).
        QVERIFY(dropFiles(&window, {Ei::Test::corpusPath(HalPdf)}));
        QVERIFY(opened.wait(RenderTimeout));
        QCOMPARE(view->pageCount(), 7);
        QVERIFY(view->overlayBoxes().isEmpty());

        // A TEI alone overlays the PDF already shown, without reopening it.
        QVERIFY(dropFiles(&window, {Ei::Test::corpusPath(HalTei)}));
        QVERIFY(!view->overlayBoxes().isEmpty());
        QVERIFY(view->overlayBoxes().size() != jnerBoxes);
        QVERIFY(view->hasDocument());
        QCOMPARE(view->pageCount(), 7);
        QCOMPARE(opened.size(), 2);
    }

    // Click-to-link through the whole window (local mode): a click on a box in the PDF selects the
    // element in the TEI text, and a click in the TEI text scrolls the PDF to the element's page.
    void clickToLinkBothWays()
    {
        EI_REQUIRE_CORPUS();
        MainWindow window;
        InspectorSession session(window.parts(), nullptr);
        Ei::Gui::WindowManager::assemble(&window, &session);
        PdfPane *pane = showWithPdfPane(window, QSize(1400, 900));
        QVERIFY(pane);
        PdfView *view = pane->view();
        QSignalSpy opened(view, &PdfView::documentOpened);
        session.openLocalFiles(Ei::Test::corpusPath(JnerPdf), Ei::Test::corpusPath(JnerTei));
        QVERIFY(opened.wait(RenderTimeout));
        TeiView *tei = teiViewOf(window);
        QTRY_VERIFY_WITH_TIMEOUT(!tei->isLoading(), RenderTimeout);

        // PDF -> TEI: the first box of the main title.
        view->goToPage(0);
        const QList<OverlayBox> &boxes = view->overlayBoxes();
        const auto title = std::find_if(boxes.begin(), boxes.end(), [](const OverlayBox &b) {
            return b.kind == int(Ei::Core::Render::ElementKind::Title) && b.page == 1;
        });
        QVERIFY(title != boxes.end());
        QTRY_VERIFY_WITH_TIMEOUT(view->overlayBoxToViewport(*title).isValid(), RenderTimeout);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->overlayBoxToViewport(*title).center().toPoint());
        QCOMPARE(rowTabsOf(window)->currentIndex(), int(Ei::Ui::MainWindow::TeiTab));
        QVERIFY(tei->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(
            tei->editor()->textCursor().selectedText().contains(QStringLiteral("Multi-contact")),
            RenderTimeout);

        // TEI -> PDF: a click inside the last reference marker (<ref type="bibr">) of the text.
        const qsizetype marker = tei->sourceText().lastIndexOf(QStringLiteral("<ref type=\"bibr\""));
        QVERIFY(marker > 0);
        const auto markerBox = std::find_if(boxes.rbegin(), boxes.rend(), [](const OverlayBox &b) {
            return b.kind == int(Ei::Core::Render::ElementKind::ReferenceMarker);
        });
        QVERIFY(markerBox != boxes.rend());
        QVERIFY(markerBox->page > 1);
        QTextCursor at(tei->editor()->document());
        at.setPosition(int(marker + 5));
        tei->editor()->setTextCursor(at);
        tei->editor()->ensureCursorVisible();
        const QPoint click = tei->editor()->cursorRect(at).center();
        QTest::mouseClick(tei->editor()->viewport(), Qt::LeftButton, {}, click);
        QTRY_COMPARE_WITH_TIMEOUT(view->currentPage(), markerBox->page - 1, RenderTimeout);
    }

    void otherFilesAreRefusedWithASentence()
    {
        QTemporaryDir dir;
        const QString text = dir.filePath(QStringLiteral("readme.txt"));
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a paper");
        f.close();
        MainWindow window;
        InspectorSession session(window.parts(), nullptr);
        Ei::Gui::WindowManager::assemble(&window, &session);
        window.show();
        auto *pane = pdfPaneSlotOf(window)->findChild<PdfPane *>();
        QVERIFY(pane);
        QVERIFY(dropFiles(&window, {text}));
        QVERIFY2(
            window.statusBar()->currentMessage().contains(QStringLiteral("neither a PDF nor a GROBID TEI")),
            qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(!pane->view()->hasDocument());
        QVERIFY(!pane->view()->isLoading());
        // Text that is not a file list (e.g. dragged from a browser) is not taken.
        QMimeData mime;
        mime.setText(QStringLiteral("hello"));
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(!enter.isAccepted());
    }
};

QTEST_MAIN(TestPdfDrop)

#include "tst_pdfdrop.moc"
