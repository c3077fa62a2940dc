// The wire format (JSON vs protobuf, docs/hbase-client.md "Wire format") end to end on loopback, in
// one run against one `extract-inspector-cli serve` of 200k journal-extract rows (bench/README.md
// "Wire format"):
//
//  * BM_CurlPages/protobuf:P/pages:R: one curl process fetching every scanner page of the scan R
//    (all columns, as `scan` and `export` read; the status column, as `stats` reads) as JSON (P = 0)
//    or protobuf (P = 1): the transport's ceiling, and bytes on the wire per row in each format.
//  * BM_Decode/protobuf:P: the client's decoding of the very same scanner pages (every column) in
//    each format, CPU per full scan: what the wire format changes inside the client.
//  * BM_Cli/command:C/protobuf:P: `scan` (C = 0), `export --format jsonl` (C = 1) and
//    `stats --by grobid0:status_code` (C = 2) with `--wire-format json` or `protobuf`: wall and CPU.
//
// The summary compares `scan` over protobuf with curl fetching the same rows as JSON pages and as
// protobuf pages (the goals: <= 1.0x and <= 1.5x), and the other commands likewise: the
// means of 5 runs, then the fastest run of each (on a shared machine the least disturbed figure).
// Needs the CLI next to the benchmark (EI_BIN_DIR) and curl on the PATH.
#include <algorithm>
#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <core/hbase/cellsetprotobuf.h>
#include <core/hbase/restclient.h>
#include <server/snapshot.h>

#include "benchsupport.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Ei::Bench;

namespace {

constexpr int kRows = 200000;
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

QTemporaryDir *g_dir = nullptr;
ServeProcess *g_serve = nullptr;
QString g_curl;

// Wall seconds and bytes per row, by [protobuf][pages] and [command][protobuf].
double g_curlSeconds[2][2] = {};
// The fastest of the iterations: on a machine other work shares, the figure least disturbed by it.
double g_curlBest[2][2] = {};
double g_curlBytesPerRow[2][2] = {};
double g_cliSeconds[3][2] = {};
double g_cliBest[3][2] = {};
double g_cliCpu[3][2] = {};

void BM_CurlPages(benchmark::State &state)
{
    const bool protobuf = state.range(0) == 1;
    const auto read = state.range(1) == 0 ? CurlPages::AllColumns : CurlPages::StatusColumn;
    const int batch = 1000;
    const int cellsPerRow = read == CurlPages::AllColumns ? kJournalRowCells : 1;
    const int urls = (kRows * cellsPerRow + batch - 1) / batch + 2; // every page, then 204s
    double wall = 0;
    double best = 0;
    double curlCpu = 0;
    double serverCpu = 0;
    qint64 bytes = 0;
    for (auto _ : state) {
        const CurlScanRun run = curlScan(
            g_curl, g_dir->path(), g_serve->url + u'/' + kTable, scannerBody(read, batch), urls,
            [] { return processCpuSeconds(g_serve->process.processId()); },
            protobuf ? QByteArray("application/x-protobuf") : QByteArray("application/json"));
        if (!run.error.isEmpty() || run.pages != urls - 2) {
            state.SkipWithError("curl did not fetch every page");
            return;
        }
        wall += run.wallSeconds;
        best = best > 0 ? std::min(best, run.wallSeconds) : run.wallSeconds;
        curlCpu += run.curlCpuSeconds;
        serverCpu += run.serverCpuSeconds;
        bytes = run.bytes;
    }
    const double n = double(state.iterations());
    state.counters["rows/s"] = double(kRows) * n / wall;
    state.counters["curl_cpu_s"] = curlCpu / n;
    state.counters["server_cpu_s"] = serverCpu / n;
    state.counters["MB"] = double(bytes) / 1e6;
    state.counters["bytes/row"] = double(bytes) / kRows;
    g_curlSeconds[state.range(0)][state.range(1)] = wall / n;
    g_curlBest[state.range(0)][state.range(1)] = best;
    g_curlBytesPerRow[state.range(0)][state.range(1)] = double(bytes) / kRows;
}
BENCHMARK(BM_CurlPages)
    ->ArgNames({"protobuf", "pages"})
    ->Args({0, 0})
    ->Args({1, 0})
    ->Args({0, 1})
    ->Args({1, 1})
    ->Iterations(5)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Every page of one full scan (batch 1000, every column) in the format `accept` asks for.
QList<QByteArray> capturePages(const QByteArray &accept)
{
    ConnectionConfig config;
    config.baseUrl = QUrl(g_serve->url);
    config.table = kTable;
    RestClient client(config);
    QList<QByteArray> pages;
    QEventLoop loop;
    QByteArray instance;
    client.send({"POST", client.tableUrl("/scanner"), scannerBody(CurlPages::AllColumns, 1000), false, {}})
        ->then(&loop, [&](const Result<HttpResponse> &r) {
            if (r && r->status == 201) {
                instance = r->location.mid(r->location.indexOf("/scanner/"));
            }
            loop.quit();
        });
    loop.exec();
    for (bool more = !instance.isEmpty(); more;) {
        client.send({"GET", client.tableUrl(instance), {}, true, {}, accept})
            ->then(&loop, [&](const Result<HttpResponse> &r) {
                more = r && r->status == 200;
                if (more) {
                    pages.append(r->body);
                }
                loop.quit();
            });
        loop.exec();
    }
    return pages;
}

void BM_Decode(benchmark::State &state)
{
    const bool protobuf = state.range(0) == 1;
    const QList<QByteArray> pages = capturePages(protobuf ? "application/x-protobuf" : "application/json");
    qint64 bytes = 0;
    for (const QByteArray &page : pages) {
        bytes += page.size();
    }
    qint64 rows = 0;
    for (auto _ : state) {
        CellSet all;
        for (const QByteArray &page : pages) {
            auto decoded = protobuf ? decodeCellSetProtobuf(page) : decodeCellSetJson(page);
            if (!decoded) {
                state.SkipWithError("a page did not decode");
                return;
            }
            for (Row &row : *decoded) {
                appendMergingSplitRow(all, std::move(row));
            }
        }
        rows = all.size();
        benchmark::DoNotOptimize(all.constData());
    }
    if (rows != kRows) {
        state.SkipWithError("the pages do not hold every row");
        return;
    }
    state.SetBytesProcessed(state.iterations() * bytes);
    state.counters["rows/s"] =
        benchmark::Counter(double(rows), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["MB"] = double(bytes) / 1e6;
}
BENCHMARK(BM_Decode)->ArgName("protobuf")->Arg(0)->Arg(1)->Iterations(3)->Unit(benchmark::kMillisecond);

void BM_Cli(benchmark::State &state)
{
    const int command = int(state.range(0));
    const bool protobuf = state.range(1) == 1;
    QStringList argv{QStringLiteral(EI_BIN_DIR "/extract-inspector-cli"),
                     QStringLiteral("--url"),
                     g_serve->url,
                     QStringLiteral("--table"),
                     kTable,
                     QStringLiteral("--quiet"),
                     QStringLiteral("--wire-format"),
                     protobuf ? QStringLiteral("protobuf") : QStringLiteral("json")};
    const QString out = g_dir->filePath(QStringLiteral("cli.out"));
    const QString exported = g_dir->filePath(QStringLiteral("export.jsonl"));
    if (command == 0) {
        argv << QStringLiteral("scan");
    } else if (command == 1) {
        argv << QStringLiteral("export") << QStringLiteral("--out") << exported << QStringLiteral("--format")
             << QStringLiteral("jsonl");
    } else {
        argv << QStringLiteral("stats") << QStringLiteral("--by") << QStringLiteral("grobid0:status_code");
    }
    double wall = 0;
    double best = 0;
    double cpu = 0;
    for (auto _ : state) {
        QFile::remove(exported);
        const ChildRun run = runChild(argv, out);
        if (run.exitCode != 0) {
            state.SkipWithError("extract-inspector-cli failed");
            return;
        }
        if (command == 2) {
            QFile f(out);
            (void)f.open(QIODevice::ReadOnly);
            if (QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("total")).toInteger() !=
                kRows) {
                state.SkipWithError("stats miscounted");
                return;
            }
        }
        state.SetIterationTime(run.wallSeconds);
        wall += run.wallSeconds;
        best = best > 0 ? std::min(best, run.wallSeconds) : run.wallSeconds;
        cpu += run.cpuSeconds;
    }
    const double n = double(state.iterations());
    state.counters["rows/s"] = double(kRows) * n / wall;
    state.counters["cli_cpu_s"] = cpu / n;
    g_cliSeconds[command][state.range(1)] = wall / n;
    g_cliBest[command][state.range(1)] = best;
    g_cliCpu[command][state.range(1)] = cpu / n;
}
BENCHMARK(BM_Cli)
    ->ArgNames({"command", "protobuf"})
    ->Args({0, 0})
    ->Args({0, 1})
    ->Args({1, 0})
    ->Args({1, 1})
    ->Args({2, 0})
    ->Args({2, 1})
    ->Iterations(5)
    ->Unit(benchmark::kMillisecond)
    ->UseManualTime();

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    g_curl = curlBesideCli("bench_serve_wireformat");
    if (g_curl.isEmpty()) {
        return 1;
    }
    QTemporaryDir dir;
    g_dir = &dir;
    const QString snapshot = dir.filePath(QStringLiteral("big"));
    if (!saveTableSnapshot(snapshot, *journalTable(kTable, kRows))) {
        fprintf(stderr, "cannot write the snapshot\n");
        return 1;
    }
    ServeProcess serve;
    if (!serve.start(snapshot)) {
        fprintf(stderr, "extract-inspector-cli serve did not start\n");
        return 1;
    }
    g_serve = &serve;
    fprintf(stderr, "load average before: %.2f\n", loadAverage());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    fprintf(stderr, "load average after: %.2f\n", loadAverage());
    const auto verdict = [](double ratio, double goal) { return ratio <= goal ? "met" : "NOT met"; };
    printf("\nbytes on the wire per row (scanner pages, batch 1000): all columns JSON %.1f, protobuf %.1f "
           "(%.0f %%); status column JSON %.1f, protobuf %.1f (%.0f %%)\n",
           g_curlBytesPerRow[0][0], g_curlBytesPerRow[1][0],
           100.0 * g_curlBytesPerRow[1][0] / std::max(1.0, g_curlBytesPerRow[0][0]), g_curlBytesPerRow[0][1],
           g_curlBytesPerRow[1][1], 100.0 * g_curlBytesPerRow[1][1] / std::max(1.0, g_curlBytesPerRow[0][1]));
    const char *names[3] = {"scan", "export --format jsonl", "stats --by grobid0:status_code"};
    for (int c = 0; c < 3; ++c) {
        const int pages = c == 2 ? 1 : 0;
        const double curlJson = g_curlSeconds[0][pages];
        const double curlPb = g_curlSeconds[1][pages];
        if (curlJson <= 0 || curlPb <= 0 || g_cliSeconds[c][1] <= 0) {
            continue;
        }
        const double vsJson = g_cliSeconds[c][1] / curlJson;
        const double vsPb = g_cliSeconds[c][1] / curlPb;
        printf(
            "%s of %d rows: json %.3f s (%.3f CPU s), protobuf %.3f s (%.3f CPU s); curl JSON pages %.3f s, "
            "protobuf pages %.3f s; protobuf = %.2fx curl JSON (goal <= 1.0x: %s), %.2fx curl protobuf "
            "(goal <= 1.5x: %s)\n",
            names[c], kRows, g_cliSeconds[c][0], g_cliCpu[c][0], g_cliSeconds[c][1], g_cliCpu[c][1], curlJson,
            curlPb, vsJson, verdict(vsJson, 1.0), vsPb, verdict(vsPb, 1.5));
        const double bestJson = g_cliBest[c][1] / g_curlBest[0][pages];
        const double bestPb = g_cliBest[c][1] / g_curlBest[1][pages];
        printf("  fastest runs: protobuf %.3f s; curl JSON pages %.3f s, protobuf pages %.3f s; %.2fx (%s), "
               "%.2fx (%s)\n",
               g_cliBest[c][1], g_curlBest[0][pages], g_curlBest[1][pages], bestJson, verdict(bestJson, 1.0),
               bestPb, verdict(bestPb, 1.5));
    }
    return 0;
}
