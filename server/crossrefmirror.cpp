#include "crossrefmirror.h"

#include <memory>

#include <QFile>
#include <QJsonDocument>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

#include <core/crossref/crossrefdump.h>
#include <server/restserver.h>

namespace Ei::Server {

namespace {

bool newer(const QString &candidate, const QString &stored)
{
    const auto a = Core::parseCrossrefDateTime(candidate.toUtf8());
    const auto b = Core::parseCrossrefDateTime(stored.toUtf8());
    return a && b ? *a > *b : candidate > stored;
}

} // namespace

Core::Result<CrossrefMirror> CrossrefMirror::load(const QString &recordsPath)
{
    QFile file(recordsPath);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(
            Core::ErrorKind::Io,
            QStringLiteral("cannot read the Crossref records %1: %2").arg(recordsPath, file.errorString()));
    }
    CrossrefMirror mirror;
    int line = 0;
    while (!file.atEnd()) {
        ++line;
        const QByteArray text = file.readLine().trimmed();
        if (text.isEmpty()) {
            continue;
        }
        const QJsonDocument doc = QJsonDocument::fromJson(text);
        const QString doi = doc.object().value(QLatin1StringView("doi")).toString().toLower();
        if (!doc.isObject() || doi.isEmpty()) {
            return fail(
                Core::ErrorKind::InvalidInput,
                QStringLiteral("%1, line %2: not a {\"doi\", \"record\"} object").arg(recordsPath).arg(line));
        }
        // A DOI twice (two dumps loaded into one folder): the newest `indexed` wins, on a tie
        // the first, as crossref-load's upsert does in the database.
        const auto known = mirror.m_rows.constFind(doi);
        if (known != mirror.m_rows.cend() &&
            !newer(doc.object().value(QLatin1StringView("indexed")).toString(),
                   QJsonDocument::fromJson(*known).object().value(QLatin1StringView("indexed")).toString())) {
            continue;
        }
        mirror.m_rows.insert(doi, text);
    }
    return mirror;
}

std::optional<QJsonObject> CrossrefMirror::record(const QString &doi) const
{
    const auto it = m_rows.constFind(doi.toLower());
    if (it == m_rows.cend()) {
        return std::nullopt;
    }
    return QJsonDocument::fromJson(*it).object().value(QLatin1StringView("record")).toObject();
}

std::optional<QString> CrossrefMirror::requestedDoi(const HttpRequest &request, HttpResponder &responder)
{
    const HttpHeaders json{{QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")}};
    if (request.method != "GET") {
        responder.respond(405, json, QByteArrayLiteral("{\"message\":\"only GET is supported\"}"));
        return std::nullopt;
    }
    // PostgREST filter syntax: doi=eq.{value}, the value percent-encoded.
    const QUrlQuery query(QString::fromUtf8(request.query));
    const QString filter = query.queryItemValue(QStringLiteral("doi"), QUrl::FullyDecoded);
    if (!filter.startsWith(QLatin1String("eq."))) {
        responder.respond(400, json, QByteArrayLiteral("{\"message\":\"expected doi=eq.{doi}\"}"));
        return std::nullopt;
    }
    return filter.mid(3).toLower();
}

bool CrossrefMirror::handle(const HttpRequest &request, HttpResponder &responder) const
{
    if (request.path != "/crossref") {
        return false;
    }
    const std::optional<QString> doi = requestedDoi(request, responder);
    if (!doi) {
        return true;
    }
    const auto it = m_rows.constFind(*doi);
    responder.respond(200, {{QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")}},
                      it == m_rows.cend() ? QByteArrayLiteral("[]") : '[' + *it + ']');
    return true;
}

void CrossrefMirror::mount(RestServer *server, CrossrefMirror mirror)
{
    auto shared = std::make_shared<const CrossrefMirror>(std::move(mirror));
    server->httpServer()->setHandler([server, shared](const HttpRequest &request, HttpResponder responder) {
        if (request.path != "/crossref") {
            server->handle(request, std::move(responder));
            return;
        }
        // The gateway's test latency (serve --latency-ms) delays the mirror's answers too: a
        // curator's Crossref source is as far away as the table (bench_inspector's round trips).
        const int latencyMs = server->options().latencyMs;
        if (latencyMs <= 0) {
            shared->handle(request, responder);
            return;
        }
        QTimer::singleShot(latencyMs, server, [shared, request, responder]() mutable {
            if (responder.alive()) {
                shared->handle(request, responder);
            }
        });
    });
}

} // namespace Ei::Server
