// The window with a postgres: Crossref source (a real PostgreSQL 17 with seed 003's table,
// loaded by crossref-load's loader): the Match tab compares the row's TEI with the record from the
// table, a wrong password is said in the tab, and the connection dialog's Test Crossref reports
// the server and the table.
#include <common/postgresserver.h>
#include <common/testutil.h>
#include <uicommon/widgettestutil.h>
#include <uicommon/windowparts.h>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <app/gui/windowmanager.h>
#include <core/crossref/crossrefloader.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <ui/connectioncontroller.h>
#include <ui/connectiondialog.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>

using namespace Ei;

namespace {

const QString kDatabase = QStringLiteral("sandcrawler");
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-pg");
const QString kJitTitle = QStringLiteral("Artificial intelligence and the conduct of literature reviews");

QString matchText(const Ui::MainWindow *window)
{
    QStringList texts;
    for (const QLabel *label : Test::matchViewOf(*window)->findChildren<QLabel *>()) {
        texts << label->text();
    }
    return texts.join(u'\n');
}

} // namespace

class TestCrossrefPostgres : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Test::PostgresServer m_server;
    Server::RestServer m_rest;

    Core::ConnectionStore store() const
    {
        return Core::ConnectionStore(m_dir.filePath(QStringLiteral("connections.ini")),
                                     m_dir.filePath(QStringLiteral("secrets.json")));
    }

    Core::SavedConnection connection(const QString &name, const QString &password) const
    {
        Core::SavedConnection c;
        c.name = name;
        c.restUrl = m_rest.baseUrl();
        c.table = kTable;
        c.crossrefSource = QStringLiteral("postgres:") + m_server.conninfo(kDatabase);
        c.crossrefPassword = password;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        EI_REQUIRE_CORPUS();
        EI_REQUIRE_POSTGRES(m_server);
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_server.createCrossrefDatabase(kDatabase), qPrintable(m_server.error()));
        Core::CrossrefLoadOptions load;
        load.files = {
            Test::corpusPath(QStringLiteral("pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json"))};
        load.target = QStringLiteral("postgres:") + m_server.conninfo(kDatabase);
        load.password = Test::PostgresServer::password();
        load.statePath = m_dir.filePath(QStringLiteral("load.state.json"));
        const auto loaded = Core::CrossrefLoader::run(load, {}, {});
        QVERIFY2(loaded.has_value(), qPrintable(loaded ? QString() : loaded.error().message));
        QCOMPARE(loaded->stored, 1);

        auto table = std::make_unique<Server::TableStore>(
            Core::TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
        const QByteArray tei = Test::readFile(Test::corpusPath(
            QStringLiteral("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.8.2.tei.xml")));
        QVERIFY(table
                    ->put({{"sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J",
                            {{"grobid0:tei_xml", Core::Cell::kNoTimestamp, tei},
                             {"match0:doi", Core::Cell::kNoTimestamp, "10.1177/02683962211048201"}}}})
                    .has_value());
        m_rest.addTable(std::move(table));
        QVERIFY(m_rest.listen());
        Core::ConnectionStore s = store();
        QVERIFY(s.save(connection(QStringLiteral("Pg"), QString::fromUtf8(Test::PostgresServer::password())))
                    .has_value());
        QVERIFY(
            s.save(connection(QStringLiteral("Pg wrong password"), QStringLiteral("not-it"))).has_value());
    }

    void matchTabReadsTheTable()
    {
        Gui::WindowManager windows(Test::builtDemoDir(), store());
        Ui::MainWindow *window = windows.createWindow();
        Ui::ConnectionController *controller = windows.controllerOf(window);
        controller->open({false, QStringLiteral("Pg"), false});
        QTRY_VERIFY2_WITH_TIMEOUT(matchText(window).contains(kJitTitle), qPrintable(matchText(window)),
                                  20000);
        window->resize(1600, 900);
        window->parts().tabs->setCurrentIndex(Ui::MainWindow::MatchTab);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(Test::saveShot(window, QStringLiteral("match-tab-postgres.png")));

        // GROBID 0.8.2 got the title right: the comparison says so.
        QVERIFY2(matchText(window).contains(QStringLiteral("exact")) ||
                     matchText(window).contains(QStringLiteral("strong")),
                 qPrintable(matchText(window)));

        controller->open({false, QStringLiteral("Pg wrong password"), false});
        QTRY_VERIFY2_WITH_TIMEOUT(matchText(window).contains(QStringLiteral("could not be read")),
                                  qPrintable(matchText(window)), 20000);
        QVERIFY(matchText(window).contains(QStringLiteral("password authentication failed")));
        QVERIFY(!matchText(window).contains(QStringLiteral("not-it")));
    }

    void dialogOffersTheDatabaseWithTest()
    {
        Ui::ConnectionDialog dialog;
        dialog.setConnection(
            connection(QStringLiteral("Pg"), QString::fromUtf8(Test::PostgresServer::password())));
        auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("crossrefKind"));
        QVERIFY(kind);
        QCOMPARE(kind->currentData().toString(), QStringLiteral("postgres"));
        QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("crossrefSource"))->text(),
                 m_server.conninfo(kDatabase));
        auto *password = dialog.findChild<QLineEdit *>(QStringLiteral("crossrefPassword"));
        QCOMPARE(password->echoMode(), QLineEdit::Password);
        // The round trip keeps the password, as a secret of the connection.
        QCOMPARE(dialog.connection().crossrefPassword, QString::fromUtf8(Test::PostgresServer::password()));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(password->isVisible());

        dialog.crossrefTestButton()->click();
        QTRY_VERIFY2_WITH_TIMEOUT(
            dialog.crossrefTestResult().startsWith(QStringLiteral("Connected: PostgreSQL 17.")),
            qPrintable(dialog.crossrefTestResult()), 20000);
        QVERIFY(dialog.crossrefTestResult().contains(QStringLiteral("database sandcrawler: table crossref")));
        QVERIFY(Test::saveShot(&dialog, QStringLiteral("connection-dialog-postgres.png")));

        password->setText(QStringLiteral("not-it"));
        dialog.crossrefTestButton()->click();
        QTRY_VERIFY2_WITH_TIMEOUT(dialog.crossrefTestResult().startsWith(QStringLiteral("Failed: ")),
                                  qPrintable(dialog.crossrefTestResult()), 20000);
        QVERIFY(dialog.crossrefTestResult().contains(QStringLiteral("password authentication failed")));

        // Another kind hides the password; "None" disables the test.
        kind->setCurrentIndex(kind->findData(QStringLiteral("postgrest")));
        QVERIFY(!password->isVisible());
        QVERIFY(dialog.connection().crossrefPassword.isEmpty());
        kind->setCurrentIndex(0);
        QVERIFY(!dialog.crossrefTestButton()->isEnabled());
        QVERIFY(dialog.connection().crossrefSource.isEmpty());
    }
};

QTEST_MAIN(TestCrossrefPostgres)
#include "tst_crossrefpostgres.moc"
