// Edit → Reprocess… against an in-process HBase REST server with generated rows: a
// selection (the confirmation says how many, the summary counts them, the rows show "queued for
// reprocessing"), a filter counted by a scan before the curator can confirm, the ungrobided TSV
// that changes nothing, and a job cancelled or left by a window that went away resumed from the
// status bar of a new window. Every write is a check-and-put / check-and-delete on the server's
// request log.
#include <common/curationfixture.h>
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/widgettestutil.h>
#include <uicommon/windowparts.h>

#include <QAction>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <core/curation/reprocessjob.h>
#include <core/rows/rowquery.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/reprocesscontroller.h>
#include <ui/reprocessdialog.h>
#include <ui/rowlistpane.h>
#include <ui/statusview.h>

using Ei::Test::rowListOf;
using Ei::Test::statusViewOf;

using namespace Ei;

class TestReprocessGui : public QObject
{
    Q_OBJECT

    std::unique_ptr<Server::RestServer> m_server;
    Core::CellSet m_rows;
    QByteArray m_matchedKey;

    struct Window : Test::SessionWindow
    {
        Ui::ReprocessController *reprocess() const { return session.reprocess(); }
    };

    std::unique_ptr<Window> open()
    {
        auto w = std::make_unique<Window>();
        w->openConnection(Test::curationConnection(*m_server));
        if (!w->shown.wait(15000)) {
            return nullptr;
        }
        return w;
    }

    int queuedRows() const { return Test::queuedRows(*m_server); }

    Test::WriteLog writes() const { return Test::writeLogOf(m_server->requestLog(), Test::kCurationTable); }

    static void select(Window &w, int first, int last)
    {
        QTableView *view = rowListOf(w.window)->view();
        // Under load (the ASan pass) the first page may take longer than QTRY's 5 s.
        QTRY_VERIFY_WITH_TIMEOUT(view->model()->rowCount() > last, 15000);
        view->selectionModel()->select(
            QItemSelection(view->model()->index(first, 0), view->model()->index(last, 0)),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("EI_CURATOR", "alice");
    }

    void init()
    {
        m_rows = Test::processedRows();
        QVERIFY(m_rows.size() >= 10);
        Test::addMatchCells(m_rows[2], "matched");
        m_matchedKey = m_rows[2].key;
        m_server = Test::serveCurationTable(m_rows);
        QVERIFY(m_server);
    }

    void cleanup()
    {
        m_server.reset();
        Test::removeWindowJournals();
    }

    void selectionIsConfirmedRunAndSummarised()
    {
        auto w = open();
        QVERIFY(w);
        select(*w, 0, 2);
        const QByteArray shownKey = rowListOf(w->window)->currentKey();
        w->window.findChild<QAction *>(QStringLiteral("reprocessSelection"))->trigger();
        Ui::ReprocessDialog *dialog = w->reprocess()->dialog();
        QVERIFY(dialog);
        QVERIFY2(dialog->summaryLabel()->text().contains(QStringLiteral("3 rows will be queued")),
                 qPrintable(dialog->summaryLabel()->text()));
        QVERIFY(dialog->okButton()->isEnabled());
        dialog->reasonEdit()->setText(QStringLiteral("new GROBID"));
        Test::saveShot(dialog, QStringLiteral("reprocess-confirm.png"));
        dialog->okButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(w->reprocess()->summaryDialog(), 15000);
        QVERIFY2(w->reprocess()->summaryDialog()->headline()->text().startsWith(QStringLiteral("Done: 3 ·")),
                 qPrintable(w->reprocess()->summaryDialog()->headline()->text()));
        Test::saveShot(w->reprocess()->summaryDialog(), QStringLiteral("reprocess-summary.png"));
        // The summary names the rows done, not only how many.
        const QString summaryText = w->reprocess()->summaryDialog()->text();
        QVERIFY2(summaryText.contains(QStringLiteral("Done (queued for reprocessing):")),
                 qPrintable(summaryText));
        for (int i = 0; i < 3; ++i) {
            QVERIFY2(summaryText.contains(QString::fromLatin1(m_rows[i].key)), qPrintable(summaryText));
        }
        QCOMPARE(queuedRows(), 3);
        const Test::WriteLog log = writes();
        QCOMPARE(log.checkPutOk.size(), 3);
        QCOMPARE(log.checkDeleteOk.size(), 3);
        QVERIFY(log.uncheckedWrites.isEmpty());
        // The shown row (one of them) says so in the Status tab.
        if (shownKey == m_rows[0].key || shownKey == m_rows[1].key || shownKey == m_rows[2].key) {
            QTRY_COMPARE_WITH_TIMEOUT(statusViewOf(w->window)->lifecycleText(),
                                      QStringLiteral("Queued for reprocessing"), 15000);
        }
        QVERIFY(w->reprocess()->resumeButton()->isHidden()); // complete: nothing to resume
        // The row list says "queued" in the Status column (read again after the job).
        const auto statusOf = [&](const QByteArray &key) {
            const Models::RowListModel *model = w->session.tableSession()->model();
            for (int c = 0; c < model->columnCount(); ++c) {
                if (model->headerData(c, Qt::Horizontal).toString() == QStringLiteral("Status")) {
                    return model->index(model->rowOfKey(key), c).data().toString();
                }
            }
            return QString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(statusOf(m_rows[0].key), QStringLiteral("queued"), 15000);
        QCOMPARE(statusOf(m_rows[5].key), QStringLiteral("200"));
    }

    void filterIsCountedBeforeConfirming()
    {
        auto w = open();
        QVERIFY(w);
        Core::RowQuery query;
        query.where = {QStringLiteral("match0:mstatus=matched")};
        w->session.tableSession()->model()->setQuery(query);
        w->window.findChild<QAction *>(QStringLiteral("reprocessFilter"))->trigger();
        Ui::ReprocessDialog *dialog = w->reprocess()->dialog();
        QVERIFY(dialog);
        QVERIFY(dialog->summaryLabel()->text().contains(QStringLiteral("counting")));
        QVERIFY(!dialog->okButton()->isEnabled()); // confirm once counted
        QTRY_VERIFY_WITH_TIMEOUT(dialog->okButton()->isEnabled(), 15000);
        QVERIFY2(dialog->summaryLabel()->text().startsWith(QStringLiteral("1 rows match")),
                 qPrintable(dialog->summaryLabel()->text()));
        dialog->okButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(w->reprocess()->summaryDialog(), 15000);
        QVERIFY(w->reprocess()->summaryDialog()->headline()->text().startsWith(QStringLiteral("Done: 1 ·")));
        QCOMPARE(queuedRows(), 1);
        QCOMPARE(writes().checkDeleteOk.value(m_matchedKey), 1);
    }

    void tsvChangesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("queue.tsv"));
        auto w = open();
        QVERIFY(w);
        select(*w, 0, 4);
        w->window.findChild<QAction *>(QStringLiteral("reprocessSelection"))->trigger();
        Ui::ReprocessDialog *dialog = w->reprocess()->dialog();
        QVERIFY(dialog);
        dialog->tsvChoice()->setChecked(true);
        dialog->pathEdit()->setText(path);
        QCOMPARE(dialog->okButton()->text(), QStringLiteral("Write TSV"));
        dialog->okButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(w->reprocess()->summaryDialog(), 15000);
        QFile tsv(path);
        QVERIFY(tsv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = tsv.readAll().split('\n');
        QCOMPARE(lines.size(), 6); // five lines and the last newline
        QCOMPARE(lines.at(0).split('\t').size(), 4);
        QCOMPARE(queuedRows(), 0);
        QCOMPARE(writes().checkPutOk.size() + writes().checkDeleteOk.size() + writes().uncheckedWrites.size(),
                 0);
    }

    void interruptedJobResumesInANewWindow_data()
    {
        QTest::addColumn<bool>("windowDies");
        QTest::newRow("cancelled") << false;
        // The window (and its job) gone mid-way without a cancel, as when the application dies:
        // the journal keeps the writes in flight, the state file the position.
        QTest::newRow("window gone mid-job") << true;
    }
    void interruptedJobResumesInANewWindow()
    {
        QFETCH(bool, windowDies);
        {
            auto w = open();
            QVERIFY(w);
            select(*w, 0, int(m_rows.size()) - 1);
            Ui::ReprocessRequest request;
            request.reason = QStringLiteral("resume test");
            request.rowsPerSecond = 4; // slow enough to stop part-way
            Core::ReprocessJob *job =
                w->reprocess()->start(rowListOf(w->window)->selectedKeys(), false, request);
            QVERIFY(job);
            QSignalSpy progress(job, &Core::ReprocessJob::progress);
            QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.constLast().at(0).toLongLong() >= 1,
                                     15000);
            if (!windowDies) {
                job->cancel();
                QTRY_VERIFY_WITH_TIMEOUT(w->reprocess()->summaryDialog(), 15000);
                QVERIFY(w->reprocess()->summaryDialog()->headline()->text().contains(
                    QStringLiteral("Cancelled")));
                QVERIFY(!w->reprocess()->resumeButton()->isHidden());
            }
            QVERIFY(queuedRows() < m_rows.size());
        }
        // The next window on this table offers to resume.
        auto w = open();
        QVERIFY(w);
        QToolButton *resume = w->reprocess()->resumeButton();
        QVERIFY(!resume->isHidden());
        resume->click();
        QVERIFY(w->reprocess()->job());
        QTRY_VERIFY_WITH_TIMEOUT(w->reprocess()->summaryDialog(), 30000);
        QCOMPARE(queuedRows(), int(m_rows.size()));
        const Test::WriteLog log = writes();
        for (const Core::Row &row : std::as_const(m_rows)) {
            QCOMPARE(log.checkPutOk.value(row.key), 1); // each row exactly once
            QCOMPARE(log.checkDeleteOk.value(row.key), 1);
        }
        QVERIFY(log.uncheckedWrites.isEmpty());
        QVERIFY(resume->isHidden());
    }
};

QTEST_MAIN(TestReprocessGui)

#include "tst_reprocessgui.moc"
