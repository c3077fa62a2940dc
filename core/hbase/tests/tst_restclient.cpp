// Conformance of the REST client's requests and its handling of answers and failures, against a
// scripted server (recorded HBase REST responses, hbase-rest.md Appendix A).
#include <common/callwait.h>
#include <common/scriptedhttpserver.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <core/hbase/restclient.h>
#include <core/util/version.h>

using namespace Ei::Core;
using Ei::Test::await;
using Ei::Test::RecordedRequest;
using Ei::Test::ScriptedHttpServer;
using Ei::Test::ScriptedResponse;
using Fault = ScriptedResponse::Fault;

namespace {

const QByteArray kRow1 =
    "{\"Row\":[{\"key\":\"cm93MQ==\",\"Cell\":[{\"column\":\"Y2Y6YQ==\",\"timestamp\":1700000000000,"
    "\"$\":\"dmFsdWUx\"}]}]}";
const QByteArray kStack = "Not found\r\norg.apache.hadoop.hbase.TableNotFoundException: t\r\n\tat "
                          "org.apache.hadoop.hbase.rest.RowResource.get(RowResource.java:99)\r\n";

ServerFeatures withB64()
{
    ServerFeatures f;
    f.b64Keys = true;
    return f;
}

} // namespace

class TestRestClient : public QObject
{
    Q_OBJECT

    std::unique_ptr<ScriptedHttpServer> m_server;

    std::unique_ptr<RestClient> client(bool readOnly = false, int timeoutMs = 10000)
    {
        ConnectionConfig c;
        c.baseUrl = m_server->url();
        c.table = QStringLiteral("t");
        c.timeoutMs = timeoutMs;
        c.readOnly = readOnly;
        c.headers.append(qMakePair(QByteArray("Authorization"), QByteArray("Bearer secret-token")));
        c.retry.initialBackoffMs = 10;
        return std::make_unique<RestClient>(c);
    }

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<ScriptedHttpServer>();
        QVERIFY(m_server->listen());
    }

    void getSendsAcceptUserAgentAndNoXsrf()
    {
        m_server->enqueue(ScriptedResponse::json(200, kRow1));
        auto c = client();
        auto row = await(c->getRow("row1"));
        EI_VERIFY_OK(row);
        QCOMPARE(row->key, QByteArray("row1"));
        QCOMPARE(row->cells.first().value, QByteArray("value1"));
        QCOMPARE(m_server->requests().size(), 1);
        const RecordedRequest &r = m_server->requests().first();
        QCOMPARE(r.method, QByteArray("GET"));
        QCOMPARE(r.target, QByteArray("/t/row1"));
        // WireFormat::Auto: protobuf preferred, JSON second (tst_restwireformat).
        QCOMPARE(r.header("Accept"), QByteArray("application/x-protobuf, application/json;q=0.5"));
        QCOMPARE(r.header("User-Agent"), userAgent());
        QVERIFY(!r.header("User-Agent").startsWith("Mozilla"));
        QCOMPARE(r.header("Authorization"), QByteArray("Bearer secret-token"));
        QVERIFY(!r.hasHeader("X-XSRF-HEADER"));
    }

    void acceptEncodingFollowsCompression_data()
    {
        QTest::addColumn<QString>("compression");
        QTest::addColumn<bool>("gzip");
        // The scripted server listens on 127.0.0.1: auto means off.
        QTest::newRow("auto on loopback") << QStringLiteral("auto") << false;
        QTest::newRow("on") << QStringLiteral("on") << true;
        QTest::newRow("off") << QStringLiteral("off") << false;
    }

    void acceptEncodingFollowsCompression()
    {
        QFETCH(QString, compression);
        QFETCH(bool, gzip);
        m_server->enqueue(ScriptedResponse::json(200, kRow1));
        ConnectionConfig c;
        c.baseUrl = m_server->url();
        c.table = QStringLiteral("t");
        c.compression = *parseCompression(compression);
        RestClient rest(c);
        EI_VERIFY_OK(await(rest.getRow("row1")));
        const RecordedRequest &r = m_server->requests().first();
        QVERIFY(r.hasHeader("Accept-Encoding"));
        QCOMPARE(r.header("Accept-Encoding").contains("gzip"), gzip);
        if (!gzip) {
            QCOMPARE(r.header("Accept-Encoding"), QByteArray("identity"));
        }
    }

    void putSendsContentTypeXsrfAndCellSet()
    {
        m_server->enqueue(ScriptedResponse::empty(200));
        auto c = client();
        auto done = await(c->put({Row{"row1", {Cell{"cf:a", Cell::kNoTimestamp, "value1"}}}}));
        EI_VERIFY_OK(done);
        const RecordedRequest &r = m_server->requests().first();
        QCOMPARE(r.method, QByteArray("PUT"));
        QCOMPARE(r.target, QByteArray("/t/row1"));
        QCOMPARE(r.header("Content-Type"), QByteArray("application/json"));
        QCOMPARE(r.header("Accept"), QByteArray("application/json"));
        QCOMPARE(r.header("X-XSRF-HEADER"), QByteArray("1"));
        const QJsonObject cell = QJsonDocument::fromJson(r.body)
                                     .object()[QStringLiteral("Row")][0][QStringLiteral("Cell")][0]
                                     .toObject();
        QCOMPARE(cell.value(QStringLiteral("column")).toString(), QStringLiteral("Y2Y6YQ=="));
        QCOMPARE(cell.value(QStringLiteral("$")).toString(), QStringLiteral("dmFsdWUx"));
        QVERIFY(!cell.contains(QStringLiteral("timestamp"))); // "now": omitted, never Long.MAX_VALUE
    }

    void rowPaths_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArrayList>("columns");
        QTest::addColumn<bool>("b64");
        QTest::addColumn<QByteArray>("target");
        const QByteArrayList none;
        QTest::newRow("plain") << QByteArray("row1") << none << false << QByteArray("/t/row1");
        QTest::newRow("sha1 key") << QByteArray("sha1:ABCDEF") << none << false
                                  << QByteArray("/t/sha1%3AABCDEF");
        QTest::newRow("slash") << QByteArray("a/b") << none << false << QByteArray("/t/a%2Fb");
        QTest::newRow("comma") << QByteArray("a,b") << none << false << QByteArray("/t/a%2Cb");
        QTest::newRow("plus") << QByteArray("a+b") << none << false << QByteArray("/t/a%2Bb");
        QTest::newRow("percent") << QByteArray("100%") << none << false << QByteArray("/t/100%25");
        QTest::newRow("star inside") << QByteArray("a*b") << none << false << QByteArray("/t/a%2Ab");
        QTest::newRow("semicolon") << QByteArray("a;b") << none << false << QByteArray("/t/a%3Bb");
        QTest::newRow("question") << QByteArray("a?b") << none << false << QByteArray("/t/a%3Fb");
        QTest::newRow("hash") << QByteArray("a#b") << none << false << QByteArray("/t/a%23b");
        QTest::newRow("space") << QByteArray("a b") << none << false << QByteArray("/t/a%20b");
        QTest::newRow("non-ascii") << QByteArray("\xc3\xa9") << none << false << QByteArray("/t/%C3%A9");
        QTest::newRow("unreserved") << QByteArray("a-b.c_d~e") << none << false << QByteArray("/t/a-b.c_d~e");
        QTest::newRow("columns") << QByteArray("r") << QByteArrayList{"cf:a", "f:c/x"} << false
                                 << QByteArray("/t/r/cf:a,f:c%2Fx");
        QTest::newRow("dot") << QByteArray(".") << none << true << QByteArray("/t/Lg?e=b64");
        QTest::newRow("dotdot") << QByteArray("..") << none << true << QByteArray("/t/Li4?e=b64");
        QTest::newRow("trailing star") << QByteArray("row*") << none << true << QByteArray("/t/cm93Kg?e=b64");
        QTest::newRow("binary") << QByteArray("\x00\x01\xff", 3) << none << true
                                << QByteArray("/t/AAH_?e=b64");
        QTest::newRow("reserved word")
            << QByteArray("scanner") << none << true << QByteArray("/t/c2Nhbm5lcg?e=b64");
        QTest::newRow("multiget prefix") << QByteArray("multiget1") << QByteArrayList{"cf:a"} << true
                                         << QByteArray("/t/bXVsdGlnZXQx/Y2Y6YQ?e=b64");
    }
    void rowPaths()
    {
        QFETCH(QByteArray, key);
        QFETCH(QByteArrayList, columns);
        QFETCH(bool, b64);
        QFETCH(QByteArray, target);
        m_server->enqueue(ScriptedResponse::text(404, kStack));
        auto c = client();
        c->setFeatures(withB64());
        GetOptions options;
        options.columns = columns;
        auto row = await(c->getRow(key, options));
        QVERIFY(!row.has_value());
        QCOMPARE(row.error().kind, ErrorKind::NotFound);
        QCOMPARE(m_server->requests().size(), 1);
        QCOMPARE(m_server->requests().first().target, target);
        Q_UNUSED(b64);
    }

    void wirePreservesEncodedPath()
    {
        // What QUrl/QNetworkAccessManager put on the wire, byte for byte.
        m_server->enqueue(ScriptedResponse::empty(200));
        m_server->enqueue(ScriptedResponse::empty(200));
        auto c = client();
        const QByteArray path = "/a%2Fb%2Ac%2Bd%25e%2C%3B%3F%23%20/%C3%A9//1";
        auto r =
            await(c->send({"GET", c->tableUrl(path, "row=a%252Fb"), {}, true, QStringLiteral("Probing")}));
        EI_VERIFY_OK(r);
        QCOMPARE(m_server->requests().first().target, "/t" + path + "?row=a%252Fb");
        // Qt removes dot segments before sending: why "." and ".." keys always go as e=b64.
        auto dots = await(c->send({"GET", c->tableUrl("/x/./../y"), {}, true, QStringLiteral("Probing")}));
        EI_VERIFY_OK(dots);
        QCOMPARE(m_server->requests().at(1).target, QByteArray("/t/y"));
    }

    void keysNeedingB64FailWithoutServerSupport()
    {
        auto c = client();
        auto row = await(c->getRow(QByteArray("\x00\xff", 2)));
        QVERIFY(!row.has_value());
        QCOMPARE(row.error().kind, ErrorKind::InvalidInput);
        QVERIFY(row.error().message.contains(QStringLiteral("base64")));
        QCOMPARE(m_server->requests().size(), 0);
    }

    void notFoundMessageHasNoStackTrace()
    {
        m_server->enqueue(ScriptedResponse::text(404, kStack));
        auto c = client();
        auto row = await(c->getRow("row1"));
        QVERIFY(!row.has_value());
        QCOMPARE(row.error().kind, ErrorKind::NotFound);
        QVERIFY(row.error().message.contains(QStringLiteral("row1")));
        QVERIFY(row.error().message.contains(QStringLiteral("'t'")));
        QVERIFY(!row.error().message.contains(QStringLiteral("Exception")));
        QVERIFY(!row.error().message.contains(QStringLiteral("\n")));
    }

    void getOptionsBuildTimeRangeAndVersions()
    {
        m_server->enqueue(ScriptedResponse::json(200, kRow1));
        auto c = client();
        GetOptions o;
        o.columns = {"cf:a"};
        o.minTimestamp = 1700000000000;
        o.maxTimestamp = 1700000000001;
        o.maxVersions = 3;
        QVERIFY(await(c->getRow("row1", o)).has_value());
        QCOMPARE(m_server->requests().first().target,
                 QByteArray("/t/row1/cf:a/1700000000000,1700000000001?v=3"));
    }

    void multigetDoubleEncodes()
    {
        m_server->enqueue(ScriptedResponse::json(200, kRow1));
        auto c = client();
        auto rows = await(c->multiGet({"row1", "a/b", "x%y", "c,d+e"}));
        EI_VERIFY_OK(rows);
        QCOMPARE(rows->size(), 1);
        QCOMPARE(m_server->requests().first().target,
                 QByteArray("/t/multiget?row=row1&row=a%252Fb&row=x%2525y&row=c%252Cd%252Be"));
    }

    void multigetB64AndColumns()
    {
        m_server->enqueue(ScriptedResponse::text(404, "No rows found.\r\n"));
        auto c = client();
        c->setFeatures(withB64());
        GetOptions o;
        o.columns = {"cf:a"};
        auto rows = await(c->multiGet({"row1", QByteArray("\x00\x01\xff", 3)}, o));
        QVERIFY(rows.has_value());
        QVERIFY(rows->isEmpty()); // 404 "No rows found." is an empty answer, not an error
        QCOMPARE(m_server->requests().first().target,
                 QByteArray("/t/multiget?e=b64&row=cm93MQ/Y2Y6YQ&row=AAH_/Y2Y6YQ"));
    }

    // Since HBASE-28523 (2.4.18, 2.5.9, 2.6.1) a multiget in a missing table is Jersey's 500:
    // /exists decides between "the table does not exist" and the server's failure.
    void multiget500AsksWhetherTheTableExists_data()
    {
        QTest::addColumn<int>("existsStatus");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("table missing")
            << 404 << int(ErrorKind::NotFound)
            << QStringLiteral("Reading 1 rows of table 't' failed: the table does not exist.");
        QTest::newRow("table there")
            << 200 << int(ErrorKind::ServerUnavailable)
            << QStringLiteral("Reading 1 rows of table 't' failed: the server reported an internal "
                              "error (HTTP 500).");
        QTest::newRow("question fails too")
            << 500 << int(ErrorKind::ServerUnavailable)
            << QStringLiteral(
                   "Reading 1 rows of table 't' failed: the server reported an internal error (HTTP 500).");
    }
    void multiget500AsksWhetherTheTableExists()
    {
        QFETCH(int, existsStatus);
        QFETCH(int, kind);
        QFETCH(QString, message);
        m_server->enqueue(
            ScriptedResponse::json(500, "{\"message\":\"Request failed.\",\"status\":\"500\"}"));
        m_server->enqueue(ScriptedResponse::text(existsStatus, {}));
        auto c = client();
        auto rows = await(c->multiGet({"row1"}));
        QVERIFY(!rows);
        QCOMPARE(int(rows.error().kind), kind);
        QCOMPARE(rows.error().message, message);
        QCOMPARE(m_server->requests().size(), 2);
        QCOMPARE(m_server->requests()[1].target, QByteArray("/t/exists"));
    }

    void checkAndPutPutsCheckCellLast()
    {
        m_server->enqueue(ScriptedResponse::empty(200));
        m_server->enqueue(ScriptedResponse::text(304, "Value not Modified\r\n"));
        auto c = client();
        const QList<Cell> puts{Cell{"cf:b", Cell::kNoTimestamp, "x"},
                               Cell{"cf:a", Cell::kNoTimestamp, "new"}};
        QVERIFY(await(c->checkAndPut("row1", puts, Cell{"cf:a", Cell::kNoTimestamp, "old"})).has_value());
        const RecordedRequest &r = m_server->requests().first();
        QCOMPARE(r.method, QByteArray("PUT"));
        QCOMPARE(r.target, QByteArray("/t/row1?check=put"));
        QCOMPARE(
            r.body,
            QByteArray(
                "{\"Row\":[{\"Cell\":[{\"$\":\"eA==\",\"column\":\"Y2Y6Yg==\"},{\"$\":\"bmV3\",\"column\":"
                "\"Y2Y6YQ==\"},{\"$\":\"b2xk\",\"column\":\"Y2Y6YQ==\"}],\"key\":\"cm93MQ==\"}]}"));
        auto conflict = await(c->checkAndPut("row1", puts, Cell{"cf:a", Cell::kNoTimestamp, "old"}));
        QVERIFY(!conflict.has_value());
        QCOMPARE(conflict.error().kind, ErrorKind::Conflict);
        QCOMPARE(exitCodeFor(conflict.error().kind), 3);
    }

    void checkAndPutValidatesLocally()
    {
        auto c = client();
        auto r =
            await(c->checkAndPut("row1", {Cell{"cf:b", Cell::kNoTimestamp, "x"}}, Cell{"cf:a", 0, "old"}));
        QVERIFY(!r.has_value());
        QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
        QCOMPARE(m_server->requests().size(), 0);
    }

    void checkAndDeleteIsAPut()
    {
        m_server->enqueue(ScriptedResponse::empty(200));
        m_server->enqueue(ScriptedResponse::text(304, " Delete check failed.\r\n"));
        auto c = client();
        QVERIFY(await(c->checkAndDelete("row1", Cell{"cf:a", Cell::kNoTimestamp, "new"},
                                        {Cell{"cf", Cell::kNoTimestamp, {}}}))
                    .has_value());
        const RecordedRequest &r = m_server->requests().first();
        QCOMPARE(r.method, QByteArray("PUT"));
        QCOMPARE(r.target, QByteArray("/t/row1?check=delete"));
        QCOMPARE(
            r.body,
            QByteArray("{\"Row\":[{\"Cell\":[{\"$\":\"\",\"column\":\"Y2Y=\"},{\"$\":\"bmV3\",\"column\":"
                       "\"Y2Y6YQ==\"}],\"key\":\"cm93MQ==\"}]}"));
        auto conflict = await(c->checkAndDelete("row1", Cell{"cf:a", Cell::kNoTimestamp, "new"}));
        QCOMPARE(conflict.error().kind, ErrorKind::Conflict);
        QVERIFY(m_server->requests("DELETE").isEmpty());
    }

    void bodyKeyedWritesUsePlaceholderForUnpathableKeys()
    {
        m_server->enqueue(ScriptedResponse::empty(200));
        auto c = client();
        QVERIFY(await(c->put({Row{QByteArray("\x00\xff", 2), {Cell{"cf:a", Cell::kNoTimestamp, "v"}}}}))
                    .has_value());
        QCOMPARE(m_server->requests().first().target, QByteArray("/t/row"));
        QVERIFY(m_server->requests().first().body.contains("\"key\":\"AP8=\""));
    }

    void deletes_data()
    {
        QTest::addColumn<QByteArrayList>("columns");
        QTest::addColumn<qint64>("ts");
        QTest::addColumn<QByteArray>("target");
        QTest::newRow("row") << QByteArrayList{} << qint64(-1) << QByteArray("/t/row1");
        QTest::newRow("columns") << QByteArrayList{"cf:a", "cf"} << qint64(-1)
                                 << QByteArray("/t/row1/cf:a,cf");
        QTest::newRow("column ts") << QByteArrayList{"cf:a"} << qint64(1700)
                                   << QByteArray("/t/row1/cf:a/1700");
        QTest::newRow("row ts") << QByteArrayList{} << qint64(1700) << QByteArray("/t/row1//1700");
    }
    void deletes()
    {
        QFETCH(QByteArrayList, columns);
        QFETCH(qint64, ts);
        QFETCH(QByteArray, target);
        m_server->enqueue(ScriptedResponse::empty(200));
        auto c = client();
        QVERIFY(await(c->deleteCells("row1", columns, ts)).has_value());
        QCOMPARE(m_server->requests().first().method, QByteArray("DELETE"));
        QCOMPARE(m_server->requests().first().target, target);
        QCOMPARE(m_server->requests().first().header("X-XSRF-HEADER"), QByteArray("1"));
    }

    void badRequestIsBadRequest()
    {
        // Qt reports HTTP 400 as a "protocol" error code: it must still map to the HTTP status.
        m_server->enqueue(
            ScriptedResponse::text(400, "Bad request\r\njava.lang.IllegalArgumentException\r\n"));
        auto c = client();
        auto r = await(c->put({Row{"row1", {Cell{"cf", Cell::kNoTimestamp, "v"}}}}));
        QCOMPARE(r.error().kind, ErrorKind::BadRequest);
        QVERIFY(!r.error().message.contains(QStringLiteral("java")));
    }

    void readOnlyRefusesWritesLocally()
    {
        auto c = client(true);
        // Handles delete themselves once finished, so each is awaited as soon as it is made.
        const std::function<Call<void> *()> writes[] = {
            [&] { return c->put({Row{"r", {Cell{"cf:a", 1, "v"}}}}); },
            [&] { return c->deleteCells("r"); },
            [&] { return c->checkAndPut("r", {Cell{"cf:a", 1, "v"}}, Cell{"cf:a", 1, "w"}); },
            [&] { return c->checkAndDelete("r", Cell{"cf:a", 1, "w"}); },
        };
        for (const auto &start : writes) {
            auto r = await(start());
            QVERIFY(!r.has_value());
            QCOMPARE(r.error().kind, ErrorKind::Forbidden);
            QVERIFY(r.error().message.contains(QStringLiteral("read-only")));
        }
        QCOMPARE(m_server->requests().size(), 0);
    }

    void readsRetryOn503()
    {
        m_server->enqueue(ScriptedResponse::text(503, "Unavailable\r\n"));
        m_server->enqueue(ScriptedResponse::json(200, kRow1));
        auto c = client();
        QVERIFY(await(c->getRow("row1")).has_value());
        QCOMPARE(m_server->requests().size(), 2);
    }

    void readsGiveUpAfterMaxAttempts()
    {
        for (int i = 0; i < 5; ++i) {
            m_server->enqueue(ScriptedResponse::text(503, "Unavailable\r\njava.io.IOException\r\n"));
        }
        auto c = client();
        auto r = await(c->getRow("row1"));
        QCOMPARE(r.error().kind, ErrorKind::ServerUnavailable);
        QCOMPARE(m_server->requests().size(), 3);
        QCOMPARE(exitCodeFor(r.error().kind), 1);
    }

    void writesAreNeverRetried_data()
    {
        QTest::addColumn<int>("fault");
        QTest::newRow("503") << -1;
        QTest::newRow("reset") << int(Fault::ResetMidBody);
    }
    void writesAreNeverRetried()
    {
        QFETCH(int, fault);
        for (int i = 0; i < 3; ++i) {
            m_server->enqueue(fault < 0 ? ScriptedResponse::text(503, "Unavailable\r\n")
                                        : ScriptedResponse::faulty(Fault(fault), 200, "0123456789"));
        }
        auto c = client();
        auto r = await(c->put({Row{"row1", {Cell{"cf:a", Cell::kNoTimestamp, "v"}}}}));
        QVERIFY(!r.has_value());
        QCOMPARE(m_server->requests("PUT").size(), 1);
        // Give a wrongly scheduled retry the chance to show up.
        QTest::qWait(100);
        QCOMPARE(m_server->requests("PUT").size(), 1);
    }

    void connectionRefusedIsNetworkError()
    {
        // A port nobody listens on: the scripted server's own, once it is gone.
        ConnectionConfig cfg;
        cfg.baseUrl = m_server->url();
        cfg.table = QStringLiteral("t");
        cfg.retry.initialBackoffMs = 5;
        m_server.reset();
        RestClient refused(cfg);
        auto r = await(refused.getRow("row1"));
        QVERIFY(!r.has_value());
        QCOMPARE(r.error().kind, ErrorKind::Network);
        QVERIFY2(r.error().message.contains(QStringLiteral("refused")), qPrintable(r.error().message));
        QCOMPARE(exitCodeFor(r.error().kind), 1);
    }

    void timeoutIsTimeoutError()
    {
        m_server->enqueue(ScriptedResponse::faulty(Fault::NeverAnswer));
        auto c = client(false, 300);
        auto r = await(c->getRow("row1"));
        QVERIFY(!r.has_value());
        QCOMPARE(r.error().kind, ErrorKind::Timeout);
        QCOMPARE(m_server->requests().size(), 1); // a timeout is not retried
    }

    void brokenBodies_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("reset mid-body") << int(Fault::ResetMidBody) << kRow1;
        QTest::newRow("truncated") << int(Fault::Truncate) << kRow1;
        QTest::newRow("malformed json") << int(Fault::None) << QByteArray("{\"Row\":[{\"key\":");
        QTest::newRow("bad base64") << int(Fault::None)
                                    << QByteArray("{\"Row\":[{\"key\":\"!!\",\"Cell\":[]}]}");
        QTest::newRow("html") << int(Fault::None) << QByteArray("<html>proxy error</html>");
    }
    void brokenBodies()
    {
        QFETCH(int, fault);
        QFETCH(QByteArray, body);
        m_server->setHandler(
            [&](const RecordedRequest &) { return ScriptedResponse::faulty(Fault(fault), 200, body); });
        auto c = client();
        auto r = await(c->getRow("row1"));
        QVERIFY(!r.has_value());
        QVERIFY2(r.error().kind == ErrorKind::Protocol || r.error().kind == ErrorKind::Network,
                 qPrintable(r.error().message));
        QVERIFY(r.error().message.startsWith(QStringLiteral("Reading row 'row1'")));
    }

    void versionObjectAndBareString_data()
    {
        QTest::addColumn<QByteArray>("cluster");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("b64");
        QTest::addColumn<bool>("limit");
        QTest::newRow("2.6.1 object")
            << QByteArray("{\"Version\":\"2.6.1\"}") << QStringLiteral("2.6.1") << true << false;
        QTest::newRow("3.0.0 object")
            << QByteArray("{\"Version\":\"3.0.0-beta-2\"}") << QStringLiteral("3.0.0-beta-2") << true << true;
        QTest::newRow("old bare string")
            << QByteArray("\"0.98.24-hadoop2\"") << QStringLiteral("0.98.24-hadoop2") << false << false;
        QTest::newRow("2.4.17") << QByteArray("{\"Version\":\"2.4.17\"}") << QStringLiteral("2.4.17") << false
                                << false;
    }
    void versionObjectAndBareString()
    {
        QFETCH(QByteArray, cluster);
        QFETCH(QString, expected);
        QFETCH(bool, b64);
        QFETCH(bool, limit);
        m_server->enqueue(
            ScriptedResponse::json(200, "{\"REST\":\"0.0.3\",\"JVM\":\"Oracle "
                                        "17\",\"OS\":\"Linux\",\"Server\":\"jetty/9.4\",\"Jersey\":\"\"}"));
        m_server->enqueue(ScriptedResponse::json(200, cluster));
        auto c = client();
        auto v = await(c->version());
        EI_VERIFY_OK(v);
        QCOMPARE(v->rest, QStringLiteral("0.0.3"));
        QCOMPARE(v->cluster, expected);
        QCOMPARE(v->features.b64Keys, b64);
        QCOMPARE(v->features.scannerLimit, limit);
        QCOMPARE(c->features(), v->features);
        QCOMPARE(m_server->requests().at(0).target, QByteArray("/version"));
        QCOMPARE(m_server->requests().at(1).target, QByteArray("/version/cluster"));
    }

    void featuresByVersion()
    {
        QVERIFY(ServerFeatures::forVersion(QStringLiteral("2.5.12")).includeStartStopRow);
        QVERIFY(!ServerFeatures::forVersion(QStringLiteral("2.5.11")).includeStartStopRow);
        QVERIFY(ServerFeatures::forVersion(QStringLiteral("2.5.9")).b64Keys);
        QVERIFY(!ServerFeatures::forVersion(QStringLiteral("2.5.8")).b64Keys);
        QVERIFY(ServerFeatures::forVersion(QStringLiteral("2.6.0")).b64Keys);
        QVERIFY(!ServerFeatures::forVersion(QStringLiteral("2.6.0")).multigetFilters);
        QVERIFY(ServerFeatures::forVersion(QStringLiteral("2.6.3")).exactTimestampReads);
        QVERIFY(!ServerFeatures::forVersion(QStringLiteral("2.7.0")).scannerLimit);
        QVERIFY(!ServerFeatures::forVersion(QStringLiteral("1.7.2")).b64Keys);
        QCOMPARE(ServerFeatures::forVersion(QStringLiteral("garbage")), ServerFeatures{});
    }

    void tablesSchemaExists()
    {
        m_server->enqueue(
            ScriptedResponse::json(200, "{\"table\":[{\"name\":\"users\"},{\"name\":\"ns1:t2\"}]}"));
        m_server->enqueue(
            ScriptedResponse::json(200, "{\"name\":\"t\",\"ColumnSchema\":[{\"name\":\"cf\"}]}"));
        m_server->enqueue(ScriptedResponse::empty(200));
        m_server->enqueue(ScriptedResponse::text(404, "Not found\r\n"));
        auto c = client();
        auto tables = await(c->tables());
        QCOMPARE(*tables, (QStringList{QStringLiteral("users"), QStringLiteral("ns1:t2")}));
        auto schema = await(c->schema());
        QCOMPARE(schema->value(QStringLiteral("name")).toString(), QStringLiteral("t"));
        QCOMPARE(*await(c->tableExists()), true);
        QCOMPARE(*await(c->tableExists()), false);
        QCOMPARE(m_server->requests().at(0).target, QByteArray("/"));
        QCOMPARE(m_server->requests().at(1).target, QByteArray("/t/schema"));
        QCOMPARE(m_server->requests().at(2).target, QByteArray("/t/exists"));
    }

    void namespacedTableAndBasePrefix()
    {
        m_server->enqueue(ScriptedResponse::json(200, kRow1));
        ConnectionConfig cfg;
        cfg.baseUrl = QUrl(m_server->url().toString() + QStringLiteral("/hbase/"));
        cfg.table = QStringLiteral("ns:t");
        RestClient c(cfg);
        QVERIFY(await(c.getRow("row1")).has_value());
        QCOMPARE(m_server->requests().first().target, QByteArray("/hbase/ns:t/row1"));
    }

    void cancelEndsWithCancelled()
    {
        m_server->enqueue(ScriptedResponse::faulty(Fault::NeverAnswer));
        auto c = client();
        auto *call = c->getRow("row1");
        std::optional<Result<Row>> out;
        QObject ctx;
        call->then(&ctx, [&](const Result<Row> &r) { out = r; });
        QTRY_COMPARE(m_server->requests().size(), 1);
        call->cancel();
        QTRY_VERIFY(out.has_value());
        QCOMPARE(out->error().kind, ErrorKind::Cancelled);
    }

    void resultIsNeverSynchronous()
    {
        auto c = client(true);
        auto *call = c->put({Row{"r", {Cell{"cf:a", 1, "v"}}}});
        QVERIFY(!call->isFinished()); // a callback attached now still runs
        QCOMPARE(await(call).error().kind, ErrorKind::Forbidden);
    }
};

QTEST_GUILESS_MAIN(TestRestClient)
#include "tst_restclient.moc"
