#include "connectionopener.h"

#include <utility>

#include <QFileInfo>

namespace Ei::Ui {

namespace {

QString readOnlyConnectionReason()
{
    return ConnectionOpener::tr(
        "This connection is read-only: edits are off (unlock it in File → Connect…).");
}

} // namespace

ConnectionOpener::ConnectionOpener(LocalTables *localTables, QObject *parent)
    : QObject(parent)
    , m_localTables(localTables)
{}

ConnectionOpener::~ConnectionOpener() = default;

QString ConnectionOpener::demoName()
{
    return tr("Demo (sample data)");
}

QString ConnectionOpener::exportName(const QString &path)
{
    return tr("Export %1").arg(QFileInfo(path).fileName());
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
    if (LocalTable *local = std::exchange(m_local, nullptr)) {
        // Later, not now: close() may run inside the table's own answer. Silenced at once.
        disconnect(local, nullptr, this, nullptr);
        local->deleteLater();
    }
}

void ConnectionOpener::hold(LocalTable *local, quint64 generation)
{
    m_local = local;
    connect(local, &LocalTable::failed, this, [this, generation](const Core::Error &error) {
        if (generation == m_generation) { // else another connection was opened meanwhile
            close(); // a table that could not be served is not held: nothing is shown to reset
            Q_EMIT failed(error);
        }
    });
    connect(local, &LocalTable::served, this, [this, local, generation](const ServedTable &served) {
        if (generation != m_generation) {
            return; // another connection was opened meanwhile
        }
        Q_ASSERT(served.gateway && served.rowPages); // LocalTable's contract: a served table has its ways in
        m_connection.restUrl = served.gateway->url().toString();
        m_connection.table = served.table;
        // After "Reset demo data" every window on the demo reloads its rows.
        connect(local, &LocalTable::tableReset, this, &ConnectionOpener::tableReset);
        connect(local, &LocalTable::saveFailed, this, &ConnectionOpener::saveFailed);
        OpenedConnection ready;
        ready.config = Core::ConnectionConfig::inProcessTo(served.gateway, served.table);
        ready.rowPages = served.rowPages;
        // An export is evidence: the connection refuses writes before any request.
        ready.config.readOnly = !served.readOnlyReason.isEmpty();
        ready.profile = served.profile;
        ready.keyFormat = served.keyFormat;
        ready.pdfSources = served.pdfSources;
        ready.crossrefRecords = served.crossrefRecords;
        ready.readOnlyReason = served.readOnlyReason;
        ready.description = served.description;
        Q_EMIT opened(ready);
    });
}

void ConnectionOpener::showTable(const QString &table, const QString &profile)
{
    m_connection.table = table;
    m_connection.profile = profile;
}

void ConnectionOpener::openDemo(const QString &snapshotDir, const QString &userCopyDir)
{
    const quint64 generation = begin(tr("Demo (sample data) — loading…"));
    m_connection = {};
    m_connection.name = demoName();
    m_connection.readOnly = false;
    if (!m_localTables) {
        Q_EMIT failed(Core::Error{Core::ErrorKind::InvalidInput, tr("This window cannot open the demo.")});
        return;
    }
    hold(m_localTables->serveDemo(snapshotDir, userCopyDir, this), generation);
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
    const QString name = exportName(path);
    const quint64 generation = begin(tr("%1 — loading…").arg(name));
    m_connection = {};
    m_connection.name = name;
    m_connection.readOnly = true;
    if (!m_localTables) {
        Q_EMIT failed(Core::Error{Core::ErrorKind::InvalidInput, tr("This window cannot open an export.")});
        return;
    }
    hold(m_localTables->serveExport(path, this), generation);
}

} // namespace Ei::Ui
