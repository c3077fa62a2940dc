// RestClient's operations (docs/hbase-client.md); the HTTP exchange they are built on, send(),
// is in restexchange.cpp.
#include "restclient.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QPointer>
#include <QRegularExpression>

#include <core/hbase/cellsetprotobuf.h>
#include <core/hbase/httpauth.h>
#include <core/hbase/restpath.h>
#include <core/hbase/scanner.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::RestClient)
};

// A GET's CellSet body with rows that the server split across Row objects joined back.
Result<CellSet> decodeMergedRows(const HttpResponse &response, const QString &what)
{
    auto rows = decodeCellSetBody(response.body, response.contentType);
    if (!rows) {
        return fail(ErrorKind::Protocol, Tr::tr("%1 failed: %2.").arg(what, rows.error().message));
    }
    CellSet merged;
    for (Row &r : *rows) {
        appendMergingSplitRow(merged, std::move(r));
    }
    return merged;
}

// A 200 answer whose body is one JSON object (the version, a schema), or why not.
Result<QJsonObject> jsonObjectAnswer(const HttpResponse &response, const QString &what)
{
    if (response.status != 200) {
        return std::unexpected(httpError(response.status, what));
    }
    const QJsonDocument doc = QJsonDocument::fromJson(response.body);
    if (!doc.isObject()) {
        return fail(ErrorKind::Protocol, Tr::tr("%1 failed: the answer is not a JSON object.").arg(what));
    }
    return doc.object();
}
} // namespace

namespace {

constexpr QByteArrayView kJson = "application/json";

QString quoted(QByteArrayView key)
{
    return QLatin1Char('\'') + RestPath::displayKey(key) + QLatin1Char('\'');
}

} // namespace

ServerFeatures ServerFeatures::forVersion(const QString &hbaseVersion)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)\\.(\\d+)(?:\\.(\\d+))?"));
    const auto m = re.match(hbaseVersion.trimmed());
    ServerFeatures f;
    if (!m.hasMatch()) {
        return f;
    }
    const int major = m.captured(1).toInt();
    const int minor = m.captured(2).toInt();
    const int patch = m.captured(3).toInt();
    const auto atLeast = [&](int mi, int pa) { return minor > mi || (minor == mi && patch >= pa); };
    if (major >= 3) {
        // 3.0.0 alphas/betas are treated as 3.0.0: the features landed by 3.0.0-beta-2.
        return ServerFeatures{true, true, true, true, true};
    }
    if (major == 2) {
        f.b64Keys = minor >= 6 || (minor == 5 && patch >= 9) || (minor == 4 && patch >= 18);
        f.multigetFilters = atLeast(6, 1) || (minor == 5 && patch >= 9) || (minor == 4 && patch >= 18);
        f.includeStartStopRow = atLeast(6, 3) || (minor == 5 && patch >= 12);
        f.exactTimestampReads = f.includeStartStopRow;
    }
    return f;
}

Error httpError(int status, const QString &what)
{
    const auto make = [&](ErrorKind kind, const QString &reason) {
        return Error{kind, Tr::tr("%1 failed: %2 (HTTP %3).").arg(what, reason).arg(status)};
    };
    switch (status) {
    case 304:
        return make(ErrorKind::Conflict, Tr::tr("the check did not match, the row has changed"));
    case 400:
        return make(ErrorKind::BadRequest, Tr::tr("the server rejected the request as invalid"));
    case 401:
        return make(ErrorKind::NotAuthenticated, Tr::tr("the server asks for authentication"));
    case 403:
        return make(ErrorKind::Forbidden, Tr::tr("the server refused it"));
    case 404:
        return make(ErrorKind::NotFound, Tr::tr("not found"));
    case 410:
        return make(ErrorKind::ServerUnavailable, Tr::tr("the table is disabled"));
    case 503:
        return make(ErrorKind::ServerUnavailable, Tr::tr("the server is unavailable"));
    default:
        break;
    }
    if (status >= 500) {
        return make(ErrorKind::ServerUnavailable, Tr::tr("the server reported an internal error"));
    }
    return make(ErrorKind::Protocol, Tr::tr("the server gave an unexpected answer"));
}

QString serverReason(const HttpResponse &response)
{
    if (!response.contentType.startsWith("text/plain")) {
        return {};
    }
    // "org.apache.hadoop.hbase.DoNotRetryIOException: org.apache…DoNotRetryIOException: message":
    // a qualified class name ending in Exception or Error, then the message, possibly nested.
    static const QRegularExpression exceptionPrefix(QStringLiteral(
        "^\\s*(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*(?:Exception|Error)(?:\\([^)]*\\))?: "));
    const QList<QByteArray> lines = response.body.left(64 * 1024).split('\n');
    for (const QByteArray &raw : lines) {
        QString line = QString::fromUtf8(raw).trimmed();
        if (!exceptionPrefix.match(line).hasMatch()) {
            continue;
        }
        for (auto m = exceptionPrefix.match(line); m.hasMatch(); m = exceptionPrefix.match(line)) {
            line = line.mid(m.capturedLength());
        }
        line = line.simplified();
        if (line.isEmpty()) {
            continue;
        }
        constexpr qsizetype kMax = 300;
        return line.size() > kMax ? line.left(kMax - 1) + QChar(0x2026) : line;
    }
    return {};
}

Result<QByteArray> scannerBodyJson(const ScanSpec &spec, const ServerFeatures &features)
{
    if (spec.batch <= 0 || spec.maxVersions <= 0) {
        return fail(ErrorKind::InvalidInput, Tr::tr("A scan needs a positive batch and version count."));
    }
    QByteArray start = spec.startRow;
    QByteArray stop = spec.stopRow;
    QJsonObject o;
    // Servers without includeStartRow/includeStopRow (they reject unknown fields) get the exact
    // equivalent: the smallest key after K is K + 0x00.
    if (!spec.includeStartRow) {
        if (features.includeStartStopRow) {
            o.insert(QStringLiteral("includeStartRow"), false);
        } else {
            start.append('\0');
        }
    }
    if (spec.includeStopRow && !stop.isEmpty()) {
        if (features.includeStartStopRow) {
            o.insert(QStringLiteral("includeStopRow"), true);
        } else {
            stop.append('\0');
        }
    }
    if (!start.isEmpty()) {
        o.insert(QStringLiteral("startRow"), QString::fromLatin1(start.toBase64()));
    }
    if (!stop.isEmpty()) {
        o.insert(QStringLiteral("endRow"), QString::fromLatin1(stop.toBase64()));
    }
    if (!spec.columns.isEmpty()) {
        QJsonArray columns;
        for (const QByteArray &c : spec.columns) {
            columns.append(QString::fromLatin1(c.toBase64()));
        }
        o.insert(QStringLiteral("column"), columns);
    }
    o.insert(QStringLiteral("batch"), spec.batch);
    o.insert(QStringLiteral("maxVersions"), spec.maxVersions);
    if (spec.startTime >= 0) {
        o.insert(QStringLiteral("startTime"), spec.startTime);
    }
    if (spec.endTime >= 0) {
        o.insert(QStringLiteral("endTime"), spec.endTime);
    }
    if (spec.filter) {
        o.insert(QStringLiteral("filter"), QString::fromUtf8(spec.filter->toJson()));
    }
    if (spec.caching > 0) {
        o.insert(QStringLiteral("caching"), spec.caching);
    }
    if (!spec.cacheBlocks) {
        o.insert(QStringLiteral("cacheBlocks"), false);
    }
    if (spec.limit >= 0 && features.scannerLimit) {
        o.insert(QStringLiteral("limit"), spec.limit);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

RestClient::RestClient(ConnectionConfig config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_nam(new QNetworkAccessManager(this))
    , m_auth(new HttpAuth(m_config.auth, {m_config.baseUrl}, m_config.headers, m_nam))
{
    // Connections are not reused across redirects we did not ask for; HBase never redirects.
    m_nam->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

RestClient::~RestClient() = default;

QByteArray RestClient::tableBase() const
{
    return m_config.encodedBase() + RestPath::tablePath(m_config.table);
}

QUrl RestClient::tableUrl(QByteArrayView encodedPath, QByteArrayView encodedQuery) const
{
    return RestPath::makeUrl(tableBase(), encodedPath, encodedQuery);
}

template<class T>
Call<T> *RestClient::refuse(Error error)
{
    auto *call = new Call<T>(this);
    call->resolveLater(std::unexpected(std::move(error)));
    return call;
}

bool RestClient::refuseWrite(const QString &what, Call<void> **out)
{
    if (!m_config.readOnly) {
        return false;
    }
    *out = refuse<void>(
        Error{ErrorKind::Forbidden, Tr::tr("%1 was refused: the connection is read-only.").arg(what)});
    return true;
}

Call<ServerVersion> *RestClient::version()
{
    auto *call = new Call<ServerVersion>(this);
    const QString what = Tr::tr("Asking the REST server for its version");
    Request r{"GET", RestPath::makeUrl(m_config.encodedBase(), "/version"), {}, true, what};
    chain(call, send(r), [this, call, what](const HttpResponse &resp) {
        const Result<QJsonObject> answer = jsonObjectAnswer(resp, what);
        if (!answer) {
            call->resolve(std::unexpected(answer.error()));
            return;
        }
        const QJsonObject &o = *answer;
        auto v = std::make_shared<ServerVersion>();
        v->rest = o.value(QLatin1StringView("REST")).toString();
        v->jvm = o.value(QLatin1StringView("JVM")).toString();
        v->os = o.value(QLatin1StringView("OS")).toString();
        v->server = o.value(QLatin1StringView("Server")).toString();
        v->hbase = o.value(QLatin1StringView("Version")).toString();
        const QString whatCluster = Tr::tr("Asking the REST server for the cluster's version");
        Request rc{
            "GET", RestPath::makeUrl(m_config.encodedBase(), "/version/cluster"), {}, true, whatCluster};
        chain(call, send(rc), [this, call, v, whatCluster](const HttpResponse &cr) {
            if (cr.status != 200) {
                call->resolve(std::unexpected(httpError(cr.status, whatCluster)));
                return;
            }
            // 1.4+/2.x answer {"Version":"2.6.1"}; older servers a bare JSON string. Wrapping the
            // body in an array parses both with QJsonDocument.
            const QJsonDocument d = QJsonDocument::fromJson('[' + cr.body.trimmed() + ']');
            const QJsonValue first = d.isArray() ? d.array().at(0) : QJsonValue();
            if (first.isString()) {
                v->cluster = first.toString();
            } else if (first.isObject() && first.toObject().value(QLatin1StringView("Version")).isString()) {
                v->cluster = first.toObject().value(QLatin1StringView("Version")).toString();
            } else {
                call->resolve(fail(ErrorKind::Protocol,
                                   Tr::tr("%1 failed: the answer is neither a version object nor a string.")
                                       .arg(whatCluster)));
                return;
            }
            v->features = ServerFeatures::forVersion(v->cluster.isEmpty() ? v->hbase : v->cluster);
            if (v->features == ServerFeatures{} && !v->hbase.isEmpty()) {
                v->features = ServerFeatures::forVersion(v->hbase);
            }
            m_features = v->features;
            m_featuresKnown = true;
            call->resolve(*v);
        });
    });
    return call;
}

Call<QStringList> *RestClient::tables()
{
    auto *call = new Call<QStringList>(this);
    const QString what = Tr::tr("Listing the tables");
    Request r{"GET", RestPath::makeUrl(m_config.encodedBase(), "/"), {}, true, what};
    chain(call, send(r), [call, what](const HttpResponse &resp) {
        if (resp.status != 200) {
            call->resolve(std::unexpected(httpError(resp.status, what)));
            return;
        }
        const QJsonDocument doc = QJsonDocument::fromJson(resp.body);
        const QJsonValue list = doc.object().value(QLatin1StringView("table"));
        if (!doc.isObject() || (!list.isArray() && !list.isUndefined())) {
            call->resolve(
                fail(ErrorKind::Protocol, Tr::tr("%1 failed: the answer is not a table list.").arg(what)));
            return;
        }
        QStringList names;
        for (const QJsonValue &t : list.toArray()) {
            const QJsonValue name = t.toObject().value(QLatin1StringView("name"));
            if (!name.isString()) {
                call->resolve(fail(ErrorKind::Protocol, Tr::tr("%1 failed: a table has no name.").arg(what)));
                return;
            }
            names.append(name.toString());
        }
        call->resolve(names);
    });
    return call;
}

Call<QJsonObject> *RestClient::schema()
{
    auto *call = new Call<QJsonObject>(this);
    const QString what = Tr::tr("Reading the schema of table '%1'").arg(m_config.table);
    chain(call, send({"GET", tableUrl("/schema"), {}, true, what}),
          [call, what](const HttpResponse &resp) { call->resolve(jsonObjectAnswer(resp, what)); });
    return call;
}

Call<bool> *RestClient::tableExists()
{
    auto *call = new Call<bool>(this);
    const QString what = Tr::tr("Checking whether table '%1' exists").arg(m_config.table);
    chain(call, send({"GET", tableUrl("/exists"), {}, true, what}), [call, what](const HttpResponse &resp) {
        if (resp.status == 200 || resp.status == 404) {
            call->resolve(resp.status == 200);
        } else {
            call->resolve(std::unexpected(httpError(resp.status, what)));
        }
    });
    return call;
}

namespace {

// The query a GET of rows starts with: e=b64 when the row specs are base64, v= when asked.
QByteArrayList rowsQuery(bool b64, const GetOptions &options)
{
    QByteArrayList query;
    if (b64) {
        query.append("e=b64");
    }
    if (options.maxVersions != 1) {
        query.append("v=" + QByteArray::number(options.maxVersions));
    }
    return query;
}

} // namespace

template<class T, class F>
void RestClient::getRows(Call<T> *call, const QString &what, const QUrl &url, MissingTable missing, F finish)
{
    const QByteArray accept = cellSetAccept();
    chain(call, send({"GET", url, {}, true, what, accept}),
          [this, call, what, url, missing, finish, accept](const HttpResponse &resp) {
              // Auto: a gateway that refuses or garbles protobuf is read as JSON from now on.
              const bool mayFallBack = m_config.wireFormat == WireFormat::Auto && accept != kJson;
              if (mayFallBack && resp.status == 406) {
                  noteProtobufRefused();
                  getRows(call, what, url, missing, finish);
                  return;
              }
              if (resp.status == 404) {
                  call->resolve(finish(CellSet{})); // "No rows found."
                  return;
              }
              if (resp.status == 500 && missing == MissingTable::AskOn500) {
                  // Since HBASE-28523 (2.4.18, 2.5.9, 2.6.1) a multiget of one row in a missing
                  // table is Jersey's 500, like other failures: /exists tells which. (More rows
                  // get 404 "Not found", read as no rows found, as before.)
                  Call<bool> *check = tableExists();
                  call->setCancelHook([check = QPointer<Call<bool>>(check)] {
                      if (check) {
                          check->cancel();
                      }
                  });
                  check->then(call, [call, what](const Result<bool> &exists) {
                      // When the question fails too, the multiget's own failure is the answer.
                      call->resolve(std::unexpected(
                          exists && !*exists ? Error{ErrorKind::NotFound,
                                                     Tr::tr("%1 failed: the table does not exist.").arg(what)}
                                             : httpError(500, what)));
                  });
                  return;
              }
              if (resp.status != 200) {
                  call->resolve(std::unexpected(httpError(resp.status, what)));
                  return;
              }
              auto decoded = decodeMergedRows(resp, what);
              if (!decoded && mayFallBack && isProtobufMediaType(resp.contentType)) {
                  noteProtobufRefused();
                  getRows(call, what, url, missing, finish);
                  return;
              }
              if (!decoded) {
                  call->resolve(std::unexpected(decoded.error()));
                  return;
              }
              call->resolve(finish(std::move(*decoded)));
          });
}

Call<Row> *RestClient::getRow(const QByteArray &key, const GetOptions &options)
{
    const QString what = Tr::tr("Reading row %1 of table '%2'").arg(quoted(key), m_config.table);
    RestPath::RowSpec spec{key, {}, options.columns, options.minTimestamp, options.maxTimestamp};
    auto path = RestPath::encodeRowSpec(spec, m_features.b64Keys);
    if (!path) {
        return refuse<Row>(path.error());
    }
    auto *call = new Call<Row>(this);
    // A missing row is HBase's 404, read as no rows: the row's own 404 error again.
    getRows(call, what, tableUrl(path->path, rowsQuery(path->b64, options).join('&')), MissingTable::Http500,
            [what, key](const CellSet &rows) -> Result<Row> {
                if (rows.isEmpty()) {
                    return std::unexpected(httpError(404, what));
                }
                if (rows.size() != 1 || rows.first().key != key) {
                    return fail(ErrorKind::Protocol,
                                Tr::tr("%1 failed: the server answered with other rows.").arg(what));
                }
                return rows.first();
            });
    return call;
}

Call<CellSet> *RestClient::multiGet(const QList<QByteArray> &keys, const GetOptions &options)
{
    const QString what =
        Tr::tr("Reading %n rows of table '%1'", nullptr, int(keys.size())).arg(m_config.table);
    if (keys.isEmpty()) {
        auto *call = new Call<CellSet>(this);
        call->resolveLater(CellSet{});
        return call;
    }
    // One encoding for all rows: if any piece needs e=b64, every piece is sent as base64.
    bool needB64 = false;
    QList<RestPath::EncodedPath> encoded;
    for (const QByteArray &key : keys) {
        auto path = RestPath::encodeRowSpec(
            {key, {}, options.columns, options.minTimestamp, options.maxTimestamp}, m_features.b64Keys);
        if (!path) {
            return refuse<CellSet>(path.error());
        }
        needB64 = needB64 || path->b64;
        encoded.append(*path);
    }
    if (needB64) {
        encoded.clear();
        for (const QByteArray &key : keys) {
            encoded.append(*RestPath::encodeRowSpec(
                {key, {}, options.columns, options.minTimestamp, options.maxTimestamp}, true, true));
        }
    }
    QByteArrayList query = rowsQuery(needB64, options);
    for (const auto &e : encoded) {
        query.append("row=" + RestPath::multigetRowValue(e));
    }
    auto *call = new Call<CellSet>(this);
    getRows(call, what, tableUrl("/multiget", query.join('&')), MissingTable::AskOn500,
            [](CellSet rows) -> Result<CellSet> { return rows; });
    return call;
}

Call<void> *RestClient::write(Request request, bool isCheck, QByteArray jsonFallback)
{
    auto *call = new Call<void>(this);
    request.idempotent = false;
    const QString what = request.what;
    const auto answer = [call, what, isCheck](const HttpResponse &resp) {
        if (resp.status == 200 || resp.status == 201) {
            call->resolve({});
        } else if (resp.status == 304 && !isCheck) {
            call->resolve(std::unexpected(httpError(500, what)));
        } else {
            call->resolve(std::unexpected(httpError(resp.status, what)));
        }
    };
    chain(call, send(request), [this, call, request, jsonFallback, answer](const HttpResponse &resp) {
        if (resp.status == 415 && !jsonFallback.isEmpty()) {
            // Auto: the gateway does not read protobuf bodies and wrote nothing; the same rows go
            // once more as JSON, and so does every later write of this client.
            noteProtobufRefused();
            Request json = request;
            json.body = jsonFallback;
            json.contentType.clear();
            chain(call, send(json), answer);
            return;
        }
        answer(resp);
    });
    return call;
}

QByteArray RestClient::cellSetAccept() const
{
    switch (m_config.wireFormat) {
    case WireFormat::Json:
        return kJson.toByteArray();
    case WireFormat::Protobuf:
        return QByteArrayLiteral("application/x-protobuf");
    case WireFormat::Auto:
        break;
    }
    // JSON second: a gateway without protobuf answers JSON to the same request, no 406 round trip.
    return m_protobufRefused ? kJson.toByteArray()
                             : QByteArrayLiteral("application/x-protobuf, application/json;q=0.5");
}

bool RestClient::sendsProtobufBodies() const
{
    return m_config.wireFormat == WireFormat::Protobuf ||
           (m_config.wireFormat == WireFormat::Auto && m_protobufAnswered && !m_protobufRefused);
}

void RestClient::setCellSetBody(Request &request, const CellSet &rows, QByteArray *jsonFallback) const
{
    if (!sendsProtobufBodies()) {
        request.body = encodeCellSetJson(rows);
        return;
    }
    request.body = encodeCellSetProtobuf(rows);
    request.contentType = QByteArrayLiteral("application/x-protobuf");
    if (m_config.wireFormat == WireFormat::Auto) {
        *jsonFallback = encodeCellSetJson(rows);
    }
}

namespace {

// The URL row of a body-keyed write. The body's key wins on the server, so a key that cannot be
// written in a path is replaced by a placeholder and still reaches the right row on every version.
QByteArray bodyKeyedPath(const QByteArray &key)
{
    if (!key.isEmpty() && RestPath::whyNotPathSafe(key, true).isEmpty()) {
        return '/' + RestPath::percentEncode(key);
    }
    return "/row";
}

} // namespace

Call<void> *RestClient::put(const CellSet &rows)
{
    const QString what =
        rows.size() == 1
            ? Tr::tr("Writing row %1 of table '%2'").arg(quoted(rows.first().key), m_config.table)
            : Tr::tr("Writing %n rows of table '%1'", nullptr, int(rows.size())).arg(m_config.table);
    Call<void> *refused = nullptr;
    if (refuseWrite(what, &refused)) {
        return refused;
    }
    if (rows.isEmpty()) {
        auto *call = new Call<void>(this);
        call->resolveLater({});
        return call;
    }
    for (const Row &r : rows) {
        if (r.key.isEmpty() || r.cells.isEmpty()) {
            return refuse<void>(Error{ErrorKind::InvalidInput,
                                      Tr::tr("%1 was not sent: every row needs a key and cells.").arg(what)});
        }
    }
    Request request{"PUT", tableUrl(bodyKeyedPath(rows.first().key)), {}, false, what};
    QByteArray jsonFallback;
    setCellSetBody(request, rows, &jsonFallback);
    return write(std::move(request), false, std::move(jsonFallback));
}

Call<void> *RestClient::deleteCells(const QByteArray &key, const QList<QByteArray> &columns, qint64 timestamp)
{
    const QString what =
        columns.isEmpty()
            ? Tr::tr("Deleting row %1 of table '%2'").arg(quoted(key), m_config.table)
            : Tr::tr("Deleting columns of row %1 of table '%2'").arg(quoted(key), m_config.table);
    Call<void> *refused = nullptr;
    if (refuseWrite(what, &refused)) {
        return refused;
    }
    auto path = RestPath::encodeRowSpec({key, {}, columns, -1, timestamp}, m_features.b64Keys);
    if (!path) {
        return refuse<void>(path.error());
    }
    return write({"DELETE", tableUrl(path->path, path->b64 ? "e=b64" : ""), {}, false, what}, false);
}

Call<void> *RestClient::checkAndPut(const QByteArray &key, const QList<Cell> &puts, const Cell &check)
{
    const QString what = Tr::tr("Updating row %1 of table '%2'").arg(quoted(key), m_config.table);
    Call<void> *refused = nullptr;
    if (refuseWrite(what, &refused)) {
        return refused;
    }
    const qsizetype colon = check.column.indexOf(':');
    if (key.isEmpty() || colon <= 0 || colon == check.column.size() - 1) {
        return refuse<void>(
            Error{ErrorKind::InvalidInput,
                  Tr::tr("%1 was not sent: the check column must be family:qualifier.").arg(what)});
    }
    if (!std::ranges::any_of(puts, [&](const Cell &c) { return c.column == check.column; })) {
        return refuse<void>(
            Error{ErrorKind::InvalidInput,
                  Tr::tr("%1 was not sent: one written cell must be the checked column.").arg(what)});
    }
    Row row{key, puts};
    row.cells.append(Cell{check.column, Cell::kNoTimestamp, check.value}); // the check cell is last
    return write({"PUT", tableUrl(bodyKeyedPath(key), "check=put"), encodeCellSetJson({row}), false, what},
                 true);
}

Call<void> *RestClient::checkAndDelete(const QByteArray &key, const Cell &check, const QList<Cell> &deletes)
{
    const QString what = Tr::tr("Deleting from row %1 of table '%2'").arg(quoted(key), m_config.table);
    Call<void> *refused = nullptr;
    if (refuseWrite(what, &refused)) {
        return refused;
    }
    if (key.isEmpty() || check.column.indexOf(':') <= 0) {
        return refuse<void>(
            Error{ErrorKind::InvalidInput,
                  Tr::tr("%1 was not sent: the check column must be family:qualifier.").arg(what)});
    }
    Row row{key, deletes};
    row.cells.append(Cell{check.column, Cell::kNoTimestamp, check.value});
    // PUT, never DELETE: HTTP DELETE ignores ?check and deletes unconditionally (hbase-rest.md §4.4).
    return write({"PUT", tableUrl(bodyKeyedPath(key), "check=delete"), encodeCellSetJson({row}), false, what},
                 true);
}

Scanner *RestClient::openScanner(const ScanSpec &spec, QObject *parent)
{
    return new Scanner(this, spec, parent);
}

Call<qint64> *RestClient::scanAll(const ScanSpec &spec, QObject *context,
                                  std::function<bool(const CellSet &)> onPage, int pageRows)
{
    auto *call = new Call<qint64>(this);
    auto *scanner = new Scanner(this, spec, call);
    auto total = std::make_shared<qint64>(0);
    auto step = std::make_shared<std::function<void()>>();
    QPointer<QObject> ctx(context);
    call->setCancelHook([scanner] { scanner->cancel(); });
    *step = [call, scanner, total, onPage = std::move(onPage), pageRows, ctx,
             weakStep = std::weak_ptr(step)] {
        scanner->fetchNext(pageRows)->then(call, [=](const Result<CellSet> &page) {
            if (!page) {
                call->resolve(std::unexpected(page.error()));
                return;
            }
            if (!ctx) {
                scanner->cancel();
                call->resolve(fail(ErrorKind::Cancelled, Tr::tr("The scan was cancelled.")));
                return;
            }
            *total += page->size();
            const bool more = page->isEmpty() || onPage(*page);
            if (!more || scanner->atEnd()) {
                scanner->close();
                call->resolve(*total);
                return;
            }
            if (auto next = weakStep.lock()) {
                (*next)();
            }
        });
    };
    connect(call, &QObject::destroyed, m_nam, [step] {});
    (*step)();
    return call;
}

} // namespace Ei::Core
