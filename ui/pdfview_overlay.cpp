// PdfView: page painting, the TEI overlay, search highlights and text selection.

#include <algorithm>
#include <cmath>

#include <QClipboard>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <QToolTip>

#include "models/semanticcolors.h"
#include "ui/pdfview.h"

using namespace Ei::Core;
using namespace Ei::Core::Render;

namespace Ei::Ui {

// ---- painting one page -----------------------------------------------------------------------

void PdfView::paintPage(QPainter &p, int page, const QRect &target)
{
    p.fillRect(target.adjusted(2, 2, 2, 2), QColor(0, 0, 0, 60)); // shadow
    p.fillRect(target, Qt::white);
    const auto it = m_cache.constFind(page);
    if (it != m_cache.cend()) {
        // A stale image (other zoom) is scaled into place until the sharp one arrives.
        p.setRenderHint(QPainter::SmoothPixmapTransform, !isPageCurrent(page));
        p.drawPixmap(target, it->pixmap);
    }
    const QString error = m_pageErrors.value(page);
    if (!error.isEmpty() || it == m_cache.cend()) {
        const Models::PdfOverlayColors &colors = Models::pdfOverlayColors();
        p.setPen(error.isEmpty() ? colors.pageMessage : colors.pageError);
        p.drawText(target.adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                   error.isEmpty() ? tr("Rendering page %1…").arg(page + 1) : error);
    }
    const double ppp = pixelsPerPoint();
    const QPointF origin = target.topLeft();

    // Overlay boxes, per kind colour; the flashed element is drawn last and bold.
    const auto placed = m_placed.value(page);
    for (const PlacedBox &pb : placed) {
        const OverlayBox &b = m_boxes[pb.index];
        if (!isKindVisible(b.kind)) {
            continue;
        }
        QColor c = kindColor(b.kind);
        const QRectF r = displayToPixels(pb.displayPoints, ppp, origin);
        const bool hovered = !m_hoveredId.isEmpty() && b.elementId == m_hoveredId;
        c.setAlpha(hovered ? 90 : 45);
        p.fillRect(r, c);
        c.setAlpha(255); // the outline keeps its full contrast on the page (semanticcolors.h)
        p.setPen(QPen(c, 1));
        p.drawRect(r);
    }
    if (!m_flashId.isEmpty() && m_flashOn) {
        for (const PlacedBox &pb : placed) {
            if (m_boxes[pb.index].elementId != m_flashId) {
                continue;
            }
            const QRectF r = displayToPixels(pb.displayPoints, ppp, origin).adjusted(-3, -3, 3, 3);
            p.setPen(QPen(Models::pdfOverlayColors().flashOutline, 3));
            p.setBrush(Models::pdfOverlayColors().flashFill);
            p.drawRect(r);
            p.setBrush(Qt::NoBrush);
        }
    }

    // Search matches: all in yellow, the current one in orange.
    for (int i = 0; i < m_hits.size(); ++i) {
        if (m_hits[i].page != page) {
            continue;
        }
        const QRectF r = displayToPixels(m_hits[i].rect, ppp, origin);
        p.fillRect(r, i == m_currentHit ? Models::pdfOverlayColors().currentSearchHit
                                        : Models::pdfOverlayColors().searchHit);
    }

    // Selected words.
    if (page == m_selPage && !m_selRect.isEmpty()) {
        const auto words = m_words.value(page);
        for (const TextWord &w : words) {
            if (w.rect.intersects(m_selRect)) {
                p.fillRect(displayToPixels(w.rect, ppp, origin), Models::pdfOverlayColors().selectionFill);
            }
        }
        if (m_selecting) {
            p.setPen(QPen(Models::pdfOverlayColors().selectionOutline, 1, Qt::DashLine));
            p.drawRect(displayToPixels(m_selRect, ppp, origin));
        }
    }
}

// ---- overlay ---------------------------------------------------------------------------------

QColor PdfView::defaultKindColor(int kind)
{
    return Models::overlayKindColor(kind);
}

QColor PdfView::kindColor(int kind) const
{
    return m_kindColors.value(kind, defaultKindColor(kind));
}

void PdfView::setKindColor(int kind, const QColor &color)
{
    m_kindColors.insert(kind, color);
    viewport()->update();
    Q_EMIT overlayChanged();
}

void PdfView::setKindVisible(int kind, bool visible)
{
    if (visible == isKindVisible(kind)) {
        return;
    }
    if (visible) {
        m_hiddenKinds.remove(kind);
    } else {
        m_hiddenKinds.insert(kind);
    }
    viewport()->update();
    Q_EMIT overlayChanged();
}

QList<int> PdfView::overlayKinds() const
{
    QSet<int> kinds;
    for (const OverlayBox &b : m_boxes) {
        kinds.insert(b.kind);
    }
    QList<int> out(kinds.begin(), kinds.end());
    std::sort(out.begin(), out.end());
    return out;
}

void PdfView::setOverlayBoxes(const QList<OverlayBox> &boxes, const QHash<int, QSizeF> &teiPageSizes)
{
    m_boxes = boxes;
    m_teiPageSizes = teiPageSizes;
    m_hoveredId.clear();
    placeBoxes();
    viewport()->update();
    Q_EMIT overlayChanged();
}

// Converts every box once into its page's displayed frame (CropBox and rotation corrected); the
// painter then only scales by the zoom.
void PdfView::placeBoxes()
{
    m_placed.clear();
    if (!m_open) {
        m_check = CoordinateCheck();
        return;
    }
    m_check = checkCoordinates(m_info, m_boxes, m_teiPageSizes);
    for (int i = 0; i < m_boxes.size(); ++i) {
        const OverlayBox &b = m_boxes[i];
        const int page = b.page - 1;
        if (page < 0 || page >= m_info.pageCount()) {
            continue;
        }
        const QRectF d =
            teiToDisplay(b.rectPoints, m_info.pages[page], m_info.boxesKnown, m_check.frames.value(page));
        m_placed[page].append(PlacedBox{i, d});
    }
}

QRectF PdfView::overlayBoxToViewport(const OverlayBox &box) const
{
    const int page = box.page - 1;
    if (!m_open || page < 0 || page >= m_info.pageCount()) {
        return {};
    }
    const BoxFrame f = m_check.frames.value(page, detectBoxFrame(m_info.pages[page], m_info.boxesKnown));
    return pointsToViewport(page, teiToDisplay(box.rectPoints, m_info.pages[page], m_info.boxesKnown, f));
}

// The smallest visible box under the pointer (a sentence inside a paragraph wins).
int PdfView::boxAt(QPoint viewportPos, bool markersOnly) const
{
    const int page = pageAt(viewportPos);
    if (page < 0) {
        return -1;
    }
    const QPointF pt = viewportToPoints(page, viewportPos);
    int best = -1;
    double bestArea = 0;
    const auto placed = m_placed.value(page);
    for (const PlacedBox &pb : placed) {
        const OverlayBox &b = m_boxes[pb.index];
        if (!isKindVisible(b.kind) || (markersOnly && b.kind != int(ElementKind::ReferenceMarker))) {
            continue;
        }
        if (!pb.displayPoints.contains(pt)) {
            continue;
        }
        const double area = pb.displayPoints.width() * pb.displayPoints.height();
        if (best < 0 || area < bestArea) {
            best = pb.index;
            bestArea = area;
        }
    }
    return best;
}

bool PdfView::scrollToElement(const QString &elementId)
{
    for (const OverlayBox &b : std::as_const(m_boxes)) {
        if (b.elementId != elementId || b.page < 1 || b.page > pageCount()) {
            continue;
        }
        const int page = b.page - 1;
        const BoxFrame f = m_check.frames.value(page);
        scrollToViewportRect(page, teiToDisplay(b.rectPoints, m_info.pages[page], m_info.boxesKnown, f));
        m_flashId = elementId;
        m_flashTicks = 0;
        m_flashOn = true;
        m_flashTimer->start();
        viewport()->update();
        return true;
    }
    return false;
}

// Scrolls so that the rectangle sits in the upper third of the viewport (and is horizontally visible).
void PdfView::scrollToViewportRect(int page, const QRectF &displayPoints)
{
    const QRect pr = pageRect(page);
    const QRectF content = displayToPixels(displayPoints, pixelsPerPoint(), QPointF(pr.topLeft()));
    verticalScrollBar()->setValue(qRound(content.top() - viewport()->height() / 3.0));
    const int extraX = std::max(0, (viewport()->width() - m_contentSize.width()) / 2);
    const double left = content.left() + extraX, right = content.right() + extraX;
    QScrollBar *h = horizontalScrollBar();
    if (left < h->value() || right > h->value() + viewport()->width()) {
        h->setValue(qRound(left - 40));
    }
    updateCurrentPage();
    scheduleRender();
}

void PdfView::setTooltipProvider(std::function<QString(const QString &)> provider)
{
    m_tooltipProvider = std::move(provider);
}

// ---- search ----------------------------------------------------------------------------------

void PdfView::search(const QString &text, bool caseSensitive)
{
    if (auto old = std::exchange(m_searchReply, nullptr)) {
        old->cancel(); // may finish synchronously; its handler sees it is no longer current
        old->deleteLater();
    }
    m_searchText = text;
    m_hits.clear();
    m_currentHit = -1;
    viewport()->update();
    if (!m_open || text.trimmed().isEmpty()) {
        Q_EMIT searchFinished(0);
        Q_EMIT currentMatchChanged(-1, 0);
        return;
    }
    RenderReply *r = m_client->search(text, caseSensitive);
    m_searchReply = r;
    const quint64 gen = m_generation;
    connect(r, &RenderReply::finished, this, [this, r, gen] {
        r->deleteLater();
        if (gen != m_generation || r != m_searchReply) {
            return;
        }
        m_searchReply = nullptr;
        m_hits = r->ok() ? r->hits() : QList<SearchHit>();
        Q_EMIT searchFinished(int(m_hits.size()));
        // Start at the first match on or after the current page.
        m_currentHit = -1;
        for (int i = 0; i < m_hits.size(); ++i) {
            if (m_hits[i].page >= m_currentPage) {
                m_currentHit = i - 1;
                break;
            }
        }
        if (!m_hits.isEmpty()) {
            findNext();
        } else {
            Q_EMIT currentMatchChanged(-1, 0);
        }
        viewport()->update();
    });
}

void PdfView::clearSearch()
{
    search(QString());
}

void PdfView::findNext()
{
    if (m_hits.isEmpty()) {
        return;
    }
    m_currentHit = (m_currentHit + 1) % int(m_hits.size());
    scrollToViewportRect(m_hits[m_currentHit].page, m_hits[m_currentHit].rect);
    viewport()->update();
    Q_EMIT currentMatchChanged(m_currentHit, int(m_hits.size()));
}

void PdfView::findPrevious()
{
    if (m_hits.isEmpty()) {
        return;
    }
    m_currentHit = (m_currentHit <= 0 ? int(m_hits.size()) : m_currentHit) - 1;
    scrollToViewportRect(m_hits[m_currentHit].page, m_hits[m_currentHit].rect);
    viewport()->update();
    Q_EMIT currentMatchChanged(m_currentHit, int(m_hits.size()));
}

// ---- mouse: clicks on boxes, marker tooltips, selection ---------------------------------------

void PdfView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_open) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    const QPoint pos = event->position().toPoint();
    const int box = boxAt(pos, false);
    if (box >= 0) {
        Q_EMIT elementClicked(m_boxes[box].elementId);
        event->accept();
        return;
    }
    const int page = pageAt(pos);
    m_selPage = page;
    m_selRect = QRectF();
    m_selecting = page >= 0;
    if (m_selecting) {
        m_selStart = viewportToPoints(page, pos);
        ensureWords(page);
    }
    viewport()->update();
    Q_EMIT selectionChanged();
}

void PdfView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_selecting && (event->buttons() & Qt::LeftButton)) {
        m_selRect = QRectF(m_selStart, viewportToPoints(m_selPage, pos)).normalized();
        viewport()->update();
        return;
    }
    const int marker = m_open ? boxAt(pos, true) : -1;
    const QString id = marker >= 0 ? m_boxes[marker].elementId : QString();
    if (id != m_hoveredId) {
        m_hoveredId = id;
        viewport()->update();
        Q_EMIT elementHovered(id);
        if (id.isEmpty()) {
            QToolTip::hideText();
        } else if (m_tooltipProvider) {
            const QString tip = m_tooltipProvider(id);
            if (!tip.isEmpty()) {
                QToolTip::showText(event->globalPosition().toPoint(), tip, viewport());
            }
        }
    }
    viewport()->setCursor(boxAt(pos, false) >= 0 ? Qt::PointingHandCursor : Qt::IBeamCursor);
}

void PdfView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_selecting && event->button() == Qt::LeftButton) {
        m_selecting = false;
        viewport()->update();
        Q_EMIT selectionChanged();
        return;
    }
    QAbstractScrollArea::mouseReleaseEvent(event);
}

void PdfView::leaveEvent(QEvent *event)
{
    if (!m_hoveredId.isEmpty()) {
        m_hoveredId.clear();
        viewport()->update();
        Q_EMIT elementHovered(QString());
    }
    QAbstractScrollArea::leaveEvent(event);
}

void PdfView::ensureWords(int page)
{
    if (m_words.contains(page) || m_wordReplies.contains(page)) {
        return;
    }
    RenderReply *r = m_client->text(page);
    m_wordReplies.insert(page, r);
    const quint64 gen = m_generation;
    connect(r, &RenderReply::finished, this, [this, r, page, gen] {
        r->deleteLater();
        if (gen != m_generation) {
            return;
        }
        m_wordReplies.remove(page);
        m_words.insert(page, r->ok() ? r->words() : QList<TextWord>());
        viewport()->update();
        Q_EMIT selectionChanged();
    });
}

QString PdfView::selectedText() const
{
    if (m_selPage < 0 || m_selRect.isEmpty()) {
        return {};
    }
    QString out;
    double lastY = -1e9, lastH = 0;
    const auto words = m_words.value(m_selPage);
    for (const TextWord &w : words) {
        if (!w.rect.intersects(m_selRect)) {
            continue;
        }
        if (!out.isEmpty()) {
            out += std::abs(w.rect.center().y() - lastY) > lastH / 2 ? QLatin1Char('\n') : QLatin1Char(' ');
        }
        out += w.text;
        lastY = w.rect.center().y();
        lastH = w.rect.height();
    }
    return out;
}

void PdfView::copySelection() const
{
    const QString text = selectedText();
    if (!text.isEmpty()) {
        QGuiApplication::clipboard()->setText(text);
    }
}

} // namespace Ei::Ui
