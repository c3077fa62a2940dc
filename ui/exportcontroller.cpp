#include "exportcontroller.h"

#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>

#include <core/export/exportrowsource.h>
#include <core/pdf/pdffetcher.h>
#include <models/exporttask.h>
#include <ui/mainwindow.h>

namespace Ei::Ui {

ExportController::ExportController(MainWindow *window, QObject *parent)
    : QObject(parent)
    , m_window(window)
{}

ExportController::~ExportController() = default;

void ExportController::showDialog()
{
    if (!m_connection.client) {
        m_window->statusBar()->showMessage(tr("Nothing to export: no table is open."), 8000);
        return;
    }
    if (m_dialog) {
        m_dialog->raise();
        return;
    }
    const int selected = int(m_window->selectedKeys().size());
    m_dialog = new ExportDialog(
        selected, m_connection.filterDescription ? m_connection.filterDescription() : QString(), m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setProfile(m_connection.profile);
    connect(m_dialog, &QDialog::accepted, this, [this] {
        if (m_dialog) {
            start(m_dialog->request());
        }
    });
    m_dialog->open();
}

Core::ExportJob *ExportController::start(const ExportRequest &request)
{
    if (!m_connection.client) {
        return nullptr;
    }
    Core::RestClient *client = m_connection.client;
    Core::ExportRowSource *source = nullptr;
    switch (request.scope) {
    case ExportRequest::Scope::SelectedRows:
        source = new Core::RestKeysRowSource(client, m_window->selectedKeys());
        break;
    case ExportRequest::Scope::FilterMatches: {
        auto spec = m_connection.filterScan ? m_connection.filterScan()
                                            : Core::Result<Core::ScanSpec>(Core::ScanSpec{});
        if (!spec) {
            showSummary(std::unexpected(spec.error()));
            return nullptr;
        }
        source = new Core::RestScanRowSource(client, *spec);
        break;
    }
    case ExportRequest::Scope::WholeTable:
        source = new Core::RestScanRowSource(client, Core::ScanSpec{});
        break;
    }
    Core::ExportOptions options;
    options.format = request.format;
    options.path = request.path;
    if (!request.tsvFields.isEmpty()) {
        options.tsvFields = request.tsvFields;
    }
    options.profile = m_connection.profile;
    options.decode.table = m_connection.table;
    options.decode.full = true;
    options.manifest.table = m_connection.table;
    options.manifest.profile = m_connection.profile.name;
    options.manifest.keyFormat = Core::keyFormatName(m_connection.keyFormat);
    options.includePdfs = request.includePdfs;
    options.includeTei = request.includeTei;
    auto *job = new Core::ExportJob(source, std::move(options), this);
    job->setPdfFetcher(m_connection.fetcher);
    auto *task = new Models::ExportTask(job, job);
    connect(job, &Core::ExportJob::finished, this, [this, job] {
        showSummary(job->result());
        Q_EMIT exportFinished(job);
        job->deleteLater();
    });
    m_window->addBackgroundTask(task);
    job->start();
    return job;
}

void ExportController::showSummary(const Core::Result<Core::ExportSummary> &result)
{
    QString text;
    QString details;
    if (!result) {
        if (result.error().kind == Core::ErrorKind::Cancelled) {
            m_window->statusBar()->showMessage(tr("Export cancelled; nothing was left behind."), 8000);
            return;
        }
        text = tr("The export failed: %1").arg(result.error().message);
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
    }
    m_window->statusBar()->showMessage(text, 15000);
    // Non-blocking: open(), not exec().
    auto *box = new QMessageBox(result ? QMessageBox::Information : QMessageBox::Warning, tr("Export"), text,
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("exportSummary"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (!details.isEmpty()) {
        box->setDetailedText(details);
    }
    box->open();
}

} // namespace Ei::Ui
