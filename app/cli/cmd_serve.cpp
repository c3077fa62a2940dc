// `serve`: an HBase REST gateway over a snapshot folder, for demos, tests and offline work.
#include <utility>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>

#include <core/pg/pgconninfo.h>
#include <server/crossrefmirror.h>
#include <server/loopbackgateway.h>
#include <server/pgcrossrefmirror.h>
#include <server/restserver.h>
#include <server/snapshot.h>

#include "args.h"
#include "command.h"
#include "interrupt.h"

namespace Ei::Cli {
namespace {

Core::Result<std::pair<QHostAddress, quint16>> parseListen(const QString &spec)
{
    const qsizetype colon = spec.lastIndexOf(u':');
    bool ok = false;
    const uint port = colon < 0 ? 0 : spec.mid(colon + 1).toUInt(&ok);
    QString host = colon < 0 ? QString() : spec.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']')) {
        host = host.mid(1, host.size() - 2);
    }
    QHostAddress address;
    if (host == QLatin1StringView("localhost")) {
        address = QHostAddress::LocalHost;
    } else if (!address.setAddress(host)) {
        ok = false;
    }
    if (!ok || port > 65535) {
        return Core::fail(
            Core::ErrorKind::InvalidInput,
            QStringLiteral("--listen expects HOST:PORT (e.g. 127.0.0.1:8080, port 0 for a free one), "
                           "got '%1'")
                .arg(spec));
    }
    return std::pair(address, quint16(port));
}

// The PostgREST-style /crossref mirror: seed 003's table (postgres:CONNINFO), or the records a
// folder holds (DIR/crossref/records.jsonl, written by the demo and by crossref-load --to DIR).
// A snapshot without records serves no mirror.
Core::Result<void> mountCrossref(CommandContext &ctx, Server::RestServer *server, const QString &spec,
                                 bool given)
{
    const QString hint = QStringLiteral("--crossref postgrest:%1").arg(server->baseUrl());
    if (spec.startsWith(QLatin1StringView("postgres:"))) {
        auto info = Core::PgConnInfo::parse(spec.mid(qsizetype(strlen("postgres:"))));
        if (!info) {
            return std::unexpected(info.error());
        }
        Core::PgConnection::Options options{std::chrono::seconds(ctx.global().timeoutSeconds),
                                            ctx.global().crossrefPassword};
        Server::PgCrossrefMirror::mount(server, new Server::PgCrossrefMirror(*info, options));
        ctx.note(QStringLiteral("crossref: the table of %1 at %2/crossref?doi=eq.DOI (%3)")
                     .arg(info->describe(), server->baseUrl(), hint));
        return {};
    }
    const bool folder = QFileInfo(spec).isDir();
    const QString records = folder ? QDir(spec).filePath(QStringLiteral("crossref/records.jsonl")) : spec;
    if ((!folder && !given) || !QFileInfo::exists(records)) {
        if (given) {
            return Core::fail(
                Core::ErrorKind::InvalidInput,
                QStringLiteral("serve --crossref takes postgres:CONNINFO or a folder with "
                               "crossref/records.jsonl (crossref-load --to DIR); '%1' is neither")
                    .arg(spec));
        }
        return {};
    }
    auto mirror = Server::CrossrefMirror::load(records);
    if (!mirror) {
        if (given) {
            return std::unexpected(mirror.error());
        }
        ctx.note(QStringLiteral("warning: %1").arg(mirror.error().message));
        return {};
    }
    ctx.note(QStringLiteral("crossref: %1 records at %2/crossref?doi=eq.DOI (%3)")
                 .arg(mirror->size())
                 .arg(server->baseUrl(), hint));
    Server::CrossrefMirror::mount(server, std::move(*mirror));
    return {};
}

// The gateway listens: the Crossref mirror, the request log, the clean stop, then the line that
// says where.
void serveListening(CommandContext &ctx, Server::LoopbackGateway *gateway, const QString &dir,
                    const QString &crossref)
{
    const CommandArgs &args = ctx.args();
    Server::RestServer *server = gateway->server();
    const Core::SnapshotManifest manifest = gateway->manifest();
    const QString tableName = manifest.table;
    if (auto mounted = mountCrossref(ctx, server, crossref.isEmpty() ? dir : crossref, !crossref.isEmpty());
        !mounted) {
        ctx.fail(mounted.error());
        return;
    }
    // One line per answered request, "METHOD PATH[?QUERY] STATUS" (0 = dropped by fault
    // injection), flushed at once so a test can read it while the server runs or after a kill.
    if (args.isSet(QStringLiteral("--request-log"))) {
        auto *log = new QFile(args.value(QStringLiteral("--request-log")), server);
        if (!log->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
            ctx.fail(Core::Error{Core::ErrorKind::Io, QStringLiteral("cannot write the request log %1: %2")
                                                          .arg(log->fileName(), log->errorString())});
            return;
        }
        QObject::connect(server, &Server::RestServer::requestHandled, log,
                         [log](const Server::RestLogEntry &entry) {
                             QByteArray line = entry.method + ' ' + entry.path;
                             if (!entry.query.isEmpty()) {
                                 line += '?' + entry.query;
                             }
                             line += ' ' + QByteArray::number(entry.status) + '\n';
                             log->write(line);
                         });
    }
    // SIGUSR1 splits every region of the live tables in two (regions of half the rows): a test
    // makes a region split between a job's listing of the regions and its reading.
    whenUserSignalled(server, [&ctx, server] {
        Server::RestServerOptions options = server->options();
        options.regionRows = std::max<qint64>(1, options.regionRows / 2);
        server->setOptions(options);
        ctx.note(QStringLiteral("regions split: %1 rows per region").arg(options.regionRows));
    });
    // The stop handler first: a supervisor that stops the server as soon as it says where it
    // listens must get the clean stop (and the write-back), not the default action of SIGTERM.
    const bool writeBack = args.isSet(QStringLiteral("--write-back"));
    auto dirty = std::make_shared<bool>(false);
    QObject::connect(server, &Server::RestServer::modified, server, [dirty] { *dirty = true; });
    auto stopped = std::make_shared<bool>(false);
    whenInterrupted(
        server,
        [&ctx, gateway, stopped, writeBack, dirty, dir, manifest, tableName] {
            if (std::exchange(*stopped, true)) {
                return;
            }
            ctx.note(QStringLiteral("stopping"));
            gateway->stop();
            if (writeBack && *dirty) {
                Server::TableStore *store = gateway->server()->table(tableName);
                if (!store) {
                    ctx.note(QStringLiteral("the table %1 was deleted; the snapshot is left as it was")
                                 .arg(tableName));
                } else {
                    ctx.note(QStringLiteral("writing the snapshot back to %1").arg(dir));
                    if (auto r = Server::saveSnapshot(dir, manifest, *store); !r) {
                        ctx.fail(r.error());
                        return;
                    }
                }
            }
            ctx.finish(0);
        },
        true);
    ctx.out() << "listening on " << server->baseUrl() << Qt::endl;
}

void runServe(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    const QString dir = args.value(QStringLiteral("--snapshot"));
    const QString crossref = ctx.global().crossref;
    if ((dir.isEmpty() && crossref.isEmpty()) || !args.positionals().isEmpty()) {
        ctx.usageError(QStringLiteral(
            "usage: serve --snapshot DIR|FILE.jsonl[.sz] [--crossref postgres:CONNINFO|DIR] [--listen "
            "HOST:PORT] [--read-only] [--write-back]"));
        return;
    }
    if (dir.isEmpty() && args.isSet(QStringLiteral("--write-back"))) {
        ctx.usageError(QStringLiteral("--write-back needs a snapshot folder"));
        return;
    }
    // A plain rows file (an export) is served too; it has no folder to write back to.
    const bool rowsFile = !QFileInfo(dir).isDir();
    if (rowsFile && args.isSet(QStringLiteral("--write-back"))) {
        ctx.usageError(QStringLiteral("--write-back needs a snapshot folder, not a rows file"));
        return;
    }
    auto listen = parseListen(args.value(QStringLiteral("--listen"), QStringLiteral("127.0.0.1:8080")));
    if (!listen) {
        ctx.usageError(listen.error().message);
        return;
    }
    Server::RestServerOptions options;
    options.readOnly = ctx.global().readOnly || args.isSet(QStringLiteral("--read-only"));
    options.csrf = args.isSet(QStringLiteral("--csrf"));
    options.hbaseVersion = args.value(QStringLiteral("--hbase-version"), options.hbaseVersion);
    bool ok = true;
    const auto number = [&](const QString &name, double fallback, double max) {
        if (!args.isSet(name)) {
            return fallback;
        }
        bool good = false;
        const double v = args.value(name).toDouble(&good);
        if (!good || v < 0 || v > max) {
            ok = false;
        }
        return v;
    };
    options.latencyMs = int(number(QStringLiteral("--latency-ms"), 0, 600000));
    options.errorRate = number(QStringLiteral("--error-rate"), 0, 1);
    options.dropRate = number(QStringLiteral("--drop-rate"), 0, 1);
    options.scannerLossRate = number(QStringLiteral("--scanner-loss-rate"), 0, 1);
    options.earlyEndRate = number(QStringLiteral("--early-end-rate"), 0, 1);
    options.scannerTtlSeconds =
        int(number(QStringLiteral("--scanner-ttl"), options.scannerTtlSeconds, 86400));
    options.faultSeed = quint32(number(QStringLiteral("--fault-seed"), 1, 4294967295.0));
    if (!ok || options.scannerTtlSeconds < 1) {
        ctx.usageError(QStringLiteral("--latency-ms takes milliseconds, --scanner-ttl seconds (1 to 86400), "
                                      "--error-rate/--drop-rate/--scanner-loss-rate/--early-end-rate a share "
                                      "from 0 to 1"));
        return;
    }
    options.regionRows = qint64(number(QStringLiteral("--region-rows"), double(options.regionRows), 1e12));
    if (!ok || options.regionRows < 1) {
        ctx.usageError(QStringLiteral("--region-rows takes a number of rows (at least 1)"));
        return;
    }
    if (options.readOnly && args.isSet(QStringLiteral("--write-back"))) {
        ctx.usageError(QStringLiteral("--write-back makes no sense with --read-only"));
        return;
    }

    // Loaded on a worker thread, then listening: the rest happens once it listens.
    auto *gateway = new Server::LoopbackGateway(&ctx);
    gateway->setServerOptions(options);
    gateway->setListenAddress(listen->first, listen->second);
    QObject::connect(gateway, &Server::LoopbackGateway::loadProgress, gateway,
                     [&ctx](qint64 rows, qint64, qint64) {
                         if (rows % (256 * 1024) == 0) {
                             ctx.note(QStringLiteral("  %1 rows").arg(rows));
                         }
                     });
    QObject::connect(gateway, &Server::LoopbackGateway::loaded, gateway, [&ctx, gateway, dir] {
        if (!dir.isEmpty()) {
            ctx.note(QStringLiteral("table %1: %2 rows")
                         .arg(gateway->manifest().table)
                         .arg(gateway->server()->table(gateway->table())->rowCount()));
        }
    });
    QObject::connect(
        gateway, &Server::LoopbackGateway::failed, gateway,
        [&ctx, listenSpec = args.value(QStringLiteral("--listen"), QStringLiteral("127.0.0.1:8080"))](
            Server::LoopbackGateway::Step step, const Core::Error &error) {
            if (step == Server::LoopbackGateway::Step::Load) {
                ctx.fail(error);
            } else {
                ctx.fail(
                    Core::Error{Core::ErrorKind::Io,
                                QStringLiteral("cannot listen on %1: %2").arg(listenSpec, error.message)});
            }
        });
    QObject::connect(gateway, &Server::LoopbackGateway::ready, gateway,
                     [&ctx, gateway, dir, crossref] { serveListening(ctx, gateway, dir, crossref); });
    if (dir.isEmpty()) {
        gateway->start([](const Server::SnapshotProgress &) -> Core::Result<Server::Snapshot> {
            return Server::Snapshot{};
        });
    } else {
        ctx.note(QStringLiteral("loading snapshot %1").arg(dir));
        gateway->start(dir, {ctx.global().table, ctx.global().profile, ctx.global().keyFormat});
    }
}

const bool registered = registerCommand(
    {.name = QStringLiteral("serve"),
     .synopsis = QStringLiteral(
         "serve --snapshot DIR|FILE.jsonl[.sz] [--crossref postgres:CONNINFO|DIR] [--listen HOST:PORT] "
         "[--read-only] [--write-back] [--csrf] "
         "[--hbase-version V] [--region-rows N] [--request-log FILE] [--scanner-ttl SECONDS] [--latency-ms "
         "N] [--error-rate F] "
         "[--drop-rate F] [--scanner-loss-rate F] [--early-end-rate F] [--fault-seed N]"),
     .summary =
         QStringLiteral("serve a snapshot over the HBase REST protocol (first stdout line: listening on URL) "
                        "until SIGTERM or SIGINT"),
     .options =
         {{{QStringLiteral("--snapshot")},
           QStringLiteral("DIR|FILE"),
           QStringLiteral("the snapshot folder, or an export's .jsonl[.sz] rows file")},
          {{QStringLiteral("--listen")},
           QStringLiteral("HOST:PORT"),
           QStringLiteral("address to listen on (default 127.0.0.1:8080; port 0: a free one)")},
          {{QStringLiteral("--read-only")},
           {},
           QStringLiteral("answer every write with 403, as a read-only gateway")},
          {{QStringLiteral("--write-back")},
           {},
           QStringLiteral("save the snapshot folder on exit if anything changed")},
          {{QStringLiteral("--csrf")},
           {},
           QStringLiteral("require X-XSRF-HEADER on browser writes (hbase.rest.csrf.enabled)")},
          {{QStringLiteral("--hbase-version")},
           QStringLiteral("V"),
           QStringLiteral("the HBase version to report and behave as (default 2.6.1)")},
          {{QStringLiteral("--region-rows")},
           QStringLiteral("N"),
           QStringLiteral("rows per region of /{table}/regions and /status/cluster (default 100000); "
                          "SIGUSR1 splits every region in two")},
          {{QStringLiteral("--request-log")},
           QStringLiteral("FILE"),
           QStringLiteral("append one line per request: METHOD PATH[?QUERY] STATUS")},
          {{QStringLiteral("--scanner-ttl")},
           QStringLiteral("SECONDS"),
           QStringLiteral("forget a scanner idle this long: its next GET answers 404 (default 3600)")},
          {{QStringLiteral("--latency-ms")},
           QStringLiteral("N"),
           QStringLiteral("tests: delay every answer")},
          {{QStringLiteral("--error-rate")},
           QStringLiteral("F"),
           QStringLiteral("tests: answer this share of requests 503 (0 to 1)")},
          {{QStringLiteral("--drop-rate")},
           QStringLiteral("F"),
           QStringLiteral("tests: close this share of connections unanswered (0 to 1)")},
          {{QStringLiteral("--scanner-loss-rate")},
           QStringLiteral("F"),
           QStringLiteral("tests: this share of scanner GETs find their scanner forgotten (404), as after "
                          "a gateway restart (0 to 1)")},
          {{QStringLiteral("--early-end-rate")},
           QStringLiteral("F"),
           QStringLiteral("tests: end this share of scans early, as HBase does on I/O errors: a scanner "
                          "GET answers 204 with rows left, a stateless scan is cut off (0 to 1)")},
          {{QStringLiteral("--fault-seed")},
           QStringLiteral("N"),
           QStringLiteral("tests: seed of the injected faults")}},
     .examples =
         {{QStringLiteral("serve --snapshot build/dev/share/demo --listen 127.0.0.1:8080"),
           QStringLiteral("the demo table over HBase REST")},
          {QStringLiteral(
               "serve --snapshot build/dev/share/demo --crossref postgres:'host=db dbname=sandcrawler' "
               "--listen 127.0.0.1:0"),
           QStringLiteral("its /crossref?doi=eq.DOI answered from seed 003's table (the global --crossref)")},
          {QStringLiteral("serve --snapshot export.jsonl.sz --read-only --listen 127.0.0.1:0"),
           QStringLiteral("an export, read-only, on a free port")},
          {QStringLiteral("serve --snapshot snap --write-back --request-log requests.log --early-end-rate "
                          "0.1 --fault-seed 7"),
           QStringLiteral("a gateway that ends one scan in ten early, as a sick HBase does")}},
     .exitCodes = {{0}, {1}, {2}},
     .run = runServe});

} // namespace
} // namespace Ei::Cli
