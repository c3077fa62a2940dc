// The inspector window's figures (bench/README.md, "Inspector window"), measured on the real
// widgets with a 5 ms timer whose longest gap is the longest GUI-thread stall a curator would feel:
//   1. row switch to TEI shown, on rows already in the row cache (the demo, over its in-process
//      REST server);
//   2. a 5 MB TEI into the TEI tab: time to first paint and longest stall; two 5 MB TEIs compared:
//      the longest stall while the comparison is shown;
//   3. scrolling a 1M-row table from top to bottom in the row list (the rows served by a separate
//      `extract-inspector-cli serve` process, so this process's peak RSS is the window's alone);
//   4. cold start of the application to the first row shown (`extract-inspector
//      --measure-startup`, median of 5 runs);
//   5. round trips per action at 0, 20 and 100 ms of latency (bench_roundtrips.cpp).
// A small measuring executable, not Google Benchmark: each figure is one end-to-end scenario.
// Usage: bench_inspector [--rows N] [--skip-scroll] [--skip-startup] [--only-round-trips]
// [--latencies 0,20,100]; `--generate DIR N` writes the scroll snapshot (run as a child so that
// generating it does not count in the peak RSS); `--serve-files DIR MS` is scenario 5's file server.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QProcess>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <app/gui/inprocesstables.h>
#include <app/gui/windowmanager.h>
#include <core/domain/cellcodec.h>
#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/hbase/restclient.h>
#include <core/rows/restrowpagesource.h>
#include <models/profilecolumns.h>
#include <models/rowcache.h>
#include <models/rowlistmodel.h>
#include <models/rowmetadataloader.h>
#include <models/tablesession.h>
#include <models/teicomparison.h>
#include <server/snapshot.h>
#include <server/tablestore.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/rowlistpane.h>
#include <ui/teicompareview.h>
#include <ui/teiview.h>
#include <ui/xmleditor.h>

#include "bench_roundtrips.h"

using namespace Ei;

namespace {

const QString kBinDir = QStringLiteral(EI_BIN_DIR);
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-bench");

// The longest gap between ticks of a 5 ms timer while it runs.
class StallMeter final
{
public:
    StallMeter()
    {
        m_ticker.setInterval(5);
        QObject::connect(&m_ticker, &QTimer::timeout, &m_ticker,
                         [this] { m_longest = std::max(m_longest, m_sinceTick.restart()); });
    }
    void start()
    {
        m_longest = 0;
        m_sinceTick.start();
        m_ticker.start();
    }
    qint64 stop()
    {
        m_ticker.stop();
        return std::max<qint64>(0, m_longest - 5);
    }

private:
    QTimer m_ticker;
    QElapsedTimer m_sinceTick;
    qint64 m_longest = 0;
};

qint64 statusKb(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field)) {
            return line.mid(qstrlen(field)).trimmed().split(' ').value(0).toLongLong();
        }
    }
    return -1;
}

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(u' ', 0, 2) : QString();
}

QByteArray keyFor(int i)
{
    // Base32 text does not sort like the digest bytes ('2'-'7' sort before 'A'), so the index is
    // written as eight letters A-Z: text order is index order.
    QByteArray key = "sha1:AAAAAAAALJNFUWS2LJNFUWS2LJNFUWS2";
    for (int pos = 12; pos >= 5; --pos, i /= 26) {
        key[pos] = char('A' + i % 26);
    }
    return key;
}

int generate(const QString &dir, int rows)
{
    Server::TableStore table(Core::TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
    Core::CellSet batch;
    static const QByteArray statuses[] = {"matched", "unmatched", "ambiguous", "confirmed"};
    for (int i = 0; i < rows; ++i) {
        Core::Row row{keyFor(i),
                      {{"file:mime", 1, "application/pdf"},
                       {"file:size", 1, Core::encodeInt64Be(100000 + i)},
                       {"grobid0:status_code", 1, Core::encodeInt64Be(i % 10 == 0 ? 500 : 200)}}};
        if (i % 3 == 0) {
            row.cells.append({"match0:mstatus", 1, statuses[i % 4]});
            row.cells.append({"match0:doi", 1, "10.1234/bench." + QByteArray::number(i)});
        }
        batch.append(std::move(row));
        if (batch.size() == 20000) {
            if (!table.put(batch)) {
                return 1;
            }
            batch.clear();
        }
    }
    if (!table.put(batch)) {
        return 1;
    }
    Core::SnapshotManifest manifest;
    manifest.table = kTable;
    auto saved = Server::saveSnapshot(dir, manifest, table);
    return saved ? 0 : 1;
}

// 1. Row switch on cached rows, over the demo.
void rowSwitch()
{
    const QString demo = kBinDir + QStringLiteral("/../share/demo");
    if (!QFileInfo::exists(demo + QStringLiteral("/manifest.json"))) {
        qInfo("row switch: skipped (no demo snapshot at %s)", qPrintable(demo));
        return;
    }
    Gui::InProcessTables tables;
    Ui::MainWindow window;
    Ui::InspectorSession session(window.parts(), &tables);
    Gui::WindowManager::assemble(&window, &session);
    QObject::connect(&session, &Ui::InspectorSession::failed, &window,
                     [](const Core::Error &e) { qWarning("demo failed: %s", qPrintable(e.message)); });
    session.opener()->openDemo(demo);
    window.show();
    if (!QTest::qWaitFor([&] { return session.isReady() && !window.parts().rowList->currentKey().isEmpty(); },
                         30000)) {
        qInfo("row switch: the demo did not open");
        return;
    }
    const Ui::TeiView *tei = window.findChild<Ui::TeiView *>(); // the TEI tab, to see it loaded
    QList<QByteArray> shown;
    QObject::connect(&session, &Ui::InspectorSession::rowShown, &window,
                     [&shown](const QByteArray &k) { shown.append(k); });
    const auto showRow = [&](int row) {
        const qsizetype before = shown.size();
        window.parts().rowList->selectSourceRow(row);
        return QTest::qWaitFor([&] { return shown.size() > before; }, 10000);
    };
    // Visit rows 1..40 once (each visit prefetches the neighbours), then switch between cached
    // rows: first rows shown (j), measured until the TEI tab shows the row's TEI text.
    for (int r = 1; r <= 40; ++r) {
        showRow(r);
    }
    QList<qint64> shownMs;
    QList<qint64> teiMs;
    StallMeter stall;
    stall.start();
    for (int r = 1; r <= 40; ++r) {
        const QByteArray key = session.tableSession()->model()->rowAt(r)
                                   ? session.tableSession()->model()->rowAt(r)->key
                                   : QByteArray();
        if (!session.tableSession()->rows()->cached(key)) {
            continue;
        }
        QElapsedTimer t;
        t.start();
        if (!showRow(r)) {
            continue;
        }
        shownMs.append(t.elapsed());
        (void)QTest::qWaitFor([&] { return !tei->isLoading(); }, 10000);
        teiMs.append(t.elapsed());
    }
    const qint64 longest = stall.stop();
    std::ranges::sort(shownMs);
    std::ranges::sort(teiMs);
    if (shownMs.isEmpty()) {
        qInfo("row switch: no cached row to switch to");
        return;
    }
    qInfo("row switch (cached row, %lld switches): tabs filled median %lld ms, max %lld ms; TEI fully "
          "shown median %lld ms, max %lld ms; longest GUI stall %lld ms",
          qint64(shownMs.size()), shownMs.at(shownMs.size() / 2), shownMs.constLast(),
          teiMs.at(teiMs.size() / 2), teiMs.constLast(), longest);
}

// A 5 MB TEI: a real GROBID document whose body is repeated; empty when the corpus is absent.
QByteArray fiveMegabyteTei()
{
    const QString corpus = qEnvironmentVariable("EI_CORPUS_DIR", QStringLiteral(EI_CORPUS_DIR));
    QFile file(corpus + QStringLiteral("/tei/sandcrawler_23b29ea36382680716be08fc71aa81bd226e8a85.xml"));
    if (!file.open(QIODevice::ReadOnly)) {
        qInfo("5 MB TEI: skipped (corpus not found at %s)", qPrintable(corpus));
        return {};
    }
    const QByteArray one = file.readAll();
    const qsizetype bodyStart = one.indexOf("<body>");
    const qsizetype bodyEnd = one.indexOf("</body>");
    QByteArray xml = one.left(bodyEnd);
    const QByteArray body = one.mid(bodyStart + 6, bodyEnd - bodyStart - 6);
    while (xml.size() < 5 * 1024 * 1024) {
        xml += body;
    }
    xml += one.mid(bodyEnd);
    return xml;
}

// 2. A 5 MB TEI.
void bigTei()
{
    const QByteArray xml = fiveMegabyteTei();
    if (xml.isEmpty()) {
        return;
    }

    Ui::TeiView view;
    view.resize(800, 900);
    view.show();
    (void)QTest::qWaitForWindowExposed(&view);
    // First paint: the first paint of the editor's viewport after setXml().
    struct PaintSpy : QObject
    {
        qint64 firstPaintMs = -1;
        QElapsedTimer *clock = nullptr;
        bool eventFilter(QObject *, QEvent *e) override
        {
            if (e->type() == QEvent::Paint && firstPaintMs < 0 && clock->isValid()) {
                firstPaintMs = clock->elapsed();
            }
            return false;
        }
    } paints;
    QElapsedTimer clock;
    paints.clock = &clock;
    view.editor()->viewport()->installEventFilter(&paints);
    StallMeter stall;
    bool finished = false;
    QObject::connect(&view, &Ui::TeiView::loadFinished, &view, [&finished] { finished = true; });
    const double cpu0 = cpuSeconds();
    stall.start();
    clock.start();
    view.setXml(xml);
    (void)QTest::qWaitFor([&] { return paints.firstPaintMs >= 0 && finished; }, 120000);
    const qint64 total = clock.elapsed();
    const qint64 longest = stall.stop();
    qInfo("5 MB TEI (%lld bytes): first paint %lld ms, longest GUI stall %lld ms, fully loaded %lld ms "
          "(%.2f s CPU)",
          qint64(xml.size()), paints.firstPaintMs, longest, total, cpuSeconds() - cpu0);
}

// 2b. Two 5 MB TEIs compared (TEI tab → Compare With…): the diff runs on a worker thread; the GUI
// thread shows its result (both pretty-printed texts into their editors, changed lines marked).
// B is A with one heading changed (few lines differ) or one word changed wherever it occurs
// (nearly every line differs).
void bigComparison(bool manyChanges)
{
    const QByteArray a = fiveMegabyteTei();
    if (a.isEmpty()) {
        return;
    }
    QByteArray b = a;
    if (manyChanges) {
        b.replace(" the ", " a ");
    } else {
        b.replace(b.indexOf("<head>"), 6, "<head>Changed ");
    }
    QElapsedTimer diffClock;
    diffClock.start();
    const auto comparison = Models::compareTeiSides({QStringLiteral("A"), a}, {QStringLiteral("B"), b});
    const qint64 diffMs = diffClock.elapsed();
    if (!comparison) {
        qInfo("two 5 MB TEIs: the comparison failed: %s", qPrintable(comparison.error().message));
        return;
    }
    Ui::TeiCompareView view;
    view.resize(1200, 900);
    view.show();
    (void)QTest::qWaitForWindowExposed(&view);
    bool painted = false;
    struct PaintSpy : QObject
    {
        bool *painted = nullptr;
        bool eventFilter(QObject *, QEvent *e) override
        {
            *painted = *painted || e->type() == QEvent::Paint;
            return false;
        }
    } paints;
    paints.painted = &painted;
    StallMeter stall;
    const double cpu0 = cpuSeconds();
    stall.start();
    QElapsedTimer clock;
    clock.start();
    view.showComparison(*comparison);
    view.editorA()->viewport()->installEventFilter(&paints);
    view.editorA()->viewport()->update();
    (void)QTest::qWaitFor([&] { return painted; }, 120000);
    const qint64 shown = clock.elapsed();
    const qint64 longest = stall.stop();
    const auto changed =
        std::count(comparison->lines.changedA.cbegin(), comparison->lines.changedA.cend(), true);
    qInfo("two 5 MB TEIs compared (%lld of %lld lines changed on the left): diff on the worker %lld ms; "
          "shown in %lld ms, longest GUI stall %lld ms (%.2f s CPU)",
          qint64(changed), qint64(comparison->lines.changedA.size()), diffMs, shown, longest,
          cpuSeconds() - cpu0);
}

// 3. Scrolling a 1M-row table.
void scroll(int rows)
{
    const QString dataDir = kBinDir + QStringLiteral("/../bench-data/scroll-%1").arg(rows);
    if (!QFileInfo::exists(dataDir + QStringLiteral("/manifest.json"))) {
        QElapsedTimer t;
        t.start();
        const int rc = QProcess::execute(QCoreApplication::applicationFilePath(),
                                         {QStringLiteral("--generate"), dataDir, QString::number(rows)});
        if (rc != 0) {
            qInfo("scroll: could not generate the snapshot");
            return;
        }
        qInfo("scroll: generated %d rows in %lld ms", rows, qint64(t.elapsed()));
    }
    QProcess serve;
    serve.setProgram(kBinDir + QStringLiteral("/extract-inspector-cli"));
    serve.setArguments({QStringLiteral("serve"), QStringLiteral("--snapshot"), dataDir,
                        QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")});
    serve.setProcessChannelMode(QProcess::SeparateChannels);
    serve.start();
    QString baseUrl;
    (void)QTest::qWaitFor(
        [&] {
            const QByteArray out = serve.readAllStandardOutput();
            if (out.contains("listening on ")) {
                baseUrl = QString::fromLatin1(out.mid(out.indexOf("listening on ") + 13).trimmed());
            }
            return !baseUrl.isEmpty() || serve.state() == QProcess::NotRunning;
        },
        120000);
    if (baseUrl.isEmpty()) {
        qInfo("scroll: the server did not start: %s", serve.readAllStandardError().constData());
        return;
    }
    Core::ConnectionConfig config;
    config.baseUrl = QUrl(baseUrl);
    config.table = kTable;
    Core::RestClient client(config);
    const Core::Profile profile = *Core::ProfileRegistry::builtin().find(QStringLiteral("journal-extract"));
    Core::RestRowPageSource source(&client, profile.lightListColumns(), {});
    Models::RowListModel model(&source);
    QObject::connect(&model, &Models::RowListModel::loadFailed, &model,
                     [](const Core::Error &e) { qInfo("scroll: a page failed: %s", qPrintable(e.message)); });
    Models::RowMetadataLoader metadata(&client, &model);
    Models::ProfileColumns columns(profile, Core::KeyFormat::Sha1B32Prefixed, &metadata);
    Ui::MainWindow window;
    Ui::InspectorSession::showRowList(window.parts(), &model);
    window.parts().rowList->setProfileColumns(&columns);
    window.show();
    (void)QTest::qWaitForWindowExposed(&window);
    const qint64 rssBefore = statusKb("VmRSS:");
    model.reload();
    // The window offers no getters: the row table is the one table view in it.
    QTableView *view = window.findChild<Ui::RowListPane *>()->view();
    QScrollBar *bar = view->verticalScrollBar();
    StallMeter stall;
    QElapsedTimer clock;
    const double cpu0 = cpuSeconds();
    clock.start();
    stall.start();
    // Drag to the bottom again and again: the view asks for the next page at the end (fetchMore),
    // the model evicts far pages. Every 50th step also jumps back to a random earlier place.
    int steps = 0;
    while (!model.endReached() || bar->value() < bar->maximum()) {
        const int before = model.rowCount();
        bar->setValue(bar->maximum());
        ++steps;
        if (steps % 50 == 0) {
            bar->setValue(bar->maximum() / 3);
            (void)QTest::qWaitFor([&] { return model.rowAt(view->rowAt(0)) != nullptr; }, 10000);
            bar->setValue(bar->maximum());
        }
        (void)QTest::qWaitFor([&] { return model.rowCount() > before || model.endReached(); }, 10000);
        if (model.rowCount() == before && !model.endReached()) {
            qInfo("scroll: stuck at %d rows", before);
            break;
        }
        if (clock.elapsed() > 600000) {
            qInfo("scroll: gave up after 10 minutes at %d rows", model.rowCount());
            break;
        }
    }
    const qint64 longest = stall.stop();
    qInfo("scroll %d rows top to bottom: %lld ms wall, %.1f s CPU, %d steps; longest GUI stall %lld ms; "
          "peak RSS %lld MB (VmHWM; %lld MB before the first page); rows cached at the end %d; "
          "metadata rows read %lld",
          model.rowCount(), qint64(clock.elapsed()), cpuSeconds() - cpu0, steps, longest,
          statusKb("VmHWM:") / 1024, rssBefore / 1024, model.cachedRowCount(), metadata.rowsRequested());
    serve.terminate();
    serve.waitForFinished(10000);
}

// 4. Cold start.
void coldStart()
{
    QList<qint64> ms;
    for (int i = 0; i < 5; ++i) {
        QTemporaryDir home;
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path()); // no remembered window state
        app.setProcessEnvironment(env);
        app.start(kBinDir + QStringLiteral("/extract-inspector"), {QStringLiteral("--measure-startup")});
        if (!app.waitForFinished(60000)) {
            app.kill();
            continue;
        }
        const QByteArray err = app.readAllStandardError();
        const qsizetype at = err.indexOf("first row shown ");
        if (at >= 0) {
            ms.append(err.mid(at + 16).split(' ').value(0).toLongLong());
        }
    }
    std::ranges::sort(ms);
    if (ms.isEmpty()) {
        qInfo("cold start: not measured");
        return;
    }
    qInfo("cold start to the first row shown (demo, %lld runs): median %lld ms, min %lld, max %lld",
          qint64(ms.size()), ms.at(ms.size() / 2), ms.constFirst(), ms.constLast());
}

} // namespace

int main(int argc, char **argv)
{
    if (argc == 4 && qstrcmp(argv[1], "--generate") == 0) {
        QCoreApplication app(argc, argv);
        return generate(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toInt());
    }
    if (argc == 4 && qstrcmp(argv[1], "--serve-files") == 0) {
        QCoreApplication app(argc, argv);
        return Bench::serveFiles(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toInt());
    }
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QStringList args = QCoreApplication::arguments();
    int rows = 1'000'000;
    if (const qsizetype i = args.indexOf(QStringLiteral("--rows")); i >= 0 && i + 1 < args.size()) {
        rows = args.at(i + 1).toInt();
    }
    qInfo("load average before: %s; platform %s", qPrintable(loadAverage()),
          qPrintable(QGuiApplication::platformName()));
    qputenv("EI_RENDER_WORKER", (kBinDir + QStringLiteral("/extract-inspector-render")).toUtf8());
    QList<int> latencies{0, 20, 100};
    if (const qsizetype i = args.indexOf(QStringLiteral("--latencies")); i >= 0 && i + 1 < args.size()) {
        latencies.clear();
        for (const QString &ms : args.at(i + 1).split(u',')) {
            latencies.append(ms.toInt());
        }
    }
    if (args.contains(QStringLiteral("--only-round-trips"))) {
        Bench::roundTrips(latencies);
        return 0;
    }
    rowSwitch();
    bigTei();
    bigComparison(false);
    bigComparison(true);
    if (!args.contains(QStringLiteral("--skip-scroll"))) {
        scroll(rows);
    }
    if (!args.contains(QStringLiteral("--skip-startup"))) {
        coldStart();
    }
    Bench::roundTrips(latencies);
    qInfo("load average after: %s", qPrintable(loadAverage()));
    return 0;
}
