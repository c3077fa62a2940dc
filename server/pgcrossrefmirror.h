#pragma once

#include <QObject>

#include <core/pg/pgconnection.h>
#include <server/httpserver.h>

namespace Ei::Core {
class PgCrossrefTable;
} // namespace Ei::Core

namespace Ei::Server {

class RestServer;

// serve's PostgREST-style `GET /crossref?doi=eq.{doi}` answered from seed 003's table itself
// (`serve --crossref postgres:CONNINFO`), so the demo and the tests go through the same SQL the
// curators' database answers: the row as PostgREST returns it, `[{"doi","indexed","record"}]`,
// `[]` for an unknown DOI, 503 with the reason when the database fails. Lookups are
// asynchronous on one reused connection (PgCrossrefTable); the server never waits for them.
class PgCrossrefMirror final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PgCrossrefMirror)

public:
    PgCrossrefMirror(Core::PgConnInfo info, Core::PgConnection::Options options, QObject *parent = nullptr);

    // Mounts the mirror in front of `server` (as CrossrefMirror::mount does); the mirror becomes
    // the server's child.
    static void mount(RestServer *server, PgCrossrefMirror *mirror);

    // Answers a /crossref request, later.
    void handle(const HttpRequest &request, HttpResponder responder);

private:
    Core::PgCrossrefTable *m_table;
};

} // namespace Ei::Server
