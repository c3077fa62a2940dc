// Tools → Cluster…: the presenter's models over a served table (regions, figures, estimates,
// the schema check and its one-click fix), read-only connections with every write disabled and
// its reason in the tooltip, the typed-name confirmation. With EI_SCREENSHOT_DIR set, it also
// saves the cluster and tables pages of a 1,000,000-row table in 10 regions.
#include <KMessageWidget>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QGuiApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <core/hbase/restclient.h>
#include <models/clusterpresenter.h>
#include <models/semanticcolors.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <ui/clustercontroller.h>
#include <ui/clusterwindow.h>
#include <ui/typedconfirmdialog.h>

#include "common/servedtable.h"
#include "uicommon/sessionwindow.h"

using namespace Ei;
using namespace Qt::StringLiterals;
using Test::ServedTable;

namespace {

void fill(ServedTable &served, int rows)
{
    Core::CellSet batch;
    for (int i = 0; i < rows; ++i) {
        batch.append(Core::Row{ServedTable::keyFor(QByteArray::number(i)),
                               {ServedTable::textCell("f:c", R"({"u":"http://example.org/a.pdf"})"),
                                ServedTable::textCell("file:mime", "application/pdf"),
                                ServedTable::int64Cell("grobid0:status_code", 200)}});
        if (batch.size() == 10000) {
            served.put(batch);
            batch.clear();
        }
    }
    served.put(batch);
}

Models::ClusterPresenter::Connection connectionOf(const ServedTable &served,
                                                  const QString &readOnlyReason = {})
{
    static const Core::ProfileRegistry registry = Core::ProfileRegistry::builtin();
    Models::ClusterPresenter::Connection c;
    c.config = served.client()->config();
    c.profile = *registry.find(u"journal-extract"_s);
    c.keyFormat = c.profile.keyFormat;
    c.readOnlyReason = readOnlyReason;
    return c;
}

} // namespace

class TestClusterWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modelsAndWindow()
    {
        ServedTable served;
        fill(served, 1000);
        Server::RestServerOptions options;
        options.regionRows = 100;
        served.server()->setOptions(options);
        Models::ClusterPresenter presenter;
        QAbstractItemModelTester nodesTester(presenter.nodes());
        QAbstractItemModelTester tablesTester(presenter.tables());
        QAbstractItemModelTester familiesTester(presenter.families());
        QAbstractItemModelTester regionsTester(presenter.regions());
        QAbstractItemModelTester findingsTester(presenter.findings());
        Ui::ClusterWindow window(&presenter);
        presenter.setConnection(connectionOf(served));
        QTRY_COMPARE(presenter.regions()->rowCount(), 10);
        QCOMPARE(presenter.nodes()->rowCount(), 1);
        QCOMPARE(presenter.families()->rowCount(), 4);
        QTRY_VERIFY(presenter.tables()->rowCount() == 2); // default, hbase
        // Each namespace's tables arrive in an answer of their own, after the namespace list.
        QTRY_VERIFY(presenter.tables()->item(0)->rowCount() > 0);
        QCOMPARE(presenter.tables()->item(0)->child(0)->data(Qt::UserRole).toString(), served.table());
        // The regions cover the key space left to right.
        const auto &regions = presenter.regions()->regions();
        QCOMPARE(regions.first().startFraction, 0.0);
        QCOMPARE(regions.last().endFraction, 1.0);
        for (qsizetype i = 1; i < regions.size(); ++i) {
            QCOMPARE(regions[i].startFraction, regions[i - 1].endFraction);
            QVERIFY(regions[i].startFraction > regions[i - 1].startFraction);
            QVERIFY(regions[i].load.has_value());
        }
        QVERIFY(presenter.tableEstimate().startsWith(u"Estimated"_s));

        // The check finds grobid0 uncompressed; its fix is one click (plus the confirmation).
        QSignalSpy finished(&presenter, &Models::ClusterPresenter::checkFinished);
        QVERIFY(window.checkButton()->isEnabled());
        window.checkButton()->click();
        QTRY_COMPARE(finished.size(), 1);
        const auto &findings = presenter.findings()->findings();
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().rule, u"family-attribute"_s);
        QVERIFY(!window.fixButton()->isEnabled());
        QTableView *findingsView = nullptr;
        for (QTableView *view : window.findChildren<QTableView *>()) {
            if (view->model() == presenter.findings()) {
                findingsView = view;
            }
        }
        QVERIFY(findingsView);
        findingsView->setCurrentIndex(presenter.findings()->index(0, 0));
        QVERIFY(window.fixButton()->isEnabled());
        QCOMPARE(window.fixButton()->toolTip(), u"Set grobid0 COMPRESSION=SNAPPY"_s);
        presenter.applyFix(*findings.first().fix);
        QTRY_COMPARE(served.store()->schema().family("grobid0")->attributes.value(u"COMPRESSION"_s),
                     u"SNAPPY"_s);
        QCOMPARE(served.store()->schema().families.size(), 4);
        QCOMPARE(served.store()->rowCount(), 1000);
        // What the fix did is said in the window's strip, as a success.
        auto *strip = window.findChild<KMessageWidget *>(u"clusterMessage"_s);
        QVERIFY(strip);
        QTRY_VERIFY(!strip->isHidden());
        QCOMPARE(strip->messageType(), KMessageWidget::Positive);
        QVERIFY(!strip->text().isEmpty());
        QVERIFY(window.createButton()->isEnabled());
        QVERIFY(window.dropButton()->isEnabled());
    }

    // Check Schema's sample is spread over the table's regions (and the connection's gateways with
    // its parallelScans): a stray column at the start of the last region is found by a sample of
    // 20 rows of 1,000 (2 per region), which the table's first 20 rows would miss.
    void checkSamplesEveryRegion_data()
    {
        QTest::addColumn<int>("parallelScans");
        QTest::addColumn<bool>("found");
        QTest::newRow("automatic: spread over the regions") << 0 << true;
        QTest::newRow("one scanner: the first rows") << 1 << false;
    }
    void checkSamplesEveryRegion()
    {
        QFETCH(int, parallelScans);
        QFETCH(bool, found);
        ServedTable served;
        fill(served, 1000);
        Server::RestServerOptions options;
        options.regionRows = 100;
        served.server()->setOptions(options);
        QList<QByteArray> keys;
        served.store()->scan({}, true, {}, [&keys](Core::Row &&row) {
            keys.append(row.key);
            return true;
        });
        QCOMPARE(keys.size(), 1000);
        // The first row of the last region (of 100 rows each), among those its share samples.
        served.put({Core::Row{keys.at(900), {ServedTable::textCell("file:stray", "x")}}});
        Models::ClusterPresenter::Connection connection = connectionOf(served);
        connection.profile.expectedSchema.sampleRows = 20;
        connection.config.parallelScans = parallelScans;
        Models::ClusterPresenter presenter;
        presenter.setConnection(connection);
        QSignalSpy finished(&presenter, &Models::ClusterPresenter::checkFinished);
        QTRY_VERIFY(presenter.tables()->rowCount() > 0);
        presenter.runCheck();
        QTRY_COMPARE(finished.size(), 1);
        const bool strayFound =
            std::ranges::any_of(presenter.findings()->findings(), [](const Core::SchemaFinding &f) {
                return f.rule == u"undeclared-column"_s && f.column == u"file:stray"_s;
            });
        QCOMPARE(strayFound, found);
    }

    void checkCanBeCancelled()
    {
        ServedTable served;
        fill(served, 3000);
        Server::RestServerOptions options;
        options.latencyMs = 50; // the sampling scan takes a few pages
        served.server()->setOptions(options);
        Models::ClusterPresenter presenter;
        presenter.setConnection(connectionOf(served));
        QSignalSpy finished(&presenter, &Models::ClusterPresenter::checkFinished);
        presenter.runCheck();
        QVERIFY(presenter.isChecking());
        presenter.cancelCheck();
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().toString(), u"The check was cancelled."_s);
        QVERIFY(!presenter.isChecking());
        QVERIFY(presenter.findings()->findings().isEmpty());
    }

    void readOnlyDisablesWrites()
    {
        ServedTable served;
        Models::ClusterPresenter presenter;
        Ui::ClusterWindow window(&presenter);
        const QString reason = u"This connection refuses every write."_s;
        presenter.setConnection(connectionOf(served, reason));
        QTRY_COMPARE(presenter.families()->rowCount(), 4);
        for (QPushButton *button :
             {window.createButton(), window.alterButton(), window.dropButton(), window.fixButton()}) {
            QVERIFY(!button->isEnabled());
            QCOMPARE(button->toolTip(), reason);
        }
        served.server()->clearRequestLog();
        auto *strip = window.findChild<KMessageWidget *>(u"clusterMessage"_s);
        QVERIFY(strip);
        QVERIFY(strip->isHidden()); // nothing said yet
        QSignalSpy messages(&presenter, &Models::ClusterPresenter::message);
        presenter.dropTable(served.table());
        presenter.alterFamily("grobid0", {{u"VERSIONS"_s, u"2"_s}}, false);
        QCOMPARE(messages.size(), 2);
        QCOMPARE(messages.first().at(1).toBool(), true);
        // The refusal is said in the window's error strip.
        QVERIFY(!strip->isHidden());
        QCOMPARE(strip->messageType(), KMessageWidget::Error);
        QCOMPARE(strip->text(), reason);
        QVERIFY(served.server()->requestLog().isEmpty());
    }

    // Tools → Cluster… follows the window's session: its table, profile and read-only state.
    void controllerFollowsTheSession_data()
    {
        QTest::addColumn<bool>("readOnly");
        QTest::newRow("writable") << false;
        QTest::newRow("read-only") << true;
    }
    void controllerFollowsTheSession()
    {
        QFETCH(bool, readOnly);
        QStandardPaths::setTestModeEnabled(true);
        ServedTable served;
        fill(served, 20);
        Test::SessionWindow w;
        Ui::ClusterController controller(&w.session);
        QVERIFY(!controller.action()->isEnabled());
        QVERIFY(!controller.showWindow());
        Core::SavedConnection connection;
        connection.name = u"served"_s;
        connection.restUrl = served.server()->baseUrl();
        connection.table = served.table();
        connection.readOnly = readOnly;
        QSignalSpy failed(&w.session, &Ui::InspectorSession::failed);
        w.openConnection(connection);
        QTRY_VERIFY_WITH_TIMEOUT(!w.ready.isEmpty() || !failed.isEmpty(), 30000);
        QVERIFY2(failed.isEmpty(),
                 failed.isEmpty() ? "" : qPrintable(failed.first().first().value<Core::Error>().message));
        QTRY_VERIFY(controller.action()->isEnabled());
        QCOMPARE(controller.action()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
        Ui::ClusterWindow *window = controller.showWindow();
        QVERIFY(window);
        QTRY_COMPARE(controller.presenter()->families()->rowCount(), 4);
        QCOMPARE(controller.presenter()->selectedTable(), served.table());
        QTRY_VERIFY(window->dropButton()->isEnabled() != readOnly);
        QCOMPARE(window->createButton()->isEnabled(), !readOnly);
        if (readOnly) {
            QVERIFY(window->dropButton()->toolTip().contains(u"read-only"_s));
        }
        QCOMPARE(controller.showWindow(), window); // one window, raised again
    }

    void typedConfirmation_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("exact") << u"wbgrp-journal-extract-0-qa"_s << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("prefix") << u"wbgrp-journal-extract"_s << false;
        QTest::newRow("case") << u"WBGRP-JOURNAL-EXTRACT-0-QA"_s << false;
        QTest::newRow("trailing space") << u"wbgrp-journal-extract-0-qa "_s << false;
    }
    void typedConfirmation()
    {
        QFETCH(QString, typed);
        QFETCH(bool, accepted);
        Ui::TypedConfirmDialog dialog(u"Drop Table"_s, u"gone"_s, u"wbgrp-journal-extract-0-qa"_s,
                                      u"Drop Table"_s);
        dialog.input()->setText(typed);
        QCOMPARE(dialog.canAccept(), accepted);
        QPushButton *drop = nullptr;
        for (QPushButton *b : dialog.findChildren<QPushButton *>()) {
            if (b->text() == u"Drop Table"_s) {
                drop = b;
            }
        }
        QVERIFY(drop);
        QCOMPARE(drop->isEnabled(), accepted);
    }

    void deadNodesInRed()
    {
        Models::NodeListModel model;
        QAbstractItemModelTester tester(&model);
        Core::ClusterStatus status;
        status.liveNodes.append(Core::ClusterNode{u"a:1"_s, 1, 2, 3, 4, {}});
        status.deadNodes = {u"b:1"_s};
        model.setStatus(status);
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(!model.data(model.index(0, 0), Qt::ForegroundRole).isValid());
        // The error colour of the palette in use (Models::semanticColor: a lighter red on dark ones).
        QCOMPARE(model.data(model.index(1, 0), Qt::ForegroundRole).value<QBrush>().color(),
                 Models::semanticColor(Models::SemanticColor::ErrorText, QGuiApplication::palette()));
        QCOMPARE(model.data(model.index(1, Models::NodeListModel::State)).toString(), u"dead"_s);
    }

    // Not a check: pictures of the pages for a human to look at (README, review).
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("EI_SCREENSHOT_DIR");
        if (dir.isEmpty()) {
            QSKIP("set EI_SCREENSHOT_DIR to save the Cluster window's pages (1,000,000 rows, 10 regions)");
        }
        ServedTable served;
        fill(served, qEnvironmentVariableIntValue("EI_SCREENSHOT_ROWS") > 0
                         ? qEnvironmentVariableIntValue("EI_SCREENSHOT_ROWS")
                         : 1000000);
        served.store()->splitIntoRegions(100000);
        // Some traffic, so the counters show something.
        for (int i = 0; i < 300; ++i) {
            (void)served.store()->get(ServedTable::keyFor(QByteArray::number(i * 3001)), {});
        }
        Models::ClusterPresenter presenter;
        Ui::ClusterWindow window(&presenter);
        window.resize(1300, 860);
        window.show();
        presenter.setConnection(connectionOf(served));
        QTRY_COMPARE_WITH_TIMEOUT(presenter.regions()->rowCount(), 10, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(presenter.tableEstimate().contains(u"rows and"_s), 60000);
        QSignalSpy finished(&presenter, &Models::ClusterPresenter::checkFinished);
        window.checkButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QSignalSpy cluster(&presenter, &Models::ClusterPresenter::clusterChanged);
        presenter.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(cluster.size() > 0, 60000);
        window.showPage(Ui::ClusterWindow::Page::Cluster);
        QTest::qWait(100);
        QVERIFY(window.grab().save(dir + u"/cluster-page.png"_s));
        window.showPage(Ui::ClusterWindow::Page::Tables);
        QTest::qWait(100);
        QVERIFY(window.grab().save(dir + u"/tables-page.png"_s));
    }
};

QTEST_MAIN(TestClusterWindow)
#include "tst_clusterwindow.moc"
