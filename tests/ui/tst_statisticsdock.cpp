// View → Statistics in a real window over a served table: the dock's counts equal an independent
// tally (with the filter bar's filter), a click on a bar filters the row list to exactly that bar's
// rows (the null group too) and Clear brings the filter's rows back, the numbers and the chart
// export as TSV, PNG and SVG, and the dock's open/closed state is remembered.
#include <common/callwait.h>
#include <common/curationfixture.h>
#include <common/knownrows.h>
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/widgettestutil.h>
#include <uicommon/windowparts.h>

#include <QAction>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <models/rowlistmodel.h>
#include <models/statspresenter.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <ui/filterbar.h>
#include <ui/rowlistpane.h>
#include <ui/statisticsdock.h>

using namespace Ei;
using Ei::Models::StatsPresenter;
using Ei::Test::KnownRow;

namespace {

constexpr int kRows = 240;

std::optional<QString> statusOf(const KnownRow &r)
{
    return r.statusCode ? std::optional<QString>(QString::number(*r.statusCode)) : std::nullopt;
}

QList<QByteArray> keysOf(const Models::RowListModel &model)
{
    QList<QByteArray> keys;
    for (int r = 0; r < model.rowCount(); ++r) {
        keys.append(model.rowAt(r)->key);
    }
    std::ranges::sort(keys);
    return keys;
}

} // namespace

class TestStatisticsDock : public QObject
{
    Q_OBJECT

    QList<KnownRow> m_rows = Test::knownRows(kRows);
    std::unique_ptr<Server::RestServer> m_server;

    // A window on the served table with the dock shown and its rows counted by status code.
    bool openAndCount(Test::SessionWindow &w, const QString &where)
    {
        w.window.resize(1600, 1000);
        w.openConnection(Test::curationConnection(*m_server));
        if (!QTest::qWaitForWindowExposed(&w.window) || (w.ready.isEmpty() && !w.ready.wait(10000))) {
            return false;
        }
        // Every list below in one page: the test compares whole lists, not what is scrolled to.
        w.session.tableSession()->model()->setPageSize(kRows + 1);
        Ui::RowListPane *list = Test::rowListOf(w.window);
        list->filterBar()->whereEdit()->setText(where);
        list->filterBar()->apply();
        // Triggered as the menu does: QDockWidget follows its action's triggered(), not
        // setChecked(), so setChecked(true) once left the dock hidden in this test's window.
        w.window.findChild<QAction *>(QStringLiteral("showStatisticsAction"))->trigger();
        Ui::StatisticsDock *dock = Test::statisticsDockOf(w.window);
        [&] { QTRY_VERIFY(dock->isVisible()); }();
        [&] { QTRY_VERIFY(dock->byCombo()->count() > 0); }();
        dock->byCombo()->setCurrentText(QStringLiteral("grobid0:status_code"));
        dock->run();
        StatsPresenter *presenter = w.session.statistics();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(presenter->state() == StatsPresenter::State::Finished, 30000); }();
        return presenter->state() == StatsPresenter::State::Finished && !QTest::currentTestFailed();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = Test::serveCurationTable(Test::toCellSet(m_rows));
        QVERIFY(m_server);
    }

    void openedFromTheViewMenuAndRemembered()
    {
        {
            Ui::MainWindow window;
            auto *toggle = window.findChild<QAction *>(QStringLiteral("showStatisticsAction"));
            QVERIFY(toggle);
            QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(!Test::statisticsDockOf(window)->isVisible()); // not on a first start
            toggle->trigger();
            QVERIFY(Test::statisticsDockOf(window)->isVisible());
            window.close();
        }
        {
            Ui::MainWindow later;
            later.show();
            QVERIFY(QTest::qWaitForWindowExposed(&later));
            QVERIFY(Test::statisticsDockOf(later)->isVisible());
            later.findChild<QAction *>(QStringLiteral("showStatisticsAction"))->trigger();
            later.close();
        }
        QCOMPARE(QSettings().value(QStringLiteral("window/statisticsVisible")).toBool(), false);
    }

    void countsEqualTallyAndABarShowsItsRows_data()
    {
        QTest::addColumn<QString>("where");
        QTest::addColumn<std::optional<QString>>("bar");
        QTest::newRow("500s") << QString() << std::optional<QString>(QStringLiteral("500"));
        QTest::newRow("the null group") << QString() << std::optional<QString>();
        QTest::newRow("200s of the matched rows")
            << QStringLiteral("match0:mstatus=matched") << std::optional<QString>(QStringLiteral("200"));
    }
    void countsEqualTallyAndABarShowsItsRows()
    {
        QFETCH(QString, where);
        QFETCH(std::optional<QString>, bar);
        QList<KnownRow> selected;
        for (const KnownRow &r : std::as_const(m_rows)) {
            if (where.isEmpty() || r.mstatus == QStringLiteral("matched")) {
                selected.append(r);
            }
        }
        const Test::KnownTally tally = Test::tally(selected, statusOf);

        Test::SessionWindow w;
        QVERIFY(openAndCount(w, where));
        Ui::StatisticsDock *dock = Test::statisticsDockOf(w.window);
        const Models::StatsChart &chart = w.session.statistics()->chart();
        QCOMPARE(chart.total, selected.size());
        QCOMPARE(chart.categories.size(), tally.size());
        int category = -1;
        for (int c = 0; c < chart.categories.size(); ++c) {
            const bool isNull = chart.categories.at(c) == StatsPresenter::tr("(none)");
            const std::optional<QString> value =
                isNull ? std::nullopt : std::optional(chart.categories.at(c));
            QCOMPARE(chart.countAt(c, 0), tally.value(value).size());
            // The table under the chart says the same.
            QCOMPARE(dock->tableView()->model()->index(c, 2).data().toString(),
                     QLocale().toString(qint64(tally.value(value).size())));
            if (value == bar) {
                category = c;
            }
        }
        QVERIFY(category >= 0);
        QVERIFY(dock->statusLabel()->text().contains(QLocale().toString(qint64(selected.size()))));

        // A click on the bar: the list shows exactly its rows, read by the server's filter.
        Models::RowListModel *model = w.session.tableSession()->model();
        Ui::RowListPane *list = Test::rowListOf(w.window);
        QTest::mouseClick(dock->chartView()->viewport(), Qt::LeftButton, {}, dock->barCenter(category));
        QTRY_VERIFY(list->hasKeyFilter());
        QTRY_VERIFY_WITH_TIMEOUT(model->endReached() && !model->isLoading(), 10000);
        QList<QByteArray> expected = tally.value(bar);
        std::ranges::sort(expected);
        QCOMPARE(keysOf(*model), expected);
        QVERIFY2(list->keyFilterText().contains(chart.categories.at(category)),
                 qPrintable(list->keyFilterText()));
        QCOMPARE(model->query().where.mid(0, where.isEmpty() ? 0 : 1),
                 where.isEmpty() ? QStringList() : QStringList{where});

        // Clear: the filter's rows again.
        list->clearKeyFilter();
        QTRY_VERIFY_WITH_TIMEOUT(model->endReached() && !model->isLoading(), 10000);
        QCOMPARE(model->rowCount(), selected.size());
    }

    // A histogram of file:size: its bins' counts, and a click on a bin lists the rows in its range.
    void histogramBinShowsItsRows()
    {
        Test::SessionWindow w;
        QVERIFY(openAndCount(w, QString()));
        Ui::StatisticsDock *dock = Test::statisticsDockOf(w.window);
        dock->modeCombo()->setCurrentIndex(1);
        dock->histogramCombo()->setCurrentText(QStringLiteral("file:size"));
        dock->binsSpin()->setValue(4);
        dock->run();
        StatsPresenter *presenter = w.session.statistics();
        QTRY_VERIFY_WITH_TIMEOUT(presenter->state() == StatsPresenter::State::Finished, 30000);
        const Core::StatsHistogram h = *presenter->result().histogram;
        QCOMPARE(h.bins.size(), 4);
        const Core::HistogramBin &bin = h.bins.first();
        QList<QByteArray> expected;
        for (const KnownRow &r : std::as_const(m_rows)) {
            if (r.size && *r.size >= bin.from && *r.size < bin.to) {
                expected.append(r.key);
            }
        }
        std::ranges::sort(expected);
        QCOMPARE(presenter->chart().countAt(0, 0), expected.size());

        QTest::mouseClick(dock->chartView()->viewport(), Qt::LeftButton, {}, dock->barCenter(0));
        Ui::RowListPane *list = Test::rowListOf(w.window);
        Models::RowListModel *model = w.session.tableSession()->model();
        QTRY_VERIFY(list->hasKeyFilter());
        QTRY_VERIFY_WITH_TIMEOUT(model->endReached() && !model->isLoading(), 10000);
        QCOMPARE(keysOf(*model), expected);
    }

    // A bin's range typed into the filter bar (the bar refused >= and < before): the list shows
    // exactly the rows in it. With EI_SCREENSHOT_DIR set, the window is saved there to look at.
    void typedRangePredicatesFilterTheList()
    {
        QList<qint64> sizes;
        for (const KnownRow &r : std::as_const(m_rows)) {
            if (r.size) {
                sizes.append(*r.size);
            }
        }
        QVERIFY(sizes.size() > 8);
        std::ranges::sort(sizes);
        const qint64 from = sizes.at(sizes.size() / 4);
        const qint64 to = sizes.at(sizes.size() / 2);
        QList<QByteArray> expected;
        for (const KnownRow &r : std::as_const(m_rows)) {
            if (r.size && *r.size >= from && *r.size < to) {
                expected.append(r.key);
            }
        }
        std::ranges::sort(expected);
        QVERIFY(!expected.isEmpty());

        Test::SessionWindow w;
        QVERIFY(openAndCount(w, QStringLiteral("file:size>=%1 file:size<%2").arg(from).arg(to)));
        Models::RowListModel *model = w.session.tableSession()->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->endReached() && !model->isLoading(), 10000);
        QCOMPARE(keysOf(*model), expected);
        QCOMPARE(w.session.statistics()->chart().total, expected.size());
        if (const QString dir = qEnvironmentVariable("EI_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QVERIFY(w.window.grab().save(dir + QStringLiteral("/filterbar-range.png")));
        }
    }

    // Beside the dock the row list is narrow: the title keeps 200 px and the list scrolls sideways
    // (it was squeezed to "grobid_v…"); given room again (dock closed, splitter dragged back), the
    // title stretches and every column fits.
    void titleStaysReadableBesideTheDock_data()
    {
        QTest::addColumn<bool>("widened");
        QTest::newRow("beside the dock") << false;
        QTest::newRow("dock closed, list widened again") << true;
    }
    void titleStaysReadableBesideTheDock()
    {
        QFETCH(bool, widened);
        Test::SessionWindow w;
        QVERIFY(openAndCount(w, QString()));
        Ui::RowListPane *list = Test::rowListOf(w.window);
        if (widened) {
            w.window.findChild<QAction *>(QStringLiteral("showStatisticsAction"))->trigger();
            QTRY_VERIFY(!Test::statisticsDockOf(w.window)->isVisible());
        }
        // The splitter as a curator leaves it (the window's saved state may differ between runs).
        auto *splitter = qobject_cast<QSplitter *>(list->parentWidget());
        QVERIFY(splitter);
        splitter->setSizes(widened ? QList<int>{700, 900} : QList<int>{400, 1200});
        QTRY_VERIFY(widened ? list->width() >= 600 : list->width() <= 480);
        QTableView *view = list->view();
        QHeaderView *header = view->horizontalHeader();
        int title = -1;
        for (int c = 0; c < view->model()->columnCount(); ++c) {
            title = view->model()->headerData(c, Qt::Horizontal).toString() == QStringLiteral("Title")
                        ? c
                        : title;
        }
        QVERIFY(title >= 0 && !header->isSectionHidden(title));
        QTRY_COMPARE(view->horizontalScrollBar()->maximum() > 0, !widened);
        QVERIFY2(header->sectionSize(title) >= 200, qPrintable(QString::number(header->sectionSize(title))));
        QVERIFY(!header->stretchLastSection()); // the DOI does not take the title's room
        if (widened) {                          // every column within the list, no room left over
            QTRY_COMPARE(Test::shownSectionsWidth(*header), view->viewport()->width());
        } else {
            QCOMPARE(header->sectionSize(title), 200);
        }
    }

    void exportsTsvPngAndSvg()
    {
        Test::SessionWindow w;
        QVERIFY(openAndCount(w, QString()));
        Ui::StatisticsDock *dock = Test::statisticsDockOf(w.window);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        EI_VERIFY_OK(dock->exportTsv(dir.filePath(QStringLiteral("s.tsv"))));
        QFile tsv(dir.filePath(QStringLiteral("s.tsv")));
        QVERIFY(tsv.open(QIODevice::ReadOnly));
        const QByteArray text = tsv.readAll();
        QCOMPARE(text, w.session.statistics()->tsv());
        QVERIFY(text.startsWith("grobid0:status_code\tcount\n"));
        QVERIFY(text.endsWith(QByteArray("# total " + QByteArray::number(kRows) + '\n')));

        EI_VERIFY_OK(dock->exportPng(dir.filePath(QStringLiteral("s.png"))));
        const QImage png(dir.filePath(QStringLiteral("s.png")));
        QVERIFY(!png.isNull());
        QVERIFY(png.width() >= dock->chartView()->width());

        EI_VERIFY_OK(dock->exportSvg(dir.filePath(QStringLiteral("s.svg"))));
        QFile svg(dir.filePath(QStringLiteral("s.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray xml = svg.readAll();
        QVERIFY(xml.contains("<svg"));
        QVERIFY(xml.contains("grobid0:status_code")); // the chart's title, drawn as text

        // A folder that does not exist: an error sentence, no crash, no file.
        const auto refused = dock->exportPng(dir.filePath(QStringLiteral("missing/s.png")));
        QVERIFY(!refused);
        QVERIFY(refused.error().message.contains(QStringLiteral("missing")));
    }
};

QTEST_MAIN(TestStatisticsDock)
#include "tst_statisticsdock.moc"
