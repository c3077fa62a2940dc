// PdfView / PdfPane offscreen with the real isolated renderer and the demo generator's PDFs and TEI
// boxes (A4 and US Letter pages, text whose positions are known); with the shared corpus also a
// real PDF with real GROBID boxes and a password-protected PDF.

#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include "common/corpusfiles.h"
#include "common/generatedpdfs.h"
#include "common/testutil.h"
#include "ui/pdfoverlaylegend.h"
#include "ui/pdfpane.h"
#include "ui/pdfview.h"
#include "uicommon/widgettestutil.h"

using namespace Ei::Ui;
using namespace Ei::Test::CorpusFiles;
using Ei::Test::GeneratedPdf;
using Ei::Test::RenderTimeout;
using namespace Ei::Core::Render;

namespace {

// Boxes of a TEI with coordinates: the main title (kind Title) and every <ref type="bibr"> (kind
// ReferenceMarker), parsed just enough for the test.
QList<OverlayBox> teiBoxes(const QString &tei)
{
    QList<OverlayBox> out;
    auto addCoords = [&out](const QString &id, int kind, const QString &coords) {
        const QStringList parts = coords.split(QLatin1Char(';'));
        for (const QString &part : parts) {
            const QStringList v = part.split(QLatin1Char(','));
            if (v.size() == 5) {
                out.append(
                    OverlayBox{id, kind, v[0].toInt(),
                               QRectF(v[1].toDouble(), v[2].toDouble(), v[3].toDouble(), v[4].toDouble())});
            }
        }
    };
    static const QRegularExpression title(
        QStringLiteral("<title level=\"a\" type=\"main\" coords=\"([^\"]+)\""));
    addCoords(QStringLiteral("title"), int(ElementKind::Title), title.match(tei).captured(1));
    static const QRegularExpression ref(
        QStringLiteral("<ref type=\"bibr\" coords=\"([^\"]+)\" target=\"#([^\"]+)\""));
    int n = 0;
    for (auto it = ref.globalMatch(tei); it.hasNext();) {
        const auto m = it.next();
        addCoords(QStringLiteral("ref-%1-%2").arg(m.captured(2)).arg(n++), int(ElementKind::ReferenceMarker),
                  m.captured(1));
    }
    return out;
}

QList<OverlayBox> generatedBoxes(GeneratedPdf which)
{
    return teiBoxes(QString::fromUtf8(Ei::Test::generatedArticle(which).tei));
}

enum class Exposed
{
    DontWait,
    Wait
};

// Opens the PDF at `path` and waits until the view has it.
bool openPdf(PdfView &view, const QString &path)
{
    view.renderClient()->setDefaultTimeout(RenderTimeout);
    QSignalSpy opened(&view, &PdfView::documentOpened);
    view.openFile(path);
    return opened.wait(RenderTimeout);
}

// Shows `window` at `size` and opens the PDF at `path` in its `view`. The tests that click, hover or
// drag wait for the window to be exposed first, so that its geometry is real.
bool showAndOpen(QWidget &window, PdfView &view, QSize size, const QString &path,
                 Exposed exposed = Exposed::DontWait)
{
    window.resize(size);
    window.show();
    if (exposed == Exposed::Wait && !QTest::qWaitForWindowExposed(&window)) {
        qWarning("the window was not exposed");
        return false;
    }
    return openPdf(view, path);
}

bool showAndOpen(PdfView &view, QSize size, const QString &path, Exposed exposed = Exposed::DontWait)
{
    return showAndOpen(view, view, size, path, exposed);
}

bool showAndOpen(QWidget &window, PdfView &view, QSize size, GeneratedPdf which,
                 Exposed exposed = Exposed::DontWait)
{
    return showAndOpen(window, view, size, Ei::Test::generatedPdfPath(which), exposed);
}

bool showAndOpen(PdfView &view, QSize size, GeneratedPdf which, Exposed exposed = Exposed::DontWait)
{
    return showAndOpen(view, view, size, Ei::Test::generatedPdfPath(which), exposed);
}

} // namespace

class TestPdfView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensAndRendersVisiblePages();
    void mixedPageSizesLayout();
    void zoomChangesLayout();
    void ctrlWheelZooms();
    void clickOnOverlayBoxEmitsElementClicked_data();
    void clickOnOverlayBoxEmitsElementClicked();
    void scrollToElementScrollsAndFlashes();
    void layersToggleFromLegend();
    void legendNamesRotatedPages();
    void hoverOnMarkerAsksForTooltip();
    void searchHighlightsAndNavigates();
    void selectionCopiesTitle();
    void brokenPdfShowsMessage();
    void passwordPrompt_data();
    void passwordPrompt();
    void survivesWorkerCrash();
    void memoryBudgetEvictsHiddenPages();
    void staleRendersAreCancelled();
    void paneShowsPageAndProperties();
    void screenshot();
};

void TestPdfView::initTestCase()
{
    qputenv("EI_RENDER_TEST_HOOKS", "1");
    Ei::Test::useBuiltRenderWorker();
}

void TestPdfView::opensAndRendersVisiblePages()
{
    const Ei::Test::GeneratedArticle &article = Ei::Test::generatedArticle(GeneratedPdf::Long);
    const int pages = int(article.layout.pages.size());
    QVERIFY(pages > 20);
    PdfView view;
    view.resize(700, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy rendered(&view, &PdfView::pageRendered);
    QVERIFY(openPdf(view, article.pdfPath));
    QCOMPARE(view.pageCount(), pages);
    QVERIFY(view.message().isEmpty());
    QCOMPARE(view.fitMode(), PdfView::FitMode::FitWidth);
    QCOMPARE(view.currentPage(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(view.isPageCurrent(0), RenderTimeout);
    // Page 1 plus the 512 px margin: page 2 is rendered too, the far pages are not.
    QTRY_VERIFY_WITH_TIMEOUT(view.isPageCurrent(1), RenderTimeout);
    QVERIFY(!view.isPageRendered(pages - 1));
    QCOMPARE(view.documentInfo().title, article.paper.title);
    // Going to the last page renders it.
    view.goToPage(pages - 1);
    QCOMPARE(view.currentPage(), pages - 1);
    QTRY_VERIFY_WITH_TIMEOUT(view.isPageCurrent(pages - 1), RenderTimeout);
}

void TestPdfView::mixedPageSizesLayout()
{
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(600, 600), GeneratedPdf::CoverThenLetter));
    view.setZoom(1.0);
    const double ppp = view.logicalDpiX() / 72.0;
    const QRect a4 = view.pageRect(0), letter = view.pageRect(1);
    QVERIFY(qAbs(a4.width() - qRound(595.28 * ppp)) <= 1);
    QVERIFY(qAbs(a4.height() - qRound(841.89 * ppp)) <= 1);
    QVERIFY(qAbs(letter.width() - qRound(612 * ppp)) <= 1);
    QVERIFY(qAbs(letter.height() - qRound(792 * ppp)) <= 1);
    QVERIFY(letter.top() > a4.bottom());
    // Narrower pages are centred on the widest.
    QCOMPARE(a4.center().x(), letter.center().x());
}

void TestPdfView::zoomChangesLayout()
{
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(700, 500), GeneratedPdf::Plain));
    QSignalSpy zoomed(&view, &PdfView::zoomChanged);
    view.setZoom(1.0);
    const int w1 = view.pageRect(0).width();
    view.setZoom(2.0);
    QCOMPARE(view.zoom(), 2.0);
    QVERIFY(qAbs(view.pageRect(0).width() - 2 * w1) <= 2);
    QVERIFY(qAbs(view.pageRect(1).top() - view.pageRect(0).bottom()) < 20);
    QVERIFY(zoomed.size() >= 2);
    view.zoomOut();
    QVERIFY(view.zoom() < 2.0);
    view.setFitMode(PdfView::FitMode::FitWidth);
    QVERIFY(qAbs(view.pageRect(0).width() - (view.viewport()->width() - 24)) <= 2);
    view.setFitMode(PdfView::FitMode::FitPage);
    QVERIFY(view.pageRect(0).height() <= view.viewport()->height() - 24 + 1);
    // A new zoom renders the visible page again, sharply.
    QTRY_VERIFY_WITH_TIMEOUT(view.isPageCurrent(0), RenderTimeout);
}

void TestPdfView::ctrlWheelZooms()
{
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(700, 500), GeneratedPdf::Plain));
    const double before = view.zoom();
    QWheelEvent wheel(QPointF(100, 100), view.viewport()->mapToGlobal(QPointF(100, 100)), QPoint(),
                      QPoint(0, 120), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view.viewport(), &wheel);
    QVERIFY(view.zoom() > before);
    QCOMPARE(view.fitMode(), PdfView::FitMode::None);
}

// The generated TEI's boxes always; with the corpus, the real GROBID 0.8.1 boxes of a real PDF.
void TestPdfView::clickOnOverlayBoxEmitsElementClicked_data()
{
    QTest::addColumn<QString>("pdf");
    QTest::addColumn<QString>("tei");
    QTest::addColumn<double>("titleWidth"); // points: the first title line's box
    const Ei::Test::GeneratedArticle &article = Ei::Test::generatedArticle(GeneratedPdf::Plain);
    QVERIFY(!article.layout.title.isEmpty());
    QTest::newRow("generated") << article.pdfPath << QString::fromUtf8(article.tei)
                               << qRound(article.layout.title.first().w * 100) / 100.0;
    if (!Ei::Test::corpusDir().isEmpty()) {
        QTest::newRow("jner, GROBID 0.8.1")
            << Ei::Test::corpusPath(JnerPdf)
            << QString::fromUtf8(Ei::Test::readFile(Ei::Test::corpusPath(JnerTei))) << 319.90;
    }
}

void TestPdfView::clickOnOverlayBoxEmitsElementClicked()
{
    QFETCH(QString, pdf);
    QFETCH(QString, tei);
    QFETCH(double, titleWidth);
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(700, 600), pdf, Exposed::Wait));
    view.setOverlayBoxes(teiBoxes(tei));
    QVERIFY(view.coordinateCheck().clean());
    QSignalSpy clicked(&view, &PdfView::elementClicked);
    const QRectF title = view.overlayBoxToViewport(view.overlayBoxes().first());
    QVERIFY(view.viewport()->rect().contains(title.center().toPoint()));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, title.center().toPoint());
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(clicked.first().first().toString(), QStringLiteral("title"));
    // Outside every box: nothing.
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(view.pageRect(0).left() + 5, 5));
    QCOMPARE(clicked.size(), 1);
    // The mapping follows the zoom.
    const double zoomBefore = view.zoom();
    view.setZoom(2.0);
    const QRectF title2 = view.overlayBoxToViewport(view.overlayBoxes().first());
    QVERIFY(qAbs(title2.width() - title.width() * 2.0 / zoomBefore) < 1.0);
    QVERIFY(qAbs(title2.width() - titleWidth * view.pixelsPerPoint()) < 0.01);
    view.scrollToElement(QStringLiteral("title"));
    const QRectF t3 = view.overlayBoxToViewport(view.overlayBoxes().first());
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, t3.center().toPoint());
    QCOMPARE(clicked.size(), 2);
}

void TestPdfView::scrollToElementScrollsAndFlashes()
{
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(700, 500), GeneratedPdf::Long));
    const QList<OverlayBox> boxes = generatedBoxes(GeneratedPdf::Long);
    view.setOverlayBoxes(boxes);
    // The last reference marker lies deep in the document.
    const OverlayBox last = boxes.last();
    QVERIFY(last.page >= 5);
    QCOMPARE(view.verticalScrollBar()->value(), 0);
    QVERIFY(view.scrollToElement(last.elementId));
    QVERIFY(view.verticalScrollBar()->value() > 0);
    QCOMPARE(view.currentPage(), last.page - 1);
    QVERIFY(view.viewport()->rect().contains(view.overlayBoxToViewport(last).toRect()));
    QVERIFY(!view.scrollToElement(QStringLiteral("no-such-element")));
}

void TestPdfView::layersToggleFromLegend()
{
    PdfView view;
    PdfOverlayLegend legend(&view);
    QVERIFY(showAndOpen(view, QSize(700, 600), GeneratedPdf::Plain));
    view.setOverlayBoxes(generatedBoxes(GeneratedPdf::Plain));
    QCOMPARE(view.overlayKinds(), (QList<int>{int(ElementKind::Title), int(ElementKind::ReferenceMarker)}));
    auto *titleLayer = legend.findChild<QCheckBox *>(QStringLiteral("layer-%1").arg(int(ElementKind::Title)));
    QVERIFY(titleLayer);
    QVERIFY(titleLayer->isChecked());
    QVERIFY(legend.checkText().contains(QStringLiteral("no page is cropped or rotated")));
    titleLayer->setChecked(false);
    QVERIFY(!view.isKindVisible(int(ElementKind::Title)));
    // A hidden layer does not take clicks.
    QSignalSpy clicked(&view, &PdfView::elementClicked);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                      view.overlayBoxToViewport(view.overlayBoxes().first()).center().toPoint());
    QCOMPARE(clicked.size(), 0);
    view.setKindVisible(int(ElementKind::Title), true);
    QVERIFY(titleLayer->isChecked());
    view.setKindColor(int(ElementKind::Title), Qt::green);
    QCOMPARE(view.kindColor(int(ElementKind::Title)), QColor(Qt::green));
}

// The generated article's appendix page has /Rotate 90: the coordinate check says so.
void TestPdfView::legendNamesRotatedPages()
{
    PdfView view;
    PdfOverlayLegend legend(&view);
    QVERIFY(showAndOpen(view, QSize(700, 600), GeneratedPdf::Article));
    view.setOverlayBoxes(generatedBoxes(GeneratedPdf::Article));
    QVERIFY(!view.coordinateCheck().clean());
    QVERIFY2(!legend.checkText().contains(QStringLiteral("no page is cropped or rotated")),
             qPrintable(legend.checkText()));
}

void TestPdfView::hoverOnMarkerAsksForTooltip()
{
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(700, 600), GeneratedPdf::Plain, Exposed::Wait));
    const QList<OverlayBox> boxes = generatedBoxes(GeneratedPdf::Plain);
    view.setOverlayBoxes(boxes);
    QStringList asked;
    view.setTooltipProvider([&asked](const QString &id) {
        asked << id;
        return QStringLiteral("Reference %1").arg(id);
    });
    const auto it = std::find_if(boxes.cbegin(), boxes.cend(), [](const OverlayBox &b) {
        return b.kind == int(ElementKind::ReferenceMarker);
    });
    QVERIFY(it != boxes.cend());
    const OverlayBox &marker = *it;
    QCOMPARE(marker.kind, int(ElementKind::ReferenceMarker));
    QVERIFY(view.scrollToElement(marker.elementId));
    QSignalSpy hovered(&view, &PdfView::elementHovered);
    // A plain move event: QTest::mouseMove without buttons is not delivered on every platform.
    const QPointF at = view.overlayBoxToViewport(marker).center();
    QMouseEvent move(QEvent::MouseMove, at, view.viewport()->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(view.viewport(), &move);
    QCOMPARE(hovered.size(), 1);
    QCOMPARE(hovered.first().first().toString(), marker.elementId);
    QCOMPARE(asked, QStringList{marker.elementId});
}

// The journal's name is in the first page's header line and in every page's running footer.
void TestPdfView::searchHighlightsAndNavigates()
{
    const Ei::Test::GeneratedArticle &article = Ei::Test::generatedArticle(GeneratedPdf::Plain);
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(700, 500), article.pdfPath));
    QSignalSpy done(&view, &PdfView::searchFinished);
    QSignalSpy current(&view, &PdfView::currentMatchChanged);
    view.search(article.paper.journal);
    QVERIFY(done.wait(RenderTimeout));
    const int n = done.first().first().toInt();
    QVERIFY2(n >= article.layout.pages.size() + 1, qPrintable(QString::number(n)));
    QCOMPARE(view.matchCount(), n);
    QCOMPARE(view.currentMatch(), 0);
    view.findNext();
    QCOMPARE(view.currentMatch(), 1);
    view.findPrevious();
    view.findPrevious();
    QCOMPARE(view.currentMatch(), n - 1); // wraps
    QVERIFY(view.verticalScrollBar()->value() > 0);
    view.clearSearch();
    QCOMPARE(view.matchCount(), 0);
}

void TestPdfView::selectionCopiesTitle()
{
    const Ei::Test::GeneratedArticle &article = Ei::Test::generatedArticle(GeneratedPdf::Plain);
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(700, 600), article.pdfPath, Exposed::Wait));
    // Drag across the first title line (no overlay, so the drag selects).
    const Ei::Demo::Box first = article.layout.title.first();
    OverlayBox line{QString(), 0, first.page, QRectF(first.x, first.y, first.w, first.h)};
    const QRectF r = view.overlayBoxToViewport(line);
    QSignalSpy changed(&view, &PdfView::selectionChanged);
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, r.topLeft().toPoint() + QPoint(-2, 2));
    QTest::mouseMove(view.viewport(), r.bottomRight().toPoint() + QPoint(2, -2));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, r.bottomRight().toPoint() + QPoint(2, -2));
    const QString firstWord = article.paper.title.section(QLatin1Char(' '), 0, 0);
    QTRY_VERIFY_WITH_TIMEOUT(view.selectedText().startsWith(firstWord), RenderTimeout);
    QVERIFY(article.paper.title.startsWith(view.selectedText().simplified()));
    QVERIFY(!view.selectedText().contains(QLatin1Char('\n')));
}

void TestPdfView::brokenPdfShowsMessage()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString empty = dir.filePath(QStringLiteral("empty.pdf"));
    QFile file(empty);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    PdfView view;
    view.resize(500, 400);
    view.show();
    view.renderClient()->setDefaultTimeout(RenderTimeout);
    QSignalSpy failed(&view, &PdfView::documentFailed);
    view.openFile(empty);
    QVERIFY(failed.wait(RenderTimeout));
    QVERIFY(!view.hasDocument());
    QCOMPARE(view.message(), QStringLiteral("This PDF cannot be shown. This PDF file is empty (0 bytes)."));
    QCOMPARE(view.pageCount(), 0);
    // The pane carries on with the next PDF.
    const Ei::Test::GeneratedArticle &next = Ei::Test::generatedArticle(GeneratedPdf::CoverThenLetter);
    QVERIFY(openPdf(view, next.pdfPath));
    QCOMPARE(view.pageCount(), next.layout.pages.size());
}

// Real files only: the demo generator writes no encryption.
// A generated PDF encrypted by qpdf always; with the corpus also a real AES-encrypted one.
void TestPdfView::passwordPrompt_data()
{
    QTest::addColumn<QString>("file");
    const std::expected<QString, QString> generated =
        Ei::Test::encryptedPdfPath(Ei::Test::PdfEncryption::Aes256, QStringLiteral("abc"));
    if (!generated) {
        QFAIL(qPrintable(generated.error()));
    }
    QTest::newRow("generated, AES-256") << *generated;
    if (!Ei::Test::corpusDir().isEmpty()) {
        QTest::newRow("real, AES (pdf.js #6010)")
            << Ei::Test::corpusPath(QStringLiteral("malformed_pdf/pdfjs_issue6010_1.pdf"));
    }
}

void TestPdfView::passwordPrompt()
{
    QFETCH(QString, file);
    PdfPane pane;
    pane.resize(700, 500);
    pane.show();
    PdfView *view = pane.view();
    view->renderClient()->setDefaultTimeout(RenderTimeout);
    QSignalSpy asked(view, &PdfView::passwordRequired);
    view->openFile(file);
    QVERIFY(asked.wait(RenderTimeout));
    QCOMPARE(asked.first().first().toBool(), false);
    auto *field = pane.findChild<QLineEdit *>(QStringLiteral("passwordField"));
    QVERIFY(field);
    QTRY_VERIFY(field->isVisible());
    QTest::keyClicks(field, QStringLiteral("wrong"));
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(asked.wait(RenderTimeout));
    QCOMPARE(asked.last().first().toBool(), true);
    QSignalSpy opened(view, &PdfView::documentOpened);
    QTest::keyClicks(field, QStringLiteral("abc"));
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(opened.wait(RenderTimeout));
    QVERIFY(view->documentInfo().encrypted);
    QVERIFY(!field->isVisible());
}

void TestPdfView::survivesWorkerCrash()
{
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(700, 500), GeneratedPdf::Plain));
    QTRY_VERIFY_WITH_TIMEOUT(view.isPageCurrent(0), RenderTimeout);
    std::unique_ptr<RenderReply> crash(view.renderClient()->injectCrash());
    QSignalSpy crashed(crash.get(), &RenderReply::finished);
    QVERIFY(crashed.wait(RenderTimeout));
    view.setZoom(1.7);
    QTRY_VERIFY_WITH_TIMEOUT(view.isPageCurrent(view.currentPage()), RenderTimeout);
    QCOMPARE(view.renderClient()->workerStarts(), 2);
    QVERIFY(view.pageError(0).isEmpty());
}

void TestPdfView::memoryBudgetEvictsHiddenPages()
{
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(600, 400), GeneratedPdf::Long));
    view.setMemoryBudget(1); // keep only what is on (or near) the screen
    int last = 0;
    for (int page = 0; page < view.pageCount(); page += 2) {
        view.goToPage(page);
        QTRY_VERIFY_WITH_TIMEOUT(view.isPageCurrent(page), RenderTimeout);
        last = page;
    }
    QVERIFY(last > 8);
    QVERIFY(!view.isPageRendered(0));
    QVERIFY(view.isPageRendered(last));
    // At most the pages within the viewport and its margin remain.
    const qint64 onePage = qint64(view.pageRect(0).width()) * view.pageRect(0).height() * 4;
    QVERIFY(view.cachedBytes() <= 3 * onePage * view.devicePixelRatioF() * view.devicePixelRatioF() + 4096);
}

// Renders of pages the user scrolled away from are cancelled. A hang injected into the worker keeps
// them queued, so the cancel is deterministic; the hang's deadline then restarts the worker.
void TestPdfView::staleRendersAreCancelled()
{
    PdfView view;
    QVERIFY(showAndOpen(view, QSize(600, 400), GeneratedPdf::Long));
    QVERIFY(view.pageCount() > 20);
    QTRY_VERIFY_WITH_TIMEOUT(view.isPageCurrent(0), RenderTimeout);
    // The first page's margin too: a render of page 1 still pending made the check below pass
    // before page 10 was asked for, and when it finished before the next render pass there was
    // nothing stale to cancel (CI, 1 run in 25 under load).
    QTRY_COMPARE_WITH_TIMEOUT(view.pendingRenderCount(), 0, RenderTimeout);
    // Long enough that page 10's renders are surely still queued behind it when the view moves on,
    // however slow the machine (with 3 s, a loaded ASan run let the deadline restart the worker and
    // finish them first, leaving nothing to cancel).
    std::unique_ptr<RenderReply> hang(view.renderClient()->injectHang(10000));
    view.goToPage(10);
    QTRY_VERIFY(view.pendingRenderCount() > 0);
    const int before = view.cancelledRenderCount();
    view.goToPage(20);
    QTRY_VERIFY(view.cancelledRenderCount() > before);
    QTRY_VERIFY_WITH_TIMEOUT(view.isPageCurrent(20), RenderTimeout);
    QVERIFY(!view.isPageRendered(10));
    QVERIFY(view.pageError(20).isEmpty());
}

void TestPdfView::paneShowsPageAndProperties()
{
    const Ei::Test::GeneratedArticle &article = Ei::Test::generatedArticle(GeneratedPdf::CoverThenLetter);
    const int pages = int(article.layout.pages.size());
    QVERIFY(pages >= 3);
    PdfPane pane;
    PdfView *view = pane.view();
    QVERIFY(showAndOpen(pane, *view, QSize(800, 600), article.pdfPath));
    auto *spin = pane.findChild<QSpinBox *>(QStringLiteral("pageSpin"));
    QVERIFY(spin);
    QCOMPARE(spin->maximum(), pages);
    QCOMPARE(spin->value(), 1);
    spin->setValue(pages);
    QCOMPARE(view->currentPage(), pages - 1);
    const QString props = pane.propertiesText();
    QVERIFY2(props.contains(QStringLiteral("Pages: %1").arg(pages)), qPrintable(props));
    QVERIFY2(props.contains(QStringLiteral("p. 1: 595.3 × 841.9 pt; pp. 2–%1: 612.0 × 792.0 pt").arg(pages)),
             qPrintable(props));
    auto *find = pane.findChild<QLineEdit *>(QStringLiteral("findField"));
    QSignalSpy done(view, &PdfView::searchFinished);
    find->setText(article.paper.journal); // typed: keyClicks knows ASCII only
    QTest::keyClick(find, Qt::Key_Return);
    QVERIFY(done.wait(RenderTimeout));
    QVERIFY(view->matchCount() >= pages);
    auto *label = pane.findChild<QLabel *>(QStringLiteral("matchLabel"));
    QTRY_VERIFY(label->text().contains(QStringLiteral("/%1").arg(view->matchCount())));
}

// Not a check: with EI_SCREENSHOT_DIR=DIR it shows a pane with overlays and a search, waits for
// the pages and saves what is on screen as pdfview.png (used to look at the widget under Xvfb).
void TestPdfView::screenshot()
{
    if (qEnvironmentVariableIsEmpty("EI_SCREENSHOT_DIR")) {
        QSKIP("set EI_SCREENSHOT_DIR=DIR to save a screenshot");
    }
    PdfPane pane;
    PdfView *view = pane.view();
    QVERIFY(showAndOpen(pane, *view, QSize(1100, 900), GeneratedPdf::Plain, Exposed::Wait));
    view->setOverlayBoxes(generatedBoxes(GeneratedPdf::Plain));
    QSignalSpy done(view, &PdfView::searchFinished);
    view->search(Ei::Test::generatedArticle(GeneratedPdf::Plain).paper.journal);
    QVERIFY(done.wait(RenderTimeout));
    view->goToPage(0);
    QTRY_VERIFY_WITH_TIMEOUT(view->isPageCurrent(0), RenderTimeout);
    QTest::qWait(200); // let the last paint reach the screen (a look, not a check)
    QVERIFY(Ei::Test::saveShot(&pane, QStringLiteral("pdfview.png")));
    if (!qEnvironmentVariableIsEmpty("EI_PDFVIEW_SCREENSHOT_HOLD")) {
        QTest::qWait(qEnvironmentVariableIntValue("EI_PDFVIEW_SCREENSHOT_HOLD"));
    }
}

QTEST_MAIN(TestPdfView)
#include "tst_pdfview.moc"
