// `reprocess KEY... | --where ... [--emit-tsv] [--reason TEXT]` (domain.md §3): for each row,
// (1) write grobid0:reprocess (check-and-put against the value seen, normally absent), then
// (2) check-and-delete grobid0:status_code against the value seen, so the pipeline's selector picks
// the row up again. --emit-tsv instead prints the ungrobided queue lines and changes nothing.
// Rows are handled a few at a time; the summary says done / conflict / failed / skipped with keys.
#include <QElapsedTimer>

#include <core/domain/curation.h>
#include <core/domain/journalrow.h>
#include <core/domain/rowkey.h>
#include <core/hbase/scanner.h>

#include "restsupport.h"
#include "scanoptions.h"

namespace Ei::Cli {
namespace {

class ReprocessJob final : public QObject
{
public:
    ReprocessJob(CommandContext &ctx, Core::RestClient *client, Core::TableSetup setup, bool emitTsv,
                 QString reason, QString by)
        : QObject(&ctx)
        , m_ctx(ctx)
        , m_client(client)
        , m_setup(std::move(setup))
        , m_emitTsv(emitTsv)
        , m_reason(std::move(reason))
        , m_by(std::move(by))
    {
        m_timer.start();
    }

    void startKeys(QList<QByteArray> keys)
    {
        m_pendingKeys = std::move(keys);
        pump();
    }

    void startScan(const Core::ScanSpec &spec)
    {
        m_scanner = m_client->openScanner(spec, this);
        pump();
    }

private:
    static constexpr int kInFlight = 16;

    void pump()
    {
        while (m_inFlight < kInFlight && !m_queue.isEmpty()) {
            handle(m_queue.takeFirst());
        }
        if (m_inFlight < kInFlight && !m_pendingKeys.isEmpty() && !m_fetching) {
            const QList<QByteArray> batch = m_pendingKeys.mid(0, 100);
            m_pendingKeys.remove(0, batch.size());
            m_fetching = true;
            m_client->multiGet(batch, columns())
                ->then(this, [this, batch](const Core::Result<Core::CellSet> &rows) {
                    m_fetching = false;
                    if (!rows && rows.error().kind != Core::ErrorKind::NotFound) {
                        for (const QByteArray &k : batch) {
                            m_failed.append(display(k));
                        }
                        m_lastError = rows.error().message;
                    } else if (rows) {
                        m_queue.append(*rows);
                        m_skipped += batch.size() - rows->size();
                    } else {
                        m_skipped += batch.size();
                    }
                    pump();
                });
        }
        if (m_scanner && !m_fetching && m_queue.size() < kInFlight && !m_scanner->atEnd()) {
            m_fetching = true;
            m_scanner->fetchNext(500)->then(this, [this](const Core::Result<Core::CellSet> &rows) {
                m_fetching = false;
                if (!rows) {
                    m_lastError = rows.error().message;
                    m_scanFailed = true;
                    m_scanner = nullptr;
                } else {
                    m_queue.append(*rows);
                }
                pump();
            });
        }
        const bool moreToRead = !m_pendingKeys.isEmpty() || (m_scanner && !m_scanner->atEnd());
        if (m_inFlight == 0 && m_queue.isEmpty() && !m_fetching && !moreToRead) {
            finish();
        }
    }

    static Core::GetOptions columns()
    {
        Core::GetOptions options;
        options.columns = {QByteArrayLiteral("f:c"),
                           QByteArrayLiteral("file:mime"),
                           QByteArrayLiteral("file:cdx"),
                           QByteArrayLiteral("grobid0:status_code"),
                           QByteArrayLiteral("grobid0:reprocess"),
                           QByteArrayLiteral("grobid0:metadata")};
        return options;
    }

    QString display(const QByteArray &key) const
    {
        return Core::displayRowKey(key, m_setup.keyFormat, Core::Sha1Display::Base32Prefixed);
    }

    void handle(const Core::Row &row)
    {
        if (m_emitTsv) {
            if (auto line = Core::ungrobidedLine(row)) {
                m_ctx.writeOut(*line + '\n');
                ++m_done;
            } else {
                m_skippedKeys.append(display(row.key));
            }
            return;
        }
        const Core::Cell *status = row.find("grobid0:status_code");
        if (!status) {
            // Never processed, or already queued: nothing to reset.
            m_skippedKeys.append(display(row.key));
            return;
        }
        const Core::JournalRow decoded = Core::decodeJournalRow(row, &m_setup.profile);
        Core::ReprocessRequest request;
        request.by = m_by;
        request.reason = m_reason;
        request.previousStatusCode = decoded.grobid.statusCode;
        request.previousGrobidVersion = decoded.grobid.version;
        auto value = Core::buildReprocess(request);
        if (!value) {
            m_failed.append(display(row.key));
            m_lastError = value.error().message;
            return;
        }
        const Core::Cell *seenReprocess = row.find("grobid0:reprocess");
        const QByteArray seen = seenReprocess ? seenReprocess->value : QByteArray();
        const QByteArray key = row.key;
        const Core::Cell check = *status;
        ++m_inFlight;
        m_client
            ->checkAndPut(
                key, {Core::Cell{QByteArrayLiteral("grobid0:reprocess"), Core::Cell::kNoTimestamp, *value}},
                Core::Cell{QByteArrayLiteral("grobid0:reprocess"), Core::Cell::kNoTimestamp, seen})
            ->then(this, [this, key, check](const Core::Result<void> &put) {
                if (!put) {
                    settle(key, put.error());
                    return;
                }
                m_client->checkAndDelete(key, Core::Cell{check.column, Core::Cell::kNoTimestamp, check.value})
                    ->then(this, [this, key](const Core::Result<void> &deleted) {
                        settle(key, deleted ? std::nullopt : std::optional<Core::Error>(deleted.error()));
                    });
            });
    }

    void settle(const QByteArray &key, std::optional<Core::Error> error)
    {
        --m_inFlight;
        if (!error) {
            ++m_done;
        } else if (error->kind == Core::ErrorKind::Conflict) {
            m_conflicts.append(display(key));
        } else {
            m_failed.append(display(key));
            m_lastError = error->message;
        }
        const qint64 handled = m_done + m_conflicts.size() + m_failed.size();
        if (m_timer.elapsed() - m_lastNote > 1000) {
            m_lastNote = m_timer.elapsed();
            m_ctx.note(QStringLiteral("%1 rows handled (%2/s)")
                           .arg(handled)
                           .arg(handled * 1000 / qMax<qint64>(1, m_timer.elapsed())));
        }
        pump();
    }

    void finish()
    {
        const auto list = [](const QStringList &keys) {
            return keys.size() > 20 ? keys.mid(0, 20).join(QStringLiteral(", ")) + QStringLiteral(", …")
                                    : keys.join(QStringLiteral(", "));
        };
        m_ctx.note(QStringLiteral("%1: %2 done, %3 conflict, %4 failed, %5 skipped (%6 ms)")
                       .arg(m_emitTsv ? QStringLiteral("emitted") : QStringLiteral("reprocess"))
                       .arg(m_done)
                       .arg(m_conflicts.size())
                       .arg(m_failed.size())
                       .arg(m_skipped + m_skippedKeys.size())
                       .arg(m_timer.elapsed()));
        if (!m_conflicts.isEmpty()) {
            m_ctx.note(
                QStringLiteral("conflict (changed on the server, left alone): %1").arg(list(m_conflicts)));
        }
        if (!m_failed.isEmpty()) {
            m_ctx.note(QStringLiteral("failed: %1 (%2)").arg(list(m_failed), m_lastError));
        }
        if (!m_skippedKeys.isEmpty()) {
            m_ctx.verbose(
                QStringLiteral("skipped (not processed or already queued): %1").arg(list(m_skippedKeys)));
        }
        if (m_scanFailed || !m_failed.isEmpty()) {
            m_ctx.fail(Core::Error{Core::ErrorKind::Network,
                                   QStringLiteral("reprocessing stopped: %1").arg(m_lastError)});
        } else if (!m_conflicts.isEmpty()) {
            m_ctx.fail(Core::Error{
                Core::ErrorKind::Conflict,
                QStringLiteral("%1 rows changed on the server and were not marked").arg(m_conflicts.size())});
        } else {
            finishWhenIdle(m_ctx, m_client, 0);
        }
    }

    CommandContext &m_ctx;
    Core::RestClient *m_client;
    Core::TableSetup m_setup;
    bool m_emitTsv;
    QString m_reason;
    QString m_by;
    QList<QByteArray> m_pendingKeys;
    Core::Scanner *m_scanner = nullptr;
    Core::CellSet m_queue;
    bool m_fetching = false;
    bool m_scanFailed = false;
    int m_inFlight = 0;
    qint64 m_done = 0;
    qint64 m_skipped = 0;
    QStringList m_skippedKeys;
    QStringList m_conflicts;
    QStringList m_failed;
    QString m_lastError;
    QElapsedTimer m_timer;
    qint64 m_lastNote = 0;
};

void runReprocess(CommandContext &ctx)
{
    QSet<QString> valueOptions = kScanValueOptions;
    valueOptions.unite({QStringLiteral("--reason"), QStringLiteral("--by")});
    auto args = CommandArgs::parse(ctx.args(), {valueOptions, {QStringLiteral("--emit-tsv")}});
    if (!args) {
        ctx.usageError(args.error().message);
        return;
    }
    const bool emitTsv = args->isSet(QStringLiteral("--emit-tsv"));
    const bool byScan = args->isSet(QStringLiteral("--where")) || args->isSet(QStringLiteral("--prefix")) ||
                        args->isSet(QStringLiteral("--start"));
    if (args->positionals().isEmpty() == !byScan) {
        ctx.usageError(QStringLiteral("reprocess takes either KEY... or --where/--prefix/--start, not both"));
        return;
    }
    if (!emitTsv && ctx.global().readOnly) {
        ctx.fail(
            Core::Error{Core::ErrorKind::Forbidden,
                        QStringLiteral("this connection is read-only (--read-only): nothing was changed")});
        return;
    }
    auto setup = tableSetupFor(ctx.global());
    if (!setup) {
        ctx.fail(setup.error());
        return;
    }
    QList<QByteArray> keys;
    for (const QString &text : args->positionals()) {
        auto key = parseKeyArgument(text, ctx.global());
        if (!key) {
            ctx.fail(key.error());
            return;
        }
        keys.append(*key);
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    QString by = args->value(
        QStringLiteral("--by"),
        qEnvironmentVariable("EI_CURATOR", qEnvironmentVariable("USER", QStringLiteral("curator"))));
    auto *job =
        new ReprocessJob(ctx, client, *setup, emitTsv,
                         args->value(QStringLiteral("--reason"), QStringLiteral("curator request")), by);
    if (!byScan) {
        job->startKeys(keys);
        return;
    }
    auto spec = scanSpecFromArgs(*args, ctx.global());
    if (!spec) {
        ctx.fail(spec.error());
        return;
    }
    spec->columns = {QByteArrayLiteral("f:c"),
                     QByteArrayLiteral("file:mime"),
                     QByteArrayLiteral("file:cdx"),
                     QByteArrayLiteral("grobid0:status_code"),
                     QByteArrayLiteral("grobid0:reprocess"),
                     QByteArrayLiteral("grobid0:metadata"),
                     QByteArrayLiteral("match0:mstatus"),
                     QByteArrayLiteral("match0:doi")};
    // A SingleColumnValueFilter only sees columns the scan reads: add every predicate's column.
    for (const QString &text : args->values(QStringLiteral("--where"))) {
        const auto predicate = Core::parseWhere(text, valueEncoderFor(ctx.global()));
        if (predicate && !spec->columns.contains(predicate->column)) {
            spec->columns.append(predicate->column);
        }
    }
    spec->batch = 5000;
    job->startScan(*spec);
}

const bool registered = registerCommand(
    {QStringLiteral("reprocess"),
     QStringLiteral("reprocess KEY... | --where PRED [--emit-tsv] [--reason TEXT]"),
     QStringLiteral("mark rows for GROBID reprocessing (or print them as ungrobided TSV)"), runReprocess});

} // namespace
} // namespace Ei::Cli
