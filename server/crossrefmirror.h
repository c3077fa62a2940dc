#pragma once

#include <QHash>
#include <QJsonObject>

#include <core/util/result.h>
#include <server/httpserver.h>

namespace Ei::Server {

class RestServer;

// A PostgREST-style Crossref mirror over a snapshot's crossref/records.jsonl (one
// {"doi","indexed","record"} per line, the pipeline's crossref table): answers
// `GET /crossref?doi=eq.{doi}` with a JSON array of matching rows, as PostgREST does, so the demo
// and `serve` offer the same Crossref source a curator configures as `postgrest:URL`.
class CrossrefMirror final
{
public:
    static Core::Result<CrossrefMirror> load(const QString &recordsPath);

    qsizetype size() const { return m_rows.size(); }
    // The record (the Crossref "message" object) of a DOI, if known.
    std::optional<QJsonObject> record(const QString &doi) const;

    // Mounts the mirror in front of a RestServer: /crossref requests are answered here, everything
    // else goes to the HBase REST protocol. The server must outlive nothing: the mirror is copied.
    static void mount(RestServer *server, CrossrefMirror mirror);

    // Answers a /crossref request; false when the request is not for the mirror.
    bool handle(const HttpRequest &request, HttpResponder &responder) const;

    // The lower-cased DOI of a PostgREST-style `GET /crossref?doi=eq.{doi}`, shared with the
    // database-backed mirror (PgCrossrefMirror). Any other /crossref request is answered here (405,
    // 400) and gives nullopt.
    static std::optional<QString> requestedDoi(const HttpRequest &request, HttpResponder &responder);

private:
    QHash<QString, QByteArray> m_rows; // lower-case DOI → the row JSON as stored
};

} // namespace Ei::Server
