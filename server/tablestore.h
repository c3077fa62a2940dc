#pragma once

#include <functional>
#include <limits>
#include <map>

#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <core/hbase/cellset.h>
#include <core/hbase/columnname.h>
#include <core/hbase/tableschema.h>
#include <core/util/result.h>

namespace Ei::Server {

// What a read selects, as HBase's Get/Scan do: columns ("family" or "family:qualifier"; empty =
// all), a time range [minTimestamp, maxTimestamp) and the newest maxVersions versions per column.
struct ReadSpec
{
    QList<QByteArray> columns;
    qint64 minTimestamp = 0;
    qint64 maxTimestamp = std::numeric_limits<qint64>::max();
    int maxVersions = 1;
};

// One delete of a Delete/checkAndDelete, with HBase's meanings (hbase-rest.md §4.6):
//   Row           all cells with timestamp <= ts
//   Family        all versions <= ts of the family `column`
//   Columns       all versions <= ts of `column` (family:qualifier)
//   ColumnVersion exactly the version at ts of `column` (the newest when ts == kLatest)
struct DeleteOp
{
    enum class Kind
    {
        Row,
        Family,
        Columns,
        ColumnVersion,
    };
    Kind kind = Kind::Row;
    QByteArray column;
    qint64 timestamp = kLatest;

    static constexpr qint64 kLatest = std::numeric_limits<qint64>::max();
};

// One region of a table as the REST server reports it (hbase-rest.md §2.5): its key range, when it
// was created, and its figures (rows and bytes counted now, requests since the split).
struct RegionFigures
{
    QByteArray startKey; // inclusive; empty = the table's start
    QByteArray endKey;   // exclusive; empty = the table's end
    qint64 id = 0;       // creation time in ms, as HBase's region ids
    qint64 rows = 0;
    qint64 bytes = 0; // keys, column names and values of every version
    qint64 readRequests = 0;
    qint64 writeRequests = 0;
};

// An in-memory HBase table: rows sorted by unsigned key bytes → columns sorted by family then
// qualifier → versions newest first, trimmed to the family's VERSIONS. Not thread-safe: one owner
// (the REST server or a loader) uses it from one thread.
//
// Deletes leave markers like HBase's tombstones, so a later put with an older timestamp stays
// invisible (hbase-rest.md §4.6); markers are not saved in snapshots (a save is a major compaction).
// Server-assigned timestamps are strictly increasing, so a put right after a delete in the same
// millisecond is not masked by it (HBase can mask it; tests should not depend on that race).
class TableStore final
{
public:
    explicit TableStore(Core::TableSchema schema);

    const Core::TableSchema &schema() const { return m_schema; }
    QString name() const { return m_schema.name; }
    // Replaces the schema; families no longer listed are dropped with their data (schema PUT).
    void setSchema(Core::TableSchema schema);
    bool hasFamily(QByteArrayView family) const { return m_maxVersions.contains(family.toByteArray()); }

    qint64 rowCount() const;
    qint64 cellCount() const;

    std::optional<Core::Row> get(const QByteArray &key, const ReadSpec &spec) const;
    // Rows with key >= start (> start when !inclusive) in key order, as `spec` selects them; rows
    // with nothing selected are skipped. Stops when visit returns false.
    void scan(const QByteArray &start, bool inclusive, const ReadSpec &spec,
              const std::function<bool(Core::Row &&row)> &visit) const;

    // Puts all rows or none: an unknown family or a malformed column fails before anything is
    // written. Cells without a timestamp get the server's time.
    Core::Result<void> put(const Core::CellSet &rows);
    // Latest version of checkColumn equals `expected` (empty expected also matches an absent cell).
    Core::Result<bool> checkAndPut(const Core::Row &puts, const QByteArray &checkColumn,
                                   const QByteArray &expected);
    Core::Result<void> remove(const QByteArray &key, const QList<DeleteOp> &ops);
    Core::Result<bool> checkAndDelete(const QByteArray &key, const QByteArray &checkColumn,
                                      const QByteArray &expected, const QList<DeleteOp> &ops);
    // Appends to the latest value; returns the new cell.
    Core::Result<Core::Cell> append(const QByteArray &key, const QByteArray &column,
                                    const QByteArray &suffix);
    // Adds to an 8-byte big-endian counter (absent = 0); returns the new cell.
    Core::Result<Core::Cell> increment(const QByteArray &key, const QByteArray &column, qint64 amount);

    // Splits the table into regions of `rowsPerRegion` rows (the last may be smaller); request
    // counters start again. Without a split the table is one region.
    void splitIntoRegions(qint64 rowsPerRegion);
    qint64 rowsPerRegion() const { return m_rowsPerRegion; }
    // The regions with their figures; counts rows and bytes (a pass over the table, kept until
    // the table or its regions change).
    QList<RegionFigures> regions() const;

    // The value a check compares against: the latest version, or nullopt when absent.
    std::optional<QByteArray> latestValue(const QByteArray &key, const QByteArray &column) const;
    // A fresh server timestamp (ms since the epoch, strictly increasing).
    qint64 nextTimestamp();

private:
    struct Version
    {
        qint64 timestamp;
        QByteArray value;
    };
    struct ColumnData
    {
        QByteArray column;                    // interned family:qualifier
        QVarLengthArray<Version, 1> versions; // newest first
    };
    struct RowData
    {
        std::vector<ColumnData> columns;                  // sorted by (family, qualifier)
        qint64 rowMark = -1;                              // deleted at or below this timestamp
        std::vector<std::pair<QByteArray, qint64>> marks; // "family" or "family:qualifier" → ts
    };

    Core::Result<void> validateColumn(const QByteArray &column) const;
    bool masked(const RowData &row, const QByteArray &column, qint64 ts) const;
    void putCell(RowData &row, const QByteArray &column, qint64 ts, const QByteArray &value);
    void applyDelete(RowData &row, const DeleteOp &op, qint64 now);
    void addMark(RowData &row, const QByteArray &what, qint64 ts);
    Core::Row materialize(const QByteArray &key, const RowData &row, const ReadSpec &spec) const;
    QByteArray intern(const QByteArray &column);
    void dropIfEmpty(std::map<QByteArray, RowData>::iterator it);

    // Index of the region holding `key` (regions are [split[i-1], split[i])).
    qsizetype regionOf(QByteArrayView key) const;
    void countRead(QByteArrayView key) const;
    void countWrite(QByteArrayView key);

    Core::TableSchema m_schema;
    QList<QByteArray> m_splitKeys; // start keys of the regions after the first
    qint64 m_rowsPerRegion = 0;
    qint64 m_regionsCreated = 0;
    mutable std::vector<std::pair<qint64, qint64>> m_regionRequests; // reads, writes per region
    QHash<QByteArray, int> m_maxVersions;                            // family → VERSIONS
    std::map<QByteArray, RowData> m_rows;
    quint64 m_revision = 0; // changes with every change to the rows or the schema
    struct RegionFiguresCache
    {
        quint64 revision = ~quint64(0);
        qint64 regionsCreated = -1;
        std::vector<std::pair<qint64, qint64>> rowsAndBytes; // per region
    };
    mutable RegionFiguresCache m_figures; // regions()' pass over the table, while it holds
    void countRegionFigures() const;
    QSet<QByteArray> m_columnNames;
    qint64 m_lastTimestamp = 0;
};

} // namespace Ei::Server
