#pragma once

// The conformance suite's protobuf side (application/x-protobuf, docs/hbase-rest-conformance.md):
// request bodies and answers through libprotobuf's classes generated from
// core/hbase/proto/hbaserest.proto, independent of the product's own CellSet codec. Answers other
// than CellSets are shown as JSON so the case files check them with "json" like any JSON answer.
#include <optional>

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include "conformance/conformancecheck.h"

namespace Ei::Test::Conformance {

inline const QByteArray kProtobufType = "application/x-protobuf";

// A CellSet in the case file's text form ("cellset") as a protobuf CellSet.
QByteArray cellSetProtobufBody(const QJsonArray &rows);
// A Scanner model as the JSON suite writes it (base64 rows and columns, "filter" a string) as a
// protobuf Scanner.
QByteArray scannerProtobufBody(const QJsonObject &model);
// "protobufBody": {"message": "TableSchema"|"NamespaceProperties", ...the message as JSON...}.
std::optional<QByteArray> protobufBody(const QJsonObject &spec, QString *error);
// The rows of a protobuf CellSet appended to `rows` (a row continuing the last one merged).
bool parseCellSetProtobuf(const QByteArray &body, QList<Row> &rows, QString *error);
// A stateless scan's protobuf stream: CellSets each after a 2-byte big-endian length.
bool parseCellSetStream(const QByteArray &body, QList<Row> &rows, QString *error);
// TableList, Namespaces, Version, NamespaceProperties, TableSchema, TableInfo or
// StorageClusterStatus as JSON with the .proto's field names.
std::optional<QJsonObject> protobufAsJson(const QString &message, const QByteArray &body, QString *error);

} // namespace Ei::Test::Conformance
