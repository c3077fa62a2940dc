#include "exportjob.h"

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>

#include <core/domain/journalrow.h>
#include <core/domain/rowlocator.h>
#include <core/export/exportrowsource.h>
#include <core/export/exportsink.h>
#include <core/pdf/pdffetcher.h>
#include <core/pdf/pdfsource.h>
#include <core/util/untranslated.h>

namespace Ei::Core {
namespace {

constexpr qint64 kProgressIntervalMs = 200;
constexpr int kStateFormat = 1;

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
    : Job(tr("Exporting to %1").arg(QFileInfo(options.path).fileName()), parent)
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
    if (!m_ended) {
        m_source->cancel();
        for (const auto &[job, seq] : std::as_const(m_pdfJobs)) {
            if (job) {
                job->disconnect(this);
                job->cancel();
                job->deleteLater();
            }
        }
        // Ended before it finished (the window closed): what was checkpointed stays resumable;
        // otherwise m_sink's destructor removes the partial output.
        if (m_checkpointed && m_sink) {
            m_sink->keep();
        }
    }
}

void ExportJob::start()
{
    if (m_started) {
        return;
    }
    m_started = true;
    m_timer.start();
    if (!m_options.created.isValid()) {
        m_options.created = QDateTime::currentDateTimeUtc();
    }
    m_progress.totalRows = m_source->totalRows();
    begin([this] { return m_sink->open(); });
}

void ExportJob::resume(const SavedExport &saved)
{
    if (m_started) {
        return;
    }
    m_started = true;
    m_timer.start();
    m_checkpointed = true; // the state file is there
    m_progress = saved.progress;
    m_progress.totalRows = m_source->totalRows();
    m_summary.rowsSkipped = saved.rowsSkipped;
    m_summary.teiWritten = saved.teiWritten;
    m_summary.missingPdfs = saved.missingPdfs;
    m_rowsAtCheckpoint = m_progress.rows + m_summary.rowsSkipped;
    m_lastCheckpointMs = 0;
    const SinkPosition at = saved.sink;
    begin([this, at] { return m_sink->reopen(at); });
}

void ExportJob::begin(const std::function<Result<void>()> &open)
{
    // Never finish inside start(): callers connect to finished() right after.
    QTimer::singleShot(0, this, [this, open] {
        if (m_ended) {
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
            openOutput(open);
            return;
        }
        // A bundle is a snapshot folder: it carries the table's schema.
        m_source->fetchSchema([this, open](const Result<TableSchema> &schema) {
            if (!schema) {
                failWith(schema.error());
                return;
            }
            m_sink = std::make_unique<BundleSink>(m_options, *schema);
            openOutput(open);
        });
    });
}

void ExportJob::openOutput(const std::function<Result<void>()> &open)
{
    if (auto opened = open(); !opened) {
        m_checkpointed = false; // a partial output that cannot be continued is no use any more
        failWith(opened.error());
        return;
    }
    if (!m_options.statePath.isEmpty()) {
        QDir().mkpath(QFileInfo(m_options.statePath).absolutePath());
        if (auto saved = m_source->saveInput(m_options.statePath); !saved) {
            failWith(saved.error());
            return;
        }
        if (auto saved = checkpoint(); !saved) {
            failWith(saved.error());
            return;
        }
    }
    emitProgress(true);
    pump();
}

void ExportJob::cancel()
{
    if (m_ended) {
        return;
    }
    failWith(Error{ErrorKind::Cancelled, tr("The export to %1 was cancelled.").arg(m_options.path)});
}

void ExportJob::interrupt()
{
    if (m_ended) {
        return;
    }
    m_interrupted = true;
    failWith(Error{ErrorKind::Cancelled, tr("The export to %1 was interrupted.").arg(m_options.path)});
}

// Keeps the pipeline moving: PDF fetches up to the limit, a checkpoint when one is due and every
// PDF of the rows written has settled, the next page of rows when the PDF queue has room,
// completion when everything is drained.
void ExportJob::pump()
{
    if (m_ended || !m_sink) {
        return;
    }
    startPdfFetches();
    if (m_ended) {
        return;
    }
    const bool drained = m_pdfQueue.isEmpty() && m_pdfJobs.isEmpty();
    if (!m_fetching && checkpointDue()) {
        if (!drained) {
            return; // the PDFs in flight settle first; onPdfFinished() pumps again
        }
        if (auto saved = checkpoint(); !saved) {
            failWith(saved.error());
            return;
        }
    }
    const bool queueHasRoom = m_pdfQueue.size() < m_options.pageRows;
    if (!m_fetching && queueHasRoom && !m_source->atEnd()) {
        fetchRows();
        return;
    }
    if (!m_fetching && m_source->atEnd() && drained) {
        complete();
    }
}

bool ExportJob::checkpointDue() const
{
    return !m_options.statePath.isEmpty() && m_progress.rows + m_summary.rowsSkipped > m_rowsAtCheckpoint &&
           m_timer.elapsed() - m_lastCheckpointMs >= m_options.checkpointIntervalMs;
}

Result<void> ExportJob::checkpoint()
{
    auto at = m_sink->checkpoint();
    if (!at) {
        return std::unexpected(at.error());
    }
    QJsonArray fields;
    for (const QString &f : std::as_const(m_options.tsvFields)) {
        fields.append(f);
    }
    const QJsonObject options{{QStringLiteral("format"), exportFormatName(m_options.format)},
                              {QStringLiteral("path"), m_options.path},
                              {QStringLiteral("tsvFields"), fields},
                              {QStringLiteral("decodeTable"), m_options.decode.table},
                              {QStringLiteral("decodeFull"), m_options.decode.full},
                              {QStringLiteral("manifestTable"), m_options.manifest.table},
                              {QStringLiteral("profile"), m_options.manifest.profile},
                              {QStringLiteral("keyFormat"), m_options.manifest.keyFormat},
                              {QStringLiteral("includePdfs"), m_options.includePdfs},
                              {QStringLiteral("includeTei"), m_options.includeTei},
                              {QStringLiteral("pageRows"), m_options.pageRows},
                              {QStringLiteral("created"), m_options.created.toString(Qt::ISODateWithMs)}};
    const QJsonObject progress{
        {QStringLiteral("rows"), m_progress.rows},
        {QStringLiteral("pdfsWritten"), m_progress.pdfsWritten},
        {QStringLiteral("pdfsMissing"), m_progress.pdfsMissing},
        {QStringLiteral("rowsSkipped"), m_summary.rowsSkipped},
        {QStringLiteral("teiWritten"), m_summary.teiWritten},
        {QStringLiteral("missingPdfs"), QJsonArray::fromStringList(m_summary.missingPdfs)}};
    const QJsonObject state{{QStringLiteral("format"), kStateFormat},
                            {QStringLiteral("kind"), QStringLiteral("export")},
                            {QStringLiteral("table"), m_options.decode.table},
                            {QStringLiteral("options"), options},
                            {QStringLiteral("source"), m_source->position()},
                            {QStringLiteral("sink"), at->toJson()},
                            {QStringLiteral("progress"), progress}};
    QSaveFile file(m_options.statePath);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(state).toJson(QJsonDocument::Compact)) < 0 || !file.commit()) {
        return fail(ErrorKind::Io,
                    tr("cannot save the export's state to %1: %2")
                        .arg(QDir::toNativeSeparators(m_options.statePath), file.errorString()));
    }
    m_checkpointed = true;
    m_lastCheckpointMs = m_timer.elapsed();
    m_rowsAtCheckpoint = m_progress.rows + m_summary.rowsSkipped;
    return {};
}

Result<SavedExport> ExportJob::readState(const QString &statePath)
{
    QFile file(statePath);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(ErrorKind::NotFound, tr("cannot read the export state %1: %2")
                                             .arg(QDir::toNativeSeparators(statePath), file.errorString()));
    }
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    if (o.value(QLatin1StringView("format")).toInt() != kStateFormat ||
        o.value(QLatin1StringView("kind")).toString() != QLatin1StringView("export")) {
        return fail(
            ErrorKind::InvalidInput,
            tr("%1 is not the state of an interrupted export").arg(QDir::toNativeSeparators(statePath)));
    }
    const QJsonObject options = o.value(QLatin1StringView("options")).toObject();
    const auto format = exportFormatFromName(options.value(QLatin1StringView("format")).toString());
    if (!format) {
        return fail(ErrorKind::InvalidInput,
                    tr("%1 names no export format").arg(QDir::toNativeSeparators(statePath)));
    }
    SavedExport saved;
    saved.table = o.value(QLatin1StringView("table")).toString();
    ExportOptions &x = saved.options;
    x.format = *format;
    x.path = options.value(QLatin1StringView("path")).toString();
    x.tsvFields.clear();
    for (const QJsonValue &f : options.value(QLatin1StringView("tsvFields")).toArray()) {
        x.tsvFields.append(f.toString());
    }
    x.decode.table = options.value(QLatin1StringView("decodeTable")).toString();
    x.decode.full = options.value(QLatin1StringView("decodeFull")).toBool();
    x.manifest.table = options.value(QLatin1StringView("manifestTable")).toString();
    x.manifest.profile = options.value(QLatin1StringView("profile")).toString();
    x.manifest.keyFormat = options.value(QLatin1StringView("keyFormat")).toString();
    x.includePdfs = options.value(QLatin1StringView("includePdfs")).toBool();
    x.includeTei = options.value(QLatin1StringView("includeTei")).toBool();
    x.pageRows = options.value(QLatin1StringView("pageRows")).toInt(x.pageRows);
    x.created =
        QDateTime::fromString(options.value(QLatin1StringView("created")).toString(), Qt::ISODateWithMs);
    x.statePath = statePath;
    saved.source = o.value(QLatin1StringView("source")).toObject();
    saved.sink = SinkPosition::fromJson(o.value(QLatin1StringView("sink")).toObject());
    const QJsonObject progress = o.value(QLatin1StringView("progress")).toObject();
    saved.progress.rows = progress.value(QLatin1StringView("rows")).toInteger();
    saved.progress.pdfsWritten = progress.value(QLatin1StringView("pdfsWritten")).toInteger();
    saved.progress.pdfsMissing = progress.value(QLatin1StringView("pdfsMissing")).toInteger();
    saved.rowsSkipped = progress.value(QLatin1StringView("rowsSkipped")).toInteger();
    saved.teiWritten = progress.value(QLatin1StringView("teiWritten")).toInteger();
    for (const QJsonValue &m : progress.value(QLatin1StringView("missingPdfs")).toArray()) {
        saved.missingPdfs.append(m.toString());
    }
    return saved;
}

void ExportJob::discardState(const QString &statePath)
{
    if (statePath.isEmpty() || !QFile::exists(statePath)) {
        return;
    }
    if (const auto saved = readState(statePath)) {
        const QString partial = saved->options.path + QStringLiteral(".partial");
        if (QFileInfo(partial).isDir()) {
            QDir(partial).removeRecursively();
        } else {
            QFile::remove(partial);
        }
    }
    QFile::remove(statePath);
    QFile::remove(statePath + QStringLiteral(".keys"));
}

void ExportJob::removeState() const
{
    if (!m_options.statePath.isEmpty()) {
        QFile::remove(m_options.statePath);
        QFile::remove(m_options.statePath + QStringLiteral(".keys"));
    }
}

void ExportJob::fetchRows()
{
    m_fetching = true;
    m_source->fetchNext(m_options.pageRows, [this](const Result<CellSet> &rows) {
        m_fetching = false;
        if (m_ended) {
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
            m_pdfQueue.append(PendingPdf{locator, m_nextPdfSeq++});
        }
    }
    emitProgress(false);
}

void ExportJob::startPdfFetches()
{
    while (!m_pdfQueue.isEmpty() && m_pdfJobs.size() < m_options.maxPdfFetches && !m_ended) {
        const PendingPdf next = m_pdfQueue.takeFirst();
        if (!m_fetcher || m_fetcher->sources().isEmpty()) {
            const UntranslatedScope english; // missing-pdfs.tsv's reason
            pdfSettled(next.seq, next.locator.sha1Hex, tr("no PDF source is configured"));
            continue;
        }
        PdfFetchJob *job = m_fetcher->fetch(next.locator);
        job->setMessagesUntranslated(true); // its failure is missing-pdfs.tsv's reason
        m_pdfJobs.append({job, next.seq});
        connect(job, &PdfFetchJob::finished, this, [this, job] { onPdfFinished(job); });
    }
}

void ExportJob::onPdfFinished(PdfFetchJob *job)
{
    const auto it = std::ranges::find_if(m_pdfJobs, [job](const auto &entry) { return entry.first == job; });
    const qint64 seq = it == m_pdfJobs.end() ? -1 : it->second;
    if (it != m_pdfJobs.end()) {
        m_pdfJobs.erase(it);
    }
    job->deleteLater();
    if (m_ended || seq < 0) {
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
        pdfSettled(seq, sha1Hex, std::nullopt);
    } else {
        // Not fatal: the row is exported, its PDF is listed as missing with the reason.
        const UntranslatedScope english; // missing-pdfs.tsv's reason
        pdfSettled(seq, sha1Hex, r.error ? r.error->message : tr("the PDF could not be verified"));
    }
    emitProgress(false);
    pump();
}

void ExportJob::pdfSettled(qint64 seq, const QString &sha1Hex, const std::optional<QString> &missingReason)
{
    // Fetches finish in any order; missing-pdfs.tsv and the summary list them in row order, so
    // the bundle is the same however the fetches raced (and a resumed one too).
    m_pdfResults.insert(seq, missingReason ? std::optional<QString>(sha1Hex + u'\t' + *missingReason)
                                           : std::optional<QString>());
    auto *bundle = static_cast<BundleSink *>(m_sink.get());
    while (!m_pdfResults.isEmpty() && m_pdfResults.firstKey() == m_pdfsSettled) {
        const std::optional<QString> line = m_pdfResults.take(m_pdfsSettled);
        ++m_pdfsSettled;
        if (!line) {
            continue;
        }
        const qsizetype tab = line->indexOf(u'\t');
        const QString hex = line->left(tab);
        const QString reason = line->mid(tab + 1);
        ++m_progress.pdfsMissing;
        if (m_summary.missingPdfs.size() < ExportSummary::kListedMissingPdfs) {
            m_summary.missingPdfs.append(hex + QStringLiteral(": ") + reason);
        }
        if (auto w = bundle->noteMissingPdf(hex, reason); !w) {
            failWith(w.error());
            return;
        }
    }
}

void ExportJob::complete()
{
    m_summary.rows = m_progress.rows;
    m_summary.rowsNotFound = m_source->rowsNotFound();
    m_summary.pdfsWritten = m_progress.pdfsWritten;
    m_summary.pdfsMissing = m_progress.pdfsMissing;
    m_summary.mayBeIncomplete = m_source->incompleteReason();
    if (auto r = m_sink->commit(m_summary); !r) {
        failWith(r.error());
        return;
    }
    removeState();
    m_progress.bytes = m_sink->bytesWritten();
    m_summary.bytes = m_progress.bytes;
    m_summary.elapsedMs = m_timer.elapsed();
    m_result = m_summary;
    // Ended before the last progress: a cancel() from a progress slot is now a no-op.
    m_ended = true;
    publishProgress();
    finishJob({});
}

void ExportJob::failWith(Error error)
{
    if (m_ended) {
        return;
    }
    m_ended = true;
    m_source->cancel();
    for (const auto &[job, seq] : std::exchange(m_pdfJobs, {})) {
        if (job) {
            job->disconnect(this);
            job->cancel();
            job->deleteLater();
        }
    }
    m_pdfQueue.clear();
    // Interrupted after a checkpoint (a failure or interrupt()): the partial output and the state
    // stay for resume(). A cancel and anything before the first checkpoint leave nothing behind.
    m_leftResumable = (error.kind != ErrorKind::Cancelled || m_interrupted) && m_checkpointed;
    if (m_leftResumable) {
        if (m_sink) {
            m_sink->keep();
        }
    } else {
        if (m_sink) {
            m_sink->abort();
        }
        removeState();
    }
    m_result = std::unexpected(error);
    finishJob(std::unexpected(std::move(error)));
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
    publishProgress();
}

void ExportJob::publishProgress()
{
    Q_EMIT progressChanged(m_progress);
    reportProgress(m_progress.rows, m_progress.totalRows);
}

} // namespace Ei::Core
