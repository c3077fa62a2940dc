// End-to-end: `lookup` resolves SHA-1 spellings in the table's key format, prints a key only when
// one light request found its row (a miss exits 4), normalises without any request with
// --offline, reports DOIs as needing a server, and rejects anything else with exit 2 and one clear
// sentence.
#include <common/cellsetjson.h>
#include <common/clirun.h>
#include <common/scriptedhttpserver.h>
#include <common/servedtable.h>
#include <common/testutil.h>

#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <core/domain/rowkey.h>
#include <server/restserver.h>

class TestCliLookup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lookup_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stdoutText");
        QTest::addColumn<QString>("stderrContains");
        const QString prefixed = QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J");
        const QString hex = QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b69");
        const QString prod = QStringLiteral("--table=wbgrp-journal-extract-0-prod");
        const QString offline = QStringLiteral("--offline");
        QTest::newRow("hex to default format") << QStringList{QStringLiteral("lookup"), offline, prod, hex}
                                               << 0 << prefixed + u'\n' << QString();
        QTest::newRow("lower base32, no table")
            << QStringList{QStringLiteral("lookup"), offline, prefixed.toLower()} << 0 << prefixed + u'\n'
            << QString();
        QTest::newRow("key format hex")
            << QStringList{QStringLiteral("lookup"),   offline, prod, QStringLiteral("--key-format"),
                           QStringLiteral("sha1-hex"), prefixed}
            << 0 << hex + u'\n' << QString();
        QTest::newRow("raw20 printed as hex")
            << QStringList{QStringLiteral("--key-format=raw20"), QStringLiteral("lookup"), prefixed, offline}
            << 0 << hex + u'\n' << QString();
        QTest::newRow("bare base32") << QStringList{QStringLiteral("lookup"), offline,
                                                    QStringLiteral("--key-format=sha1-b32"), hex}
                                     << 0 << prefixed.mid(5) + u'\n' << QString();
        QTest::newRow("two queries") << QStringList{QStringLiteral("lookup"), offline, hex,
                                                    QStringLiteral("  ") + prefixed}
                                     << 0 << prefixed + u'\n' + prefixed + u'\n' << QString();
        QTest::newRow("bad input") << QStringList{QStringLiteral("lookup"), QStringLiteral("abc")} << 2
                                   << QString() << QStringLiteral("“abc” is neither a SHA-1");
        QTest::newRow("fatcat file lookup link")
            << QStringList{QStringLiteral("lookup"), offline,
                           QStringLiteral("https://fatcat.wiki/file/lookup?sha1=") + hex}
            << 0 << prefixed + u'\n' << QString();
        QTest::newRow("no query") << QStringList{QStringLiteral("lookup")} << 2 << QString()
                                  << QStringLiteral("lookup needs a QUERY");
        QTest::newRow("bad key format")
            << QStringList{QStringLiteral("lookup"), QStringLiteral("--key-format=sha256"), hex} << 2
            << QString() << QStringLiteral("'sha256' is not a key format");
        QTest::newRow("unknown profile")
            << QStringList{QStringLiteral("lookup"), QStringLiteral("--profile=nope"), hex} << 2 << QString()
            << QStringLiteral("there is no profile 'nope'");
        // A DOI is resolved by a server-side scan: without a server it is a usage error.
        QTest::newRow("doi needs server")
            << QStringList{QStringLiteral("lookup"),
                           QStringLiteral("https://doi.org/10.1177/02683962211048201")}
            << 2 << QString() << QStringLiteral("--url");
        // A SHA-1 is checked against the table: without one it is a usage error naming both ways.
        QTest::newRow("sha1 needs the table")
            << QStringList{QStringLiteral("lookup"), hex} << 2 << QString()
            << QStringLiteral(
                   "lookup checks that the row exists: give --url and --table (or --connection), or "
                   "--offline to only normalise the SHA-1");
        QTest::newRow("doi offline") << QStringList{QStringLiteral("lookup"), offline,
                                                    QStringLiteral("10.1177/02683962211048201")}
                                     << 2 << QString()
                                     << QStringLiteral("--offline only normalises SHA-1s; the DOI "
                                                       "10.1177/02683962211048201 is resolved by a scan");
    }
    void lookup()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stdoutText);
        QFETCH(QString, stderrContains);
        QTemporaryDir home; // no user profiles leak in from the machine running the tests
        Ei::Test::CliOptions options;
        options.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
        const Ei::Test::CliRun r = Ei::Test::runCli(args, options);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(r.exitCode, exitCode); // -1: it did not finish, -2: it crashed
        QCOMPARE(QString::fromUtf8(r.out), stdoutText);
        QVERIFY2(err.contains(stderrContains), qPrintable(err));
        if (exitCode == 1) {
            QVERIFY(err.contains(QLatin1StringView("DOI lookup needs a server (--url)")));
        }
    }

    // Against a served table: a hit prints the key in the table's format, a miss prints nothing
    // for it and exits 4 naming the key and the table.
    void againstTable_data()
    {
        QTest::addColumn<QStringList>("queries");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("stdoutText");
        QTest::addColumn<QString>("stderrContains");
        const QByteArray present = Ei::Test::ServedTable::keyFor("present");
        const QByteArray absent = Ei::Test::ServedTable::keyFor("absent");
        const QString presentHex =
            QString::fromLatin1(Ei::Core::parseSha1(QString::fromLatin1(present))->toHex());
        QTest::newRow("hit, hex spelling") << QStringList{presentHex} << 0 << present + '\n' << QString();
        QTest::newRow("miss")
            << QStringList{QString::fromLatin1(absent).toLower()} << 4 << QByteArray()
            << QStringLiteral("no row %1 in wbgrp-journal-extract-0-qa").arg(QLatin1String(absent));
        QTest::newRow("hit and miss")
            << QStringList{QString::fromLatin1(absent), QString::fromLatin1(present)} << 4 << present + '\n'
            << QStringLiteral("no row %1 in").arg(QLatin1String(absent));
        QTest::newRow("offline: no request")
            << QStringList{QStringLiteral("--offline"), QString::fromLatin1(absent)} << 0 << absent + '\n'
            << QString();
    }
    void againstTable()
    {
        QFETCH(QStringList, queries);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, stdoutText);
        QFETCH(QString, stderrContains);
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        table.put({Ei::Test::ServedTable::processedRow(Ei::Test::ServedTable::keyFor("present"))});
        const Ei::Test::CliRun r =
            Ei::Test::runCli(QStringList{QStringLiteral("--url"), table.server()->baseUrl(),
                                         QStringLiteral("--table"), table.table(), QStringLiteral("lookup")} +
                             queries);
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(r.out, stdoutText);
        QVERIFY2(QString::fromUtf8(r.err).contains(stderrContains), r.err.constData());
        if (exitCode != 0) {
            QCOMPARE(r.err.count('\n'), 1); // one sentence
        }
    }

    // Raw 20-byte keys cannot be a stateless scan's start row: the row is read by key (base64 in
    // the URL), and printed as hex.
    void binaryKeys()
    {
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        const auto sha1 = Ei::Core::parseSha1(QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b69"));
        QVERIFY(sha1.has_value());
        table.put({Ei::Core::Row{Ei::Core::encodeRowKey(*sha1, Ei::Core::KeyFormat::Raw20),
                                 {Ei::Test::ServedTable::textCell("f:c", "{}")}}});
        const QStringList raw20{QStringLiteral("--url"),        table.server()->baseUrl(),
                                QStringLiteral("--table"),      table.table(),
                                QStringLiteral("--key-format"), QStringLiteral("raw20"),
                                QStringLiteral("lookup")};
        const Ei::Test::CliRun hit =
            Ei::Test::runCli(raw20 + QStringList{QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J")});
        QCOMPARE(hit.exitCode, 0);
        QCOMPARE(hit.out, QByteArray("63c57ad9949c6862bf7e92de750d78f34d4e4b69\n"));
        const QString other = QStringLiteral("ffffffffffffffffffffffffffffffffffffffff"); // not UTF-8 either
        const Ei::Test::CliRun miss = Ei::Test::runCli(raw20 + QStringList{other});
        QCOMPARE(miss.exitCode, 4);
        QVERIFY2(QString::fromUtf8(miss.err).contains(
                     QStringLiteral("no row %1 in wbgrp-journal-extract-0-qa").arg(other)),
                 miss.err.constData());
    }

    // The check is one GET that brings no cell value back: a stateless scan of exactly the key
    // with FirstKeyOnlyFilter and KeyOnlyFilter (a row GET would carry the whole row, TEI and all).
    void oneLightRequest_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("no row") << QByteArray("{\"Row\":[]}") << 4;
        QTest::newRow("row") << Ei::Test::cellSetJson(
                                    {{"sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J", {{"f:c", ""}}}})
                             << 0;
    }
    void oneLightRequest()
    {
        QFETCH(QByteArray, answer);
        QFETCH(int, exitCode);
        Ei::Test::ScriptedHttpServer server;
        QVERIFY(server.listen());
        server.enqueue(Ei::Test::ScriptedResponse::json(200, answer));
        const Ei::Test::CliRun r = Ei::Test::runCli(
            {QStringLiteral("--url"), server.url().toString(), QStringLiteral("--table"), QStringLiteral("t"),
             QStringLiteral("--key-format"), QStringLiteral("sha1-b32-prefixed"), QStringLiteral("lookup"),
             QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b69")});
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(server.requests().size(), 1);
        const Ei::Test::RecordedRequest &request = server.requests().first();
        QCOMPARE(request.method, QByteArray("GET"));
        QCOMPARE(request.path(), QByteArray("/t/*"));
        const QUrlQuery query(QString::fromLatin1(request.query()));
        QCOMPARE(query.queryItemValue(QStringLiteral("startrow"), QUrl::FullyDecoded),
                 QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J"));
        QCOMPARE(query.queryItemValue(QStringLiteral("endrow"), QUrl::FullyDecoded),
                 QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J") + QChar(0));
        QCOMPARE(query.queryItemValue(QStringLiteral("limit")), QStringLiteral("1"));
        const QString filter = query.queryItemValue(QStringLiteral("filter"), QUrl::FullyDecoded);
        QVERIFY2(filter.contains(QLatin1String("FirstKeyOnlyFilter()")) &&
                     filter.contains(QLatin1String("KeyOnlyFilter()")),
                 qPrintable(filter));
        QVERIFY(!query.hasQueryItem(QStringLiteral("column")));
    }

    void brokenProfileFileNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"name\": \"x\", \"columns\": [{\"column\": \"f:a\", \"type\": \"int32\"}]}");
        f.close();
        const Ei::Test::CliRun r =
            Ei::Test::runCli({QStringLiteral("--profile"), path, QStringLiteral("lookup"),
                              QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b69")});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral("x.json: columns[0].type 'int32' is not a known type")),
                 qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCliLookup)
#include "tst_clilookup.moc"
