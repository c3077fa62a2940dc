#include "crossrefstubserver.h"

#include <QTcpSocket>

namespace Ei::Test {

CrossrefStubServer::CrossrefStubServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            socket->setParent(this);
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] { serve(socket); });
        }
    });
}

bool CrossrefStubServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString CrossrefStubServer::baseUrl() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort());
}

void CrossrefStubServer::serve(QTcpSocket *socket)
{
    QByteArray buffer = socket->property("buffer").toByteArray() + socket->readAll();
    const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0) {
        socket->setProperty("buffer", buffer);
        return;
    }
    socket->setProperty("buffer", QByteArray());
    const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
    Request request;
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.target = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0) {
            request.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                   lines.at(i).mid(colon + 1).trimmed());
        }
    }
    m_requests.append(request);
    Response response;
    if (m_routes.contains(request.target)) {
        response = m_routes.value(request.target);
    } else if (m_hasFallback) {
        response = m_fallback;
    } else {
        response =
            Response{404, QByteArrayLiteral("{\"status\":\"error\",\"message\":\"Resource not found.\"}")};
    }
    if (response.hang) {
        return;
    }
    QByteArray out = "HTTP/1.1 " + QByteArray::number(response.status) +
                     " X\r\nContent-Type: application/json\r\n" +
                     "Content-Length: " + QByteArray::number(response.body.size()) +
                     "\r\nConnection: close\r\n\r\n" + response.body;
    socket->write(out);
    socket->disconnectFromHost();
}

} // namespace Ei::Test
