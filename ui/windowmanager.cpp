#include "windowmanager.h"

#include <QApplication>

#include <ui/connectioncontroller.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>

namespace Ei::Ui {

namespace {
constexpr int kCascade = 32; // pixels between a window and the next one
} // namespace

WindowManager::WindowManager(QString demoSnapshotDir, Core::ConnectionStore store, QObject *parent)
    : QObject(parent)
    , m_demoDir(std::move(demoSnapshotDir))
    , m_store(std::move(store))
{}

WindowManager::~WindowManager()
{
    for (const QPointer<MainWindow> &window : std::as_const(m_windows)) {
        delete window.data();
    }
}

QList<MainWindow *> WindowManager::windows() const
{
    QList<MainWindow *> out;
    for (const QPointer<MainWindow> &window : m_windows) {
        if (window) {
            out << window.data();
        }
    }
    return out;
}

InspectorSession *WindowManager::sessionOf(const MainWindow *window)
{
    return window ? window->findChild<InspectorSession *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

ConnectionController *WindowManager::controllerOf(const MainWindow *window)
{
    return window ? window->findChild<ConnectionController *>(QString(), Qt::FindDirectChildrenOnly)
                  : nullptr;
}

MainWindow *WindowManager::createWindow()
{
    const QList<MainWindow *> existing = windows();
    auto *window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    auto *session = new InspectorSession(window, window);
    auto *controller = new ConnectionController(window, session, m_store, m_demoDir, window);
    controller->setDemoUserCopyDir(m_demoUserCopyDir);
    connect(controller, &ConnectionController::newWindowRequested, this,
            [this](const ConnectionChoice &choice) { openWindow(choice); });
    m_windows.removeAll(nullptr);
    m_windows.append(window);
    if (!existing.isEmpty()) {
        // Restored geometry is the last closed window's: move off the active one so both show.
        const MainWindow *anchor = qobject_cast<MainWindow *>(QApplication::activeWindow());
        const QRect base = (anchor ? anchor : existing.constLast())->geometry();
        window->resize(base.size());
        window->move(base.topLeft() + QPoint(kCascade, kCascade));
    }
    window->show();
    Q_EMIT windowCreated(window);
    return window;
}

MainWindow *WindowManager::openWindow(const ConnectionChoice &choice)
{
    MainWindow *window = createWindow();
    controllerOf(window)->open(choice);
    return window;
}

MainWindow *WindowManager::openInitialWindow(const QString &requestedConnection)
{
    MainWindow *window = createWindow();
    controllerOf(window)->openInitial(requestedConnection);
    return window;
}

} // namespace Ei::Ui
