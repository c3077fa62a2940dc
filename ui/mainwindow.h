#pragma once

#include <QMainWindow>

#include <ui/windowparts.h>

class QLabel;
class QMenu;
class QSplitter;

namespace Ei::Ui {

class PdfPane;

// The inspector window: the row list (with its filter bar) on the left; on the right a splitter
// with the PDF pane and the row tabs (TEI, Match, Cells, Status, History). A lookup box (Ctrl+L)
// in the toolbar, j/k to walk rows, a non-modal banner for network problems, the Statistics dock,
// and a background-work indicator in the status bar.
//
// The window owns layout, menus, actions and docks only: it loads nothing and shows nothing
// itself. Each tab and dock has one owner (docs/architecture.md, "Who owns which tab"), which is
// given the parts it shows things in (parts()) and listens to them directly; the composition root
// (app/gui, WindowManager::assemble) puts the owners' menus and strips in place.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // The row tabs, in order (View → TEI Tab … History Tab, Alt+1…5).
    enum Tab
    {
        TeiTab,
        MatchTab,
        CellsTab,
        StatusTab,
        HistoryTab
    };

    // The PDF pane's narrowest width while it is open (a readable page column).
    static constexpr int kPdfPaneMinimumWidth = 240;

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    const WindowParts &parts() const { return m_parts; }

    // Saves a PNG of the window once it is on screen (used by `tools/dev run` under Xvfb).
    void saveScreenshotWhenShown(const QString &path);

    // The PDF pane (owned by the window from now on) takes the place of the placeholder; its
    // thumbnails toggle joins the View menu. The window itself starts no renderer.
    void setPdfPane(PdfPane *pane);

    // The owners' menus: File (after Connect…, and before Quit), Edit (before View), Table
    // (before Go), actions at the end of Go, Tools (shown once it has an action: Cluster…).
    void addConnectionMenu(QMenu *recent, const QList<QAction *> &actions);
    void addWindowAction(QAction *action);
    void addEditMenu(QMenu *menu);
    void addTableMenu(QMenu *menu);
    void addGoActions(const QList<QAction *> &actions);
    void addToolsAction(QAction *action);
    // Another non-modal strip (owned by the window afterwards), shown below the banner.
    void addMessageBar(QWidget *bar);

    // Every action with a shortcut, as "menu path, text, keys" rows for the shortcuts dialog.
    QList<QStringList> shortcutTable() const;
    void showShortcuts();

Q_SIGNALS:
    // The window's own actions: File → Connect…, File → Export… (the selection, the filter's
    // matches or the whole table), File → Open Export… (a bundle folder or a .jsonl/.jsonl.sz
    // file, to open read-only), Go → Reload Rows.
    void connectRequested();
    void exportRequested();
    void openExportRequested(const QString &path);
    void reloadRowsRequested();

protected:
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void showAbout();
    void chooseExportToOpen();
    void restoreWindowState();
    void giveComparisonTheWidth(bool comparing);
    void setReadingLayout(bool reading);
    void orderTabChain();

    WindowParts m_parts;
    QList<int> m_sizesBeforeReading; // the main splitter's, restored when View → Reading Layout ends
    bool m_statisticsBeforeReading = false;
    bool m_splittersRestored = false; // else the first show chooses them from the window's width
    QAction *m_readingAction = nullptr;
    QList<int> m_sizesBeforeCompare; // the right splitter's, restored when the comparison closes
    QWidget *m_pdfSlot = nullptr;
    QWidget *m_pdfPlaceholder = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_rightSplitter = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_goMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_quitAction = nullptr;
};

} // namespace Ei::Ui
