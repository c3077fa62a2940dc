#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QList>
#include <QMap>
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

// The rows per value of `valueOf` (nullopt = the null group): the independent tally.
using KnownTally = QMap<std::optional<QString>, QList<QByteArray>>;
KnownTally tally(const QList<KnownRow> &rows,
                 const std::function<std::optional<QString>(const KnownRow &)> &valueOf);

} // namespace Ei::Test
