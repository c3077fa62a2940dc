#pragma once

#include <memory>

#include <QByteArray>
#include <QList>
#include <QPair>

#include <server/restserver.h>

namespace Ei::Test {

struct RawResponse
{
    int status = 0; // 0: no response (connection dropped or timeout)
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body; // de-chunked
    QByteArray raw;  // everything received
    bool chunked = false;

    QByteArray header(QByteArrayView name) const;
    bool hasHeader(QByteArrayView name) const;
};

// One request over a fresh loopback connection with "Connection: close", exact bytes on the wire
// (no client-side normalisation of the target, no automatic headers besides Host, Connection and
// Content-Length). The event loop runs while waiting, so in-process servers answer.
RawResponse rawRequest(quint16 port, const QByteArray &method, const QByteArray &target,
                       const QList<QPair<QByteArray, QByteArray>> &headers = {}, const QByteArray &body = {},
                       int timeoutMs = 15000);
// Sends `bytes` as is and collects everything until the server closes the connection.
QByteArray rawExchange(quint16 port, const QByteArray &bytes, int timeoutMs = 15000);
// Parses one HTTP response from the start of `data`; `consumed` gets its length (0 if incomplete).
RawResponse parseResponse(const QByteArray &data, qsizetype *consumed = nullptr);

// A REST server on 127.0.0.1:0 with table "users" (families cf with VERSIONS 3, cf2).
std::unique_ptr<Server::RestServer> startRestServer(const Server::RestServerOptions &options = {});

} // namespace Ei::Test
