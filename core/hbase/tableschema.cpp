#include "tableschema.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamWriter>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::TableSchema)
};

QString scalarToString(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (d == double(qint64(d))) {
            return QString::number(qint64(d));
        }
        return QString::number(d);
    }
    case QJsonValue::String:
        return v.toString();
    default:
        return QString();
    }
}

} // namespace

int ColumnSchema::maxVersions() const
{
    bool ok = false;
    const int v = attributes.value(QStringLiteral("VERSIONS")).toInt(&ok);
    return ok && v > 0 ? v : 1;
}

const ColumnSchema *TableSchema::family(QByteArrayView familyName) const
{
    for (const ColumnSchema &c : families) {
        if (c.name == familyName) {
            return &c;
        }
    }
    return nullptr;
}

QByteArray TableSchema::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), name);
    for (auto it = attributes.cbegin(); it != attributes.cend(); ++it) {
        o.insert(it.key(), it.value());
    }
    QJsonArray columns;
    for (const ColumnSchema &c : families) {
        QJsonObject co;
        co.insert(QStringLiteral("name"), QString::fromUtf8(c.name));
        for (auto it = c.attributes.cbegin(); it != c.attributes.cend(); ++it) {
            co.insert(it.key(), it.value());
        }
        columns.append(co);
    }
    o.insert(QStringLiteral("ColumnSchema"), columns);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray TableSchema::toXml() const
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.writeStartDocument(QStringLiteral("1.0"), true);
    w.writeStartElement(QStringLiteral("TableSchema"));
    w.writeAttribute(QStringLiteral("name"), name);
    for (auto it = attributes.cbegin(); it != attributes.cend(); ++it) {
        w.writeAttribute(it.key(), it.value());
    }
    for (const ColumnSchema &c : families) {
        w.writeStartElement(QStringLiteral("ColumnSchema"));
        w.writeAttribute(QStringLiteral("name"), QString::fromUtf8(c.name));
        for (auto it = c.attributes.cbegin(); it != c.attributes.cend(); ++it) {
            w.writeAttribute(it.key(), it.value());
        }
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

Result<TableSchema> TableSchema::fromJson(QByteArrayView json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the table schema is not a JSON object"));
    }
    TableSchema schema;
    const QJsonObject o = doc.object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == QLatin1StringView("name")) {
            schema.name = it.value().toString();
        } else if (it.key() == QLatin1StringView("ColumnSchema")) {
            if (!it.value().isArray()) {
                return fail(ErrorKind::InvalidInput, Tr::tr("the schema's \"ColumnSchema\" is not an array"));
            }
            for (const QJsonValue &cv : it.value().toArray()) {
                const QJsonObject co = cv.toObject();
                ColumnSchema c;
                c.name = co.value(QLatin1StringView("name")).toString().toUtf8();
                if (c.name.isEmpty()) {
                    return fail(ErrorKind::InvalidInput, Tr::tr("a column family in the schema has no name"));
                }
                for (auto ci = co.begin(); ci != co.end(); ++ci) {
                    if (ci.key() != QLatin1StringView("name")) {
                        c.attributes.insert(ci.key(), scalarToString(ci.value()));
                    }
                }
                schema.families.append(std::move(c));
            }
        } else {
            schema.attributes.insert(it.key(), scalarToString(it.value()));
        }
    }
    return schema;
}

void TableSchema::fillDefaults()
{
    static const QList<std::pair<QString, QString>> familyDefaults = {
        {QStringLiteral("BLOOMFILTER"), QStringLiteral("ROW")},
        {QStringLiteral("VERSIONS"), QStringLiteral("1")},
        {QStringLiteral("IN_MEMORY"), QStringLiteral("false")},
        {QStringLiteral("KEEP_DELETED_CELLS"), QStringLiteral("FALSE")},
        {QStringLiteral("DATA_BLOCK_ENCODING"), QStringLiteral("NONE")},
        {QStringLiteral("TTL"), QStringLiteral("2147483647")},
        {QStringLiteral("COMPRESSION"), QStringLiteral("NONE")},
        {QStringLiteral("MIN_VERSIONS"), QStringLiteral("0")},
        {QStringLiteral("BLOCKCACHE"), QStringLiteral("true")},
        {QStringLiteral("BLOCKSIZE"), QStringLiteral("65536")},
        {QStringLiteral("REPLICATION_SCOPE"), QStringLiteral("0")},
    };
    if (!attributes.contains(QStringLiteral("IS_META"))) {
        attributes.insert(QStringLiteral("IS_META"), QStringLiteral("false"));
    }
    for (ColumnSchema &c : families) {
        for (const auto &[k, v] : familyDefaults) {
            if (!c.attributes.contains(k)) {
                c.attributes.insert(k, v);
            }
        }
    }
}

TableSchema TableSchema::create(const QString &tableName, const QList<QByteArray> &familyNames, int versions)
{
    TableSchema s;
    s.name = tableName;
    for (const QByteArray &f : familyNames) {
        ColumnSchema c;
        c.name = f;
        c.attributes.insert(QStringLiteral("VERSIONS"), QString::number(versions));
        s.families.append(std::move(c));
    }
    s.fillDefaults();
    return s;
}

} // namespace Ei::Core
