#include "benchsupport.h"

#include <cstdlib>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtEndian>

#include <core/hbase/filter.h>
#include <server/snapshot.h>
#include <server/tablestore.h>

extern char **environ;

namespace Ei::Bench {

using namespace Ei::Core;

QByteArray base32(const QByteArray &bytes)
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    QByteArray out;
    quint64 buffer = 0;
    int bits = 0;
    for (const char c : bytes) {
        buffer = (buffer << 8) | quint8(c);
        bits += 8;
        while (bits >= 5) {
            out += alphabet[(buffer >> (bits - 5)) & 31];
            bits -= 5;
        }
    }
    return out;
}

QByteArray be64(qint64 v)
{
    QByteArray b(8, Qt::Uninitialized);
    qToBigEndian(v, b.data());
    return b;
}

QByteArray sha1Key(const QByteArray &seed)
{
    return "sha1:" + base32(QCryptographicHash::hash(seed, QCryptographicHash::Sha1));
}

Row journalRow(int i)
{
    const QByteArray n = QByteArray::number(i);
    return Row{
        sha1Key(n),
        {Cell{"f:c", 1500000000000,
              "{\"c\":1,\"d\":\"2017-08-01T12:34:56\",\"f\":\"CRAWL-2017-" + n + ".warc.gz\",\"o\":" +
                  QByteArray::number(i * 9973LL) + ",\"u\":\"http://example.org/papers/" + n + ".pdf\"}"},
         Cell{"file:cdx", 1500000000000,
              "{\"c_size\":" + QByteArray::number(100000 + i) +
                  ",\"dt\":\"20170801123456\",\"offset\":" + QByteArray::number(i * 9973LL) +
                  ",\"surt\":\"org,example)/papers/" + n + ".pdf\",\"url\":\"http://example.org/papers/" + n +
                  ".pdf\",\"warc\":\"CRAWL-2017/CRAWL-2017-" + n + ".warc.gz\"}"},
         Cell{"file:size", 1500000000000, be64(200000 + i)},
         Cell{"grobid0:status_code", 1500000000000, be64(i % 10 ? 200 : 500)},
         Cell{"match0:mstatus", 1500000000000, i % 3 ? QByteArray("matched") : QByteArray("unmatched")}}};
}

double cpuSecondsOf(const rusage &r)
{
    return double(r.ru_utime.tv_sec + r.ru_stime.tv_sec) +
           double(r.ru_utime.tv_usec + r.ru_stime.tv_usec) / 1e6;
}

double selfCpuSeconds()
{
    rusage r{};
    getrusage(RUSAGE_SELF, &r);
    return cpuSecondsOf(r);
}

double processCpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) {
        return 0;
    }
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state is field 3, utime 14 and stime 15 (1-based) → indexes 11, 12.
    return double(fields.value(11).toLongLong() + fields.value(12).toLongLong()) /
           double(sysconf(_SC_CLK_TCK));
}

ChildRun runChild(const QStringList &argv, const QString &stdoutPath)
{
    std::vector<QByteArray> storage;
    for (const QString &a : argv) {
        storage.push_back(a.toLocal8Bit());
    }
    std::vector<char *> args;
    for (QByteArray &a : storage) {
        args.push_back(a.data());
    }
    args.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const QByteArray out = stdoutPath.toLocal8Bit();
    posix_spawn_file_actions_addopen(&actions, 1, out.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ChildRun run;
    QElapsedTimer wall;
    wall.start();
    pid_t pid = 0;
    if (posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return run;
    }
    posix_spawn_file_actions_destroy(&actions);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    run.wallSeconds = double(wall.nsecsElapsed()) / 1e9;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.cpuSeconds = cpuSecondsOf(usage);
    run.maxRssMiB = double(usage.ru_maxrss) / 1024.0;
    return run;
}

QByteArray scannerBody(CurlPages pages, int batch)
{
    const QByteArray head = "{\"batch\":" + QByteArray::number(batch) + ",\"maxVersions\":1";
    switch (pages) {
    case CurlPages::AllColumns:
        return head + '}';
    case CurlPages::StatusColumn:
        return head + ",\"column\":[\"" + QByteArray("grobid0:status_code").toBase64() + "\"]}";
    case CurlPages::KeysOnly:
        return head + ",\"filter\":" +
               QJsonDocument(QJsonArray{QString::fromUtf8(
                                 Filter::all({Filter::keyOnly(), Filter::firstKeyOnly()}).toJson())})
                   .toJson(QJsonDocument::Compact)
                   .sliced(1)
                   .chopped(1) +
               '}';
    }
    return head + '}';
}

CurlScanRun curlScan(const QString &curl, const QString &workDir, const QString &tableUrl,
                     const QByteArray &body, qint64 urls, const std::function<double()> &serverCpu,
                     const QByteArray &accept)
{
    CurlScanRun result;
    const QString headers = workDir + QStringLiteral("/curl-headers.txt");
    const ChildRun created =
        runChild({curl, QStringLiteral("-s"), QStringLiteral("-D"), headers, QStringLiteral("-o"),
                  QStringLiteral("/dev/null"), QStringLiteral("-X"), QStringLiteral("POST"),
                  QStringLiteral("-H"), QStringLiteral("Content-Type: application/json"),
                  QStringLiteral("-H"), QStringLiteral("Accept: application/json"), QStringLiteral("-d"),
                  QString::fromUtf8(body), tableUrl + QStringLiteral("/scanner")},
                 QStringLiteral("/dev/null"));
    QFile h(headers);
    (void)h.open(QIODevice::ReadOnly);
    static const QRegularExpression location(QStringLiteral("(?im)^location:\\s*(\\S+)"));
    const QString loc = location.match(QString::fromLatin1(h.readAll())).captured(1);
    if (created.exitCode != 0 || loc.isEmpty()) {
        result.error = QStringLiteral("curl could not create a scanner");
        return result;
    }
    QFile config(workDir + QStringLiteral("/curl-scan.cfg"));
    (void)config.open(QIODevice::WriteOnly | QIODevice::Truncate);
    QByteArray text =
        "silent\nheader = \"Accept: " + accept + "\"\nwrite-out = \"%{http_code} %{size_download}\\n\"\n";
    for (qint64 i = 0; i < urls; ++i) {
        text += "url = \"" + loc.toLatin1() + "\"\noutput = \"/dev/null\"\n";
    }
    config.write(text);
    config.close();
    const double server0 = serverCpu ? serverCpu() : 0;
    const QString report = workDir + QStringLiteral("/curl-report.txt");
    const ChildRun run = runChild({curl, QStringLiteral("--config"), config.fileName()}, report);
    result.serverCpuSeconds = serverCpu ? serverCpu() - server0 : 0;
    runChild({curl, QStringLiteral("-s"), QStringLiteral("-X"), QStringLiteral("DELETE"), loc},
             QStringLiteral("/dev/null"));
    result.wallSeconds = run.wallSeconds;
    result.curlCpuSeconds = run.cpuSeconds;
    QFile r(report);
    (void)r.open(QIODevice::ReadOnly);
    for (const QByteArray &line : r.readAll().split('\n')) {
        if (line.startsWith("200 ")) {
            ++result.pages;
            result.bytes += line.mid(4).toLongLong();
        } else if (line.startsWith("204 ")) {
            result.ended = true;
        }
    }
    if (run.exitCode != 0) {
        result.error = QStringLiteral("curl failed");
    }
    return result;
}

double loadAverage()
{
    double load[3] = {};
    return getloadavg(load, 3) > 0 ? load[0] : -1;
}

bool ServeProcess::start(const QString &snapshot)
{
    process.setProgram(QStringLiteral(EI_BIN_DIR "/extract-inspector-cli"));
    process.setArguments({QStringLiteral("serve"), QStringLiteral("--snapshot"), snapshot,
                          QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")});
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start();
    QByteArray out;
    static const QRegularExpression listening(QStringLiteral("listening on (\\S+)"));
    while (process.waitForReadyRead(300000)) {
        out += process.readAllStandardOutput();
        if (const auto m = listening.match(QString::fromUtf8(out)); m.hasMatch()) {
            url = m.captured(1);
            return true;
        }
    }
    return false;
}

ServeProcess::~ServeProcess()
{
    process.terminate();
    process.waitForFinished(10000);
}

QString curlBesideCli(const char *benchmark)
{
    const QString curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
    if (curl.isEmpty() || !QFile::exists(QStringLiteral(EI_BIN_DIR "/extract-inspector-cli"))) {
        fprintf(stderr, "%s needs curl and %s/extract-inspector-cli\n", benchmark, EI_BIN_DIR);
        return {};
    }
    return curl;
}

std::unique_ptr<Server::TableStore> journalTable(const QString &name, int rows)
{
    auto table = std::make_unique<Server::TableStore>(
        Core::TableSchema::create(name, {"f", "file", "grobid0", "match0"}));
    Core::CellSet batch;
    for (int i = 0; i < rows; ++i) {
        batch.append(journalRow(i));
        if (batch.size() == 10000) {
            (void)table->put(batch);
            batch.clear();
        }
    }
    (void)table->put(batch);
    return table;
}

bool saveTableSnapshot(const QString &dir, const Server::TableStore &table)
{
    Core::SnapshotManifest manifest;
    manifest.table = table.name();
    return bool(Server::saveSnapshot(dir, manifest, table));
}

} // namespace Ei::Bench
