#pragma once

#include <memory>

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace Ei::Test {

// A secured front for an HBase REST gateway, made for one test run and started by the test: an MIT
// Kerberos KDC with a realm of its own (EI.TEST, krb5kdc, kdb5_util, kadmin.local; its own
// krb5.conf through KRB5_CONFIG) and Apache httpd (/usr/sbin/apache2 -f, its own configuration)
// as a reverse proxy in front of `backendUrl` with three virtual hosts on 127.0.0.1 and free
// ports:
// - negotiateUrl(): SPNEGO through mod_auth_gssapi, with GssapiUseSessions (a session cookie);
//   negotiatePerRequestUrl() the same without sessions;
// - basicUrl(): Basic against an htpasswd file;
// - tlsUrl(): https with SSLVerifyClient require (certificates made per run with openssl).
// Everything lives in a temporary folder under the build tree; the KDC and httpd are stopped by
// PID. missingBinary() names a program that is not installed (the test then skips).
class SecuredGateway final
{
public:
    SecuredGateway();
    ~SecuredGateway();
    SecuredGateway(const SecuredGateway &) = delete;
    SecuredGateway &operator=(const SecuredGateway &) = delete;

    // The first of the needed programs that is missing, or empty.
    static QString missingBinary();
    // Why the gateway cannot run here, naming the Debian packages (empty: it can).
    static QString unavailableReason();

    bool start(const QString &backendUrl);
    void stop();
    QString error() const { return m_error; }

    static QString realm() { return QStringLiteral("EI.TEST"); }
    // A user of the realm and of the htpasswd file (same password), and another one the proxy
    // forbids (403 for every request).
    static QString user() { return QStringLiteral("alice"); }
    static QByteArray password() { return QByteArrayLiteral("alice-secret-1"); }
    static QString forbiddenUser() { return QStringLiteral("mallory"); }
    static QByteArray keyPassphrase() { return QByteArrayLiteral("key-passphrase-9"); }

    QString negotiateUrl() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_negotiatePort); }
    // SPNEGO without sessions: every request negotiates (mod_auth_gssapi keeps a session at least
    // 5 minutes whatever the ticket's life, so a short ticket ends only here within a test).
    QString negotiatePerRequestUrl() const
    {
        return QStringLiteral("http://127.0.0.1:%1").arg(m_perRequestPort);
    }
    // The same proxy without authentication (the benchmarks' baseline).
    QString plainUrl() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_plainPort); }
    QString basicUrl() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_basicPort); }
    QString tlsUrl() const { return QStringLiteral("https://127.0.0.1:%1").arg(m_tlsPort); }
    QString dir() const { return m_dir->path(); }
    QString caFile() const { return path(QStringLiteral("ca.pem")); }
    QString clientCertificate() const { return path(QStringLiteral("client.pem")); }
    QString clientKey() const { return path(QStringLiteral("client.key")); }
    QString encryptedClientKey() const { return path(QStringLiteral("client-encrypted.key")); }
    // A certificate of a CA the server does not trust.
    QString strangerCertificate() const { return path(QStringLiteral("stranger.pem")); }
    QString strangerKey() const { return path(QStringLiteral("stranger.key")); }
    QString path(const QString &name) const { return m_dir->filePath(name); }

    // The environment for a client of the realm: KRB5_CONFIG and KRB5CCNAME = `cache` (a file in
    // the run's folder), on top of `base`.
    QProcessEnvironment clientEnvironment(const QString &cache, QProcessEnvironment base) const;
    // kinit for user() into `cache` (with its password; `lifetime` such as "1m" for short
    // tickets). False and error() on failure.
    bool kinit(const QString &cache, const QString &lifetime = {}, const QString &principal = {});

    // Whether `cache` holds a ticket that has not expired (klist -s).
    bool ticketValid(const QString &cache);

    // httpd's access log so far: one line per request, "STATUS METHOD PATH?QUERY".
    QList<QByteArray> accessLog() const;

private:
    bool run(const QString &program, const QStringList &args, const QByteArray &input = {});
    bool makeCertificates();
    bool makeRealm();
    bool startKdc();
    bool startHttpd(const QString &backendUrl);
    QProcessEnvironment kerberosEnvironment() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QTemporaryDir> m_childDir; // what httpd's children (www-data) read
    QProcess m_kdc;
    QProcess m_httpd;
    quint16 m_kdcPort = 0;
    quint16 m_negotiatePort = 0;
    quint16 m_basicPort = 0;
    quint16 m_perRequestPort = 0;
    quint16 m_plainPort = 0;
    quint16 m_tlsPort = 0;
    QString m_error;
};

} // namespace Ei::Test
