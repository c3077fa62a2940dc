#pragma once

#include <functional>
#include <optional>

#include <QAbstractTableModel>
#include <QObject>
#include <QPointer>

#include <core/domain/profile.h>
#include <core/hbase/filter.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/restclient.h>
#include <core/rows/rowquery.h>
#include <core/stats/statsjob.h>
#include <core/util/result.h>

namespace Ei::Models {

// What the Statistics dock asks for: group by one grouping (and a second one for stacked bars),
// or a histogram of a numeric column.
struct StatsRequest
{
    QString by{};        // a column or derived field; empty when `histogram` is set
    QString thenBy{};    // the second grouping of a cross-table, or empty
    QString histogram{}; // a numeric column; when set, `by` and `thenBy` are not used
    int bins = 10;
};

// What the statistics count: the open table and the row list's query when Run was pressed.
struct StatsSource
{
    Core::RestClient *client = nullptr;
    Core::Profile profile;
    Core::ValueEncoder encoder = Core::utf8ValueEncoder;
    Core::RowQuery query;
    Core::ScanSpec spec; // the query as a scan of the whole table
    // Region-parallel counting (docs/hbase-client.md): the gateways to spread the scans over (null:
    // the client alone) and the scanners at once (0 = auto).
    Core::GatewayPool *gateways = nullptr;
    int parallel = 0;
};

// The bars of the chart: categories (the first grouping's values or the histogram's bins) by
// series (the second grouping's values; one series without it). counts[series][category].
struct StatsChart
{
    QString title;
    QStringList categories;
    QStringList series;
    QList<QList<qint64>> counts;
    qint64 total = 0;
    int hiddenCategories = 0; // beyond kMaxCategories: only in the TSV export
    int hiddenSeries = 0;

    qint64 countAt(int category, int series) const;
    bool isEmpty() const { return categories.isEmpty(); }
};

// One line per bar (per non-empty cell of a cross-table): value(s), rows, percent of all rows.
class StatsTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatsTableModel)

public:
    using QAbstractTableModel::QAbstractTableModel;
    ~StatsTableModel() override;

    void setChart(const StatsChart &chart);
    // The bar of a line: (category, series).
    std::pair<int, int> barAt(int row) const { return m_bars.value(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    StatsChart m_chart;
    QList<std::pair<int, int>> m_bars;
};

// The Statistics dock's logic, without widgets: runs a Core::StatsJob over the row list's query,
// turns its counts (live, every kRedrawIntervalMs while the scan runs) into the chart's bars and a
// table, and turns a bar into the rows behind it: the query of the run plus the grouping's
// drill-down predicates (Core::StatsDimension::predicatesFor), evaluated by the server like the
// filter bar's.
class StatsPresenter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatsPresenter)

public:
    static constexpr int kRedrawIntervalMs = 250;
    static constexpr int kMaxCategories = 40;
    static constexpr int kMaxSeries = 12;

    enum class State
    {
        Idle,
        Running,
        Finished,
        Cancelled,
        Failed,
    };

    explicit StatsPresenter(QObject *parent = nullptr);
    ~StatsPresenter() override;

    // Called when Run is pressed: the open table and the row list's query (or why there is none).
    void setSourceProvider(std::function<Core::Result<StatsSource>()> provider);
    // The profile's groupings (its columns, then the derived fields) and numeric columns; clears
    // the counts of the previous table.
    void setProfile(const Core::Profile &profile);
    QStringList groupings() const { return m_groupings; }
    QStringList histogramColumns() const { return m_histogramColumns; }
    // Stops a running scan and forgets the counts (the table was closed).
    void clear();

    void start(const StatsRequest &request);
    void cancel();
    // For tests: how often the counts are redrawn while the scan runs.
    void setRedrawInterval(int ms) { m_redrawIntervalMs = ms; }

    State state() const { return m_state; }
    bool isRunning() const { return m_state == State::Running; }
    // "1,234 rows counted · filter: …", the error, or what was cancelled.
    QString statusText() const;
    qint64 rowsCounted() const { return m_result.total; }
    const Core::StatsResult &result() const { return m_result; }
    const StatsChart &chart() const { return m_chart; }
    StatsTableModel *table() const { return m_table; }
    // The counts as `stats --format tsv` prints them.
    QByteArray tsv() const;

    // The rows of one bar: the run's query with the bar's predicates added; an error sentence
    // when the bar cannot be selected exactly on the server.
    Core::Result<Core::RowQuery> drillDownQuery(int category, int series = 0) const;
    // "grobid_version = 0.8.1 · match0:mstatus = matched: 12 rows"
    QString drillDownLabel(int category, int series = 0) const;
    // Emits drillDownRequested() for the bar, or failedDrillDown() with the reason.
    void requestDrillDown(int category, int series = 0);

Q_SIGNALS:
    void stateChanged();
    void countsChanged();
    void choicesChanged();
    void drillDownRequested(const QString &label, const Ei::Core::RowQuery &query);
    void failedDrillDown(const QString &reason);

private:
    void onProgress();
    void onFinished();
    void update();
    void fail(const QString &message);
    QString valueText(const Core::StatsValue &value) const;
    QString categoryText(int category) const;
    // The predicates of a category (of the first grouping or the histogram), or why none are exact.
    Core::Result<QStringList> categoryPredicates(int category) const;

    std::function<Core::Result<StatsSource>()> m_provider;
    QStringList m_groupings;
    QStringList m_histogramColumns;
    StatsSource m_source;
    QList<Core::StatsDimension> m_dimensions;
    std::optional<Core::StatsDimension> m_histogram;
    QPointer<Core::StatsJob> m_job;
    Core::StatsResult m_result;
    StatsChart m_chart;
    QList<Core::StatsValue> m_categoryValues; // the first grouping's value of each category
    QList<Core::StatsValue> m_seriesValues;   // the second grouping's value of each series
    StatsTableModel *m_table = nullptr;
    State m_state = State::Idle;
    QString m_message;
    int m_redrawIntervalMs = kRedrawIntervalMs;
};

} // namespace Ei::Models
