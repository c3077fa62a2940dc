#pragma once

#include <functional>
#include <memory>

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>

class QTcpServer;
class QTcpSocket;

namespace Ei::Server {

using HttpHeaders = QList<QPair<QByteArray, QByteArray>>;

// One request as received. `path` is exactly the bytes of the request target before '?', still
// percent-encoded (HBase REST parses %2F etc. itself); `query` is what follows '?', also raw.
struct HttpRequest
{
    QByteArray method;
    QByteArray path;
    QByteArray query;
    QByteArray version; // "HTTP/1.1"
    HttpHeaders headers;
    QByteArray body;
    QHostAddress peer;
    // The Host header as the client sent it ("127.0.0.1:8080"), for absolute Location headers.
    QByteArray host() const { return header("host"); }

    // First value of a header, case-insensitive name; empty when absent.
    QByteArray header(QByteArrayView name) const;
    bool hasHeader(QByteArrayView name) const;
};

class HttpConnection;

// Where an HttpResponder's answer goes when no connection carries it: a request handed over in
// this process (InProcessExchange). Same calls, same meaning as on a connection.
class HttpResponseSink
{
public:
    virtual ~HttpResponseSink() = default;
    virtual void respond(int status, const HttpHeaders &headers, const QByteArray &body) = 0;
    virtual void begin(int status, const HttpHeaders &headers) = 0;
    virtual void write(const QByteArray &chunk) = 0;
    virtual void end() = 0;
    virtual void drop() = 0;
    virtual void cutOff() = 0;
    virtual bool alive() const = 0;
};

// The way a handler answers one request, now or later (it may be copied into a timer or a
// callback). Either respond() once, or begin() + write()* + end() to stream a chunked body. If the
// connection went away meanwhile the calls do nothing; alive() tells.
class HttpResponder final
{
public:
    HttpResponder() = default;
    // Answers into `sink` instead of a connection.
    explicit HttpResponder(std::shared_ptr<HttpResponseSink> sink)
        : m_sink(std::move(sink))
    {}

    void respond(int status, const HttpHeaders &headers, const QByteArray &body);
    void begin(int status, const HttpHeaders &headers);
    void write(const QByteArray &chunk);
    void end();
    // Closes the connection without answering (fault injection, overload).
    void drop();
    // Closes the connection once what begin()/write() queued is sent, without end(): a streamed
    // answer cut off in the middle of its body (fault injection).
    void cutOff();
    bool alive() const;
    // Bytes queued on the socket and not yet sent, so a streaming producer can wait for drain.
    qint64 pendingBytes() const;

private:
    friend class HttpConnection;
    explicit HttpResponder(HttpConnection *connection, quint64 serial);

    QPointer<QObject> m_connection; // an HttpConnection
    quint64 m_serial = 0;
    std::shared_ptr<HttpResponseSink> m_sink; // instead of m_connection
};

// A small HTTP/1.1 server: keep-alive, Content-Length and chunked request bodies, Expect:
// 100-continue, responses with Content-Length or chunked, size limits (431/413 then close),
// requests answered in order one at a time per connection. Handlers run on the server's thread.
class HttpServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpServer)

public:
    using Handler = std::function<void(const HttpRequest &request, HttpResponder responder)>;

    struct Limits
    {
        qsizetype maxHeaderBytes = 64 * 1024; // HBase REST's default header limit
        qsizetype maxBodyBytes = 256 * 1024 * 1024;
        int idleTimeoutMs = 120000;
    };

    explicit HttpServer(QObject *parent = nullptr);
    ~HttpServer() override;

    void setHandler(Handler handler) { m_handler = std::move(handler); }
    void setLimits(const Limits &limits) { m_limits = limits; }
    const Limits &limits() const { return m_limits; }

    // Port 0 picks a free port; serverPort() tells which.
    bool listen(const QHostAddress &address, quint16 port);
    QString errorString() const;
    quint16 serverPort() const;
    QHostAddress serverAddress() const;
    // Stops accepting and closes every connection after its response in progress is written.
    void close();
    int connectionCount() const;

Q_SIGNALS:
    void connectionClosed();

private:
    friend class HttpConnection;
    void onNewConnection();

    QTcpServer *m_server = nullptr;
    Handler m_handler;
    Limits m_limits;
    QList<QPointer<QObject>> m_connections; // HttpConnection objects, children of this server
};

// Reason phrase of an HTTP status code ("Not Found").
QByteArray httpReasonPhrase(int status);

} // namespace Ei::Server
