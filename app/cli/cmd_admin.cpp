// The admin commands (docs/cli.md): status, regions, namespaces, namespace create/drop,
// create-table, alter-table, drop-table. Every write is refused on a read-only connection before
// any request (exit 2), and every destructive one needs the exact name typed again (--confirm).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <core/domain/schemacheck.h>
#include <core/hbase/adminclient.h>
#include <core/hbase/hbasenames.h>
#include <core/hbase/restclient.h>

#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

Core::AdminClient *makeAdmin(CommandContext &ctx, bool needTable)
{
    Core::RestClient *client = makeClient(ctx, needTable);
    return client ? new Core::AdminClient(client, &ctx) : nullptr;
}

// Writes refused locally on a read-only connection: a usage error (exit 2), nothing sent.
bool refuseReadOnly(CommandContext &ctx, const QString &what)
{
    if (!ctx.global().readOnly) {
        return false;
    }
    ctx.fail(Core::Error{
        Core::ErrorKind::InvalidInput,
        QStringLiteral("%1 was refused: the connection is read-only (--read-only); nothing was sent")
            .arg(what)});
    return true;
}

// --confirm must repeat the name exactly (typed, not implied).
bool confirmed(CommandContext &ctx, const QString &name, const QString &what)
{
    const QString typed = ctx.args().value(QStringLiteral("--confirm"));
    if (typed == name) {
        return true;
    }
    ctx.fail(Core::Error{
        Core::ErrorKind::InvalidInput,
        typed.isEmpty()
            ? QStringLiteral("%1 needs --confirm %2 (the exact name typed again); nothing was sent")
                  .arg(what, name)
            : QStringLiteral("%1 was not confirmed: --confirm '%2' is not '%3'; nothing was sent")
                  .arg(what, typed, name)});
    return false;
}

void printJson(CommandContext &ctx, const QJsonObject &o)
{
    ctx.writeOut(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
}

QJsonObject schemaJson(const Core::TableSchema &schema)
{
    return QJsonDocument::fromJson(schema.toJson()).object();
}

void runStatus(CommandContext &ctx)
{
    if (!ctx.args().positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("status takes no arguments"));
        return;
    }
    Core::AdminClient *admin = makeAdmin(ctx, false);
    if (!admin) {
        return;
    }
    const bool withRegions = ctx.args().isSet(QStringLiteral("--regions"));
    admin->clusterStatus()->then(&ctx, [&ctx, withRegions](const Core::Result<Core::ClusterStatus> &status) {
        if (!status) {
            ctx.fail(status.error());
            return;
        }
        printJson(ctx, status->toJson(withRegions));
        ctx.finish(0);
    });
}

Core::Sha1Display displayFor(Core::KeyFormat format)
{
    switch (format) {
    case Core::KeyFormat::Sha1B32:
        return Core::Sha1Display::Base32;
    case Core::KeyFormat::Sha1Hex:
    case Core::KeyFormat::Raw20:
        return Core::Sha1Display::Hex;
    default:
        return Core::Sha1Display::Base32Prefixed;
    }
}

void runRegions(CommandContext &ctx)
{
    if (!ctx.args().positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("regions takes no arguments (the table comes from --table)"));
        return;
    }
    auto setup = tableSetupFor(ctx.global());
    if (!setup) {
        ctx.fail(setup.error());
        return;
    }
    Core::AdminClient *admin = makeAdmin(ctx, true);
    if (!admin) {
        return;
    }
    const QString table = ctx.global().table;
    const Core::KeyFormat format = setup->keyFormat;
    admin->regions(table)->then(
        &ctx, [&ctx, admin, format](const Core::Result<QList<Core::RegionInfo>> &regions) {
            if (!regions) {
                ctx.fail(regions.error());
                return;
            }
            // The figures come from the cluster status; without it the regions are still printed.
            admin->clusterStatus()->then(
                &ctx, [&ctx, regions = *regions, format](const Core::Result<Core::ClusterStatus> &st) {
                    if (!st) {
                        ctx.note(QStringLiteral("no region figures: %1").arg(st.error().message));
                    }
                    const auto key = [format](const QByteArray &k) {
                        return k.isEmpty() ? QString() : Core::displayRowKey(k, format, displayFor(format));
                    };
                    for (const Core::RegionInfo &r : regions) {
                        QJsonObject o{{QStringLiteral("name"), r.name},
                                      {QStringLiteral("id"), r.id},
                                      {QStringLiteral("startKey"), key(r.startKey)},
                                      {QStringLiteral("endKey"), key(r.endKey)},
                                      {QStringLiteral("location"), r.location}};
                        if (const Core::RegionLoad *load = st ? st->load(r.name.toUtf8()) : nullptr) {
                            o.insert(QStringLiteral("storefileSizeMB"), load->storefileSizeMB);
                            o.insert(QStringLiteral("memStoreSizeMB"), load->memStoreSizeMB);
                            o.insert(QStringLiteral("readRequestsCount"), load->readRequests);
                            o.insert(QStringLiteral("writeRequestsCount"), load->writeRequests);
                        }
                        printJson(ctx, o);
                    }
                    ctx.finish(0);
                });
        });
}

void runNamespaces(CommandContext &ctx)
{
    if (!ctx.args().positionals().isEmpty()) {
        ctx.usageError(
            QStringLiteral("namespaces takes no arguments (namespace create|drop NS changes them)"));
        return;
    }
    Core::AdminClient *admin = makeAdmin(ctx, false);
    if (!admin) {
        return;
    }
    admin->namespaces()->then(&ctx, [&ctx](const Core::Result<QStringList> &names) {
        if (!names) {
            ctx.fail(names.error());
            return;
        }
        for (const QString &n : *names) {
            ctx.out() << n << '\n';
        }
        ctx.finish(0);
    });
}

void runNamespace(CommandContext &ctx)
{
    const QStringList &pos = ctx.args().positionals();
    if (pos.size() != 2 || (pos[0] != QLatin1StringView("create") && pos[0] != QLatin1StringView("drop"))) {
        ctx.usageError(QStringLiteral("usage: namespace create NS | namespace drop NS --confirm NS"));
        return;
    }
    const bool create = pos[0] == QLatin1StringView("create");
    const QString ns = pos[1];
    const QString what = create ? QStringLiteral("Creating namespace '%1'").arg(ns)
                                : QStringLiteral("Dropping namespace '%1'").arg(ns);
    if (refuseReadOnly(ctx, what) || (!create && !confirmed(ctx, ns, what))) {
        return;
    }
    Core::AdminClient *admin = makeAdmin(ctx, false);
    if (!admin) {
        return;
    }
    (create ? admin->createNamespace(ns) : admin->dropNamespace(ns))
        ->then(&ctx, [&ctx](const Core::Result<void> &r) {
            if (!r) {
                ctx.fail(r.error());
                return;
            }
            ctx.finish(0);
        });
}

// --set values for one family ("K=V") or, with several families, "FAMILY:K=V".
Core::Result<QMap<QString, QString>> setsFor(const QStringList &sets, const QByteArray &family,
                                             bool onlyFamily)
{
    QStringList mine;
    for (const QString &s : sets) {
        const qsizetype eq = s.indexOf(u'=');
        const qsizetype colon = s.indexOf(u':');
        if (colon > 0 && (eq < 0 || colon < eq)) {
            if (s.left(colon).toUtf8() == family) {
                mine.append(s.mid(colon + 1));
            }
        } else if (onlyFamily) {
            mine.append(s);
        } else {
            return Core::fail(
                Core::ErrorKind::InvalidInput,
                QStringLiteral("with several --family options, --set names its family: FAMILY:KEY=VALUE "
                               "(got '%1')")
                    .arg(s));
        }
    }
    return Core::parseAttributeAssignments(mine);
}

void runCreateTable(CommandContext &ctx)
{
    const QStringList &pos = ctx.args().positionals();
    if (pos.size() != 1) {
        ctx.usageError(
            QStringLiteral("usage: create-table NAME [--profile P | --family F [--set KEY=VALUE]...]"));
        return;
    }
    const QString name = pos[0];
    if (auto problem = Core::tableNameProblem(name)) { // before the profile is chosen by the name
        ctx.usageError(*problem);
        return;
    }
    Core::TableSchema schema;
    schema.name = name;
    const QStringList families = ctx.args().values(QStringLiteral("--family"));
    if (families.isEmpty()) {
        auto setup = Core::resolveTableSetup(ctx.global().profile, {}, name);
        if (!setup) {
            ctx.fail(setup.error());
            return;
        }
        schema = Core::schemaFromProfile(setup->profile, name);
        if (schema.families.isEmpty()) {
            ctx.usageError(QStringLiteral("the profile '%1' declares no families: name them with --family F")
                               .arg(setup->profile.name));
            return;
        }
    } else {
        for (const QString &f : families) {
            auto set = setsFor(ctx.args().values(QStringLiteral("--set")), f.toUtf8(), families.size() == 1);
            if (!set) {
                ctx.fail(set.error());
                return;
            }
            schema.families.append(Core::ColumnSchema{f.toUtf8(), *set});
        }
    }
    if (refuseReadOnly(ctx, QStringLiteral("Creating table '%1'").arg(name))) {
        return;
    }
    Core::AdminClient *admin = makeAdmin(ctx, false);
    if (!admin) {
        return;
    }
    admin->createTable(schema)->then(&ctx, [&ctx](const Core::Result<Core::TableSchema> &created) {
        if (!created) {
            ctx.fail(created.error());
            return;
        }
        printJson(ctx, schemaJson(*created));
        ctx.finish(0);
    });
}

void runAlterTable(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    if (!args.positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("alter-table takes no arguments (the table comes from --table)"));
        return;
    }
    const QString family = args.value(QStringLiteral("--family"));
    const QString add = args.value(QStringLiteral("--add-family"));
    const QString drop = args.value(QStringLiteral("--drop-family"));
    if (int(!family.isEmpty()) + int(!add.isEmpty()) + int(!drop.isEmpty()) != 1 ||
        args.values(QStringLiteral("--family")).size() > 1) {
        ctx.usageError(
            QStringLiteral("alter-table changes one family: --family F --set KEY=VALUE..., --add-family F "
                           "[--set KEY=VALUE...] or --drop-family F --confirm F"));
        return;
    }
    auto set = Core::parseAttributeAssignments(args.values(QStringLiteral("--set")));
    if (!set) {
        ctx.fail(set.error());
        return;
    }
    if (!family.isEmpty() && set->isEmpty()) {
        ctx.usageError(QStringLiteral("--family %1 needs at least one --set KEY=VALUE").arg(family));
        return;
    }
    const QString table = ctx.global().table;
    const QString what = !drop.isEmpty()
                             ? QStringLiteral("Dropping family '%1' of table '%2'").arg(drop, table)
                             : QStringLiteral("Changing table '%1'").arg(table);
    if (refuseReadOnly(ctx, what) || (!drop.isEmpty() && !confirmed(ctx, drop, what))) {
        return;
    }
    Core::AdminClient *admin = makeAdmin(ctx, true);
    if (!admin) {
        return;
    }
    Core::Call<Core::TableSchema> *call =
        !drop.isEmpty()
            ? admin->dropFamily(table, drop.toUtf8())
            : admin->alterFamily(table, (add.isEmpty() ? family : add).toUtf8(), *set, !add.isEmpty());
    call->then(&ctx, [&ctx](const Core::Result<Core::TableSchema> &after) {
        if (!after) {
            ctx.fail(after.error());
            return;
        }
        printJson(ctx, schemaJson(*after));
        ctx.finish(0);
    });
}

void runDropTable(CommandContext &ctx)
{
    const QStringList &pos = ctx.args().positionals();
    if (pos.size() != 1) {
        ctx.usageError(QStringLiteral("usage: drop-table NAME --confirm NAME"));
        return;
    }
    const QString name = pos[0];
    const QString what = QStringLiteral("Dropping table '%1'").arg(name);
    if (refuseReadOnly(ctx, what) || !confirmed(ctx, name, what)) {
        return;
    }
    Core::AdminClient *admin = makeAdmin(ctx, false);
    if (!admin) {
        return;
    }
    admin->dropTable(name)->then(&ctx, [&ctx](const Core::Result<void> &r) {
        if (!r) {
            ctx.fail(r.error());
            return;
        }
        ctx.finish(0);
    });
}

const OptionSpec kConfirm{
    {QStringLiteral("--confirm")}, QStringLiteral("NAME"), QStringLiteral("the exact name again")};
const OptionSpec kSet{
    {QStringLiteral("--set")},
    QStringLiteral("KEY=VALUE"),
    QStringLiteral("a family attribute, e.g. VERSIONS=1 or COMPRESSION=SNAPPY (repeatable)")};
const ExitCodeSpec kRefused{
    2, QStringLiteral("bad arguments, a missing or wrong --confirm, or a read-only connection "
                      "(nothing was sent)")};

const bool registeredStatus = registerCommand(
    {.name = QStringLiteral("status"),
     .synopsis = QStringLiteral("status [--regions]"),
     .summary =
         QStringLiteral("the cluster status: live and dead nodes, regions, requests, average load (JSON)"),
     .options = {{{QStringLiteral("--regions")}, {}, QStringLiteral("also each region's figures")}},
     .examples = {{QStringLiteral("--url http://127.0.0.1:8080 status"),
                   QStringLiteral("the cluster at a glance")}},
     .exitCodes = {{0}, {1}, {2}},
     .run = runStatus});
const bool registeredRegions = registerCommand(
    {.name = QStringLiteral("regions"),
     .synopsis = QStringLiteral("regions"),
     .summary = QStringLiteral(
         "one JSON line per region of the table: name, id, startKey, endKey, location, figures"),
     .options = {},
     .examples = {{QStringLiteral("--url http://127.0.0.1:8080 --table wbgrp-journal-extract-0-qa regions"),
                   QStringLiteral("the table's regions with their key ranges")}},
     .exitCodes = {{0}, {1}, {2}, {4, QStringLiteral("the table does not exist")}},
     .run = runRegions});
const bool registeredNamespaces =
    registerCommand({.name = QStringLiteral("namespaces"),
                     .synopsis = QStringLiteral("namespaces"),
                     .summary = QStringLiteral("the namespaces, one per line"),
                     .options = {},
                     .examples = {{QStringLiteral("--url http://127.0.0.1:8080 namespaces"),
                                   QStringLiteral("list the namespaces")}},
                     .exitCodes = {{0}, {1}, {2}},
                     .run = runNamespaces});
const bool registeredNamespace = registerCommand(
    {.name = QStringLiteral("namespace"),
     .synopsis = QStringLiteral("namespace create NS | namespace drop NS --confirm NS"),
     .summary = QStringLiteral("create or drop a namespace (a namespace with tables is not dropped)"),
     .options = {kConfirm},
     .examples = {{QStringLiteral("--url http://127.0.0.1:8080 namespace create staging"),
                   QStringLiteral("a new namespace")},
                  {QStringLiteral("--url http://127.0.0.1:8080 namespace drop staging --confirm staging"),
                   QStringLiteral("drop it again")}},
     .exitCodes = {{0}, {1}, kRefused},
     .run = runNamespace});
const bool registeredCreate = registerCommand(
    {.name = QStringLiteral("create-table"),
     .synopsis = QStringLiteral("create-table NAME [--profile P | --family F [--set KEY=VALUE]...]"),
     .summary =
         QStringLiteral("create a table with the profile's families and attributes (or the families named); "
                        "prints the schema"),
     .options = {{{QStringLiteral("--family")},
                  QStringLiteral("F"),
                  QStringLiteral(
                      "a family instead of the profile's (repeatable; with several, --set F:KEY=VALUE)")},
                 kSet},
     .examples =
         {{QStringLiteral("--url http://127.0.0.1:8080 create-table wbgrp-journal-extract-0-qa --profile "
                          "journal-extract"),
           QStringLiteral("f, file, grobid0 (Snappy) and match0, one version each")},
          {QStringLiteral("--url http://127.0.0.1:8080 create-table notes --family n --set VERSIONS=3"),
           QStringLiteral("a table of another layout")}},
     .exitCodes = {{0}, {1}, kRefused, {3, QStringLiteral("the table exists already (left as it is)")}},
     .run = runCreateTable});
const bool registeredAlter = registerCommand(
    {.name = QStringLiteral("alter-table"),
     .synopsis =
         QStringLiteral("alter-table --family F --set KEY=VALUE... | --add-family F [--set KEY=VALUE...] | "
                        "--drop-family F --confirm F"),
     .summary =
         QStringLiteral("change one family of the table without touching the others (POST, never a replacing "
                        "PUT); prints the schema read back"),
     .options = {{{QStringLiteral("--family")}, QStringLiteral("F"), QStringLiteral("the family to change")},
                 kSet,
                 {{QStringLiteral("--add-family")}, QStringLiteral("F"), QStringLiteral("add a family")},
                 {{QStringLiteral("--drop-family")},
                  QStringLiteral("F"),
                  QStringLiteral("drop a family and its data (needs --confirm F)")},
                 kConfirm},
     .examples = {{QStringLiteral("--table wbgrp-journal-extract-0-qa alter-table --family grobid0 --set "
                                  "COMPRESSION=SNAPPY"),
                   QStringLiteral("compress grobid0, the other families stay as they are")}},
     .exitCodes = {{0},
                   {1},
                   kRefused,
                   {3, QStringLiteral("--add-family names a family that exists")},
                   {4, QStringLiteral("the table or the family does not exist")}},
     .run = runAlterTable});
const bool registeredDrop = registerCommand(
    {.name = QStringLiteral("drop-table"),
     .synopsis = QStringLiteral("drop-table NAME --confirm NAME"),
     .summary = QStringLiteral("delete a table and its data; refused without the exact name typed again"),
     .options = {kConfirm},
     .examples = {{QStringLiteral("--url http://127.0.0.1:8080 drop-table scratch --confirm scratch"),
                   QStringLiteral("drop the table 'scratch'")}},
     .exitCodes = {{0}, {1}, kRefused, {4, QStringLiteral("the table does not exist")}},
     .run = runDropTable});

} // namespace
} // namespace Ei::Cli
