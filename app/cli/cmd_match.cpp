// `match --tei FILE --crossref-file FILE`: the offline comparison of a GROBID header with a
// Crossref record. The row-based `match KEY` reuses Core::compareHeaders/matchReportJson once the
// REST client and the Crossref source are wired.
#include <QFile>
#include <QJsonDocument>

#include <core/crossref/crossrefrecord.h>
#include <core/match/matcher.h>
#include <core/tei/teidocument.h>

#include "args.h"
#include "command.h"

namespace Ei::Cli {
namespace {

Core::Result<QByteArray> readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Core::fail(Core::ErrorKind::Io,
                          QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
    }
    return file.readAll();
}

void runMatch(CommandContext &ctx)
{
    const auto parsed =
        CommandArgs::parse(ctx.args(), {{QStringLiteral("--tei"), QStringLiteral("--crossref-file")}, {}});
    if (!parsed) {
        ctx.fail(parsed.error());
        return;
    }
    const QString teiPath = parsed->value(QStringLiteral("--tei"));
    const QString crossrefPath = parsed->value(QStringLiteral("--crossref-file"));
    if (teiPath.isEmpty() || crossrefPath.isEmpty()) {
        ctx.usageError(
            QStringLiteral("match needs --tei FILE and --crossref-file FILE (matching a row by KEY needs "
                           "the REST client)"));
        return;
    }
    const auto teiBytes = readAll(teiPath);
    if (!teiBytes) {
        ctx.fail(teiBytes.error());
        return;
    }
    const auto crossrefBytes = readAll(crossrefPath);
    if (!crossrefBytes) {
        ctx.fail(crossrefBytes.error());
        return;
    }
    const auto tei = Core::parseTei(*teiBytes, Core::TeiParseOptions{.headerAndCoordsOnly = true});
    if (!tei) {
        ctx.fail({tei.error().kind, QStringLiteral("%1: %2").arg(teiPath, tei.error().message)});
        return;
    }
    if (tei->error) {
        ctx.note(QStringLiteral(
                     "warning: %1 is malformed at line %2, column %3; comparing what was read before it")
                     .arg(teiPath)
                     .arg(tei->error->line)
                     .arg(tei->error->column));
    }
    const auto work = Core::parseCrossrefJson(*crossrefBytes);
    if (!work) {
        ctx.fail({work.error().kind, QStringLiteral("%1: %2").arg(crossrefPath, work.error().message)});
        return;
    }
    const Core::MatchResult result = Core::compareHeaders(tei->header, work->header);
    ctx.writeOut(QJsonDocument(Core::matchReportJson(tei->header, work->header, result))
                     .toJson(QJsonDocument::Indented));
    ctx.finish(0);
}

const bool registered =
    registerCommand({QStringLiteral("match"), QStringLiteral("match --tei FILE --crossref-file FILE"),
                     QStringLiteral("GROBID header vs Crossref record: per-field comparison, "
                                    "verdict and reasons as JSON"),
                     runMatch});

} // namespace
} // namespace Ei::Cli
