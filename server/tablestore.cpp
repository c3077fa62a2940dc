#include "tablestore.h"

#include <algorithm>

#include <QDateTime>
#include <QtEndian>

namespace Ei::Server {

TableStore::TableStore(Core::TableSchema schema)
    : m_regionsCreated(QDateTime::currentMSecsSinceEpoch())
    , m_regionRequests(1)
{
    setSchema(std::move(schema));
}

void TableStore::setSchema(Core::TableSchema schema)
{
    ++m_revision;
    m_schema = std::move(schema);
    m_maxVersions.clear();
    for (const Core::ColumnSchema &c : m_schema.families) {
        m_maxVersions.insert(c.name, c.maxVersions());
    }
    // Drop data of families that are gone, trim versions to the new limits.
    for (auto it = m_rows.begin(); it != m_rows.end();) {
        auto &cols = it->second.columns;
        std::erase_if(cols, [this](const ColumnData &c) {
            return !m_maxVersions.contains(Core::columnFamily(c.column));
        });
        for (ColumnData &c : cols) {
            const int max = m_maxVersions.value(Core::columnFamily(c.column), 1);
            if (c.versions.size() > max) {
                c.versions.resize(max);
            }
        }
        auto next = std::next(it);
        dropIfEmpty(it);
        it = next;
    }
}

void TableStore::dropIfEmpty(std::map<QByteArray, RowData>::iterator it)
{
    ++m_revision;
    if (it->second.columns.empty() && it->second.rowMark < 0 && it->second.marks.empty()) {
        m_rows.erase(it);
    }
}

qint64 TableStore::rowCount() const
{
    qint64 n = 0;
    for (const auto &[key, row] : m_rows) {
        n += row.columns.empty() ? 0 : 1;
    }
    return n;
}

qint64 TableStore::cellCount() const
{
    qint64 n = 0;
    for (const auto &[key, row] : m_rows) {
        for (const ColumnData &c : row.columns) {
            n += c.versions.size();
        }
    }
    return n;
}

qint64 TableStore::nextTimestamp()
{
    m_lastTimestamp = std::max(QDateTime::currentMSecsSinceEpoch(), m_lastTimestamp + 1);
    return m_lastTimestamp;
}

QByteArray TableStore::intern(const QByteArray &column)
{
    auto it = m_columnNames.constFind(column);
    if (it != m_columnNames.cend()) {
        return *it;
    }
    m_columnNames.insert(column);
    return column;
}

Core::Result<void> TableStore::validateColumn(const QByteArray &column) const
{
    const qsizetype colon = column.indexOf(':');
    if (colon <= 0) {
        return fail(
            Core::ErrorKind::BadRequest,
            QStringLiteral("the column \"%1\" is not family:qualifier").arg(QString::fromUtf8(column)));
    }
    if (!m_maxVersions.contains(column.first(colon))) {
        return fail(Core::ErrorKind::NotFound,
                    QStringLiteral("the table %1 has no column family \"%2\"")
                        .arg(m_schema.name, QString::fromUtf8(column.first(colon))));
    }
    return {};
}

bool TableStore::masked(const RowData &row, const QByteArray &column, qint64 ts) const
{
    if (ts <= row.rowMark) {
        return true;
    }
    const QByteArrayView family = QByteArrayView(column).first(std::max<qsizetype>(0, column.indexOf(':')));
    for (const auto &[what, markTs] : row.marks) {
        if (ts <= markTs && (what == column || what == family)) {
            return true;
        }
    }
    return false;
}

void TableStore::putCell(RowData &row, const QByteArray &column, qint64 ts, const QByteArray &value)
{
    ++m_revision;
    if (masked(row, column, ts)) {
        return;
    }
    auto &cols = row.columns;
    auto it =
        std::lower_bound(cols.begin(), cols.end(), column, [](const ColumnData &c, const QByteArray &col) {
            return Core::columnLess(c.column, col);
        });
    if (it == cols.end() || it->column != column) {
        it = cols.insert(it, ColumnData{intern(column), {}});
    }
    auto &versions = it->versions;
    auto pos =
        std::find_if(versions.begin(), versions.end(), [ts](const Version &v) { return v.timestamp <= ts; });
    if (pos != versions.end() && pos->timestamp == ts) {
        pos->value = value; // same coordinates: the newer write wins, as in HBase
    } else {
        versions.insert(pos, Version{ts, value});
    }
    const int max = m_maxVersions.value(Core::columnFamily(column), 1);
    if (versions.size() > max) {
        versions.resize(max);
    }
    if (versions.isEmpty()) {
        cols.erase(it);
    }
}

Core::Result<void> TableStore::put(const Core::CellSet &rows)
{
    for (const Core::Row &r : rows) {
        for (const Core::Cell &c : r.cells) {
            if (auto v = validateColumn(c.column); !v) {
                return v;
            }
        }
    }
    for (const Core::Row &r : rows) {
        if (r.cells.isEmpty()) {
            continue;
        }
        countWrite(r.key);
        RowData &data = m_rows[r.key];
        qint64 now = -1;
        for (const Core::Cell &c : r.cells) {
            qint64 ts = c.timestamp;
            if (ts == Core::Cell::kNoTimestamp || ts == DeleteOp::kLatest) {
                if (now < 0) {
                    now = nextTimestamp();
                }
                ts = now;
            }
            putCell(data, c.column, ts, c.value);
        }
        dropIfEmpty(m_rows.find(r.key));
    }
    return {};
}

std::optional<QByteArray> TableStore::latestValue(const QByteArray &key, const QByteArray &column) const
{
    auto it = m_rows.find(key);
    if (it == m_rows.end()) {
        return std::nullopt;
    }
    for (const ColumnData &c : it->second.columns) {
        if (c.column == column && !c.versions.isEmpty()) {
            return c.versions.front().value;
        }
    }
    return std::nullopt;
}

Core::Result<bool> TableStore::checkAndPut(const Core::Row &puts, const QByteArray &checkColumn,
                                           const QByteArray &expected)
{
    if (auto v = validateColumn(checkColumn); !v) {
        return std::unexpected(v.error());
    }
    for (const Core::Cell &c : puts.cells) {
        if (auto v = validateColumn(c.column); !v) {
            return std::unexpected(v.error());
        }
    }
    const auto current = latestValue(puts.key, checkColumn);
    const bool matches = current ? *current == expected : expected.isEmpty();
    if (!matches) {
        return false;
    }
    if (auto r = put(Core::CellSet{puts}); !r) {
        return std::unexpected(r.error());
    }
    return true;
}

void TableStore::addMark(RowData &row, const QByteArray &what, qint64 ts)
{
    ++m_revision;
    for (auto &[w, markTs] : row.marks) {
        if (w == what) {
            markTs = std::max(markTs, ts);
            return;
        }
    }
    row.marks.emplace_back(intern(what), ts);
}

void TableStore::applyDelete(RowData &row, const DeleteOp &op, qint64 now)
{
    ++m_revision;
    const qint64 ts = op.timestamp == DeleteOp::kLatest ? now : op.timestamp;
    auto &cols = row.columns;
    switch (op.kind) {
    case DeleteOp::Kind::Row:
        row.rowMark = std::max(row.rowMark, ts);
        for (ColumnData &c : cols) {
            c.versions.removeIf([ts](const Version &v) { return v.timestamp <= ts; });
        }
        break;
    case DeleteOp::Kind::Family:
    case DeleteOp::Kind::Columns:
        addMark(row, op.column, ts);
        for (ColumnData &c : cols) {
            const bool hit = op.kind == DeleteOp::Kind::Family ? Core::columnFamily(c.column) == op.column
                                                               : c.column == op.column;
            if (hit) {
                c.versions.removeIf([ts](const Version &v) { return v.timestamp <= ts; });
            }
        }
        break;
    case DeleteOp::Kind::ColumnVersion:
        for (ColumnData &c : cols) {
            if (c.column == op.column && !c.versions.isEmpty()) {
                if (op.timestamp == DeleteOp::kLatest) {
                    c.versions.erase(c.versions.begin());
                } else {
                    c.versions.removeIf([&op](const Version &v) { return v.timestamp == op.timestamp; });
                }
            }
        }
        break;
    }
    std::erase_if(cols, [](const ColumnData &c) { return c.versions.isEmpty(); });
}

Core::Result<void> TableStore::remove(const QByteArray &key, const QList<DeleteOp> &ops)
{
    for (const DeleteOp &op : ops) {
        if (op.kind == DeleteOp::Kind::Family && !m_maxVersions.contains(op.column)) {
            return fail(Core::ErrorKind::NotFound, QStringLiteral("the table %1 has no column family \"%2\"")
                                                       .arg(m_schema.name, QString::fromUtf8(op.column)));
        }
        if ((op.kind == DeleteOp::Kind::Columns || op.kind == DeleteOp::Kind::ColumnVersion)) {
            if (auto v = validateColumn(op.column); !v) {
                return v;
            }
        }
    }
    auto it = m_rows.find(key);
    if (it == m_rows.end()) {
        // Deleting an absent row still leaves its marker, as HBase's tombstone does.
        it = m_rows.emplace(key, RowData{}).first;
    }
    countWrite(key);
    const qint64 now = nextTimestamp();
    for (const DeleteOp &op : ops) {
        applyDelete(it->second, op, now);
    }
    dropIfEmpty(it);
    return {};
}

Core::Result<bool> TableStore::checkAndDelete(const QByteArray &key, const QByteArray &checkColumn,
                                              const QByteArray &expected, const QList<DeleteOp> &ops)
{
    if (auto v = validateColumn(checkColumn); !v) {
        return std::unexpected(v.error());
    }
    const auto current = latestValue(key, checkColumn);
    const bool matches = current ? *current == expected : expected.isEmpty();
    if (!matches) {
        return false;
    }
    if (auto r = remove(key, ops); !r) {
        return std::unexpected(r.error());
    }
    return true;
}

Core::Result<Core::Cell> TableStore::append(const QByteArray &key, const QByteArray &column,
                                            const QByteArray &suffix)
{
    if (auto v = validateColumn(column); !v) {
        return std::unexpected(v.error());
    }
    Core::Cell cell{column, nextTimestamp(), latestValue(key, column).value_or(QByteArray()) + suffix};
    countWrite(key);
    putCell(m_rows[key], column, cell.timestamp, cell.value);
    return cell;
}

Core::Result<Core::Cell> TableStore::increment(const QByteArray &key, const QByteArray &column, qint64 amount)
{
    if (auto v = validateColumn(column); !v) {
        return std::unexpected(v.error());
    }
    const auto current = latestValue(key, column);
    qint64 value = 0;
    if (current) {
        if (current->size() != 8) {
            return fail(
                Core::ErrorKind::ServerUnavailable,
                QStringLiteral("the cell %1 is not an 8-byte counter").arg(QString::fromUtf8(column)));
        }
        value = qFromBigEndian<qint64>(current->constData());
    }
    value = qint64(quint64(value) + quint64(amount)); // HBase wraps around like Java's long
    QByteArray bytes(8, Qt::Uninitialized);
    qToBigEndian<qint64>(value, bytes.data());
    Core::Cell cell{column, nextTimestamp(), bytes};
    countWrite(key);
    putCell(m_rows[key], column, cell.timestamp, cell.value);
    return cell;
}

Core::Row TableStore::materialize(const QByteArray &key, const RowData &row, const ReadSpec &spec) const
{
    Core::Row out;
    out.key = key;
    // One allocation for the cells: growing the list cell by cell was a third of a scan's time.
    qsizetype cells = 0;
    for (const ColumnData &c : row.columns) {
        cells += std::min<qsizetype>(c.versions.size(), spec.maxVersions);
    }
    out.cells.reserve(cells);
    for (const ColumnData &c : row.columns) {
        if (!spec.columns.isEmpty()) {
            bool selected = false;
            for (const QByteArray &want : spec.columns) {
                if (want.contains(':') ? want == c.column : Core::columnFamily(c.column) == want) {
                    selected = true;
                    break;
                }
            }
            if (!selected) {
                continue;
            }
        }
        int taken = 0;
        for (const Version &v : c.versions) {
            if (taken >= spec.maxVersions) {
                break;
            }
            if (v.timestamp >= spec.minTimestamp && v.timestamp < spec.maxTimestamp) {
                out.cells.append(Core::Cell{c.column, v.timestamp, v.value});
                ++taken;
            }
        }
    }
    return out;
}

std::optional<Core::Row> TableStore::get(const QByteArray &key, const ReadSpec &spec) const
{
    auto it = m_rows.find(key);
    if (it == m_rows.end()) {
        return std::nullopt;
    }
    countRead(key);
    Core::Row row = materialize(key, it->second, spec);
    if (row.cells.isEmpty()) {
        return std::nullopt;
    }
    return row;
}

void TableStore::scan(const QByteArray &start, bool inclusive, const ReadSpec &spec,
                      const std::function<bool(Core::Row &&row)> &visit) const
{
    auto it = inclusive ? m_rows.lower_bound(start) : m_rows.upper_bound(start);
    for (; it != m_rows.end(); ++it) {
        Core::Row row = materialize(it->first, it->second, spec);
        if (row.cells.isEmpty()) {
            continue;
        }
        countRead(it->first);
        if (!visit(std::move(row))) {
            return;
        }
    }
}

void TableStore::splitIntoRegions(qint64 rowsPerRegion)
{
    m_rowsPerRegion = std::max<qint64>(1, rowsPerRegion);
    m_splitKeys.clear();
    qint64 n = 0;
    for (const auto &[key, row] : m_rows) {
        if (row.columns.empty()) {
            continue;
        }
        if (n > 0 && n % m_rowsPerRegion == 0) {
            m_splitKeys.append(key);
        }
        ++n;
    }
    m_regionsCreated = std::max(QDateTime::currentMSecsSinceEpoch(), m_regionsCreated + 1);
    m_regionRequests.assign(size_t(m_splitKeys.size() + 1), {0, 0});
    countRegionFigures(); // now, while the table is loaded, not at the first GET /regions
}

void TableStore::countRegionFigures() const
{
    m_figures.rowsAndBytes.assign(size_t(m_splitKeys.size() + 1), {0, 0});
    qsizetype region = 0;
    for (const auto &[key, row] : m_rows) {
        if (row.columns.empty()) {
            continue;
        }
        while (region < m_splitKeys.size() && !(key < m_splitKeys[region])) {
            ++region;
        }
        auto &[rows, bytes] = m_figures.rowsAndBytes[size_t(region)];
        ++rows;
        for (const ColumnData &c : row.columns) {
            for (const Version &v : c.versions) {
                bytes += key.size() + c.column.size() + v.value.size() + qint64(sizeof v.timestamp);
            }
        }
    }
    m_figures.revision = m_revision;
    m_figures.regionsCreated = m_regionsCreated;
}

qsizetype TableStore::regionOf(QByteArrayView key) const
{
    // The number of split keys <= key is the region's index.
    return std::upper_bound(
               m_splitKeys.cbegin(), m_splitKeys.cend(), key,
               [](QByteArrayView k, const QByteArray &split) { return k < QByteArrayView(split); }) -
           m_splitKeys.cbegin();
}

void TableStore::countRead(QByteArrayView key) const
{
    ++m_regionRequests[size_t(regionOf(key))].first;
}

void TableStore::countWrite(QByteArrayView key)
{
    ++m_regionRequests[size_t(regionOf(key))].second;
}

QList<RegionFigures> TableStore::regions() const
{
    // The rows and bytes take a pass over every cell (140 ms for a million rows): they are kept
    // until the table or its regions change, so that a job listing the regions twice (a parallel
    // scan, before and beside its reading) does not wait for that pass each time.
    if (m_figures.revision != m_revision || m_figures.regionsCreated != m_regionsCreated ||
        m_figures.rowsAndBytes.size() != size_t(m_splitKeys.size() + 1)) {
        countRegionFigures();
    }
    QList<RegionFigures> out(m_splitKeys.size() + 1);
    for (qsizetype i = 0; i < out.size(); ++i) {
        out[i].startKey = i == 0 ? QByteArray() : m_splitKeys[i - 1];
        out[i].endKey = i < m_splitKeys.size() ? m_splitKeys[i] : QByteArray();
        out[i].id = m_regionsCreated;
        out[i].rows = m_figures.rowsAndBytes[size_t(i)].first;
        out[i].bytes = m_figures.rowsAndBytes[size_t(i)].second;
        out[i].readRequests = m_regionRequests[size_t(i)].first;
        out[i].writeRequests = m_regionRequests[size_t(i)].second;
    }
    return out;
}

} // namespace Ei::Server
