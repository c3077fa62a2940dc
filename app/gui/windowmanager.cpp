#include "windowmanager.h"

#include <QApplication>

#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <ui/clustercontroller.h>
#include <ui/connectioncontroller.h>
#include <ui/curationcontroller.h>
#include <ui/exportcontroller.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/saveconnectionbar.h>
#include <ui/worklist.h>

namespace Ei::Gui {

using Ui::ClusterController;
using Ui::ConnectionChoice;
using Ui::ConnectionController;
using Ui::CurationController;
using Ui::ExportController;
using Ui::InspectorSession;
using Ui::MainWindow;
using Ui::WorklistController;

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

void WindowManager::assemble(MainWindow *window, InspectorSession *session, ConnectionController *controller,
                             ClusterController *cluster)
{
    window->addEditMenu(session->curation()->editMenu());
    WorklistController *worklist = session->worklist();
    window->addGoActions(worklist->goActions());
    window->addMessageBar(worklist->bar()); // under the banner, above the panes
    window->setPdfPane(session->pdfPane());
    QObject::connect(window, &MainWindow::exportRequested, session->exportController(),
                     &ExportController::showDialog);
    QObject::connect(window, &MainWindow::openExportRequested, session->opener(),
                     [opener = session->opener()](const QString &path) { opener->openExport(path); });
    QObject::connect(window, &MainWindow::reloadRowsRequested, session, [table = session->tableSession()] {
        if (table->isOpen()) {
            table->model()->reload();
        }
    });
    if (controller) {
        window->addConnectionMenu(controller->recentMenu(),
                                  {controller->newWindowAction(), controller->resetDemoAction()});
        window->addWindowAction(controller->closeWindowAction());
        window->addTableMenu(controller->tableMenu());
        window->addMessageBar(controller->saveConnectionBar());
        QObject::connect(window, &MainWindow::connectRequested, controller,
                         &ConnectionController::showConnectDialog);
    }
    if (cluster) {
        window->addToolsAction(cluster->action());
    }
}

MainWindow *WindowManager::createWindow()
{
    const QList<MainWindow *> existing = windows();
    auto *window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    auto *session = new InspectorSession(window->parts(), &m_localTables, window);
    auto *controller = new ConnectionController(window->parts(), session, m_store, m_demoDir, window);
    controller->setDemoUserCopyDir(m_demoUserCopyDir);
    auto *cluster = new ClusterController(session, window);
    assemble(window, session, controller, cluster);
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

} // namespace Ei::Gui
