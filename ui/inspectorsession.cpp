#include "inspectorsession.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLayout>
#include <QMenu>
#include <QStatusBar>
#include <QTableView>
#include <QThread>
#include <QTimer>

#include <core/crossref/crossrefrecord.h>
#include <core/curation/writejournal.h>
#include <core/demo/demoservice.h>
#include <core/domain/cellcodec.h>
#include <core/domain/doi.h>
#include <core/domain/journalrow.h>
#include <core/domain/rowlocator.h>
#include <core/domain/tablesetup.h>
#include <core/export/exportopen.h>
#include <core/hbase/restclient.h>
#include <core/match/matcher.h>
#include <core/pdf/pdfsource.h>
#include <core/snapshot/restserver.h>
#include <models/callbacktask.h>
#include <models/profilecolumns.h>
#include <models/restrowpagesource.h>
#include <models/rowcache.h>
#include <models/rowlistmodel.h>
#include <models/rowmetadataloader.h>
#include <ui/banner.h>
#include <ui/cellsview.h>
#include <ui/curationcontroller.h>
#include <ui/exportcontroller.h>
#include <ui/filterbar.h>
#include <ui/historyview.h>
#include <ui/lookupcontroller.h>
#include <ui/mainwindow.h>
#include <ui/matcheditpanel.h>
#include <ui/matchview.h>
#include <ui/pdfdrophandler.h>
#include <ui/pdfpane.h>
#include <ui/pdfview.h>
#include <ui/reprocesscontroller.h>
#include <ui/rowlistpane.h>
#include <ui/statusview.h>
#include <ui/teiview.h>
#include <ui/worklist.h>

namespace Ei::Ui {

namespace {

QString lifecycleLabel(Core::Lifecycle state)
{
    return Core::lifecycleId(state);
}

int overlayKind(Core::TeiElementKind kind)
{
    // The PDF view's kinds use the TEI parser's order for the first twelve.
    return kind == Core::TeiElementKind::Other ? int(Core::TeiElementKind::Note) : int(kind);
}

} // namespace

InspectorSession::InspectorSession(MainWindow *window, QObject *parent)
    : QObject(parent)
    , m_window(window)
{
    if (QWidget *placeholder =
            window->pdfPaneSlot()->findChild<QWidget *>(QStringLiteral("pdfPlaceholder"))) {
        delete placeholder;
    }
    m_pdfPane = new PdfPane(window->pdfPaneSlot());
    if (QLayout *layout = window->pdfPaneSlot()->layout()) {
        layout->addWidget(m_pdfPane);
    }
    // Paragraph and sentence boxes cover whole pages: off until the curator asks for them.
    m_pdfPane->view()->setKindVisible(int(Core::TeiElementKind::Paragraph), false);
    m_pdfPane->view()->setKindVisible(int(Core::TeiElementKind::Sentence), false);
    m_fetcher = new Core::PdfFetcher(this);
    // Verified PDFs are kept (size-bounded LRU) so revisiting a row and prefetched rows are instant.
    m_cache = std::make_unique<Core::PdfCache>();
    m_fetcher->setCache(m_cache.get());
    connect(window, &MainWindow::currentRowChanged, this, &InspectorSession::showRow);
    m_lookup = new LookupController(window, this);
    // Retry in the banner also reads a row whose read failed.
    connect(window, &MainWindow::retryRequested, this, [this] {
        if (!m_failedKey.isEmpty() && m_client) {
            m_currentKey.clear();
            showRow(std::exchange(m_failedKey, {}));
        }
    });
    // Dropped PDF/TEI files open like --pdf/--tei; the thumbnails toggle joins the View menu.
    auto *drops = new PdfDropHandler(window);
    connect(drops, &PdfDropHandler::filesDropped, this, &InspectorSession::openLocalFiles);
    connect(drops, &PdfDropHandler::dropRefused, this,
            [this](const QString &why) { m_window->statusBar()->showMessage(why, 10000); });
    if (auto *viewMenu = window->findChild<QMenu *>(QStringLiteral("viewMenu"))) {
        viewMenu->addSeparator();
        viewMenu->addAction(m_pdfPane->thumbnailsAction());
    }
    m_export = new ExportController(window, this);
    m_curation = new CurationController(window, this);
    connect(m_curation, &CurationController::rowWritten, this, &InspectorSession::reloadWrittenRow);
    m_reprocess = new ReprocessController(window, m_curation->editMenu(), this);
    m_worklist = new WorklistController(window, m_curation, this);
    connect(m_reprocess, &ReprocessController::jobFinished, this, [this] {
        // Many rows changed: the list reads its rows again (keeping the shown row), the shown row too.
        if (m_model) {
            m_model->reload();
        }
        reloadWrittenRow(m_currentKey);
    });
    connect(window->matchView()->editPanel(), &MatchEditPanel::doiPreviewRequested, this,
            &InspectorSession::previewDoi);
    connect(window, &MainWindow::exportRequested, m_export, &ExportController::showDialog);
    connect(window, &MainWindow::openExportRequested, this, &InspectorSession::openExport);
    connect(window->teiView(), &TeiView::elementActivated, this, [this](qint64 offset) {
        const qsizetype index = m_tei.elementAt(offset);
        if (index >= 0) {
            m_pdfPane->view()->scrollToElement(QString::number(index));
        }
    });
    connect(m_pdfPane->view(), &PdfView::elementClicked, this, [this](const QString &id) {
        bool ok = false;
        const qsizetype index = id.toLongLong(&ok);
        if (ok && index >= 0 && index < m_tei.elements.size()) {
            const Core::TeiSourceRange &src = m_tei.elements.at(index).source;
            m_window->tabs()->setCurrentWidget(m_window->teiView());
            m_window->teiView()->revealSourceRange(src.begin, src.end);
        }
    });
    m_pdfPane->view()->setTooltipProvider([this](const QString &id) -> QString {
        const qsizetype index = id.toLongLong();
        if (index < 0 || index >= m_tei.elements.size()) {
            return {};
        }
        const Core::TeiElement &e = m_tei.elements.at(index);
        const QString target = e.target.startsWith(QLatin1Char('#')) ? e.target.mid(1) : e.target;
        for (const Core::TeiReference &ref : std::as_const(m_tei.references)) {
            if (ref.xmlId == target) {
                QStringList names;
                for (const auto &a : ref.bib.authors) {
                    names.append(a.family);
                }
                return QStringLiteral("<b>%1</b><br>%2 %3")
                    .arg(ref.bib.title.toHtmlEscaped(), names.join(QStringLiteral(", ")).toHtmlEscaped(),
                         ref.bib.year ? QString::number(*ref.bib.year) : QString());
            }
        }
        return e.snippet;
    });
}

InspectorSession::~InspectorSession()
{
    // A model cancels its page loads on its source when it dies: models must go first (as children
    // the source, created earlier, would be deleted before them; closing during a load crashed).
    // Also those a closed connection left to deleteLater.
    m_model = nullptr;
    qDeleteAll(findChildren<Models::RowListModel *>(Qt::FindDirectChildrenOnly));
}

QString InspectorSession::demoName()
{
    return tr("Demo (sample data)");
}

void InspectorSession::closeConnection()
{
    ++m_openGeneration;
    ++m_rowGeneration;
    m_currentKey.clear();
    if (m_pdfJob) {
        m_pdfJob->cancel();
    }
    if (m_crossrefReply) {
        m_crossrefReply->cancel();
    }
    dropTable();
    m_window->banner()->hide(); // problems of the connection being closed
    if (m_crossrefClient) {
        m_crossrefClient->deleteLater();
    }
    m_crossrefClient = nullptr;
    m_crossref = nullptr;
    if (m_demo) {
        disconnect(m_demo.get(), nullptr, this, nullptr);
    }
    m_demo.reset();
    m_export->setConnection({});
    if (m_exportServer) {
        m_exportServer->close();
        m_exportServer->deleteLater();
        m_exportServer = nullptr;
    }
    m_fetcher->setSources({});
    m_fetcher->setHeaders({});
    m_tei = {};
    m_window->teiView()->setPlaceholder(QString());
    m_window->cellsView()->setRow(Core::Row{});
    m_window->matchView()->setMatch(MatchInfo{});
    m_window->statusView()->setStatus(RowStatusInfo{});
    m_window->historyView()->clear();
    m_pdfPane->view()->setOverlayBoxes({});
    m_pdfPane->view()->closeDocument();
}

void InspectorSession::fail(const Core::Error &error, bool retryable)
{
    m_window->showNetworkProblem(error.message, retryable);
    Q_EMIT failed(error);
}

void InspectorSession::openDemo(const QString &snapshotDir, const QString &userCopyDir)
{
    closeConnection();
    m_demo = Core::Demo::DemoService::shared(
        snapshotDir, userCopyDir.isEmpty() ? Core::Demo::DemoService::defaultUserCopyDir() : userCopyDir);
    m_connection = {};
    m_connection.name = demoName();
    m_connection.readOnly = false;
    m_window->setConnectionDescription(tr("Demo (sample data) — loading…"));
    const quint64 generation = m_openGeneration;
    m_demo->whenReady(this, [this, generation](const Core::Result<void> &started) {
        if (generation != m_openGeneration) {
            return; // another connection was opened meanwhile
        }
        if (!started) {
            fail(started.error(), false);
            return;
        }
        m_crossref = m_demo->crossref();
        m_fetcher->setSources(m_demo->pdfSources());
        m_connection.restUrl = m_demo->baseUrl();
        m_connection.table = m_demo->table();
        // After "Reset demo data" every window on the demo reloads its rows.
        connect(m_demo.get(), &Core::Demo::DemoService::tableReset, this, [this] {
            m_currentKey.clear();
            if (m_model) {
                m_model->reload();
            }
        });
        Core::ConnectionConfig config;
        config.baseUrl = QUrl(m_demo->baseUrl());
        config.table = m_demo->table();
        connectTo(config, m_demo->profile(), m_demo->keyFormat());
    });
}

void InspectorSession::openConnection(const Core::SavedConnection &connection)
{
    closeConnection();
    m_connection = connection;
    QList<Core::PdfSourceSpec> sources;
    for (const QString &spec : connection.pdfSources) {
        if (auto parsed = Core::PdfSourceSpec::parse(spec)) {
            sources.append(*parsed);
        }
    }
    // The connection's extra headers (petabox needs its auth cookie) go to warc-http: and blob-http:
    // sources; PdfFetcher keeps them from wayback: sources.
    m_fetcher->setSources(sources);
    m_fetcher->setHeaders(Core::toConnectionConfig(connection).headers);
    m_fetcher->setTransferTimeout(std::chrono::seconds(connection.timeoutSeconds));
    if (!connection.crossrefSource.isEmpty()) {
        if (auto source = Core::CrossrefSource::parse(connection.crossrefSource)) {
            m_crossrefClient = new Core::CrossrefClient(*source, this);
            m_crossrefClient->setTimeout(std::chrono::seconds(connection.timeoutSeconds));
            m_crossrefClient->setPassword(connection.crossrefPassword.toUtf8());
        }
    }
    connectTo(Core::toConnectionConfig(connection), connection.profile, connection.keyFormat);
}

void InspectorSession::openExport(const QString &path)
{
    closeConnection();
    m_connection = {};
    m_connection.name = tr("Export %1").arg(QFileInfo(path).fileName());
    m_connection.readOnly = true;
    m_window->setConnectionDescription(tr("%1 — loading…").arg(m_connection.name));
    // Loading reads and decodes the rows file: off the GUI thread.
    auto loaded = std::make_shared<Core::Result<Core::Snapshot>>(
        Core::fail(Core::ErrorKind::Internal, QStringLiteral("the export was not loaded")));
    QThread *thread = QThread::create([loaded, path] { *loaded = Core::loadExport(path); });
    const quint64 generation = m_openGeneration;
    connect(thread, &QThread::finished, this, [this, thread, loaded, path, generation] {
        thread->deleteLater();
        if (generation != m_openGeneration) {
            return; // another connection was opened meanwhile
        }
        if (!*loaded) {
            fail(Core::Error{loaded->error().kind,
                             tr("The export could not be opened: %1").arg(loaded->error().message)},
                 false);
            return;
        }
        Core::Snapshot &snapshot = **loaded;
        QList<Core::PdfSourceSpec> sources; // a bundle's "blob-dir:." finds its PDFs
        if (QFileInfo(path).isDir()) {
            for (const QString &spec : std::as_const(snapshot.manifest.pdfSources)) {
                if (auto parsed = Core::PdfSourceSpec::parse(Core::resolvePdfSource(path, spec))) {
                    sources.append(*parsed);
                }
            }
        }
        m_fetcher->setSources(sources);
        m_exportServer = new Core::RestServer(this);
        const QString table =
            snapshot.manifest.table.isEmpty() ? snapshot.table->name() : snapshot.manifest.table;
        m_exportServer->addTable(std::move(snapshot.table));
        if (!m_exportServer->listen()) {
            fail(Core::Error{Core::ErrorKind::Network, tr("The export could not be served on loopback: %1")
                                                           .arg(m_exportServer->errorString())},
                 false);
            return;
        }
        m_connection.restUrl = m_exportServer->baseUrl();
        m_connection.table = table;
        // An export is evidence: the connection refuses writes before any request. (The server
        // stays writable: HBase's read-only REST mode also refuses the scanners the list needs.)
        Core::ConnectionConfig config;
        config.baseUrl = QUrl(m_exportServer->baseUrl());
        config.table = table;
        config.readOnly = true;
        connectTo(config, snapshot.manifest.profile, snapshot.manifest.keyFormat);
        m_window->setConnectionDescription(
            tr("%1 · %2 · %3").arg(m_connection.name, table, m_connection.restUrl));
    });
    thread->start();
}

void InspectorSession::switchTable(const QString &table, const QString &profile)
{
    if (!m_client) {
        return;
    }
    Core::ConnectionConfig config = m_client->config();
    config.table = table;
    m_connection.table = table;
    m_connection.profile = profile;
    m_currentKey.clear();
    ++m_rowGeneration;
    dropTable();
    connectTo(config, profile, m_connection.keyFormat);
}

void InspectorSession::dropTable()
{
    m_window->rowList()->setProfileColumns(nullptr);
    m_window->setRowModel(nullptr);
    m_lookup->setTable(nullptr, nullptr, m_keyFormat);
    m_reprocess->clearTable();
    m_worklist->setModel(nullptr);
    m_curation->clearTable(); // before its client goes
    m_failedKey.clear();
    // Children of the session: deleteLater, because a reply of theirs may be on the stack.
    for (QObject *old :
         std::initializer_list<QObject *>{m_columns, m_metadata, m_rows, m_model, m_source, m_client}) {
        if (old) {
            old->deleteLater();
        }
    }
    m_columns = nullptr;
    m_metadata = nullptr;
    m_rows = nullptr;
    m_model = nullptr;
    m_source = nullptr;
    m_client = nullptr;
}

void InspectorSession::connectTo(Core::ConnectionConfig config, const QString &profileName,
                                 const QString &keyFormat)
{
    m_table = config.table;
    auto setup = Core::resolveTableSetup(profileName, keyFormat, config.table);
    if (!setup) {
        // A profile or key format that no longer exists: say so, and browse with the default.
        m_window->showNetworkProblem(setup.error().message, false);
        setup = Core::resolveTableSetup(QString(), QString(), config.table);
    }
    if (setup) {
        m_profile = setup->profile;
        m_keyFormat = setup->keyFormat;
    }
    const bool readOnly = config.readOnly;
    m_client = new Core::RestClient(std::move(config), this);
    m_curation->setTable(
        m_client, Core::TableSetup{m_profile, m_keyFormat, {}},
        !readOnly        ? QString()
        : m_exportServer ? tr("This is an opened export: it is read-only, edits are off.")
                         : tr("This connection is read-only: edits are off (unlock it in File → Connect…)."));
    QList<QByteArray> columns = m_profile.lightListColumns();
    if (columns.isEmpty()) {
        columns = {QByteArrayLiteral("f:c"),
                   QByteArrayLiteral("file:mime"),
                   QByteArrayLiteral("file:size"),
                   QByteArrayLiteral("grobid0:status_code"),
                   QByteArrayLiteral("match0:mstatus"),
                   QByteArrayLiteral("match0:doi"),
                   QByteArrayLiteral("grobid0:quality")};
    }
    if (m_profile.column("grobid0:reprocess") && !columns.contains("grobid0:reprocess")) {
        columns.append(QByteArrayLiteral("grobid0:reprocess")); // the Status column says "queued"
    }
    m_listColumns = columns;
    const Core::Profile profile = m_profile;
    m_source = new Models::RestRowPageSource(
        m_client, columns,
        [profile](QByteArray column, QString text) {
            return Core::encodeCellValue(profile, std::move(column), std::move(text));
        },
        this);
    m_model = new Models::RowListModel(m_source, this);
    m_rows = new Models::RowCache(m_client, this);
    m_metadata = new Models::RowMetadataLoader(m_client, m_model, this);
    m_columns = new Models::ProfileColumns(m_profile, m_keyFormat, m_metadata, this);
    m_window->setRowModel(m_model);
    m_window->rowList()->setProfileColumns(m_columns);
    if (!m_profile.mstatusVocabulary.isEmpty()) {
        m_window->rowList()->filterBar()->setMatchStatuses(m_profile.mstatusVocabulary);
    }
    m_lookup->setTable(m_client, m_model, m_keyFormat);
    connect(m_model, &Models::RowListModel::pageLoaded, this, [this](int first, int count) {
        if (first != 0 || m_window->rowList()->view()->currentIndex().isValid()) {
            return;
        }
        if (!m_currentKey.isEmpty()) {
            // A lookup got in before the first page: keep its row, and select it if this page has it.
            if (const int shown = m_model->rowOfKey(m_currentKey); shown >= 0) {
                m_window->rowList()->selectSourceRow(shown);
            }
            return;
        }
        // Open on the first processed row, so a new curator sees a PDF with its TEI at once.
        int pick = 0;
        for (int i = 0; i < count; ++i) {
            const Core::Row *r = m_model->rowAt(i);
            if (r && r->find("grobid0:status_code") && r->find("match0:mstatus")) {
                pick = i;
                break;
            }
        }
        m_window->rowList()->selectSourceRow(pick);
    });
    connect(m_model, &Models::RowListModel::loadFailed, this,
            [this](const Core::Error &error) { m_window->showNetworkProblem(error.message, true); });
    connect(m_window, &MainWindow::retryRequested, m_model, &Models::RowListModel::retry);
    m_window->cellsView()->setDecoder([profile](const Core::Cell &cell) {
        const Core::DecodedValue v = Core::decodeCell(profile, cell.column, cell.value);
        return DecodedCell{Core::columnTypeName(v.type), v.display};
    });
    ExportController::Connection exportConnection;
    exportConnection.client = m_client;
    exportConnection.profile = m_profile;
    exportConnection.keyFormat = m_keyFormat;
    exportConnection.table = m_table;
    exportConnection.fetcher = m_fetcher;
    exportConnection.filterScan = [this]() -> Core::Result<Core::ScanSpec> {
        auto spec = m_source->specFor(m_model->query(), QByteArray(), -1);
        if (spec) {
            spec->columns.clear(); // an export carries every column, not the list's light ones
            spec->limit = -1;
            spec->batch = 5000;
        }
        return spec;
    };
    exportConnection.filterDescription = [this] { return m_model->query().describe(); };
    m_export->setConnection(std::move(exportConnection));
    ReprocessController::Table reprocessTable;
    reprocessTable.client = m_client;
    reprocessTable.journal = m_curation->journal();
    reprocessTable.setup = Core::TableSetup{m_profile, m_keyFormat, {}};
    reprocessTable.readOnlyReason = m_curation->isReadOnly() ? m_curation->readOnlyReason() : QString();
    reprocessTable.filterScan = [this]() -> Core::Result<Core::ScanSpec> {
        auto spec = m_source->specFor(m_model->query(), QByteArray(), -1); // the list's light columns
        if (spec) {
            spec->limit = -1;
            spec->batch = 5000;
        }
        return spec;
    };
    reprocessTable.filterDescription = [this] { return m_model->query().describe(); };
    m_reprocess->setTable(std::move(reprocessTable));
    m_worklist->setModel(m_model);
    m_model->reload();
    Q_EMIT ready();
}

QString InspectorSession::displayKey(const QByteArray &key) const
{
    return Core::displayRowKey(key, m_keyFormat, Core::Sha1Display::Base32Prefixed);
}

void InspectorSession::showRow(const QByteArray &key)
{
    if (!m_client || key.isEmpty() || key == m_currentKey) {
        return;
    }
    m_currentKey = key;
    const quint64 generation = ++m_rowGeneration;
    if (const Core::Row *cached = m_rows->cached(key)) {
        displayRow(Core::Row(*cached)); // a copy: showing it may evict it
        return;
    }
    m_rows->fetch(key, this, [this, generation, key](const Core::Result<Core::Row> &row) {
        if (generation != m_rowGeneration) {
            return; // the curator moved on
        }
        if (!row) {
            // Retry in the banner reads it again (MainWindow::retryRequested).
            m_failedKey = key;
            m_window->showNetworkProblem(
                tr("Row %1 could not be read: %2").arg(displayKey(key), row.error().message),
                row.error().kind != Core::ErrorKind::NotFound);
            return;
        }
        m_failedKey.clear();
        displayRow(*row);
    });
}

void InspectorSession::displayRow(const Core::Row &row)
{
    m_window->cellsView()->setRow(row);
    const Core::JournalRow decoded = Core::decodeJournalRow(row, &m_profile);

    RowStatusInfo status;
    // The profile's words for the state ("GROBID error"), its id when the profile has none.
    const Core::LifecycleState *state = m_profile.lifecycleState(lifecycleLabel(decoded.state));
    status.lifecycle = state ? state->label : lifecycleLabel(decoded.state);
    QStringList missing;
    for (const QByteArray &m : decoded.missing) {
        missing.append(QString::fromUtf8(m));
    }
    status.lifecycleDetail = missing.isEmpty() ? decoded.notes.join(QLatin1Char(' '))
                                               : tr("Missing: %1").arg(missing.join(QStringLiteral(", ")));
    status.statusCode = decoded.grobid.statusCode;
    status.grobidVersion = decoded.grobid.version;
    if (const Core::Cell *s = row.find("grobid0:status")) {
        status.statusJson = s->value;
    }
    for (const Core::CellProblem &p : decoded.problems) {
        status.errors.append(QStringLiteral("%1: %2").arg(QString::fromUtf8(p.column), p.reason));
    }
    m_status = status;
    m_window->statusView()->setStatus(status);

    if (decoded.grobid.hasTei) {
        showTei(decoded.grobid.tei);
    } else {
        m_tei = {};
        m_window->teiView()->setPlaceholder(
            tr("This row has no TEI (%1).")
                .arg(decoded.grobid.status.isEmpty() ? status.lifecycle : decoded.grobid.status));
        m_pdfPane->view()->setOverlayBoxes({});
        fetchTeiFromBlobs(decoded);
    }
    m_curation->setRow(row, decoded);
    m_window->historyView()->setRow(decoded);
    showMatch(decoded);
    fetchPdf(decoded);
    prefetchNext(row.key);
    Q_EMIT rowShown(row.key);
}

void InspectorSession::showTei(const QByteArray &xml)
{
    auto parsed = Core::parseTei(xml);
    m_tei = parsed ? *parsed : Core::TeiDocument{};
    m_window->teiView()->setXml(xml, false);
    QList<OutlineItem> outline;
    OutlineItem header{tr("Header"), int(OutlineKind::Header), 0, {}};
    if (!m_tei.header.title.isEmpty()) {
        header.label = tr("Header: %1").arg(m_tei.header.title.left(60));
    }
    outline.append(header);
    OutlineItem sections{tr("Sections"), int(OutlineKind::Section), -1, {}};
    for (const Core::TeiSection &s : std::as_const(m_tei.outline)) {
        sections.children.append({(s.number.isEmpty() ? QString() : s.number + QLatin1Char(' ')) + s.title,
                                  int(OutlineKind::Section),
                                  s.source.begin,
                                  {}});
    }
    outline.append(sections);
    OutlineItem figures{tr("Figures"), int(OutlineKind::Figure), -1, {}};
    for (const Core::TeiFigure &f : std::as_const(m_tei.figures)) {
        figures.children.append(
            {f.head.isEmpty() ? f.label : f.head, int(OutlineKind::Figure), f.source.begin, {}});
    }
    outline.append(figures);
    OutlineItem refs{tr("References (%1)").arg(m_tei.references.size()), int(OutlineKind::Reference), -1, {}};
    for (const Core::TeiReference &r : std::as_const(m_tei.references)) {
        refs.children.append({r.bib.title.isEmpty() ? r.raw.left(80) : r.bib.title,
                              int(OutlineKind::Reference),
                              r.source.begin,
                              {}});
    }
    outline.append(refs);
    m_window->teiView()->setOutline(outline);

    QList<OverlayBox> boxes;
    for (qsizetype i = 0; i < m_tei.elements.size(); ++i) {
        const Core::TeiElement &e = m_tei.elements.at(i);
        for (const Core::TeiBox &b : e.boxes) {
            boxes.append(OverlayBox{QString::number(i), overlayKind(e.kind), b.page, b.rect});
        }
    }
    QHash<int, QSizeF> pageSizes;
    for (const Core::TeiPage &p : std::as_const(m_tei.pages)) {
        pageSizes.insert(p.number, p.size());
    }
    m_pdfPane->view()->setOverlayBoxes(boxes, pageSizes);
    if (!parsed) {
        m_window->statusBar()->showMessage(tr("The TEI could not be parsed: %1").arg(parsed.error().message),
                                           10000);
    }
}

void InspectorSession::reloadWrittenRow(const QByteArray &key)
{
    // The server holds the new revision: the shown row is read again (its tabs and its line in
    // the list); another row is read when it is next opened.
    if (!m_rows) {
        return;
    }
    m_rows->invalidate(key);
    if (key != m_currentKey) {
        return;
    }
    m_rows->fetch(key, this, [this, key](const Core::Result<Core::Row> &row) {
        if (!row || !m_model) {
            return;
        }
        QList<Core::Cell> listed;
        for (const Core::Cell &c : row->cells) {
            if (m_listColumns.contains(c.column)) {
                listed.append(c);
            }
        }
        m_model->updateRowCells(key, listed);
        if (key == m_currentKey) {
            m_currentKey.clear();
            showRow(key); // from the row cache, just filled
        }
    });
}

void InspectorSession::fetchPdf(const Core::JournalRow &decoded)
{
    if (m_pdfJob) {
        m_pdfJob->cancel();
        m_pdfJob->deleteLater();
    }
    const Core::PdfLocator locator = Core::pdfLocatorFor(decoded);
    m_pdfJob = m_fetcher->fetch(locator);
    const QByteArray key = decoded.key;
    // A slow download shows in the status bar with its progress and a cancel button.
    auto *task = new Models::CallbackTask(
        tr("Fetching the PDF of %1").arg(displayKey(key)),
        [job = m_pdfJob] {
            if (job) {
                job->cancel();
            }
        },
        m_pdfJob);
    connect(m_pdfJob, &Core::PdfFetchJob::progress, task, &Models::CallbackTask::setProgress);
    connect(m_pdfJob, &Core::PdfFetchJob::finished, task, &Models::CallbackTask::finish);
    m_window->addBackgroundTask(task, 300);
    connect(m_pdfJob, &Core::PdfFetchJob::finished, this, [this, job = m_pdfJob.data(), key] {
        job->deleteLater();
        if (key != m_currentKey) {
            return;
        }
        const Core::PdfFetchResult &result = job->result();
        QList<PdfSourceAttempt> attempts;
        for (const Core::PdfAttempt &a : result.attempts) {
            attempts.append(
                {a.source, a.outcome == Core::PdfAttempt::Outcome::Served, a.summary(), a.elapsedMs});
        }
        if (result.error && result.error->kind == Core::ErrorKind::Integrity) {
            attempts.append({tr("integrity check"), false, result.error->message, -1});
        }
        m_status.pdfAttempts = attempts;
        m_window->statusView()->setStatus(m_status);
        m_pdfPane->showFetchResult(result, job->locator().sha1Hex);
    });
    connect(m_pdfJob, &Core::PdfFetchJob::progress, this, [this, key](qint64 received, qint64 total) {
        if (key == m_currentKey) {
            m_pdfPane->showFetchProgress(received, total);
        }
    });
}

void InspectorSession::fetchTeiFromBlobs(const Core::JournalRow &decoded)
{
    // Later systems keep GROBID output in the blob stores; a row without grobid0:tei_xml may have it.
    const QString sha1 = Core::pdfLocatorFor(decoded).sha1Hex;
    if (sha1.size() != 40) {
        return;
    }
    Core::PdfFetchJob *job = m_fetcher->fetchTei(sha1);
    connect(job, &Core::PdfFetchJob::finished, this, [this, job, key = decoded.key] {
        job->deleteLater();
        const Core::PdfFetchResult &r = job->result();
        if (key != m_currentKey || !r.ok()) {
            return; // the placeholder already says the row has no TEI
        }
        showTei(r.bytes);
        m_window->teiView()->setOrigin(
            r.fromCache
                ? tr("This row has no grobid0:tei_xml; this TEI came from a blob store earlier and is "
                     "read from the disk cache (%1).")
                      .arg(r.servedFrom)
                : tr("This row has no grobid0:tei_xml; this TEI came from %1 (%2).")
                      .arg(r.servedBy, r.servedFrom));
    });
}

void InspectorSession::prefetchNext(const QByteArray &key)
{
    constexpr int kCrossrefAhead = 16;
    // The neighbours' rows go into the row cache (j/k show them at once) and the next row's PDF
    // into the PDF cache while the curator reads this one.
    const int row = m_model ? m_model->rowOfKey(key) : -1;
    if (row < 0) {
        return;
    }
    if (const Core::Row *previous = m_model->rowAt(row - 1)) {
        m_rows->prefetch(previous->key);
    }
    if (m_crossrefClient) {
        // The Crossref records of the rows ahead: one statement for the database source.
        QStringList dois;
        for (int ahead = row + 1; ahead <= row + kCrossrefAhead; ++ahead) {
            const Core::Row *r = m_model->rowAt(ahead);
            const Core::Cell *doi = r ? r->find("match0:doi") : nullptr;
            if (doi) {
                dois << QString::fromUtf8(doi->value);
            }
        }
        m_crossrefClient->prefetch(dois);
    }
    const Core::Row *next = m_model->rowAt(row + 1);
    if (!next) {
        return;
    }
    m_rows->prefetch(next->key, this, [this](const Core::Result<Core::Row> &r) {
        if (!r || (m_prefetchJob && !m_prefetchJob->isFinished())) {
            return;
        }
        m_prefetchJob = m_fetcher->fetch(Core::pdfLocatorFor(Core::decodeJournalRow(*r, &m_profile)));
        connect(m_prefetchJob, &Core::PdfFetchJob::finished, m_prefetchJob, &QObject::deleteLater);
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
            m_tei = {};
            m_window->teiView()->setPlaceholder(tr("No TEI file was given for this PDF."));
            m_pdfPane->view()->setOverlayBoxes({});
        }
    }
    if (!teiPath.isEmpty()) {
        QFile tei(teiPath);
        if (tei.open(QIODevice::ReadOnly)) {
            showTei(tei.readAll());
            m_window->teiView()->setOrigin(tr("TEI file: %1").arg(teiPath));
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
