// RestClient::send(): one HTTP exchange of the REST client with its headers, authentication,
// timeout and (for idempotent requests) retries; restclient.cpp holds the operations built on it.
#include <QCoreApplication>
#include <QHttp1Configuration>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

#if QT_CONFIG(ssl)
#include <QSslConfiguration>
#endif

#include <core/hbase/cellsetprotobuf.h>
#include <core/hbase/httpauth.h>
#include <core/hbase/restclient.h>
#include <core/util/version.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::RestClient)
};

constexpr QByteArrayView kJson = "application/json";
QString transportReason(QNetworkReply::NetworkError error, const QUrl &url)
{
    const QString host =
        url.host() + (url.port() > 0 ? QLatin1Char(':') + QString::number(url.port()) : QString());
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
        return Tr::tr("the connection to %1 was refused").arg(host);
    case QNetworkReply::RemoteHostClosedError:
        return Tr::tr("%1 closed the connection").arg(host);
    case QNetworkReply::HostNotFoundError:
        return Tr::tr("the host %1 was not found").arg(url.host());
    case QNetworkReply::SslHandshakeFailedError:
        return Tr::tr("the TLS handshake with %1 failed (certificate not trusted?)").arg(host);
    default:
        return Tr::tr("the network connection to %1 failed").arg(host);
    }
}

} // namespace

QList<QPair<QByteArray, QByteArray>> RestClient::requestHeaders(const Request &request) const
{
    QList<QPair<QByteArray, QByteArray>> headers;
    headers.emplaceBack("Accept", request.accept.isEmpty() ? kJson.toByteArray() : request.accept);
    if (request.method == "PUT" || request.method == "POST" || !request.body.isEmpty()) {
        headers.emplaceBack("Content-Type",
                            request.contentType.isEmpty() ? kJson.toByteArray() : request.contentType);
    }
    if (request.method != "GET") {
        headers.emplaceBack("X-XSRF-HEADER", "1");
    }
    headers.emplaceBack("User-Agent", userAgent());
    // The connection's own last; one it sets replaces the one above, as setRawHeader() does.
    for (const auto &[name, value] : m_config.headers) {
        headers.removeIf([&name](const auto &h) { return h.first.compare(name, Qt::CaseInsensitive) == 0; });
        headers.emplaceBack(name, value);
    }
    return headers;
}

Call<HttpResponse> *RestClient::send(const Request &request)
{
    auto *call = new Call<HttpResponse>(this);
    ++m_inFlight;
    connect(call, &PendingCall::finished, this, [this] {
        if (--m_inFlight == 0) {
            Q_EMIT idle();
        }
    });
    if (m_config.inProcess) {
        sendInProcess(request, call);
        return call;
    }
    if (auto allowed = m_auth->check(request.url, request.what); !allowed) {
        call->resolveLater(std::unexpected(allowed.error()));
        return call;
    }
    QUrl url = request.url;
    m_auth->addDoAs(url);
    QNetworkRequest nr(url);
    for (const auto &[name, value] : requestHeaders(request)) {
        nr.setRawHeader(name, value);
    }
    if (!m_config.wantsCompression()) {
        // Setting the header also stops Qt from adding its own gzip/deflate list.
        nr.setRawHeader("Accept-Encoding", "identity");
    }
    nr.setTransferTimeout(m_config.timeoutMs);
    // Qt's default of 6 connections per host bounds pipelined checked writes (one request per
    // connection at a time; QNAM pipelines only GETs): bulk curation keeps up to 32 in flight.
    static const QHttp1Configuration http1 = [] {
        QHttp1Configuration c;
        c.setNumberOfConnectionsPerHost(16);
        return c;
    }();
    nr.setHttp1Configuration(http1);
#if QT_CONFIG(ssl)
    if (request.url.scheme() == QLatin1String("https") &&
        (m_config.insecure || !m_config.caFile.isEmpty() || m_auth->hasClientCertificate())) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        if (m_config.insecure) {
            ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
        }
        if (!m_config.caFile.isEmpty() && !ssl.addCaCertificates(m_config.caFile)) {
            // Never fall back to "system CAs only" silently: the curator asked for this file.
            call->resolveLater(fail(ErrorKind::InvalidInput,
                                    Tr::tr("%1 failed: the CA file '%2' holds no readable PEM certificate.")
                                        .arg(request.what, m_config.caFile)));
            return call;
        }
        m_auth->applyTls(ssl);
        nr.setSslConfiguration(ssl);
    }
#endif
    // A scanner's creation answered 403 by a read-only gateway is its refusal of scanners (the
    // Scanner goes stateless), not a refusal of the user.
    const bool scannerCreation = request.method == "POST" && url.path().endsWith(QLatin1String("/scanner"));
    // The Authorization value that answered the last challenge of this request.
    auto authorization = std::make_shared<QByteArray>();
    const int maxAttempts = request.idempotent ? std::max(1, m_config.retry.maxAttempts) : 1;
    const QString what = request.what;
    const int timeoutMs = m_config.timeoutMs;

    // One attempt; schedules the next one itself when a read may be retried.
    auto attempt = std::make_shared<std::function<void(int)>>();
    *attempt = [this, call, nr, method = request.method, body = request.body, maxAttempts, what, timeoutMs,
                scannerCreation, authorization, weakAttempt = std::weak_ptr(attempt)](int n) {
        QNetworkRequest sent = nr;
        if (!authorization->isEmpty()) {
            sent.setRawHeader("Authorization", *authorization);
        }
        m_auth->prepare(sent);
        const QByteArray sentAuthorization = sent.rawHeader("Authorization");
        QNetworkReply *reply = m_nam->sendCustomRequest(sent, method, body);
        call->setCancelHook([reply = QPointer<QNetworkReply>(reply)] {
            if (reply) {
                reply->abort();
            }
        });
        connect(reply, &QNetworkReply::downloadProgress, call, &PendingCall::progress);
        connect(reply, &QNetworkReply::finished, call, [=, this] {
            reply->deleteLater();
            if (call->isFinished() || call->isCancelled()) {
                return;
            }
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const QNetworkReply::NetworkError error = reply->error();
            // Qt also reports HTTP statuses as errors (400 is ProtocolInvalidOperationError), so only the
            // network range (1-199), or any error without a status, is a transport failure.
            const bool transport =
                (error > 0 && error < 200) || (status == 0 && error != QNetworkReply::NoError);
            const auto retryLater = [&] {
                auto next = weakAttempt.lock();
                if (!next || n >= maxAttempts) {
                    return false;
                }
                auto *timer = new QTimer(call);
                timer->setSingleShot(true);
                call->setCancelHook([timer] { timer->stop(); });
                connect(timer, &QTimer::timeout, call, [next, n, timer] {
                    timer->deleteLater();
                    (*next)(n + 1);
                });
                timer->start(m_config.retry.backoffForAttempt(n));
                return true;
            };
            if (transport) {
                if (auto tls = m_auth->tlsFailure(reply, what)) {
                    call->resolve(std::unexpected(*tls));
                    return;
                }
                if (error == QNetworkReply::TimeoutError || error == QNetworkReply::OperationCanceledError) {
                    call->resolve(
                        fail(ErrorKind::Timeout, Tr::tr("%1 failed: the server did not answer within %2 s.")
                                                     .arg(what)
                                                     .arg(timeoutMs / 1000.0)));
                    return;
                }
                if (status != 0) {
                    call->resolve(fail(ErrorKind::Protocol,
                                       Tr::tr("%1 failed: the server's answer was cut off.").arg(what)));
                    return;
                }
                if (retryLater()) {
                    return;
                }
                call->resolve(fail(ErrorKind::Network,
                                   Tr::tr("%1 failed: %2.").arg(what, transportReason(error, reply->url()))));
                return;
            }
            if (status == 0) {
                call->resolve(fail(ErrorKind::Protocol,
                                   Tr::tr("%1 failed: the server did not answer HTTP.").arg(what)));
                return;
            }
            if (status == 503 && retryLater()) {
                return;
            }
            if (status == 401) {
                // Answering a challenge is not a retry: the request was not executed.
                auto next = weakAttempt.lock();
                m_auth->answer(reply, sentAuthorization, what, call,
                               [call, next, n, authorization](Result<QByteArray> r) {
                                   if (!r) {
                                       call->resolve(std::unexpected(r.error()));
                                   } else if (next && !call->isFinished() && !call->isCancelled()) {
                                       *authorization = *r;
                                       (*next)(n);
                                   }
                               });
                return;
            }
            if (status == 403 && !scannerCreation) {
                if (auto refused = m_auth->forbidden(what)) {
                    call->resolve(std::unexpected(*refused));
                    return;
                }
            }
            HttpResponse response;
            response.status = status;
            response.body = reply->readAll();
            response.contentType = reply->rawHeader("Content-Type");
            m_protobufAnswered = m_protobufAnswered || isProtobufMediaType(response.contentType);
            response.location = reply->rawHeader("Location");
            call->resolve(std::move(response));
        });
    };
    (*attempt)(1);
    // The closure keeps itself alive through the call: released when the call is destroyed.
    connect(call, &QObject::destroyed, m_nam, [attempt] {});
    return call;
}

void RestClient::sendInProcess(const Request &request, Call<HttpResponse> *call)
{
    InProcessGateway::Request sent;
    sent.method = request.method;
    sent.url = request.url;
    sent.body = request.body;
    sent.headers = requestHeaders(request);
    m_config.inProcess->exchange(
        sent, call, [this, call, what = request.what](const Result<HttpResponse> &response) {
            if (call->isFinished() || call->isCancelled()) {
                return;
            }
            if (!response) {
                call->resolve(
                    fail(response.error().kind, Tr::tr("%1 failed: %2").arg(what, response.error().message)));
                return;
            }
            m_protobufAnswered = m_protobufAnswered || isProtobufMediaType(response->contentType);
            call->resolve(*response);
        });
}

} // namespace Ei::Core
