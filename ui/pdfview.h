#pragma once

#include <functional>

#include <QAbstractScrollArea>
#include <QColor>
#include <QHash>
#include <QList>
#include <QPixmap>
#include <QPointer>
#include <QSet>

#include "core/render/pagegeometry.h"
#include "core/render/renderclient.h"

class QTimer;

namespace Ei::Ui {

using OverlayBox = Ei::Core::Render::OverlayBox;

// A continuous, vertically scrolling PDF viewer. Every Poppler call happens in the isolated
// worker behind a RenderClient, so a broken PDF shows a message in the pane and nothing else.
//
// Pages are laid out at their own sizes (rotation applied). Only the pages that intersect the
// viewport plus a 512 px margin are rendered, at the screen's device pixel ratio; a page keeps its
// last (possibly differently scaled) image as a placeholder until the new one arrives; renders of
// pages that scrolled away are cancelled; images beyond a memory budget are evicted (least
// recently used, never a visible one). Page numbers in this API are 0-based unless named "page"
// in an OverlayBox (1-based, as in TEI).
//
// Thread contract: GUI thread only; nothing here blocks.
class PdfView final : public QAbstractScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PdfView)

public:
    enum class FitMode
    {
        None,
        FitWidth,
        FitPage
    };

    // client: an existing renderer to share, or nullptr to own one.
    explicit PdfView(QWidget *parent = nullptr, Core::Render::RenderClient *client = nullptr);
    ~PdfView() override;

    Core::Render::RenderClient *renderClient() const { return m_client; }

    // Opening is asynchronous: documentOpened(), documentFailed() or passwordRequired() follows.
    void openFile(const QString &path, const QString &password = {});
    void openBytes(const QByteArray &pdf, const QString &password = {});
    // Re-opens the document that asked for a password with this one.
    void providePassword(const QString &password);
    void closeDocument();
    // Closes any document and shows `message` in the pane (e.g. why there is no PDF for a row).
    void showUnavailable(const QString &message);

    bool hasDocument() const { return m_open; }
    bool isLoading() const { return m_loading; }
    // The document's properties (page sizes, boxes, rotation, title, producer, encryption).
    const Core::Render::DocumentInfo &documentInfo() const { return m_info; }
    // The message shown in the pane instead of pages (empty while pages are shown).
    QString message() const { return m_message; }
    int pageCount() const { return m_info.pageCount(); }

    int currentPage() const { return m_currentPage; }
    void goToPage(int page);

    double zoom() const { return m_zoom; }
    FitMode fitMode() const { return m_fitMode; }
    void setZoom(double zoom); // 1.0 = actual size; clears the fit mode
    void zoomIn();
    void zoomOut();
    void actualSize();
    void setFitMode(FitMode mode);
    // View pixels per PDF point at the current zoom (device-independent pixels).
    double pixelsPerPoint() const;

    // Geometry in content coordinates (scroll offset not applied) and in viewport coordinates.
    QRect pageRect(int page) const;
    QRectF pointsToViewport(int page, const QRectF &displayPoints) const;
    // The viewport rectangle of an overlay box after the CropBox/rotation correction.
    QRectF overlayBoxToViewport(const OverlayBox &box) const;

    // Search: all matches are highlighted; the current one is scrolled to.
    void search(const QString &text, bool caseSensitive = false);
    void clearSearch();
    void findNext();
    void findPrevious();
    int matchCount() const { return int(m_hits.size()); }
    int currentMatch() const { return m_currentHit; }

    // Overlay of TEI element boxes. teiPageSizes: 1-based page -> <facsimile><surface> size,
    // which decides the CropBox/rotation correction (see coordinateCheck()).
    void setOverlayBoxes(const QList<OverlayBox> &boxes, const QHash<int, QSizeF> &teiPageSizes = {});
    const QList<OverlayBox> &overlayBoxes() const { return m_boxes; }
    const Core::Render::CoordinateCheck &coordinateCheck() const { return m_check; }
    QList<int> overlayKinds() const; // kinds present in the boxes, sorted
    void setKindVisible(int kind, bool visible);
    bool isKindVisible(int kind) const { return !m_hiddenKinds.contains(kind); }
    void setKindColor(int kind, const QColor &color);
    QColor kindColor(int kind) const;
    static QColor defaultKindColor(int kind);
    // Scrolls the first box of the element into view and flashes all its boxes; false if unknown.
    bool scrollToElement(const QString &elementId);
    // Text for the tooltip over reference-marker boxes (e.g. the cited reference).
    void setTooltipProvider(std::function<QString(const QString &elementId)> provider);

    // Text selection (drag with the left button outside overlay boxes).
    QString selectedText() const;
    void copySelection() const;

    void setMemoryBudget(qint64 bytes) { m_budgetBytes = bytes; }
    qint64 cachedBytes() const { return m_cacheBytes; }
    bool isPageRendered(int page) const;
    bool isPageCurrent(int page) const; // rendered at the current zoom and pixel ratio
    QString pageError(int page) const { return m_pageErrors.value(page); }
    // Renders asked for and not answered yet, and those cancelled because the user moved on.
    int pendingRenderCount() const { return int(m_pending.size()); }
    int cancelledRenderCount() const { return m_cancelledRenders; }

Q_SIGNALS:
    void documentOpened();
    // The shown document went away (another is being opened, closed, or a message replaced it).
    void documentClosed();
    void documentFailed(const QString &message);
    void passwordRequired(bool previousWasWrong);
    void currentPageChanged(int page, int pageCount);
    void zoomChanged(double zoom);
    void pageRendered(int page);
    void searchFinished(int matchCount);
    void currentMatchChanged(int index, int matchCount);
    void elementClicked(const QString &elementId);
    void elementHovered(const QString &elementId); // empty when the pointer leaves a marker
    void overlayChanged();
    void selectionChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    struct CachedPage
    {
        QPixmap pixmap;
        double pxPerPoint = 0; // device-independent scale it was rendered at
        qreal dpr = 1;
        qint64 bytes = 0;
        quint64 lastUse = 0;
    };
    struct Pending
    {
        QPointer<Core::Render::RenderReply> reply;
        double pxPerPoint = 0;
        qreal dpr = 1;
    };
    struct PlacedBox
    {
        int index; // into m_boxes
        QRectF displayPoints;
    };

    void startOpen(Core::Render::RenderReply *reply);
    void onOpened(Core::Render::RenderReply *reply, quint64 generation);
    void resetDocument();
    void relayout();
    void updateScrollBars();
    QPoint contentOffset() const; // content -> viewport translation
    int pageAt(QPoint viewportPos) const;
    QPointF viewportToPoints(int page, QPointF viewportPos) const;
    void scheduleRender();
    void requestVisiblePages();
    void onRendered(int page, Core::Render::RenderReply *reply, quint64 generation);
    void evict(const QSet<int> &keep);
    void updateCurrentPage();
    void zoomAround(double zoom, QPointF viewportAnchor);
    void placeBoxes();
    int boxAt(QPoint viewportPos, bool markersOnly) const;
    void scrollToViewportRect(int page, const QRectF &displayPoints);
    void ensureWords(int page);
    void showMessage(const QString &message);
    void paintPage(QPainter &p, int page, const QRect &target);

    Core::Render::RenderClient *m_client = nullptr;
    bool m_ownsClient = false;
    quint64 m_generation = 0;
    bool m_open = false;
    bool m_loading = false;
    QString m_message;
    QString m_lastPath;
    QByteArray m_lastBytes;
    Core::Render::DocumentInfo m_info;

    double m_zoom = 1.0;
    FitMode m_fitMode = FitMode::FitWidth;
    QList<QRect> m_pageRects; // content coordinates
    QSize m_contentSize;
    int m_currentPage = -1;

    QHash<int, CachedPage> m_cache;
    QHash<int, Pending> m_pending;
    QHash<int, QString> m_pageErrors;
    qint64 m_cacheBytes = 0;
    qint64 m_budgetBytes = 256LL * 1024 * 1024;
    quint64 m_useCounter = 0;
    int m_cancelledRenders = 0;
    QTimer *m_renderTimer = nullptr;
    bool m_boxesRequested = false; // MediaBox/CropBox, asked for after the first page renders

    QString m_searchText;
    QPointer<Core::Render::RenderReply> m_searchReply;
    QList<Core::Render::SearchHit> m_hits;
    int m_currentHit = -1;

    QList<OverlayBox> m_boxes;
    QHash<int, QSizeF> m_teiPageSizes;
    QHash<int, QList<PlacedBox>> m_placed; // 0-based page -> boxes in displayed points
    Core::Render::CoordinateCheck m_check;
    QSet<int> m_hiddenKinds;
    QHash<int, QColor> m_kindColors;
    std::function<QString(const QString &)> m_tooltipProvider;
    QString m_hoveredId;
    QString m_flashId;
    bool m_flashOn = false;
    int m_flashTicks = 0;
    QTimer *m_flashTimer = nullptr;

    // Selection: a rectangle in one page's displayed points.
    int m_selPage = -1;
    QPointF m_selStart;
    QRectF m_selRect;
    bool m_selecting = false;
    QHash<int, QList<Core::Render::TextWord>> m_words;
    QHash<int, QPointer<Core::Render::RenderReply>> m_wordReplies;
};

} // namespace Ei::Ui
