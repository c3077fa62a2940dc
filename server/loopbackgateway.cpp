#include "loopbackgateway.h"

#include <QThread>

#include <server/inprocessexchange.h>

namespace Ei::Server {

LoopbackGateway::LoopbackGateway(QObject *parent)
    : QObject(parent)
    , m_server(new RestServer(this))
{}

LoopbackGateway::~LoopbackGateway()
{
    stop();
    if (m_loader) {
        m_loader->wait(); // it stops at its next progress report
        delete m_loader;
    }
}

void LoopbackGateway::setInProcessOnly(const QString &name)
{
    Q_ASSERT(!m_started);
    m_inProcess = std::make_shared<InProcessExchange>(m_server, name);
}

QString LoopbackGateway::baseUrl() const
{
    return m_inProcess ? m_inProcess->url().toString() : m_server->baseUrl();
}

void LoopbackGateway::release()
{
    stop();
    if (m_loader) {
        m_releaseWhenLoaded = true;
    } else {
        deleteLater();
    }
}

void LoopbackGateway::start(const QString &path, const ExportOpenOptions &options)
{
    start([path, options](const SnapshotProgress &progress) { return loadExport(path, options, progress); });
}

void LoopbackGateway::start(Loader load)
{
    Q_ASSERT(!m_started);
    m_started = true;
    auto loaded = std::make_shared<Core::Result<Snapshot>>(
        fail(Core::ErrorKind::Internal, QStringLiteral("the snapshot was not loaded")));
    m_loader = QThread::create([this, loaded, load = std::move(load), stopped = m_stopped] {
        *loaded = load([this, stopped](qint64 rows, qint64 bytesDone, qint64 bytesTotal) {
            // Emitted from the worker: receivers on the gateway's thread get it queued.
            Q_EMIT loadProgress(rows, bytesDone, bytesTotal);
            return !stopped->load();
        });
    });
    connect(m_loader, &QThread::finished, this, [this, loaded] {
        m_loader->deleteLater();
        m_loader = nullptr;
        if (m_releaseWhenLoaded) {
            deleteLater();
        } else if (!m_stopped->load()) {
            serve(std::move(*loaded));
        }
    });
    m_loader->start();
}

void LoopbackGateway::serve(Core::Result<Snapshot> snapshot)
{
    if (!snapshot) {
        Q_EMIT failed(Step::Load, snapshot.error());
        return;
    }
    m_manifest = snapshot->manifest;
    if (snapshot->table) {
        m_table = m_manifest.table.isEmpty() ? snapshot->table->name() : m_manifest.table;
        m_server->addTable(std::move(snapshot->table));
    }
    Q_EMIT loaded();
    if (m_inProcess) {
        Q_EMIT ready();
        return;
    }
    if (!m_server->listen(m_address, m_port)) {
        Q_EMIT failed(Step::Listen, Core::Error{Core::ErrorKind::Network, m_server->errorString()});
        return;
    }
    m_listening = true;
    Q_EMIT ready();
}

void LoopbackGateway::stop()
{
    m_stopped->store(true);
    if (m_listening) {
        m_server->close();
        m_listening = false;
    }
}

} // namespace Ei::Server
