#include "ui/pdfpane.h"

#include <QAction>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QToolBar>
#include <QVBoxLayout>

#include <core/pdf/pdffetcher.h>

#include "ui/accessiblenames.h"
#include "ui/pdfintegritypanel.h"
#include "ui/pdfoverlaylegend.h"
#include "ui/pdfthumbnailbar.h"
#include "ui/pdfview.h"

using namespace Ei::Core::Render;

namespace Ei::Ui {

PdfPane::PdfPane(QWidget *parent, RenderClient *client)
    : QWidget(parent)
{
    m_view = new PdfView(this, client);
    m_view->setObjectName(QStringLiteral("pdfView"));
    m_legend = new PdfOverlayLegend(m_view, this);

    m_toolBar = new QToolBar(tr("PDF"), this);
    m_toolBar->setIconSize(QSize(16, 16));
    nameToolBarOverflow(m_toolBar);
    m_view->setAccessibleName(tr("PDF"));
    m_view->setAccessibleDescription(tr("The row's PDF as rendered pages; boxes mark what GROBID extracted. "
                                        "The same text is in the TEI tab."));
    m_thumbnails = new PdfThumbnailBar(m_view, this);
    m_thumbnails->hide();
    m_thumbnailsAction =
        m_toolBar->addAction(QIcon::fromTheme(QStringLiteral("view-preview")), tr("Page &Thumbnails"));
    m_thumbnailsAction->setObjectName(QStringLiteral("thumbnailsAction"));
    m_thumbnailsAction->setIconText(tr("Thumbnails")); // the pane's tool bar is narrow
    m_thumbnailsAction->setCheckable(true);
    m_thumbnailsAction->setShortcut(QKeySequence(Qt::Key_F7));
    m_thumbnailsAction->setToolTip(tr("Show or hide the page thumbnails (F7)"));
    connect(m_thumbnailsAction, &QAction::toggled, m_thumbnails, &QWidget::setVisible);
    m_toolBar->addSeparator();
    QAction *zoomOut = m_toolBar->addAction(QIcon::fromTheme(QStringLiteral("zoom-out")), tr("Zoom Out"));
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    connect(zoomOut, &QAction::triggered, m_view, &PdfView::zoomOut);
    QAction *zoomIn = m_toolBar->addAction(QIcon::fromTheme(QStringLiteral("zoom-in")), tr("Zoom In"));
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    connect(zoomIn, &QAction::triggered, m_view, &PdfView::zoomIn);
    QAction *actual = m_toolBar->addAction(QIcon::fromTheme(QStringLiteral("zoom-original")), tr("100%"));
    actual->setToolTip(tr("Actual size"));
    connect(actual, &QAction::triggered, m_view, &PdfView::actualSize);
    m_fitWidth = m_toolBar->addAction(QIcon::fromTheme(QStringLiteral("zoom-fit-width")), tr("Fit Width"));
    m_fitWidth->setCheckable(true);
    connect(m_fitWidth, &QAction::triggered, this,
            [this] { m_view->setFitMode(PdfView::FitMode::FitWidth); });
    m_fitPage = m_toolBar->addAction(QIcon::fromTheme(QStringLiteral("zoom-fit-best")), tr("Fit Page"));
    m_fitPage->setCheckable(true);
    connect(m_fitPage, &QAction::triggered, this, [this] { m_view->setFitMode(PdfView::FitMode::FitPage); });
    m_toolBar->addSeparator();

    m_page = new QSpinBox(this);
    m_page->setObjectName(QStringLiteral("pageSpin"));
    m_page->setRange(0, 0);
    m_page->setKeyboardTracking(false);
    m_page->setToolTip(tr("Go to page"));
    m_toolBar->addWidget(new QLabel(tr("Page "), this));
    m_toolBar->addWidget(m_page);
    m_pageCount = new QLabel(this);
    m_toolBar->addWidget(m_pageCount);
    connect(m_page, &QSpinBox::valueChanged, this, [this](int v) {
        if (v >= 1 && v - 1 != m_view->currentPage()) {
            m_view->goToPage(v - 1);
        }
    });
    m_toolBar->addSeparator();

    m_find = new QLineEdit(this);
    m_find->setObjectName(QStringLiteral("findField"));
    m_find->setPlaceholderText(tr("Find in PDF"));
    m_find->setAccessibleName(tr("Find in PDF"));
    m_find->setClearButtonEnabled(true);
    m_find->setMaximumWidth(220);
    m_toolBar->addWidget(m_find);
    QAction *prev = m_toolBar->addAction(QIcon::fromTheme(QStringLiteral("go-up")), tr("Previous Match"));
    prev->setShortcut(QKeySequence::FindPrevious);
    // F3 finds in the pane that has the focus: window-wide it collided with the TEI tab's.
    prev->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(prev);
    connect(prev, &QAction::triggered, m_view, &PdfView::findPrevious);
    QAction *next = m_toolBar->addAction(QIcon::fromTheme(QStringLiteral("go-down")), tr("Next Match"));
    next->setShortcut(QKeySequence::FindNext);
    next->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(next);
    connect(next, &QAction::triggered, m_view, &PdfView::findNext);
    m_matches = new QLabel(this);
    m_matches->setObjectName(QStringLiteral("matchLabel"));
    m_toolBar->addWidget(m_matches);
    connect(m_find, &QLineEdit::returnPressed, this, [this] {
        if (m_find->text() == m_lastSearch && m_view->matchCount() > 0) {
            m_view->findNext();
            return;
        }
        m_lastSearch = m_find->text();
        m_view->search(m_lastSearch);
    });
    connect(m_find, &QLineEdit::textChanged, this, [this](const QString &t) {
        if (t.isEmpty()) {
            m_view->clearSearch();
        }
    });
    auto *findAction = new QAction(this);
    findAction->setShortcut(QKeySequence::Find);
    findAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(findAction, &QAction::triggered, this, &PdfPane::startFind);
    addAction(findAction);
    m_toolBar->addSeparator();
    QAction *props =
        m_toolBar->addAction(QIcon::fromTheme(QStringLiteral("document-properties")), tr("Properties"));
    connect(props, &QAction::triggered, this, &PdfPane::showProperties);

    // The password bar replaces a modal dialog: the rest of the application stays usable.
    m_passwordBar = new QWidget(this);
    auto *pw = new QHBoxLayout(m_passwordBar);
    pw->setContentsMargins(6, 2, 6, 2);
    m_passwordLabel = new QLabel(tr("This PDF is protected by a password:"), m_passwordBar);
    m_password = new QLineEdit(m_passwordBar);
    m_password->setObjectName(QStringLiteral("passwordField"));
    m_password->setEchoMode(QLineEdit::Password);
    auto *unlock = new QPushButton(tr("Open"), m_passwordBar);
    pw->addWidget(m_passwordLabel);
    pw->addWidget(m_password, 1);
    pw->addWidget(unlock);
    m_passwordBar->hide();
    auto submit = [this] {
        m_passwordBar->hide();
        m_view->providePassword(m_password->text());
        m_password->clear();
    };
    connect(unlock, &QPushButton::clicked, this, submit);
    connect(m_password, &QLineEdit::returnPressed, this, submit);
    connect(m_view, &PdfView::passwordRequired, this, [this](bool wrong) {
        m_passwordLabel->setText(wrong ? tr("Wrong password; try again:")
                                       : tr("This PDF is protected by a password:"));
        m_passwordBar->show();
        m_password->setFocus();
    });

    m_integrity = new PdfIntegrityPanel(this);
    connect(m_integrity, &PdfIntegrityPanel::showAnywayRequested, this, &PdfPane::showUnverified);
    // Anything else opened in the view (the next row, a local file) ends the unverified display.
    connect(m_view, &PdfView::documentOpened, this, [this] {
        if (std::exchange(m_openingUnverified, false)) {
            m_integrity->markShowing();
        } else {
            m_integrity->reset();
            m_unverified.clear();
        }
    });

    // The legend takes a third of a narrow pane: folded away by default, one click (remembered)
    // brings it back. It sits in a box of its own because it shows and hides itself as layers
    // come and go.
    auto *legendBox = new QWidget(this);
    legendBox->setObjectName(QStringLiteral("legendBox"));
    auto *legendLayout = new QVBoxLayout(legendBox);
    legendLayout->setContentsMargins(0, 0, 0, 0);
    legendLayout->addWidget(m_legend);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_thumbnails);
    split->addWidget(m_view);
    split->addWidget(legendBox);
    split->setStretchFactor(1, 1);
    split->setCollapsible(1, false);
    QAction *layers = new QAction(QIcon::fromTheme(QStringLiteral("view-list-details")), tr("Layers"), this);
    layers->setObjectName(QStringLiteral("showLayersAction"));
    layers->setCheckable(true);
    layers->setToolTip(tr("Show the overlay layers and the coordinates check"));
    layers->setChecked(QSettings().value(QStringLiteral("pdfPane/layersVisible"), false).toBool());
    legendBox->setVisible(layers->isChecked());
    connect(layers, &QAction::toggled, this, [legendBox](bool on) {
        legendBox->setVisible(on);
        QSettings().setValue(QStringLiteral("pdfPane/layersVisible"), on);
    });
    // First in the toolbar: the end of it overflows in a narrow pane.
    m_toolBar->insertAction(m_toolBar->actions().value(0), layers);
    m_toolBar->insertSeparator(m_toolBar->actions().value(1));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_passwordBar);
    layout->addWidget(m_integrity);
    layout->addWidget(split, 1);

    connect(m_view, &PdfView::currentPageChanged, this, &PdfPane::updatePageWidgets);
    connect(m_view, &PdfView::documentOpened, this, &PdfPane::updatePageWidgets);
    connect(m_view, &PdfView::documentOpened, m_passwordBar, &QWidget::hide);
    connect(m_view, &PdfView::zoomChanged, this, &PdfPane::updatePageWidgets);
    connect(m_view, &PdfView::currentMatchChanged, this, &PdfPane::updateMatchLabel);
    connect(m_view, &PdfView::searchFinished, this,
            [this](int count) { updateMatchLabel(count ? 0 : -1, count); });
    updatePageWidgets();
}

PdfPane::~PdfPane() = default;

void PdfPane::startFind()
{
    m_find->setFocus();
    m_find->selectAll();
}

void PdfPane::showFetchProgress(qint64 received, qint64 total)
{
    m_integrity->reset();
    const QLocale locale;
    m_view->showUnavailable(
        total > 0 ? tr("Fetching the PDF… %1 of %2")
                        .arg(locale.formattedDataSize(received), locale.formattedDataSize(total))
                  : tr("Fetching the PDF… %1").arg(locale.formattedDataSize(received)));
}

void PdfPane::showFetchResult(const Core::PdfFetchResult &result, const QString &rowSha1)
{
    m_integrity->reset();
    m_unverified.clear();
    m_openingUnverified = false;
    if (result.ok() && !result.bytes.isEmpty()) {
        m_view->openBytes(result.bytes);
        return;
    }
    if (result.error && result.error->kind == Core::ErrorKind::Integrity && !result.bytes.isEmpty()) {
        m_unverified = result.bytes;
        m_integrity->offer(rowSha1, result.sha1Hex, result.error->message);
        m_view->showUnavailable(tr("The PDF failed its integrity check and is not shown."));
        return;
    }
    if (result.error && result.error->kind == Core::ErrorKind::NotFound && result.attempts.isEmpty()) {
        // No source was tried at all: say where a curator adds one (the core's message names the
        // CLI's flag too, and the file's hash, which a narrow pane cannot show whole).
        m_view->showUnavailable(tr("This connection has no PDF source, so PDFs cannot be shown. Add one "
                                   "in File → Connect… (PDF sources)."));
        return;
    }
    m_view->showUnavailable(result.error ? result.error->message : tr("No PDF source has this file."));
}

void PdfPane::showUnverified()
{
    if (m_unverified.isEmpty()) {
        return;
    }
    m_openingUnverified = true;
    m_view->openBytes(m_unverified);
}

void PdfPane::updatePageWidgets()
{
    const int n = m_view->pageCount();
    const QSignalBlocker block(m_page);
    m_page->setRange(n > 0 ? 1 : 0, n);
    m_page->setValue(m_view->currentPage() + 1);
    m_page->setEnabled(n > 0);
    m_pageCount->setText(tr(" of %1 ").arg(n));
    m_fitWidth->setChecked(m_view->fitMode() == PdfView::FitMode::FitWidth);
    m_fitPage->setChecked(m_view->fitMode() == PdfView::FitMode::FitPage);
}

void PdfPane::updateMatchLabel(int index, int count)
{
    if (m_find->text().isEmpty()) {
        m_matches->clear();
    } else if (count == 0) {
        m_matches->setText(tr(" no matches "));
    } else {
        m_matches->setText(tr(" %1/%2 ").arg(index + 1).arg(count));
    }
}

QString PdfPane::propertiesText() const
{
    const DocumentInfo &d = m_view->documentInfo();
    if (!m_view->hasDocument()) {
        return m_view->message();
    }
    QStringList lines;
    auto add = [&lines](const QString &label, const QString &value) {
        if (!value.isEmpty()) {
            lines << label + QStringLiteral(": ") + value;
        }
    };
    add(tr("Title"), d.title);
    add(tr("Author"), d.author);
    add(tr("Subject"), d.subject);
    add(tr("Creator"), d.creator);
    add(tr("Producer"), d.producer);
    add(tr("PDF version"), d.pdfVersion);
    add(tr("Encrypted"), d.encrypted ? tr("yes") : tr("no"));
    add(tr("Pages"), QString::number(d.pageCount()));
    // Page sizes, grouped so that 300 Letter pages make one line.
    QStringList sizes;
    QString last;
    int run = 0, first = 1;
    auto flush = [&](int upTo) {
        if (run == 0) {
            return;
        }
        sizes << (first == upTo ? tr("p. %1: %2").arg(first).arg(last)
                                : tr("pp. %1–%2: %3").arg(first).arg(upTo).arg(last));
    };
    for (int i = 0; i < d.pageCount(); ++i) {
        const PageInfo &p = d.pages[i];
        QString s =
            QStringLiteral("%1 × %2 pt").arg(p.size.width(), 0, 'f', 1).arg(p.size.height(), 0, 'f', 1);
        if (p.rotation) {
            s += tr(", rotated %1°").arg(p.rotation);
        }
        if (d.boxesKnown && p.cropDiffersFromMedia()) {
            s += tr(", CropBox ≠ MediaBox");
        }
        if (s != last) {
            flush(i);
            last = s;
            run = 0;
            first = i + 1;
        }
        ++run;
    }
    flush(d.pageCount());
    add(tr("Page sizes"), sizes.join(QStringLiteral("; ")));
    add(tr("Page boxes"),
        d.boxesKnown ? tr("MediaBox and CropBox read") : tr("unknown (pdfinfo is not installed)"));
    add(tr("Renderer"), tr("Poppler %1, in a separate process").arg(d.popplerVersion));
    return lines.join(QLatin1Char('\n'));
}

void PdfPane::showProperties()
{
    auto *box = new QMessageBox(QMessageBox::Information, tr("PDF Properties"), propertiesText(),
                                QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // window-modal at most; no nested event loop
}

QWidget *openStandalonePdfWindow(const QString &path)
{
    auto *pane = new PdfPane;
    pane->setAttribute(Qt::WA_DeleteOnClose);
    pane->setWindowTitle(QStringLiteral("%1 — Extract Inspector").arg(QFileInfo(path).fileName()));
    pane->resize(900, 1000);
    pane->view()->openFile(path);
    pane->show();
    return pane;
}

} // namespace Ei::Ui
