#include "sessionwindow.h"

#include <QTest>

namespace Ei::Test {

bool SessionWindow::openDemo(const QString &dir, const QString &userCopyDir)
{
    session.opener()->openDemo(dir, userCopyDir);
    window.show();
    // `ready` may already have come while the window was being exposed.
    return QTest::qWaitForWindowExposed(&window) && (!ready.isEmpty() || ready.wait(30000));
}

void SessionWindow::openConnection(const Core::SavedConnection &connection)
{
    session.opener()->openConnection(connection);
    window.show();
}

} // namespace Ei::Test
