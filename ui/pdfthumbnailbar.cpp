#include "ui/pdfthumbnailbar.h"

#include <algorithm>
#include <cmath>

#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>

#include "core/render/renderclient.h"
#include "ui/pdfview.h"

using namespace Ei::Core::Render;

namespace Ei::Ui {

namespace {
constexpr int MaxInFlight = 2; // thumbnails share the worker with the main view's pages
constexpr int MarginRows = 2;  // rendered ahead of the visible rows
constexpr int Spacing = 6;
} // namespace

PdfThumbnailBar::PdfThumbnailBar(PdfView *view, QWidget *parent)
    : QListWidget(parent)
    , m_view(view)
{
    setObjectName(QStringLiteral("pdfThumbnails"));
    setViewMode(QListView::IconMode);
    setFlow(QListView::TopToBottom);
    setWrapping(false);
    setMovement(QListView::Static);
    setResizeMode(QListView::Adjust);
    setUniformItemSizes(false);
    setSpacing(Spacing);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setIconSize(QSize(ThumbnailWidth, ThumbnailWidth * 2));
    // One column of thumbnails: the rest of the pane's width belongs to the pages.
    setMinimumWidth(ThumbnailWidth + 4 * Spacing + verticalScrollBar()->sizeHint().width());
    setMaximumWidth(minimumWidth() + ThumbnailWidth / 2);
    setToolTip(tr("Click a page to go to it"));

    connect(m_view, &PdfView::documentOpened, this, &PdfThumbnailBar::rebuild);
    connect(m_view, &PdfView::documentClosed, this, &PdfThumbnailBar::clearThumbnails);
    connect(m_view, &PdfView::currentPageChanged, this, [this](int page, int) { followCurrentPage(page); });
    connect(this, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_view->currentPage()) {
            m_view->goToPage(row);
        }
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, &PdfThumbnailBar::scheduleRequests);
    if (m_view->hasDocument()) {
        rebuild();
    }
}

PdfThumbnailBar::~PdfThumbnailBar()
{
    clearThumbnails();
}

QSize PdfThumbnailBar::thumbnailSize(int page) const
{
    const auto &pages = m_view->documentInfo().pages;
    const QSizeF pt = page >= 0 && page < pages.size() ? pages.at(page).size : QSizeF(612, 792);
    const double aspect = pt.width() > 0 ? pt.height() / pt.width() : 1.294;
    return QSize(ThumbnailWidth,
                 std::clamp(int(std::lround(ThumbnailWidth * aspect)), 8, ThumbnailWidth * 2));
}

void PdfThumbnailBar::clearThumbnails()
{
    ++m_generation; // replies of the old document are dropped when they arrive
    const auto pending = std::exchange(m_pending, {});
    for (const auto &reply : pending) {
        if (reply) {
            reply->cancel();
            reply->deleteLater();
        }
    }
    m_rendered.clear();
    clear();
}

void PdfThumbnailBar::rebuild()
{
    clearThumbnails();
    const int count = m_view->pageCount();
    int tallest = 0;
    for (int page = 0; page < count; ++page) {
        const QSize size = thumbnailSize(page);
        tallest = std::max(tallest, size.height());
        // A blank page of the right proportions until the real one arrives.
        QPixmap blank(size);
        blank.fill(Qt::white);
        QPainter p(&blank);
        p.setPen(palette().color(QPalette::Mid));
        p.drawRect(blank.rect().adjusted(0, 0, -1, -1));
        p.end();
        auto *item = new QListWidgetItem(QIcon(blank), QString::number(page + 1), this);
        item->setTextAlignment(Qt::AlignHCenter);
        item->setToolTip(tr("Page %1").arg(page + 1));
    }
    setIconSize(QSize(ThumbnailWidth, std::max(tallest, 1)));
    followCurrentPage(m_view->currentPage());
    scheduleRequests();
}

void PdfThumbnailBar::followCurrentPage(int page)
{
    if (page < 0 || page >= count()) {
        return;
    }
    const QSignalBlocker block(this); // highlighting is not a request to go there
    setCurrentRow(page);
    scrollToItem(item(page), QAbstractItemView::EnsureVisible);
    scheduleRequests();
}

void PdfThumbnailBar::showEvent(QShowEvent *event)
{
    QListWidget::showEvent(event);
    scheduleRequests();
}

void PdfThumbnailBar::resizeEvent(QResizeEvent *event)
{
    QListWidget::resizeEvent(event);
    scheduleRequests();
}

void PdfThumbnailBar::scheduleRequests()
{
    if (m_scheduled) {
        return;
    }
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        requestVisible();
    });
}

void PdfThumbnailBar::requestVisible()
{
    if (!isVisible() || count() == 0 || !m_view->hasDocument()) {
        return;
    }
    const QRect vp = viewport()->rect();
    int first = 0;
    int last = count() - 1;
    // The rows whose rectangles meet the viewport; the list is short enough to walk.
    for (int row = 0; row < count(); ++row) {
        if (visualItemRect(item(row)).bottom() >= vp.top()) {
            first = row;
            break;
        }
    }
    for (int row = first; row < count(); ++row) {
        if (visualItemRect(item(row)).top() > vp.bottom()) {
            last = row - 1;
            break;
        }
    }
    first = std::max(0, first - MarginRows);
    last = std::min(count() - 1, last + MarginRows);
    const qreal dpr = devicePixelRatioF();
    for (int page = first; page <= last && m_pending.size() < MaxInFlight; ++page) {
        if (m_rendered.contains(page) || m_pending.contains(page)) {
            continue;
        }
        const double widthPt = m_view->documentInfo().pages.at(page).size.width();
        const double dpi = widthPt > 0 ? ThumbnailWidth * dpr * 72.0 / widthPt : 10.0;
        RenderReply *reply = m_view->renderClient()->render(RenderParams{page, dpi, dpi, {}});
        ++m_requested;
        m_pending.insert(page, reply);
        const quint64 gen = m_generation;
        connect(reply, &RenderReply::finished, this,
                [this, page, reply, gen] { onRendered(page, reply, gen); });
    }
}

void PdfThumbnailBar::onRendered(int page, RenderReply *reply, quint64 generation)
{
    reply->deleteLater();
    if (generation != m_generation) {
        return;
    }
    m_pending.remove(page);
    QListWidgetItem *it = item(page);
    if (it == nullptr) {
        return;
    }
    if (!reply->ok()) {
        if (reply->failure()->error.kind == Core::ErrorKind::Cancelled) {
            scheduleRequests();
            return; // asked again when it is visible again
        }
        // Not retried: the main view shows the page's own error sentence.
        m_rendered.insert(page, false);
        it->setToolTip(tr("Page %1: %2").arg(page + 1).arg(reply->errorMessage()));
        scheduleRequests();
        return;
    }
    const RenderedImage &ri = reply->image();
    const QImage img(reinterpret_cast<const uchar *>(ri.pixels.constData()), ri.width, ri.height,
                     ri.bytesPerLine, QImage::Format_ARGB32_Premultiplied);
    QPixmap pix = QPixmap::fromImage(img); // the copy the list keeps
    pix.setDevicePixelRatio(devicePixelRatioF());
    // The same pixmap when selected: the current page is shown by its frame, not a tinted page.
    QIcon icon(pix);
    icon.addPixmap(pix, QIcon::Selected);
    it->setIcon(icon);
    m_rendered.insert(page, true);
    scheduleRequests();
}

} // namespace Ei::Ui
