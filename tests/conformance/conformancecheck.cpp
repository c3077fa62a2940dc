#include "conformance/conformancecheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Ei::Test::Conformance {

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

} // namespace Ei::Test::Conformance
