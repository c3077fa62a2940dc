#pragma once

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

namespace Ei::Test {

// A private D-Bus session bus and, on request, a real GNOME Keyring (gnome-keyring-daemon's
// Secret Service, unlocked with a throw-away password) for one test process: the keyring tests
// never touch the user's bus or keyring. Debian 13's dbus and gnome-keyring packages
// (tools/deps/debian-13.txt). Both daemons are stopped by PID when this object goes.
//
// Call start() before anything in the process connects to the session bus: it points
// DBUS_SESSION_BUS_ADDRESS (and XDG_DATA_HOME, where the keyring files go) at its own folder.
class KeyringSession final
{
public:
    KeyringSession();
    ~KeyringSession();
    KeyringSession(const KeyringSession &) = delete;
    KeyringSession &operator=(const KeyringSession &) = delete;

    // Why the keyring tests cannot run here, one sentence for QSKIP (a binary is missing); empty
    // when both are installed.
    static QString unavailableReason();

    // The bus; false with error() on failure.
    bool startBus();
    // gnome-keyring-daemon on that bus; returns once org.freedesktop.secrets is registered.
    bool startKeyring();
    void stopKeyring();

    QString busAddress() const { return m_address; }
    QString error() const { return m_error; }

private:
    QTemporaryDir m_dir;
    QProcess m_bus;
    QProcess m_keyring;
    QString m_address;
    QString m_error;
};

} // namespace Ei::Test
