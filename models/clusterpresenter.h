#pragma once

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QStandardItemModel>

#include <core/domain/profile.h>
#include <core/domain/schemacheck.h>
#include <core/hbase/adminclient.h>
#include <core/hbase/connectionconfig.h>
#include <models/clustermodels.h>

namespace Ei::Core {
class GatewayPool;
class RestClient;
} // namespace Ei::Core

namespace Ei::Models {

// The Cluster window's logic, without widgets: the cluster status, namespaces and their tables,
// the selected table's schema, regions and estimates, the schema check (progress, cancel) and
// the admin writes (create from the profile, alter one family, drop, a finding's fix). Writes
// are refused with writeDisabledReason() on a read-only connection; the window asks the curator
// to confirm before calling them.
class ClusterPresenter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterPresenter)

public:
    struct Connection
    {
        Core::ConnectionConfig config; // its table is the window's table
        Core::Profile profile;         // the window's table's profile
        Core::KeyFormat keyFormat = Core::KeyFormat::Sha1B32Prefixed;
        QString readOnlyReason; // empty: writes allowed
    };

    explicit ClusterPresenter(QObject *parent = nullptr);
    ~ClusterPresenter() override;

    void setConnection(const Connection &connection);
    bool hasConnection() const { return m_admin != nullptr; }

    NodeListModel *nodes() const { return m_nodes; }
    // Namespaces with their tables as children; a table item's Qt::UserRole is its full name.
    QStandardItemModel *tables() const { return m_tables; }
    FamilyListModel *families() const { return m_families; }
    RegionListModel *regions() const { return m_regions; }
    FindingListModel *findings() const { return m_findings; }

    QString clusterSummary() const { return m_clusterSummary; }
    QString selectedTable() const { return m_selected; }
    // "≈ 1,000,000 rows · ≈ 950 MB", labelled as estimates, or empty until known.
    QString tableEstimate() const { return m_estimate; }
    QString writeDisabledReason() const { return m_connection.readOnlyReason; }
    // The profile of a table: the window's for its own table, else chosen from the name.
    Core::Profile profileFor(const QString &table) const;

    // Reloads everything (F5): status, namespaces, tables, and the selected table.
    void refresh();
    void selectTable(const QString &table);

    void runCheck();
    void cancelCheck();
    bool isChecking() const { return m_check != nullptr; }

    void createTable(const QString &name);
    void alterFamily(const QByteArray &family, const QMap<QString, QString> &set, bool add);
    void dropTable(const QString &name);
    void applyFix(const Core::SchemaFix &fix);

Q_SIGNALS:
    void clusterChanged();
    void tablesChanged();
    void tableChanged(); // schema, regions or estimate of the selected table
    void checkProgress(qint64 done, qint64 total);
    void checkFinished(const QString &summary);
    // One sentence for the curator: a write done, or something that failed.
    void message(const QString &text, bool isError);

private:
    void loadTable();
    void estimate(const QList<RegionRow> &regions);
    Core::RestClient *clientFor(const QString &table);
    bool refuseWrite();
    void afterWrite(const QString &done);

    Connection m_connection;
    Core::RestClient *m_client = nullptr; // the connection's, for status, namespaces and admin
    Core::AdminClient *m_admin = nullptr;
    QPointer<Core::RestClient> m_tableClient;    // the selected table's
    QPointer<Core::GatewayPool> m_tableGateways; // m_tableClient and the connection's further gateways
    QPointer<Core::Call<Core::SchemaCheckReport>> m_check;
    NodeListModel *m_nodes;
    QStandardItemModel *m_tables;
    FamilyListModel *m_families;
    RegionListModel *m_regions;
    FindingListModel *m_findings;
    Core::ClusterStatus m_status;
    QString m_clusterSummary;
    QString m_selected;
    QString m_estimate;
    quint64 m_generation = 0; // drops answers about an earlier selection
};

} // namespace Ei::Models
