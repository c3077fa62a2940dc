// StatsPresenter (the Statistics dock's logic, no widgets) over the real REST server: the chart's
// bars equal an independent tally of rows of known distribution, with the row list's filter; each
// bar's drill-down query selects exactly its rows on the server (the null group, a cross-table's
// cell and a histogram's bin too); counts fill in while the scan runs; cancel and bad requests
// say what happened.
#include <common/callwait.h>
#include <common/knownrows.h>
#include <common/servedtable.h>
#include <common/testutil.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <core/domain/profile.h>
#include <core/hbase/filter.h>
#include <core/hbase/restclient.h>
#include <models/statspresenter.h>

using namespace Ei;
using Ei::Models::StatsPresenter;
using Ei::Test::KnownRow;
using Ei::Test::KnownValue;

namespace {

constexpr int kRows = 2400; // more than one fetch of StatsJob::kRowsPerFetch: the counts come in steps

std::optional<QString> numberText(const std::optional<qint64> &n)
{
    return n ? std::optional<QString>(QString::number(*n)) : std::nullopt;
}

} // namespace

class TestStatsPresenter : public QObject
{
    Q_OBJECT

    Test::ServedTable m_table;
    QList<KnownRow> m_rows = Test::knownRows(kRows);
    Core::Profile m_profile = *Core::ProfileRegistry::builtin().find(QStringLiteral("journal-extract"));

    Core::ValueEncoder encoder() const
    {
        return [profile = m_profile](QByteArray column, QString text) {
            return Core::encodeCellValue(profile, std::move(column), std::move(text));
        };
    }

    // What the window's provider gives: the row list's query and its scan (small pages, so the
    // counts arrive in several steps).
    Core::Result<Models::StatsSource> sourceFor(const Core::RowQuery &query) const
    {
        Core::ScanSpec spec;
        spec.batch = 100;
        spec.pageBytes = 0;
        if (!query.where.isEmpty()) {
            auto filter = Core::whereFilter(query.where, encoder());
            if (!filter) {
                return std::unexpected(filter.error());
            }
            spec.filter = *filter;
        }
        return Models::StatsSource{m_table.client(), m_profile, encoder(), query, spec};
    }

    void runToEnd(StatsPresenter &presenter, const Models::StatsRequest &request,
                  const QStringList &where = {})
    {
        Core::RowQuery query;
        query.where = where;
        presenter.setSourceProvider([this, query] { return sourceFor(query); });
        presenter.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(!presenter.isRunning(), 30000);
    }

    // The keys the server returns for a query's predicates.
    QList<QByteArray> keysOf(const Core::RowQuery &query)
    {
        Core::ScanSpec spec;
        spec.filter = *Core::whereFilter(query.where, encoder());
        QList<QByteArray> keys;
        const auto total =
            Test::await(m_table.client()->scanAll(spec, this, [&keys](const Core::CellSet &rows) {
                for (const Core::Row &row : rows) {
                    keys.append(row.key);
                }
                return true;
            }));
        if (!total) {
            qWarning("%s", qPrintable(total.error().message));
        }
        std::ranges::sort(keys);
        return keys;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_table.isListening());
        m_table.put(Test::toCellSet(m_rows));
    }

    void choicesComeFromTheProfile()
    {
        StatsPresenter presenter;
        QSignalSpy changed(&presenter, &StatsPresenter::choicesChanged);
        presenter.setProfile(m_profile);
        QCOMPARE(changed.size(), 1);
        for (const char *id : {"grobid0:status_code", "match0:mstatus", "file:mime", "grobid_version",
                               "crawl_month", "size_bucket"}) {
            QVERIFY2(presenter.groupings().contains(QLatin1StringView(id)), id);
        }
        QVERIFY(!presenter.groupings().contains(QStringLiteral("grobid0:tei_xml"))); // heavy
        QVERIFY(presenter.histogramColumns().contains(QStringLiteral("file:size")));
        QVERIFY(!presenter.histogramColumns().contains(QStringLiteral("match0:mstatus")));
    }

    void barsEqualTallyAndSelectTheirRows_data()
    {
        QTest::addColumn<QString>("by");
        QTest::addColumn<QString>("where");
        QTest::addColumn<KnownValue>("expected");
        QTest::addColumn<KnownValue>("passes");
        const KnownValue all = [](const KnownRow &) { return std::optional<QString>(QString()); };
        QTest::newRow("status code, null group")
            << QStringLiteral("grobid0:status_code") << QString()
            << KnownValue([](const KnownRow &r) { return numberText(r.statusCode); }) << all;
        QTest::newRow("grobid version of the 200s")
            << QStringLiteral("grobid_version") << QStringLiteral("grobid0:status_code=200")
            << KnownValue([](const KnownRow &r) {
                   return r.grobidVersion && !r.grobidVersion->isEmpty() ? r.grobidVersion : std::nullopt;
               })
            << KnownValue([](const KnownRow &r) {
                   return r.statusCode == 200 ? std::optional<QString>(QString()) : std::nullopt;
               });
        QTest::newRow("crawl month") << QStringLiteral("crawl_month") << QString()
                                     << KnownValue([](const KnownRow &r) { return r.crawlMonth; }) << all;
        QTest::newRow("quality") << QStringLiteral("grobid0:quality") << QString()
                                 << KnownValue([](const KnownRow &r) { return r.quality; }) << all;
    }
    void barsEqualTallyAndSelectTheirRows()
    {
        QFETCH(QString, by);
        QFETCH(QString, where);
        QFETCH(KnownValue, expected);
        QFETCH(KnownValue, passes);
        const auto [selected, tally] = Test::selectAndTally(m_rows, expected, passes);
        QVERIFY(tally.size() >= 2);

        StatsPresenter presenter;
        presenter.setProfile(m_profile);
        QAbstractItemModelTester tester(presenter.table(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QStringList filter = where.isEmpty() ? QStringList() : QStringList{where};
        runToEnd(presenter, {.by = by}, filter);
        QCOMPARE(presenter.state(), StatsPresenter::State::Finished);
        QVERIFY2(presenter.statusText().contains(QLocale().toString(qint64(selected.size()))),
                 qPrintable(presenter.statusText()));
        const Models::StatsChart &chart = presenter.chart();
        QCOMPARE(chart.total, selected.size());
        QCOMPARE(chart.series.size(), 1);
        QCOMPARE(chart.categories.size(), tally.size());
        QCOMPARE(presenter.table()->rowCount(), tally.size());
        for (int c = 0; c < chart.categories.size(); ++c) {
            const std::optional<QString> value = chart.categories.at(c) == StatsPresenter::tr("(none)")
                                                     ? std::nullopt
                                                     : std::optional<QString>(chart.categories.at(c));
            QVERIFY2(tally.contains(value), qPrintable(chart.categories.at(c)));
            QList<QByteArray> keys = tally.value(value);
            std::ranges::sort(keys);
            QCOMPARE(chart.countAt(c, 0), keys.size());
            // The bar's rows: the filter plus the bar's predicates select exactly the tallied ones.
            const auto query = presenter.drillDownQuery(c);
            EI_VERIFY_OK(query);
            QCOMPARE(query->where.mid(0, filter.size()), filter);
            QCOMPARE(keysOf(*query), keys);
            QVERIFY(presenter.drillDownLabel(c).contains(chart.categories.at(c)));
        }
        // The table says the same, with shares.
        const QModelIndex first = presenter.table()->index(0, 2);
        QCOMPARE(first.data().toString(), QLocale().toString(chart.countAt(0, 0)));
        QVERIFY(presenter.table()->index(0, 3).data().toString().endsWith(QStringLiteral(" %")));
        // The TSV is stats --format tsv's.
        QVERIFY(
            presenter.tsv().endsWith(QByteArray("# total " + QByteArray::number(selected.size()) + '\n')));
    }

    void crossTableStacksAndSelectsOneCell()
    {
        StatsPresenter presenter;
        presenter.setProfile(m_profile);
        QAbstractItemModelTester tester(presenter.table(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        runToEnd(presenter,
                 {.by = QStringLiteral("grobid0:status_code"), .thenBy = QStringLiteral("match0:mstatus")});
        QCOMPARE(presenter.state(), StatsPresenter::State::Finished);
        QMap<std::pair<std::optional<QString>, std::optional<QString>>, QList<QByteArray>> expected;
        for (const KnownRow &r : std::as_const(m_rows)) {
            expected[{numberText(r.statusCode), r.mstatus}].append(r.key);
        }
        const Models::StatsChart &chart = presenter.chart();
        QVERIFY(chart.series.size() > 1);
        const auto valueOf = [](const QString &label) {
            return label == StatsPresenter::tr("(none)") ? std::nullopt : std::optional<QString>(label);
        };
        int cells = 0;
        for (int c = 0; c < chart.categories.size(); ++c) {
            for (int s = 0; s < chart.series.size(); ++s) {
                QList<QByteArray> keys =
                    expected.value({valueOf(chart.categories.at(c)), valueOf(chart.series.at(s))});
                QCOMPARE(chart.countAt(c, s), keys.size());
                if (keys.isEmpty()) {
                    continue;
                }
                ++cells;
                std::ranges::sort(keys);
                const auto query = presenter.drillDownQuery(c, s);
                EI_VERIFY_OK(query);
                QCOMPARE(keysOf(*query), keys);
            }
        }
        QCOMPARE(cells, expected.size());
        QCOMPARE(presenter.table()->rowCount(), cells);
    }

    void histogramBinsSelectTheirRows()
    {
        StatsPresenter presenter;
        presenter.setProfile(m_profile);
        runToEnd(presenter, {.histogram = QStringLiteral("file:size"), .bins = 7});
        QCOMPARE(presenter.state(), StatsPresenter::State::Finished);
        const Core::StatsHistogram h = *presenter.result().histogram;
        const Models::StatsChart &chart = presenter.chart();
        QCOMPARE(chart.categories.size(), h.bins.size() + (h.nullCount > 0 ? 1 : 0));
        qint64 sum = 0;
        for (int c = 0; c < chart.categories.size(); ++c) {
            QList<QByteArray> keys;
            for (const KnownRow &r : std::as_const(m_rows)) {
                const bool in = c < h.bins.size()
                                    ? r.size && *r.size >= h.bins.at(c).from && *r.size < h.bins.at(c).to
                                    : !r.size;
                if (in) {
                    keys.append(r.key);
                }
            }
            std::ranges::sort(keys);
            QCOMPARE(chart.countAt(c, 0), keys.size());
            sum += keys.size();
            const auto query = presenter.drillDownQuery(c);
            EI_VERIFY_OK(query);
            QCOMPARE(keysOf(*query), keys);
        }
        QCOMPARE(sum, kRows);
    }

    // A grouping with more values than a chart can show: the biggest are drawn and listed, the
    // rest counted as hidden, and the TSV keeps every one.
    void manyValuesShowTheBiggest()
    {
        // 60 MIME types, type i on i % 5 + 1 rows.
        Test::ServedTable table;
        QVERIFY(table.isListening());
        Core::CellSet rows;
        for (int i = 0; i < 60; ++i) {
            for (int n = 0; n <= i % 5; ++n) {
                const QByteArray key = Test::ServedTable::keyFor(QByteArray::number(i * 10 + n));
                rows.append(Core::Row{
                    key,
                    {Test::ServedTable::textCell("file:mime", "application/x-" + QByteArray::number(i))}});
            }
        }
        table.put(rows);
        StatsPresenter presenter;
        presenter.setProfile(m_profile);
        presenter.setSourceProvider([&table, this] {
            return Core::Result<Models::StatsSource>(Models::StatsSource{table.client(), m_profile, encoder(),
                                                                         Core::RowQuery{}, Core::ScanSpec{}});
        });
        presenter.start({.by = QStringLiteral("file:mime")});
        QTRY_VERIFY_WITH_TIMEOUT(!presenter.isRunning(), 30000);
        QCOMPARE(presenter.state(), StatsPresenter::State::Finished);
        const qsizetype groups = presenter.result().groups.size();
        QCOMPARE(groups, 60);
        const Models::StatsChart &chart = presenter.chart();
        QCOMPARE(chart.categories.size(), StatsPresenter::kMaxCategories);
        QCOMPARE(chart.hiddenCategories, groups - StatsPresenter::kMaxCategories);
        QCOMPARE(presenter.table()->rowCount(), StatsPresenter::kMaxCategories);
        QCOMPARE(presenter.tsv().count('\n'), groups + 2); // header, groups, # total
        for (int c = 1; c < chart.categories.size(); ++c) {
            QVERIFY(chart.countAt(c - 1, 0) >= chart.countAt(c, 0)); // biggest first
        }
    }

    void countsFillInWhileTheScanRuns()
    {
        StatsPresenter presenter;
        presenter.setProfile(m_profile);
        presenter.setRedrawInterval(0);
        int whileRunning = 0;
        connect(&presenter, &StatsPresenter::countsChanged, this, [&] {
            if (presenter.isRunning() && presenter.chart().total > 0) {
                ++whileRunning;
            }
        });
        runToEnd(presenter, {.by = QStringLiteral("size_bucket")});
        QCOMPARE(presenter.state(), StatsPresenter::State::Finished);
        QVERIFY2(whileRunning >= 2, qPrintable(QString::number(whileRunning)));
        QCOMPARE(presenter.chart().total, kRows);
    }

    void cancelKeepsThePartialCounts()
    {
        StatsPresenter presenter;
        presenter.setProfile(m_profile);
        presenter.setRedrawInterval(0);
        connect(&presenter, &StatsPresenter::countsChanged, this, [&presenter] {
            if (presenter.chart().total > 0) {
                presenter.cancel();
            }
        });
        runToEnd(presenter, {.by = QStringLiteral("grobid0:status_code")});
        QCOMPARE(presenter.state(), StatsPresenter::State::Cancelled);
        QVERIFY(presenter.chart().total > 0);
        QVERIFY(presenter.chart().total < kRows);
        QVERIFY(presenter.statusText().contains(QStringLiteral("partial")));
        QVERIFY(presenter.tsv().endsWith("# partial\n"));
    }

    void badRequestsSayWhy_data()
    {
        QTest::addColumn<QString>("by");
        QTest::addColumn<QString>("histogram");
        QTest::addColumn<bool>("lookup");
        QTest::addColumn<QString>("says");
        QTest::newRow("histogram of text")
            << QString() << QStringLiteral("match0:mstatus") << false << QStringLiteral("numeric");
        QTest::newRow("no grouping") << QString() << QString() << false << QStringLiteral("group");
        QTest::newRow("unknown field")
            << QStringLiteral("version") << QString() << false << QStringLiteral("grobid_version");
        QTest::newRow("a lookup's rows")
            << QStringLiteral("grobid0:status_code") << QString() << true << QStringLiteral("lookup");
    }
    void badRequestsSayWhy()
    {
        QFETCH(QString, by);
        QFETCH(QString, histogram);
        QFETCH(bool, lookup);
        QFETCH(QString, says);
        StatsPresenter presenter;
        presenter.setProfile(m_profile);
        Core::RowQuery query;
        if (lookup) {
            query.keys = {QByteArrayLiteral("sha1:A")};
        }
        presenter.setSourceProvider([this, query] { return sourceFor(query); });
        presenter.start({.by = by, .histogram = histogram});
        QCOMPARE(presenter.state(), StatsPresenter::State::Failed);
        QVERIFY2(presenter.statusText().contains(says), qPrintable(presenter.statusText()));
        QVERIFY(!presenter.drillDownQuery(0));
    }

    void noTableSaysSo()
    {
        StatsPresenter presenter;
        presenter.start({.by = QStringLiteral("grobid0:status_code")});
        QCOMPARE(presenter.state(), StatsPresenter::State::Failed);
        QVERIFY(!presenter.statusText().isEmpty());
    }
};

QTEST_MAIN(TestStatsPresenter)
#include "tst_statspresenter.moc"
