#pragma once

#include <functional>

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QUrl>

#include <core/util/result.h>

class QObject;

namespace Ei::Core {

// One HTTP exchange as the client saw it; the status decides the meaning per operation.
struct HttpResponse
{
    int status = 0;
    QByteArray body;
    QByteArray contentType;
    QByteArray location;
};

// A gateway in this very process that a RestClient reaches without a socket: the window's demo
// and the exports it opens (ConnectionConfig::inProcess). The client hands each request over as
// it would send it, and the gateway answers it as an HBase REST gateway would, so everything the
// client does (scanners, verified and parallel scans, check-and-mutate) works unchanged, and
// nothing listens on a port another program could reach. Authentication, TLS, compression and
// retries do not apply.
class InProcessGateway
{
public:
    struct Request
    {
        QByteArray method;
        QUrl url; // under url(): the client's base URL, a path and a query, all percent-encoded
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
    };
    // The answer, or why there is none (a sentence that completes "Reading row 'x' failed: ...").
    using Answer = std::function<void(const Result<HttpResponse> &response)>;

    virtual ~InProcessGateway() = default;

    // The base URL a client of this gateway uses; its host ends in ".invalid", so a request that
    // ever left the process could not reach anything.
    virtual QUrl url() const = 0;
    // Answers `request` on a later event-loop turn, and never once `context` is gone. Called on
    // the thread the gateway serves from (the window's GUI thread), as `context` lives there too.
    virtual void exchange(const Request &request, QObject *context, Answer answer) = 0;
};

} // namespace Ei::Core
