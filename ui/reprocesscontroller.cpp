#include "reprocesscontroller.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QSaveFile>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>

#include <core/curation/writejournal.h>
#include <core/domain/rowkey.h>
#include <core/hbase/parallelscan.h>
#include <models/tablesession.h>
#include <ui/backgroundtaskindicator.h>
#include <ui/curationcontroller.h>
#include <ui/rowlistpane.h>

namespace Ei::Ui {

namespace {
const QByteArray kStatusCode = QByteArrayLiteral("grobid0:status_code");
}

ReprocessController::ReprocessController(const WindowParts &parts, Models::TableSession *table,
                                         CurationController *curation, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_session(table)
{
    QMenu *menu = curation->editMenu();
    menu->addSeparator();
    m_rowAction = menu->addAction(tr("&Reprocess Row…"), this, &ReprocessController::reprocessRow);
    m_rowAction->setObjectName(QStringLiteral("reprocessRow"));
    m_selectionAction =
        menu->addAction(tr("Reprocess &Selected Rows…"), this, &ReprocessController::reprocessSelection);
    m_selectionAction->setObjectName(QStringLiteral("reprocessSelection"));
    m_filterAction =
        menu->addAction(tr("Reprocess &Filter Matches…"), this, &ReprocessController::reprocessFilter);
    m_filterAction->setObjectName(QStringLiteral("reprocessFilter"));
    // The row list's context menu too (it shows the view's actions).
    parts.rowList->view()->addAction(m_selectionAction);

    m_resume = new QToolButton(parts.window);
    m_resume->setObjectName(QStringLiteral("resumeReprocess"));
    m_resume->setAutoRaise(true);
    m_resume->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_resume->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-start")));
    m_resume->setText(tr("Interrupted reprocessing — Resume"));
    m_resume->setToolTip(tr("A reprocessing job of this table did not finish; resume it where it stopped"));
    m_resume->hide();
    connect(m_resume, &QToolButton::clicked, this, &ReprocessController::resumeInterrupted);
    parts.statusBar->addPermanentWidget(m_resume);
    // After the curation's: the table's journal is open by then.
    connect(table, &Models::TableSession::opened, this, [this, curation] {
        setTable(Table{m_session->client(), m_session->gateways(), m_session->parallelScans(),
                       curation->journal(),
                       Core::TableSetup{m_session->profile(), m_session->keyFormat(), {}},
                       curation->isReadOnly() ? curation->readOnlyReason() : QString()});
    });
    connect(table, &Models::TableSession::closing, this, &ReprocessController::clearTable);
}

ReprocessController::~ReprocessController() = default;

QString ReprocessController::statePath() const
{
    return m_table.journal ? m_table.journal->path() + QStringLiteral(".reprocess.json") : QString();
}

void ReprocessController::setTable(Table table)
{
    clearTable();
    m_table = std::move(table);
    updateResume();
}

void ReprocessController::clearTable()
{
    if (m_counter) {
        m_counter->cancel();
        m_counter->deleteLater();
    }
    if (m_dialog) {
        m_dialog->reject();
    }
    if (m_job) {
        m_job->cancel(); // what it journaled completes through the journal's next replay
        m_job->deleteLater();
    }
    m_table = {};
    updateResume();
}

void ReprocessController::updateResume()
{
    m_resume->setVisible(!m_job && m_table.journal && QFile::exists(statePath()));
}

void ReprocessController::report(const QString &message)
{
    m_parts.statusBar->showMessage(message, 10000);
}

QString ReprocessController::displayKey(const QByteArray &key) const
{
    return Core::displayRowKey(key, m_table.setup.keyFormat, Core::Sha1Display::Base32Prefixed);
}

void ReprocessController::reprocessRow()
{
    const QByteArray key = m_session->currentKey();
    if (key.isEmpty()) {
        report(tr("Select a row to reprocess first."));
        return;
    }
    confirm({key}, false, tr("Row %1").arg(displayKey(key)));
}

void ReprocessController::reprocessSelection()
{
    const QList<QByteArray> keys = m_parts.rowList->selectedKeys();
    if (keys.isEmpty()) {
        report(tr("Select the rows to reprocess first."));
        return;
    }
    confirm(keys, false, tr("Selection"));
}

void ReprocessController::reprocessFilter()
{
    const QString filter = m_session->filterDescription();
    confirm({}, true, filter.isEmpty() ? tr("the whole table") : QStringLiteral("“%1”").arg(filter));
}

void ReprocessController::confirm(const QList<QByteArray> &keys, bool useFilter, const QString &scope)
{
    if (!m_table.client) {
        report(tr("Open a table first."));
        return;
    }
    if (m_job) {
        report(tr("A reprocessing job is still running: wait for it or cancel it in the status bar."));
        return;
    }
    if (m_dialog) {
        m_dialog->reject();
    }
    const QString readOnly = m_table.journal ? QString()
                             : m_table.readOnlyReason.isEmpty()
                                 ? tr("Edits are off for this table: only the TSV can be written.")
                                 : m_table.readOnlyReason;
    auto *dialog = new ReprocessDialog(scope, useFilter ? -1 : keys.size(), readOnly, m_parts.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    if (useFilter) {
        // Count first: a scan of the filter with the light columns (status_code tells "will change").
        auto spec = m_session->filterScan(false);
        if (!spec) {
            dialog->setCountFailed(spec.error().message);
        } else {
            if (!spec->columns.isEmpty() && !spec->columns.contains(kStatusCode)) {
                spec->columns.append(kStatusCode);
            }
            m_counted = 0;
            m_countedWithStatus = 0;
            // Region-parallel like the job itself, in no particular order; a probe after each
            // range's last row proves that no gateway ended a range early (a 204 is no proof).
            Core::VerificationOptions verification;
            verification.probeOnly = true;
            Core::ParallelScanOptions parallel;
            parallel.parallel = m_table.parallel;
            parallel.ordered = false;
            m_counter = new Core::ParallelScan(m_table.gateways, *spec, verification, parallel, dialog);
            countNext();
        }
    }
    connect(dialog, &QDialog::accepted, this,
            [this, dialog, keys, useFilter] { start(keys, useFilter, dialog->request()); });
    dialog->open();
}

void ReprocessController::countNext()
{
    if (!m_counter) {
        return;
    }
    m_counter->fetchNext(2000)->then(
        m_counter, [this, scanner = m_counter.data()](const Core::Result<Core::CellSet> &rows) {
            if (!m_dialog) {
                return;
            }
            if (!rows) {
                if (rows.error().kind != Core::ErrorKind::Cancelled) {
                    m_dialog->setCountFailed(rows.error().message);
                }
                return;
            }
            for (const Core::Row &row : *rows) {
                ++m_counted;
                m_countedWithStatus += row.find(kStatusCode) ? 1 : 0;
            }
            if (scanner->atEnd() && !scanner->incomplete().isEmpty()) {
                m_dialog->setCountFailed(scanner->incomplete().join(u' '));
            } else if (scanner->atEnd()) {
                m_dialog->setCounted(m_counted, m_countedWithStatus);
            } else {
                m_dialog->setCounting(m_counted);
                countNext();
            }
        });
}

Core::ReprocessJob *ReprocessController::start(const QList<QByteArray> &keys, bool useFilter,
                                               const ReprocessRequest &request)
{
    if (!m_table.client || m_job) {
        return nullptr;
    }
    const bool tsv = request.tsv || !m_table.journal;
    Core::ReprocessOptions options;
    options.by = qEnvironmentVariable("EI_CURATOR", qEnvironmentVariable("USER", QStringLiteral("curator")));
    options.reason = request.reason;
    options.rowsPerSecond = request.rowsPerSecond;
    options.statePath = tsv ? QString() : statePath(); // a TSV is cheap to write again
    auto *job = new Core::ReprocessJob(m_table.client, tsv ? nullptr : m_table.journal.data(), m_table.setup,
                                       options, this);
    job->setParallel(m_table.gateways, m_table.parallel);
    const QString title = tsv ? tr("Writing the ungrobided TSV") : tr("Reprocessing");
    if (useFilter) {
        auto spec = m_session->filterScan(false);
        if (!spec) {
            report(tr("Not started: %1").arg(spec.error().message));
            job->deleteLater();
            return nullptr;
        }
        run(
            job, [spec = *spec](Core::ReprocessJob *j) { return j->startScan(spec); }, title, tsv,
            request.tsvPath);
    } else {
        run(job, [keys](Core::ReprocessJob *j) { return j->startKeys(keys); }, title, tsv, request.tsvPath);
    }
    return m_job;
}

void ReprocessController::resumeInterrupted()
{
    if (m_job || !m_table.journal || !QFile::exists(statePath())) {
        updateResume();
        return;
    }
    Core::ReprocessOptions options;
    options.statePath = statePath();
    auto *job = new Core::ReprocessJob(m_table.client, m_table.journal, m_table.setup, options, this);
    job->setParallel(m_table.gateways, m_table.parallel);
    const QString path = statePath();
    run(job, [path](Core::ReprocessJob *j) { return j->resume(path); }, tr("Reprocessing (resumed)"), false,
        {});
}

void ReprocessController::run(Core::ReprocessJob *job,
                              const std::function<Core::Result<void>(Core::ReprocessJob *)> &begin,
                              const QString &title, bool tsv, const QString &tsvPath)
{
    std::shared_ptr<QSaveFile> out;
    if (tsv) {
        // Written under a temporary name, renamed only when complete.
        out = std::make_shared<QSaveFile>(tsvPath);
        if (!out->open(QIODevice::WriteOnly)) {
            report(tr("%1 cannot be written: %2").arg(tsvPath, out->errorString()));
            job->deleteLater();
            return;
        }
        connect(job, &Core::ReprocessJob::tsvLine, this,
                [out](const QByteArray &line) { out->write(line + '\n'); });
    }
    m_job = job;
    m_resume->hide();
    job->setTitle(title);
    connect(job, &Core::ReprocessJob::finished, this, [this, job, tsv, tsvPath, out] {
        const Core::ReprocessSummary &s = job->summary();
        job->deleteLater();
        m_job = nullptr;
        Core::ReprocessSummary summary = s;
        if (out) {
            if (s.complete && !s.cancelled) {
                if (!out->commit()) {
                    summary.complete = false;
                    summary.lastError = tr("%1 could not be written: %2").arg(tsvPath, out->errorString());
                }
            } else {
                out->cancelWriting(); // no partial file under the final name
                out->commit();
            }
        } else if (s.complete && !s.cancelled) {
            QFile::remove(statePath()); // nothing left to resume
            QFile::remove(statePath() + QStringLiteral(".keys"));
        }
        updateResume();
        if (m_summaryDialog) {
            m_summaryDialog->close();
        }
        auto *dialog = new ReprocessSummaryDialog(
            summary, tsv, tsvPath, [this](const QByteArray &key) { return displayKey(key); }, m_parts.window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        m_summaryDialog = dialog;
        dialog->show();
        Q_EMIT jobFinished(summary);
    });
    if (auto started = begin(job); !started) {
        m_job = nullptr;
        job->deleteLater();
        report(tr("Not started: %1").arg(started.error().message));
        updateResume();
        return;
    }
    m_parts.tasks->addTask(job);
}

} // namespace Ei::Ui
