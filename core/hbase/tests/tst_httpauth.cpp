// The connection's authentication before any request (Core::HttpAuth): Basic credentials and
// secret headers are refused over plain http:// to a host that is not loopback unless allowed,
// which headers count as credentials, doAs on every URL, client certificate setup errors; and a
// saved connection's authentication round-trips with its secrets kept out of connections.ini; a
// PDF or Crossref source's own kind ("… auth=none") is read, written back and reaches the helper of
// that source's origin.
// The exchanges themselves (Negotiate, Basic, TLS client certificates) are tested against a real
// KDC and httpd in tests/cli/tst_clisecured.cpp.
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <core/crossref/crossrefclient.h>
#include <core/hbase/httpauth.h>
#include <core/pdf/pdffetcher.h>
#include <core/pdf/pdfsource.h>
#include <core/settings/connectionstore.h>

using namespace Ei::Core;
using namespace Qt::StringLiterals;

using Headers = QList<QPair<QByteArray, QByteArray>>;
Q_DECLARE_METATYPE(AuthKind)
Q_DECLARE_METATYPE(Headers)
Q_DECLARE_METATYPE(ErrorKind)
using MaybeKind = std::optional<AuthKind>;
Q_DECLARE_METATYPE(MaybeKind)

class TestHttpAuth : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void refusesCredentialsOverPlainHttp_data()
    {
        QTest::addColumn<AuthKind>("kind");
        QTest::addColumn<Headers>("headers");
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowInsecure");
        QTest::addColumn<bool>("refused");
        const Headers none;
        const Headers token{{"Authorization", "Bearer x"}};
        const Headers plain{{"X-Team", "curation"}};
        QTest::newRow("basic, http, remote")
            << AuthKind::Basic << none << u"http://gw.example.org:8080"_s << false << true;
        QTest::newRow("basic, http, remote, allowed")
            << AuthKind::Basic << none << u"http://gw.example.org:8080"_s << true << false;
        QTest::newRow("basic, https, remote")
            << AuthKind::Basic << none << u"https://gw.example.org"_s << false << false;
        QTest::newRow("basic, http, 127.0.0.1")
            << AuthKind::Basic << none << u"http://127.0.0.1:8080"_s << false << false;
        QTest::newRow("basic, http, ::1")
            << AuthKind::Basic << none << u"http://[::1]:8080"_s << false << false;
        QTest::newRow("basic, http, localhost")
            << AuthKind::Basic << none << u"http://localhost:8080"_s << false << false;
        QTest::newRow("kerberos, http, remote")
            << AuthKind::Kerberos << none << u"http://gw.example.org"_s << false << false;
        QTest::newRow("secret header, http, remote")
            << AuthKind::None << token << u"http://gw.example.org"_s << false << true;
        QTest::newRow("plain header, http, remote")
            << AuthKind::None << plain << u"http://gw.example.org"_s << false << false;
        QTest::newRow("secret header, https, remote")
            << AuthKind::None << token << u"https://gw.example.org"_s << false << false;
    }

    void refusesCredentialsOverPlainHttp()
    {
        QFETCH(AuthKind, kind);
        QFETCH(Headers, headers);
        QFETCH(QString, url);
        QFETCH(bool, allowInsecure);
        QFETCH(bool, refused);
        AuthConfig config;
        config.kind = kind;
        config.user = u"alice"_s;
        config.password = "s3cret";
        config.allowInsecureAuth = allowInsecure;
        QNetworkAccessManager network;
        HttpAuth auth(config, {QUrl(url)}, headers, &network);
        const Result<void> checked = auth.check(QUrl(url), u"Reading row 'x'"_s);
        QCOMPARE(!checked.has_value(), refused);
        if (refused) {
            QCOMPARE(checked.error().kind, ErrorKind::InvalidInput);
            QVERIFY(checked.error().message.startsWith(u"Reading row 'x' was refused"_s));
            QVERIFY(checked.error().message.contains(u"--allow-insecure-auth"_s));
            QVERIFY(!checked.error().message.contains(u"s3cret"_s));
        }
    }

    void secretHeaders_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<bool>("secret");
        QTest::newRow("Authorization") << QByteArray("authorization") << true;
        QTest::newRow("Cookie") << QByteArray("Cookie") << true;
        QTest::newRow("X-Api-Key") << QByteArray("X-Api-Key") << true;
        QTest::newRow("X-Auth-Token") << QByteArray("X-Auth-Token") << true;
        QTest::newRow("saved as secret") << QByteArray("X-Archive") << true;
        QTest::newRow("X-Team") << QByteArray("X-Team") << false;
        QTest::newRow("X-XSRF-HEADER") << QByteArray("X-XSRF-HEADER") << false;
    }

    void secretHeaders()
    {
        QFETCH(QByteArray, name);
        QFETCH(bool, secret);
        AuthConfig config;
        config.secretHeaderNames = {"x-archive"};
        QNetworkAccessManager network;
        const HttpAuth auth(config, {}, {}, &network);
        QCOMPARE(auth.isSecretHeader(name), secret);
    }

    void doAsOnEveryUrl_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no query") << u"http://gw/t/row"_s << u"http://gw/t/row?doAs=bob%40EXAMPLE.ORG"_s;
        QTest::newRow("query") << u"http://gw/t/row?v=1"_s << u"http://gw/t/row?v=1&doAs=bob%40EXAMPLE.ORG"_s;
    }

    void doAsOnEveryUrl()
    {
        QFETCH(QString, url);
        QFETCH(QString, expected);
        AuthConfig config;
        config.doAs = u"bob@EXAMPLE.ORG"_s;
        QNetworkAccessManager network;
        const HttpAuth auth(config, {}, {}, &network);
        QUrl u(url);
        auth.addDoAs(u);
        QCOMPARE(u.toString(QUrl::FullyEncoded), expected);
    }

    void clientCertificateSetupErrors_data()
    {
        QTest::addColumn<QByteArray>("certificate");
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("not a certificate") << QByteArray("hello") << QByteArray("hello")
                                           << ErrorKind::InvalidInput << u"holds no PEM certificate"_s;
    }

    void clientCertificateSetupErrors()
    {
        QFETCH(QByteArray, certificate);
        QFETCH(QByteArray, key);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, sentence);
        QTemporaryDir dir;
        QFile cert(dir.filePath(u"c.pem"_s));
        QFile keyFile(dir.filePath(u"k.pem"_s));
        QVERIFY(cert.open(QIODevice::WriteOnly) && cert.write(certificate) == certificate.size());
        QVERIFY(keyFile.open(QIODevice::WriteOnly) && keyFile.write(key) == key.size());
        cert.close();
        keyFile.close();
        AuthConfig config;
        config.clientCertificate = cert.fileName();
        config.clientKey = keyFile.fileName();
        QNetworkAccessManager network;
        const HttpAuth auth(config, {}, {}, &network);
        const Result<void> checked = auth.check(QUrl(u"https://gw.example.org"_s), u"Reading"_s);
        QVERIFY(!checked);
        QCOMPARE(checked.error().kind, kind);
        QVERIFY2(checked.error().message.contains(sentence), qPrintable(checked.error().message));
    }

    void savedAuthenticationKeepsSecretsApart()
    {
        QTemporaryDir dir;
        ConnectionStore store(dir.filePath(u"c.ini"_s), dir.filePath(u"s.json"_s));
        SavedConnection c;
        c.name = u"secured"_s;
        c.restUrl = u"https://gw.example.org:8443"_s;
        c.table = u"wbgrp-journal-extract-0-prod"_s;
        c.auth.kind = AuthKind::Basic;
        c.auth.user = u"alice"_s;
        c.auth.password = "pa55-word";
        c.auth.servicePrincipal = u"HTTP/gw.example.org@EXAMPLE.ORG"_s;
        c.auth.clientCertificate = u"/etc/certs/alice.pem"_s;
        c.auth.clientKey = u"/etc/certs/alice.key"_s;
        c.auth.clientKeyPassphrase = "key-phrase";
        c.auth.doAs = u"bob"_s;
        QVERIFY(store.save(c).has_value());
        const auto loaded = store.load(c.name);
        QVERIFY(loaded.has_value());
        QCOMPARE(loaded->auth, c.auth);
        QFile plain(store.plainPath());
        QVERIFY(plain.open(QIODevice::ReadOnly));
        const QByteArray ini = plain.readAll();
        QVERIFY(ini.contains("auth=basic"));
        QVERIFY(ini.contains("doAs=bob"));
        QVERIFY(!ini.contains("pa55-word"));
        QVERIFY(!ini.contains("key-phrase"));
        const QString described = describe(c);
        QVERIFY(described.contains(u"authentication basic as alice"_s));
        QVERIFY(!described.contains(u"pa55-word"_s));
        QCOMPARE(toConnectionConfig(*loaded).auth.password, QByteArray("pa55-word"));
    }

    void sourceOwnKind_data()
    {
        QTest::addColumn<bool>("crossref"); // a Crossref source, else a PDF source
        QTest::addColumn<QString>("spec");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<MaybeKind>("kind");
        QTest::addColumn<QString>("location"); // the URL without the suffix
        QTest::newRow("warc-http, none")
            << false << u"warc-http:https://store.example.org auth=none"_s << true
            << MaybeKind(AuthKind::None) << u"https://store.example.org"_s;
        QTest::newRow("blob-http, kerberos")
            << false << u"blob-http:http://127.0.0.1:9/blobs/  auth=kerberos"_s << true
            << MaybeKind(AuthKind::Kerberos) << u"http://127.0.0.1:9/blobs"_s;
        QTest::newRow("wayback, connection's") << false << u"wayback:https://web.archive.org"_s << true
                                               << MaybeKind() << u"https://web.archive.org"_s;
        QTest::newRow("folder refuses it")
            << false << u"warc-dir:/data/warcs auth=none"_s << false << MaybeKind() << QString();
        QTest::newRow("unknown kind") << false << u"warc-http:https://store.example.org auth=ntlm"_s << false
                                      << MaybeKind() << QString();
        QTest::newRow("postgrest, basic")
            << true << u"postgrest:https://mirror.example.org auth=basic"_s << true
            << MaybeKind(AuthKind::Basic) << u"https://mirror.example.org"_s;
        QTest::newRow("postgrest, connection's") << true << u"postgrest:http://127.0.0.1:3000"_s << true
                                                 << MaybeKind() << u"http://127.0.0.1:3000"_s;
        QTest::newRow("crossref api refuses it")
            << true << u"crossref-api:https://api.crossref.org auth=basic"_s << false << MaybeKind()
            << QString();
    }

    void sourceOwnKind()
    {
        QFETCH(bool, crossref);
        QFETCH(QString, spec);
        QFETCH(bool, valid);
        QFETCH(MaybeKind, kind);
        QFETCH(QString, location);
        if (crossref) {
            const auto source = CrossrefSource::parse(spec);
            QCOMPARE(bool(source), valid);
            if (!valid) {
                QCOMPARE(source.error().kind, ErrorKind::InvalidInput);
                return;
            }
            QCOMPARE(source->authKind, kind);
            QCOMPARE(source->base, QUrl(location));
            return;
        }
        const auto source = PdfSourceSpec::parse(spec);
        QCOMPARE(bool(source), valid);
        if (!valid) {
            QCOMPARE(source.error().kind, ErrorKind::InvalidInput);
            QVERIFY2(source.error().message.contains(u"auth="_s), qPrintable(source.error().message));
            return;
        }
        QCOMPARE(source->authKind, kind);
        QCOMPARE(source->location, location);
        // Written back as read (connections.ini keeps the text).
        const auto again = PdfSourceSpec::parse(source->text());
        QVERIFY(again);
        QCOMPARE(again->authKind, kind);
        QCOMPARE(again->location, location);
    }

    // Each PDF source's requests go through the helper of its own kind; the connection's kind
    // otherwise.
    void sourceOwnKindReachesItsHelper()
    {
        PdfFetcher fetcher;
        fetcher.setSources(*PdfSourceSpec::parseList(
            {u"warc-http:https://petabox.example.org"_s, u"wayback:https://web.archive.org auth=none"_s}));
        AuthConfig auth;
        auth.kind = AuthKind::Kerberos;
        auth.servicePrincipal = u"HTTP/petabox.example.org@EXAMPLE.ORG"_s;
        fetcher.setAuth(auth);
        const HttpAuth *own = fetcher.authFor(QUrl(u"https://web.archive.org/web/2020id_/x"_s));
        const HttpAuth *connection =
            fetcher.authFor(QUrl(u"https://petabox.example.org/item/file.warc.gz"_s));
        QVERIFY(own && connection && own != connection);
        QCOMPARE(own->config().kind, AuthKind::None);
        QCOMPARE(own->config().servicePrincipal, auth.servicePrincipal); // only the kind changes
        QCOMPARE(connection->config().kind, AuthKind::Kerberos);
        QCOMPARE(fetcher.authFor(QUrl(u"https://elsewhere.example.org/"_s)), connection);
    }
};

QTEST_GUILESS_MAIN(TestHttpAuth)
#include "tst_httpauth.moc"
