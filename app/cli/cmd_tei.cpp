// `tei --file FILE [--json] [--elements] [--pretty]`: the offline face of the TEI parser. The
// row-based `tei KEY` joins once the REST client exists; the printing lives in core
// (teiSummaryJson, prettyPrintXml) so both forms print the same thing.
#include <QFile>
#include <QJsonDocument>

#include <core/tei/prettyprint.h>
#include <core/tei/teidocument.h>

#include "args.h"
#include "command.h"

namespace Ei::Cli {
namespace {

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
        ctx.usageError(
            QStringLiteral("tei needs --file FILE (reading a row's TEI by KEY needs the REST client)"));
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ctx.fail({Core::ErrorKind::Io, QStringLiteral("cannot read %1: %2").arg(path, file.errorString())});
        return;
    }
    const QByteArray xml = file.readAll();
    if (!parsed->isSet(QStringLiteral("--json")) && !parsed->isSet(QStringLiteral("--elements"))) {
        if (parsed->isSet(QStringLiteral("--pretty"))) {
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
    ctx.writeOut(QJsonDocument(Core::teiSummaryJson(*doc, parsed->isSet(QStringLiteral("--elements"))))
                     .toJson(QJsonDocument::Indented));
    ctx.finish(0);
}

const bool registered = registerCommand(
    {QStringLiteral("tei"), QStringLiteral("tei --file FILE [--json] [--elements] [--pretty]"),
     QStringLiteral("a TEI file as XML (--pretty re-indented) or parsed: header, outline, coords (--json)"),
     runTei});

} // namespace
} // namespace Ei::Cli
