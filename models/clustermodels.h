#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

#include <core/domain/rowkey.h>
#include <core/domain/schemacheck.h>
#include <core/hbase/adminclient.h>

namespace Ei::Models {

// The cluster page: live nodes (region count, requests, heap), then dead nodes in red.
class NodeListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodeListModel)

public:
    enum Column
    {
        Name,
        State,
        Regions,
        Requests,
        Heap,
        ColumnCount,
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setStatus(const Core::ClusterStatus &status);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Core::ClusterStatus m_status;
};

// A table's families with their attributes, one family per row.
class FamilyListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FamilyListModel)

public:
    using QAbstractTableModel::QAbstractTableModel;

    // The attribute columns shown, in order (the rest are in each row's tooltip).
    static QStringList shownAttributes();
    void setSchema(const Core::TableSchema &schema);
    const Core::TableSchema &schema() const { return m_schema; }
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Core::TableSchema m_schema;
};

// One region of a table with its figures from the cluster status (when it has them).
struct RegionRow
{
    Core::RegionInfo info;
    std::optional<Core::RegionLoad> load;
    // Where the region starts and ends in the key space, 0..1 (for the bar over the key space).
    double startFraction = 0;
    double endFraction = 1;
};

class RegionListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RegionListModel)

public:
    enum Column
    {
        StartKey,
        EndKey,
        Location,
        Size,
        Reads,
        Writes,
        ColumnCount,
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setRegions(const QList<RegionRow> &regions, Core::KeyFormat keyFormat);
    const QList<RegionRow> &regions() const { return m_regions; }
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Position of a key in the key space, 0..1, from its first eight bytes (SHA-1 keys spread
    // evenly; a "sha1:" prefix is skipped so that its base32 part decides).
    static double keyFraction(const QByteArray &key, Core::KeyFormat keyFormat);

private:
    QList<RegionRow> m_regions;
    Core::KeyFormat m_keyFormat = Core::KeyFormat::Sha1B32Prefixed;
};

// The schema check's findings; errors first, each with its fix when one exists.
class FindingListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingListModel)

public:
    enum Column
    {
        Severity,
        Rule,
        Where,
        Message,
        Fix,
        ColumnCount,
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setFindings(const QList<Core::SchemaFinding> &findings);
    const QList<Core::SchemaFinding> &findings() const { return m_findings; }
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Core::SchemaFinding> m_findings;
};

} // namespace Ei::Models
