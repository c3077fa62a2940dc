#include "connectionopener.h"

#include <QFileInfo>

#include <demo/demoservice.h>
#include <server/loopbackgateway.h>

namespace Ei::Ui {

namespace {

QString readOnlyConnectionReason()
{
    return ConnectionOpener::tr(
        "This connection is read-only: edits are off (unlock it in File → Connect…).");
}

} // namespace

ConnectionOpener::ConnectionOpener(QObject *parent)
    : QObject(parent)
{}

ConnectionOpener::~ConnectionOpener() = default;

QString ConnectionOpener::demoName()
{
    return tr("Demo (sample data)");
}

quint64 ConnectionOpener::begin(const QString &description)
{
    close();
    Q_EMIT opening(description);
    return m_generation;
}

void ConnectionOpener::close()
{
    ++m_generation;
    if (m_demo) {
        disconnect(m_demo.get(), nullptr, this, nullptr);
    }
    m_demo.reset();
    if (m_exportGateway) {
        m_exportGateway->release(); // an export still loading is dropped when its load ends
        m_exportGateway = nullptr;
    }
}

void ConnectionOpener::showTable(const QString &table, const QString &profile)
{
    m_connection.table = table;
    m_connection.profile = profile;
}

void ConnectionOpener::openDemo(const QString &snapshotDir, const QString &userCopyDir)
{
    const quint64 generation = begin(tr("Demo (sample data) — loading…"));
    m_demo = Demo::DemoService::shared(
        snapshotDir, userCopyDir.isEmpty() ? Demo::DemoService::defaultUserCopyDir() : userCopyDir);
    m_connection = {};
    m_connection.name = demoName();
    m_connection.readOnly = false;
    m_demo->whenReady(this, [this, generation](const Core::Result<void> &started) {
        if (generation != m_generation) {
            return; // another connection was opened meanwhile
        }
        if (!started) {
            Q_EMIT failed(started.error());
            return;
        }
        m_connection.restUrl = m_demo->baseUrl();
        m_connection.table = m_demo->table();
        // After "Reset demo data" every window on the demo reloads its rows.
        connect(m_demo.get(), &Demo::DemoService::tableReset, this, &ConnectionOpener::tableReset);
        connect(m_demo.get(), &Demo::DemoService::saveFailed, this, &ConnectionOpener::saveFailed);
        OpenedConnection ready;
        ready.config.baseUrl = QUrl(m_demo->baseUrl());
        ready.config.table = m_demo->table();
        ready.profile = m_demo->profile();
        ready.keyFormat = m_demo->keyFormat();
        ready.pdfSources = m_demo->pdfSources();
        // The records live as long as the service, which the lookup keeps.
        ready.crossrefRecords = [demo = m_demo](const QString &doi) -> std::optional<QJsonObject> {
            const Server::CrossrefMirror *mirror = demo->crossref();
            return mirror ? mirror->record(doi) : std::nullopt;
        };
        Q_EMIT opened(ready);
    });
}

void ConnectionOpener::openConnection(const Core::SavedConnection &connection)
{
    begin(QString());
    m_connection = connection;
    OpenedConnection ready;
    ready.config = Core::toConnectionConfig(connection);
    ready.profile = connection.profile;
    ready.keyFormat = connection.keyFormat;
    for (const QString &spec : connection.pdfSources) {
        if (auto parsed = Core::PdfSourceSpec::parse(spec)) {
            ready.pdfSources.append(*parsed);
        }
    }
    // The connection's extra headers (petabox needs its auth cookie) go to warc-http: and blob-http:
    // sources; PdfFetcher keeps them from wayback: sources. Never to the Crossref source: those are
    // credentials for another host.
    ready.pdfHeaders = ready.config.headers;
    ready.pdfTimeout = std::chrono::seconds(connection.timeoutSeconds);
    if (!connection.crossrefSource.isEmpty()) {
        if (auto source = Core::CrossrefSource::parse(connection.crossrefSource)) {
            ready.crossrefSource = *source;
            ready.crossrefTimeout = std::chrono::seconds(connection.timeoutSeconds);
            ready.crossrefPassword = connection.crossrefPassword.toUtf8();
        }
    }
    if (connection.readOnly) {
        ready.readOnlyReason = readOnlyConnectionReason();
    }
    Q_EMIT opened(ready);
}

Core::Result<Core::SavedConnection> ConnectionOpener::openServer(const Core::SavedConnection &server)
{
    Core::SavedConnection connection = server;
    const QUrl url(connection.restUrl);
    if (connection.name.isEmpty()) {
        // What the title and the status bar call it until it is saved under a name of the curator's.
        connection.name =
            url.port() > 0 ? QStringLiteral("%1:%2").arg(url.host()).arg(url.port()) : url.host();
        if (connection.name.isEmpty()) {
            connection.name = tr("Unsaved connection");
        }
    }
    if (const QString problem = Core::ConnectionStore::validate(connection); !problem.isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          tr("“%1” could not be opened: %2 File → Connect… opens a saved connection.")
                              .arg(server.restUrl, problem));
    }
    openConnection(connection);
    return connection;
}

void ConnectionOpener::openExport(const QString &path)
{
    const QString name = tr("Export %1").arg(QFileInfo(path).fileName());
    begin(tr("%1 — loading…").arg(name));
    m_connection = {};
    m_connection.name = name;
    m_connection.readOnly = true;
    // Loaded off the GUI thread, served on loopback; close() drops it with its late answers.
    m_exportGateway = new Server::LoopbackGateway(this);
    Server::LoopbackGateway *gateway = m_exportGateway;
    connect(
        gateway, &Server::LoopbackGateway::failed, this,
        [this](Server::LoopbackGateway::Step step, const Core::Error &error) {
            Q_EMIT failed(
                step == Server::LoopbackGateway::Step::Load
                    ? Core::Error{error.kind, tr("The export could not be opened: %1").arg(error.message)}
                    : Core::Error{Core::ErrorKind::Network,
                                  tr("The export could not be served on loopback: %1").arg(error.message)});
        });
    connect(gateway, &Server::LoopbackGateway::ready, this, [this, gateway, path] {
        const Core::SnapshotManifest &manifest = gateway->manifest();
        OpenedConnection ready;
        if (QFileInfo(path).isDir()) {
            // A bundle's "blob-dir:." finds its PDFs next to its manifest.
            for (const QString &spec : manifest.pdfSources) {
                if (auto parsed = Core::PdfSourceSpec::parse(Core::resolvePdfSource(path, spec))) {
                    ready.pdfSources.append(*parsed);
                }
            }
        }
        m_connection.restUrl = gateway->baseUrl();
        m_connection.table = gateway->table();
        // An export is evidence: the connection refuses writes before any request. (The server
        // stays writable: HBase's read-only REST mode also refuses the scanners the list needs.)
        ready.config.baseUrl = QUrl(gateway->baseUrl());
        ready.config.table = gateway->table();
        ready.config.readOnly = true;
        ready.profile = manifest.profile;
        ready.keyFormat = manifest.keyFormat;
        ready.readOnlyReason = tr("This is an opened export: it is read-only, edits are off.");
        ready.description = tr("%1 · %2 · %3").arg(m_connection.name, gateway->table(), m_connection.restUrl);
        Q_EMIT opened(ready);
    });
    gateway->start(path);
}

} // namespace Ei::Ui
