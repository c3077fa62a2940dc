// `lookup QUERY... [--offline] [--rescan]`: a SHA-1 in any spelling becomes the row key in the
// table's key format, printed once one light request has confirmed the row exists (a miss exits 4,
// so a script can tell); --offline only normalises, with no request. A DOI is normalised and
// resolved to rows by a server-side filtered scan on match0:doi (domain.md §4); the answer is
// remembered in a local DOI index so that asking again is instant.
#include <core/domain/doisearch.h>
#include <core/domain/lookupquery.h>
#include <core/domain/rowkey.h>
#include <core/domain/tablesetup.h>
#include <core/hbase/restclient.h>
#include <core/hbase/rowexists.h>

#include "args.h"
#include "command.h"
#include "parallelsupport.h"
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

// Resolves the queries one after the other, printing keys as they are confirmed: a row key is
// checked with one light request (Core::rowExists), a DOI with core's DoiRowSearch (local index,
// else a server-side filtered scan on match0:doi). Owned by the command context, so it lives
// exactly as long as the command.
class Lookup final : public QObject
{
public:
    Lookup(CommandContext &ctx, Core::RestClient *client, QList<Core::LookupQuery> queries,
           Core::KeyFormat format, bool rescan)
        : QObject(&ctx)
        , m_ctx(ctx)
        , m_client(client)
        , m_queries(std::move(queries))
        , m_format(format)
        , m_rescan(rescan)
    {}

    void next()
    {
        if (m_queries.isEmpty()) {
            finishAll();
            return;
        }
        const Core::LookupQuery query = m_queries.takeFirst();
        if (query.kind == Core::LookupQuery::Kind::Doi) {
            searchDoi(query.doi);
        } else {
            checkKey(query.rowKey);
        }
    }

private:
    void finishAll()
    {
        if (!m_missingKeys.isEmpty()) {
            m_ctx.fail(
                Core::Error{Core::ErrorKind::NotFound,
                            QStringLiteral("no row %1 in %2")
                                .arg(m_missingKeys.join(QStringLiteral(", ")), m_client->config().table)});
        } else if (m_doisAsked > 0 && m_doiRows == 0) {
            m_ctx.fail(
                Core::Error{Core::ErrorKind::NotFound, QStringLiteral("no row has that DOI in match0:doi")});
        } else {
            finishWhenIdle(m_ctx, m_client, 0);
        }
    }

    void checkKey(const QByteArray &key)
    {
        Core::rowExists(m_client, key)->then(this, [this, key](const Core::Result<bool> &exists) {
            if (!exists) {
                m_ctx.fail(exists.error());
                return;
            }
            if (*exists) {
                m_ctx.out() << printableKey(key, m_format) << Qt::endl;
            } else {
                m_missingKeys.append(printableKey(key, m_format));
            }
            next();
        });
    }

    void searchDoi(const QString &doi)
    {
        ++m_doisAsked;
        Core::DoiRowSearch::Options options;
        options.rescan = m_rescan;
        if (!m_pool) {
            m_pool = makeGatewayPool(m_ctx, m_client);
        }
        options.gateways = m_pool;
        options.parallel = parallelOptions(m_ctx.global()).parallel;
        auto *search = new Core::DoiRowSearch(m_client, doi, options, this);
        connect(search, &Core::DoiRowSearch::stepStarted, this,
                [this, search](Core::DoiRowSearch::Source step) {
                    if (step == Core::DoiRowSearch::Source::MatchDoi) {
                        m_ctx.note(QStringLiteral("scanning %1 for %2 (server-side filter on match0:doi)…")
                                       .arg(search->scope(), search->doi()));
                    }
                });
        connect(search, &Core::DoiRowSearch::rowsFound, this,
                [this, search](const QByteArrayList &keys, Core::DoiRowSearch::Source source) {
                    if (source == Core::DoiRowSearch::Source::Index) {
                        m_ctx.verbose(QStringLiteral("%1: from the local DOI index").arg(search->doi()));
                    }
                    for (const QByteArray &key : keys) {
                        m_ctx.out() << printableKey(key, m_format) << '\n';
                    }
                    m_ctx.out().flush();
                    m_doiRows += int(keys.size());
                });
        connect(search, &Core::DoiRowSearch::finished, this, [this, search] {
            search->deleteLater();
            if (!search->result()) {
                m_ctx.fail(search->result().error());
                return;
            }
            if (search->source() != Core::DoiRowSearch::Source::Index) {
                m_ctx.note(QStringLiteral("%1: %2 row(s) in %3 ms")
                               .arg(search->doi())
                               .arg(search->result()->size())
                               .arg(search->elapsedMs()));
            }
            next();
        });
        search->start();
    }

    CommandContext &m_ctx;
    Core::RestClient *m_client;
    Core::GatewayPool *m_pool = nullptr; // the gateways of --url (repeated), for the DOI scans
    QList<Core::LookupQuery> m_queries;
    Core::KeyFormat m_format;
    bool m_rescan = false;
    QStringList m_missingKeys;
    int m_doisAsked = 0;
    int m_doiRows = 0;
};

void runLookup(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    if (args.positionals().isEmpty()) {
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
    const bool offline = args.isSet(QStringLiteral("--offline"));
    QList<Core::LookupQuery> queries;
    bool anyKey = false;
    for (const QString &query : args.positionals()) {
        // SHA-1s and DOIs in any spelling, and links that carry one (docs/lookup.md).
        auto parsed = Core::parseLookupQuery(query, setup->keyFormat);
        if (!parsed) {
            ctx.fail(parsed.error());
            return;
        }
        // A text key of a utf8-keyed table needs no lookup: the CLI resolves digests and DOIs only.
        if (parsed->kind == Core::LookupQuery::Kind::RowKey &&
            !Core::sha1FromRowKey(parsed->rowKey, setup->keyFormat)) {
            ctx.fail(Core::parseLookupQuery(query, Core::KeyFormat::Sha1B32Prefixed).error());
            return;
        }
        if (parsed->kind == Core::LookupQuery::Kind::Doi && offline) {
            ctx.usageError(
                QStringLiteral("--offline only normalises SHA-1s; the DOI %1 is resolved by a scan of "
                               "the table")
                    .arg(parsed->doi));
            return;
        }
        anyKey = anyKey || parsed->kind == Core::LookupQuery::Kind::RowKey;
        queries.append(*parsed);
    }
    if (offline) {
        for (const Core::LookupQuery &query : std::as_const(queries)) {
            ctx.out() << printableKey(query.rowKey, setup->keyFormat) << '\n';
        }
        ctx.finish(0);
        return;
    }
    if (anyKey && g.url.isEmpty()) {
        ctx.usageError(
            QStringLiteral("lookup checks that the row exists: give --url and --table (or --connection), "
                           "or --offline to only normalise the SHA-1"));
        return;
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    (new Lookup(ctx, client, std::move(queries), setup->keyFormat, args.isSet(QStringLiteral("--rescan"))))
        ->next();
}

const bool registered = registerCommand(
    {.name = QStringLiteral("lookup"),
     .synopsis = QStringLiteral("lookup QUERY... [--offline] [--rescan]"),
     .summary =
         QStringLiteral("resolve a SHA-1 (any spelling, or a link carrying one) or a DOI to row keys, one "
                        "per line"),
     .options = {{{QStringLiteral("--offline")},
                  {},
                  QStringLiteral("only normalise SHA-1s to the key format, without checking the table")},
                 {{QStringLiteral("--rescan")},
                  {},
                  QStringLiteral("scan the table for a DOI again instead of trusting the local DOI index")}},
     .examples = {{QStringLiteral("lookup 63c57ad9949c6862bf7e92de750d78f34d4e4b69"),
                   QStringLiteral("the row key of a hex SHA-1 in the table's key format, if the row exists")},
                  {QStringLiteral("lookup https://doi.org/10.1177/02683962211048201"),
                   QStringLiteral("the rows matched to a DOI (a server-side scan, then remembered)")}},
     .exitCodes =
         {{0}, {1}, {2}, {4, QStringLiteral("a SHA-1 has no row in the table, or no row has the DOI")}},
     .run = runLookup});

} // namespace
} // namespace Ei::Cli
