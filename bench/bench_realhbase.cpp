// Scale on a real engine (docs/real-hbase.md, bench/README.md "Real HBase at scale"): N generated
// journal-extract rows (default 1,000,000; EI_BENCH_ROWS) in HBase 2.6.1's mini-cluster, its table
// pre-split into 8 regions, read through HBase's own REST gateway — and the same rows served by
// `extract-inspector-cli serve` — in one run:
//
//  * BM_Load: `extract-inspector-cli import` of the rows into the real table (once).
//  * BM_CurlScan/gateway:G/pages:P: curl fetching a full scan's scanner pages over one kept-alive
//    connection (P = 0 every column, what `scan` and `export` read; 1 grobid0:status_code only,
//    what `stats --by grobid0:status_code` reads): the transport's ceiling.
//  * BM_Cli/gateway:G/command:C: `scan > /dev/null` (C = 0), `export --format jsonl.sz` (C = 1),
//    `stats --by grobid0:status_code` (C = 2), checked (exit 0; stats' total is N).
// G = 0 is the real HBase gateway (EI_BENCH_HBASE_URL, its table EI_BENCH_HBASE_TABLE), G = 1 is
// serve. Wall and CPU time of the client; of the server too where its PID is known
// (EI_BENCH_HBASE_PID for the JVM). `tools/dev bench-hbase` starts the rig and runs this.
#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <core/hbase/tableschema.h>
#include <core/snapshot/manifest.h>
#include <core/snapshot/rowsfile.h>
#include <server/snapshot.h>
#include <server/tablestore.h>

#include "benchsupport.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Ei::Bench;

namespace {

const QString kServeTable = QStringLiteral("wbgrp-journal-extract-0-bench");
const QString kCli = QStringLiteral(EI_BIN_DIR "/extract-inspector-cli");
constexpr int kBatch = 1000;
constexpr int kBigBatch = 12500;

struct Gateway
{
    QString name;
    QString url;
    QString table;
    qint64 pid = 0; // the server process, 0 when unknown
};

int g_rows = 1000000;
QString g_curl;
QTemporaryDir *g_dir = nullptr;
Gateway g_gateways[2];
double g_curlSeconds[2][2] = {};
double g_cliSeconds[2][3] = {};

double serverCpu(const Gateway &g)
{
    return g.pid > 0 ? processCpuSeconds(g.pid) : 0;
}

// The rows file the real table is loaded from, and the snapshot serve serves: the same rows.
bool writeRows(const QString &rowsPath, const QString &snapshotDir)
{
    auto writer = RowsWriter::open(rowsPath);
    if (!writer) {
        return false;
    }
    TableStore table(TableSchema::create(kServeTable, {"f", "file", "grobid0", "match0"}));
    CellSet batch;
    for (int i = 0; i < g_rows; ++i) {
        const Row row = journalRow(i);
        if (!(*writer)->write(row)) {
            return false;
        }
        batch.append(row);
        if (batch.size() == 10000) {
            (void)table.put(batch);
            batch.clear();
        }
    }
    (void)table.put(batch);
    SnapshotManifest manifest;
    manifest.table = kServeTable;
    return (*writer)->commit().has_value() && saveSnapshot(snapshotDir, manifest, table).has_value();
}

void BM_Load(benchmark::State &state)
{
    const Gateway &real = g_gateways[0];
    for (auto _ : state) {
        const ChildRun run = runChild({kCli, QStringLiteral("--url"), real.url, QStringLiteral("--table"),
                                       real.table, QStringLiteral("--quiet"), QStringLiteral("import"),
                                       g_dir->filePath(QStringLiteral("rows.jsonl.sz"))},
                                      QStringLiteral("/dev/null"));
        if (run.exitCode != 0) {
            state.SkipWithError("import into the real table failed");
            return;
        }
        state.SetIterationTime(run.wallSeconds);
        state.counters["rows/s"] = double(g_rows) / run.wallSeconds;
        state.counters["cli_cpu_s"] = run.cpuSeconds;
    }
}
BENCHMARK(BM_Load)->Iterations(1)->Unit(benchmark::kMillisecond)->UseManualTime();

void BM_CurlScan(benchmark::State &state)
{
    const Gateway &g = g_gateways[state.range(0)];
    const auto read = CurlPages(state.range(1));
    const int batch = int(state.range(2));
    const qint64 cells = qint64(g_rows) * (read == CurlPages::AllColumns ? kJournalRowCells : 1);
    const qint64 fullPages = (cells + batch - 1) / batch;
    // Every page, then a few 204s: a gateway may end a page early, so some room is left.
    const qint64 urls = fullPages + fullPages / 20 + 3;
    for (auto _ : state) {
        const CurlScanRun run = curlScan(g_curl, g_dir->path(), g.url + u'/' + g.table,
                                         scannerBody(read, batch), urls, [&g] { return serverCpu(g); });
        if (!run.error.isEmpty() || !run.ended || run.pages < fullPages) {
            state.SkipWithError("curl did not fetch every page");
            return;
        }
        state.SetIterationTime(run.wallSeconds);
        state.counters["rows/s"] = double(g_rows) / run.wallSeconds;
        state.counters["curl_cpu_s"] = run.curlCpuSeconds;
        state.counters["server_cpu_s"] = run.serverCpuSeconds;
        state.counters["pages"] = double(run.pages);
        state.counters["MB"] = double(run.bytes) / 1e6;
        if (batch == kBatch) {
            g_curlSeconds[state.range(0)][state.range(1)] = run.wallSeconds;
        }
    }
}
// batch: cells per page. 1,000 is the scanner's default (and bench_serve_scan's reference);
// 12,500 is about the 2 MB pages the product's scanner sizes its GETs to (Scanner::adaptPageSize).
BENCHMARK(BM_CurlScan)
    ->ArgNames({"gateway", "pages", "batch"})
    ->Args({0, int(CurlPages::AllColumns), kBatch})
    ->Args({1, int(CurlPages::AllColumns), kBatch})
    ->Args({0, int(CurlPages::AllColumns), kBigBatch})
    ->Args({1, int(CurlPages::AllColumns), kBigBatch})
    ->Args({0, int(CurlPages::StatusColumn), kBatch})
    ->Args({1, int(CurlPages::StatusColumn), kBatch})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseManualTime();

void BM_Cli(benchmark::State &state)
{
    const Gateway &g = g_gateways[state.range(0)];
    const int command = int(state.range(1));
    QStringList args{kCli,    QStringLiteral("--url"),  g.url, QStringLiteral("--table"),
                     g.table, QStringLiteral("--quiet")};
    const QString out = g_dir->filePath(QStringLiteral("cli-out"));
    if (command == 0) {
        args << QStringLiteral("scan");
    } else if (command == 1) {
        QFile::remove(g_dir->filePath(QStringLiteral("export.jsonl.sz")));
        args << QStringLiteral("export") << QStringLiteral("--format") << QStringLiteral("jsonl.sz")
             << QStringLiteral("--out") << g_dir->filePath(QStringLiteral("export.jsonl.sz"));
    } else {
        args << QStringLiteral("stats") << QStringLiteral("--by") << QStringLiteral("grobid0:status_code");
    }
    for (auto _ : state) {
        const double server0 = serverCpu(g);
        const ChildRun run = runChild(args, command == 0 ? QStringLiteral("/dev/null") : out);
        const double server = serverCpu(g) - server0;
        if (run.exitCode != 0) {
            state.SkipWithError("the CLI failed");
            return;
        }
        if (command == 2) {
            QFile f(out);
            (void)f.open(QIODevice::ReadOnly);
            if (QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("total")).toInteger() !=
                g_rows) {
                state.SkipWithError("stats miscounted");
                return;
            }
        }
        state.SetIterationTime(run.wallSeconds);
        state.counters["rows/s"] = double(g_rows) / run.wallSeconds;
        state.counters["cli_cpu_s"] = run.cpuSeconds;
        state.counters["server_cpu_s"] = server;
        g_cliSeconds[state.range(0)][command] = run.wallSeconds;
    }
}
BENCHMARK(BM_Cli)
    ->ArgNames({"gateway", "command"})
    ->Args({0, 0})
    ->Args({1, 0})
    ->Args({0, 1})
    ->Args({1, 1})
    ->Args({0, 2})
    ->Args({1, 2})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseManualTime();

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    g_curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
    const QString hbaseUrl = qEnvironmentVariable("EI_BENCH_HBASE_URL");
    if (g_curl.isEmpty() || !QFile::exists(kCli) || hbaseUrl.isEmpty()) {
        fprintf(stderr, "bench_realhbase needs curl, %s and EI_BENCH_HBASE_URL (tools/dev bench-hbase)\n",
                qPrintable(kCli));
        return 1;
    }
    if (qEnvironmentVariableIsSet("EI_BENCH_ROWS")) {
        g_rows = qEnvironmentVariableIntValue("EI_BENCH_ROWS");
    }
    QTemporaryDir dir;
    g_dir = &dir;
    fprintf(stderr, "writing %d rows\n", g_rows);
    if (!writeRows(dir.filePath(QStringLiteral("rows.jsonl.sz")), dir.filePath(QStringLiteral("snapshot")))) {
        fprintf(stderr, "cannot write the rows\n");
        return 1;
    }
    ServeProcess serve;
    if (!serve.start(dir.filePath(QStringLiteral("snapshot")))) {
        fprintf(stderr, "extract-inspector-cli serve did not start\n");
        return 1;
    }
    g_gateways[0] =
        Gateway{QStringLiteral("real HBase 2.6.1"), hbaseUrl,
                qEnvironmentVariable("EI_BENCH_HBASE_TABLE", QStringLiteral("wbgrp-journal-extract-0-bench")),
                qEnvironmentVariableIntValue("EI_BENCH_HBASE_PID")};
    g_gateways[1] = Gateway{QStringLiteral("serve"), serve.url, kServeTable, serve.process.processId()};
    fprintf(stderr, "load average before: %.2f\n", loadAverage());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    fprintf(stderr, "load average after: %.2f\n", loadAverage());
    const char *commands[] = {"scan", "export", "stats"};
    printf("\n%d rows | gateway | curl, every column | curl, status column | scan | export | stats\n",
           g_rows);
    for (int gw = 0; gw < 2; ++gw) {
        printf("%s | %.2f s | %.2f s", qPrintable(g_gateways[gw].name), g_curlSeconds[gw][0],
               g_curlSeconds[gw][1]);
        for (int c = 0; c < 3; ++c) {
            // scan and export read every column; stats reads the status column (and the keys).
            const double curl = g_curlSeconds[gw][c == 2 ? 1 : 0];
            printf(" | %s %.2f s (%.2fx curl)", commands[c], g_cliSeconds[gw][c],
                   curl > 0 ? g_cliSeconds[gw][c] / curl : 0.0);
        }
        printf("\n");
    }
    return 0;
}
