// ei-secured-gateway: the tests' secured gateway (tests/common/securedgateway.h) for a person to
// look at the window against it (docs/security.md, "Trying it by hand"). Starts `serve` on the demo
// snapshot, the KDC and httpd in front of it, gets alice a ticket, and writes what a client needs
// as shell assignments to the file named by the first argument (KRB5_CONFIG, KRB5CCNAME, the
// URLs, the CA and client certificate files). It runs until a file of that name plus ".stop"
// appears, then stops httpd, the KDC and `serve` by PID. Not a test: built with them, run by hand.
#include <common/clirun.h>
#include <common/securedgateway.h>
#include <common/testutil.h>

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTextStream>
#include <QTimer>

using Ei::Test::SecuredGateway;
using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 2) {
        QTextStream(stderr) << "usage: ei-secured-gateway ENV_FILE (stop it by creating ENV_FILE.stop)\n";
        return 2;
    }
    if (const QString missing = SecuredGateway::missingBinary(); !missing.isEmpty()) {
        QTextStream(stderr) << missing << " is not installed\n";
        return 1;
    }
    const QString envFile = args.at(1);
    QProcess serve;
    const QString backend = Ei::Test::startServe(
        serve, {u"serve"_s, u"--snapshot"_s, Ei::Test::builtDemoDir(), u"--listen"_s, u"127.0.0.1:0"_s});
    if (backend.isEmpty()) {
        QTextStream(stderr) << "serve did not start\n";
        return 1;
    }
    SecuredGateway gateway;
    const QString cache = gateway.path(u"alice.ccache"_s);
    if (!gateway.start(backend) || !gateway.kinit(cache)) {
        QTextStream(stderr) << gateway.error() << '\n';
        Ei::Test::stopServe(serve);
        return 1;
    }
    QFile out(envFile);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        QTextStream(stderr) << envFile << " cannot be written\n";
        gateway.stop();
        Ei::Test::stopServe(serve);
        return 1;
    }
    const QProcessEnvironment env = gateway.clientEnvironment(cache, QProcessEnvironment());
    QTextStream text(&out);
    text << "KRB5_CONFIG=" << env.value(u"KRB5_CONFIG"_s) << '\n'
         << "KRB5CCNAME=" << env.value(u"KRB5CCNAME"_s) << '\n'
         << "EI_GATEWAY_DIR=" << gateway.dir() << '\n'
         << "EI_NEGOTIATE_URL=" << gateway.negotiateUrl() << '\n'
         << "EI_NEGOTIATE_PER_REQUEST_URL=" << gateway.negotiatePerRequestUrl() << '\n'
         << "EI_BASIC_URL=" << gateway.basicUrl() << '\n'
         << "EI_TLS_URL=" << gateway.tlsUrl() << '\n'
         << "EI_PLAIN_URL=" << gateway.plainUrl() << '\n'
         << "EI_CA_FILE=" << gateway.caFile() << '\n'
         << "EI_CLIENT_CERT=" << gateway.clientCertificate() << '\n'
         << "EI_CLIENT_KEY=" << gateway.clientKey() << '\n';
    text.flush();
    out.close();

    QTimer stopWatch;
    QObject::connect(&stopWatch, &QTimer::timeout, &app, [&] {
        if (QFile::exists(envFile + u".stop"_s)) {
            app.quit();
        }
    });
    stopWatch.start(500);
    const int code = app.exec();
    gateway.stop();
    Ei::Test::stopServe(serve);
    return code;
}
