// SecretKeeper: a saved connection's secrets go to the keyring (a real GNOME Keyring on a private
// session bus, Test::KeyringSession) when it answers and to the 0600 file when it does not; older
// file secrets move to the keyring on the next save; a save that stopped halfway loses nothing;
// and no secret is ever in connections.ini.
#include <common/callwait.h>
#include <common/keyringsession.h>

#include <QFile>
#include <QJsonDocument>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <core/settings/secretkeeper.h>

using namespace Ei::Core;

namespace {

const QString kService = QStringLiteral("extract-inspector-test");

SavedConnection withSecrets(const QString &name)
{
    SavedConnection c;
    c.name = name;
    c.restUrl = QStringLiteral("https://hbase.example.org:8443");
    c.table = QStringLiteral("wbgrp-journal-extract-0-prod");
    c.headers = {SavedHeader{QStringLiteral("X-Token"), QStringLiteral("token-s3cret"), true},
                 SavedHeader{QStringLiteral("X-Plain"), QStringLiteral("visible"), false}};
    c.auth.kind = AuthKind::Basic;
    c.auth.user = QStringLiteral("curator");
    c.auth.password = QByteArrayLiteral("basic-s3cret");
    c.auth.clientKeyPassphrase = QByteArrayLiteral("passphrase-s3cret");
    c.crossrefPassword = QStringLiteral("pg-s3cret");
    return c;
}

template<class T>
Result<T> wait(Call<T> *call)
{
    return Ei::Test::await(call, 30000);
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestSecretKeeper : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    // Before the keyring starts.
    void withoutKeyringSecretsStayInTheFile();
    void startKeyring();
    void savedToTheKeyringAndLoadedBack_data();
    void savedToTheKeyringAndLoadedBack();
    void fileSecretsMoveToTheKeyringOnSave();
    void halfwayMigrationLosesNothing();
    void renameAndRemoveTakeTheKeyringEntry();
    void connectionWithoutSecretsNeedsNoKeyring();

private:
    ConnectionStore store() const
    {
        return ConnectionStore(m_dir->filePath(QStringLiteral("connections.ini")),
                               m_dir->filePath(QStringLiteral("connection-secrets.json")));
    }
    Ei::Test::KeyringSession m_session;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSecretKeeper::initTestCase()
{
    if (const QString reason = Ei::Test::KeyringSession::unavailableReason(); !reason.isEmpty()) {
        QSKIP(qPrintable(reason));
    }
    QVERIFY2(m_session.startBus(), qPrintable(m_session.error()));
}

void TestSecretKeeper::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestSecretKeeper::withoutKeyringSecretsStayInTheFile()
{
    SecretKeeper keeper(store(), kService, nullptr);
    const Result<SecretLocation> saved = wait(keeper.save(withSecrets(QStringLiteral("prod"))));
    QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().message));
    QCOMPARE(saved->store, SecretStore::File);
    QVERIFY2(saved->whyNotKeyring.contains(QStringLiteral("keyring")), qPrintable(saved->whyNotKeyring));
    QVERIFY(fileBytes(store().secretPath()).contains("basic-s3cret"));
    const Result<SavedConnection> loaded = wait(keeper.load(QStringLiteral("prod")));
    QVERIFY(loaded);
    QCOMPARE(loaded->auth.password, QByteArrayLiteral("basic-s3cret"));
    QCOMPARE(loaded->secretStore, SecretStore::File);
}

void TestSecretKeeper::startKeyring()
{
    QVERIFY2(m_session.startKeyring(), qPrintable(m_session.error()));
}

void TestSecretKeeper::savedToTheKeyringAndLoadedBack_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("plain name") << QStringLiteral("prod");
    QTest::newRow("name with a slash and spaces") << QStringLiteral("eu / prod cluster");
}

void TestSecretKeeper::savedToTheKeyringAndLoadedBack()
{
    QFETCH(QString, name);
    SecretKeeper keeper(store(), kService, nullptr);
    const SavedConnection original = withSecrets(name);
    const Result<SecretLocation> saved = wait(keeper.save(original));
    QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().message));
    QCOMPARE(saved->store, SecretStore::Keyring);
    QVERIFY(saved->whyNotKeyring.isEmpty());
    // Neither file holds a secret.
    for (const QString &path : {store().plainPath(), store().secretPath()}) {
        const QByteArray bytes = fileBytes(path);
        for (const char *secret : {"token-s3cret", "basic-s3cret", "passphrase-s3cret", "pg-s3cret"}) {
            QVERIFY2(!bytes.contains(secret),
                     qPrintable(path + QStringLiteral(" holds ") + QLatin1StringView(secret)));
        }
    }
    QVERIFY(fileBytes(store().plainPath()).contains("visible")); // the plain header stays plain
    // The plain store alone knows where they are, not what they are.
    const Result<SavedConnection> plain = store().load(name);
    QVERIFY(plain);
    QCOMPARE(plain->secretStore, SecretStore::Keyring);
    QVERIFY(plain->auth.password.isEmpty());
    const Result<SavedConnection> loaded = wait(keeper.load(name));
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().message));
    SavedConnection expected = original;
    expected.secretStore = SecretStore::Keyring;
    QCOMPARE(*loaded, expected);
}

void TestSecretKeeper::fileSecretsMoveToTheKeyringOnSave()
{
    // Saved by an older version: secrets in connection-secrets.json.
    ConnectionStore old = store();
    QVERIFY(old.save(withSecrets(QStringLiteral("legacy"))));
    QVERIFY(fileBytes(old.secretPath()).contains("token-s3cret"));
    SecretKeeper keeper(store(), kService, nullptr);
    Result<SavedConnection> loaded = wait(keeper.load(QStringLiteral("legacy")));
    QVERIFY(loaded);
    QCOMPARE(loaded->secretStore, SecretStore::File);
    const Result<SecretLocation> saved = wait(keeper.save(*loaded));
    QVERIFY(saved);
    QCOMPARE(saved->store, SecretStore::Keyring);
    QVERIFY(!fileBytes(old.secretPath()).contains("token-s3cret"));
    loaded = wait(keeper.load(QStringLiteral("legacy")));
    QVERIFY(loaded);
    QCOMPARE(loaded->headers.value(0).value, QStringLiteral("token-s3cret"));
}

void TestSecretKeeper::halfwayMigrationLosesNothing()
{
    // connections.ini says "keyring" but the keyring has no entry (it was reset, or the save
    // stopped after writing the plain half): the file's copy still serves.
    SavedConnection c = withSecrets(QStringLiteral("halfway"));
    ConnectionStore plain = store();
    QVERIFY(plain.save(c)); // secrets to the file
    QSettings ini(plain.plainPath(), QSettings::IniFormat);
    const QString group = ini.childGroups().value(0);
    ini.setValue(group + QStringLiteral("/secretStore"), QStringLiteral("keyring"));
    ini.sync();
    SecretKeeper keeper(store(), kService, nullptr);
    const Result<SavedConnection> loaded = wait(keeper.load(QStringLiteral("halfway")));
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().message));
    QCOMPARE(loaded->auth.password, QByteArrayLiteral("basic-s3cret"));

    // Without the file's copy either, the error says what happened and what to do.
    QFile::remove(plain.secretPath());
    const Result<SavedConnection> lost = wait(keeper.load(QStringLiteral("halfway")));
    QVERIFY(!lost);
    QCOMPARE(lost.error().kind, ErrorKind::NotFound);
    QVERIFY2(lost.error().message.contains(QStringLiteral("enter them again")),
             qPrintable(lost.error().message));
}

void TestSecretKeeper::renameAndRemoveTakeTheKeyringEntry()
{
    SecretKeeper keeper(store(), kService, nullptr);
    QVERIFY(wait(keeper.save(withSecrets(QStringLiteral("before")))));
    ConnectionKeyring keyring(kService, nullptr);
    QVERIFY(wait(keyring.read(QStringLiteral("before"))));
    SavedConnection renamed = withSecrets(QStringLiteral("after"));
    QVERIFY(wait(keeper.save(renamed, QStringLiteral("before"))));
    QVERIFY(!store().contains(QStringLiteral("before")));
    QTRY_COMPARE(wait(keyring.read(QStringLiteral("before"))).error().kind, ErrorKind::NotFound);
    QVERIFY(wait(keyring.read(QStringLiteral("after"))));
    QVERIFY(wait(keeper.remove(QStringLiteral("after"))));
    QVERIFY(!store().contains(QStringLiteral("after")));
    QCOMPARE(wait(keyring.read(QStringLiteral("after"))).error().kind, ErrorKind::NotFound);
}

void TestSecretKeeper::connectionWithoutSecretsNeedsNoKeyring()
{
    SecretKeeper keeper(store(), kService, nullptr);
    SavedConnection c = withSecrets(QStringLiteral("open"));
    c.headers.clear();
    c.auth = {};
    c.crossrefPassword.clear();
    const Result<SecretLocation> saved = wait(keeper.save(c));
    QVERIFY(saved);
    QCOMPARE(saved->store, SecretStore::File);
    QVERIFY(saved->whyNotKeyring.isEmpty());
    const Result<SavedConnection> loaded = wait(keeper.load(QStringLiteral("open")));
    QVERIFY(loaded);
    QCOMPARE(*loaded, c);
}

QTEST_GUILESS_MAIN(TestSecretKeeper)
#include "tst_secretkeeper.moc"
