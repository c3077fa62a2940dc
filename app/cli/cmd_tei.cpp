// `tei KEY|--file FILE [-o FILE] [--json] [--elements] [--pretty]`: a row's TEI (grobid0:tei_xml)
// or a TEI file, as stored (byte for byte), re-indented, or parsed (header, outline, coords), to
// stdout or a file. The printing lives in core (teiSummaryJson, prettyPrintXml) so both forms
// print the same thing.
//
// A row without grobid0:tei_xml (or no --url at all) falls back to the blob stores among the
// --pdf-source list (grobid/{h0:2}/{h2:4}/{sha1}.tei.xml); stderr says which source served it.
#include <QFile>
#include <QJsonDocument>

#include <core/domain/rowkey.h>
#include <core/hbase/restclient.h>
#include <core/pdf/pdfcache.h>
#include <core/pdf/pdffetcher.h>
#include <core/tei/prettyprint.h>
#include <core/tei/teidocument.h>

#include "args.h"
#include "command.h"
#include "commandsetup.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

void printTei(CommandContext &ctx, const CommandArgs &args, const QByteArray &xml);

bool hasBlobSource(const GlobalOptions &global)
{
    for (const QString &text : global.pdfSources) {
        if (auto spec = Core::PdfSourceSpec::parse(text); spec && spec->isBlob()) {
            return true;
        }
    }
    return false;
}

// The TEI from the blob stores; `why` is the table's reason when it had none (kept if no store has
// it either, so the curator learns both).
void fetchTeiFromBlobs(CommandContext &ctx, const CommandArgs &args, const QString &keyText,
                       const QString &why)
{
    auto sha1 = Core::parseSha1(QStringView(keyText));
    if (!sha1) {
        ctx.usageError(sha1.error().message);
        return;
    }
    Core::PdfFetcher *fetcher = makePdfFetcher(ctx, &ctx, ctx.global().pdfSources, pdfCacheDirFromArgs(args));
    if (!fetcher) {
        return;
    }
    Core::PdfFetchJob *job = fetcher->fetchTei(QString::fromLatin1(sha1->toHex()));
    noteAttempts(ctx, job);
    QObject::connect(job, &Core::PdfFetchJob::finished, &ctx, [&ctx, job, args, why] {
        const Core::PdfFetchResult &r = job->result();
        if (!r.ok()) {
            Core::Error e = *r.error;
            if (!why.isEmpty()) {
                e.message = why + QStringLiteral("; ") + e.message;
            }
            ctx.fail(e);
            return;
        }
        ctx.note(
            QStringLiteral("tei: served by %1 (%2)%3")
                .arg(r.servedBy, r.servedFrom, r.fromCache ? QStringLiteral(", from the cache") : QString()));
        printTei(ctx, args, r.bytes);
    });
}

void runTei(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    const QString path = args.value(QStringLiteral("--file"));
    if (path.isEmpty()) {
        if (args.positionals().size() != 1) {
            ctx.usageError(QStringLiteral("tei needs a KEY (with --url/--table) or --file FILE"));
            return;
        }
        const QString keyText = args.positionals().first();
        const bool blobs = hasBlobSource(ctx.global());
        if (ctx.global().url.isEmpty() && blobs) {
            fetchTeiFromBlobs(ctx, args, keyText, {});
            return;
        }
        // The row's grobid0:tei_xml, exactly as GROBID returned it.
        Core::Call<Core::Row> *get =
            getRowOfKeyArgument(ctx, keyText, {QByteArrayLiteral("grobid0:tei_xml")});
        if (!get) {
            return;
        }
        get->then(&ctx, [&ctx, args, keyText, blobs](const Core::Result<Core::Row> &row) {
            const Core::Cell *cell = row ? row->find("grobid0:tei_xml") : nullptr;
            if (blobs && (cell == nullptr || cell->value.isEmpty()) &&
                (row || row.error().kind == Core::ErrorKind::NotFound)) {
                fetchTeiFromBlobs(
                    ctx, args, keyText,
                    row ? QStringLiteral("the row has no grobid0:tei_xml cell")
                        : QStringLiteral("the row does not exist or has no grobid0:tei_xml cell"));
                return;
            }
            if (!row) {
                ctx.fail(
                    row.error().kind == Core::ErrorKind::NotFound
                        ? Core::Error{Core::ErrorKind::NotFound,
                                      QStringLiteral("the row does not exist or has no grobid0:tei_xml cell")}
                        : row.error());
                return;
            }
            printTei(ctx, args, cell ? cell->value : QByteArray());
        });
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ctx.fail({Core::ErrorKind::Io, QStringLiteral("cannot read %1: %2").arg(path, file.errorString())});
        return;
    }
    printTei(ctx, args, file.readAll());
}

// The output to stdout, or with --out FILE (other than "-") to FILE, written atomically.
void deliver(CommandContext &ctx, const CommandArgs &args, const QByteArray &bytes)
{
    const QString out = args.value(QStringLiteral("--out"));
    if (out.isEmpty() || out == QLatin1String("-")) {
        ctx.writeOut(bytes);
    } else if (auto written = writeFileAtomically(out, bytes); !written) {
        ctx.fail(written.error());
        return;
    }
    ctx.finish(0);
}

void printTei(CommandContext &ctx, const CommandArgs &args, const QByteArray &xml)
{
    if (!args.isSet(QStringLiteral("--json")) && !args.isSet(QStringLiteral("--elements"))) {
        if (!args.isSet(QStringLiteral("--pretty"))) {
            deliver(ctx, args, xml); // exactly the stored bytes
            return;
        }
        const Core::PrettyPrinted pretty = Core::prettyPrintXml(QString::fromUtf8(xml));
        if (pretty.error) {
            ctx.note(QStringLiteral("warning: not pretty-printed: line %1, column %2: %3")
                         .arg(pretty.error->line)
                         .arg(pretty.error->column)
                         .arg(pretty.error->message));
        }
        deliver(ctx, args, pretty.text.toUtf8());
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
    deliver(ctx, args,
            QJsonDocument(Core::teiSummaryJson(*doc, args.isSet(QStringLiteral("--elements"))))
                .toJson(QJsonDocument::Indented));
}

const bool registered = registerCommand(
    {.name = QStringLiteral("tei"),
     .synopsis = QStringLiteral(
         "tei KEY|--file FILE [-o FILE] [--json] [--elements] [--pretty] [--cache | --cache-dir DIR]"),
     .summary = QStringLiteral(
         "a row's TEI (grobid0:tei_xml, else from the blob-dir:/blob-http: PDF sources) or a "
         "TEI file, as XML (exactly the stored bytes; --pretty re-indented) or parsed: header, "
         "outline, coords (--json)"),
     .options = {{{QStringLiteral("--file")},
                  QStringLiteral("FILE"),
                  QStringLiteral("a TEI file instead of a row's")},
                 {{QStringLiteral("--out"), QStringLiteral("-o")},
                  QStringLiteral("FILE"),
                  QStringLiteral("write to FILE (the same bytes as stdout gets) instead of stdout")},
                 {{QStringLiteral("--json")},
                  {},
                  QStringLiteral("the parsed TEI: header, outline, coords, as JSON")},
                 {{QStringLiteral("--elements")},
                  {},
                  QStringLiteral("as --json, plus every element with coords")},
                 {{QStringLiteral("--pretty")}, {}, QStringLiteral("the XML re-indented")},
                 {{QStringLiteral("--cache")},
                  {},
                  QStringLiteral("blob stores: use the disk cache in its default folder")},
                 {{QStringLiteral("--cache-dir")},
                  QStringLiteral("DIR"),
                  QStringLiteral("blob stores: use the disk cache in DIR")}},
     .examples = {{QStringLiteral("tei sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J -o paper.tei.xml"),
                   QStringLiteral("a row's TEI exactly as GROBID returned it")},
                  {QStringLiteral("tei --file paper.tei.xml --json"),
                   QStringLiteral("the header and outline of a TEI file")}},
     .exitCodes = {{0},
                   {1, QStringLiteral("runtime failure (network, server, reading or writing a file)")},
                   {2, QStringLiteral("usage error, or the TEI cannot be parsed (--json)")},
                   {4, QStringLiteral("the row or its TEI does not exist")}},
     .run = runTei});

} // namespace
} // namespace Ei::Cli
