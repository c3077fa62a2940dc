#pragma once

#include <QHash>
#include <QListWidget>
#include <QPointer>

namespace Ei::Core::Render {
class RenderReply;
}

namespace Ei::Ui {

class PdfView;

// The thumbnails sidebar of a PdfView: one small page per row, rendered by the same isolated
// worker, lazily: only the thumbnails in (or near) the visible part of the list are asked for,
// at most two at a time so that the pages of the main view never wait behind a whole column of
// thumbnails. Clicking a thumbnail goes to its page; the view's current page is highlighted.
//
// Thread contract: GUI thread only; nothing here blocks.
class PdfThumbnailBar final : public QListWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PdfThumbnailBar)

public:
    static constexpr int ThumbnailWidth = 96; // device-independent pixels

    explicit PdfThumbnailBar(PdfView *view, QWidget *parent = nullptr);
    ~PdfThumbnailBar() override;

    bool isThumbnailRendered(int page) const { return m_rendered.value(page, false); }
    // Thumbnails asked for so far (rendered or failed).
    int renderedCount() const { return int(m_rendered.size()); }
    int requestedCount() const { return m_requested; }

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    void clearThumbnails();
    void scheduleRequests();
    void requestVisible();
    void onRendered(int page, Core::Render::RenderReply *reply, quint64 generation);
    void followCurrentPage(int page);
    QSize thumbnailSize(int page) const;

    PdfView *m_view;
    quint64 m_generation = 0;
    QHash<int, QPointer<Core::Render::RenderReply>> m_pending;
    QHash<int, bool> m_rendered; // page -> rendered (false: failed, not retried)
    int m_requested = 0;         // total render requests sent (tests check that rendering is lazy)
    bool m_scheduled = false;
};

} // namespace Ei::Ui
