#include "inprocessexchange.h"

#include <memory>
#include <utility>

#include <QCoreApplication>
#include <QPointer>

#include <server/httpserver.h>
#include <server/restserver.h>

namespace Ei::Server {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Server::InProcessExchange)
};

// Collects one answer and hands it to the client on a later turn; an answer never given (the
// server went away with the request) is an error when the sink is let go of.
class AnswerSink final : public HttpResponseSink
{
public:
    AnswerSink(QObject *context, Core::InProcessGateway::Answer answer)
        : m_context(context)
        , m_answer(std::move(answer))
    {}

    ~AnswerSink() override
    {
        if (m_answer) {
            deliver(Core::fail(Core::ErrorKind::Network,
                               Tr::tr("the table is no longer served in this window.")));
        }
    }

    void respond(int status, const HttpHeaders &headers, const QByteArray &body) override
    {
        begin(status, headers);
        m_response.body = body;
        end();
    }
    void begin(int status, const HttpHeaders &headers) override
    {
        m_response.status = status;
        for (const auto &[name, value] : headers) {
            if (name.compare("Content-Type", Qt::CaseInsensitive) == 0) {
                m_response.contentType = value;
            } else if (name.compare("Location", Qt::CaseInsensitive) == 0) {
                m_response.location = value;
            }
        }
    }
    void write(const QByteArray &chunk) override { m_response.body.append(chunk); }
    void end() override { deliver(std::move(m_response)); }
    void drop() override
    {
        deliver(Core::fail(Core::ErrorKind::Network, Tr::tr("the gateway closed without answering.")));
    }
    void cutOff() override
    {
        deliver(Core::fail(Core::ErrorKind::Protocol, Tr::tr("the server's answer was cut off.")));
    }
    bool alive() const override { return m_answer && m_context; }

private:
    void deliver(Core::Result<Core::HttpResponse> result)
    {
        Core::InProcessGateway::Answer answer = std::exchange(m_answer, nullptr);
        if (!answer || !m_context) {
            return;
        }
        if (QCoreApplication::closingDown()) {
            // The application is going away with this request queued: Qt is deleting the pending
            // events (and with them this sink) while it holds the lock a new event would need, so
            // posting one now would hang the exit. No event loop is left to hear the answer anyway.
            return;
        }
        // Queued: the client's continuation may delete the server that is answering right now.
        QMetaObject::invokeMethod(
            m_context.data(), [answer = std::move(answer), result = std::move(result)] { answer(result); },
            Qt::QueuedConnection);
    }

    QPointer<QObject> m_context;
    Core::InProcessGateway::Answer m_answer;
    Core::HttpResponse m_response;
};

} // namespace

InProcessExchange::InProcessExchange(RestServer *server, const QString &name)
    : m_server(server)
    , m_url(QStringLiteral("http://%1.in-process.invalid").arg(name))
{}

void InProcessExchange::exchange(const Request &request, QObject *context, Answer answer)
{
    HttpRequest http;
    http.method = request.method;
    http.path = request.url.path(QUrl::FullyEncoded).toLatin1();
    http.query = request.url.query(QUrl::FullyEncoded).toLatin1();
    http.version = "HTTP/1.1";
    http.headers = request.headers;
    http.headers.emplaceBack("Host", request.url.authority(QUrl::FullyEncoded).toLatin1());
    http.body = request.body;
    http.peer = QHostAddress(QHostAddress::LocalHost);
    auto sink = std::make_shared<AnswerSink>(context, std::move(answer));
    if (!m_server) {
        return; // the sink, let go of, answers that the table is no longer served
    }
    // On a later turn, so no answer ever arrives inside exchange().
    QMetaObject::invokeMethod(
        m_server.data(),
        [server = m_server, http = std::move(http), sink]() mutable {
            if (server) {
                server->handle(http, HttpResponder(std::move(sink)));
            }
        },
        Qt::QueuedConnection);
}

} // namespace Ei::Server
