#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolBar;
class QWidget;

namespace Ei::Core {
struct PdfFetchResult;
namespace Render {
class RenderClient;
}
} // namespace Ei::Core

namespace Ei::Ui {

class PdfIntegrityPanel;
class PdfOverlayLegend;
class PdfThumbnailBar;
class PdfView;

// The self-contained PDF pane: a tool bar (zoom, fit, page n of N, find with match count and
// next/previous, properties), an inline password bar for encrypted PDFs, the PdfView and the
// overlay legend. Everything else (opening rows, TEI boxes) goes through view().
class PdfPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PdfPane)

public:
    explicit PdfPane(QWidget *parent = nullptr, Core::Render::RenderClient *client = nullptr);
    ~PdfPane() override;

    PdfView *view() const { return m_view; }
    PdfOverlayLegend *legend() const { return m_legend; }
    QToolBar *toolBar() const { return m_toolBar; }
    PdfThumbnailBar *thumbnails() const { return m_thumbnails; }
    // Shows/hides the thumbnails sidebar (F7); also meant for the window's View menu.
    QAction *thumbnailsAction() const { return m_thumbnailsAction; }

    // Document properties as "Label: value" lines (title, producer, pages and sizes, boxes...).
    QString propertiesText() const;
    // Focuses the find field (Ctrl+F).
    void startFind();

    // While a row's PDF is fetched: "Fetching the PDF… 1.2 MB of 3.4 MB" in place of the pages.
    void showFetchProgress(qint64 received, qint64 total);
    // The end of a fetch: verified bytes are opened; an integrity failure shows the panel that names
    // both digests and offers "Show Anyway"; anything else shows its reason. rowSha1: the row key.
    void showFetchResult(const Core::PdfFetchResult &result, const QString &rowSha1);
    PdfIntegrityPanel *integrityPanel() const { return m_integrity; }
    // Renders the bytes the integrity check refused, marked unverified (the panel's button).
    void showUnverified();

private:
    void updatePageWidgets();
    void updateMatchLabel(int index, int count);
    void showProperties();

    PdfView *m_view = nullptr;
    PdfOverlayLegend *m_legend = nullptr;
    PdfIntegrityPanel *m_integrity = nullptr;
    PdfThumbnailBar *m_thumbnails = nullptr;
    QAction *m_thumbnailsAction = nullptr;
    QByteArray m_unverified;          // the refused bytes, until the curator asks to see them
    bool m_openingUnverified = false; // the next documentOpened() is of the unverified bytes
    QToolBar *m_toolBar = nullptr;
    QSpinBox *m_page = nullptr;
    QLabel *m_pageCount = nullptr;
    QLineEdit *m_find = nullptr;
    QLabel *m_matches = nullptr;
    QAction *m_fitWidth = nullptr;
    QAction *m_fitPage = nullptr;
    QWidget *m_passwordBar = nullptr;
    QLabel *m_passwordLabel = nullptr;
    QLineEdit *m_password = nullptr;
    QString m_lastSearch; // Return on the same text goes to the next match
};

// Opens FILE in a top-level window of its own (for `extract-inspector --pdf FILE`). The window
// deletes itself when closed.
QWidget *openStandalonePdfWindow(const QString &path);

} // namespace Ei::Ui
