// `lookup QUERY...`: a SHA-1 in any spelling becomes the row key in the table's key format
// (offline). A DOI is normalised and resolved to rows by a server-side filtered scan on
// match0:doi (domain.md §4); the answer is remembered in a local DOI index so that asking again is
// instant.
#include <QElapsedTimer>
#include <QPointer>

#include <core/domain/doi.h>
#include <core/domain/doiindex.h>
#include <core/domain/rowkey.h>
#include <core/domain/tablesetup.h>
#include <core/hbase/restclient.h>
#include <core/hbase/scanner.h>

#include "args.h"
#include "command.h"
#include "restsupport.h"

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

// Resolves DOIs one after the other: from the local index when it knows the DOI for this
// table, otherwise by scanning the table with a SingleColumnValueFilter on match0:doi. Owned by
// the command context, so it lives exactly as long as the command.
class DoiLookup final : public QObject
{
public:
    DoiLookup(CommandContext &ctx, Core::RestClient *client, QStringList dois, Core::KeyFormat format,
              bool rescan)
        : QObject(&ctx)
        , m_ctx(ctx)
        , m_client(client)
        , m_index(Core::DoiIndex::defaultPath())
        , m_scope(client->config().baseUrl.toString() + QLatin1Char('/') + client->config().table)
        , m_dois(std::move(dois))
        , m_format(format)
        , m_rescan(rescan)
    {}

    void next()
    {
        if (m_dois.isEmpty()) {
            if (m_found == 0) {
                m_ctx.fail(Core::Error{Core::ErrorKind::NotFound,
                                       QStringLiteral("no row has that DOI in match0:doi")});
            } else {
                finishWhenIdle(m_ctx, m_client, 0);
            }
            return;
        }
        m_doi = m_dois.takeFirst();
        if (auto known = m_rescan ? std::nullopt : m_index.lookup(m_scope, m_doi)) {
            m_ctx.verbose(QStringLiteral("%1: from the local DOI index").arg(m_doi));
            for (const QByteArray &key : *known) {
                m_ctx.out() << printableKey(key, m_format) << '\n';
            }
            m_found += int(known->size());
            next();
            return;
        }
        Core::ScanSpec spec;
        spec.columns = {QByteArrayLiteral("match0:doi")};
        spec.batch = 5000;
        spec.filter = Core::Filter::singleColumnValue(QByteArrayLiteral("match0"), QByteArrayLiteral("doi"),
                                                      Core::CompareOp::Equal,
                                                      Core::Comparator::binary(m_doi.toUtf8()), true);
        m_scanner = m_client->openScanner(spec, this);
        m_keys.clear();
        m_timer.start();
        m_ctx.note(
            QStringLiteral("scanning %1 for %2 (server-side filter on match0:doi)…").arg(m_scope, m_doi));
        fetchPage();
    }

private:
    void fetchPage()
    {
        m_scanner->fetchNext(1000)->then(this, [this](const Core::Result<Core::CellSet> &rows) {
            if (!rows) {
                m_ctx.fail(rows.error());
                return;
            }
            for (const Core::Row &row : *rows) {
                m_keys.append(row.key);
                m_ctx.out() << printableKey(row.key, m_format) << '\n';
            }
            m_ctx.out().flush();
            if (!m_scanner->atEnd()) {
                m_ctx.note(QStringLiteral("  %1 matching rows so far after %2 s")
                               .arg(m_keys.size())
                               .arg(m_timer.elapsed() / 1000));
                fetchPage();
                return;
            }
            m_ctx.note(QStringLiteral("%1: %2 row(s) in %3 ms")
                           .arg(m_doi)
                           .arg(m_keys.size())
                           .arg(m_timer.elapsed()));
            if (auto saved = m_index.remember(m_scope, m_doi, m_keys); !saved) {
                m_ctx.note(QStringLiteral("warning: %1").arg(saved.error().message));
            }
            m_found += int(m_keys.size());
            m_scanner->deleteLater();
            m_scanner = nullptr;
            next();
        });
    }

    CommandContext &m_ctx;
    Core::RestClient *m_client;
    Core::DoiIndex m_index;
    QString m_scope;
    QStringList m_dois;
    Core::KeyFormat m_format;
    bool m_rescan = false;
    QString m_doi;
    Core::Scanner *m_scanner = nullptr;
    QList<QByteArray> m_keys;
    QElapsedTimer m_timer;
    int m_found = 0;
};

void lookupDois(CommandContext &ctx, QStringList dois, Core::KeyFormat format, bool rescan)
{
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    (new DoiLookup(ctx, client, std::move(dois), format, rescan))->next();
}

void runLookup(CommandContext &ctx)
{
    auto args = CommandArgs::parse(ctx.args(), {{}, {QStringLiteral("--rescan")}});
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
        lookupDois(ctx, dois, setup->keyFormat, args->isSet(QStringLiteral("--rescan")));
        return;
    }
    ctx.finish(0);
}

const bool registered = registerCommand(
    {QStringLiteral("lookup"), QStringLiteral("lookup QUERY... [--rescan]"),
     QStringLiteral("resolve a SHA-1 (any spelling) or a DOI to row keys, one per line"), runLookup});

} // namespace
} // namespace Ei::Cli
