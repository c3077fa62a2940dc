// Saved connections round-trip; secret header values never reach the plain settings file.
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <core/settings/connectionstore.h>

using namespace Ei::Core;

static QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

class TestConnectionStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void roundTripsAndKeepsSecretsApart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ConnectionStore store(dir.filePath(QStringLiteral("c.ini")), dir.filePath(QStringLiteral("s.json")));
        SavedConnection c;
        c.name = QStringLiteral("prod/eu");
        c.restUrl = QStringLiteral("https://hbase.example.org:8080");
        c.table = QStringLiteral("wbgrp-journal-extract-0-prod");
        c.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer s3cr3t-token"), true},
                     {QStringLiteral("X-Team"), QStringLiteral("curation"), false}};
        c.insecureTls = true;
        c.readOnly = false;
        c.pdfSources = {QStringLiteral("warc-dir:/data/warcs"),
                        QStringLiteral("wayback:https://web.archive.org")};
        c.crossrefSource = QStringLiteral("postgrest:http://localhost:3000");
        c.compression = Compression::Off;
        c.restUrls = {QStringLiteral("https://hbase-rest-2.example.org:8080"),
                      QStringLiteral("https://hbase-rest-3.example.org:8080")};
        c.parallelScans = 6;
        QVERIFY(store.save(c).has_value());

        QCOMPARE(store.names(), QStringList{QStringLiteral("prod/eu")});
        const auto loaded = store.load(QStringLiteral("prod/eu"));
        QVERIFY(loaded.has_value());
        QCOMPARE(*loaded, c);

        const QByteArray plain = readAll(store.plainPath());
        QVERIFY(!plain.contains("s3cr3t-token"));
        QVERIFY(plain.contains("curation"));
        QVERIFY(readAll(store.secretPath()).contains("s3cr3t-token"));
        const QFileDevice::Permissions perms = QFile::permissions(store.secretPath());
        QVERIFY(perms.testFlag(QFileDevice::ReadOwner));
        QVERIFY(!(perms & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup |
                           QFileDevice::WriteOther)));

        QVERIFY(store.remove(QStringLiteral("prod/eu")).has_value());
        QVERIFY(store.names().isEmpty());
        QVERIFY(!readAll(store.secretPath()).contains("s3cr3t-token"));
        QCOMPARE(store.load(QStringLiteral("prod/eu")).error().kind, ErrorKind::NotFound);
    }

    void rejectsInvalidConnections_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::newRow("no name") << QStringLiteral("name") << QStringLiteral("  ");
        QTest::newRow("ftp url") << QStringLiteral("restUrl") << QStringLiteral("ftp://nope");
        QTest::newRow("no host") << QStringLiteral("restUrl") << QStringLiteral("http://");
        QTest::newRow("no table") << QStringLiteral("table") << QStringLiteral("");
        QTest::newRow("key format") << QStringLiteral("keyFormat") << QStringLiteral("base64");
        QTest::newRow("header with space") << QStringLiteral("header") << QStringLiteral("X Team");
        QTest::newRow("header with colon") << QStringLiteral("header") << QStringLiteral("X-Team:");
        QTest::newRow("header value line break")
            << QStringLiteral("headerValue") << QStringLiteral("a\r\nX-Injected: 1");
        QTest::newRow("pdf source") << QStringLiteral("pdfSource") << QStringLiteral("ftp:/x");
        QTest::newRow("crossref") << QStringLiteral("crossref") << QStringLiteral("mysql:localhost");
        QTest::newRow("timeout") << QStringLiteral("timeout") << QStringLiteral("0");
        QTest::newRow("further gateway") << QStringLiteral("restUrls") << QStringLiteral("hbase-rest-2:8080");
    }

    void rejectsInvalidConnections()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QTemporaryDir dir;
        ConnectionStore store(dir.filePath(QStringLiteral("c.ini")), dir.filePath(QStringLiteral("s.json")));
        SavedConnection c;
        c.name = QStringLiteral("x");
        c.restUrl = QStringLiteral("http://127.0.0.1:8080");
        c.table = QStringLiteral("t");
        QVERIFY(ConnectionStore::validate(c).isEmpty());
        if (field == u"name") {
            c.name = value;
        } else if (field == u"restUrl") {
            c.restUrl = value;
        } else if (field == u"table") {
            c.table = value;
        } else if (field == u"keyFormat") {
            c.keyFormat = value;
        } else if (field == u"header") {
            c.headers = {{value, QStringLiteral("v"), false}};
        } else if (field == u"headerValue") {
            c.headers = {{QStringLiteral("X-Team"), value, true}};
        } else if (field == u"pdfSource") {
            c.pdfSources = {value};
        } else if (field == u"crossref") {
            c.crossrefSource = value;
        } else if (field == u"timeout") {
            c.timeoutSeconds = value.toInt();
        } else if (field == u"restUrls") {
            c.restUrls = {QStringLiteral("http://127.0.0.1:8081"), value};
        }
        QVERIFY(!ConnectionStore::validate(c).isEmpty());
        QCOMPARE(store.save(c).error().kind, ErrorKind::InvalidInput);
        QVERIFY(store.names().isEmpty());
        QVERIFY(!QFile::exists(store.secretPath()));
    }

    void describeNeverShowsHeaderValues()
    {
        SavedConnection c;
        c.name = QStringLiteral("prod");
        c.restUrl = QStringLiteral("https://hbase.example.org");
        c.table = QStringLiteral("wbgrp-journal-extract-0-prod");
        c.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer s3cr3t-token"), true},
                     {QStringLiteral("Cookie"), QStringLiteral("session=plain-but-private"), false}};
        c.insecureTls = true;
        const QString text = describe(c);
        QVERIFY(text.contains(QStringLiteral("Authorization")));
        QVERIFY(text.contains(QStringLiteral("https://hbase.example.org")));
        QVERIFY(text.contains(QStringLiteral("TLS NOT VERIFIED")));
        QVERIFY(!text.contains(QStringLiteral("s3cr3t")));
        QVERIFY(!text.contains(QStringLiteral("plain-but-private")));
    }

    void configCarriesEveryOption()
    {
        SavedConnection c;
        c.name = QStringLiteral("qa");
        c.restUrl = QStringLiteral("https://h.example.org:8443/hbase");
        c.table = QStringLiteral("t");
        c.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer x"), true}};
        c.caFile = QStringLiteral("/etc/ssl/qa.pem");
        c.insecureTls = true;
        c.readOnly = true;
        c.timeoutSeconds = 12;
        c.compression = Compression::On;
        c.restUrls = {QStringLiteral("https://h2.example.org:8443/hbase")};
        c.parallelScans = 6;
        const ConnectionConfig config = toConnectionConfig(c);
        QCOMPARE(config.baseUrl, QUrl(QStringLiteral("https://h.example.org:8443/hbase")));
        QCOMPARE(config.table, QStringLiteral("t"));
        QCOMPARE(config.headers.size(), 1);
        QCOMPARE(config.headers.first().second, QByteArray("Bearer x"));
        QCOMPARE(config.caFile, c.caFile);
        QVERIFY(config.insecure);
        QVERIFY(config.readOnly);
        QCOMPARE(config.timeoutMs, 12000);
        QCOMPARE(config.compression, Compression::On);
        // The bulk jobs' gateways and scanners at once (TableSession makes its GatewayPool of them).
        QCOMPARE(config.moreGateways, QList<QUrl>{QUrl(QStringLiteral("https://h2.example.org:8443/hbase"))});
        QCOMPARE(config.parallelScans, 6);
    }

    void compressionNamesAndLoopbackHosts_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<bool>("compressed");
        QTest::newRow("auto 127.0.0.1") << "http://127.0.0.1:8080" << "auto" << false;
        QTest::newRow("auto 127.3.4.5") << "http://127.3.4.5:8080" << "auto" << false;
        QTest::newRow("auto localhost") << "http://LocalHost:8080" << "auto" << false;
        QTest::newRow("auto a.localhost") << "http://hbase.localhost/" << "auto" << false;
        QTest::newRow("auto ::1") << "http://[::1]:8080" << "AUTO" << false;
        QTest::newRow("auto remote") << "https://hbase.example.org" << "auto" << true;
        QTest::newRow("auto 10.0.0.1") << "http://10.0.0.1:8080" << "auto" << true;
        QTest::newRow("auto localhost.example.org") << "http://localhost.example.org" << "auto" << true;
        QTest::newRow("on loopback") << "http://127.0.0.1:8080" << "on" << true;
        QTest::newRow("off remote") << "https://hbase.example.org" << "off" << false;
    }

    void compressionNamesAndLoopbackHosts()
    {
        QFETCH(QString, url);
        QFETCH(QString, mode);
        QFETCH(bool, compressed);
        const auto parsed = parseCompression(mode);
        QVERIFY(parsed.has_value());
        QCOMPARE(compressionName(*parsed), mode.toLower());
        ConnectionConfig config;
        config.baseUrl = QUrl(url);
        config.compression = *parsed;
        QCOMPARE(config.wantsCompression(), compressed);
    }

    void unknownCompressionReadsAsAuto()
    {
        QVERIFY(!parseCompression(u"gzip").has_value());
        QTemporaryDir dir;
        ConnectionStore store(dir.filePath(QStringLiteral("c.ini")), dir.filePath(QStringLiteral("s.json")));
        SavedConnection c;
        c.name = QStringLiteral("x");
        c.restUrl = QStringLiteral("http://127.0.0.1:1");
        c.table = QStringLiteral("t");
        c.compression = Compression::On;
        QVERIFY(store.save(c).has_value());
        {
            QSettings settings(store.plainPath(), QSettings::IniFormat);
            const QString group = settings.childGroups().value(0);
            QCOMPARE(settings.value(group + QStringLiteral("/compression")).toString(), QStringLiteral("on"));
            settings.setValue(group + QStringLiteral("/compression"), QStringLiteral("brotli"));
        }
        QCOMPARE(store.load(QStringLiteral("x"))->compression, Compression::Auto);
    }

    // A connection written by hand under a group name of its own (not "connection-" + its name):
    // names() lists it, so it loads, saves (into its own group, not beside a copy) and is removed
    // by that name. The window's --connection once said "No saved connection is called …" for it.
    void aHandNamedGroupIsFoundByItsName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("plain") << QStringLiteral("prod");
        QTest::newRow("with a space") << QStringLiteral("two gateways");
    }
    void aHandNamedGroupIsFoundByItsName()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        ConnectionStore store(dir.filePath(QStringLiteral("c.ini")), dir.filePath(QStringLiteral("s.json")));
        {
            QSettings settings(store.plainPath(), QSettings::IniFormat);
            settings.setValue(QStringLiteral("connection-mine/name"), name);
            settings.setValue(QStringLiteral("connection-mine/restUrl"),
                              QStringLiteral("http://127.0.0.1:1"));
            settings.setValue(QStringLiteral("connection-mine/table"), QStringLiteral("t"));
            settings.setValue(QStringLiteral("connection-mine/parallelScans"), 3);
        }
        QCOMPARE(store.names(), QStringList{name});
        QVERIFY(store.contains(name));
        auto loaded = store.load(name);
        QVERIFY(loaded.has_value());
        QCOMPARE(loaded->table, QStringLiteral("t"));
        QCOMPARE(loaded->parallelScans, 3);
        loaded->parallelScans = 5;
        QVERIFY(store.save(*loaded).has_value());
        QCOMPARE(store.names(), QStringList{name}); // moved to its own group, not copied
        QCOMPARE(store.load(name)->parallelScans, 5);
        QVERIFY(store.remove(name).has_value());
        QVERIFY(store.names().isEmpty());
    }

    void renameMovesSecrets()
    {
        QTemporaryDir dir;
        ConnectionStore store(dir.filePath(QStringLiteral("c.ini")), dir.filePath(QStringLiteral("s.json")));
        SavedConnection c;
        c.name = QStringLiteral("old");
        c.restUrl = QStringLiteral("http://127.0.0.1:1");
        c.table = QStringLiteral("t");
        c.headers = {{QStringLiteral("Authorization"), QStringLiteral("tok"), true}};
        QVERIFY(store.save(c).has_value());
        QVERIFY(store.contains(QStringLiteral("old")));
        c.name = QStringLiteral("new");
        QVERIFY(store.replace(QStringLiteral("old"), c).has_value());
        QCOMPARE(store.names(), QStringList{QStringLiteral("new")});
        QVERIFY(!store.contains(QStringLiteral("old")));
        QCOMPARE(store.load(QStringLiteral("new"))->headers.first().value, QStringLiteral("tok"));
        QVERIFY(!readAll(store.secretPath()).contains("\"old\""));
    }

    void brokenSecretsFileIsAnError()
    {
        QTemporaryDir dir;
        ConnectionStore store(dir.filePath(QStringLiteral("c.ini")), dir.filePath(QStringLiteral("s.json")));
        SavedConnection c;
        c.name = QStringLiteral("x");
        c.restUrl = QStringLiteral("http://127.0.0.1:1");
        c.table = QStringLiteral("t");
        QVERIFY(store.save(c).has_value());
        QFile broken(store.secretPath());
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{not json");
        broken.close();
        const auto loaded = store.load(QStringLiteral("x"));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().kind, ErrorKind::Io);
        QVERIFY(!loaded.error().message.contains(QStringLiteral("not json")));
    }

    void defaultsRoundTrip()
    {
        // Empty key format and profile mean "from the table name"; they stay empty.
        QTemporaryDir dir;
        ConnectionStore store(dir.filePath(QStringLiteral("c.ini")), dir.filePath(QStringLiteral("s.json")));
        SavedConnection c;
        c.name = QStringLiteral("plain");
        c.restUrl = QStringLiteral("http://127.0.0.1:1");
        c.table = QStringLiteral("t");
        QVERIFY(store.save(c).has_value());
        QCOMPARE(*store.load(QStringLiteral("plain")), c);
        QVERIFY(!QFile::exists(store.secretPath())); // no secrets: no secrets file
    }

    // Names are the curator's words: spaces, '/', '%', quotes and non-ASCII letters all find their
    // connection again, in the store's listing and by load().
    void namesWithAnyCharacterRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("space") << QStringLiteral("secured demo");
        QTest::newRow("leading and double spaces") << QStringLiteral("a  b c");
        QTest::newRow("slash") << QStringLiteral("prod/eu");
        QTest::newRow("percent") << QStringLiteral("100% sure");
        QTest::newRow("percent-encoded look-alike") << QStringLiteral("secured%20demo");
        QTest::newRow("quotes and equals") << QStringLiteral("a \"b\" = c");
        QTest::newRow("non-ASCII") << QStringLiteral("Zürich Cluster");
    }

    void namesWithAnyCharacterRoundTrip()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        ConnectionStore store(dir.filePath(QStringLiteral("c.ini")), dir.filePath(QStringLiteral("s.json")));
        SavedConnection other;
        other.name = QStringLiteral("secured");
        other.restUrl = QStringLiteral("http://127.0.0.1:2");
        other.table = QStringLiteral("t");
        QVERIFY(store.save(other).has_value());
        SavedConnection c;
        c.name = name;
        c.restUrl = QStringLiteral("http://127.0.0.1:1");
        c.table = QStringLiteral("t");
        QVERIFY(store.save(c).has_value());
        QVERIFY(store.names().contains(name));
        const auto loaded = store.load(name);
        QVERIFY2(loaded.has_value(), qPrintable(loaded ? QString() : loaded.error().message));
        QCOMPARE(*loaded, c);
        QCOMPARE(store.load(QStringLiteral("secured"))->restUrl, other.restUrl);
    }
};

QTEST_MAIN(TestConnectionStore)
#include "tst_connectionstore.moc"
