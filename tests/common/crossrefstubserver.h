#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QTcpServer>

namespace Ei::Test {

// A minimal HTTP/1.1 server on 127.0.0.1 (free port) for Crossref client tests: answers each
// GET with the response registered for its exact request target (path + query), 404 otherwise,
// and records what it received.
class CrossrefStubServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CrossrefStubServer)

public:
    struct Response
    {
        int status = 200;
        QByteArray body;
        bool hang = false; // never answer (timeout tests)
    };
    struct Request
    {
        QByteArray target;                     // raw request target, still percent-encoded
        QHash<QByteArray, QByteArray> headers; // lower-case names
    };

    explicit CrossrefStubServer(QObject *parent = nullptr);
    bool listen();
    QString baseUrl() const; // http://127.0.0.1:PORT
    void route(const QByteArray &target, Response response) { m_routes.insert(target, std::move(response)); }
    void setFallback(Response response)
    {
        m_fallback = std::move(response);
        m_hasFallback = true;
    }
    const QList<Request> &requests() const { return m_requests; }

private:
    void serve(QTcpSocket *socket);

    QTcpServer m_server;
    QHash<QByteArray, Response> m_routes;
    Response m_fallback;
    bool m_hasFallback = false;
    QList<Request> m_requests;
};

} // namespace Ei::Test
