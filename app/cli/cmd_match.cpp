// `match KEY` / `match --tei FILE --crossref-file FILE`: a GROBID header against a Crossref record,
// per field with scores, reasons and the verdict, as JSON (Core::compareHeaders/matchReportJson).
#include <QFile>
#include <QJsonDocument>

#include <core/crossref/crossrefclient.h>
#include <core/crossref/crossrefrecord.h>
#include <core/hbase/restclient.h>
#include <core/match/matcher.h>
#include <core/tei/teidocument.h>

#include "args.h"
#include "command.h"
#include "commandsetup.h"
#include "restsupport.h"

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

// `match KEY`: the row's TEI header against the Crossref record of its DOI (match0:doi, else
// the TEI's own DOI), fetched from --crossref.
void matchRow(CommandContext &ctx, const QString &keyText)
{
    if (ctx.global().crossref.isEmpty()) {
        ctx.usageError(QStringLiteral(
            "match KEY needs --crossref postgrest:URL, crossref-api:URL or postgres:CONNINFO"));
        return;
    }
    auto source = Core::CrossrefSource::parse(ctx.global().crossref);
    if (!source) {
        ctx.fail(source.error());
        return;
    }
    Core::Call<Core::Row> *get = getRowOfKeyArgument(
        ctx, keyText, {QByteArrayLiteral("grobid0:tei_xml"), QByteArrayLiteral("match0:doi")});
    if (!get) {
        return;
    }
    get->then(&ctx, [&ctx, source = *source](const Core::Result<Core::Row> &row) {
        if (!row) {
            ctx.fail(row.error());
            return;
        }
        const Core::Cell *teiCell = row->find("grobid0:tei_xml");
        if (!teiCell) {
            ctx.fail({Core::ErrorKind::NotFound,
                      QStringLiteral("the row has no TEI to compare (grobid0:tei_xml)")});
            return;
        }
        const auto tei = Core::parseTei(teiCell->value, Core::TeiParseOptions{.headerAndCoordsOnly = true});
        if (!tei) {
            ctx.fail(tei.error());
            return;
        }
        const Core::Cell *doiCell = row->find("match0:doi");
        const QString doi = doiCell ? QString::fromUtf8(doiCell->value) : tei->header.doi;
        if (doi.isEmpty()) {
            ctx.fail({Core::ErrorKind::NotFound,
                      QStringLiteral("the row has no DOI (match0:doi) and its TEI names none")});
            return;
        }
        auto *crossref = new Core::CrossrefClient(source, &ctx);
        crossref->setTimeout(std::chrono::seconds(ctx.global().timeoutSeconds));
        crossref->setPassword(ctx.global().crossrefPassword);
        if (auto auth = authFromOptions(ctx.global()); auth) {
            crossref->setAuth(*auth);
        }
        Core::CrossrefReply *reply = crossref->fetch(doi);
        QObject::connect(reply, &Core::CrossrefReply::finished, &ctx, [&ctx, reply, header = tei->header] {
            const auto &work = reply->result();
            if (!work) {
                ctx.fail(work.error());
                return;
            }
            const Core::MatchResult result = Core::compareHeaders(header, work->header);
            ctx.writeOut(QJsonDocument(Core::matchReportJson(header, work->header, result))
                             .toJson(QJsonDocument::Indented));
            ctx.finish(0);
        });
    });
}

void runMatch(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    const QString teiPath = args.value(QStringLiteral("--tei"));
    const QString crossrefPath = args.value(QStringLiteral("--crossref-file"));
    if (teiPath.isEmpty() && crossrefPath.isEmpty() && args.positionals().size() == 1) {
        matchRow(ctx, args.positionals().first());
        return;
    }
    if (teiPath.isEmpty() || crossrefPath.isEmpty()) {
        ctx.usageError(QStringLiteral("match needs a KEY (with --url/--table/--crossref) or --tei FILE and "
                                      "--crossref-file FILE"));
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

const bool registered = registerCommand(
    {.name = QStringLiteral("match"),
     .synopsis = QStringLiteral("match KEY | --tei FILE --crossref-file FILE"),
     .summary =
         QStringLiteral("GROBID header vs Crossref record: per-field comparison, verdict and reasons as JSON "
                        "(KEY: the row's TEI and the record of its DOI from --crossref)"),
     .options = {{{QStringLiteral("--tei")},
                  QStringLiteral("FILE"),
                  QStringLiteral("a TEI file instead of a row's")},
                 {{QStringLiteral("--crossref-file")},
                  QStringLiteral("FILE"),
                  QStringLiteral("a Crossref work (API JSON) to compare the TEI file with")}},
     .examples = {{QStringLiteral("--crossref postgrest:http://127.0.0.1:3000 match KEY"),
                   QStringLiteral("a row's GROBID header against its DOI's Crossref record")},
                  {QStringLiteral("--crossref postgres:'host=db dbname=sandcrawler user=curator' match KEY"),
                   QStringLiteral("the same record read from seed 003's table (password: ~/.pgpass)")},
                  {QStringLiteral("match --tei paper.tei.xml --crossref-file work.json"),
                   QStringLiteral("two local files, no server")}},
     .exitCodes =
         {{0}, {1}, {2}, {4, QStringLiteral("the row, its TEI, its DOI or the Crossref record is missing")}},
     .run = runMatch});

} // namespace
} // namespace Ei::Cli
