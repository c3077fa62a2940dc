#include "adminclient.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>

#include <core/hbase/hbasenames.h>
#include <core/hbase/restclient.h>
#include <core/hbase/restpath.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::AdminClient)
};

qint64 number(const QJsonValue &v)
{
    return v.isString() ? v.toString().toLongLong() : qint64(v.toDouble());
}

Result<QJsonObject> jsonObject(const QByteArray &body, const QString &what)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (!doc.isObject()) {
        return fail(ErrorKind::Protocol, Tr::tr("%1 failed: the answer is not a JSON object.").arg(what));
    }
    return doc.object();
}

// A body whose parser refused it: the operation failed, for the parser's reason.
template<class T>
Result<T> parsedOrRefused(const QString &what, Result<T> parsed)
{
    if (!parsed) {
        return fail(ErrorKind::Protocol, Tr::tr("%1 failed: %2.").arg(what, parsed.error().message));
    }
    return parsed;
}

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &item : v.toArray()) {
        out.append(item.isObject() ? item.toObject().value(QLatin1StringView("name")).toString()
                                   : item.toString());
    }
    return out;
}

// {"NAME": [names…]}, the answer of /namespaces and /namespaces/NS/tables.
Result<QStringList> nameList(const QByteArray &body, const QString &what, QLatin1StringView member)
{
    auto o = jsonObject(body, what);
    if (!o) {
        return std::unexpected(o.error());
    }
    return stringList(o->value(member));
}

QByteArray familyJson(const QString &table, const QList<ColumnSchema> &families)
{
    TableSchema s;
    s.name = table;
    s.families = families;
    return s.toJson();
}

} // namespace

Result<ClusterStatus> ClusterStatus::fromJson(QByteArrayView json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray());
    if (!doc.isObject()) {
        return fail(ErrorKind::Protocol, Tr::tr("the cluster status is not a JSON object"));
    }
    const QJsonObject o = doc.object();
    ClusterStatus s;
    s.regions = number(o.value(QLatin1StringView("regions")));
    s.requests = number(o.value(QLatin1StringView("requests")));
    s.averageLoad = o.value(QLatin1StringView("averageLoad")).toVariant().toDouble();
    for (const QJsonValue &nv : o.value(QLatin1StringView("LiveNodes")).toArray()) {
        const QJsonObject n = nv.toObject();
        ClusterNode node;
        node.name = n.value(QLatin1StringView("name")).toString();
        node.startCode = number(n.value(QLatin1StringView("startCode")));
        node.requests = number(n.value(QLatin1StringView("requests")));
        node.heapSizeMB = number(n.value(QLatin1StringView("heapSizeMB")));
        node.maxHeapSizeMB = number(n.value(QLatin1StringView("maxHeapSizeMB")));
        for (const QJsonValue &rv : n.value(QLatin1StringView("Region")).toArray()) {
            const QJsonObject r = rv.toObject();
            RegionLoad load;
            load.name = QByteArray::fromBase64(r.value(QLatin1StringView("name")).toString().toLatin1());
            load.stores = int(number(r.value(QLatin1StringView("stores"))));
            load.storefiles = int(number(r.value(QLatin1StringView("storefiles"))));
            load.storefileSizeMB = number(r.value(QLatin1StringView("storefileSizeMB")));
            // 1.x spelled it memstoreSizeMB.
            load.memStoreSizeMB = number(r.contains(QLatin1StringView("memStoreSizeMB"))
                                             ? r.value(QLatin1StringView("memStoreSizeMB"))
                                             : r.value(QLatin1StringView("memstoreSizeMB")));
            load.readRequests = number(r.value(QLatin1StringView("readRequestsCount")));
            load.writeRequests = number(r.value(QLatin1StringView("writeRequestsCount")));
            node.regions.append(load);
        }
        s.liveNodes.append(node);
    }
    s.deadNodes = stringList(o.value(QLatin1StringView("DeadNodes")));
    return s;
}

QJsonObject ClusterStatus::toJson(bool withRegions) const
{
    QJsonArray live;
    for (const ClusterNode &n : liveNodes) {
        QJsonObject node{{QStringLiteral("name"), n.name},
                         {QStringLiteral("startCode"), n.startCode},
                         {QStringLiteral("requests"), n.requests},
                         {QStringLiteral("heapSizeMB"), n.heapSizeMB},
                         {QStringLiteral("maxHeapSizeMB"), n.maxHeapSizeMB},
                         {QStringLiteral("regions"), n.regions.size()}};
        if (withRegions) {
            QJsonArray regionsArray;
            for (const RegionLoad &r : n.regions) {
                regionsArray.append(QJsonObject{{QStringLiteral("name"), QString::fromUtf8(r.name)},
                                                {QStringLiteral("stores"), r.stores},
                                                {QStringLiteral("storefiles"), r.storefiles},
                                                {QStringLiteral("storefileSizeMB"), r.storefileSizeMB},
                                                {QStringLiteral("memStoreSizeMB"), r.memStoreSizeMB},
                                                {QStringLiteral("readRequestsCount"), r.readRequests},
                                                {QStringLiteral("writeRequestsCount"), r.writeRequests}});
            }
            node.insert(QStringLiteral("Region"), regionsArray);
        }
        live.append(node);
    }
    return QJsonObject{{QStringLiteral("liveNodes"), live},
                       {QStringLiteral("deadNodes"), QJsonArray::fromStringList(deadNodes)},
                       {QStringLiteral("regions"), regions},
                       {QStringLiteral("requests"), requests},
                       {QStringLiteral("averageLoad"), averageLoad}};
}

const RegionLoad *ClusterStatus::load(QByteArrayView regionName) const
{
    for (const ClusterNode &n : liveNodes) {
        for (const RegionLoad &r : n.regions) {
            if (r.name == regionName) {
                return &r;
            }
        }
    }
    return nullptr;
}

Result<QList<RegionInfo>> parseRegions(QByteArrayView json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray());
    if (!doc.isObject()) {
        return fail(ErrorKind::Protocol, Tr::tr("the region list is not a JSON object"));
    }
    QList<RegionInfo> out;
    for (const QJsonValue &rv : doc.object().value(QLatin1StringView("Region")).toArray()) {
        const QJsonObject r = rv.toObject();
        RegionInfo info;
        info.name = r.value(QLatin1StringView("name")).toString();
        info.id = number(r.value(QLatin1StringView("id")));
        info.startKey = QByteArray::fromBase64(r.value(QLatin1StringView("startKey")).toString().toLatin1());
        info.endKey = QByteArray::fromBase64(r.value(QLatin1StringView("endKey")).toString().toLatin1());
        info.location = r.value(QLatin1StringView("location")).toString();
        out.append(info);
    }
    return out;
}

Result<QMap<QString, QString>> parseAttributeAssignments(const QStringList &assignments)
{
    QMap<QString, QString> out;
    for (const QString &a : assignments) {
        const qsizetype eq = a.indexOf(u'=');
        if (eq <= 0 || eq == a.size() - 1) {
            return fail(ErrorKind::InvalidInput,
                        Tr::tr("'%1' is not an attribute assignment; expected KEY=VALUE, e.g. VERSIONS=1 "
                               "or COMPRESSION=SNAPPY")
                            .arg(a));
        }
        out.insert(a.left(eq).trimmed().toUpper(), a.mid(eq + 1).trimmed());
    }
    return out;
}

AdminClient::AdminClient(RestClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{}

QUrl AdminClient::urlOf(const QByteArray &encodedPath) const
{
    return RestPath::makeUrl(m_client->config().encodedBase(), encodedPath);
}

bool AdminClient::readOnly() const
{
    return m_client->config().readOnly;
}

template<class T>
Call<T> *AdminClient::failed(Error error)
{
    auto *call = new Call<T>(this);
    call->resolveLater(std::unexpected(std::move(error)));
    return call;
}

template<class T>
Call<T> *AdminClient::refused(const QString &what)
{
    return failed<T>(
        Error{ErrorKind::Forbidden, Tr::tr("%1 was refused: the connection is read-only.").arg(what)});
}

template<class T>
Call<T> *AdminClient::get(const QByteArray &path, const QString &what,
                          std::function<Result<T>(const QByteArray &body)> parse)
{
    auto *call = new Call<T>(this);
    RestClient::Request r{"GET", urlOf(path), {}, true, what};
    chain(call, m_client->send(r), [call, what, parse = std::move(parse)](const HttpResponse &resp) {
        if (resp.status != 200) {
            call->resolve(std::unexpected(httpError(resp.status, what)));
            return;
        }
        call->resolve(parse(resp.body));
    });
    return call;
}

Call<void> *AdminClient::write(const QByteArray &method, const QByteArray &path, const QByteArray &body,
                               const QString &what, QList<int> okStatuses)
{
    if (readOnly()) {
        return refused<void>(what);
    }
    auto *call = new Call<void>(this);
    RestClient::Request r{method, urlOf(path), body, false, what};
    chain(call, m_client->send(r), [call, what, okStatuses](const HttpResponse &resp) {
        if (okStatuses.contains(resp.status)) {
            call->resolve({});
            return;
        }
        // A schema or namespace change HBase refuses comes back as a bare 500 or 503 ("the server
        // is unavailable"); the body names the reason (an unusable codec, a bad attribute).
        Error error = httpError(resp.status, what);
        if (const QString reason = serverReason(resp); !reason.isEmpty()) {
            error.message += u' ' + Tr::tr("HBase said: %1").arg(reason);
        }
        call->resolve(std::unexpected(std::move(error)));
    });
    return call;
}

Call<ClusterStatus> *AdminClient::clusterStatus()
{
    const QString what = Tr::tr("Reading the cluster status");
    return get<ClusterStatus>("/status/cluster", what, [what](const QByteArray &body) {
        return parsedOrRefused(what, ClusterStatus::fromJson(body));
    });
}

Call<QStringList> *AdminClient::namespaces()
{
    const QString what = Tr::tr("Listing the namespaces");
    return get<QStringList>("/namespaces", what, [what](const QByteArray &body) {
        return nameList(body, what, QLatin1StringView("Namespace"));
    });
}

Call<QStringList> *AdminClient::namespaceTables(const QString &ns)
{
    const QString what = Tr::tr("Listing the tables of namespace '%1'").arg(ns);
    auto *call = new Call<QStringList>(this);
    RestClient::Request r{
        "GET", urlOf("/namespaces/" + RestPath::percentEncode(ns.toUtf8()) + "/tables"), {}, true, what};
    chain(call, m_client->send(r), [this, call, ns, what](const HttpResponse &resp) {
        if (resp.status == 200) {
            call->resolve(nameList(resp.body, what, QLatin1StringView("table")));
            return;
        }
        if (resp.status != 500) {
            call->resolve(std::unexpected(httpError(resp.status, what)));
            return;
        }
        // HBase answers a missing namespace with Jersey's bare 500 (NamespaceNotFoundException is
        // not mapped), as it does other failures: the namespace list tells which.
        Call<QStringList> *list = namespaces();
        call->setCancelHook([list = QPointer<Call<QStringList>>(list)] {
            if (list) {
                list->cancel();
            }
        });
        list->then(call, [call, ns, what](const Result<QStringList> &names) {
            // When the list fails too, the listing's own failure is the answer.
            call->resolve(std::unexpected(
                names && !names->contains(ns)
                    ? Error{ErrorKind::NotFound, Tr::tr("%1 failed: the namespace does not exist.").arg(what)}
                    : httpError(500, what)));
        });
    });
    return call;
}

Call<void> *AdminClient::createNamespace(const QString &ns)
{
    const QString what = Tr::tr("Creating namespace '%1'").arg(ns);
    if (auto problem = namespaceNameProblem(ns)) {
        return failed<void>(
            Error{ErrorKind::InvalidInput, Tr::tr("%1 was not sent: %2").arg(what, *problem)});
    }
    return write("POST", "/namespaces/" + RestPath::percentEncode(ns.toUtf8()), {}, what, {200, 201});
}

Call<void> *AdminClient::dropNamespace(const QString &ns)
{
    const QString what = Tr::tr("Dropping namespace '%1'").arg(ns);
    if (readOnly()) {
        return refused<void>(what); // before the table listing: nothing goes on the wire
    }
    if (auto problem = namespaceNameProblem(ns)) {
        return failed<void>(
            Error{ErrorKind::InvalidInput, Tr::tr("%1 was not sent: %2").arg(what, *problem)});
    }
    // HBase refuses these with 503, which reads as "the server is unavailable": said here instead.
    if (isBuiltinNamespace(ns)) {
        return failed<void>(
            Error{ErrorKind::InvalidInput,
                  Tr::tr("%1 was not sent: HBase never drops its built-in namespaces default and hbase.")
                      .arg(what)});
    }
    auto *call = new Call<void>(this);
    chain(call, namespaceTables(ns), [this, call, ns, what](const QStringList &tables) {
        if (!tables.isEmpty()) {
            call->resolve(fail(ErrorKind::InvalidInput,
                               Tr::tr("%1 was not sent: it still has %n table(s) (%2), and HBase drops only "
                                      "empty namespaces.",
                                      nullptr, int(tables.size()))
                                   .arg(what, tables.join(QStringLiteral(", ")))));
            return;
        }
        chain(call, write("DELETE", "/namespaces/" + RestPath::percentEncode(ns.toUtf8()), {}, what, {200}),
              [call] { call->resolve({}); });
    });
    return call;
}

Call<bool> *AdminClient::exists(const QString &table)
{
    auto *call = new Call<bool>(this);
    const QString what = Tr::tr("Checking whether table '%1' exists").arg(table);
    RestClient::Request r{"GET", urlOf(RestPath::tablePath(table) + "/exists"), {}, true, what};
    chain(call, m_client->send(r), [call, what](const HttpResponse &resp) {
        if (resp.status == 200 || resp.status == 404) {
            call->resolve(resp.status == 200);
        } else {
            call->resolve(std::unexpected(httpError(resp.status, what)));
        }
    });
    return call;
}

Call<TableSchema> *AdminClient::schema(const QString &table)
{
    const QString what = Tr::tr("Reading the schema of table '%1'").arg(table);
    return get<TableSchema>(RestPath::tablePath(table) + "/schema", what, [what](const QByteArray &body) {
        return parsedOrRefused(what, TableSchema::fromJson(body));
    });
}

Call<QList<RegionInfo>> *AdminClient::regions(const QString &table)
{
    const QString what = Tr::tr("Reading the regions of table '%1'").arg(table);
    return get<QList<RegionInfo>>(
        RestPath::tablePath(table) + "/regions", what,
        [what](const QByteArray &body) { return parsedOrRefused(what, parseRegions(body)); });
}

void AdminClient::verifyAfter(Call<TableSchema> *call, const QString &table, const QString &what,
                              std::function<QString(const TableSchema &)> verify)
{
    chain(call, schema(table), [call, what, verify = std::move(verify)](const TableSchema &after) {
        const QString problem = verify(after);
        if (!problem.isEmpty()) {
            call->resolve(fail(ErrorKind::Protocol,
                               Tr::tr("%1 was sent, but the schema read back %2.").arg(what, problem)));
            return;
        }
        call->resolve(after);
    });
}

Call<TableSchema> *AdminClient::createTable(const TableSchema &wanted)
{
    const QString what = Tr::tr("Creating table '%1'").arg(wanted.name);
    if (readOnly()) {
        return refused<TableSchema>(what);
    }
    if (wanted.families.isEmpty()) {
        return failed<TableSchema>(
            Error{ErrorKind::InvalidInput,
                  Tr::tr("%1 was not sent: a table needs at least one column family.").arg(what)});
    }
    std::optional<QString> problem = tableNameProblem(wanted.name);
    for (qsizetype i = 0; !problem && i < wanted.families.size(); ++i) {
        problem = familyProblem(wanted.families[i].name, wanted.families[i].attributes);
    }
    if (problem) {
        return failed<TableSchema>(
            Error{ErrorKind::InvalidInput, Tr::tr("%1 was not sent: %2").arg(what, *problem)});
    }
    auto *call = new Call<TableSchema>(this);
    chain(call, exists(wanted.name), [this, call, wanted, what](bool already) {
        if (already) {
            call->resolve(
                fail(ErrorKind::Conflict,
                     Tr::tr("%1 was not sent: the table exists already (it was left as it is).").arg(what)));
            return;
        }
        // POST creates a missing table and never replaces one created meanwhile (PUT would).
        chain(call,
              write("POST", RestPath::tablePath(wanted.name) + "/schema", wanted.toJson(), what, {200, 201}),
              [this, call, wanted, what] {
                  verifyAfter(call, wanted.name, what, [wanted](const TableSchema &after) {
                      for (const ColumnSchema &f : wanted.families) {
                          if (!after.family(f.name)) {
                              return Tr::tr("has no family '%1'").arg(QString::fromUtf8(f.name));
                          }
                      }
                      return QString();
                  });
              });
    });
    return call;
}

Call<TableSchema> *AdminClient::alterFamily(const QString &table, const QByteArray &family,
                                            const QMap<QString, QString> &set, bool add)
{
    const QString what =
        add ? Tr::tr("Adding family '%1' to table '%2'").arg(QString::fromUtf8(family), table)
            : Tr::tr("Changing family '%1' of table '%2'").arg(QString::fromUtf8(family), table);
    if (readOnly()) {
        return refused<TableSchema>(what);
    }
    if (auto problem = familyProblem(family, set)) {
        return failed<TableSchema>(
            Error{ErrorKind::InvalidInput, Tr::tr("%1 was not sent: %2").arg(what, *problem)});
    }
    auto *call = new Call<TableSchema>(this);
    chain(call, schema(table), [this, call, table, family, set, add, what](const TableSchema &before) {
        const ColumnSchema *current = before.family(family);
        if (add && current) {
            call->resolve(
                fail(ErrorKind::Conflict, Tr::tr("%1 was not sent: the family exists already.").arg(what)));
            return;
        }
        if (!add && !current) {
            call->resolve(fail(ErrorKind::NotFound,
                               Tr::tr("%1 was not sent: the table has no such family.").arg(what)));
            return;
        }
        ColumnSchema changed = current ? *current : ColumnSchema{family, {}};
        for (auto it = set.cbegin(); it != set.cend(); ++it) {
            changed.attributes.insert(it.key(), it.value());
        }
        QList<QByteArray> others;
        for (const ColumnSchema &f : before.families) {
            if (f.name != family) {
                others.append(f.name);
            }
        }
        // POST with only this family: the others are not touched (a PUT would drop them).
        chain(call,
              write("POST", RestPath::tablePath(table) + "/schema", familyJson(table, {changed}), what,
                    {200, 201}),
              [this, call, table, what, changed, others] {
                  verifyAfter(call, table, what, [changed, others](const TableSchema &after) {
                      const ColumnSchema *f = after.family(changed.name);
                      if (!f) {
                          return Tr::tr("has no family '%1'").arg(QString::fromUtf8(changed.name));
                      }
                      for (auto it = changed.attributes.cbegin(); it != changed.attributes.cend(); ++it) {
                          if (f->attributes.value(it.key()).compare(it.value(), Qt::CaseInsensitive) != 0) {
                              return Tr::tr("has %1=%2, not %3")
                                  .arg(it.key(), f->attributes.value(it.key()), it.value());
                          }
                      }
                      for (const QByteArray &o : others) {
                          if (!after.family(o)) {
                              return Tr::tr("lost family '%1'").arg(QString::fromUtf8(o));
                          }
                      }
                      return QString();
                  });
              });
    });
    return call;
}

Call<TableSchema> *AdminClient::dropFamily(const QString &table, const QByteArray &family)
{
    const QString what = Tr::tr("Dropping family '%1' of table '%2'").arg(QString::fromUtf8(family), table);
    if (readOnly()) {
        return refused<TableSchema>(what);
    }
    auto *call = new Call<TableSchema>(this);
    chain(call, schema(table), [this, call, table, family, what](const TableSchema &before) {
        if (!before.family(family)) {
            call->resolve(fail(ErrorKind::NotFound,
                               Tr::tr("%1 was not sent: the table has no such family.").arg(what)));
            return;
        }
        if (before.families.size() == 1) {
            call->resolve(
                fail(ErrorKind::InvalidInput,
                     Tr::tr("%1 was not sent: it is the table's only family (drop the table instead).")
                         .arg(what)));
            return;
        }
        // The protocol drops a family only through a replacing PUT: it carries every other family
        // exactly as the server reported it.
        TableSchema kept = before;
        kept.name = table;
        kept.families.removeIf([&family](const ColumnSchema &f) { return f.name == family; });
        chain(call, write("PUT", RestPath::tablePath(table) + "/schema", kept.toJson(), what, {200, 201}),
              [this, call, table, what, kept, family] {
                  verifyAfter(call, table, what, [kept, family](const TableSchema &after) {
                      if (after.family(family)) {
                          return Tr::tr("still has family '%1'").arg(QString::fromUtf8(family));
                      }
                      for (const ColumnSchema &f : kept.families) {
                          if (!after.family(f.name)) {
                              return Tr::tr("lost family '%1'").arg(QString::fromUtf8(f.name));
                          }
                      }
                      return QString();
                  });
              });
    });
    return call;
}

Call<void> *AdminClient::dropTable(const QString &table)
{
    return write("DELETE", RestPath::tablePath(table) + "/schema", {},
                 Tr::tr("Dropping table '%1'").arg(table), {200});
}

} // namespace Ei::Core
