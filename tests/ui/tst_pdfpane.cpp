// PdfPane offscreen with the real renderer: the integrity-error panel ("Show Anyway", marked
// unverified), fetch progress in place of the pages, and the lazy thumbnails sidebar.
#include <QAction>
#include <QDir>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <core/pdf/pdffetcher.h>
#include <core/tei/teidocument.h>

#include "common/corpusfiles.h"
#include "common/testutil.h"
#include "ui/pdfintegritypanel.h"
#include "ui/pdfpane.h"
#include "ui/pdfthumbnailbar.h"
#include "ui/pdfview.h"
#include "uicommon/widgettestutil.h"

using namespace Ei::Ui;
using namespace Ei::Test::CorpusFiles;
using Ei::Test::RenderTimeout;

namespace {

// The cost-analysis PDF of aut_example.pdf.warc.gz asked for under another row's key.
const QString WrongKey = QStringLiteral("83870169dffa6b549886b6542dbc664283906de5");
const QString CostSha1 = QStringLiteral("569c28e0e8faa6945d6ca88fcd9e195825052c71");

// A real integrity failure: the corpus WARC record fetched for a row whose key it does not match.
Ei::Core::PdfFetchResult mismatchedFetch()
{
    Ei::Core::PdfFetcher fetcher;
    fetcher.setSources({*Ei::Core::PdfSourceSpec::parse(QStringLiteral("warc-dir:") +
                                                        Ei::Test::corpusPath(QStringLiteral("warc")))});
    Ei::Core::PdfLocator locator;
    locator.sha1Hex = WrongKey;
    locator.warcPath = QStringLiteral("aut_example.pdf.warc.gz");
    locator.offset = 408978;
    locator.compressedSize = 669030;
    Ei::Core::PdfFetchJob *job = fetcher.fetch(locator);
    QSignalSpy done(job, &Ei::Core::PdfFetchJob::finished);
    if (!done.wait(RenderTimeout)) {
        return {};
    }
    return job->result();
}

} // namespace

class TestPdfPane final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Ei::Test::useBuiltRenderWorker(); }

    void integrityErrorOffersUnverifiedBytes()
    {
        EI_REQUIRE_CORPUS();
        const Ei::Core::PdfFetchResult result = mismatchedFetch();
        QVERIFY(result.error);
        QCOMPARE(result.error->kind, Ei::Core::ErrorKind::Integrity);
        PdfPane pane;
        pane.resize(800, 600);
        pane.show();
        pane.view()->renderClient()->setDefaultTimeout(RenderTimeout);
        QSignalSpy opened(pane.view(), &PdfView::documentOpened);
        pane.showFetchResult(result, WrongKey);

        // The panel names both digests and says that no encoding explains the difference; the
        // unverified pages are not shown until asked for.
        PdfIntegrityPanel *panel = pane.integrityPanel();
        QVERIFY(panel->isVisible());
        QCOMPARE(panel->state(), PdfIntegrityPanel::State::Offering);
        QVERIFY2(panel->plainText().contains(WrongKey) && panel->plainText().contains(CostSha1),
                 qPrintable(panel->plainText()));
        QVERIFY2(
            panel->plainText().contains(QStringLiteral("No undecoded transfer or content encoding explains")),
            qPrintable(panel->plainText()));
        QVERIFY(!pane.view()->hasDocument());
        QVERIFY(pane.view()->message().contains(QStringLiteral("integrity")));
        QVERIFY(panel->showAnywayButton() && panel->showAnywayButton()->isVisible());

        QTest::mouseClick(panel->showAnywayButton(), Qt::LeftButton);
        QVERIFY(opened.wait(RenderTimeout));
        QVERIFY(pane.view()->hasDocument());
        QCOMPARE(panel->state(), PdfIntegrityPanel::State::Showing);
        QVERIFY(panel->isVisible()); // the pages stay marked unverified
        QVERIFY(panel->plainText().startsWith(QStringLiteral("UNVERIFIED")));
        QVERIFY(!panel->offersShowAnyway() && !panel->showAnywayButton());

        // The next row's verified PDF clears the mark.
        Ei::Core::PdfFetchResult verified;
        verified.bytes = Ei::Test::readFile(Ei::Test::corpusPath(HalPdf));
        verified.verified = true;
        pane.showFetchResult(verified, QString());
        QVERIFY(!panel->isVisible());
        QVERIFY(opened.wait(RenderTimeout));
        QCOMPARE(panel->state(), PdfIntegrityPanel::State::Hidden);
        QCOMPARE(pane.view()->pageCount(), 7);
    }

    void otherFailuresShowTheirReason()
    {
        PdfPane pane;
        pane.showFetchProgress(512 * 1024, 2 * 1024 * 1024);
        QVERIFY2(pane.view()->message().startsWith(QStringLiteral("Fetching the PDF")),
                 qPrintable(pane.view()->message()));
        QVERIFY(pane.view()->message().contains(QStringLiteral(" of ")));
        Ei::Core::PdfFetchResult missing;
        missing.error =
            Ei::Core::Error{Ei::Core::ErrorKind::NotFound, QStringLiteral("No PDF source has it.")};
        missing.attempts.append(Ei::Core::PdfAttempt{});
        pane.showFetchResult(missing, WrongKey);
        QCOMPARE(pane.view()->message(), QStringLiteral("No PDF source has it."));
        QCOMPARE(pane.integrityPanel()->state(), PdfIntegrityPanel::State::Hidden);
    }

    // With no source configured nothing was tried: the pane says where a curator adds one instead
    // of the core's message (which names the CLI's flag and a 40-character hash).
    void noSourceSaysWhereToAddOne()
    {
        PdfPane pane;
        Ei::Core::PdfFetchResult missing;
        missing.error = Ei::Core::Error{Ei::Core::ErrorKind::NotFound,
                                        QStringLiteral("No PDF source has 00: no PDF source is configured")};
        pane.showFetchResult(missing, WrongKey);
        QVERIFY2(pane.view()->message().contains(QStringLiteral("File → Connect…")),
                 qPrintable(pane.view()->message()));
        QVERIFY(!pane.view()->message().contains(QStringLiteral("--pdf-source")));
    }

    void thumbnailsAreLazyFollowTheViewAndNavigate()
    {
        EI_REQUIRE_CORPUS();
        PdfPane pane;
        pane.resize(900, 500);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        PdfView *view = pane.view();
        PdfThumbnailBar *bar = pane.thumbnails();
        QVERIFY(!bar->isVisible());
        QVERIFY(Ei::Test::openCorpusPdf(*view, MpraPdf));
        QCOMPARE(bar->count(), 28);
        QCOMPARE(bar->requestedCount(), 0); // hidden: nothing is rendered for it

        // F7 shows the sidebar; the first thumbnails render, not all 28.
        QAction *toggle = pane.thumbnailsAction();
        QCOMPARE(toggle->shortcut(), QKeySequence(Qt::Key_F7));
        toggle->trigger();
        QVERIFY(bar->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(bar->isThumbnailRendered(0) && bar->isThumbnailRendered(1), RenderTimeout);
        QTRY_VERIFY_WITH_TIMEOUT(bar->requestedCount() == bar->renderedCount(), RenderTimeout);
        QVERIFY2(bar->renderedCount() < 20, qPrintable(QString::number(bar->renderedCount())));
        QVERIFY(!bar->isThumbnailRendered(27));
        QCOMPARE(bar->currentRow(), 0);

        // Clicking a thumbnail goes to its page.
        QListWidgetItem *item = bar->item(3);
        bar->scrollToItem(item);
        QTest::mouseClick(bar->viewport(), Qt::LeftButton, {}, bar->visualItemRect(item).center());
        QTRY_COMPARE(view->currentPage(), 3);

        // Going to a page in the view highlights and reveals its thumbnail, which renders then.
        view->goToPage(20);
        QTRY_COMPARE(bar->currentRow(), 20);
        QTRY_VERIFY_WITH_TIMEOUT(bar->isThumbnailRendered(20), RenderTimeout);
        const QRect shown = bar->visualItemRect(bar->item(20));
        QVERIFY(bar->viewport()->rect().intersects(shown));

        // Hiding it again, then another document: the list follows the new page count.
        toggle->trigger();
        QVERIFY(!bar->isVisible());
        QVERIFY(Ei::Test::openCorpusPdf(*view, HalPdf));
        QCOMPARE(bar->count(), 7);
    }

    // Every broken PDF of the corpus in one pane, one after the other: each either shows page 1
    // (or that page's own error sentence), asks for a password, or shows why it cannot be shown;
    // the pane always carries on.
    void malformedPdfsInOnePane()
    {
        EI_REQUIRE_CORPUS();
        PdfPane pane;
        pane.resize(700, 500);
        pane.show();
        PdfView *view = pane.view();
        view->renderClient()->setDefaultTimeout(RenderTimeout);
        const QDir dir(Ei::Test::corpusPath(QStringLiteral("malformed_pdf")));
        const QStringList files = dir.entryList({QStringLiteral("*.pdf")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 20);
        for (const QString &file : files) {
            QSignalSpy opened(view, &PdfView::documentOpened);
            QSignalSpy failed(view, &PdfView::documentFailed);
            QSignalSpy password(view, &PdfView::passwordRequired);
            view->openFile(dir.filePath(file));
            QTRY_VERIFY2_WITH_TIMEOUT(!opened.isEmpty() || !failed.isEmpty() || !password.isEmpty(),
                                      qPrintable(file), RenderTimeout);
            if (!opened.isEmpty()) {
                QTRY_VERIFY2_WITH_TIMEOUT(view->isPageCurrent(0) || !view->pageError(0).isEmpty(),
                                          qPrintable(file), RenderTimeout);
            } else {
                QVERIFY2(view->message().endsWith(QLatin1Char('.')),
                         qPrintable(file + QStringLiteral(": ") + view->message()));
            }
        }
        // Still alive: a good PDF opens after all of them.
        QVERIFY(Ei::Test::openCorpusPdf(*view, HalPdf));
        QCOMPARE(view->pageCount(), 7);
    }

    // Not a check: with EI_SCREENSHOT_DIR=DIR it saves the pane with thumbnails and TEI overlays
    // (pdfpane-thumbnails.png) and the integrity-error state before and after "Show Anyway"
    // (pdfpane-integrity.png, pdfpane-unverified.png), to look at under Xvfb.
    void screenshots()
    {
        if (qEnvironmentVariableIsEmpty("EI_SCREENSHOT_DIR")) {
            QSKIP("set EI_SCREENSHOT_DIR=DIR to save screenshots");
        }
        EI_REQUIRE_CORPUS();
        {
            PdfPane pane;
            pane.resize(1100, 850);
            pane.show();
            QVERIFY(QTest::qWaitForWindowExposed(&pane));
            PdfView *view = pane.view();
            QVERIFY(Ei::Test::openCorpusPdf(*view, JnerPdf));
            const auto tei = Ei::Core::parseTei(Ei::Test::readFile(Ei::Test::corpusPath(JnerTei)));
            QVERIFY(tei);
            QList<OverlayBox> boxes;
            QHash<int, QSizeF> sizes;
            for (qsizetype i = 0; i < tei->elements.size(); ++i) {
                for (const Ei::Core::TeiBox &b : tei->elements.at(i).boxes) {
                    boxes.append(
                        OverlayBox{QString::number(i), int(tei->elements.at(i).kind), b.page, b.rect});
                }
            }
            for (const Ei::Core::TeiPage &p : tei->pages) {
                sizes.insert(p.number, p.size());
            }
            view->setKindVisible(int(Ei::Core::TeiElementKind::Paragraph), false);
            view->setKindVisible(int(Ei::Core::TeiElementKind::Sentence), false);
            view->setOverlayBoxes(boxes, sizes);
            pane.thumbnailsAction()->trigger();
            view->goToPage(1);
            QTRY_VERIFY_WITH_TIMEOUT(view->isPageCurrent(1) && pane.thumbnails()->isThumbnailRendered(4),
                                     RenderTimeout);
            QTest::qWait(200); // let the last paint reach the screen (a look, not a check)
            QVERIFY(Ei::Test::saveShot(&pane, QStringLiteral("pdfpane-thumbnails.png")));
        }
        PdfPane pane;
        pane.resize(1100, 700);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.view()->renderClient()->setDefaultTimeout(RenderTimeout);
        pane.showFetchResult(mismatchedFetch(), WrongKey);
        QTest::qWait(200);
        QVERIFY(Ei::Test::saveShot(&pane, QStringLiteral("pdfpane-integrity.png")));
        QSignalSpy opened(pane.view(), &PdfView::documentOpened);
        QTest::mouseClick(pane.integrityPanel()->showAnywayButton(), Qt::LeftButton);
        QVERIFY(opened.wait(RenderTimeout));
        QTRY_VERIFY_WITH_TIMEOUT(pane.view()->isPageCurrent(0), RenderTimeout);
        QTest::qWait(200);
        QVERIFY(Ei::Test::saveShot(&pane, QStringLiteral("pdfpane-unverified.png")));
    }
};

QTEST_MAIN(TestPdfPane)
#include "tst_pdfpane.moc"
