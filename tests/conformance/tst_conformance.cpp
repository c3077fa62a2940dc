// HBase REST conformance suite (docs/hbase-rest-conformance.md): the same data-driven cases run
// against `serve` and, with EI_GATEWAY_URL, against a real HBase REST gateway
// (Ei::Test::GatewayUnderTest), so the two can be compared request by request. JSON wire format
// only. The cases are facts taken from HBase's own REST tests (hbase-rest/src/test/java/org/
// apache/hadoop/hbase/rest/), written down as JSON in tests/conformance/cases/*.json.
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
//     "bodyText": sent as is (malformed JSON, octet-stream values).
//   "capture": {"VAR": "Location"}: binds ${VAR} to that response header's path and query.
//   or, instead of method/path/body, a whole stateful scan:
//   "scanner": {Scanner model, "@b64:" strings encoded; "filter" may be an object, sent as the
//               string the model wants}, "table": "T", "gets": N (at most N page GETs; default:
//               until 204): PUT /{t}/scanner, then GET the Location until 204 (rows merged by key),
//               then DELETE it. In its "expect", "status" is the creation status (default 201),
//               "getStatus" a page status that must end the scan (default: pages are 200 until a
//               204), "deleteStatus" the DELETE's (default 200); the rows are all the pages'.
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

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>

#include "common/gatewayundertest.h"

using namespace Qt::StringLiterals;

namespace {

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

QByteArray unescapeBytes(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    QByteArray out;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        if (utf8.at(i) == '\\' && i + 3 < utf8.size() && utf8.at(i + 1) == 'x') {
            bool ok = false;
            const int byte = utf8.mid(i + 2, 2).toInt(&ok, 16);
            if (ok) {
                out.append(char(byte));
                i += 3;
                continue;
            }
        }
        out.append(utf8.at(i));
    }
    return out;
}

// ${VAR}, ${b64:TEXT}, ${b64url:TEXT}, ${url:TEXT}.
QString substitute(const QString &text, const QHash<QString, QString> &vars, QString *error)
{
    QString out;
    qsizetype at = 0;
    while (at < text.size()) {
        const qsizetype open = text.indexOf(u"${"_s, at);
        if (open < 0) {
            out += text.mid(at);
            break;
        }
        out += text.mid(at, open - at);
        const qsizetype close = text.indexOf(u'}', open + 2);
        if (close < 0) {
            *error = u"unterminated ${ in: "_s + text;
            return text;
        }
        const QString inner = text.mid(open + 2, close - open - 2);
        const qsizetype colon = inner.indexOf(u':');
        if (colon > 0) {
            const QString function = inner.left(colon);
            const QByteArray bytes = unescapeBytes(substitute(inner.mid(colon + 1), vars, error));
            if (function == u"b64") {
                out += QString::fromLatin1(bytes.toBase64());
            } else if (function == u"b64url") {
                out += QString::fromLatin1(
                    bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
            } else if (function == u"url") {
                out += QString::fromLatin1(bytes.toPercentEncoding());
            } else {
                *error = u"unknown function ${"_s + function + u":...}"_s;
            }
        } else if (vars.contains(inner)) {
            out += vars.value(inner);
        } else {
            *error = u"unknown variable ${"_s + inner + u'}';
        }
        at = close + 1;
    }
    return out;
}

// Substitutes in every string of a JSON value and encodes "@b64:" strings when `encode`.
QJsonValue substituteJson(const QJsonValue &value, const QHash<QString, QString> &vars, bool encode,
                          QString *error)
{
    if (value.isString()) {
        const QString text = substitute(value.toString(), vars, error);
        if (encode && text.startsWith(u"@b64:"_s)) {
            return QString::fromLatin1(unescapeBytes(text.mid(5)).toBase64());
        }
        return text;
    }
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &element : value.toArray()) {
            out.append(substituteJson(element, vars, encode, error));
        }
        return out;
    }
    if (value.isObject()) {
        QJsonObject out;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            out.insert(substitute(it.key(), vars, error), substituteJson(it.value(), vars, encode, error));
        }
        return out;
    }
    return value;
}

QByteArray b64(const QByteArray &bytes)
{
    return bytes.toBase64();
}

// A CellSet from the case file's text form.
QByteArray cellSetBody(const QJsonArray &rows)
{
    QJsonArray outRows;
    for (const QJsonValue &rowValue : rows) {
        const QJsonObject row = rowValue.toObject();
        QJsonObject outRow;
        if (row.contains(u"key"_s)) {
            outRow.insert(u"key"_s, QString::fromLatin1(b64(unescapeBytes(row.value(u"key"_s).toString()))));
        }
        QJsonArray outCells;
        for (const QJsonValue &cellValue : row.value(u"cells"_s).toArray()) {
            QJsonObject outCell;
            if (cellValue.isArray()) {
                const QJsonArray cell = cellValue.toArray();
                outCell.insert(u"column"_s, QString::fromLatin1(b64(unescapeBytes(cell.at(0).toString()))));
                outCell.insert(u"$"_s, QString::fromLatin1(b64(unescapeBytes(cell.at(1).toString()))));
                if (cell.size() > 2) {
                    outCell.insert(u"timestamp"_s, cell.at(2).toInteger());
                }
            } else {
                const QJsonObject cell = cellValue.toObject();
                if (cell.contains(u"column"_s)) {
                    outCell.insert(u"column"_s, QString::fromLatin1(
                                                    b64(unescapeBytes(cell.value(u"column"_s).toString()))));
                }
                outCell.insert(u"$"_s,
                               QString::fromLatin1(b64(unescapeBytes(cell.value(u"value"_s).toString()))));
                if (cell.contains(u"timestamp"_s)) {
                    outCell.insert(u"timestamp"_s, cell.value(u"timestamp"_s).toInteger());
                }
            }
            outCells.append(outCell);
        }
        outRow.insert(u"Cell"_s, outCells);
        outRows.append(outRow);
    }
    return QJsonDocument(QJsonObject{{u"Row"_s, outRows}}).toJson(QJsonDocument::Compact);
}

// The rows of a JSON CellSet, appended to `rows`; a row continuing the last one (same key, as a
// scanner page cut by `batch` gives) is merged into it.
bool parseCellSet(const QByteArray &body, QList<Row> &rows, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (!document.isObject()) {
        *error = u"not a JSON CellSet: "_s + parseError.errorString();
        return false;
    }
    for (const QJsonValue &rowValue : document.object().value(u"Row"_s).toArray()) {
        const QJsonObject rowObject = rowValue.toObject();
        Row row;
        row.key = QByteArray::fromBase64(rowObject.value(u"key"_s).toString().toLatin1());
        for (const QJsonValue &cellValue : rowObject.value(u"Cell"_s).toArray()) {
            const QJsonObject cellObject = cellValue.toObject();
            Cell cell;
            cell.column = QByteArray::fromBase64(cellObject.value(u"column"_s).toString().toLatin1());
            cell.value = QByteArray::fromBase64(cellObject.value(u"$"_s).toString().toLatin1());
            cell.timestamp = cellObject.value(u"timestamp"_s).toInteger(-1);
            row.cells.append(cell);
        }
        if (!rows.isEmpty() && rows.last().key == row.key) {
            rows.last().cells += row.cells;
        } else {
            rows.append(row);
        }
    }
    return true;
}

QJsonValue jsonAt(const QJsonValue &root, const QString &path)
{
    QJsonValue value = root;
    for (const QString &part : path.split(u'.')) {
        value = value.toObject().value(part);
    }
    return value;
}

bool jsonSubset(const QJsonValue &expected, const QJsonValue &actual, const QString &where, QString *why)
{
    if (expected.isObject()) {
        if (!actual.isObject()) {
            *why = where + u": not an object"_s;
            return false;
        }
        const QJsonObject e = expected.toObject();
        const QJsonObject a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (!a.contains(it.key())) {
                *why = where + u'.' + it.key() + u": missing"_s;
                return false;
            }
            if (!jsonSubset(it.value(), a.value(it.key()), where + u'.' + it.key(), why)) {
                return false;
            }
        }
        return true;
    }
    if (expected.isArray()) {
        if (!actual.isArray()) {
            *why = where + u": not an array"_s;
            return false;
        }
        const QJsonArray a = actual.toArray();
        for (const QJsonValue &element : expected.toArray()) {
            bool found = false;
            for (const QJsonValue &candidate : a) {
                QString ignored;
                if (jsonSubset(element, candidate, where, &ignored)) {
                    found = true;
                    break;
                }
            }
            if (!found) {
                *why = where + u": no element matches "_s +
                       QString::fromUtf8(QJsonDocument(QJsonArray{element}).toJson(QJsonDocument::Compact));
                return false;
            }
        }
        return true;
    }
    if (expected.isDouble() && actual.isDouble() && expected.toDouble() == actual.toDouble()) {
        return true;
    }
    if (expected != actual) {
        *why = where + u": expected "_s +
               QString::fromUtf8(QJsonDocument(QJsonArray{expected}).toJson(QJsonDocument::Compact)) +
               u", got "_s +
               QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact));
        return false;
    }
    return true;
}

QString printable(const QByteArray &bytes)
{
    QString out;
    for (const char c : bytes) {
        if (c >= 0x20 && c < 0x7f) {
            out += QLatin1Char(c);
        } else {
            out += u"\\x%1"_s.arg(uint(uchar(c)), 2, 16, QLatin1Char('0'));
        }
    }
    return out;
}

QString describeRows(const QList<Row> &rows)
{
    QStringList parts;
    for (const Row &row : rows) {
        parts << u"%1(%2)"_s.arg(printable(row.key)).arg(row.cells.size());
    }
    if (parts.size() > 12) {
        parts = parts.mid(0, 12) << u"..."_s;
    }
    return u"%1 rows: "_s.arg(rows.size()) + parts.join(u' ');
}

// Checks an outcome against an expectation; empty when it holds.
QString check(const QJsonObject &expect, const Outcome &outcome, int defaultStatus)
{
    const Response &r = outcome.response;
    if (r.status == 0) {
        return u"no response: "_s + r.error;
    }
    const int status = expect.value(u"status"_s).toInt(defaultStatus);
    if (r.status != status) {
        return u"status %1, expected %2"_s.arg(r.status).arg(status);
    }
    if (expect.contains(u"contentType"_s)) {
        const QByteArray type = r.header("content-type").split(';').value(0).trimmed().toLower();
        if (QString::fromLatin1(type) != expect.value(u"contentType"_s).toString()) {
            return u"Content-Type \"%1\", expected \"%2\""_s.arg(
                QString::fromLatin1(r.header("content-type")), expect.value(u"contentType"_s).toString());
        }
    }
    const QJsonObject headers = expect.value(u"headers"_s).toObject();
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        const QByteArray name = it.key().toLatin1();
        if (it.value().isBool()) {
            if (r.hasHeader(name) != it.value().toBool()) {
                return u"header %1 %2"_s.arg(it.key(), r.hasHeader(name) ? u"present"_s : u"missing"_s);
            }
        } else {
            const QRegularExpression pattern(QRegularExpression::anchoredPattern(it.value().toString()));
            if (!r.hasHeader(name) || !pattern.match(QString::fromLatin1(r.header(name))).hasMatch()) {
                return u"header %1: \"%2\" does not match \"%3\""_s.arg(
                    it.key(), QString::fromLatin1(r.header(name)), it.value().toString());
            }
        }
    }
    if (expect.contains(u"body"_s) && r.body != expect.value(u"body"_s).toString().toUtf8()) {
        return u"body \"%1\", expected \"%2\""_s.arg(printable(r.body.left(300)),
                                                     expect.value(u"body"_s).toString());
    }
    const QJsonValue contains = expect.value(u"bodyContains"_s);
    const QJsonArray needles = contains.isArray() ? contains.toArray() : QJsonArray{contains};
    for (const QJsonValue &needle : needles) {
        if (needle.isString() && !r.body.contains(needle.toString().toUtf8())) {
            return u"body does not contain \"%1\": %2"_s.arg(needle.toString(), printable(r.body.left(500)));
        }
    }
    const bool wantsJson = expect.contains(u"json"_s) || expect.contains(u"jsonHas"_s) ||
                           expect.contains(u"jsonMin"_s) || expect.contains(u"jsonNonEmpty"_s);
    if (wantsJson) {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(r.body, &parseError);
        if (document.isNull()) {
            return u"body is not JSON (%1): %2"_s.arg(parseError.errorString(), printable(r.body.left(300)));
        }
        const QJsonValue root =
            document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
        QString why;
        if (expect.contains(u"json"_s) && !jsonSubset(expect.value(u"json"_s), root, u"$"_s, &why)) {
            return u"JSON: "_s + why + u" in "_s + printable(r.body.left(500));
        }
        for (const QJsonValue &path : expect.value(u"jsonHas"_s).toArray()) {
            if (jsonAt(root, path.toString()).isUndefined()) {
                return u"JSON member %1 missing in %2"_s.arg(path.toString(), printable(r.body.left(500)));
            }
        }
        const QJsonObject minimums = expect.value(u"jsonMin"_s).toObject();
        for (auto it = minimums.begin(); it != minimums.end(); ++it) {
            const QJsonValue value = jsonAt(root, it.key());
            if (!value.isDouble() || value.toDouble() < it.value().toDouble()) {
                return u"JSON member %1 is not a number >= %2 in %3"_s.arg(it.key())
                    .arg(it.value().toDouble())
                    .arg(printable(r.body.left(500)));
            }
        }
        for (const QJsonValue &path : expect.value(u"jsonNonEmpty"_s).toArray()) {
            const QJsonValue value = jsonAt(root, path.toString());
            if (!(value.isArray() && !value.toArray().isEmpty()) &&
                !(value.isObject() && !value.toObject().isEmpty())) {
                return u"JSON member %1 is not a non-empty array or object"_s.arg(path.toString());
            }
        }
    }
    const bool wantsRows = expect.contains(u"rows"_s) || expect.contains(u"cells"_s) ||
                           expect.contains(u"cellsPerRow"_s) || expect.contains(u"keys"_s) ||
                           expect.contains(u"firstKey"_s) || expect.contains(u"lastKey"_s) ||
                           expect.contains(u"cellList"_s) || expect.contains(u"emptyValues"_s);
    if (!wantsRows) {
        return {};
    }
    if (!outcome.haveRows) {
        return u"no CellSet in the response: "_s + printable(r.body.left(300));
    }
    const QList<Row> &rows = outcome.rows;
    qsizetype cells = 0;
    for (const Row &row : rows) {
        cells += row.cells.size();
    }
    if (expect.contains(u"rows"_s) && rows.size() != expect.value(u"rows"_s).toInt()) {
        return u"%1 rows, expected %2; "_s.arg(rows.size()).arg(expect.value(u"rows"_s).toInt()) +
               describeRows(rows);
    }
    if (expect.contains(u"cells"_s) && cells != expect.value(u"cells"_s).toInt()) {
        return u"%1 cells, expected %2; "_s.arg(cells).arg(expect.value(u"cells"_s).toInt()) +
               describeRows(rows);
    }
    if (expect.contains(u"cellsPerRow"_s)) {
        for (const Row &row : rows) {
            if (row.cells.size() != expect.value(u"cellsPerRow"_s).toInt()) {
                return u"row %1 has %2 cells, expected %3; "_s.arg(printable(row.key))
                           .arg(row.cells.size())
                           .arg(expect.value(u"cellsPerRow"_s).toInt()) +
                       describeRows(rows);
            }
        }
    }
    if (expect.contains(u"keys"_s)) {
        QStringList actual;
        for (const Row &row : rows) {
            actual << printable(row.key);
        }
        QStringList expected;
        for (const QJsonValue &key : expect.value(u"keys"_s).toArray()) {
            expected << printable(unescapeBytes(key.toString()));
        }
        if (actual != expected) {
            return u"keys [%1], expected [%2]"_s.arg(actual.join(u", "_s), expected.join(u", "_s));
        }
    }
    if (expect.contains(u"firstKey"_s) &&
        (rows.isEmpty() || rows.first().key != expect.value(u"firstKey"_s).toString().toUtf8())) {
        return u"first key is not %1; "_s.arg(expect.value(u"firstKey"_s).toString()) + describeRows(rows);
    }
    if (expect.contains(u"lastKey"_s) &&
        (rows.isEmpty() || rows.last().key != expect.value(u"lastKey"_s).toString().toUtf8())) {
        return u"last key is not %1; "_s.arg(expect.value(u"lastKey"_s).toString()) + describeRows(rows);
    }
    if (expect.value(u"emptyValues"_s).toBool()) {
        for (const Row &row : rows) {
            for (const Cell &cell : row.cells) {
                if (!cell.value.isEmpty()) {
                    return u"cell %1/%2 has a value"_s.arg(printable(row.key), printable(cell.column));
                }
            }
        }
    }
    if (expect.contains(u"cellList"_s)) {
        QStringList actual;
        for (const Row &row : rows) {
            for (const Cell &cell : row.cells) {
                actual << u"%1 %2 %3 @%4"_s
                              .arg(printable(row.key), printable(cell.column), printable(cell.value))
                              .arg(cell.timestamp);
            }
        }
        const QJsonArray expected = expect.value(u"cellList"_s).toArray();
        if (expected.size() != actual.size()) {
            return u"%1 cells, expected %2: %3"_s.arg(actual.size())
                .arg(expected.size())
                .arg(actual.join(u"; "_s));
        }
        qsizetype i = 0;
        for (const Row &row : rows) {
            for (const Cell &cell : row.cells) {
                const QJsonArray e = expected.at(i).toArray();
                const QString value = e.at(2).toString();
                const QByteArray expectedValue = value.startsWith(u"@hex:"_s)
                                                     ? QByteArray::fromHex(value.mid(5).toLatin1())
                                                     : unescapeBytes(value);
                const bool same = row.key == unescapeBytes(e.at(0).toString()) &&
                                  cell.column == unescapeBytes(e.at(1).toString()) &&
                                  cell.value == expectedValue &&
                                  (e.size() < 4 || cell.timestamp == e.at(3).toInteger());
                if (!same) {
                    return u"cell %1 is \"%2\", expected %3"_s.arg(i)
                        .arg(actual.at(i))
                        .arg(QString::fromUtf8(QJsonDocument(e).toJson(QJsonDocument::Compact)));
                }
                ++i;
            }
        }
    }
    return {};
}

QJsonObject merged(QJsonObject base, const QJsonObject &over)
{
    for (auto it = over.begin(); it != over.end(); ++it) {
        if (it.key() != u"why") {
            base.insert(it.key(), it.value());
        }
    }
    return base;
}

QString casesDir()
{
    return qEnvironmentVariable("EI_SOURCE_DIR") + u"/tests/conformance/cases"_s;
}

} // namespace

class TestConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void run_data();
    void run();
    void cleanupTestCase();

private:
    bool loadFiles(QString *error);
    Response send(const QByteArray &method, const QString &path,
                  const QList<QPair<QByteArray, QByteArray>> &headers, const QByteArray &body);
    QString setUpFile(CaseFile &file);
    void tearDownFile(CaseFile &file);
    Outcome exchange(CaseFile &file, const QJsonObject &request, QString *error);
    Outcome scan(CaseFile &file, const QJsonObject &request, const QJsonObject &expect, QString *error);

    Ei::Test::GatewayUnderTest m_gateway;
    QNetworkAccessManager m_nam;
    std::vector<CaseFile> m_files;
    bool m_loaded = false;
    QString m_loadError;
    bool m_started = false;
};

bool TestConformance::loadFiles(QString *error)
{
    if (m_loaded) {
        *error = m_loadError;
        return m_loadError.isEmpty();
    }
    m_loaded = true;
    const QDir dir(casesDir());
    const QStringList names = dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    if (qEnvironmentVariableIsEmpty("EI_SOURCE_DIR") || names.isEmpty()) {
        m_loadError = u"no case files in "_s + dir.path() + u" (EI_SOURCE_DIR is the source root)"_s;
    }
    for (const QString &name : names) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            m_loadError = u"cannot read "_s + file.fileName();
            break;
        }
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
        if (!document.isObject()) {
            m_loadError = u"%1: %2 at offset %3"_s.arg(name, parseError.errorString()).arg(parseError.offset);
            break;
        }
        CaseFile caseFile;
        caseFile.path = file.fileName();
        caseFile.stem = name.chopped(5);
        caseFile.json = document.object();
        m_files.push_back(caseFile);
    }
    *error = m_loadError;
    return m_loadError.isEmpty();
}

void TestConformance::initTestCase()
{
    QString error;
    QVERIFY2(loadFiles(&error), qPrintable(error));
    m_nam.setProxy(QNetworkProxy::NoProxy);
    QVERIFY2(m_gateway.start(), qPrintable(m_gateway.error()));
    m_started = true;
    qInfo("gateway under test: %s", qPrintable(m_gateway.describe()));
}

void TestConformance::run_data()
{
    QTest::addColumn<int>("file");
    QTest::addColumn<int>("index");
    QString error;
    if (!loadFiles(&error)) {
        return; // initTestCase reports it
    }
    for (int f = 0; f < int(m_files.size()); ++f) {
        const QJsonArray requests = m_files[f].json.value(u"requests"_s).toArray();
        for (int i = 0; i < requests.size(); ++i) {
            const QString name = requests.at(i).toObject().value(u"name"_s).toString();
            QTest::addRow("%s/%02d %s", qPrintable(m_files[f].stem), i + 1, qPrintable(name)) << f << i;
        }
    }
}

Response TestConformance::send(const QByteArray &method, const QString &path,
                               const QList<QPair<QByteArray, QByteArray>> &headers, const QByteArray &body)
{
    QNetworkRequest request(
        QUrl::fromEncoded(QByteArray(m_gateway.url().toUtf8() + path.toUtf8()), QUrl::TolerantMode));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setTransferTimeout(kTimeoutMs);
    for (const auto &[name, value] : headers) {
        request.setRawHeader(name, value);
    }
    QNetworkReply *reply =
        method == "GET" ? m_nam.get(request) : m_nam.sendCustomRequest(request, method, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished()) {
        finished.wait(kTimeoutMs + 5000);
    }
    Response response;
    response.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    response.headers = reply->rawHeaderPairs();
    response.body = reply->readAll();
    if (response.status == 0) {
        response.error = reply->isFinished() ? reply->errorString() : u"no answer in time"_s;
    }
    reply->abort();
    reply->deleteLater();
    return response;
}

QString TestConformance::setUpFile(CaseFile &file)
{
    file.setUp = true;
    for (const QJsonValue &value : file.json.value(u"tables"_s).toArray()) {
        const QJsonObject table = value.toObject();
        const QString name = m_gateway.uniqueTable(table.value(u"stem"_s).toString());
        file.vars.insert(table.value(u"var"_s).toString(), name);
        file.tables << name;
        if (!table.value(u"create"_s).toBool(true)) {
            continue;
        }
        QJsonArray families;
        for (const QJsonValue &family : table.value(u"families"_s).toArray()) {
            families.append(family);
        }
        const QByteArray schema = QJsonDocument(QJsonObject{{u"name"_s, name}, {u"ColumnSchema"_s, families}})
                                      .toJson(QJsonDocument::Compact);
        const Response created =
            send("PUT", u"/"_s + name + u"/schema"_s,
                 {{"Accept", "application/json"}, {"Content-Type", "application/json"}}, schema);
        if (created.status != 201) {
            return u"creating table %1: status %2 %3 %4"_s.arg(name)
                .arg(created.status)
                .arg(created.error, printable(created.body.left(300)));
        }
    }
    for (const QJsonValue &value : file.json.value(u"names"_s).toArray()) {
        const QJsonObject entry = value.toObject();
        QString name = m_gateway.uniqueTable(entry.value(u"stem"_s).toString());
        if (entry.value(u"namespace"_s).toBool()) {
            name.replace(u'-', u'_');
            file.namespaces << name;
        }
        file.vars.insert(entry.value(u"var"_s).toString(), name);
    }
    for (const QJsonValue &value : file.json.value(u"fixture"_s).toArray()) {
        const QJsonObject part = value.toObject();
        const QString table = file.vars.value(part.value(u"table"_s).toString());
        QJsonArray rows = part.value(u"rows"_s).toArray();
        if (part.contains(u"generate"_s)) {
            const QJsonObject generate = part.value(u"generate"_s).toObject();
            QStringList keys{QString()};
            for (const QJsonValue &chars : generate.value(u"keys"_s).toArray()) {
                QStringList longer;
                for (const QString &key : std::as_const(keys)) {
                    for (const QChar c : chars.toString()) {
                        longer << key + c;
                    }
                }
                keys = longer;
            }
            const int every = generate.value(u"every"_s).toInt(1);
            for (int i = 0; i < keys.size(); i += every) {
                rows.append(QJsonObject{
                    {u"key"_s, keys.at(i)},
                    {u"cells"_s, QJsonArray{QJsonArray{generate.value(u"column"_s), keys.at(i)}}}});
            }
        }
        const Response put =
            send("PUT", u"/"_s + table + u"/fakerow"_s,
                 {{"Accept", "application/json"}, {"Content-Type", "application/json"}}, cellSetBody(rows));
        if (put.status != 200) {
            return u"writing the fixture of %1: status %2 %3 %4"_s.arg(table)
                .arg(put.status)
                .arg(put.error, printable(put.body.left(300)));
        }
    }
    return {};
}

void TestConformance::tearDownFile(CaseFile &file)
{
    if (file.tornDown || !file.setUp) {
        return;
    }
    file.tornDown = true;
    for (const QString &table : std::as_const(file.tables)) {
        send("DELETE", u"/"_s + table + u"/schema"_s, {{"Accept", "application/json"}}, {});
    }
    for (const QString &ns : std::as_const(file.namespaces)) {
        send("DELETE", u"/namespaces/"_s + ns, {{"Accept", "application/json"}}, {});
    }
}

Outcome TestConformance::exchange(CaseFile &file, const QJsonObject &request, QString *error)
{
    Outcome outcome;
    const QByteArray method = request.value(u"method"_s).toString(u"GET"_s).toLatin1();
    const QString path = substitute(request.value(u"path"_s).toString(), file.vars, error);
    QList<QPair<QByteArray, QByteArray>> headers;
    bool hasAccept = false;
    bool hasContentType = false;
    const QJsonObject headerObject = request.value(u"headers"_s).toObject();
    for (auto it = headerObject.begin(); it != headerObject.end(); ++it) {
        hasAccept |= it.key().compare(u"Accept"_s, Qt::CaseInsensitive) == 0;
        hasContentType |= it.key().compare(u"Content-Type"_s, Qt::CaseInsensitive) == 0;
        if (!it.value().isNull()) {
            headers.emplaceBack(it.key().toLatin1(),
                                substitute(it.value().toString(), file.vars, error).toUtf8());
        }
    }
    if (!hasAccept) {
        headers.emplaceBack("Accept", "application/json");
    }
    QByteArray body;
    bool hasBody = true;
    if (request.contains(u"cellset"_s)) {
        body = cellSetBody(substituteJson(request.value(u"cellset"_s), file.vars, false, error).toArray());
    } else if (request.contains(u"body"_s)) {
        const QJsonValue value = substituteJson(request.value(u"body"_s), file.vars, true, error);
        body = value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact)
                                : QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    } else if (request.contains(u"bodyText"_s)) {
        body = unescapeBytes(substitute(request.value(u"bodyText"_s).toString(), file.vars, error));
    } else {
        hasBody = false;
    }
    if (hasBody && !hasContentType) {
        headers.emplaceBack("Content-Type", "application/json");
    }
    outcome.response = send(method, path, headers, body);
    outcome.description = QString::fromLatin1(method) + u' ' + path;
    const QJsonObject capture = request.value(u"capture"_s).toObject();
    for (auto it = capture.begin(); it != capture.end(); ++it) {
        const QUrl location(QString::fromUtf8(outcome.response.header(it.value().toString().toLatin1())));
        file.vars.insert(it.key(),
                         location.path(QUrl::FullyEncoded) +
                             (location.hasQuery() ? u'?' + location.query(QUrl::FullyEncoded) : QString()));
    }
    const QByteArray type = outcome.response.header("content-type").split(';').value(0).trimmed();
    if (type == "application/json" && outcome.response.body.trimmed().startsWith('{')) {
        QString ignored;
        outcome.haveRows = parseCellSet(outcome.response.body, outcome.rows, &ignored);
    }
    return outcome;
}

Outcome TestConformance::scan(CaseFile &file, const QJsonObject &request, const QJsonObject &expect,
                              QString *error)
{
    Outcome outcome;
    QJsonObject model = substituteJson(request.value(u"scanner"_s), file.vars, true, error).toObject();
    if (model.value(u"filter"_s).isObject()) {
        model.insert(u"filter"_s,
                     QString::fromUtf8(
                         QJsonDocument(model.value(u"filter"_s).toObject()).toJson(QJsonDocument::Compact)));
    }
    const QString table = file.vars.value(request.value(u"table"_s).toString(u"T"_s));
    const QString createPath = u"/"_s + table + u"/scanner"_s;
    const QByteArray body = QJsonDocument(model).toJson(QJsonDocument::Compact);
    outcome.description = u"PUT "_s + createPath + u' ' + QString::fromUtf8(body);
    const Response created =
        send("PUT", createPath, {{"Accept", "application/json"}, {"Content-Type", "application/json"}}, body);
    outcome.response = created;
    if (created.status != 201) {
        return outcome;
    }
    const QUrl location(QString::fromUtf8(created.header("Location")));
    const QString scanner = location.path(QUrl::FullyEncoded);
    if (scanner.isEmpty()) {
        *error = u"scanner created without a Location"_s;
        return outcome;
    }
    outcome.haveRows = true;
    const int gets = request.value(u"gets"_s).toInt(kMaxScannerGets);
    // A page GET answering anything but 200 or 204 ends the scan; "getStatus" expects one.
    const int getStatus = expect.value(u"getStatus"_s).toInt(200);
    int lastStatus = 200;
    int done = 0;
    for (; done < gets; ++done) {
        const Response page = send("GET", scanner, {{"Accept", "application/json"}}, {});
        lastStatus = page.status;
        if (page.status != 200) {
            break;
        }
        if (!parseCellSet(page.body, outcome.rows, error)) {
            break;
        }
    }
    if (getStatus != 200 && lastStatus != getStatus) {
        *error = u"scanner page GET %1: status %2, expected %3"_s.arg(scanner).arg(lastStatus).arg(getStatus);
    } else if (getStatus == 200 && lastStatus != 200 && lastStatus != 204) {
        *error = u"scanner page GET %1: status %2"_s.arg(scanner).arg(lastStatus);
    } else if (done == kMaxScannerGets) {
        *error = u"the scanner never answered 204"_s;
    }
    const Response deleted = send("DELETE", scanner, {{"Accept", "application/json"}}, {});
    const int deleteStatus = expect.value(u"deleteStatus"_s).toInt(200);
    if (deleted.status != deleteStatus && error->isEmpty()) {
        *error = u"DELETE %1: status %2, expected %3"_s.arg(scanner).arg(deleted.status).arg(deleteStatus);
    }
    return outcome;
}

void TestConformance::run()
{
    QFETCH(int, file);
    QFETCH(int, index);
    QVERIFY(m_started);
    CaseFile &caseFile = m_files[file];
    const QJsonArray requests = caseFile.json.value(u"requests"_s).toArray();
    const auto tearDownAfterLast = qScopeGuard([&] {
        if (index == requests.size() - 1) {
            tearDownFile(caseFile);
        }
    });
    if (!caseFile.setUp) {
        caseFile.setUpError = setUpFile(caseFile);
    }
    QVERIFY2(caseFile.setUpError.isEmpty(),
             qPrintable(caseFile.setUpError + u" on "_s + m_gateway.describe()));

    const QJsonObject request = requests.at(index).toObject();
    QVERIFY2(!request.value(u"source"_s).toString().isEmpty(), "every request names its source");
    const QString side = m_gateway.isRealHBase() ? u"hbase"_s : u"serve"_s;
    QString error;
    const QJsonObject plain =
        substituteJson(request.value(u"expect"_s), caseFile.vars, false, &error).toObject();
    QJsonObject expect = plain;
    const bool recorded = request.contains(side);
    if (recorded) {
        const QJsonObject over = request.value(side).toObject();
        QVERIFY2(!over.value(u"why"_s).toString().isEmpty(), "a recorded difference needs its \"why\"");
        expect = merged(plain, substituteJson(over, caseFile.vars, false, &error).toObject());
    }
    const bool isScan = request.contains(u"scanner"_s);
    const Outcome outcome =
        isScan ? scan(caseFile, request, expect, &error) : exchange(caseFile, request, &error);
    const int defaultStatus = isScan ? 201 : -1;
    QVERIFY2(isScan || expect.contains(u"status"_s), "a request needs an expected status");
    const QString context = u"\n  %1\n  on %2 (source %3)\n  -> %4 %5"_s.arg(
        outcome.description, m_gateway.describe(), request.value(u"source"_s).toString(),
        QString::number(outcome.response.status), printable(outcome.response.body.left(400)));
    QVERIFY2(error.isEmpty(), qPrintable(error + context));
    const QString failure = check(expect, outcome, defaultStatus);
    QVERIFY2(failure.isEmpty(), qPrintable(failure + context));
    if (recorded) {
        const QString why = request.value(side).toObject().value(u"why"_s).toString();
        QVERIFY2(!check(plain, outcome, defaultStatus).isEmpty(),
                 qPrintable(u"the recorded difference on %1 is gone (\"%2\"): remove it from %3"_s.arg(
                     side, why, caseFile.path)));
        qInfo("recorded difference on %s: %s", qPrintable(side), qPrintable(why));
    }
}

void TestConformance::cleanupTestCase()
{
    if (!m_started) {
        return;
    }
    for (CaseFile &file : m_files) {
        tearDownFile(file);
    }
}

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
