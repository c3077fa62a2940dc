#include "crossrefclient.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#include <core/crossref/pgcrossreftable.h>
#include <core/domain/doi.h>
#include <core/hbase/httpauth.h>
#include <core/util/version.h>

namespace Ei::Core {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::CrossrefClient)
};

} // namespace

Result<CrossrefSource> CrossrefSource::parse(const QString &spec)
{
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    const QString scheme = colon > 0 ? spec.left(colon) : QString();
    CrossrefSource source;
    if (scheme == QLatin1StringView("postgrest")) {
        source.kind = Kind::PostgRest;
    } else if (scheme == QLatin1StringView("crossref-api")) {
        source.kind = Kind::CrossrefApi;
    } else if (scheme == QLatin1StringView("postgres")) {
        source.kind = Kind::Postgres;
        auto info = PgConnInfo::parse(spec.mid(colon + 1));
        if (!info) {
            return fail(ErrorKind::InvalidInput, Tr::tr("the Crossref source: %1").arg(info.error().message));
        }
        source.connection = info->text();
        return source;
    } else {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the Crossref source '%1' must be postgrest:URL, crossref-api:URL or "
                           "postgres:CONNINFO")
                        .arg(spec));
    }
    auto override = takeAuthOverride(spec.mid(colon + 1));
    if (!override) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the Crossref source: %1").arg(override.error().message));
    }
    if (override->kind && source.kind != Kind::PostgRest) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the Crossref source '%1': only a postgrest: mirror takes auth= (the public API "
                           "gets no credentials)")
                        .arg(spec));
    }
    source.authKind = override->kind;
    source.base = QUrl(override->spec, QUrl::StrictMode);
    if (!source.base.isValid() ||
        (source.base.scheme() != QLatin1StringView("http") &&
         source.base.scheme() != QLatin1StringView("https")) ||
        source.base.host().isEmpty()) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the Crossref source '%1' needs an http(s) URL after the colon").arg(spec));
    }
    return source;
}

QString CrossrefSource::where() const
{
    switch (kind) {
    case Kind::PostgRest:
        return Tr::tr("the Crossref mirror");
    case Kind::CrossrefApi:
        return Tr::tr("the Crossref API");
    case Kind::Postgres:
        return Tr::tr("the Crossref database");
    }
    return {};
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
    if (m_call) {
        m_call->disconnect(this);
        if (m_ownsCall) {
            m_call->cancel();
        }
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
        if (m_call) {
            // A batch this lookup only waits for goes on for the others.
            m_call->disconnect(this);
            if (m_ownsCall) {
                m_call->cancel();
            }
        }
        complete(fail(ErrorKind::Cancelled, Tr::tr("the Crossref lookup of %1 was cancelled").arg(m_doi)));
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

void CrossrefClient::setTimeout(std::chrono::milliseconds timeout)
{
    m_timeout = timeout;
    if (m_table) {
        m_table->connection()->setTimeout(timeout);
    }
}

PgCrossrefTable *CrossrefClient::table()
{
    if (!m_table) {
        // Parsed (and checked) by CrossrefSource::parse already; an unparsable string cannot get here.
        auto info = PgConnInfo::parse(m_source.connection);
        m_table = new PgCrossrefTable(info.value_or(PgConnInfo{}), {m_timeout, m_password}, this);
    }
    return m_table;
}

Error CrossrefClient::lookupError(const QString &doi, const Error &cause) const
{
    const QString where = m_source.where();
    switch (cause.kind) {
    case ErrorKind::Cancelled:
        return {cause.kind, Tr::tr("the Crossref lookup of %1 was cancelled").arg(doi)};
    case ErrorKind::NotFound:
        return {cause.kind, Tr::tr("%1 has no record for DOI %2").arg(where, doi)};
    case ErrorKind::Timeout:
        return {cause.kind, Tr::tr("%1 did not answer within %2 s for DOI %3")
                                .arg(where)
                                .arg(double(m_timeout.count()) / 1000.0)
                                .arg(doi)};
    case ErrorKind::Network:
        return {cause.kind, Tr::tr("cannot reach %1 (%2)").arg(where, cause.message)};
    case ErrorKind::Forbidden:
        return {cause.kind, Tr::tr("%1 refused the lookup of DOI %2: %3").arg(where, doi, cause.message)};
    default:
        return {cause.kind, Tr::tr("%1 failed for DOI %2: %3").arg(where, doi, cause.message)};
    }
}

void CrossrefClient::remember(const QString &doi, const Result<CrossrefWork> &result)
{
    // Records and "no record" are facts worth keeping; failures are not (the next try may work).
    if (result || result.error().kind == ErrorKind::NotFound) {
        m_cache.insert(doi, new Result<CrossrefWork>(result));
    }
}

const Result<CrossrefWork> *CrossrefClient::cached(const QString &doi) const
{
    return m_cache.object(doi);
}

CrossrefReply *CrossrefClient::fetch(const QString &rawDoi)
{
    const QString doi = normalizeDoiText(rawDoi);
    auto *handle = new CrossrefReply(doi.isEmpty() ? rawDoi : doi, this);
    if (doi.isEmpty()) {
        // Asynchronous even for bad input, so callers connect before anything fires.
        QTimer::singleShot(0, handle, [handle, rawDoi] {
            handle->complete(fail(ErrorKind::InvalidInput,
                                  Tr::tr("'%1' is not a DOI (expected 10.prefix/suffix)").arg(rawDoi)));
        });
        return handle;
    }
    if (const Result<CrossrefWork> *known = cached(doi)) {
        QTimer::singleShot(0, handle, [handle, result = *known] { handle->complete(result); });
        return handle;
    }
    QPointer<PendingCall> batch = m_inFlight.value(doi);
    const bool own = !batch && m_source.kind == CrossrefSource::Kind::Postgres;
    if (own) {
        batch = fetchManyFromDatabase({doi});
    }
    if (batch) {
        // Answered from a batch: this lookup's own, or a prefetch that is already reading the DOI.
        handle->m_call = batch;
        handle->m_ownsCall = own;
        auto *call = static_cast<Call<Batch> *>(batch.data());
        call->then(handle, [handle, doi](const Result<Batch> &result) {
            if (!result) {
                handle->complete(std::unexpected(result.error()));
            } else {
                handle->complete(result->value(
                    doi, fail(ErrorKind::Internal, Tr::tr("the batch did not answer for %1").arg(doi))));
            }
        });
        return handle;
    }
    sendHttp(handle, {});
    return handle;
}

void CrossrefClient::setAuth(const AuthConfig &auth)
{
    // Only the archive's own mirror: the public Crossref API gets no credentials.
    if (m_source.kind != CrossrefSource::Kind::PostgRest) {
        return;
    }
    delete m_auth;
    m_auth = new HttpAuth(withAuthKind(auth, m_source.authKind), {m_source.base}, m_headers, m_nam);
}

void CrossrefClient::sendHttp(CrossrefReply *handle, const QByteArray &authorization)
{
    const QUrl url = m_source.urlFor(handle->doi());
    if (m_auth) {
        if (auto allowed = m_auth->check(url, authWhat(handle->doi())); !allowed) {
            QMetaObject::invokeMethod(
                handle, [handle, error = allowed.error()] { handle->complete(std::unexpected(error)); },
                Qt::QueuedConnection);
            return;
        }
    }
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::UserAgentHeader, userAgent());
    request.setRawHeader("Accept", "application/json");
    for (const auto &[name, value] : std::as_const(m_headers)) {
        request.setRawHeader(name, value);
    }
    request.setTransferTimeout(m_timeout);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    if (m_auth) {
        if (!authorization.isEmpty()) {
            request.setRawHeader("Authorization", authorization);
        }
        m_auth->prepare(request);
    }
    QNetworkReply *reply = m_nam->get(request);
    handle->m_reply = reply;
    connect(reply, &QNetworkReply::finished, handle,
            [this, handle, reply] { handleFinished(handle, reply); });
}

QString CrossrefClient::authWhat(const QString &doi) const
{
    return Tr::tr("The lookup of DOI %1 in %2").arg(doi, m_source.where());
}

Call<CrossrefClient::Batch> *CrossrefClient::fetchMany(const QStringList &rawDois)
{
    QStringList dois;
    for (const QString &raw : rawDois) {
        const QString doi = normalizeDoiText(raw);
        if (!doi.isEmpty() && !dois.contains(doi)) {
            dois << doi;
        }
    }
    if (m_source.kind == CrossrefSource::Kind::Postgres) {
        return fetchManyFromDatabase(dois);
    }
    auto *call = new Call<Batch>(this);
    auto batch = std::make_shared<Batch>();
    auto waiting = std::make_shared<int>(int(dois.size()));
    QList<QPointer<CrossrefReply>> replies;
    for (const QString &doi : std::as_const(dois)) {
        CrossrefReply *reply = fetch(doi);
        replies << reply;
        connect(reply, &CrossrefReply::finished, call, [call, reply, batch, waiting] {
            batch->insert(reply->doi(), reply->result());
            reply->deleteLater();
            if (--*waiting == 0) {
                call->resolve(*batch);
            }
        });
    }
    for (const QString &doi : std::as_const(dois)) {
        if (!m_inFlight.value(doi)) {
            m_inFlight.insert(doi, call);
        }
    }
    connect(call, &PendingCall::finished, this, [this, dois, call] {
        for (const QString &doi : dois) {
            if (m_inFlight.value(doi) == call) {
                m_inFlight.remove(doi);
            }
        }
    });
    call->setCancelHook([replies] {
        for (const QPointer<CrossrefReply> &reply : replies) {
            if (reply) {
                reply->cancel();
            }
        }
    });
    if (dois.isEmpty()) {
        call->resolveLater(Batch{});
    }
    return call;
}

Call<CrossrefClient::Batch> *CrossrefClient::fetchManyFromDatabase(const QStringList &dois)
{
    auto *call = new Call<Batch>(this);
    Batch known;
    QStringList missing;
    for (const QString &doi : dois) {
        if (const Result<CrossrefWork> *hit = cached(doi)) {
            known.insert(doi, *hit);
        } else {
            missing << doi;
        }
    }
    if (missing.isEmpty()) {
        call->resolveLater(known);
        return call;
    }
    Call<QList<CrossrefRow>> *rows = table()->lookup(missing);
    for (const QString &doi : std::as_const(missing)) {
        m_inFlight.insert(doi, call);
    }
    call->setCancelHook([rows = QPointer<Call<QList<CrossrefRow>>>(rows)] {
        if (rows) {
            rows->cancel();
        }
    });
    const QString what =
        missing.size() == 1
            ? missing.constFirst()
            : Tr::tr("%1 and %n more", nullptr, int(missing.size() - 1)).arg(missing.constFirst());
    rows->then(call, [this, call, missing, known, what](const Result<QList<CrossrefRow>> &result) mutable {
        for (const QString &doi : std::as_const(missing)) {
            if (m_inFlight.value(doi) == call) {
                m_inFlight.remove(doi);
            }
        }
        if (!result) {
            call->resolve(std::unexpected(lookupError(what, result.error())));
            return;
        }
        for (const CrossrefRow &row : *result) {
            auto work = parseCrossrefJson(row.record);
            if (work) {
                work->indexed = row.indexed;
            } else {
                work = fail(ErrorKind::Protocol,
                            Tr::tr("%1 holds something that is not a Crossref work for DOI %2: %3")
                                .arg(m_source.where(), row.doi, work.error().message));
            }
            remember(row.doi, work);
            known.insert(row.doi, work);
        }
        for (const QString &doi : std::as_const(missing)) {
            if (!known.contains(doi)) {
                const Result<CrossrefWork> none =
                    std::unexpected(lookupError(doi, {ErrorKind::NotFound, QString()}));
                remember(doi, none);
                known.insert(doi, none);
            }
        }
        call->resolve(std::move(known));
    });
    return call;
}

void CrossrefClient::prefetch(const QStringList &rawDois)
{
    QStringList wanted;
    for (const QString &raw : rawDois) {
        const QString doi = normalizeDoiText(raw);
        if (!doi.isEmpty() && !cached(doi) && !m_inFlight.value(doi) && !wanted.contains(doi)) {
            wanted << doi;
        }
    }
    if (wanted.isEmpty()) {
        return;
    }
    if (m_source.kind != CrossrefSource::Kind::Postgres) {
        wanted = wanted.mid(0, 1);
    }
    fetchMany(wanted); // the handle deletes itself once answered; the answers stay in the cache
}

Call<QString> *CrossrefClient::probe()
{
    if (m_source.kind == CrossrefSource::Kind::Postgres) {
        auto *call = new Call<QString>(this);
        Call<QString> *probe = table()->probe();
        call->setCancelHook([probe = QPointer<Call<QString>>(probe)] {
            if (probe) {
                probe->cancel();
            }
        });
        probe->then(call, [this, call](const Result<QString> &result) {
            if (result || result.error().kind == ErrorKind::NotFound) {
                call->resolve(result);
                return;
            }
            const Error &e = result.error();
            call->resolve(std::unexpected(
                Error{e.kind, e.kind == ErrorKind::Network
                                  ? Tr::tr("cannot reach %1 (%2)").arg(m_source.where(), e.message)
                              : e.kind == ErrorKind::Timeout ? Tr::tr("%1 did not answer within %2 s")
                                                                   .arg(m_source.where())
                                                                   .arg(double(m_timeout.count()) / 1000.0)
                              : e.kind == ErrorKind::Forbidden
                                  ? Tr::tr("%1 refused the login: %2").arg(m_source.where(), e.message)
                                  : Tr::tr("%1 failed: %2").arg(m_source.where(), e.message)}));
        });
        return call;
    }
    // An HTTP source answers a lookup of Crossref's own test DOI with a record or with "no record".
    auto *call = new Call<QString>(this);
    CrossrefReply *reply = fetch(QStringLiteral("10.5555/12345678"));
    call->setCancelHook([reply = QPointer<CrossrefReply>(reply)] {
        if (reply) {
            reply->cancel();
        }
    });
    connect(reply, &CrossrefReply::finished, call, [this, call, reply] {
        reply->deleteLater();
        const Result<CrossrefWork> &result = reply->result();
        if (!result && result.error().kind != ErrorKind::NotFound) {
            call->resolve(std::unexpected(result.error()));
            return;
        }
        call->resolve(Tr::tr("%1 at %2 answers").arg(m_source.where(), m_source.base.toDisplayString()));
    });
    return call;
}

void CrossrefClient::handleFinished(CrossrefReply *handle, QNetworkReply *reply)
{
    reply->deleteLater();
    const QString doi = handle->doi();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = reply->error();
    const QString where = m_source.where();
    if (handle->m_cancelled) {
        handle->complete(
            fail(ErrorKind::Cancelled, Tr::tr("the Crossref lookup of %1 was cancelled").arg(doi)));
        return;
    }
    if (status == 401 && m_auth) {
        m_auth->answer(reply, reply->request().rawHeader("Authorization"), authWhat(doi), handle,
                       [this, handle](Result<QByteArray> answer) {
                           if (handle->m_cancelled || handle->isFinished()) {
                               return;
                           }
                           if (!answer) {
                               handle->complete(std::unexpected(answer.error()));
                               return;
                           }
                           sendHttp(handle, *answer);
                       });
        return;
    }
    if (status == 403 && m_auth) {
        if (auto refused = m_auth->forbidden(authWhat(doi))) {
            handle->complete(std::unexpected(*refused));
            return;
        }
    }
    if (status == 404) {
        const Result<CrossrefWork> none =
            fail(ErrorKind::NotFound, Tr::tr("%1 has no record for DOI %2").arg(where, doi));
        remember(doi, none);
        handle->complete(none);
        return;
    }
    if (error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError) {
        handle->complete(fail(ErrorKind::Timeout, Tr::tr("%1 did not answer within %2 s for DOI %3")
                                                      .arg(where)
                                                      .arg(m_timeout.count() / 1000.0)
                                                      .arg(doi)));
        return;
    }
    if (status >= 500) {
        handle->complete(fail(ErrorKind::ServerUnavailable,
                              Tr::tr("%1 failed with HTTP %2 for DOI %3").arg(where).arg(status).arg(doi)));
        return;
    }
    if (status == 0 || (error != QNetworkReply::NoError && status < 400)) {
        handle->complete(
            fail(ErrorKind::Network, Tr::tr("cannot reach %1 (%2)").arg(where, reply->errorString())));
        return;
    }
    if (status >= 400) {
        handle->complete(
            fail(status == 403 ? ErrorKind::Forbidden : ErrorKind::Protocol,
                 Tr::tr("%1 refused the lookup of DOI %2 with HTTP %3").arg(where, doi).arg(status)));
        return;
    }
    auto work = parseCrossrefJson(reply->readAll());
    if (!work) {
        if (work.error().kind == ErrorKind::NotFound) {
            const Result<CrossrefWork> none =
                fail(ErrorKind::NotFound, Tr::tr("%1 has no record for DOI %2").arg(where, doi));
            remember(doi, none);
            handle->complete(none);
        } else {
            handle->complete(fail(ErrorKind::Protocol,
                                  Tr::tr("%1 answered something that is not a Crossref work for DOI %2: %3")
                                      .arg(where, doi, work.error().message)));
        }
        return;
    }
    remember(doi, work);
    handle->complete(std::move(work));
}

} // namespace Ei::Core
