#include "connectiontester.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTimer>

#include <core/crossref/crossrefclient.h>
#include <core/hbase/gatewaypool.h>
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

// Asks each further gateway of the connection (restUrls) for /version, all at once, through a
// GatewayPool rooted in the test's `client` (so each is configured as the pool configures them for
// bulk jobs); `done` gets a sentence for the test's result (empty without any).
void checkFurtherGateways(Core::RestClient *client, QObject *context, std::function<void(QString)> done)
{
    auto *pool = new Core::GatewayPool(client, client);
    pool->addGateways(client->config().moreGateways);
    QList<Core::RestClient *> further = pool->gateways();
    further.removeOne(client);
    if (further.isEmpty()) {
        QTimer::singleShot(0, context, [done] { done(QString()); });
        return;
    }
    struct Tally
    {
        qsizetype waiting = 0;
        int answered = 0;
        QStringList failures;
    };
    auto tally = std::make_shared<Tally>();
    tally->waiting = further.size();
    const qsizetype total = tally->waiting;
    for (Core::RestClient *gateway : std::as_const(further)) {
        const QUrl url = gateway->config().baseUrl;
        gateway->version()->then(
            context, [tally, total, url, done](const Core::Result<Core::ServerVersion> &v) {
                if (v) {
                    ++tally->answered;
                } else {
                    tally->failures.append(
                        Tr::tr("%1 did not answer: %2").arg(url.toDisplayString(), v.error().message));
                }
                if (--tally->waiting > 0) {
                    return;
                }
                QString text = Tr::tr("%1 of %2 further gateways answer.").arg(tally->answered).arg(total);
                for (const QString &failure : std::as_const(tally->failures)) {
                    text += u' ' + failure;
                }
                done(text);
            });
    }
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
            const Core::AuthConfig authConfig = auth->config();
            const int challenges = auth->challenges();
            const QString principal = auth->acceptedAs();
            if (!exists) {
                info.detail =
                    Tr::tr("Whether table “%1” exists is unknown: %2").arg(table, exists.error().message);
            } else if (*exists) {
                info.detail = Tr::tr("Table “%1” exists.").arg(table);
            } else {
                info.detail = Tr::tr("Table “%1” does not exist on this server.").arg(table);
            }
            describeIdentity(authConfig, challenges, principal, context,
                             [client, context, done, info](QString identity) mutable {
                                 info.identity = std::move(identity);
                                 checkFurtherGateways(client, context,
                                                      [client, done, info](const QString &gateways) mutable {
                                                          client->deleteLater(); // its pool with it
                                                          if (!gateways.isEmpty()) {
                                                              info.detail += u' ' + gateways;
                                                          }
                                                          done(info);
                                                      });
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
