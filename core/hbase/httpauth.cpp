#include "httpauth.h"

#include <QCoreApplication>
#include <QFile>
#include <QFuture>
#include <QNetworkAccessManager>
#include <QNetworkCookieJar>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QPromise>
#include <QSslConfiguration>
#include <QThreadPool>

#include <core/hbase/spnego.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::HttpAuth)
};

QString statusSentence(const QString &what, const QString &reason, int status)
{
    return Tr::tr("%1 failed: %2 (HTTP %3).").arg(what, reason).arg(status);
}

// The schemes of a 401's WWW-Authenticate headers, lower case ("negotiate", "basic", ...).
QList<QByteArray> challengeSchemes(const QNetworkReply *reply)
{
    QList<QByteArray> schemes;
    for (const auto &[name, value] : reply->rawHeaderPairs()) {
        if (name.compare("WWW-Authenticate", Qt::CaseInsensitive) != 0) {
            continue;
        }
        // Qt joins repeated headers with ", "; a challenge's parameters hold '=' and quotes.
        for (const QByteArray &part : value.split(',')) {
            const QByteArray word = part.trimmed().split(' ').value(0).toLower();
            if (!word.isEmpty() && !word.contains('=') && !word.contains('"')) {
                schemes << word;
            }
        }
    }
    return schemes;
}

QByteArray basicAuthorization(const AuthConfig &config)
{
    const QByteArray credentials = config.user.toUtf8() + ':' + config.password;
    return "Basic " + credentials.toBase64();
}

bool isEncryptedPem(const QByteArray &pem)
{
    return pem.contains("ENCRYPTED");
}

} // namespace

Result<SourceAuthOverride> takeAuthOverride(const QString &spec)
{
    const QString trimmed = spec.trimmed();
    const qsizetype space = trimmed.lastIndexOf(QLatin1Char(' '));
    const QString last = trimmed.mid(space + 1);
    if (space < 0 || !last.startsWith(QLatin1String("auth="))) {
        return SourceAuthOverride{trimmed, std::nullopt};
    }
    const QString word = last.mid(5);
    const auto kind = parseAuthKind(word);
    if (!kind) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("“%1” names the authentication “%2”; a source may say auth=none, auth=kerberos or "
                           "auth=basic.")
                        .arg(trimmed, word));
    }
    return SourceAuthOverride{trimmed.left(space).trimmed(), kind};
}

QString authOverrideSuffix(std::optional<AuthKind> kind)
{
    return kind ? QStringLiteral(" auth=") + authKindName(*kind) : QString();
}

AuthConfig withAuthKind(AuthConfig auth, std::optional<AuthKind> kind)
{
    if (kind) {
        auth.kind = *kind;
    }
    return auth;
}

HttpAuth::HttpAuth(AuthConfig config, QList<QUrl> origins, QList<QPair<QByteArray, QByteArray>> headers,
                   QNetworkAccessManager *network)
    : QObject(network)
    , m_config(std::move(config))
{
    for (const QUrl &url : origins) {
        m_origins.insert(originOf(url));
    }
    for (const auto &[name, value] : headers) {
        m_sendsSecretHeaders = m_sendsSecretHeaders || isSecretHeader(name);
    }
    // The connection's own jar (the manager's default one would be too, but say so): session
    // cookies of an authenticating front live as long as this client and go nowhere else.
    network->setCookieJar(new QNetworkCookieJar(network));
    loadClientCertificate();
}

QString HttpAuth::originOf(const QUrl &url)
{
    const int defaultPort = url.scheme() == QLatin1String("https") ? 443 : 80;
    return url.scheme().toLower() + QStringLiteral("://") + url.host().toLower() + QLatin1Char(':') +
           QString::number(url.port(defaultPort));
}

bool HttpAuth::isSecretHeader(const QByteArray &name) const
{
    const QByteArray lower = name.toLower();
    if (lower == "authorization" || lower == "proxy-authorization" || lower == "cookie") {
        return true;
    }
    for (const char *word : {"token", "key", "secret", "auth", "session", "password"}) {
        if (lower.contains(word)) {
            return true;
        }
    }
    return std::ranges::any_of(m_config.secretHeaderNames, [&](const QByteArray &secret) {
        return secret.compare(name, Qt::CaseInsensitive) == 0;
    });
}

void HttpAuth::loadClientCertificate()
{
    if (m_config.clientCertificate.isEmpty() && m_config.clientKey.isEmpty()) {
        return;
    }
    if (m_config.clientCertificate.isEmpty() || m_config.clientKey.isEmpty()) {
        m_setupError = Error{ErrorKind::InvalidInput,
                             Tr::tr("a TLS client certificate needs both the certificate and its key")};
        return;
    }
    const QList<QSslCertificate> certificates = QSslCertificate::fromPath(m_config.clientCertificate);
    if (certificates.isEmpty()) {
        m_setupError =
            Error{ErrorKind::InvalidInput, Tr::tr("the client certificate file %1 holds no PEM certificate")
                                               .arg(m_config.clientCertificate)};
        return;
    }
    QFile keyFile(m_config.clientKey);
    if (!keyFile.open(QIODevice::ReadOnly)) {
        m_setupError = Error{
            ErrorKind::InvalidInput,
            Tr::tr("the client key %1 cannot be read: %2").arg(m_config.clientKey, keyFile.errorString())};
        return;
    }
    const QByteArray pem = keyFile.readAll();
    for (QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        QSslKey key(pem, algorithm, QSsl::Pem, QSsl::PrivateKey, m_config.clientKeyPassphrase);
        if (!key.isNull()) {
            m_certificate = certificates.first();
            m_key = key;
            return;
        }
    }
    if (isEncryptedPem(pem) && m_config.clientKeyPassphrase.isEmpty()) {
        m_setupError = Error{
            ErrorKind::NotAuthenticated,
            Tr::tr("the client key %1 is encrypted and no passphrase was given").arg(m_config.clientKey)};
    } else if (isEncryptedPem(pem)) {
        m_setupError = Error{ErrorKind::NotAuthenticated,
                             Tr::tr("the passphrase of the client key %1 is wrong").arg(m_config.clientKey)};
    } else {
        m_setupError = Error{ErrorKind::InvalidInput,
                             Tr::tr("the client key %1 holds no PEM private key").arg(m_config.clientKey)};
    }
}

Result<void> HttpAuth::check(const QUrl &url, const QString &what) const
{
    if (m_setupError) {
        return fail(m_setupError->kind, Tr::tr("%1 failed: %2.").arg(what, m_setupError->message));
    }
    const bool sendsSecrets = m_config.kind == AuthKind::Basic || m_sendsSecretHeaders;
    if (sendsSecrets && !m_config.allowInsecureAuth && url.scheme() == QLatin1String("http") &&
        !isLoopbackHost(url.host())) {
        return fail(
            ErrorKind::InvalidInput,
            Tr::tr("%1 was refused: credentials would go unencrypted over http:// to %2; use https:// "
                   "or allow it explicitly (--allow-insecure-auth).")
                .arg(what, url.host()));
    }
    return {};
}

void HttpAuth::prepare(QNetworkRequest &request) const
{
    // Qt answers no challenge itself: its Negotiate asks for the wrong principal, and a
    // credential cached by Qt could reach another origin.
    request.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
    const QUrl url = request.url();
    if (m_config.kind == AuthKind::Basic && m_basicOrigins.contains(originOf(url))) {
        request.setRawHeader("Authorization", basicAuthorization(m_config));
    }
    if (!request.rawHeader("Authorization").isEmpty()) {
        // A redirect elsewhere must not carry the credentials.
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::SameOriginRedirectPolicy);
    }
    if (hasClientCertificate() && url.scheme() == QLatin1String("https")) {
        QSslConfiguration ssl = request.sslConfiguration();
        applyTls(ssl);
        request.setSslConfiguration(ssl);
    }
}

void HttpAuth::applyTls(QSslConfiguration &ssl) const
{
    if (hasClientCertificate()) {
        ssl.setLocalCertificate(*m_certificate);
        ssl.setPrivateKey(*m_key);
    }
}

void HttpAuth::addDoAs(QUrl &url) const
{
    if (m_config.doAs.isEmpty()) {
        return;
    }
    // Appended to the encoded query: row paths carry their own (e.g. ?v=1, ?e=b64).
    QByteArray query = url.query(QUrl::FullyEncoded).toLatin1();
    if (!query.isEmpty()) {
        query += '&';
    }
    query += "doAs=" + QUrl::toPercentEncoding(m_config.doAs);
    url.setQuery(QString::fromLatin1(query), QUrl::StrictMode);
}

void HttpAuth::answer(const QNetworkReply *reply, const QByteArray &sentAuthorization, const QString &what,
                      QObject *context, std::function<void(Result<QByteArray>)> done)
{
    ++m_challenges;
    const auto finish = [context, done](Result<QByteArray> result) {
        QMetaObject::invokeMethod(context, [done, result] { done(result); }, Qt::QueuedConnection);
    };
    const auto refuse = [&](const QString &reason) {
        finish(fail(ErrorKind::NotAuthenticated, statusSentence(what, reason, 401)));
    };
    const QList<QByteArray> schemes = challengeSchemes(reply);
    const QUrl url = reply->url();
    const bool negotiate = schemes.contains("negotiate");
    const bool basic = schemes.contains("basic");
    const QByteArray sentScheme = sentAuthorization.split(' ').value(0).toLower();

    if (m_config.kind == AuthKind::Kerberos && negotiate) {
        if (sentScheme == "negotiate") {
            refuse(m_principal.isEmpty()
                       ? Tr::tr("the server did not accept the Kerberos ticket")
                       : Tr::tr("the server did not accept the Kerberos ticket of %1").arg(m_principal));
            return;
        }
        if (!m_origins.contains(originOf(url))) {
            refuse(Tr::tr("%1 asks for Kerberos, but credentials go only to the connection's own servers")
                       .arg(url.host()));
            return;
        }
        const QString service = spnegoServiceName(url.host(), m_config.servicePrincipal);
        const QString client = m_config.user;
        QPointer<HttpAuth> self(this);
        // GSS-API blocks (the ticket cache, the KDC): on the thread pool. The continuation runs on
        // the context's thread, and not at all once the context is gone (a command that ended).
        auto promise = std::make_shared<QPromise<Result<SpnegoToken>>>();
        QFuture<Result<SpnegoToken>> future = promise->future();
        promise->start();
        QThreadPool::globalInstance()->start([promise, service, client] {
            promise->addResult(spnegoInitialToken(service, client));
            promise->finish();
        });
        future.then(context, [self, done, what](const Result<SpnegoToken> &token) {
            if (!token) {
                done(fail(ErrorKind::NotAuthenticated, statusSentence(what, token.error().message, 401)));
                return;
            }
            if (self) {
                self->m_principal = token->clientPrincipal;
            }
            done(QByteArray("Negotiate " + token->token.toBase64()));
        });
        return;
    }
    if (m_config.kind == AuthKind::Basic && basic) {
        if (sentScheme == "basic") {
            refuse(Tr::tr("the server did not accept the password of user %1").arg(m_config.user));
            return;
        }
        if (!m_origins.contains(originOf(url))) {
            refuse(Tr::tr("%1 asks for a password, but credentials go only to the connection's own servers")
                       .arg(url.host()));
            return;
        }
        m_basicOrigins.insert(originOf(url));
        finish(basicAuthorization(m_config));
        return;
    }
    if (negotiate) {
        refuse(Tr::tr(
            "the server asks for Kerberos (Negotiate): set the connection's authentication to Kerberos"));
    } else if (basic) {
        refuse(
            Tr::tr("the server asks for a user and password (Basic): set the connection's authentication to "
                   "Basic"));
    } else if (!schemes.isEmpty()) {
        refuse(Tr::tr("the server asks for authentication by %1, which is not supported")
                   .arg(QString::fromLatin1(schemes.first())));
    } else {
        refuse(Tr::tr("the server asks for authentication"));
    }
}

std::optional<Error> HttpAuth::forbidden(const QString &what) const
{
    QString who = m_config.identity();
    if (who.isEmpty()) {
        who = m_principal;
    }
    if (who.isEmpty() && hasClientCertificate()) {
        who = m_certificate->subjectInfo(QSslCertificate::CommonName).value(0);
    }
    if (who.isEmpty()) {
        return std::nullopt;
    }
    return Error{ErrorKind::NotAllowed,
                 Tr::tr("%1 failed: the server does not allow it to user %2 (HTTP 403).").arg(what, who)};
}

std::optional<Error> HttpAuth::tlsFailure(const QNetworkReply *reply, const QString &what) const
{
    if (reply->url().scheme() != QLatin1String("https")) {
        return std::nullopt;
    }
    const QNetworkReply::NetworkError error = reply->error();
    const QString text = reply->errorString().toLower();
    // OpenSSL's alerts as Qt reports them: TLS 1.3 "certificate required" (sent after the
    // handshake, so Qt may see it as the connection closing), TLS 1.2 "handshake failure".
    const bool certificateAlert = text.contains(QLatin1String("certificate required")) ||
                                  text.contains(QLatin1String("alert bad certificate")) ||
                                  text.contains(QLatin1String("alert unknown ca")) ||
                                  text.contains(QLatin1String("certificate unknown")) ||
                                  text.contains(QLatin1String("alert handshake failure"));
    if (!certificateAlert ||
        (error != QNetworkReply::SslHandshakeFailedError && error != QNetworkReply::RemoteHostClosedError &&
         error != QNetworkReply::UnknownNetworkError)) {
        return std::nullopt;
    }
    const QString host = reply->url().host();
    if (!hasClientCertificate()) {
        return Error{
            ErrorKind::NotAuthenticated,
            Tr::tr("%1 failed: %2 requires a TLS client certificate; set the connection's client certificate "
                   "and key.")
                .arg(what, host)};
    }
    return Error{ErrorKind::NotAuthenticated, Tr::tr("%1 failed: %2 refused the TLS client certificate %3.")
                                                  .arg(what, host, m_config.clientCertificate)};
}

} // namespace Ei::Core
