#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>

#include <core/util/pendingcall.h>

namespace Ei::Core {

// The platform keyring (the freedesktop Secret Service — GNOME Keyring, KeePassXC — or KWallet,
// through QtKeychain) as the store of a saved connection's secrets: one entry per connection,
// service "extract-inspector", key "connection:<name>", holding the same JSON object the 0600
// file keeps for it (secret header values by name, the Crossref database password, …;
// docs/connections.md, "Secrets"). ConnectionStore decides where a secret goes; this class only
// talks to the keyring.
//
// Every operation is asynchronous (QtKeychain's jobs talk D-Bus): a Call that finishes on a later
// event-loop turn. A keyring that does not answer, is locked and refuses to open, or is absent
// fails with ErrorKind::ServerUnavailable and a sentence naming it, so the caller can fall back to
// the file. An entry that is not there is ErrorKind::NotFound.
class ConnectionKeyring final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionKeyring)

public:
    explicit ConnectionKeyring(QObject *parent = nullptr);
    // `service` other than the default: tests, so that they never touch the user's entries.
    ConnectionKeyring(QString service, QObject *parent);
    ~ConnectionKeyring() override;

    QString service() const { return m_service; }

    Call<QJsonObject> *read(const QString &connectionName);
    // Writes, then reads back: the call succeeds only when the keyring holds exactly `secrets`,
    // so a caller may then remove the file's copy without risking the only one.
    Call<void> *write(const QString &connectionName, const QJsonObject &secrets);
    // Succeeds also when there was no entry.
    Call<void> *remove(const QString &connectionName);

    // The keyring key of a connection's entry: "connection:<name>".
    static QString keyFor(const QString &connectionName);

private:
    QString m_service;
};

} // namespace Ei::Core
