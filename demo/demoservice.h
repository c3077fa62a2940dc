#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QObject>
#include <QPointer>
#include <QString>

#include <core/hbase/inprocessgateway.h>
#include <core/pdf/pdfsource.h>
#include <core/util/result.h>
#include <server/crossrefmirror.h>
#include <server/snapshot.h>

class QThread;
class QTimer;

namespace Ei::Server {
class LoopbackGateway;
class RestServer;
} // namespace Ei::Server

namespace Ei::Demo {

// The demo's HBase REST gateway, served in this process without a socket (a RestClient reaches it
// through inProcess(), ConnectionConfig::inProcess) and shared by every window of the process (so
// two windows on the demo see the same edits).
//
// The shipped snapshot is never written. Curation edits go to a per-user copy of the table
// (manifest.json, schema.json and the rows file in `userCopyDir`), created on the first write
// and written back a moment after every change (debounced, on a worker thread); the next start
// serves the user copy instead of the shipped table. resetUserCopy() deletes it and serves the
// shipped table again. PDFs (WARC files) and Crossref records always come from the shipped
// snapshot: they are read-only.
//
// Lives on the GUI thread; loading (the LoopbackGateway's) and saving run on worker threads with
// a private copy of the data, so the server never blocks on disk I/O.
class DemoService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoService)

public:
    // `shippedDir`: the demo snapshot (generated into it first when it has no manifest.json).
    // `userCopyDir`: where the per-user copy lives.
    DemoService(QString shippedDir, QString userCopyDir, QObject *parent = nullptr);
    // Writes pending edits back (blocking, bounded by the table size: a few hundred rows).
    ~DemoService() override;

    // The process-wide service for these folders, created on first use and destroyed with the
    // last holder. A request for other folders replaces the registration (tests).
    static std::shared_ptr<DemoService> shared(const QString &shippedDir, const QString &userCopyDir);
    // ~/.local/share/<org>/<app>/demo-edits (QStandardPaths::AppLocalDataLocation).
    static QString defaultUserCopyDir();

    // Calls `done` (on this thread, with `context` alive) once the server answers, or with the
    // reason it could not start. The first call starts loading; later calls share the result.
    void whenReady(QObject *context, std::function<void(const Core::Result<void> &)> done);

    bool isReady() const { return m_server != nullptr && !m_starting; }
    // The base URL of inProcess(), http://demo.in-process.invalid; empty until ready.
    QString baseUrl() const;
    // How a RestClient reaches the demo (ConnectionConfig::inProcess); null until ready.
    std::shared_ptr<Core::InProcessGateway> inProcess() const;
    QString table() const { return m_table; }
    QString shippedDir() const { return m_shippedDir; }
    QString userCopyDir() const { return m_userCopyDir; }
    // The profile and key format named by the snapshot's manifest (empty = from the table name).
    QString profile() const { return m_profile; }
    QString keyFormat() const { return m_keyFormat; }
    const QList<Core::PdfSourceSpec> &pdfSources() const { return m_pdfSources; }
    const Server::CrossrefMirror *crossref() const { return m_crossref ? &*m_crossref : nullptr; }
    // Whether the table served is the user's copy (edits were made, now or in an earlier run).
    bool servesUserCopy() const { return m_servesUserCopy; }
    Server::RestServer *server() const { return m_server; }

    // Deletes the per-user copy and serves the shipped table again (asynchronous; tableReset()
    // or failed() follows). Pending edits are dropped.
    void resetUserCopy();

Q_SIGNALS:
    // The table's content changed under every window (after resetUserCopy()).
    void tableReset();
    void saved();
    void saveFailed(const Ei::Core::Error &error);

private:
    struct Loaded;
    void start();
    void finishStart(Loaded &loaded, Core::Result<void> result);
    void startSave();
    Core::Result<void> saveNow(); // blocking: only from the destructor
    // Runs `work` on a new thread, then `then` on this one; the destructor waits for it.
    QThread *runInWorker(std::function<void()> work, std::function<void()> then);

    QString m_shippedDir;
    QString m_userCopyDir;
    std::unique_ptr<Server::LoopbackGateway> m_gateway; // loads the demo and serves it
    Server::RestServer *m_server = nullptr;             // the gateway's, once it listens
    QString m_table;
    QString m_profile;
    QString m_keyFormat;
    QList<Core::PdfSourceSpec> m_pdfSources;
    std::optional<Server::CrossrefMirror> m_crossref;
    std::optional<Core::Result<void>> m_startResult;
    QList<std::pair<QPointer<QObject>, std::function<void(const Core::Result<void> &)>>> m_waiting;
    bool m_starting = false;
    bool m_servesUserCopy = false;
    bool m_dirty = false;
    bool m_resetPending = false;
    bool m_resetting = false;
    QThread *m_saveThread = nullptr;
    QList<QThread *> m_workers;
    QTimer *m_saveTimer = nullptr;
    Core::SnapshotManifest m_manifest; // written into the user copy (PDF sources made absolute)
};

} // namespace Ei::Demo
