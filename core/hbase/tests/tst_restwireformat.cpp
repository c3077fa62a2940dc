// The REST client's wire format (ConnectionConfig::wireFormat, docs/hbase-client.md "Wire format"):
// what it asks for and sends in each mode, and how Auto falls back to JSON, against a scripted
// server.
#include <common/callwait.h>
#include <common/scriptedhttpserver.h>

#include <QTest>

#include <core/hbase/cellsetprotobuf.h>
#include <core/hbase/restclient.h>

using namespace Ei::Core;
using Ei::Test::await;
using Ei::Test::ScriptedHttpServer;
using Ei::Test::ScriptedResponse;

namespace {

const QByteArray kProtobuf = "application/x-protobuf";
const QByteArray kAutoAccept = "application/x-protobuf, application/json;q=0.5";

CellSet rows()
{
    return {Row{"row1", {Cell{"cf:a", 1700000000000, "value1"}}}};
}

ScriptedResponse protobufAnswer(QByteArray body = encodeCellSetProtobuf(rows()))
{
    ScriptedResponse r = ScriptedResponse::json(200, std::move(body));
    r.contentType = kProtobuf;
    return r;
}

} // namespace

class TestRestWireFormat : public QObject
{
    Q_OBJECT

    std::unique_ptr<ScriptedHttpServer> m_server;

    std::unique_ptr<RestClient> client(WireFormat format)
    {
        ConnectionConfig c;
        c.baseUrl = m_server->url();
        c.table = QStringLiteral("t");
        c.wireFormat = format;
        c.retry.maxAttempts = 1;
        return std::make_unique<RestClient>(c);
    }

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<ScriptedHttpServer>();
        QVERIFY(m_server->listen());
    }

    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("format");
        QTest::newRow("auto") << QStringLiteral("auto") << int(WireFormat::Auto);
        QTest::newRow("json") << QStringLiteral("json") << int(WireFormat::Json);
        QTest::newRow("protobuf, any case") << QStringLiteral("ProtoBuf") << int(WireFormat::Protobuf);
        QTest::newRow("unknown") << QStringLiteral("xml") << -1;
    }
    void names()
    {
        QFETCH(QString, name);
        QFETCH(int, format);
        const auto parsed = parseWireFormat(name);
        QCOMPARE(parsed.has_value(), format >= 0);
        if (parsed) {
            QCOMPARE(int(*parsed), format);
            QCOMPARE(wireFormatName(*parsed), name.toLower());
        }
    }

    void readsAskForTheFormat_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QByteArray>("accept");
        QTest::addColumn<bool>("protobufAnswer");
        QTest::newRow("json") << int(WireFormat::Json) << QByteArray("application/json") << false;
        QTest::newRow("protobuf") << int(WireFormat::Protobuf) << kProtobuf << true;
        QTest::newRow("auto, protobuf answered") << int(WireFormat::Auto) << kAutoAccept << true;
        QTest::newRow("auto, JSON answered") << int(WireFormat::Auto) << kAutoAccept << false;
    }
    void readsAskForTheFormat()
    {
        QFETCH(int, format);
        QFETCH(QByteArray, accept);
        QFETCH(bool, protobufAnswer);
        const auto answer = [&] {
            return protobufAnswer ? ::protobufAnswer()
                                  : ScriptedResponse::json(200, encodeCellSetJson(rows()));
        };
        m_server->enqueue(answer());
        m_server->enqueue(answer());
        auto c = client(WireFormat(format));
        auto row = await(c->getRow("row1"));
        EI_VERIFY_OK(row);
        QCOMPARE(*row, rows().first());
        auto many = await(c->multiGet({"row1"}));
        EI_VERIFY_OK(many);
        QCOMPARE(*many, rows());
        QCOMPARE(m_server->requests().size(), 2);
        for (const auto &request : m_server->requests()) {
            QCOMPARE(request.header("Accept"), accept);
        }
    }

    void autoFallsBackToJson_data()
    {
        QTest::addColumn<int>("firstStatus");
        QTest::addColumn<QByteArray>("firstBody");
        QTest::newRow("406") << 406 << QByteArray("Not Acceptable\r\n");
        QTest::newRow("unreadable protobuf") << 200 << QByteArray("\x0a\x7f", 2);
    }
    void autoFallsBackToJson()
    {
        QFETCH(int, firstStatus);
        QFETCH(QByteArray, firstBody);
        ScriptedResponse first = protobufAnswer(firstBody);
        first.status = firstStatus;
        m_server->enqueue(first);
        m_server->enqueue(ScriptedResponse::json(200, encodeCellSetJson(rows())));
        m_server->enqueue(ScriptedResponse::json(200, encodeCellSetJson(rows())));
        auto c = client(WireFormat::Auto);
        auto row = await(c->getRow("row1"));
        EI_VERIFY_OK(row);
        QCOMPARE(*row, rows().first());
        EI_VERIFY_OK(await(c->getRow("row1"))); // and JSON from then on
        QCOMPARE(m_server->requests().size(), 3);
        QCOMPARE(m_server->requests().at(0).header("Accept"), kAutoAccept);
        QCOMPARE(m_server->requests().at(1).header("Accept"), QByteArray("application/json"));
        QCOMPARE(m_server->requests().at(2).header("Accept"), QByteArray("application/json"));
    }

    void protobufFailsWithoutFallback()
    {
        m_server->enqueue(protobufAnswer(QByteArray("\x0a\x7f", 2)));
        auto c = client(WireFormat::Protobuf);
        auto row = await(c->getRow("row1"));
        QVERIFY(!row);
        QCOMPARE(row.error().kind, ErrorKind::Protocol);
        QCOMPARE(m_server->requests().size(), 1);
    }

    void putsFollowTheFormat_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<bool>("readFirst"); // a protobuf answer before the put
        QTest::addColumn<QByteArray>("contentType");
        QTest::newRow("json") << int(WireFormat::Json) << true << QByteArray("application/json");
        QTest::newRow("protobuf") << int(WireFormat::Protobuf) << false << kProtobuf;
        QTest::newRow("auto, nothing read yet: JSON")
            << int(WireFormat::Auto) << false << QByteArray("application/json");
        QTest::newRow("auto, after a protobuf answer") << int(WireFormat::Auto) << true << kProtobuf;
    }
    void putsFollowTheFormat()
    {
        QFETCH(int, format);
        QFETCH(bool, readFirst);
        QFETCH(QByteArray, contentType);
        auto c = client(WireFormat(format));
        if (readFirst) {
            m_server->enqueue(protobufAnswer());
            EI_VERIFY_OK(await(c->getRow("row1")));
            m_server->clear();
        }
        m_server->enqueue(ScriptedResponse::empty(200));
        EI_VERIFY_OK(await(c->put(rows())));
        QCOMPARE(m_server->requests().size(), 1);
        const auto &put = m_server->requests().first();
        QCOMPARE(put.header("Content-Type"), contentType);
        auto sent = decodeCellSetBody(put.body, contentType);
        EI_VERIFY_OK(sent);
        QCOMPARE(*sent, rows());
    }

    void autoPutRefusedWith415GoesAgainAsJson()
    {
        auto c = client(WireFormat::Auto);
        m_server->enqueue(protobufAnswer());
        EI_VERIFY_OK(await(c->getRow("row1")));
        m_server->clear();
        m_server->enqueue(ScriptedResponse::text(415, "Unsupported Media Type\r\n"));
        m_server->enqueue(ScriptedResponse::empty(200));
        m_server->enqueue(ScriptedResponse::empty(200));
        EI_VERIFY_OK(await(c->put(rows())));
        EI_VERIFY_OK(await(c->put(rows())));
        const auto &requests = m_server->requests();
        QCOMPARE(requests.size(), 3);
        QCOMPARE(requests.at(0).header("Content-Type"), kProtobuf);
        QCOMPARE(requests.at(1).header("Content-Type"), QByteArray("application/json"));
        QCOMPARE(requests.at(1).body, encodeCellSetJson(rows()));
        QCOMPARE(requests.at(2).header("Content-Type"), QByteArray("application/json"));
    }

    void protobufPutRefusedIsAnError()
    {
        auto c = client(WireFormat::Protobuf);
        m_server->enqueue(ScriptedResponse::text(415, "Unsupported Media Type\r\n"));
        auto done = await(c->put(rows()));
        QVERIFY(!done);
        QCOMPARE(m_server->requests().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestRestWireFormat)
#include "tst_restwireformat.moc"
