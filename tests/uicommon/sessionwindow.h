#pragma once

#include <QSignalSpy>
#include <QString>

#include <app/gui/inprocesstables.h>
#include <app/gui/windowmanager.h>
#include <core/settings/connectionstore.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>

namespace Ei::Test {

// A window with its own session, assembled as WindowManager makes one (without the connection
// and cluster controllers), and spies on the session's `ready` and `rowShown` that exist before
// anything is opened, so no signal is missed.
struct SessionWindow
{
    SessionWindow() { Gui::WindowManager::assemble(&window, &session); }

    Gui::InProcessTables tables; // serves the demo, as the application's windows are given it
    Ui::MainWindow window;
    Ui::InspectorSession session{window.parts(), &tables};
    QSignalSpy ready{&session, &Ui::InspectorSession::ready};
    QSignalSpy shown{&session, &Ui::InspectorSession::rowShown};

    // Opens the demo snapshot in `dir` (edits go to `userCopyDir`, or the user's copy when empty),
    // shows the window and waits until it is exposed and the demo is served; false if either does
    // not happen in time.
    bool openDemo(const QString &dir, const QString &userCopyDir = {});
    // Opens `connection` and shows the window (the first row arrives later: wait on `shown`).
    void openConnection(const Core::SavedConnection &connection);
};

} // namespace Ei::Test
