// Authentication's cost on a long scan, in one run (bench/README.md "Authentication"): the
// product's client (RestClient::scanAll, as `scan` and export use it) reads 20,000 rows through
// Apache httpd in front of `extract-inspector-cli serve` (tests/common/securedgateway.h: a KDC and
// httpd made for the run), in two page sizes:
//
//  * BM_Scan20k_Pages20/…: pages of 20 rows, 1,000 requests (the per-request cost, magnified);
//  * BM_Scan20k_ScanPages/…: the pages `scan` asks for by default (ScanSpec's 1,000 cells first,
//    then about 2 MiB of JSON per page), the request count a curator's scan makes;
//
// each with the kinds:
//
//  * BM_Scan20k/none: the same proxy without authentication (the baseline);
//  * BM_Scan20k/kerberos: SPNEGO with mod_auth_gssapi's session cookie (GssapiUseSessions);
//  * BM_Scan20k/kerberos-per-request: SPNEGO on a front without sessions (every request
//    negotiates: what the cookie saves);
//  * BM_Scan20k/basic: Basic, sent at once after the first challenge.
//
// The kinds run interleaved (none, kerberos, …, none, kerberos, … five rounds, EI_BENCH_AUTH_ROUNDS
// for more), one scan each, so a change of the shared machine's load hits every kind alike. Counters: rows/s,
// requests and 401 answers per scan, 401s per 1,000 requests, the process's CPU per scan; the summary gives
// each kind's median wall time against none's (goal for Kerberos with its cookie: <= 1.1x) and the load
// average before and after.
#include <algorithm>
#include <benchmark/benchmark.h>
#include <common/securedgateway.h>
#include <ctime>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>

#include <core/hbase/httpauth.h>
#include <core/hbase/restclient.h>
#include <server/snapshot.h>

#include "benchsupport.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Ei::Bench;

namespace {

constexpr int kRows = 20000;
constexpr int kRowsPerPage = 20;
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

Ei::Test::SecuredGateway *g_gateway = nullptr;
QString g_cache;
QHash<QString, QList<double>> g_seconds; // "pages/kind" -> wall seconds of each scan
// Rounds of interleaved scans: EI_BENCH_AUTH_ROUNDS, default 5 (more for a tighter median).
int rounds()
{
    bool ok = false;
    const int given = qEnvironmentVariableIntValue("EI_BENCH_AUTH_ROUNDS", &ok);
    return ok && given > 0 ? given : 5;
}

enum class Pages
{
    Twenty, // 20 rows per page: 1,000 requests
    Scan,   // what `scan` asks for by default
};

QString pagesName(Pages pages)
{
    return pages == Pages::Twenty ? QStringLiteral("Pages20") : QStringLiteral("ScanPages");
}

double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

double median(QList<double> values)
{
    std::ranges::sort(values);
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

bool writeSnapshot(const QString &dir)
{
    TableStore table(TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
    CellSet batch;
    for (int i = 0; i < kRows; ++i) {
        batch.append(journalRow(i));
    }
    (void)table.put(batch);
    SnapshotManifest manifest;
    manifest.table = kTable;
    return bool(saveSnapshot(dir, manifest, table));
}

ConnectionConfig configFor(const QString &kind)
{
    ConnectionConfig config;
    config.table = kTable;
    config.compression = Compression::Off;
    if (kind == QLatin1String("kerberos")) {
        config.baseUrl = QUrl(g_gateway->negotiateUrl());
        config.auth.kind = AuthKind::Kerberos;
    } else if (kind == QLatin1String("kerberos-per-request")) {
        config.baseUrl = QUrl(g_gateway->negotiatePerRequestUrl());
        config.auth.kind = AuthKind::Kerberos;
    } else if (kind == QLatin1String("basic")) {
        config.baseUrl = QUrl(g_gateway->basicUrl());
        config.auth.kind = AuthKind::Basic;
        config.auth.user = Ei::Test::SecuredGateway::user();
        config.auth.password = Ei::Test::SecuredGateway::password();
    } else {
        config.baseUrl = QUrl(g_gateway->plainUrl());
    }
    return config;
}

int unauthorized(const QList<QByteArray> &log)
{
    int count = 0;
    for (const QByteArray &line : log) {
        count += line.startsWith("401 ") ? 1 : 0;
    }
    return count;
}

void BM_Scan20k(benchmark::State &state, Pages pages, const QString &kind)
{
    double seconds = 0;
    double cpu = 0;
    qint64 requests = 0;
    qint64 challenges = 0;
    qint64 scans = 0;
    for (auto _ : state) {
        const qsizetype before = g_gateway->accessLog().size();
        // A client per scan, as a CLI run has: its first request meets the challenge.
        RestClient client(configFor(kind));
        ScanSpec spec; // Pages::Scan: as `scan` leaves it
        if (pages == Pages::Twenty) {
            spec.batch = kRowsPerPage * kJournalRowCells;
            spec.pageBytes = 0; // exactly `batch` cells per page: 1,000 requests
        }
        qint64 rows = 0;
        QEventLoop loop;
        QElapsedTimer timer;
        const double cpuBefore = processCpuSeconds();
        timer.start();
        auto *call = client.scanAll(spec, &loop, [&rows](const CellSet &page) {
            rows += page.size();
            return true;
        });
        bool ok = false;
        call->then(&loop, [&](const Result<qint64> &result) {
            ok = result.has_value();
            if (!ok) {
                state.SkipWithError(result.error().message.toStdString());
            }
            loop.quit();
        });
        loop.exec();
        const double wall = double(timer.nsecsElapsed()) / 1e9;
        seconds += wall;
        cpu += processCpuSeconds() - cpuBefore;
        g_seconds[pagesName(pages) + QLatin1Char('/') + kind].append(wall);
        if (!ok) {
            return;
        }
        if (rows != kRows) {
            state.SkipWithError("the scan did not read every row");
            return;
        }
        const QList<QByteArray> log = g_gateway->accessLog().mid(before);
        requests += log.size();
        challenges += unauthorized(log);
        ++scans;
    }
    (void)seconds;
    state.counters["cpu_ms"] = 1000.0 * cpu / double(std::max<qint64>(1, scans));
    state.counters["rows/s"] = benchmark::Counter(double(kRows) * double(scans), benchmark::Counter::kIsRate);
    state.counters["requests"] = double(requests) / double(std::max<qint64>(1, scans));
    state.counters["401s"] = double(challenges) / double(std::max<qint64>(1, scans));
    state.counters["401_per_1000"] = requests > 0 ? 1000.0 * double(challenges) / double(requests) : 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (const QString reason = Ei::Test::SecuredGateway::unavailableReason(); !reason.isEmpty()) {
        fprintf(stderr, "bench_auth cannot run: %s\n", qPrintable(reason));
        return 1;
    }
    QTemporaryDir dir;
    const QString snapshot = dir.filePath(QStringLiteral("rows"));
    if (!writeSnapshot(snapshot)) {
        fprintf(stderr, "cannot write the snapshot\n");
        return 1;
    }
    ServeProcess serve;
    if (!serve.start(snapshot)) {
        fprintf(stderr, "extract-inspector-cli serve did not start\n");
        return 1;
    }
    Ei::Test::SecuredGateway gateway;
    if (!gateway.start(serve.url)) {
        fprintf(stderr, "the secured gateway did not start: %s\n", qPrintable(gateway.error()));
        return 1;
    }
    g_gateway = &gateway;
    g_cache = gateway.path(QStringLiteral("bench.ccache"));
    if (!gateway.kinit(g_cache)) {
        fprintf(stderr, "kinit failed: %s\n", qPrintable(gateway.error()));
        return 1;
    }
    // This process is the Kerberos client: the realm's krb5.conf and the ticket cache.
    const QProcessEnvironment env = gateway.clientEnvironment(g_cache, QProcessEnvironment());
    for (const QString &name : env.keys()) {
        qputenv(name.toUtf8().constData(), env.value(name).toUtf8());
    }
    const double loadBefore = loadAverage();
    // Interleaved: round after round of every kind, one scan each.
    for (Pages pages : {Pages::Twenty, Pages::Scan}) {
        for (int round = 1; round <= rounds(); ++round) {
            for (const char *kind : {"none", "kerberos", "kerberos-per-request", "basic"}) {
                const std::string name = "BM_Scan20k_" + pagesName(pages).toStdString() + "/" + kind +
                                         "/round:" + std::to_string(round);
                benchmark::RegisterBenchmark(name.c_str(), BM_Scan20k, pages, QString::fromLatin1(kind))
                    ->Unit(benchmark::kMillisecond)
                    ->Iterations(1);
            }
        }
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    printf("\nload average (1 min) before: %.2f; after: %.2f\n", loadBefore, loadAverage());
    for (Pages pages : {Pages::Twenty, Pages::Scan}) {
        const QString prefix = pagesName(pages) + QLatin1Char('/');
        const double none = median(g_seconds.value(prefix + QStringLiteral("none")));
        if (none <= 0) {
            continue;
        }
        printf(
            "%s (%s): median of %d interleaved scans of %d rows through httpd:", qPrintable(pagesName(pages)),
            pages == Pages::Twenty ? "20 rows per page" : "scan's default pages", rounds(), kRows);
        for (const char *kind : {"kerberos", "kerberos-per-request", "basic"}) {
            const double s = median(g_seconds.value(prefix + QString::fromLatin1(kind)));
            if (s > 0) {
                printf(" %s %.2fx", kind, s / none);
            }
        }
        const double kerberos = median(g_seconds.value(prefix + QStringLiteral("kerberos")));
        printf(" of no authentication (%.3f s); Kerberos goal <= 1.1x: %s\n", none,
               kerberos > 0 && kerberos / none <= 1.1 ? "met" : "NOT met");
    }
    return 0;
}
