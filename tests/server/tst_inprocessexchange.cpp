// A RestClient reaching a RestServer in this process without a socket (InProcessExchange, the
// window's demo and opened exports): every kind of exchange answers as it does over HTTP (gets,
// multigets, checked writes, stateful and stateless scans, JSON and protobuf); an answer never
// comes inside the call that asked; faults the server injects and a server that goes away with a
// request end in errors naming the operation, never in silence; a region-parallel bulk scan
// through faults delivers every row once; a LoopbackGateway serving in process only listens on no
// port; a program that ends with a request still queued exits instead of hanging.
#include <common/callwait.h>
#include <memory>

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <core/hbase/gatewaypool.h>
#include <core/hbase/parallelscan.h>
#include <core/hbase/restclient.h>
#include <server/inprocessexchange.h>
#include <server/loopbackgateway.h>
#include <server/restserver.h>
#include <server/snapshot.h>
#include <server/tablestore.h>

using namespace Ei::Core;
using namespace Ei::Server;
using Ei::Test::await;

namespace {

constexpr int kRows = 300;

QByteArray keyOf(int i)
{
    return QByteArray("row") + QByteArray::number(i).rightJustified(4, '0');
}

std::unique_ptr<TableStore> filledTable()
{
    auto table = std::make_unique<TableStore>(TableSchema::create(QStringLiteral("t"), {"f"}));
    CellSet rows;
    for (int i = 0; i < kRows; ++i) {
        rows.append(Row{keyOf(i), {Cell{"f:a", 1, "value " + QByteArray::number(i)}}});
    }
    if (!table->put(rows)) {
        return nullptr;
    }
    return table;
}

ConnectionConfig configFor(const std::shared_ptr<InProcessExchange> &exchange)
{
    ConnectionConfig config = ConnectionConfig::inProcessTo(exchange, QStringLiteral("t"));
    config.retry.maxAttempts = 1;
    return config;
}

Result<qint64> scanEverything(RestClient &client, ScanMode mode, QByteArrayList *keys)
{
    ScanSpec spec;
    spec.mode = mode;
    spec.batch = 40; // several pages
    return await(client.scanAll(
        spec, &client,
        [keys](const CellSet &page) {
            for (const Row &row : page) {
                keys->append(row.key);
            }
            return true;
        },
        40));
}

} // namespace

Q_DECLARE_METATYPE(ScanMode)
Q_DECLARE_METATYPE(WireFormat)

class TestInProcessExchange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answersAsOverHttp_data()
    {
        QTest::addColumn<ScanMode>("scanMode");
        QTest::addColumn<WireFormat>("wireFormat");
        QTest::newRow("scanner, JSON") << ScanMode::Stateful << WireFormat::Json;
        QTest::newRow("scanner, protobuf") << ScanMode::Stateful << WireFormat::Protobuf;
        QTest::newRow("stateless, JSON") << ScanMode::Stateless << WireFormat::Json;
        QTest::newRow("stateless, protobuf") << ScanMode::Stateless << WireFormat::Protobuf;
    }
    void answersAsOverHttp()
    {
        QFETCH(ScanMode, scanMode);
        QFETCH(WireFormat, wireFormat);
        RestServer server;
        auto table = filledTable();
        QVERIFY(table);
        server.addTable(std::move(table));
        const auto exchange = std::make_shared<InProcessExchange>(&server, QStringLiteral("t"));
        QCOMPARE(exchange->url(), QUrl(QStringLiteral("http://t.in-process.invalid")));
        ConnectionConfig config = configFor(exchange);
        config.wireFormat = wireFormat;
        RestClient client(config);

        const auto row = await(client.getRow(keyOf(7)));
        EI_VERIFY_OK(row);
        QCOMPARE(row->find("f:a")->value, QByteArray("value 7"));

        const auto missing = await(client.getRow("nope"));
        QVERIFY(!missing);
        QCOMPARE(missing.error().kind, ErrorKind::NotFound);

        const auto some = await(client.multiGet({keyOf(1), keyOf(2), "nope", keyOf(299)}));
        EI_VERIFY_OK(some);
        QCOMPARE(some->size(), 3);

        // Checked writes: the check holds once, then no more.
        const Cell expected{"f:a", Cell::kNoTimestamp, "value 3"};
        EI_VERIFY_OK(
            await(client.checkAndPut(keyOf(3), {Cell{"f:a", Cell::kNoTimestamp, "edited"}}, expected)));
        const auto refused =
            await(client.checkAndPut(keyOf(3), {Cell{"f:a", Cell::kNoTimestamp, "again"}}, expected));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, ErrorKind::Conflict);
        const auto edited = await(client.getRow(keyOf(3)));
        EI_VERIFY_OK(edited);
        QCOMPARE(edited->find("f:a")->value, QByteArray("edited"));

        QByteArrayList keys;
        const auto total = scanEverything(client, scanMode, &keys);
        EI_VERIFY_OK(total);
        QCOMPARE(*total, qint64(kRows));
        QCOMPARE(keys.size(), kRows);
        QCOMPARE(keys.first(), keyOf(0));
        QCOMPARE(keys.last(), keyOf(kRows - 1));
        QVERIFY(std::ranges::is_sorted(keys));
        // Every request went to this server, and a scanner's was released.
        QVERIFY(!server.requestLog().isEmpty());
        QCOMPARE(server.scannerCount(), 0);
        QCOMPARE(server.port(), quint16(0)); // nothing listens
    }

    // A bulk job's scan over the in-process gateway (the window's export, statistics, reprocessing
    // of the demo or an export) survives a gateway that forgets scanners, ends scans early and
    // answers 503, and delivers every row exactly once, verified.
    void bulkScanDeliversEveryRowOnce_data()
    {
        QTest::addColumn<bool>("ordered");
        QTest::newRow("ordered") << true;
        QTest::newRow("as the ranges come") << false;
    }
    void bulkScanDeliversEveryRowOnce()
    {
        QFETCH(bool, ordered);
        RestServer server;
        server.addTable(filledTable());
        RestServerOptions options;
        options.regionRows = 50; // six regions
        options.scannerLossRate = 0.1;
        options.earlyEndRate = 0.1;
        options.errorRate = 0.05;
        server.setOptions(options);
        // And at chosen moments, whatever the draws: every scanner forgotten, then ended early.
        int pages = 0;
        connect(&server, &RestServer::requestHandled, this, [&server, &pages](const RestLogEntry &e) {
            if (e.method == "GET" && e.path.contains("/scanner/")) {
                ++pages;
                if (pages == 3) {
                    server.forgetScanners();
                } else if (pages == 6) {
                    server.endScannersEarly();
                }
            }
        });
        ConnectionConfig config =
            configFor(std::make_shared<InProcessExchange>(&server, QStringLiteral("t")));
        config.retry.maxAttempts = 4;
        RestClient client(config);
        GatewayPool pool(&client);
        ScanSpec spec;
        spec.batch = 20; // one cell a row: 20 rows a page
        spec.pageBytes = 0;
        VerificationOptions verification;
        verification.recovery = {8, 1, 4};
        ParallelScanOptions parallel;
        parallel.parallel = 4;
        parallel.ordered = ordered;
        ParallelScan scan(&pool, spec, verification, parallel);
        QByteArrayList keys;
        while (!scan.atEnd()) {
            const auto rows = await(scan.fetchNext(50), 60000);
            EI_VERIFY_OK(rows);
            for (const Row &row : *rows) {
                keys.append(row.key);
            }
        }
        QVERIFY(scan.cutAtRegions());
        QVERIFY(std::ranges::any_of(server.requestLog(), [](const RestLogEntry &e) {
            return e.path.contains("/scanner/") && e.status == 404;
        }));
        if (!ordered) {
            std::ranges::sort(keys);
        }
        QByteArrayList all;
        for (int i = 0; i < kRows; ++i) {
            all.append(keyOf(i));
        }
        QCOMPARE(keys, all); // each once, none missing
    }

    // An answer never arrives inside the call that asked, even with nothing else to do.
    void neverAnswersInsideTheCall()
    {
        RestServer server;
        server.addTable(filledTable());
        RestClient client(configFor(std::make_shared<InProcessExchange>(&server, QStringLiteral("t"))));
        Call<Row> *call = client.getRow(keyOf(1));
        QVERIFY(!call->isFinished());
        QVERIFY(server.requestLog().isEmpty()); // not even handled yet
        EI_VERIFY_OK(await(call));
    }

    // What the server does to a request ends the client's call with a sentence naming the operation.
    void faultsAreErrors_data()
    {
        QTest::addColumn<double>("dropRate");
        QTest::addColumn<double>("errorRate");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("says");
        QTest::newRow("no answer") << 1.0 << 0.0 << ErrorKind::Network
                                   << QStringLiteral("the gateway closed without answering.");
        QTest::newRow("503") << 0.0 << 1.0 << ErrorKind::ServerUnavailable << QString();
    }
    void faultsAreErrors()
    {
        QFETCH(double, dropRate);
        QFETCH(double, errorRate);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, says);
        RestServer server;
        server.addTable(filledTable());
        RestServerOptions options;
        options.dropRate = dropRate;
        options.errorRate = errorRate;
        server.setOptions(options);
        RestClient client(configFor(std::make_shared<InProcessExchange>(&server, QStringLiteral("t"))));
        const auto row = await(client.getRow(keyOf(1)));
        QVERIFY(!row);
        QCOMPARE(row.error().kind, kind);
        QVERIFY2(row.error().message.startsWith(QStringLiteral("Reading row")),
                 qPrintable(row.error().message));
        QVERIFY2(row.error().message.endsWith(says), qPrintable(row.error().message));
    }

    // A stateless scan the server cuts off in the middle of its body is an error, not a short scan.
    void cutOffScanIsAnError()
    {
        RestServer server;
        server.addTable(filledTable());
        RestServerOptions options;
        options.earlyEndRate = 1.0;
        server.setOptions(options);
        RestClient client(configFor(std::make_shared<InProcessExchange>(&server, QStringLiteral("t"))));
        QByteArrayList keys;
        const auto total = scanEverything(client, ScanMode::Stateless, &keys);
        QVERIFY(!total);
        QVERIFY2(total.error().message.contains(QStringLiteral("cut off")),
                 qPrintable(total.error().message));
    }

    // A request in flight when the server goes away (the window let go of the table) ends, and
    // says why; so does one asked after.
    void serverGoneIsAnError_data()
    {
        QTest::addColumn<int>("latencyMs");
        QTest::newRow("before it is handled") << 0;
        QTest::newRow("while the server waits") << 50;
    }
    void serverGoneIsAnError()
    {
        QFETCH(int, latencyMs);
        auto server = std::make_unique<RestServer>();
        server->addTable(filledTable());
        RestServerOptions options;
        options.latencyMs = latencyMs;
        server->setOptions(options);
        RestClient client(configFor(std::make_shared<InProcessExchange>(server.get(), QStringLiteral("t"))));
        Call<Row> *inFlight = client.getRow(keyOf(1));
        if (latencyMs > 0) {
            QCoreApplication::processEvents(); // the server takes the request and holds it
            QVERIFY(!inFlight->isFinished());
        }
        server.reset();
        const auto lost = await(inFlight);
        QVERIFY(!lost);
        QVERIFY2(
            lost.error().message.endsWith(QStringLiteral("the table is no longer served in this window.")),
            qPrintable(lost.error().message));
        const auto later = await(client.getRow(keyOf(2)));
        QVERIFY(!later);
        QCOMPARE(later.error().kind, ErrorKind::Network);
    }

    // The window's way: a LoopbackGateway told to serve in process only loads its snapshot, opens
    // no port, and answers through inProcess().
    // The application goes away while a request is queued and both the server and the client
    // outlive it (a benchmark's static table did): Qt deletes the pending request with its sink
    // while it holds its event lock, and the sink used to post its "no longer served" answer
    // then, which waited on that lock forever. Run in a child process, which must exit.
    void exitWithARequestQueued()
    {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("EI_EXIT_WITH_REQUEST_QUEUED"), QStringLiteral("1"));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted());
        const bool exited = child.waitForFinished(60'000);
        if (!exited) {
            child.kill();
            child.waitForFinished();
        }
        QVERIFY2(exited, "the program hung on exit with a request queued");
        QCOMPARE(child.exitStatus(), QProcess::NormalExit);
        QCOMPARE(child.exitCode(), 0);
    }

    void loopbackGatewayInProcessOnly()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto table = filledTable();
        SnapshotManifest manifest;
        manifest.table = QStringLiteral("t");
        manifest.rowsFile = QStringLiteral("rows.jsonl");
        QVERIFY(saveSnapshot(dir.path(), manifest, *table).has_value());

        LoopbackGateway gateway;
        gateway.setInProcessOnly(QStringLiteral("export"));
        QSignalSpy ready(&gateway, &LoopbackGateway::ready);
        gateway.start(dir.path());
        QVERIFY(ready.wait(15000));
        QVERIFY(!gateway.isListening());
        QCOMPARE(gateway.server()->port(), quint16(0));
        QCOMPARE(gateway.baseUrl(), QStringLiteral("http://export.in-process.invalid"));
        QVERIFY(gateway.inProcess());
        RestClient client(ConnectionConfig::inProcessTo(gateway.inProcess(), gateway.table()));
        const auto row = await(client.getRow(keyOf(kRows - 1)));
        EI_VERIFY_OK(row);
        QCOMPARE(row->find("f:a")->value, QByteArray("value 299"));
    }
};

namespace {

// The child of exitWithARequestQueued: asks the server once, then ends without running the event
// loop, so the request is still queued when the application object is destroyed.
int exitWithARequestQueued(int argc, char **argv)
{
    auto *server = new RestServer;
    auto *context = new QObject;
    {
        QCoreApplication app(argc, argv);
        server->addTable(filledTable());
        InProcessExchange exchange(server, QStringLiteral("exit"));
        InProcessGateway::Request request;
        request.method = "GET";
        request.url = QUrl(QStringLiteral("http://exit.in-process.invalid/t/row0001"));
        exchange.exchange(request, context, [](const Result<HttpResponse> &) {});
    }
    delete context;
    delete server;
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet("EI_EXIT_WITH_REQUEST_QUEUED")) {
        return exitWithARequestQueued(argc, argv);
    }
    QCoreApplication app(argc, argv);
    TestInProcessExchange test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_inprocessexchange.moc"
