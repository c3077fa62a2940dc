// The window's bulk jobs over a connection with two REST gateways of one cluster (restUrls) and
// parallelScans (issue #28, docs/hbase-client.md "Region-parallel scans"): an export of the whole
// table, the statistics, the count of a filter to reprocess and the reprocessing itself, and a DOI
// search each cut the table at its regions and read it over both gateways, with the same result as
// one scanner would give; an export goes on over the other gateway when one stops mid-run, and the
// status bar says so. The second gateway is a second HTTP server in front of the same table (as
// HBase REST gateways share one cluster); each counts the scan requests it answers.
#include <common/curationfixture.h>
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>

#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <core/export/exportjob.h>
#include <core/rows/rowquery.h>
#include <core/snapshot/rowsfile.h>
#include <models/statspresenter.h>
#include <models/tablesession.h>
#include <server/httpserver.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <ui/exportcontroller.h>
#include <ui/lookupbox.h>
#include <ui/lookupcontroller.h>
#include <ui/reprocesscontroller.h>
#include <ui/reprocessdialog.h>

using namespace Ei;

namespace {

constexpr int kRows = 300;
constexpr int kRegionRows = 50; // 6 regions
const QByteArray kTargetDoi = QByteArrayLiteral("10.1234/target");
const QList<int> kTargetRows{20, 160, 280}; // in three different regions

enum class Job
{
    Export,
    Statistics,
    ReprocessCount,
    Reprocess,
    DoiSearch,
};

bool isScanRequest(const Server::HttpRequest &request)
{
    // A scanner's creation and pages, or a stateless scan's GET /{table}/*.
    return request.path.contains("/scanner") || request.path.contains("/*");
}

QList<QByteArray> keysIn(const QString &path)
{
    QList<QByteArray> keys;
    const auto read = Core::RowsReader::forEachRow(path, [&keys](Core::Row &row, const Core::RowsReader &) {
        keys.append(row.key);
        return Core::Result<void>{};
    });
    if (!read) {
        qWarning("%s", qPrintable(read.error().message));
        return {};
    }
    return keys;
}

} // namespace

Q_DECLARE_METATYPE(Job)

class TestWindowGateways : public QObject
{
    Q_OBJECT

    Core::CellSet m_rows;
    std::unique_ptr<Server::RestServer> m_server;
    std::unique_ptr<Server::HttpServer> m_second;
    int m_firstScans = 0;
    int m_secondScans = 0;
    int m_secondStopsAfter = -1; // scan requests the second gateway answers before it stops; -1: never
    // Faults at chosen moments, whatever order the jobs' requests come in: the first scanner page
    // asked through either gateway finds every scanner forgotten (404), the third finds them ended
    // early (204 with rows left). The random rates alone could miss a job with few pages.
    bool m_certainFaults = false;
    int m_scannerPages = 0;
    void injectFaults(Server::RestServer *server, const Server::HttpRequest &request)
    {
        if (!m_certainFaults || request.method != "GET" || !request.path.contains("/scanner/")) {
            return;
        }
        ++m_scannerPages;
        if (m_scannerPages == 1) {
            server->forgetScanners();
        } else if (m_scannerPages == 3) {
            server->endScannersEarly();
        }
    }

    QString secondUrl() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_second->serverPort()); }

    std::unique_ptr<Test::SessionWindow> open(int parallelScans)
    {
        Core::SavedConnection connection = Test::curationConnection(*m_server);
        connection.restUrls = {secondUrl()};
        connection.parallelScans = parallelScans;
        auto w = std::make_unique<Test::SessionWindow>();
        w->openConnection(connection);
        if (!w->shown.wait(15000)) {
            return nullptr;
        }
        m_firstScans = 0; // the row list's own reads are not the job's
        m_secondScans = 0;
        return w;
    }

    QList<QByteArray> allKeys() const
    {
        QList<QByteArray> keys;
        for (const Core::Row &row : m_rows) {
            keys.append(row.key);
        }
        return keys;
    }

    int queuedRows() const { return Test::queuedRows(*m_server); }

    // Runs `job` in `w` and checks its result; false (with the test failed) otherwise.
    void run(Test::SessionWindow &w, Job job, const QString &exportPath)
    {
        switch (job) {
        case Job::Export: {
            Ui::ExportRequest request;
            request.scope = Ui::ExportRequest::Scope::WholeTable;
            request.format = Core::ExportFormat::Jsonl;
            request.path = exportPath;
            Ui::ExportController *controller = w.session.exportController();
            QSignalSpy finished(controller, &Ui::ExportController::exportFinished);
            QVERIFY(controller->start(request));
            QVERIFY(finished.wait(30000));
            QCOMPARE(keysIn(exportPath), allKeys()); // every row once, in key order
            break;
        }
        case Job::Statistics: {
            Models::StatsPresenter *presenter = w.session.statistics();
            presenter->start(Models::StatsRequest{.by = QStringLiteral("match0:mstatus")});
            QTRY_VERIFY_WITH_TIMEOUT(presenter->state() == Models::StatsPresenter::State::Finished, 30000);
            QCOMPARE(presenter->rowsCounted(), qint64(kRows));
            break;
        }
        case Job::ReprocessCount:
        case Job::Reprocess: {
            w.window.findChild<QAction *>(QStringLiteral("reprocessFilter"))->trigger(); // the whole table
            Ui::ReprocessDialog *dialog = w.session.reprocess()->dialog();
            QVERIFY(dialog);
            QTRY_VERIFY_WITH_TIMEOUT(dialog->okButton()->isEnabled(), 30000);
            QVERIFY2(dialog->summaryLabel()->text().startsWith(QStringLiteral("%1 rows match").arg(kRows)),
                     qPrintable(dialog->summaryLabel()->text()));
            if (job == Job::ReprocessCount) {
                dialog->reject();
                break;
            }
            m_firstScans = 0; // the job's own scans, not the count's
            m_secondScans = 0;
            dialog->okButton()->click();
            QTRY_VERIFY_WITH_TIMEOUT(w.session.reprocess()->summaryDialog(), 60000);
            QCOMPARE(queuedRows(), kRows);
            // Exactly once: one check-and-delete of each row's status, and nothing unchecked.
            const Test::WriteLog writes = Test::writeLogOf(m_server->requestLog(), Test::kCurationTable);
            QCOMPARE(writes.checkDeleteOk.size(), qsizetype(kRows));
            for (const int count : writes.checkDeleteOk) {
                QCOMPARE(count, 1);
            }
            QVERIFY(writes.uncheckedWrites.isEmpty());
            break;
        }
        case Job::DoiSearch: {
            Ui::LookupController *lookup = w.session.lookupController();
            QSignalSpy finished(lookup, &Ui::LookupController::lookupFinished);
            Q_EMIT w.window.parts().lookup->lookupRequested(QString::fromLatin1(kTargetDoi));
            QVERIFY(finished.wait(30000));
            QCOMPARE(finished.first().at(1).toInt(), int(kTargetRows.size()));
            break;
        }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("EI_CURATOR", "alice");
        qRegisterMetaType<Job>();
    }

    void init()
    {
        m_rows = Test::bulkProcessedRows(kRows);
        for (const int i : kTargetRows) {
            Test::addMatchCells(m_rows[i], "matched", kTargetDoi);
        }
        m_server = Test::serveCurationTable(m_rows);
        QVERIFY(m_server);
        Server::RestServerOptions options = m_server->options();
        options.regionRows = kRegionRows;
        m_server->setOptions(options);
        m_firstScans = 0;
        m_secondScans = 0;
        m_secondStopsAfter = -1;
        m_certainFaults = false;
        m_scannerPages = 0;
        Server::RestServer *server = m_server.get();
        server->httpServer()->setHandler(
            [this, server](const Server::HttpRequest &request, Server::HttpResponder responder) {
                m_firstScans += isScanRequest(request) ? 1 : 0;
                injectFaults(server, request);
                server->handle(request, std::move(responder));
            });
        m_second = std::make_unique<Server::HttpServer>();
        m_second->setHandler([this, server](const Server::HttpRequest &request,
                                            Server::HttpResponder responder) {
            if (isScanRequest(request) && m_secondStopsAfter >= 0 && m_secondScans >= m_secondStopsAfter) {
                responder.drop(); // the gateway went away: no answer, and no new connection
                m_second->close();
                return;
            }
            m_secondScans += isScanRequest(request) ? 1 : 0;
            injectFaults(server, request);
            server->handle(request, std::move(responder));
        });
        QVERIFY(m_second->listen(QHostAddress::LocalHost, 0));
    }

    void cleanup()
    {
        m_second.reset();
        m_server.reset();
        Test::removeWindowJournals();
    }

    void everyBulkJobReadsOverBothGateways_data()
    {
        QTest::addColumn<Job>("job");
        QTest::addColumn<bool>("faults");
        const QList<std::pair<const char *, Job>> jobs{
            {"export of the whole table", Job::Export},
            {"statistics", Job::Statistics},
            {"count of a filter to reprocess", Job::ReprocessCount},
            {"reprocessing a filter", Job::Reprocess},
            {"DOI search", Job::DoiSearch}};
        for (const auto &[name, job] : jobs) {
            QTest::addRow("%s", name) << job << false;
            // The gateway forgets scanners and ends scans early (204 with rows left): the same
            // result, every row reprocessed exactly once.
            QTest::addRow("%s, scanners lost and ended early", name) << job << true;
        }
    }
    void everyBulkJobReadsOverBothGateways()
    {
        QFETCH(Job, job);
        QFETCH(bool, faults);
        auto w = open(4);
        QVERIFY(w);
        if (faults) {
            Server::RestServerOptions faulty = m_server->options();
            faulty.scannerLossRate = 0.2;
            faulty.earlyEndRate = 0.2;
            faulty.faultSeed = 7;
            m_server->setOptions(faulty);
            m_certainFaults = true;
        }
        QCOMPARE(w->session.tableSession()->gateways()->size(), 2);
        QCOMPARE(w->session.tableSession()->parallelScans(), 4);
        QTemporaryDir dir;
        run(*w, job, dir.filePath(QStringLiteral("table.jsonl")));
        if (QTest::currentTestFailed()) {
            return;
        }
        if (faults) { // the faults did happen: a scanner forgotten (404; a 204 may be a real end)
            QVERIFY(std::ranges::any_of(m_server->requestLog(), [](const Server::RestLogEntry &e) {
                return e.path.contains("/scanner/") && e.status == 404;
            }));
        }
        QVERIFY2(m_firstScans > 0 && m_secondScans > 0,
                 qPrintable(QStringLiteral("scan requests: %1 on the first gateway, %2 on the second")
                                .arg(m_firstScans)
                                .arg(m_secondScans)));
    }

    // Opening another table (here: closing this one) while an export reads over both gateways
    // lets go of their clients: the export stops at once and says so — resumable once it has a
    // checkpoint, else leaving nothing — never hanging or claiming a partial file complete. (It
    // waited for answers that would never come.)
    void anExportStopsWhenItsTableCloses_data()
    {
        QTest::addColumn<bool>("afterACheckpoint");
        QTest::newRow("before its first checkpoint") << false;
        QTest::newRow("after a checkpoint: resumable") << true;
    }
    void anExportStopsWhenItsTableCloses()
    {
        QFETCH(bool, afterACheckpoint);
        auto w = open(4);
        QVERIFY(w);
        Server::RestServerOptions slow = m_server->options();
        slow.latencyMs = 400; // the first checkpoint (after 1 s) comes before the end
        m_server->setOptions(slow);
        QTemporaryDir dir;
        Ui::ExportRequest request;
        request.scope = Ui::ExportRequest::Scope::WholeTable;
        request.format = Core::ExportFormat::Jsonl;
        request.path = dir.filePath(QStringLiteral("table.jsonl"));
        Ui::ExportController *controller = w->session.exportController();
        const QString statePath = controller->statePath();
        QSignalSpy finished(controller, &Ui::ExportController::exportFinished);
        Core::ExportJob *job = controller->start(request);
        QVERIFY(job);
        if (afterACheckpoint) {
            QTRY_VERIFY(m_secondScans > 0); // reading over both gateways
            QTRY_VERIFY_WITH_TIMEOUT(job->hasSavedState(), 10000);
        }
        QVERIFY(finished.isEmpty());
        QSignalSpy jobFinished(job, &Core::ExportJob::finished);
        w->session.tableSession()->close();
        QVERIFY(!finished.isEmpty() || finished.wait(10000)); // at once: not after a timeout
        QCOMPARE(jobFinished.size(), 1);
        QVERIFY2(!job->result().has_value(), "a partial export was reported complete");
        QVERIFY(!QFile::exists(request.path)); // only a complete export has its final name
        QCOMPARE(QFile::exists(statePath), afterACheckpoint);
        const QString message = w->window.parts().statusBar->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("table was closed")), qPrintable(message));
        QCOMPARE(message.contains(QStringLiteral("What it wrote is kept")), afterACheckpoint);
    }

    void anExportGoesOnWhenAGatewayStops()
    {
        auto w = open(4);
        QVERIFY(w);
        m_secondStopsAfter = 3; // its scanners and their pages go with it
        const QString stopped = secondUrl();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("table.jsonl"));
        QStatusBar *statusBar = w->window.parts().statusBar;
        QSignalSpy messages(statusBar, &QStatusBar::messageChanged);
        run(*w, Job::Export, path);
        if (QTest::currentTestFailed()) {
            return;
        }
        QCOMPARE(m_secondScans, 3);
        QVERIFY(std::ranges::any_of(messages, [&stopped](const QList<QVariant> &message) {
            return message.first().toString().contains(stopped) &&
                   message.first().toString().contains(QStringLiteral("failed"));
        }));
    }
};

QTEST_MAIN(TestWindowGateways)
#include "tst_windowgateways.moc"
