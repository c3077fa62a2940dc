#pragma once

#include <optional>

#include <QByteArrayView>
#include <QMap>
#include <QString>
#include <QStringView>

namespace Ei::Core {

// HBase's own rules for the names and family attributes an admin change sends, checked before
// anything is sent. A gateway answers a name HBase refuses with a bare 500 (or, like `serve`,
// stores it), and a namespace it will not drop with 503, which reads as "server unavailable".
// Each function returns why the input is refused, or nothing when HBase would take it.

// TableName.isLegalFullyQualifiedTableName: [namespace:]qualifier; the qualifier of letters,
// digits, '_', '-' and '.', not starting with '.' or '-'.
std::optional<QString> tableNameProblem(QStringView name);
// TableName.isLegalNamespaceName: letters, digits and '_'.
std::optional<QString> namespaceNameProblem(QStringView ns);
// ColumnFamilyDescriptorBuilder.isLegalColumnFamilyName: not empty, no ':', no control
// character, not starting with '.'.
std::optional<QString> familyNameProblem(QByteArrayView family);
// The value of a family attribute HBase parses (VERSIONS a number, COMPRESSION a codec, …).
// Attributes it does not know are kept as metadata by HBase, so any value passes for them.
std::optional<QString> familyAttributeProblem(const QString &key, const QString &value);
// The first problem of a family's name or of one of its attribute values.
std::optional<QString> familyProblem(QByteArrayView family, const QMap<QString, QString> &attributes);
// "default" and "hbase": HBase never drops them.
bool isBuiltinNamespace(QStringView ns);

} // namespace Ei::Core
