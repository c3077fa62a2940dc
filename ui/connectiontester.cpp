#include "connectiontester.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTimer>

#include <core/crossref/crossrefclient.h>
#include <core/hbase/httpauth.h>
#include <core/hbase/restclient.h>
#include <core/hbase/spnego.h>

namespace Ei::Ui {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Ui::ConnectionTester)
};
// Whom the server accepted, once it answered: the Kerberos principal (with the ticket's end, read
// from the cache off the GUI thread) or the Basic user; empty without authentication. Calls `done`
// on `context`'s thread.
void describeIdentity(const Core::AuthConfig &auth, int challenges, const QString &principal,
                      QObject *context, std::function<void(QString)> done)
{
    QString certificate;
    if (auth.usesClientCertificate()) {
        certificate = Tr::tr(" The client certificate %1 was accepted.").arg(auth.clientCertificate);
    }
    const QString doAs =
        auth.doAs.isEmpty() ? QString() : Tr::tr(" Requests act for %1 (doAs).").arg(auth.doAs);
    switch (auth.kind) {
    case Core::AuthKind::None:
        QTimer::singleShot(0, context,
                           [done, certificate, doAs] { done(QString(certificate + doAs).trimmed()); });
        return;
    case Core::AuthKind::Basic: {
        const QString text = challenges > 0 ? Tr::tr("Accepted as %1 (Basic).").arg(auth.user)
                                            : Tr::tr("The server asked for no password; none was sent.");
        QTimer::singleShot(0, context, [done, text, certificate, doAs] { done(text + certificate + doAs); });
        return;
    }
    case Core::AuthKind::Kerberos:
        break;
    }
    if (challenges == 0) {
        const QString text = Tr::tr("The server asked for no Kerberos ticket; none was sent.");
        QTimer::singleShot(0, context, [done, text, certificate, doAs] { done(text + certificate + doAs); });
        return;
    }
    Core::readKerberosTicketLater(auth.user).then(
        context, [done, principal, certificate, doAs](const Core::KerberosTicket &ticket) {
            const QString who = principal.isEmpty() ? ticket.principal : principal;
            const QString text =
                ticket.expires.isValid()
                    ? Tr::tr("Accepted as %1 (Kerberos; the ticket is valid until %2).")
                          .arg(who, QLocale().toString(ticket.expires.toLocalTime(), QLocale::ShortFormat))
                    : Tr::tr("Accepted as %1 (Kerberos).").arg(who);
            done(text + certificate + doAs);
        });
}

} // namespace

void testConnection(const Core::SavedConnection &connection, QObject *context, ConnectionDialog::Done done)
{
    if (const QString problem = Core::ConnectionStore::validate(connection); !problem.isEmpty()) {
        QTimer::singleShot(0, context,
                           [done, problem] { done(Core::fail(Core::ErrorKind::InvalidInput, problem)); });
        return;
    }
    // The client lives as long as the test: a child of the context, deleted when the answer is in.
    auto *client = new Core::RestClient(Core::toConnectionConfig(connection), context);
    const QString table = connection.table;
    client->version()->then(context, [client, context, done,
                                      table](const Core::Result<Core::ServerVersion> &v) {
        if (!v) {
            client->deleteLater();
            done(std::unexpected(v.error()));
            return;
        }
        ServerInfo info{v->rest, v->hbase.isEmpty() ? v->cluster : v->hbase, {}, {}};
        client->tableExists()->then(context, [client, context, done, info,
                                              table](const Core::Result<bool> &exists) mutable {
            const Core::HttpAuth *auth = client->auth();
            const Core::AuthConfig config = auth->config();
            const int challenges = auth->challenges();
            const QString principal = auth->acceptedAs();
            client->deleteLater();
            if (!exists) {
                info.detail =
                    Tr::tr("Whether table “%1” exists is unknown: %2").arg(table, exists.error().message);
            } else if (*exists) {
                info.detail = Tr::tr("Table “%1” exists.").arg(table);
            } else {
                info.detail = Tr::tr("Table “%1” does not exist on this server.").arg(table);
            }
            describeIdentity(config, challenges, principal, context, [done, info](QString identity) mutable {
                info.identity = std::move(identity);
                done(info);
            });
        });
    });
}

void testCrossrefSource(const Core::SavedConnection &connection, QObject *context,
                        ConnectionDialog::CrossrefDone done)
{
    auto source = Core::CrossrefSource::parse(connection.crossrefSource);
    if (!source) {
        QTimer::singleShot(0, context, [done, error = source.error()] { done(std::unexpected(error)); });
        return;
    }
    // The client lives as long as the test, like testConnection's.
    auto *client = new Core::CrossrefClient(*source, context);
    client->setTimeout(std::chrono::seconds(connection.timeoutSeconds));
    client->setPassword(connection.crossrefPassword.toUtf8());
    client->probe()->then(context, [client, done](const Core::Result<QString> &result) {
        client->deleteLater();
        done(result);
    });
}

} // namespace Ei::Ui
