#include "httpserver.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace Ei::Server {

QByteArray httpReasonPhrase(int status)
{
    switch (status) {
    case 100:
        return QByteArrayLiteral("Continue");
    case 200:
        return QByteArrayLiteral("OK");
    case 201:
        return QByteArrayLiteral("Created");
    case 204:
        return QByteArrayLiteral("No Content");
    case 206:
        return QByteArrayLiteral("Partial Content");
    case 304:
        return QByteArrayLiteral("Not Modified");
    case 400:
        return QByteArrayLiteral("Bad Request");
    case 403:
        return QByteArrayLiteral("Forbidden");
    case 404:
        return QByteArrayLiteral("Not Found");
    case 405:
        return QByteArrayLiteral("Method Not Allowed");
    case 406:
        return QByteArrayLiteral("Not Acceptable");
    case 410:
        return QByteArrayLiteral("Gone");
    case 411:
        return QByteArrayLiteral("Length Required");
    case 413:
        return QByteArrayLiteral("Payload Too Large");
    case 415:
        return QByteArrayLiteral("Unsupported Media Type");
    case 416:
        return QByteArrayLiteral("Range Not Satisfiable");
    case 431:
        return QByteArrayLiteral("Request Header Fields Too Large");
    case 500:
        return QByteArrayLiteral("Internal Server Error");
    case 501:
        return QByteArrayLiteral("Not Implemented");
    case 503:
        return QByteArrayLiteral("Service Unavailable");
    default:
        return QByteArrayLiteral("Unknown");
    }
}

QByteArray HttpRequest::header(QByteArrayView name) const
{
    for (const auto &[k, v] : headers) {
        if (k.compare(name, Qt::CaseInsensitive) == 0) {
            return v;
        }
    }
    return {};
}

bool HttpRequest::hasHeader(QByteArrayView name) const
{
    for (const auto &h : headers) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return false;
}

// One accepted socket: parses requests incrementally and hands them to the handler one at a time
// (later pipelined requests wait in the buffer until the current response is complete).
class HttpConnection final : public QObject
{
public:
    HttpConnection(HttpServer *server, QTcpSocket *socket)
        : QObject(server)
        , m_server(server)
        , m_socket(socket)
    {
        socket->setParent(this);
        // Responses are written whole (head, then body): no reason to let Nagle hold the tail back
        // until the client's delayed ACK (~40 ms per response on loopback).
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
        connect(socket, &QTcpSocket::disconnected, this, &HttpConnection::onDisconnected);
        connect(socket, &QTcpSocket::bytesWritten, this, [this] {
            if (m_closeWhenFlushed && m_socket->bytesToWrite() == 0) {
                m_socket->disconnectFromHost();
            }
        });
        m_idle.setSingleShot(true);
        m_idle.setInterval(server->limits().idleTimeoutMs);
        connect(&m_idle, &QTimer::timeout, this, [this] {
            if (!m_busy) {
                m_socket->abort();
                onDisconnected();
            }
        });
        m_idle.start();
    }

    void respond(quint64 serial, int status, const HttpHeaders &headers, const QByteArray &body)
    {
        if (!current(serial)) {
            return;
        }
        QByteArray head = statusLine(status);
        appendHeaders(head, headers);
        // 1xx, 204 and 304 carry no body by definition (a 304's advertised entity is dropped).
        const bool noBody = status == 204 || status == 304 || m_method == "HEAD";
        if (status != 204 && status != 304) {
            head += "Content-Length: " + QByteArray::number(noBody ? 0 : body.size()) + "\r\n";
        }
        head += m_keepAlive ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("Connection: close\r\n\r\n");
        // A small body goes out with its head in one segment; a big one is queued as it is (the
        // socket's buffer shares the QByteArray instead of copying it).
        constexpr qsizetype kCoalesce = 16 * 1024;
        if (!noBody && body.size() <= kCoalesce) {
            head += body;
            m_socket->write(head);
        } else {
            m_socket->write(head);
            if (!noBody) {
                m_socket->write(body);
            }
        }
        completeResponse();
    }

    void begin(quint64 serial, int status, const HttpHeaders &headers)
    {
        if (!current(serial) || m_streaming) {
            return;
        }
        m_streaming = true;
        m_chunked = m_version != "HTTP/1.0";
        if (!m_chunked) {
            m_keepAlive = false; // an HTTP/1.0 body without length ends with the connection
        }
        QByteArray head = statusLine(status);
        appendHeaders(head, headers);
        if (m_chunked) {
            head += "Transfer-Encoding: chunked\r\n";
        }
        head += m_keepAlive ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("Connection: close\r\n\r\n");
        m_socket->write(head);
    }

    void write(quint64 serial, const QByteArray &chunk)
    {
        if (!current(serial) || !m_streaming || chunk.isEmpty()) {
            return;
        }
        if (m_chunked) {
            m_socket->write(QByteArray::number(chunk.size(), 16) + "\r\n");
            m_socket->write(chunk);
            m_socket->write("\r\n");
        } else {
            m_socket->write(chunk);
        }
    }

    void end(quint64 serial)
    {
        if (!current(serial) || !m_streaming) {
            return;
        }
        if (m_chunked) {
            m_socket->write("0\r\n\r\n");
        }
        m_streaming = false;
        completeResponse();
    }

    void drop(quint64 serial)
    {
        if (!current(serial)) {
            return;
        }
        m_busy = false;
        m_socket->abort();
        onDisconnected();
    }

    void cutOff(quint64 serial)
    {
        if (!current(serial) || !m_streaming) {
            return;
        }
        m_streaming = false;
        m_busy = false;
        m_dead = true; // nothing more is read or answered on this connection
        m_closeWhenFlushed = true;
        if (m_socket->bytesToWrite() == 0) {
            m_socket->disconnectFromHost();
        }
    }

    bool alive(quint64 serial) const { return m_busy && serial == m_serial && !m_closed; }
    qint64 pendingBytes() const { return m_closed ? 0 : m_socket->bytesToWrite(); }

    void shutdown()
    {
        m_shuttingDown = true;
        if (!m_busy) {
            m_socket->disconnectFromHost();
        }
    }

private:
    bool current(quint64 serial) const { return alive(serial); }

    QByteArray statusLine(int status) const
    {
        return "HTTP/1.1 " + QByteArray::number(status) + ' ' + httpReasonPhrase(status) + "\r\n";
    }

    static void appendHeaders(QByteArray &head, const HttpHeaders &headers)
    {
        for (const auto &[k, v] : headers) {
            head += k + ": " + v + "\r\n";
        }
    }

    void completeResponse()
    {
        m_busy = false;
        m_idle.start();
        if (!m_keepAlive || m_shuttingDown) {
            m_closeWhenFlushed = true;
            if (m_socket->bytesToWrite() == 0) {
                m_socket->disconnectFromHost();
            }
            return;
        }
        // A pipelined request may already be buffered.
        QTimer::singleShot(0, this, &HttpConnection::parse);
    }

    void fatal(int status)
    {
        m_busy = true;
        ++m_serial;
        m_keepAlive = false;
        respond(m_serial, status, {{"Content-Type", "text/plain"}}, httpReasonPhrase(status) + "\r\n");
        m_buffer.clear();
        m_dead = true;
    }

    void onReadyRead()
    {
        if (m_dead) {
            m_socket->readAll();
            return;
        }
        m_buffer += m_socket->readAll();
        m_idle.start();
        parse();
    }

    void onDisconnected()
    {
        if (m_closed) {
            return;
        }
        m_closed = true;
        m_busy = false;
        Q_EMIT m_server->connectionClosed();
        deleteLater();
    }

    // Tries to complete one request from the buffer.
    void parse()
    {
        if (m_busy || m_closed || m_dead || m_shuttingDown) {
            return;
        }
        const HttpServer::Limits &limits = m_server->limits();
        if (!m_haveHead) {
            // Tolerate stray CRLFs between requests (RFC 9112 §2.2).
            while (m_buffer.startsWith("\r\n")) {
                m_buffer.remove(0, 2);
            }
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end < 0) {
                if (m_buffer.size() > limits.maxHeaderBytes) {
                    fatal(431);
                }
                return;
            }
            if (end > limits.maxHeaderBytes) {
                fatal(431);
                return;
            }
            if (!parseHead(m_buffer.left(end))) {
                fatal(400);
                return;
            }
            m_buffer.remove(0, end + 4);
            m_haveHead = true;
            m_request.body.clear();
            if (m_request.header("expect").compare("100-continue", Qt::CaseInsensitive) == 0) {
                m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
            }
        }
        if (m_chunkedBody) {
            if (!parseChunkedBody(limits)) {
                return;
            }
        } else {
            if (m_contentLength > limits.maxBodyBytes) {
                fatal(413);
                return;
            }
            if (m_buffer.size() < m_contentLength) {
                return;
            }
            m_request.body = m_buffer.left(m_contentLength);
            m_buffer.remove(0, m_contentLength);
        }
        m_haveHead = false;
        m_busy = true;
        ++m_serial;
        m_request.peer = m_socket->peerAddress();
        if (m_server->m_handler) {
            m_server->m_handler(m_request, HttpResponder(this, m_serial));
        } else {
            respond(m_serial, 503, {}, {});
        }
    }

    // Returns false while the body is incomplete (or after a fatal error).
    bool parseChunkedBody(const HttpServer::Limits &limits)
    {
        for (;;) {
            const qsizetype lineEnd = m_buffer.indexOf("\r\n", m_chunkPos);
            if (lineEnd < 0) {
                return false;
            }
            if (m_trailers) {
                // Trailer section: lines until an empty one.
                if (lineEnd == m_chunkPos) {
                    m_buffer.remove(0, lineEnd + 2);
                    m_chunkPos = 0;
                    m_trailers = false;
                    return true;
                }
                m_chunkPos = lineEnd + 2;
                continue;
            }
            QByteArray sizeText = m_buffer.mid(m_chunkPos, lineEnd - m_chunkPos);
            if (const qsizetype semi = sizeText.indexOf(';'); semi >= 0) {
                sizeText.truncate(semi);
            }
            bool ok = false;
            const qint64 size = sizeText.trimmed().toLongLong(&ok, 16);
            if (!ok || size < 0) {
                fatal(400);
                return false;
            }
            if (m_request.body.size() + size > limits.maxBodyBytes) {
                fatal(413);
                return false;
            }
            if (size == 0) {
                m_chunkPos = lineEnd + 2;
                m_trailers = true;
                continue;
            }
            if (m_buffer.size() < lineEnd + 2 + size + 2) {
                return false;
            }
            m_request.body += m_buffer.mid(lineEnd + 2, size);
            m_buffer.remove(0, lineEnd + 2 + size + 2);
            m_chunkPos = 0;
        }
    }

    bool parseHead(const QByteArray &head)
    {
        const QList<QByteArray> lines = head.split('\n');
        const QList<QByteArray> parts = lines.value(0).trimmed().split(' ');
        if (parts.size() != 3 || !parts.at(2).startsWith("HTTP/1.")) {
            return false;
        }
        m_request = HttpRequest();
        m_request.method = parts.at(0);
        m_method = m_request.method;
        m_version = parts.at(2);
        m_request.version = m_version;
        QByteArray target = parts.at(1);
        if (target.startsWith("http://") || target.startsWith("https://")) {
            // Absolute form (proxies): keep only the path and query.
            const qsizetype slash = target.indexOf('/', target.indexOf("//") + 2);
            target = slash < 0 ? QByteArrayLiteral("/") : target.mid(slash);
        }
        const qsizetype q = target.indexOf('?');
        m_request.path = q < 0 ? target : target.left(q);
        m_request.query = q < 0 ? QByteArray() : target.mid(q + 1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            if (line.isEmpty()) {
                continue;
            }
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0) {
                return false;
            }
            m_request.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
        }
        const QByteArray connection = m_request.header("connection").toLower();
        m_keepAlive =
            m_version == "HTTP/1.0" ? connection.contains("keep-alive") : !connection.contains("close");
        m_chunkedBody = m_request.header("transfer-encoding").toLower().contains("chunked");
        m_contentLength = 0;
        m_chunkPos = 0;
        m_trailers = false;
        if (!m_chunkedBody && m_request.hasHeader("content-length")) {
            bool ok = false;
            m_contentLength = m_request.header("content-length").toLongLong(&ok);
            if (!ok || m_contentLength < 0) {
                return false;
            }
        }
        return true;
    }

    HttpServer *m_server;
    QTcpSocket *m_socket;
    QTimer m_idle;
    QByteArray m_buffer;
    HttpRequest m_request;
    QByteArray m_method;
    QByteArray m_version;
    qint64 m_contentLength = 0;
    qsizetype m_chunkPos = 0;
    quint64 m_serial = 0;
    bool m_haveHead = false;
    bool m_chunkedBody = false;
    bool m_trailers = false;
    bool m_keepAlive = true;
    bool m_busy = false;
    bool m_streaming = false;
    bool m_chunked = false;
    bool m_closeWhenFlushed = false;
    bool m_closed = false;
    bool m_dead = false;
    bool m_shuttingDown = false;
};

HttpResponder::HttpResponder(HttpConnection *connection, quint64 serial)
    : m_connection(connection)
    , m_serial(serial)
{}

#define EI_CONNECTION static_cast<HttpConnection *>(m_connection.data())

void HttpResponder::respond(int status, const HttpHeaders &headers, const QByteArray &body)
{
    if (m_sink) {
        m_sink->respond(status, headers, body);
        return;
    }
    if (m_connection) {
        EI_CONNECTION->respond(m_serial, status, headers, body);
    }
}

void HttpResponder::begin(int status, const HttpHeaders &headers)
{
    if (m_sink) {
        m_sink->begin(status, headers);
        return;
    }
    if (m_connection) {
        EI_CONNECTION->begin(m_serial, status, headers);
    }
}

void HttpResponder::write(const QByteArray &chunk)
{
    if (m_sink) {
        m_sink->write(chunk);
        return;
    }
    if (m_connection) {
        EI_CONNECTION->write(m_serial, chunk);
    }
}

void HttpResponder::end()
{
    if (m_sink) {
        m_sink->end();
        return;
    }
    if (m_connection) {
        EI_CONNECTION->end(m_serial);
    }
}

void HttpResponder::drop()
{
    if (m_sink) {
        m_sink->drop();
        return;
    }
    if (m_connection) {
        EI_CONNECTION->drop(m_serial);
    }
}

void HttpResponder::cutOff()
{
    if (m_sink) {
        m_sink->cutOff();
        return;
    }
    if (m_connection) {
        EI_CONNECTION->cutOff(m_serial);
    }
}

bool HttpResponder::alive() const
{
    if (m_sink) {
        return m_sink->alive();
    }
    return m_connection && EI_CONNECTION->alive(m_serial);
}

qint64 HttpResponder::pendingBytes() const
{
    return m_connection ? EI_CONNECTION->pendingBytes() : 0;
}

#undef EI_CONNECTION

HttpServer::HttpServer(QObject *parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::pendingConnectionAvailable, this, &HttpServer::onNewConnection);
}

HttpServer::~HttpServer() = default;

bool HttpServer::listen(const QHostAddress &address, quint16 port)
{
    return m_server->listen(address, port);
}

QString HttpServer::errorString() const
{
    return m_server->errorString();
}

quint16 HttpServer::serverPort() const
{
    return m_server->serverPort();
}

QHostAddress HttpServer::serverAddress() const
{
    return m_server->serverAddress();
}

void HttpServer::close()
{
    m_server->close();
    for (const QPointer<QObject> &c : std::as_const(m_connections)) {
        if (c) {
            static_cast<HttpConnection *>(c.data())->shutdown();
        }
    }
}

int HttpServer::connectionCount() const
{
    return int(std::count_if(m_connections.cbegin(), m_connections.cend(),
                             [](const QPointer<QObject> &c) { return !c.isNull(); }));
}

void HttpServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        m_connections.removeIf([](const QPointer<QObject> &c) { return c.isNull(); });
        m_connections.append(new HttpConnection(this, socket));
    }
}

} // namespace Ei::Server
