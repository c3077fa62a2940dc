// `pdf KEY -o FILE`: fetch a row's PDF through the --pdf-source list, verify its SHA-1 against the
// key, write it. With --url/--table the WARC position and capture come from the row (file:cdx,
// else f:c); explicit --warc/--offset/--length/--capture-url/--dt work without a table, and with
// neither only key-addressed sources (blob-dir, blob-http) can serve.
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <core/domain/journalrow.h>
#include <core/domain/rowkey.h>
#include <core/domain/rowlocator.h>
#include <core/hbase/restclient.h>
#include <core/pdf/pdfcache.h>
#include <core/pdf/pdffetcher.h>
#include <core/snapshot/manifest.h>
#include <core/warc/warcheaders.h>

#include "args.h"
#include "command.h"
#include "commandsetup.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

using Core::ErrorKind;

Core::Result<QString> sha1HexFromKey(const QString &input)
{
    auto sha1 = Core::parseSha1(QStringView(input));
    if (!sha1) {
        return std::unexpected(sha1.error());
    }
    return QString::fromLatin1(sha1->toHex());
}

Core::Result<qint64> nonNegative(const CommandArgs &args, const QString &name, qint64 fallback)
{
    if (!args.isSet(name)) {
        return fallback;
    }
    bool ok = false;
    const qint64 v = args.value(name).toLongLong(&ok);
    if (!ok || v < 0) {
        return Core::fail(
            ErrorKind::InvalidInput,
            QStringLiteral("%1 expects a non-negative number, got '%2'").arg(name, args.value(name)));
    }
    return v;
}

Core::Result<Core::PdfLocator> locatorFromOptions(const CommandArgs &args, const QString &sha1Hex)
{
    Core::PdfLocator loc;
    loc.sha1Hex = sha1Hex;
    loc.warcPath = args.value(QStringLiteral("--warc"));
    auto offset = nonNegative(args, QStringLiteral("--offset"), -1);
    auto length = nonNegative(args, QStringLiteral("--length"), -1);
    if (!offset) {
        return std::unexpected(offset.error());
    }
    if (!length) {
        return std::unexpected(length.error());
    }
    loc.offset = *offset;
    loc.compressedSize = *length > 0 ? *length : -1;
    if (loc.warcPath.isEmpty() != (loc.offset < 0)) {
        return Core::fail(ErrorKind::InvalidInput, QStringLiteral("--warc and --offset go together"));
    }
    loc.url = args.value(QStringLiteral("--capture-url"));
    loc.captureDatetime = Core::PdfLocator::compactDatetime(args.value(QStringLiteral("--dt")));
    if (loc.url.isEmpty() != loc.captureDatetime.isEmpty()) {
        return Core::fail(ErrorKind::InvalidInput, QStringLiteral("--capture-url and --dt go together"));
    }
    return loc;
}

struct PdfOptions
{
    QString output; // "-" = stdout
    bool keepUnverified = false;
    QString cacheDir; // empty: no cache
    qint64 cacheMaxBytes = Core::PdfCache::kDefaultMaxBytes;
    QStringList sources; // --pdf-source specs, after those of --snapshot's manifest
};

// `--snapshot DIR`: the PDF sources of a snapshot folder's manifest (a bundle export's
// "blob-dir:."), made absolute against the folder.
Core::Result<QStringList> snapshotPdfSources(const QString &dir)
{
    auto manifest = Core::SnapshotManifest::readFromFolder(dir);
    if (!manifest) {
        return std::unexpected(manifest.error());
    }
    QStringList specs;
    for (const QString &spec : std::as_const(manifest->pdfSources)) {
        specs.append(Core::resolvePdfSource(dir, spec));
    }
    return specs;
}

// Everything after "we know where the PDF is": shared with the row-driven path to come.
void fetchAndWrite(CommandContext &ctx, const Core::PdfLocator &locator, const PdfOptions &opt)
{
    Core::PdfFetcher *fetcher = makePdfFetcher(ctx, &ctx, opt.sources, opt.cacheDir, opt.cacheMaxBytes);
    if (!fetcher) {
        return;
    }
    Core::PdfFetchJob *job = fetcher->fetch(locator);
    noteAttempts(ctx, job);
    QObject::connect(job, &Core::PdfFetchJob::finished, &ctx, [&ctx, job, opt] {
        const Core::PdfFetchResult &r = job->result();
        for (const QString &n : r.notes) {
            ctx.note(QStringLiteral("note: ") + n);
        }
        if (!r.ok()) {
            if (r.error->kind == ErrorKind::Integrity && opt.keepUnverified && !r.bytes.isEmpty() &&
                opt.output != QLatin1String("-")) {
                const QString path = opt.output + QStringLiteral(".unverified");
                if (auto w = writeFileAtomically(path, r.bytes); w) {
                    ctx.note(QStringLiteral("unverified bytes written to %1").arg(path));
                }
            }
            ctx.fail(*r.error);
            return;
        }
        if (opt.output == QLatin1String("-")) {
            ctx.writeOut(r.bytes);
        } else if (auto w = writeFileAtomically(opt.output, r.bytes); !w) {
            ctx.fail(w.error());
            return;
        }
        const QJsonObject summary{
            {QStringLiteral("sha1"), r.sha1Hex},        {QStringLiteral("bytes"), qint64(r.bytes.size())},
            {QStringLiteral("verified"), r.verified},   {QStringLiteral("source"), r.servedBy},
            {QStringLiteral("location"), r.servedFrom}, {QStringLiteral("cached"), r.fromCache},
            {QStringLiteral("file"), opt.output},
        };
        const QString line = QString::fromUtf8(QJsonDocument(summary).toJson(QJsonDocument::Compact));
        if (opt.output == QLatin1String("-")) {
            ctx.note(line); // stdout carries the PDF itself
        } else {
            ctx.out() << line << Qt::endl;
        }
        ctx.finish(0);
    });
}

void runPdf(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    if (args.positionals().size() != 1) {
        ctx.usageError(QStringLiteral("pdf expects exactly one KEY"));
        return;
    }
    auto sha1 = sha1HexFromKey(args.positionals().first());
    if (!sha1) {
        ctx.usageError(sha1.error().message);
        return;
    }
    PdfOptions opt;
    opt.output = args.value(QStringLiteral("--out"));
    if (opt.output.isEmpty()) {
        ctx.usageError(QStringLiteral("pdf needs -o FILE (or -o - for stdout)"));
        return;
    }
    opt.keepUnverified = args.isSet(QStringLiteral("--keep-unverified"));
    if (args.isSet(QStringLiteral("--snapshot"))) {
        auto specs = snapshotPdfSources(args.value(QStringLiteral("--snapshot")));
        if (!specs) {
            ctx.fail(specs.error());
            return;
        }
        opt.sources = *specs;
    }
    opt.sources += ctx.global().pdfSources;
    opt.cacheDir = pdfCacheDirFromArgs(args);
    if (auto mb = nonNegative(args, QStringLiteral("--cache-max-mb"), -1); !mb) {
        ctx.usageError(mb.error().message);
        return;
    } else if (*mb > 0) {
        opt.cacheMaxBytes = *mb * 1024 * 1024;
    }
    auto locator = locatorFromOptions(args, *sha1);
    if (!locator) {
        ctx.usageError(locator.error().message);
        return;
    }
    if (!locator->hasWarc() && !locator->hasCapture() && !ctx.global().url.isEmpty()) {
        // Read the row's WARC position and capture from the table.
        auto key = parseKeyArgument(args.positionals().first(), ctx.global());
        if (!key) {
            ctx.fail(key.error());
            return;
        }
        const std::optional<OpenedTable> table = openTable(ctx);
        if (!table) {
            return;
        }
        Core::GetOptions columns;
        columns.columns = {QByteArrayLiteral("f:c"), QByteArrayLiteral("file:cdx")};
        table->client->getRow(*key, columns)
            ->then(&ctx, [&ctx, opt, profile = table->setup.profile,
                          sha1 = *sha1](const Core::Result<Core::Row> &row) {
                if (!row) {
                    ctx.fail(row.error());
                    return;
                }
                Core::PdfLocator fromRow = Core::pdfLocatorFor(Core::decodeJournalRow(*row, &profile));
                fromRow.sha1Hex = sha1;
                ctx.verbose(QStringLiteral("row: warc %1 offset %2 length %3, capture %4 %5")
                                .arg(fromRow.warcPath)
                                .arg(fromRow.offset)
                                .arg(fromRow.compressedSize)
                                .arg(fromRow.captureDatetime, fromRow.url));
                fetchAndWrite(ctx, fromRow, opt);
            });
        return;
    }
    fetchAndWrite(ctx, *locator, opt);
}

const bool registered = registerCommand(
    {.name = QStringLiteral("pdf"),
     .synopsis =
         QStringLiteral("pdf KEY -o FILE [--warc ITEM/FILE --offset N --length N] [--capture-url U --dt D] "
                        "[--snapshot DIR] [--cache | --cache-dir DIR]"),
     .summary = QStringLiteral(
         "fetch the row's PDF through the PDF sources, verify its SHA-1 against the key, write "
         "it (with --url/--table the WARC position comes from the row)"),
     .options = {{{QStringLiteral("--out"), QStringLiteral("-o")},
                  QStringLiteral("FILE"),
                  QStringLiteral("where to write the PDF ('-' for stdout)")},
                 {{QStringLiteral("--warc")},
                  QStringLiteral("ITEM/FILE"),
                  QStringLiteral("the WARC holding the PDF")},
                 {{QStringLiteral("--offset")},
                  QStringLiteral("N"),
                  QStringLiteral("the record's offset in the WARC")},
                 {{QStringLiteral("--length")},
                  QStringLiteral("N"),
                  QStringLiteral("the record's compressed length")},
                 {{QStringLiteral("--capture-url")},
                  QStringLiteral("URL"),
                  QStringLiteral("the captured URL (wayback)")},
                 {{QStringLiteral("--dt")},
                  QStringLiteral("YYYYMMDDhhmmss"),
                  QStringLiteral("the capture's time (wayback)")},
                 {{QStringLiteral("--snapshot")},
                  QStringLiteral("DIR"),
                  QStringLiteral("also use the PDF sources of a snapshot or bundle folder")},
                 {{QStringLiteral("--keep-unverified")},
                  {},
                  QStringLiteral("on a SHA-1 mismatch keep the bytes as FILE.unverified")},
                 {{QStringLiteral("--cache")},
                  {},
                  QStringLiteral("use the disk cache in its default folder")},
                 {{QStringLiteral("--cache-dir")},
                  QStringLiteral("DIR"),
                  QStringLiteral("use the disk cache in DIR")},
                 {{QStringLiteral("--cache-max-mb")},
                  QStringLiteral("N"),
                  QStringLiteral("the cache's size limit in MiB (default 2048)")}},
     .examples = {{QStringLiteral("--pdf-source warc-http:https://archive.org/serve pdf KEY -o paper.pdf"),
                   QStringLiteral("the row's PDF from its WARC over HTTP ranges, verified")},
                  {QStringLiteral("pdf KEY --snapshot bundle/ -o -"),
                   QStringLiteral("a PDF of an exported bundle, to stdout")}},
     .exitCodes = {{0}, {1}, {2}, {4, QStringLiteral("no PDF source has the PDF")}, {5}},
     .run = runPdf});

} // namespace
} // namespace Ei::Cli
