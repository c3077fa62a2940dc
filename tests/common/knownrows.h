#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

#include <core/hbase/cellset.h>

namespace Ei::Test {

// Journal-extract rows of a known distribution, for the statistics tests: every row says, as
// plain values, what it holds, so a test tallies them independently of the code under test.
// Absent values are nullopt. The cells vary the way real rows do: f:c compact (Heritrix) or spaced
// (the pipeline's json.dumps), metadata with or without grobid_version, grobid0:quality as the
// curators' JSON or the designed bare word, sizes across every size bucket.
struct KnownRow
{
    QByteArray key;
    std::optional<qint64> statusCode;
    std::optional<QString> mstatus;
    std::optional<QString> grobidVersion;
    std::optional<QString> crawlMonth;
    std::optional<qint64> size;
    std::optional<QString> quality;
    std::optional<QString> mime;

    Core::Row toRow() const;
};

QList<KnownRow> knownRows(int count);
Core::CellSet toCellSet(const QList<KnownRow> &rows);

// A row's value in a grouping (nullopt = the null group), or whether it passes a filter (a value =
// it passes): how the statistics tests say independently what they expect.
using KnownValue = std::function<std::optional<QString>(const KnownRow &)>;

// The rows per value of `valueOf` (nullopt = the null group): the independent tally.
using KnownTally = QMap<std::optional<QString>, QList<QByteArray>>;
KnownTally tally(const QList<KnownRow> &rows, const KnownValue &valueOf);

// The rows a filter selects and their tally: the counts a statistics run over that filter gives.
struct KnownSelection
{
    QList<KnownRow> rows;
    KnownTally tally;
};
// The rows that `passes` (every row when it is empty), tallied by `valueOf`.
KnownSelection selectAndTally(const QList<KnownRow> &rows, const KnownValue &valueOf,
                              const KnownValue &passes = {});

} // namespace Ei::Test

// The statistics tests' data columns of expected values and filters.
Q_DECLARE_METATYPE(Ei::Test::KnownValue)
