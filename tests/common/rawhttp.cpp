#include "rawhttp.h"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

namespace Ei::Test {

QByteArray RawResponse::header(QByteArrayView name) const
{
    for (const auto &h : headers) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0) {
            return h.second;
        }
    }
    return {};
}

bool RawResponse::hasHeader(QByteArrayView name) const
{
    for (const auto &h : headers) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return false;
}

RawResponse parseResponse(const QByteArray &data, qsizetype *consumed)
{
    RawResponse r;
    if (consumed) {
        *consumed = 0;
    }
    const qsizetype headEnd = data.indexOf("\r\n\r\n");
    if (headEnd < 0) {
        return r;
    }
    const QList<QByteArray> lines = data.left(headEnd).split('\n');
    const QList<QByteArray> statusLine = lines.value(0).trimmed().split(' ');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0) {
            r.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
        }
    }
    qsizetype at = headEnd + 4;
    r.chunked = r.header("transfer-encoding").contains("chunked");
    if (r.chunked) {
        for (;;) {
            const qsizetype lineEnd = data.indexOf("\r\n", at);
            if (lineEnd < 0) {
                return RawResponse{};
            }
            bool ok = false;
            const qsizetype size = data.mid(at, lineEnd - at).trimmed().toLongLong(&ok, 16);
            if (!ok || data.size() < lineEnd + 2 + size + 2) {
                return RawResponse{};
            }
            r.body += data.mid(lineEnd + 2, size);
            at = lineEnd + 2 + size + 2;
            if (size == 0) {
                break;
            }
        }
    } else {
        const qsizetype length = r.hasHeader("content-length") ? r.header("content-length").toLongLong() : 0;
        if (data.size() < at + length) {
            return RawResponse{};
        }
        r.body = data.mid(at, length);
        at += length;
    }
    r.status = statusLine.value(1).toInt();
    r.raw = data.left(at);
    if (consumed) {
        *consumed = at;
    }
    return r;
}

QByteArray rawExchange(quint16 port, const QByteArray &bytes, int timeoutMs)
{
    QTcpSocket socket;
    QByteArray received;
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] { received += socket.readAll(); });
    QSignalSpy disconnected(&socket, &QTcpSocket::disconnected);
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(timeoutMs)) {
        return {};
    }
    socket.write(bytes);
    if (socket.state() != QAbstractSocket::UnconnectedState) {
        disconnected.wait(timeoutMs);
    }
    received += socket.readAll();
    return received;
}

RawResponse rawRequest(quint16 port, const QByteArray &method, const QByteArray &target,
                       const QList<QPair<QByteArray, QByteArray>> &headers, const QByteArray &body,
                       int timeoutMs)
{
    QByteArray request = method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) +
                         "\r\nConnection: close\r\n";
    for (const auto &[k, v] : headers) {
        request += k + ": " + v + "\r\n";
    }
    if (!body.isEmpty() || method == "PUT" || method == "POST") {
        request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    }
    request += "\r\n" + body;
    const QByteArray received = rawExchange(port, request, timeoutMs);
    RawResponse r = parseResponse(received);
    if (r.status == 0) {
        r.raw = received;
    }
    return r;
}

std::unique_ptr<Server::RestServer> startRestServer(const Server::RestServerOptions &options)
{
    auto server = std::make_unique<Server::RestServer>();
    server->setOptions(options);
    Core::TableSchema schema = Core::TableSchema::create(QStringLiteral("users"), {"cf", "cf2"});
    schema.families[0].attributes[QStringLiteral("VERSIONS")] = QStringLiteral("3");
    server->addTable(std::make_unique<Server::TableStore>(schema));
    if (!server->listen(QHostAddress::LocalHost, 0)) {
        return nullptr;
    }
    return server;
}

} // namespace Ei::Test
