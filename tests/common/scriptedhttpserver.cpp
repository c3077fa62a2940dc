#include "scriptedhttpserver.h"

#include <QTcpSocket>
#include <QTimer>

namespace Ei::Test {

QByteArray RecordedRequest::header(QByteArrayView name) const
{
    for (const auto &[n, v] : headers) {
        if (n.compare(name, Qt::CaseInsensitive) == 0) {
            return v.isNull() ? QByteArray("") : v;
        }
    }
    return {};
}

ScriptedResponse ScriptedResponse::json(int status, QByteArray body)
{
    ScriptedResponse r;
    r.status = status;
    r.body = std::move(body);
    return r;
}

ScriptedResponse ScriptedResponse::text(int status, QByteArray body)
{
    ScriptedResponse r;
    r.status = status;
    r.contentType = "text/plain";
    r.body = std::move(body);
    return r;
}

ScriptedResponse ScriptedResponse::empty(int status)
{
    ScriptedResponse r;
    r.status = status;
    r.contentType.clear();
    return r;
}

ScriptedResponse ScriptedResponse::faulty(Fault fault, int status, QByteArray body)
{
    ScriptedResponse r;
    r.status = status;
    r.body = std::move(body);
    r.fault = fault;
    return r;
}

ScriptedHttpServer::ScriptedHttpServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &ScriptedHttpServer::onNewConnection);
}

ScriptedHttpServer::~ScriptedHttpServer() = default;

bool ScriptedHttpServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

quint16 ScriptedHttpServer::port() const
{
    return m_server.serverPort();
}

QUrl ScriptedHttpServer::url() const
{
    QUrl u;
    u.setScheme(QStringLiteral("http"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(port());
    return u;
}

void ScriptedHttpServer::enqueue(ScriptedResponse response)
{
    m_queue.append(std::move(response));
}

void ScriptedHttpServer::setHandler(std::function<ScriptedResponse(const RecordedRequest &)> handler)
{
    m_handler = std::move(handler);
}

QList<RecordedRequest> ScriptedHttpServer::requests(QByteArrayView method) const
{
    QList<RecordedRequest> out;
    for (const RecordedRequest &r : m_requests) {
        if (r.method == method) {
            out.append(r);
        }
    }
    return out;
}

void ScriptedHttpServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        socket->setParent(this);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
}

void ScriptedHttpServer::onReadyRead(QTcpSocket *socket)
{
    // Buffered per socket in a dynamic property: requests may arrive in pieces or back to back.
    QByteArray buffer = socket->property("ei_buffer").toByteArray() + socket->readAll();
    for (;;) {
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0) {
            break;
        }
        const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
        RecordedRequest request;
        const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
        if (requestLine.size() >= 2) {
            request.method = requestLine.at(0);
            request.target = requestLine.at(1);
        }
        qsizetype contentLength = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0) {
                continue;
            }
            const QByteArray name = line.left(colon).trimmed();
            const QByteArray value = line.mid(colon + 1).trimmed();
            request.headers.append({name, value});
            if (name.compare("content-length", Qt::CaseInsensitive) == 0) {
                contentLength = value.toLongLong();
            }
        }
        if (buffer.size() < headerEnd + 4 + contentLength) {
            break;
        }
        request.body = buffer.mid(headerEnd + 4, contentLength);
        buffer.remove(0, headerEnd + 4 + contentLength);
        m_requests.append(request);
        ScriptedResponse response;
        if (!m_queue.isEmpty()) {
            response = m_queue.takeFirst();
        } else if (m_handler) {
            response = m_handler(request);
        } else {
            response = ScriptedResponse::text(404, "Not found\r\n");
        }
        Q_EMIT requestReceived();
        respond(socket, response);
    }
    socket->setProperty("ei_buffer", buffer);
}

void ScriptedHttpServer::respond(QTcpSocket *socket, const ScriptedResponse &response)
{
    using Fault = ScriptedResponse::Fault;
    if (response.fault == Fault::NeverAnswer) {
        return;
    }
    if (response.fault == Fault::Delay) {
        ScriptedResponse later = response;
        later.fault = Fault::None;
        QTimer::singleShot(response.delayMs, socket, [this, socket, later] { respond(socket, later); });
        return;
    }
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + " Scripted\r\n";
    if (!response.contentType.isEmpty()) {
        head += "Content-Type: " + response.contentType + "\r\n";
    }
    for (const auto &[name, value] : response.headers) {
        head += name + ": " + value + "\r\n";
    }
    qsizetype announced = response.body.size();
    if (response.fault == Fault::Truncate) {
        announced = response.body.size() * 2 + 10;
    }
    head += "Content-Length: " + QByteArray::number(announced) + "\r\n\r\n";
    socket->write(head);
    if (response.fault == Fault::ResetMidBody) {
        socket->write(response.body.left(response.body.size() / 2));
        socket->flush();
        socket->abort();
        return;
    }
    socket->write(response.body);
    if (response.fault == Fault::Truncate) {
        socket->flush();
        socket->disconnectFromHost();
    }
}

} // namespace Ei::Test
