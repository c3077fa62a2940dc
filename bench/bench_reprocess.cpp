// Bulk reprocess over loopback: 10,000 rows served by `extract-inspector-cli serve` (a separate
// process, restarted on a fresh copy of the snapshot for every iteration), marked through the core
// ReprocessJob with the write journal on (one fdatasync per batch of entries and per send batch)
// — check-and-put grobid0:reprocess + check-and-delete grobid0:status_code per row. The reference
// in the same run is the bare RestClient sending the same two checked writes per row, pipelined the
// same way, with no journal and no reads (the ceiling of the protocol on this machine).
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
#include <core/hbase/restclient.h>
#include <core/snapshot/snapshot.h>

using namespace Ei::Core;

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
    ~Served()
    {
        if (process.state() == QProcess::Running) {
            process.terminate();
            process.waitForFinished(30000);
        }
    }
};

// A fresh snapshot and a serve process on it (untimed).
std::unique_ptr<Served> serve(const CellSet &rows)
{
    auto s = std::make_unique<Served>();
    auto table =
        std::make_unique<TableStore>(TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
    if (!table->put(rows)) {
        return nullptr;
    }
    SnapshotManifest manifest;
    manifest.table = kTable;
    if (!saveSnapshot(s->dir.filePath(QStringLiteral("snap")), manifest, *table)) {
        return nullptr;
    }
    s->process.start(QStringLiteral(EI_BIN_DIR) + QStringLiteral("/extract-inspector-cli"),
                     {QStringLiteral("serve"), QStringLiteral("--snapshot"),
                      s->dir.filePath(QStringLiteral("snap")), QStringLiteral("--listen"),
                      QStringLiteral("127.0.0.1:0"), QStringLiteral("--quiet")});
    QByteArray out;
    while (!out.contains('\n') && s->process.waitForReadyRead(60000)) {
        out += s->process.readAllStandardOutput();
    }
    if (!out.startsWith("listening on ")) {
        return nullptr;
    }
    s->url = QString::fromUtf8(out.left(out.indexOf('\n')).mid(13));
    return s;
}

// CPU seconds (user + system) a process has used so far, from /proc/PID/stat.
double processCpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) {
        return 0;
    }
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
    return fields.size() > 12 ? double(fields.at(11).toLongLong() + fields.at(12).toLongLong()) / 100.0 : 0;
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
        QObject::connect(&job, &ReprocessJob::finished, &job,
                         [&summary](const ReprocessSummary &s) { summary = s; });
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

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
