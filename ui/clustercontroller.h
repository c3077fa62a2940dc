#pragma once

#include <optional>

#include <QObject>
#include <QPointer>

#include <models/clusterpresenter.h>

class QAction;

namespace Ei::Ui {

class ClusterWindow;
class InspectorSession;

// Tools → Cluster… (Ctrl+Shift+K): the Cluster window of the window's connection. It follows the
// session: each table the session opens becomes the Cluster window's connection (with its
// profile and its read-only reason).
class ClusterController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterController)

public:
    // Its action (Tools → Cluster…) is placed in the window by app/gui (WindowManager::assemble).
    explicit ClusterController(InspectorSession *session, QObject *parent = nullptr);
    ~ClusterController() override;

    QAction *action() const { return m_action; }
    // Shows (creating it on first use) and raises the Cluster window.
    ClusterWindow *showWindow();
    Models::ClusterPresenter *presenter() const { return m_presenter; }

private:
    void takeConnection();

    InspectorSession *m_session;
    QAction *m_action;
    Models::ClusterPresenter *m_presenter;
    QPointer<ClusterWindow> m_clusterWindow;
    bool m_connected = false;
    std::optional<Models::ClusterPresenter::Connection> m_pending; // until the window first opens
};

} // namespace Ei::Ui
