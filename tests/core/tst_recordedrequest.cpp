// The scripted server's record of a request (tests/common): path, query and header lookup, which
// other tests assert on. Qt 6's left(-1) is empty, so a target without '?' once lost its path.
#include <common/scriptedhttpserver.h>

#include <QTest>

using Ei::Test::RecordedRequest;

class TestRecordedRequest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pathAndQuery_data()
    {
        QTest::addColumn<QByteArray>("target");
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("query");
        QTest::newRow("no query") << QByteArray("/t/row1/f:c") << QByteArray("/t/row1/f:c") << QByteArray();
        QTest::newRow("query") << QByteArray("/t/scanner/abc?n=10") << QByteArray("/t/scanner/abc")
                               << QByteArray("n=10");
        QTest::newRow("empty query") << QByteArray("/t/row1?") << QByteArray("/t/row1") << QByteArray();
        QTest::newRow("second mark belongs to the query")
            << QByteArray("/t/multiget?row=a?b") << QByteArray("/t/multiget") << QByteArray("row=a?b");
        QTest::newRow("percent-encoded mark stays in the path")
            << QByteArray("/t/a%3Fb") << QByteArray("/t/a%3Fb") << QByteArray();
        QTest::newRow("root") << QByteArray("/") << QByteArray("/") << QByteArray();
        QTest::newRow("only a query") << QByteArray("?x=1") << QByteArray() << QByteArray("x=1");
    }
    void pathAndQuery()
    {
        QFETCH(QByteArray, target);
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, query);
        RecordedRequest request;
        request.target = target;
        QCOMPARE(request.path(), path);
        QCOMPARE(request.query(), query);
    }

    void headerLookup()
    {
        RecordedRequest request;
        request.headers = {{"Content-Type", "application/json"}, {"X-Empty", QByteArray()}};
        QCOMPARE(request.header("content-type"), QByteArray("application/json"));
        QVERIFY(request.hasHeader("X-EMPTY"));
        QVERIFY(!request.header("X-Empty").isNull());
        QVERIFY(!request.hasHeader("Accept"));
        QVERIFY(request.header("Accept").isNull());
    }
};

QTEST_GUILESS_MAIN(TestRecordedRequest)
#include "tst_recordedrequest.moc"
