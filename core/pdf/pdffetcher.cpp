#include "pdffetcher.h"

#include <QNetworkAccessManager>
#include <QTimer>
#include <QUrl>

#include <core/hbase/httpauth.h>

// PdfFetchJob, the attempts of one fetch, is in pdffetchjob.cpp.

namespace Ei::Core {

// ---- PdfAttempt ---------------------------------------------------------------------------------

QString PdfAttempt::outcomeName() const
{
    switch (outcome) {
    case Outcome::Served:
        return QStringLiteral("served");
    case Outcome::NotFound:
        return QStringLiteral("not found");
    case Outcome::Failed:
        return QStringLiteral("failed");
    case Outcome::Mismatch:
        return QStringLiteral("SHA-1 mismatch");
    case Outcome::Skipped:
        return QStringLiteral("skipped");
    case Outcome::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

QString PdfAttempt::summary() const
{
    QString s = source;
    if (!location.isEmpty()) {
        s += QLatin1Char(' ') + location;
    }
    s += QStringLiteral(": ") + outcomeName();
    if (httpStatus > 0) {
        s += QStringLiteral(" (HTTP %1)").arg(httpStatus);
    }
    if (outcome != Outcome::Skipped) {
        s += QStringLiteral(", %1 bytes, %2 ms").arg(bytes).arg(elapsedMs);
    }
    if (!detail.isEmpty()) {
        s += QStringLiteral(" - ") + detail;
    }
    return s;
}

// ---- PdfFetcher ---------------------------------------------------------------------------------

PdfFetcher::PdfFetcher(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{}

void PdfFetcher::setAuth(const AuthConfig &auth)
{
    QList<QUrl> origins;
    QHash<QString, HttpAuth *> sourceAuth;
    for (const PdfSourceSpec &spec : std::as_const(m_sources)) {
        if (!spec.isHttp()) {
            continue;
        }
        const QUrl url(spec.location);
        if (!spec.authKind) {
            origins << url;
        } else if (!sourceAuth.contains(HttpAuth::originOf(url))) {
            sourceAuth.insert(HttpAuth::originOf(url),
                              new HttpAuth(withAuthKind(auth, spec.authKind), {url}, m_headers, m_network));
        }
    }
    delete m_auth;
    qDeleteAll(m_sourceAuth);
    m_sourceAuth = sourceAuth;
    m_auth = new HttpAuth(auth, origins, m_headers, m_network);
}

HttpAuth *PdfFetcher::authFor(const QUrl &url) const
{
    return m_sourceAuth.value(HttpAuth::originOf(url), m_auth);
}

PdfFetcher::~PdfFetcher()
{
    // Jobs release host slots when they die: they must go while this object's members still exist.
    qDeleteAll(findChildren<PdfFetchJob *>(Qt::FindDirectChildrenOnly));
}

PdfFetchJob *PdfFetcher::fetch(const PdfLocator &locator)
{
    auto *job = new PdfFetchJob(this, locator, FetchTarget::Pdf);
    QTimer::singleShot(0, job, &PdfFetchJob::begin);
    return job;
}

PdfFetchJob *PdfFetcher::fetchTei(const QString &sha1Hex)
{
    PdfLocator locator;
    locator.sha1Hex = sha1Hex;
    auto *job = new PdfFetchJob(this, locator, FetchTarget::Tei);
    QTimer::singleShot(0, job, &PdfFetchJob::begin);
    return job;
}

void PdfFetcher::acquireSlot(const QString &host, QObject *context, std::function<void()> start)
{
    if (m_active.value(host) < m_maxPerHost) {
        ++m_active[host];
        start();
        return;
    }
    m_waiting[host].append({context, std::move(start)});
}

void PdfFetcher::releaseSlot(const QString &host)
{
    if (--m_active[host] <= 0) {
        m_active.remove(host);
    }
    auto it = m_waiting.find(host);
    while (it != m_waiting.end() && !it->isEmpty()) {
        Waiting w = it->takeFirst();
        if (it->isEmpty()) {
            m_waiting.erase(it);
            it = m_waiting.end();
        }
        if (w.context) {
            ++m_active[host];
            // Next turn of the event loop: the releasing job may be in the middle of its own signal.
            QTimer::singleShot(0, w.context.data(), std::move(w.start));
            return;
        }
    }
}

} // namespace Ei::Core
