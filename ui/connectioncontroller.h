#pragma once

#include <QObject>
#include <QPointer>

#include <core/settings/connectionstore.h>
#include <core/settings/secretkeeper.h>
#include <ui/connectionsdialog.h>
#include <ui/windowparts.h>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace Ei::Ui {

class InspectorSession;
class SaveConnectionBar;

// Everything about which connection and table one window shows, kept out of the window and
// InspectorSession: File → Connect… (the ConnectionsDialog), Open Recent, New Window, Close
// Window, Reset Demo Data; the Table menu (Choose Table…, Profile); the window title and the
// status-bar badges (read-only, TLS not verified). Remembers the recent connections and the last
// one in QSettings ("connections/recent", "connections/last").
class ConnectionController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionController)

public:
    // Its menus, actions and strip are placed in the window by app/gui (WindowManager::assemble).
    ConnectionController(const WindowParts &parts, InspectorSession *session, Core::ConnectionStore store,
                         QString demoSnapshotDir, QObject *parent = nullptr);
    ~ConnectionController() override;

    // For tests: the per-user demo copy's folder (default: the user's data folder, demo-edits).
    void setDemoUserCopyDir(const QString &dir) { m_demoUserCopyDir = dir; }

    void open(const ConnectionChoice &choice);
    void openDemo();
    // A saved connection by name; a missing name opens the demo with a banner saying so.
    void openSaved(const QString &name);
    // A server and table that are not saved (`--url`): opened as they are, with a bar offering to
    // save them. One that cannot be opened at all (a malformed URL) leaves the window unconnected
    // with a banner saying why; an unreachable one shows its problem like any connection.
    void openServer(const Core::SavedConnection &server);
    // At start: `requested` (from --connection) or else the last connection; the last one is first
    // tested (version + table), and when that fails the demo opens with a banner saying why.
    void openInitial(const QString &requested);

    const ConnectionChoice &current() const { return m_current; }
    QStringList recent() const; // entries as "demo" or "saved:NAME", newest first
    ConnectionsDialog *connectionsDialog() const { return m_dialog; }
    QMenu *recentMenu() const { return m_recentMenu; }
    QMenu *tableMenu() const { return m_tableMenu; }
    QMenu *profileMenu() const { return m_profileMenu; }
    QAction *newWindowAction() const { return m_newWindow; }
    QAction *resetDemoAction() const { return m_resetDemo; }
    QAction *chooseTableAction() const { return m_chooseTable; }
    QAction *closeWindowAction() const { return m_closeWindow; }
    SaveConnectionBar *saveConnectionBar() const { return m_saveBar; }

public Q_SLOTS:
    void showConnectDialog();
    void chooseTable();
    void resetDemoData();

Q_SIGNALS:
    // Open `choice` in a new window (File → New Window: the demo; Connect in New Window).
    void newWindowRequested(const Ei::Ui::ConnectionChoice &choice);

private:
    void createActions();
    void remember(const ConnectionChoice &choice);
    void rebuildRecentMenu();
    void rebuildProfileMenu();
    void updateIndicators();
    void fallBackToDemo(const QString &why);
    // "Save as Connection…": the connection editor, filled in with what is open.
    void saveServer();
    void afterSavingServer(const Core::SavedConnection &shown, const Core::SavedConnection &saved);
    // A saved connection loaded with its secrets (SecretKeeper): opened in this window.
    void openLoaded(const Core::SavedConnection &saved);
    // At start-up: the last connection, if its table answers; else the demo.
    void reopenIfItAnswers(const Core::SavedConnection &saved, quint64 generation);

    WindowParts m_parts;
    InspectorSession *m_session;
    Core::ConnectionStore m_store;
    Core::SecretKeeper *m_keeper; // loads and saves connections with their secrets (keyring or file)
    QString m_demoDir;
    QString m_demoUserCopyDir;
    ConnectionChoice m_current;
    QPointer<ConnectionsDialog> m_dialog;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_tableMenu = nullptr;
    QMenu *m_profileMenu = nullptr;
    QActionGroup *m_profileGroup = nullptr;
    QAction *m_newWindow = nullptr;
    QAction *m_closeWindow = nullptr;
    QAction *m_resetDemo = nullptr;
    QAction *m_chooseTable = nullptr;
    QLabel *m_readOnlyBadge = nullptr;
    QLabel *m_insecureBadge = nullptr;
    SaveConnectionBar *m_saveBar = nullptr;
    QPointer<ConnectionDialog> m_saveDialog;
    quint64 m_startGeneration = 0;
};

} // namespace Ei::Ui
