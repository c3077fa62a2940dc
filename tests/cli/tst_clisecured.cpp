// The CLI against a secured gateway made of real components (tests/common/securedgateway.h): an
// MIT KDC with a realm of its own and Apache httpd with mod_auth_gssapi (SPNEGO with session
// cookies), Basic against htpasswd and TLS with required client certificates, in front of `serve`
// on the demo table. Each kind works for reads, a check-and-put and an export; each failure is
// exit 7 with its one sentence; doAs reaches the gateway; a long scan negotiates once; --verbose
// shows no secret. Skipped (with the program's name) when the KDC or httpd is not installed.
#include <common/clirun.h>
#include <common/securedgateway.h>
#include <common/testutil.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using Ei::Test::CliRun;
using Ei::Test::SecuredGateway;
using namespace Qt::StringLiterals;

namespace {

const QString kTable = u"wbgrp-journal-extract-0-demo"_s;

enum class Kind
{
    None,
    Kerberos,
    Basic,
    Tls,
};

} // namespace

Q_DECLARE_METATYPE(Kind)

class TestCliSecured : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_serve;
    SecuredGateway m_gateway;
    QString m_cache; // alice's ticket cache
    QString m_key;   // a row of the demo table
    QString m_backend;

    QString url(Kind kind) const
    {
        switch (kind) {
        case Kind::Kerberos:
        case Kind::None:
            return m_gateway.negotiateUrl();
        case Kind::Basic:
            return m_gateway.basicUrl();
        case Kind::Tls:
            return m_gateway.tlsUrl();
        }
        return {};
    }

    // The options and environment of a client of `kind` that has what it needs.
    QStringList optionsFor(Kind kind) const
    {
        QStringList options{u"--url"_s, url(kind), u"--table"_s, kTable};
        switch (kind) {
        case Kind::Kerberos:
            options << u"--auth"_s << u"kerberos"_s;
            break;
        case Kind::Basic:
            options << u"--auth"_s << u"basic"_s << u"--user"_s << SecuredGateway::user();
            break;
        case Kind::Tls:
            options << u"--ca-file"_s << m_gateway.caFile() << u"--client-cert"_s
                    << m_gateway.clientCertificate() << u"--client-key"_s << m_gateway.clientKey();
            break;
        case Kind::None:
            break;
        }
        return options;
    }

    CliRun run(const QStringList &args, const QString &cache,
               const QByteArray &password = SecuredGateway::password(), const QStringList &environment = {},
               const SecuredGateway *gateway = nullptr)
    {
        Ei::Test::CliOptions options;
        for (const QString &pair : environment) {
            options.environment.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
        }
        options.environment = (gateway ? gateway : &m_gateway)->clientEnvironment(cache, options.environment);
        options.environment.insert(u"EI_PASSWORD"_s, QString::fromLatin1(password));
        options.environment.insert(u"HOME"_s, m_dir.filePath(u"home"_s));
        options.environment.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
        options.environment.insert(u"XDG_CACHE_HOME"_s, m_dir.filePath(u"cache"_s));
        options.environment.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
        options.timeoutMs = 120000;
        return Ei::Test::runCli(args, options);
    }

    int unauthorizedSince(qsizetype line) const
    {
        const QList<QByteArray> log = m_gateway.accessLog();
        int count = 0;
        for (qsizetype i = line; i < log.size(); ++i) {
            count += log.at(i).startsWith("401 ") ? 1 : 0;
        }
        return count;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString reason = SecuredGateway::unavailableReason(); !reason.isEmpty()) {
            QSKIP(qPrintable(reason));
        }
        QVERIFY(Ei::Test::builtDemoExists());
        QVERIFY(m_dir.isValid());
        m_backend = Ei::Test::startServe(m_serve, {u"serve"_s, u"--snapshot"_s, Ei::Test::builtDemoDir(),
                                                   u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY(!m_backend.isEmpty());
        QVERIFY2(m_gateway.start(m_backend), qPrintable(m_gateway.error()));
        m_cache = m_gateway.path(u"alice.ccache"_s);
        QVERIFY2(m_gateway.kinit(m_cache), qPrintable(m_gateway.error()));
        const CliRun keys =
            run(optionsFor(Kind::Kerberos) + QStringList{u"scan"_s, u"--limit"_s, u"1"_s, u"--keys-only"_s},
                m_cache);
        QVERIFY2(keys.exitCode == 0, keys.err.constData());
        m_key = QString::fromUtf8(keys.out).section(u'"', 3, 3);
        QVERIFY(m_key.startsWith(u"sha1:"_s));
    }

    void cleanupTestCase()
    {
        m_gateway.stop();
        Ei::Test::stopServe(m_serve);
    }

    void eachKindWorks_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("command");
        for (const auto &[kind, name] : {std::pair{Kind::Kerberos, "kerberos"},
                                         std::pair{Kind::Basic, "basic"}, std::pair{Kind::Tls, "tls"}}) {
            for (const char *command : {"status", "scan", "get", "set-status", "export"}) {
                QTest::addRow("%s %s", name, command) << kind << QString::fromLatin1(command);
            }
        }
    }

    void eachKindWorks()
    {
        QFETCH(Kind, kind);
        QFETCH(QString, command);
        QStringList args = optionsFor(kind) << command;
        if (command == u"scan") {
            args << u"--limit"_s << u"20"_s << u"--keys-only"_s;
        } else if (command == u"get") {
            args << m_key;
        } else if (command == u"set-status") {
            args << m_key << u"--status"_s << u"needs-review"_s << u"--by"_s << u"test"_s << u"--journal"_s
                 << m_dir.filePath(u"journal-"_s +
                                   QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'));
        } else if (command == u"export") {
            args << u"--format"_s << u"jsonl"_s << u"--no-pdf"_s << u"--out"_s
                 << m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') +
                                   u".jsonl"_s);
        }
        const CliRun r = run(args, m_cache);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        if (command == u"scan") {
            QCOMPARE(r.out.count('\n'), 20);
        } else if (command == u"get") {
            QVERIFY(r.out.contains(m_key.toUtf8()));
        } else if (command == u"export") {
            QFile file(args.last());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll().count('\n'), 240);
        }
    }

    void failuresSayWhy_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("cache");
        QTest::addColumn<QByteArray>("password");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QStringList>("environment");
        const QString none = m_gateway.path(u"nobody.ccache"_s);
        const QByteArray pw = SecuredGateway::password();
        QTest::newRow("negotiate asked, no authentication set")
            << QStringList{u"--url"_s, m_gateway.negotiateUrl()} << m_cache << pw << 7
            << u"the server asks for Kerberos (Negotiate): set the connection's authentication to Kerberos"_s
            << QStringList{};
        QTest::newRow("no ticket") << QStringList{u"--url"_s, m_gateway.negotiateUrl(), u"--auth"_s,
                                                  u"kerberos"_s}
                                   << none << pw << 7 << u"no Kerberos ticket: run kinit"_s << QStringList{};
        QTest::newRow("basic asked, no authentication set")
            << QStringList{u"--url"_s, m_gateway.basicUrl()} << m_cache << pw << 7
            << u"the server asks for a user and password (Basic)"_s << QStringList{};
        QTest::newRow("wrong password")
            << QStringList{u"--url"_s, m_gateway.basicUrl(), u"--auth"_s, u"basic"_s, u"--user"_s, u"alice"_s}
            << m_cache << QByteArray("not-the-password") << 7
            << u"the server did not accept the password of user alice"_s << QStringList{};
        // EI_PASSWORD empty, no file, no keyring and stdin not a terminal: said, never waited for.
        QTest::newRow("no password and no terminal")
            << QStringList{u"--url"_s, m_gateway.basicUrl(), u"--auth"_s, u"basic"_s, u"--user"_s, u"alice"_s}
            << m_cache << QByteArray() << 7 << u"there is no terminal to ask on: give --password-file"_s
            << QStringList{};
        QTest::newRow("forbidden user")
            << QStringList{u"--url"_s, m_gateway.basicUrl(), u"--auth"_s,
                           u"basic"_s, u"--user"_s,          SecuredGateway::forbiddenUser()}
            << m_cache << pw << 7 << u"the server does not allow it to user mallory (HTTP 403)"_s
            << QStringList{};
        QTest::newRow("client certificate required")
            << QStringList{u"--url"_s, m_gateway.tlsUrl(), u"--ca-file"_s, m_gateway.caFile()} << m_cache
            << pw << 7 << u"requires a TLS client certificate"_s << QStringList{};
        QTest::newRow("client certificate refused")
            << QStringList{u"--url"_s,         m_gateway.tlsUrl(),     u"--ca-file"_s,
                           m_gateway.caFile(), u"--client-cert"_s,     m_gateway.strangerCertificate(),
                           u"--client-key"_s,  m_gateway.strangerKey()}
            << m_cache << pw << 7 << u"refused the TLS client certificate"_s << QStringList{};
        QTest::newRow("wrong key passphrase")
            << QStringList{u"--url"_s,         m_gateway.tlsUrl(),
                           u"--ca-file"_s,     m_gateway.caFile(),
                           u"--client-cert"_s, m_gateway.clientCertificate(),
                           u"--client-key"_s,  m_gateway.encryptedClientKey()}
            << m_cache << pw << 7 << u"is encrypted and no passphrase was given"_s << QStringList{};
        QTest::newRow("wrong key passphrase given")
            << QStringList{u"--url"_s,         m_gateway.tlsUrl(),
                           u"--ca-file"_s,     m_gateway.caFile(),
                           u"--client-cert"_s, m_gateway.clientCertificate(),
                           u"--client-key"_s,  m_gateway.encryptedClientKey()}
            << m_cache << pw << 7 << u"the passphrase of the client key"_s
            << QStringList{u"EI_CLIENT_KEY_PASSPHRASE=not-the-passphrase"_s};
        QTest::newRow("unknown service principal")
            << QStringList{u"--url"_s,  m_gateway.negotiateUrl(),
                           u"--auth"_s, u"kerberos"_s,
                           u"--spn"_s,  u"HTTP/elsewhere.example.org@EI.TEST"_s}
            << m_cache << pw << 7
            << u"the Kerberos realm does not know the service HTTP/elsewhere.example.org"_s << QStringList{};
        QTest::newRow("principal without a ticket in the cache")
            << QStringList{u"--url"_s,  m_gateway.negotiateUrl(), u"--auth"_s, u"kerberos"_s,
                           u"--user"_s, u"mallory@EI.TEST"_s}
            << m_cache << pw << 7 << u"no Kerberos ticket for mallory@EI.TEST: run kinit mallory@EI.TEST"_s
            << QStringList{};
        QTest::newRow("basic over plain http to another host")
            << QStringList{u"--url"_s, u"http://gateway.invalid:8080"_s, u"--auth"_s, u"basic"_s, u"--user"_s,
                           u"alice"_s}
            << m_cache << pw << 2 << u"credentials would go unencrypted over http:// to gateway.invalid"_s
            << QStringList{};
    }

    void failuresSayWhy()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, cache);
        QFETCH(QByteArray, password);
        QFETCH(int, exitCode);
        QFETCH(QString, sentence);
        QFETCH(QStringList, environment);
        QElapsedTimer timer;
        timer.start();
        const CliRun r =
            run(options + QStringList{u"--table"_s, kTable, u"get"_s, m_key}, cache, password, environment);
        QVERIFY2(r.err.contains(sentence.toUtf8()), r.err.constData());
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(r.err.count('\n'), 1); // one sentence
        QVERIFY(password.isEmpty() || !r.err.contains(password));
        // Said at once, never after the 30 s transfer timeout.
        QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));
    }

    void encryptedKeyOpensWithItsPassphrase()
    {
        const QString file = m_dir.filePath(u"passphrase"_s);
        QFile passphrase(file);
        QVERIFY(passphrase.open(QIODevice::WriteOnly));
        passphrase.write(SecuredGateway::keyPassphrase() + '\n');
        passphrase.close();
        const CliRun r = run({u"--url"_s, m_gateway.tlsUrl(), u"--table"_s, kTable, u"--ca-file"_s,
                              m_gateway.caFile(), u"--client-cert"_s, m_gateway.clientCertificate(),
                              u"--client-key"_s, m_gateway.encryptedClientKey(),
                              u"--client-key-passphrase-file"_s, file, u"--verbose"_s, u"get"_s, m_key},
                             m_cache);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!r.err.contains(SecuredGateway::keyPassphrase()));
    }

    void expiredTicket()
    {
        const QString cache = m_gateway.path(u"short.ccache"_s);
        QVERIFY2(m_gateway.kinit(cache, u"2s"_s), qPrintable(m_gateway.error()));
        // Waits on the ticket's end as klist sees it (klist -s fails once no ticket is valid), then
        // past the KDC's tolerated clock skew (1 s in the test realm), which still honours it.
        QTRY_VERIFY_WITH_TIMEOUT(!m_gateway.ticketValid(cache), 20000);
        QElapsedTimer expired;
        expired.start();
        QTRY_VERIFY_WITH_TIMEOUT(expired.elapsed() > 1500, 5000);
        const CliRun r = run(optionsFor(Kind::Kerberos) << u"get"_s << m_key, cache);
        QVERIFY2(r.err.contains("the Kerberos ticket has expired: run kinit"),
                 qPrintable(u"exit %1: %2"_s.arg(r.exitCode).arg(QString::fromUtf8(r.err))));
        QCOMPARE(r.exitCode, 7);
    }

    // A ticket that ends in the middle of an export: the export stops with exit 7 and its resumable
    // state, and after kinit --resume gives the same bytes as an export that was never stopped.
    // Its own realm and front before a slow `serve` (every answer after 2.5 s, so the 5 s ticket
    // ends while requests are still to come), through the front that negotiates every request:
    // about 40 s.
    void ticketExpiresMidExport()
    {
        QProcess slow;
        const QString slowUrl =
            Ei::Test::startServe(slow, {u"serve"_s, u"--snapshot"_s, Ei::Test::builtDemoDir(), u"--listen"_s,
                                        u"127.0.0.1:0"_s, u"--latency-ms"_s, u"2500"_s});
        QVERIFY(!slowUrl.isEmpty());
        const QString reference = m_dir.filePath(u"uninterrupted.jsonl"_s);
        const QStringList exportArgs{u"--table"_s,  kTable,     u"export"_s,
                                     u"--format"_s, u"jsonl"_s, u"--no-pdf"_s};
        const CliRun direct =
            run(QStringList{u"--url"_s, slowUrl} + exportArgs + QStringList{u"--out"_s, reference}, m_cache);
        QVERIFY2(direct.exitCode == 0, direct.err.constData());

        SecuredGateway front;
        QVERIFY2(front.start(slowUrl), qPrintable(front.error()));
        const QString cache = front.path(u"short.ccache"_s);
        QVERIFY2(front.kinit(cache, u"5s"_s), qPrintable(front.error()));
        const QString out = m_dir.filePath(u"interrupted.jsonl"_s);
        const QStringList kerberos{u"--url"_s, front.negotiatePerRequestUrl(), u"--auth"_s, u"kerberos"_s};
        const CliRun stopped =
            run(kerberos + exportArgs + QStringList{u"--out"_s, out}, cache, {}, {}, &front);
        QVERIFY2(stopped.err.contains("the Kerberos ticket has expired: run kinit"), stopped.err.constData());
        QVERIFY2(stopped.exitCode == 7,
                 qPrintable(u"exit %1: %2"_s.arg(stopped.exitCode).arg(QString::fromUtf8(stopped.err))));
        const QString state = out + u".resume.json"_s;
        QVERIFY2(QFile::exists(state), stopped.err.constData());
        QVERIFY(stopped.err.contains("--resume"));

        QVERIFY2(front.kinit(cache), qPrintable(front.error()));
        const CliRun resumed =
            run(kerberos + QStringList{u"--table"_s, kTable, u"export"_s, u"--resume"_s, state}, cache, {},
                {}, &front);
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        const QByteArray resumedBytes = Ei::Test::readFile(out);
        const QByteArray referenceBytes = Ei::Test::readFile(reference);
        QVERIFY2(resumedBytes == referenceBytes,
                 qPrintable(u"resumed %1 bytes, %2 lines; uninterrupted %3 bytes, %4 lines; "
                            "first run: %5"_s.arg(resumedBytes.size())
                                .arg(resumedBytes.count('\n'))
                                .arg(referenceBytes.size())
                                .arg(referenceBytes.count('\n'))
                                .arg(QString::fromUtf8(stopped.err))));
        front.stop();
        Ei::Test::stopServe(slow);
    }

    void kerberosPrincipalAndServiceGiven()
    {
        const CliRun r = run(optionsFor(Kind::Kerberos) << u"--user"_s << u"alice@EI.TEST"_s << u"--spn"_s
                                                        << u"HTTP/127.0.0.1@EI.TEST"_s << u"get"_s << m_key,
                             m_cache);
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    void doAsReachesTheGateway()
    {
        const qsizetype before = m_gateway.accessLog().size();
        const CliRun r =
            run(optionsFor(Kind::Basic) << u"--do-as"_s << u"bob"_s << u"get"_s << m_key, m_cache);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QByteArray> log = m_gateway.accessLog().mid(before);
        qsizetype served = 0;
        for (const QByteArray &line : log) {
            if (line.startsWith("200 ")) {
                ++served;
                QVERIFY2(line.contains("doAs=bob"), line.constData());
            }
        }
        QVERIFY(served > 0);
    }

    void longScanNegotiatesOnce_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::newRow("kerberos") << Kind::Kerberos;
        QTest::newRow("basic") << Kind::Basic;
    }

    void longScanNegotiatesOnce()
    {
        QFETCH(Kind, kind);
        const qsizetype before = m_gateway.accessLog().size();
        // Whole rows (TEI included) come in pages of about 2 MB: many requests in one process.
        const CliRun r =
            run(optionsFor(kind) << u"export"_s << u"--format"_s << u"jsonl"_s << u"--no-pdf"_s << u"--out"_s
                                 << m_dir.filePath(u"long-scan-"_s +
                                                   QString::fromLatin1(QTest::currentDataTag())),
                m_cache);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const qsizetype requests = m_gateway.accessLog().size() - before;
        QVERIFY2(requests >= 3, qPrintable(QString::number(requests)));
        // Negotiated once: only the requests that go out together before any answer is back (the
        // region listing, the round-trip probe and the question whether the gateway allows
        // scanners) are challenged; every later one carries the session, none is answered 401.
        const QList<QByteArray> log = m_gateway.accessLog().mid(before);
        qsizetype lastChallenged = -1;
        for (qsizetype i = 0; i < log.size(); ++i) {
            lastChallenged = log.at(i).startsWith("401 ") ? i : lastChallenged;
        }
        QVERIFY2(unauthorizedSince(before) <= 3 && lastChallenged < 3,
                 qPrintable(u"%1 of %2 requests were answered 401, the last one the request #%3"_s
                                .arg(unauthorizedSince(before))
                                .arg(requests)
                                .arg(lastChallenged + 1)));
    }

    void verboseShowsNoSecret()
    {
        const QByteArray secret = SecuredGateway::password();
        const CliRun r = run(optionsFor(Kind::Basic) << u"--verbose"_s << u"get"_s << m_key, m_cache);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.err.contains("authentication: basic, user alice"));
        QVERIFY(!r.err.contains(secret));
        QVERIFY(!r.err.contains(secret.toBase64()));
        QVERIFY(!r.out.contains(secret));
    }
};

QTEST_GUILESS_MAIN(TestCliSecured)
#include "tst_clisecured.moc"
