#include "secretkeeper.h"

#include <QCoreApplication>
#include <QLoggingCategory>

namespace Ei::Core {
namespace {

Q_LOGGING_CATEGORY(lcSecrets, "ei.secrets")

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::SecretKeeper)
};

} // namespace

SecretKeeper::SecretKeeper(ConnectionStore store, QObject *parent)
    : QObject(parent)
    , m_store(std::move(store))
    , m_keyring(new ConnectionKeyring(this))
{}

SecretKeeper::SecretKeeper(ConnectionStore store, const QString &keyringService, QObject *parent)
    : QObject(parent)
    , m_store(std::move(store))
    , m_keyring(new ConnectionKeyring(keyringService, this))
{}

SecretKeeper::~SecretKeeper() = default;

Call<SavedConnection> *SecretKeeper::load(const QString &name)
{
    auto *call = new Call<SavedConnection>(this);
    Result<SavedConnection> plain = m_store.load(name);
    if (!plain || plain->secretStore == SecretStore::File) {
        call->resolveLater(std::move(plain));
        return call;
    }
    m_keyring->read(name)->then(call, [call, c = *plain](const Result<QJsonObject> &secrets) mutable {
        if (secrets) {
            applySecrets(c, *secrets);
            call->resolve(std::move(c));
            return;
        }
        // The file's copy of a save that stopped halfway still serves.
        if (!secretsOf(c).isEmpty()) {
            qCWarning(lcSecrets, "%s Using the copy in the secrets file.",
                      qPrintable(secrets.error().message));
            call->resolve(std::move(c));
            return;
        }
        if (secrets.error().kind == ErrorKind::NotFound) {
            call->resolve(
                fail(ErrorKind::NotFound,
                     Tr::tr("The keyring has lost the secrets of connection “%1”: enter them again in "
                            "File → Connect….")
                         .arg(c.name)));
            return;
        }
        call->resolve(fail(ErrorKind::ServerUnavailable,
                           Tr::tr("The secrets of connection “%1” are in the keyring: %2 Unlock the keyring, "
                                  "then try again.")
                               .arg(c.name, secrets.error().message)));
    });
    return call;
}

Call<SecretLocation> *SecretKeeper::save(const SavedConnection &connection, const QString &previousName)
{
    auto *call = new Call<SecretLocation>(this);
    if (const QString problem = ConnectionStore::validate(connection); !problem.isEmpty()) {
        call->resolveLater(fail(ErrorKind::InvalidInput, problem));
        return call;
    }
    const auto forgetKeyringEntry = [this](const QString &name) {
        m_keyring->remove(name)->then(this, [name](const Result<void> &removed) {
            if (!removed) {
                qCWarning(lcSecrets, "The keyring entry of connection “%s” is left behind: %s",
                          qPrintable(name), qPrintable(removed.error().message));
            }
        });
    };
    const QJsonObject secrets = secretsOf(connection);
    if (secrets.isEmpty()) {
        SavedConnection c = connection;
        c.secretStore = SecretStore::File;
        if (Result<void> saved = m_store.replace(previousName, c); !saved) {
            call->resolveLater(std::unexpected(saved.error()));
            return call;
        }
        forgetKeyringEntry(c.name);
        call->resolveLater(SecretLocation{SecretStore::File, {}});
        return call;
    }
    m_keyring->write(connection.name, secrets)
        ->then(call, [this, call, connection, previousName, forgetKeyringEntry](const Result<void> &written) {
            SavedConnection c = connection;
            c.secretStore = written ? SecretStore::Keyring : SecretStore::File;
            if (Result<void> saved = m_store.replace(previousName, c); !saved) {
                call->resolve(std::unexpected(saved.error()));
                return;
            }
            if (!previousName.isEmpty() && previousName != c.name) {
                forgetKeyringEntry(previousName);
            }
            if (written) {
                call->resolve(SecretLocation{SecretStore::Keyring, {}});
                return;
            }
            qCInfo(lcSecrets, "Secrets of connection “%s” kept in the file: %s", qPrintable(c.name),
                   qPrintable(written.error().message));
            call->resolve(SecretLocation{SecretStore::File, written.error().message});
        });
    return call;
}

Call<void> *SecretKeeper::remove(const QString &name)
{
    auto *call = new Call<void>(this);
    if (Result<void> removed = m_store.remove(name); !removed) {
        call->resolveLater(std::move(removed));
        return call;
    }
    m_keyring->remove(name)->then(call, [call, name](const Result<void> &removed) {
        if (!removed) {
            qCWarning(lcSecrets, "The keyring entry of connection “%s” is left behind: %s", qPrintable(name),
                      qPrintable(removed.error().message));
        }
        call->resolve({});
    });
    return call;
}

} // namespace Ei::Core
