#pragma once

#include <optional>

#include <QMainWindow>
#include <QPointer>

#include <core/domain/journalrow.h>
#include <models/rowviewstate.h>

class QCompleter;
class QLabel;
class QLineEdit;
class QMenu;
class QSplitter;
class QStackedWidget;
class QStringListModel;
class QTabWidget;

namespace Ei::Core {
class Job;
} // namespace Ei::Core

namespace Ei::Models {
struct TeiComparison;
class ProfileColumns;
class RowListModel;
class StatsPresenter;
struct RowQuery;
} // namespace Ei::Models

namespace Ei::Ui {

class BackgroundTaskIndicator;
class Banner;
class CellsView;
class HistoryView;
class MatchView;
class PdfPane;
class RowListPane;
class StatisticsDock;
class StatusView;
class TeiCompareView;
class TeiView;

// The inspector window: the row list (with its filter bar) on the left; on the right a splitter
// with the PDF pane and the row tabs (TEI, Match, Cells, Status, History). A lookup box (Ctrl+L)
// in the toolbar, j/k to walk rows keeping the tab and scroll positions, a non-modal banner for
// network problems, and a background-work indicator in the status bar.
//
// The window loads nothing itself. Its integrator (InspectorSession and the controllers) listens
// to what the curator asks for (the signals) and tells the window what to show (view states from
// Models::RowPresenter); the window's parts stay its own.
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

    // The row list. Not owned. Load failures show in the banner; Retry asks the model again.
    void setRowModel(Models::RowListModel *model);
    // The profile's columns (not owned), offered in the row list's header menu.
    void setProfileColumns(Models::ProfileColumns *columns);
    // The match statuses the filter bar offers (the profile's vocabulary).
    void setMatchStatuses(const QStringList &statuses);
    QByteArray currentKey() const;
    bool hasCurrentRow() const;
    // The keys of the selected (loaded) rows, in key order.
    QList<QByteArray> selectedKeys() const;
    // Lists only `keys` (a lookup's rows) under "label: N rows — Clear", until clearKeyFilter().
    void showOnlyKeys(const QString &label, const QByteArrayList &keys);
    // The rows of a Statistics bar (the filter plus its predicates), with a "label — Clear" line.
    void showQuery(const QString &label, const Models::RowQuery &query);
    // The Statistics dock shows this presenter's counts (not owned; nullptr detaches).
    void setStatistics(Models::StatsPresenter *presenter);
    // Shows the Statistics dock counting the rows by `by` (and `thenBy`), as --statistics asks.
    void countStatistics(const QString &by, const QString &thenBy);
    void clearKeyFilter();
    // A lookup's answer that leaves the list as it is ("No row has DOI …").
    void showLookupNotice(const QString &text);
    // Offered in the row list's context menu (for the selection).
    void addRowAction(QAction *action);

    // The row's tabs.
    void clearRow();
    void showCells(const Core::Row &row);
    void setCellDecoder(Models::CellDecoder decoder);
    void showStatus(const Models::RowStatusInfo &status);
    void showTei(const QByteArray &xml, const QList<Models::OutlineItem> &outline);
    // A one-line reason shown instead of TEI text (no TEI in this row, …).
    void showTeiPlaceholder(const QString &message);
    // Where the TEI shown came from when it is not the row's cell; cleared by showTei().
    void setTeiOrigin(const QString &text);
    // The TEI tab's comparison (TEI → Compare With…): it takes the TEI tab's place until closed.
    // Busy with progress and Cancel (teiCompareCancelled), the comparison, or why there is none.
    void showTeiComparing(const QString &text, qint64 done = 0, qint64 total = -1);
    void showTeiComparison(const Models::TeiComparison &comparison);
    void showTeiComparisonProblem(const QString &message);
    void closeTeiComparison();
    bool isComparingTei() const;
    void showMatch(const Models::MatchInfo &info);
    // The record and comparison of a DOI being edited, before it is saved; an empty `doi` ends it.
    void showDoiPreview(const QString &doi, const Models::MatchInfo &preview);
    void showHistory(const Core::JournalRow &row);
    // The Match tab's edit panel: the words it offers (with their shortcuts), the row's values, and
    // whether it may edit (else `reason` says why not).
    void setEditVocabularies(const QStringList &statuses, const QList<QKeySequence> &statusKeys,
                             const QStringList &qualities, const QList<QKeySequence> &qualityKeys);
    void setEditValues(const QString &mstatus, const QString &doi, const QString &quality);
    void setEditable(bool editable, const QString &reason);

    // The PDF pane (owned by the window from now on) takes the place of the placeholder; its
    // thumbnails toggle joins the View menu. The window itself starts no renderer.
    void setPdfPane(PdfPane *pane);

    // Menus of the controllers: File (after Connect…, and before Quit), Edit (before View), Table
    // (before Go), and actions at the end of Go.
    void addConnectionMenu(QMenu *recent, const QList<QAction *> &actions);
    void addWindowAction(QAction *action);
    void addEditMenu(QMenu *menu);
    void addTableMenu(QMenu *menu);
    void addGoActions(const QList<QAction *> &actions);
    // Tools (shown once it has an action): e.g. Cluster….
    void addToolsAction(QAction *action);
    // Another non-modal strip (owned by the window afterwards), shown below the banner.
    void addMessageBar(QWidget *bar);
    // Shows `task` in the status bar until it finishes (not owned). With a delay, only if it is
    // still running then, so quick work (a cached PDF, a short scan) does not flicker.
    void addBackgroundTask(Core::Job *task, int delayMs = 0);
    // A network problem, shown without blocking; Retry emits retryRequested().
    void showNetworkProblem(const QString &message, bool retryable = true);
    void hideNetworkProblem();
    void setConnectionDescription(const QString &text);

    QStringList lookupHistory() const;
    // Every action with a shortcut, as "menu path, text, keys" rows for the shortcuts dialog.
    QList<QStringList> shortcutTable() const;

public Q_SLOTS:
    void showShortcuts();
    void focusLookup();
    void selectRow(int sourceRow);
    void selectNextRow();
    void showTab(Ei::Ui::MainWindow::Tab tab);
    // Shows the TEI tab with [begin, end) of the TEI's source text selected (end <= begin: the
    // element starting at begin).
    void revealTeiSource(qint64 begin, qint64 end);

Q_SIGNALS:
    void lookupRequested(const QString &query);
    void currentRowChanged(const QByteArray &key);
    void retryRequested();
    void connectRequested();
    // File → Export… (the selection, the filter's matches or the whole table).
    void exportRequested();
    // File → Open Export…: a bundle folder or a .jsonl/.jsonl.sz file, to open read-only.
    void openExportRequested(const QString &path);
    // The curator clicked inside the TEI element whose start tag begins at `sourceOffset`.
    void teiElementActivated(qint64 sourceOffset);
    // TEI → Compare With…; Cancel while the comparison is prepared; Close Comparison.
    void teiCompareRequested();
    void teiCompareCancelled();
    void teiCompareClosed();
    // The Match tab's edit panel: a DOI is being typed (its record is wanted), or an edit is asked.
    void doiPreviewRequested(const QString &doi);
    void matchEditRequested(const QString &mstatus, const std::optional<QString> &doi, const QString &note);
    void qualityEditRequested(const QString &quality, const QString &note);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void showAbout();
    void chooseExportToOpen();
    void restoreWindowState();
    void submitLookup();
    void openTeiComparison();

    RowListPane *m_rowList = nullptr;
    StatisticsDock *m_statistics = nullptr;
    TeiView *m_tei = nullptr;
    TeiCompareView *m_teiCompare = nullptr;
    QStackedWidget *m_teiStack = nullptr; // the TEI tab: m_tei, or m_teiCompare while comparing
    QList<int> m_sizesBeforeCompare;      // the right splitter's, restored when the comparison closes
    MatchView *m_match = nullptr;
    CellsView *m_cells = nullptr;
    StatusView *m_status = nullptr;
    HistoryView *m_history = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_pdfSlot = nullptr;
    QWidget *m_pdfPlaceholder = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_rightSplitter = nullptr;
    Banner *m_banner = nullptr;
    BackgroundTaskIndicator *m_taskIndicator = nullptr;
    QLineEdit *m_lookup = nullptr;
    QStringListModel *m_historyModel = nullptr;
    QLabel *m_connectionLabel = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_goMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_quitAction = nullptr;
    Models::RowListModel *m_model = nullptr;
};

} // namespace Ei::Ui
