#pragma once

#include <functional>

#include <QObject>
#include <QPointer>

class QToolButton;

#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/export/exportjob.h>
#include <core/hbase/parallelscan.h>
#include <core/hbase/restclient.h>
#include <ui/exportdialog.h>
#include <ui/windowparts.h>

namespace Ei::Core {
class PdfFetcher;
}

namespace Ei::Models {
class TableSession;
}

namespace Ei::Ui {

// Selection → Export…: shows the Export dialog for the window's row list and runs the core
// ExportJob against the session's table, with progress and Cancel in the status bar's background
// task indicator and a summary at the end. It reads the open table (client, profile, filter) from
// the TableSession when an export starts.
// Exports are resumable (docs/export.md): one that stopped (the server failed beyond recovery,
// the window closed or the application died) leaves its partial output and a state file per
// table; the status bar then offers "Interrupted export — Resume". A new export abandons it.
class ExportController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportController)

public:
    // None is owned. `fetcher` reads a bundle's PDFs (the session's sources).
    ExportController(const WindowParts &parts, Models::TableSession *table, Core::PdfFetcher *fetcher,
                     QObject *parent = nullptr);
    ~ExportController() override;

    // The Export… action: opens the dialog (window-modal, open()); OK starts the export.
    void showDialog();
    ExportDialog *dialog() const { return m_dialog; }
    // Starts an export as the dialog would; the job is owned by the controller.
    Core::ExportJob *start(const ExportRequest &request);
    // Continues this table's interrupted export (the status bar's Resume).
    Core::ExportJob *resumeInterrupted();
    // Where this table's export keeps its state; empty without a connection.
    QString statePath() const;
    QToolButton *resumeButton() const { return m_resume; }

Q_SIGNALS:
    // The job is deleted later; read its result() in the slot.
    void exportFinished(Ei::Core::ExportJob *job);

private:
    Core::ExportJob *run(Core::ExportJob *job, const std::function<void(Core::ExportJob *)> &begin);
    void showSummary(const Core::Result<Core::ExportSummary> &result, bool resumable = false);
    // The connection's scanners at once; rows in key order.
    Core::ParallelScanOptions parallelOptions() const;
    void updateResume();

    WindowParts m_parts;
    Models::TableSession *m_table;
    QPointer<Core::PdfFetcher> m_fetcher;
    QPointer<ExportDialog> m_dialog;
    QPointer<Core::ExportJob> m_job;
    QToolButton *m_resume;
    bool m_stoppedByClose = false; // the running export was interrupted as its table closed
};

} // namespace Ei::Ui
