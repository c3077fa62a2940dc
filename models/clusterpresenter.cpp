#include "clusterpresenter.h"

#include <QLocale>

#include <core/domain/tablesetup.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/restclient.h>

namespace Ei::Models {

namespace {

// Rows read whole to learn the mean row size the row estimate divides by.
constexpr qint64 kEstimateSampleRows = 50;

qint64 rowBytes(const Core::Row &row)
{
    qint64 bytes = 0;
    for (const Core::Cell &c : row.cells) {
        bytes += row.key.size() + c.column.size() + c.value.size() + qint64(sizeof c.timestamp);
    }
    return bytes;
}

} // namespace

ClusterPresenter::ClusterPresenter(QObject *parent)
    : QObject(parent)
    , m_nodes(new NodeListModel(this))
    , m_tables(new QStandardItemModel(this))
    , m_families(new FamilyListModel(this))
    , m_regions(new RegionListModel(this))
    , m_findings(new FindingListModel(this))
{}

ClusterPresenter::~ClusterPresenter() = default;

void ClusterPresenter::setConnection(const Connection &connection)
{
    cancelCheck();
    delete m_client; // its calls and the admin client go with it
    m_connection = connection;
    m_client = new Core::RestClient(connection.config, this);
    m_admin = new Core::AdminClient(m_client, m_client);
    m_selected = connection.config.table;
    refresh();
}

Core::Profile ClusterPresenter::profileFor(const QString &table) const
{
    if (table == m_connection.config.table) {
        return m_connection.profile;
    }
    auto setup = Core::resolveTableSetup({}, {}, table);
    return setup ? setup->profile : m_connection.profile;
}

Core::RestClient *ClusterPresenter::clientFor(const QString &table)
{
    if (!m_tableClient || m_tableClient->config().table != table) {
        delete m_tableGateways;
        delete m_tableClient;
        Core::ConnectionConfig config = m_connection.config;
        config.table = table;
        m_tableClient = new Core::RestClient(config, this);
        // The schema check's sample is spread over the table's regions and the connection's gateways.
        m_tableGateways = new Core::GatewayPool(m_tableClient, this);
        m_tableGateways->addGateways(config.moreGateways);
    }
    return m_tableClient;
}

void ClusterPresenter::refresh()
{
    if (!m_admin) {
        return;
    }
    m_admin->clusterStatus()->then(this, [this](const Core::Result<Core::ClusterStatus> &status) {
        if (!status) {
            m_clusterSummary = status.error().message;
            m_status = {};
            m_nodes->setStatus({});
            Q_EMIT clusterChanged();
            loadTable();
            return;
        }
        m_status = *status;
        m_nodes->setStatus(*status);
        const QLocale locale;
        m_clusterSummary =
            tr("Live nodes: %1 · dead nodes: %2 · regions: %3 · requests: %4 · average load: %5")
                .arg(locale.toString(status->liveNodes.size()), locale.toString(status->deadNodes.size()),
                     locale.toString(status->regions), locale.toString(status->requests),
                     locale.toString(status->averageLoad, 'f', 1));
        Q_EMIT clusterChanged();
        loadTable(); // the regions' figures come from the status
    });
    m_admin->namespaces()->then(this, [this](const Core::Result<QStringList> &names) {
        m_tables->clear();
        if (!names) {
            Q_EMIT message(names.error().message, true);
            Q_EMIT tablesChanged();
            return;
        }
        for (const QString &ns : *names) {
            auto *nsItem = new QStandardItem(ns);
            nsItem->setEditable(false);
            nsItem->setSelectable(false);
            m_tables->appendRow(nsItem);
            m_admin->namespaceTables(ns)->then(this, [this, ns](const Core::Result<QStringList> &tables) {
                const QList<QStandardItem *> found = m_tables->findItems(ns);
                if (!tables || found.isEmpty()) {
                    return;
                }
                for (const QString &t : *tables) {
                    const QString full = ns == QLatin1StringView("default") ? t : ns + u':' + t;
                    auto *item = new QStandardItem(t);
                    item->setEditable(false);
                    item->setData(full, Qt::UserRole);
                    found.first()->appendRow(item);
                }
                Q_EMIT tablesChanged();
            });
        }
        Q_EMIT tablesChanged();
    });
}

void ClusterPresenter::selectTable(const QString &table)
{
    if (table == m_selected) {
        return;
    }
    cancelCheck();
    m_selected = table;
    m_findings->setFindings({});
    loadTable();
}

void ClusterPresenter::loadTable()
{
    const quint64 generation = ++m_generation;
    if (!m_admin || m_selected.isEmpty()) {
        m_families->setSchema({});
        m_regions->setRegions({}, m_connection.keyFormat);
        m_estimate.clear();
        Q_EMIT tableChanged();
        return;
    }
    m_admin->schema(m_selected)
        ->then(this, [this, generation](const Core::Result<Core::TableSchema> &schema) {
            if (generation != m_generation) {
                return;
            }
            m_families->setSchema(schema ? *schema : Core::TableSchema{});
            if (!schema) {
                Q_EMIT message(schema.error().message, true);
            }
            Q_EMIT tableChanged();
        });
    m_admin->regions(m_selected)
        ->then(this, [this, generation](const Core::Result<QList<Core::RegionInfo>> &regions) {
            if (generation != m_generation) {
                return;
            }
            QList<RegionRow> rows;
            const Core::KeyFormat format = profileFor(m_selected).keyFormat;
            for (const Core::RegionInfo &info : regions.value_or(QList<Core::RegionInfo>{})) {
                RegionRow row{info, std::nullopt, RegionListModel::keyFraction(info.startKey, format),
                              info.endKey.isEmpty() ? 1.0
                                                    : RegionListModel::keyFraction(info.endKey, format)};
                if (const Core::RegionLoad *load = m_status.load(info.name.toUtf8())) {
                    row.load = *load;
                }
                rows.append(row);
            }
            m_regions->setRegions(rows, format);
            estimate(rows);
            Q_EMIT tableChanged();
        });
}

// Bytes from the regions' store sizes in the cluster status; rows from those bytes and the mean
// size of a few rows read whole. Both are estimates and say so: nothing here scans the table.
void ClusterPresenter::estimate(const QList<RegionRow> &regions)
{
    qint64 megabytes = 0;
    bool known = false;
    for (const RegionRow &r : regions) {
        if (r.load) {
            known = true;
            megabytes += r.load->storefileSizeMB + r.load->memStoreSizeMB;
        }
    }
    if (!known) {
        m_estimate = tr("Size unknown: the cluster status has no figures for these regions.");
        return;
    }
    const QLocale locale;
    const QString bytes = megabytes > 0 ? tr("≈ %1 MB").arg(locale.toString(megabytes)) : tr("< 1 MB");
    m_estimate = tr("Estimated %1 (regions: %2; the store size from the cluster status, no scan)")
                     .arg(bytes, locale.toString(regions.size()));
    if (megabytes == 0) {
        return;
    }
    const quint64 generation = m_generation;
    Core::ScanSpec spec;
    spec.limit = kEstimateSampleRows;
    auto sample = std::make_shared<std::pair<qint64, qint64>>(0, 0); // rows, bytes
    clientFor(m_selected)
        ->scanAll(spec, this,
                  [sample](const Core::CellSet &page) {
                      for (const Core::Row &r : page) {
                          ++sample->first;
                          sample->second += rowBytes(r);
                      }
                      return sample->first < kEstimateSampleRows;
                  })
        ->then(this, [this, generation, sample, megabytes, regions](const Core::Result<qint64> &done) {
            if (generation != m_generation || !done || sample->first == 0 || sample->second == 0) {
                return;
            }
            const qint64 rows =
                qint64(double(megabytes) * 1024 * 1024 / (double(sample->second) / double(sample->first)));
            m_estimate =
                tr("Estimated ≈ %1 rows and ≈ %2 MB (regions: %3; the store size from the cluster status, "
                   "rows from the mean size of %4 rows read, no full scan)")
                    .arg(QLocale().toString(rows), QLocale().toString(megabytes),
                         QLocale().toString(regions.size()), QLocale().toString(sample->first));
            Q_EMIT tableChanged();
        });
}

void ClusterPresenter::runCheck()
{
    if (!m_admin || m_selected.isEmpty() || m_check) {
        return;
    }
    const Core::Profile profile = profileFor(m_selected);
    Core::RestClient *client = clientFor(m_selected);
    auto *call =
        Core::runSchemaCheck(client, m_admin, profile, profile.expectedSchema.sampleRows, this,
                             {.gateways = m_tableGateways, .parallel = m_connection.config.parallelScans});
    m_check = call;
    connect(call, &Core::PendingCall::progress, this, &ClusterPresenter::checkProgress);
    call->then(this, [this](const Core::Result<Core::SchemaCheckReport> &report) {
        m_check = nullptr;
        if (!report) {
            Q_EMIT checkFinished(report.error().kind == Core::ErrorKind::Cancelled
                                     ? tr("The check was cancelled.")
                                     : report.error().message);
            return;
        }
        m_findings->setFindings(report->findings);
        const qsizetype errors = std::ranges::count_if(report->findings, [](const Core::SchemaFinding &f) {
            return f.severity == Core::RuleSeverity::Error;
        });
        Q_EMIT checkFinished(
            report->findings.isEmpty()
                ? tr("No problems found (rows sampled: %1).").arg(QLocale().toString(report->sampledRows))
                : tr("Errors: %1, warnings: %2 (rows sampled: %3).")
                      .arg(errors)
                      .arg(report->findings.size() - errors)
                      .arg(QLocale().toString(report->sampledRows)));
    });
}

void ClusterPresenter::cancelCheck()
{
    if (m_check) {
        m_check->cancel();
    }
}

bool ClusterPresenter::refuseWrite()
{
    if (m_connection.readOnlyReason.isEmpty() && m_admin) {
        return false;
    }
    Q_EMIT message(m_connection.readOnlyReason.isEmpty() ? tr("Not connected.") : m_connection.readOnlyReason,
                   true);
    return true;
}

void ClusterPresenter::afterWrite(const QString &done)
{
    Q_EMIT message(done, false);
    refresh();
}

void ClusterPresenter::createTable(const QString &name)
{
    if (refuseWrite()) {
        return;
    }
    m_admin->createTable(Core::schemaFromProfile(profileFor(name), name))
        ->then(this, [this, name](const Core::Result<Core::TableSchema> &r) {
            if (!r) {
                Q_EMIT message(r.error().message, true);
                return;
            }
            m_selected = name;
            afterWrite(tr("Table %1 was created.").arg(name));
        });
}

void ClusterPresenter::alterFamily(const QByteArray &family, const QMap<QString, QString> &set, bool add)
{
    if (refuseWrite()) {
        return;
    }
    m_admin->alterFamily(m_selected, family, set, add)
        ->then(this, [this, family](const Core::Result<Core::TableSchema> &r) {
            if (!r) {
                Q_EMIT message(r.error().message, true);
                return;
            }
            m_findings->setFindings({});
            afterWrite(tr("Family %1 of %2 was changed; the other families are as they were.")
                           .arg(QString::fromUtf8(family), m_selected));
        });
}

void ClusterPresenter::applyFix(const Core::SchemaFix &fix)
{
    alterFamily(fix.family, fix.set, fix.addFamily);
}

void ClusterPresenter::dropTable(const QString &name)
{
    if (refuseWrite()) {
        return;
    }
    m_admin->dropTable(name)->then(this, [this, name](const Core::Result<void> &r) {
        if (!r) {
            Q_EMIT message(r.error().message, true);
            return;
        }
        if (m_selected == name) {
            m_selected = m_connection.config.table == name ? QString() : m_connection.config.table;
        }
        afterWrite(tr("Table %1 was dropped.").arg(name));
    });
}

} // namespace Ei::Models
