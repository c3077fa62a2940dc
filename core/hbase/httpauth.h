#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QSet>
#include <QSslCertificate>
#include <QSslKey>
#include <QString>
#include <QUrl>

#include <core/hbase/connectionconfig.h>
#include <core/util/result.h>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;
class QSslConfiguration;

namespace Ei::Core {

// A source's own authentication kind (docs/connections.md, "Authentication"): a PDF or Crossref
// source written "warc-http:https://store.example.org auth=none" (the last word, after a space)
// uses that kind instead of the connection's; the rest of the connection's settings (user,
// password, service principal, client certificate, doAs) stay.
struct SourceAuthOverride
{
    QString spec;                 // the source without the suffix
    std::optional<AuthKind> kind; // nullopt: the connection's
};
// An unknown kind ("auth=ntlm") is InvalidInput, naming the ones there are.
Result<SourceAuthOverride> takeAuthOverride(const QString &spec);
// " auth=KIND" for a kind, else empty (the suffix takeAuthOverride() reads back).
QString authOverrideSuffix(std::optional<AuthKind> kind);
// The connection's authentication with a source's own kind applied.
AuthConfig withAuthKind(AuthConfig auth, std::optional<AuthKind> kind);

// The one place where a connection's authentication (AuthConfig) meets HTTP, shared by every
// HTTP client of a connection: RestClient (HBase REST), PdfFetcher (warc-http:, blob-http:,
// wayback:) and CrossrefClient (postgrest:). docs/security.md says what it sends where.
//
// - A cookie jar of the connection's own on the network manager, so the gateway's session cookie
//   (Hadoop's hadoop.auth, mod_auth_gssapi's session) is sent back and a long scan negotiates
//   once, not per request.
// - 401 answers: Negotiate (SPNEGO through GSS-API and the user's ticket cache; Qt's own GSSAPI
//   Negotiate asks for HTTPS@host and ignores a service principal, docs/architecture.md) and
//   Basic. After the first Basic challenge of an origin, later requests to it carry the
//   credentials at once. Credentials only ever go to the origins the client was given, and a
//   request carrying them follows no redirect to another origin.
// - TLS client certificate and key (PEM, the key optionally encrypted), loaded once: a wrong
//   passphrase is told before any request; a handshake the server ends for want of a certificate
//   is told as such at once.
// - Refuses Basic credentials and secret headers over plain http:// to a host that is not
//   loopback, unless allowInsecureAuth, before any request.
//
// Lives on the network manager's thread, as its child. Secrets are never logged nor part of an
// error message.
class HttpAuth final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpAuth)

public:
    // `origins`: where credentials may go (the REST base URL, a PDF source's URL); `headers` are
    // the client's extra headers, checked for credentials over plain http://.
    HttpAuth(AuthConfig config, QList<QUrl> origins, QList<QPair<QByteArray, QByteArray>> headers,
             QNetworkAccessManager *network);

    const AuthConfig &config() const { return m_config; }

    // Before a request to `url`: the setup's error (an unreadable certificate, a key that does not
    // open) or the refusal of credentials over plain http://, as a sentence starting with `what`.
    Result<void> check(const QUrl &url, const QString &what) const;
    // Adds what the request carries before any challenge: Basic credentials for an origin that
    // asked for them before, the client certificate (with `ssl`'s other settings kept), and keeps
    // Qt's own authentication out of the way.
    void prepare(QNetworkRequest &request) const;
    // The client certificate and key into a TLS configuration.
    void applyTls(QSslConfiguration &ssl) const;
    bool hasClientCertificate() const { return m_certificate.has_value(); }
    // HBase REST's doAs query parameter, when set.
    void addDoAs(QUrl &url) const;

    // After a 401 to a request that carried `sentAuthorization` (empty: none): calls `done` on
    // `context`'s thread with the Authorization value to send the request again with, or the final
    // NotAuthenticated error, a sentence starting with `what`. Negotiate reads the ticket cache on
    // the thread pool; the answer is dropped if `context` is destroyed first.
    void answer(const QNetworkReply *reply, const QByteArray &sentAuthorization, const QString &what,
                QObject *context, std::function<void(Result<QByteArray>)> done);
    // The sentence of a 403 to an authenticated connection (naming the user), NotAllowed; or
    // nullopt when the connection said no name (then it is an ordinary refusal).
    std::optional<Error> forbidden(const QString &what) const;
    // A transport failure that is about the client certificate (the server ended the TLS handshake
    // for want of one, or refused the one sent), NotAuthenticated; nullopt for any other failure.
    std::optional<Error> tlsFailure(const QNetworkReply *reply, const QString &what) const;

    // 401 answers seen so far (for --verbose and bench_auth).
    int challenges() const { return m_challenges; }
    // Whom the server accepted: the Kerberos principal of the last token, the Basic user.
    QString acceptedAs() const { return m_principal.isEmpty() ? m_config.user : m_principal; }

    // Whether `name` is a credential header (Authorization, Cookie, tokens, keys, a saved secret).
    bool isSecretHeader(const QByteArray &name) const;
    // "scheme://host:port" (lower case, the default port filled in): where credentials may go.
    static QString originOf(const QUrl &url);

private:
    void loadClientCertificate();

    AuthConfig m_config;
    QSet<QString> m_origins;
    bool m_sendsSecretHeaders = false;
    // Made only when a client certificate is configured: a QSslCertificate, even an empty one,
    // loads Qt's TLS backend (about 20 ms at the start of every CLI command, for plain http://).
    std::optional<QSslCertificate> m_certificate;
    std::optional<QSslKey> m_key;
    std::optional<Error> m_setupError;
    QSet<QString> m_basicOrigins; // origins that asked for Basic: later requests send it at once
    QString m_principal;
    int m_challenges = 0;
};

} // namespace Ei::Core
