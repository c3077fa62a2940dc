// Linked into every test executable (an OBJECT library, so this initializer always runs): each
// test process gets an empty home folder of its own, removed when it exits.
//
// Why: settings, write journals, caches and the CLI processes a test starts all live below HOME
// (QStandardPaths' test mode only moves them to HOME/.qttest). With the machine's real home they
// outlived the run: a journal left with pending writes by one run (journals are named by server
// URL and table) was replayed into a later test whose server happened to get the same port, and
// two tests running in parallel shared one settings file. Likewise the session bus, whose keyring
// holds the user's secrets.
#include "freshhome.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace {

struct FreshHome
{
    QByteArray originalHome = qgetenv("HOME");
    QTemporaryDir dir{QDir::tempPath() + QStringLiteral("/ei-test-home-XXXXXX")};

    FreshHome()
    {
        if (!dir.isValid()) {
            qFatal("tests: could not create a temporary home folder: %s", qPrintable(dir.errorString()));
        }
        qputenv("HOME", QFile::encodeName(dir.path()));
        for (const char *variable :
             {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
            qunsetenv(variable);
        }
        // Nor the user's session bus: code that saves connections would put secrets into the
        // user's real keyring. Tests of the keyring start a bus of their own (KeyringSession).
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/ei-tests-have-no-session-bus");
    }
};

const FreshHome &freshHome()
{
    static const FreshHome home;
    return home;
}

// Runs before main(), so before the QApplication and any QSettings exist.
[[maybe_unused]] const FreshHome &g_freshHomeAtStart = freshHome();

} // namespace

namespace Ei::Test {

QString originalHomePath()
{
    const QByteArray home = freshHome().originalHome;
    return home.isEmpty() ? QDir::homePath() : QFile::decodeName(home);
}

} // namespace Ei::Test
