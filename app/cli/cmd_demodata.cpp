// `demo-data --out DIR [--seed N] [--rows N] [--force]`: writes the demo snapshot the GUI opens when
// no connection is configured (docs/demo-data.md). Prints a JSON summary on stdout.
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <demo/demogenerator.h>

#include "args.h"
#include "command.h"

namespace Ei::Cli {
namespace {

QJsonObject toJson(const QMap<QString, int> &map)
{
    QJsonObject o;
    for (auto it = map.begin(); it != map.end(); ++it) {
        o.insert(it.key(), it.value());
    }
    return o;
}

void runDemoData(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    const QString out = args.value(QStringLiteral("--out"));
    if (out.isEmpty() || !args.positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("usage: demo-data --out DIR [--seed N] [--rows N] [--force]"));
        return;
    }
    Demo::DemoOptions options;
    bool ok = true;
    if (args.isSet(QStringLiteral("--seed"))) {
        options.seed = args.value(QStringLiteral("--seed")).toULongLong(&ok);
        if (!ok) {
            ctx.usageError(QStringLiteral("--seed must be a non-negative integer"));
            return;
        }
    }
    if (args.isSet(QStringLiteral("--rows"))) {
        options.rows = args.value(QStringLiteral("--rows")).toInt(&ok);
        if (!ok) {
            ctx.usageError(QStringLiteral("--rows must be an integer"));
            return;
        }
    }

    QElapsedTimer timer;
    timer.start();
    int lastDecile = -1;
    const auto dataset = Demo::generateDemoDataset(options, [&](int done, int total) {
        const int decile = done * 10 / total;
        if (decile != lastDecile) {
            lastDecile = decile;
            ctx.note(QStringLiteral("demo-data: %1/%2 articles laid out").arg(done).arg(total));
        }
    });
    if (!dataset) {
        ctx.fail(dataset.error());
        return;
    }
    if (const auto written = Demo::writeDemoSnapshot(*dataset, out, args.isSet(QStringLiteral("--force")));
        !written) {
        ctx.fail(written.error());
        return;
    }
    const Demo::DemoSummary &s = dataset->summary;
    QJsonObject errors;
    for (auto it = s.grobidErrors.begin(); it != s.grobidErrors.end(); ++it) {
        errors.insert(QString::number(it.key()), it.value());
    }
    const QJsonObject summary{{QStringLiteral("out"), out},
                              {QStringLiteral("table"), Demo::demoTableName()},
                              {QStringLiteral("seed"), QString::number(options.seed)},
                              {QStringLiteral("rows"), s.rows},
                              {QStringLiteral("lifecycle"), toJson(s.lifecycle)},
                              {QStringLiteral("grobidErrors"), errors},
                              {QStringLiteral("mstatus"), toJson(s.mstatus)},
                              {QStringLiteral("pdfs"), s.pdfs},
                              {QStringLiteral("pdfBytes"), s.pdfBytes},
                              {QStringLiteral("warcFiles"), s.warcFiles},
                              {QStringLiteral("warcRecords"), s.warcRecords},
                              {QStringLiteral("crossrefRecords"), s.crossrefRecords},
                              {QStringLiteral("bytes"), s.totalBytes},
                              {QStringLiteral("mismatchKey"), QString::fromLatin1(s.mismatchKey)}};
    ctx.writeOut(QJsonDocument(summary).toJson(QJsonDocument::Indented));
    ctx.note(
        QStringLiteral("demo-data: wrote %1 rows to %2 in %3 ms").arg(s.rows).arg(out).arg(timer.elapsed()));
    ctx.finish(0);
}

const bool registered = registerCommand(
    {.name = QStringLiteral("demo-data"),
     .synopsis = QStringLiteral("demo-data --out DIR [--seed N] [--rows N] [--force]"),
     .summary =
         QStringLiteral("generate the demo snapshot the GUI opens by default; a JSON summary on stdout"),
     .options = {{{QStringLiteral("--out"), QStringLiteral("-o")},
                  QStringLiteral("DIR"),
                  QStringLiteral("the snapshot folder to write")},
                 {{QStringLiteral("--seed")},
                  QStringLiteral("N"),
                  QStringLiteral("random seed (default 20180301)")},
                 {{QStringLiteral("--rows")},
                  QStringLiteral("N"),
                  QStringLiteral("number of rows (default 240, at least 16)")},
                 {{QStringLiteral("--force")},
                  {},
                  QStringLiteral("replace DIR when it is not empty (refused otherwise)")}},
     .examples = {{QStringLiteral("demo-data --out /tmp/demo"), QStringLiteral("the demo the GUI opens")},
                  {QStringLiteral("demo-data --out /tmp/big --rows 5000 --seed 7 --force"),
                   QStringLiteral("a bigger one, replacing the folder")}},
     .exitCodes = {{0}, {1}, {2}},
     .run = runDemoData});

} // namespace
} // namespace Ei::Cli
