#include "demoservice.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

#include <demo/demogenerator.h>
#include <server/loopbackgateway.h>
#include <server/restserver.h>
#include <server/snapshot.h>

namespace Ei::Demo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Demo::DemoService)
};

// Edits are written back this long after the last change, so a burst of writes costs one save.
constexpr int kSaveDelayMs = 1000;

// The files saveSnapshot() writes; the reset removes exactly these (and their .partial leftovers).
const QStringList kUserCopyFiles{QStringLiteral("manifest.json"), QStringLiteral("schema.json"),
                                 QStringLiteral("rows.jsonl.sz"), QStringLiteral("rows.jsonl")};

std::weak_ptr<DemoService> &registration()
{
    static std::weak_ptr<DemoService> instance;
    return instance;
}

Core::Result<Server::Snapshot> loadOrGenerateShipped(const QString &dir)
{
    if (!QFileInfo::exists(dir + QStringLiteral("/manifest.json"))) {
        // No demo was built or installed: generate it (about a second) into this folder.
        auto dataset = generateDemoDataset(DemoOptions{});
        if (!dataset) {
            return std::unexpected(dataset.error());
        }
        if (auto written = writeDemoSnapshot(*dataset, dir, true); !written) {
            return std::unexpected(written.error());
        }
    }
    return Server::loadSnapshot(dir);
}

Core::Result<void> removeUserCopy(const QString &dir)
{
    for (const QString &name : kUserCopyFiles) {
        for (const QString &file : QStringList{name, name + QStringLiteral(".partial")}) {
            const QString path = QDir(dir).filePath(file);
            if (QFileInfo::exists(path) && !QFile::remove(path)) {
                return fail(Core::ErrorKind::Io,
                            Tr::tr("The demo edits in %1 could not be deleted.").arg(path));
            }
        }
    }
    // The folder too, once empty (the next edit makes it again); one that holds anything else is
    // the curator's and stays, with what it holds.
    QDir().rmdir(dir);
    return {};
}
} // namespace

struct DemoService::Loaded
{
    Core::Result<Server::Snapshot> shipped =
        fail(Core::ErrorKind::Internal, QStringLiteral("the demo was not loaded"));
    bool userCopy = false; // the table served is the user's copy
    std::optional<Server::CrossrefMirror> crossref;
};

DemoService::DemoService(QString shippedDir, QString userCopyDir, QObject *parent)
    : QObject(parent)
    , m_shippedDir(std::move(shippedDir))
    , m_userCopyDir(std::move(userCopyDir))
    , m_saveTimer(new QTimer(this))
{
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(kSaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &DemoService::startSave);
}

DemoService::~DemoService()
{
    for (QThread *worker : std::as_const(m_workers)) {
        worker->wait(); // a save in flight holds its own copy of the table
        delete worker;
    }
    if (m_dirty && !m_resetPending) {
        if (auto r = saveNow(); !r) {
            qWarning("%s", qPrintable(r.error().message));
        }
    }
}

std::shared_ptr<DemoService> DemoService::shared(const QString &shippedDir, const QString &userCopyDir)
{
    std::shared_ptr<DemoService> service = registration().lock();
    if (!service || service->m_shippedDir != shippedDir || service->m_userCopyDir != userCopyDir) {
        service = std::make_shared<DemoService>(shippedDir, userCopyDir);
        registration() = service;
    }
    return service;
}

QString DemoService::defaultUserCopyDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
           QStringLiteral("/demo-edits");
}

QString DemoService::baseUrl() const
{
    return m_server ? m_gateway->baseUrl() : QString();
}

std::shared_ptr<Core::InProcessGateway> DemoService::inProcess() const
{
    return m_server ? m_gateway->inProcess() : nullptr;
}

void DemoService::whenReady(QObject *context, std::function<void(const Core::Result<void> &)> done)
{
    if (m_startResult) {
        // Asynchronous even when known, so callers see one order of events.
        QTimer::singleShot(0, context, [done = std::move(done), result = *m_startResult] { done(result); });
        return;
    }
    m_waiting.append({QPointer<QObject>(context), std::move(done)});
    if (!m_starting) {
        start();
    }
}

void DemoService::start()
{
    m_starting = true;
    // What the gateway's loader finds beside the table: the Crossref records, whose table it is.
    auto loaded = std::make_shared<Loaded>();
    m_gateway = std::make_unique<Server::LoopbackGateway>();
    m_gateway->setInProcessOnly(QStringLiteral("demo")); // the windows' own: no port to reach it by
    connect(m_gateway.get(), &Server::LoopbackGateway::ready, this,
            [this, loaded] { finishStart(*loaded, {}); });
    connect(m_gateway.get(), &Server::LoopbackGateway::failed, this,
            [this, loaded](Server::LoopbackGateway::Step step, const Core::Error &error) {
                // Served in process only, the gateway never listens: every failure is the load's.
                Q_UNUSED(step);
                finishStart(
                    *loaded,
                    std::unexpected(Core::Error{
                        error.kind, Tr::tr("The demo data could not be opened: %1").arg(error.message)}));
            });
    m_gateway->start([loaded, shipped = m_shippedDir,
                      user = m_userCopyDir](const Server::SnapshotProgress &) {
        Core::Result<Server::Snapshot> snapshot = loadOrGenerateShipped(shipped);
        if (!snapshot) {
            return snapshot;
        }
        if (QFileInfo::exists(user + QStringLiteral("/manifest.json"))) {
            // A copy that cannot be read (or is of another table) is ignored and overwritten by
            // the next edit: the shipped data is always there to fall back on.
            if (auto copy = Server::loadSnapshot(user);
                copy && copy->manifest.table == snapshot->manifest.table) {
                snapshot->table = std::move(copy->table);
                loaded->userCopy = true;
            } else if (!copy) {
                qWarning("ignoring the demo edits in %s: %s", qPrintable(user),
                         qPrintable(copy.error().message));
            }
        }
        if (auto mirror = Server::CrossrefMirror::load(shipped + QStringLiteral("/crossref/records.jsonl"))) {
            loaded->crossref = std::move(*mirror);
        }
        return snapshot;
    });
}

QThread *DemoService::runInWorker(std::function<void()> work, std::function<void()> then)
{
    QThread *thread = QThread::create(std::move(work));
    m_workers.append(thread);
    connect(thread, &QThread::finished, this, [this, thread, then = std::move(then)] {
        m_workers.removeOne(thread);
        thread->deleteLater();
        then();
    });
    thread->start();
    return thread;
}

void DemoService::finishStart(Loaded &loaded, Core::Result<void> result)
{
    if (!result) {
        m_gateway.release()->deleteLater(); // it is emitting failed()
    } else {
        m_server = m_gateway->server();
        m_manifest = m_gateway->manifest();
        m_table = m_manifest.table;
        m_profile = m_manifest.profile;
        m_keyFormat = m_manifest.keyFormat;
        m_pdfSources.clear();
        for (QString &spec : m_manifest.pdfSources) {
            // Absolute, so the user copy's manifest still finds the shipped WARC files.
            spec = Core::resolvePdfSource(m_shippedDir, spec);
            if (auto parsed = Core::PdfSourceSpec::parse(spec)) {
                m_pdfSources.append(*parsed);
            }
        }
        m_crossref = std::move(loaded.crossref);
        m_servesUserCopy = loaded.userCopy;
        if (m_crossref) {
            Server::CrossrefMirror::mount(m_server, *m_crossref);
        }
        connect(m_server, &Server::RestServer::modified, this, [this] {
            m_dirty = true;
            m_saveTimer->start();
        });
    }
    m_starting = false;
    m_startResult = result;
    const auto waiting = std::exchange(m_waiting, {});
    for (const auto &[context, done] : waiting) {
        if (context) {
            done(result);
        }
    }
}

void DemoService::startSave()
{
    if (!m_server || !m_dirty || m_resetPending) {
        return;
    }
    if (m_saveThread) {
        return; // the finished handler saves again when edits arrived meanwhile
    }
    const Server::TableStore *live = m_server->table(m_table);
    if (!live) {
        return; // the table was deleted over REST: keep the last copy
    }
    m_dirty = false;
    // A copy: the server goes on changing the live table while the worker writes this one
    // (cheap: cell values are implicitly shared).
    auto copy = std::make_shared<Server::TableStore>(*live);
    auto result = std::make_shared<Core::Result<void>>();
    m_saveThread = runInWorker(
        [copy, result, dir = m_userCopyDir, manifest = m_manifest] {
            *result = Server::saveSnapshot(dir, manifest, *copy);
        },
        [this, result] {
            m_saveThread = nullptr;
            if (*result) {
                m_servesUserCopy = true;
                Q_EMIT saved();
            } else {
                Q_EMIT saveFailed(Core::Error{
                    result->error().kind,
                    Tr::tr("The demo edits could not be saved: %1").arg(result->error().message)});
            }
            if (m_resetPending) {
                resetUserCopy();
            } else if (m_dirty) {
                m_saveTimer->start();
            }
        });
}

Core::Result<void> DemoService::saveNow()
{
    const Server::TableStore *live = m_server ? m_server->table(m_table) : nullptr;
    if (!live) {
        return {};
    }
    m_dirty = false;
    return Server::saveSnapshot(m_userCopyDir, m_manifest, *live);
}

void DemoService::resetUserCopy()
{
    m_dirty = false;
    m_saveTimer->stop();
    m_resetPending = true;
    if (m_saveThread || m_resetting) {
        return; // runs when the save (or the reset) in flight has finished
    }
    m_resetPending = false;
    m_resetting = true;
    auto loaded = std::make_shared<Loaded>();
    auto removed = std::make_shared<Core::Result<void>>();
    runInWorker(
        [loaded, removed, shipped = m_shippedDir, user = m_userCopyDir] {
            *removed = removeUserCopy(user);
            loaded->shipped = Server::loadSnapshot(shipped);
        },
        [this, loaded, removed] {
            m_resetting = false;
            if (!*removed) {
                Q_EMIT saveFailed(removed->error());
                return;
            }
            if (!loaded->shipped) {
                Q_EMIT saveFailed(loaded->shipped.error());
                return;
            }
            if (m_server) {
                m_server->addTable(std::move(loaded->shipped->table));
            }
            m_servesUserCopy = false;
            if (m_resetPending) {
                resetUserCopy();
                return;
            }
            Q_EMIT tableReset();
        });
}

} // namespace Ei::Demo
