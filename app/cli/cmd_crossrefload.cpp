// `crossref-load DUMP... --to postgres:CONNINFO|DIR`: Crossref dump files into seed 003's table
// (COPY) or into a folder serve mirrors (core/crossref/crossrefloader.h, docs/crossref-load.md).
// The load runs on a worker thread (blocking libpq and file I/O); progress and every bad record
// go to stderr, the summary to stdout.
#include <atomic>
#include <csignal>
#include <memory>
#include <thread>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <core/crossref/crossrefloader.h>

#include "args.h"
#include "command.h"

namespace Ei::Cli {
namespace {

// Set by SIGINT/SIGTERM: the loader stops at its next record, after storing the batch.
std::atomic_bool g_stop{false};
static_assert(std::atomic_bool::is_always_lock_free);

void stopAtCheckpoint(int)
{
    g_stop.store(true);
}

QString rate(double records, double seconds)
{
    return seconds > 0 ? QStringLiteral("%1k records/s").arg(records / seconds / 1000.0, 0, 'f', 1)
                       : QString();
}

void runCrossrefLoad(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    Core::CrossrefLoadOptions options;
    options.files = args.positionals();
    options.target = args.value(QStringLiteral("--to"));
    if (options.files.isEmpty() || options.target.isEmpty()) {
        ctx.usageError(QStringLiteral(
            "usage: crossref-load DUMP... --to postgres:CONNINFO|DIR [--state FILE] [--resume]"));
        return;
    }
    options.statePath = args.value(QStringLiteral("--state"), QStringLiteral("crossref-load.state.json"));
    options.resume = args.isSet(QStringLiteral("--resume"));
    options.password = ctx.global().crossrefPassword;
    const QString toast = args.value(QStringLiteral("--toast-compression"), QStringLiteral("lz4"));
    if (toast != QLatin1StringView("lz4") && toast != QLatin1StringView("pglz") &&
        toast != QLatin1StringView("server")) {
        ctx.usageError(QStringLiteral("--toast-compression takes lz4, pglz or server, got '%1'").arg(toast));
        return;
    }
    options.toastCompression = toast == QLatin1StringView("server") ? QByteArray() : toast.toUtf8();
    if (args.isSet(QStringLiteral("--batch"))) {
        bool ok = false;
        options.batchRecords = args.value(QStringLiteral("--batch")).toLongLong(&ok);
        if (!ok || options.batchRecords < 1) {
            ctx.usageError(QStringLiteral("--batch takes a number of records (at least 1)"));
            return;
        }
    }

    struct sigaction action = {};
    action.sa_handler = stopAtCheckpoint;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);

    // The callbacks run on the worker: what they print goes through the event loop.
    const auto onProblem = [&ctx](const QString &file, const Core::DumpPosition &where,
                                  const QString &reason) {
        QMetaObject::invokeMethod(&ctx, [&ctx, file, where, reason] {
            ctx.err() << QStringLiteral("%1: record %2 (line %3, byte %4): %5")
                             .arg(file)
                             .arg(where.item)
                             .arg(where.line)
                             .arg(where.offset)
                             .arg(reason)
                      << Qt::endl;
        });
    };
    const auto onProgress = [&ctx](const Core::CrossrefLoadProgress &p) {
        QMetaObject::invokeMethod(&ctx, [&ctx, p] {
            if (p.file >= p.files) {
                return;
            }
            const int percent = p.fileSize > 0 ? int(100 * p.fileBytesRead / p.fileSize) : 0;
            ctx.note(QStringLiteral("file %1 of %2 (%3, %4 %): %5 records, %6 bad, %7")
                         .arg(p.file + 1)
                         .arg(p.files)
                         .arg(p.path)
                         .arg(percent)
                         .arg(p.records)
                         .arg(p.bad)
                         .arg(rate(double(p.records), p.seconds)));
        });
    };
    auto result = std::make_shared<Core::Result<Core::CrossrefLoadReport>>(
        Core::fail(Core::ErrorKind::Internal, QStringLiteral("the load did not run")));
    // A std::thread, joined: join() returns once the thread has ended, its thread-local state
    // (libpq's OpenSSL random generator) released; QThread::wait() returns before that, and the
    // process could exit with that state still held (LeakSanitizer reported it).
    auto worker = std::make_shared<std::thread>();
    const auto finished = [&ctx, worker, result, statePath = options.statePath] {
        worker->join();
        if (!*result) {
            ctx.fail((*result).error());
            return;
        }
        const Core::CrossrefLoadReport &r = **result;
        const qint64 records = r.stored + r.kept + r.bad;
        QJsonObject summary{{QStringLiteral("files"), r.files},
                            {QStringLiteral("stored"), r.stored},
                            {QStringLiteral("kept"), r.kept},
                            {QStringLiteral("bad"), r.bad},
                            {QStringLiteral("seconds"), r.seconds},
                            {QStringLiteral("complete"), !r.interrupted && r.failedFiles.isEmpty()}};
        if (r.skipped > 0) {
            summary.insert(QStringLiteral("resumedAfter"), r.skipped);
        }
        if (!r.failedFiles.isEmpty()) {
            summary.insert(QStringLiteral("failedFiles"), QJsonArray::fromStringList(r.failedFiles));
        }
        ctx.writeOut(QJsonDocument(summary).toJson(QJsonDocument::Compact) + '\n');
        for (const QString &failed : r.failedFiles) {
            ctx.err() << QStringLiteral("error: %1").arg(failed) << Qt::endl;
        }
        if (r.interrupted) {
            ctx.err() << QStringLiteral(
                             "interrupted after a checkpoint: run the same command with --resume to go "
                             "on (state in %1)")
                             .arg(statePath)
                      << Qt::endl;
            ctx.finish(1);
            return;
        }
        ctx.note(
            QStringLiteral("%1 records stored, %2 already there as new or newer, %3 bad (reported above)%4")
                .arg(r.stored)
                .arg(r.kept)
                .arg(r.bad)
                .arg(r.seconds > 0 ? QStringLiteral(", %1").arg(rate(double(records - r.skipped), r.seconds))
                                   : QString()));
        ctx.finish(r.failedFiles.isEmpty() ? 0 : 1);
    };
    *worker = std::thread([&ctx, options, onProblem, onProgress, result, finished] {
        *result = Core::CrossrefLoader::run(options, onProblem, onProgress, &g_stop);
        QMetaObject::invokeMethod(&ctx, finished, Qt::QueuedConnection);
    });
}

const bool registered = registerCommand(
    {.name = QStringLiteral("crossref-load"),
     .synopsis = QStringLiteral(
         "crossref-load DUMP... --to postgres:CONNINFO|DIR [--state FILE] [--resume] [--toast-compression "
         "lz4|pglz|server] [--batch N]"),
     .summary =
         QStringLiteral("load Crossref dump files (JSON with items, or JSON lines; gzip ok) into seed 003's "
                        "crossref table with COPY, or into a folder serve mirrors; bad records reported on "
                        "stderr with file and position, not fatal (success once every file was read to its "
                        "end); resumable"),
     .options = {{{QStringLiteral("--to")},
                  QStringLiteral("TARGET"),
                  QStringLiteral(
                      "postgres:CONNINFO (the password from --connection's secrets, PGPASSWORD or "
                      "~/.pgpass), or a folder: DIR/crossref/records.jsonl, which serve --snapshot DIR "
                      "and serve --crossref DIR mirror")},
                 {{QStringLiteral("--state")},
                  QStringLiteral("FILE"),
                  QStringLiteral("the checkpoint file (default crossref-load.state.json), removed once every "
                                 "file is loaded")},
                 {{QStringLiteral("--resume")},
                  {},
                  QStringLiteral("go on with the interrupted load the state file records (same files, same "
                                 "target)")},
                 {{QStringLiteral("--toast-compression")},
                  QStringLiteral("lz4|pglz|server"),
                  QStringLiteral("how the database compresses the stored records (default lz4: several times "
                                 "cheaper for the server than its default pglz; reading is the same)")},
                 {{QStringLiteral("--batch")},
                  QStringLiteral("N"),
                  QStringLiteral("records per transaction and checkpoint (default 20000)")}},
     .examples =
         {{QStringLiteral("crossref-load crossref/*.json.gz --to postgres:'host=db dbname=sandcrawler "
                          "user=crossref'"),
           QStringLiteral("the public data file into the pipeline's table")},
          {QStringLiteral("crossref-load crossref/*.json.gz --to postgres:'host=db dbname=sandcrawler' "
                          "--resume"),
           QStringLiteral("go on after an interruption (Ctrl+C stops at a checkpoint)")},
          {QStringLiteral("crossref-load works.jsonl --to demo-snapshot"),
           QStringLiteral("records for serve's PostgREST-style mirror")}},
     .exitCodes = {{0},
                   {1, QStringLiteral(
                           "a file could not be read to its end, the database failed, or the load was "
                           "interrupted (resume with --resume)")},
                   {2},
                   {4, QStringLiteral("a dump file or the crossref table does not exist")}},
     .run = runCrossrefLoad});

} // namespace
} // namespace Ei::Cli
