#pragma once

#include <QMainWindow>
#include <QPointer>

class QCompleter;
class QLabel;
class QLineEdit;
class QMenu;
class QSplitter;
class QStringListModel;
class QTabWidget;

namespace Ei::Models {
class BackgroundTask;
class CallbackTask;
class RowListModel;
} // namespace Ei::Models

namespace Ei::Ui {

class BackgroundTaskIndicator;
class Banner;
class CellsView;
class HistoryView;
class MatchView;
class RowListPane;
class StatusView;
class TeiView;

// The inspector window: the row list (with its filter bar) on the left; on the right a splitter
// with the PDF pane slot and the row tabs (TEI, Match, Cells, Status). A lookup box (Ctrl+L)
// in the toolbar, j/k to walk rows keeping the tab and scroll positions, a non-modal banner for
// network problems, and a background-work indicator in the status bar.
//
// The window loads nothing itself: the integrator connects currentRowChanged()/
// lookupRequested() to the REST layer and fills the tabs.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
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

    // Saves a PNG of the window once it is on screen (used by `tools/dev run` under Xvfb).
    void saveScreenshotWhenShown(const QString &path);

    // Not owned. Load failures show in the banner; Retry asks the model again.
    void setRowModel(Models::RowListModel *model);
    // Shows `task` in the status bar until it finishes (not owned). With a delay, only if it is
    // still running then, so quick work (a cached PDF, a short scan) does not flicker.
    void addBackgroundTask(Models::BackgroundTask *task, int delayMs = 0);
    // A network problem, shown without blocking; Retry emits retryRequested().
    void showNetworkProblem(const QString &message, bool retryable = true);
    void setConnectionDescription(const QString &text);
    // Another non-modal strip (not owned by the caller afterwards), shown below the banner.
    void addMessageBar(QWidget *bar);

    // The empty container where the integrator puts the PDF view (a QVBoxLayout is set).
    QWidget *pdfPaneSlot() const { return m_pdfSlot; }
    RowListPane *rowList() const { return m_rowList; }
    TeiView *teiView() const { return m_tei; }
    MatchView *matchView() const { return m_match; }
    CellsView *cellsView() const { return m_cells; }
    StatusView *statusView() const { return m_status; }
    HistoryView *historyView() const { return m_history; }
    QTabWidget *tabs() const { return m_tabs; }
    Banner *banner() const { return m_banner; }
    BackgroundTaskIndicator *taskIndicator() const { return m_taskIndicator; }
    QLineEdit *lookupEdit() const { return m_lookup; }
    // For the connection controller's actions (recent connections, tables, windows).
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *goMenu() const { return m_goMenu; }
    QAction *connectAction() const { return m_connectAction; }
    QStringList lookupHistory() const;

    // Every action with a shortcut, as "menu path, text, keys" rows for the shortcuts dialog.
    QList<QStringList> shortcutTable() const;

public Q_SLOTS:
    void showShortcuts();
    void focusLookup();

Q_SIGNALS:
    void lookupRequested(const QString &query);
    void currentRowChanged(const QByteArray &key);
    void retryRequested();
    void connectRequested();
    // File → Export… (the selection, the filter's matches or the whole table).
    void exportRequested();
    // File → Open Export…: a bundle folder or a .jsonl/.jsonl.sz file, to open read-only.
    void openExportRequested(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void showAbout();
    void chooseExportToOpen();
    void restoreWindowState();
    void submitLookup();

    RowListPane *m_rowList = nullptr;
    TeiView *m_tei = nullptr;
    MatchView *m_match = nullptr;
    CellsView *m_cells = nullptr;
    StatusView *m_status = nullptr;
    HistoryView *m_history = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_pdfSlot = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_rightSplitter = nullptr;
    Banner *m_banner = nullptr;
    BackgroundTaskIndicator *m_taskIndicator = nullptr;
    QLineEdit *m_lookup = nullptr;
    QStringListModel *m_historyModel = nullptr;
    QLabel *m_connectionLabel = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_goMenu = nullptr;
    QAction *m_connectAction = nullptr;
    Models::RowListModel *m_model = nullptr;
    QPointer<Models::CallbackTask> m_scanTask; // the row list's running scan, if any
};

} // namespace Ei::Ui
