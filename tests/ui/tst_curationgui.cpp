// The GUI of curation against an in-process HBase REST server (generated rows): an edit in the
// Match tab is one check-and-put on the server's request log and the row comes back at rev+1
// with its history; a status shortcut; the read-only refusal with no request at all; the conflict
// dialog's three choices; undo and an undo in conflict; the pending-writes count while the server
// is down and the replay when it returns.
#include <common/callwait.h>
#include <common/curationfixture.h>
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/widgettestutil.h>
#include <uicommon/windowparts.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>

#include <app/gui/windowmanager.h>
#include <core/curation/editservice.h>
#include <core/curation/writejournal.h>
#include <core/hbase/restclient.h>
#include <core/settings/connectionstore.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <ui/conflictdialog.h>
#include <ui/curationcontroller.h>
#include <ui/historyview.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/matcheditpanel.h>
#include <ui/matchview.h>
#include <ui/pendingwritesdialog.h>

using Ei::Test::historyViewOf;
using Ei::Test::matchViewOf;
using Ei::Test::rowTabsOf;

using namespace Ei;

class TestCurationGui : public QObject
{
    Q_OBJECT

    std::unique_ptr<Server::RestServer> m_server;
    QByteArray m_key;

    // A window on the served table, showing m_key.
    struct Window : Test::SessionWindow
    {
        Ui::CurationController *curation() const { return session.curation(); }
        Ui::MatchEditPanel *panel() const { return matchViewOf(window)->editPanel(); }
    };

    std::unique_ptr<Window> open(bool readOnly = false)
    {
        auto w = std::make_unique<Window>();
        w->openConnection(Test::curationConnection(*m_server, readOnly));
        // The first row with a status and a match opens by itself: m_key is the only one.
        if (!Ei::Test::waitFor(
                [&] { return !w->shown.isEmpty() && w->shown.constLast().at(0).toByteArray() == m_key; },
                15000)) {
            return nullptr;
        }
        rowTabsOf(w->window)->setCurrentIndex(Ui::MainWindow::MatchTab);
        return w;
    }

    Core::Row serverRow()
    {
        Core::ConnectionConfig config;
        config.baseUrl = QUrl(m_server->baseUrl());
        config.table = Test::kCurationTable;
        Core::RestClient client(config);
        auto row = Test::await(client.getRow(m_key));
        return row ? *row : Core::Row{m_key, {}};
    }

    Test::WriteLog writes() const { return Test::writeLogOf(m_server->requestLog(), Test::kCurationTable); }

    // Every write request, checked or not, answered or refused.
    int writeRequests() const
    {
        const Test::WriteLog log = writes();
        return int(log.checkPutOk.size() + log.checkDeleteOk.size() + log.uncheckedWrites.size()) +
               log.checkConflicts;
    }

    // Waits until the shown row is m_key at revision `rev` (the reload after a write).
    static bool waitForRevision(Window &w, int rev)
    {
        return Ei::Test::waitFor(
            [&] {
                const QTableWidget *history = historyViewOf(w.window)->table();
                return history->rowCount() > 0 && history->item(0, 2)->text() == QString::number(rev);
            },
            15000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // journals go to the test's data folder
        qputenv("EI_CURATOR", "alice");
    }

    void init()
    {
        Core::CellSet rows = Test::processedRows();
        QVERIFY(rows.size() >= 3);
        Test::addMatchCells(rows[1], "matched", "10.1000/original");
        m_key = rows[1].key;
        m_server = Test::serveCurationTable(rows);
        QVERIFY(m_server);
    }

    void cleanup()
    {
        m_server.reset();
        Test::removeWindowJournals();
    }

    void editInMatchTabIsOneCheckAndPut()
    {
        auto w = open();
        QVERIFY(w);
        Ui::MatchEditPanel *panel = w->panel();
        QTRY_VERIFY(panel->isEditable());
        QCOMPARE(panel->statusBox()->currentData().toString(), QStringLiteral("matched"));
        QVERIFY(!panel->saveMatchButton()->isEnabled()); // nothing changed yet
        // Each status is its word alone (whole in a narrow tab), its shortcut in the entry's tooltip.
        const int confirmed = panel->statusBox()->findData(QStringLiteral("confirmed"));
        QCOMPARE(panel->statusBox()->itemText(confirmed), QStringLiteral("confirmed"));
        QVERIFY2(panel->statusBox()->itemData(confirmed, Qt::ToolTipRole).toString().contains(u"Ctrl+Alt+"),
                 qPrintable(panel->statusBox()->itemData(confirmed, Qt::ToolTipRole).toString()));

        // The DOI is validated as it is typed.
        panel->doiEdit()->setText(QStringLiteral("not a doi"));
        QVERIFY(!panel->doiProblemLabel()->isHidden());
        QVERIFY(!panel->saveMatchButton()->isEnabled());
        panel->doiEdit()->setText(QStringLiteral("https://doi.org/10.1000/NEW"));
        QVERIFY(panel->doiProblemLabel()->isHidden());
        // A new DOI is previewed (its Crossref record and the comparison) before saving.
        QTRY_VERIFY(matchViewOf(w->window)->previewText().contains(QStringLiteral("10.1000/new")));

        Test::chooseWord(panel->statusBox(), QStringLiteral("confirmed"));
        panel->noteEdit()->setText(QStringLiteral("checked the PDF"));
        QVERIFY(panel->saveMatchButton()->isEnabled());
        Test::saveShot(&w->window, QStringLiteral("curation-edit.png"));
        panel->saveMatchButton()->click();

        QVERIFY(waitForRevision(*w, 1));
        QCOMPARE(historyViewOf(w->window)->table()->rowCount(), 1);
        QVERIFY(historyViewOf(w->window)->table()->item(0, 4)->text().contains(QStringLiteral("confirmed")));
        QCOMPARE(panel->statusBox()->currentData().toString(), QStringLiteral("confirmed"));
        // The row list shows the new status too.
        const Core::Row *listed =
            w->session.tableSession()->model()->rowAt(w->session.tableSession()->model()->rowOfKey(m_key));
        QVERIFY(listed && listed->find("match0:mstatus"));
        QCOMPARE(listed->find("match0:mstatus")->value, QByteArray("confirmed"));
        const Core::Row row = serverRow();
        QCOMPARE(Test::cellOf(row, "match0:mstatus"), QByteArray("confirmed"));
        QCOMPARE(Test::cellOf(row, "match0:doi"), QByteArray("10.1000/new"));
        QCOMPARE(Test::jsonCellOf(row, "match0:minfo").value(QLatin1StringView("by")).toString(),
                 QStringLiteral("alice"));
        const Test::WriteLog log = writes();
        QCOMPARE(log.checkPutOk.value(m_key), 1);
        QVERIFY(log.uncheckedWrites.isEmpty());

        // Quality, the same way.
        Test::chooseWord(panel->qualityBox(), QStringLiteral("good"));
        panel->saveQualityButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(
            Test::jsonCellOf(serverRow(), "grobid0:quality").value(QLatin1StringView("quality")).toString(),
            QStringLiteral("good"), 15000);
        QTRY_COMPARE_WITH_TIMEOUT(historyViewOf(w->window)->table()->rowCount(), 2, 15000);
        QCOMPARE(writes().checkPutOk.value(m_key), 2);
        QVERIFY(writes().uncheckedWrites.isEmpty());
        rowTabsOf(w->window)->setCurrentIndex(Ui::MainWindow::HistoryTab);
        Test::saveShot(&w->window, QStringLiteral("curation-history.png"));
    }

    void statusShortcutWritesAndIsListed()
    {
        auto w = open();
        QVERIFY(w);
        QTRY_VERIFY(w->panel()->isEditable());
        QAction *rejected = w->window.findChild<QAction *>(QStringLiteral("setStatus-rejected"));
        QVERIFY(rejected);
        QVERIFY(!rejected->shortcut().isEmpty());
        bool listed = false;
        for (const QStringList &r : w->window.shortcutTable()) {
            listed = listed || (r.at(1).contains(QStringLiteral("rejected")) &&
                                r.at(2) == rejected->shortcut().toString(QKeySequence::NativeText));
        }
        QVERIFY(listed); // Help → Keyboard Shortcuts shows it
        QVERIFY(QTest::qWaitForWindowActive(&w->window));
        QTest::keySequence(&w->window, rejected->shortcut());
        QVERIFY(waitForRevision(*w, 1));
        QCOMPARE(Test::cellOf(serverRow(), "match0:mstatus"), QByteArray("rejected"));
        QCOMPARE(writes().checkPutOk.value(m_key), 1);
    }

    void readOnlyRefusesBeforeAnyRequest()
    {
        auto w = open(true);
        QVERIFY(w);
        Ui::MatchEditPanel *panel = w->panel();
        QVERIFY(!panel->isEditable());
        QVERIFY(!panel->statusBox()->isEnabled());
        QVERIFY(!panel->reasonLabel()->isHidden());
        QVERIFY(panel->reasonLabel()->text().contains(QStringLiteral("read-only")));
        QVERIFY(panel->statusBox()->toolTip().contains(QStringLiteral("read-only")));
        QVERIFY(!w->curation()->journal()); // nothing of a read-only connection is ever sent
        w->window.findChild<QAction *>(QStringLiteral("setStatus-confirmed"))->trigger();
        QVERIFY(w->window.statusBar()->currentMessage().contains(QStringLiteral("read-only")));
        w->curation()->editQuality(QStringLiteral("bad"), {});
        w->curation()->undo();
        QVERIFY(w->window.statusBar()->currentMessage().contains(QStringLiteral("read-only")));
        QCOMPARE(writeRequests(), 0);
    }

    void conflictDialogThreeChoices_data()
    {
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QString>("mstatus");
        QTest::addColumn<int>("rev");
        QTest::addColumn<QString>("by");
        QTest::newRow("keep theirs") << QStringLiteral("keepTheirs") << QStringLiteral("rejected") << 1
                                     << QStringLiteral("bob");
        QTest::newRow("re-apply mine")
            << QStringLiteral("reapplyMine") << QStringLiteral("confirmed") << 2 << QStringLiteral("alice");
        QTest::newRow("edit") << QStringLiteral("saveEdited") << QStringLiteral("needs-review") << 2
                              << QStringLiteral("alice");
    }
    void conflictDialogThreeChoices()
    {
        QFETCH(QString, choice);
        QFETCH(QString, mstatus);
        QFETCH(int, rev);
        QFETCH(QString, by);
        auto w = open();
        QVERIFY(w);
        QTRY_VERIFY(w->panel()->isEditable());
        // Bob changes the row after alice loaded it.
        Test::CuratorRig bob(m_server->baseUrl(), QStringLiteral("bob"));
        auto bobs = bob.service->setMatch(serverRow(), {QStringLiteral("rejected"), std::nullopt,
                                                        QStringLiteral("wrong paper"), std::nullopt});
        QVERIFY(bobs);
        QCOMPARE(bob.settle(*bobs), Core::EntryState::Applied);

        w->curation()->setStatus(QStringLiteral("confirmed"));
        QTRY_VERIFY_WITH_TIMEOUT(w->curation()->conflictDialog(), 15000);
        Ui::ConflictDialog *dialog = w->curation()->conflictDialog();
        QVERIFY(!w->curation()->conflictButton()->isHidden());
        // Field by field: original, theirs, mine, the changes highlighted.
        QTableWidget *fields = dialog->table();
        QCOMPARE(fields->item(0, 1)->text(), QStringLiteral("matched"));
        QCOMPARE(fields->item(0, 2)->text(), QStringLiteral("rejected"));
        QCOMPARE(fields->item(0, 3)->text(), QStringLiteral("confirmed"));
        QVERIFY(fields->item(0, 2)->font().bold());
        QCOMPARE(fields->item(2, 2)->text(), QStringLiteral("wrong paper"));
        QCOMPARE(fields->item(4, 2)->text(), QStringLiteral("bob"));
        Test::saveShot(dialog, QStringLiteral("curation-conflict.png"));
        QCOMPARE(serverRow().find("match0:mstatus")->value, QByteArray("rejected")); // nothing overwritten

        if (choice == QLatin1StringView("saveEdited")) {
            dialog->editButton()->click();
            QVERIFY(!dialog->saveEditedButton()->isHidden());
            dialog->editedChoice()->setCurrentIndex(dialog->editedChoice()->findText(mstatus));
            dialog->editedNote()->setText(QStringLiteral("edited"));
        }
        dialog->findChild<QPushButton *>(choice)->click();
        QTRY_VERIFY_WITH_TIMEOUT(w->curation()->journal()->pendingCount() == 0, 15000);
        const Core::Row row = serverRow();
        QCOMPARE(QString::fromUtf8(Test::cellOf(row, "match0:mstatus")), mstatus);
        QCOMPARE(Test::jsonCellOf(row, "match0:minfo").value(QLatin1StringView("rev")).toInt(), rev);
        QCOMPARE(Test::jsonCellOf(row, "match0:minfo").value(QLatin1StringView("by")).toString(), by);
        QVERIFY(w->curation()->conflictButton()->isHidden());
        QVERIFY(waitForRevision(*w, rev));
        QVERIFY(writes().uncheckedWrites.isEmpty());
    }

    void undoIsACheckedWrite()
    {
        auto w = open();
        QVERIFY(w);
        QTRY_VERIFY(w->panel()->isEditable());
        QAction *undo = w->curation()->undoAction();
        QVERIFY(!undo->isEnabled());
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        w->curation()->setStatus(QStringLiteral("confirmed"));
        QVERIFY(waitForRevision(*w, 1));
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->text().contains(QStringLiteral("confirmed")), qPrintable(undo->text()));
        undo->trigger();
        QVERIFY(waitForRevision(*w, 2));
        QCOMPARE(Test::cellOf(serverRow(), "match0:mstatus"), QByteArray("matched"));
        QCOMPARE(historyViewOf(w->window)->table()->rowCount(), 2);
        QVERIFY(!undo->isEnabled());
        QCOMPARE(writes().checkPutOk.value(m_key), 2);
        QVERIFY(writes().uncheckedWrites.isEmpty());
    }

    void undoInConflictGoesThroughTheDialog()
    {
        auto w = open();
        QVERIFY(w);
        QTRY_VERIFY(w->panel()->isEditable());
        w->curation()->setStatus(QStringLiteral("confirmed"));
        QVERIFY(waitForRevision(*w, 1));
        Test::CuratorRig bob(m_server->baseUrl(), QStringLiteral("bob"));
        auto bobs =
            bob.service->setMatch(serverRow(), {QStringLiteral("ambiguous"), std::nullopt, {}, std::nullopt});
        QVERIFY(bobs);
        QCOMPARE(bob.settle(*bobs), Core::EntryState::Applied);
        w->curation()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(w->curation()->conflictDialog(), 15000);
        Ui::ConflictDialog *dialog = w->curation()->conflictDialog();
        QCOMPARE(dialog->table()->item(0, 2)->text(), QStringLiteral("ambiguous")); // theirs
        QCOMPARE(dialog->table()->item(0, 3)->text(), QStringLiteral("matched"));   // the undo
        dialog->keepTheirsButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(w->curation()->journal()->pendingCount() == 0, 15000);
        QCOMPARE(Test::cellOf(serverRow(), "match0:mstatus"), QByteArray("ambiguous"));
        QVERIFY(writes().uncheckedWrites.isEmpty());
    }

    void replayedConflictIsANoticeAndCanBeDiscarded()
    {
        // An earlier run journaled an edit while the server was down and quit.
        const quint16 port = m_server->port();
        {
            Core::SavedConnection saved;
            saved.restUrl = m_server->baseUrl();
            saved.table = Test::kCurationTable;
            const QString path = Core::WriteJournal::defaultPath(Core::toConnectionConfig(saved));
            const Core::Row loaded = serverRow();
            m_server->close();
            Test::CuratorRig earlier(saved.restUrl, QStringLiteral("alice"), false, path);
            auto id = earlier.service->setMatch(
                loaded, {QStringLiteral("confirmed"), std::nullopt, {}, std::nullopt});
            QVERIFY(id);
            earlier.journal->close();
            QVERIFY(QFileInfo::exists(path)); // still pending
        }
        QVERIFY(m_server->listen(QHostAddress::LocalHost, port));
        // Meanwhile bob changed the row.
        Test::CuratorRig bob(m_server->baseUrl(), QStringLiteral("bob"));
        auto bobs =
            bob.service->setMatch(serverRow(), {QStringLiteral("rejected"), std::nullopt, {}, std::nullopt});
        QVERIFY(bobs);
        QCOMPARE(bob.settle(*bobs), Core::EntryState::Applied);

        // The window replays it: a notice, not a dialog jumping at the curator.
        auto w = open();
        QVERIFY(w);
        QToolButton *notice = w->curation()->conflictButton();
        QTRY_VERIFY_WITH_TIMEOUT(!notice->isHidden(), 15000);
        QVERIFY(notice->text().contains(QStringLiteral("Conflict")));
        QVERIFY(!w->curation()->conflictDialog());
        QVERIFY(w->curation()->pendingButton()->text().contains(QStringLiteral("waiting for a decision")));
        notice->click();
        QVERIFY(w->curation()->conflictDialog());
        QCOMPARE(w->curation()->conflictDialog()->table()->item(0, 2)->text(), QStringLiteral("rejected"));
        w->curation()->conflictDialog()->close();

        // Pending writes → Discard (confirmed): theirs stays.
        w->curation()->showPendingWrites();
        Ui::PendingWritesDialog *pending = w->curation()->pendingDialog();
        QVERIFY(pending);
        pending->view()->setCurrentIndex(pending->view()->model()->index(0, 0));
        QVERIFY(pending->discardButton()->isEnabled());
        QVERIFY(pending->resolveButton()->isEnabled());
        pending->discardSelected(true);
        QTRY_COMPARE_WITH_TIMEOUT(w->curation()->journal()->pendingCount(), 0, 15000);
        QTRY_VERIFY(notice->isHidden());
        QCOMPARE(Test::cellOf(serverRow(), "match0:mstatus"), QByteArray("rejected"));
        QVERIFY(writes().uncheckedWrites.isEmpty());
    }

    void twoWindowsOnOneTableShareTheJournal()
    {
        auto first = open();
        QVERIFY(first);
        auto second = open();
        QVERIFY(second);
        QTRY_VERIFY(first->panel()->isEditable());
        QTRY_VERIFY(second->panel()->isEditable()); // the second window edits too
        QCOMPARE(first->curation()->journal(), second->curation()->journal());

        // One window's write reaches the other: it reloads the row at the new revision, and its
        // own next edit is checked against that, not against what it loaded first.
        first->curation()->setStatus(QStringLiteral("confirmed"));
        QVERIFY(waitForRevision(*first, 1));
        QVERIFY(waitForRevision(*second, 1));
        second->curation()->setStatus(QStringLiteral("rejected"));
        QVERIFY(waitForRevision(*second, 2));
        QCOMPARE(Test::cellOf(serverRow(), "match0:mstatus"), QByteArray("rejected"));
        QCOMPARE(writes().checkPutOk.value(m_key), 2);
        QCOMPARE(writes().checkConflicts, 0);
        QVERIFY(first->curation()->conflictButton()->isHidden());
        // Each window undoes only its own edits.
        QVERIFY2(first->curation()->undoAction()->text().contains(QStringLiteral("confirmed")),
                 qPrintable(first->curation()->undoAction()->text()));
        QVERIFY2(second->curation()->undoAction()->text().contains(QStringLiteral("rejected")),
                 qPrintable(second->curation()->undoAction()->text()));

        // Closing the window that opened the journal leaves the other one writing.
        first.reset();
        QVERIFY(second->panel()->isEditable());
        second->curation()->editQuality(QStringLiteral("good"), {});
        QTRY_COMPARE_WITH_TIMEOUT(
            Test::jsonCellOf(serverRow(), "grobid0:quality").value(QLatin1StringView("quality")).toString(),
            QStringLiteral("good"), 15000);
        QTRY_COMPARE_WITH_TIMEOUT(second->curation()->journal()->pendingCount(), 0, 15000);
        QVERIFY(writes().uncheckedWrites.isEmpty());
    }

    void windowOwningTheSessionClosesWithPendingWrites()
    {
        // As WindowManager does: the session is the window's child and dies after its widgets.
        auto *window = new Ui::MainWindow;
        auto *session = new Ui::InspectorSession(window->parts(), nullptr, window);
        Gui::WindowManager::assemble(window, session);
        QSignalSpy shown(session, &Ui::InspectorSession::rowShown);
        session->opener()->openConnection(Test::curationConnection(*m_server));
        window->show();
        QVERIFY(shown.wait(15000));
        const QString journalPath = session->curation()->journal()->path();
        m_server->close();
        session->curation()->setStatus(QStringLiteral("confirmed"));
        QCOMPARE(session->curation()->journal()->pendingCount(), 1);
        delete window;                           // no widget is touched after it is gone (ASan would tell)
        QVERIFY(QFileInfo::exists(journalPath)); // the pending write waits for the next time
    }

    void pendingCountWhileTheServerIsDown()
    {
        auto w = open();
        QVERIFY(w);
        QTRY_VERIFY(w->panel()->isEditable());
        QToolButton *pending = w->curation()->pendingButton();
        QVERIFY(!pending->isHidden());
        QCOMPARE(pending->text(), QStringLiteral("All writes saved"));
        const quint16 port = m_server->port();
        m_server->close();
        w->curation()->setStatus(QStringLiteral("confirmed"));
        QTRY_VERIFY_WITH_TIMEOUT(pending->text().contains(QStringLiteral("offline")), 15000);
        QVERIFY2(pending->text().startsWith(QStringLiteral("1 write pending")), qPrintable(pending->text()));
        QVERIFY2(pending->text().contains(QStringLiteral("retrying")), qPrintable(pending->text()));

        pending->click();
        QVERIFY(w->curation()->pendingDialog());
        QTableView *view = w->curation()->pendingDialog()->view();
        QAbstractItemModelTester tester(view->model());
        QCOMPARE(view->model()->rowCount(), 1);
        QVERIFY(!w->curation()->pendingDialog()->discardButton()->isEnabled()); // queued: may have been sent
        Test::saveShot(w->curation()->pendingDialog(), QStringLiteral("curation-pending.png"));

        QVERIFY(m_server->listen(QHostAddress::LocalHost, port));
        w->curation()->pendingDialog()->retryButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(pending->text(), QStringLiteral("All writes saved"), 15000);
        QCOMPARE(Test::cellOf(serverRow(), "match0:mstatus"), QByteArray("confirmed"));
        QCOMPARE(writes().checkPutOk.value(m_key), 1);
        QVERIFY(writes().uncheckedWrites.isEmpty());
    }
};

QTEST_MAIN(TestCurationGui)

#include "tst_curationgui.moc"
