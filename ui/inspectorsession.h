#pragma once

#include <functional>

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <core/crossref/crossrefclient.h>
#include <core/domain/journalrow.h>
#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/hbase/connectionconfig.h>
#include <core/pdf/pdfcache.h>
#include <core/pdf/pdffetcher.h>
#include <core/settings/connectionstore.h>
#include <core/snapshot/crossrefmirror.h>
#include <core/tei/teidocument.h>
#include <core/util/result.h>
#include <ui/matchview.h>
#include <ui/statusview.h>

namespace Ei::Core {
class RestClient;
class RestServer;
struct Row;
namespace Demo {
class DemoService;
}
} // namespace Ei::Core

namespace Ei::Models {
class ProfileColumns;
class RestRowPageSource;
class RowCache;
class RowListModel;
class RowMetadataLoader;
} // namespace Ei::Models

namespace Ei::Ui {

class CurationController;
class ExportController;
class LookupController;
class MainWindow;
class ReprocessController;
class WorklistController;
class PdfPane;

// Connects the inspector window to a table: the row list (a scanner-backed model), the row's
// tabs (TEI, match, cells, status) and the PDF pane with the TEI's coordinates overlaid.
//
// A saved connection is reached through core's RestClient with its headers, TLS options, timeout
// and read-only flag; its PDF sources feed the PdfFetcher and its Crossref source the Match tab.
// The demo is the special case whose server runs in-process: the shared DemoService loads the
// generated snapshot on a worker thread and serves it on a free loopback port, and the session
// talks to it over HTTP like to any HBase REST gateway, so the demo exercises the real REST path.
// Demo edits go to a per-user copy (DemoService); the shipped snapshot is never written.
class InspectorSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorSession)

public:
    explicit InspectorSession(MainWindow *window, QObject *parent = nullptr);
    ~InspectorSession() override;

    // The connection name the demo is shown under.
    static QString demoName();

    // Starts the demo from a snapshot folder (see docs/demo-data.md); asynchronous: ready() or
    // failed(). Edits go to `userCopyDir` (default: DemoService::defaultUserCopyDir()).
    void openDemo(const QString &snapshotDir, const QString &userCopyDir = {});
    // Points the window at a saved connection's table; asynchronous like openDemo(). Whatever
    // was open is closed first.
    void openConnection(const Core::SavedConnection &connection);
    // Opens an export read-only (docs/export.md): a bundle (or any snapshot) folder, or a .jsonl /
    // .jsonl.sz rows file, loaded on a worker thread and served in-process on loopback like the
    // demo; the connection refuses writes. Asynchronous like openDemo().
    void openExport(const QString &path);
    // Another table and/or profile on the same server (empty profile: chosen from the table
    // name); the row list reloads.
    void switchTable(const QString &table, const QString &profile = {});

    bool isDemo() const { return m_demo != nullptr; }
    // The connection shown (for the demo: its name, the loopback URL and the table).
    const Core::SavedConnection &connection() const { return m_connection; }
    // The connection shown was saved under `name` (nothing else changes).
    void renameConnection(const QString &name) { m_connection.name = name; }
    QString table() const { return m_table; }
    QString profileName() const { return m_profile.name; }
    Core::RestClient *client() const { return m_client; }
    Core::Demo::DemoService *demoService() const { return m_demo.get(); }
    // Local file mode: a PDF and optionally its TEI, without any table.
    void openLocalFiles(const QString &pdfPath, const QString &teiPath);

    Models::RowListModel *rowModel() const { return m_model; }
    Models::RowCache *rowCache() const { return m_rows; }
    LookupController *lookupController() const { return m_lookup; }
    CurationController *curation() const { return m_curation; }
    ReprocessController *reprocess() const { return m_reprocess; }
    WorklistController *worklist() const { return m_worklist; }
    bool isReady() const { return m_model != nullptr; }

Q_SIGNALS:
    void ready();
    void failed(const Ei::Core::Error &error);
    // A row was shown completely (cells, TEI, status); the PDF may still be loading.
    void rowShown(const QByteArray &key);

private:
    void closeConnection();
    // Deletes what belongs to the open table (client, row list, caches) and detaches the window.
    void dropTable();
    void connectTo(Core::ConnectionConfig config, const QString &profile, const QString &keyFormat);
    void fail(const Core::Error &error, bool retryable);
    // The Crossref record of `doi` (the demo's mirror or the connection's source), then `done`
    // with the record's message or why there is none; nothing when the row changed meanwhile.
    void lookupCrossref(
        const QString &doi, const QByteArray &key,
        std::function<void(const QJsonObject &message, const QString &problem, bool pending)> done);
    MatchInfo comparison(MatchInfo info, const QJsonObject &message) const;
    void previewDoi(const QString &doi);
    void reloadWrittenRow(const QByteArray &key);
    void showRow(const QByteArray &key);
    void displayRow(const Core::Row &row);
    void showTei(const QByteArray &xml);
    void showMatch(const Core::JournalRow &decoded);
    void fetchPdf(const Core::JournalRow &decoded);
    void fetchTeiFromBlobs(const Core::JournalRow &decoded);
    void prefetchNext(const QByteArray &key);
    QString displayKey(const QByteArray &key) const;

    MainWindow *m_window;
    PdfPane *m_pdfPane = nullptr;
    std::shared_ptr<Core::Demo::DemoService> m_demo;
    ExportController *m_export = nullptr;       // File → Export…
    CurationController *m_curation = nullptr;   // edits, undo, conflicts, pending writes
    ReprocessController *m_reprocess = nullptr; // Edit → Reprocess…
    WorklistController *m_worklist = nullptr;   // Go → Worklists…, review mode
    Core::RestServer *m_exportServer = nullptr; // serves an opened export
    Core::SavedConnection m_connection;
    Core::RestClient *m_client = nullptr;
    Models::RestRowPageSource *m_source = nullptr;
    Models::RowListModel *m_model = nullptr;
    Models::RowCache *m_rows = nullptr;
    Models::RowMetadataLoader *m_metadata = nullptr;
    Models::ProfileColumns *m_columns = nullptr;
    LookupController *m_lookup = nullptr;
    Core::PdfFetcher *m_fetcher = nullptr;
    QPointer<Core::PdfFetchJob> m_pdfJob;
    QPointer<Core::PdfFetchJob> m_prefetchJob;
    std::unique_ptr<Core::PdfCache> m_cache;
    Core::Profile m_profile;
    Core::KeyFormat m_keyFormat = Core::KeyFormat::Sha1B32Prefixed;
    QString m_table;
    QList<QByteArray> m_listColumns;                  // the row list's light columns
    quint64 m_openGeneration = 0;                     // drops the answers of a connection that was replaced
    const Core::CrossrefMirror *m_crossref = nullptr; // the demo's Crossref records (DemoService's)
    Core::CrossrefClient *m_crossrefClient = nullptr; // a connection's Crossref source
    QPointer<Core::CrossrefReply> m_crossrefReply;
    Core::TeiDocument m_tei;
    RowStatusInfo m_status; // the current row's, completed when the PDF attempts are known
    QByteArray m_currentKey;
    QByteArray m_failedKey; // the row whose read failed, read again on Retry
    quint64 m_rowGeneration = 0;
};

} // namespace Ei::Ui
