// VerifiedScan against the real RestServer: a scan that the gateway ends early with a 204 (as
// HBase does on I/O errors) is caught by the keys-only verification pass and continued; rows that
// changed to match behind the scan are read by key; a count that does not add up fails as "may be
// incomplete"; the pass is read as stateless pages unless the keys cannot be sent that way.
#include <common/callwait.h>
#include <common/rawhttp.h>
#include <common/scannerfaults.h>
#include <optional>

#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <core/hbase/verifiedscan.h>
#include <server/restserver.h>

using namespace Ei::Core;
using namespace Ei::Server;
using Ei::Test::await;
using Ei::Test::ScannerFaults;

namespace {

constexpr int kRows = 300;

QByteArray keyOf(int i)
{
    return "row" + QByteArray::number(i).rightJustified(4, '0');
}

// Rows whose cf:a is "x" match: every third one.
Filter matchesX()
{
    return Filter::singleColumnValue("cf", "a", CompareOp::Equal, Comparator::binary("x"), true);
}

} // namespace

class TestVerifiedScan : public QObject
{
    Q_OBJECT

    std::unique_ptr<RestServer> m_server;
    std::unique_ptr<RestClient> m_client;

    TableStore *table() const { return m_server->table(QStringLiteral("users")); }

    // Drains the scan; `onPage` runs after each page (to change the table behind the scan).
    static Result<QByteArrayList> drain(VerifiedScan &scan, const std::function<void(int)> &onPage = {})
    {
        QByteArrayList keys;
        int pages = 0;
        while (!scan.atEnd()) {
            auto page = await(scan.fetchNext(20));
            if (!page) {
                return std::unexpected(page.error());
            }
            for (const Row &row : *page) {
                keys.append(row.key);
            }
            if (onPage) {
                onPage(++pages);
            }
        }
        return keys;
    }

    static QByteArrayList keys(int from, int to, int step = 1)
    {
        QByteArrayList out;
        for (int i = from; i < to; i += step) {
            out.append(keyOf(i));
        }
        return out;
    }

    qsizetype statelessGets() const
    {
        return std::ranges::count_if(m_server->requestLog(), [](const RestLogEntry &e) {
            return e.method == "GET" && e.path.endsWith("/*");
        });
    }

private Q_SLOTS:
    void init()
    {
        m_server = Ei::Test::startRestServer();
        QVERIFY(m_server);
        CellSet rows;
        for (int i = 0; i < kRows; ++i) {
            rows.append(Row{keyOf(i), {Cell{"cf:a", 1, i % 3 == 0 ? "x" : "y"}, Cell{"cf:b", 1, "b"}}});
        }
        QVERIFY(table()->put(rows));
        ConnectionConfig c;
        c.baseUrl = QUrl(m_server->baseUrl());
        c.table = QStringLiteral("users");
        c.timeoutMs = 5000;
        m_client = std::make_unique<RestClient>(c);
    }

    void cleanup()
    {
        m_client.reset();
        m_server.reset();
    }

    void anEarlyEndIsCaughtAndTheScanContinues_data()
    {
        QTest::addColumn<bool>("filtered");
        QTest::addColumn<bool>("countMode");
        QTest::addColumn<bool>("probeOnly");
        QTest::newRow("whole table, count") << false << true << false;
        QTest::newRow("filter, count") << true << true << false;
        QTest::newRow("filter, accounted") << true << false << false;
        QTest::newRow("whole table, probe") << false << true << true;
        QTest::newRow("filter, probe") << true << true << true;
    }
    void anEarlyEndIsCaughtAndTheScanContinues()
    {
        QFETCH(bool, filtered);
        QFETCH(bool, countMode);
        QFETCH(bool, probeOnly);
        // The gateway ends the main pass with a 204 after its second page, twice.
        ScannerFaults faults(m_server.get(), ScannerFaults::Kind::EndEarly, 2, 2);
        ScanSpec spec;
        spec.batch = 30;
        spec.pageBytes = 0;
        if (filtered) {
            spec.filter = matchesX();
        }
        QSet<QByteArray> handled;
        VerificationOptions options;
        options.recovery = {8, 1, 4};
        options.probeOnly = probeOnly;
        if (!countMode) {
            options.accounted = [&handled](const QByteArray &key) { return handled.contains(key); };
        }
        VerifiedScan scan(m_client.get(), spec, options);
        QByteArrayList got;
        while (!scan.atEnd()) {
            auto page = await(scan.fetchNext(20));
            EI_VERIFY_OK(page);
            for (const Row &row : *page) {
                got.append(row.key);
                handled.insert(row.key);
            }
        }
        QCOMPARE(got, filtered ? keys(0, kRows, 3) : keys(0, kRows));
        QCOMPARE(faults.injected(), 2);
        QCOMPARE(scan.verificationPasses(), 3); // two found the early ends, the third nothing
        QVERIFY(scan.rowsFoundByVerification() > 0);
        QVERIFY(scan.statelessVerification());
        // A count pass also probes for a key after the last row beside the count (probeEnd()).
        const bool counts = countMode && !probeOnly;
        QCOMPARE(statelessGets(), counts ? 6 : 3);
        QCOMPARE(scan.isEndProven(), counts);
    }

    // Count mode: the count stops at the last row delivered, and a probe beside it looks for a
    // key after it; the end is proven (endProven()) only by a probe that finds nothing.
    void aCountStopsAtTheLastRowAndAProbeLooksAfterIt_data()
    {
        QTest::addColumn<bool>("endedEarly");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cellsPerPage");
        QTest::newRow("complete") << false << kRows << 30;
        QTest::newRow("ended early") << true << kRows << 30;
        // The early end after more rows than the count's first page (1000 keys): the count goes
        // on past its first page although the probe beside it found the key after the last row.
        QTest::newRow("ended early after 1200 of 3000 rows") << true << 3000 << 1200;
    }
    void aCountStopsAtTheLastRowAndAProbeLooksAfterIt()
    {
        QFETCH(bool, endedEarly);
        QFETCH(int, rows);
        QFETCH(int, cellsPerPage);
        CellSet more;
        for (int i = kRows; i < rows; ++i) {
            more.append(Row{keyOf(i), {Cell{"cf:a", 1, "y"}, Cell{"cf:b", 1, "b"}}});
        }
        QVERIFY(table()->put(more));
        std::optional<ScannerFaults> faults;
        if (endedEarly) {
            faults.emplace(m_server.get(), ScannerFaults::Kind::EndEarly, 2, 1);
        }
        ScanSpec spec;
        spec.batch = cellsPerPage;
        spec.pageBytes = 0;
        VerifiedScan scan(m_client.get(), spec, VerificationOptions{});
        QSignalSpy proven(&scan, &VerifiedScan::endProven);
        const auto result = drain(scan);
        EI_VERIFY_OK(result);
        QCOMPARE(*result, keys(0, rows)); // the early end's rows too, in order
        QCOMPARE(scan.verificationPasses(), endedEarly ? 2 : 1);
        QCOMPARE(proven.size(), 1); // not by the pass that found the early end
        QVERIFY(scan.isEndProven());
        QByteArrayList probes;
        QByteArrayList counts;
        for (const RestLogEntry &e : m_server->requestLog()) {
            if (e.method == "GET" && e.path.endsWith("/*")) {
                (e.query.contains("limit=1&") ? probes : counts).append(e.query);
            }
        }
        QCOMPARE(probes.size(), scan.verificationPasses());
        QVERIFY(counts.size() >= scan.verificationPasses()); // a count of 3000 keys takes pages
        // The last probe starts after the last row of the table; the last count ends just after it.
        const QByteArray last = keyOf(rows - 1);
        QVERIFY2(probes.last().contains(QByteArray("startrow=" + last)), probes.last().constData());
        QVERIFY2(counts.last().contains(QByteArray("endrow=" + last + "%00")), counts.last().constData());
    }

    // The probe reads one key, from just after the last row delivered; without the probe the
    // same early end would be taken for the end of the table.
    void aProbeReadsOneKeyAfterTheLastRow_data()
    {
        QTest::addColumn<bool>("endedEarly");
        QTest::newRow("complete") << false;
        QTest::newRow("ended early") << true;
    }
    void aProbeReadsOneKeyAfterTheLastRow()
    {
        QFETCH(bool, endedEarly);
        std::optional<ScannerFaults> faults;
        if (endedEarly) {
            faults.emplace(m_server.get(), ScannerFaults::Kind::EndEarly, 2, 1);
        }
        ScanSpec spec;
        spec.batch = 30;
        spec.pageBytes = 0;
        VerificationOptions options;
        options.probeOnly = true;
        VerifiedScan scan(m_client.get(), spec, options);
        const auto result = drain(scan);
        EI_VERIFY_OK(result);
        QCOMPARE(*result, keys(0, kRows));
        QCOMPARE(scan.verificationPasses(), endedEarly ? 2 : 1);
        QCOMPARE(scan.rowsFoundByVerification() > 0, endedEarly);
        QByteArrayList probes;
        for (const RestLogEntry &e : m_server->requestLog()) {
            if (e.method == "GET" && e.path.endsWith("/*")) {
                probes.append(e.query);
            }
        }
        QCOMPARE(probes.size(), scan.verificationPasses());
        for (const QByteArray &query : std::as_const(probes)) {
            QVERIFY2(query.contains("limit=1&") && query.contains("startrow=row"), query.constData());
        }
        // The last probe starts after the last row of the table and finds nothing.
        QVERIFY2(probes.last().contains(QByteArray("startrow=" + keyOf(kRows - 1))),
                 probes.last().constData());
    }

    void rowsThatChangedToMatchBehindTheScanAreReadByKey()
    {
        ScanSpec spec;
        spec.batch = 30;
        spec.pageBytes = 0;
        spec.filter = matchesX();
        QSet<QByteArray> handled;
        VerificationOptions options;
        options.accounted = [&handled](const QByteArray &key) { return handled.contains(key); };
        VerifiedScan scan(m_client.get(), spec, options);
        QByteArrayList got;
        bool changed = false;
        while (!scan.atEnd()) {
            auto page = await(scan.fetchNext(20));
            EI_VERIFY_OK(page);
            for (const Row &row : *page) {
                got.append(row.key);
                handled.insert(row.key);
            }
            if (!changed && got.size() > 40) {
                // Behind the scan, rows 1 and 2 now match: a job must not say it is done.
                QVERIFY(table()->put(
                    {Row{keyOf(1), {Cell{"cf:a", 2, "x"}}}, Row{keyOf(2), {Cell{"cf:a", 2, "x"}}}}));
                changed = true;
            }
        }
        QByteArrayList expected = keys(0, kRows, 3);
        expected += {keyOf(1), keyOf(2)};
        QCOMPARE(got, expected);
        QCOMPARE(scan.rowsFoundByVerification(), 2);
        QCOMPARE(scan.verificationPasses(), 2);
    }

    void aCountThatDoesNotAddUpMayBeIncomplete()
    {
        ScanSpec spec;
        spec.batch = 30;
        spec.pageBytes = 0;
        VerificationOptions options;
        options.deliveredBefore = 0;
        VerifiedScan scan(m_client.get(), spec, options);
        const auto result = drain(scan, [this](int page) {
            if (page == 3) {
                // A row appears behind the scan: an export cannot put it in order any more.
                QVERIFY(table()->put({Row{"row0001a", {Cell{"cf:a", 1, "x"}}}}));
            }
        });
        QVERIFY(!result);
        QCOMPARE(result.error().kind, ErrorKind::Integrity);
        QVERIFY2(result.error().message.contains(QLatin1StringView("may be incomplete")) &&
                     result.error().message.contains(QLatin1StringView("301 rows")),
                 qPrintable(result.error().message));
    }

    void theVerificationWaitsForTheNextFetch()
    {
        // The main pass ends with a 204 and no row (here: nothing after the start). The fetch
        // answers an empty page, not the end: a job still writing its last rows verifies only when
        // it asks again (verifying at once found those rows unsettled and handled them twice).
        ScanSpec spec;
        spec.startRow = keyOf(kRows);
        VerifiedScan scan(m_client.get(), spec, {});
        const auto first = await(scan.fetchNext(20));
        EI_VERIFY_OK(first);
        QVERIFY(first->isEmpty());
        QVERIFY(!scan.atEnd());
        QVERIFY(scan.verificationDue());
        QCOMPARE(statelessGets(), 0);
        const auto second = await(scan.fetchNext(20));
        EI_VERIFY_OK(second);
        QVERIFY(second->isEmpty());
        QVERIFY(scan.atEnd());
        QCOMPARE(statelessGets(), 1);
    }

    void aResumedCountIncludesTheEarlierRun()
    {
        VerificationOptions options;
        options.deliveredBefore = 100;
        VerifiedScan scan(m_client.get(), {}, options);
        scan.setStartAfter(keyOf(99));
        const auto result = drain(scan);
        EI_VERIFY_OK(result);
        QCOMPARE(*result, keys(100, kRows));
        QCOMPARE(scan.verificationPasses(), 1);
    }

    void binaryKeysAreVerifiedWithAScanner()
    {
        // Stateless pages carry keys as text; a key that is not UTF-8 needs a scanner.
        ScanSpec spec;
        spec.startRow = QByteArray("\x01\xff", 2);
        VerifiedScan scan(m_client.get(), spec, {});
        const auto result = drain(scan);
        EI_VERIFY_OK(result);
        QCOMPARE(result->size(), kRows);
        QVERIFY(!scan.statelessVerification());
        QCOMPARE(scan.verificationPasses(), 1);
    }

    void anEarlyEndAfterEveryPageStillCompletes_data()
    {
        QTest::addColumn<bool>("probeOnly");
        QTest::newRow("count") << false;
        QTest::newRow("probe") << true;
    }
    void anEarlyEndAfterEveryPageStillCompletes()
    {
        QFETCH(bool, probeOnly);
        // Every continuation gets one page further: the scan keeps going until it is verified.
        ScannerFaults faults(m_server.get(), ScannerFaults::Kind::EndEarly, 1);
        ScanSpec spec;
        spec.batch = 20;
        spec.pageBytes = 0;
        VerificationOptions options;
        options.probeOnly = probeOnly;
        VerifiedScan scan(m_client.get(), spec, options);
        const auto result = drain(scan);
        EI_VERIFY_OK(result);
        QCOMPARE(*result, keys(0, kRows));
        QVERIFY(scan.verificationPasses() > 10);
    }

    void givesUpWhenTheSameRowsStayUnhandled()
    {
        // A consumer that never accounts for row 5 (it still matches after being handed over).
        VerificationOptions options;
        options.accounted = [](const QByteArray &key) { return key != keyOf(5); };
        options.maxIdlePasses = 3;
        options.recovery = {8, 1, 4};
        VerifiedScan scan(m_client.get(), {}, options);
        const auto result = drain(scan);
        QVERIFY(!result);
        QCOMPARE(result.error().kind, ErrorKind::ServerUnavailable);
        QVERIFY2(result.error().message.contains(QLatin1StringView("3 verification passes in a row")),
                 qPrintable(result.error().message));
        QCOMPARE(scan.rowsFoundByVerification(), 4); // row 5, handed over once per pass before giving up
        QCOMPARE(scan.lastKey().value_or(QByteArray()), keyOf(kRows - 1)); // where a resumed job goes on
    }
};

QTEST_GUILESS_MAIN(TestVerifiedScan)
#include "tst_verifiedscan.moc"
