// `import PATH`: rows of a jsonl / jsonl.sz export (or a snapshot's rows file) written back to the
// table in batches, read in constant memory, with progress on stderr. Puts are not retried: a
// failure stops the import and says how many rows were written before it.
#include <QElapsedTimer>

#include <core/hbase/restclient.h>
#include <core/snapshot/rowsfile.h>

#include "args.h"
#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

class ImportJob final : public QObject
{
public:
    ImportJob(CommandContext &ctx, Core::RestClient *client, std::unique_ptr<Core::RowsReader> reader)
        : QObject(&ctx)
        , m_ctx(ctx)
        , m_client(client)
        , m_reader(std::move(reader))
    {
        m_timer.start();
    }

    void next()
    {
        Core::CellSet batch;
        qint64 bytes = 0;
        // Bounded batches: HBase applies one PUT as one Table.put(List).
        while (batch.size() < 500 && bytes < 4 * 1024 * 1024) {
            auto row = m_reader->next();
            if (!row) {
                m_ctx.fail(row.error());
                return;
            }
            if (!*row) {
                break;
            }
            for (const Core::Cell &c : (*row)->cells) {
                bytes += c.value.size() + c.column.size();
            }
            batch.append(std::move(**row));
        }
        if (batch.isEmpty()) {
            m_ctx.note(QStringLiteral("imported %1 rows in %2 ms").arg(m_written).arg(m_timer.elapsed()));
            m_ctx.finish(0);
            return;
        }
        const qsizetype n = batch.size();
        m_client->put(batch)->then(this, [this, n](const Core::Result<void> &done) {
            if (!done) {
                m_ctx.fail(Core::Error{done.error().kind,
                                       QStringLiteral("%1 (%2 rows were imported before the failure)")
                                           .arg(done.error().message)
                                           .arg(m_written)});
                return;
            }
            m_written += n;
            if (m_timer.elapsed() - m_lastNote > 1000) {
                m_lastNote = m_timer.elapsed();
                m_ctx.note(QStringLiteral("imported %1 rows, %2 of %3 bytes read")
                               .arg(m_written)
                               .arg(m_reader->bytesRead())
                               .arg(m_reader->totalBytes()));
            }
            next();
        });
    }

private:
    CommandContext &m_ctx;
    Core::RestClient *m_client;
    std::unique_ptr<Core::RowsReader> m_reader;
    QElapsedTimer m_timer;
    qint64 m_lastNote = 0;
    qint64 m_written = 0;
};

void runImport(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    if (args.positionals().size() != 1) {
        ctx.usageError(QStringLiteral("import needs exactly one PATH (a .jsonl or .jsonl.sz file)"));
        return;
    }
    auto reader = Core::RowsReader::open(args.positionals().first());
    if (!reader) {
        ctx.fail(reader.error());
        return;
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    (new ImportJob(ctx, client, std::move(*reader)))->next();
}

const bool registered = registerCommand(
    {.name = QStringLiteral("import"),
     .synopsis = QStringLiteral("import PATH"),
     .summary =
         QStringLiteral("write the rows of a jsonl/jsonl.sz export (or a snapshot's rows file) to the table"),
     .options = {},
     .examples = {{QStringLiteral("--url http://127.0.0.1:8080 --table t import rows.jsonl.sz"),
                   QStringLiteral("write an export back to a table")}},
     .exitCodes = {{0},
                   {1, QStringLiteral("a write failed (stderr says how many rows were imported before)")},
                   {2}},
     .run = runImport});

} // namespace
} // namespace Ei::Cli
