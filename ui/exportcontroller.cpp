#include "exportcontroller.h"

#include <optional>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolButton>

#include <core/curation/writejournal.h>
#include <core/export/exportrowsource.h>
#include <core/pdf/pdffetcher.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <ui/backgroundtaskindicator.h>
#include <ui/rowlistpane.h>

namespace Ei::Ui {

ExportController::ExportController(const WindowParts &parts, Models::TableSession *table,
                                   Core::PdfFetcher *fetcher, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_table(table)
    , m_fetcher(fetcher)
    , m_resume(new QToolButton(parts.window))
{
    m_resume->setObjectName(QStringLiteral("resumeExport"));
    m_resume->setAutoRaise(true);
    m_resume->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_resume->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-start")));
    m_resume->hide();
    connect(m_resume, &QToolButton::clicked, this, &ExportController::resumeInterrupted);
    parts.statusBar->addPermanentWidget(m_resume);
    connect(table, &Models::TableSession::opened, this, &ExportController::updateResume);
    connect(table, &Models::TableSession::closing, m_resume, &QWidget::hide); // the offer is the table's
    // The table's clients go with it: an export still reading stops now, resumable once it has a
    // checkpoint (it waited for answers that would never come).
    connect(table, &Models::TableSession::closing, this, [this] {
        if (m_job) {
            m_stoppedByClose = true;
            m_job->interrupt();
        }
    });
}

// A job still running when the window closes is destroyed with the controller: what it
// checkpointed stays resumable.
ExportController::~ExportController() = default;

QString ExportController::statePath() const
{
    // Beside the table's write journal (the same folder and name for the GUI and the CLI).
    return m_table->isOpen()
               ? Core::WriteJournal::defaultPath(m_table->client()->config()) + QStringLiteral(".export.json")
               : QString();
}

void ExportController::updateResume()
{
    const QString path = statePath();
    std::optional<Core::SavedExport> saved;
    if (!path.isEmpty() && !m_job && QFile::exists(path)) {
        if (auto read = Core::ExportJob::readState(path)) {
            saved = std::move(*read);
        }
    }
    m_resume->setVisible(saved.has_value());
    if (saved) {
        m_resume->setText(
            tr("Interrupted export to %1 — Resume").arg(QFileInfo(saved->options.path).fileName()));
        m_resume->setToolTip(
            tr("An export of this table to %1 stopped after %2 rows; resume it where it stopped")
                .arg(QDir::toNativeSeparators(saved->options.path))
                .arg(QLocale().toString(saved->progress.rows)));
    }
}

void ExportController::showDialog()
{
    if (!m_table->client()) {
        m_parts.statusBar->showMessage(tr("Nothing to export: no table is open."), 8000);
        return;
    }
    if (m_dialog) {
        m_dialog->raise();
        return;
    }
    const int selected = int(m_parts.rowList->selectedKeys().size());
    m_dialog = new ExportDialog(selected, m_table->filterDescription(), m_parts.window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setProfile(m_table->profile());
    connect(m_dialog, &QDialog::accepted, this, [this] {
        if (m_dialog) {
            start(m_dialog->request());
        }
    });
    m_dialog->open();
}

Core::ExportJob *ExportController::start(const ExportRequest &request)
{
    if (!m_table->client()) {
        return nullptr;
    }
    if (m_job) {
        // One export per table at a time: its state file is the table's.
        m_parts.statusBar->showMessage(
            tr("An export of this table is still running: wait for it, or cancel it in the status bar."),
            8000);
        return nullptr;
    }
    Core::RestClient *client = m_table->client();
    Core::ExportRowSource *source = nullptr;
    // A scan is cut at the table's regions and read by the connection's parallelScans scanners
    // over its gateways, in key order (docs/hbase-client.md, "Region-parallel scans").
    const auto scanSource = [this, client](const Core::ScanSpec &spec) {
        auto *scan = new Core::RestScanRowSource(client, spec);
        scan->setParallel(m_table->gateways(), parallelOptions());
        return scan;
    };
    switch (request.scope) {
    case ExportRequest::Scope::SelectedRows:
        source = new Core::RestKeysRowSource(client, m_parts.rowList->selectedKeys());
        break;
    case ExportRequest::Scope::FilterMatches: {
        auto spec = m_table->filterScan(true);
        if (!spec) {
            showSummary(std::unexpected(spec.error()));
            return nullptr;
        }
        source = scanSource(*spec);
        break;
    }
    case ExportRequest::Scope::WholeTable: {
        Core::ScanSpec spec;
        spec.batch = 5000; // as the filter's scan (TableSession::filterScan) and the CLI's
        source = scanSource(spec);
        break;
    }
    }
    // One interrupted export per table: a new one abandons it (and its partial output).
    Core::ExportJob::discardState(statePath());
    Core::ExportOptions options;
    options.format = request.format;
    options.path = request.path;
    if (!request.tsvFields.isEmpty()) {
        options.tsvFields = request.tsvFields;
    }
    options.profile = m_table->profile();
    options.decode.table = m_table->table();
    options.decode.full = true;
    options.manifest.table = m_table->table();
    options.manifest.profile = m_table->profile().name;
    options.manifest.keyFormat = Core::keyFormatName(m_table->keyFormat());
    options.includePdfs = request.includePdfs;
    options.includeTei = request.includeTei;
    options.statePath = statePath();
    return run(new Core::ExportJob(source, std::move(options), this), &Core::ExportJob::start);
}

Core::ExportJob *ExportController::resumeInterrupted()
{
    const QString path = statePath();
    if (!m_table->client() || m_job || path.isEmpty()) {
        return nullptr;
    }
    auto saved = Core::ExportJob::readState(path);
    // The order a resumed export keeps is the one it began with (its state says which).
    auto source = saved ? Core::restoreRowSource(m_table->client(), saved->source, path, m_table->gateways(),
                                                 parallelOptions())
                        : Core::Result<Core::ExportRowSource *>(std::unexpected(saved.error()));
    if (!source) {
        updateResume();
        showSummary(std::unexpected(source.error()));
        return nullptr;
    }
    Core::ExportOptions options = saved->options;
    options.profile = m_table->profile();
    return run(new Core::ExportJob(*source, std::move(options), this),
               [saved = *saved](Core::ExportJob *job) { job->resume(saved); });
}

Core::ParallelScanOptions ExportController::parallelOptions() const
{
    Core::ParallelScanOptions options;
    options.parallel = m_table->parallelScans();
    return options;
}

Core::ExportJob *ExportController::run(Core::ExportJob *job,
                                       const std::function<void(Core::ExportJob *)> &begin)
{
    job->setPdfFetcher(m_fetcher);
    m_job = job;
    m_resume->hide();
    m_stoppedByClose = false;
    connect(job, &Core::ExportJob::finished, this, [this, job] {
        m_job = nullptr;
        showSummary(job->result(), job->leftResumable());
        Q_EMIT exportFinished(job);
        job->deleteLater();
        updateResume();
    });
    m_parts.tasks->addTask(job);
    begin(job);
    return job;
}

void ExportController::showSummary(const Core::Result<Core::ExportSummary> &result, bool resumable)
{
    QString text;
    QString details;
    if (!result) {
        if (result.error().kind == Core::ErrorKind::Cancelled && m_stoppedByClose) {
            m_parts.statusBar->showMessage(
                resumable ? tr("The export stopped as its table was closed. What it wrote is kept: open the "
                               "table again and choose “Interrupted export — Resume” in the status bar.")
                          : tr("The export stopped as its table was closed, before it had written anything "
                               "to keep."),
                15000);
            return;
        }
        if (result.error().kind == Core::ErrorKind::Cancelled) {
            m_parts.statusBar->showMessage(tr("Export cancelled; nothing was left behind."), 8000);
            return;
        }
        text = resumable
                   ? tr("The export stopped: %1 What it wrote is kept: “Interrupted export — Resume” in the "
                        "status bar continues it.")
                         .arg(result.error().message)
                   : tr("The export failed: %1").arg(result.error().message);
    } else {
        const QLocale locale;
        text = tr("Exported %1 rows (%2) to %3.")
                   .arg(locale.toString(result->rows), locale.formattedDataSize(result->bytes),
                        QFileInfo(result->path).fileName());
        if (result->format == Core::ExportFormat::Bundle) {
            text += QStringLiteral(" ") + tr("%1 PDFs, %2 TEI; %3 PDFs missing.")
                                              .arg(locale.toString(result->pdfsWritten),
                                                   locale.toString(result->teiWritten),
                                                   locale.toString(result->pdfsMissing));
            details = result->missingPdfs.join(u'\n');
        }
        if (result->rowsNotFound > 0) {
            text += QStringLiteral(" ") +
                    tr("%1 selected rows no longer exist.").arg(locale.toString(result->rowsNotFound));
        }
        if (result->rowsSkipped > 0) {
            text +=
                QStringLiteral(" ") +
                tr("%1 rows could not be written in this format.").arg(locale.toString(result->rowsSkipped));
        }
        if (!result->mayBeIncomplete.isEmpty()) {
            text += QStringLiteral(" ") + tr("It may be incomplete: %1").arg(result->mayBeIncomplete);
        }
    }
    m_parts.statusBar->showMessage(text, 15000);
    // Non-blocking: open(), not exec().
    const bool warn = !result || !result->mayBeIncomplete.isEmpty();
    auto *box = new QMessageBox(warn ? QMessageBox::Warning : QMessageBox::Information, tr("Export"), text,
                                QMessageBox::Ok, m_parts.window);
    box->setObjectName(QStringLiteral("exportSummary"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (!details.isEmpty()) {
        box->setDetailedText(details);
    }
    box->open();
}

} // namespace Ei::Ui
