#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include <app/gui/inprocesstables.h>
#include <core/settings/connectionstore.h>
#include <ui/connectionsdialog.h>

namespace Ei::Ui {
class ClusterController;
class ConnectionController;
class InspectorSession;
class MainWindow;
} // namespace Ei::Ui

// The GUI application's own code (app/gui), above ui: it puts ui's parts together into windows.
namespace Ei::Gui {

// The application's windows, and the composition root of each: it makes the MainWindow, its
// InspectorSession (its own connection, table and row, and the owners of its tabs and docks, each
// given the window's parts; and the process's InProcessTables, which serve the demo and opened
// exports), ConnectionController and ClusterController, and puts their menus and strips in the
// window (assemble()). It is the application's, not ui's: no ui class sees a
// MainWindow, each owner is given the window's parts (Ui::WindowParts). Windows delete themselves
// when closed; closing the last one quits (QGuiApplication::quitOnLastWindowClosed). A new window
// is placed a little below and to the right of the active one.
class WindowManager final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WindowManager)

public:
    WindowManager(QString demoSnapshotDir, Core::ConnectionStore store = {}, QObject *parent = nullptr);
    ~WindowManager() override;

    // For tests: where the demo keeps the user's edits.
    void setDemoUserCopyDir(const QString &dir) { m_demoUserCopyDir = dir; }

    // Puts what the owners offer into the window: the Edit menu, the worklists' Go actions and
    // strip, the PDF pane, the connection's File and Table menus and strip, Tools → Cluster…; and
    // the window's own actions (Connect…, Export…, Open Export…, Reload Rows) to their owners.
    // `controller` and `cluster` may be null (a window made by a test).
    static void assemble(Ui::MainWindow *window, Ui::InspectorSession *session,
                         Ui::ConnectionController *controller = nullptr,
                         Ui::ClusterController *cluster = nullptr);

    // A new window, shown, not yet connected.
    Ui::MainWindow *createWindow();
    // A new window on `choice`.
    Ui::MainWindow *openWindow(const Ui::ConnectionChoice &choice);
    // The first window at start: `--connection NAME`, else the last connection (see
    // ConnectionController::openInitial()).
    Ui::MainWindow *openInitialWindow(const QString &requestedConnection);

    QList<Ui::MainWindow *> windows() const;
    // The window's session and connection controller (nullptr for a window not made here).
    Ui::InspectorSession *sessionOf(const Ui::MainWindow *window) const;
    Ui::ConnectionController *controllerOf(const Ui::MainWindow *window) const;
    // The window's Tools → Cluster… (nullptr for a window not made here).
    Ui::ClusterController *clusterOf(const Ui::MainWindow *window) const;

Q_SIGNALS:
    void windowCreated(Ei::Ui::MainWindow *window);

private:
    // What makes up one window; the session and controller are the window's children.
    struct Record
    {
        QPointer<Ui::MainWindow> window;
        QPointer<Ui::InspectorSession> session;
        QPointer<Ui::ConnectionController> controller;
        QPointer<Ui::ClusterController> cluster;
    };
    const Record *recordOf(const Ui::MainWindow *window) const;

    QString m_demoDir;
    QString m_demoUserCopyDir;
    Core::ConnectionStore m_store;
    InProcessTables m_localTables; // the demo and exports, for every window (before the windows go)
    QList<Record> m_windows;
};

} // namespace Ei::Gui
