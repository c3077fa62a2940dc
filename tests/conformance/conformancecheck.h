#pragma once

// HBase REST conformance suite (docs/hbase-rest-conformance.md): the same data-driven cases run
// against `serve` and, with EI_GATEWAY_URL, against a real HBase REST gateway
// (Ei::Test::GatewayUnderTest), so the two can be compared request by request. JSON, and protobuf
// where HBase's test has a protobuf variant (conformanceprotobuf.h). The cases are facts taken from HBase's
// own REST tests (hbase-rest/src/test/java/org/ apache/hadoop/hbase/rest/), written down as JSON in
// tests/conformance/cases/*.json.
//
// Case file format (one JSON object per file):
//   "description": what the file covers
//   "tables":   [{"var": "T", "stem": "conf-getput", "families": [{"name": "a", "VERSIONS": "3"}],
//                 "create": true}]
//               Each table gets a name of its own (GatewayUnderTest::uniqueTable(stem)), bound to
//               ${var}. With "create" (the default) it is created before the file's first request
//               (PUT /{t}/schema); every table is dropped (DELETE /{t}/schema) after the file's last
//               request, created by the fixture or by the requests.
//   "names":    [{"var": "NS", "stem": "conf_ns", "namespace": true}]: a unique name only
//               ('-' becomes '_'); a namespace is deleted after the file's last request.
//   "fixture":  [{"table": "T", "rows": [{"key": "r", "cells": [["fam:qual", "value", ts?], ...]}]},
//                {"table": "T", "generate": {"keys": ["a", "ab", "abc..y"], "column": "a:1",
//                                            "every": 2}}]
//               written with one PUT of a CellSet to /{t}/fakerow before the first request. A
//               generator makes every key of the product of the character sets in "keys", and
//               gives every "every"-th one (default 1) the column, its value the key itself.
//   "requests": [request...], run in order, one Qt Test data row each.
// A request:
//   "name", "source" (required: "HBaseTestClass#method" the fact comes from),
//   "method" (GET), "path" ("/${T}/row/a:1?v=2"; sent as written, percent-encodings kept),
//   "headers" {"Accept": "application/json"} (Accept defaults to application/json; a null value
//             leaves the header out; Content-Type defaults to application/json when there is a body),
//   a body, one of:
//     "cellset": [{"key": "r", "cells": [["a:1", "value", ts?], {"column": "a:1", "value": "v"}]}]
//                a CellSet in JSON, keys, columns and values given as text and base64-encoded here
//                ("key"/"column" may be left out to test the URL fallbacks);
//     "body":    any JSON value, sent compact; a string "@b64:TEXT" anywhere in it is replaced
//                by the base64 of TEXT;
//     "bodyText": sent as is (malformed JSON, octet-stream values);
//     "cellsetPb": the "cellset" form, sent as a protobuf CellSet (Content-Type application/x-protobuf);
//     "protobufBody": {"message": "TableSchema"|"NamespaceProperties", ...} a protobuf message.
//   "protobuf": the message a protobuf answer holds: "CellSet" (the default; its rows are checked
//             as rows), "CellSetStream" (a stateless scan's length-prefixed chunks), or TableList,
//             Namespaces, Version, NamespaceProperties, TableSchema, TableInfo, StorageClusterStatus
//             (shown as JSON with the .proto's field names in place of the body, for "json" etc.).
//   "capture": {"VAR": "Location"}: binds ${VAR} to that response header's path and query.
//   or, instead of method/path/body, a whole stateful scan:
//   "scanner": {Scanner model, "@b64:" strings encoded; "filter" may be an object, sent as the
//               string the model wants}, "table": "T", "gets": N (at most N page GETs; default:
//               until 204): PUT /{t}/scanner, then GET the Location until 204 (rows merged by key),
//               then DELETE it. In its "expect", "status" is the creation status (default 201),
//               "getStatus" a page status that must end the scan (default: pages are 200 until a
//               204), "deleteStatus" the DELETE's (default 200); the rows are all the pages'.
//               With "protobuf": true the Scanner is sent and the pages are asked for in protobuf.
//   "expect": what must hold:
//     "status", "contentType" (media type, parameters ignored), "headers" {"X-Row": true | false |
//     "regex"}, "body" (exact), "bodyContains" (string or list),
//     "rows", "cells", "cellsPerRow", "keys" [..], "firstKey", "lastKey",
//     "cellList" [["row", "fam:qual", "value", ts?], ...] (exact, in order; a value "@hex:..."
//     compares bytes), "emptyValues" true,
//     "json" (subset: objects by member, an expected array's elements must each match one of the
//     actual array's), "jsonHas" ["member.path"], "jsonMin" {"member.path": number},
//     "jsonNonEmpty" ["member.path"].
//   "serve" / "hbase": a recorded difference: members that replace those of "expect" on that
//     gateway, with "why" (required). If the gateway then meets plain "expect" as well, the run
//     fails: the difference is gone and its record must go too.
// Anywhere in paths, headers, bodies and expectations: ${VAR}, ${b64:TEXT} (standard base64),
// ${b64url:TEXT} (URL-safe, unpadded), ${url:TEXT} (percent-encoded); in TEXT of these three
// functions, \xNN is the byte NN.
#include <vector>

//
// This header holds the suite's pieces that do not talk to a gateway: the case files' values, the
// ${var} substitution, CellSet bodies, and the comparison of an answer with what a case expects
// (conformancecheck.cpp). tst_conformance.cpp sends the requests.
#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace Ei::Test::Conformance {

constexpr int kTimeoutMs = 120000;
constexpr int kMaxScannerGets = 1000;

struct Response
{
    int status = 0;
    QString error; // transport error (no HTTP status)
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;

    QByteArray header(QByteArrayView name) const
    {
        for (const auto &[key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0) {
                return value;
            }
        }
        return {};
    }
    bool hasHeader(QByteArrayView name) const
    {
        for (const auto &pair : headers) {
            if (pair.first.compare(name, Qt::CaseInsensitive) == 0) {
                return true;
            }
        }
        return false;
    }
};

struct Cell
{
    QByteArray column;
    qint64 timestamp = -1;
    QByteArray value;
};

struct Row
{
    QByteArray key;
    QList<Cell> cells;
};

// What one request (or one whole scan) gave: the response checked, and the rows it carried.
struct Outcome
{
    Response response;
    QList<Row> rows;
    bool haveRows = false;
    QString description; // the exchange, for failure messages
};

struct CaseFile
{
    QString path;
    QString stem; // file name without .json
    QJsonObject json;
    QHash<QString, QString> vars;
    QStringList tables;
    QStringList namespaces;
    bool setUp = false;
    QString setUpError;
    bool tornDown = false;
};

QByteArray unescapeBytes(const QString &text);
QString substitute(const QString &text, const QHash<QString, QString> &vars, QString *error);
QJsonValue substituteJson(const QJsonValue &value, const QHash<QString, QString> &vars, bool encode,
                          QString *error);
QByteArray b64(const QByteArray &bytes);
QByteArray cellSetBody(const QJsonArray &rows);
bool parseCellSet(const QByteArray &body, QList<Row> &rows, QString *error);
QJsonValue jsonAt(const QJsonValue &root, const QString &path);
bool jsonSubset(const QJsonValue &expected, const QJsonValue &actual, const QString &where, QString *why);
QString printable(const QByteArray &bytes);
QString describeRows(const QList<Row> &rows);
QString check(const QJsonObject &expect, const Outcome &outcome, int defaultStatus);
QJsonObject merged(QJsonObject base, const QJsonObject &over);
QString casesDir();

} // namespace Ei::Test::Conformance
