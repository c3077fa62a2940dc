#pragma once

#include <ui/localtables.h>

namespace Ei::Gui {

// The application's LocalTables: the demo and opened exports served in this process, so a window
// reaches them like any HBase REST gateway, through an in-process exchange rather than a socket
// (Server::InProcessExchange: nothing listens on a port). The demo is the process-wide
// Demo::DemoService (one for every window, so two windows on the demo see the same edits; it
// stops with the last window that holds it); an export gets a Server::LoopbackGateway of its own,
// loaded on a worker thread, which stops when the window lets go of it. WindowManager makes one
// and gives it to every window it makes; it holds nothing itself, what it serves belongs to the
// LocalTable each window holds.
class InProcessTables final : public Ui::LocalTables
{
public:
    Ui::LocalTable *serveDemo(const QString &snapshotDir, const QString &userCopyDir,
                              QObject *parent) override;
    Ui::LocalTable *serveExport(const QString &path, QObject *parent) override;
};

} // namespace Ei::Gui
