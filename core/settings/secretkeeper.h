#pragma once

#include <QObject>
#include <QString>

#include <core/settings/connectionkeyring.h>
#include <core/settings/connectionstore.h>
#include <core/util/pendingcall.h>

namespace Ei::Core {

// Where a save put a connection's secrets, and why there (docs/connections.md, "Secrets"): the
// Connect dialog says it.
struct SecretLocation
{
    SecretStore store = SecretStore::File;
    QString whyNotKeyring; // the keyring's sentence when it did not take them; empty otherwise
};

// Saved connections with their secrets in the platform keyring when one answers, in the 0600 file
// otherwise: ConnectionStore for the plain settings and the file, ConnectionKeyring for the
// keyring. What the GUI and the CLI use to load and save connections.
//
// Saving writes the secrets to the keyring and reads them back before connections.ini says
// "keyring", and removes the file's copy only after that, so a save that stops halfway leaves a
// copy in both places, never in none. A connection whose secrets are still in the file (saved by
// an older version, or when no keyring answered) moves them to the keyring on its next save.
class SecretKeeper final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretKeeper)

public:
    explicit SecretKeeper(ConnectionStore store = {}, QObject *parent = nullptr);
    // `keyringService` other than the default: tests, which must not touch the user's keyring.
    SecretKeeper(ConnectionStore store, const QString &keyringService, QObject *parent);
    ~SecretKeeper() override;

    const ConnectionStore &store() const { return m_store; }

    // The connection with its secrets, from the keyring for one kept there. A keyring that does
    // not answer is an error (ServerUnavailable) unless the file still has a copy.
    Call<SavedConnection> *load(const QString &name);
    // Saves `connection`, replacing `previousName` when it was renamed.
    Call<SecretLocation> *save(const SavedConnection &connection, const QString &previousName = {});
    // Removes the connection and its keyring entry (a keyring that does not answer is no error:
    // the entry is then left behind, and the sentence is logged).
    Call<void> *remove(const QString &name);

private:
    ConnectionStore m_store;
    ConnectionKeyring *m_keyring;
};

} // namespace Ei::Core
