// Scrolling a 28-page PDF at 150% zoom in the real PdfView (offscreen), at a steady rate.
//
//   BM_Scroll28PagesAt150  the view is scrolled from the first to the last page by a precise
//                          16 ms timer, 24 px per tick (1500 px/s, a brisk wheel/drag), while
//                          the worker renders the pages coming into view. Counters:
//     frames        paints of the viewport during the scroll
//     missed16      frame intervals (paint to paint) longer than 16.7 ms
//     missed33      ... longer than 33.3 ms (two frames lost)
//     paintP95ms    95th percentile of the wall time spent inside one paint (GUI thread)
//     paintCpuP95ms ... of the GUI thread's CPU time inside one paint (fair on a loaded machine)
//     tickLateP95ms 95th percentile of how late the scroll timer fired (a stalled GUI thread)
//     guiHwmMB      peak RSS (VmHWM) of this process (the GUI)
//     workerHwmMB   peak RSS (VmHWM) of extract-inspector-render
//     blankFrames   paints in which a visible page had no image yet (placeholder shown)
//
// The PDF is corpus/pairs/mpra_rural_development/f2235cd28c171f9f3b6a8bcebe246159c464980c.pdf
// (28 pages, A4). Results: bench/README.md, section "PDF rendering".

#include <algorithm>
#include <benchmark/benchmark.h>
#include <ctime>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QPaintEvent>
#include <QScrollBar>
#include <QTimer>

#include "ui/pdfview.h"

using namespace Ei::Ui;

namespace {

const char *const File = "pairs/mpra_rural_development/f2235cd28c171f9f3b6a8bcebe246159c464980c.pdf";
constexpr int TickMs = 16;
constexpr int StepPx = 24;

double hwmMegabytes(const QString &statusPath)
{
    QFile f(statusPath);
    if (!f.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
        }
    }
    return -1;
}

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty()) {
        return 0;
    }
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5))];
}

// Times every paint of the viewport: when it started (interval to the previous one) and how long
// the view's own paintEvent took (measured around it by filtering before and after).
class PaintClock final : public QObject
{
public:
    explicit PaintClock(PdfView *view)
        : m_view(view)
    {
        view->viewport()->installEventFilter(this);
        m_clock.start();
    }
    std::vector<double> intervals; // ms between paint starts
    std::vector<double> durations; // ms inside paint
    std::vector<double> cpu;       // GUI-thread CPU ms inside paint
    int blank = 0;
    bool recording = false;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint || !recording) {
            return false;
        }
        const double start = m_clock.nsecsElapsed() / 1e6;
        const double cpuStart = threadCpuMs();
        if (m_last >= 0) {
            intervals.push_back(start - m_last);
        }
        m_last = start;
        // Let the view paint now, inside the measurement, then swallow the event.
        m_view->viewport()->removeEventFilter(this);
        QCoreApplication::sendEvent(watched, event);
        m_view->viewport()->installEventFilter(this);
        durations.push_back(m_clock.nsecsElapsed() / 1e6 - start);
        cpu.push_back(threadCpuMs() - cpuStart);
        const int page = m_view->currentPage();
        if (page >= 0 && !m_view->isPageRendered(page)) {
            ++blank;
        }
        return true;
    }

private:
    PdfView *m_view;
    QElapsedTimer m_clock;
    double m_last = -1;
};

void BM_Scroll28PagesAt150(benchmark::State &state)
{
    const QString file = QDir(QStringLiteral(EI_CORPUS_DIR)).filePath(QString::fromLatin1(File));
    if (!QFile::exists(file)) {
        state.SkipWithError("the corpus is not present");
        return;
    }
    for (auto _ : state) {
        PdfView view;
        view.resize(900, 1000);
        view.show();
        view.renderClient()->setDefaultTimeout(30000);
        {
            QEventLoop loop;
            QObject::connect(&view, &PdfView::documentOpened, &loop, &QEventLoop::quit);
            QObject::connect(&view, &PdfView::documentFailed, &loop, &QEventLoop::quit);
            view.openFile(file);
            loop.exec();
        }
        if (view.pageCount() != 28) {
            state.SkipWithError("the PDF did not open with 28 pages");
            return;
        }
        view.setZoom(1.5);
        {
            // Start from a settled first screen, as a curator would.
            QEventLoop loop;
            QTimer poll;
            QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
                if (view.isPageCurrent(0)) {
                    loop.quit();
                }
            });
            poll.start(5);
            loop.exec();
        }
        PaintClock clock(&view);
        clock.recording = true;
        std::vector<double> late;
        QElapsedTimer sinceTick;
        QEventLoop loop;
        QTimer tick;
        tick.setTimerType(Qt::PreciseTimer);
        QScrollBar *bar = view.verticalScrollBar();
        QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
            if (sinceTick.isValid()) {
                late.push_back(std::max(0.0, sinceTick.nsecsElapsed() / 1e6 - TickMs));
            }
            sinceTick.start();
            if (bar->value() >= bar->maximum()) {
                loop.quit();
                return;
            }
            bar->setValue(bar->value() + StepPx);
        });
        tick.start(TickMs);
        loop.exec();
        clock.recording = false;

        const auto missed = [&clock](double ms) {
            return double(std::count_if(clock.intervals.begin(), clock.intervals.end(),
                                        [ms](double v) { return v > ms; }));
        };
        state.counters["frames"] = double(clock.durations.size());
        state.counters["missed16"] = missed(1000.0 / 60.0);
        state.counters["missed33"] = missed(2000.0 / 60.0);
        state.counters["paintP50ms"] = percentile(clock.durations, 0.5);
        state.counters["paintP95ms"] = percentile(clock.durations, 0.95);
        state.counters["paintMaxms"] = percentile(clock.durations, 1.0);
        state.counters["paintCpuP50ms"] = percentile(clock.cpu, 0.5);
        state.counters["paintCpuP95ms"] = percentile(clock.cpu, 0.95);
        state.counters["paintCpuMaxms"] = percentile(clock.cpu, 1.0);
        state.counters["tickLateP95ms"] = percentile(late, 0.95);
        state.counters["blankFrames"] = clock.blank;
        state.counters["guiHwmMB"] = hwmMegabytes(QStringLiteral("/proc/self/status"));
        state.counters["workerHwmMB"] =
            hwmMegabytes(QStringLiteral("/proc/%1/status").arg(view.renderClient()->workerPid()));
    }
}
BENCHMARK(BM_Scroll28PagesAt150)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    if (qEnvironmentVariableIsEmpty("EI_RENDER_WORKER")) {
        qputenv("EI_RENDER_WORKER", QByteArray(EI_BIN_DIR "/extract-inspector-render"));
    }
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
