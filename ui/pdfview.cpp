#include "ui/pdfview.h"

#include <algorithm>
#include <cmath>

#include <QApplication>
#include <QImage>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <QWheelEvent>

using namespace Ei::Core;
using namespace Ei::Core::Render;

namespace Ei::Ui {

namespace {
constexpr int PageGap = 12;
constexpr int Margin = 12;
constexpr int PreloadMargin = 512; // pixels around the viewport that are rendered ahead (Okular's value)
constexpr double MinZoom = 0.1;
constexpr double MaxZoom = 4.0;
constexpr double ZoomStep = 1.2;
} // namespace

PdfView::PdfView(QWidget *parent, RenderClient *client)
    : QAbstractScrollArea(parent)
    , m_client(client)
    , m_renderTimer(new QTimer(this))
    , m_flashTimer(new QTimer(this))
{
    if (!m_client) {
        m_client = new RenderClient(this);
        m_ownsClient = true;
    }
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    viewport()->setAutoFillBackground(false);
    verticalScrollBar()->setSingleStep(40);
    horizontalScrollBar()->setSingleStep(40);
    // Coalesce the many scroll/resize events of one gesture into one round of render requests.
    m_renderTimer->setSingleShot(true);
    m_renderTimer->setInterval(0);
    connect(m_renderTimer, &QTimer::timeout, this, &PdfView::requestVisiblePages);
    m_flashTimer->setInterval(150);
    connect(m_flashTimer, &QTimer::timeout, this, [this] {
        m_flashOn = !m_flashOn;
        if (++m_flashTicks >= 8) {
            m_flashTimer->stop();
            m_flashOn = false;
            m_flashId.clear();
        }
        viewport()->update();
    });
    showMessage(tr("No PDF is open."));
    // The first PDF should not wait for the worker's process start.
    QTimer::singleShot(0, m_client, &RenderClient::prestart);
}

PdfView::~PdfView()
{
    // Pending replies belong to the client; cancel them so a shared client does no useless work.
    // Disconnect first: their finished() must not reach this half-destroyed view.
    const auto pending = std::exchange(m_pending, {});
    for (const Pending &p : pending) {
        if (!p.reply) {
            continue;
        }
        p.reply->disconnect(this);
        p.reply->cancel();
        delete p.reply;
    }
    const auto words = std::exchange(m_wordReplies, {});
    for (const auto &r : words) {
        if (r) {
            r->disconnect(this);
        }
        delete r;
    }
    if (m_searchReply) {
        m_searchReply->disconnect(this);
    }
    delete m_searchReply;
}

// ---- opening ---------------------------------------------------------------------------------

void PdfView::openFile(const QString &path, const QString &password)
{
    m_lastPath = path;
    m_lastBytes.clear();
    resetDocument();
    startOpen(m_client->open(path, password));
}

void PdfView::openBytes(const QByteArray &pdf, const QString &password)
{
    m_lastPath.clear();
    m_lastBytes = pdf;
    resetDocument();
    startOpen(m_client->openBytes(pdf, password));
}

void PdfView::providePassword(const QString &password)
{
    if (!m_lastBytes.isEmpty()) {
        openBytes(m_lastBytes, password);
    } else if (!m_lastPath.isEmpty()) {
        openFile(m_lastPath, password);
    }
}

void PdfView::closeDocument()
{
    const bool had = m_open;
    resetDocument();
    if (had) {
        RenderReply *r = m_client->close();
        connect(r, &RenderReply::finished, r, &QObject::deleteLater);
    }
    m_lastPath.clear();
    m_lastBytes.clear();
    showMessage(tr("No PDF is open."));
}

void PdfView::showUnavailable(const QString &message)
{
    closeDocument();
    showMessage(message);
}

void PdfView::startOpen(RenderReply *reply)
{
    m_loading = true;
    showMessage(tr("Opening the PDF…"));
    const quint64 gen = m_generation;
    connect(reply, &RenderReply::finished, this, [this, reply, gen] { onOpened(reply, gen); });
}

void PdfView::onOpened(RenderReply *reply, quint64 generation)
{
    reply->deleteLater();
    if (generation != m_generation) {
        return; // another document was asked for meanwhile
    }
    m_loading = false;
    if (!reply->ok()) {
        const Failure &f = *reply->failure();
        if (f.passwordRequired) {
            const bool wrong = f.error.message.contains(QLatin1StringView("wrong"));
            showMessage(wrong ? tr("The password is wrong. This PDF is protected by a password.")
                              : tr("This PDF is protected by a password."));
            Q_EMIT passwordRequired(wrong);
            return;
        }
        // One sentence from the renderer, capitalised for the pane.
        QString msg = f.error.message;
        if (!msg.isEmpty()) {
            msg[0] = msg[0].toUpper();
        }
        showMessage(tr("This PDF cannot be shown. %1.").arg(msg));
        Q_EMIT documentFailed(f.error.message);
        return;
    }
    m_info = reply->documentInfo();
    m_open = true;
    m_message.clear();
    placeBoxes();
    relayout();
    updateCurrentPage();
    scheduleRender();
    viewport()->update();
    Q_EMIT documentOpened();
    if (!m_searchText.isEmpty()) {
        search(m_searchText);
    }
}

void PdfView::resetDocument()
{
    const bool hadDocument = m_open || m_loading;
    ++m_generation; // handlers of the old document's replies now return early
    const auto pending = std::exchange(m_pending, {});
    for (const Pending &p : pending) {
        if (p.reply) {
            p.reply->cancel();
            p.reply->deleteLater();
        }
    }
    const auto words = std::exchange(m_wordReplies, {});
    for (const auto &r : words) {
        if (r) {
            r->deleteLater();
        }
    }
    if (auto old = std::exchange(m_searchReply, nullptr)) {
        old->cancel();
        old->deleteLater();
    }
    m_cache.clear();
    m_cacheBytes = 0;
    m_pageErrors.clear();
    m_words.clear();
    m_hits.clear();
    m_currentHit = -1;
    m_selPage = -1;
    m_selRect = QRectF();
    m_open = false;
    m_loading = false;
    m_boxesRequested = false;
    m_info = DocumentInfo();
    m_pageRects.clear();
    m_placed.clear();
    m_currentPage = -1;
    updateScrollBars();
    if (hadDocument) {
        Q_EMIT documentClosed();
    }
}

void PdfView::showMessage(const QString &message)
{
    m_message = message;
    viewport()->update();
}

// ---- layout ----------------------------------------------------------------------------------

double PdfView::pixelsPerPoint() const
{
    return m_zoom * logicalDpiX() / 72.0;
}

void PdfView::relayout()
{
    if (!m_open) {
        m_pageRects.clear();
        updateScrollBars();
        return;
    }
    // Fit modes compute the zoom from the widest / tallest page and the viewport size.
    const QSize vp = viewport()->size();
    if (m_fitMode != FitMode::None && vp.width() > 2 * Margin) {
        double maxW = 1, maxH = 1;
        for (const PageInfo &p : std::as_const(m_info.pages)) {
            maxW = std::max(maxW, p.size.width());
            maxH = std::max(maxH, p.size.height());
        }
        const double dpiScale = logicalDpiX() / 72.0;
        const double zw = (vp.width() - 2 * Margin) / (maxW * dpiScale);
        const double zh = (vp.height() - 2 * Margin) / (maxH * dpiScale);
        const double z = std::clamp(m_fitMode == FitMode::FitWidth ? zw : std::min(zw, zh), MinZoom, MaxZoom);
        if (std::abs(z - m_zoom) > 1e-6) {
            m_zoom = z;
            Q_EMIT zoomChanged(m_zoom);
        }
    }
    const double ppp = pixelsPerPoint();
    m_pageRects.clear();
    m_pageRects.reserve(m_info.pageCount());
    int y = Margin, maxW = 0;
    for (const PageInfo &p : std::as_const(m_info.pages)) {
        const QSize s(qMax(1, qRound(p.size.width() * ppp)), qMax(1, qRound(p.size.height() * ppp)));
        m_pageRects.append(QRect(QPoint(0, y), s));
        y += s.height() + PageGap;
        maxW = std::max(maxW, s.width());
    }
    // Centre every page in the column of the widest one.
    for (QRect &r : m_pageRects) {
        r.moveLeft(Margin + (maxW - r.width()) / 2);
    }
    m_contentSize = QSize(maxW + 2 * Margin, y - PageGap + Margin);
    updateScrollBars();
}

void PdfView::updateScrollBars()
{
    const QSize vp = viewport()->size();
    const QSize cs = m_open ? m_contentSize : QSize();
    horizontalScrollBar()->setRange(0, std::max(0, cs.width() - vp.width()));
    horizontalScrollBar()->setPageStep(vp.width());
    verticalScrollBar()->setRange(0, std::max(0, cs.height() - vp.height()));
    verticalScrollBar()->setPageStep(vp.height());
}

QPoint PdfView::contentOffset() const
{
    const int extraX = std::max(0, (viewport()->width() - m_contentSize.width()) / 2);
    return QPoint(extraX - horizontalScrollBar()->value(), -verticalScrollBar()->value());
}

QRect PdfView::pageRect(int page) const
{
    return page >= 0 && page < m_pageRects.size() ? m_pageRects[page] : QRect();
}

QRectF PdfView::pointsToViewport(int page, const QRectF &displayPoints) const
{
    const QRect pr = pageRect(page);
    if (pr.isNull()) {
        return {};
    }
    return displayToPixels(displayPoints, pixelsPerPoint(), QPointF(pr.topLeft() + contentOffset()));
}

int PdfView::pageAt(QPoint viewportPos) const
{
    const QPoint c = viewportPos - contentOffset();
    for (int i = 0; i < m_pageRects.size(); ++i) {
        if (m_pageRects[i].contains(c)) {
            return i;
        }
    }
    return -1;
}

QPointF PdfView::viewportToPoints(int page, QPointF viewportPos) const
{
    const QPointF origin = QPointF(pageRect(page).topLeft() + contentOffset());
    return (viewportPos - origin) / pixelsPerPoint();
}

void PdfView::updateCurrentPage()
{
    int cur = -1;
    if (m_open && !m_pageRects.isEmpty()) {
        // The page under the upper third of the viewport is the one being read.
        const int y = verticalScrollBar()->value() + viewport()->height() / 3;
        cur = 0;
        for (int i = 0; i < m_pageRects.size(); ++i) {
            if (m_pageRects[i].top() - PageGap <= y) {
                cur = i;
            }
        }
    }
    if (cur != m_currentPage) {
        m_currentPage = cur;
        Q_EMIT currentPageChanged(cur, pageCount());
    }
}

void PdfView::goToPage(int page)
{
    if (page < 0 || page >= m_pageRects.size()) {
        return;
    }
    verticalScrollBar()->setValue(m_pageRects[page].top() - Margin);
    updateCurrentPage();
}

// ---- zoom ------------------------------------------------------------------------------------

void PdfView::setZoom(double zoom)
{
    m_fitMode = FitMode::None;
    zoomAround(zoom, QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0));
}

void PdfView::zoomIn()
{
    setZoom(m_zoom * ZoomStep);
}

void PdfView::zoomOut()
{
    setZoom(m_zoom / ZoomStep);
}

void PdfView::actualSize()
{
    setZoom(1.0);
}

void PdfView::setFitMode(FitMode mode)
{
    const int page = std::max(0, m_currentPage);
    const int offsetInPage =
        m_pageRects.isEmpty() ? 0 : verticalScrollBar()->value() - m_pageRects[page].top();
    const double rel = m_pageRects.isEmpty() ? 0 : double(offsetInPage) / m_pageRects[page].height();
    m_fitMode = mode;
    relayout();
    if (!m_pageRects.isEmpty()) {
        verticalScrollBar()->setValue(m_pageRects[page].top() + qRound(rel * m_pageRects[page].height()));
    }
    updateCurrentPage();
    scheduleRender();
    viewport()->update();
}

// Keeps the document point under `anchor` (viewport coordinates) where it is.
void PdfView::zoomAround(double zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, MinZoom, MaxZoom);
    if (std::abs(zoom - m_zoom) < 1e-9 && !m_pageRects.isEmpty()) {
        return;
    }
    const QPointF before = anchor - QPointF(contentOffset());
    const double factor = zoom / m_zoom;
    m_zoom = zoom;
    relayout();
    const QPointF after = before * factor;
    horizontalScrollBar()->setValue(qRound(after.x() - anchor.x()));
    verticalScrollBar()->setValue(qRound(after.y() - anchor.y()));
    updateCurrentPage();
    scheduleRender();
    viewport()->update();
    Q_EMIT zoomChanged(m_zoom);
}

// ---- rendering -------------------------------------------------------------------------------

void PdfView::scheduleRender()
{
    if (m_open) {
        m_renderTimer->start();
    }
}

void PdfView::requestVisiblePages()
{
    if (!m_open) {
        return;
    }
    const double ppp = pixelsPerPoint();
    const qreal dpr = devicePixelRatioF();
    const QRect visible(QPoint(-contentOffset().x(), verticalScrollBar()->value()), viewport()->size());
    const QRect wanted = visible.adjusted(-PreloadMargin, -PreloadMargin, PreloadMargin, PreloadMargin);
    QList<int> pages;
    for (int i = 0; i < m_pageRects.size(); ++i) {
        if (m_pageRects[i].intersects(wanted)) {
            pages.append(i);
        }
    }
    // Visible pages first, nearest to the middle of the viewport first.
    const int mid = visible.center().y();
    std::sort(pages.begin(), pages.end(), [&](int a, int b) {
        const bool va = m_pageRects[a].intersects(visible), vb = m_pageRects[b].intersects(visible);
        if (va != vb) {
            return va;
        }
        return std::abs(m_pageRects[a].center().y() - mid) < std::abs(m_pageRects[b].center().y() - mid);
    });
    const QSet<int> keep(pages.begin(), pages.end());

    // Renders nobody will look at any more are cancelled; the worker aborts them mid-page.
    // (Collected first: cancelling a queued reply finishes it synchronously, which re-enters onRendered.)
    QList<QPointer<RenderReply>> stale;
    for (auto it = m_pending.begin(); it != m_pending.end();) {
        if (!keep.contains(it.key()) || std::abs(it->pxPerPoint - ppp) > 1e-6 || it->dpr != dpr) {
            stale.append(it->reply);
            it = m_pending.erase(it);
        } else {
            ++it;
        }
    }
    for (const QPointer<RenderReply> &r : std::as_const(stale)) {
        if (r) {
            ++m_cancelledRenders;
            r->cancel();
            r->deleteLater();
        }
    }
    for (int page : std::as_const(pages)) {
        if (m_pending.contains(page) || m_pageErrors.contains(page) || isPageCurrent(page)) {
            continue;
        }
        RenderParams rp;
        rp.page = page;
        rp.dpiX = rp.dpiY = 72.0 * ppp * dpr;
        RenderReply *r = m_client->render(rp);
        m_pending.insert(page, Pending{r, ppp, dpr});
        const quint64 gen = m_generation;
        connect(r, &RenderReply::finished, this, [this, page, r, gen] { onRendered(page, r, gen); });
    }
    for (int page : std::as_const(pages)) {
        auto it = m_cache.find(page);
        if (it != m_cache.end()) {
            it->lastUse = ++m_useCounter;
        }
    }
    evict(keep);
    if (!m_boxesRequested) {
        // Queued behind the first renders so that they do not wait for the pdfinfo run.
        m_boxesRequested = true;
        RenderReply *r = m_client->pageBoxes();
        const quint64 gen = m_generation;
        connect(r, &RenderReply::finished, this, [this, r, gen] {
            r->deleteLater();
            if (gen != m_generation || !r->ok() || r->documentInfo().pageCount() != m_info.pageCount()) {
                return;
            }
            m_info = r->documentInfo();
            placeBoxes();
            viewport()->update();
            Q_EMIT overlayChanged();
        });
    }
}

void PdfView::onRendered(int page, RenderReply *reply, quint64 generation)
{
    reply->deleteLater();
    if (generation != m_generation) {
        return;
    }
    auto it = m_pending.find(page);
    if (it == m_pending.end() || it->reply != reply) {
        return; // superseded
    }
    const Pending pending = *it;
    m_pending.erase(it);
    if (!reply->ok()) {
        if (reply->failure()->error.kind != ErrorKind::Cancelled) {
            QString msg = reply->errorMessage();
            if (!msg.isEmpty()) {
                msg[0] = msg[0].toUpper();
            }
            m_pageErrors.insert(page, msg + QLatin1Char('.'));
            viewport()->update();
        }
        return;
    }
    const RenderedImage &ri = reply->image();
    // Wraps the received bytes; QPixmap::fromImage makes the one copy the GUI keeps.
    const QImage img(reinterpret_cast<const uchar *>(ri.pixels.constData()), ri.width, ri.height,
                     ri.bytesPerLine, QImage::Format_ARGB32_Premultiplied);
    CachedPage c;
    c.pixmap = QPixmap::fromImage(img);
    c.pixmap.setDevicePixelRatio(pending.dpr);
    c.pxPerPoint = pending.pxPerPoint;
    c.dpr = pending.dpr;
    c.bytes = qint64(ri.width) * ri.height * 4;
    c.lastUse = ++m_useCounter;
    if (auto old = m_cache.find(page); old != m_cache.end()) {
        m_cacheBytes -= old->bytes;
    }
    m_cache.insert(page, c);
    m_cacheBytes += c.bytes;
    viewport()->update(pageRect(page).translated(contentOffset()));
    Q_EMIT pageRendered(page);
    scheduleRender(); // the next page of the margin, or a newer zoom
}

void PdfView::evict(const QSet<int> &keep)
{
    if (m_cacheBytes <= m_budgetBytes) {
        return;
    }
    QList<int> candidates;
    for (auto it = m_cache.cbegin(); it != m_cache.cend(); ++it) {
        if (!keep.contains(it.key())) {
            candidates.append(it.key());
        }
    }
    std::sort(candidates.begin(), candidates.end(),
              [this](int a, int b) { return m_cache[a].lastUse < m_cache[b].lastUse; });
    for (int page : std::as_const(candidates)) {
        if (m_cacheBytes <= m_budgetBytes) {
            break;
        }
        m_cacheBytes -= m_cache[page].bytes;
        m_cache.remove(page);
    }
}

bool PdfView::isPageRendered(int page) const
{
    return m_cache.contains(page);
}

bool PdfView::isPageCurrent(int page) const
{
    const auto it = m_cache.constFind(page);
    return it != m_cache.cend() && std::abs(it->pxPerPoint - pixelsPerPoint()) < 1e-6 &&
           it->dpr == devicePixelRatioF();
}

// ---- painting --------------------------------------------------------------------------------

void PdfView::paintEvent(QPaintEvent *event)
{
    QPainter p(viewport());
    p.fillRect(event->rect(), palette().color(QPalette::Dark));
    if (!m_open) {
        p.setPen(palette().color(QPalette::BrightText));
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * 1.2);
        p.setFont(f);
        p.drawText(viewport()->rect().adjusted(24, 24, -24, -24), Qt::AlignCenter | Qt::TextWordWrap,
                   m_message);
    } else {
        const QPoint off = contentOffset();
        for (int i = 0; i < m_pageRects.size(); ++i) {
            const QRect target = m_pageRects[i].translated(off);
            if (target.intersects(event->rect())) {
                paintPage(p, i, target);
            }
        }
    }
    // Keyboard focus shows as a frame in the highlight colour: the scroll area draws none, and a
    // keyboard user must see that the arrow keys and Page Down now move the PDF.
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(viewport()->rect()).adjusted(1, 1, -1, -1));
    }
}

void PdfView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    const int page = std::max(0, m_currentPage);
    relayout();
    if (m_fitMode != FitMode::None && page < m_pageRects.size() && page > 0) {
        verticalScrollBar()->setValue(m_pageRects[page].top() - Margin);
    }
    updateCurrentPage();
    scheduleRender();
}

void PdfView::scrollContentsBy(int, int)
{
    updateCurrentPage();
    scheduleRender();
    viewport()->update();
}

void PdfView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        if (steps != 0) {
            m_fitMode = FitMode::None;
            zoomAround(m_zoom * std::pow(1.1, steps), event->position());
        }
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

void PdfView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copySelection();
        return;
    }
    if (event->matches(QKeySequence::ZoomIn)) {
        zoomIn();
        return;
    }
    if (event->matches(QKeySequence::ZoomOut)) {
        zoomOut();
        return;
    }
    if (event->matches(QKeySequence::FindNext)) {
        findNext();
        return;
    }
    if (event->matches(QKeySequence::FindPrevious)) {
        findPrevious();
        return;
    }
    if (event->key() == Qt::Key_Home && m_open) {
        goToPage(0);
        return;
    }
    if (event->key() == Qt::Key_End && m_open) {
        goToPage(pageCount() - 1);
        return;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

} // namespace Ei::Ui
