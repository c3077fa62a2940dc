#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <core/domain/profile.h>
#include <core/hbase/cellset.h>
#include <core/util/result.h>

namespace Ei::Core {

// One value of a grouping: its text (a number's decimal digits for numeric groupings), or no value
// at all (the row lacks the column: the null group).
using StatsValue = std::optional<QString>;

// What `stats --by` and the Statistics dock group rows by (docs/statistics.md): a column decoded
// by the profile, or a field derived from one. Each knows the columns a scan must read for it, the
// value of a row, and the `--where` predicates that select exactly the rows of one value on the
// server, so a bar of the chart opens the same rows in the row list on a table of any size.
struct StatsDimension
{
    QString id;                // "grobid0:status_code", "grobid_version", "crawl_month", "size_bucket"
    QList<QByteArray> columns; // what the scan must read
    bool numeric = false;      // values are printed as JSON numbers and sorted numerically
    std::function<StatsValue(const Row &)> valueOf;
    // valueOf reads nothing but the newest cell of the one column in `columns` (its bytes), so a
    // count may remember the value of each distinct cell instead of deriving it again per row.
    bool fromOneCell = false;
    std::function<QStringList(const StatsValue &)> predicatesFor;
    // Where the value sorts among the others when they are not sorted by count (size buckets by
    // size); empty = by the value itself.
    std::function<int(const StatsValue &)> order;
};

// The derived fields, with what each is taken from.
struct DerivedField
{
    QString id;
    QString description;
};
QList<DerivedField> derivedStatsFields();

// A column ("family:qualifier", decoded by the profile's type; grobid0:quality's JSON gives its
// quality word) or a derived field by its id. Anything else is InvalidInput naming the choices.
Result<StatsDimension> statsDimension(const Profile &profile, const QString &id);

// The size buckets of size_bucket, in bytes: [0, 100 kB), [100 kB, 1 MB), … , [1 GB, ∞).
QList<qint64> sizeBucketBounds();

} // namespace Ei::Core
