#include "inspectorsession.h"

#include <QFile>
#include <QFileInfo>
#include <QStatusBar>

#include <core/domain/tablesetup.h>
#include <core/hbase/restclient.h>
#include <models/rowcache.h>
#include <models/rowfiles.h>
#include <models/rowlistmodel.h>
#include <models/rowpresenter.h>
#include <models/statspresenter.h>
#include <models/tablesession.h>
#include <ui/curationcontroller.h>
#include <ui/exportcontroller.h>
#include <ui/lookupcontroller.h>
#include <ui/mainwindow.h>
#include <ui/matchcontroller.h>
#include <ui/pdfdrophandler.h>
#include <ui/pdfpane.h>
#include <ui/pdfview.h>
#include <ui/reprocesscontroller.h>
#include <ui/teicomparecontroller.h>
#include <ui/teipdflink.h>
#include <ui/worklist.h>

namespace Ei::Ui {

using Models::RowPresenter;

// Members are made in the order their children must go: the controllers before the connection's
// server and the table's client (a lookup or job they cancel on the way out talks to them).
InspectorSession::InspectorSession(MainWindow *window, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_pdfPane(new PdfPane)
    , m_files(new Models::RowFiles(this))
    , m_lookup(new LookupController(window, this))
    , m_export(new ExportController(window, this))
    , m_curation(new CurationController(window, this))
    , m_reprocess(new ReprocessController(window, m_curation->editMenu(), this))
    , m_worklist(new WorklistController(window, m_curation, this))
    , m_statistics(new Models::StatsPresenter(this))
    , m_teiCompare(new TeiCompareController(window, this))
    , m_opener(new ConnectionOpener(this))
    , m_table(new Models::TableSession(this))
{
    // Paragraph and sentence boxes cover whole pages: off until the curator asks for them.
    m_pdfPane->view()->setKindVisible(int(Core::TeiElementKind::Paragraph), false);
    m_pdfPane->view()->setKindVisible(int(Core::TeiElementKind::Sentence), false);
    window->setPdfPane(m_pdfPane);
    m_teiLink = new TeiPdfLink(window, m_pdfPane->view(), this);
    m_match = new MatchController(window, m_worklist, m_teiLink, [this] { return m_currentKey; }, this);

    connect(window, &MainWindow::currentRowChanged, this, &InspectorSession::showRow);
    // Statistics count the row list's query; a bar shows its rows in the list.
    window->setStatistics(m_statistics);
    m_statistics->setSourceProvider([this]() -> Core::Result<Models::StatsSource> {
        if (!m_table->isOpen()) {
            return Core::fail(Core::ErrorKind::InvalidInput, tr("No table is open."));
        }
        auto spec = m_table->filterScan(false);
        if (!spec) {
            return std::unexpected(spec.error());
        }
        return Models::StatsSource{m_table->client(), m_table->profile(), m_table->valueEncoder(),
                                   m_table->model()->query(), *spec};
    });
    connect(m_statistics, &Models::StatsPresenter::drillDownRequested, window, &MainWindow::showQuery);
    // Retry in the banner also reads a row whose read failed.
    connect(window, &MainWindow::retryRequested, this, [this] {
        if (!m_failedKey.isEmpty() && m_table->isOpen()) {
            m_currentKey.clear();
            showRow(std::exchange(m_failedKey, {}));
        }
    });
    // Dropped PDF/TEI files open like --pdf/--tei.
    auto *drops = new PdfDropHandler(window);
    connect(drops, &PdfDropHandler::filesDropped, this, &InspectorSession::openLocalFiles);
    connect(drops, &PdfDropHandler::dropRefused, this,
            [this](const QString &why) { m_window->statusBar()->showMessage(why, 10000); });
    connect(window, &MainWindow::exportRequested, m_export, &ExportController::showDialog);
    connect(window, &MainWindow::openExportRequested, m_opener,
            [this](const QString &path) { m_opener->openExport(path); });
    connect(window, &MainWindow::doiPreviewRequested, m_match, &MatchController::previewDoi);
    connect(m_curation, &CurationController::rowWritten, this, &InspectorSession::reloadWrittenRow);
    connect(m_reprocess, &ReprocessController::jobFinished, this, [this] {
        // Many rows changed: the list reads its rows again (keeping the shown row), the shown row too.
        if (m_table->isOpen()) {
            m_table->model()->reload();
        }
        reloadWrittenRow(m_currentKey);
    });

    connect(m_files, &Models::RowFiles::pdfFetched, this, &InspectorSession::showPdf);
    connect(m_files, &Models::RowFiles::pdfProgress, this,
            [this](const QByteArray &key, qint64 received, qint64 total) {
                if (key == m_currentKey) {
                    m_pdfPane->showFetchProgress(received, total);
                }
            });
    connect(m_files, &Models::RowFiles::teiFetched, this,
            [this](const QByteArray &key, const Core::PdfFetchResult &result) {
                if (key != m_currentKey || !result.ok()) {
                    return; // the placeholder already says the row has no TEI
                }
                m_teiLink->show(result.bytes);
                m_window->setTeiOrigin(RowPresenter::blobTeiOrigin(result));
                offerTeiForComparison(key, result.bytes);
            });

    connect(m_opener, &ConnectionOpener::opening, this, [this](const QString &description) {
        closeConnection();
        if (!description.isEmpty()) {
            m_window->setConnectionDescription(description);
        }
    });
    connect(m_opener, &ConnectionOpener::opened, this, [this](const OpenedConnection &connection) {
        m_connection = connection;
        m_files->setSources(connection.pdfSources, connection.pdfHeaders, connection.pdfTimeout);
        m_match->setConnection(connection);
        attachTable(m_table->open(connection.config, connection.profile, connection.keyFormat));
        if (!connection.description.isEmpty()) {
            m_window->setConnectionDescription(connection.description);
        }
    });
    connect(m_opener, &ConnectionOpener::failed, this, [this](const Core::Error &error) {
        m_window->showNetworkProblem(error.message, false);
        Q_EMIT failed(error);
    });
    connect(m_opener, &ConnectionOpener::tableReset, this, [this] {
        // After "Reset demo data" every window on the demo reloads its rows.
        m_currentKey.clear();
        if (m_table->isOpen()) {
            m_table->model()->reload();
        }
    });
}

InspectorSession::~InspectorSession() = default;

bool InspectorSession::isReady() const
{
    return m_table->isOpen();
}

void InspectorSession::closeConnection()
{
    ++m_rowGeneration;
    m_currentKey.clear();
    m_files->cancel();
    m_files->setSources({});
    m_match->clear();
    detachTable();
    m_window->hideNetworkProblem(); // problems of the connection being closed
    m_connection = {};
    m_teiLink->clear();
    m_window->clearRow();
    m_pdfPane->view()->closeDocument();
}

void InspectorSession::switchTable(const QString &table, const QString &profile)
{
    if (!m_table->isOpen()) {
        return;
    }
    Core::ConnectionConfig config = m_table->client()->config();
    config.table = table;
    m_opener->showTable(table, profile);
    m_currentKey.clear();
    ++m_rowGeneration;
    detachTable();
    attachTable(m_table->open(config, profile, m_opener->connection().keyFormat));
}

void InspectorSession::detachTable()
{
    m_window->setProfileColumns(nullptr);
    m_window->setRowModel(nullptr);
    m_lookup->setTable(nullptr, nullptr, m_table->keyFormat());
    m_export->setConnection({});
    m_reprocess->clearTable();
    m_worklist->setModel(nullptr);
    m_teiCompare->setTable(nullptr, m_table->keyFormat(), {});
    m_curation->clearTable(); // before its client goes
    m_statistics->clear();
    m_failedKey.clear();
    m_table->close();
}

void InspectorSession::attachTable(const std::optional<Core::Error> &problem)
{
    if (problem) {
        // A profile or key format that no longer exists: the default is shown, and this says why.
        m_window->showNetworkProblem(problem->message, false);
    }
    Models::RowListModel *model = m_table->model();
    const Core::TableSetup setup{m_table->profile(), m_table->keyFormat(), {}};
    m_curation->setTable(m_table->client(), setup, m_connection.readOnlyReason);
    m_window->setRowModel(model);
    m_window->setProfileColumns(m_table->columns());
    if (!setup.profile.mstatusVocabulary.isEmpty()) {
        m_window->setMatchStatuses(setup.profile.mstatusVocabulary);
    }
    m_lookup->setTable(m_table->client(), model, setup.keyFormat);
    connect(model, &Models::RowListModel::pageLoaded, this, [this, model](int first, int count) {
        if (first != 0 || m_window->hasCurrentRow()) {
            return;
        }
        if (!m_currentKey.isEmpty()) {
            // A lookup got in before the first page: keep its row, and select it if this page has it.
            if (const int shown = model->rowOfKey(m_currentKey); shown >= 0) {
                m_window->selectRow(shown);
            }
            return;
        }
        m_window->selectRow(m_table->firstRowToShow(count));
    });
    connect(model, &Models::RowListModel::loadFailed, this,
            [this](const Core::Error &error) { m_window->showNetworkProblem(error.message, true); });
    connect(m_window, &MainWindow::retryRequested, model, &Models::RowListModel::retry);
    m_window->setCellDecoder(
        [presenter = m_table->presenter()](const Core::Cell &cell) { return presenter.cell(cell); });
    m_export->setConnection(ExportController::Connection{
        m_table->client(), setup.profile, setup.keyFormat, m_table->table(), m_files->fetcher(),
        [this] { return m_table->filterScan(true); }, [this] { return m_table->filterDescription(); }});
    ReprocessController::Table reprocessTable;
    reprocessTable.client = m_table->client();
    reprocessTable.journal = m_curation->journal();
    reprocessTable.setup = setup;
    reprocessTable.readOnlyReason = m_curation->isReadOnly() ? m_curation->readOnlyReason() : QString();
    reprocessTable.filterScan = [this] { return m_table->filterScan(false); };
    reprocessTable.filterDescription = [this] { return m_table->filterDescription(); };
    m_reprocess->setTable(std::move(reprocessTable));
    m_worklist->setModel(model);
    m_statistics->setProfile(setup.profile);
    m_teiCompare->setTable(
        m_table->client(), setup.keyFormat,
        [presenter = m_table->presenter()](const QByteArray &key) { return presenter.displayKey(key); });
    model->reload();
    Q_EMIT ready();
}

void InspectorSession::showRow(const QByteArray &key)
{
    if (!m_table->isOpen() || key.isEmpty() || key == m_currentKey) {
        return;
    }
    m_currentKey = key;
    const quint64 generation = ++m_rowGeneration;
    if (const Core::Row *cached = m_table->rows()->cached(key)) {
        displayRow(Core::Row(*cached)); // a copy: showing it may evict it
        return;
    }
    m_table->rows()->fetch(key, this, [this, generation, key](const Core::Result<Core::Row> &row) {
        if (generation != m_rowGeneration) {
            return; // the curator moved on
        }
        if (!row) {
            // Retry in the banner reads it again (MainWindow::retryRequested).
            m_failedKey = key;
            m_window->showNetworkProblem(tr("Row %1 could not be read: %2")
                                             .arg(m_table->presenter().displayKey(key), row.error().message),
                                         row.error().kind != Core::ErrorKind::NotFound);
            return;
        }
        m_failedKey.clear();
        displayRow(*row);
    });
}

void InspectorSession::displayRow(const Core::Row &row)
{
    const RowPresenter &presenter = m_table->presenter();
    m_window->showCells(row);
    const Core::JournalRow decoded = presenter.decode(row);
    m_status = presenter.status(row, decoded);
    m_window->showStatus(m_status);
    m_currentMatch = RowPresenter::match(decoded);
    if (decoded.grobid.hasTei) {
        m_teiLink->show(decoded.grobid.tei);
        offerTeiForComparison(row.key, decoded.grobid.tei);
    } else {
        m_teiLink->clear(RowPresenter::noTeiText(decoded, m_status));
        offerTeiForComparison(row.key, {});
        m_files->fetchTei(decoded);
    }
    m_curation->setRow(row, decoded);
    m_window->showHistory(decoded);
    m_match->showRow(decoded);
    m_window->addBackgroundTask(
        m_files->fetchPdf(decoded, tr("Fetching the PDF of %1").arg(presenter.displayKey(row.key))), 300);
    // The neighbours' rows go into the row cache (j/k show them at once) and the next row's PDF
    // into the PDF cache while the curator reads this one.
    m_table->prefetchAround(row.key, this, [this](const Core::Row &next) {
        m_files->prefetchPdf(m_table->presenter().decode(next));
    });
    // And the Crossref records of the rows ahead.
    m_match->prefetch(m_table->doisAfter(row.key, 16));

    Q_EMIT rowShown(row.key);
}

void InspectorSession::showPdf(const QByteArray &key, const Core::PdfFetchResult &result,
                               const QString &rowSha1)
{
    if (key != m_currentKey) {
        return;
    }
    m_status.pdfAttempts = RowPresenter::pdfAttempts(result);
    m_window->showStatus(m_status);
    m_pdfPane->showFetchResult(result, rowSha1);
}

void InspectorSession::offerTeiForComparison(const QByteArray &key, const QByteArray &xml)
{
    QString label = m_table->presenter().displayKey(key);
    if (!m_teiLink->document().grobidVersion.isEmpty()) {
        label = tr("%1 · GROBID %2").arg(label, m_teiLink->document().grobidVersion);
    }
    m_teiCompare->setShown(key, label, xml,
                           RowPresenter::doiToCompare(m_currentMatch, m_teiLink->document()));
}

void InspectorSession::reloadWrittenRow(const QByteArray &key)
{
    // The server holds the new revision: the shown row is read again (its tabs and its line in
    // the list); another row is read when it is next opened.
    if (!m_table->isOpen()) {
        return;
    }
    if (key != m_currentKey) {
        m_table->rows()->invalidate(key);
        return;
    }
    m_table->reread(key, this, [this, key](const Core::Row &) {
        if (key == m_currentKey) {
            m_currentKey.clear();
            showRow(key); // from the row cache, just filled
        }
    });
}

void InspectorSession::openLocalFiles(const QString &pdfPath, const QString &teiPath)
{
    // A TEI alone (dropped) overlays the PDF already shown; a PDF alone starts without a TEI.
    if (!pdfPath.isEmpty()) {
        // A row's PDF or TEI still on its way must not replace the files the curator opened.
        m_currentKey.clear();
        ++m_rowGeneration;
        m_window->setConnectionDescription(tr("Local files: %1").arg(QFileInfo(pdfPath).fileName()));
        if (teiPath.isEmpty()) {
            m_teiLink->clear(tr("No TEI file was given for this PDF."));
        }
    }
    if (!teiPath.isEmpty()) {
        QFile tei(teiPath);
        if (tei.open(QIODevice::ReadOnly)) {
            const QByteArray xml = tei.readAll();
            m_teiLink->show(xml);
            m_window->setTeiOrigin(tr("TEI file: %1").arg(teiPath));
            m_teiCompare->setShown({}, QFileInfo(teiPath).fileName(), xml, {});
        } else {
            m_window->statusBar()->showMessage(
                tr("The TEI file %1 cannot be read: %2").arg(teiPath, tei.errorString()), 10000);
        }
    }
    if (!pdfPath.isEmpty()) {
        m_pdfPane->view()->openFile(pdfPath);
    }
}

} // namespace Ei::Ui
