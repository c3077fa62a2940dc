// `tei KEY|--file FILE [--json] [--elements] [--pretty]`: a row's TEI (grobid0:tei_xml) or a TEI
// file, as stored, re-indented, or parsed (header, outline, coords). The printing lives in core
// (teiSummaryJson, prettyPrintXml) so both forms print the same thing.
#include <QFile>
#include <QJsonDocument>

#include <core/hbase/restclient.h>
#include <core/tei/prettyprint.h>
#include <core/tei/teidocument.h>

#include "args.h"
#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

void printTei(CommandContext &ctx, const CommandArgs &args, const QByteArray &xml);

void runTei(CommandContext &ctx)
{
    const auto parsed = CommandArgs::parse(
        ctx.args(), {{QStringLiteral("--file"), QStringLiteral("-o"), QStringLiteral("--out")},
                     {QStringLiteral("--json"), QStringLiteral("--elements"), QStringLiteral("--pretty")}});
    if (!parsed) {
        ctx.fail(parsed.error());
        return;
    }
    const QString path = parsed->value(QStringLiteral("--file"));
    if (path.isEmpty()) {
        if (parsed->positionals().size() != 1) {
            ctx.usageError(QStringLiteral("tei needs a KEY (with --url/--table) or --file FILE"));
            return;
        }
        // The row's grobid0:tei_xml, exactly as GROBID returned it.
        auto key = parseKeyArgument(parsed->positionals().first(), ctx.global());
        if (!key) {
            ctx.fail(key.error());
            return;
        }
        Core::RestClient *client = makeClient(ctx, true);
        if (!client) {
            return;
        }
        Core::GetOptions options;
        options.columns = {QByteArrayLiteral("grobid0:tei_xml")};
        client->getRow(*key, options)->then(&ctx, [&ctx, args = *parsed](const Core::Result<Core::Row> &row) {
            if (!row) {
                ctx.fail(
                    row.error().kind == Core::ErrorKind::NotFound
                        ? Core::Error{Core::ErrorKind::NotFound,
                                      QStringLiteral("the row does not exist or has no grobid0:tei_xml cell")}
                        : row.error());
                return;
            }
            const Core::Cell *cell = row->find("grobid0:tei_xml");
            printTei(ctx, args, cell ? cell->value : QByteArray());
        });
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ctx.fail({Core::ErrorKind::Io, QStringLiteral("cannot read %1: %2").arg(path, file.errorString())});
        return;
    }
    printTei(ctx, *parsed, file.readAll());
}

void printTei(CommandContext &ctx, const CommandArgs &args, const QByteArray &xml)
{
    if (!args.isSet(QStringLiteral("--json")) && !args.isSet(QStringLiteral("--elements"))) {
        if (args.isSet(QStringLiteral("--pretty"))) {
            const Core::PrettyPrinted pretty = Core::prettyPrintXml(QString::fromUtf8(xml));
            if (pretty.error) {
                ctx.note(QStringLiteral("warning: not pretty-printed: line %1, column %2: %3")
                             .arg(pretty.error->line)
                             .arg(pretty.error->column)
                             .arg(pretty.error->message));
            }
            ctx.writeOut(pretty.text.toUtf8());
        } else {
            ctx.writeOut(xml);
        }
        ctx.finish(0);
        return;
    }
    const auto doc = Core::parseTei(xml);
    if (!doc) {
        ctx.fail(doc.error());
        return;
    }
    if (doc->error) {
        ctx.note(
            QStringLiteral("warning: the TEI is malformed at line %1, column %2 (%3); printing what was read "
                           "before it")
                .arg(doc->error->line)
                .arg(doc->error->column)
                .arg(doc->error->message));
    }
    ctx.writeOut(QJsonDocument(Core::teiSummaryJson(*doc, args.isSet(QStringLiteral("--elements"))))
                     .toJson(QJsonDocument::Indented));
    ctx.finish(0);
}

const bool registered = registerCommand(
    {QStringLiteral("tei"), QStringLiteral("tei KEY|--file FILE [--json] [--elements] [--pretty]"),
     QStringLiteral("a TEI file as XML (--pretty re-indented) or parsed: header, outline, coords (--json)"),
     runTei});

} // namespace
} // namespace Ei::Cli
