// `serve` scan throughput: 200k journal-extract-shaped rows in a TableStore, served on loopback by
// the REST server (in its own thread), fetched page by page through a stateful scanner with curl
// (batch 5000 cells). Reports rows/s of the whole fetch, curl process start-up included.
#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QProcess>
#include <QThread>
#include <QtEndian>

#include <core/snapshot/restserver.h>

using namespace Ei::Core;

namespace {

constexpr int kRows = 200000;
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

QByteArray base32(const QByteArray &bytes)
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    QByteArray out;
    quint64 buffer = 0;
    int bits = 0;
    for (const char c : bytes) {
        buffer = (buffer << 8) | quint8(c);
        bits += 8;
        while (bits >= 5) {
            out += alphabet[(buffer >> (bits - 5)) & 31];
            bits -= 5;
        }
    }
    return out;
}

QByteArray be64(qint64 v)
{
    QByteArray b(8, Qt::Uninitialized);
    qToBigEndian(v, b.data());
    return b;
}

std::unique_ptr<TableStore> makeTable()
{
    auto table =
        std::make_unique<TableStore>(TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
    CellSet batch;
    for (int i = 0; i < kRows; ++i) {
        const QByteArray sha1 = QCryptographicHash::hash(QByteArray::number(i), QCryptographicHash::Sha1);
        const QByteArray n = QByteArray::number(i);
        Row row{
            "sha1:" + base32(sha1),
            {Cell{"f:c", 1500000000000,
                  "{\"c\":1,\"d\":\"2017-08-01T12:34:56\",\"f\":\"CRAWL-2017-" + n + ".warc.gz\",\"o\":" +
                      QByteArray::number(i * 9973LL) + ",\"u\":\"http://example.org/papers/" + n + ".pdf\"}"},
             Cell{"file:cdx", 1500000000000,
                  "{\"c_size\":" + QByteArray::number(100000 + i) +
                      ",\"dt\":\"20170801123456\",\"offset\":" + QByteArray::number(i * 9973LL) +
                      ",\"surt\":\"org,example)/papers/" + n + ".pdf\",\"url\":\"http://example.org/papers/" +
                      n + ".pdf\",\"warc\":\"CRAWL-2017/CRAWL-2017-" + n + ".warc.gz\"}"},
             Cell{"file:size", 1500000000000, be64(200000 + i)},
             Cell{"grobid0:status_code", 1500000000000, be64(i % 10 ? 200 : 500)},
             Cell{"match0:mstatus", 1500000000000, i % 3 ? QByteArray("matched") : QByteArray("unmatched")}}};
        batch.append(std::move(row));
        if (batch.size() == 10000) {
            (void)table->put(batch);
            batch.clear();
        }
    }
    (void)table->put(batch);
    return table;
}

QString g_baseUrl;

void BM_ServeScanCurl(benchmark::State &state)
{
    const QString script = QStringLiteral(
        "set -e; base=\"$1\"; t=\"$2\";"
        "loc=$(curl -s -D - -o /dev/null -X POST -H 'Content-Type: application/json' "
        "-d '{\"batch\":5000,\"maxVersions\":1}' \"$base/$t/scanner\" | tr -d '\\r' | awk "
        "'tolower($1)==\"location:\"{print $2}');"
        "pages=0; bytes=0;"
        "while :; do out=$(curl -s -o /tmp/ei-bench-page.json -w '%{http_code} %{size_download}' -H 'Accept: "
        "application/json' \"$loc\"); code=${out% *}; [ \"$code\" = 200 ] || break; pages=$((pages+1)); "
        "bytes=$((bytes+${out#* })); done;"
        "curl -s -X DELETE \"$loc\" >/dev/null; rm -f /tmp/ei-bench-page.json; echo \"$pages $bytes\"");
    qint64 pages = 0;
    qint64 bytes = 0;
    for (auto _ : state) {
        QProcess bash;
        bash.start(QStringLiteral("bash"),
                   {QStringLiteral("-c"), script, QStringLiteral("bench"), g_baseUrl, kTable});
        if (!bash.waitForFinished(600000) || bash.exitCode() != 0) {
            state.SkipWithError("curl fetch failed");
            return;
        }
        const QList<QByteArray> parts = bash.readAllStandardOutput().trimmed().split(' ');
        pages = parts.value(0).toLongLong();
        bytes = parts.value(1).toLongLong();
    }
    state.counters["rows/s"] = benchmark::Counter(kRows, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["pages"] = double(pages);
    state.counters["MB"] = double(bytes) / 1e6;
}

BENCHMARK(BM_ServeScanCurl)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QThread thread;
    thread.start();
    QObject context;
    context.moveToThread(&thread);
    RestServer *server = nullptr;
    auto table = makeTable();
    QMetaObject::invokeMethod(
        &context,
        [&] {
            server = new RestServer;
            server->addTable(std::move(table));
            server->listen(QHostAddress::LocalHost, 0);
            g_baseUrl = server->baseUrl();
        },
        Qt::BlockingQueuedConnection);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    QMetaObject::invokeMethod(&context, [&] { delete server; }, Qt::BlockingQueuedConnection);
    thread.quit();
    thread.wait();
    return 0;
}
