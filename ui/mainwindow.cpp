#include "mainwindow.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCloseEvent>
#include <QCompleter>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStringListModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWindow>

#include <core/util/version.h>
#include <models/rowlistmodel.h>
#include <ui/backgroundtaskindicator.h>
#include <ui/banner.h>
#include <ui/cellsview.h>
#include <ui/filterbar.h>
#include <ui/historyview.h>
#include <ui/matcheditpanel.h>
#include <ui/matchview.h>
#include <ui/pdfpane.h>
#include <ui/rowlistpane.h>
#include <ui/statisticsdock.h>
#include <ui/statusview.h>
#include <ui/teicompareview.h>
#include <ui/teiview.h>

namespace Ei::Ui {

namespace {
constexpr int kHistorySize = 30;
const QString kHistoryKey = QStringLiteral("lookup/history");
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_rowList(new RowListPane(this))
    , m_statistics(new StatisticsDock(this))
    , m_tei(new TeiView(this))
    , m_teiCompare(new TeiCompareView(this))
    , m_teiStack(new QStackedWidget(this))
    , m_match(new MatchView(this))
    , m_cells(new CellsView(this))
    , m_status(new StatusView(this))
    , m_history(new HistoryView(this))
    , m_tabs(new QTabWidget(this))
    , m_pdfSlot(new QWidget(this))
    , m_mainSplitter(new QSplitter(Qt::Horizontal, this))
    , m_rightSplitter(new QSplitter(Qt::Horizontal, this))
    , m_banner(new Banner(this))
    , m_taskIndicator(new BackgroundTaskIndicator(this))
    , m_lookup(new QLineEdit(this))
    , m_historyModel(new QStringListModel(this))
{
    setWindowTitle(tr("Extract Inspector"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/extract-inspector.svg")));

    m_teiStack->addWidget(m_tei);
    m_teiStack->addWidget(m_teiCompare);
    m_tabs->addTab(m_teiStack, tr("&TEI"));
    m_tabs->addTab(m_match, tr("&Match"));
    m_tabs->addTab(m_cells, tr("&Cells"));
    m_tabs->addTab(m_status, tr("&Status"));
    m_tabs->addTab(m_history, tr("Histor&y"));
    m_tabs->setDocumentMode(true);
    m_tabs->setObjectName(QStringLiteral("rowTabs"));

    m_pdfSlot->setObjectName(QStringLiteral("pdfPaneSlot"));
    auto *pdfLayout = new QVBoxLayout(m_pdfSlot);
    pdfLayout->setContentsMargins(0, 0, 0, 0);
    auto *pdfPlaceholder = new QLabel(tr("The PDF of the selected row shows here."), m_pdfSlot);
    pdfPlaceholder->setAlignment(Qt::AlignCenter);
    pdfPlaceholder->setEnabled(false);
    pdfLayout->addWidget(pdfPlaceholder);
    m_pdfPlaceholder = pdfPlaceholder;

    // The PDF is half of what a curator compares: the splitter may not squeeze it narrower than
    // a readable page column (dragging it shut on purpose still collapses it).
    m_pdfSlot->setMinimumWidth(kPdfPaneMinimumWidth);
    m_rightSplitter->addWidget(m_pdfSlot);
    m_rightSplitter->addWidget(m_tabs);
    m_rightSplitter->setStretchFactor(0, 1);
    m_rightSplitter->setStretchFactor(1, 1);
    m_mainSplitter->addWidget(m_rowList);
    m_mainSplitter->addWidget(m_rightSplitter);
    m_mainSplitter->setStretchFactor(1, 1);
    // Defaults for a 1600×1000 screen: the row list's curator columns (key, status, GROBID, title,
    // match, DOI) fit its 44 % without scrolling sideways; the PDF gets 30 %, the tabs 26 %
    // (QSplitter scales the proportions to the real width).
    m_mainSplitter->setSizes({700, 900});
    m_rightSplitter->setSizes({480, 420});
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_rightSplitter->setObjectName(QStringLiteral("rightSplitter"));

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    layout->addWidget(m_mainSplitter, 1);
    setCentralWidget(central);

    m_lookup->setObjectName(QStringLiteral("lookupEdit"));
    m_lookup->setPlaceholderText(tr("Look up a SHA-1 or DOI (Ctrl+L)"));
    m_lookup->setClearButtonEnabled(true);
    m_lookup->setMinimumWidth(360);
    m_historyModel->setStringList(QSettings().value(kHistoryKey).toStringList());
    auto *completer = new QCompleter(m_historyModel, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_lookup->setCompleter(completer);
    connect(m_lookup, &QLineEdit::returnPressed, this, &MainWindow::submitLookup);
    m_lookup->installEventFilter(this); // Down opens the history

    createActions();

    m_connectionLabel = new QLabel(tr("Not connected"), this);
    statusBar()->addPermanentWidget(m_taskIndicator);
    statusBar()->addPermanentWidget(m_connectionLabel);
    statusBar()->showMessage(tr("Ready"));

    connect(m_rowList, &RowListPane::currentRowChanged, this, &MainWindow::currentRowChanged);
    connect(m_tei, &TeiView::elementActivated, this, &MainWindow::teiElementActivated);
    connect(m_tei, &TeiView::compareRequested, this, &MainWindow::teiCompareRequested);
    connect(m_teiCompare, &TeiCompareView::cancelRequested, this, &MainWindow::teiCompareCancelled);
    connect(m_teiCompare, &TeiCompareView::closeRequested, this, [this] {
        closeTeiComparison();
        Q_EMIT teiCompareClosed();
    });
    MatchEditPanel *edit = m_match->editPanel();
    connect(edit, &MatchEditPanel::doiPreviewRequested, this, &MainWindow::doiPreviewRequested);
    connect(edit, &MatchEditPanel::matchEditRequested, this, &MainWindow::matchEditRequested);
    connect(edit, &MatchEditPanel::qualityEditRequested, this, &MainWindow::qualityEditRequested);
    connect(m_banner, &Banner::retryRequested, this, [this] {
        if (m_model) {
            m_model->retry();
        }
        Q_EMIT retryRequested();
    });

    restoreWindowState();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    const auto icon = [](const char *name) { return QIcon::fromTheme(QString::fromLatin1(name)); };

    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    m_fileMenu = fileMenu;
    QAction *connect_ =
        fileMenu->addAction(icon("network-connect"), tr("&Connect…"), this, &MainWindow::connectRequested);
    m_connectAction = connect_;
    connect_->setShortcut(QKeySequence::Open);
    connect_->setToolTip(tr("Choose or edit the HBase REST connection"));
    QAction *openExport = fileMenu->addAction(icon("document-open"), tr("Open &Export…"), this,
                                              &MainWindow::chooseExportToOpen);
    openExport->setToolTip(tr("Open an export (a bundle folder's manifest.json or a .jsonl/.jsonl.sz file) "
                              "read-only"));
    fileMenu->addSeparator();
    QAction *exportRows =
        fileMenu->addAction(icon("document-export"), tr("E&xport…"), this, &MainWindow::exportRequested);
    exportRows->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportRows->setToolTip(tr("Export the selected rows, the filter's matches or the whole table"));
    // Selection → right-click → Export….
    m_rowList->view()->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_rowList->view()->addAction(exportRows);
    QAction *saveTei =
        fileMenu->addAction(icon("document-save-as"), tr("Save &TEI As…"), m_tei, &TeiView::saveAs);
    saveTei->setShortcut(QKeySequence::SaveAs);
    fileMenu->addSeparator();
    // Quit closes every window (each saves its state); closing one window is File → Close Window.
    QAction *quit = fileMenu->addAction(icon("application-exit"), tr("&Quit"), this,
                                        [] { QApplication::closeAllWindows(); });
    quit->setShortcut(QKeySequence::Quit);
    m_quitAction = quit;

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_viewMenu = viewMenu;
    for (QAction *a : m_tei->viewActions()) {
        viewMenu->addAction(a);
    }
    viewMenu->addSeparator();
    const QList<std::pair<int, QString>> tabActions{{TeiTab, tr("TEI Tab")},
                                                    {MatchTab, tr("Match Tab")},
                                                    {CellsTab, tr("Cells Tab")},
                                                    {StatusTab, tr("Status Tab")},
                                                    {HistoryTab, tr("History Tab")}};
    for (const auto &[tab, text] : tabActions) {
        QAction *a = viewMenu->addAction(text, this, [this, tab] { m_tabs->setCurrentIndex(tab); });
        a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + tab)));
    }
    viewMenu->addSeparator();
    QAction *showFilter = viewMenu->addAction(tr("&Filter Bar"));
    showFilter->setCheckable(true);
    showFilter->setObjectName(QStringLiteral("showFilterBarAction"));
    showFilter->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    connect(showFilter, &QAction::toggled, this, [this](bool on) {
        m_rowList->filterBar()->setVisible(on);
        QSettings().setValue(QStringLiteral("window/filterBarVisible"), on);
    });
    // Remembered like the window's geometry; shown on a first start.
    const bool filterVisible = QSettings().value(QStringLiteral("window/filterBarVisible"), true).toBool();
    showFilter->setChecked(filterVisible);
    m_rowList->filterBar()->setVisible(filterVisible);

    // Beside the row list whose rows it counts; hidden on a first start, then as it was left.
    addDockWidget(Qt::LeftDockWidgetArea, m_statistics);
    resizeDocks({m_statistics}, {StatisticsDock::kPreferredWidth}, Qt::Horizontal);
    QAction *showStatistics = m_statistics->toggleViewAction();
    showStatistics->setText(tr("&Statistics"));
    showStatistics->setObjectName(QStringLiteral("showStatisticsAction"));
    showStatistics->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    showStatistics->setToolTip(tr("Count the filtered rows by a column and chart them"));
    viewMenu->addAction(showStatistics);
    // Saved on close with the window's state (a window being destroyed hides its dock too).
    m_statistics->setVisible(QSettings().value(QStringLiteral("window/statisticsVisible"), false).toBool());

    QMenu *goMenu = menuBar()->addMenu(tr("&Go"));
    m_goMenu = goMenu;
    QAction *lookup = goMenu->addAction(icon("edit-find"), tr("&Look Up…"), this, &MainWindow::focusLookup);
    lookup->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    // Single letters as in Okular/vim; line edits take typed letters first, so typing a key
    // prefix never walks the list.
    QAction *next = goMenu->addAction(icon("go-down"), tr("&Next Row"), m_rowList, &RowListPane::selectNext);
    next->setShortcuts({QKeySequence(Qt::Key_J), QKeySequence(Qt::ALT | Qt::Key_Down)});
    QAction *previous =
        goMenu->addAction(icon("go-up"), tr("&Previous Row"), m_rowList, &RowListPane::selectPrevious);
    previous->setShortcuts({QKeySequence(Qt::Key_K), QKeySequence(Qt::ALT | Qt::Key_Up)});
    QAction *rowList = goMenu->addAction(tr("Row &List"), this, [this] { m_rowList->view()->setFocus(); });
    rowList->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *reload = goMenu->addAction(icon("view-refresh"), tr("&Reload Rows"), this, [this] {
        if (m_model) {
            m_model->reload();
        }
    });
    reload->setShortcut(QKeySequence::Refresh);

    m_toolsMenu = menuBar()->addMenu(tr("T&ools"));
    m_toolsMenu->menuAction()->setVisible(false);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *shortcuts = helpMenu->addAction(icon("help-keybord-shortcuts"), tr("&Keyboard Shortcuts"), this,
                                             &MainWindow::showShortcuts);
    shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Question));
    helpMenu->addAction(tr("&About Extract Inspector"), this, &MainWindow::showAbout);

    QToolBar *toolbar = addToolBar(tr("Main Toolbar"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(connect_);
    toolbar->addSeparator();
    toolbar->addWidget(m_lookup);
    toolbar->addSeparator();
    toolbar->addAction(previous);
    toolbar->addAction(next);
    toolbar->addAction(reload);
}

void MainWindow::chooseExportToOpen()
{
    // open(), not getOpenFileName(): no nested event loop. A bundle is chosen by its manifest.
    auto *chooser = new QFileDialog(this, tr("Open Export"));
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    chooser->setFileMode(QFileDialog::ExistingFile);
    chooser->setNameFilters({tr("Exports (manifest.json *.jsonl *.jsonl.sz)"), tr("All files (*)")});
    connect(chooser, &QFileDialog::fileSelected, this, [this](const QString &file) {
        const QFileInfo info(file);
        Q_EMIT openExportRequested(info.fileName() == QLatin1String("manifest.json") ? info.path() : file);
    });
    chooser->open();
}

void MainWindow::setRowModel(Models::RowListModel *model)
{
    if (m_model) {
        disconnect(m_model, nullptr, this, nullptr);
    }
    m_model = model;
    m_rowList->setModel(model);
    if (model) {
        connect(model, &Models::RowListModel::loadFailed, this,
                [this](const Core::Error &error) { showNetworkProblem(error.message); });
        // A filtered scan can read far on the server before a page is full: show it with cancel.
        connect(model, &Models::RowListModel::loadingChanged, this, [this, model](bool loading) {
            if (loading) {
                auto *job = new Models::RowListLoadJob(model, this);
                connect(job, &Core::Job::finished, job, &QObject::deleteLater);
                addBackgroundTask(job, 500);
            }
        });
    }
}

void MainWindow::setProfileColumns(Models::ProfileColumns *columns)
{
    m_rowList->setProfileColumns(columns);
}

void MainWindow::setMatchStatuses(const QStringList &statuses)
{
    m_rowList->filterBar()->setMatchStatuses(statuses);
}

QByteArray MainWindow::currentKey() const
{
    return m_rowList->currentKey();
}

bool MainWindow::hasCurrentRow() const
{
    return m_rowList->view()->currentIndex().isValid();
}

QList<QByteArray> MainWindow::selectedKeys() const
{
    return m_rowList->selectedKeys();
}

void MainWindow::showOnlyKeys(const QString &label, const QByteArrayList &keys)
{
    m_rowList->setKeyFilter(label, keys);
}

void MainWindow::showQuery(const QString &label, const Models::RowQuery &query)
{
    m_rowList->showQuery(label, query);
}

void MainWindow::setStatistics(Models::StatsPresenter *presenter)
{
    m_statistics->setPresenter(presenter);
}

void MainWindow::countStatistics(const QString &by, const QString &thenBy)
{
    m_statistics->show();
    m_statistics->count(by, thenBy);
}

void MainWindow::clearKeyFilter()
{
    m_rowList->clearKeyFilter();
}

void MainWindow::showLookupNotice(const QString &text)
{
    m_rowList->showLookupNotice(text);
}

void MainWindow::addRowAction(QAction *action)
{
    m_rowList->view()->addAction(action);
}

void MainWindow::selectRow(int sourceRow)
{
    m_rowList->selectSourceRow(sourceRow);
}

void MainWindow::selectNextRow()
{
    m_rowList->selectNext();
}

void MainWindow::clearRow()
{
    closeTeiComparison();
    m_tei->setPlaceholder(QString());
    m_cells->setRow(Core::Row{});
    m_match->setMatch(Models::MatchInfo{});
    m_status->setStatus(Models::RowStatusInfo{});
    m_history->clear();
}

void MainWindow::showCells(const Core::Row &row)
{
    m_cells->setRow(row);
}

void MainWindow::setCellDecoder(Models::CellDecoder decoder)
{
    m_cells->setDecoder(std::move(decoder));
}

void MainWindow::showStatus(const Models::RowStatusInfo &status)
{
    m_status->setStatus(status);
}

void MainWindow::showTei(const QByteArray &xml, const QList<Models::OutlineItem> &outline)
{
    m_tei->setXml(xml, false);
    m_tei->setOutline(outline);
}

void MainWindow::showTeiPlaceholder(const QString &message)
{
    m_tei->setPlaceholder(message);
}

void MainWindow::setTeiOrigin(const QString &text)
{
    m_tei->setOrigin(text);
}

void MainWindow::showTeiComparing(const QString &text, qint64 done, qint64 total)
{
    m_teiCompare->showProgress(text, done, total);
    openTeiComparison();
}

void MainWindow::showTeiComparison(const Models::TeiComparison &comparison)
{
    m_teiCompare->showComparison(comparison);
    openTeiComparison();
}

void MainWindow::showTeiComparisonProblem(const QString &message)
{
    m_teiCompare->showProblem(message);
    openTeiComparison();
}

void MainWindow::openTeiComparison()
{
    if (!isComparingTei()) {
        // Two documents side by side need the width: the PDF pane gives its own while comparing.
        m_sizesBeforeCompare = m_rightSplitter->sizes();
        m_rightSplitter->setSizes({0, m_rightSplitter->width()});
        m_teiStack->setCurrentWidget(m_teiCompare);
    }
    m_tabs->setCurrentWidget(m_teiStack);
}

void MainWindow::closeTeiComparison()
{
    if (!isComparingTei()) {
        return;
    }
    m_teiStack->setCurrentWidget(m_tei);
    if (!m_sizesBeforeCompare.isEmpty()) {
        m_rightSplitter->setSizes(std::exchange(m_sizesBeforeCompare, {}));
    }
}

bool MainWindow::isComparingTei() const
{
    return m_teiStack->currentWidget() == m_teiCompare;
}

void MainWindow::revealTeiSource(qint64 begin, qint64 end)
{
    closeTeiComparison();
    m_tabs->setCurrentWidget(m_teiStack);
    m_tei->revealSourceRange(begin, end);
}

void MainWindow::showMatch(const Models::MatchInfo &info)
{
    m_match->setMatch(info);
}

void MainWindow::showDoiPreview(const QString &doi, const Models::MatchInfo &preview)
{
    m_match->showDoiPreview(doi, preview);
}

void MainWindow::showHistory(const Core::JournalRow &row)
{
    m_history->setRow(row);
}

void MainWindow::setEditVocabularies(const QStringList &statuses, const QList<QKeySequence> &statusKeys,
                                     const QStringList &qualities, const QList<QKeySequence> &qualityKeys)
{
    m_match->editPanel()->setVocabularies(statuses, statusKeys, qualities, qualityKeys);
}

void MainWindow::setEditValues(const QString &mstatus, const QString &doi, const QString &quality)
{
    m_match->editPanel()->setValues(mstatus, doi, quality);
}

void MainWindow::setEditable(bool editable, const QString &reason)
{
    m_match->editPanel()->setEditable(editable, reason);
}

void MainWindow::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

void MainWindow::setPdfPane(PdfPane *pane)
{
    delete std::exchange(m_pdfPlaceholder, nullptr);
    m_pdfSlot->layout()->addWidget(pane);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(pane->thumbnailsAction());
}

void MainWindow::addConnectionMenu(QMenu *recent, const QList<QAction *> &actions)
{
    const QList<QAction *> fileActions = m_fileMenu->actions();
    QAction *afterConnect = fileActions.value(fileActions.indexOf(m_connectAction) + 1);
    m_fileMenu->insertMenu(afterConnect, recent);
    m_fileMenu->insertActions(afterConnect, actions);
}

void MainWindow::addWindowAction(QAction *action)
{
    m_fileMenu->insertAction(m_quitAction, action);
}

void MainWindow::addEditMenu(QMenu *menu)
{
    menuBar()->insertMenu(m_viewMenu->menuAction(), menu);
}

void MainWindow::addTableMenu(QMenu *menu)
{
    menuBar()->insertMenu(m_goMenu->menuAction(), menu);
}

void MainWindow::addToolsAction(QAction *action)
{
    m_toolsMenu->addAction(action);
    m_toolsMenu->menuAction()->setVisible(true);
}

void MainWindow::addGoActions(const QList<QAction *> &actions)
{
    m_goMenu->addActions(actions);
}

void MainWindow::addBackgroundTask(Core::Job *task, int delayMs)
{
    if (delayMs <= 0) {
        m_taskIndicator->addTask(task);
        return;
    }
    auto running = std::make_shared<bool>(true);
    connect(task, &Core::Job::finished, this, [running] { *running = false; });
    QTimer::singleShot(delayMs, task, [this, task, running] {
        if (*running) {
            m_taskIndicator->addTask(task);
        }
    });
}

void MainWindow::showNetworkProblem(const QString &message, bool retryable)
{
    m_banner->showProblem(message, retryable);
}

void MainWindow::addMessageBar(QWidget *bar)
{
    auto *layout = qobject_cast<QVBoxLayout *>(centralWidget()->layout());
    layout->insertWidget(layout->indexOf(m_mainSplitter), bar);
}

void MainWindow::hideNetworkProblem()
{
    m_banner->hide();
}

void MainWindow::setConnectionDescription(const QString &text)
{
    m_connectionLabel->setText(text);
}

void MainWindow::focusLookup()
{
    m_lookup->setFocus(Qt::ShortcutFocusReason);
    m_lookup->selectAll();
}

QStringList MainWindow::lookupHistory() const
{
    return m_historyModel->stringList();
}

void MainWindow::submitLookup()
{
    const QString query = m_lookup->text().trimmed();
    if (query.isEmpty()) {
        return;
    }
    QStringList history = m_historyModel->stringList();
    history.removeAll(query);
    history.prepend(query);
    while (history.size() > kHistorySize) {
        history.removeLast();
    }
    m_historyModel->setStringList(history);
    QSettings().setValue(kHistoryKey, history);
    Q_EMIT lookupRequested(query);
}

QList<QStringList> MainWindow::shortcutTable() const
{
    QList<QStringList> rows;
    for (QAction *menuAction : menuBar()->actions()) {
        const QString menu = menuAction->text().remove(u'&');
        for (QAction *a : menuAction->menu()->actions()) {
            if (a->shortcuts().isEmpty()) {
                continue;
            }
            QStringList keys;
            for (const QKeySequence &k : a->shortcuts()) {
                keys << k.toString(QKeySequence::NativeText);
            }
            rows.append({menu, a->text().remove(u'&').remove(QStringLiteral("…")), keys.join(tr(", "))});
        }
    }
    rows.append({tr("TEI"), tr("Find Next / Previous"), tr("F3, Shift+F3")});
    rows.append({tr("TEI"), tr("Close the find bar"), tr("Esc")});
    rows.append({tr("Row list"), tr("Move between rows"), tr("Up, Down, Page Up, Page Down")});
    rows.append({tr("Lookup box"), tr("Recent lookups"), tr("Down")});
    return rows;
}

void MainWindow::showShortcuts()
{
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QList<QStringList> rows = shortcutTable();
    auto *table = new QTableWidget(int(rows.size()), 3, dialog);
    table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Shortcut")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setStretchLastSection(true);
    for (int r = 0; r < rows.size(); ++r) {
        for (int c = 0; c < 3; ++c) {
            table->setItem(r, c, new QTableWidgetItem(rows[r][c]));
        }
    }
    table->resizeColumnsToContents();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog->resize(560, 520);
    dialog->show(); // non-modal
}

void MainWindow::showAbout()
{
    auto *box =
        new QMessageBox(QMessageBox::Information, tr("About Extract Inspector"),
                        tr("<h3>Extract Inspector %1</h3>"
                           "<p>Browse and curate the GROBID and DOI-match results of a web archive's "
                           "scholarly-paper pipeline, stored in HBase and reached over HBase REST.</p>")
                            .arg(Core::productVersion()),
                        QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray())) {
        QSize size(1600, 1000);
        if (const QScreen *screen = QGuiApplication::primaryScreen()) {
            size = size.boundedTo(screen->availableSize());
        }
        resize(size);
    }
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_mainSplitter->restoreState(settings.value(QStringLiteral("mainWindow/mainSplitter")).toByteArray());
    m_rightSplitter->restoreState(settings.value(QStringLiteral("mainWindow/rightSplitter")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("mainWindow/tab"), 0).toInt());
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_lookup && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down &&
        !m_lookup->completer()->popup()->isVisible()) {
        // The recent lookups, newest first, narrowed by what is typed.
        m_lookup->completer()->setCompletionPrefix(m_lookup->text());
        m_lookup->completer()->complete();
        return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    settings.setValue(QStringLiteral("mainWindow/mainSplitter"), m_mainSplitter->saveState());
    settings.setValue(QStringLiteral("mainWindow/rightSplitter"), m_rightSplitter->saveState());
    settings.setValue(QStringLiteral("mainWindow/tab"), m_tabs->currentIndex());
    settings.setValue(QStringLiteral("window/statisticsVisible"), m_statistics->isVisible());
    event->accept();
}

void MainWindow::saveScreenshotWhenShown(const QString &path)
{
    // Poll for exposure instead of guessing a delay: the first frame exists once the window is
    // exposed; one more event-loop turn lets pending layouts and paints finish.
    auto *timer = new QTimer(this);
    timer->setInterval(50);
    connect(timer, &QTimer::timeout, this, [this, timer, path] {
        if (!windowHandle() || !windowHandle()->isExposed()) {
            return;
        }
        timer->stop();
        timer->deleteLater();
        QTimer::singleShot(1500, this, [this, path] {
            const QPixmap shot = grab();
            if (!shot.save(path, "PNG")) {
                qWarning("could not save the screenshot to %s", qPrintable(path));
            }
        });
    });
    timer->start();
}

} // namespace Ei::Ui
