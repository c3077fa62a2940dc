// How region-parallel jobs cut their key range (core/hbase/regionranges.h): the scanners at once
// of `--parallel` (auto: min(ranges, 4); one over a single gateway on this machine or in this process), when
// the regions are listed at all, the listing over the REST server (one range for --parallel 1, a limit, or a
// listing that fails), and ranges cut evenly in key space — contiguous, in order, inside the range they came
// from, about even for keys spread over their alphabet (SHA-1 hex and base32 behind "sha1:"), and a piece
// that holds no key at all.
#include <common/servedtable.h>

#include <QCryptographicHash>
#include <QSignalSpy>
#include <QTest>

#include <core/hbase/inprocessgateway.h>
#include <core/hbase/regionranges.h>
#include <server/restserver.h>

using namespace Ei::Core;

namespace {

const QByteArray kBase32 = QByteArrayLiteral("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567");

// A gateway in this process, as the window's demo is; parallelFor only looks at the connection.
class UnansweringGateway final : public InProcessGateway
{
public:
    QUrl url() const override { return QUrl(QStringLiteral("http://t.in-process.invalid")); }
    void exchange(const Request &, QObject *, Answer) override {}
};

QByteArray base32(const QByteArray &bytes)
{
    QByteArray out;
    int buffer = 0;
    int bits = 0;
    for (const char c : bytes) {
        buffer = (buffer << 8) | quint8(c);
        bits += 8;
        while (bits >= 5) {
            out.append(kBase32.at((buffer >> (bits - 5)) & 31));
            bits -= 5;
        }
    }
    if (bits > 0) {
        out.append(kBase32.at((buffer << (5 - bits)) & 31));
    }
    return out;
}

// n keys of one SHA-1 spelling, sorted.
QList<QByteArray> keys(const QString &kind, int n)
{
    QList<QByteArray> out;
    for (int i = 0; i < n; ++i) {
        const QByteArray sha1 = QCryptographicHash::hash(QByteArray::number(i), QCryptographicHash::Sha1);
        if (kind == QLatin1StringView("hex")) {
            out.append(sha1.toHex());
        } else if (kind == QLatin1StringView("base32")) {
            out.append("sha1:" + base32(sha1));
        } else {
            out.append(sha1); // raw20: any byte
        }
    }
    std::ranges::sort(out);
    return out;
}

// `regions` ranges of as many keys each, as splitAtRegions cuts them.
QList<ScanRange> regionRanges(const QList<QByteArray> &sorted, int regions)
{
    QList<ScanRange> ranges;
    QByteArray start;
    for (int i = 1; i < regions; ++i) {
        const QByteArray &boundary = sorted.at(sorted.size() * i / regions);
        ranges.append(ScanRange{start, boundary, std::nullopt, 0, false});
        start = boundary;
    }
    ranges.append(ScanRange{start, {}, std::nullopt, 0, false});
    return ranges;
}

bool holds(const ScanRange &range, const QByteArray &key)
{
    return key >= range.start && (range.stop.isEmpty() || key < range.stop);
}

} // namespace

Q_DECLARE_METATYPE(QList<Ei::Core::ScanRange>)

class TestRegionRanges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rangesAtOnce_data()
    {
        QTest::addColumn<int>("parallel");
        QTest::addColumn<int>("ranges");
        QTest::addColumn<int>("expected");
        QTest::newRow("auto, 8 ranges") << 0 << 8 << ParallelScanOptions::kAutoMax;
        QTest::newRow("auto, 2 ranges") << 0 << 2 << 2;
        QTest::newRow("auto, nothing left") << 0 << 0 << 1;
        QTest::newRow("8, 2 ranges") << 8 << 2 << 8;
        QTest::newRow("1") << 1 << 8 << 1;
    }
    void rangesAtOnce()
    {
        QFETCH(int, parallel);
        QFETCH(int, ranges);
        QFETCH(int, expected);
        QCOMPARE(Ei::Core::rangesAtOnce(parallel, ranges), expected);
    }

    void parallelFor_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("second"); // a second gateway's URL, or none
        QTest::addColumn<int>("parallel");
        QTest::addColumn<int>("expected");
        QTest::newRow("auto, one gateway on 127.0.0.1: one")
            << "http://127.0.0.1:8080" << QString() << 0 << 1;
        QTest::newRow("auto, localhost: one") << "http://LocalHost:8080/hbase" << QString() << 0 << 1;
        QTest::newRow("auto, ::1: one") << "http://[::1]:8080" << QString() << 0 << 1;
        QTest::newRow("auto, a remote gateway: auto") << "https://hbase.example.org" << QString() << 0 << 0;
        QTest::newRow("auto, two gateways on this machine: auto")
            << "http://127.0.0.1:8080" << "http://127.0.0.1:8081" << 0 << 0;
        QTest::newRow("4 asked, loopback: 4") << "http://127.0.0.1:8080" << QString() << 4 << 4;
        QTest::newRow("auto, a gateway in this process: one") << "in-process" << QString() << 0 << 1;
        QTest::newRow("3 asked, in this process: 3") << "in-process" << QString() << 3 << 3;
    }
    void parallelFor()
    {
        QFETCH(QString, url);
        QFETCH(QString, second);
        QFETCH(int, parallel);
        QFETCH(int, expected);
        ConnectionConfig config;
        config.baseUrl = QUrl(url);
        if (url == u"in-process") {
            config.inProcess = std::make_shared<UnansweringGateway>();
            config.baseUrl = config.inProcess->url();
        }
        config.table = QStringLiteral("t");
        RestClient client(config);
        GatewayPool pool(&client);
        if (!second.isEmpty()) {
            pool.addGateway(QUrl(second));
        }
        QCOMPARE(Ei::Core::parallelFor(parallel, &pool), expected);
    }

    void listsTheRegions_data()
    {
        QTest::addColumn<int>("parallel");
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("regionRows");
        QTest::addColumn<bool>("listed");
        QTest::addColumn<int>("ranges");
        QTest::newRow("auto, 4 regions") << 0 << -1 << 25 << true << 4;
        QTest::newRow("8 at once, one region") << 8 << -1 << 1000 << true << 1;
        QTest::newRow("parallel 1: no listing") << 1 << -1 << 25 << false << 1;
        QTest::newRow("a limit: no listing") << 4 << 10 << 25 << false << 1;
    }
    void listsTheRegions()
    {
        QFETCH(int, parallel);
        QFETCH(int, limit);
        QFETCH(int, regionRows);
        QFETCH(bool, listed);
        QFETCH(int, ranges);
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        CellSet rows;
        for (int i = 0; i < 100; ++i) {
            rows.append(Row{Ei::Test::ServedTable::keyFor(QByteArray::number(i)),
                            {Ei::Test::ServedTable::textCell("match0:mstatus", "matched")}});
        }
        table.put(rows);
        Ei::Server::RestServerOptions options = table.server()->options();
        options.regionRows = regionRows;
        table.server()->setOptions(options);
        ScanSpec spec;
        spec.limit = limit;
        QCOMPARE(listsRegions(spec, parallel), listed);
        std::optional<RegionRanges> answer;
        QObject context;
        listRegionRanges(table.client(), spec, parallel, &context,
                         [&](RegionRanges r) { answer = std::move(r); });
        QTRY_VERIFY(answer.has_value());
        QCOMPARE(answer->cutAtRegions, listed);
        QCOMPARE(answer->ranges.size(), ranges);
        QCOMPARE(answer->ranges.first().start, spec.startRow);
        QCOMPARE(answer->ranges.last().stop, spec.stopRow);
        const bool askedRegions =
            std::ranges::any_of(table.server()->requestLog(), [](const Ei::Server::RestLogEntry &e) {
                return e.path.endsWith("/regions");
            });
        QCOMPARE(askedRegions, listed);
    }

    void aFailedListingReadsOneRange()
    {
        Ei::Test::ServedTable table;
        QVERIFY(table.isListening());
        // A table that does not exist: no regions to list; the job's scan says so itself.
        RestClient *client = table.client();
        ConnectionConfig config = client->config();
        config.table = QStringLiteral("no-such-table");
        RestClient other(config, nullptr);
        std::optional<RegionRanges> answer;
        QObject context;
        listRegionRanges(&other, ScanSpec{}, 0, &context, [&](RegionRanges r) { answer = std::move(r); });
        QTRY_VERIFY(answer.has_value());
        QVERIFY(!answer->cutAtRegions);
        QCOMPARE(answer->ranges.size(), 1);
    }

    void cutsEvenly_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("regions");
        QTest::addColumn<int>("pieces");
        QTest::newRow("base32 behind sha1:, 8 regions in 4") << QStringLiteral("base32") << 8 << 4;
        QTest::newRow("base32, 2 regions in 8") << QStringLiteral("base32") << 2 << 8;
        QTest::newRow("hex, 8 regions in 2") << QStringLiteral("hex") << 8 << 2;
        QTest::newRow("hex, 3 regions in 5") << QStringLiteral("hex") << 3 << 5;
        QTest::newRow("raw bytes, 4 regions in 4") << QStringLiteral("raw") << 4 << 4;
    }
    void cutsEvenly()
    {
        QFETCH(QString, kind);
        QFETCH(int, regions);
        QFETCH(int, pieces);
        constexpr int kKeys = 20000;
        const QList<QByteArray> sorted = keys(kind, kKeys);
        const QList<ScanRange> before = regionRanges(sorted, regions);
        const QList<ScanRange> after = cutRangesEvenly(before, pieces);
        QCOMPARE(after.size(), before.size() * pieces);
        // Contiguous and in order, from the first range's start to the last one's stop.
        QCOMPARE(after.first().start, before.first().start);
        QCOMPARE(after.last().stop, before.last().stop);
        for (qsizetype i = 1; i < after.size(); ++i) {
            QCOMPARE(after.at(i - 1).stop, after.at(i).start);
            QVERIFY(after.at(i - 1).start < after.at(i).start);
        }
        // Each piece inside the range it came from: every old bound is still a bound.
        for (const ScanRange &range : before) {
            QVERIFY(std::ranges::any_of(after, [&](const ScanRange &r) { return r.start == range.start; }));
        }
        // About even: every piece holds its share of the keys within a factor of two.
        const double share = double(kKeys) / double(after.size());
        for (const ScanRange &range : after) {
            const auto n =
                std::ranges::count_if(sorted, [&](const QByteArray &key) { return holds(range, key); });
            QVERIFY2(n > share / 2 && n < share * 2,
                     qPrintable(QStringLiteral("%1 keys in a piece, %2 expected").arg(n).arg(share)));
        }
    }

    void leavesWhatItCannotCut_data()
    {
        QTest::addColumn<QList<ScanRange>>("ranges");
        QTest::addColumn<int>("pieces");
        const ScanRange whole{{}, {}, std::nullopt, 0, false};
        QTest::newRow("one unbounded range: nothing to go by") << QList<ScanRange>{whole} << 4;
        QTest::newRow("one piece") << QList<ScanRange>{ScanRange{"sha1:A", "sha1:Q", std::nullopt, 0, false}}
                                   << 1;
        QTest::newRow("a range begun")
            << QList<ScanRange>{ScanRange{"sha1:A", "sha1:Q", "sha1:B", 10, false}} << 4;
        // Alike in every digit the key space counts (12 base32 digits).
        QTest::newRow("too narrow") << QList<ScanRange>{ScanRange{"sha1:" + QByteArray(16, 'A'),
                                                                  "sha1:" + QByteArray(15, 'A') + "B",
                                                                  std::nullopt, 0, false}}
                                    << 4;
    }
    void leavesWhatItCannotCut()
    {
        QFETCH(QList<ScanRange>, ranges);
        QFETCH(int, pieces);
        QCOMPARE(cutRangesEvenly(ranges, pieces), ranges);
    }

    // Keys bunched in one part of the key space: the pieces elsewhere hold none, and still every key
    // is in exactly one piece.
    void aPieceMayHoldNoKey()
    {
        QList<QByteArray> bunched;
        for (const QByteArray &key : keys(QStringLiteral("base32"), 400)) {
            bunched.append("sha1:A" + key.mid(5)); // all behind "sha1:A"
        }
        std::ranges::sort(bunched);
        const QList<ScanRange> before{ScanRange{{}, "sha1:M", std::nullopt, 0, false},
                                      ScanRange{"sha1:M", {}, std::nullopt, 0, false}};
        const QList<ScanRange> after = cutRangesEvenly(before, 4);
        QCOMPARE(after.size(), 8);
        int empty = 0;
        for (const ScanRange &range : after) {
            empty += std::ranges::none_of(bunched, [&](const QByteArray &key) { return holds(range, key); });
        }
        QVERIFY(empty >= 6);
        for (const QByteArray &key : bunched) {
            QCOMPARE(std::ranges::count_if(after, [&](const ScanRange &r) { return holds(r, key); }), 1);
        }
    }
};

QTEST_MAIN(TestRegionRanges)
#include "tst_regionranges.moc"
