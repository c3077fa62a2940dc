// The connection dialog round-trips a connection and shows what the injected tester reports.
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include <ui/connectiondialog.h>

using namespace Ei::Ui;

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
                done(ServerInfo{QStringLiteral("2.5.10"), QStringLiteral("2.5.10-hadoop3"), {}});
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
