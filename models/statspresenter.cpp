#include "statspresenter.h"

#include <algorithm>

#include <QHash>

namespace Ei::Models {

namespace {

QString percentText(qint64 count, qint64 total)
{
    return total > 0 ? QStringLiteral("%1 %").arg(100.0 * double(count) / double(total), 0, 'f', 1)
                     : QString();
}

// Histogram bins of integers: "from–last" with both ends included.
QString binText(const Core::HistogramBin &bin)
{
    return bin.to - bin.from <= 1 ? QString::number(bin.from)
                                  : QStringLiteral("%1–%2").arg(bin.from).arg(bin.to - 1);
}

} // namespace

qint64 StatsChart::countAt(int category, int s) const
{
    return s >= 0 && s < counts.size() ? counts.at(s).value(category) : 0;
}

StatsTableModel::~StatsTableModel() = default;

void StatsTableModel::setChart(const StatsChart &chart)
{
    beginResetModel();
    m_chart = chart;
    m_bars.clear();
    for (int c = 0; c < m_chart.categories.size(); ++c) {
        for (int s = 0; s < m_chart.series.size(); ++s) {
            if (m_chart.countAt(c, s) > 0 || m_chart.series.size() == 1) {
                m_bars.append({c, s});
            }
        }
    }
    endResetModel();
}

int StatsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_bars.size());
}

int StatsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 4;
}

QVariant StatsTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const auto [category, series] = m_bars.at(index.row());
    const qint64 count = m_chart.countAt(category, series);
    if (role == Qt::TextAlignmentRole) {
        return index.column() >= 2 ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) {
        return {};
    }
    switch (index.column()) {
    case 0:
        return m_chart.categories.at(category);
    case 1:
        return m_chart.series.size() > 1 ? m_chart.series.at(series) : QString();
    case 2:
        return QLocale().toString(count);
    default:
        return percentText(count, m_chart.total);
    }
}

QVariant StatsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= 4) {
        return {};
    }
    const QStringList headers{tr("Value"), tr("Then by"), tr("Rows"), tr("Share")};
    return headers.at(section);
}

StatsPresenter::StatsPresenter(QObject *parent)
    : QObject(parent)
    , m_table(new StatsTableModel(this))
{}

StatsPresenter::~StatsPresenter() = default;

void StatsPresenter::setSourceProvider(std::function<Core::Result<StatsSource>()> provider)
{
    m_provider = std::move(provider);
}

void StatsPresenter::setProfile(const Core::Profile &profile)
{
    clear();
    m_groupings.clear();
    m_histogramColumns.clear();
    for (const Core::ColumnSpec &spec : profile.columns) {
        // Prefix specs name no single column; heavy cells (TEI, whole JSON documents) make one
        // group per row.
        if (spec.column.endsWith('*') || spec.heavy || spec.type == Core::ColumnType::Bytes ||
            spec.type == Core::ColumnType::VectorBytes) {
            continue;
        }
        m_groupings.append(QString::fromUtf8(spec.column));
        if (spec.type == Core::ColumnType::Int64Be || spec.type == Core::ColumnType::DecimalUtf8) {
            m_histogramColumns.append(QString::fromUtf8(spec.column));
        }
    }
    for (const Core::DerivedField &field : Core::derivedStatsFields()) {
        m_groupings.append(field.id);
    }
    Q_EMIT choicesChanged();
}

void StatsPresenter::clear()
{
    if (m_job) {
        m_job->disconnect(this);
        m_job->cancel();
        m_job->deleteLater();
    }
    m_job.clear();
    m_result = {};
    m_dimensions.clear();
    m_histogram.reset();
    m_message.clear();
    m_state = State::Idle;
    update();
    Q_EMIT stateChanged();
}

void StatsPresenter::fail(const QString &message)
{
    m_message = message;
    m_state = State::Failed;
    Q_EMIT stateChanged();
}

void StatsPresenter::start(const StatsRequest &request)
{
    clear();
    if (!m_provider) {
        fail(tr("No table is open."));
        return;
    }
    auto source = m_provider();
    if (!source) {
        fail(source.error().message);
        return;
    }
    if (!source->query.keys.isEmpty()) {
        fail(tr("The row list shows a lookup's rows; statistics count a filter's rows. Clear the lookup "
                "first."));
        return;
    }
    m_source = std::move(*source);
    QList<Core::StatsDimension> dimensions;
    std::optional<Core::StatsDimension> histogram;
    if (!request.histogram.isEmpty()) {
        auto d = Core::statsDimension(m_source.profile, request.histogram);
        if (!d || !d->numeric) {
            fail(tr("A histogram needs a numeric column; “%1” is not one.").arg(request.histogram));
            return;
        }
        histogram = *d;
    } else {
        for (const QString &id : {request.by, request.thenBy}) {
            if (id.isEmpty()) {
                continue;
            }
            auto d = Core::statsDimension(m_source.profile, id);
            if (!d) {
                fail(d.error().message);
                return;
            }
            dimensions.append(*d);
        }
        if (dimensions.isEmpty()) {
            fail(tr("Choose what to group the rows by."));
            return;
        }
    }
    QList<QByteArray> filterColumns;
    for (const QString &text : m_source.query.where) {
        if (const auto predicate = Core::parseWhere(text, m_source.encoder)) {
            filterColumns.append(predicate->column);
        }
    }
    m_dimensions = dimensions;
    m_histogram = histogram;
    auto *job =
        new Core::StatsJob(m_source.client, m_source.spec, filterColumns,
                           Core::StatsAccumulator(dimensions, histogram, std::max(1, request.bins)), this);
    if (m_source.gateways) {
        job->setParallel(m_source.gateways, m_source.parallel);
    }
    job->setProgressInterval(m_redrawIntervalMs);
    m_job = job;
    connect(job, &Core::StatsJob::progressed, this, &StatsPresenter::onProgress);
    connect(job, &Core::StatsJob::finished, this, &StatsPresenter::onFinished);
    m_state = State::Running;
    Q_EMIT stateChanged();
    job->start();
}

void StatsPresenter::cancel()
{
    if (m_job && m_state == State::Running) {
        m_job->cancel();
    }
}

void StatsPresenter::onProgress()
{
    if (m_job) {
        m_result = m_job->counts();
        update();
        Q_EMIT stateChanged(); // the rows counted
    }
}

void StatsPresenter::onFinished()
{
    if (!m_job) {
        return;
    }
    m_result = m_job->counts();
    const Core::Result<qint64> &outcome = m_job->result();
    if (outcome) {
        m_state = State::Finished;
    } else if (outcome.error().kind == Core::ErrorKind::Cancelled) {
        m_state = State::Cancelled;
    } else {
        m_state = State::Failed;
        m_message = outcome.error().message;
    }
    m_job->deleteLater();
    m_job.clear();
    update();
    Q_EMIT stateChanged();
}

QString StatsPresenter::statusText() const
{
    const QString filter = m_source.query.describe();
    switch (m_state) {
    case State::Idle:
        return {};
    case State::Running:
        return tr("Counting… %L1 rows · %2").arg(m_result.total).arg(filter);
    case State::Finished:
        return tr("%L1 rows · %2").arg(m_result.total).arg(filter);
    case State::Cancelled:
        return tr("Cancelled after %L1 rows: the counts shown are partial.").arg(m_result.total);
    case State::Failed:
        if (m_result.total > 0) {
            return tr("%1 The counts shown are partial (%L2 rows).").arg(m_message).arg(m_result.total);
        }
        return m_message;
    }
    return {};
}

QByteArray StatsPresenter::tsv() const
{
    return Core::statsTsv(m_result);
}

QString StatsPresenter::valueText(const Core::StatsValue &value) const
{
    return value ? *value : tr("(none)");
}

void StatsPresenter::update()
{
    StatsChart chart;
    chart.total = m_result.total;
    m_categoryValues.clear();
    m_seriesValues.clear();
    if (m_result.histogram) {
        const Core::StatsHistogram &h = *m_result.histogram;
        chart.title = h.column;
        for (const Core::HistogramBin &bin : h.bins) {
            chart.categories.append(binText(bin));
        }
        QList<qint64> counts;
        for (const Core::HistogramBin &bin : h.bins) {
            counts.append(bin.count);
        }
        if (h.nullCount > 0) {
            chart.categories.append(tr("(no number)"));
            counts.append(h.nullCount);
        }
        chart.series = {tr("Rows")};
        chart.counts = {counts};
    } else if (!m_result.groups.isEmpty()) {
        chart.title = m_result.by.join(QStringLiteral(" × "));
        const qsizetype shown = std::min<qsizetype>(m_result.groups.size(), kMaxCategories);
        chart.hiddenCategories = int(m_result.groups.size() - shown);
        for (qsizetype i = 0; i < shown; ++i) {
            m_categoryValues.append(m_result.groups.at(i).value);
            chart.categories.append(valueText(m_result.groups.at(i).value));
        }
        if (m_result.by.size() > 1) {
            // The second grouping's values, most rows first over the whole table.
            QHash<std::pair<bool, QString>, qint64> totals;
            QList<Core::StatsValue> order;
            for (const Core::StatsGroup &group : std::as_const(m_result.groups)) {
                for (const Core::StatsGroup &inner : group.groups) {
                    const std::pair<bool, QString> key{inner.value.has_value(),
                                                       inner.value.value_or(QString())};
                    if (!totals.contains(key)) {
                        order.append(inner.value);
                    }
                    totals[key] += inner.count;
                }
            }
            const auto totalOf = [&totals](const Core::StatsValue &v) {
                return totals.value({v.has_value(), v.value_or(QString())});
            };
            std::ranges::stable_sort(order, [&](const Core::StatsValue &a, const Core::StatsValue &b) {
                return totalOf(a) > totalOf(b);
            });
            const qsizetype series = std::min<qsizetype>(order.size(), kMaxSeries);
            chart.hiddenSeries = int(order.size() - series);
            m_seriesValues = order.mid(0, series);
            for (const Core::StatsValue &v : std::as_const(m_seriesValues)) {
                chart.series.append(valueText(v));
                QList<qint64> counts;
                for (qsizetype i = 0; i < shown; ++i) {
                    qint64 n = 0;
                    for (const Core::StatsGroup &inner : m_result.groups.at(i).groups) {
                        if (inner.value == v) {
                            n = inner.count;
                        }
                    }
                    counts.append(n);
                }
                chart.counts.append(counts);
            }
        } else {
            chart.series = {tr("Rows")};
            QList<qint64> counts;
            for (qsizetype i = 0; i < shown; ++i) {
                counts.append(m_result.groups.at(i).count);
            }
            chart.counts = {counts};
        }
    }
    m_chart = chart;
    m_table->setChart(m_chart);
    Q_EMIT countsChanged();
}

Core::Result<QStringList> StatsPresenter::categoryPredicates(int category) const
{
    if (m_result.histogram && m_histogram) {
        const Core::StatsHistogram &h = *m_result.histogram;
        if (category == h.bins.size()) {
            return m_histogram->predicatesFor(std::nullopt); // the rows without a number
        }
        const Core::HistogramBin &bin = h.bins.at(category);
        const Core::ColumnType type = m_source.profile.typeOf(h.column.toUtf8());
        // The server compares bytes: that is the numbers' order only for non-negative 8-byte
        // integers, and a rounded (approximate) histogram's bins are not exact ranges.
        if (type != Core::ColumnType::Int64Be || bin.from < 0 || h.approximate) {
            return Core::fail(Core::ErrorKind::InvalidInput,
                              tr("The rows of this bin cannot be selected exactly on the server (only the "
                                 "bins of an exact histogram of a non-negative 8-byte integer column can)."));
        }
        return QStringList{h.column + QStringLiteral(">=") + QString::number(bin.from),
                           h.column + QLatin1Char('<') + QString::number(bin.to)};
    }
    return m_dimensions.first().predicatesFor(m_categoryValues.at(category));
}

Core::Result<Core::RowQuery> StatsPresenter::drillDownQuery(int category, int series) const
{
    const bool counted = !m_dimensions.isEmpty() || m_histogram.has_value();
    if (!counted || category < 0 || category >= m_chart.categories.size() || series < 0 ||
        series >= m_chart.series.size()) {
        return Core::fail(Core::ErrorKind::InvalidInput, tr("There is no such bar."));
    }
    auto predicates = categoryPredicates(category);
    if (!predicates) {
        return std::unexpected(predicates.error());
    }
    Core::RowQuery query = m_source.query;
    query.where.append(*predicates);
    if (m_dimensions.size() > 1) {
        query.where.append(m_dimensions.at(1).predicatesFor(m_seriesValues.at(series)));
    }
    return query;
}

QString StatsPresenter::categoryText(int category) const
{
    const QString column = m_result.histogram ? m_result.histogram->column : m_result.by.value(0);
    return QStringLiteral("%1 = %2").arg(column, m_chart.categories.value(category));
}

QString StatsPresenter::drillDownLabel(int category, int series) const
{
    QString what = categoryText(category);
    if (m_dimensions.size() > 1) {
        what += QStringLiteral(" · %1 = %2").arg(m_result.by.value(1), m_chart.series.value(series));
    }
    const qint64 count = m_chart.countAt(category, series);
    return count == 1 ? tr("Statistics, %1: 1 row").arg(what)
                      : tr("Statistics, %1: %L2 rows").arg(what).arg(count);
}

void StatsPresenter::requestDrillDown(int category, int series)
{
    const auto query = drillDownQuery(category, series);
    if (!query) {
        Q_EMIT failedDrillDown(query.error().message);
        return;
    }
    Q_EMIT drillDownRequested(drillDownLabel(category, series), *query);
}

} // namespace Ei::Models
