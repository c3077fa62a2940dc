// Bulk reprocess over loopback: 10,000 rows served by `extract-inspector-cli serve` (a separate
// process, restarted on a fresh copy of the snapshot for every iteration), marked through the core
// ReprocessJob with the write journal on (one fdatasync per batch of entries and per send batch)
// — check-and-put grobid0:reprocess + check-and-delete grobid0:status_code per row. The reference
// in the same run is the bare RestClient sending the same two checked writes per row, pipelined the
// same way, with no journal and no reads (the ceiling of the protocol on this machine).
// BM_ReprocessWhereUnderFaults (issue 16): `--where grobid0:status_code=500` over 20,000 rows, two
// in three of them failed, with no faults and then with 10 % 503s, 5 % dropped connections and one
// gateway restart (SIGTERM with --write-back, started again on the same port) after 3,000 rows:
// rows done, rows done twice (from serve's request log) and rows left.
#include <benchmark/benchmark.h>
#include <csignal>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtEndian>

#include <core/curation/reprocessjob.h>
#include <core/curation/writejournal.h>
#include <core/domain/pipelinerows.h>
#include <core/domain/rowkey.h>
#include <core/hbase/filter.h>
#include <core/hbase/restclient.h>
#include <server/snapshot.h>

#include "benchsupport.h"

using namespace Ei::Core;
using namespace Ei::Server;

using Ei::Bench::processCpuSeconds;

namespace {

constexpr int kRows = 10000;
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-bench");

// Runs the event loop until pred() holds (benchmark driver code, not library code).
template<class Pred>
bool waitFor(Pred pred, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!pred()) {
        if (deadline.hasExpired()) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    return true;
}

QByteArray be64(qint64 v)
{
    QByteArray b(8, Qt::Uninitialized);
    qToBigEndian(v, b.data());
    return b;
}

// The corpus's real ungrobided rows as templates (synthetic cells when it is absent), each under
// its own SHA-1 key, with grobid0:status_code 200.
CellSet benchRows()
{
    CellSet templates;
    QFile tsv(QStringLiteral(EI_CORPUS_DIR) + QStringLiteral("/sandcrawler/example_ungrobided.tsv"));
    if (tsv.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : tsv.readAll().split('\n')) {
            if (auto row = rowFromUngrobidedLine(line)) {
                templates.append(*row);
            }
        }
    }
    if (templates.isEmpty()) {
        templates.append(Row{"t",
                             {Cell{"f:c", Cell::kNoTimestamp, "{\"c\":1,\"u\":\"http://example.org/a.pdf\"}"},
                              Cell{"file:mime", Cell::kNoTimestamp, "application/pdf"},
                              Cell{"file:cdx", Cell::kNoTimestamp, "{\"dt\":\"20170801123456\"}"}}});
    }
    CellSet rows;
    for (int i = 0; i < kRows; ++i) {
        Row row = templates.at(i % templates.size());
        row.key = encodeRowKey(Sha1::ofData(QByteArray(row.key + QByteArray::number(i))),
                               KeyFormat::Sha1B32Prefixed);
        row.cells.append(Cell{"grobid0:status_code", Cell::kNoTimestamp, be64(200)});
        rows.append(row);
    }
    std::sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.key < b.key; });
    return rows;
}

struct Served
{
    QTemporaryDir dir;
    QProcess process;
    QString url;
    QStringList args; // the command line, to start it again after a restart
    ~Served()
    {
        if (process.state() == QProcess::Running) {
            process.terminate();
            process.waitForFinished(30000);
        }
    }
    QString snapshot() const { return dir.filePath(QStringLiteral("snap")); }
    QString requestLog() const { return dir.filePath(QStringLiteral("requests.log")); }
};

bool startServe(Served &s)
{
    s.process.start(QStringLiteral(EI_BIN_DIR) + QStringLiteral("/extract-inspector-cli"), s.args);
    QByteArray out;
    while (!out.contains('\n') && s.process.waitForReadyRead(60000)) {
        out += s.process.readAllStandardOutput();
    }
    if (!out.startsWith("listening on ")) {
        return false;
    }
    s.url = QString::fromUtf8(out.left(out.indexOf('\n')).mid(13));
    return true;
}

// A fresh snapshot and a serve process on it (untimed), with `extra` options.
std::unique_ptr<Served> serve(const CellSet &rows, const QStringList &extra = {})
{
    auto s = std::make_unique<Served>();
    auto table =
        std::make_unique<TableStore>(TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
    if (!table->put(rows)) {
        return nullptr;
    }
    SnapshotManifest manifest;
    manifest.table = kTable;
    if (!saveSnapshot(s->snapshot(), manifest, *table)) {
        return nullptr;
    }
    s->args =
        QStringList{QStringLiteral("serve"),    QStringLiteral("--snapshot"),  s->snapshot(),
                    QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--quiet")} +
        extra;
    if (!startServe(*s)) {
        return nullptr;
    }
    return s;
}

// The gateway restarts: SIGTERM (--write-back saves what it applied), then the same command line on
// the same port.
bool restart(Served &s)
{
    s.process.terminate();
    if (!s.process.waitForFinished(60000)) {
        return false;
    }
    s.args[s.args.indexOf(QStringLiteral("--listen")) + 1] = QUrl(s.url).authority();
    return startServe(s);
}

ConnectionConfig configFor(const QString &url)
{
    ConnectionConfig c;
    c.baseUrl = QUrl(url);
    c.table = kTable;
    return c;
}

void BM_ReprocessJobWithJournal(benchmark::State &state)
{
    const CellSet rows = benchRows();
    QList<QByteArray> keys;
    for (const Row &r : rows) {
        keys.append(r.key);
    }
    auto setup = resolveTableSetup({}, {}, kTable, false);
    qint64 total = 0;
    double serveCpu = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto served = serve(rows);
        if (!served) {
            state.SkipWithError("serve did not start");
            return;
        }
        QTemporaryDir journalDir;
        RestClient client(configFor(served->url));
        WriteJournal journal(&client);
        if (!journal.open(journalDir.filePath(QStringLiteral("bench.journal")))) {
            state.SkipWithError("cannot open the journal");
            return;
        }
        ReprocessOptions options;
        options.by = QStringLiteral("bench");
        options.statePath = journalDir.filePath(QStringLiteral("job.json"));
        ReprocessJob job(&client, &journal, *setup, options);
        std::optional<ReprocessSummary> summary;
        QObject::connect(&job, &ReprocessJob::finished, &job, [&summary, &job] { summary = job.summary(); });
        const double serveCpuBefore = processCpuSeconds(served->process.processId());
        state.ResumeTiming();
        if (!job.startKeys(keys) || !waitFor([&summary] { return summary.has_value(); }, 600000) ||
            summary->done != kRows) {
            state.SkipWithError("the job did not mark every row");
            return;
        }
        state.PauseTiming();
        serveCpu += processCpuSeconds(served->process.processId()) - serveCpuBefore;
        state.ResumeTiming();
        total += summary->done;
    }
    state.counters["rows/s"] = benchmark::Counter(double(total), benchmark::Counter::kIsRate);
    state.counters["serve_cpu_s"] = serveCpu / double(state.iterations());
}

void BM_BareCheckAndMutate(benchmark::State &state)
{
    const CellSet rows = benchRows();
    const int window = int(state.range(0));
    const QByteArray mark = "{\"by\":\"bench\",\"reason\":\"bench\"}";
    qint64 total = 0;
    double serveCpu = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto served = serve(rows);
        if (!served) {
            state.SkipWithError("serve did not start");
            return;
        }
        RestClient client(configFor(served->url));
        int next = 0;
        int done = 0;
        int inFlight = 0;
        bool failed = false;
        QObject context;
        std::function<void()> pump = [&] {
            while (inFlight < window && next < rows.size()) {
                const QByteArray key = rows.at(next++).key;
                ++inFlight;
                client
                    .checkAndPut(key, {Cell{"grobid0:reprocess", Cell::kNoTimestamp, mark}},
                                 Cell{"grobid0:reprocess", Cell::kNoTimestamp, {}})
                    ->then(&context, [&, key](const Result<void> &put) {
                        if (!put) {
                            failed = true;
                        }
                        client
                            .checkAndDelete(key, Cell{"grobid0:status_code", Cell::kNoTimestamp, be64(200)})
                            ->then(&context, [&](const Result<void> &del) {
                                failed = failed || !del;
                                --inFlight;
                                ++done;
                                pump();
                            });
                    });
            }
        };
        const double serveCpuBefore = processCpuSeconds(served->process.processId());
        state.ResumeTiming();
        pump();
        if (!waitFor([&done, &rows] { return done == rows.size(); }, 600000) || failed) {
            state.SkipWithError("a checked write failed");
            return;
        }
        state.PauseTiming();
        serveCpu += processCpuSeconds(served->process.processId()) - serveCpuBefore;
        state.ResumeTiming();
        total += done;
    }
    state.counters["rows/s"] = benchmark::Counter(double(total), benchmark::Counter::kIsRate);
    state.counters["serve_cpu_s"] = serveCpu / double(state.iterations());
}

// Issue 16's table: 20,000 rows, two in three with grobid0:status_code 500.
CellSet faultRows()
{
    CellSet rows;
    const CellSet all = benchRows();
    for (int copy = 0; copy < 2; ++copy) {
        for (const Row &r : all) {
            Row row = r;
            row.key = encodeRowKey(Sha1::ofData(QByteArray(row.key + QByteArray::number(copy))),
                                   KeyFormat::Sha1B32Prefixed);
            if (rows.size() % 3 != 0) {
                row.cells.last().value = be64(500);
            }
            rows.append(row);
        }
    }
    std::sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.key < b.key; });
    return rows;
}

void BM_ReprocessWhereUnderFaults(benchmark::State &state)
{
    const bool faults = state.range(0) != 0;
    const CellSet rows = faultRows();
    const qint64 failed =
        std::ranges::count_if(rows, [](const Row &r) { return r.cells.last().value == be64(500); });
    auto setup = resolveTableSetup({}, {}, kTable, false);
    ScanSpec spec;
    spec.filter = *whereFilter({QStringLiteral("grobid0:status_code=500")}, [](QByteArray, QString text) {
        return Result<QByteArray>(be64(text.toLongLong()));
    });
    spec.columns = ReprocessJob::columns();
    spec.batch = 5000;
    qint64 done = 0;
    qint64 duplicates = 0;
    qint64 left = 0;
    int restarts = 0;
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir journalDir;
        QStringList extra{QStringLiteral("--write-back"), QStringLiteral("--request-log"),
                          journalDir.filePath(QStringLiteral("requests.log"))};
        if (faults) {
            extra += {QStringLiteral("--error-rate"), QStringLiteral("0.1"), QStringLiteral("--drop-rate"),
                      QStringLiteral("0.05")};
        }
        auto served = serve(rows, extra);
        if (!served) {
            state.SkipWithError("serve did not start");
            return;
        }
        RestClient client(configFor(served->url));
        WriteJournal journal(&client);
        if (!journal.open(journalDir.filePath(QStringLiteral("bench.journal")))) {
            state.SkipWithError("cannot open the journal");
            return;
        }
        ReprocessOptions options;
        options.by = QStringLiteral("bench");
        options.statePath = journalDir.filePath(QStringLiteral("job.json"));
        ReprocessJob job(&client, &journal, *setup, options);
        std::optional<ReprocessSummary> summary;
        bool restarted = !faults;
        QObject::connect(&job, &ReprocessJob::finished, &job, [&summary, &job] { summary = job.summary(); });
        QObject::connect(&job, &ReprocessJob::progress, &job, [&](qint64 handled, qint64) {
            if (!restarted && handled >= 3000) {
                restarted = true;
                if (restart(*served)) {
                    ++restarts;
                }
            }
        });
        state.ResumeTiming();
        if (!job.startScan(spec) || !waitFor([&summary] { return summary.has_value(); }, 600000) ||
            !summary->complete) {
            state.SkipWithError("the job did not complete");
            return;
        }
        state.PauseTiming();
        done += summary->done;
        // The witness: serve's request log, one line per answered request.
        QFile log(journalDir.filePath(QStringLiteral("requests.log")));
        QHash<QByteArray, int> resets;
        if (log.open(QIODevice::ReadOnly)) {
            for (const QByteArray &line : log.readAll().split('\n')) {
                if (line.contains("check=delete") && line.endsWith(" 200")) {
                    ++resets[line.split(' ').value(1).split('?').first()];
                }
            }
        }
        for (const int n : std::as_const(resets)) {
            duplicates += std::max(0, n - 1);
        }
        left += failed - resets.size();
        state.ResumeTiming();
    }
    state.counters["rows_done"] = double(done) / double(state.iterations());
    state.counters["duplicates"] = double(duplicates);
    state.counters["rows_left"] = double(left);
    state.counters["restarts"] = double(restarts);
}

} // namespace

// CPU time is the whole bench process (the REST client's threads included); serve_cpu_s is the
// server process's CPU per iteration, so client + server CPU gives the figure of an idle machine.
BENCHMARK(BM_ReprocessJobWithJournal)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->UseRealTime()
    ->MeasureProcessCPUTime();
BENCHMARK(BM_BareCheckAndMutate)
    ->Arg(32)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->UseRealTime()
    ->MeasureProcessCPUTime();

BENCHMARK(BM_ReprocessWhereUnderFaults)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->UseRealTime()
    ->MeasureProcessCPUTime();

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
