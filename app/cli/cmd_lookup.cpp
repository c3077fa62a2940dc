// `lookup QUERY...`: a SHA-1 in any spelling becomes the row key in the table's key format
// (offline). A DOI is normalised; resolving it to rows needs the server-side scan on match0:doi.
#include <core/domain/doi.h>
#include <core/domain/rowkey.h>
#include <core/domain/tablesetup.h>

#include "args.h"
#include "command.h"

namespace Ei::Cli {
namespace {

// Raw 20-byte keys would put binary on a terminal; they are printed as their 40 hex digits.
QString printableKey(const QByteArray &key, Core::KeyFormat format)
{
    if (format == Core::KeyFormat::Raw20) {
        return QString::fromLatin1(key.toHex());
    }
    return QString::fromUtf8(key);
}

void runLookup(CommandContext &ctx)
{
    auto args = CommandArgs::parse(ctx.args(), {});
    if (!args) {
        ctx.fail(args.error());
        return;
    }
    if (args->positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("lookup needs a QUERY: a SHA-1 (hex, base32, sha1:...) or a DOI"));
        return;
    }
    const GlobalOptions &g = ctx.global();
    auto setup = Core::resolveTableSetup(g.profile, g.keyFormat, g.table);
    if (!setup) {
        ctx.fail(setup.error());
        return;
    }
    for (const Core::Error &warning : setup->warnings) {
        ctx.note(QStringLiteral("warning: %1").arg(warning.message));
    }
    QStringList dois;
    for (const QString &query : args->positionals()) {
        if (auto sha1 = Core::parseSha1(query)) {
            ctx.out() << printableKey(Core::encodeRowKey(*sha1, setup->keyFormat), setup->keyFormat) << '\n';
            continue;
        }
        if (auto doi = Core::normalizeDoi(query)) {
            dois.append(*doi);
            continue;
        }
        ctx.fail(Core::Error{
            Core::ErrorKind::InvalidInput,
            QStringLiteral("'%1' is neither a SHA-1 (40 hex digits or 32 base32 characters, optionally "
                           "prefixed with sha1:) nor a DOI (10.<registrant>/<suffix>, doi:... or "
                           "https://doi.org/...)")
                .arg(query.trimmed())});
        return;
    }
    if (!dois.isEmpty()) {
        for (const QString &doi : dois) {
            ctx.err() << doi << '\n';
        }
        ctx.fail(Core::Error{
            Core::ErrorKind::ServerUnavailable,
            QStringLiteral("DOI lookup needs a server (--url): rows are found by a scan on match0:doi")});
        return;
    }
    ctx.finish(0);
}

const bool registered = registerCommand(
    {QStringLiteral("lookup"), QStringLiteral("lookup QUERY..."),
     QStringLiteral("resolve a SHA-1 (any spelling) or a DOI to row keys, one per line"), runLookup});

} // namespace
} // namespace Ei::Cli
