// TLS of the REST client against a real TLS server on 127.0.0.1 with a self-signed certificate
// made for the test by openssl: the system CAs reject it, a per-connection CA file or the explicit
// insecure switch accept it, and a CA file that holds no certificate is an error, never a silent
// fallback. Also checks that the request really arrives (Accept, User-Agent) over TLS.
#include <common/callwait.h>

#include <QFile>
#include <QProcess>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <core/hbase/restclient.h>

using namespace Ei::Core;

namespace {

// Answers every request on a TLS connection with 200 and an empty body; remembers the last head.
class TinyTlsServer final : public QObject
{
public:
    bool start(const QString &certPath, const QString &keyPath)
    {
        QFile certFile(certPath);
        QFile keyFile(keyPath);
        if (!certFile.open(QIODevice::ReadOnly) || !keyFile.open(QIODevice::ReadOnly)) {
            return false;
        }
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setLocalCertificate(QSslCertificate(certFile.readAll(), QSsl::Pem));
        config.setPrivateKey(QSslKey(keyFile.readAll(), QSsl::Rsa, QSsl::Pem));
        config.setPeerVerifyMode(QSslSocket::VerifyNone);
        m_server.setSslConfiguration(config);
        connect(&m_server, &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                auto buffer = std::make_shared<QByteArray>();
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                    *buffer += socket->readAll();
                    if (buffer->contains("\r\n\r\n")) {
                        lastHead = buffer->left(buffer->indexOf("\r\n\r\n"));
                        buffer->clear();
                        socket->write(
                            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 0\r\n\r\n");
                    }
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        return m_server.listen(QHostAddress::LocalHost, 0);
    }
    QUrl url() const { return QUrl(QStringLiteral("https://127.0.0.1:%1").arg(m_server.serverPort())); }

    QByteArray lastHead;

private:
    QSslServer m_server;
};

} // namespace

class TestRestTls : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!QSslSocket::supportsSsl()) {
            QSKIP("Qt has no TLS backend here");
        }
        const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
        if (openssl.isEmpty()) {
            QSKIP("openssl is not installed: cannot make the test certificate");
        }
        QVERIFY(m_dir.isValid());
        QProcess p;
        p.start(openssl, {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                          QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"),
                          QStringLiteral("2"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"),
                          QStringLiteral("-addext"), QStringLiteral("subjectAltName=IP:127.0.0.1"),
                          QStringLiteral("-keyout"), m_dir.filePath(QStringLiteral("key.pem")),
                          QStringLiteral("-out"), m_dir.filePath(QStringLiteral("cert.pem"))});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QFile garbage(m_dir.filePath(QStringLiteral("garbage.pem")));
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write("this is not a certificate\n");
        garbage.close();
        QVERIFY(m_server.start(m_dir.filePath(QStringLiteral("cert.pem")),
                               m_dir.filePath(QStringLiteral("key.pem"))));
    }

    void verification_data()
    {
        QTest::addColumn<QString>("caFile");
        QTest::addColumn<bool>("insecure");
        QTest::addColumn<int>("expected"); // -1: success, else the ErrorKind
        QTest::newRow("system CAs reject a self-signed server")
            << QString() << false << int(ErrorKind::Network);
        QTest::newRow("the CA file trusts it") << QStringLiteral("cert.pem") << false << -1;
        QTest::newRow("insecure skips verification") << QString() << true << -1;
        QTest::newRow("a CA file without certificates is an error")
            << QStringLiteral("garbage.pem") << false << int(ErrorKind::InvalidInput);
        QTest::newRow("a missing CA file is an error")
            << QStringLiteral("missing.pem") << false << int(ErrorKind::InvalidInput);
    }
    void verification()
    {
        QFETCH(QString, caFile);
        QFETCH(bool, insecure);
        QFETCH(int, expected);
        ConnectionConfig config;
        config.baseUrl = m_server.url();
        config.table = QStringLiteral("t");
        config.caFile = caFile.isEmpty() ? QString() : m_dir.filePath(caFile);
        config.insecure = insecure;
        config.retry.maxAttempts = 1;
        RestClient client(config);
        m_server.lastHead.clear();
        const auto result = Ei::Test::await(client.tableExists());
        if (expected < 0) {
            EI_VERIFY_OK(result);
            QVERIFY(m_server.lastHead.startsWith("GET /t/exists HTTP/1.1"));
            // Header names are case-insensitive (Qt sends them lower-case).
            const QByteArray head = m_server.lastHead.toLower();
            QVERIFY2(head.contains("\r\naccept: application/json\r\n"), m_server.lastHead.constData());
            QVERIFY2(head.contains("\r\nuser-agent: extract-inspector/"), m_server.lastHead.constData());
        } else {
            QVERIFY(!result);
            QCOMPARE(int(result.error().kind), expected);
            if (expected == int(ErrorKind::Network)) {
                QVERIFY2(result.error().message.contains(QLatin1StringView("TLS")),
                         qPrintable(result.error().message));
            }
        }
    }

private:
    QTemporaryDir m_dir;
    TinyTlsServer m_server;
};

QTEST_GUILESS_MAIN(TestRestTls)
#include "tst_resttls.moc"
