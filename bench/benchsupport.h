#pragma once

// What the benchmarks that drive the CLI, `serve` and curl as separate processes share
// (bench_serve_scan, bench_realhbase): journal-extract-shaped rows, child processes with their CPU
// time and peak RSS, `serve` on a free port, and the scanner bodies curl is given.
#include <functional>
#include <memory>

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <core/hbase/cellset.h>

struct rusage;

namespace Ei::Server {
class TableStore;
} // namespace Ei::Server

namespace Ei::Bench {

QByteArray base32(const QByteArray &bytes);
QByteArray be64(qint64 v);
// "sha1:" + base32(SHA-1(seed)): a journal-extract key, spread evenly over the key space.
QByteArray sha1Key(const QByteArray &seed);
// A journal-extract row: f:c, file:cdx, file:size, grobid0:status_code (every tenth 500),
// match0:mstatus. Five cells.
Core::Row journalRow(int i);
inline constexpr int kJournalRowCells = 5;

double cpuSecondsOf(const rusage &r);
double selfCpuSeconds();
// utime + stime of another process, from /proc.
double processCpuSeconds(qint64 pid);

struct ChildRun
{
    int exitCode = -1;
    double wallSeconds = 0;
    double cpuSeconds = 0;
    double maxRssMiB = 0;
};

// Runs argv to completion with stdout into `stdoutPath`; wait4 gives exactly this child's CPU
// time and peak RSS.
ChildRun runChild(const QStringList &argv, const QString &stdoutPath);

// `extract-inspector-cli serve` of a snapshot on a free loopback port.
struct ServeProcess
{
    QProcess process;
    QString url;

    bool start(const QString &snapshot);
    ~ServeProcess();
};

// The scanner bodies of the three reads: every column (what `scan` reads), one small column (what
// `stats --by grobid0:status_code` reads) and the keys of every row (stats' second scan).
enum class CurlPages
{
    AllColumns,
    StatusColumn,
    KeysOnly,
};
QByteArray scannerBody(CurlPages pages, int batch);

// One full scan read by curl: a scanner created with `body` at TABLEURL/scanner, then its URL asked
// `urls` times by one curl process over one kept-alive connection (every page, then 204s), then
// DELETEd. Pages and bytes count the 200 answers; `ended` says a 204 came. `serverCpu` (may be
// empty) is read before and after the pages.
struct CurlScanRun
{
    QString error; // empty: curl ran and fetched
    double wallSeconds = 0;
    double curlCpuSeconds = 0;
    double serverCpuSeconds = 0;
    qint64 pages = 0;
    qint64 bytes = 0;
    bool ended = false;
};
// `accept`: the pages' media type (application/x-protobuf for the protobuf pages).
CurlScanRun curlScan(const QString &curl, const QString &workDir, const QString &tableUrl,
                     const QByteArray &body, qint64 urls, const std::function<double()> &serverCpu,
                     const QByteArray &accept = "application/json");

double loadAverage();

// curl's path for a benchmark that drives curl beside the CLI of this build (EI_BIN_DIR); empty,
// after saying on stderr what `benchmark` misses, when either is not there.
QString curlBesideCli(const char *benchmark);
// `rows` journalRow()s (families f, file, grobid0, match0) in a table called `name`, put in
// batches of 10,000.
std::unique_ptr<Server::TableStore> journalTable(const QString &name, int rows);
// `table` saved as a snapshot folder for `serve --snapshot` (its manifest names the table).
bool saveTableSnapshot(const QString &dir, const Server::TableStore &table);

} // namespace Ei::Bench
