#include "exportjob.h"

#include <algorithm>

#include <QTimer>

#include <core/domain/journalrow.h>
#include <core/domain/rowlocator.h>
#include <core/export/exportrowsource.h>
#include <core/export/exportsink.h>
#include <core/pdf/pdffetcher.h>
#include <core/pdf/pdfsource.h>

namespace Ei::Core {
namespace {

constexpr qint64 kProgressIntervalMs = 200;

const QList<std::pair<ExportFormat, QLatin1StringView>> &formatNames()
{
    static const QList<std::pair<ExportFormat, QLatin1StringView>> names{
        {ExportFormat::Jsonl, QLatin1StringView("jsonl")},
        {ExportFormat::JsonlSnappy, QLatin1StringView("jsonl.sz")},
        {ExportFormat::Tsv, QLatin1StringView("tsv")},
        {ExportFormat::Ungrobided, QLatin1StringView("ungrobided")},
        {ExportFormat::Bundle, QLatin1StringView("bundle")}};
    return names;
}

} // namespace

QString exportFormatName(ExportFormat format)
{
    for (const auto &[f, name] : formatNames()) {
        if (f == format) {
            return name;
        }
    }
    return {};
}

std::optional<ExportFormat> exportFormatFromName(QStringView name)
{
    for (const auto &[f, text] : formatNames()) {
        if (name == text) {
            return f;
        }
    }
    return std::nullopt;
}

QStringList exportFormatNames()
{
    QStringList names;
    for (const auto &[f, text] : formatNames()) {
        names.append(text);
    }
    return names;
}

QStringList defaultTsvFields()
{
    return {QStringLiteral("key"), QStringLiteral("file:mime"), QStringLiteral("grobid0:status_code"),
            QStringLiteral("match0:mstatus"), QStringLiteral("match0:doi")};
}

Result<void> checkTsvFields(const QStringList &fields, const Profile &profile)
{
    if (fields.isEmpty()) {
        return fail(ErrorKind::BadRequest, ExportJob::tr("no TSV fields were chosen"));
    }
    QStringList families;
    for (const QByteArray &f : profile.families) {
        families.append(QString::fromUtf8(f));
    }
    for (const QString &field : fields) {
        if (field == QLatin1StringView("key") || field == QLatin1StringView("$key")) {
            continue;
        }
        const bool isGroup = std::ranges::any_of(profile.recordGroups,
                                                 [&field](const RecordGroup &g) { return g.name == field; });
        if (isGroup) {
            continue;
        }
        const qsizetype colon = field.indexOf(u':');
        if (colon <= 0 || colon == field.size() - 1) {
            return fail(ErrorKind::BadRequest,
                        ExportJob::tr("the TSV field \"%1\" is not a column: fields are key, $key or columns "
                                      "written family:qualifier (for example grobid0:status_code)")
                            .arg(field));
        }
        if (!families.isEmpty() && !families.contains(field.left(colon))) {
            return fail(ErrorKind::BadRequest,
                        ExportJob::tr("the TSV field \"%1\" names a family the profile \"%2\" does not have "
                                      "(its families: %3)")
                            .arg(field, profile.name, families.join(QStringLiteral(", "))));
        }
    }
    return {};
}

ExportJob::ExportJob(ExportRowSource *source, ExportOptions options, QObject *parent)
    : QObject(parent)
    , m_source(source)
    , m_options(std::move(options))
{
    m_source->setParent(this);
    m_options.pageRows = std::max(1, m_options.pageRows);
    m_options.maxPdfFetches = std::max(1, m_options.maxPdfFetches);
    m_summary.path = m_options.path;
    m_summary.format = m_options.format;
}

ExportJob::~ExportJob()
{
    if (!m_finished) {
        m_source->cancel();
        for (const QPointer<PdfFetchJob> &job : std::as_const(m_pdfJobs)) {
            if (job) {
                job->disconnect(this);
                job->cancel();
                job->deleteLater();
            }
        }
        // m_sink's destructor removes the partial output.
    }
}

void ExportJob::start()
{
    if (m_started) {
        return;
    }
    m_started = true;
    m_timer.start();
    m_progress.totalRows = m_source->totalRows();
    // Never finish inside start(): callers connect to finished() right after.
    QTimer::singleShot(0, this, [this] {
        if (m_finished) {
            return;
        }
        if (m_options.format == ExportFormat::Tsv) {
            if (auto fields = checkTsvFields(m_options.tsvFields, m_options.profile); !fields) {
                failWith(fields.error());
                return;
            }
        }
        if (m_options.format != ExportFormat::Bundle) {
            m_sink = ExportSink::forFormat(m_options);
            openOutput();
            return;
        }
        // A bundle is a snapshot folder: it carries the table's schema.
        m_source->fetchSchema([this](const Result<TableSchema> &schema) {
            if (!schema) {
                failWith(schema.error());
                return;
            }
            m_sink = std::make_unique<BundleSink>(m_options, *schema);
            openOutput();
        });
    });
}

void ExportJob::openOutput()
{
    if (auto opened = m_sink->open(); !opened) {
        failWith(opened.error());
        return;
    }
    emitProgress(true);
    pump();
}

void ExportJob::cancel()
{
    if (m_finished) {
        return;
    }
    failWith(Error{ErrorKind::Cancelled, tr("The export to %1 was cancelled.").arg(m_options.path)});
}

// Keeps the pipeline moving: PDF fetches up to the limit, the next page of rows when the PDF
// queue has room, completion when everything is drained.
void ExportJob::pump()
{
    if (m_finished || !m_sink) {
        return;
    }
    startPdfFetches();
    const bool queueHasRoom = m_pdfQueue.size() < m_options.pageRows;
    if (!m_fetching && queueHasRoom && !m_source->atEnd()) {
        fetchRows();
        return;
    }
    if (!m_fetching && m_source->atEnd() && m_pdfQueue.isEmpty() && m_pdfJobs.isEmpty()) {
        complete();
    }
}

void ExportJob::fetchRows()
{
    m_fetching = true;
    m_source->fetchNext(m_options.pageRows, [this](const Result<CellSet> &rows) {
        m_fetching = false;
        if (m_finished) {
            return;
        }
        if (!rows) {
            failWith(rows.error());
            return;
        }
        writeRows(*rows);
        pump();
    });
}

void ExportJob::writeRows(const CellSet &rows)
{
    auto *bundle =
        m_options.format == ExportFormat::Bundle ? static_cast<BundleSink *>(m_sink.get()) : nullptr;
    for (const Row &row : rows) {
        auto written = m_sink->write(row);
        if (!written) {
            failWith(written.error());
            return;
        }
        if (*written) {
            ++m_summary.rowsSkipped;
            Q_EMIT rowSkipped(row.key, **written);
            continue;
        }
        ++m_progress.rows;
        if (!bundle || (!m_options.includePdfs && !m_options.includeTei)) {
            continue;
        }
        const JournalRow decoded = decodeJournalRow(row, &m_options.profile);
        if (!decoded.sha1) {
            continue; // not a SHA-1 keyed row: no blobs to name
        }
        const QString sha1Hex = QString::fromLatin1(decoded.sha1->toHex());
        if (m_options.includeTei && decoded.grobid.hasTei) {
            if (auto r = bundle->writeBlob(
                    blobRelativePath(sha1Hex, QStringLiteral("grobid"), QStringLiteral(".tei.xml")),
                    decoded.grobid.tei);
                !r) {
                failWith(r.error());
                return;
            }
            ++m_summary.teiWritten;
        }
        if (m_options.includePdfs) {
            PdfLocator locator = pdfLocatorFor(decoded);
            locator.sha1Hex = sha1Hex;
            m_pdfQueue.append(PendingPdf{locator});
        }
    }
    emitProgress(false);
}

void ExportJob::startPdfFetches()
{
    while (!m_pdfQueue.isEmpty() && m_pdfJobs.size() < m_options.maxPdfFetches) {
        const PendingPdf next = m_pdfQueue.takeFirst();
        auto *bundle = static_cast<BundleSink *>(m_sink.get());
        if (!m_fetcher || m_fetcher->sources().isEmpty()) {
            ++m_progress.pdfsMissing;
            const QString reason = tr("no PDF source is configured");
            if (m_summary.missingPdfs.size() < ExportSummary::kListedMissingPdfs) {
                m_summary.missingPdfs.append(next.locator.sha1Hex + QStringLiteral(": ") + reason);
            }
            if (auto r = bundle->noteMissingPdf(next.locator.sha1Hex, reason); !r) {
                failWith(r.error());
                return;
            }
            continue;
        }
        PdfFetchJob *job = m_fetcher->fetch(next.locator);
        m_pdfJobs.append(job);
        connect(job, &PdfFetchJob::finished, this, [this, job] { onPdfFinished(job); });
    }
}

void ExportJob::onPdfFinished(PdfFetchJob *job)
{
    m_pdfJobs.removeAll(job);
    job->deleteLater();
    if (m_finished) {
        return;
    }
    const PdfFetchResult &r = job->result();
    auto *bundle = static_cast<BundleSink *>(m_sink.get());
    const QString sha1Hex = job->locator().sha1Hex;
    if (r.ok() && r.verified) {
        if (auto w = bundle->writeBlob(blobRelativePath(sha1Hex), r.bytes); !w) {
            failWith(w.error());
            return;
        }
        ++m_progress.pdfsWritten;
    } else {
        // Not fatal: the row is exported, its PDF is listed as missing with the reason.
        ++m_progress.pdfsMissing;
        const QString reason = r.error ? r.error->message : tr("the PDF could not be verified");
        if (m_summary.missingPdfs.size() < ExportSummary::kListedMissingPdfs) {
            m_summary.missingPdfs.append(sha1Hex + QStringLiteral(": ") + reason);
        }
        if (auto w = bundle->noteMissingPdf(sha1Hex, reason); !w) {
            failWith(w.error());
            return;
        }
    }
    emitProgress(false);
    pump();
}

void ExportJob::complete()
{
    m_summary.rows = m_progress.rows;
    m_summary.rowsNotFound = m_source->rowsNotFound();
    m_summary.pdfsWritten = m_progress.pdfsWritten;
    m_summary.pdfsMissing = m_progress.pdfsMissing;
    if (auto r = m_sink->commit(m_summary); !r) {
        failWith(r.error());
        return;
    }
    m_progress.bytes = m_sink->bytesWritten();
    m_summary.bytes = m_progress.bytes;
    m_summary.elapsedMs = m_timer.elapsed();
    m_result = m_summary;
    // Finished before the last progress: a cancel() from a progress slot is now a no-op.
    m_finished = true;
    Q_EMIT progressChanged(m_progress);
    Q_EMIT finished();
}

void ExportJob::failWith(Error error)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_source->cancel();
    for (const QPointer<PdfFetchJob> &job : std::exchange(m_pdfJobs, {})) {
        if (job) {
            job->disconnect(this);
            job->cancel();
            job->deleteLater();
        }
    }
    m_pdfQueue.clear();
    if (m_sink) {
        m_sink->abort(); // no partial output survives a failure or a cancel
    }
    m_result = std::unexpected(std::move(error));
    Q_EMIT finished();
}

void ExportJob::emitProgress(bool force)
{
    const qint64 now = m_timer.elapsed();
    // The first rows are always reported at once, later progress at most every interval.
    if (!force && m_lastProgressRows > 0 && now - m_lastProgressMs < kProgressIntervalMs) {
        return;
    }
    m_lastProgressMs = now;
    m_lastProgressRows = m_progress.rows;
    if (m_sink) {
        m_progress.bytes = m_sink->bytesWritten();
    }
    Q_EMIT progressChanged(m_progress);
}

} // namespace Ei::Core
