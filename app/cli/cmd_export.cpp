// `export [KEY...|-] [--where ...] --out PATH --format jsonl|jsonl.sz|tsv|ungrobided`: rows streamed
// from the table to a file in constant memory, with progress on stderr. The file appears under its
// final name only when complete (RowsWriter's .partial + rename, QSaveFile for the text formats).
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <core/domain/decodedrow.h>
#include <core/domain/journalrow.h>
#include <core/hbase/scanner.h>
#include <core/snapshot/rowsfile.h>

#include "restsupport.h"
#include "scanoptions.h"

namespace Ei::Cli {
namespace {

enum class ExportFormat
{
    Jsonl,
    JsonlSnappy,
    Tsv,
    Ungrobided,
};

// Keys from the command line, or one per line from stdin for "-".
Core::Result<QList<QByteArray>> exportKeys(const QStringList &positionals, const GlobalOptions &global)
{
    QStringList texts;
    for (const QString &p : positionals) {
        if (p == QLatin1String("-")) {
            QFile in;
            if (!in.open(stdin, QIODevice::ReadOnly)) {
                return Core::fail(Core::ErrorKind::Io,
                                  QStringLiteral("cannot read keys from standard input"));
            }
            while (!in.atEnd()) {
                const QString line = QString::fromUtf8(in.readLine()).trimmed();
                if (!line.isEmpty()) {
                    texts.append(line);
                }
            }
        } else {
            texts.append(p);
        }
    }
    QList<QByteArray> keys;
    for (const QString &t : texts) {
        auto key = parseKeyArgument(t, global);
        if (!key) {
            return std::unexpected(key.error());
        }
        keys.append(*key);
    }
    return keys;
}

class ExportJob final : public QObject
{
public:
    ExportJob(CommandContext &ctx, Core::RestClient *client, ExportFormat format, QString path)
        : QObject(&ctx)
        , m_ctx(ctx)
        , m_client(client)
        , m_format(format)
        , m_path(std::move(path))
    {}

    Core::Result<void> open(const Core::Profile &profile, QStringList fields, Core::DecodedRowOptions decode)
    {
        m_profile = profile;
        m_fields = std::move(fields);
        m_decode = std::move(decode);
        if (m_format == ExportFormat::Jsonl || m_format == ExportFormat::JsonlSnappy) {
            auto writer = Core::RowsWriter::open(m_path, m_format == ExportFormat::Jsonl
                                                             ? Core::RowsFormat::Jsonl
                                                             : Core::RowsFormat::JsonlSnappy);
            if (!writer) {
                return std::unexpected(writer.error());
            }
            m_rows = std::move(*writer);
            return {};
        }
        m_text = std::make_unique<QSaveFile>(m_path);
        if (!m_text->open(QIODevice::WriteOnly)) {
            return Core::fail(Core::ErrorKind::Io,
                              QStringLiteral("cannot write %1: %2").arg(m_path, m_text->errorString()));
        }
        if (m_format == ExportFormat::Tsv) {
            m_text->write(m_fields.join(QLatin1Char('\t')).toUtf8() + '\n');
        }
        return {};
    }

    void startKeys(QList<QByteArray> keys)
    {
        m_keys = std::move(keys);
        m_timer.start();
        nextKeyBatch();
    }

    void startScan(const Core::ScanSpec &spec)
    {
        m_scanner = m_client->openScanner(spec, this);
        m_timer.start();
        nextPage();
    }

private:
    static constexpr int kBatch = 100;

    void nextKeyBatch()
    {
        if (m_keys.isEmpty()) {
            finish();
            return;
        }
        const QList<QByteArray> batch = m_keys.mid(0, kBatch);
        m_keys.remove(0, qMin<qsizetype>(kBatch, m_keys.size()));
        m_client->multiGet(batch)->then(this, [this, batch](const Core::Result<Core::CellSet> &rows) {
            if (!rows && rows.error().kind != Core::ErrorKind::NotFound) {
                abort(rows.error());
                return;
            }
            const Core::CellSet found = rows ? *rows : Core::CellSet{};
            m_missing += batch.size() - found.size();
            if (!writeRows(found)) {
                return;
            }
            nextKeyBatch();
        });
    }

    void nextPage()
    {
        m_scanner->fetchNext(1000)->then(this, [this](const Core::Result<Core::CellSet> &rows) {
            if (!rows) {
                abort(rows.error());
                return;
            }
            if (!writeRows(*rows)) {
                return;
            }
            if (m_scanner->atEnd()) {
                finish();
            } else {
                nextPage();
            }
        });
    }

    bool writeRows(const Core::CellSet &rows)
    {
        for (const Core::Row &row : rows) {
            if (auto ok = writeRow(row); !ok) {
                abort(ok.error());
                return false;
            }
            ++m_written;
        }
        if (m_timer.elapsed() - m_lastNote > 1000) {
            m_lastNote = m_timer.elapsed();
            m_ctx.note(
                QStringLiteral("exported %1 rows (%2 s)").arg(m_written).arg(m_timer.elapsed() / 1000));
        }
        return true;
    }

    Core::Result<void> writeRow(const Core::Row &row)
    {
        switch (m_format) {
        case ExportFormat::Jsonl:
        case ExportFormat::JsonlSnappy:
            return m_rows->write(row);
        case ExportFormat::Ungrobided: {
            auto line = Core::ungrobidedLine(row);
            if (!line) {
                // A row the pipeline could not have queued (no f:c/file:cdx) is skipped and said.
                m_ctx.note(QStringLiteral("skipped: %1").arg(line.error().message));
                --m_written;
                return {};
            }
            m_text->write(*line + '\n');
            return {};
        }
        case ExportFormat::Tsv: {
            const QJsonObject decoded = Core::decodedRowJson(m_profile, row, m_decode);
            QStringList cells;
            for (const QString &field : std::as_const(m_fields)) {
                const QJsonValue v = decoded.value(field);
                QString text =
                    v.isString()   ? v.toString()
                    : v.isDouble() ? QString::number(v.toInteger())
                    : v.isBool()   ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                    : v.isObject()
                        ? QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact))
                    : v.isArray()
                        ? QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact))
                        : QString();
                text.replace(QLatin1Char('\t'), QLatin1Char(' '))
                    .replace(QLatin1Char('\n'), QLatin1Char(' '));
                cells.append(text);
            }
            m_text->write(cells.join(QLatin1Char('\t')).toUtf8() + '\n');
            return {};
        }
        }
        return {};
    }

    void finish()
    {
        if (m_rows) {
            if (auto ok = m_rows->commit(); !ok) {
                m_ctx.fail(ok.error());
                return;
            }
        } else if (!m_text->commit()) {
            m_ctx.fail(Core::Error{Core::ErrorKind::Io,
                                   QStringLiteral("cannot write %1: %2").arg(m_path, m_text->errorString())});
            return;
        }
        m_ctx.note(QStringLiteral("exported %1 rows to %2 in %3 ms")
                       .arg(m_written)
                       .arg(m_path)
                       .arg(m_timer.elapsed()));
        if (m_missing > 0) {
            m_ctx.fail(Core::Error{Core::ErrorKind::NotFound,
                                   QStringLiteral("%1 of the requested rows were not found").arg(m_missing)});
            return;
        }
        finishWhenIdle(m_ctx, m_client, 0);
    }

    void abort(const Core::Error &error)
    {
        if (m_rows) {
            m_rows->abort();
        } else if (m_text) {
            m_text->cancelWriting();
        }
        m_ctx.fail(error);
    }

    CommandContext &m_ctx;
    Core::RestClient *m_client;
    ExportFormat m_format;
    QString m_path;
    Core::Profile m_profile;
    QStringList m_fields;
    Core::DecodedRowOptions m_decode;
    std::unique_ptr<Core::RowsWriter> m_rows;
    std::unique_ptr<QSaveFile> m_text;
    QList<QByteArray> m_keys;
    Core::Scanner *m_scanner = nullptr;
    QElapsedTimer m_timer;
    qint64 m_lastNote = 0;
    qint64 m_written = 0;
    qint64 m_missing = 0;
};

void runExport(CommandContext &ctx)
{
    QSet<QString> valueOptions = kScanValueOptions;
    valueOptions.unite({QStringLiteral("--out"), QStringLiteral("-o"), QStringLiteral("--format"),
                        QStringLiteral("--fields")});
    auto args = CommandArgs::parse(ctx.args(), {valueOptions, {}});
    if (!args) {
        ctx.usageError(args.error().message);
        return;
    }
    const QString out = args->valueOf({QStringLiteral("--out"), QStringLiteral("-o")});
    if (out.isEmpty()) {
        ctx.usageError(QStringLiteral("export needs --out PATH"));
        return;
    }
    const QString formatName = args->value(QStringLiteral("--format"), out.endsWith(QLatin1String(".sz"))
                                                                           ? QStringLiteral("jsonl.sz")
                                                                           : QStringLiteral("jsonl"));
    static const QHash<QString, ExportFormat> formats{
        {QStringLiteral("jsonl"), ExportFormat::Jsonl},
        {QStringLiteral("jsonl.sz"), ExportFormat::JsonlSnappy},
        {QStringLiteral("tsv"), ExportFormat::Tsv},
        {QStringLiteral("ungrobided"), ExportFormat::Ungrobided}};
    if (!formats.contains(formatName)) {
        ctx.usageError(QStringLiteral("--format must be jsonl, jsonl.sz, tsv or ungrobided, not '%1' (bundle "
                                      "export is not available yet)")
                           .arg(formatName));
        return;
    }
    auto setup = tableSetupFor(ctx.global());
    if (!setup) {
        ctx.fail(setup.error());
        return;
    }
    QStringList fields =
        args->value(QStringLiteral("--fields"),
                    QStringLiteral("key,file:mime,grobid0:status_code,match0:mstatus,match0:doi"))
            .split(QLatin1Char(','), Qt::SkipEmptyParts);
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    auto *job = new ExportJob(ctx, client, formats.value(formatName), out);
    Core::DecodedRowOptions decode;
    decode.table = ctx.global().table;
    decode.full = true;
    if (auto opened = job->open(setup->profile, fields, decode); !opened) {
        ctx.fail(opened.error());
        return;
    }
    if (!args->positionals().isEmpty()) {
        auto keys = exportKeys(args->positionals(), ctx.global());
        if (!keys) {
            ctx.fail(keys.error());
            return;
        }
        job->startKeys(*keys);
        return;
    }
    auto spec = scanSpecFromArgs(*args, ctx.global());
    if (!spec) {
        ctx.fail(spec.error());
        return;
    }
    spec->batch = 5000;
    job->startScan(*spec);
}

const bool registered = registerCommand(
    {QStringLiteral("export"),
     QStringLiteral("export [KEY...|-] [--where PRED] --out PATH --format jsonl|jsonl.sz|tsv|ungrobided"),
     QStringLiteral("stream rows to a file (progress on stderr)"), runExport});

} // namespace
} // namespace Ei::Cli
