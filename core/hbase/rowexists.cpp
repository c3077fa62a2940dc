#include "rowexists.h"

#include <QUtf8StringView>

#include <core/hbase/restclient.h>

namespace Ei::Core {

Call<bool> *rowExists(RestClient *client, const QByteArray &key)
{
    auto *call = new Call<bool>(client);
    if (!QUtf8StringView(key).isValidUtf8()) {
        const auto readRow = [client, call, key] {
            client->getRow(key)->then(call, [call](const Result<Row> &row) {
                if (!row && row.error().kind != ErrorKind::NotFound) {
                    call->resolve(std::unexpected(row.error()));
                    return;
                }
                call->resolve(row.has_value());
            });
        };
        if (client->featuresKnown()) {
            readRow();
        } else {
            // A binary key needs ?e=b64, which depends on the server's version: ask once (a
            // server that does not answer keeps the conservative features, and the GET says why).
            client->version()->then(call, [client, readRow](const Result<ServerVersion> &) {
                client->setFeatures(client->features());
                readRow();
            });
        }
        return call;
    }
    ScanSpec spec;
    spec.startRow = key;
    spec.stopRow = key + '\0'; // the smallest key after `key`: exactly one row
    spec.filter = Filter::all({Filter::firstKeyOnly(), Filter::keyOnly()});
    spec.limit = 1;
    spec.mode = ScanMode::Stateless;
    spec.statelessFirstRows = 1;
    Call<qint64> *scan = client->scanAll(spec, call, [](const CellSet &) { return false; }, 1);
    call->setCancelHook([scan] { scan->cancel(); });
    scan->then(call, [call](const Result<qint64> &rows) {
        if (!rows) {
            call->resolve(std::unexpected(rows.error()));
            return;
        }
        call->resolve(*rows > 0);
    });
    return call;
}

} // namespace Ei::Core
