// Authentication's cost on a long scan, in one run (bench/README.md "Authentication"): the
// product's client (RestClient::scanAll, as `scan` and export use it) reads 20,000 rows in pages of
// 20 rows (1,000 requests) through Apache httpd in front of `extract-inspector-cli serve`
// (tests/common/securedgateway.h: a KDC and httpd made for the run):
//
//  * BM_Scan20k/none: the same proxy without authentication (the baseline);
//  * BM_Scan20k/kerberos: SPNEGO with mod_auth_gssapi's session cookie (GssapiUseSessions);
//  * BM_Scan20k/kerberos-per-request: SPNEGO on a front without sessions (every request
//    negotiates: what the cookie saves);
//  * BM_Scan20k/basic: Basic, sent at once after the first challenge.
//
// Counters: rows/s, requests and 401 answers per scan, and 401s per 1,000 requests; the summary
// gives each kind's wall time against none's (goal for Kerberos with its cookie: <= 1.1x).
#include <benchmark/benchmark.h>
#include <common/securedgateway.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>

#include <core/hbase/httpauth.h>
#include <core/hbase/restclient.h>
#include <server/snapshot.h>

#include "benchsupport.h"

using namespace Ei::Core;
using namespace Ei::Bench;

namespace {

constexpr int kRows = 20000;
constexpr int kRowsPerPage = 20;
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

Ei::Test::SecuredGateway *g_gateway = nullptr;
QString g_cache;
QHash<QString, double> g_seconds; // kind -> mean wall seconds per scan

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

void BM_Scan20k(benchmark::State &state, const QString &kind)
{
    double seconds = 0;
    qint64 requests = 0;
    qint64 challenges = 0;
    qint64 scans = 0;
    for (auto _ : state) {
        const qsizetype before = g_gateway->accessLog().size();
        // A client per scan, as a CLI run has: its first request meets the challenge.
        RestClient client(configFor(kind));
        ScanSpec spec;
        spec.batch = kRowsPerPage * kJournalRowCells;
        spec.pageBytes = 0; // exactly `batch` cells per page: 1,000 requests
        qint64 rows = 0;
        QEventLoop loop;
        QElapsedTimer timer;
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
        seconds += double(timer.nsecsElapsed()) / 1e9;
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
    g_seconds.insert(kind, seconds / double(std::max<qint64>(1, scans)));
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
    if (const QString missing = Ei::Test::SecuredGateway::missingBinary(); !missing.isEmpty()) {
        fprintf(stderr,
                "bench_auth needs %s (krb5-kdc, krb5-admin-server, krb5-user, apache2, "
                "libapache2-mod-auth-gssapi, openssl)\n",
                qPrintable(missing));
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
    for (const char *kind : {"none", "kerberos", "kerberos-per-request", "basic"}) {
        benchmark::RegisterBenchmark((std::string("BM_Scan20k/") + kind).c_str(), BM_Scan20k,
                                     QString::fromLatin1(kind))
            ->Unit(benchmark::kMillisecond)
            ->Iterations(3);
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    const double none = g_seconds.value(QStringLiteral("none"));
    if (none > 0) {
        printf("\nscan of %d rows in pages of %d through httpd:", kRows, kRowsPerPage);
        for (const char *kind : {"kerberos", "kerberos-per-request", "basic"}) {
            const double s = g_seconds.value(QString::fromLatin1(kind));
            if (s > 0) {
                printf(" %s %.2fx", kind, s / none);
            }
        }
        const double kerberos = g_seconds.value(QStringLiteral("kerberos"));
        printf(" of no authentication (%.3f s); Kerberos goal <= 1.1x: %s\n", none,
               kerberos > 0 && kerberos / none <= 1.1 ? "met" : "NOT met");
    }
    return 0;
}
