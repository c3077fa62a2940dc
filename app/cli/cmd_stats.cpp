// `stats [--where PRED…] --by COL[,COL2] [--histogram COL --bins N] [--format json|tsv]`: group-by
// counts over a server-side scan that reads only the columns it needs (core/stats, docs/statistics.md).
// Progress goes to stderr; Ctrl+C prints the counts so far, marked partial, and exits 130.
#include <core/hbase/restclient.h>
#include <core/stats/statsjob.h>

#include "args.h"
#include "command.h"
#include "interrupt.h"
#include "parallelsupport.h"
#include "restsupport.h"
#include "scanoptions.h"

namespace Ei::Cli {
namespace {

void runStats(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    if (!args.positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("stats takes no positional arguments (group with --by COLUMN)"));
        return;
    }
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("json"));
    if (format != QLatin1StringView("json") && format != QLatin1StringView("tsv")) {
        ctx.usageError(QStringLiteral("--format expects json or tsv, got '%1'").arg(format));
        return;
    }
    const QStringList by = args.values(QStringLiteral("--by"))
                               .join(QLatin1Char(','))
                               .split(QLatin1Char(','), Qt::SkipEmptyParts);
    const QString histogramColumn = args.value(QStringLiteral("--histogram"));
    if (by.isEmpty() && histogramColumn.isEmpty()) {
        ctx.usageError(QStringLiteral("stats needs --by COLUMN[,COLUMN2] or --histogram COLUMN"));
        return;
    }
    if (by.size() > 2) {
        ctx.usageError(QStringLiteral("--by takes one or two groupings, got %1").arg(by.size()));
        return;
    }
    bool binsOk = true;
    const int bins = args.value(QStringLiteral("--bins"), QStringLiteral("10")).toInt(&binsOk);
    if (!binsOk || bins < 1 || bins > 10000) {
        ctx.usageError(QStringLiteral("--bins expects a number from 1 to 10000, got '%1'")
                           .arg(args.value(QStringLiteral("--bins"))));
        return;
    }
    auto setup = tableSetupFor(ctx.global());
    if (!setup) {
        ctx.fail(setup.error());
        return;
    }
    QList<Core::StatsDimension> dimensions;
    for (const QString &id : by) {
        auto d = Core::statsDimension(setup->profile, id.trimmed());
        if (!d) {
            ctx.usageError(d.error().message);
            return;
        }
        dimensions.append(*d);
    }
    std::optional<Core::StatsDimension> histogram;
    if (!histogramColumn.isEmpty()) {
        auto d = Core::statsDimension(setup->profile, histogramColumn);
        if (!d || !d->numeric) {
            ctx.usageError(
                QStringLiteral("--histogram needs a numeric column (an int64-be or decimal column of the "
                               "profile), got '%1'")
                    .arg(histogramColumn));
            return;
        }
        histogram = *d;
    }
    auto spec = scanSpecFromArgs(args, ctx.global());
    if (!spec) {
        ctx.fail(spec.error());
        return;
    }
    QList<QByteArray> filterColumns;
    for (const QString &text : args.values(QStringLiteral("--where"))) {
        if (const auto predicate = Core::parseWhere(text, valueEncoderFor(ctx.global()))) {
            filterColumns.append(predicate->column);
        }
    }
    const auto gateways = openGateways(ctx);
    if (!gateways) {
        return;
    }
    Core::RestClient *client = gateways->client;
    Core::GatewayPool *pool = gateways->pool;
    auto *job = new Core::StatsJob(client, *spec, filterColumns,
                                   Core::StatsAccumulator(dimensions, histogram, bins), &ctx);
    job->setParallel(pool, parallelOptions(ctx.global()).parallel);
    QObject::connect(job, &Core::StatsJob::progressed, &ctx,
                     [&ctx](qint64 rows) { ctx.note(QStringLiteral("stats: %1 rows counted").arg(rows)); });
    auto interrupted = std::make_shared<bool>(false);
    whenInterrupted(job, [job, interrupted] {
        *interrupted = true;
        job->cancel();
    });
    QObject::connect(job, &Core::StatsJob::finished, &ctx, [&ctx, job, client, format, interrupted] {
        const Core::StatsResult counts = job->counts();
        ctx.writeOut(format == QLatin1StringView("tsv") ? Core::statsTsv(counts) : Core::statsJson(counts));
        if (job->result()) {
            if (!job->regionsChanged().isEmpty()) {
                ctx.note(job->regionsChanged());
            }
            finishWhenIdle(ctx, client, 0);
            return;
        }
        if (*interrupted) {
            ctx.err() << "extract-inspector-cli: interrupted after " << counts.total
                      << " rows: the counts printed are partial" << Qt::endl;
            finishWhenIdle(ctx, client, kInterruptedExitCode);
            return;
        }
        ctx.err() << "extract-inspector-cli: " << job->result().error().message
                  << " (the counts printed are partial, " << counts.total << " rows)" << Qt::endl;
        finishWhenIdle(ctx, client, Core::exitCodeFor(job->result().error().kind));
    });
    job->start();
}

const bool registered = registerCommand(
    {.name = QStringLiteral("stats"),
     .synopsis = QStringLiteral("stats [--where PRED...] --by COL[,COL2] [--histogram COL --bins N] "
                                "[--format json|tsv]"),
     .summary = QStringLiteral("group-by counts (and a histogram) over a server-side scan"),
     .options =
         rowSelectionOptions() +
         QList<OptionSpec>{
             {{QStringLiteral("--by")},
              QStringLiteral("COL[,COL2]"),
              QStringLiteral("group by a column (fam:qual, decoded by the profile) or a derived field "
                             "(grobid_version, crawl_month, size_bucket); two give a cross-table")},
             {{QStringLiteral("--histogram")},
              QStringLiteral("COL"),
              QStringLiteral("also count a numeric column's values in equal-width bins")},
             {{QStringLiteral("--bins")}, QStringLiteral("N"), QStringLiteral("histogram bins (default 10)")},
             {{QStringLiteral("--format")},
              QStringLiteral("json|tsv"),
              QStringLiteral("json (default): {\"total\",\"groups\":[{\"value\",\"count\"}]}; tsv: one line "
                             "per group")}},
     .examples = {{QStringLiteral("stats --by grobid0:status_code"),
                   QStringLiteral("how many rows per GROBID status; rows never processed count under null")},
                  {QStringLiteral("stats --where grobid0:status_code=500 --by grobid_version"),
                   QStringLiteral("the 500s per GROBID version")},
                  {QStringLiteral("stats --by crawl_month,match0:mstatus --format tsv"),
                   QStringLiteral("a cross-table of crawl month and match status")},
                  {QStringLiteral("stats --histogram file:size --bins 20"),
                   QStringLiteral("the distribution of PDF sizes")}},
     .exitCodes = {{0},
                   {1, QStringLiteral("the scan failed; the counts printed so far are marked partial")},
                   {2},
                   {4, QStringLiteral("the table does not exist")},
                   {kInterruptedExitCode,
                    QStringLiteral("interrupted (Ctrl+C); the counts printed so far are marked partial")}},
     .run = runStats});

} // namespace
} // namespace Ei::Cli
