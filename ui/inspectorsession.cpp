#include "inspectorsession.h"

#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>
#include <QTableView>

#include <core/domain/tablesetup.h>
#include <core/hbase/restclient.h>
#include <models/rowcache.h>
#include <models/rowfiles.h>
#include <models/rowlistmodel.h>
#include <models/rowpresenter.h>
#include <models/statspresenter.h>
#include <models/tablesession.h>
#include <ui/authenticationwatch.h>
#include <ui/backgroundtaskindicator.h>
#include <ui/banner.h>
#include <ui/cellsview.h>
#include <ui/curationcontroller.h>
#include <ui/exportcontroller.h>
#include <ui/filterbar.h>
#include <ui/historyview.h>
#include <ui/lookupcontroller.h>
#include <ui/matchcontroller.h>
#include <ui/pdfdrophandler.h>
#include <ui/pdfpane.h>
#include <ui/pdfview.h>
#include <ui/reprocesscontroller.h>
#include <ui/rowlistpane.h>
#include <ui/statisticsdock.h>
#include <ui/statusview.h>
#include <ui/teicomparecontroller.h>
#include <ui/teipdflink.h>
#include <ui/teitab.h>
#include <ui/teiview.h>
#include <ui/worklist.h>

namespace Ei::Ui {

using Models::RowPresenter;

// The table session comes first (every owner is given it) but is made the last child, so it goes
// after the owners: a lookup or job they cancel on the way out still talks to its client.
InspectorSession::InspectorSession(const WindowParts &parts, LocalTables *localTables, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_table(new Models::TableSession)
    , m_pdfPane(new PdfPane)
    , m_files(new Models::RowFiles(this))
    , m_lookup(new LookupController(parts, m_table, this))
    , m_export(new ExportController(parts, m_table, m_files->fetcher(), this))
    , m_curation(new CurationController(parts, m_table, this))
    , m_reprocess(new ReprocessController(parts, m_table, m_curation, this))
    , m_worklist(new WorklistController(parts, m_table, m_curation, this))
    , m_statistics(new Models::StatsPresenter(this))
    , m_teiCompare(new TeiCompareController(parts, m_table, this))
    , m_opener(new ConnectionOpener(localTables, this))
    , m_authentication(new AuthenticationWatch(parts.banner, parts.statusBar, this))
{
    // Paragraph and sentence boxes cover whole pages: off until the curator asks for them.
    m_pdfPane->view()->setKindVisible(int(Core::TeiElementKind::Paragraph), false);
    m_pdfPane->view()->setKindVisible(int(Core::TeiElementKind::Sentence), false);
    // The TEI tab's owner hears of a row before the Match tab's, whose DOI may be the TEI header's.
    m_teiLink = new TeiPdfLink(parts, m_table, m_pdfPane->view(), this);
    m_match = new MatchController(parts, m_table, m_worklist, m_curation, this);
    m_table->setParent(this);

    // The row list: its selection is one way to set the current row, and it follows the current
    // row set any other way (a lookup, a worklist).
    connect(parts.rowList, &RowListPane::currentRowChanged, m_table, &Models::TableSession::setCurrentKey);
    connect(m_table, &Models::TableSession::currentKeyChanged, parts.rowList, &RowListPane::selectKey);
    connect(m_table, &Models::TableSession::currentKeyChanged, this, [this] { m_rowFailed = false; });
    connect(m_table, &Models::TableSession::opened, this, &InspectorSession::attachRowList);
    connect(m_table, &Models::TableSession::closing, this, [this] {
        m_parts.rowList->setProfileColumns(nullptr);
        m_parts.rowList->setModel(nullptr);
        m_statistics->clear();
        m_rowFailed = false;
    });
    connect(m_table, &Models::TableSession::rowLoaded, this, &InspectorSession::displayRow);
    connect(m_table, &Models::TableSession::gatewayResting, this, [this](const QUrl &url, int restSeconds) {
        m_parts.statusBar->showMessage(
            tr("The gateway %1 failed: its scans go on over the others, and it rests %2 s.")
                .arg(url.toDisplayString())
                .arg(restSeconds),
            10000);
    });
    connect(
        m_table, &Models::TableSession::rowFailed, this,
        [this](const QByteArray &key, const Core::Error &error) {
            // Retry in the banner reads it again.
            m_rowFailed = true;
            m_parts.banner->showError(
                tr("Row %1 could not be read: %2").arg(m_table->presenter().displayKey(key), error.message),
                error, error.kind != Core::ErrorKind::NotFound);
        });
    // Connected after every owner's: a row is "shown" once all its tabs have it.
    connect(m_table, &Models::TableSession::rowLoaded, this,
            [this](const Models::CurrentRow &current) { Q_EMIT rowShown(current.row.key); });

    // Statistics count the row list's query; a bar shows its rows in the list.
    parts.statistics->setPresenter(m_statistics);
    m_statistics->setSourceProvider([this]() -> Core::Result<Models::StatsSource> {
        if (!m_table->isOpen()) {
            return Core::fail(Core::ErrorKind::InvalidInput, tr("No table is open."));
        }
        auto spec = m_table->filterScan(false);
        if (!spec) {
            return std::unexpected(spec.error());
        }
        return Models::StatsSource{m_table->client(),
                                   m_table->profile(),
                                   m_table->valueEncoder(),
                                   m_table->model()->query(),
                                   *spec,
                                   m_table->gateways(),
                                   m_table->parallelScans()};
    });
    connect(m_statistics, &Models::StatsPresenter::drillDownRequested, parts.rowList,
            &RowListPane::showQuery);
    // Retry in the banner also reads a row whose read failed (the row list retries itself).
    connect(parts.banner, &Banner::retryRequested, this, [this] {
        if (std::exchange(m_rowFailed, false)) {
            m_table->reloadCurrentRow();
        }
    });
    // Dropped PDF/TEI files open like --pdf/--tei.
    auto *drops = new PdfDropHandler(parts.window);
    connect(drops, &PdfDropHandler::filesDropped, this, &InspectorSession::openLocalFiles);
    connect(drops, &PdfDropHandler::dropRefused, this,
            [this](const QString &why) { m_parts.statusBar->showMessage(why, 10000); });
    connect(m_curation, &CurationController::rowWritten, m_table, &Models::TableSession::rowWritten);
    connect(m_reprocess, &ReprocessController::jobFinished, this, [this] {
        // Many rows changed: the list reads its rows again (keeping the shown row), the shown row too.
        if (m_table->isOpen()) {
            m_table->model()->reload();
        }
        m_table->rowWritten(m_table->currentKey());
    });

    connect(m_files, &Models::RowFiles::pdfFetched, this, &InspectorSession::showPdf);
    connect(m_files, &Models::RowFiles::pdfProgress, this,
            [this](const QByteArray &key, qint64 received, qint64 total) {
                if (key == m_table->currentKey()) {
                    m_pdfPane->showFetchProgress(received, total);
                }
            });
    connect(m_files, &Models::RowFiles::teiFetched, this,
            [this](const QByteArray &key, const Core::PdfFetchResult &result) {
                if (key != m_table->currentKey() || !result.ok()) {
                    return; // the placeholder already says the row has no TEI
                }
                m_teiLink->show(result.bytes);
                m_parts.tei->view()->setOrigin(RowPresenter::blobTeiOrigin(result));
                offerTeiForComparison(key, result.bytes, m_match->shownMatch());
            });

    connect(m_opener, &ConnectionOpener::opening, this, [this](const QString &description) {
        closeConnection();
        if (!description.isEmpty()) {
            m_parts.connectionLabel->setText(description);
        }
    });
    connect(m_opener, &ConnectionOpener::opened, this, [this](const OpenedConnection &connection) {
        m_connection = connection;
        m_authentication->setConnection(connection.config.auth);
        m_files->setSources(connection.pdfSources, connection.pdfHeaders, connection.pdfTimeout,
                            connection.config.auth);
        m_match->setConnection(connection);
        openTable(connection.config, connection.profile, connection.keyFormat);
        if (!connection.description.isEmpty()) {
            m_parts.connectionLabel->setText(connection.description);
        }
    });
    connect(m_opener, &ConnectionOpener::failed, this, [this](const Core::Error &error) {
        m_parts.banner->showProblem(error.message, false);
        Q_EMIT failed(error);
    });
    connect(m_opener, &ConnectionOpener::tableReset, this, [this] {
        // After "Reset demo data" every window on the demo reloads its rows.
        m_table->forgetCurrentRow();
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
    m_files->cancel();
    m_files->setSources({});
    m_table->close();
    m_parts.banner->hide(); // problems of the connection being closed
    m_connection = {};
    m_authentication->clear();
    clearRowTabs();
    m_pdfPane->view()->closeDocument();
}

void InspectorSession::clearRowTabs()
{
    m_parts.tei->closeComparison();
    m_teiLink->clear();
    m_parts.cells->setRow(Core::Row{});
    m_parts.status->setStatus(Models::RowStatusInfo{});
    m_parts.history->clear();
    m_match->clear();
}

void InspectorSession::switchTable(const QString &table, const QString &profile)
{
    if (!m_table->isOpen()) {
        return;
    }
    Core::ConnectionConfig config = m_table->client()->config();
    config.table = table;
    m_opener->showTable(table, profile);
    openTable(config, profile, m_opener->connection().keyFormat);
}

void InspectorSession::openTable(const Core::ConnectionConfig &config, const QString &profile,
                                 const QString &keyFormat)
{
    m_table->setReadOnlyReason(m_connection.readOnlyReason);
    m_table->setRowPages(m_connection.rowPages);
    if (const auto problem = m_table->open(config, profile, keyFormat)) {
        // A profile or key format that no longer exists: the default is shown, and this says why.
        m_parts.banner->showProblem(problem->message, false);
    }
    m_table->model()->reload();
    Q_EMIT ready();
}

void InspectorSession::attachRowList()
{
    Models::RowListModel *model = m_table->model();
    const Core::Profile &profile = m_table->profile();
    m_authentication->watchJournal(m_curation->journal()); // opened with the table, just before
    showRowList(m_parts, model);
    m_parts.rowList->setProfileColumns(m_table->columns());
    if (!profile.mstatusVocabulary.isEmpty()) {
        m_parts.rowList->filterBar()->setMatchStatuses(profile.mstatusVocabulary);
    }
    connect(model, &Models::RowListModel::pageLoaded, this, [this, model](int first, int count) {
        if (first != 0 || m_parts.rowList->view()->currentIndex().isValid()) {
            return;
        }
        if (!m_table->currentKey().isEmpty()) {
            // A lookup got in before the first page: keep its row, and select it if this page has it.
            if (const int shown = model->rowOfKey(m_table->currentKey()); shown >= 0) {
                m_parts.rowList->selectSourceRow(shown);
            }
            return;
        }
        m_parts.rowList->selectSourceRow(m_table->firstRowToShow(count));
    });
    m_parts.cells->setDecoder(
        [presenter = m_table->presenter()](const Core::Cell &cell) { return presenter.cell(cell); });
    m_statistics->setProfile(profile);
}

void InspectorSession::showRowList(const WindowParts &parts, Models::RowListModel *model)
{
    parts.rowList->setModel(model);
    // Connected in the model's context: they go with it.
    connect(
        model, &Models::RowListModel::loadFailed, model,
        [banner = parts.banner](const Core::Error &error) { banner->showError(error.message, error, true); });
    connect(parts.banner, &Banner::retryRequested, model, &Models::RowListModel::retry);
    // A filtered scan can read far on the server before a page is full: show it with cancel.
    connect(model, &Models::RowListModel::loadingChanged, model, [tasks = parts.tasks, model](bool loading) {
        if (loading) {
            auto *job = new Models::RowListLoadJob(model, model);
            connect(job, &Core::Job::finished, job, &QObject::deleteLater);
            tasks->addTask(job, 500);
        }
    });
}

void InspectorSession::displayRow(const Models::CurrentRow &current)
{
    const RowPresenter &presenter = m_table->presenter();
    const Core::JournalRow &decoded = current.decoded;
    m_parts.cells->setRow(current.row);
    m_status = current.status;
    m_parts.status->setStatus(m_status);
    if (decoded.grobid.hasTei) {
        offerTeiForComparison(current.row.key, decoded.grobid.tei, current.match);
    } else {
        offerTeiForComparison(current.row.key, {}, current.match);
        m_files->fetchTei(decoded);
    }
    m_parts.history->setRow(decoded);
    m_parts.tasks->addTask(
        m_files->fetchPdf(decoded, tr("Fetching the PDF of %1").arg(presenter.displayKey(current.row.key))),
        300);
    // The neighbours' rows go into the row cache (j/k show them at once) and the next row's PDF
    // into the PDF cache while the curator reads this one.
    m_table->prefetchAround(current.row.key, this, [this](const Core::Row &next) {
        m_files->prefetchPdf(m_table->presenter().decode(next));
    });
}

void InspectorSession::showPdf(const QByteArray &key, const Core::PdfFetchResult &result,
                               const QString &rowSha1)
{
    if (key != m_table->currentKey()) {
        return;
    }
    m_status.pdfAttempts = RowPresenter::pdfAttempts(result);
    m_parts.status->setStatus(m_status);
    m_pdfPane->showFetchResult(result, rowSha1);
}

void InspectorSession::offerTeiForComparison(const QByteArray &key, const QByteArray &xml,
                                             const Models::MatchInfo &match)
{
    QString label = m_table->presenter().displayKey(key);
    if (!m_teiLink->document().grobidVersion.isEmpty()) {
        label = tr("%1 · GROBID %2").arg(label, m_teiLink->document().grobidVersion);
    }
    m_teiCompare->setShown(key, label, xml, RowPresenter::doiToCompare(match, m_teiLink->document()));
}

void InspectorSession::openLocalFiles(const QString &pdfPath, const QString &teiPath)
{
    // A TEI alone (dropped) overlays the PDF already shown; a PDF alone starts without a TEI.
    if (!pdfPath.isEmpty()) {
        // A row's PDF or TEI still on its way must not replace the files the curator opened.
        m_table->forgetCurrentRow();
        m_parts.connectionLabel->setText(tr("Local files: %1").arg(QFileInfo(pdfPath).fileName()));
        if (teiPath.isEmpty()) {
            m_teiLink->clear(tr("No TEI file was given for this PDF."));
        }
    }
    if (!teiPath.isEmpty()) {
        QFile tei(teiPath);
        if (tei.open(QIODevice::ReadOnly)) {
            const QByteArray xml = tei.readAll();
            m_teiLink->show(xml);
            m_parts.tei->view()->setOrigin(tr("TEI file: %1").arg(teiPath));
            m_teiCompare->setShown({}, QFileInfo(teiPath).fileName(), xml, {});
        } else {
            m_parts.statusBar->showMessage(
                tr("The TEI file %1 cannot be read: %2").arg(teiPath, tei.errorString()), 10000);
        }
    }
    if (!pdfPath.isEmpty()) {
        m_pdfPane->view()->openFile(pdfPath);
    }
}

} // namespace Ei::Ui
