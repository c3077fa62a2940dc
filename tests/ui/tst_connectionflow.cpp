// Connections in the window: the Connect dialog's list (demo first, add, edit, duplicate, remove,
// test connection against a real REST server), switching a window between two RestServers started
// here (tables listed, rows shown, title and badges), a second window with its own connection,
// and the start-up fallback to the demo when the last connection no longer answers.
#include <common/testutil.h>
#include <uicommon/windowparts.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <app/gui/windowmanager.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/crossrefmirror.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <ui/banner.h>
#include <ui/connectioncontroller.h>
#include <ui/connectionsdialog.h>
#include <ui/connectiontester.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>
#include <ui/rowlistpane.h>
#include <ui/tablepickerdialog.h>

using Ei::Test::bannerOf;
using Ei::Test::matchViewOf;

using namespace Ei;

namespace {

// A table of `rows` journal-extract-like rows whose keys start with `tag`.
std::unique_ptr<Server::TableStore> makeTable(const QString &name, const QByteArray &tag, int rows)
{
    auto table = std::make_unique<Server::TableStore>(
        Core::TableSchema::create(name, {"f", "file", "grobid0", "match0"}));
    Core::CellSet cells;
    for (int i = 0; i < rows; ++i) {
        cells.append({tag + QByteArray::number(1000 + i),
                      {{"file:mime", Core::Cell::kNoTimestamp, "application/pdf"}}});
    }
    if (!table->put(cells)) {
        qFatal("could not fill the test table");
    }
    return table;
}

QByteArray firstKey(const Ui::InspectorSession *session)
{
    const Core::Row *row =
        session && session->tableSession()->model() ? session->tableSession()->model()->rowAt(0) : nullptr;
    return row ? row->key : QByteArray();
}

} // namespace

class TestConnectionFlow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Server::RestServer m_alpha;
    Server::RestServer m_beta;

    Core::ConnectionStore store() const
    {
        return Core::ConnectionStore(m_dir.filePath(QStringLiteral("connections.ini")),
                                     m_dir.filePath(QStringLiteral("secrets.json")));
    }

    Core::SavedConnection connectionTo(const QString &name, const Server::RestServer &server,
                                       const QString &table)
    {
        Core::SavedConnection c;
        c.name = name;
        c.restUrl = server.baseUrl();
        c.table = table;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        Ei::Test::useBuiltRenderWorker();
        m_alpha.addTable(makeTable(QStringLiteral("alpha-main"), "alpha-", 30));
        m_alpha.addTable(makeTable(QStringLiteral("alpha-other"), "other-", 5));
        m_beta.addTable(makeTable(QStringLiteral("wbgrp-journal-extract-0-beta"), "beta-", 12));
        QVERIFY(m_alpha.listen());
        QVERIFY(m_beta.listen());
        Core::ConnectionStore s = store();
        Core::SavedConnection alpha =
            connectionTo(QStringLiteral("Alpha"), m_alpha, QStringLiteral("alpha-main"));
        alpha.readOnly = true;
        QVERIFY(s.save(alpha).has_value());
        Core::SavedConnection beta =
            connectionTo(QStringLiteral("Beta"), m_beta, QStringLiteral("wbgrp-journal-extract-0-beta"));
        beta.readOnly = false;
        beta.insecureTls = true;
        QVERIFY(s.save(beta).has_value());
    }

    void listShowsDemoFirstAndEditsConnections()
    {
        Ui::ConnectionsDialog dialog(store());
        dialog.setTester([this](const Core::SavedConnection &, Ui::ConnectionDialog::Done done) {
            QTimer::singleShot(0, this, [done] {
                done(Ui::ServerInfo{QStringLiteral("0.0.3"), QStringLiteral("2.6.1"), {}, {}});
            });
        });
        dialog.show();
        QListWidget *list = dialog.list();
        QCOMPARE(list->item(0)->text(), Ui::ConnectionOpener::demoName());
        QCOMPARE(list->count(), 3);
        QVERIFY(list->item(2)->text().contains(QStringLiteral("NOT verified"))); // Beta is insecure
        list->setCurrentRow(0);
        QVERIFY(!dialog.editButton()->isEnabled()); // the demo is not editable
        QVERIFY(!dialog.removeButton()->isEnabled());

        // Add: the editor opens; a taken name is refused, a new one is saved and selected.
        QSignalSpy changed(&dialog, &Ui::ConnectionsDialog::connectionsChanged);
        dialog.addButton()->click();
        QVERIFY(dialog.editor());
        Core::SavedConnection gamma =
            connectionTo(QStringLiteral("alpha"), m_alpha, QStringLiteral("alpha-other"));
        dialog.editor()->setConnection(gamma);
        dialog.editor()->accept();
        QVERIFY(dialog.editor() && dialog.editor()->isVisible()); // "alpha" is taken (case-insensitively)
        gamma.name = QStringLiteral("Gamma");
        dialog.editor()->setConnection(gamma);
        dialog.editor()->accept();
        // Saved asynchronously (its secrets may go to the keyring: SecretKeeper).
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(list->count(), 4);
        QCOMPARE(list->currentItem()->text(), QStringLiteral("Gamma"));

        // Duplicate, then edit the copy's name (a rename), then remove it after confirming.
        dialog.duplicateButton()->click();
        QTRY_COMPARE(list->currentItem()->text(), QStringLiteral("Gamma (copy)"));
        dialog.editButton()->click();
        QTRY_VERIFY(dialog.editor());
        Core::SavedConnection copy = dialog.editor()->connection();
        QCOMPARE(copy.table, QStringLiteral("alpha-other"));
        copy.name = QStringLiteral("Delta");
        dialog.editor()->setConnection(copy);
        dialog.editor()->accept();
        QTRY_COMPARE(list->currentItem()->text(), QStringLiteral("Delta"));
        QVERIFY(!store().contains(QStringLiteral("Gamma (copy)")));
        dialog.removeButton()->click();
        QMessageBox *confirm = dialog.findChild<QMessageBox *>(QStringLiteral("confirmRemove"));
        QVERIFY(confirm);
        for (QAbstractButton *b : confirm->buttons()) {
            if (confirm->buttonRole(b) == QMessageBox::DestructiveRole) {
                b->click();
            }
        }
        QTRY_VERIFY(!store().contains(QStringLiteral("Delta")));
        QVERIFY(store().remove(QStringLiteral("Gamma")).has_value());

        // Connect emits the choice.
        QSignalSpy chosen(&dialog, &Ui::ConnectionsDialog::chosen);
        dialog.select({false, QStringLiteral("Beta"), false});
        dialog.connectButton()->click();
        QCOMPARE(chosen.count(), 1);
        const auto choice = chosen.first().first().value<Ui::ConnectionChoice>();
        QVERIFY(!choice.demo);
        QCOMPARE(choice.name, QStringLiteral("Beta"));
    }

    void testButtonReportsServerAndTable()
    {
        // The real tester against a real REST server: versions and whether the table exists.
        Ui::ConnectionDialog dialog;
        dialog.setTester([&dialog](const Core::SavedConnection &c, Ui::ConnectionDialog::Done done) {
            Ui::testConnection(c, &dialog, std::move(done));
        });
        dialog.setConnection(connectionTo(QStringLiteral("t"), m_alpha, QStringLiteral("alpha-main")));
        dialog.testButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.testButton()->isEnabled(), 10000);
        QVERIFY2(dialog.testResult().contains(QStringLiteral("HBase 2.6.1")),
                 qPrintable(dialog.testResult()));
        QVERIFY2(dialog.testResult().contains(QStringLiteral("“alpha-main” exists")),
                 qPrintable(dialog.testResult()));

        dialog.setConnection(connectionTo(QStringLiteral("t"), m_alpha, QStringLiteral("missing")));
        dialog.testButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.testButton()->isEnabled(), 10000);
        QVERIFY2(dialog.testResult().contains(QStringLiteral("does not exist")),
                 qPrintable(dialog.testResult()));
    }

    // Test Connection asks each further gateway (restUrls) for its version too, and names the one
    // that does not answer.
    void testButtonAsksEachFurtherGateway_data()
    {
        QTest::addColumn<bool>("withStoppedGateway");
        QTest::addColumn<QString>("expected");
        QTest::newRow("every gateway answers") << false << QStringLiteral("1 of 1 further gateways answer.");
        QTest::newRow("one gateway stopped") << true << QStringLiteral("1 of 2 further gateways answer.");
    }
    void testButtonAsksEachFurtherGateway()
    {
        QFETCH(bool, withStoppedGateway);
        QFETCH(QString, expected);
        Core::SavedConnection c = connectionTo(QStringLiteral("t"), m_alpha, QStringLiteral("alpha-main"));
        c.restUrls = {m_beta.baseUrl()};
        QString stopped;
        if (withStoppedGateway) {
            QTcpServer gone; // a port nothing listens on any more
            QVERIFY(gone.listen(QHostAddress::LocalHost));
            stopped = QStringLiteral("http://127.0.0.1:%1").arg(gone.serverPort());
            gone.close();
            c.restUrls.append(stopped);
        }
        Ui::ConnectionDialog dialog;
        dialog.setTester([&dialog](const Core::SavedConnection &conn, Ui::ConnectionDialog::Done done) {
            Ui::testConnection(conn, &dialog, std::move(done));
        });
        dialog.setConnection(c);
        dialog.testButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.testButton()->isEnabled(), 10000);
        QVERIFY2(dialog.testResult().contains(expected), qPrintable(dialog.testResult()));
        QCOMPARE(dialog.testResult().contains(QStringLiteral("did not answer")), withStoppedGateway);
        if (withStoppedGateway) {
            QVERIFY2(dialog.testResult().contains(stopped), qPrintable(dialog.testResult()));
        }
    }

    void switchesWindowBetweenServersAndTables()
    {
        Gui::WindowManager windows(Ei::Test::builtDemoDir(), store());
        windows.setDemoUserCopyDir(m_dir.filePath(QStringLiteral("demo-edits")));
        Ui::MainWindow *window = windows.createWindow();
        Ui::InspectorSession *session = windows.sessionOf(window);
        Ui::ConnectionController *controller = windows.controllerOf(window);
        QVERIFY(session && controller);

        controller->open({false, QStringLiteral("Alpha"), false});
        QTRY_COMPARE_WITH_TIMEOUT(firstKey(session), QByteArray("alpha-1000"), 10000);
        QCOMPARE(session->tableSession()->model()->rowCount(), 30);
        QVERIFY(window->windowTitle().contains(QStringLiteral("Alpha · alpha-main")));
        QVERIFY(window->windowTitle().contains(QStringLiteral("read-only")));

        // A lookup's rows, with their "… — Clear" line, belong to this table only.
        Ui::RowListPane *list = Ei::Test::rowListOf(*window);
        list->setKeyFilter(QStringLiteral("Lookup"), {QByteArray("alpha-1005")});
        QTRY_COMPARE(session->tableSession()->model()->rowCount(), 1);
        auto *keyFilterBar = list->findChild<QWidget *>(QStringLiteral("keyFilterBar"));
        QVERIFY(keyFilterBar && !keyFilterBar->isHidden());

        // The table picker lists the server's tables; choosing one reloads the rows.
        controller->chooseTable();
        auto *picker = window->findChild<Ui::TablePickerDialog *>();
        QVERIFY(picker);
        QTRY_COMPARE_WITH_TIMEOUT(picker->list()->count(), 2, 10000);
        QCOMPARE(picker->selectedTable(), QStringLiteral("alpha-main"));
        QVERIFY(picker->profileBox()->currentText().contains(QStringLiteral("generic")));
        picker->list()->setCurrentRow(1);
        picker->accept();
        QTRY_COMPARE_WITH_TIMEOUT(firstKey(session), QByteArray("other-1000"), 10000);
        QCOMPARE(session->tableSession()->table(), QStringLiteral("alpha-other"));
        QVERIFY(window->windowTitle().contains(QStringLiteral("alpha-other")));
        QVERIFY(keyFilterBar->isHidden());
        QVERIFY(!list->hasKeyFilter());

        // The profile menu changes the profile and reloads.
        QAction *journal = nullptr;
        for (QAction *a : controller->profileMenu()->actions()) {
            if (a->data().toString() == u"journal-extract") {
                journal = a;
            }
        }
        QVERIFY(journal);
        journal->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(session->tableSession()->profile().name, QStringLiteral("journal-extract"),
                                  10000);
        QTRY_COMPARE_WITH_TIMEOUT(firstKey(session), QByteArray("other-1000"), 10000);

        // Another server: its rows, its flags.
        controller->open({false, QStringLiteral("Beta"), false});
        QTRY_COMPARE_WITH_TIMEOUT(firstKey(session), QByteArray("beta-1000"), 10000);
        QCOMPARE(session->tableSession()->model()->rowCount(), 12);
        QCOMPARE(session->tableSession()->profile().name,
                 QStringLiteral("journal-extract")); // from the table name
        QVERIFY(window->windowTitle().contains(QStringLiteral("TLS NOT VERIFIED")));
        QVERIFY(!window->windowTitle().contains(QStringLiteral("read-only")));
        QCOMPARE(controller->recent().mid(0, 2),
                 (QStringList{QStringLiteral("saved:Beta"), QStringLiteral("saved:Alpha")}));

        // A new window has its own session: it opens on the same connection and can move on alone.
        QSignalSpy created(&windows, &Gui::WindowManager::windowCreated);
        controller->newWindowAction()->trigger();
        QCOMPARE(created.count(), 1);
        Ui::MainWindow *second = windows.windows().constLast();
        QVERIFY(second != window);
        Ui::InspectorSession *secondSession = windows.sessionOf(second);
        QTRY_COMPARE_WITH_TIMEOUT(firstKey(secondSession), QByteArray("beta-1000"), 10000);
        windows.controllerOf(second)->open({false, QStringLiteral("Alpha"), false});
        QTRY_COMPARE_WITH_TIMEOUT(firstKey(secondSession), QByteArray("alpha-1000"), 10000);
        QCOMPARE(firstKey(session), QByteArray("beta-1000"));
        QVERIFY(second->close());
        QTRY_COMPARE(windows.windows().size(), 1);
    }

    void matchTabUsesTheConnectionsCrossrefSource()
    {
        // A PostgREST-style Crossref mirror on its own server, named by the connection.
        QFile records(m_dir.filePath(QStringLiteral("records.jsonl")));
        QVERIFY(records.open(QIODevice::WriteOnly));
        records.write(
            R"({"doi":"10.1234/ei-test","indexed":"2024-01-01","record":{"DOI":"10.1234/ei-test",)"
            R"("title":["A Paper From The Mirror"],"type":"journal-article","container-title":["Ei"]}})"
            "\n");
        records.close();
        auto mirror = Server::CrossrefMirror::load(records.fileName());
        QVERIFY(mirror.has_value());
        Server::RestServer crossref;
        Server::CrossrefMirror::mount(&crossref, std::move(*mirror));
        QVERIFY(crossref.listen());
        Server::RestServer gamma;
        auto table = std::make_unique<Server::TableStore>(
            Core::TableSchema::create(QStringLiteral("wbgrp-journal-extract-0-gamma"), {"file", "match0"}));
        QVERIFY(table->put({{"gamma-1", {{"match0:doi", Core::Cell::kNoTimestamp, "10.1234/ei-test"}}}})
                    .has_value());
        gamma.addTable(std::move(table));
        QVERIFY(gamma.listen());
        Core::SavedConnection withCrossref =
            connectionTo(QStringLiteral("Gamma"), gamma, QStringLiteral("wbgrp-journal-extract-0-gamma"));
        withCrossref.crossrefSource = QStringLiteral("postgrest:") + crossref.baseUrl();
        Core::SavedConnection without = withCrossref;
        without.name = QStringLiteral("Gamma without Crossref");
        without.crossrefSource.clear();
        Core::ConnectionStore s = store();
        QVERIFY(s.save(withCrossref).has_value());
        QVERIFY(s.save(without).has_value());

        const auto matchText = [](const Ui::MainWindow *window) {
            QStringList texts;
            for (const QLabel *label : matchViewOf(*window)->findChildren<QLabel *>()) {
                texts << label->text();
            }
            return texts.join(u'\n');
        };
        Gui::WindowManager windows(Ei::Test::builtDemoDir(), s);
        Ui::MainWindow *window = windows.createWindow();
        Ui::ConnectionController *controller = windows.controllerOf(window);
        controller->open({false, QStringLiteral("Gamma"), false});
        QTRY_VERIFY2_WITH_TIMEOUT(matchText(window).contains(QStringLiteral("A Paper From The Mirror")),
                                  qPrintable(matchText(window)), 10000);
        // It came over HTTP: with the mirror gone the tab says the record could not be read.
        crossref.close();
        controller->open({false, QStringLiteral("Gamma"), false});
        QTRY_VERIFY2_WITH_TIMEOUT(matchText(window).contains(QStringLiteral("could not be read")),
                                  qPrintable(matchText(window)), 20000);

        controller->open({false, QStringLiteral("Gamma without Crossref"), false});
        QTRY_VERIFY2_WITH_TIMEOUT(matchText(window).contains(QStringLiteral("no Crossref source")),
                                  qPrintable(matchText(window)), 10000);
        QVERIFY(!matchText(window).contains(QStringLiteral("A Paper From The Mirror")));
        QVERIFY(s.remove(QStringLiteral("Gamma")).has_value());
        QVERIFY(s.remove(QStringLiteral("Gamma without Crossref")).has_value());
    }

    void lastConnectionFallsBackToDemo()
    {
        EI_REQUIRE_BUILT_DEMO();
        // The last connection points at a server that is gone.
        Server::RestServer gone;
        QVERIFY(gone.listen());
        Core::ConnectionStore s = store();
        QVERIFY(s.save(connectionTo(QStringLiteral("Gone"), gone, QStringLiteral("t"))).has_value());
        gone.close();
        QSettings().setValue(QStringLiteral("connections/last"), QStringLiteral("saved:Gone"));

        Gui::WindowManager windows(Ei::Test::builtDemoDir(), s);
        windows.setDemoUserCopyDir(m_dir.filePath(QStringLiteral("demo-edits")));
        Ui::MainWindow *window = windows.openInitialWindow(QString());
        Ui::InspectorSession *session = windows.sessionOf(window);
        QTRY_VERIFY_WITH_TIMEOUT(session->opener()->isDemo(), 30000);
        QVERIFY2(bannerOf(*window)->message().contains(QStringLiteral("“Gone” could not be reopened")),
                 qPrintable(bannerOf(*window)->message()));
        QTRY_VERIFY_WITH_TIMEOUT(
            session->tableSession()->model() && session->tableSession()->model()->rowCount() >= 200, 30000);
        QVERIFY(window->windowTitle().contains(Ui::ConnectionOpener::demoName()));
        // The failed connection stays the one to retry next time.
        QCOMPARE(QSettings().value(QStringLiteral("connections/last")).toString(),
                 QStringLiteral("saved:Gone"));

        // An unknown --connection name opens the demo too and names the saved ones.
        Ui::MainWindow *other = windows.openInitialWindow(QStringLiteral("nope"));
        QTRY_VERIFY(windows.sessionOf(other)->opener()->isDemo());
        QTRY_VERIFY(bannerOf(*other)->message().contains(QStringLiteral("Alpha")));
    }
};

QTEST_MAIN(TestConnectionFlow)

#include "tst_connectionflow.moc"
