#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core {

// A column family as HBase REST's schema JSON describes it: a name and an open map of string
// attributes (VERSIONS, COMPRESSION, TTL, ...).
struct ColumnSchema
{
    QByteArray name;
    QMap<QString, QString> attributes;

    // VERSIONS, 1 when absent or not a positive number (HBase's default since 0.96).
    int maxVersions() const;
    bool operator==(const ColumnSchema &) const = default;
};

// {"name":"t","IS_META":"false",...,"ColumnSchema":[{"name":"cf","VERSIONS":"1",...}]}
// (hbase-rest.md §2.5). Attribute values are written as strings; any scalar is accepted on input.
struct TableSchema
{
    QString name;
    QMap<QString, QString> attributes;
    QList<ColumnSchema> families;

    const ColumnSchema *family(QByteArrayView name) const;
    QByteArray toJson() const;
    QByteArray toXml() const;
    static Result<TableSchema> fromJson(QByteArrayView json);
    // A schema with the attributes an HBase 2.x server reports for a freshly created table.
    static TableSchema create(const QString &name, const QList<QByteArray> &families, int versions = 1);
    // Fills the attributes HBase would add on create for the families that lack them.
    void fillDefaults();
    bool operator==(const TableSchema &) const = default;
};

} // namespace Ei::Core
