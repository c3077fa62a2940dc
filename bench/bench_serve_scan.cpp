// `serve` + REST client, end to end on loopback, in one run (bench/README.md "Snapshots and serve"):
//
//  * BM_ProductScan: the product's client (RestClient::scanAll + Scanner, exactly as `scan` uses
//    them) scans 200k journal-extract-shaped rows from `extract-inspector-cli serve` (a separate
//    process, so client and server CPU are measured apart). rows/s, client and server CPU.
//  * BM_ClientDecode: the client's share of that: decoding the very same scanner pages
//    (decodeCellSetJson + appendMergingSplitRow), MB/s and CPU seconds per full scan.
//  * BM_CurlScan: one curl process fetching the same scanner pages over one kept-alive connection
//    (the scanner URL repeated in a --config file): the transport's ceiling.
//  * BM_CliScan/rows:N/gzip:G: `extract-inspector-cli scan` of N rows to /dev/null with the default
//    `--compression auto` (G = 0) or `on` (G = 1): wall, CPU and peak RSS.
//  * BM_ScanOutput/direct:D: the JSON lines `scan` prints for those 200k rows, the direct writer
//    (D = 1) against the QJsonDocument encoder it replaced (D = 0).
//  * BM_GetTei*: GET of one row with a 1 MB TEI cell: the product client vs curl.
//
// Needs the CLI next to the benchmark (EI_BIN_DIR) and curl on the PATH.
#include <benchmark/benchmark.h>
#include <common/npmpeer.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtEndian>

#include <core/hbase/filter.h>
#include <core/hbase/genericrowjson.h>
#include <core/hbase/restclient.h>
#include <core/hbase/scanner.h>
#include <server/snapshot.h>

#include "benchsupport.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Ei::Bench;

namespace {

constexpr int kBigRows = 200000;
constexpr int kSmallRows = 50000;
constexpr int kTeiBytes = 1024 * 1024;
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

const QByteArray &teiKey()
{
    static const QByteArray key = sha1Key("the row with a 1 MB TEI cell");
    return key;
}

QByteArray teiDocument()
{
    QByteArray tei = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<TEI xmlns=\"http://www.tei-c.org/ns/1.0\">"
                     "<text><body>";
    for (int s = 0; tei.size() < kTeiBytes - 64; ++s) {
        tei += "<s coords=\"1," + QByteArray::number(s % 500) + ".5,80.25,300.75,9.5\">Sentence " +
               QByteArray::number(s) + " of a long paper about web archives and scholarly metadata.</s>\n";
    }
    tei += "</body></text></TEI>\n";
    return tei;
}

// Writes a snapshot folder of `rows` journal rows (plus the TEI row when asked).
bool writeSnapshot(const QString &dir, int rows, bool withTeiRow)
{
    TableStore table(TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
    CellSet batch;
    for (int i = 0; i < rows; ++i) {
        batch.append(journalRow(i));
        if (batch.size() == 10000) {
            (void)table.put(batch);
            batch.clear();
        }
    }
    if (withTeiRow) {
        batch.append(Row{teiKey(),
                         {Cell{"f:c", 1500000000000, "{\"u\":\"http://example.org/big.pdf\"}"},
                          Cell{"grobid0:status_code", 1500000000000, be64(200)},
                          Cell{"grobid0:tei_xml", 1500000000000, teiDocument()}}});
    }
    (void)table.put(batch);
    SnapshotManifest manifest;
    manifest.table = kTable;
    return bool(saveSnapshot(dir, manifest, table));
}

// ---- child processes -----------------------------------------------------------------------

QTemporaryDir *g_dir = nullptr;
ServeProcess *g_big = nullptr;   // kBigRows rows
ServeProcess *g_small = nullptr; // kSmallRows rows + the TEI row
QString g_curl;

ConnectionConfig configFor(const ServeProcess &serve)
{
    ConnectionConfig config;
    config.baseUrl = QUrl(serve.url);
    config.table = kTable;
    return config;
}

double g_cliScanSeconds = 0;
double g_cliStatsSeconds = 0;
double g_nodeSeconds = 0;
double g_cliScanCpu = 0;
double g_cliStatsCpu = 0;
double g_productClientCpu = 0; // per full scan, for the decode share in the summary
double g_productRowsPerSecond = 0;
double g_decodeCpu = 0;
double g_curlRowsPerSecond = 0;
qint64 g_decodeBytes = 0;

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// ---- (a) the product's client ------------------------------------------------------------

void BM_ProductScan(benchmark::State &state)
{
    ConnectionConfig config = configFor(*g_big);
    // The default (auto) asks a loopback server for identity bodies; `on` lets Qt ask for gzip,
    // and the server gzips every page as HBase's GzipFilter does.
    config.compression = state.range(1) == 0 ? Compression::Auto : Compression::On;
    RestClient client(config);
    ScanSpec spec;
    spec.batch = int(state.range(0));
    // Stateless pages (what a read-only gateway allows) instead of a scanner.
    spec.mode = state.range(2) == 1 ? ScanMode::Stateless : ScanMode::Auto;
    qint64 rows = 0;
    double clientCpu = 0;
    double serverCpu = 0;
    double wall = 0;
    for (auto _ : state) {
        rows = 0;
        const double cpu0 = selfCpuSeconds();
        const double server0 = processCpuSeconds(g_big->process.processId());
        QElapsedTimer timer;
        timer.start();
        QEventLoop loop;
        bool ok = false;
        client
            .scanAll(spec, &loop,
                     [&rows](const CellSet &page) {
                         rows += page.size();
                         benchmark::DoNotOptimize(page.constData());
                         return true;
                     })
            ->then(&loop, [&](const Result<qint64> &total) {
                ok = bool(total);
                loop.quit();
            });
        loop.exec();
        wall += double(timer.nsecsElapsed()) / 1e9;
        clientCpu += selfCpuSeconds() - cpu0;
        serverCpu += processCpuSeconds(g_big->process.processId()) - server0;
        if (!ok || rows != kBigRows) {
            state.SkipWithError("the scan failed or returned the wrong number of rows");
            return;
        }
    }
    const double n = double(state.iterations());
    state.counters["rows/s"] = double(rows) * n / wall;
    state.counters["client_cpu_s"] = clientCpu / n;
    state.counters["server_cpu_s"] = serverCpu / n;
    state.counters["client_us/row"] = clientCpu / n / double(rows) * 1e6;
    if (spec.batch == 1000 && state.range(1) == 0 && state.range(2) == 0) {
        g_productClientCpu = clientCpu / n;
        g_productRowsPerSecond = double(rows) * n / wall;
    }
}
BENCHMARK(BM_ProductScan)
    ->ArgNames({"batch", "gzip", "stateless"})
    ->Args({1000, 0, 0})
    ->Args({5000, 0, 0})
    ->Args({1000, 1, 0})
    ->Args({1000, 0, 1})
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The raw bodies of one full scan with the default batch (1000 cells), fetched once.
QList<QByteArray> captureScannerPages(const ServeProcess &serve, int batch)
{
    RestClient client(configFor(serve));
    ScanSpec spec;
    spec.batch = batch;
    QList<QByteArray> pages;
    QEventLoop loop;
    QByteArray instance;
    const auto quit = [&loop] { loop.quit(); };
    client.send({"POST", client.tableUrl("/scanner"), *scannerBodyJson(spec, client.features()), false, {}})
        ->then(&loop, [&](const Result<HttpResponse> &r) {
            if (r && r->status == 201) {
                instance = r->location.mid(r->location.indexOf("/scanner/"));
            }
            quit();
        });
    loop.exec();
    if (instance.isEmpty()) {
        return {};
    }
    for (bool more = true; more;) {
        client.send({"GET", client.tableUrl(instance), {}, true, {}})
            ->then(&loop, [&](const Result<HttpResponse> &r) {
                more = r && r->status == 200;
                if (more) {
                    pages.append(r->body);
                }
                quit();
            });
        loop.exec();
    }
    client.send({"DELETE", client.tableUrl(instance), {}, false, {}})->then(&loop, [&](auto &&) { quit(); });
    loop.exec();
    return pages;
}

// ---- the client's decoding alone, same pages -------------------------------------------------

void BM_ClientDecode(benchmark::State &state)
{
    const QList<QByteArray> pages = captureScannerPages(*g_big, 1000);
    qint64 bytes = 0;
    for (const QByteArray &p : pages) {
        bytes += p.size();
    }
    qint64 rows = 0;
    double cpu = 0;
    for (auto _ : state) {
        rows = 0;
        const double cpu0 = threadCpuSeconds();
        CellSet buffer;
        for (const QByteArray &page : pages) {
            auto decoded = decodeCellSetJson(page);
            if (!decoded) {
                state.SkipWithError("a page did not decode");
                return;
            }
            for (Row &row : *decoded) {
                appendMergingSplitRow(buffer, std::move(row));
            }
            // Like Scanner::deliver: hand over all complete rows, keep the last one.
            rows += buffer.size() - 1;
            buffer.remove(0, buffer.size() - 1);
        }
        rows += buffer.size();
        benchmark::DoNotOptimize(buffer.constData());
        cpu += threadCpuSeconds() - cpu0;
    }
    if (rows != kBigRows) {
        state.SkipWithError("the pages do not hold every row");
        return;
    }
    state.SetBytesProcessed(state.iterations() * bytes);
    state.counters["rows/s"] =
        benchmark::Counter(double(rows), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["pages"] = double(pages.size());
    state.counters["MB"] = double(bytes) / 1e6;
    g_decodeCpu = cpu / double(state.iterations());
    g_decodeBytes = bytes;
}
BENCHMARK(BM_ClientDecode)->Iterations(3)->Unit(benchmark::kMillisecond);

// ---- the CLI's JSON-lines output alone, same rows ----------------------------------------------

// What `scan` printed before the direct writer (QJsonObject per row, QJsonDocument compact): the
// reference of core/hbase/tests/tst_genericrowjson.cpp, here only to compare speed in the same run.
QByteArray qjsonGenericRow(const Row &row)
{
    const auto isText = [](const QByteArray &bytes) { return isGenericJsonText(bytes); };
    QJsonObject o;
    if (isText(row.key)) {
        o.insert(QStringLiteral("key"), QString::fromUtf8(row.key));
    } else {
        o.insert(QStringLiteral("key_b64"), QString::fromLatin1(row.key.toBase64()));
    }
    QJsonArray cells;
    for (const Cell &cell : row.cells) {
        QJsonObject c;
        if (isText(cell.column)) {
            c.insert(QStringLiteral("column"), QString::fromUtf8(cell.column));
        } else {
            c.insert(QStringLiteral("column_b64"), QString::fromLatin1(cell.column.toBase64()));
        }
        c.insert(QStringLiteral("timestamp"), cell.timestamp);
        if (isText(cell.value)) {
            c.insert(QStringLiteral("value"), QString::fromUtf8(cell.value));
        } else if (cell.value.size() <= 64) {
            c.insert(QStringLiteral("value_hex"), QString::fromLatin1(cell.value.toHex()));
        } else {
            c.insert(QStringLiteral("value_b64"), QString::fromLatin1(cell.value.toBase64()));
        }
        cells.append(c);
    }
    o.insert(QStringLiteral("cells"), cells);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

void BM_ScanOutput(benchmark::State &state)
{
    static const CellSet rows = [] {
        CellSet all;
        for (const QByteArray &page : captureScannerPages(*g_big, 1000)) {
            auto decoded = decodeCellSetJson(page);
            if (!decoded) {
                break; // BM_ClientDecode reports pages that do not decode
            }
            for (Row &row : *decoded) {
                appendMergingSplitRow(all, std::move(row));
            }
        }
        return all;
    }();
    const bool direct = state.range(0) == 1;
    qint64 bytes = 0;
    for (auto _ : state) {
        bytes = 0;
        QByteArray out;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (direct) {
                appendGenericRowJson(out, rows[i], false);
            } else {
                out += qjsonGenericRow(rows[i]);
            }
            out += '\n';
            if (out.size() > 1024 * 1024) { // written out in pages, as `scan` does
                bytes += out.size();
                out.clear();
            }
        }
        bytes += out.size();
        benchmark::DoNotOptimize(out.constData());
    }
    state.counters["rows/s"] =
        benchmark::Counter(double(rows.size()), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["us/row"] =
        benchmark::Counter(double(rows.size()) / 1e6,
                           benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["MB"] = double(bytes) / 1e6;
}
BENCHMARK(BM_ScanOutput)->ArgName("direct")->Arg(0)->Arg(1)->Iterations(2)->Unit(benchmark::kMillisecond);

// ---- (b) curl on the same pages, one process, one connection ----------------------------------

double g_curlSeconds[3] = {0, 0, 0}; // wall per read, by CurlPages

void BM_CurlScan(benchmark::State &state)
{
    const auto read = CurlPages(state.range(0));
    const int batch = 1000;
    const int cellsPerRow = read == CurlPages::AllColumns ? 5 : 1;
    const int urls = (kBigRows * cellsPerRow + batch - 1) / batch + 2; // every page, then 204s
    double curlCpu = 0;
    double serverCpu = 0;
    double wall = 0;
    qint64 pages = 0;
    qint64 bytes = 0;
    for (auto _ : state) {
        const CurlScanRun run =
            curlScan(g_curl, g_dir->path(), g_big->url + u'/' + kTable, scannerBody(read, batch), urls,
                     [] { return processCpuSeconds(g_big->process.processId()); });
        if (!run.error.isEmpty() || run.pages != urls - 2) {
            state.SkipWithError("curl did not fetch every page");
            return;
        }
        serverCpu += run.serverCpuSeconds;
        wall += run.wallSeconds;
        curlCpu += run.curlCpuSeconds;
        pages = run.pages;
        bytes = run.bytes;
    }
    const double n = double(state.iterations());
    state.counters["rows/s"] = double(kBigRows) * n / wall;
    state.counters["curl_cpu_s"] = curlCpu / n;
    state.counters["server_cpu_s"] = serverCpu / n;
    state.counters["pages"] = double(pages);
    state.counters["MB"] = double(bytes) / 1e6;
    if (read == CurlPages::AllColumns) {
        g_curlRowsPerSecond = double(kBigRows) * n / wall;
    }
    g_curlSeconds[state.range(0)] = wall / n;
}
BENCHMARK(BM_CurlScan)
    ->ArgName("pages")
    ->Arg(int(CurlPages::AllColumns))
    ->Arg(int(CurlPages::StatusColumn))
    ->Arg(int(CurlPages::KeysOnly))
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// ---- (c) the CLI's peak RSS, 50k vs 200k rows --------------------------------------------------

void BM_CliScan(benchmark::State &state)
{
    const ServeProcess &serve = state.range(0) == kBigRows ? *g_big : *g_small;
    // Through /usr/bin/time: a child spawned straight from this (big) process would inherit its
    // RSS high-water mark across exec (Linux keeps the larger of the two in ru_maxrss).
    const QString report = g_dir->filePath(QStringLiteral("time-report.txt"));
    ChildRun run;
    double peakMiB = 0;
    double cpu = 0;
    for (auto _ : state) {
        run = runChild({QStringLiteral("/usr/bin/time"), QStringLiteral("-f"), QStringLiteral("%M %U %S"),
                        QStringLiteral("-o"), report, QStringLiteral(EI_BIN_DIR "/extract-inspector-cli"),
                        QStringLiteral("--url"), serve.url, QStringLiteral("--table"), kTable,
                        QStringLiteral("--compression"),
                        state.range(1) == 0 ? QStringLiteral("auto") : QStringLiteral("on"),
                        QStringLiteral("scan")},
                       QStringLiteral("/dev/null"));
        QFile f(report);
        (void)f.open(QIODevice::ReadOnly);
        const QList<QByteArray> fields = f.readAll().trimmed().split(' ');
        if (run.exitCode != 0 || fields.size() != 3) {
            state.SkipWithError("extract-inspector-cli scan failed");
            return;
        }
        peakMiB = fields.at(0).toDouble() / 1024.0;
        cpu = fields.at(1).toDouble() + fields.at(2).toDouble();
        state.SetIterationTime(run.wallSeconds);
    }
    state.counters["rows/s"] = double(state.range(0)) / run.wallSeconds;
    state.counters["cli_cpu_s"] = cpu;
    state.counters["peak_rss_MiB"] = peakMiB;
    if (state.range(0) == kBigRows && state.range(1) == 0) {
        g_cliScanSeconds = run.wallSeconds;
        g_cliScanCpu = cpu;
    }
}
BENCHMARK(BM_CliScan)
    ->ArgNames({"rows", "gzip"})
    ->Args({kSmallRows, 0})
    ->Args({kBigRows, 0})
    ->Args({kBigRows, 1})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseManualTime();

// ---- (d) `stats --by` one small column, and node-hbase scanning the same table --------------------

void BM_CliStats(benchmark::State &state)
{
    ChildRun run;
    double wall = 0;
    double cpu = 0;
    const QString out = g_dir->filePath(QStringLiteral("stats.json"));
    for (auto _ : state) {
        run =
            runChild({QStringLiteral(EI_BIN_DIR "/extract-inspector-cli"), QStringLiteral("--url"),
                      g_big->url, QStringLiteral("--table"), kTable, QStringLiteral("--quiet"),
                      QStringLiteral("stats"), QStringLiteral("--by"), QStringLiteral("grobid0:status_code")},
                     out);
        QFile f(out);
        (void)f.open(QIODevice::ReadOnly);
        if (run.exitCode != 0 ||
            QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("total")).toInteger() !=
                kBigRows) {
            state.SkipWithError("extract-inspector-cli stats failed or miscounted");
            return;
        }
        state.SetIterationTime(run.wallSeconds);
        wall += run.wallSeconds;
        cpu += run.cpuSeconds;
    }
    // Means over the iterations, as BM_CurlScan's.
    const double n = double(state.iterations());
    state.counters["rows/s"] = double(kBigRows) * n / wall;
    state.counters["cli_cpu_s"] = cpu / n;
    g_cliStatsSeconds = wall / n;
    g_cliStatsCpu = cpu / n;
}
BENCHMARK(BM_CliStats)->Iterations(3)->Unit(benchmark::kMillisecond)->UseManualTime();

// node-hbase 0.6.1 (npm `hbase`), a peer client, scanning every cell of the table (batch 1000, its
// stateful scanner), counting rows; installed once outside the clone by tests/common/npmpeer.
const char *const kNodeHbaseScan = R"JS(
const hbase = require('hbase');
const [url, table] = process.argv.slice(2);
const u = new URL(url);
const client = hbase({ host: u.hostname, port: Number(u.port) });
let rows = 0, cells = 0, last = null;
const scanner = client.table(table).scan({ batch: 1000, maxVersions: 1 });
scanner.on('readable', () => { let c; while ((c = scanner.read())) { ++cells; if (c.key !== last) { ++rows; last = c.key; } } });
scanner.on('error', (e) => { console.error(String(e)); process.exit(1); });
scanner.on('end', () => console.log(rows + ' ' + cells));
)JS";

void BM_NodeHbaseScan(benchmark::State &state)
{
    const Ei::Test::NpmPeer peer = Ei::Test::ensureNpmPackages({QStringLiteral("hbase@0.6.1")});
    if (peer.nodeModules.isEmpty()) {
        state.SkipWithError(peer.skipReason.toStdString());
        return;
    }
    const QString script = g_dir->filePath(QStringLiteral("nodehbase-scan.js"));
    QFile f(script);
    (void)f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    f.write(kNodeHbaseScan);
    f.close();
    qputenv("NODE_PATH", peer.nodeModules.toLocal8Bit());
    const QString out = g_dir->filePath(QStringLiteral("nodehbase.out"));
    ChildRun run;
    for (auto _ : state) {
        run = runChild({QStringLiteral("node"), script, g_big->url, kTable}, out);
        QFile o(out);
        (void)o.open(QIODevice::ReadOnly);
        if (run.exitCode != 0 || o.readAll().split(' ').value(0).toInt() != kBigRows) {
            state.SkipWithError("node-hbase did not scan every row");
            return;
        }
        state.SetIterationTime(run.wallSeconds);
    }
    state.counters["rows/s"] = double(kBigRows) / run.wallSeconds;
    state.counters["node_cpu_s"] = run.cpuSeconds;
    g_nodeSeconds = run.wallSeconds;
}
BENCHMARK(BM_NodeHbaseScan)->Iterations(1)->Unit(benchmark::kMillisecond)->UseManualTime();

// ---- get of one row with a 1 MB TEI cell ---------------------------------------------------------

void BM_GetTeiProduct(benchmark::State &state)
{
    ConnectionConfig config = configFor(*g_small);
    config.compression = state.range(0) == 0 ? Compression::Auto : Compression::On;
    RestClient client(config);
    for (auto _ : state) {
        QEventLoop loop;
        bool ok = false;
        client.getRow(teiKey())->then(&loop, [&](const Result<Row> &row) {
            const Cell *tei = row ? row->find("grobid0:tei_xml") : nullptr;
            ok = tei && tei->value.size() >= kTeiBytes - 200;
            loop.quit();
        });
        loop.exec();
        if (!ok) {
            state.SkipWithError("the TEI row did not arrive whole");
            return;
        }
    }
}
BENCHMARK(BM_GetTeiProduct)
    ->ArgName("gzip")
    ->Arg(0)
    ->Arg(1)
    ->Iterations(50)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

QString teiRowUrl()
{
    return g_small->url + u'/' + kTable + u'/' +
           QString::fromLatin1(QUrl::toPercentEncoding(QString::fromLatin1(teiKey())));
}

// One curl process, the same GET repeated over one kept-alive connection.
void BM_GetTeiCurlKeepAlive(benchmark::State &state)
{
    constexpr int kGets = 50;
    QFile config(g_dir->path() + QStringLiteral("/curl-get.cfg"));
    (void)config.open(QIODevice::WriteOnly | QIODevice::Truncate);
    QByteArray text = "silent\nheader = \"Accept: application/json\"\n";
    for (int i = 0; i < kGets; ++i) {
        text += "url = \"" + teiRowUrl().toLatin1() + "\"\noutput = \"/dev/null\"\n";
    }
    config.write(text);
    config.close();
    for (auto _ : state) {
        const ChildRun run =
            runChild({g_curl, QStringLiteral("--fail"), QStringLiteral("--config"), config.fileName()},
                     QStringLiteral("/dev/null"));
        if (run.exitCode != 0) {
            state.SkipWithError("curl failed");
            return;
        }
        state.SetIterationTime(run.wallSeconds / kGets);
    }
}
BENCHMARK(BM_GetTeiCurlKeepAlive)->Iterations(3)->Unit(benchmark::kMillisecond)->UseManualTime();

// One curl process per GET (what a shell script would do): process start-up included.
void BM_GetTeiCurlProcess(benchmark::State &state)
{
    for (auto _ : state) {
        const ChildRun run = runChild({g_curl, QStringLiteral("-s"), QStringLiteral("--fail"),
                                       QStringLiteral("-H"), QStringLiteral("Accept: application/json"),
                                       QStringLiteral("-o"), QStringLiteral("/dev/null"), teiRowUrl()},
                                      QStringLiteral("/dev/null"));
        if (run.exitCode != 0) {
            state.SkipWithError("curl failed");
            return;
        }
        state.SetIterationTime(run.wallSeconds);
    }
}
BENCHMARK(BM_GetTeiCurlProcess)->Iterations(20)->Unit(benchmark::kMillisecond)->UseManualTime();

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    g_curl = curlBesideCli("bench_serve_scan");
    if (g_curl.isEmpty()) {
        return 1;
    }
    QTemporaryDir dir;
    g_dir = &dir;
    const QString big = dir.filePath(QStringLiteral("big"));
    const QString small = dir.filePath(QStringLiteral("small"));
    if (!writeSnapshot(big, kBigRows, false) || !writeSnapshot(small, kSmallRows, true)) {
        fprintf(stderr, "cannot write the snapshots\n");
        return 1;
    }
    ServeProcess bigServe;
    ServeProcess smallServe;
    if (!bigServe.start(big) || !smallServe.start(small)) {
        fprintf(stderr, "extract-inspector-cli serve did not start\n");
        return 1;
    }
    g_big = &bigServe;
    g_small = &smallServe;
    fprintf(stderr, "load average before: %.2f\n", loadAverage());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    fprintf(stderr, "load average after: %.2f\n", loadAverage());
    if (g_productClientCpu > 0 && g_decodeCpu > 0) {
        printf("\nsummary: product scan %.0f rows/s, curl %.0f rows/s; client decode %.0f MB/s (CPU), "
               "%.3f s of the client's %.3f CPU s per scan = %.0f %%\n",
               g_productRowsPerSecond, g_curlRowsPerSecond, double(g_decodeBytes) / g_decodeCpu / 1e6,
               g_decodeCpu, g_productClientCpu, 100.0 * g_decodeCpu / g_productClientCpu);
    }
    // The issue 14 goals, as ratios of wall times in this run (bench/README.md).
    const auto verdict = [](double ratio, double goal) { return ratio <= goal ? "met" : "NOT met"; };
    if (g_curlSeconds[0] > 0 && g_cliScanSeconds > 0) {
        const double ratio = g_cliScanSeconds / g_curlSeconds[0];
        printf("\nscan of %d rows: curl %.3f s; extract-inspector-cli scan %.3f s (%.3f CPU s) = %.2fx curl "
               "(goal <= 2x: %s)",
               kBigRows, g_curlSeconds[0], g_cliScanSeconds, g_cliScanCpu, ratio, verdict(ratio, 2.0));
        if (g_nodeSeconds > 0) {
            printf("; node-hbase %.3f s = %.2fx curl, %.2fx scan", g_nodeSeconds,
                   g_nodeSeconds / g_curlSeconds[0], g_nodeSeconds / g_cliScanSeconds);
        }
        printf("\n");
    }
    if (g_curlSeconds[1] > 0 && g_cliStatsSeconds > 0) {
        const double ratio = g_cliStatsSeconds / g_curlSeconds[1];
        printf(
            "stats --by grobid0:status_code: %.3f s (%.3f CPU s); curl on the column's pages %.3f s = %.2fx "
            "(goal <= 1.5x: %s); curl on the pages of its two scans (the column's and the keys') %.3f s = "
            "%.2fx",
            g_cliStatsSeconds, g_cliStatsCpu, g_curlSeconds[1], ratio, verdict(ratio, 1.5),
            g_curlSeconds[1] + g_curlSeconds[2], g_cliStatsSeconds / (g_curlSeconds[1] + g_curlSeconds[2]));
        if (g_nodeSeconds > 0) {
            printf("; node-hbase (every column) %.2fx stats", g_nodeSeconds / g_cliStatsSeconds);
        }
        printf("\n");
    }
    return 0;
}
