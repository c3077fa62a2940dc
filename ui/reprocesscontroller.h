#pragma once

#include <functional>

#include <QObject>
#include <QPointer>

#include <core/curation/reprocessjob.h>
#include <core/domain/tablesetup.h>
#include <core/hbase/restclient.h>
#include <ui/reprocessdialog.h>
#include <ui/windowparts.h>

class QAction;
class QMenu;
class QSaveFile;
class QToolButton;

namespace Ei::Models {
class TableSession;
}

namespace Ei::Core {
class GatewayPool;
class ParallelScan;
class WriteJournal;
} // namespace Ei::Core

namespace Ei::Ui {

class CurationController;

// Reprocessing from the window (docs/curation.md, "The GUI"): Edit → Reprocess Row… / Selected
// Rows… / Filter Matches… open the confirmation (a filter's rows are counted first by a scan of
// the list's light columns, with progress, cancelled with the dialog), then a core ReprocessJob
// runs through the write journal as a background task (progress, Cancel), resumable: an
// interrupted job's state stays next to the journal and a status-bar button offers to resume it
// when the table is opened again. A summary (done / conflict / failed / skipped, with keys) at
// the end. The alternative output writes the ungrobided queue TSV of the same rows (atomically:
// nothing under the final name unless complete) and changes nothing, also on read-only tables.
class ReprocessController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReprocessController)

public:
    // None is owned. Its actions join the curation's Edit menu and the row list's context menu;
    // the open table, its filter and the current row are read from `table`, the write journal
    // from `curation`.
    ReprocessController(const WindowParts &parts, Models::TableSession *table, CurationController *curation,
                        QObject *parent = nullptr);
    ~ReprocessController() override;

    void reprocessRow();
    void reprocessSelection();
    void reprocessFilter();
    // Continues the job an earlier run left (its state file), if any.
    void resumeInterrupted();

    // Starts what the dialog asks: `keys`, or the filter's scan when `useFilter`.
    Core::ReprocessJob *start(const QList<QByteArray> &keys, bool useFilter, const ReprocessRequest &request);

    ReprocessDialog *dialog() const { return m_dialog; }
    ReprocessSummaryDialog *summaryDialog() const { return m_summaryDialog; }
    Core::ReprocessJob *job() const { return m_job; }
    QToolButton *resumeButton() const { return m_resume; }
    QString statePath() const;

Q_SIGNALS:
    void jobFinished(const Ei::Core::ReprocessSummary &summary);

private:
    // What a job runs against, taken when the table opens.
    struct Table
    {
        QPointer<Core::RestClient> client;
        QPointer<Core::GatewayPool> gateways; // client and the connection's further gateways
        int parallel = 0;                     // scanners at once (0 = auto)
        QPointer<Core::WriteJournal> journal; // null: read-only (TSV only)
        Core::TableSetup setup;
        QString readOnlyReason;
    };

    void setTable(Table table);
    void clearTable();
    void confirm(const QList<QByteArray> &keys, bool useFilter, const QString &scope);
    void countNext();
    void run(Core::ReprocessJob *job, const std::function<Core::Result<void>(Core::ReprocessJob *)> &begin,
             const QString &title, bool tsv, const QString &tsvPath);
    void updateResume();
    void report(const QString &message);
    QString displayKey(const QByteArray &key) const;

    WindowParts m_parts;
    Models::TableSession *m_session;
    Table m_table;
    QAction *m_rowAction = nullptr;
    QAction *m_selectionAction = nullptr;
    QAction *m_filterAction = nullptr;
    QToolButton *m_resume = nullptr;
    QPointer<ReprocessDialog> m_dialog;
    QPointer<ReprocessSummaryDialog> m_summaryDialog;
    QPointer<Core::ReprocessJob> m_job;
    QPointer<Core::ParallelScan> m_counter;
    qint64 m_counted = 0;
    qint64 m_countedWithStatus = 0;
};

} // namespace Ei::Ui
