#include "connectioncontroller.h"

#include <QActionGroup>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

#include <core/domain/profile.h>
#include <core/hbase/restclient.h>
#include <models/semanticcolors.h>
#include <models/tablesession.h>
#include <ui/banner.h>
#include <ui/connectionopener.h>
#include <ui/connectiontester.h>
#include <ui/inspectorsession.h>
#include <ui/saveconnectionbar.h>
#include <ui/tablepickerdialog.h>

namespace Ei::Ui {

namespace {
constexpr int kRecentSize = 8;
const QString kRecentKey = QStringLiteral("connections/recent");
const QString kLastKey = QStringLiteral("connections/last");
const QString kDemoEntry = QStringLiteral("demo");
const QString kSavedPrefix = QStringLiteral("saved:");

QString encode(const ConnectionChoice &choice)
{
    return choice.demo ? kDemoEntry : kSavedPrefix + choice.name;
}

std::optional<ConnectionChoice> decode(const QString &entry)
{
    if (entry == kDemoEntry) {
        return ConnectionChoice{};
    }
    if (entry.startsWith(kSavedPrefix) && entry.size() > kSavedPrefix.size()) {
        return ConnectionChoice{false, entry.mid(kSavedPrefix.size()), false};
    }
    return std::nullopt;
}

QLabel *badge(const QString &text, const QString &style, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setStyleSheet(style);
    label->hide();
    return label;
}
} // namespace

ConnectionController::ConnectionController(const WindowParts &parts, InspectorSession *session,
                                           Core::ConnectionStore store, QString demoSnapshotDir,
                                           QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_session(session)
    , m_store(std::move(store))
    , m_keeper(new Core::SecretKeeper(m_store, this))
    , m_demoDir(std::move(demoSnapshotDir))
{
    QWidget *window = parts.window;
    createActions();
    m_readOnlyBadge = badge(tr("Read-only"),
                            QStringLiteral("QLabel { padding: 0 6px; border: 1px solid palette(mid); "
                                           "border-radius: 3px; }"),
                            window);
    m_readOnlyBadge->setToolTip(
        tr("This connection refuses every write. Edit it in File → Connect… to allow writes."));
    m_insecureBadge =
        badge(tr("⚠ TLS not verified"),
              QStringLiteral("QLabel { padding: 0 6px; %1 border-radius: 3px; font-weight: bold; }")
                  .arg(Models::alertStyleSheet(window->palette())),
              window);
    m_insecureBadge->setToolTip(
        tr("Certificates of this connection are not checked: anyone on the network path "
           "can read and change what it sends and receives."));
    parts.statusBar->addPermanentWidget(m_insecureBadge);
    parts.statusBar->addPermanentWidget(m_readOnlyBadge);
    m_saveBar = new SaveConnectionBar(window);
    connect(m_saveBar, &SaveConnectionBar::saveRequested, this, &ConnectionController::saveServer);
    connect(session, &InspectorSession::ready, this, [this] {
        updateIndicators();
        rebuildProfileMenu();
    });
    // Reset Demo Data is for the demo shown: off as soon as the window opens something else, and
    // off when what it opened never opens (an export that cannot be read, a demo that cannot
    // start: nothing is shown to reset), not only once a table is ready.
    connect(session->opener(), &ConnectionOpener::opening, this,
            [this] { m_resetDemo->setEnabled(m_session->opener()->isDemo()); });
    connect(session->opener(), &ConnectionOpener::failed, this, [this] { m_resetDemo->setEnabled(false); });
    connect(session->opener(), &ConnectionOpener::saveFailed, this,
            [this](const Core::Error &error) { m_parts.banner->showProblem(error.message, false); });
    rebuildRecentMenu();
    updateIndicators();
}

ConnectionController::~ConnectionController() = default;

void ConnectionController::createActions()
{
    m_recentMenu = new QMenu(tr("Open &Recent"), m_parts.window);
    m_recentMenu->setIcon(QIcon::fromTheme(QStringLiteral("document-open-recent")));
    m_newWindow =
        new QAction(QIcon::fromTheme(QStringLiteral("window-new")), tr("New &Window"), m_parts.window);
    m_newWindow->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_newWindow->setToolTip(tr("Open another window on the same connection"));
    connect(m_newWindow, &QAction::triggered, this, [this] {
        ConnectionChoice choice = m_current;
        choice.newWindow = true;
        Q_EMIT newWindowRequested(choice);
    });
    m_resetDemo = new QAction(tr("Reset &Demo Data…"), m_parts.window);
    m_resetDemo->setToolTip(tr("Forget your edits of the demo and start again from the shipped sample data"));
    connect(m_resetDemo, &QAction::triggered, this, &ConnectionController::resetDemoData);

    m_closeWindow =
        new QAction(QIcon::fromTheme(QStringLiteral("window-close")), tr("C&lose Window"), m_parts.window);
    m_closeWindow->setShortcut(QKeySequence::Close);
    connect(m_closeWindow, &QAction::triggered, m_parts.window, &QWidget::close);

    m_tableMenu = new QMenu(tr("&Table"), m_parts.window);
    m_chooseTable = m_tableMenu->addAction(QIcon::fromTheme(QStringLiteral("view-form-table")),
                                           tr("&Choose Table…"), this, &ConnectionController::chooseTable);
    m_chooseTable->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_profileMenu = m_tableMenu->addMenu(tr("&Profile"));
    m_profileGroup = new QActionGroup(this);
    m_profileGroup->setExclusive(true);
    rebuildProfileMenu();
}

QStringList ConnectionController::recent() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void ConnectionController::remember(const ConnectionChoice &choice)
{
    QStringList entries = recent();
    const QString entry = encode(choice);
    entries.removeAll(entry);
    entries.prepend(entry);
    while (entries.size() > kRecentSize) {
        entries.removeLast();
    }
    QSettings settings;
    settings.setValue(kRecentKey, entries);
    settings.setValue(kLastKey, entry);
    rebuildRecentMenu();
}

void ConnectionController::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList names = m_store.names();
    for (const QString &entry : recent()) {
        const auto choice = decode(entry);
        if (!choice || (!choice->demo && !names.contains(choice->name))) {
            continue; // removed since
        }
        const QString text = choice->demo ? ConnectionOpener::demoName() : choice->name;
        m_recentMenu->addAction(text, this, [this, c = *choice] { open(c); });
    }
    if (!m_recentMenu->isEmpty()) {
        m_recentMenu->addSeparator();
    }
    QAction *clear = m_recentMenu->addAction(tr("&Clear List"), this, [this] {
        QSettings().remove(kRecentKey);
        rebuildRecentMenu();
    });
    clear->setEnabled(m_recentMenu->actions().size() > 1);
}

void ConnectionController::rebuildProfileMenu()
{
    for (QAction *a : m_profileGroup->actions()) {
        m_profileGroup->removeAction(a);
    }
    m_profileMenu->clear();
    const QString chosen = m_session->opener()->connection().profile;
    const QString table = m_session->tableSession()->table();
    const Core::ProfileRegistry registry = Core::ProfileRegistry::withUserProfiles();
    const QString automatic = table.isEmpty() ? QString() : registry.forTable(table).name;
    QAction *autoAction = m_profileMenu->addAction(
        automatic.isEmpty() ? tr("&Automatic (from the table name)")
                            : tr("&Automatic (from the table name: %1)").arg(automatic));
    autoAction->setData(QString());
    m_profileMenu->addSeparator();
    QList<QAction *> actions{autoAction};
    for (const QString &name : registry.names()) {
        QAction *a = m_profileMenu->addAction(name);
        a->setData(name);
        actions << a;
    }
    for (QAction *a : actions) {
        a->setCheckable(true);
        a->setChecked(a->data().toString() == chosen);
        m_profileGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, a] {
            const QString profile = a->data().toString();
            if (profile != m_session->opener()->connection().profile) {
                m_session->switchTable(m_session->tableSession()->table(), profile);
            }
        });
    }
    m_profileMenu->setEnabled(m_session->tableSession()->isOpen());
}

void ConnectionController::updateIndicators()
{
    const Core::SavedConnection &c = m_session->opener()->connection();
    const bool open = m_session->tableSession()->isOpen();
    QString title = c.name.isEmpty() ? tr("Not connected") : c.name;
    if (!c.table.isEmpty()) {
        title = tr("%1 · %2").arg(title, c.table);
    }
    if (open && c.readOnly) {
        title = tr("%1 [read-only]").arg(title);
    }
    if (c.insecureTls) {
        title = tr("%1 [TLS NOT VERIFIED]").arg(title);
    }
    m_parts.window->setWindowTitle(title);
    if (open) {
        // A table served in this window (the demo, an opened export) has no address to show.
        const bool inProcess = m_session->tableSession()->client()->config().inProcess != nullptr;
        if (m_session->opener()->isDemo()) {
            m_parts.connectionLabel->setText(tr("Demo (sample data) · %1").arg(c.table));
        } else if (inProcess) {
            m_parts.connectionLabel->setText(tr("%1 · %2").arg(c.name, c.table));
        } else {
            m_parts.connectionLabel->setText(tr("%1 · %2 · %3").arg(c.name, c.table, c.restUrl));
        }
    }
    m_readOnlyBadge->setVisible(open && c.readOnly);
    m_insecureBadge->setVisible(c.insecureTls);
    m_resetDemo->setEnabled(m_session->opener()->isDemo());
    m_chooseTable->setEnabled(open);
}

void ConnectionController::open(const ConnectionChoice &choice)
{
    ++m_startGeneration; // a start-up check still running is overtaken
    m_saveBar->hide();
    if (choice.server) {
        openServer(*choice.server);
    } else if (choice.demo) {
        openDemo();
    } else {
        openSaved(choice.name);
    }
}

void ConnectionController::openDemo()
{
    m_current = ConnectionChoice{};
    m_session->opener()->openDemo(m_demoDir, m_demoUserCopyDir);
    remember(m_current);
    updateIndicators();
}

void ConnectionController::fallBackToDemo(const QString &why)
{
    m_current = ConnectionChoice{};
    m_session->opener()->openDemo(m_demoDir, m_demoUserCopyDir);
    updateIndicators();
    m_parts.banner->showProblem(why, false);
}

void ConnectionController::openSaved(const QString &name)
{
    // Its secrets may be in the keyring, which answers asynchronously; a later choice wins.
    const quint64 generation = ++m_startGeneration;
    m_keeper->load(name)->then(
        this, [this, name, generation](const Core::Result<Core::SavedConnection> &saved) {
            if (generation != m_startGeneration) {
                return;
            }
            if (!saved) {
                const QStringList known = m_store.names();
                fallBackToDemo(known.isEmpty()
                                   ? tr("%1 The demo is shown instead.").arg(saved.error().message)
                                   : tr("%1 Saved connections: %2. The demo is shown instead.")
                                         .arg(saved.error().message, known.join(QStringLiteral(", "))));
                return;
            }
            openLoaded(*saved);
        });
}

void ConnectionController::openLoaded(const Core::SavedConnection &saved)
{
    m_current = ConnectionChoice{false, saved.name, false};
    m_session->opener()->openConnection(saved);
    remember(m_current);
    updateIndicators();
}

void ConnectionController::openServer(const Core::SavedConnection &server)
{
    m_saveBar->hide();
    const auto opened = m_session->opener()->openServer(server);
    if (!opened) {
        m_parts.banner->showProblem(opened.error().message, false);
        return;
    }
    m_current = ConnectionChoice::unsaved(*opened);
    updateIndicators();
    m_saveBar->offer(tr("Table %1 on %2").arg(opened->table, opened->restUrl));
}

void ConnectionController::saveServer()
{
    if (!m_current.server) {
        return;
    }
    if (m_saveDialog) {
        m_saveDialog->raise();
        m_saveDialog->activateWindow();
        return;
    }
    const Core::SavedConnection shown = *m_current.server;
    m_saveDialog = new ConnectionDialog(m_parts.window);
    m_saveDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_saveDialog->setWindowTitle(tr("Save as Connection"));
    m_saveDialog->setConnection(shown);
    m_saveDialog->setTester([this](const Core::SavedConnection &c, ConnectionDialog::Done done) {
        testConnection(c, m_saveDialog ? static_cast<QObject *>(m_saveDialog.data()) : this, std::move(done));
    });
    m_saveDialog->setTakenNames(m_store.names() << ConnectionOpener::demoName());
    connect(m_saveDialog, &QDialog::accepted, this, [this, shown, dialog = m_saveDialog] {
        const Core::SavedConnection saved = dialog->connection();
        m_keeper->save(saved)->then(this,
                                    [this, shown, saved](const Core::Result<Core::SecretLocation> &stored) {
                                        if (!stored) {
                                            m_parts.banner->showProblem(stored.error().message, false);
                                            return;
                                        }
                                        afterSavingServer(shown, saved);
                                    });
    });
    m_saveDialog->open();
}

void ConnectionController::afterSavingServer(const Core::SavedConnection &shown,
                                             const Core::SavedConnection &saved)
{
    if (m_current.server != shown) {
        return; // the window shows something else by now: saved, nothing to reopen
    }
    m_saveBar->hide();
    Core::SavedConnection renamed = shown;
    renamed.name = saved.name;
    if (saved == renamed) {
        // Only named: the window goes on showing the same table, now as the saved connection.
        m_current = ConnectionChoice{false, saved.name, false};
        m_session->opener()->rename(saved.name);
        remember(m_current);
        updateIndicators();
    } else {
        open(ConnectionChoice{false, saved.name, false}); // saved with other settings
    }
}

void ConnectionController::openInitial(const QString &requested)
{
    if (!requested.isEmpty()) {
        openSaved(requested);
        return;
    }
    const auto last = decode(QSettings().value(kLastKey).toString());
    if (!last || last->demo) {
        openDemo();
        return;
    }
    const quint64 generation = ++m_startGeneration;
    m_parts.connectionLabel->setText(tr("Connecting to %1…").arg(last->name));
    m_keeper->load(last->name)
        ->then(this, [this, generation](const Core::Result<Core::SavedConnection> &saved) {
            if (generation != m_startGeneration) {
                return; // the curator chose something else meanwhile
            }
            if (!saved) {
                openDemo();
                return;
            }
            reopenIfItAnswers(*saved, generation);
        });
}

void ConnectionController::reopenIfItAnswers(const Core::SavedConnection &saved, quint64 generation)
{
    // Reopening a server that is gone should not leave the curator in front of an empty window:
    // ask first whether the table answers, and show the demo when it does not.
    auto *client = new Core::RestClient(Core::toConnectionConfig(saved), this);
    client->tableExists()->then(this, [this, client, generation, saved](const Core::Result<bool> &exists) {
        client->deleteLater();
        if (generation != m_startGeneration) {
            return; // the curator chose something else meanwhile
        }
        const QString name = saved.name;
        if (exists && *exists) {
            openLoaded(saved);
            return;
        }
        const QString why = exists ? tr("the table does not exist on the server") : exists.error().message;
        fallBackToDemo(tr("The last connection “%1” could not be reopened: %2 The demo is shown instead.")
                           .arg(name, why.endsWith(u'.') ? why : why + u'.'));
    });
}

void ConnectionController::showConnectDialog()
{
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    m_dialog = new ConnectionsDialog(m_store, m_parts.window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setTester([this](const Core::SavedConnection &c, ConnectionDialog::Done done) {
        testConnection(c, m_dialog ? static_cast<QObject *>(m_dialog.data()) : this, std::move(done));
    });
    m_dialog->select(m_current);
    connect(m_dialog, &ConnectionsDialog::connectionsChanged, this, &ConnectionController::rebuildRecentMenu);
    connect(m_dialog, &ConnectionsDialog::chosen, this, [this](const ConnectionChoice &choice) {
        if (choice.newWindow) {
            Q_EMIT newWindowRequested(choice);
        } else {
            open(choice);
        }
    });
    m_dialog->open();
}

void ConnectionController::chooseTable()
{
    const Models::TableSession *open = m_session->tableSession();
    if (!open->isOpen()) {
        return;
    }
    auto *picker = new TablePickerDialog(open->client(), open->table(),
                                         m_session->opener()->connection().profile, m_parts.window);
    picker->setAttribute(Qt::WA_DeleteOnClose);
    connect(picker, &TablePickerDialog::chosen, this,
            [this](const QString &table, const QString &profile) { m_session->switchTable(table, profile); });
    picker->open();
}

void ConnectionController::resetDemoData()
{
    const LocalTable *demo = m_session->opener()->localTable();
    if (!demo || !demo->isDemo()) {
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Reset Demo Data"),
                                tr("Forget every change made to the demo data and start again from the "
                                   "shipped sample? Your edits in %1 are deleted.")
                                    .arg(demo->userCopyDir()),
                                QMessageBox::Cancel, m_parts.window);
    box->setObjectName(QStringLiteral("confirmResetDemo"));
    QPushButton *reset = box->addButton(tr("Reset"), QMessageBox::DestructiveRole);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // The question is about the demo shown: it goes away when the window opens something else.
    connect(m_session->opener(), &ConnectionOpener::opening, box, &QMessageBox::reject);
    connect(box, &QMessageBox::buttonClicked, this, [this, reset](QAbstractButton *clicked) {
        // The window may have left the demo while the box was open.
        LocalTable *shown = m_session->opener()->localTable();
        if (clicked == reset && shown && shown->isDemo()) {
            shown->resetDemoData();
        }
    });
    box->open();
}

} // namespace Ei::Ui
