#include "connectionkeyring.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <qt6keychain/keychain.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::ConnectionKeyring)
};

// QtKeychain's error as one sentence, and whether it means "no usable keyring" (the caller falls
// back to the file) rather than "this entry is missing".
Error keyringError(const QKeychain::Job &job)
{
    switch (job.error()) {
    case QKeychain::EntryNotFound:
        return Error{ErrorKind::NotFound, Tr::tr("The keyring holds no secrets for this connection.")};
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        return Error{ErrorKind::ServerUnavailable,
                     Tr::tr("The keyring refused access (%1).").arg(job.errorString())};
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return Error{ErrorKind::ServerUnavailable,
                     Tr::tr("No keyring is available (%1).").arg(job.errorString())};
    default:
        return Error{ErrorKind::ServerUnavailable,
                     Tr::tr("The keyring did not answer (%1).").arg(job.errorString())};
    }
}

template<class JobType>
JobType *makeJob(const QString &service, const QString &key)
{
    // No parent, deleted by itself when it has finished: QtKeychain's Secret Service backend
    // answers through libsecret callbacks that hold the job, so a job destroyed before its answer
    // (its window closed meanwhile) would be used after it was freed. The Call it feeds is the
    // context of the connection, so a caller that went away is simply not called.
    auto *job = new JobType(service);
    job->setAutoDelete(true);
    // Never QtKeychain's own plain-text fallback: when no keyring answers, ConnectionStore's 0600
    // file is the fallback, and the Connect dialog says so.
    job->setInsecureFallback(false);
    job->setKey(key);
    return job;
}

} // namespace

ConnectionKeyring::ConnectionKeyring(QObject *parent)
    : ConnectionKeyring(QStringLiteral("extract-inspector"), parent)
{}

ConnectionKeyring::ConnectionKeyring(QString service, QObject *parent)
    : QObject(parent)
    , m_service(std::move(service))
{}

ConnectionKeyring::~ConnectionKeyring() = default;

QString ConnectionKeyring::keyFor(const QString &connectionName)
{
    return QStringLiteral("connection:") + connectionName;
}

Call<QJsonObject> *ConnectionKeyring::read(const QString &connectionName)
{
    auto *call = new Call<QJsonObject>(this);
    auto *job = makeJob<QKeychain::ReadPasswordJob>(m_service, keyFor(connectionName));
    connect(job, &QKeychain::Job::finished, call, [call, job] {
        if (job->error() != QKeychain::NoError) {
            call->resolve(std::unexpected(keyringError(*job)));
            return;
        }
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(job->binaryData(), &parseError);
        if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            call->resolve(
                fail(ErrorKind::Io, Tr::tr("The keyring's entry for this connection is not valid JSON.")));
            return;
        }
        call->resolve(doc.object());
    });
    job->start();
    return call;
}

Call<void> *ConnectionKeyring::write(const QString &connectionName, const QJsonObject &secrets)
{
    auto *call = new Call<void>(this);
    auto *job = makeJob<QKeychain::WritePasswordJob>(m_service, keyFor(connectionName));
    job->setBinaryData(QJsonDocument(secrets).toJson(QJsonDocument::Compact));
    connect(job, &QKeychain::Job::finished, call, [this, call, job, connectionName, secrets] {
        if (job->error() != QKeychain::NoError) {
            call->resolve(std::unexpected(keyringError(*job)));
            return;
        }
        // Read back before anyone trusts it: a keyring that accepted the write but cannot give
        // it back must not become the only copy.
        chain(call, read(connectionName), [call, secrets](const QJsonObject &back) {
            if (back == secrets) {
                call->resolve({});
            } else {
                call->resolve(
                    fail(ErrorKind::Io, Tr::tr("The keyring did not keep the secrets it was given.")));
            }
        });
    });
    job->start();
    return call;
}

Call<void> *ConnectionKeyring::remove(const QString &connectionName)
{
    auto *call = new Call<void>(this);
    auto *job = makeJob<QKeychain::DeletePasswordJob>(m_service, keyFor(connectionName));
    connect(job, &QKeychain::Job::finished, call, [call, job] {
        if (job->error() != QKeychain::NoError && job->error() != QKeychain::EntryNotFound) {
            call->resolve(std::unexpected(keyringError(*job)));
            return;
        }
        call->resolve({});
    });
    job->start();
    return call;
}

} // namespace Ei::Core
