// The reusable HTTP/1.1 server (keep-alive, chunked bodies in both directions, limits, raw paths)
// and the REST server's test-only fault injection and request log.
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <server/httpserver.h>

#include "common/rawhttp.h"

using namespace Ei::Core;
using namespace Ei::Server;
using Ei::Test::parseResponse;
using Ei::Test::rawExchange;
using Ei::Test::rawRequest;

class TestHttpServer : public QObject
{
    Q_OBJECT

    std::unique_ptr<HttpServer> m_server;
    QList<HttpRequest> m_seen;

private Q_SLOTS:
    void init()
    {
        m_seen.clear();
        m_server = std::make_unique<HttpServer>();
        m_server->setHandler([this](const HttpRequest &request, HttpResponder responder) {
            m_seen.append(request);
            if (request.path == "/stream") {
                responder.begin(200, {{"Content-Type", "text/plain"}});
                responder.write("hello ");
                responder.write("world");
                responder.end();
            } else if (request.path == "/later") {
                QTimer::singleShot(50, m_server.get(),
                                   [responder]() mutable { responder.respond(200, {}, "late"); });
            } else {
                responder.respond(200, {{"Content-Type", "text/plain"}}, "echo:" + request.body);
            }
        });
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
    }
    void cleanup() { m_server.reset(); }

    void rawPathAndQueryAreKept()
    {
        const auto r = rawRequest(m_server->serverPort(), "GET", "/t/a%2Fb%2A+c/cf:q?e=b64&row=x%252F");
        QCOMPARE(r.status, 200);
        QCOMPARE(m_seen.last().path, QByteArray("/t/a%2Fb%2A+c/cf:q"));
        QCOMPARE(m_seen.last().query, QByteArray("e=b64&row=x%252F"));
        QCOMPARE(m_seen.last().header("HOST"), "127.0.0.1:" + QByteArray::number(m_server->serverPort()));
    }

    void keepAliveAndPipelining()
    {
        const QByteArray two =
            "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nonePOST /b HTTP/1.1\r\nHost: "
            "x\r\nConnection: close\r\nContent-Length: 3\r\n\r\ntwo";
        const QByteArray received = rawExchange(m_server->serverPort(), two);
        qsizetype used = 0;
        const auto first = parseResponse(received, &used);
        QCOMPARE(first.body, QByteArray("echo:one"));
        QVERIFY(!first.hasHeader("connection"));
        const auto second = parseResponse(received.mid(used));
        QCOMPARE(second.body, QByteArray("echo:two"));
        QCOMPARE(second.header("connection"), QByteArray("close"));
    }

    void chunkedRequestBody()
    {
        const QByteArray request =
            "PUT /c HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"
            "4\r\nWiki\r\n5;ext=1\r\npedia\r\n0\r\nTrailer: x\r\n\r\n";
        const auto r = parseResponse(rawExchange(m_server->serverPort(), request));
        QCOMPARE(r.body, QByteArray("echo:Wikipedia"));
    }

    void chunkedResponseAndDeferredAnswer()
    {
        auto r = rawRequest(m_server->serverPort(), "GET", "/stream");
        QVERIFY(r.chunked);
        QCOMPARE(r.body, QByteArray("hello world"));
        r = rawRequest(m_server->serverPort(), "GET", "/later");
        QCOMPARE(r.body, QByteArray("late"));
        // HTTP/1.0 gets a close-delimited body instead of chunks.
        const QByteArray old = rawExchange(m_server->serverPort(), "GET /stream HTTP/1.0\r\n\r\n");
        QVERIFY(old.endsWith("hello world"));
        QVERIFY(!old.contains("chunked"));
    }

    void limits()
    {
        HttpServer::Limits limits;
        limits.maxHeaderBytes = 1024;
        limits.maxBodyBytes = 10;
        m_server->setLimits(limits);
        auto r = rawRequest(m_server->serverPort(), "GET", "/", {{"X-Big", QByteArray(4000, 'a')}});
        QCOMPARE(r.status, 431);
        r = rawRequest(m_server->serverPort(), "POST", "/", {}, QByteArray(11, 'b'));
        QCOMPARE(r.status, 413);
        r = parseResponse(rawExchange(m_server->serverPort(), "NONSENSE\r\n\r\n"));
        QCOMPARE(r.status, 400);
        // Still serving.
        QCOMPARE(rawRequest(m_server->serverPort(), "GET", "/").status, 200);
    }

    void closeStopsAccepting()
    {
        const quint16 port = m_server->serverPort();
        m_server->close();
        QCOMPARE(rawRequest(port, "GET", "/", {}, {}, 2000).status, 0);
    }

    void restFaultInjection()
    {
        auto rest = Ei::Test::startRestServer();
        QVERIFY(rest);
        RestServerOptions options;
        options.errorRate = 1.0;
        rest->setOptions(options);
        auto r = rawRequest(rest->port(), "GET", "/users/exists");
        QCOMPARE(r.status, 503);
        QCOMPARE(r.body, QByteArray("Unavailable\r\n"));
        options.errorRate = 0;
        options.dropRate = 1.0;
        rest->setOptions(options);
        r = rawRequest(rest->port(), "GET", "/users/exists");
        QCOMPARE(r.status, 0); // dropped without an answer
        options.dropRate = 0.5;
        options.faultSeed = 42;
        rest->setOptions(options);
        int dropped = 0;
        for (int i = 0; i < 20; ++i) {
            dropped += rawRequest(rest->port(), "GET", "/users/exists").status == 0 ? 1 : 0;
        }
        QVERIFY(dropped > 2 && dropped < 18);
        options.dropRate = 0;
        options.latencyMs = 150;
        rest->setOptions(options);
        QElapsedTimer timer;
        timer.start();
        r = rawRequest(rest->port(), "GET", "/users/exists");
        QCOMPARE(r.status, 200); // the server kept serving after the dropped connections
        QVERIFY(timer.elapsed() >= 140);
        // The request log records method, raw path, query and status (0 = dropped).
        const QList<RestLogEntry> &log = rest->requestLog();
        QCOMPARE(log.first().status, 503);
        QCOMPARE(log.at(1).status, 0);
        QCOMPARE(log.last().path, QByteArray("/users/exists"));
        QCOMPARE(log.last().status, 200);
        QSignalSpy handled(rest.get(), &RestServer::requestHandled);
        rest->clearRequestLog();
        options.latencyMs = 0;
        rest->setOptions(options);
        rawRequest(rest->port(), "PUT", "/users/r?check=put", {{"Content-Type", "application/json"}},
                   "{\"Row\":[]}");
        QCOMPARE(handled.size(), 1);
        QCOMPARE(rest->requestLog().size(), 1);
        QCOMPARE(rest->requestLog().first().query, QByteArray("check=put"));
        QCOMPARE(rest->requestLog().first().method, QByteArray("PUT"));
    }
};

QTEST_GUILESS_MAIN(TestHttpServer)
#include "tst_httpserver.moc"
