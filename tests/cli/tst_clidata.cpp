// End-to-end: the CLI's data commands against a scripted HBase REST server. Stdout, stderr, exit
// codes (cli.md contract) and the requests the CLI sent.
#include <common/cellsetjson.h>
#include <common/clirun.h>
#include <common/scriptedhttpserver.h>
#include <common/servedtable.h>
#include <common/testutil.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <server/restserver.h>

using Ei::Test::cellSetJson;
using Ei::Test::CliRun;
using Ei::Test::RecordedRequest;
using Ei::Test::ScriptedHttpServer;
using Ei::Test::ScriptedResponse;

using namespace Qt::StringLiterals;

namespace {

ScriptedResponse scannerCreated()
{
    ScriptedResponse r = ScriptedResponse::empty(201);
    r.headers.append(qMakePair(QByteArray("Location"), QByteArray("http://internal:8080/t/scanner/abc123")));
    return r;
}

} // namespace

class TestCliData : public QObject
{
    Q_OBJECT

    std::unique_ptr<ScriptedHttpServer> m_server;

    // Runs the CLI without blocking the event loop: the scripted server lives in this process.
    CliRun run(QStringList args, bool withUrl = true)
    {
        if (withUrl) {
            args.prepend(m_server->url().toString());
            args.prepend(QStringLiteral("--url"));
            args << QStringLiteral("--table") << QStringLiteral("t");
        }
        const CliRun result = Ei::Test::runCli(args);
        if (result.exitCode == -1) {
            qWarning() << "requests the scripted server saw:" << m_server->requests().size();
        }
        return result;
    }

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<ScriptedHttpServer>();
        QVERIFY(m_server->listen());
    }

    void versionWithUrl()
    {
        m_server->enqueue(
            ScriptedResponse::json(200, "{\"REST\":\"0.0.3\",\"JVM\":\"x\",\"OS\":\"y\",\"Server\":\"z\","
                                        "\"Jersey\":\"\",\"Version\":\"2.6.1\",\"Revision\":\"abc\"}"));
        m_server->enqueue(ScriptedResponse::json(200, "{\"Version\":\"2.6.1\"}"));
        const CliRun r = run({QStringLiteral("version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("extract-inspector-cli 0."));
        QVERIFY2(r.out.contains("rest-server 0.0.3 (HBase 2.6.1)\ncluster 2.6.1\n"), r.out.constData());
    }

    void tables()
    {
        m_server->enqueue(ScriptedResponse::json(200, "{\"table\":[{\"name\":\"a\"},{\"name\":\"ns:b\"}]}"));
        const CliRun r = run({QStringLiteral("tables")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("a\nns:b\n"));
    }

    void schemaMissingTableIsExit4()
    {
        m_server->enqueue(ScriptedResponse::text(
            404, "Not found\r\norg.apache.hadoop.hbase.TableNotFoundException: t\r\n"));
        const CliRun r = run({QStringLiteral("schema")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.contains("TableNotFoundException"));
        QCOMPARE(r.err.count('\n'), 1);
    }

    void getOneRow()
    {
        m_server->enqueue(ScriptedResponse::json(
            200, cellSetJson(
                     {{"sha1:ABC",
                       {{"f:c", "{\"dois\":[]}"}, {"file:size", QByteArray("\0\0\0\0\0\0\x01\x00", 8)}}}})));
        const CliRun r = run({QStringLiteral("get"), QStringLiteral("sha1:ABC"), QStringLiteral("--columns"),
                              QStringLiteral("f:c,file")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(m_server->requests().first().target, QByteArray("/t/sha1%3AABC/f:c,file"));
        // Decoded by the table's profile (generic for table "t": values sniffed).
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("key")).toString(), QStringLiteral("sha1:ABC"));
        QVERIFY(o.value(QStringLiteral("f:c")).toObject().value(QStringLiteral("dois")).isArray());
        QVERIFY(o.contains(QStringLiteral("file:size")));
    }

    void getRawAndTruncation()
    {
        const QByteArray big(70000, 'x');
        const QByteArray body = cellSetJson({{"r", {{"f:c", big}}}});
        m_server->enqueue(ScriptedResponse::json(200, body));
        m_server->enqueue(ScriptedResponse::json(200, body));
        m_server->enqueue(ScriptedResponse::json(200, body));
        CliRun r = run({QStringLiteral("get"), QStringLiteral("r")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject cell = QJsonDocument::fromJson(r.out).object()[QStringLiteral("f:c")].toObject();
        QCOMPARE(cell.value(QStringLiteral("$text")).toString().size(), 65536);
        QCOMPARE(cell.value(QStringLiteral("$truncated")).toBool(), true);
        QCOMPARE(cell.value(QStringLiteral("$size")).toInteger(), 70000);
        r = run({QStringLiteral("get"), QStringLiteral("r"), QStringLiteral("--full")});
        const QJsonValue whole = QJsonDocument::fromJson(r.out).object()[QStringLiteral("f:c")];
        QCOMPARE(whole.toString().size(), 70000);
        r = run({QStringLiteral("get"), QStringLiteral("r"), QStringLiteral("--raw")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject raw = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(raw[QStringLiteral("Row")][0][QStringLiteral("key")].toString(), QStringLiteral("cg=="));
    }

    void getMissingIsExit4()
    {
        m_server->enqueue(ScriptedResponse::text(404, "Not found\r\n"));
        const CliRun r = run({QStringLiteral("get"), QStringLiteral("nosuch")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY(
            r.err.startsWith("extract-inspector-cli: Reading row 'nosuch' of table 't' failed: not found"));
    }

    // HBase answers a row that has none of the --columns asked for exactly as a missing row, so a
    // row without a TEI was reported "not found". The row is printed with its key only, and said.
    void getRowWithoutTheColumns_data()
    {
        QTest::addColumn<QByteArrayList>(
            "names"); // rows: "tei" has the column, "bare" not, "gone" is missing
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("lines");
        QTest::addColumn<QByteArray>("said");
        QTest::newRow("one row without it")
            << QByteArrayList{"bare"} << 0 << 1 << QByteArray("none of the columns");
        QTest::newRow("with and without")
            << QByteArrayList{"tei", "bare"} << 0 << 2 << QByteArray("none of the columns");
        QTest::newRow("without and missing")
            << QByteArrayList{"bare", "gone"} << 4 << 1 << QByteArray("1 of 2 rows were not found");
        QTest::newRow("missing") << QByteArrayList{"gone"} << 4 << 0 << QByteArray("not found");
    }
    void getRowWithoutTheColumns()
    {
        QFETCH(QByteArrayList, names);
        QFETCH(int, exitCode);
        QFETCH(int, lines);
        QFETCH(QByteArray, said);
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        using Ei::Test::ServedTable;
        table.put(
            {Ei::Core::Row{ServedTable::keyFor("tei"), {ServedTable::textCell("grobid0:tei_xml", "<TEI/>")}},
             Ei::Core::Row{ServedTable::keyFor("bare"),
                           {ServedTable::textCell("file:mime", "application/pdf")}}});
        QStringList args{u"--url"_s, table.server()->baseUrl(), u"--table"_s, table.table(), u"get"_s};
        for (const QByteArray &name : names) {
            args.append(QString::fromLatin1(ServedTable::keyFor(name)));
        }
        args << u"--columns"_s << u"grobid0:tei_xml"_s;
        const CliRun r = Ei::Test::runCli(args);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        QCOMPARE(r.out.count('\n'), lines);
        QVERIFY2(r.err.contains(said), r.err.constData());
        if (names.contains("bare")) {
            QVERIFY(r.out.contains(ServedTable::keyFor("bare")));
        }
    }

    void getSeveralReportsMissing()
    {
        m_server->enqueue(
            ScriptedResponse::json(200, cellSetJson({{"b", {{"f:c", "2"}}}, {"a", {{"f:c", "1"}}}})));
        const CliRun r =
            run({QStringLiteral("get"), QStringLiteral("a"), QStringLiteral("b/x"), QStringLiteral("b")});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(m_server->requests().first().target, QByteArray("/t/multiget?row=a&row=b%252Fx&row=b"));
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines.at(0).contains("\"key\":\"a\""));
        QVERIFY(lines.at(1).contains("\"key\":\"b\""));
        QVERIFY(r.err.contains("b/x"));
    }

    void scanWithPrefixWhereLimit()
    {
        m_server->enqueue(scannerCreated());
        m_server->enqueue(ScriptedResponse::json(200, cellSetJson({{"sha1:A1", {{"f:c", "1"}}},
                                                                   {"sha1:A2", {{"f:c", "2"}}},
                                                                   {"sha1:A3", {{"f:c", "3"}}}})));
        m_server->enqueue(ScriptedResponse::empty(200)); // DELETE
        const CliRun r = run({QStringLiteral("scan"), QStringLiteral("--prefix"), QStringLiteral("sha1:A"),
                              QStringLiteral("--where"), QStringLiteral("match0:mstatus=matched"),
                              QStringLiteral("--limit"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count('\n'), 2);
        const RecordedRequest create = m_server->requests("POST").first();
        const QJsonObject body = QJsonDocument::fromJson(create.body).object();
        QCOMPARE(QByteArray::fromBase64(body.value(QStringLiteral("startRow")).toString().toLatin1()),
                 QByteArray("sha1:A"));
        QCOMPARE(QByteArray::fromBase64(body.value(QStringLiteral("endRow")).toString().toLatin1()),
                 QByteArray("sha1:B"));
        QVERIFY(body.value(QStringLiteral("batch")).toInt() > 0);
        QCOMPARE(body.value(QStringLiteral("maxVersions")).toInt(), 1);
        const QJsonObject filter =
            QJsonDocument::fromJson(body.value(QStringLiteral("filter")).toString().toUtf8()).object();
        QCOMPARE(filter.value(QStringLiteral("type")).toString(), QStringLiteral("SingleColumnValueFilter"));
        QTRY_COMPARE(m_server->requests("DELETE").size(), 1);
    }

    // --start/--stop are positions in the key order, like --prefix and the window's Start key:
    // "sha1:M" was refused as "not a SHA-1" on a journal-extract table. A whole SHA-1 in any
    // spelling still becomes the table's key.
    void scanRangeOfPartialKeys_data()
    {
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("stop");
        QTest::addColumn<QByteArray>("startRow");
        QTest::addColumn<QByteArray>("endRow");
        QTest::newRow("partial start and stop")
            << u"sha1:M"_s << u"sha1:N"_s << QByteArray("sha1:M") << QByteArray("sha1:N");
        QTest::newRow("whole SHA-1 in hex")
            << u"d037f9f4028638fd8b0943a4ea392c4e6d0c6729"_s << QString()
            << QByteArray("sha1:2A37T5ACQY4P3CYJIOSOUOJMJZWQYZZJ") << QByteArray();
    }
    void scanRangeOfPartialKeys()
    {
        QFETCH(QString, start);
        QFETCH(QString, stop);
        QFETCH(QByteArray, startRow);
        QFETCH(QByteArray, endRow);
        m_server->enqueue(scannerCreated());
        m_server->enqueue(ScriptedResponse::empty(204));
        QStringList args{u"--url"_s,   m_server->url().toString(),
                         u"--table"_s, u"wbgrp-journal-extract-0-test"_s,
                         u"scan"_s,    u"--start"_s,
                         start};
        if (!stop.isEmpty()) {
            args << u"--stop"_s << stop;
        }
        const CliRun r = Ei::Test::runCli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject body = QJsonDocument::fromJson(m_server->requests("POST").first().body).object();
        QCOMPARE(QByteArray::fromBase64(body.value(u"startRow"_s).toString().toLatin1()), startRow);
        QCOMPARE(QByteArray::fromBase64(body.value(u"endRow"_s).toString().toLatin1()), endRow);
    }

    void scanKeysOnlyAndColumnsIncludeWhereColumn()
    {
        m_server->enqueue(scannerCreated());
        m_server->enqueue(ScriptedResponse::json(200, cellSetJson({{"k1", {{"f:c", ""}}}})));
        m_server->enqueue(ScriptedResponse::empty(204));
        const CliRun r =
            run({QStringLiteral("scan"), QStringLiteral("--keys-only"), QStringLiteral("--columns"),
                 QStringLiteral("f:c"), QStringLiteral("--where"), QStringLiteral("has:grobid0:tei_xml")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("{\"key\":\"k1\"}\n"));
        const QJsonObject body = QJsonDocument::fromJson(m_server->requests("POST").first().body).object();
        QCOMPARE(body.value(QStringLiteral("column")).toArray().size(), 2);
    }

    // `server` scripts the gateway: "503" refuses the scanner; "lost table" creates it and then
    // answers its first GET 404 (a missing table, HBASE-17603); "lost scanner" forgets it after a
    // page, which is the server's failure (exit 1), not a missing row or table (exit 4);
    // "forgotten at once" answers the first GET 404 while /exists says the table is there (a
    // gateway behind a load balancer that did not create the scanner): exit 1 too.
    void scanFailures_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("server");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("requests");
        QTest::addColumn<QString>("message");
        const QStringList scan{QStringLiteral("scan")};
        QTest::newRow("bad where") << QStringList{QStringLiteral("scan"), QStringLiteral("--where"),
                                                  QStringLiteral("nope")}
                                   << QStringLiteral("503") << 2 << 0 << QString();
        QTest::newRow("bad limit") << QStringList{QStringLiteral("scan"), QStringLiteral("--limit"),
                                                  QStringLiteral("x")}
                                   << QStringLiteral("503") << 2 << 0 << QString();
        QTest::newRow("prefix and start")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--prefix"), QStringLiteral("a"),
                           QStringLiteral("--start"), QStringLiteral("b")}
            << QStringLiteral("503") << 2 << 0 << QString();
        QTest::newRow("server unavailable")
            << scan << QStringLiteral("503") << 1 << 1 << QStringLiteral("unavailable");
        QTest::newRow("missing table")
            << scan << QStringLiteral("lost table") << 4 << -1 << QStringLiteral("does not exist");
        QTest::newRow("scanner forgotten after a page")
            << scan << QStringLiteral("lost scanner") << 1 << -1 << QStringLiteral("forgot the scanner");
        QTest::newRow("scanner forgotten before its first page")
            << scan << QStringLiteral("forgotten at once") << 1 << -1 << QStringLiteral("forgot the scanner");
    }
    void scanFailures()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, server);
        QFETCH(int, exitCode);
        QFETCH(int, requests);
        QFETCH(QString, message);
        if (server == QLatin1StringView("503")) {
            m_server->enqueue(ScriptedResponse::text(503, "Unavailable\r\njava.io.IOException\r\n"));
        } else {
            m_server->enqueue(scannerCreated());
            if (server == QLatin1StringView("lost scanner")) {
                m_server->enqueue(ScriptedResponse::json(200, cellSetJson({{"r1", {{"f:a", "1"}}}})));
            }
            m_server->enqueue(ScriptedResponse::text(404, "Not found\r\n"));
            if (server == QLatin1StringView("forgotten at once")) {
                m_server->enqueue(ScriptedResponse::empty(200)); // GET /t/exists: the table is there
            }
            m_server->enqueue(ScriptedResponse::empty(404)); // DELETE of the forgotten scanner
        }
        const CliRun r = run(args);
        QCOMPARE(r.exitCode, exitCode);
        if (requests >= 0) {
            QCOMPARE(m_server->requests().size(), requests);
        }
        QVERIFY(r.err.startsWith("extract-inspector-cli: "));
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(!r.err.contains("java"));
        if (server == QLatin1StringView("lost scanner")) {
            QVERIFY2(r.out.contains("r1"), r.out.constData()); // the rows read before the loss are out
        }
    }

    void putWritesCellSet()
    {
        m_server->enqueue(ScriptedResponse::empty(200));
        const CliRun r = run({QStringLiteral("put"), QStringLiteral("row1"), QStringLiteral("cf:a=value1"),
                              QStringLiteral("cf:b=x=y")});
        QCOMPARE(r.exitCode, 0);
        const RecordedRequest put = m_server->requests().first();
        QCOMPARE(put.method, QByteArray("PUT"));
        QCOMPARE(put.target, QByteArray("/t/row1"));
        QCOMPARE(put.header("X-XSRF-HEADER"), QByteArray("1"));
        QCOMPARE(
            put.body,
            QByteArray("{\"Row\":[{\"Cell\":[{\"$\":\"dmFsdWUx\",\"column\":\"Y2Y6YQ==\"},{\"$\":\"eD15\","
                       "\"column\":\"Y2Y6Yg==\"}],\"key\":\"cm93MQ==\"}]}"));
    }

    void putReadOnlyIsRefusedLocally()
    {
        const CliRun r = run({QStringLiteral("--read-only"), QStringLiteral("put"), QStringLiteral("row1"),
                              QStringLiteral("cf:a=v")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("read-only"));
        QCOMPARE(m_server->requests().size(), 0);
    }

    void putUsageErrors()
    {
        QCOMPARE(run({QStringLiteral("put"), QStringLiteral("row1")}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("put"), QStringLiteral("row1"), QStringLiteral("novalue")}).exitCode, 2);
        QCOMPARE(m_server->requests().size(), 0);
    }

    void deleteColumns()
    {
        m_server->enqueue(ScriptedResponse::empty(200));
        m_server->enqueue(ScriptedResponse::text(404, "Not found\r\n"));
        CliRun r = run({QStringLiteral("delete"), QStringLiteral("row1"), QStringLiteral("cf:a"),
                        QStringLiteral("cf2")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(m_server->requests().first().method, QByteArray("DELETE"));
        QCOMPARE(m_server->requests().first().target, QByteArray("/t/row1/cf:a,cf2"));
        r = run({QStringLiteral("delete"), QStringLiteral("row1")});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(m_server->requests().at(1).target, QByteArray("/t/row1"));
    }

    // A family the profile does not have is refused before any request. It used to be asked for:
    // `get` then said the row was not found, `scan` printed rows without the cells.
    void columnsOfAnUnknownFamily_data()
    {
        const QString key = QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("get") << QStringList{QStringLiteral("get"), key, QStringLiteral("--columns"),
                                            QStringLiteral("grobid:status_code")};
        QTest::newRow("scan, a family")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--columns"), QStringLiteral("f,grobid")};
        QTest::newRow("delete") << QStringList{QStringLiteral("delete"), key,
                                               QStringLiteral("grobid:status_code")};
    }
    void columnsOfAnUnknownFamily()
    {
        QFETCH(QStringList, args);
        const CliRun r = Ei::Test::runCli(QStringList{QStringLiteral("--url"), m_server->url().toString(),
                                                      QStringLiteral("--table"),
                                                      QStringLiteral("wbgrp-journal-extract-0-test")} +
                                          args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("'grobid' is not a column family of this table (profile journal-extract"),
                 r.err.constData());
        QCOMPARE(m_server->requests().size(), 0);
    }

    void missingUrlOrTableIsUsageError()
    {
        CliRun r = run({QStringLiteral("tables")}, false);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--url"));
        r = run(
            {QStringLiteral("--url"), m_server->url().toString(), QStringLiteral("get"), QStringLiteral("k")},
            false);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--table"));
    }

    void tlsOptions()
    {
        // A CA file that is not a PEM certificate is a usage error before any request.
        CliRun r = run(
            {QStringLiteral("--ca-file"), QStringLiteral("/nonexistent/ca.pem"), QStringLiteral("tables")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("CA file '/nonexistent/ca.pem'"), r.err.constData());
        QVERIFY(m_server->requests().isEmpty());
        // --insecure is said on stderr, even with --quiet (the https server is not there: exit 1).
        const QString https = QStringLiteral("https://127.0.0.1:%1").arg(m_server->url().port());
        m_server.reset();
        r = run({QStringLiteral("--url"), https, QStringLiteral("--table"), QStringLiteral("t"),
                 QStringLiteral("--insecure"), QStringLiteral("--quiet"), QStringLiteral("tables")},
                false);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("are not verified (insecure connection)"), r.err.constData());
    }

    void unreachableServerIsExit1()
    {
        const QString url = m_server->url().toString();
        m_server.reset();
        const CliRun r = run({QStringLiteral("--url"), url, QStringLiteral("tables")}, false);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("refused"));
    }
};

QTEST_GUILESS_MAIN(TestCliData)
#include "tst_clidata.moc"
