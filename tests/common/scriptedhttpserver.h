#pragma once

#include <functional>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QTcpServer>
#include <QUrl>

class QTcpSocket;

namespace Ei::Test {

// One request exactly as it arrived on the socket.
struct RecordedRequest
{
    QByteArray method;
    QByteArray target; // raw request-target: path and query, still percent-encoded
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;

    // Value of a header (case-insensitive name), or a null QByteArray when absent.
    QByteArray header(QByteArrayView name) const;
    bool hasHeader(QByteArrayView name) const { return !header(name).isNull(); }
    // The target before '?' (all of it when there is no query), still percent-encoded.
    QByteArray path() const
    {
        const qsizetype mark = target.indexOf('?');
        return mark < 0 ? target : target.left(mark);
    }
    // The target after '?', or an empty QByteArray when there is none.
    QByteArray query() const
    {
        const qsizetype mark = target.indexOf('?');
        return mark < 0 ? QByteArray() : target.mid(mark + 1);
    }
};

// One scripted answer, with optional transport faults.
struct ScriptedResponse
{
    enum class Fault
    {
        None,
        Delay,        // answer normally after delayMs
        ResetMidBody, // send headers and half the body, then abort the connection (RST)
        Truncate,     // send a Content-Length larger than the body, then close
        NeverAnswer,  // read the request and stay silent (for timeouts)
    };
    int status = 200;
    QByteArray contentType = "application/json";
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    Fault fault = Fault::None;
    int delayMs = 0;

    static ScriptedResponse json(int status, QByteArray body);
    // HBase's error bodies: a fixed word, CRLF, then a Java stack trace.
    static ScriptedResponse text(int status, QByteArray body);
    static ScriptedResponse empty(int status);
    static ScriptedResponse faulty(Fault fault, int status = 200, QByteArray body = {});
};

// A scriptable HTTP/1.1 server on 127.0.0.1 with a free port, standing in for an HBase REST
// gateway in tests. Answers come first from the FIFO queue (enqueue), then from the handler, else
// 404. Every request is recorded. Keeps connections alive like Jetty does.
class ScriptedHttpServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScriptedHttpServer)

public:
    explicit ScriptedHttpServer(QObject *parent = nullptr);
    ~ScriptedHttpServer() override;

    bool listen();
    QUrl url() const; // http://127.0.0.1:PORT
    quint16 port() const;

    void enqueue(ScriptedResponse response);
    // The last queued response, to adjust it after enqueue().
    ScriptedResponse &queueBack() { return m_queue.last(); }
    void setHandler(std::function<ScriptedResponse(const RecordedRequest &)> handler);
    const QList<RecordedRequest> &requests() const { return m_requests; }
    // Requests whose method is `method`.
    QList<RecordedRequest> requests(QByteArrayView method) const;
    void clear() { m_requests.clear(); }

Q_SIGNALS:
    void requestReceived();

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const ScriptedResponse &response);

    QTcpServer m_server;
    QList<ScriptedResponse> m_queue;
    std::function<ScriptedResponse(const RecordedRequest &)> m_handler;
    QList<RecordedRequest> m_requests;
};

} // namespace Ei::Test
