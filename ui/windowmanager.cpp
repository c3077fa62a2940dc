#include "windowmanager.h"

#include <QApplication>

#include <ui/clustercontroller.h>
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
    for (const Record &record : std::as_const(m_windows)) {
        delete record.window.data();
    }
}

QList<MainWindow *> WindowManager::windows() const
{
    QList<MainWindow *> out;
    for (const Record &record : m_windows) {
        if (record.window) {
            out << record.window.data();
        }
    }
    return out;
}

const WindowManager::Record *WindowManager::recordOf(const MainWindow *window) const
{
    for (const Record &record : m_windows) {
        if (window && record.window == window) {
            return &record;
        }
    }
    return nullptr;
}

InspectorSession *WindowManager::sessionOf(const MainWindow *window) const
{
    const Record *record = recordOf(window);
    return record ? record->session.data() : nullptr;
}

ConnectionController *WindowManager::controllerOf(const MainWindow *window) const
{
    const Record *record = recordOf(window);
    return record ? record->controller.data() : nullptr;
}

ClusterController *WindowManager::clusterOf(const MainWindow *window) const
{
    const Record *record = recordOf(window);
    return record ? record->cluster.data() : nullptr;
}

MainWindow *WindowManager::createWindow()
{
    const QList<MainWindow *> existing = windows();
    auto *window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    auto *session = new InspectorSession(window, window);
    auto *controller = new ConnectionController(window, session, m_store, m_demoDir, window);
    controller->setDemoUserCopyDir(m_demoUserCopyDir);
    auto *cluster = new ClusterController(window, session, window);
    connect(controller, &ConnectionController::newWindowRequested, this,
            [this](const ConnectionChoice &choice) { openWindow(choice); });
    m_windows.removeIf([](const Record &record) { return record.window.isNull(); });
    m_windows.append(Record{window, session, controller, cluster});
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
