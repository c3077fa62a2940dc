// The loopback gateway the demo, opened exports and `serve` share: a snapshot folder or an
// export's rows file loaded off the calling thread and served on 127.0.0.1 (a free port) to a real
// RestClient; a snapshot that cannot be read fails at the load with its reason, a taken port at
// the listen; stop() closes the port.
#include <common/callwait.h>

#include <QPointer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <core/hbase/restclient.h>
#include <server/loopbackgateway.h>
#include <server/snapshot.h>
#include <server/tablestore.h>

using namespace Ei::Core;
using namespace Ei::Server;

namespace {

constexpr int kRows = 5000; // more than one progress report (every 4096 rows)

// A snapshot folder of table "t" with kRows rows "k0000".."k4999", its rows file as `rowsFile`.
bool writeSnapshot(const QString &dir, const QString &rowsFile)
{
    TableStore table(TableSchema::create(QStringLiteral("t"), {"f"}));
    CellSet rows;
    for (int i = 0; i < kRows; ++i) {
        rows.append(Row{QByteArray("k") + QByteArray::number(i).rightJustified(4, '0'),
                        {Cell{"f:c", 1, "value " + QByteArray::number(i)}}});
    }
    SnapshotManifest manifest;
    manifest.table = QStringLiteral("t");
    manifest.rowsFile = rowsFile;
    return table.put(rows) && saveSnapshot(dir, manifest, table).has_value();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

Q_DECLARE_METATYPE(ErrorKind)

class TestLoopbackGateway : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeSnapshot(m_dir.filePath(QStringLiteral("snap")), QStringLiteral("rows.jsonl.sz")));
        QVERIFY(writeSnapshot(m_dir.filePath(QStringLiteral("plain")), QStringLiteral("rows.jsonl")));
    }

    void servesOnAFreeLoopbackPort_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("table");
        QTest::newRow("snapshot folder") << QStringLiteral("snap") << QStringLiteral("t");
        // An export's rows file is served under its file name.
        QTest::newRow("rows file") << QStringLiteral("plain/rows.jsonl") << QStringLiteral("rows");
    }
    void servesOnAFreeLoopbackPort()
    {
        QFETCH(QString, path);
        QFETCH(QString, table);
        LoopbackGateway gateway;
        QSignalSpy ready(&gateway, &LoopbackGateway::ready);
        QSignalSpy failed(&gateway, &LoopbackGateway::failed);
        QList<qint64> progress;
        connect(&gateway, &LoopbackGateway::loadProgress, this,
                [&progress](qint64 rows) { progress.append(rows); });
        gateway.start(m_dir.filePath(path));
        QVERIFY(!gateway.isListening()); // loading runs on a worker thread
        QVERIFY(ready.wait(30000));
        QVERIFY(failed.isEmpty());
        QVERIFY(gateway.isListening());
        QCOMPARE(gateway.table(), table);
        const QUrl url(gateway.baseUrl());
        QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
        QVERIFY(url.port() > 0);
        QVERIFY(progress.size() >= 2);
        QCOMPARE(progress.last(), kRows);

        ConnectionConfig config;
        config.baseUrl = url;
        config.table = table;
        RestClient client(config);
        const auto row = Ei::Test::await(client.getRow("k4321"));
        EI_VERIFY_OK(row);
        QCOMPARE(row->cells.value(0).value, QByteArray("value 4321"));

        gateway.stop();
        QVERIFY(!gateway.isListening());
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, quint16(url.port()));
        QVERIFY(!socket.waitForConnected(5000)); // the port is closed
    }

    void aBadSnapshotFailsAtTheLoad_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content"); // written as the file `name`; empty: a folder
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("reason"); // in the message
        QTest::newRow("missing") << QStringLiteral("nothing.jsonl") << QByteArray("-") << ErrorKind::NotFound
                                 << QStringLiteral("does not exist");
        QTest::newRow("not JSON lines") << QStringLiteral("broken.jsonl") << QByteArray("not json\n")
                                        << ErrorKind::InvalidInput << QStringLiteral("broken.jsonl");
        QTest::newRow("folder without manifest") << QStringLiteral("empty") << QByteArray()
                                                 << ErrorKind::NotFound << QStringLiteral("manifest.json");
    }
    void aBadSnapshotFailsAtTheLoad()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, reason);
        const QString path = m_dir.filePath(name);
        if (content.isEmpty()) {
            QVERIFY(QDir().mkpath(path));
        } else if (content != "-") {
            QVERIFY(writeFile(path, content));
        }
        LoopbackGateway gateway;
        QSignalSpy failed(&gateway, &LoopbackGateway::failed);
        QSignalSpy ready(&gateway, &LoopbackGateway::ready);
        gateway.start(path);
        QVERIFY(failed.wait(30000));
        QVERIFY(ready.isEmpty());
        QCOMPARE(failed.first().at(0).value<LoopbackGateway::Step>(), LoopbackGateway::Step::Load);
        const auto error = failed.first().at(1).value<Error>();
        QCOMPARE(error.kind, kind);
        QVERIFY2(error.message.contains(reason), qPrintable(error.message));
        QVERIFY(!gateway.isListening());
    }

    // A given port that is taken: the load succeeded, the listen says why not.
    void aTakenPortFailsAtTheListen()
    {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
        LoopbackGateway gateway;
        gateway.setListenAddress(QHostAddress::LocalHost, taken.serverPort());
        QSignalSpy failed(&gateway, &LoopbackGateway::failed);
        gateway.start(m_dir.filePath(QStringLiteral("snap")));
        QVERIFY(failed.wait(30000));
        QCOMPARE(failed.first().at(0).value<LoopbackGateway::Step>(), LoopbackGateway::Step::Listen);
        QVERIFY(!failed.first().at(1).value<Error>().message.isEmpty());
        QVERIFY(!gateway.isListening());
    }

    // Stopped, deleted or released while loading: nothing is announced, nothing listens; the
    // destructor waits for the load to stop, a released gateway deletes itself once it has.
    void stoppedWhileLoading()
    {
        LoopbackGateway stopped;
        QSignalSpy stoppedReady(&stopped, &LoopbackGateway::ready);
        QSignalSpy stoppedFailed(&stopped, &LoopbackGateway::failed);
        stopped.start(m_dir.filePath(QStringLiteral("snap")));
        stopped.stop();
        auto deleted = std::make_unique<LoopbackGateway>();
        deleted->start(m_dir.filePath(QStringLiteral("snap")));
        deleted.reset();
        QPointer<LoopbackGateway> released = new LoopbackGateway;
        QSignalSpy releasedReady(released.get(), &LoopbackGateway::ready);
        released->start(m_dir.filePath(QStringLiteral("snap")));
        released->release();
        QVERIFY(released); // not before its load has ended
        QTRY_VERIFY(!released);
        QVERIFY(releasedReady.isEmpty());
        // The stopped one's load has ended by now too (both stop at their first progress report).
        QTRY_VERIFY(!stopped.isLoading());
        QVERIFY(stoppedReady.isEmpty());
        QVERIFY(stoppedFailed.isEmpty());
        QVERIFY(!stopped.isListening());
    }
};

QTEST_GUILESS_MAIN(TestLoopbackGateway)
#include "tst_loopbackgateway.moc"
