#include "crossrefclient.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#include <core/domain/doi.h>
#include <core/util/version.h>

namespace Ei::Core {

Result<CrossrefSource> CrossrefSource::parse(const QString &spec)
{
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    const QString scheme = colon > 0 ? spec.left(colon) : QString();
    CrossrefSource source;
    if (scheme == QLatin1StringView("postgrest")) {
        source.kind = Kind::PostgRest;
    } else if (scheme == QLatin1StringView("crossref-api")) {
        source.kind = Kind::CrossrefApi;
    } else {
        return fail(
            ErrorKind::InvalidInput,
            QStringLiteral("the Crossref source '%1' must be postgrest:URL or crossref-api:URL").arg(spec));
    }
    source.base = QUrl(spec.mid(colon + 1).trimmed(), QUrl::StrictMode);
    if (!source.base.isValid() ||
        (source.base.scheme() != QLatin1StringView("http") &&
         source.base.scheme() != QLatin1StringView("https")) ||
        source.base.host().isEmpty()) {
        return fail(
            ErrorKind::InvalidInput,
            QStringLiteral("the Crossref source '%1' needs an http(s) URL after the colon").arg(spec));
    }
    return source;
}

QUrl CrossrefSource::urlFor(const QString &rawDoi) const
{
    const QString doi = normalizeDoiText(rawDoi);
    QUrl url = base;
    QString path = url.path(QUrl::FullyEncoded);
    while (path.endsWith(QLatin1Char('/'))) {
        path.chop(1);
    }
    // Everything but unreserved characters is escaped, '/' included: the DOI is one segment
    // (Crossref and PostgREST both decode it back).
    const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(doi));
    if (kind == Kind::CrossrefApi) {
        url.setPath(path + QStringLiteral("/works/") + encoded, QUrl::StrictMode);
        url.setQuery(QString());
    } else {
        url.setPath(path + QStringLiteral("/crossref"), QUrl::StrictMode);
        url.setQuery(QStringLiteral("doi=eq.") + encoded, QUrl::StrictMode);
    }
    return url;
}

CrossrefReply::CrossrefReply(QString doi, QObject *parent)
    : QObject(parent)
    , m_doi(std::move(doi))
{}

CrossrefReply::~CrossrefReply()
{
    // A handle deleted while its request runs takes the request with it. Disconnect first:
    // abort() emits finished() synchronously, and this object is already half destroyed.
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void CrossrefReply::cancel()
{
    if (m_finished) {
        return;
    }
    m_cancelled = true;
    if (m_reply) {
        m_reply->abort(); // finishes through the normal path with OperationCanceledError
    } else {
        complete(
            fail(ErrorKind::Cancelled, QStringLiteral("the Crossref lookup of %1 was cancelled").arg(m_doi)));
    }
}

void CrossrefReply::complete(Result<CrossrefWork> result)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_result = std::move(result);
    Q_EMIT finished();
}

CrossrefClient::CrossrefClient(CrossrefSource source, QObject *parent)
    : QObject(parent)
    , m_source(std::move(source))
    , m_nam(new QNetworkAccessManager(this))
{}

CrossrefClient::~CrossrefClient() = default;

CrossrefReply *CrossrefClient::fetch(const QString &rawDoi)
{
    const QString doi = normalizeDoiText(rawDoi);
    auto *handle = new CrossrefReply(doi.isEmpty() ? rawDoi : doi, this);
    if (doi.isEmpty()) {
        // Asynchronous even for bad input, so callers connect before anything fires.
        QTimer::singleShot(0, handle, [handle, rawDoi] {
            handle->complete(
                fail(ErrorKind::InvalidInput,
                     QStringLiteral("'%1' is not a DOI (expected 10.prefix/suffix)").arg(rawDoi)));
        });
        return handle;
    }
    QNetworkRequest request(m_source.urlFor(doi));
    request.setHeader(QNetworkRequest::UserAgentHeader, userAgent());
    request.setRawHeader("Accept", "application/json");
    for (const auto &[name, value] : std::as_const(m_headers)) {
        request.setRawHeader(name, value);
    }
    request.setTransferTimeout(m_timeout);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    QNetworkReply *reply = m_nam->get(request);
    handle->m_reply = reply;
    connect(reply, &QNetworkReply::finished, handle,
            [this, handle, reply] { handleFinished(handle, reply); });
    return handle;
}

void CrossrefClient::handleFinished(CrossrefReply *handle, QNetworkReply *reply)
{
    reply->deleteLater();
    const QString doi = handle->doi();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = reply->error();
    const QString where = m_source.kind == CrossrefSource::Kind::PostgRest
                              ? QStringLiteral("the Crossref mirror")
                              : QStringLiteral("the Crossref API");
    if (handle->m_cancelled) {
        handle->complete(
            fail(ErrorKind::Cancelled, QStringLiteral("the Crossref lookup of %1 was cancelled").arg(doi)));
        return;
    }
    if (status == 404) {
        handle->complete(
            fail(ErrorKind::NotFound, QStringLiteral("%1 has no record for DOI %2").arg(where, doi)));
        return;
    }
    if (error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError) {
        handle->complete(fail(ErrorKind::Timeout, QStringLiteral("%1 did not answer within %2 s for DOI %3")
                                                      .arg(where)
                                                      .arg(m_timeout.count() / 1000.0)
                                                      .arg(doi)));
        return;
    }
    if (status >= 500) {
        handle->complete(
            fail(ErrorKind::ServerUnavailable,
                 QStringLiteral("%1 failed with HTTP %2 for DOI %3").arg(where).arg(status).arg(doi)));
        return;
    }
    if (status == 0 || (error != QNetworkReply::NoError && status < 400)) {
        handle->complete(fail(ErrorKind::Network,
                              QStringLiteral("cannot reach %1 (%2)").arg(where, reply->errorString())));
        return;
    }
    if (status >= 400) {
        handle->complete(
            fail(status == 403 ? ErrorKind::Forbidden : ErrorKind::Protocol,
                 QStringLiteral("%1 refused the lookup of DOI %2 with HTTP %3").arg(where, doi).arg(status)));
        return;
    }
    auto work = parseCrossrefJson(reply->readAll());
    if (!work) {
        if (work.error().kind == ErrorKind::NotFound) {
            handle->complete(
                fail(ErrorKind::NotFound, QStringLiteral("%1 has no record for DOI %2").arg(where, doi)));
        } else {
            handle->complete(
                fail(ErrorKind::Protocol,
                     QStringLiteral("%1 answered something that is not a Crossref work for DOI %2: %3")
                         .arg(where, doi, work.error().message)));
        }
        return;
    }
    handle->complete(std::move(work));
}

} // namespace Ei::Core
