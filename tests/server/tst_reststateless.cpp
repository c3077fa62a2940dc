// Scans through a read-only gateway (hbase-rest.md §6.4): scanner creation answers 403, so the
// Scanner falls back to stateless pages (§3.6) with the filter in the filter language. Every scan
// shape the CLI and the GUI use must give exactly the rows a stateful scanner gives, across many
// small pages, in any server version's dialect.
#include <common/callwait.h>

#include <QTest>

#include <core/hbase/filter.h>
#include <core/hbase/restclient.h>
#include <core/hbase/scanner.h>
#include <core/hbase/statelessscan.h>
#include <server/restserver.h>
#include <server/tablestore.h>

#include "common/rawhttp.h"

using namespace Ei::Core;
using namespace Ei::Server;
using Ei::Test::await;

namespace {

QByteArray key(int i)
{
    return "row" + QByteArray::number(i).rightJustified(3, '0');
}

// 60 rows: cf:a everywhere, cf:b on even rows, cf2:z on every 5th, 40 cells on row 7 (so pages
// of a few rows differ a lot in size), a quote and non-ASCII text in some values.
CellSet fixture()
{
    CellSet rows;
    for (int i = 0; i < 60; ++i) {
        Row row{key(i), {}};
        row.cells.append(Cell{"cf:a", 1000, "v" + QByteArray::number(i % 7)});
        if (i % 2 == 0) {
            row.cells.append(Cell{"cf:b", 1000, i % 4 == 0 ? QByteArray("it's") : QByteArray("caf\xc3\xa9")});
        }
        if (i == 7) {
            for (int q = 0; q < 40; ++q) {
                row.cells.append(
                    Cell{"cf:q" + QByteArray::number(q).rightJustified(2, '0'), 1000, QByteArray(500, 'x')});
            }
        }
        if (i % 5 == 0) {
            row.cells.append(Cell{"cf2:z", 1000, QByteArray("\x00\x00\x00\xc8", 4)});
        }
        std::sort(row.cells.begin(), row.cells.end(),
                  [](const Cell &l, const Cell &r) { return l.column < r.column; });
        rows.append(row);
    }
    return rows;
}

Result<CellSet> scanAll(RestClient &client, const ScanSpec &spec)
{
    CellSet all;
    auto *call = client.scanAll(
        spec, &client,
        [&all](const CellSet &page) {
            all.append(page);
            return true;
        },
        7);
    auto total = await(call);
    if (!total) {
        return std::unexpected(total.error());
    }
    return all;
}

} // namespace

class TestRestStateless : public QObject
{
    Q_OBJECT

    std::unique_ptr<RestServer> m_writable;
    std::unique_ptr<RestServer> m_readOnly;

    static std::unique_ptr<RestServer> start(bool readOnly, const QString &version)
    {
        RestServerOptions options;
        options.readOnly = readOnly;
        options.hbaseVersion = version;
        auto server = Ei::Test::startRestServer(options);
        if (server) {
            (void)server->table(QStringLiteral("users"))->put(fixture());
        }
        return server;
    }

    static ConnectionConfig config(const RestServer &server)
    {
        ConnectionConfig c;
        c.baseUrl = QUrl(server.baseUrl());
        c.table = QStringLiteral("users");
        return c;
    }

    // Small pages: a handful of rows each, so every scan crosses many page boundaries.
    static ScanSpec small(ScanSpec spec)
    {
        spec.statelessFirstRows = 3;
        spec.pageBytes = 1500;
        spec.batch = 20;
        return spec;
    }

private Q_SLOTS:
    void scansMatchTheStatefulScanner_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("shape");
        for (const char *shape : {"all", "start-stop", "include-stop", "exclusive-start", "columns", "limit",
                                  "where", "where-binary", "keys-only", "prefix", "time-range", "versions"}) {
            QTest::addRow("2.6.1 %s", shape) << QStringLiteral("2.6.1") << QString::fromLatin1(shape);
        }
        // What depends on the version: exclusive starts and inclusive stops (includeStartRow since
        // 2.5.12, else key + 0x00), binary filters (filter_b64 since 2.4.18), the scanner limit (3.x).
        for (const QString &version : {QStringLiteral("2.4.17"), QStringLiteral("3.0.0")}) {
            for (const char *shape : {"include-stop", "exclusive-start", "limit", "where-binary"}) {
                QTest::addRow("%s %s", qPrintable(version), shape) << version << QString::fromLatin1(shape);
            }
        }
    }
    void scansMatchTheStatefulScanner()
    {
        QFETCH(QString, version);
        QFETCH(QString, shape);
        m_writable = start(false, version);
        m_readOnly = start(true, version);
        QVERIFY(m_writable && m_readOnly);
        ScanSpec spec;
        if (shape == u"start-stop") {
            spec.startRow = key(5);
            spec.stopRow = key(41);
        } else if (shape == u"include-stop") {
            spec.startRow = key(5);
            spec.stopRow = key(41);
            spec.includeStopRow = true;
        } else if (shape == u"exclusive-start") {
            spec.startRow = key(5);
            spec.includeStartRow = false;
        } else if (shape == u"columns") {
            spec.columns = {"cf:b", "cf2"};
        } else if (shape == u"limit") {
            spec.limit = 23;
        } else if (shape == u"where") {
            spec.filter = *whereFilter({QStringLiteral("cf:a=v3"), QStringLiteral("has:cf:b")});
        } else if (shape == u"where-binary") {
            // 8-byte-style binary values need filter_b64 (2.4.18+) or fail with a clear sentence.
            spec.filter = Filter::singleColumnValue(
                "cf2", "z", CompareOp::Equal, Comparator::binary(QByteArray("\x00\x00\x00\xc8", 4)), true);
        } else if (shape == u"keys-only") {
            spec.filter = Filter::all({Filter::keyOnly(), Filter::firstKeyOnly()});
        } else if (shape == u"prefix") {
            spec.startRow = "row01";
            spec.stopRow = prefixStopRow("row01");
        } else if (shape == u"time-range") {
            spec.startTime = 1000;
            spec.endTime = 1001;
        } else if (shape == u"versions") {
            spec.maxVersions = 2;
            spec.filter = Filter::value(CompareOp::Equal, Comparator::substring(QStringLiteral("'S")));
        }
        spec = small(spec);

        RestClient stateful(config(*m_writable));
        auto expected = scanAll(stateful, spec);
        EI_VERIFY_OK(expected);
        QVERIFY(!expected->isEmpty());

        RestClient client(config(*m_readOnly));
        auto got = scanAll(client, spec);
        if (shape == u"where-binary" && version == u"2.4.17") {
            // Before filter_b64 a filter can only travel as UTF-8 text.
            QVERIFY(!got.has_value());
            QCOMPARE(got.error().kind, ErrorKind::InvalidInput);
            QVERIFY2(got.error().message.contains(QStringLiteral("not UTF-8 text")),
                     qPrintable(got.error().message));
            return;
        }
        EI_VERIFY_OK(got);
        QCOMPARE(got->size(), expected->size());
        QCOMPARE(*got, *expected);

        // The gateway refused the scanner once, then only GETs went out, many of them.
        const auto &log = m_readOnly->requestLog();
        QVERIFY(!log.isEmpty());
        QCOMPARE(log.first().method, QByteArray("POST"));
        QCOMPARE(log.first().status, 403);
        qsizetype gets = 0;
        for (qsizetype i = 1; i < log.size(); ++i) {
            if (log[i].path.endsWith("/*")) {
                QCOMPARE(log[i].method, QByteArray("GET"));
                QCOMPARE(log[i].status, 200);
                ++gets;
            }
        }
        QVERIFY2(gets >= 2 || expected->size() <= 3, qPrintable(QString::number(gets))); // crossed pages
        QVERIFY(client.scannersRefused());
        // A second scan does not ask for a scanner again.
        m_readOnly->clearRequestLog();
        EI_VERIFY_OK(scanAll(client, spec));
        for (const Ei::Server::RestLogEntry &e : m_readOnly->requestLog()) {
            QVERIFY(e.method != "POST");
        }
    }

    void forcedModes()
    {
        m_readOnly = start(true, QStringLiteral("2.6.1"));
        m_writable = start(false, QStringLiteral("2.6.1"));
        // Stateful forced: the refusal is the answer.
        ConnectionConfig c = config(*m_readOnly);
        c.scanMode = ScanMode::Stateful;
        RestClient strict(c);
        auto refused = scanAll(strict, small({}));
        QVERIFY(!refused.has_value());
        QCOMPARE(refused.error().kind, ErrorKind::Forbidden);
        // Stateless forced (per scan) on a writable gateway: no POST at all, same rows.
        RestClient client(config(*m_writable));
        ScanSpec spec = small({});
        spec.mode = ScanMode::Stateless;
        auto rows = scanAll(client, spec);
        EI_VERIFY_OK(rows);
        QCOMPARE(rows->size(), 60);
        for (const Ei::Server::RestLogEntry &e : m_writable->requestLog()) {
            QCOMPARE(e.method, QByteArray("GET"));
        }
    }

    void binaryKeysSayWhy()
    {
        m_readOnly = start(true, QStringLiteral("2.6.1"));
        // A raw20-style key between row030 and row031: the page after it cannot be asked for.
        (void)m_readOnly->table(QStringLiteral("users"))
            ->put({Row{key(30) + "\xff\x01", {Cell{"cf:a", 1, "x"}}}});
        RestClient client(config(*m_readOnly));
        ScanSpec spec = small({});
        spec.statelessFirstRows = 1; // one row per page: every key becomes a start row
        spec.pageBytes = 1;
        spec.startRow = key(25);
        auto rows = scanAll(client, spec);
        QVERIFY(!rows.has_value());
        QCOMPARE(rows.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(rows.error().message.contains(QStringLiteral("raw20")), qPrintable(rows.error().message));
        QVERIFY(rows.error().message.contains(QStringLiteral("not UTF-8 text")));
    }

    void pageRequestsAreExact()
    {
        ServerFeatures old;
        ServerFeatures current = ServerFeatures::forVersion(QStringLiteral("2.6.3"));
        ScanSpec spec;
        spec.startRow = "a b";
        spec.stopRow = "z/";
        spec.includeStopRow = true;
        spec.columns = {"cf:a", "cf2"};
        spec.maxVersions = 2;
        spec.startTime = 5;
        spec.endTime = 9;
        auto first = statelessPage(spec, old, std::nullopt, 10, {});
        EI_VERIFY_OK(first);
        QCOMPARE(first->path, QByteArray("/*"));
        QCOMPARE(first->query, QByteArray("startrow=a%20b&endrow=z%2F%00&column=cf%3Aa&column=cf2&limit=10&"
                                          "maxversions=2&starttime=5&endtime=9"));
        auto next = statelessPage(spec, current, QByteArray("m'"), 4, "filter=KeyOnlyFilter%28%29");
        EI_VERIFY_OK(next);
        QCOMPARE(next->query,
                 QByteArray("startrow=m%27&includeStartRow=false&endrow=z%2F&includeStopRow=true&"
                            "column=cf%3Aa&column=cf2&limit=4&maxversions=2&starttime=5&endtime=9&"
                            "filter=KeyOnlyFilter%28%29"));
        auto oldNext = statelessPage(spec, old, QByteArray("m"), 4, {});
        QVERIFY(oldNext->query.startsWith("startrow=m%00&endrow="));
        // A prefix whose stop row is not text goes in the path instead.
        ScanSpec prefix;
        prefix.startRow = "\x7f";
        prefix.stopRow = prefixStopRow(prefix.startRow);
        auto viaPath = statelessPage(prefix, old, std::nullopt, 10, {});
        EI_VERIFY_OK(viaPath);
        QCOMPARE(viaPath->path, QByteArray("/%7F*"));
        QCOMPARE(viaPath->query, QByteArray("limit=10&maxversions=1"));
        // Filters: plain text as filter=, bytes as filter_b64 where the server has it.
        ScanSpec filtered;
        filtered.filter = Filter::prefix("it's");
        QCOMPARE(*statelessFilterParameter(filtered, old),
                 QByteArray("filter=PrefixFilter%28%27it%27%27s%27%29"));
        filtered.filter = Filter::prefix(QByteArray("\xc8", 1));
        QVERIFY(!statelessFilterParameter(filtered, old).has_value());
        QCOMPARE(*statelessFilterParameter(filtered, current),
                 "filter_b64=" +
                     QByteArray("PrefixFilter('\xc8')")
                         .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
        filtered.filter = Filter::page(5);
        QVERIFY(statelessFilterParameter(filtered, current)
                    .error()
                    .message.contains(QStringLiteral("PageFilter")));
    }

    void cancelStopsTheScan()
    {
        m_readOnly = start(true, QStringLiteral("2.6.1"));
        RestClient client(config(*m_readOnly));
        Scanner *scanner = client.openScanner(small({}), &client);
        auto first = await(scanner->fetchNext(5));
        EI_VERIFY_OK(first);
        QCOMPARE(first->size(), 5);
        auto *call = scanner->fetchNext(5);
        call->cancel();
        auto cancelled = await(call);
        QVERIFY(!cancelled.has_value());
        QCOMPARE(cancelled.error().kind, ErrorKind::Cancelled);
        QVERIFY(scanner->atEnd());
        QTRY_COMPARE(client.requestsInFlight(), 0);
    }

    void cleanup()
    {
        m_writable.reset();
        m_readOnly.reset();
    }
};

QTEST_GUILESS_MAIN(TestRestStateless)
#include "tst_reststateless.moc"
