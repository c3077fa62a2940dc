// The key/URL codec: byte-wise percent-encoding, the e=b64 switch, and URLs QUrl leaves alone.
#include <QTest>

#include <core/hbase/restpath.h>

using namespace Ei::Core;

class TestRestPath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void percentEncode_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("encoded");
        QTest::newRow("unreserved") << QByteArray("AZaz09-._~") << QByteArray("AZaz09-._~");
        QTest::newRow("reserved") << QByteArray("/,+%*;?# ") << QByteArray("%2F%2C%2B%25%2A%3B%3F%23%20");
        QTest::newRow("colon and at") << QByteArray(":@!$&'()=") << QByteArray("%3A%40%21%24%26%27%28%29%3D");
        QTest::newRow("utf8") << QByteArray("\xc3\xa9\xe8\xaa\x9e") << QByteArray("%C3%A9%E8%AA%9E");
        QTest::newRow("binary") << QByteArray("\x00\xff", 2) << QByteArray("%00%FF");
    }
    void percentEncode()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, encoded);
        QCOMPARE(RestPath::percentEncode(input), encoded);
        QCOMPARE(QByteArray::fromPercentEncoding(encoded), input);
    }

    void urlSurvivesQUrl_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::newRow("encoded delimiters") << QByteArray("/t/a%2Fb%2Ac%2Bd%25e%2C%3B%3F%23%20");
        QTest::newRow("dot segments") << QByteArray("/t/./../x/..");
        QTest::newRow("utf8") << QByteArray("/t/%C3%A9");
        QTest::newRow("empty segment ts") << QByteArray("/t/row1//1700");
    }
    void urlSurvivesQUrl()
    {
        QFETCH(QByteArray, path);
        const QUrl url = RestPath::makeUrl("http://127.0.0.1:8080", path, "e=b64&row=a%252Fb");
        QVERIFY(url.isValid());
        QCOMPARE(url.toEncoded(QUrl::FullyEncoded), "http://127.0.0.1:8080" + path + "?e=b64&row=a%252Fb");
    }

    void whyNotPathSafe_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<bool>("safe");
        QTest::newRow("sha1") << QByteArray("sha1:ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") << true;
        QTest::newRow("slash") << QByteArray("a/b") << true;
        QTest::newRow("star inside") << QByteArray("a*b") << true;
        QTest::newRow("dot") << QByteArray(".") << false;
        QTest::newRow("dotdot") << QByteArray("..") << false;
        QTest::newRow("dots inside") << QByteArray("a..b") << true;
        QTest::newRow("trailing star") << QByteArray("abc*") << false;
        QTest::newRow("invalid utf8") << QByteArray("\xff\xfe") << false;
        QTest::newRow("control") << QByteArray("a\nb") << false;
        QTest::newRow("exists") << QByteArray("exists") << false;
        QTest::newRow("schema") << QByteArray("schema") << false;
        QTest::newRow("regions") << QByteArray("regions") << false;
        QTest::newRow("multiget prefix") << QByteArray("multigetfoo") << false;
        QTest::newRow("schema prefix ok") << QByteArray("schemas") << true;
    }
    void whyNotPathSafe()
    {
        QFETCH(QByteArray, key);
        QFETCH(bool, safe);
        QCOMPARE(RestPath::whyNotPathSafe(key, true).isEmpty(), safe);
    }

    void rowSpecs()
    {
        auto p = RestPath::encodeRowSpec({"r", "s", {"cf:a", "cf"}, 5, 10}, false);
        QVERIFY(p.has_value());
        QCOMPARE(p->path, QByteArray("/r,s/cf:a,cf/5,10"));
        QVERIFY(!p->b64);
        auto b = RestPath::encodeRowSpec({"r", {}, {"cf:a"}, -1, 7}, true, true);
        QCOMPARE(b->path, QByteArray("/cg/Y2Y6YQ/7")); // timestamps are never base64
        QVERIFY(b->b64);
        QCOMPARE(RestPath::multigetRowValue(*RestPath::encodeRowSpec({"a/b", {}, {"f:q,x"}}, false)),
                 QByteArray("a%252Fb/f:q%252Cx"));
        QCOMPARE(RestPath::encodeRowSpec({{}, {}, {}}, true).error().kind, ErrorKind::InvalidInput);
        QCOMPARE(RestPath::encodeRowSpec({"r", {}, {QByteArray()}}, true).error().kind,
                 ErrorKind::InvalidInput);
        QCOMPARE(RestPath::tablePath(QStringLiteral("ns:my table")), QByteArray("/ns:my%20table"));
        QCOMPARE(RestPath::displayKey(QByteArray("\x01\xff", 2)), QStringLiteral("0x01ff"));
    }
};

QTEST_APPLESS_MAIN(TestRestPath)
#include "tst_restpath.moc"
