#include "keyringsession.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusServiceWatcher>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>

namespace Ei::Test {
namespace {

const QString kSecretsService = QStringLiteral("org.freedesktop.secrets");

void stopByPid(QProcess &process)
{
    if (process.state() == QProcess::NotRunning) {
        return;
    }
    process.terminate(); // SIGTERM to the PID
    if (!process.waitForFinished(10000)) {
        process.kill();
        process.waitForFinished(5000);
    }
}

} // namespace

KeyringSession::KeyringSession() = default;

KeyringSession::~KeyringSession()
{
    stopKeyring();
    stopByPid(m_bus);
}

QString KeyringSession::unavailableReason()
{
    for (const QString &binary : {QStringLiteral("dbus-daemon"), QStringLiteral("gnome-keyring-daemon")}) {
        if (QStandardPaths::findExecutable(binary).isEmpty()) {
            return binary + QStringLiteral(" is not installed (tools/deps/debian-13.txt)");
        }
    }
    return {};
}

bool KeyringSession::startBus()
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("cannot make a temporary folder");
        return false;
    }
    QDir(m_dir.path()).mkpath(QStringLiteral("data"));
    QDir(m_dir.path()).mkpath(QStringLiteral("runtime"));
    QFile::setPermissions(m_dir.filePath(QStringLiteral("runtime")),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    qputenv("XDG_RUNTIME_DIR", m_dir.filePath(QStringLiteral("runtime")).toUtf8());
    // A configuration of our own, without the system's service folders: the standard session bus
    // would start whatever Secret Service is installed on first use (D-Bus activation), and the
    // test needs a bus where no keyring answers until startKeyring().
    QFile config(m_dir.filePath(QStringLiteral("session.conf")));
    if (!config.open(QIODevice::WriteOnly)) {
        m_error = QStringLiteral("cannot write the bus configuration");
        return false;
    }
    config.write(
        QStringLiteral("<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
                       " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                       "<busconfig><type>session</type><listen>unix:path=%1</listen>"
                       "<policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                       "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy></busconfig>\n")
            .arg(m_dir.filePath(QStringLiteral("bus")))
            .toUtf8());
    config.close();
    m_bus.setProgram(QStringLiteral("dbus-daemon"));
    m_bus.setArguments({QStringLiteral("--nofork"), QStringLiteral("--print-address=1"),
                        QStringLiteral("--config-file=") + config.fileName()});
    m_bus.start();
    if (!m_bus.waitForStarted(10000)) {
        m_error = QStringLiteral("dbus-daemon did not start: ") + m_bus.errorString();
        return false;
    }
    // The address is its first line of output, printed once it listens.
    while (!m_bus.canReadLine()) {
        if (!m_bus.waitForReadyRead(10000)) {
            m_error = QStringLiteral("dbus-daemon printed no address");
            return false;
        }
    }
    m_address = QString::fromUtf8(m_bus.readLine()).trimmed();
    qputenv("DBUS_SESSION_BUS_ADDRESS", m_address.toUtf8());
    return true;
}

bool KeyringSession::startKeyring()
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        m_error = QStringLiteral("cannot connect to the test's session bus");
        return false;
    }
    QDBusServiceWatcher watcher(kSecretsService, bus, QDBusServiceWatcher::WatchForRegistration);
    QSignalSpy registered(&watcher, &QDBusServiceWatcher::serviceRegistered);
    m_keyring.setProgram(QStringLiteral("gnome-keyring-daemon"));
    // --unlock reads the login keyring's password from stdin and creates the keyring with it.
    m_keyring.setArguments(
        {QStringLiteral("--foreground"), QStringLiteral("--components=secrets"), QStringLiteral("--unlock")});
    // Its chatter ("asked to register item … already registered") goes to a file, not the test log.
    m_keyring.setStandardOutputFile(m_dir.filePath(QStringLiteral("gnome-keyring.log")));
    m_keyring.setStandardErrorFile(m_dir.filePath(QStringLiteral("gnome-keyring.log")), QIODevice::Append);
    m_keyring.start();
    if (!m_keyring.waitForStarted(10000)) {
        m_error = QStringLiteral("gnome-keyring-daemon did not start: ") + m_keyring.errorString();
        return false;
    }
    m_keyring.write("ei-test-keyring-password");
    m_keyring.closeWriteChannel();
    if (!bus.interface()->isServiceRegistered(kSecretsService) && !registered.wait(20000)) {
        m_error = QStringLiteral("gnome-keyring-daemon did not register org.freedesktop.secrets");
        return false;
    }
    return true;
}

void KeyringSession::stopKeyring()
{
    stopByPid(m_keyring);
}

} // namespace Ei::Test
