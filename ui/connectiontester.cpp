#include "connectiontester.h"

#include <QCoreApplication>
#include <QTimer>

#include <core/crossref/crossrefclient.h>
#include <core/hbase/restclient.h>

namespace Ei::Ui {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Ui::ConnectionTester)
};
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
    client->version()->then(
        context, [client, context, done, table](const Core::Result<Core::ServerVersion> &v) {
            if (!v) {
                client->deleteLater();
                done(std::unexpected(v.error()));
                return;
            }
            ServerInfo info{v->rest, v->hbase.isEmpty() ? v->cluster : v->hbase, {}};
            client->tableExists()->then(context, [client, done, info,
                                                  table](const Core::Result<bool> &exists) mutable {
                client->deleteLater();
                if (!exists) {
                    info.detail =
                        Tr::tr("Whether table “%1” exists is unknown: %2").arg(table, exists.error().message);
                } else if (*exists) {
                    info.detail = Tr::tr("Table “%1” exists.").arg(table);
                } else {
                    info.detail = Tr::tr("Table “%1” does not exist on this server.").arg(table);
                }
                done(info);
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
