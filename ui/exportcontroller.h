#pragma once

#include <functional>

#include <QObject>
#include <QPointer>

class QToolButton;

#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/export/exportjob.h>
#include <core/hbase/restclient.h>
#include <ui/exportdialog.h>

namespace Ei::Core {
class PdfFetcher;
}

namespace Ei::Ui {

class MainWindow;

// Selection → Export…: shows the Export dialog for the window's row list and runs the core
// ExportJob against the session's table, with progress and Cancel in the status bar's background
// task indicator and a summary at the end. The session tells it the connection; nothing else.
// Exports are resumable (docs/export.md): one that stopped (the server failed beyond recovery,
// the window closed or the application died) leaves its partial output and a state file per
// table; the status bar then offers "Interrupted export — Resume". A new export abandons it.
class ExportController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportController)

public:
    struct Connection
    {
        QPointer<Core::RestClient> client;
        Core::Profile profile;
        Core::KeyFormat keyFormat = Core::KeyFormat::Sha1B32Prefixed;
        QString table;
        QPointer<Core::PdfFetcher> fetcher; // a bundle's PDFs; the session's sources
        // The scan of "everything the current filter matches" (all columns, no limit).
        std::function<Core::Result<Core::ScanSpec>()> filterScan;
        std::function<QString()> filterDescription; // the current filter in one line, empty for none
    };

    explicit ExportController(MainWindow *window, QObject *parent = nullptr);
    ~ExportController() override;

    void setConnection(Connection connection);

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
    void updateResume();

    MainWindow *m_window;
    Connection m_connection;
    QPointer<ExportDialog> m_dialog;
    QPointer<Core::ExportJob> m_job;
    QToolButton *m_resume;
};

} // namespace Ei::Ui
