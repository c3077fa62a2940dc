// `export [KEY...|-] [--where ...] --out PATH --format jsonl|jsonl.sz|tsv|ungrobided|bundle`: the
// core ExportJob (core/export, docs/export.md) driven from the command line, progress on stderr.
// The output appears under its final name only when complete (NAME.partial, renamed at the end).
// Its state (--state FILE, else PATH.resume.json) lets `export --resume FILE` finish an
// interrupted export into the same bytes.
#include <optional>

#include <QElapsedTimer>
#include <QFile>

#include <core/domain/rowkey.h>
#include <core/export/exportjob.h>
#include <core/export/exportrowsource.h>
#include <core/pdf/pdffetcher.h>

#include "commandsetup.h"
#include "interrupt.h"
#include "parallelsupport.h"
#include "restsupport.h"
#include "scanoptions.h"

namespace Ei::Cli {
namespace {

// Keys from the command line, or one per line from stdin for "-".
Core::Result<QList<QByteArray>> exportKeys(const QStringList &positionals, const GlobalOptions &global)
{
    QStringList texts;
    for (const QString &p : positionals) {
        if (p == QLatin1String("-")) {
            QFile in;
            if (!in.open(stdin, QIODevice::ReadOnly)) {
                return Core::fail(Core::ErrorKind::Io,
                                  QStringLiteral("cannot read keys from standard input"));
            }
            while (!in.atEnd()) {
                const QString line = QString::fromUtf8(in.readLine()).trimmed();
                if (!line.isEmpty()) {
                    texts.append(line);
                }
            }
        } else {
            texts.append(p);
        }
    }
    return parseKeyArguments(texts, global);
}

// Runs the core export (or continues `saved`) and reports on stderr: progress once a second,
// skipped rows, the summary.
void runJob(CommandContext &ctx, Core::RestClient *client, Core::ExportRowSource *source,
            Core::ExportOptions options, const std::optional<Core::SavedExport> &saved = {})
{
    auto *job = new Core::ExportJob(source, std::move(options), &ctx);
    if (job->options().format == Core::ExportFormat::Bundle && job->options().includePdfs) {
        Core::PdfFetcher *fetcher = makePdfFetcher(ctx, job, ctx.global().pdfSources);
        if (!fetcher) {
            return;
        }
        job->setPdfFetcher(fetcher);
        if (fetcher->sources().isEmpty()) {
            ctx.note(QStringLiteral("no --pdf-source given: the bundle will have no PDFs"));
        }
    }
    auto lastNote = std::make_shared<QElapsedTimer>();
    lastNote->start();
    auto stateAnnounced = std::make_shared<bool>(false);
    QObject::connect(
        job, &Core::ExportJob::progressChanged, &ctx,
        [&ctx, job, lastNote, stateAnnounced](const Core::ExportProgress &p) {
            // Said once the job has written its state (the first progress comes after that), not
            // before: an export whose output cannot be opened leaves nothing to resume.
            if (!*stateAnnounced && job->hasSavedState()) {
                *stateAnnounced = true;
                ctx.note(QStringLiteral("export state: %1 (continue an interrupted export with --resume %1)")
                             .arg(job->options().statePath));
            }
            if (lastNote->elapsed() < 1000) {
                return;
            }
            lastNote->restart();
            QString line = QStringLiteral("exported %1").arg(p.rows);
            if (p.totalRows >= 0) {
                line += QStringLiteral(" of %1").arg(p.totalRows);
            }
            line += QStringLiteral(" rows, %1 bytes").arg(p.bytes);
            if (p.pdfsWritten + p.pdfsMissing > 0) {
                line += QStringLiteral(", %1 PDFs (%2 missing)").arg(p.pdfsWritten).arg(p.pdfsMissing);
            }
            ctx.note(line);
        });
    QObject::connect(job, &Core::ExportJob::rowSkipped, &ctx,
                     [&ctx](const QByteArray &, const QString &reason) {
                         ctx.note(QStringLiteral("skipped: %1").arg(reason));
                     });
    // Ctrl+C (cli.md, exit 130): the export stops where it is, keeping what its last checkpoint
    // made final and the state to --resume from.
    auto interrupted = std::make_shared<bool>(false);
    whenInterrupted(job, [job, interrupted] {
        *interrupted = true;
        job->interrupt();
    });
    QObject::connect(
        job, &Core::ExportJob::finished, &ctx,
        [&ctx, client, job, interrupted,
         scanSource = QPointer(qobject_cast<Core::RestScanRowSource *>(source))] {
            const auto &result = job->result();
            if (!result && *interrupted) {
                if (job->leftResumable()) {
                    ctx.note(QStringLiteral("interrupted: %1.partial is kept; continue with --resume %2")
                                 .arg(job->options().path, job->options().statePath));
                } else {
                    ctx.note(QStringLiteral("interrupted before the first checkpoint: nothing was kept"));
                }
                finishWhenIdle(ctx, client, kInterruptedExitCode);
                return;
            }
            if (!result) {
                if (job->leftResumable()) {
                    ctx.note(QStringLiteral("not finished: %1.partial is kept; continue with --resume %2")
                                 .arg(job->options().path, job->options().statePath));
                }
                ctx.fail(result.error());
                return;
            }
            if (scanSource && scanSource->scan() && !scanSource->scan()->regionsChanged().isEmpty()) {
                ctx.note(scanSource->scan()->regionsChanged());
            }
            if (scanSource && scanSource->scan() && scanSource->scan()->roundTripMs() >= 0) {
                ctx.verbose(QStringLiteral("gateway round trip %1 ms; rows read ahead to disk: %2 bytes")
                                .arg(scanSource->scan()->roundTripMs())
                                .arg(scanSource->scan()->spilledBytes()));
            }
            ctx.note(QStringLiteral("exported %1 rows to %2 in %3 ms")
                         .arg(result->rows)
                         .arg(result->path)
                         .arg(result->elapsedMs));
            if (result->format == Core::ExportFormat::Bundle) {
                ctx.note(QStringLiteral("bundle: %1 PDFs, %2 TEI, %3 PDFs missing")
                             .arg(result->pdfsWritten)
                             .arg(result->teiWritten)
                             .arg(result->pdfsMissing));
                for (const QString &missing : result->missingPdfs) {
                    ctx.verbose(QStringLiteral("missing PDF %1").arg(missing));
                }
            }
            if (!result->mayBeIncomplete.isEmpty()) {
                ctx.fail(Core::Error{Core::ErrorKind::Integrity,
                                     QStringLiteral("the export to %1 may be incomplete: %2")
                                         .arg(result->path, result->mayBeIncomplete)});
                return;
            }
            if (result->rowsNotFound > 0) {
                ctx.fail(Core::Error{
                    Core::ErrorKind::NotFound,
                    QStringLiteral("%1 of the requested rows were not found").arg(result->rowsNotFound)});
                return;
            }
            finishWhenIdle(ctx, client, 0);
        });
    if (saved) {
        job->resume(*saved);
    } else {
        job->start();
    }
}

// `export --resume STATE`: the interrupted export, on the same table.
void resumeExport(CommandContext &ctx, const QString &statePath)
{
    auto saved = Core::ExportJob::readState(statePath);
    if (!saved) {
        ctx.fail(saved.error());
        return;
    }
    if (saved->table != ctx.global().table) {
        ctx.usageError(QStringLiteral("the export %1 was started on table '%2', not '%3'")
                           .arg(statePath, saved->table, ctx.global().table));
        return;
    }
    const std::optional<OpenedTable> table = openTable(ctx);
    if (!table) {
        return;
    }
    Core::GatewayPool *pool = makeGatewayPool(ctx, table->client);
    if (!pool) {
        return;
    }
    // The order a resumed export keeps is the one it began with (its state says which).
    auto source =
        Core::restoreRowSource(table->client, saved->source, statePath, pool, parallelOptions(ctx.global()));
    if (!source) {
        ctx.fail(source.error());
        return;
    }
    if (auto *scanSource = qobject_cast<Core::RestScanRowSource *>(*source)) {
        noteRanges(ctx, scanSource, pool);
    }
    Core::ExportOptions options = saved->options;
    options.profile = table->setup.profile;
    runJob(ctx, table->client, *source, std::move(options), *saved);
}

void runExport(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    if (args.isSet(QStringLiteral("--resume"))) {
        resumeExport(ctx, args.value(QStringLiteral("--resume")));
        return;
    }
    const QString out = args.value(QStringLiteral("--out"));
    if (out.isEmpty()) {
        ctx.usageError(QStringLiteral("export needs --out PATH"));
        return;
    }
    const QString formatName =
        args.value(QStringLiteral("--format"),
                   out.endsWith(QLatin1String(".sz")) ? QStringLiteral("jsonl.sz") : QStringLiteral("jsonl"));
    const auto format = Core::exportFormatFromName(formatName);
    if (!format) {
        ctx.usageError(QStringLiteral("--format must be jsonl, jsonl.sz, tsv, ungrobided or bundle, not '%1'")
                           .arg(formatName));
        return;
    }
    auto setup = tableSetupFor(ctx.global());
    if (!setup) {
        ctx.fail(setup.error());
        return;
    }
    Core::ExportOptions options;
    options.format = *format;
    options.path = out;
    if (args.isSet(QStringLiteral("--fields"))) {
        options.tsvFields =
            args.value(QStringLiteral("--fields")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    }
    options.profile = setup->profile;
    if (options.format == Core::ExportFormat::Tsv) {
        // Before any request: a misspelt field is a usage error, not an empty column.
        if (auto fields = Core::checkTsvFields(options.tsvFields, options.profile); !fields) {
            ctx.fail(fields.error());
            return;
        }
    }
    options.decode.table = ctx.global().table;
    options.decode.full = true;
    options.manifest.table = ctx.global().table;
    options.manifest.profile = setup->profile.name;
    options.manifest.keyFormat = Core::keyFormatName(setup->keyFormat);
    options.includePdfs = !args.isSet(QStringLiteral("--no-pdf"));
    options.includeTei = !args.isSet(QStringLiteral("--no-tei"));
    options.statePath = args.value(QStringLiteral("--state"), out + QStringLiteral(".resume.json"));
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    if (!args.positionals().isEmpty()) {
        auto keys = exportKeys(args.positionals(), ctx.global());
        if (!keys) {
            ctx.fail(keys.error());
            return;
        }
        runJob(ctx, client, new Core::RestKeysRowSource(client, *keys), std::move(options));
        return;
    }
    auto spec = scanSpecFromArgs(args, ctx.global());
    if (!spec) {
        ctx.fail(spec.error());
        return;
    }
    spec->batch = 5000;
    Core::GatewayPool *pool = makeGatewayPool(ctx, client);
    if (!pool) {
        return;
    }
    Core::ParallelScanOptions parallel = parallelOptions(ctx.global());
    parallel.ordered = !args.isSet(QStringLiteral("--unordered"));
    auto *source = new Core::RestScanRowSource(client, *spec);
    source->setParallel(pool, parallel);
    noteRanges(ctx, source, pool);
    runJob(ctx, client, source, std::move(options));
}

const bool registered = registerCommand(
    {.name = QStringLiteral("export"),
     .synopsis = QStringLiteral(
         "export [KEY...|-] [--where PRED] --out PATH --format jsonl|jsonl.sz|tsv|ungrobided|bundle "
         "[--fields F,...] [--no-pdf] [--no-tei] [--state FILE] | export --resume FILE"),
     .summary =
         QStringLiteral("stream rows (given keys, '-' for keys on stdin, or a scan) to a file; progress "
                        "on stderr"),
     .options =
         QList<OptionSpec>{
             {{QStringLiteral("--out"), QStringLiteral("-o")},
              QStringLiteral("PATH"),
              QStringLiteral("the file (or the bundle's folder) to write")},
             {{QStringLiteral("--format")},
              QStringLiteral("F"),
              QStringLiteral("jsonl, jsonl.sz, tsv, ungrobided or bundle (default jsonl, "
                             "jsonl.sz for a .sz PATH)")},
             {{QStringLiteral("--fields")},
              QStringLiteral("F,..."),
              QStringLiteral("the decoded fields of a tsv export, in order")},
             {{QStringLiteral("--no-pdf")}, {}, QStringLiteral("a bundle without the PDFs")},
             {{QStringLiteral("--no-tei")}, {}, QStringLiteral("a bundle without the TEI files")},
             {{QStringLiteral("--state")},
              QStringLiteral("FILE"),
              QStringLiteral("where the export keeps its checkpoints (default PATH.resume.json; removed when "
                             "it completes)")},
             {{QStringLiteral("--resume")},
              QStringLiteral("FILE"),
              QStringLiteral("continue the interrupted export FILE describes, into the same bytes")},
             {{QStringLiteral("--unordered")},
              {},
              QStringLiteral("a scan's rows as its regions give them, not in key order (--parallel reads "
                             "several regions at once; in key order the ones ahead wait in memory)")}} +
         rowSelectionOptions() + QList<OptionSpec>{columnsOption()},
     .examples = {{QStringLiteral("export --where match0:mstatus=accepted --out accepted.jsonl.sz"),
                   QStringLiteral("the accepted rows, Snappy-compressed JSON lines")},
                  {QStringLiteral("export - --format bundle --out review/ < keys.txt"),
                   QStringLiteral("the rows named in keys.txt with their PDFs and TEI, in a folder")},
                  {QStringLiteral("export --resume accepted.jsonl.sz.resume.json"),
                   QStringLiteral("finish an export that was interrupted (gateway gone, process killed)")}},
     .exitCodes =
         {{0},
          {1, QStringLiteral("the export stopped; its partial output and state are kept for --resume")},
          {2},
          {4, QStringLiteral("some of the requested rows were not found")},
          {5, QStringLiteral("the export is complete but may lack rows: the table changed while it ran, "
                             "or the gateway skipped rows")},
          {kInterruptedExitCode,
           QStringLiteral("interrupted (Ctrl+C); the partial output and state are kept for "
                          "--resume")}},
     .run = runExport});

} // namespace
} // namespace Ei::Cli
