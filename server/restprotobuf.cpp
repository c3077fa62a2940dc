// HBase REST's application/x-protobuf bodies of the admin resources and of CellSet uploads
// (core/hbase/proto/hbaserest.proto): what HBase's models write in createProtobufOutput and read
// in getObjectFromMessage. CellSet answers are written by core's own codec (cellsetprotobuf.h).
#include <limits>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <core/hbase/proto/hbaserest.pb.h>

#include "restinternal.h"

namespace Ei::Server::Rest {

namespace {

std::string utf8(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    return std::string(bytes.constData(), size_t(bytes.size()));
}

QString fromUtf8(const std::string &text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QByteArray bytesOf(const std::string &text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

QByteArray serialized(const google::protobuf::MessageLite &message)
{
    QByteArray out(qsizetype(message.ByteSizeLong()), Qt::Uninitialized);
    message.SerializeWithCachedSizesToArray(reinterpret_cast<quint8 *>(out.data()));
    return out;
}

template<class Message>
bool parse(Message &message, const QByteArray &body)
{
    return body.size() <= std::numeric_limits<int>::max() &&
           message.ParsePartialFromArray(body.constData(), int(body.size())) && message.IsInitialized();
}

} // namespace

Response protobufResponse(QByteArray body, const QByteArray &mediaType)
{
    Response r;
    r.contentType = mediaType;
    r.body = std::move(body);
    r.headers.emplaceBack(QByteArrayLiteral("Cache-Control"), "no-cache");
    return r;
}

bool isProtobuf(const QByteArray &mediaType)
{
    return mediaType == kProtobuf || mediaType == kProtobufIetf;
}

QByteArray tableListProtobuf(const QStringList &names)
{
    ei::hbaserest::TableList message;
    for (const QString &name : names) {
        message.add_name(utf8(name));
    }
    return serialized(message);
}

QByteArray namespacesProtobuf(const QStringList &names)
{
    ei::hbaserest::Namespaces message;
    for (const QString &name : names) {
        message.add_namespace_(utf8(name));
    }
    return serialized(message);
}

QByteArray namespacePropertiesProtobuf(const QMap<QString, QString> &properties)
{
    ei::hbaserest::NamespaceProperties message;
    for (auto it = properties.cbegin(); it != properties.cend(); ++it) {
        auto *property = message.add_props();
        property->set_key(utf8(it.key()));
        property->set_value(utf8(it.value()));
    }
    return serialized(message);
}

Core::Result<QMap<QString, QString>> parseNamespacePropertiesProtobuf(const QByteArray &body)
{
    ei::hbaserest::NamespaceProperties message;
    if (!parse(message, body)) {
        return fail(Core::ErrorKind::InvalidInput,
                    QStringLiteral("the NamespaceProperties message is malformed"));
    }
    QMap<QString, QString> properties;
    for (const auto &property : message.props()) {
        properties.insert(fromUtf8(property.key()), fromUtf8(property.value()));
    }
    return properties;
}

QByteArray versionProtobuf(const VersionFields &fields)
{
    ei::hbaserest::Version message;
    message.set_restversion(utf8(fields.rest));
    message.set_jvmversion(utf8(fields.jvm));
    message.set_osversion(utf8(fields.os));
    message.set_serverversion(utf8(fields.server));
    message.set_jerseyversion(utf8(fields.jersey));
    if (!fields.version.isEmpty()) {
        message.set_version(utf8(fields.version));
    }
    return serialized(message);
}

QByteArray tableInfoProtobuf(const QString &table, const QList<RegionEntry> &regions)
{
    ei::hbaserest::TableInfo message;
    message.set_name(utf8(table));
    for (const RegionEntry &entry : regions) {
        auto *region = message.add_regions();
        region->set_name(entry.name.toStdString());
        region->set_startkey(entry.startKey.toStdString());
        region->set_endkey(entry.endKey.toStdString());
        region->set_id(entry.id);
        region->set_location(utf8(entry.location));
    }
    return serialized(message);
}

QByteArray clusterStatusProtobuf(const QJsonObject &status)
{
    // From the JSON model serve already builds (one place decides the figures).
    ei::hbaserest::StorageClusterStatus message;
    for (const QJsonValue &nodeValue : status.value(QLatin1StringView("LiveNodes")).toArray()) {
        const QJsonObject n = nodeValue.toObject();
        auto *node = message.add_livenodes();
        node->set_name(utf8(n.value(QLatin1StringView("name")).toString()));
        node->set_startcode(n.value(QLatin1StringView("startCode")).toInteger());
        node->set_requests(n.value(QLatin1StringView("requests")).toInteger());
        node->set_heapsizemb(int(n.value(QLatin1StringView("heapSizeMB")).toInteger()));
        node->set_maxheapsizemb(int(n.value(QLatin1StringView("maxHeapSizeMB")).toInteger()));
        for (const QJsonValue &regionValue : n.value(QLatin1StringView("Region")).toArray()) {
            const QJsonObject r = regionValue.toObject();
            const auto figure = [&r](const char *name) {
                return r.value(QLatin1StringView(name)).toInteger();
            };
            auto *region = node->add_regions();
            region->set_name(QByteArray::fromBase64(r.value(QLatin1StringView("name")).toString().toLatin1())
                                 .toStdString());
            region->set_stores(int(figure("stores")));
            region->set_storefiles(int(figure("storefiles")));
            region->set_storefilesizemb(int(figure("storefileSizeMB")));
            region->set_memstoresizemb(int(figure("memStoreSizeMB")));
            region->set_storefileindexsizekb(figure("storefileIndexSizeKB"));
            region->set_readrequestscount(figure("readRequestsCount"));
            region->set_writerequestscount(figure("writeRequestsCount"));
            region->set_rootindexsizekb(int(figure("rootIndexSizeKB")));
            region->set_totalstaticindexsizekb(int(figure("totalStaticIndexSizeKB")));
            region->set_totalstaticbloomsizekb(int(figure("totalStaticBloomSizeKB")));
            region->set_totalcompactingkvs(figure("totalCompactingKVs"));
            region->set_currentcompactedkvs(figure("currentCompactedKVs"));
            region->set_cprequestscount(figure("cpRequestsCount"));
        }
    }
    for (const QJsonValue &dead : status.value(QLatin1StringView("DeadNodes")).toArray()) {
        message.add_deadnodes(utf8(dead.toString()));
    }
    message.set_regions(int(status.value(QLatin1StringView("regions")).toInteger()));
    message.set_requests(status.value(QLatin1StringView("requests")).toInteger());
    message.set_averageload(status.value(QLatin1StringView("averageLoad")).toDouble());
    return serialized(message);
}

QByteArray tableSchemaProtobuf(const Core::TableSchema &schema)
{
    // TableSchemaModel.messageFromObject: every attribute as a string pair, and the families'
    // TTL, VERSIONS and COMPRESSION also in their typed fields; READONLY as readOnly.
    ei::hbaserest::TableSchema message;
    message.set_name(utf8(schema.name));
    for (auto it = schema.attributes.cbegin(); it != schema.attributes.cend(); ++it) {
        auto *attribute = message.add_attrs();
        attribute->set_name(utf8(it.key()));
        attribute->set_value(utf8(it.value()));
    }
    for (const Core::ColumnSchema &family : schema.families) {
        auto *column = message.add_columns();
        column->set_name(family.name.toStdString());
        for (auto it = family.attributes.cbegin(); it != family.attributes.cend(); ++it) {
            auto *attribute = column->add_attrs();
            attribute->set_name(utf8(it.key()));
            attribute->set_value(utf8(it.value()));
        }
        bool ok = false;
        if (const int ttl = family.attributes.value(QStringLiteral("TTL")).toInt(&ok); ok) {
            column->set_ttl(ttl);
        }
        if (const int versions = family.attributes.value(QStringLiteral("VERSIONS")).toInt(&ok); ok) {
            column->set_maxversions(versions);
        }
        if (family.attributes.contains(QStringLiteral("COMPRESSION"))) {
            column->set_compression(utf8(family.attributes.value(QStringLiteral("COMPRESSION"))));
        }
    }
    if (schema.attributes.contains(QStringLiteral("READONLY"))) {
        message.set_readonly(
            schema.attributes.value(QStringLiteral("READONLY")).compare(u"true", Qt::CaseInsensitive) == 0);
    }
    return serialized(message);
}

Core::Result<Core::TableSchema> parseTableSchemaProtobuf(const QByteArray &body)
{
    // TableSchemaModel.getObjectFromMessage: the typed fields become the attributes they encode.
    ei::hbaserest::TableSchema message;
    if (!parse(message, body)) {
        return fail(Core::ErrorKind::InvalidInput, QStringLiteral("the TableSchema message is malformed"));
    }
    Core::TableSchema schema;
    schema.name = fromUtf8(message.name());
    for (const auto &attribute : message.attrs()) {
        schema.attributes.insert(fromUtf8(attribute.name()), fromUtf8(attribute.value()));
    }
    if (message.has_inmemory()) {
        schema.attributes.insert(QStringLiteral("IN_MEMORY"),
                                 message.inmemory() ? QStringLiteral("true") : QStringLiteral("false"));
    }
    if (message.has_readonly()) {
        schema.attributes.insert(QStringLiteral("READONLY"),
                                 message.readonly() ? QStringLiteral("true") : QStringLiteral("false"));
    }
    for (const auto &column : message.columns()) {
        Core::ColumnSchema family;
        family.name = bytesOf(column.name());
        for (const auto &attribute : column.attrs()) {
            family.attributes.insert(fromUtf8(attribute.name()), fromUtf8(attribute.value()));
        }
        if (column.has_ttl()) {
            family.attributes.insert(QStringLiteral("TTL"), QString::number(column.ttl()));
        }
        if (column.has_maxversions()) {
            family.attributes.insert(QStringLiteral("VERSIONS"), QString::number(column.maxversions()));
        }
        if (column.has_compression()) {
            family.attributes.insert(QStringLiteral("COMPRESSION"), fromUtf8(column.compression()));
        }
        schema.families.append(std::move(family));
    }
    return schema;
}

Core::Result<QList<InRow>> parseCellSetProtobuf(const QByteArray &body)
{
    // CellSetModel.getObjectFromMessage merges into a builder: a row without its (required) key
    // is read as given, so the URL's row applies, as with JSON.
    ei::hbaserest::CellSet message;
    if (body.size() > std::numeric_limits<int>::max() ||
        !message.ParsePartialFromArray(body.constData(), int(body.size()))) {
        return fail(Core::ErrorKind::InvalidInput, QStringLiteral("the CellSet message is malformed"));
    }
    QList<InRow> rows;
    rows.reserve(message.rows_size());
    for (const auto &pbRow : message.rows()) {
        InRow row;
        if (pbRow.has_key()) {
            row.key = bytesOf(pbRow.key());
        }
        row.cells.reserve(pbRow.values_size());
        for (const auto &pbCell : pbRow.values()) {
            InCell cell;
            if (pbCell.has_column()) {
                cell.column = bytesOf(pbCell.column());
            }
            cell.timestamp = pbCell.has_timestamp() ? pbCell.timestamp() : Core::Cell::kNoTimestamp;
            cell.value = bytesOf(pbCell.data());
            row.cells.append(std::move(cell));
        }
        rows.append(std::move(row));
    }
    return rows;
}

Core::Result<ScannerFields> parseScannerProtobuf(const QByteArray &body, bool knowsLimit)
{
    ei::hbaserest::Scanner message;
    if (!parse(message, body)) {
        return fail(Core::ErrorKind::BadRequest, QStringLiteral("the Scanner message is malformed"));
    }
    // ScannerModel.getObjectFromMessage: the defaults of an absent field are the model's.
    ScannerFields fields;
    fields.startRow = bytesOf(message.startrow());
    fields.endRow = bytesOf(message.endrow());
    for (const std::string &column : message.columns()) {
        fields.columns.append(bytesOf(column));
    }
    if (message.has_batch()) {
        fields.batch = std::max(1, message.batch());
    }
    if (message.has_starttime()) {
        fields.startTime = message.starttime();
    }
    if (message.has_endtime()) {
        fields.endTime = message.endtime();
    }
    if (message.has_maxversions()) {
        fields.maxVersions = std::max(1, message.maxversions());
    }
    fields.filter = bytesOf(message.filter());
    if (knowsLimit && message.has_limit()) {
        fields.limit = message.limit();
    }
    return fields;
}

} // namespace Ei::Server::Rest
