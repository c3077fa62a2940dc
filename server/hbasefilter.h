#pragma once

#include <memory>
#include <vector>

#include <QByteArray>
#include <QList>
#include <QRegularExpression>

#include <core/hbase/cellset.h>
#include <core/hbase/filter.h>

namespace Ei::Server {

class ScanFilter;

// HBase's filters as HBase runs them, cell by cell (hbase-client/.../filter/Filter.java): a row is
// first offered by key (filterRowKey), then each of its cells in order (filterCell, whose return
// code also decides which cells are offered next), the cells a filter includes are rewritten
// (transformCell), the kept cells are offered together (filterRowCells) and the row as a whole
// (filterRow). FilterList combines its members exactly as FilterListWithAND/FilterListWithOR do,
// which is what makes the order of members, the transforms and the page counts come out as in
// HBase (docs/hbase-rest-conformance.md, "FilterList semantics").
namespace HBaseFilters {

// Filter.ReturnCode.
enum class ReturnCode
{
    Include,
    IncludeAndNextCol,
    IncludeAndSeekNextRow,
    Skip,
    NextCol,
    NextRow,
    SeekNextUsingHint,
};

class Filter
{
public:
    virtual ~Filter() = default;
    // Called between rows (RegionScannerImpl.resetFilters).
    virtual void reset() {}
    // True drops the row before its cells are read.
    virtual bool filterRowKey(const QByteArray &) { return false; }
    virtual bool filterAllRemaining() const { return false; }
    virtual ReturnCode filterCell(const Core::Cell &) { return ReturnCode::Include; }
    virtual Core::Cell transformCell(Core::Cell cell) { return cell; }
    virtual void filterRowCells(QList<Core::Cell> &) {}
    virtual bool hasFilterRow() const { return false; }
    // True drops the row after its cells were read.
    virtual bool filterRow() { return false; }
};
using FilterPtr = std::unique_ptr<Filter>;

// ByteArrayComparable: compareTo(cellBytes) is the comparator's value compared with the cell, as in
// HBase, and CompareFilter keeps a cell when `cell OP value` holds.
struct Comparator
{
    enum class Type
    {
        Binary,
        BinaryPrefix,
        Substring,
        Regex,
        Null,
    };
    Type type = Type::Binary;
    QByteArray value;
    QRegularExpression regex;

    int compareTo(QByteArrayView cell) const;
};

// The cell part a CompareFilter tests.
enum class Part
{
    Row,
    Family,
    Qualifier,
    Value,
};

struct RowRange
{
    QByteArray start;
    bool startInclusive = true;
    QByteArray stop;
    bool stopInclusive = false;
};

FilterPtr compareFilter(Part part, Core::CompareOp op, Comparator comparator);
FilterPtr prefixFilter(QByteArray prefix);
FilterPtr inclusiveStopFilter(QByteArray stop);
FilterPtr pageFilter(qint64 size);
FilterPtr keyOnlyFilter(bool lengthAsValue);
FilterPtr firstKeyOnlyFilter();
FilterPtr columnPrefixFilter(QByteArray prefix);
FilterPtr multipleColumnPrefixFilter(QList<QByteArray> prefixes);
FilterPtr timestampsFilter(QList<qint64> timestamps);
FilterPtr singleColumnValueFilter(QByteArray family, QByteArray qualifier, Core::CompareOp op,
                                  Comparator comparator, bool filterIfMissing, bool latestVersionOnly,
                                  bool excludeColumn);
// An empty bound is open.
FilterPtr columnRangeFilter(QByteArray min, bool minInclusive, QByteArray max, bool maxInclusive);
FilterPtr columnCountGetFilter(qint64 limit);
FilterPtr columnPaginationFilter(qint64 limit, qint64 offset);
FilterPtr multiRowRangeFilter(QList<RowRange> ranges);
FilterPtr skipFilter(FilterPtr inner);
FilterPtr whileMatchFilter(FilterPtr inner);
FilterPtr filterList(bool mustPassAll, std::vector<FilterPtr> members);

// Runs `filter` over a scan's rows as RegionScannerImpl.nextInternal and the store scanners do.
std::unique_ptr<ScanFilter> regionScanFilter(FilterPtr filter);

} // namespace HBaseFilters
} // namespace Ei::Server
