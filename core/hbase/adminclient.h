#pragma once

#include <functional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <core/hbase/tableschema.h>
#include <core/util/pendingcall.h>
#include <core/util/result.h>

namespace Ei::Core {

class RestClient;

// One region's figures in /status/cluster (hbase-rest.md §2.5); 1.x names are read too.
struct RegionLoad
{
    QByteArray name; // the region name, decoded from the base64 of the JSON
    int stores = 0;
    int storefiles = 0;
    qint64 storefileSizeMB = 0;
    qint64 memStoreSizeMB = 0;
    qint64 readRequests = 0;
    qint64 writeRequests = 0;
};

struct ClusterNode
{
    QString name; // host:port
    qint64 startCode = 0;
    qint64 requests = 0;
    qint64 heapSizeMB = 0;
    qint64 maxHeapSizeMB = 0;
    QList<RegionLoad> regions;
};

// /status/cluster as the gateway reports it.
struct ClusterStatus
{
    QList<ClusterNode> liveNodes;
    QStringList deadNodes;
    qint64 regions = 0;
    qint64 requests = 0;
    double averageLoad = 0;

    // Parses leniently (hbase-rest.md §2.5): unknown fields are ignored, numbers may be strings.
    static Result<ClusterStatus> fromJson(QByteArrayView json);
    // The CLI's shape: {"liveNodes":[{"name","startCode","requests","heapSizeMB","maxHeapSizeMB",
    // "regions":N[,"Region":[…]]}],"deadNodes":[…],"regions":N,"requests":N,"averageLoad":X}.
    QJsonObject toJson(bool withRegions) const;
    // The load of a region by its name, or nullptr.
    const RegionLoad *load(QByteArrayView regionName) const;
};

// One region of /{table}/regions.
struct RegionInfo
{
    QString name;
    qint64 id = 0;
    QByteArray startKey; // empty = the table's start
    QByteArray endKey;   // empty = the table's end
    QString location;
};

Result<QList<RegionInfo>> parseRegions(QByteArrayView json);

// The admin half of the REST protocol (hbase-rest.md §1.2, §2.5, §4.7, §4.8) over a RestClient's
// connection: cluster status, namespaces, tables, schemas and regions. Every write is refused
// before any request on a read-only connection (ErrorKind::Forbidden).
//
// Schema changes never replace a descriptor by accident: a create asks /exists first and POSTs;
// altering a family GETs the schema and POSTs only that family with its current attributes plus
// the changed ones (HBase rebuilds a modified family from the attributes sent); only dropFamily
// PUTs, with every other family as the server reported it. Each change is verified by reading the
// schema back.
class AdminClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdminClient)

public:
    explicit AdminClient(RestClient *client, QObject *parent = nullptr);

    bool readOnly() const;

    Call<ClusterStatus> *clusterStatus();
    Call<QStringList> *namespaces();
    // The tables of a namespace, qualifier only (as the server lists them).
    Call<QStringList> *namespaceTables(const QString &ns);
    Call<void> *createNamespace(const QString &ns);
    // Fails with the server's reason when the namespace is missing, built in or not empty.
    Call<void> *dropNamespace(const QString &ns);

    Call<bool> *exists(const QString &table);
    Call<TableSchema> *schema(const QString &table);
    Call<QList<RegionInfo>> *regions(const QString &table);

    // Creates the table; ErrorKind::Conflict when it exists already (it is left alone).
    Call<TableSchema> *createTable(const TableSchema &schema);
    // Sets attributes of one family (add = the family must be new). The result is the schema read
    // back after the change.
    Call<TableSchema> *alterFamily(const QString &table, const QByteArray &family,
                                   const QMap<QString, QString> &set, bool add);
    Call<TableSchema> *dropFamily(const QString &table, const QByteArray &family);
    Call<void> *dropTable(const QString &table);

private:
    QUrl urlOf(const QByteArray &encodedPath) const;
    template<class T>
    Call<T> *refused(const QString &what);
    template<class T>
    Call<T> *failed(Error error);
    // GET `path`: 200 and a body `parse` takes, or an error naming `what`.
    template<class T>
    Call<T> *get(const QByteArray &path, const QString &what,
                 std::function<Result<T>(const QByteArray &body)> parse);
    Call<void> *write(const QByteArray &method, const QByteArray &path, const QByteArray &body,
                      const QString &what, QList<int> okStatuses);
    // Reads the schema back after a change and checks `verify` on it.
    void verifyAfter(Call<TableSchema> *call, const QString &table, const QString &what,
                     std::function<QString(const TableSchema &)> verify);

    RestClient *m_client;
};

// "KEY=VALUE" attribute assignments (VERSIONS=1, COMPRESSION=SNAPPY); names are upper-cased.
Result<QMap<QString, QString>> parseAttributeAssignments(const QStringList &assignments);

} // namespace Ei::Core
