// `scan`: JSON lines, streamed page by page through a stateful scanner; the lines are formatted and
// printed on a second thread while the next pages arrive.
#include <core/hbase/genericrowjson.h>
#include <core/hbase/restclient.h>
#include <core/hbase/scanner.h>

#include "args.h"
#include "command.h"
#include "pagewriter.h"
#include "restsupport.h"
#include "scanoptions.h"

namespace Ei::Cli {
namespace {

// Pulls pages from the scanner while the PageWriter formats and prints the previous ones on its
// own thread (bench/README.md, "scan and stats beside curl"); at most PageWriter::kMaxQueued
// pages wait, so memory stays bounded whichever side is slower.
class ScanPrinter final : public QObject
{
public:
    static constexpr int kRowsPerFetch = 5000;

    ScanPrinter(CommandContext &ctx, Core::RestClient *client, const Core::ScanSpec &spec,
                PageWriter::Format format)
        : QObject(&ctx)
        , m_ctx(ctx)
        , m_client(client)
        , m_scanner(new Core::Scanner(client, spec, this))
        , m_writer(new PageWriter(std::move(format), this))
    {
        connect(m_writer, &PageWriter::written, this, &ScanPrinter::pump);
    }

    void pump()
    {
        if (m_ended) {
            if (m_writer->isIdle()) {
                m_ctx.verbose(QStringLiteral("%1 rows").arg(m_rows));
                finishWhenIdle(m_ctx, m_client, m_exitCode);
            }
            return;
        }
        if (m_fetching || !m_writer->hasRoom()) {
            return;
        }
        m_fetching = true;
        m_scanner->fetchNext(kRowsPerFetch)->then(this, [this](const Core::Result<Core::CellSet> &rows) {
            m_fetching = false;
            if (!rows) {
                // Print now, exit once the rows before it are out and the scanner's DELETE is through.
                m_ctx.err() << "extract-inspector-cli: " << rows.error().message << Qt::endl;
                m_exitCode = Core::exitCodeFor(rows.error().kind);
                m_ended = true;
            } else {
                m_rows += rows->size();
                if (!rows->isEmpty()) {
                    m_writer->write(*rows);
                }
                m_ended = m_scanner->atEnd();
            }
            pump();
        });
    }

private:
    CommandContext &m_ctx;
    Core::RestClient *m_client;
    Core::Scanner *m_scanner;
    PageWriter *m_writer;
    qint64 m_rows = 0;
    bool m_fetching = false;
    bool m_ended = false;
    int m_exitCode = 0;
};

void runScan(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    if (!args.positionals().isEmpty()) {
        ctx.usageError(QStringLiteral("scan takes no positional arguments (use --prefix, --start, --stop)"));
        return;
    }
    const bool keysOnly = args.isSet(QStringLiteral("--keys-only"));
    auto spec = scanSpecFromArgs(args, ctx.global(), keysOnly);
    if (!spec) {
        ctx.fail(spec.error());
        return;
    }
    auto columns = parseColumns(args.values(QStringLiteral("--columns")), ctx.global());
    const QSet<QByteArray> wanted =
        columns ? QSet<QByteArray>(columns->begin(), columns->end()) : QSet<QByteArray>();
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    const bool full = args.isSet(QStringLiteral("--full"));
    const auto format = [keysOnly, full, wanted](QByteArray &out, const Core::CellSet &rows) {
        for (const Core::Row &row : rows) {
            if (keysOnly) {
                Core::appendGenericKeyJson(out, row.key);
            } else {
                Core::appendGenericRowJson(out, row, full, wanted);
            }
            out += '\n';
        }
    };
    auto *printer = new ScanPrinter(ctx, client, *spec, format);
    printer->pump();
}

const bool registered = registerCommand(
    {.name = QStringLiteral("scan"),
     .synopsis = QStringLiteral("scan [--prefix P|--start K --stop K] [--limit N] [--columns ...] "
                                "[--keys-only] [--where PRED] [--full]"),
     .summary = QStringLiteral("rows as JSON lines, streamed through a scanner"),
     .options =
         rowSelectionOptions() +
         QList<OptionSpec>{columnsOption(),
                           {{QStringLiteral("--keys-only")}, {}, QStringLiteral("print only the row keys")},
                           {{QStringLiteral("--full")},
                            {},
                            QStringLiteral("print cells over 64 KiB whole (default: cut)")}},
     .examples = {{QStringLiteral("scan --where grobid0:status_code=500 --keys-only"),
                   QStringLiteral("the keys of the rows GROBID failed on")},
                  {QStringLiteral("scan --prefix sha1:MP --limit 10 --columns f,match0"),
                   QStringLiteral("ten rows from a key prefix, two families only")}},
     .exitCodes = {{0}, {1}, {2}, {4, QStringLiteral("the table does not exist")}},
     .run = runScan});

} // namespace
} // namespace Ei::Cli
