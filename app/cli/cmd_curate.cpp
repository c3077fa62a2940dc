// Curator edits (domain.md §3) through the core edit service and the write journal
// (docs/curation.md): each one HBase check-and-put against the exact bytes read just before, so no
// edit overwrites someone else's or is applied twice:
//   set-status KEY --status S [--doi D] [--note TEXT] [--expect-rev N] [--by NAME] [--journal FILE]
//   set-quality KEY good|marginal|bad [--note TEXT] [--by NAME] [--journal FILE]
// A failed check exits 3 (conflict) and says what the row holds now; nothing stays in the journal.
// An unreachable server exits 1 and leaves the edit in the journal for the next command.
#include <QJsonDocument>
#include <QJsonObject>

#include <core/curation/editservice.h>
#include <core/curation/writejournal.h>
#include <core/domain/journalrow.h>
#include <core/hbase/restclient.h>

#include "args.h"
#include "command.h"
#include "commandsetup.h"
#include "journalsupport.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

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
    // parseKeyArgument resolves the table setup before the key, so a bad --profile is told first.
    auto key = parseKeyArgument(args.positionals().first(), ctx.global());
    if (!key) {
        ctx.fail(key.error());
        return std::nullopt;
    }
    std::optional<OpenedTable> table = openTable(ctx);
    if (!table) {
        return std::nullopt;
    }
    return EditStart{std::move(table->setup), *key, table->client};
}

Core::GetOptions lightColumns()
{
    Core::GetOptions options;
    // The light families only: the TEI is not needed to edit a match.
    options.columns = {QByteArrayLiteral("f"), QByteArrayLiteral("file"), QByteArrayLiteral("match0"),
                       QByteArrayLiteral("grobid0:status_code"), QByteArrayLiteral("grobid0:quality")};
    return options;
}

QString describeTheirs(const Core::Row &theirs)
{
    const Core::Cell *minfo = theirs.find("match0:minfo");
    const Core::Cell *quality = theirs.find("grobid0:quality");
    const Core::Cell *mstatus = theirs.find("match0:mstatus");
    if (minfo) {
        const QJsonObject o = QJsonDocument::fromJson(minfo->value).object();
        return QStringLiteral("now revision %1, %2 by %3")
            .arg(o.value(QStringLiteral("rev")).toInt())
            .arg(mstatus ? QString::fromUtf8(mstatus->value) : QStringLiteral("no status"),
                 o.value(QStringLiteral("by")).toString());
    }
    if (quality) {
        return QStringLiteral("now %1").arg(QString::fromUtf8(quality->value));
    }
    return QStringLiteral("the cell is now absent");
}

// Reads the row, journals the edit built by `build`, and ends the command with its outcome.
void runEdit(CommandContext &ctx, const EditStart &start, const CommandArgs &args,
             std::function<Core::Result<qint64>(Core::EditService &, const Core::Row &)> build,
             std::function<void(const Core::JournalEntry &)> applied)
{
    const QString by = curatorName(args.value(QStringLiteral("--by")));
    openJournal(
        ctx, start.client, args.value(QStringLiteral("--journal")),
        [&ctx, start, by, build, applied](Core::WriteJournal *journal) {
            auto *service = new Core::EditService(journal, start.setup, by, &ctx);
            start.client->getRow(start.key, lightColumns())
                ->then(&ctx, [&ctx, start, journal, service, build,
                              applied](const Core::Result<Core::Row> &row) {
                    if (!row) {
                        ctx.fail(row.error());
                        return;
                    }
                    auto id = build(*service, *row);
                    if (!id) {
                        ctx.fail(id.error());
                        return;
                    }
                    const qint64 mine = *id;
                    const auto settled = [&ctx, journal, mine, applied,
                                          start](const Core::JournalEntry &entry) {
                        if (ctx.finished() || entry.id != mine) {
                            return;
                        }
                        if (entry.state == Core::EntryState::Applied) {
                            applied(entry);
                            finishWhenIdle(ctx, start.client, 0);
                        } else if (entry.state == Core::EntryState::Conflict ||
                                   entry.state == Core::EntryState::Failed) {
                            // `entry` is the journal's own: resolving it below frees it, so what
                            // the message needs is taken first (ASan found the read after the free).
                            const Core::EntryState state = entry.state;
                            const QString failure = entry.error;
                            const auto conflict = journal->conflict(mine);
                            const QString theirs = conflict ? describeTheirs(conflict->theirs) : QString();
                            journal->resolveKeepTheirs(mine); // a CLI edit is not left waiting in the journal
                            if (state == Core::EntryState::Conflict) {
                                ctx.fail(Core::Error{
                                    Core::ErrorKind::Conflict,
                                    QStringLiteral("the row changed on the server since it was read "
                                                   "(%1): nothing was written; read the row again")
                                        .arg(theirs)});
                            } else {
                                ctx.fail(Core::Error{Core::ErrorKind::BadRequest, failure});
                            }
                        }
                    };
                    QObject::connect(journal, &Core::WriteJournal::entryChanged, &ctx, settled);
                    QObject::connect(
                        journal, &Core::WriteJournal::stateChanged, &ctx,
                        [&ctx, journal](Core::WriteJournal::State state) {
                            if (state == Core::WriteJournal::State::OfflineRetrying && !ctx.finished()) {
                                ctx.fail(Core::Error{
                                    journal->lastNetworkErrorKind(),
                                    QStringLiteral("%1; the edit is kept in the write journal %2 and "
                                                   "is sent by the next command on this connection")
                                        .arg(journal->lastNetworkError(), journal->path())});
                            }
                        });
                });
        });
}

void runSetStatus(CommandContext &ctx)
{
    const QString usage =
        QStringLiteral("usage: set-status KEY --status S [--doi D] [--note TEXT] [--expect-rev N]");
    const CommandArgs &args = ctx.args();
    if (!args.isSet(QStringLiteral("--status"))) {
        ctx.usageError(usage);
        return;
    }
    std::optional<int> expectRev;
    if (args.isSet(QStringLiteral("--expect-rev"))) {
        bool ok = false;
        expectRev = args.value(QStringLiteral("--expect-rev")).toInt(&ok);
        if (!ok) {
            ctx.usageError(QStringLiteral("--expect-rev expects a revision number"));
            return;
        }
    }
    auto start = startEdit(ctx, args, 1, usage);
    if (!start) {
        return;
    }
    Core::MatchChange change;
    change.mstatus = args.value(QStringLiteral("--status"));
    if (args.isSet(QStringLiteral("--doi"))) {
        change.doi = args.value(QStringLiteral("--doi"));
    }
    change.note = args.value(QStringLiteral("--note"));
    const Core::TableSetup setup = start->setup;
    runEdit(
        ctx, *start, args,
        [expectRev, change, setup](Core::EditService &service, const Core::Row &row) -> Core::Result<qint64> {
            const Core::JournalRow seen = Core::decodeJournalRow(row, &setup.profile);
            const int seenRev = seen.match ? seen.match->rev : 0;
            if (expectRev && *expectRev != seenRev) {
                return Core::fail(
                    Core::ErrorKind::Conflict,
                    QStringLiteral("the row is at revision %1, not %2: someone changed it (nothing "
                                   "was written)")
                        .arg(seenRev)
                        .arg(*expectRev));
            }
            return service.setMatch(row, change);
        },
        [&ctx](const Core::JournalEntry &entry) {
            for (const Core::Cell &c : entry.cells) {
                if (c.column == "match0:minfo") {
                    ctx.out()
                        << QJsonDocument::fromJson(c.value).object().value(QStringLiteral("rev")).toInt()
                        << Qt::endl;
                }
            }
        });
}

void runSetQuality(CommandContext &ctx)
{
    const QString usage = QStringLiteral("usage: set-quality KEY good|marginal|bad [--note TEXT]");
    const CommandArgs &args = ctx.args();
    auto start = startEdit(ctx, args, 2, usage);
    if (!start) {
        return;
    }
    const QString quality = args.positionals().at(1);
    const QString note = args.value(QStringLiteral("--note"));
    runEdit(
        ctx, *start, args,
        [quality, note](Core::EditService &service, const Core::Row &row) {
            return service.setQuality(row, quality, note);
        },
        [](const Core::JournalEntry &) {});
}

// The options both edits take besides their own.
QList<OptionSpec> editOptions()
{
    return {{{QStringLiteral("--note")}, QStringLiteral("TEXT"), QStringLiteral("a note kept with the edit")},
            {{QStringLiteral("--by")},
             QStringLiteral("NAME"),
             QStringLiteral("curator name (default $EI_CURATOR, else $USER)")},
            {{QStringLiteral("--journal")},
             QStringLiteral("FILE"),
             QStringLiteral("the write journal (default: per connection and table)")}};
}

const QList<ExitCodeSpec> kEditExitCodes{
    {0},
    {1, QStringLiteral("the server is unreachable (the edit stays in the journal), or refused it")},
    {2},
    {3, QStringLiteral("the row changed on the server since it was read: nothing was written")},
    {4, QStringLiteral("the row does not exist")}};

const bool registeredStatus = registerCommand(
    {.name = QStringLiteral("set-status"),
     .synopsis = QStringLiteral(
         "set-status KEY --status S [--doi D] [--note T] [--expect-rev N] [--by NAME] [--journal FILE]"),
     .summary = QStringLiteral(
         "curator edit of match0 (check-and-put through the write journal); prints the new revision"),
     .options =
         QList<OptionSpec>{
             {{QStringLiteral("--status")},
              QStringLiteral("S"),
              QStringLiteral("the new match status, from the profile's vocabulary")},
             {{QStringLiteral("--doi")}, QStringLiteral("D"), QStringLiteral("the matched DOI")},
             {{QStringLiteral("--expect-rev")},
              QStringLiteral("N"),
              QStringLiteral("refuse (exit 3) unless the row is at revision N")}} +
         editOptions(),
     .examples = {{QStringLiteral("set-status KEY --status accepted --doi 10.1177/02683962211048201"),
                   QStringLiteral("accept a match")},
                  {QStringLiteral("set-status KEY --status rejected --note \"wrong paper\" --expect-rev 2"),
                   QStringLiteral("reject it, only if nobody changed it since revision 2")}},
     .exitCodes = kEditExitCodes,
     .run = runSetStatus});
const bool registeredQuality = registerCommand(
    {.name = QStringLiteral("set-quality"),
     .synopsis =
         QStringLiteral("set-quality KEY good|marginal|bad [--note TEXT] [--by NAME] [--journal FILE]"),
     .summary =
         QStringLiteral("curator verdict on the GROBID output (check-and-put through the write journal)"),
     .options = editOptions(),
     .examples = {{QStringLiteral("set-quality KEY bad --note \"two-column layout lost\""),
                   QStringLiteral("mark GROBID's output for a row as bad")}},
     .exitCodes = kEditExitCodes,
     .run = runSetQuality});

} // namespace
} // namespace Ei::Cli
