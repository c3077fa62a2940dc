#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolBar;
class QWidget;

namespace Ei::Core::Render {
class RenderClient;
}

namespace Ei::Ui {

class PdfOverlayLegend;
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

    // Document properties as "Label: value" lines (title, producer, pages and sizes, boxes...).
    QString propertiesText() const;
    // Focuses the find field (Ctrl+F).
    void startFind();

private:
    void updatePageWidgets();
    void updateMatchLabel(int index, int count);
    void showProperties();

    PdfView *m_view = nullptr;
    PdfOverlayLegend *m_legend = nullptr;
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
