// `pdf KEY -o FILE`: fetch a row's PDF through the --pdf-source list, verify its SHA-1 against the
// key, write it. Until the HBase client lands, the WARC position comes from explicit options
// (--warc/--offset/--length/--capture-url/--dt); with none, only key-addressed sources (blob-dir,
// blob-http) can serve. The integrator replaces locatorFromOptions() with "read the row, map
// file:cdx / f:c onto a PdfLocator" and keeps everything after it (see fetchAndWrite()).
#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <core/pdf/pdfcache.h>
#include <core/pdf/pdffetcher.h>
#include <core/warc/warcheaders.h>

#include "args.h"
#include "command.h"

namespace Ei::Cli {
namespace {

using Core::ErrorKind;

// Local stand-in for the real key parser (written elsewhere): 40 hex digits, or 32 base32
// characters, either optionally prefixed with "sha1:", any case, surrounding whitespace.
Core::Result<QString> sha1HexFromKey(const QString &input)
{
    QString s = input.trimmed();
    if (s.startsWith(QLatin1String("sha1:"), Qt::CaseInsensitive)) {
        s = s.mid(5);
    }
    const QByteArray latin = s.toLatin1();
    if (latin.size() == 40 &&
        std::ranges::all_of(latin, [](char c) { return std::isxdigit(quint8(c)) != 0; })) {
        return QString::fromLatin1(latin.toLower());
    }
    if (latin.size() == 32) {
        if (const auto raw = Core::Warc::base32Decode(latin); raw && raw->size() == 20) {
            return QString::fromLatin1(raw->toHex());
        }
    }
    return Core::fail(
        ErrorKind::InvalidInput,
        QStringLiteral("\"%1\" is not a SHA-1 key: expected 40 hex digits or 32 base32 characters, "
                       "optionally prefixed with sha1:")
            .arg(input));
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

Core::Result<void> writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        return Core::fail(ErrorKind::Io, QStringLiteral("Cannot write %1: %2.").arg(path, f.errorString()));
    }
    return {};
}

struct PdfOptions
{
    QString output; // "-" = stdout
    bool keepUnverified = false;
    QString cacheDir; // empty: no cache
    qint64 cacheMaxBytes = Core::PdfCache::kDefaultMaxBytes;
};

// Everything after "we know where the PDF is": shared with the row-driven path to come.
void fetchAndWrite(CommandContext &ctx, const Core::PdfLocator &locator, const PdfOptions &opt)
{
    auto sources = Core::PdfSourceSpec::parseList(ctx.global().pdfSources);
    if (!sources) {
        ctx.usageError(sources.error().message);
        return;
    }
    auto *fetcher = new Core::PdfFetcher(&ctx);
    fetcher->setSources(*sources);
    fetcher->setHeaders(ctx.global().headers);
    fetcher->setTransferTimeout(std::chrono::seconds(ctx.global().timeoutSeconds));
    if (!opt.cacheDir.isEmpty()) {
        auto *cache = new Core::PdfCache(opt.cacheDir, opt.cacheMaxBytes);
        fetcher->setCache(cache);
        QObject::connect(fetcher, &QObject::destroyed, &ctx, [cache] { delete cache; });
    }
    Core::PdfFetchJob *job = fetcher->fetch(locator);
    QObject::connect(job, &Core::PdfFetchJob::attemptFinished, &ctx, [&ctx](const Core::PdfAttempt &a) {
        ctx.verbose(QStringLiteral("attempt: ") + a.summary());
    });
    QObject::connect(job, &Core::PdfFetchJob::finished, &ctx, [&ctx, job, opt] {
        const Core::PdfFetchResult &r = job->result();
        for (const QString &n : r.notes) {
            ctx.note(QStringLiteral("note: ") + n);
        }
        if (!r.ok()) {
            if (r.error->kind == ErrorKind::Integrity && opt.keepUnverified && !r.bytes.isEmpty() &&
                opt.output != QLatin1String("-")) {
                const QString path = opt.output + QStringLiteral(".unverified");
                if (auto w = writeFile(path, r.bytes); w) {
                    ctx.note(QStringLiteral("unverified bytes written to %1").arg(path));
                }
            }
            ctx.fail(*r.error);
            return;
        }
        if (opt.output == QLatin1String("-")) {
            ctx.writeOut(r.bytes);
        } else if (auto w = writeFile(opt.output, r.bytes); !w) {
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
    const CommandArgs::Spec spec{{QStringLiteral("-o"), QStringLiteral("--out"), QStringLiteral("--warc"),
                                  QStringLiteral("--offset"), QStringLiteral("--length"),
                                  QStringLiteral("--capture-url"), QStringLiteral("--dt"),
                                  QStringLiteral("--cache-dir"), QStringLiteral("--cache-max-mb")},
                                 {QStringLiteral("--keep-unverified"), QStringLiteral("--cache")}};
    auto args = CommandArgs::parse(ctx.args(), spec);
    if (!args) {
        ctx.usageError(args.error().message);
        return;
    }
    if (args->positionals().size() != 1) {
        ctx.usageError(QStringLiteral("pdf expects exactly one KEY"));
        return;
    }
    auto sha1 = sha1HexFromKey(args->positionals().first());
    if (!sha1) {
        ctx.usageError(sha1.error().message);
        return;
    }
    PdfOptions opt;
    opt.output = args->valueOf({QStringLiteral("-o"), QStringLiteral("--out")});
    if (opt.output.isEmpty()) {
        ctx.usageError(QStringLiteral("pdf needs -o FILE (or -o - for stdout)"));
        return;
    }
    opt.keepUnverified = args->isSet(QStringLiteral("--keep-unverified"));
    opt.cacheDir = args->value(QStringLiteral("--cache-dir"));
    if (opt.cacheDir.isEmpty() && args->isSet(QStringLiteral("--cache"))) {
        opt.cacheDir = Core::PdfCache::defaultDirectory();
    }
    if (auto mb = nonNegative(*args, QStringLiteral("--cache-max-mb"), -1); !mb) {
        ctx.usageError(mb.error().message);
        return;
    } else if (*mb > 0) {
        opt.cacheMaxBytes = *mb * 1024 * 1024;
    }
    auto locator = locatorFromOptions(*args, *sha1);
    if (!locator) {
        ctx.usageError(locator.error().message);
        return;
    }
    if (!locator->hasWarc() && !ctx.global().url.isEmpty()) {
        // TODO(integration): read the row over HBase REST and map file:cdx / f:c onto the locator.
        ctx.note(
            QStringLiteral("note: reading the row's WARC position from HBase is not wired yet; only "
                           "key-addressed sources (blob-dir, blob-http) and explicit --warc/--capture-url "
                           "options are used"));
    }
    fetchAndWrite(ctx, *locator, opt);
}

const bool registered = registerCommand(
    {QStringLiteral("pdf"),
     QStringLiteral("pdf KEY -o FILE [--warc ITEM/FILE --offset N --length N] [--capture-url U --dt D]"),
     QStringLiteral("fetch the row's PDF through the PDF sources, verify its SHA1 against the key, write it"),
     runPdf});

} // namespace
} // namespace Ei::Cli
