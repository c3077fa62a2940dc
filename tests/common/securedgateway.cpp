#include "securedgateway.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QTcpServer>
#include <QTest>
#include <QUrl>

#include "common/testutil.h"

using namespace Qt::StringLiterals;

namespace Ei::Test {

namespace {

const QString kKdc = u"/usr/sbin/krb5kdc"_s;
const QString kKdbUtil = u"/usr/sbin/kdb5_util"_s;
const QString kKadminLocal = u"/usr/sbin/kadmin.local"_s;
const QString kKinit = u"/usr/bin/kinit"_s;
const QString kApache = u"/usr/sbin/apache2"_s;
const QString kHtpasswd = u"/usr/bin/htpasswd"_s;
const QString kOpenssl = u"/usr/bin/openssl"_s;
const QString kModules = u"/usr/lib/apache2/modules"_s;

quint16 freePort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

bool writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
}

// httpd's children run as www-data (the tests run as root): they must read the keytab, the
// certificates and the htpasswd file and write nothing but through the parent.
void openForEveryone(const QString &path)
{
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ReadOther | QFileDevice::ReadGroup |
                                    (QFileInfo(path).isDir() ? QFileDevice::ExeOther | QFileDevice::ExeGroup
                                                             : QFileDevice::Permissions()));
}

void stopByPid(QProcess &process)
{
    if (process.state() == QProcess::NotRunning) {
        return;
    }
    process.terminate(); // SIGTERM to its PID
    if (!process.waitForFinished(10000)) {
        process.kill();
        process.waitForFinished(5000);
    }
}

} // namespace

SecuredGateway::SecuredGateway()
{
    // Under the build tree, not /tmp: httpd's children (www-data) must reach it, and a failed
    // run's files stay beside the build for a look.
    const QString base = binDir() + u"/../test-tmp"_s;
    QDir().mkpath(base);
    m_dir = std::make_unique<QTemporaryDir>(base + u"/secured-XXXXXX"_s);
    // EI_KEEP_SECURED_DIR=1 keeps the folder (logs, configuration) for a look after a failure.
    m_dir->setAutoRemove(qEnvironmentVariableIsEmpty("EI_KEEP_SECURED_DIR"));
}

SecuredGateway::~SecuredGateway()
{
    stop();
}

QString SecuredGateway::missingBinary()
{
    for (const QString &program :
         QStringList{kKdc, kKdbUtil, kKadminLocal, kKinit, kApache, kHtpasswd, kOpenssl,
                     kModules + u"/mod_auth_gssapi.so"_s, kModules + u"/mod_ssl.so"_s,
                     kModules + u"/mod_session_cookie.so"_s, kModules + u"/mod_proxy_http.so"_s}) {
        if (!QFileInfo::exists(program)) {
            return program;
        }
    }
    return {};
}

QString SecuredGateway::unavailableReason()
{
    const QString missing = missingBinary();
    return missing.isEmpty()
               ? QString()
               : u"%1 is not installed (Debian: krb5-kdc, krb5-admin-server, krb5-user, apache2, "
                 "libapache2-mod-auth-gssapi, openssl)"_s.arg(missing);
}

QProcessEnvironment SecuredGateway::kerberosEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"KRB5_CONFIG"_s, path(u"krb5.conf"_s));
    env.insert(u"KRB5_KDC_PROFILE"_s, path(u"kdc.conf"_s));
    env.insert(u"KRB5CCNAME"_s, u"FILE:"_s + path(u"unused.ccache"_s));
    env.insert(u"KRB5RCACHETYPE"_s, u"none"_s);
    return env;
}

QProcessEnvironment SecuredGateway::clientEnvironment(const QString &cache, QProcessEnvironment base) const
{
    base.insert(u"KRB5_CONFIG"_s, path(u"krb5.conf"_s));
    base.insert(u"KRB5CCNAME"_s, u"FILE:"_s + cache);
    return base;
}

bool SecuredGateway::run(const QString &program, const QStringList &args, const QByteArray &input)
{
    QProcess process;
    process.setProcessEnvironment(kerberosEnvironment());
    process.setWorkingDirectory(dir());
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, args);
    if (!process.waitForStarted(10000)) {
        m_error = u"%1 did not start"_s.arg(program);
        return false;
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        m_error =
            u"%1 %2 failed: %3"_s.arg(program, args.join(u' '), QString::fromLocal8Bit(process.readAll()));
        return false;
    }
    return true;
}

bool SecuredGateway::start(const QString &backendUrl)
{
    if (!m_dir->isValid()) {
        m_error = u"no temporary folder under the build tree"_s;
        return false;
    }
    openForEveryone(dir());
    m_kdcPort = freePort();
    m_negotiatePort = freePort();
    m_basicPort = freePort();
    m_tlsPort = freePort();
    m_perRequestPort = freePort();
    m_plainPort = freePort();
    return makeCertificates() && makeRealm() && startKdc() && startHttpd(backendUrl);
}

bool SecuredGateway::makeCertificates()
{
    const auto sign = [this](const QString &name, const QString &subject, const QString &ca,
                             const QString &extensions) {
        return run(kOpenssl,
                   {u"req"_s, u"-new"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s,
                    path(name + u".key"_s), u"-out"_s, path(name + u".csr"_s), u"-subj"_s, subject}) &&
               writeText(path(name + u".ext"_s), extensions.toUtf8()) &&
               run(kOpenssl,
                   {u"x509"_s, u"-req"_s, u"-in"_s, path(name + u".csr"_s), u"-CA"_s, path(ca + u".pem"_s),
                    u"-CAkey"_s, path(ca + u".key"_s), u"-CAcreateserial"_s, u"-days"_s, u"2"_s,
                    u"-extfile"_s, path(name + u".ext"_s), u"-out"_s, path(name + u".pem"_s)});
    };
    const auto makeCa = [this](const QString &name, const QString &subject) {
        return run(kOpenssl, {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s,
                              path(name + u".key"_s), u"-out"_s, path(name + u".pem"_s), u"-days"_s, u"2"_s,
                              u"-subj"_s, subject});
    };
    const bool made =
        makeCa(u"ca"_s, u"/CN=EI test CA"_s) && makeCa(u"stranger-ca"_s, u"/CN=Stranger CA"_s) &&
        sign(u"server"_s, u"/CN=127.0.0.1"_s, u"ca"_s,
             u"subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n"_s) &&
        sign(u"client"_s, u"/CN=alice"_s, u"ca"_s, u"extendedKeyUsage=clientAuth\n"_s) &&
        sign(u"stranger"_s, u"/CN=stranger"_s, u"stranger-ca"_s, u"extendedKeyUsage=clientAuth\n"_s) &&
        run(kOpenssl,
            {u"pkey"_s, u"-in"_s, path(u"client.key"_s), u"-aes256"_s, u"-passout"_s,
             u"pass:"_s + QString::fromLatin1(keyPassphrase()), u"-out"_s, path(u"client-encrypted.key"_s)});
    if (!made) {
        return false;
    }
    for (const QString &name : QDir(dir()).entryList(QDir::Files)) {
        openForEveryone(path(name));
    }
    return true;
}

bool SecuredGateway::makeRealm()
{
    const QByteArray krb5 = QStringLiteral("[libdefaults]\n"
                                           "  default_realm = %1\n"
                                           "  dns_lookup_kdc = false\n"
                                           "  dns_lookup_realm = false\n"
                                           "  dns_canonicalize_hostname = false\n"
                                           "  rdns = false\n"
                                           "  udp_preference_limit = 1\n"
                                           "  ignore_acceptor_hostname = true\n"
                                           // Tickets end when they say: the default 5 minutes of
                                           // tolerated clock skew would keep an expired one working.
                                           "  clockskew = 1\n"
                                           "[realms]\n"
                                           "  %1 = {\n    kdc = 127.0.0.1:%2\n  }\n"
                                           "[domain_realm]\n"
                                           "  127.0.0.1 = %1\n"
                                           "  localhost = %1\n")
                                .arg(realm())
                                .arg(m_kdcPort)
                                .toUtf8();
    const QByteArray kdc = QStringLiteral("[kdcdefaults]\n"
                                          "  kdc_ports = %2\n"
                                          "  kdc_tcp_ports = %2\n"
                                          "[realms]\n"
                                          "  %1 = {\n"
                                          "    database_name = %3/principal\n"
                                          "    key_stash_file = %3/stash\n"
                                          "    acl_file = %3/kadm5.acl\n"
                                          "    kdc_ports = %2\n"
                                          "    kdc_tcp_ports = %2\n"
                                          "    max_life = 10h\n"
                                          "  }\n"
                                          "[logging]\n"
                                          "  kdc = FILE:%3/kdc.log\n")
                               .arg(realm())
                               .arg(m_kdcPort)
                               .arg(dir())
                               .toUtf8();
    if (!writeText(path(u"krb5.conf"_s), krb5) || !writeText(path(u"kdc.conf"_s), kdc) ||
        !writeText(path(u"kadm5.acl"_s), "")) {
        m_error = u"cannot write the realm's configuration"_s;
        return false;
    }
    const QString pw = QString::fromLatin1(password());
    const bool made =
        run(kKdbUtil, {u"-r"_s, realm(), u"create"_s, u"-s"_s, u"-P"_s, u"master-of-the-test-realm"_s}) &&
        run(kKadminLocal, {u"-r"_s, realm(), u"-q"_s, u"addprinc -pw %1 %2"_s.arg(pw, user())}) &&
        run(kKadminLocal, {u"-r"_s, realm(), u"-q"_s, u"addprinc -pw %1 %2"_s.arg(pw, forbiddenUser())}) &&
        run(kKadminLocal, {u"-r"_s, realm(), u"-q"_s, u"addprinc -randkey HTTP/127.0.0.1"_s}) &&
        run(kKadminLocal,
            {u"-r"_s, realm(), u"-q"_s, u"ktadd -k %1 HTTP/127.0.0.1"_s.arg(path(u"http.keytab"_s))}) &&
        run(kHtpasswd, {u"-b"_s, u"-c"_s, path(u"htpasswd"_s), user(), pw}) &&
        run(kHtpasswd, {u"-b"_s, path(u"htpasswd"_s), forbiddenUser(), pw});
    if (!made) {
        return false;
    }
    openForEveryone(path(u"http.keytab"_s));
    openForEveryone(path(u"htpasswd"_s));
    return true;
}

bool SecuredGateway::startKdc()
{
    m_kdc.setProcessEnvironment(kerberosEnvironment());
    m_kdc.setProcessChannelMode(QProcess::MergedChannels);
    m_kdc.start(kKdc, {u"-n"_s, u"-r"_s, realm()});
    if (!m_kdc.waitForStarted(10000)) {
        m_error = u"krb5kdc did not start"_s;
        return false;
    }
    // The KDC says in its log when it listens.
    const bool listening = QTest::qWaitFor(
        [this] {
            return readFile(path(u"kdc.log"_s)).contains("commencing operation") ||
                   m_kdc.state() == QProcess::NotRunning;
        },
        QDeadlineTimer(30000));
    if (!listening || m_kdc.state() == QProcess::NotRunning) {
        m_error = u"krb5kdc did not start: %1 %2"_s.arg(QString::fromLocal8Bit(m_kdc.readAll()),
                                                        QString::fromLocal8Bit(readFile(path(u"kdc.log"_s))));
        return false;
    }
    return true;
}

bool SecuredGateway::startHttpd(const QString &backendUrl)
{
    // httpd's children run as www-data, which cannot enter the build tree in the tools/dev
    // environment (/work is root's only): what they read goes to a folder of their own in /tmp.
    m_childDir = std::make_unique<QTemporaryDir>();
    if (!m_childDir->isValid()) {
        m_error = u"no temporary folder for httpd's children"_s;
        return false;
    }
    openForEveryone(m_childDir->path());
    for (const QString &name :
         {u"krb5.conf"_s, u"http.keytab"_s, u"server.pem"_s, u"server.key"_s, u"ca.pem"_s, u"htpasswd"_s}) {
        const QString copy = m_childDir->filePath(name);
        if (!QFile::copy(path(name), copy)) {
            m_error = u"cannot copy %1 for httpd"_s.arg(name);
            return false;
        }
        openForEveryone(copy);
    }
    const QUrl backend(backendUrl);
    const QString proxy = u"  ProxyPass / %1/\n  ProxyPassReverse / %1/\n"_s.arg(
        backend.adjusted(QUrl::StripTrailingSlash).toString());
    QString modules;
    for (const char *module :
         {"mpm_event", "authn_core", "authz_core", "authn_file", "authz_user", "auth_basic", "proxy",
          "proxy_http", "ssl", "socache_shmcb", "session", "session_cookie", "auth_gssapi", "headers"}) {
        modules += u"LoadModule %1_module %2/mod_%1.so\n"_s.arg(QLatin1String(module), kModules);
    }
    const QString conf = modules + uR"(ServerRoot "%1"
ServerName 127.0.0.1
PidFile %1/httpd.pid
DefaultRuntimeDir %1
User www-data
Group www-data
ErrorLog %1/error.log
LogLevel warn
LogFormat "%>s %m %U%q" status
CustomLog %1/access.log status
StartServers 1
ServerLimit 1
ThreadsPerChild 16
MaxRequestWorkers 16
Listen 127.0.0.1:%2
Listen 127.0.0.1:%3
Listen 127.0.0.1:%4
Listen 127.0.0.1:%7
Listen 127.0.0.1:%8
SSLSessionCache none
<VirtualHost 127.0.0.1:%2>
  <Location />
    AuthType GSSAPI
    AuthName "EI test realm"
    GssapiCredStore keytab:%6/http.keytab
    GssapiAllowedMech krb5
    GssapiUseSessions On
    Session On
    SessionCookieName gssapi_session path=/;httponly
    Require user alice@EI.TEST
  </Location>
%5</VirtualHost>
<VirtualHost 127.0.0.1:%3>
  <Location />
    AuthType Basic
    AuthName "EI test"
    AuthBasicProvider file
    AuthUserFile %6/htpasswd
    AuthzSendForbiddenOnFailure On
    Require user alice
  </Location>
%5</VirtualHost>
<VirtualHost 127.0.0.1:%4>
  SSLEngine on
  SSLCertificateFile %6/server.pem
  SSLCertificateKeyFile %6/server.key
  SSLCACertificateFile %6/ca.pem
  SSLVerifyClient require
  SSLVerifyDepth 2
%5</VirtualHost>
<VirtualHost 127.0.0.1:%7>
  <Location />
    AuthType GSSAPI
    AuthName "EI test realm"
    GssapiCredStore keytab:%6/http.keytab
    GssapiAllowedMech krb5
    Require user alice@EI.TEST
  </Location>
%5</VirtualHost>
<VirtualHost 127.0.0.1:%8>
%5</VirtualHost>
)"_s.arg(dir())
                                       .arg(m_negotiatePort)
                                       .arg(m_basicPort)
                                       .arg(m_tlsPort)
                                       .arg(proxy, m_childDir->path())
                                       .arg(m_perRequestPort)
                                       .arg(m_plainPort);
    if (!writeText(path(u"httpd.conf"_s), conf.toUtf8())) {
        m_error = u"cannot write httpd.conf"_s;
        return false;
    }
    QProcessEnvironment env = kerberosEnvironment();
    env.insert(u"KRB5_KTNAME"_s, m_childDir->filePath(u"http.keytab"_s));
    env.insert(u"KRB5_CONFIG"_s, m_childDir->filePath(u"krb5.conf"_s));
    m_httpd.setProcessEnvironment(env);
    m_httpd.setProcessChannelMode(QProcess::MergedChannels);
    m_httpd.start(kApache, {u"-f"_s, path(u"httpd.conf"_s), u"-DFOREGROUND"_s});
    if (!m_httpd.waitForStarted(10000)) {
        m_error = u"apache2 did not start"_s;
        return false;
    }
    const bool up = QTest::qWaitFor(
        [this] {
            return readFile(path(u"error.log"_s)).contains("resuming normal operations") ||
                   m_httpd.state() == QProcess::NotRunning;
        },
        QDeadlineTimer(30000));
    if (!up || m_httpd.state() == QProcess::NotRunning) {
        m_error =
            u"apache2 did not start: %1 %2"_s.arg(QString::fromLocal8Bit(m_httpd.readAll()),
                                                  QString::fromLocal8Bit(readFile(path(u"error.log"_s))));
        return false;
    }
    return true;
}

bool SecuredGateway::kinit(const QString &cache, const QString &lifetime, const QString &principal)
{
    QStringList args{u"-c"_s, u"FILE:"_s + cache};
    if (!lifetime.isEmpty()) {
        args << u"-l"_s << lifetime;
    }
    args << (principal.isEmpty() ? user() : principal);
    return run(kKinit, args, password() + '\n');
}

bool SecuredGateway::ticketValid(const QString &cache)
{
    QProcess klist;
    QProcessEnvironment env = kerberosEnvironment();
    env.insert(u"KRB5CCNAME"_s, u"FILE:"_s + cache);
    klist.setProcessEnvironment(env);
    klist.start(u"/usr/bin/klist"_s, {u"-s"_s});
    return klist.waitForFinished(10000) && klist.exitStatus() == QProcess::NormalExit &&
           klist.exitCode() == 0;
}

QList<QByteArray> SecuredGateway::accessLog() const
{
    QList<QByteArray> lines = readFile(path(u"access.log"_s)).split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty()) {
        lines.removeLast(); // after the last line's newline
    }
    return lines;
}

void SecuredGateway::stop()
{
    stopByPid(m_httpd);
    stopByPid(m_kdc);
}

} // namespace Ei::Test
