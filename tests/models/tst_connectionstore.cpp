// Saved connections round-trip; secret header values never reach the plain settings file.
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <models/connectionstore.h>

using namespace Ei::Models;

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
        Connection c;
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
        QCOMPARE(store.load(QStringLiteral("prod/eu")).error().kind, Ei::Core::ErrorKind::NotFound);
    }

    void rejectsInvalidConnections()
    {
        QTemporaryDir dir;
        ConnectionStore store(dir.filePath(QStringLiteral("c.ini")), dir.filePath(QStringLiteral("s.json")));
        Connection c;
        c.name = QStringLiteral("x");
        c.restUrl = QStringLiteral("ftp://nope");
        c.table = QStringLiteral("t");
        QCOMPARE(store.save(c).error().kind, Ei::Core::ErrorKind::InvalidInput);
    }
};

QTEST_MAIN(TestConnectionStore)
#include "tst_connectionstore.moc"
