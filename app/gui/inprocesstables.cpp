#include "inprocesstables.h"

#include <memory>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <demo/demoservice.h>
#include <server/loopbackgateway.h>
#include <server/tablestorerowpagesource.h>
#include <ui/connectionopener.h>

namespace Ei::Gui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Gui::InProcessTables)
};

// One window's hold on the shared demo: answers once the demo's server listens, and from then on
// relays the demo's tableReset and saveFailed to the window.
class DemoTable final : public Ui::LocalTable
{
public:
    DemoTable(std::shared_ptr<Demo::DemoService> demo, QObject *parent)
        : LocalTable(parent)
        , m_demo(std::move(demo))
    {
        // Always on a later turn, even when the demo already runs for another window.
        m_demo->whenReady(this, [this](const Core::Result<void> &started) {
            if (!started) {
                Q_EMIT failed(started.error());
                return;
            }
            connect(m_demo.get(), &Demo::DemoService::tableReset, this, &LocalTable::tableReset);
            connect(m_demo.get(), &Demo::DemoService::saveFailed, this, &LocalTable::saveFailed);
            Ui::ServedTable table;
            table.gateway = m_demo->inProcess();
            table.rowPages = Server::TableStoreRowPageSource::factory(m_demo->server());
            table.table = m_demo->table();
            table.profile = m_demo->profile();
            table.keyFormat = m_demo->keyFormat();
            table.pdfSources = m_demo->pdfSources();
            // The records live as long as the service, which the lookup keeps.
            table.crossrefRecords = [demo = m_demo](const QString &doi) -> std::optional<QJsonObject> {
                const Server::CrossrefMirror *mirror = demo->crossref();
                return mirror ? mirror->record(doi) : std::nullopt;
            };
            Q_EMIT served(table);
        });
    }

    bool isDemo() const override { return true; }
    QString userCopyDir() const override { return m_demo->userCopyDir(); }
    void resetDemoData() override { m_demo->resetUserCopy(); }

private:
    std::shared_ptr<Demo::DemoService> m_demo;
};

// An export served read-only by a gateway of its own in this process (no socket).
class ExportTable final : public Ui::LocalTable
{
public:
    ExportTable(const QString &path, QObject *parent)
        : LocalTable(parent)
        , m_gateway(new Server::LoopbackGateway)
    {
        // Served in process only, the gateway never listens: every failure is the load's.
        connect(m_gateway, &Server::LoopbackGateway::failed, this,
                [this](Server::LoopbackGateway::Step, const Core::Error &error) {
                    Q_EMIT failed(Core::Error{
                        error.kind, Tr::tr("The export could not be opened: %1").arg(error.message)});
                });
        connect(m_gateway, &Server::LoopbackGateway::ready, this, [this, path] {
            const Core::SnapshotManifest &manifest = m_gateway->manifest();
            Ui::ServedTable table;
            if (QFileInfo(path).isDir()) {
                // A bundle's "blob-dir:." finds its PDFs next to its manifest.
                for (const QString &spec : manifest.pdfSources) {
                    if (auto parsed = Core::PdfSourceSpec::parse(Core::resolvePdfSource(path, spec))) {
                        table.pdfSources.append(*parsed);
                    }
                }
            }
            table.gateway = m_gateway->inProcess();
            table.rowPages = Server::TableStoreRowPageSource::factory(m_gateway->server());
            table.table = m_gateway->table();
            table.profile = manifest.profile;
            table.keyFormat = manifest.keyFormat;
            // An export is evidence: the connection refuses writes before any request. (The server
            // stays writable: HBase's read-only REST mode also refuses the scanners the list needs.)
            table.readOnlyReason = Tr::tr("This is an opened export: it is read-only, edits are off.");
            table.description = Tr::tr("%1 · %2 · %3")
                                    .arg(Ui::ConnectionOpener::exportName(path), m_gateway->table(),
                                         QDir::toNativeSeparators(path));
            Q_EMIT served(table);
        });
        m_gateway->setInProcessOnly(QStringLiteral("export"));
        m_gateway->start(path);
    }

    ~ExportTable() override
    {
        // An export still loading is dropped when its load ends, so the GUI thread never waits.
        m_gateway->release();
    }

    bool isDemo() const override { return false; }
    QString userCopyDir() const override { return {}; }
    void resetDemoData() override {}

private:
    Server::LoopbackGateway *m_gateway; // released, not deleted: see the destructor
};

} // namespace

Ui::LocalTable *InProcessTables::serveDemo(const QString &snapshotDir, const QString &userCopyDir,
                                           QObject *parent)
{
    return new DemoTable(Demo::DemoService::shared(snapshotDir, userCopyDir.isEmpty()
                                                                    ? Demo::DemoService::defaultUserCopyDir()
                                                                    : userCopyDir),
                         parent);
}

Ui::LocalTable *InProcessTables::serveExport(const QString &path, QObject *parent)
{
    return new ExportTable(path, parent);
}

} // namespace Ei::Gui
