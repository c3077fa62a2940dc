// Export throughput (issue #8, docs/export.md): 100k journal-extract-shaped rows to jsonl.sz
//  - BM_SnappyCompressCeiling: snappy::Compress of the same JSON lines in 64 KiB chunks (the
//    framing format's chunk size), in memory: the ceiling;
//  - BM_JsonLinesOnly: only writing the JSON lines of rows already in memory (appendRowsFileLine
//    into a reused buffer, nothing compressed or written), all 100k rows cold in memory;
//  - BM_JsonLinesHotPages: the same, each 500-row page written while in the cache, as an export
//    writes the page it has just read: the writer's own cost;
//  - BM_TableReadOnly: reading the local table in 500-row pages, nothing written. With the two
//    above, these bound the reachable share of the ceiling (bench/README.md);
//  - BM_ExportFromTableStore: the ExportJob from a local TableStore source to a file: the export's
//    own cost (JSON encoding, framing, CRC-32C, writing);
//  - BM_ExportOverRest: the same end to end from the table served on loopback by RestServer in
//    another thread (stateful scanner, batch 5000 cells), as `export --format jsonl.sz` runs;
//  - BM_ScanOverRestOnly: the REST scan alone (rows fetched and decoded, nothing written);
//  - BM_VerificationPassOnly: what a verified export reads after its scan (VerifiedScan's keys-only
//    pass of stateless pages over the same table), the price of "complete" being checked;
//  - BM_BundleExport1000: a bundle of 1,000 rows with their PDFs (blob-dir source) and TEI.
// MB/s counts the uncompressed JSON lines; times are process CPU time (server thread included).
#include <benchmark/benchmark.h>
#include <snappy.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QtEndian>

#include <core/domain/rowkey.h>
#include <core/domain/tablesetup.h>
#include <core/export/exportjob.h>
#include <core/export/exportrowsource.h>
#include <core/hbase/filter.h>
#include <core/hbase/restclient.h>
#include <core/pdf/pdffetcher.h>
#include <core/pdf/pdfsource.h>
#include <server/restserver.h>
#include <server/tablestorerowsource.h>

using namespace Ei::Core;
using namespace Ei::Server;

namespace {

constexpr int kRows = 100000;
constexpr int kBundleRows = 1000;
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");
const QString kBundleTable = QStringLiteral("wbgrp-journal-extract-0-bundle");

QByteArray be64(qint64 v)
{
    QByteArray b(8, Qt::Uninitialized);
    qToBigEndian(v, b.data());
    return b;
}

Row journalRow(const Sha1 &sha1, int i)
{
    const QByteArray n = QByteArray::number(i);
    return Row{
        encodeRowKey(sha1, KeyFormat::Sha1B32Prefixed),
        {Cell{"f:c", 1500000000000,
              "{\"c\":1,\"d\":\"2017-08-01T12:34:56\",\"f\":\"CRAWL-2017-" + n + ".warc.gz\",\"o\":" +
                  QByteArray::number(i * 9973LL) + ",\"u\":\"http://example.org/papers/" + n + ".pdf\"}"},
         Cell{"file:cdx", 1500000000000,
              "{\"c_size\":" + QByteArray::number(100000 + i) +
                  ",\"dt\":\"20170801123456\",\"offset\":" + QByteArray::number(i * 9973LL) +
                  ",\"surt\":\"org,example)/papers/" + n + ".pdf\",\"url\":\"http://example.org/papers/" + n +
                  ".pdf\",\"warc\":\"CRAWL-2017/CRAWL-2017-" + n + ".warc.gz\"}"},
         Cell{"file:mime", 1500000000000, "application/pdf"},
         Cell{"file:size", 1500000000000, be64(200000 + i)},
         Cell{"grobid0:status_code", 1500000000000, be64(i % 10 ? 200 : 500)},
         Cell{"match0:mstatus", 1500000000000, i % 3 ? QByteArray("matched") : QByteArray("unmatched")}}};
}

std::unique_ptr<TableStore> makeTable()
{
    auto table =
        std::make_unique<TableStore>(TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
    CellSet batch;
    for (int i = 0; i < kRows; ++i) {
        batch.append(journalRow(Sha1::ofData(QByteArray::number(i)), i));
        if (batch.size() == 10000) {
            (void)table->put(batch);
            batch.clear();
        }
    }
    (void)table->put(batch);
    return table;
}

// 1,000 rows whose PDFs (~40 KB each, distinct) sit in a blob store, each with a ~12 KB TEI.
std::unique_ptr<TableStore> makeBundleTable(const QString &blobDir)
{
    auto table =
        std::make_unique<TableStore>(TableSchema::create(kBundleTable, {"f", "file", "grobid0", "match0"}));
    QRandomGenerator rng(7);
    const QByteArray tei =
        "<TEI xmlns=\"http://www.tei-c.org/ns/1.0\"><text>" + QByteArray(12000, 'x') + "</text></TEI>";
    CellSet rows;
    for (int i = 0; i < kBundleRows; ++i) {
        QByteArray pdf = "%PDF-1.4\n% bench " + QByteArray::number(i) + '\n';
        pdf.resize(40000);
        for (qsizetype j = 32; j < pdf.size(); j += 4) {
            qToLittleEndian(rng.generate(), pdf.data() + j);
        }
        const Sha1 sha1 = Sha1::ofData(pdf);
        const QString path = blobDir + u'/' + blobRelativePath(QString::fromLatin1(sha1.toHex()));
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(pdf);
        }
        Row row = journalRow(sha1, i);
        row.cells.append(Cell{"grobid0:tei_xml", 1500000000000, tei});
        rows.append(std::move(row));
    }
    (void)table->put(rows);
    return table;
}

QString g_baseUrl;
TableStore *g_localTable = nullptr; // lives in the server thread; read only while it is idle
qint64 g_jsonBytes = 0;
QTemporaryDir *g_dir = nullptr;

qint64 runExport(ExportRowSource *source, ExportOptions options, PdfFetcher *fetcher = nullptr)
{
    ExportJob job(source, std::move(options));
    job.setPdfFetcher(fetcher);
    QEventLoop loop; // the benchmark drives the asynchronous job like the CLI's app.exec()
    QObject::connect(&job, &ExportJob::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    return job.result() ? job.result()->rows : -1;
}

RestClient *client(const QString &table)
{
    ConnectionConfig config;
    config.baseUrl = QUrl(g_baseUrl);
    config.table = table;
    config.timeoutMs = 600000;
    return new RestClient(config);
}

void BM_SnappyCompressCeiling(benchmark::State &state)
{
    // The exact JSON lines the export writes, built once outside the timing.
    QByteArray json;
    g_localTable->scan(QByteArray(), true, ReadSpec{}, [&json](Row &&row) {
        json += encodeRowJson(row);
        json += '\n';
        return true;
    });
    g_jsonBytes = json.size();
    std::string out;
    qint64 compressed = 0;
    for (auto _ : state) {
        compressed = 0;
        for (qsizetype at = 0; at < json.size(); at += 65536) {
            const qsizetype n = std::min<qsizetype>(65536, json.size() - at);
            snappy::Compress(json.constData() + at, size_t(n), &out);
            compressed += qint64(out.size());
        }
        benchmark::DoNotOptimize(compressed);
    }
    state.counters["MB/s"] =
        benchmark::Counter(double(g_jsonBytes) / 1e6, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["ratio"] = double(compressed) / double(g_jsonBytes);
}

// Every row of the local table, in memory (untimed set-up of the writer benchmarks).
CellSet wholeLocalTable()
{
    CellSet rows;
    rows.reserve(kRows);
    g_localTable->scan(QByteArray(), true, ReadSpec{}, [&rows](Row &&row) {
        rows.append(std::move(row));
        return true;
    });
    return rows;
}

// The writer benchmarks' check that they wrote the ceiling's bytes, and their MB/s.
void reportJsonLines(benchmark::State &state, qint64 written)
{
    if (written != g_jsonBytes) {
        state.SkipWithError("the lines differ from the ceiling's");
        return;
    }
    state.counters["MB/s"] =
        benchmark::Counter(double(g_jsonBytes) / 1e6, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_JsonLinesOnly(benchmark::State &state)
{
    const CellSet rows = wholeLocalTable();
    QByteArray out;
    qint64 written = 0;
    for (auto _ : state) {
        written = 0;
        for (const Row &row : rows) {
            appendRowsFileLine(out, row);
            out.append('\n');
            if (out.size() >= 65536) { // the framing's chunk size, as the export hands it on
                written += out.size();
                out.resize(0); // keeps the capacity
            }
        }
        written += out.size();
        out.resize(0);
        benchmark::DoNotOptimize(written);
    }
    reportJsonLines(state, written);
}

// The same lines, but the rows of each 500-row page are written while still in the cache, as an
// export writes the page it has just read: the JSON writer's own cost without the memory misses.
void BM_JsonLinesHotPages(benchmark::State &state)
{
    const CellSet rows = wholeLocalTable();
    constexpr qsizetype kPage = 500;
    QByteArray out;
    qint64 written = 0;
    for (auto _ : state) {
        state.PauseTiming();
        written = 0;
        for (qsizetype page = 0; page < rows.size(); page += kPage) {
            const qsizetype end = std::min(rows.size(), page + kPage);
            for (qsizetype i = page; i < end; ++i) { // warm the page (untimed)
                appendRowsFileLine(out, rows[i]);
            }
            out.resize(0);
            state.ResumeTiming();
            for (qsizetype i = page; i < end; ++i) {
                appendRowsFileLine(out, rows[i]);
                out.append('\n');
            }
            written += out.size();
            out.resize(0);
            state.PauseTiming();
        }
        state.ResumeTiming();
    }
    reportJsonLines(state, written);
}

// Reading the local table alone, 500-row pages as TableStoreRowSource reads them, nothing written:
// what an export from the table spends before it writes a byte.
void BM_TableReadOnly(benchmark::State &state)
{
    for (auto _ : state) {
        qint64 n = 0;
        QByteArray last;
        bool started = false;
        for (;;) {
            CellSet rows;
            rows.reserve(500);
            g_localTable->scan(last, !started, ReadSpec{}, [&rows](Row &&row) {
                rows.append(std::move(row));
                return rows.size() < 500;
            });
            started = true;
            n += rows.size();
            if (rows.size() < 500) {
                break;
            }
            last = rows.last().key;
        }
        benchmark::DoNotOptimize(n);
        if (n != kRows) {
            state.SkipWithError("the scan missed rows");
            return;
        }
    }
    state.counters["rows/s"] = benchmark::Counter(kRows, benchmark::Counter::kIsIterationInvariantRate);
}
void BM_ExportFromTableStore(benchmark::State &state)
{
    for (auto _ : state) {
        ExportOptions options;
        options.path = g_dir->filePath(QStringLiteral("local.jsonl.sz"));
        if (runExport(new TableStoreRowSource(g_localTable), options) != kRows) {
            state.SkipWithError("the export failed");
            return;
        }
    }
    state.counters["MB/s"] =
        benchmark::Counter(double(g_jsonBytes) / 1e6, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["rows/s"] = benchmark::Counter(kRows, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_ExportOverRest(benchmark::State &state)
{
    std::unique_ptr<RestClient> c(client(kTable));
    for (auto _ : state) {
        ExportOptions options;
        options.path = g_dir->filePath(QStringLiteral("rest.jsonl.sz"));
        ScanSpec spec;
        spec.batch = 5000;
        if (runExport(new RestScanRowSource(c.get(), spec), options) != kRows) {
            state.SkipWithError("the export failed");
            return;
        }
    }
    state.counters["MB/s"] =
        benchmark::Counter(double(g_jsonBytes) / 1e6, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["rows/s"] = benchmark::Counter(kRows, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_ScanOverRestOnly(benchmark::State &state)
{
    std::unique_ptr<RestClient> c(client(kTable));
    for (auto _ : state) {
        ScanSpec spec;
        spec.batch = 5000;
        qint64 rows = 0;
        QEventLoop loop;
        auto *call = c->scanAll(spec, &loop, [&rows](const CellSet &page) {
            rows += page.size();
            return true;
        });
        call->then(&loop, [&loop](const Result<qint64> &) { loop.quit(); });
        loop.exec();
        if (rows != kRows) {
            state.SkipWithError("the scan failed");
            return;
        }
    }
    state.counters["MB/s"] =
        benchmark::Counter(double(g_jsonBytes) / 1e6, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["rows/s"] = benchmark::Counter(kRows, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_BundleExport1000(benchmark::State &state)
{
    std::unique_ptr<RestClient> c(client(kBundleTable));
    PdfFetcher fetcher;
    fetcher.setSources(
        {*PdfSourceSpec::parse(QStringLiteral("blob-dir:") + g_dir->filePath(QStringLiteral("blobs")))});
    const Profile profile = resolveTableSetup(QString(), QString(), kBundleTable)->profile;
    int round = 0;
    for (auto _ : state) {
        ExportOptions options;
        options.format = ExportFormat::Bundle;
        options.path = g_dir->filePath(QStringLiteral("bundle-%1").arg(round++));
        options.profile = profile;
        options.manifest.table = kBundleTable;
        if (runExport(new RestScanRowSource(c.get(), ScanSpec{}), options, &fetcher) != kBundleRows) {
            state.SkipWithError("the bundle export failed");
            return;
        }
        state.PauseTiming();
        QDir(options.path).removeRecursively();
        state.ResumeTiming();
    }
    state.counters["rows/s"] = benchmark::Counter(kBundleRows, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_VerificationPassOnly(benchmark::State &state)
{
    std::unique_ptr<RestClient> c(client(kTable));
    for (auto _ : state) {
        ScanSpec spec; // as VerifiedScan::verificationSpec() reads a scan without a filter
        spec.filter = Filter::all({Filter::firstKeyOnly(), Filter::keyOnly()});
        spec.batch = 10000;
        spec.mode = ScanMode::Stateless;
        spec.statelessFirstRows = 1000;
        qint64 rows = 0;
        QEventLoop loop;
        auto *call = c->scanAll(spec, &loop, [&rows](const CellSet &page) {
            rows += page.size();
            return true;
        });
        call->then(&loop, [&loop](const Result<qint64> &) { loop.quit(); });
        loop.exec();
        if (rows != kRows) {
            state.SkipWithError("the pass failed");
            return;
        }
    }
    state.counters["rows/s"] = benchmark::Counter(kRows, benchmark::Counter::kIsIterationInvariantRate);
}

BENCHMARK(BM_SnappyCompressCeiling)->Unit(benchmark::kMillisecond)->Iterations(5)->MeasureProcessCPUTime();
BENCHMARK(BM_JsonLinesOnly)->Unit(benchmark::kMillisecond)->Iterations(5)->MeasureProcessCPUTime();
BENCHMARK(BM_JsonLinesHotPages)->Unit(benchmark::kMillisecond)->Iterations(5)->MeasureProcessCPUTime();
BENCHMARK(BM_TableReadOnly)->Unit(benchmark::kMillisecond)->Iterations(5)->MeasureProcessCPUTime();
BENCHMARK(BM_ExportFromTableStore)->Unit(benchmark::kMillisecond)->Iterations(3)->MeasureProcessCPUTime();
BENCHMARK(BM_ExportOverRest)->Unit(benchmark::kMillisecond)->Iterations(3)->MeasureProcessCPUTime();
BENCHMARK(BM_ScanOverRestOnly)->Unit(benchmark::kMillisecond)->Iterations(3)->MeasureProcessCPUTime();
BENCHMARK(BM_VerificationPassOnly)->Unit(benchmark::kMillisecond)->Iterations(3)->MeasureProcessCPUTime();
BENCHMARK(BM_BundleExport1000)->Unit(benchmark::kMillisecond)->Iterations(3)->MeasureProcessCPUTime();

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    g_dir = &dir;
    QThread thread;
    thread.start();
    QObject context;
    context.moveToThread(&thread);
    RestServer *server = nullptr;
    auto table = makeTable();
    auto bundleTable = makeBundleTable(dir.filePath(QStringLiteral("blobs")));
    QMetaObject::invokeMethod(
        &context,
        [&] {
            server = new RestServer;
            server->addTable(std::move(table));
            server->addTable(std::move(bundleTable));
            server->listen(QHostAddress::LocalHost, 0);
            g_baseUrl = server->baseUrl();
            g_localTable = server->table(kTable);
        },
        Qt::BlockingQueuedConnection);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    QMetaObject::invokeMethod(&context, [&] { delete server; }, Qt::BlockingQueuedConnection);
    thread.quit();
    thread.wait();
    return 0;
}
