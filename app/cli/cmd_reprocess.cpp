// `reprocess KEY... | --where ... | --resume FILE [--emit-tsv] [--reason TEXT] [--rate N]
// [--state FILE] [--journal FILE]` (domain.md §3, docs/curation.md): the core ReprocessJob marks
// each row (check-and-put grobid0:reprocess, then check-and-delete grobid0:status_code against the
// value seen) through the write journal, or with --emit-tsv prints the ungrobided queue lines and
// changes nothing. The job's position is saved (--state FILE, else a file next to the journal, named
// on stderr) so `--resume FILE` continues after an interruption without redoing or doubling rows.
// The summary says done / conflict / failed / skipped with keys; exit 3 when a row conflicted.
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

#include <core/curation/reprocessjob.h>
#include <core/curation/writejournal.h>
#include <core/domain/rowkey.h>

#include "commandsetup.h"
#include "journalsupport.h"
#include "parallelsupport.h"
#include "restsupport.h"
#include "scanoptions.h"

namespace Ei::Cli {
namespace {

QString keyList(const QList<QByteArray> &keys, const Core::TableSetup &setup)
{
    QStringList shown;
    for (qsizetype i = 0; i < keys.size() && i < 20; ++i) {
        shown.append(Core::displayRowKey(keys.at(i), setup.keyFormat, Core::Sha1Display::Base32Prefixed));
    }
    QString text = shown.join(QStringLiteral(", "));
    if (keys.size() > 20) {
        text += QStringLiteral(", … (%1 more)").arg(keys.size() - 20);
    }
    return text;
}

void report(CommandContext &ctx, Core::RestClient *client, const Core::TableSetup &setup, bool emitTsv,
            const Core::ReprocessSummary &s, qint64 elapsedMs, const QString &statePath, bool explicitState)
{
    ctx.note(QStringLiteral("%1: %2 done, %3 conflict, %4 failed, %5 skipped (%6 ms)")
                 .arg(emitTsv ? QStringLiteral("emitted") : QStringLiteral("reprocess"))
                 .arg(s.done)
                 .arg(s.conflict)
                 .arg(s.failed)
                 .arg(s.skipped)
                 .arg(elapsedMs));
    if (s.verificationPasses > 0) {
        ctx.note(QStringLiteral(
                     "verified by %1 keys-only pass(es): %2 rows found after the scan had ended, %3 lost "
                     "scanners re-created")
                     .arg(s.verificationPasses)
                     .arg(s.foundByVerification)
                     .arg(s.scannerRecoveries));
    }
    if (!s.conflictKeys.isEmpty()) {
        ctx.note(QStringLiteral("conflict (changed on the server, left alone): %1")
                     .arg(keyList(s.conflictKeys, setup)));
    }
    if (!s.failedKeys.isEmpty()) {
        ctx.note(QStringLiteral("failed: %1 (%2)").arg(keyList(s.failedKeys, setup), s.lastError));
    }
    if (!s.doneKeys.isEmpty()) {
        ctx.verbose(QStringLiteral("%1: %2").arg(emitTsv ? QStringLiteral("emitted") : QStringLiteral("done"),
                                                 keyList(s.doneKeys, setup)));
    }
    if (!s.skippedKeys.isEmpty()) {
        ctx.verbose(QStringLiteral("skipped (missing, not processed or already queued): %1")
                        .arg(keyList(s.skippedKeys, setup)));
    }
    if (!emitTsv && s.complete && !explicitState) {
        QFile::remove(statePath); // nothing left to resume
        QFile::remove(statePath + QStringLiteral(".keys"));
    }
    if (!s.complete && !emitTsv) {
        ctx.note(QStringLiteral("not finished: continue with --resume %1").arg(statePath));
    }
    if (!s.complete || !s.failedKeys.isEmpty()) {
        ctx.fail(Core::Error{Core::ErrorKind::Network,
                             QStringLiteral("reprocessing stopped: %1")
                                 .arg(s.lastError.isEmpty() ? QStringLiteral("cancelled") : s.lastError)});
    } else if (!s.conflictKeys.isEmpty()) {
        ctx.fail(
            Core::Error{Core::ErrorKind::Conflict,
                        QStringLiteral("%1 rows changed on the server and were not marked").arg(s.conflict)});
    } else {
        finishWhenIdle(ctx, client, 0);
    }
}

void runReprocess(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    const bool emitTsv = args.isSet(QStringLiteral("--emit-tsv"));
    const bool resume = args.isSet(QStringLiteral("--resume"));
    const bool byScan = args.isSet(QStringLiteral("--where")) || args.isSet(QStringLiteral("--prefix")) ||
                        args.isSet(QStringLiteral("--start"));
    const int selections = (args.positionals().isEmpty() ? 0 : 1) + (byScan ? 1 : 0) + (resume ? 1 : 0);
    if (selections != 1) {
        ctx.usageError(
            QStringLiteral("reprocess takes either KEY..., --where/--prefix/--start or --resume FILE"));
        return;
    }
    if (resume && emitTsv) {
        ctx.usageError(QStringLiteral("--resume continues a job that writes; --emit-tsv changes nothing"));
        return;
    }
    double rate = 0;
    if (args.isSet(QStringLiteral("--rate"))) {
        bool ok = false;
        rate = args.value(QStringLiteral("--rate")).toDouble(&ok);
        if (!ok || rate <= 0) {
            ctx.usageError(QStringLiteral("--rate expects rows per second, e.g. --rate 50"));
            return;
        }
    }
    if (!emitTsv && ctx.global().readOnly) {
        ctx.fail(
            Core::Error{Core::ErrorKind::Forbidden,
                        QStringLiteral("this connection is read-only (--read-only): nothing was changed")});
        return;
    }
    auto setup = tableSetupFor(ctx.global());
    if (!setup) {
        ctx.fail(setup.error());
        return;
    }
    auto keys = parseKeyArguments(args.positionals(), ctx.global());
    if (!keys) {
        ctx.fail(keys.error());
        return;
    }
    std::optional<Core::ScanSpec> spec;
    if (byScan) {
        auto parsed = scanSpecFromArgs(args, ctx.global());
        if (!parsed) {
            ctx.fail(parsed.error());
            return;
        }
        spec = *parsed;
        spec->columns = Core::ReprocessJob::columns();
        spec->columns.append({QByteArrayLiteral("match0:mstatus"), QByteArrayLiteral("match0:doi")});
        // A SingleColumnValueFilter only sees columns the scan reads: add every predicate's column.
        for (const QString &text : args.values(QStringLiteral("--where"))) {
            const auto predicate = Core::parseWhere(text, valueEncoderFor(ctx.global()));
            if (predicate && !spec->columns.contains(predicate->column)) {
                spec->columns.append(predicate->column);
            }
        }
        spec->batch = 5000;
    }
    const std::optional<Gateways> gateways = openGateways(ctx);
    if (!gateways) {
        return;
    }
    Core::RestClient *client = gateways->client;
    Core::GatewayPool *pool = gateways->pool;
    Core::ReprocessOptions options;
    options.by = args.isSet(QStringLiteral("--by")) || !resume
                     ? curatorName(args.value(QStringLiteral("--by")))
                     : QString();
    options.reason =
        args.value(QStringLiteral("--reason"), resume ? QString() : QStringLiteral("curator request"));
    options.rowsPerSecond = rate;

    const auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    auto run = [&ctx, client, pool, setup = *setup, keys = *keys, spec, options, emitTsv, timer,
                args](Core::WriteJournal *journal) mutable {
        const bool explicitState =
            args.isSet(QStringLiteral("--state")) || args.isSet(QStringLiteral("--resume"));
        QString statePath = args.value(QStringLiteral("--resume"), args.value(QStringLiteral("--state")));
        if (journal && statePath.isEmpty()) {
            statePath = QFileInfo(journal->path()).absolutePath() + QStringLiteral("/reprocess-") +
                        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")) +
                        QStringLiteral(".json");
        }
        if (journal) {
            options.statePath = statePath;
        }
        auto *job = new Core::ReprocessJob(client, journal, setup, options, &ctx);
        job->setParallel(pool, parallelOptions(ctx.global()).parallel);
        QObject::connect(job, &Core::ReprocessJob::tsvLine, &ctx,
                         [&ctx](const QByteArray &line) { ctx.writeOut(line + '\n'); });
        const auto lastNote = std::make_shared<qint64>(0);
        QObject::connect(job, &Core::ReprocessJob::progress, &ctx,
                         [&ctx, timer, lastNote](qint64 handled, qint64 total) {
                             if (timer->elapsed() - *lastNote < 1000) {
                                 return;
                             }
                             *lastNote = timer->elapsed();
                             ctx.note(QStringLiteral("%1%2 rows handled (%3/s)")
                                          .arg(handled)
                                          .arg(total >= 0 ? QStringLiteral(" of %1").arg(total) : QString())
                                          .arg(handled * 1000 / std::max<qint64>(1, timer->elapsed())));
                         });
        QObject::connect(
            job, &Core::ReprocessJob::scanRecovering, &ctx,
            [&ctx](const QString &reason, int attempt, int delayMs) {
                ctx.note(QStringLiteral("the scan lost its place (%1): a new scanner in %2 s (attempt %3)")
                             .arg(reason)
                             .arg(delayMs / 1000.0)
                             .arg(attempt));
            });
        QObject::connect(job, &Core::ReprocessJob::verifying, &ctx, [&ctx](int pass) {
            ctx.note(
                QStringLiteral("verifying (pass %1): looking for matching rows not handled yet").arg(pass));
        });
        if (journal) {
            QObject::connect(
                journal, &Core::WriteJournal::stateChanged, &ctx,
                [&ctx, journal](Core::WriteJournal::State state) {
                    if (state == Core::WriteJournal::State::OfflineRetrying &&
                        journal->lastNetworkErrorKind() == Core::ErrorKind::NotAuthenticated) {
                        // Waiting cannot help: kinit (or the password) must come first.
                        // The writes stay in the journal, the position in the state.
                        ctx.note(QStringLiteral("stopped: the writes not yet sent stay in the write "
                                                "journal; after kinit continue with --resume"));
                        ctx.fail(Core::Error{Core::ErrorKind::NotAuthenticated, journal->lastNetworkError()});
                    } else if (state == Core::WriteJournal::State::OfflineRetrying) {
                        ctx.note(QStringLiteral("the server is unreachable (%1): retrying in %2 s; "
                                                "interrupt and --resume later if you like")
                                     .arg(journal->lastNetworkError())
                                     .arg(journal->retryDelayMs() / 1000.0));
                    }
                });
        }
        QObject::connect(job, &Core::ReprocessJob::finished, &ctx,
                         [&ctx, job, client, setup, emitTsv, timer, statePath, explicitState] {
                             report(ctx, client, setup, emitTsv, job->summary(), timer->elapsed(), statePath,
                                    explicitState);
                         });
        Core::Result<void> started;
        if (args.isSet(QStringLiteral("--resume"))) {
            started = job->resume(statePath);
        } else if (spec) {
            started = job->startScan(*spec);
        } else {
            started = job->startKeys(keys);
        }
        if (!started) {
            ctx.fail(started.error());
            return;
        }
        if (journal) {
            ctx.note(QStringLiteral("job state: %1 (continue an interrupted run with --resume %1)")
                         .arg(statePath));
        }
    };
    if (emitTsv) {
        run(nullptr);
    } else {
        openJournal(ctx, client, args.value(QStringLiteral("--journal")), run);
    }
}

const bool registered = registerCommand(
    {.name = QStringLiteral("reprocess"),
     .synopsis = QStringLiteral(
         "reprocess KEY... | --where PRED | --resume FILE [--emit-tsv] [--reason TEXT] [--rate ROWS/S] "
         "[--state FILE] [--journal FILE]"),
     .summary = QStringLiteral(
         "mark rows for GROBID reprocessing through the write journal, resumable (or print them as "
         "ungrobided TSV)"),
     .options = rowSelectionOptions() +
                QList<OptionSpec>{
                    {{QStringLiteral("--emit-tsv")},
                     {},
                     QStringLiteral("print the rows as ungrobided queue TSV and change nothing")},
                    {{QStringLiteral("--reason")},
                     QStringLiteral("TEXT"),
                     QStringLiteral("why, stored with the mark (default \"curator request\")")},
                    {{QStringLiteral("--by")},
                     QStringLiteral("NAME"),
                     QStringLiteral("curator name (default $EI_CURATOR, else $USER)")},
                    {{QStringLiteral("--rate")},
                     QStringLiteral("ROWS/S"),
                     QStringLiteral("at most this many rows per second")},
                    {{QStringLiteral("--state")},
                     QStringLiteral("FILE"),
                     QStringLiteral("where the job keeps its position (default: beside the write journal)")},
                    {{QStringLiteral("--resume")},
                     QStringLiteral("FILE"),
                     QStringLiteral("continue an interrupted job from its state file")},
                    {{QStringLiteral("--journal")},
                     QStringLiteral("FILE"),
                     QStringLiteral("the write journal (default: per connection and table)")}},
     .examples = {{QStringLiteral(
                       "reprocess --where grobid0:status_code=500 --reason \"GROBID 0.8.2\" --rate 50"),
                   QStringLiteral("queue every failed row again, 50 rows a second")},
                  {QStringLiteral("reprocess --where grobid0:status_code=500 --emit-tsv > queue.tsv"),
                   QStringLiteral("the same rows as queue lines, changing nothing")}},
     .exitCodes = {{0},
                   {1, QStringLiteral("a row failed or the job stopped (continue with --resume)")},
                   {2},
                   {3, QStringLiteral("some rows changed on the server and were not marked")}},
     .run = runReprocess});

} // namespace
} // namespace Ei::Cli
