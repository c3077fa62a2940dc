#pragma once

#include <atomic>
#include <functional>
#include <memory>

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <core/hbase/inprocessgateway.h>
#include <core/util/result.h>
#include <server/exportopen.h>
#include <server/restserver.h>
#include <server/snapshot.h>

class QThread;

namespace Ei::Server {

// A snapshot or an export served over the HBase REST protocol by an in-process RestServer, so a
// client reaches it like any gateway: over HTTP on loopback (`extract-inspector-cli serve`), or
// without a socket (setInProcessOnly: the window's demo and the exports it opens).
//
// start() loads the table on a worker thread (reporting loadProgress()), then listens on
// 127.0.0.1 and a free port unless told otherwise, and says ready() or failed(): which step
// failed, and the error, for the caller to put in its own sentence. stop() stops listening and
// abandons a load in flight (it ends at its next progress report); the destructor waits for that,
// release() does not block. Started once; lives on the thread that calls start().
class LoopbackGateway final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoopbackGateway)

public:
    // Loads the table to serve on the worker thread; `progress` returns false once the gateway
    // was stopped. A Snapshot without a table serves no table (`serve --crossref` alone).
    using Loader = std::function<Core::Result<Snapshot>(const SnapshotProgress &progress)>;

    enum class Step
    {
        Load,   // the snapshot or export could not be read
        Listen, // the address could not be bound
    };
    Q_ENUM(Step)

    explicit LoopbackGateway(QObject *parent = nullptr);
    ~LoopbackGateway() override;

    // Before start(): the server's behaviour (read-only, faults, ...) and where it listens.
    void setServerOptions(const RestServerOptions &options) { m_server->setOptions(options); }
    void setListenAddress(const QHostAddress &address, quint16 port)
    {
        m_address = address;
        m_port = port;
    }

    // Before start(): serve in this process only (the window's demo and exports): nothing
    // listens; clients reach the server through inProcess() (InProcessExchange), whose base URL
    // is http://<name>.in-process.invalid.
    void setInProcessOnly(const QString &name);
    // The in-process way in, from setInProcessOnly() on; null otherwise.
    std::shared_ptr<Core::InProcessGateway> inProcess() const { return m_inProcess; }

    // A snapshot folder or an export (bundle folder, .jsonl / .jsonl.sz rows file), by loadExport.
    void start(const QString &path, const ExportOpenOptions &options = {});
    void start(Loader load);
    void stop();
    // Stops, and deletes the gateway once a load in flight has ended (at once when none is), so
    // the calling thread never waits for the disk.
    void release();

    bool isLoading() const { return m_loader != nullptr; }
    bool isListening() const { return m_listening; }
    // The server, from the start (tables can be mounted before it listens).
    RestServer *server() const { return m_server; }
    // Where clients reach it: the listening socket's http://HOST:PORT, or inProcess()'s URL.
    QString baseUrl() const;
    // The table served (the manifest's name, else the table's own); empty before ready().
    QString table() const { return m_table; }
    // The loaded snapshot's manifest; valid after ready().
    const Core::SnapshotManifest &manifest() const { return m_manifest; }

Q_SIGNALS:
    // From the loader, every 4096 rows and at the end (SnapshotProgress).
    void loadProgress(qint64 rows, qint64 bytesDone, qint64 bytesTotal);
    // Loaded and mounted on the server, just before it listens.
    void loaded();
    void ready();
    void failed(Ei::Server::LoopbackGateway::Step step, const Ei::Core::Error &error);

private:
    void serve(Core::Result<Snapshot> snapshot);

    RestServer *m_server;
    QHostAddress m_address = QHostAddress(QHostAddress::LocalHost);
    quint16 m_port = 0;
    QThread *m_loader = nullptr; // while loading
    bool m_started = false;
    bool m_releaseWhenLoaded = false;
    std::shared_ptr<std::atomic_bool> m_stopped = std::make_shared<std::atomic_bool>(false);
    QString m_table;
    Core::SnapshotManifest m_manifest;
    bool m_listening = false;
    std::shared_ptr<Core::InProcessGateway> m_inProcess;
};

} // namespace Ei::Server
