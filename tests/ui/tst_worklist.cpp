// Worklists: the current filter saved as a worklist, listed and deleted; review mode walks its
// rows with one key per decision (A accept, R reject, F flag), each a checked write on the
// server's request log, moving to the next row and counting "N of M reviewed".
#include <common/curationfixture.h>
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/widgettestutil.h>
#include <uicommon/windowparts.h>

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <core/rows/rowquery.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>
#include <ui/rowlistpane.h>
#include <ui/worklist.h>

using Ei::Test::matchViewOf;
using Ei::Test::rowListOf;

using namespace Ei;

class TestWorklist : public QObject
{
    Q_OBJECT

    std::unique_ptr<Server::RestServer> m_server;
    QList<QByteArray> m_matched; // in key order

    QByteArray mstatusOnServer(const QByteArray &key) const
    {
        QByteArray out;
        m_server->table(Test::kCurationTable)->scan({}, true, {}, [&](Core::Row &&row) {
            if (row.key == key) {
                const Core::Cell *c = row.find("match0:mstatus");
                out = c ? c->value : QByteArray();
                return false;
            }
            return true;
        });
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("EI_CURATOR", "alice");
        Test::useBuiltRenderWorker();
    }

    void init()
    {
        Core::CellSet rows = Test::processedRows();
        QVERIFY(rows.size() >= 10);
        m_matched.clear();
        for (int i : {1, 4, 7}) {
            Test::addMatchCells(rows[i], "matched");
            m_matched.append(rows[i].key);
        }
        m_server = Test::serveCurationTable(rows);
        QVERIFY(m_server);
        Ui::WorklistStore::save({});
    }

    void cleanup()
    {
        m_server.reset();
        Test::removeWindowJournals();
    }

    void savedFilterIsReviewedWithOneKeyEach()
    {
        Test::SessionWindow w;
        w.openConnection(Test::curationConnection(*m_server));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QVERIFY(w.shown.wait(15000));
        Ui::WorklistController *worklist = w.session.worklist();

        // Save the current filter as a worklist; list it.
        Core::RowQuery query;
        query.where = {QStringLiteral("match0:mstatus=matched")};
        w.session.tableSession()->model()->setQuery(query);
        QVERIFY(worklist->saveCurrentFilter(QStringLiteral("to check"), QString()));
        QList<Ui::Worklist> saved = Ui::WorklistStore::load();
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved[0].name, QStringLiteral("to check"));
        QCOMPARE(saved[0].query.where, query.where);

        // Start it from another filter: the queue opens on its first row.
        w.session.tableSession()->model()->setQuery({});
        worklist->start(saved[0]);
        QVERIFY(!worklist->bar()->isHidden());
        QTRY_COMPARE_WITH_TIMEOUT(rowListOf(w.window)->currentKey(), m_matched[0], 15000);
        QTRY_COMPARE_WITH_TIMEOUT(worklist->progressText(), QStringLiteral("0 of 3 reviewed"), 15000);
        const QString keysShown =
            worklist->bar()->findChild<QLabel *>(QStringLiteral("worklistKeys"))->text();
        QVERIFY2(keysShown.contains(QStringLiteral("<b>A</b> accept")), qPrintable(keysShown));
        Test::saveShot(&w.window, QStringLiteral("worklist.png"));

        const QList<std::pair<Qt::Key, QByteArray>> decisions{
            {Qt::Key_A, "confirmed"}, {Qt::Key_R, "rejected"}, {Qt::Key_F, "needs-review"}};
        for (int i = 0; i < decisions.size(); ++i) {
            // The row is shown (its loaded bytes are what the write is checked against).
            QTRY_VERIFY_WITH_TIMEOUT(
                !w.shown.isEmpty() && w.shown.constLast().at(0).toByteArray() == m_matched[i], 15000);
            rowListOf(w.window)->view()->setFocus();
            QTest::keyClick(&w.window, decisions[i].first);
            QTRY_COMPARE_WITH_TIMEOUT(mstatusOnServer(m_matched[i]), decisions[i].second, 15000);
            QCOMPARE(worklist->reviewed(), i + 1);
            if (i + 1 < decisions.size()) {
                QTRY_COMPARE_WITH_TIMEOUT(rowListOf(w.window)->currentKey(), m_matched[i + 1], 15000);
            }
        }
        QCOMPARE(worklist->progressText(), QStringLiteral("3 of 3 reviewed"));
        const Test::WriteLog log = Test::writeLogOf(m_server->requestLog(), Test::kCurationTable);
        for (const QByteArray &key : std::as_const(m_matched)) {
            QCOMPARE(log.checkPutOk.value(key), 1);
        }
        QVERIFY(log.uncheckedWrites.isEmpty());

        // Outside review mode the letters do nothing.
        worklist->stop();
        QVERIFY(worklist->bar()->isHidden());
        for (QAction *a : worklist->decisionActions()) {
            QVERIFY(!a->isEnabled());
        }
        Ui::WorklistStore::remove(QStringLiteral("to check"));
        QVERIFY(Ui::WorklistStore::load().isEmpty());
    }

    void verdictIsFilteredClientSide()
    {
        // The demo has Crossref records for its DOIs, so every processed row gets a verdict.
        EI_REQUIRE_BUILT_DEMO();
        Test::SessionWindow w;
        QTemporaryDir userCopy;
        QVERIFY(w.openDemo(Test::builtDemoDir(), userCopy.path()));
        QVERIFY(w.shown.wait(30000));
        Core::RowQuery query;
        query.where = {QStringLiteral("match0:mstatus=rejected")};
        // Rejected demo rows keep their DOI but not their title: "ambiguous" (doi-equal, title-mismatch).
        w.session.worklist()->start({QStringLiteral("ambiguous"), query, QStringLiteral("ambiguous")});
        QTRY_VERIFY2_WITH_TIMEOUT(matchViewOf(w.window)->verdictText().contains(QStringLiteral("ambiguous")),
                                  qPrintable(matchViewOf(w.window)->verdictText() + u' ' +
                                             QString::fromLatin1(rowListOf(w.window)->currentKey())),
                                  30000);
        const QByteArray stoppedAt = rowListOf(w.window)->currentKey();
        QCOMPARE(w.session.worklist()->skippedByVerdict(), 0);
        // A worklist wanting "exact" over the same rows skips the rows whose verdict is another one.
        w.session.worklist()->start({QStringLiteral("exact"), query, QStringLiteral("exact")});
        QTRY_VERIFY_WITH_TIMEOUT(w.session.worklist()->skippedByVerdict() > 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(rowListOf(w.window)->currentKey() != stoppedAt, 30000);
    }
};

QTEST_MAIN(TestWorklist)

#include "tst_worklist.moc"
