// Curator edits (domain.md §3), each one HBase check-and-put / check-and-delete against the exact
// bytes read just before, so no edit overwrites someone else's or is applied twice:
//   set-status KEY --status S [--doi D] [--note TEXT] [--expect-rev N] [--by NAME]
//   set-quality KEY good|marginal|bad [--note TEXT] [--by NAME]
// A failed check exits 3 (conflict) and says what the row holds now.
#include <core/domain/curation.h>
#include <core/domain/journalrow.h>
#include <core/hbase/restclient.h>

#include "args.h"
#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

QString curatorName(const CommandArgs &args)
{
    QString by = args.value(QStringLiteral("--by"));
    if (by.isEmpty()) {
        by = qEnvironmentVariable("EI_CURATOR", qEnvironmentVariable("USER", QStringLiteral("curator")));
    }
    return by;
}

// Everything before the write: arguments, the table setup, the read-only refusal and the client.
struct EditStart
{
    Core::TableSetup setup;
    QByteArray key;
    Core::RestClient *client = nullptr;
};

std::optional<EditStart> startEdit(CommandContext &ctx, const CommandArgs &args, qsizetype positionals,
                                   const QString &usage)
{
    if (args.positionals().size() != positionals) {
        ctx.usageError(usage);
        return std::nullopt;
    }
    if (ctx.global().readOnly) {
        ctx.fail(
            Core::Error{Core::ErrorKind::Forbidden,
                        QStringLiteral("this connection is read-only (--read-only): nothing was changed")});
        return std::nullopt;
    }
    auto setup = tableSetupFor(ctx.global());
    if (!setup) {
        ctx.fail(setup.error());
        return std::nullopt;
    }
    auto key = parseKeyArgument(args.positionals().first(), ctx.global());
    if (!key) {
        ctx.fail(key.error());
        return std::nullopt;
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return std::nullopt;
    }
    return EditStart{*setup, *key, client};
}

Core::GetOptions lightColumns()
{
    Core::GetOptions options;
    // The light families only: the TEI is not needed to edit a match.
    options.columns = {QByteArrayLiteral("f"), QByteArrayLiteral("file"), QByteArrayLiteral("match0"),
                       QByteArrayLiteral("grobid0:status_code"), QByteArrayLiteral("grobid0:quality")};
    return options;
}

void runSetStatus(CommandContext &ctx)
{
    const QString usage =
        QStringLiteral("usage: set-status KEY --status S [--doi D] [--note TEXT] [--expect-rev N]");
    auto args = CommandArgs::parse(
        ctx.args(), {{QStringLiteral("--status"), QStringLiteral("--doi"), QStringLiteral("--note"),
                      QStringLiteral("--expect-rev"), QStringLiteral("--by")},
                     {}});
    if (!args) {
        ctx.usageError(args.error().message);
        return;
    }
    if (!args->isSet(QStringLiteral("--status"))) {
        ctx.usageError(usage);
        return;
    }
    std::optional<int> expectRev;
    if (args->isSet(QStringLiteral("--expect-rev"))) {
        bool ok = false;
        expectRev = args->value(QStringLiteral("--expect-rev")).toInt(&ok);
        if (!ok) {
            ctx.usageError(QStringLiteral("--expect-rev expects a revision number"));
            return;
        }
    }
    auto start = startEdit(ctx, *args, 1, usage);
    if (!start) {
        return;
    }
    const QString by = curatorName(*args);
    start->client->getRow(start->key, lightColumns())
        ->then(&ctx, [&ctx, start = *start, args = *args, expectRev, by](const Core::Result<Core::Row> &row) {
            if (!row) {
                ctx.fail(row.error());
                return;
            }
            const Core::JournalRow seen = Core::decodeJournalRow(*row, &start.setup.profile);
            const int seenRev = seen.match ? seen.match->rev : 0;
            if (expectRev && *expectRev != seenRev) {
                ctx.fail(Core::Error{
                    Core::ErrorKind::Conflict,
                    QStringLiteral("the row is at revision %1, not %2: someone changed it (nothing "
                                   "was written)")
                        .arg(seenRev)
                        .arg(*expectRev)});
                return;
            }
            const QByteArray seenMinfo = seen.match ? seen.match->minfoRaw : QByteArray();
            Core::MatchEdit edit;
            edit.mstatus = args.value(QStringLiteral("--status"));
            edit.doi = args.value(QStringLiteral("--doi"), seen.match ? seen.match->doi : QString());
            edit.note = args.value(QStringLiteral("--note"));
            edit.by = by;
            auto cells = Core::buildMatchEdit(start.setup.profile, seenMinfo, edit);
            if (!cells) {
                ctx.fail(cells.error());
                return;
            }
            QList<Core::Cell> puts{
                Core::Cell{QByteArrayLiteral("match0:mstatus"), Core::Cell::kNoTimestamp, cells->mstatus},
                Core::Cell{QByteArrayLiteral("match0:minfo"), Core::Cell::kNoTimestamp, cells->minfo}};
            if (!cells->doi.isEmpty()) {
                puts.append(
                    Core::Cell{QByteArrayLiteral("match0:doi"), Core::Cell::kNoTimestamp, cells->doi});
            }
            const int rev = cells->rev;
            start.client
                ->checkAndPut(
                    start.key, puts,
                    Core::Cell{QByteArrayLiteral("match0:minfo"), Core::Cell::kNoTimestamp, seenMinfo})
                ->then(&ctx, [&ctx, rev, seenRev](const Core::Result<void> &done) {
                    if (!done) {
                        if (done.error().kind == Core::ErrorKind::Conflict) {
                            ctx.fail(Core::Error{
                                Core::ErrorKind::Conflict,
                                QStringLiteral("the match changed on the server since revision %1 "
                                               "was read: nothing was written; read the row again")
                                    .arg(seenRev)});
                        } else {
                            ctx.fail(done.error());
                        }
                        return;
                    }
                    ctx.out() << rev << Qt::endl;
                    ctx.finish(0);
                });
        });
}

void runSetQuality(CommandContext &ctx)
{
    const QString usage = QStringLiteral("usage: set-quality KEY good|marginal|bad [--note TEXT]");
    auto args = CommandArgs::parse(ctx.args(), {{QStringLiteral("--note"), QStringLiteral("--by")}, {}});
    if (!args) {
        ctx.usageError(args.error().message);
        return;
    }
    auto start = startEdit(ctx, *args, 2, usage);
    if (!start) {
        return;
    }
    const QString quality = args->positionals().at(1);
    const QString note = args->value(QStringLiteral("--note"));
    const QString by = curatorName(*args);
    start->client->getRow(start->key, lightColumns())
        ->then(&ctx, [&ctx, start = *start, quality, note, by](const Core::Result<Core::Row> &row) {
            if (!row) {
                ctx.fail(row.error());
                return;
            }
            const Core::Cell *cell = row->find("grobid0:quality");
            const QByteArray seen = cell ? cell->value : QByteArray();
            auto value = Core::buildQuality(start.setup.profile, seen, quality, by, note);
            if (!value) {
                ctx.fail(value.error());
                return;
            }
            start.client
                ->checkAndPut(
                    start.key,
                    {Core::Cell{QByteArrayLiteral("grobid0:quality"), Core::Cell::kNoTimestamp, *value}},
                    Core::Cell{QByteArrayLiteral("grobid0:quality"), Core::Cell::kNoTimestamp, seen})
                ->then(&ctx, [&ctx](const Core::Result<void> &done) {
                    if (!done) {
                        ctx.fail(done.error().kind == Core::ErrorKind::Conflict
                                     ? Core::Error{Core::ErrorKind::Conflict,
                                                   QStringLiteral(
                                                       "the quality verdict changed on the server since it "
                                                       "was read: nothing was written")}
                                     : done.error());
                        return;
                    }
                    ctx.finish(0);
                });
        });
}

const bool registeredStatus = registerCommand(
    {QStringLiteral("set-status"),
     QStringLiteral("set-status KEY --status S [--doi D] [--note T] [--expect-rev N]"),
     QStringLiteral("curator edit of match0 (check-and-put); prints the new revision"), runSetStatus});
const bool registeredQuality = registerCommand(
    {QStringLiteral("set-quality"), QStringLiteral("set-quality KEY good|marginal|bad [--note TEXT]"),
     QStringLiteral("curator verdict on the GROBID output (check-and-put)"), runSetQuality});

} // namespace
} // namespace Ei::Cli
