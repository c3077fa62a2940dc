// Region-parallel bulk jobs (issue 28; bench/README.md "Region-parallel scans"), in one run: a
// journal-extract snapshot (EI_BENCH_PARALLEL_ROWS rows, default 1,000,000) served by two read-only
// `extract-inspector-cli serve` processes (`--region-rows` rows/8, so 8 regions) that delay every
// answer by 100, 20 and 0 ms (`--latency-ms`, a VPN, a LAN, loopback):
//
//  * BM_Job/latency:L/stats:0/parallel:P/gateways:G/unordered:U: `export --parallel P` over G gateways
//    (jsonl; U = 1: --unordered), wall time and peak RSS (through /usr/bin/time); the output's SHA-1
//    is compared with P = 1's (unordered: of the lines sorted).
//  * BM_Job/…/stats:1/…: `stats --by grobid0:status_code` alike.
//
// The summary prints the speed-ups of --parallel 8 over two gateways against --parallel 1 over one
// and whether the outputs are byte-identical. Needs the CLI next to the benchmark (EI_BIN_DIR).
// EI_BENCH_PARALLEL_SNAPSHOT=DIR keeps the generated snapshot in DIR for the next runs.
#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <server/snapshot.h>

#include "benchsupport.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Ei::Bench;

namespace {

const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");
constexpr int kLatencies[] = {100, 20, 0};

int g_rows = 1000000;
QTemporaryDir *g_dir = nullptr;
QString g_snapshot;

struct Figures
{
    double wall = 0;
    double rssMiB = 0;
    double spilledMiB = 0;   // rows read ahead to disk (export's --verbose line)
    double roundTripMs = -1; // the gateway round trip that decided reading ahead (the same line)
    QByteArray sha1;
    QByteArray sortedSha1; // of the lines sorted
};
QMap<QString, Figures> g_figures; // "export/100/8/2" → figures

bool writeSnapshot(const QString &dir, int rows)
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
    (void)table.put(batch);
    SnapshotManifest manifest;
    manifest.table = kTable;
    return bool(saveSnapshot(dir, manifest, table));
}

// Two gateways of one "cluster": the same snapshot, read-only, 8 regions, delayed answers.
struct Gateway
{
    QProcess process;
    QString url;

    bool start(int latencyMs)
    {
        process.setProgram(QStringLiteral(EI_BIN_DIR "/extract-inspector-cli"));
        process.setArguments({QStringLiteral("serve"), QStringLiteral("--snapshot"), g_snapshot,
                              QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                              QStringLiteral("--read-only"), QStringLiteral("--region-rows"),
                              QString::number(std::max(1, g_rows / 8)), QStringLiteral("--latency-ms"),
                              QString::number(latencyMs)});
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start();
        QByteArray out;
        static const QRegularExpression listening(QStringLiteral("listening on (\\S+)"));
        while (process.waitForReadyRead(600000)) {
            out += process.readAllStandardOutput();
            if (const auto m = listening.match(QString::fromUtf8(out)); m.hasMatch()) {
                url = m.captured(1);
                return true;
            }
        }
        return false;
    }
    ~Gateway()
    {
        process.terminate();
        process.waitForFinished(30000);
    }
};
Gateway *g_gateways[2] = {nullptr, nullptr};
int g_latency = -1;

bool gatewaysAt(int latencyMs)
{
    if (g_latency == latencyMs) {
        return true;
    }
    for (Gateway *&gateway : g_gateways) {
        delete gateway;
        gateway = new Gateway;
        if (!gateway->start(latencyMs)) {
            return false;
        }
    }
    g_latency = latencyMs;
    return true;
}

// One run of the CLI through /usr/bin/time (peak RSS of the CLI alone); stdout to `out`.
Figures runCli(const QStringList &command, int parallel, int gateways, const QString &out)
{
    const QString report = g_dir->filePath(QStringLiteral("time-report.txt"));
    const QString errors = g_dir->filePath(QStringLiteral("stderr.txt"));
    // stderr to a file (the --verbose line of the bytes read ahead to disk), through a shell that
    // execs /usr/bin/time, so the peak RSS is still the CLI's alone.
    QStringList argv{QStringLiteral("/bin/sh"),
                     QStringLiteral("-c"),
                     QStringLiteral("exec \"$@\" 2>\"$0\""),
                     errors,
                     QStringLiteral("/usr/bin/time"),
                     QStringLiteral("-f"),
                     QStringLiteral("%M"),
                     QStringLiteral("-o"),
                     report,
                     QStringLiteral(EI_BIN_DIR "/extract-inspector-cli"),
                     QStringLiteral("--table"),
                     kTable,
                     QStringLiteral("--quiet"),
                     QStringLiteral("--verbose"),
                     QStringLiteral("--parallel"),
                     QString::number(parallel)};
    for (int g = 0; g < gateways; ++g) {
        argv << QStringLiteral("--url") << g_gateways[g]->url;
    }
    argv += command;
    const ChildRun run =
        runChild(argv, command.contains(QStringLiteral("--out")) ? QStringLiteral("/dev/null") : out);
    Figures f;
    if (run.exitCode != 0) {
        return f;
    }
    QFile r(report);
    (void)r.open(QIODevice::ReadOnly);
    f.wall = run.wallSeconds;
    f.rssMiB = r.readAll().trimmed().toDouble() / 1024.0;
    QFile e(errors);
    (void)e.open(QIODevice::ReadOnly);
    static const QRegularExpression spilled(QStringLiteral("rows read ahead to disk: (\\d+) bytes"));
    static const QRegularExpression roundTrip(QStringLiteral("gateway round trip (\\d+) ms"));
    const QString verbose = QString::fromUtf8(e.readAll());
    if (const auto m = spilled.match(verbose); m.hasMatch()) {
        f.spilledMiB = m.captured(1).toDouble() / (1024.0 * 1024.0);
    }
    if (const auto m = roundTrip.match(verbose); m.hasMatch()) {
        f.roundTripMs = m.captured(1).toDouble();
    }
    return f;
}

// The SHA-1 of a file, or of its lines sorted (an unordered export holds the same lines).
QByteArray digestOf(const QString &path, bool sortLines)
{
    QFile file(path);
    (void)file.open(QIODevice::ReadOnly);
    QByteArray bytes = file.readAll();
    if (sortLines) {
        QByteArrayList lines = bytes.split('\n');
        std::ranges::sort(lines);
        bytes = lines.join('\n');
    }
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex();
}

// latency, job (0 export, 1 stats), parallel, gateways, unordered
void BM_Job(benchmark::State &state)
{
    const int latency = int(state.range(0));
    const bool isExport = state.range(1) == 0;
    const int parallel = int(state.range(2));
    const int gateways = int(state.range(3));
    const bool unordered = state.range(4) != 0;
    if (!gatewaysAt(latency)) {
        state.SkipWithError("serve did not start");
        return;
    }
    const QString out = g_dir->filePath(isExport ? QStringLiteral("out.jsonl") : QStringLiteral("out.json"));
    QFile::remove(out);
    QStringList command = isExport ? QStringList{QStringLiteral("export"), QStringLiteral("--out"), out}
                                   : QStringList{QStringLiteral("stats"), QStringLiteral("--by"),
                                                 QStringLiteral("grobid0:status_code")};
    if (unordered) {
        command.append(QStringLiteral("--unordered"));
    }
    Figures f;
    for (auto _ : state) {
        f = runCli(command, parallel, gateways, out);
        if (f.wall <= 0) {
            state.SkipWithError("the CLI failed");
            return;
        }
        state.SetIterationTime(f.wall);
    }
    f.sha1 = digestOf(out, false);
    f.sortedSha1 = digestOf(out, true);
    state.counters["rows/s"] = double(g_rows) / f.wall;
    state.counters["peak_rss_MiB"] = f.rssMiB;
    state.counters["spilled_MiB"] = f.spilledMiB;
    g_figures.insert(QStringLiteral("%1/%2/%3/%4/%5")
                         .arg(isExport ? QStringLiteral("export") : QStringLiteral("stats"))
                         .arg(latency)
                         .arg(parallel)
                         .arg(gateways)
                         .arg(int(unordered)),
                     f);
    QFile::remove(out);
}

void configure(benchmark::internal::Benchmark *b)
{
    b->ArgNames({"latency", "stats", "parallel", "gateways", "unordered"});
    for (const int latency : kLatencies) {
        b->Args({latency, 0, 1, 1, 0})->Args({latency, 0, 8, 2, 0})->Args({latency, 0, 8, 2, 1});
        b->Args({latency, 1, 1, 1, 0})->Args({latency, 1, 8, 2, 0});
    }
    b->Iterations(1)->Unit(benchmark::kMillisecond)->UseManualTime();
}
BENCHMARK(BM_Job)->Apply(configure);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (!QFile::exists(QStringLiteral(EI_BIN_DIR "/extract-inspector-cli"))) {
        fprintf(stderr, "bench_parallel needs %s/extract-inspector-cli\n", EI_BIN_DIR);
        return 1;
    }
    bool ok = false;
    if (const int rows = qEnvironmentVariable("EI_BENCH_PARALLEL_ROWS").toInt(&ok); ok && rows > 0) {
        g_rows = rows;
    }
    QTemporaryDir dir;
    g_dir = &dir;
    g_snapshot = dir.filePath(QStringLiteral("snapshot"));
    // While developing: a snapshot of EI_BENCH_PARALLEL_ROWS rows kept in this directory (written
    // once, read by the later runs) instead of writing one for every run.
    const QString kept = qEnvironmentVariable("EI_BENCH_PARALLEL_SNAPSHOT");
    if (!kept.isEmpty()) {
        g_snapshot = QDir(kept).filePath(QStringLiteral("snapshot-%1").arg(g_rows));
    }
    QElapsedTimer generating;
    generating.start();
    if (QFileInfo::exists(g_snapshot)) {
        fprintf(stderr, "%d rows in the kept snapshot %s\n", g_rows, qPrintable(g_snapshot));
    } else if (!writeSnapshot(g_snapshot, g_rows)) {
        fprintf(stderr, "cannot write the snapshot\n");
        return 1;
    } else {
        fprintf(stderr, "%d rows written in %.1f s\n", g_rows, double(generating.elapsed()) / 1000.0);
    }
    fprintf(stderr, "load average before: %.2f\n", loadAverage());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    for (Gateway *gateway : g_gateways) {
        delete gateway;
    }
    fprintf(stderr, "load average after: %.2f\n", loadAverage());
    printf("\n%d rows, 8 regions, two read-only serve processes:\n", g_rows);
    for (const char *job : {"export", "stats"}) {
        for (const int latency : kLatencies) {
            const Figures one =
                g_figures.value(QStringLiteral("%1/%2/1/1/0").arg(QLatin1StringView(job)).arg(latency));
            if (one.wall <= 0) {
                continue;
            }
            for (const int unordered : {0, 1}) {
                const Figures eight = g_figures.value(
                    QStringLiteral("%1/%2/8/2/%3").arg(QLatin1StringView(job)).arg(latency).arg(unordered));
                if (eight.wall <= 0) {
                    continue;
                }
                printf(
                    "%s at %3d ms: --parallel 1, one gateway %.2f s (%.0f MiB); --parallel 8%s, two gateways "
                    "%.2f s (%.0f MiB, %.0f MiB read ahead to disk, round trip %.0f ms) = %.2fx; output %s\n",
                    job, latency, one.wall, one.rssMiB, unordered ? " --unordered" : "", eight.wall,
                    eight.rssMiB, eight.spilledMiB, eight.roundTripMs, one.wall / eight.wall,
                    unordered ? (one.sortedSha1 == eight.sortedSha1 ? "the same lines" : "DIFFERS")
                              : (one.sha1 == eight.sha1 ? "byte-identical" : "DIFFERS"));
            }
        }
    }
    return 0;
}
