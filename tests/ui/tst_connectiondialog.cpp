// The connection dialog round-trips a connection (its authentication too, and what it does not
// show) and shows what the injected tester reports.
#include <KMessageWidget>
#include <uicommon/widgettestutil.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

#include <ui/connectiondialog.h>

using namespace Ei::Ui;

Q_DECLARE_METATYPE(Ei::Core::AuthConfig)

class TestConnectionDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTripsFields_data()
    {
        QTest::addColumn<QString>("compression");
        QTest::newRow("auto") << QStringLiteral("auto");
        QTest::newRow("on") << QStringLiteral("on");
        QTest::newRow("off") << QStringLiteral("off");
    }

    void roundTripsFields()
    {
        QFETCH(QString, compression);
        Ei::Core::SavedConnection c;
        c.compression = *Ei::Core::parseCompression(compression);
        c.name = QStringLiteral("qa");
        c.restUrl = QStringLiteral("http://127.0.0.1:8080");
        c.table = QStringLiteral("wbgrp-journal-extract-0-qa");
        c.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer x"), true}};
        c.insecureTls = true;
        c.pdfSources = {QStringLiteral("wayback:https://web.archive.org")};
        ConnectionDialog dialog;
        dialog.setConnection(c);
        QCOMPARE(dialog.connection(), c);
    }

    void roundTripsAuthentication_data()
    {
        using Ei::Core::AuthKind;
        QTest::addColumn<Ei::Core::AuthConfig>("auth");
        Ei::Core::AuthConfig basic;
        basic.kind = AuthKind::Basic;
        basic.user = QStringLiteral("curator");
        basic.password = QByteArrayLiteral("s3cret");
        basic.doAs = QStringLiteral("archive");
        QTest::newRow("basic with doAs") << basic;
        Ei::Core::AuthConfig kerberos;
        kerberos.kind = AuthKind::Kerberos;
        kerberos.servicePrincipal = QStringLiteral("HTTP/gw.example.org@EXAMPLE.ORG");
        kerberos.clientCertificate = QStringLiteral("/home/c/cert.pem");
        kerberos.clientKey = QStringLiteral("/home/c/key.pem");
        kerberos.clientKeyPassphrase = QByteArrayLiteral("pass");
        QTest::newRow("kerberos with a client certificate") << kerberos;
        Ei::Core::AuthConfig insecure = basic;
        insecure.allowInsecureAuth = true;
        QTest::newRow("basic over plain http, allowed") << insecure;
    }

    void roundTripsAuthentication()
    {
        QFETCH(Ei::Core::AuthConfig, auth);
        Ei::Core::SavedConnection c;
        c.name = QStringLiteral("secured");
        c.restUrl = QStringLiteral("https://gw.example.org:8443");
        c.table = QStringLiteral("t");
        c.auth = auth;
        // The Bulk Jobs page's, and the wire format (not shown in the dialog: kept as given).
        c.restUrls = {QStringLiteral("https://gw2.example.org:8443")};
        c.parallelScans = 6;
        c.wireFormat = Ei::Core::WireFormat::Json;
        ConnectionDialog dialog;
        dialog.setConnection(c);
        QCOMPARE(dialog.connection(), c);
        auto *warning = dialog.findChild<KMessageWidget *>(QStringLiteral("insecureAuthWarning"));
        QVERIFY(warning);
        QCOMPARE(!warning->isHidden(), auth.allowInsecureAuth); // on a page not shown yet
        QCOMPARE(!dialog.findChild<QLineEdit *>(QStringLiteral("authPassword"))->isHidden(),
                 auth.kind == Ei::Core::AuthKind::Basic);
        QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("authPassword"))->echoMode(),
                 QLineEdit::Password);
    }

    // Each insecure choice is warned about by a warning strip (KMessageWidget) that comes and goes
    // with its checkbox and has no close button of its own.
    void insecureChoicesShowAWarningStrip_data()
    {
        QTest::addColumn<QString>("checkBox");
        QTest::addColumn<QString>("strip");
        QTest::addColumn<QString>("words");
        QTest::newRow("certificates not checked")
            << QStringLiteral("insecureTls") << QStringLiteral("insecureWarning")
            << QStringLiteral("not checked");
        QTest::newRow("credentials over plain http")
            << QStringLiteral("allowInsecureAuth") << QStringLiteral("insecureAuthWarning")
            << QStringLiteral("unencrypted");
    }

    void insecureChoicesShowAWarningStrip()
    {
        QFETCH(QString, checkBox);
        QFETCH(QString, strip);
        QFETCH(QString, words);
        ConnectionDialog dialog;
        Ei::Core::SavedConnection c;
        c.name = QStringLiteral("qa");
        c.restUrl = QStringLiteral("https://gw.example.org:8443");
        c.table = QStringLiteral("t");
        dialog.setConnection(c);
        auto *box = dialog.findChild<QCheckBox *>(checkBox);
        auto *warning = dialog.findChild<KMessageWidget *>(strip);
        QVERIFY(box);
        QVERIFY(warning);
        QCOMPARE(warning->messageType(), KMessageWidget::Warning);
        QVERIFY(!warning->isCloseButtonVisible());
        QVERIFY(warning->wordWrap());
        QVERIFY2(warning->text().contains(words), qPrintable(warning->text()));
        QVERIFY(warning->isHidden());
        box->setChecked(true);
        QVERIFY(!warning->isHidden());
        box->setChecked(false);
        QVERIFY(warning->isHidden());
    }

    void basicNeedsAUser()
    {
        Ei::Core::SavedConnection c;
        c.name = QStringLiteral("secured");
        c.restUrl = QStringLiteral("https://gw.example.org:8443");
        c.table = QStringLiteral("t");
        ConnectionDialog dialog;
        dialog.setConnection(c);
        auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("authKind"));
        kind->setCurrentIndex(kind->findData(QStringLiteral("basic")));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        dialog.findChild<QLineEdit *>(QStringLiteral("authUser"))->setText(QStringLiteral("curator"));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.connection().auth.kind, Ei::Core::AuthKind::Basic);
    }

    // The Bulk Jobs page: further gateways, one per line, and the scanners at once (0 = auto);
    // a line that is not a URL keeps the dialog open with the reason.
    void bulkJobsPageEditsGatewaysAndScanners_data()
    {
        QTest::addColumn<QString>("gatewaysText");
        QTest::addColumn<int>("scanners");
        QTest::addColumn<QStringList>("restUrls");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("none, automatic") << QString() << 0 << QStringList() << true;
        QTest::newRow("two, blank lines and spaces dropped")
            << QStringLiteral(" http://gw2:8080 \n\nhttps://gw3:8443\n") << 8
            << QStringList{QStringLiteral("http://gw2:8080"), QStringLiteral("https://gw3:8443")} << true;
        QTest::newRow("not a URL") << QStringLiteral("gw2:8080") << 2
                                   << QStringList{QStringLiteral("gw2:8080")} << false;
    }
    void bulkJobsPageEditsGatewaysAndScanners()
    {
        QFETCH(QString, gatewaysText);
        QFETCH(int, scanners);
        QFETCH(QStringList, restUrls);
        QFETCH(bool, accepted);
        Ei::Core::SavedConnection c;
        c.name = QStringLiteral("qa");
        c.restUrl = QStringLiteral("http://gw1:8080");
        c.table = QStringLiteral("t");
        c.restUrls = {QStringLiteral("http://old:8080")};
        c.parallelScans = 3;
        ConnectionDialog dialog;
        dialog.setConnection(c);
        auto *gateways = dialog.findChild<QPlainTextEdit *>(QStringLiteral("moreGateways"));
        auto *parallel = dialog.findChild<QSpinBox *>(QStringLiteral("parallelScans"));
        QVERIFY(gateways && parallel);
        QCOMPARE(gateways->toPlainText(), QStringLiteral("http://old:8080"));
        QCOMPARE(parallel->value(), 3);
        gateways->setPlainText(gatewaysText);
        parallel->setValue(scanners);
        QCOMPARE(parallel->text().startsWith(QStringLiteral("Automatic")), scanners == 0);
        QCOMPARE(dialog.connection().restUrls, restUrls);
        QCOMPARE(dialog.connection().parallelScans, scanners);
        dialog.accept();
        QCOMPARE(dialog.result() == QDialog::Accepted, accepted);
    }

    void saysWhereSecretsAreKept()
    {
        ConnectionDialog dialog;
        dialog.setSecretStore(Ei::Core::SecretStore::Keyring, QStringLiteral("/x/secrets.json"));
        QVERIFY(dialog.secretStoreText().contains(QStringLiteral("keyring")));
        dialog.setSecretStore(Ei::Core::SecretStore::File, QStringLiteral("/x/secrets.json"));
        QVERIFY(dialog.secretStoreText().contains(QStringLiteral("/x/secrets.json")));
    }

    // Not a check: with EI_SCREENSHOT_DIR=DIR, pictures of both pages for a human to look at.
    void screenshots()
    {
        if (qEnvironmentVariableIsEmpty("EI_SCREENSHOT_DIR")) {
            QSKIP("set EI_SCREENSHOT_DIR=DIR to save pictures of the Connect dialog's pages");
        }
        Ei::Core::SavedConnection c;
        c.name = QStringLiteral("prod (Kerberos)");
        c.restUrl = QStringLiteral("https://hbase-rest.example.org:8443");
        c.table = QStringLiteral("wbgrp-journal-extract-0-prod");
        c.auth.kind = Ei::Core::AuthKind::Kerberos;
        c.auth.servicePrincipal = QStringLiteral("HTTP/hbase-rest.example.org@EXAMPLE.ORG");
        c.auth.doAs = QStringLiteral("archive");
        ConnectionDialog dialog;
        dialog.setConnection(c);
        dialog.setSecretStore(Ei::Core::SecretStore::Keyring, QString());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(Ei::Test::saveShot(&dialog, QStringLiteral("connect-server.png")));
        dialog.findChild<QTabWidget *>(QStringLiteral("connectionPages"))->setCurrentIndex(1);
        QVERIFY(Ei::Test::saveShot(&dialog, QStringLiteral("connect-authentication.png")));
        dialog.findChild<QTabWidget *>(QStringLiteral("connectionPages"))->setCurrentIndex(2);
        QVERIFY(Ei::Test::saveShot(&dialog, QStringLiteral("connect-bulk-jobs.png")));
    }

    void testButtonShowsServerVersions()
    {
        ConnectionDialog dialog;
        Ei::Core::SavedConnection c;
        c.name = QStringLiteral("local");
        c.restUrl = QStringLiteral("http://127.0.0.1:8080");
        c.table = QStringLiteral("t");
        dialog.setConnection(c);
        Ei::Core::SavedConnection seen;
        dialog.setTester([&](const Ei::Core::SavedConnection &conn, ConnectionDialog::Done done) {
            seen = conn;
            QTimer::singleShot(10, &dialog, [done] {
                done(ServerInfo{QStringLiteral("2.5.10"), QStringLiteral("2.5.10-hadoop3"), {}, {}});
            });
        });
        dialog.testButton()->click();
        QVERIFY(!dialog.testButton()->isEnabled());
        QTRY_VERIFY(dialog.testResult().contains(QStringLiteral("HBase 2.5.10-hadoop3")));
        QVERIFY(dialog.testButton()->isEnabled());
        QCOMPARE(seen.restUrl, c.restUrl);

        dialog.setTester([&](const Ei::Core::SavedConnection &, ConnectionDialog::Done done) {
            QTimer::singleShot(0, &dialog, [done] {
                done(std::unexpected(
                    Ei::Core::Error{Ei::Core::ErrorKind::Network, QStringLiteral("Connection refused.")}));
            });
        });
        dialog.testButton()->click();
        QTRY_VERIFY(dialog.testResult().contains(QStringLiteral("Connection refused.")));
    }
};

QTEST_MAIN(TestConnectionDialog)
#include "tst_connectiondialog.moc"
