// Could `stats` read one scan instead of two (bench/README.md "One scan for stats", issue 27 item 5)?
// Against one `extract-inspector-cli serve` of the 200k journal-extract rows of bench_serve_wireformat,
// one curl process fetches every scanner page (batch 1000) of three reads, as JSON (P = 0) or
// protobuf (P = 1):
//
//  * read 0: the grouped column only (`grobid0:status_code`): the issue's reference, "curl on the
//    column's pages";
//  * read 1: the keys of every row (KeyOnlyFilter + FirstKeyOnlyFilter): the second scan `stats` makes
//    today beside read 0;
//  * read 2: the one-scan filter, FilterList MUST_PASS_ONE of the column and of (FirstKeyOnlyFilter,
//    KeyOnlyFilter, "not that column"): the column's cells with their values plus one key-only cell
//    per row, correct under HBase's FilterList semantics (tests/conformance/cases/filterlist.json,
//    requests 17 and 18, which pass against HBase 2.6.1).
//
// A one-scan `stats` cannot be faster than curl fetching read 2; the summary prints read 2 and
// read 0 + read 1 against read 0 (the goal: `stats` <= 1.5x read 0). Separate from
// bench_serve_wireformat, which another change owns.
#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <server/scanfilter.h>
#include <server/snapshot.h>

#include "benchsupport.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Ei::Bench;

namespace {

constexpr int kRows = 200000;
constexpr int kBatch = 1000;
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

QTemporaryDir *g_dir = nullptr;
ServeProcess *g_serve = nullptr;
QString g_curl;
TableStore *g_table = nullptr;

// Wall seconds and bytes per row by [read][protobuf].
double g_seconds[3][2] = {};
double g_bytesPerRow[3][2] = {};

QByteArray b64(const char *text)
{
    return QByteArray(text).toBase64();
}

QByteArray binary(const char *type, const char *op, const char *value)
{
    return "{\"type\":\"" + QByteArray(type) + "\",\"op\":\"" + op +
           "\",\"comparator\":{\"type\":\"BinaryComparator\",\"value\":\"" + b64(value) + "\"}}";
}

// The filter of read 2, as Jackson reads it.
QByteArray oneScanFilter()
{
    const QByteArray column = "{\"type\":\"FilterList\",\"op\":\"MUST_PASS_ALL\",\"filters\":[" +
                              binary("FamilyFilter", "EQUAL", "grobid0") + ',' +
                              binary("QualifierFilter", "EQUAL", "status_code") + "]}";
    const QByteArray notColumn = "{\"type\":\"FilterList\",\"op\":\"MUST_PASS_ONE\",\"filters\":[" +
                                 binary("FamilyFilter", "NOT_EQUAL", "grobid0") + ',' +
                                 binary("QualifierFilter", "NOT_EQUAL", "status_code") + "]}";
    const QByteArray keyOfRow = "{\"type\":\"FilterList\",\"op\":\"MUST_PASS_ALL\",\"filters\":["
                                "{\"type\":\"FirstKeyOnlyFilter\"},{\"type\":\"KeyOnlyFilter\"}," +
                                notColumn + "]}";
    return "{\"type\":\"FilterList\",\"op\":\"MUST_PASS_ONE\",\"filters\":[" + column + ',' + keyOfRow + "]}";
}

QByteArray body(int read)
{
    if (read == 0) {
        return scannerBody(CurlPages::StatusColumn, kBatch);
    }
    if (read == 1) {
        return scannerBody(CurlPages::KeysOnly, kBatch);
    }
    const QByteArray filter = QJsonDocument(QJsonArray{QString::fromUtf8(oneScanFilter())})
                                  .toJson(QJsonDocument::Compact)
                                  .sliced(1)
                                  .chopped(1);
    return "{\"batch\":" + QByteArray::number(kBatch) + ",\"maxVersions\":1,\"filter\":" + filter + '}';
}

// The cells read 2 delivers, counted on the table itself with serve's own filter: curl must ask for
// exactly every page.
qint64 oneScanCells()
{
    auto filter = parseScanFilter(oneScanFilter());
    if (!filter) {
        return -1;
    }
    qint64 cells = 0;
    g_table->scan(QByteArray(), true, ReadSpec{}, [&](Row &&row) {
        if ((*filter)->filterRow(row) && !row.cells.isEmpty()) {
            cells += row.cells.size();
        }
        return true;
    });
    return cells;
}

void BM_CurlPages(benchmark::State &state)
{
    const int read = int(state.range(0));
    const bool protobuf = state.range(1) == 1;
    static const qint64 twoCellsRows = oneScanCells();
    const qint64 cells = read == 2 ? twoCellsRows : kRows;
    if (cells <= 0) {
        state.SkipWithError("the one-scan filter does not parse");
        return;
    }
    const qint64 urls = (cells + kBatch - 1) / kBatch + 2; // every page, then 204s
    double wall = 0;
    double serverCpu = 0;
    qint64 bytes = 0;
    for (auto _ : state) {
        const CurlScanRun run = curlScan(
            g_curl, g_dir->path(), g_serve->url + u'/' + kTable, body(read), urls,
            [] { return processCpuSeconds(g_serve->process.processId()); },
            protobuf ? QByteArray("application/x-protobuf") : QByteArray("application/json"));
        if (!run.error.isEmpty() || run.pages != urls - 2) {
            state.SkipWithError("curl did not fetch every page");
            return;
        }
        wall += run.wallSeconds;
        serverCpu += run.serverCpuSeconds;
        bytes = run.bytes;
    }
    const double n = double(state.iterations());
    state.counters["cells"] = double(cells);
    state.counters["server_cpu_s"] = serverCpu / n;
    state.counters["bytes/row"] = double(bytes) / kRows;
    g_seconds[read][protobuf] = wall / n;
    g_bytesPerRow[read][protobuf] = double(bytes) / kRows;
}
// serve's share without HTTP: the table scan alone (F = 0), with the keys filter of read 1 (F = 1),
// with the one-scan filter of read 2 (F = 2), CPU per full pass over the 200k rows.
void BM_FilterInProcess(benchmark::State &state)
{
    const int kind = int(state.range(0));
    const QByteArray keysFilter = R"({"type":"FilterList","op":"MUST_PASS_ALL","filters":[)"
                                  R"({"type":"KeyOnlyFilter"},{"type":"FirstKeyOnlyFilter"}]})";
    for (auto _ : state) {
        std::unique_ptr<ScanFilter> filter;
        if (kind > 0) {
            auto parsed = parseScanFilter(kind == 1 ? keysFilter : oneScanFilter());
            if (!parsed) {
                state.SkipWithError("the filter does not parse");
                return;
            }
            filter = std::move(*parsed);
        }
        qint64 cells = 0;
        g_table->scan(QByteArray(), true, ReadSpec{}, [&](Row &&row) {
            if (!filter || filter->filterRow(row)) {
                cells += row.cells.size();
            }
            return true;
        });
        benchmark::DoNotOptimize(cells);
    }
}
BENCHMARK(BM_FilterInProcess)->ArgName("filter")->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

BENCHMARK(BM_CurlPages)
    ->ArgNames({"read", "protobuf"})
    ->ArgsProduct({{0, 1, 2}, {0, 1}})
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    g_curl = curlBesideCli("bench_stats_onescan");
    if (g_curl.isEmpty()) {
        return 1;
    }
    QTemporaryDir dir;
    g_dir = &dir;
    const std::unique_ptr<TableStore> table = journalTable(kTable, kRows);
    g_table = table.get();
    const QString snapshot = dir.filePath(QStringLiteral("big"));
    ServeProcess serve;
    if (!saveTableSnapshot(snapshot, *table) || !serve.start(snapshot)) {
        fprintf(stderr, "cannot write the snapshot or start serve\n");
        return 1;
    }
    g_serve = &serve;
    fprintf(stderr, "load average before: %.2f\n", loadAverage());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    fprintf(stderr, "load average after: %.2f\n", loadAverage());
    const char *formats[2] = {"JSON", "protobuf"};
    for (int p = 0; p < 2; ++p) {
        const double column = g_seconds[0][p];
        if (column <= 0) {
            continue;
        }
        printf("%s: the column's pages %.3f s (%.1f B/row); keys %.3f s (%.1f B/row); one scan %.3f s "
               "(%.1f B/row) = %.2fx the column's pages; the two scans of today %.2fx\n",
               formats[p], column, g_bytesPerRow[0][p], g_seconds[1][p], g_bytesPerRow[1][p], g_seconds[2][p],
               g_bytesPerRow[2][p], g_seconds[2][p] / column, (g_seconds[0][p] + g_seconds[1][p]) / column);
    }
    return 0;
}
