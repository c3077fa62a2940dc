#include "clustercontroller.h"

#include <QAction>

#include <core/hbase/restclient.h>
#include <models/clusterpresenter.h>
#include <models/tablesession.h>
#include <ui/clusterwindow.h>
#include <ui/curationcontroller.h>
#include <ui/inspectorsession.h>

namespace Ei::Ui {

ClusterController::ClusterController(InspectorSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_action(new QAction(tr("&Cluster…"), this))
    , m_presenter(new Models::ClusterPresenter(this))
{
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    m_action->setStatusTip(
        tr("The cluster's nodes, the tables with their schemas and regions, and the schema check"));
    m_action->setEnabled(false);
    connect(m_action, &QAction::triggered, this, &ClusterController::showWindow);
    connect(session, &InspectorSession::ready, this, &ClusterController::takeConnection);
}

ClusterController::~ClusterController()
{
    delete m_clusterWindow;
}

void ClusterController::takeConnection()
{
    Models::TableSession *table = m_session->tableSession();
    if (!table || !table->client()) {
        return;
    }
    Models::ClusterPresenter::Connection connection;
    connection.config = table->client()->config();
    connection.profile = table->profile();
    connection.keyFormat = table->keyFormat();
    connection.readOnlyReason =
        m_session->curation()->isReadOnly() ? m_session->curation()->readOnlyReason() : QString();
    if (connection.config.readOnly && connection.readOnlyReason.isEmpty()) {
        connection.readOnlyReason = tr("The connection is read-only.");
    }
    m_action->setEnabled(true);
    m_connected = true;
    // A window already open follows the session; otherwise the presenter loads when it opens.
    if (m_clusterWindow) {
        m_presenter->setConnection(connection);
    } else {
        m_pending = connection;
    }
}

ClusterWindow *ClusterController::showWindow()
{
    if (!m_connected) {
        return nullptr;
    }
    if (!m_clusterWindow) {
        m_clusterWindow = new ClusterWindow(m_presenter);
        m_clusterWindow->setAttribute(Qt::WA_DeleteOnClose);
        if (m_pending) {
            m_presenter->setConnection(*std::exchange(m_pending, std::nullopt));
        }
    }
    m_clusterWindow->show();
    m_clusterWindow->raise();
    m_clusterWindow->activateWindow();
    return m_clusterWindow;
}

} // namespace Ei::Ui
