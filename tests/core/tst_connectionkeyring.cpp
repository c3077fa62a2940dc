// ConnectionKeyring against a real GNOME Keyring on a private D-Bus session bus (Test::
// KeyringSession): a connection's secrets are written, read back, replaced and removed; a missing
// entry is NotFound; and with no keyring on the bus every operation says so (ServerUnavailable),
// which is when ConnectionStore keeps the 0600 file.
#include <common/callwait.h>
#include <common/keyringsession.h>

#include <QJsonObject>
#include <QTest>

#include <core/settings/connectionkeyring.h>

using namespace Ei::Core;

class TestConnectionKeyring : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    // Before the keyring starts: only the bus is there.
    void withoutKeyringEveryOperationSaysSo();
    void writeReadRemove_data();
    void writeReadRemove();
    void missingEntryIsNotFound();
    void connectionsAreSeparate();
    void serviceSeparatesTestsFromTheUser();

private:
    Ei::Test::KeyringSession m_session;
    bool m_keyringStarted = false;
    void requireKeyring();
};

namespace {
template<class T>
Result<T> wait(Call<T> *call)
{
    return Ei::Test::await(call, 30000);
}
} // namespace

void TestConnectionKeyring::initTestCase()
{
    if (const QString reason = Ei::Test::KeyringSession::unavailableReason(); !reason.isEmpty()) {
        QSKIP(qPrintable(reason));
    }
    QVERIFY2(m_session.startBus(), qPrintable(m_session.error()));
}

void TestConnectionKeyring::withoutKeyringEveryOperationSaysSo()
{
    ConnectionKeyring keyring(QStringLiteral("extract-inspector-test"), nullptr);
    const Result<QJsonObject> read = wait(keyring.read(QStringLiteral("prod")));
    QVERIFY(!read);
    QCOMPARE(read.error().kind, ErrorKind::ServerUnavailable);
    QVERIFY2(read.error().message.contains(QStringLiteral("keyring")), qPrintable(read.error().message));
    const Result<void> written =
        wait(keyring.write(QStringLiteral("prod"), {{QStringLiteral("a"), QStringLiteral("b")}}));
    QVERIFY(!written);
    QCOMPARE(written.error().kind, ErrorKind::ServerUnavailable);
}

void TestConnectionKeyring::requireKeyring()
{
    if (!m_keyringStarted) {
        m_keyringStarted = m_session.startKeyring();
    }
}

void TestConnectionKeyring::writeReadRemove_data()
{
    QTest::addColumn<QJsonObject>("secrets");
    QTest::newRow("one secret header")
        << QJsonObject{{QStringLiteral("Authorization"), QStringLiteral("Bearer t0k")}};
    QTest::newRow("password and passphrase")
        << QJsonObject{{QStringLiteral("@password"), QStringLiteral("s3cret")},
                       {QStringLiteral("@clientKeyPassphrase"), QStringLiteral("pässphrase ✓")}};
    QTest::newRow("empty object") << QJsonObject{};
}

void TestConnectionKeyring::writeReadRemove()
{
    requireKeyring();
    QVERIFY2(m_keyringStarted, qPrintable(m_session.error()));
    QFETCH(QJsonObject, secrets);
    ConnectionKeyring keyring(QStringLiteral("extract-inspector-test"), nullptr);
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    const Result<void> written = wait(keyring.write(name, secrets));
    QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    const Result<QJsonObject> read = wait(keyring.read(name));
    QVERIFY2(read, qPrintable(read ? QString() : read.error().message));
    QCOMPARE(*read, secrets);
    // Replacing keeps one entry with the new value.
    QJsonObject changed = secrets;
    changed.insert(QStringLiteral("X-Other"), QStringLiteral("v2"));
    QVERIFY(wait(keyring.write(name, changed)));
    QCOMPARE(*wait(keyring.read(name)), changed);
    QVERIFY(wait(keyring.remove(name)));
    const Result<QJsonObject> gone = wait(keyring.read(name));
    QVERIFY(!gone);
    QCOMPARE(gone.error().kind, ErrorKind::NotFound);
    QVERIFY(wait(keyring.remove(name))); // removing nothing succeeds
}

void TestConnectionKeyring::missingEntryIsNotFound()
{
    requireKeyring();
    QVERIFY2(m_keyringStarted, qPrintable(m_session.error()));
    ConnectionKeyring keyring(QStringLiteral("extract-inspector-test"), nullptr);
    const Result<QJsonObject> read = wait(keyring.read(QStringLiteral("never saved")));
    QVERIFY(!read);
    QCOMPARE(read.error().kind, ErrorKind::NotFound);
}

void TestConnectionKeyring::connectionsAreSeparate()
{
    requireKeyring();
    QVERIFY2(m_keyringStarted, qPrintable(m_session.error()));
    ConnectionKeyring keyring(QStringLiteral("extract-inspector-test"), nullptr);
    QVERIFY(wait(keyring.write(QStringLiteral("a"), {{QStringLiteral("k"), QStringLiteral("1")}})));
    QVERIFY(wait(keyring.write(QStringLiteral("b"), {{QStringLiteral("k"), QStringLiteral("2")}})));
    QCOMPARE(wait(keyring.read(QStringLiteral("a")))->value(QStringLiteral("k")).toString(),
             QStringLiteral("1"));
    QCOMPARE(wait(keyring.read(QStringLiteral("b")))->value(QStringLiteral("k")).toString(),
             QStringLiteral("2"));
    QVERIFY(wait(keyring.remove(QStringLiteral("a"))));
    QVERIFY(wait(keyring.read(QStringLiteral("b"))));
}

void TestConnectionKeyring::serviceSeparatesTestsFromTheUser()
{
    requireKeyring();
    QVERIFY2(m_keyringStarted, qPrintable(m_session.error()));
    ConnectionKeyring test(QStringLiteral("extract-inspector-test"), nullptr);
    ConnectionKeyring user(nullptr);
    QCOMPARE(user.service(), QStringLiteral("extract-inspector"));
    QVERIFY(wait(test.write(QStringLiteral("same"), {{QStringLiteral("k"), QStringLiteral("test")}})));
    const Result<QJsonObject> read = wait(user.read(QStringLiteral("same")));
    QVERIFY(!read);
    QCOMPARE(read.error().kind, ErrorKind::NotFound);
}

QTEST_GUILESS_MAIN(TestConnectionKeyring)
#include "tst_connectionkeyring.moc"
