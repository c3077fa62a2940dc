// HBase REST conformance suite (docs/hbase-rest-conformance.md): the case files' requests sent to
// the gateway under test; the case format and the checks are in conformancecheck.h.

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
#include "conformance/conformancecheck.h"
#include "conformance/conformanceprotobuf.h"

using namespace Qt::StringLiterals;

using namespace Ei::Test::Conformance;

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
    QByteArray defaultContentType = "application/json";
    if (request.contains(u"cellsetPb"_s)) {
        body = cellSetProtobufBody(
            substituteJson(request.value(u"cellsetPb"_s), file.vars, false, error).toArray());
        defaultContentType = kProtobufType;
    } else if (request.contains(u"protobufBody"_s)) {
        const auto encoded = protobufBody(
            substituteJson(request.value(u"protobufBody"_s), file.vars, false, error).toObject(), error);
        body = encoded.value_or(QByteArray());
        defaultContentType = kProtobufType;
    } else if (request.contains(u"cellset"_s)) {
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
        headers.emplaceBack("Content-Type", defaultContentType);
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
    } else if ((type == kProtobufType || type == "application/protobuf") && outcome.response.status == 200) {
        // "protobuf": the message the answer holds; a CellSet's rows are checked as rows, any
        // other message as JSON in place of the body.
        const QString message = request.value(u"protobuf"_s).toString(u"CellSet"_s);
        QString ignored;
        if (message == u"CellSet") {
            outcome.haveRows = parseCellSetProtobuf(outcome.response.body, outcome.rows, &ignored);
        } else if (message == u"CellSetStream") {
            outcome.haveRows = parseCellSetStream(outcome.response.body, outcome.rows, &ignored);
        } else if (const auto json = protobufAsJson(message, outcome.response.body, &ignored)) {
            outcome.response.body = QJsonDocument(*json).toJson(QJsonDocument::Compact);
            outcome.description += u" (protobuf %1 shown as JSON)"_s.arg(message);
        }
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
    // "protobuf": true: the Scanner and the pages in protobuf (the *PB variants of HBase's tests).
    const bool protobuf = request.value(u"protobuf"_s).toBool();
    const QByteArray mediaType = protobuf ? kProtobufType : QByteArray("application/json");
    const QByteArray body =
        protobuf ? scannerProtobufBody(model) : QJsonDocument(model).toJson(QJsonDocument::Compact);
    outcome.description =
        u"PUT "_s + createPath + u' ' +
        (protobuf ? u"(protobuf) "_s + QString::fromUtf8(QJsonDocument(model).toJson(QJsonDocument::Compact))
                  : QString::fromUtf8(body));
    const Response created =
        send("PUT", createPath, {{"Accept", "application/json"}, {"Content-Type", mediaType}}, body);
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
        const Response page = send("GET", scanner, {{"Accept", mediaType}}, {});
        lastStatus = page.status;
        if (page.status != 200) {
            break;
        }
        if (protobuf && page.header("content-type").split(';').value(0).trimmed() != kProtobufType) {
            *error = u"scanner page GET %1 answered %2, not protobuf"_s.arg(
                scanner, QString::fromLatin1(page.header("content-type")));
            break;
        }
        if (!(protobuf ? parseCellSetProtobuf(page.body, outcome.rows, error)
                       : parseCellSet(page.body, outcome.rows, error))) {
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
