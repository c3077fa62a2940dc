#pragma once

#include <QPointer>
#include <QUrl>

#include <core/hbase/inprocessgateway.h>

namespace Ei::Server {

class RestServer;

// A RestServer reached without a socket: each request a RestClient hands over is answered by
// RestServer::handle() on a later turn of the event loop, exactly as it would answer it over
// HTTP (the same request log, the same fault injection), and the answer comes back on another
// turn, so a client that closes the table in its continuation never runs inside the server.
// The window's demo and opened exports are served this way (docs/architecture.md): nothing
// listens on a port. A request the server can no longer answer (it was deleted meanwhile) ends
// with an error, never silence.
class InProcessExchange final : public Core::InProcessGateway
{
public:
    // `name` makes the base URL http://<name>.in-process.invalid (e.g. "demo", "export").
    InProcessExchange(RestServer *server, const QString &name);

    QUrl url() const override { return m_url; }
    void exchange(const Request &request, QObject *context, Answer answer) override;

private:
    QPointer<RestServer> m_server;
    QUrl m_url;
};

} // namespace Ei::Server
