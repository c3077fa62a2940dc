#include "conformance/conformanceprotobuf.h"

#include <limits>

#include <QJsonDocument>

#include <core/hbase/proto/hbaserest.pb.h>

using namespace Qt::StringLiterals;

namespace Ei::Test::Conformance {

namespace {

std::string bytes(const QByteArray &b)
{
    return std::string(b.constData(), size_t(b.size()));
}

QByteArray qbytes(const std::string &s)
{
    return QByteArray(s.data(), qsizetype(s.size()));
}

QString text(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QByteArray serialized(const google::protobuf::MessageLite &message)
{
    return qbytes(message.SerializeAsString());
}

template<class Message>
bool parse(Message &message, const QByteArray &body)
{
    return body.size() < std::numeric_limits<int>::max() &&
           message.ParsePartialFromArray(body.constData(), int(body.size())) && message.IsInitialized();
}

QByteArray fromB64(const QJsonValue &v)
{
    return QByteArray::fromBase64(v.toString().toLatin1());
}

void appendRows(const ei::hbaserest::CellSet &message, QList<Row> &rows)
{
    for (const auto &pbRow : message.rows()) {
        Row row;
        row.key = qbytes(pbRow.key());
        for (const auto &pbCell : pbRow.values()) {
            row.cells.append(Cell{qbytes(pbCell.column()), pbCell.has_timestamp() ? pbCell.timestamp() : -1,
                                  qbytes(pbCell.data())});
        }
        if (!rows.isEmpty() && rows.last().key == row.key) {
            rows.last().cells += row.cells;
        } else {
            rows.append(row);
        }
    }
}

} // namespace

QByteArray cellSetProtobufBody(const QJsonArray &rows)
{
    // The JSON body the suite would send, field for field.
    const QJsonObject json = QJsonDocument::fromJson(cellSetBody(rows)).object();
    ei::hbaserest::CellSet message;
    for (const QJsonValue &rowValue : json.value(u"Row"_s).toArray()) {
        const QJsonObject row = rowValue.toObject();
        auto *pbRow = message.add_rows();
        if (row.contains(u"key"_s)) {
            pbRow->set_key(bytes(fromB64(row.value(u"key"_s))));
        }
        for (const QJsonValue &cellValue : row.value(u"Cell"_s).toArray()) {
            const QJsonObject cell = cellValue.toObject();
            auto *pbCell = pbRow->add_values();
            if (cell.contains(u"column"_s)) {
                pbCell->set_column(bytes(fromB64(cell.value(u"column"_s))));
            }
            if (cell.contains(u"timestamp"_s)) {
                pbCell->set_timestamp(cell.value(u"timestamp"_s).toInteger());
            }
            pbCell->set_data(bytes(fromB64(cell.value(u"$"_s))));
        }
    }
    return qbytes(message.SerializePartialAsString()); // a row may leave its key to the URL
}

QByteArray scannerProtobufBody(const QJsonObject &model)
{
    ei::hbaserest::Scanner message;
    if (model.contains(u"startRow"_s)) {
        message.set_startrow(bytes(fromB64(model.value(u"startRow"_s))));
    }
    if (model.contains(u"endRow"_s)) {
        message.set_endrow(bytes(fromB64(model.value(u"endRow"_s))));
    }
    for (const QJsonValue &column : model.value(u"column"_s).toArray()) {
        message.add_columns(bytes(fromB64(column)));
    }
    if (model.contains(u"batch"_s)) {
        message.set_batch(model.value(u"batch"_s).toInt());
    }
    if (model.contains(u"maxVersions"_s)) {
        message.set_maxversions(model.value(u"maxVersions"_s).toInt());
    }
    if (model.contains(u"startTime"_s)) {
        message.set_starttime(model.value(u"startTime"_s).toInteger());
    }
    if (model.contains(u"endTime"_s)) {
        message.set_endtime(model.value(u"endTime"_s).toInteger());
    }
    if (model.contains(u"filter"_s)) {
        message.set_filter(bytes(model.value(u"filter"_s).toString().toUtf8()));
    }
    if (model.contains(u"caching"_s)) {
        message.set_caching(model.value(u"caching"_s).toInt());
    }
    return serialized(message);
}

std::optional<QByteArray> protobufBody(const QJsonObject &spec, QString *error)
{
    const QString name = spec.value(u"message"_s).toString();
    if (name == u"NamespaceProperties") {
        ei::hbaserest::NamespaceProperties message;
        const QJsonObject props = spec.value(u"props"_s).toObject();
        for (auto it = props.begin(); it != props.end(); ++it) {
            auto *property = message.add_props();
            property->set_key(bytes(it.key().toUtf8()));
            property->set_value(bytes(it.value().toString().toUtf8()));
        }
        return serialized(message);
    }
    if (name == u"TableSchema") {
        ei::hbaserest::TableSchema message;
        message.set_name(bytes(spec.value(u"name"_s).toString().toUtf8()));
        for (const QJsonValue &columnValue : spec.value(u"columns"_s).toArray()) {
            const QJsonObject column = columnValue.toObject();
            auto *pbColumn = message.add_columns();
            pbColumn->set_name(bytes(column.value(u"name"_s).toString().toUtf8()));
            if (column.contains(u"maxVersions"_s)) {
                pbColumn->set_maxversions(column.value(u"maxVersions"_s).toInt());
            }
            const QJsonObject attrs = column.value(u"attrs"_s).toObject();
            for (auto it = attrs.begin(); it != attrs.end(); ++it) {
                auto *attribute = pbColumn->add_attrs();
                attribute->set_name(bytes(it.key().toUtf8()));
                attribute->set_value(bytes(it.value().toString().toUtf8()));
            }
        }
        return serialized(message);
    }
    *error = u"unknown protobufBody message \"%1\""_s.arg(name);
    return std::nullopt;
}

bool parseCellSetProtobuf(const QByteArray &body, QList<Row> &rows, QString *error)
{
    ei::hbaserest::CellSet message;
    if (!parse(message, body)) {
        *error = u"not a protobuf CellSet"_s;
        return false;
    }
    appendRows(message, rows);
    return true;
}

bool parseCellSetStream(const QByteArray &body, QList<Row> &rows, QString *error)
{
    qsizetype at = 0;
    while (at < body.size()) {
        if (body.size() - at < 2) {
            *error = u"a protobuf stream chunk without its length"_s;
            return false;
        }
        const qsizetype length = (qsizetype(quint8(body.at(at))) << 8) | quint8(body.at(at + 1));
        at += 2;
        if (length > body.size() - at || !parseCellSetProtobuf(body.mid(at, length), rows, error)) {
            *error = u"a protobuf stream chunk is not a CellSet of its length"_s;
            return false;
        }
        at += length;
    }
    return true;
}

std::optional<QJsonObject> protobufAsJson(const QString &name, const QByteArray &body, QString *error)
{
    const auto malformed = [&] {
        *error = u"not a protobuf %1"_s.arg(name);
        return std::nullopt;
    };
    if (name == u"TableList") {
        ei::hbaserest::TableList m;
        if (!parse(m, body)) {
            return malformed();
        }
        QJsonArray names;
        for (const auto &n : m.name()) {
            names.append(text(n));
        }
        return QJsonObject{{u"name"_s, names}};
    }
    if (name == u"Namespaces") {
        ei::hbaserest::Namespaces m;
        if (!parse(m, body)) {
            return malformed();
        }
        QJsonArray names;
        for (const auto &n : m.namespace_()) {
            names.append(text(n));
        }
        return QJsonObject{{u"namespace"_s, names}};
    }
    if (name == u"Version") {
        ei::hbaserest::Version m;
        if (!parse(m, body)) {
            return malformed();
        }
        QJsonObject o;
        const auto put = [&o](const char *key, bool has, const std::string &value) {
            if (has) {
                o.insert(QLatin1StringView(key), text(value));
            }
        };
        put("restVersion", m.has_restversion(), m.restversion());
        put("jvmVersion", m.has_jvmversion(), m.jvmversion());
        put("osVersion", m.has_osversion(), m.osversion());
        put("serverVersion", m.has_serverversion(), m.serverversion());
        put("jerseyVersion", m.has_jerseyversion(), m.jerseyversion());
        put("version", m.has_version(), m.version());
        return o;
    }
    if (name == u"NamespaceProperties") {
        ei::hbaserest::NamespaceProperties m;
        if (!parse(m, body)) {
            return malformed();
        }
        QJsonObject props;
        for (const auto &p : m.props()) {
            props.insert(text(p.key()), text(p.value()));
        }
        return QJsonObject{{u"props"_s, props}};
    }
    if (name == u"TableSchema") {
        ei::hbaserest::TableSchema m;
        if (!parse(m, body)) {
            return malformed();
        }
        QJsonObject attrs;
        for (const auto &a : m.attrs()) {
            attrs.insert(text(a.name()), text(a.value()));
        }
        QJsonArray columns;
        for (const auto &c : m.columns()) {
            QJsonObject columnAttrs;
            for (const auto &a : c.attrs()) {
                columnAttrs.insert(text(a.name()), text(a.value()));
            }
            QJsonObject column{{u"name"_s, text(c.name())}, {u"attrs"_s, columnAttrs}};
            if (c.has_maxversions()) {
                column.insert(u"maxVersions"_s, c.maxversions());
            }
            if (c.has_ttl()) {
                column.insert(u"ttl"_s, c.ttl());
            }
            columns.append(column);
        }
        return QJsonObject{{u"name"_s, text(m.name())}, {u"attrs"_s, attrs}, {u"columns"_s, columns}};
    }
    if (name == u"TableInfo") {
        ei::hbaserest::TableInfo m;
        if (!parse(m, body)) {
            return malformed();
        }
        QJsonArray regions;
        for (const auto &r : m.regions()) {
            regions.append(QJsonObject{{u"name"_s, text(r.name())},
                                       {u"startKey"_s, QString::fromLatin1(qbytes(r.startkey()).toBase64())},
                                       {u"endKey"_s, QString::fromLatin1(qbytes(r.endkey()).toBase64())},
                                       {u"id"_s, qint64(r.id())},
                                       {u"location"_s, text(r.location())}});
        }
        return QJsonObject{{u"name"_s, text(m.name())}, {u"regions"_s, regions}};
    }
    if (name == u"StorageClusterStatus") {
        ei::hbaserest::StorageClusterStatus m;
        if (!parse(m, body)) {
            return malformed();
        }
        QJsonArray live;
        for (const auto &n : m.livenodes()) {
            QJsonArray regions;
            for (const auto &r : n.regions()) {
                regions.append(QJsonObject{{u"name"_s, QString::fromLatin1(qbytes(r.name()).toBase64())},
                                           {u"stores"_s, r.stores()}});
            }
            live.append(QJsonObject{
                {u"name"_s, text(n.name())}, {u"requests"_s, qint64(n.requests())}, {u"regions"_s, regions}});
        }
        QJsonArray dead;
        for (const auto &d : m.deadnodes()) {
            dead.append(text(d));
        }
        return QJsonObject{{u"liveNodes"_s, live},
                           {u"deadNodes"_s, dead},
                           {u"regions"_s, m.regions()},
                           {u"requests"_s, qint64(m.requests())},
                           {u"averageLoad"_s, m.averageload()}};
    }
    *error = u"unknown protobuf message \"%1\""_s.arg(name);
    return std::nullopt;
}

} // namespace Ei::Test::Conformance
