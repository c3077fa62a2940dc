// File → Reset Demo Data… through the window's own action, in a window assembled as the
// application makes one (its ConnectionController included) over the application's
// InProcessTables: the action is on for the demo only; its confirmation's Cancel leaves the
// user's edits alone and no reset reaches the table, Reset serves the shipped rows again and
// deletes the user's copy (its files and the emptied folder); a window that leaves the demo
// while the box is open closes the box and resets nothing.
// (tst_connectionopener* test the opener's relay of the reset; tst_demoservice the demo's own.)
#include <common/curationfixture.h>
#include <common/testutil.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <app/gui/inprocesstables.h>
#include <app/gui/windowmanager.h>
#include <core/settings/connectionstore.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <ui/connectioncontroller.h>
#include <ui/connectionopener.h>
#include <ui/curationcontroller.h>
#include <ui/inspectorsession.h>
#include <ui/localtables.h>
#include <ui/mainwindow.h>

using namespace Ei;

namespace {

const QString kConfirmBox = QStringLiteral("confirmResetDemo");

// One table of the application's InProcessTables, which counts the resets that reach it.
class CountedTable final : public Ui::LocalTable
{
public:
    CountedTable(int *resets, QObject *parent)
        : LocalTable(parent)
        , m_resets(resets)
    {}

    // `real` (a child of this) answers on a later turn: its answers are relayed from there on.
    void hold(Ui::LocalTable *real)
    {
        m_real = real;
        connect(real, &LocalTable::served, this, &LocalTable::served);
        connect(real, &LocalTable::failed, this, &LocalTable::failed);
        connect(real, &LocalTable::tableReset, this, &LocalTable::tableReset);
        connect(real, &LocalTable::saveFailed, this, &LocalTable::saveFailed);
    }

    bool isDemo() const override { return m_real->isDemo(); }
    QString userCopyDir() const override { return m_real->userCopyDir(); }
    void resetDemoData() override
    {
        ++*m_resets;
        m_real->resetDemoData();
    }

private:
    int *m_resets;
    Ui::LocalTable *m_real = nullptr;
};

// A demo that cannot start: it says so on the next turn.
class FailingDemo final : public Ui::LocalTable
{
public:
    explicit FailingDemo(QObject *parent)
        : LocalTable(parent)
    {
        QMetaObject::invokeMethod(
            this,
            [this] {
                Q_EMIT failed(Core::Error{Core::ErrorKind::Io, QStringLiteral("The demo could not start.")});
            },
            Qt::QueuedConnection);
    }
    bool isDemo() const override { return true; }
    QString userCopyDir() const override { return {}; }
    void resetDemoData() override {}
};

// The application's InProcessTables, counting every Reset Demo Data that reaches a table (the
// demo's or an export's); with `demoFails`, the demo cannot start.
class CountingTables final : public Ui::LocalTables
{
public:
    int resets = 0;
    bool demoFails = false;

    Ui::LocalTable *serveDemo(const QString &snapshotDir, const QString &userCopyDir,
                              QObject *parent) override
    {
        if (demoFails) {
            return new FailingDemo(parent);
        }
        auto *table = new CountedTable(&resets, parent);
        table->hold(m_real.serveDemo(snapshotDir, userCopyDir, table));
        return table;
    }
    Ui::LocalTable *serveExport(const QString &path, QObject *parent) override
    {
        auto *table = new CountedTable(&resets, parent);
        table->hold(m_real.serveExport(path, table));
        return table;
    }

private:
    Gui::InProcessTables m_real;
};

// A window as WindowManager::createWindow() makes one (without Tools → Cluster…), its demo edits
// in `userCopyDir`.
struct ControlledWindow
{
    ControlledWindow(const Core::ConnectionStore &store, const QString &userCopyDir)
        : controller(window.parts(), &session, store, Test::builtDemoDir())
    {
        controller.setDemoUserCopyDir(userCopyDir);
        Gui::WindowManager::assemble(&window, &session, &controller);
        window.show();
    }

    CountingTables tables;
    Ui::MainWindow window;
    Ui::InspectorSession session{window.parts(), &tables};
    Ui::ConnectionController controller;
    QSignalSpy ready{&session, &Ui::InspectorSession::ready};
    QSignalSpy failed{&session, &Ui::InspectorSession::failed};
    QSignalSpy shown{&session, &Ui::InspectorSession::rowShown};

    // Reset Demo Data as the window's File menu offers it; null if no menu of the window has it.
    QAction *resetAction() const
    {
        for (const QMenu *menu : window.menuBar()->findChildren<QMenu *>()) {
            if (menu->actions().contains(controller.resetDemoAction())) {
                return controller.resetDemoAction();
            }
        }
        return nullptr;
    }
    QMessageBox *confirmation() const { return window.findChild<QMessageBox *>(kConfirmBox); }
    Models::RowListModel *rows() const { return session.tableSession()->model(); }

    // Opens `what` ("demo", "saved" for the connection "Server", "export" of the built demo, or
    // "broken export") and waits until it is shown, or for an export that cannot be opened until
    // it failed.
    bool open(const QString &what)
    {
        ready.clear();
        failed.clear();
        if (what == u"demo") {
            controller.open(Ui::ConnectionChoice{});
        } else if (what == u"saved") {
            controller.open(Ui::ConnectionChoice{false, QStringLiteral("Server"), false});
        } else if (what == u"broken demo") {
            tables.demoFails = true;
            controller.open(Ui::ConnectionChoice{});
        } else if (what == u"export") {
            Q_EMIT window.openExportRequested(Test::builtDemoDir());
        } else {
            Q_EMIT window.openExportRequested(QStringLiteral("/nonexistent/export.jsonl.sz"));
        }
        QSignalSpy &answer = what.startsWith(u"broken") ? failed : ready;
        return answer.size() > 0 || answer.wait(30000);
    }
};

// Clicks the button of `box` with `role`; false if it has none.
bool clickButton(QMessageBox *box, QMessageBox::ButtonRole role)
{
    for (QAbstractButton *button : box->buttons()) {
        if (box->buttonRole(button) == role) {
            button->click();
            return true;
        }
    }
    return false;
}

// Each loaded row's key and match status: what the row list shows of the curation.
QMap<QByteArray, QByteArray> shownStatuses(const Models::RowListModel *model)
{
    QMap<QByteArray, QByteArray> statuses;
    for (int i = 0; model && i < model->rowCount(); ++i) {
        if (const Core::Row *row = model->rowAt(i)) {
            const Core::Cell *status = row->find("match0:mstatus");
            statuses.insert(row->key, status ? status->value : QByteArray());
        }
    }
    return statuses;
}

// The rows whose status differs between `shown` and `expected` (absent: "-"), for a failure message.
QByteArray differences(const QMap<QByteArray, QByteArray> &shown,
                       const QMap<QByteArray, QByteArray> &expected)
{
    QByteArrayList lines;
    QMap<QByteArray, QByteArray> all = shown;
    all.insert(expected);
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        const QByteArray was = shown.value(it.key(), "-");
        const QByteArray wanted = expected.value(it.key(), "-");
        if (was != wanted || shown.contains(it.key()) != expected.contains(it.key())) {
            lines << it.key() + ": shown \"" + was + "\", expected \"" + wanted + '"';
        }
    }
    return lines.join('\n');
}

// The files of the demo's user copy (none once it is reset).
QStringList userCopyFiles(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::NoDotAndDotDot);
}

} // namespace

class TestResetDemoData : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Server::RestServer m_server; // the saved connection "Server"

    Core::ConnectionStore store() const
    {
        return Core::ConnectionStore(m_dir.filePath(QStringLiteral("connections.ini")),
                                     m_dir.filePath(QStringLiteral("secrets.json")));
    }

private Q_SLOTS:
    void initTestCase()
    {
        EI_REQUIRE_BUILT_DEMO();
        QStandardPaths::setTestModeEnabled(true); // journals and settings go to the test's folders
        qputenv("EI_CURATOR", "alice");
        Test::useBuiltRenderWorker();
        QVERIFY(m_dir.isValid());
        auto table = std::make_unique<Server::TableStore>(
            Core::TableSchema::create(QStringLiteral("server-table"), {"f", "file", "match0"}));
        QVERIFY(table->put({{"row-1", {{"file:mime", Core::Cell::kNoTimestamp, "application/pdf"}}}})
                    .has_value());
        m_server.addTable(std::move(table));
        QVERIFY(m_server.listen());
        Core::SavedConnection saved;
        saved.name = QStringLiteral("Server");
        saved.restUrl = m_server.baseUrl();
        saved.table = QStringLiteral("server-table");
        Core::ConnectionStore s = store();
        QVERIFY(s.save(saved).has_value());
    }

    void cleanup() { Test::removeWindowJournals(); }

    // The action is on for the demo only, whatever the window showed before; off, it shows no
    // confirmation even when asked directly.
    void enabledOnTheDemoOnly_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<bool>("enabled");
        QTest::newRow("demo") << "saved" << "demo" << true;
        QTest::newRow("demo after an export") << "export" << "demo" << true;
        QTest::newRow("saved connection") << "demo" << "saved" << false;
        QTest::newRow("opened export") << "demo" << "export" << false;
        QTest::newRow("export that cannot be opened") << "demo" << "broken export" << false;
        QTest::newRow("demo that cannot start") << "saved" << "broken demo" << false;
    }
    void enabledOnTheDemoOnly()
    {
        QFETCH(QString, before);
        QFETCH(QString, shown);
        QFETCH(bool, enabled);
        QTemporaryDir edits;
        ControlledWindow w(store(), edits.path());
        QVERIFY(w.resetAction());
        QVERIFY(w.open(before));
        QCOMPARE(w.resetAction()->isEnabled(), before == u"demo");
        QVERIFY(w.open(shown));
        QCOMPARE(w.resetAction()->isEnabled(), enabled);
        QCOMPARE(w.session.opener()->isDemo(), enabled);

        w.resetAction()->trigger();
        QCOMPARE(w.confirmation() != nullptr, enabled);
        w.controller.resetDemoData(); // the slot behind it refuses by itself
        QCOMPARE(w.window.findChildren<QMessageBox *>(kConfirmBox).size(), enabled ? 2 : 0);
        QCOMPARE(w.tables.resets, 0);
    }

    // With an edit of the demo in the user's copy (a status set through the Edit menu, written
    // back by the demo): Cancel keeps it, and no reset reaches the table; Reset shows the shipped
    // rows again and deletes the copy's files.
    void confirmation_data()
    {
        QTest::addColumn<QMessageBox::ButtonRole>("clicked");
        QTest::addColumn<bool>("resets");
        QTest::newRow("Cancel") << QMessageBox::RejectRole << false;
        QTest::newRow("Reset") << QMessageBox::DestructiveRole << true;
    }
    void confirmation()
    {
        QFETCH(QMessageBox::ButtonRole, clicked);
        QFETCH(bool, resets);
        QTemporaryDir edits;
        const QString userCopy = edits.filePath(QStringLiteral("demo-edits"));
        ControlledWindow w(store(), userCopy);
        QVERIFY(w.open(QStringLiteral("demo")));
        QAbstractItemModelTester tester(w.rows());
        QVERIFY(!w.shown.isEmpty() || w.shown.wait(30000)); // the first processed row
        // The list holds the whole demo (a few hundred rows), every row loaded.
        QTRY_VERIFY_WITH_TIMEOUT(w.rows()->endReached() && !w.rows()->isLoading(), 30000);
        const QMap<QByteArray, QByteArray> shipped = shownStatuses(w.rows());
        QVERIFY(shipped.size() >= 200);
        QCOMPARE(shipped.size(), w.rows()->rowCount());
        QVERIFY(userCopyFiles(userCopy).isEmpty());

        // The curator sets another status on the shown row.
        const QByteArray key = w.session.tableSession()->currentKey();
        QVERIFY(shipped.contains(key));
        QString status;
        for (const QAction *a : w.session.curation()->statusActions()) {
            const QString word = a->objectName().mid(QStringLiteral("setStatus-").size());
            if (word.toUtf8() != shipped.value(key)) {
                status = word;
                break;
            }
        }
        QVERIFY(!status.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(w.session.curation()->isEditable(), 15000);
        QAction *setStatus = w.window.findChild<QAction *>(QStringLiteral("setStatus-") + status);
        QVERIFY(setStatus);
        setStatus->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(shownStatuses(w.rows()).value(key), status.toUtf8(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(userCopyFiles(userCopy).contains(QStringLiteral("manifest.json")), 15000);
        QMap<QByteArray, QByteArray> edited = shipped;
        edited.insert(key, status.toUtf8());
        QCOMPARE(shownStatuses(w.rows()), edited);

        QSignalSpy reset(w.session.opener(), &Ui::ConnectionOpener::tableReset);
        QVERIFY(w.resetAction()->isEnabled());
        w.resetAction()->trigger();
        QPointer<QMessageBox> box = w.confirmation();
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY2(box->text().contains(userCopy), qPrintable(box->text()));
        QVERIFY(clickButton(box, clicked));
        QTRY_VERIFY(box.isNull()); // closed and deleted
        QCOMPARE(w.tables.resets, resets ? 1 : 0);
        if (!resets) {
            QVERIFY(reset.isEmpty());
            QVERIFY(userCopyFiles(userCopy).contains(QStringLiteral("manifest.json")));
            QCOMPARE(shownStatuses(w.rows()), edited);
            return;
        }
        QVERIFY(reset.size() == 1 || reset.wait(30000));
        // The list reads its first page again: every row it shows is the shipped one, the edited
        // row among them.
        QTRY_VERIFY_WITH_TIMEOUT(!w.rows()->isLoading() && shownStatuses(w.rows()).contains(key), 30000);
        const QMap<QByteArray, QByteArray> afterReset = shownStatuses(w.rows());
        QMap<QByteArray, QByteArray> shippedShown;
        for (const QByteArray &k : afterReset.keys()) {
            shippedShown.insert(k, shipped.value(k, "-"));
        }
        QVERIFY2(afterReset == shippedShown, differences(afterReset, shippedShown).constData());
        QCOMPARE(afterReset.value(key), shipped.value(key));
        QCOMPARE(userCopyFiles(userCopy), QStringList());
        QVERIFY(!QFileInfo::exists(userCopy)); // the emptied folder too
        QVERIFY(w.resetAction()->isEnabled()); // still the demo
    }

    // The window opened something else while the box was open: the box goes (it asked about the
    // demo, which is no longer shown) and nothing is reset.
    void leavingTheDemoWhileAskedResetsNothing_data()
    {
        QTest::addColumn<QString>("shown");
        QTest::newRow("saved connection") << "saved";
        QTest::newRow("opened export") << "export";
        QTest::newRow("export that cannot be opened") << "broken export";
    }
    void leavingTheDemoWhileAskedResetsNothing()
    {
        QFETCH(QString, shown);
        QTemporaryDir edits;
        ControlledWindow w(store(), edits.path());
        QVERIFY(w.open(QStringLiteral("demo")));
        w.resetAction()->trigger();
        QPointer<QMessageBox> box = w.confirmation();
        QVERIFY(box);
        QVERIFY(w.open(shown));
        QVERIFY(!w.session.opener()->isDemo());
        QTRY_VERIFY(box.isNull()); // the question went with the demo
        QCOMPARE(w.tables.resets, 0);
        QVERIFY(!w.resetAction()->isEnabled());
    }
};

QTEST_MAIN(TestResetDemoData)
#include "tst_resetdemodata.moc"
