// PDF rendering through the isolated worker, next to pdftoppm in the same run.
//
//   BM_FirstPageColdWorker  start a worker, open the PDF, render page 1 at 96 dpi (what a user
//                           waits for the first time a PDF is shown)
//   BM_FirstPageWarmWorker  open + render page 1 at 96 dpi in a running worker (every next PDF)
//   BM_Pdftoppm             `pdftoppm -r 96 -f 1 -l 1 FILE OUT` (process start, open, render, write)
//   BM_RestartAfterCrash    worker crash injected; time until the next page image arrives
//                           (kill detection, new worker, re-open, render)
//
// Results: bench/README.md, section "PDF rendering".

#include <benchmark/benchmark.h>
#include <memory>

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "core/render/renderclient.h"

using namespace Ei::Core::Render;

namespace {

const char *const Files[] = {
    "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.pdf",
    "pairs/arxiv1912.10667_deng/e5910c027af0ee9c1901c57f6579d903aedee7f4.pdf",
    "pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf",
};

QString corpusFile(int i)
{
    return QDir(QStringLiteral(EI_CORPUS_DIR)).filePath(QString::fromLatin1(Files[i]));
}

QString workerPath()
{
    return QDir(QStringLiteral(EI_BIN_DIR)).filePath(QStringLiteral("extract-inspector-render"));
}

// Benchmarks may spin a local event loop; library code never does.
bool wait(RenderReply *r)
{
    if (!r->isFinished()) {
        QEventLoop loop;
        QObject::connect(r, &RenderReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return r->ok();
}

bool openAndRenderFirstPage(RenderClient &c, const QString &file, benchmark::State &state)
{
    std::unique_ptr<RenderReply> o(c.open(file));
    std::unique_ptr<RenderReply> r(c.render(RenderParams{0, 96.0, 96.0, {}}));
    if (!wait(o.get()) || !wait(r.get())) {
        state.SkipWithError(qPrintable(o->ok() ? r->errorMessage() : o->errorMessage()));
        return false;
    }
    benchmark::DoNotOptimize(r->image().pixels.constData());
    return true;
}

void BM_FirstPageColdWorker(benchmark::State &state)
{
    const QString file = corpusFile(int(state.range(0)));
    state.SetLabel(QFileInfo(file).fileName().left(24).toStdString());
    for (auto _ : state) {
        auto c = std::make_unique<RenderClient>(nullptr, workerPath());
        if (!openAndRenderFirstPage(*c, file, state)) {
            return;
        }
        state.PauseTiming(); // the worker's shutdown is not part of what the user waits for
        c.reset();
        state.ResumeTiming();
    }
}

void BM_FirstPageWarmWorker(benchmark::State &state)
{
    const QString file = corpusFile(int(state.range(0)));
    state.SetLabel(QFileInfo(file).fileName().left(24).toStdString());
    RenderClient c(nullptr, workerPath());
    if (!openAndRenderFirstPage(c, file, state)) { // starts the worker
        return;
    }
    for (auto _ : state) {
        if (!openAndRenderFirstPage(c, file, state)) {
            return;
        }
    }
}

void BM_Pdftoppm(benchmark::State &state)
{
    const QString file = corpusFile(int(state.range(0)));
    state.SetLabel(QFileInfo(file).fileName().left(24).toStdString());
    const QString exe = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (exe.isEmpty()) {
        state.SkipWithError("pdftoppm is not installed");
        return;
    }
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("page"));
    for (auto _ : state) {
        QProcess p;
        p.start(exe, {QStringLiteral("-r"), QStringLiteral("96"), QStringLiteral("-f"), QStringLiteral("1"),
                      QStringLiteral("-l"), QStringLiteral("1"), file, out});
        if (!p.waitForFinished(60000) || p.exitCode() != 0) {
            state.SkipWithError("pdftoppm failed");
            return;
        }
    }
}

void BM_RestartAfterCrash(benchmark::State &state)
{
    const QString file = corpusFile(int(state.range(0)));
    state.SetLabel(QFileInfo(file).fileName().left(24).toStdString());
    RenderClient c(nullptr, workerPath());
    if (!openAndRenderFirstPage(c, file, state)) {
        return;
    }
    for (auto _ : state) {
        std::unique_ptr<RenderReply> crash(c.injectCrash());
        std::unique_ptr<RenderReply> r(c.render(RenderParams{0, 96.0, 96.0, {}}));
        wait(crash.get());
        if (!wait(r.get())) {
            state.SkipWithError(qPrintable(r->errorMessage()));
            return;
        }
    }
    state.counters["restarts"] = c.workerStarts() - 1;
}

} // namespace

BENCHMARK(BM_FirstPageColdWorker)->DenseRange(0, 2)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_Pdftoppm)->DenseRange(0, 2)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_FirstPageWarmWorker)->DenseRange(0, 2)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_RestartAfterCrash)->Arg(0)->Unit(benchmark::kMillisecond)->MinTime(1.0);

int main(int argc, char **argv)
{
    qputenv("EI_RENDER_TEST_HOOKS", "1"); // BM_RestartAfterCrash injects crashes
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
