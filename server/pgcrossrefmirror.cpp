#include "pgcrossrefmirror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <core/crossref/pgcrossreftable.h>
#include <server/crossrefmirror.h>
#include <server/restserver.h>

namespace Ei::Server {

namespace {

const HttpHeaders kJson{{QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")}};

// A JSON string token.
QByteArray jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

PgCrossrefMirror::PgCrossrefMirror(Core::PgConnInfo info, Core::PgConnection::Options options,
                                   QObject *parent)
    : QObject(parent)
    , m_table(new Core::PgCrossrefTable(std::move(info), std::move(options), this))
{}

void PgCrossrefMirror::mount(RestServer *server, PgCrossrefMirror *mirror)
{
    mirror->setParent(server);
    server->httpServer()->setHandler([server, mirror](const HttpRequest &request, HttpResponder responder) {
        if (request.path != "/crossref") {
            server->handle(request, std::move(responder));
            return;
        }
        // serve --latency-ms delays the mirror's answers as it delays the gateway's.
        if (const int latencyMs = server->options().latencyMs; latencyMs > 0) {
            QTimer::singleShot(latencyMs, mirror, [mirror, request, responder]() mutable {
                mirror->handle(request, std::move(responder));
            });
            return;
        }
        mirror->handle(request, std::move(responder));
    });
}

void PgCrossrefMirror::handle(const HttpRequest &request, HttpResponder responder)
{
    const std::optional<QString> doi = CrossrefMirror::requestedDoi(request, responder);
    if (!doi) {
        return;
    }
    m_table->lookup({*doi})->then(this, [responder](
                                            const Core::Result<QList<Core::CrossrefRow>> &rows) mutable {
        if (!rows) {
            // As PostgREST answers when its database fails.
            responder.respond(
                503, kJson,
                "{\"message\":" +
                    jsonString(QStringLiteral("the Crossref database failed: %1").arg(rows.error().message)) +
                    '}');
            return;
        }
        QByteArray body = "[";
        for (const Core::CrossrefRow &row : *rows) {
            if (body.size() > 1) {
                body += ',';
            }
            body += "{\"doi\":" + jsonString(row.doi) + ",\"indexed\":" + jsonString(row.indexed) +
                    ",\"record\":" + row.record + '}';
        }
        body += ']';
        responder.respond(200, kJson, body);
    });
}

} // namespace Ei::Server
