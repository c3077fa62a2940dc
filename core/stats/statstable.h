#pragma once

#include <optional>
#include <utility>

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <core/hbase/cellset.h>
#include <core/stats/statsdimension.h>

namespace Ei::Core {

struct StatsGroup
{
    StatsValue value;
    qint64 count = 0;
    QList<StatsGroup> groups; // by the second grouping (a cross-table), else empty
};

struct HistogramBin
{
    qint64 from = 0; // inclusive
    qint64 to = 0;   // exclusive
    qint64 count = 0;
};

struct StatsHistogram
{
    QString column;
    QList<HistogramBin> bins;
    qint64 nullCount = 0;     // rows without a number in the column
    bool approximate = false; // values were rounded to keep memory bounded (see StatsAccumulator)
};

// What `stats` prints and the Statistics dock draws.
struct StatsResult
{
    QStringList by; // the groupings' ids
    bool numeric = false;
    bool numeric2 = false;
    qint64 total = 0;
    QList<StatsGroup> groups; // biggest first (size buckets in size order)
    std::optional<StatsHistogram> histogram;
    bool partial = false; // the scan did not finish (cancelled or failed): counts so far
};

// {"total":N,"groups":[{"value":V,"count":N[,"groups":[…]]},…][,"histogram":{…}][,"partial":true]}
// with numbers as JSON numbers and the null group's value null.
QByteArray statsJson(const StatsResult &result);
// A header line, then one line per group (per pair of a cross-table) and per histogram bin; the
// null group's value is empty (the histogram's rows without a number: empty from and to). Then
// "# total N", and "# partial" when the answer is partial.
QByteArray statsTsv(const StatsResult &result);

// Counts rows by one or two groupings and, optionally, a histogram of one numeric column, in
// memory proportional to the number of distinct values. A histogram keeps exact counts of up to
// kMaxDistinct distinct numbers; beyond that the numbers are rounded down to a power-of-two step
// (doubled as needed) and the histogram says it is approximate.
class StatsAccumulator final
{
public:
    static constexpr qsizetype kMaxDistinct = 1 << 16;
    // A grouping's values by the bytes of its cell (StatsDimension::fromOneCell), up to this many:
    // a column of few values (a status code) is derived once per value, not once per row.
    static constexpr qsizetype kMemoMost = 4096;

    StatsAccumulator(QList<StatsDimension> by, std::optional<StatsDimension> histogram = {}, int bins = 10);

    void add(const Row &row);
    void add(const CellSet &rows);
    qint64 rows() const { return m_total; }
    StatsResult result() const;
    // The columns a scan must read for these groupings.
    QList<QByteArray> columns() const;

private:
    using Key = std::pair<bool, QString>; // (has a value, value)
    void addNumber(qint64 value);
    StatsValue valueOf(const StatsDimension &dimension, QHash<QByteArray, StatsValue> &memo, const Row &row);

    QList<StatsDimension> m_by;
    std::optional<StatsDimension> m_histogram;
    int m_bins;
    qint64 m_total = 0;
    QHash<Key, QHash<Key, qint64>> m_counts;
    QMap<qint64, qint64> m_numbers; // rounded down to m_step
    qint64 m_step = 1;
    qint64 m_min = 0;
    qint64 m_max = 0;
    qint64 m_numbersSeen = 0;
    qint64 m_histogramNulls = 0;
    QHash<QByteArray, StatsValue> m_memo[3]; // the groupings', then the histogram's
};

} // namespace Ei::Core
