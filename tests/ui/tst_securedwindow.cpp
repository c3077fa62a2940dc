// The window against a secured gateway made of real components (tests/common/securedgateway.h: an
// MIT KDC with a realm of its own, Apache httpd with mod_auth_gssapi, Basic and TLS with required
// client certificates, in front of `serve` on the demo table): the Connect dialog's "Test" says
// whom the server accepted (for Kerberos with the ticket's end), the status bar shows the identity
// in use, and a ticket that ends while the window is open gives one banner with Retry while an
// edit waits in the write journal; after kinit, Retry reads and saves again. The window's PDF
// sources take the connection's authentication, or their own kind ("… auth=none"). Skipped (with
// the program's name) when the KDC or httpd is not installed.
#include <common/clirun.h>
#include <common/securedgateway.h>
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/windowparts.h>

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <core/curation/writejournal.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <ui/authenticationwatch.h>
#include <ui/banner.h>
#include <ui/connectiondialog.h>
#include <ui/connectiontester.h>
#include <ui/curationcontroller.h>
#include <ui/statusview.h>

using namespace Ei;
using Ei::Test::SecuredGateway;
using namespace Qt::StringLiterals;

namespace {

const QString kTable = u"wbgrp-journal-extract-0-demo"_s;

// Puts the realm's client environment (KRB5_CONFIG, KRB5CCNAME) into this process: the window
// does SPNEGO in-process.
void useTicketCache(const SecuredGateway &gateway, const QString &cache)
{
    const QProcessEnvironment env = gateway.clientEnvironment(cache, QProcessEnvironment());
    for (const QString &name : env.keys()) {
        qputenv(name.toLocal8Bit().constData(), env.value(name).toLocal8Bit());
    }
}

} // namespace

class TestSecuredWindow : public QObject
{
    Q_OBJECT

    QProcess m_serve;
    SecuredGateway m_gateway;
    QString m_cache; // alice's ticket cache

    // A connection of `kind` ("none", "kerberos", "basic", "tls") to `url` (empty: the kind's own
    // virtual host) that has what it needs.
    Core::SavedConnection connectionFor(const QString &kind, QString url = {}) const
    {
        Core::SavedConnection c;
        c.name = u"secured "_s + kind;
        c.table = kTable;
        c.readOnly = true;
        if (kind == u"kerberos"_s) {
            c.auth.kind = Core::AuthKind::Kerberos;
            c.restUrl = m_gateway.negotiateUrl();
        } else if (kind == u"basic"_s) {
            c.auth.kind = Core::AuthKind::Basic;
            c.auth.user = SecuredGateway::user();
            c.auth.password = SecuredGateway::password();
            c.restUrl = m_gateway.basicUrl();
        } else if (kind == u"tls"_s) {
            c.caFile = m_gateway.caFile();
            c.auth.clientCertificate = m_gateway.clientCertificate();
            c.auth.clientKey = m_gateway.clientKey();
            c.restUrl = m_gateway.tlsUrl();
        } else {
            c.restUrl = m_gateway.plainUrl();
        }
        if (!url.isEmpty()) {
            c.restUrl = url;
        }
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString reason = SecuredGateway::unavailableReason(); !reason.isEmpty()) {
            QSKIP(qPrintable(reason));
        }
        QVERIFY(Ei::Test::builtDemoExists());
        const QString backend =
            Ei::Test::startServe(m_serve, {u"serve"_s, u"--snapshot"_s, Ei::Test::builtDemoDir(),
                                           u"--listen"_s, u"127.0.0.1:0"_s});
        QVERIFY(!backend.isEmpty());
        QVERIFY2(m_gateway.start(backend), qPrintable(m_gateway.error()));
        m_cache = m_gateway.path(u"alice.ccache"_s);
        QVERIFY2(m_gateway.kinit(m_cache), qPrintable(m_gateway.error()));
        useTicketCache(m_gateway, m_cache);
    }

    void cleanupTestCase()
    {
        m_gateway.stop();
        Ei::Test::stopServe(m_serve);
    }

    void init() { useTicketCache(m_gateway, m_cache); }

    void testSaysWhomTheServerAccepted_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("plainFront");  // the front that asks for nothing
        QTest::addColumn<QString>("expected"); // a pattern of the test's result
        QTest::newRow("kerberos")
            << u"kerberos"_s << false
            << uR"(Accepted as alice@EI\.TEST \(Kerberos; the ticket is valid until .+\)\.$)"_s;
        QTest::newRow("basic") << u"basic"_s << false << uR"(Accepted as alice \(Basic\)\.$)"_s;
        QTest::newRow("client certificate")
            << u"tls"_s << false << uR"(The client certificate \S*client\.pem was accepted\.$)"_s;
        QTest::newRow("kerberos, nothing asked")
            << u"kerberos"_s << true << uR"(The server asked for no Kerberos ticket; none was sent\.$)"_s;
        QTest::newRow("none") << u"none"_s << true
                              << uR"(^Connected: REST [^ ]+, HBase [^ ]+\. Table .+ exists\.$)"_s;
    }

    void testSaysWhomTheServerAccepted()
    {
        QFETCH(QString, kind);
        QFETCH(bool, plainFront);
        QFETCH(QString, expected);
        Ui::ConnectionDialog dialog;
        dialog.setConnection(connectionFor(kind, plainFront ? m_gateway.plainUrl() : QString()));
        dialog.setTester([&dialog](const Core::SavedConnection &c, Ui::ConnectionDialog::Done done) {
            Ui::testConnection(c, &dialog, std::move(done));
        });
        dialog.testButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.testButton()->isEnabled(), 30000);
        QVERIFY2(QRegularExpression(expected).match(dialog.testResult()).hasMatch(),
                 qPrintable(dialog.testResult()));
    }

    // Test Connection asks the further gateways (restUrls) with the connection's authentication:
    // a second Kerberos front answers; a front that wants a ticket refuses Basic credentials, and
    // the result names it without the password.
    void testAsksFurtherGatewaysWithTheConnectionsAuthentication_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("kerberos, a second kerberos front")
            << u"kerberos"_s << u"1 of 1 further gateways answer."_s;
        QTest::newRow("basic, a kerberos front") << u"basic"_s << u"0 of 1 further gateways answer."_s;
    }
    void testAsksFurtherGatewaysWithTheConnectionsAuthentication()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        Core::SavedConnection connection = connectionFor(kind);
        connection.restUrls = {m_gateway.negotiatePerRequestUrl()};
        Ui::ConnectionDialog dialog;
        dialog.setConnection(connection);
        dialog.setTester([&dialog](const Core::SavedConnection &c, Ui::ConnectionDialog::Done done) {
            Ui::testConnection(c, &dialog, std::move(done));
        });
        dialog.testButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.testButton()->isEnabled(), 30000);
        QVERIFY2(dialog.testResult().contains(expected), qPrintable(dialog.testResult()));
        QVERIFY(!dialog.testResult().contains(QString::fromUtf8(SecuredGateway::password())));
    }

    void statusBarShowsTheIdentity_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("identity");
        QTest::newRow("kerberos") << u"kerberos"_s << u"alice@EI.TEST (Kerberos)"_s;
        QTest::newRow("basic") << u"basic"_s << u"alice (Basic)"_s;
        QTest::newRow("client certificate") << u"tls"_s << u"client certificate client.pem"_s;
        QTest::newRow("none") << u"none"_s << QString();
    }

    void statusBarShowsTheIdentity()
    {
        QFETCH(QString, kind);
        QFETCH(QString, identity);
        Test::SessionWindow w;
        QLabel *label = w.session.authentication()->identityLabel();
        w.openConnection(connectionFor(kind));
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(w.shown.wait(30000)); // the rows came through the front
        QTRY_COMPARE(label->text(), identity);
        QCOMPARE(label->isVisible(), !identity.isEmpty());
        QCOMPARE(label->accessibleName(), u"Identity in use"_s);
        QVERIFY(Test::bannerOf(w.window)->isHidden());
    }

    // A blob store behind the Kerberos front (`serve` has no blobs: a request that got past httpd
    // is answered 400, a path that is no HBase REST request): with the connection's kind the fetch
    // negotiates and gets through; with the source's own auth=none it is refused for want of
    // Kerberos.
    void pdfSourcesTakeTheConnectionsAuthentication_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("outcome"); // a part of the attempt's outcome in the Status tab
        QTest::newRow("the connection's kind") << QString() << u"(HTTP 400)"_s;
        QTest::newRow("the source's own kind") << u" auth=none"_s << u"asks for Kerberos (Negotiate)"_s;
    }

    void pdfSourcesTakeTheConnectionsAuthentication()
    {
        QFETCH(QString, suffix);
        QFETCH(QString, outcome);
        Core::SavedConnection connection = connectionFor(u"kerberos"_s);
        connection.pdfSources = {u"blob-http:"_s + m_gateway.negotiateUrl() + u"/blobs"_s + suffix};
        Test::SessionWindow w;
        w.openConnection(connection);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(w.shown.wait(30000));
        QTableWidget *attempts = w.window.findChild<Ui::StatusView *>()->attemptsTable();
        QTRY_VERIFY_WITH_TIMEOUT(attempts->rowCount() > 0, 30000);
        const QString text = attempts->item(0, 1)->text();
        QVERIFY2(text.contains(outcome), qPrintable(text));
    }

    // A 4-second ticket through the front that negotiates every request: once it has ended, a page
    // of the row list and an edit fail for want of a ticket, and the window says so once; the edit
    // waits in the write journal. After kinit, Retry reads and saves again.
    void ticketThatExpiresGivesOneBanner()
    {
        const QString cache = m_gateway.path(u"short.ccache"_s);
        QVERIFY2(m_gateway.kinit(cache, u"4s"_s), qPrintable(m_gateway.error()));
        useTicketCache(m_gateway, cache);
        Core::SavedConnection connection = connectionFor(u"kerberos"_s, m_gateway.negotiatePerRequestUrl());
        connection.readOnly = false;
        Test::SessionWindow w;
        Ui::AuthenticationWatch *watch = w.session.authentication();
        Ui::Banner *banner = Test::bannerOf(w.window);
        w.openConnection(connection);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(w.shown.wait(30000));
        QTRY_COMPARE(watch->identityLabel()->text(), u"alice@EI.TEST (Kerberos)"_s);
        Core::WriteJournal *journal = w.session.curation()->journal();
        QVERIFY(journal);

        // Past the ticket's end as klist sees it, then past the realm's clock skew (1 s).
        QTRY_VERIFY_WITH_TIMEOUT(!m_gateway.ticketValid(cache), 20000);
        QElapsedTimer ended;
        ended.start();
        QTRY_VERIFY_WITH_TIMEOUT(ended.elapsed() > 1500, 5000);

        QSignalSpy shownProblems(watch, &Ui::AuthenticationWatch::ticketProblemShown);
        Models::TableSession *table = w.session.tableSession();
        QSignalSpy pageFailures(table->model(), &Models::RowListModel::loadFailed);
        w.session.curation()->setStatus(u"confirmed"_s);
        table->model()->reload();
        QTRY_VERIFY_WITH_TIMEOUT(!pageFailures.isEmpty(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(journal->state(), Core::WriteJournal::State::OfflineRetrying, 30000);
        QTRY_COMPARE(shownProblems.count(), 1);
        QCOMPARE(pageFailures.first().at(0).value<Core::Error>().kind, Core::ErrorKind::NotAuthenticated);
        QCOMPARE(banner->message(), Ui::AuthenticationWatch::ticketExpiredMessage());
        QVERIFY(banner->isVisible());
        QVERIFY(banner->offersRetry());
        QCOMPARE(journal->pendingCount(), 1); // the edit waits, counted neither failed nor done
        QCOMPARE(watch->identityLabel()->text(), u"alice@EI.TEST (Kerberos, ticket expired)"_s);
        // Another failing read while the banner is up changes nothing.
        table->model()->retry();
        QTRY_COMPARE_WITH_TIMEOUT(pageFailures.count(), 2, 30000);
        QCOMPARE(shownProblems.count(), 1);
        QCOMPARE(banner->message(), Ui::AuthenticationWatch::ticketExpiredMessage());

        QVERIFY2(m_gateway.kinit(cache), qPrintable(m_gateway.error()));
        const qsizetype pagesBefore = pageFailures.count();
        banner->retryAction()->trigger();
        QVERIFY(banner->isHidden());
        QTRY_COMPARE_WITH_TIMEOUT(journal->pendingCount(), 0, 30000); // the edit was saved
        QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() > 0, 30000);
        QTRY_COMPARE(watch->identityLabel()->text(), u"alice@EI.TEST (Kerberos)"_s);
        QCOMPARE(pageFailures.count(), pagesBefore);
        QVERIFY(banner->isHidden());
    }
};

QTEST_MAIN(TestSecuredWindow)
#include "tst_securedwindow.moc"
