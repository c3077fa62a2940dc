#pragma once

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <core/domain/journalrow.h>
#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/pdf/pdfcache.h>
#include <core/pdf/pdffetcher.h>
#include <core/snapshot/crossrefmirror.h>
#include <core/tei/teidocument.h>
#include <core/util/result.h>
#include <ui/statusview.h>

namespace Ei::Core {
class RestClient;
class RestServer;
struct Row;
} // namespace Ei::Core

namespace Ei::Models {
class RestRowPageSource;
class RowListModel;
} // namespace Ei::Models

namespace Ei::Ui {

class ExportController;
class MainWindow;
class PdfPane;

// Connects the inspector window to a table: the row list (a scanner-backed model), the row's
// tabs (TEI, match, cells, status) and the PDF pane with the TEI's coordinates overlaid.
//
// The demo (no connection configured) loads the generated snapshot on a worker thread, serves it
// in-process with the same RestServer `serve` uses on a free loopback port, and talks to it over
// HTTP like to any HBase REST gateway, so the demo exercises the real REST path. The demo table is
// served from memory: nothing is written back to the shipped snapshot.
class InspectorSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorSession)

public:
    explicit InspectorSession(MainWindow *window, QObject *parent = nullptr);
    ~InspectorSession() override;

    // Starts the demo from a snapshot folder (see docs/demo-data.md); asynchronous.
    void openDemo(const QString &snapshotDir);
    // Opens an export read-only, served in-process like the demo: a bundle (or any snapshot)
    // folder, or a .jsonl / .jsonl.sz rows file (docs/export.md); asynchronous.
    void openExport(const QString &path);
    // Local file mode: a PDF and optionally its TEI, without any table.
    void openLocalFiles(const QString &pdfPath, const QString &teiPath);

    Models::RowListModel *rowModel() const { return m_model; }
    bool isReady() const { return m_model != nullptr; }

Q_SIGNALS:
    void ready();
    void failed(const Ei::Core::Error &error);
    // A row was shown completely (cells, TEI, status); the PDF may still be loading.
    void rowShown(const QByteArray &key);

private:
    void openSnapshot(const QString &path, bool isDemo);
    void closeConnection();
    void connectToServer(const QString &baseUrl, const QString &table);
    void showRow(const QByteArray &key);
    void displayRow(const Core::Row &row);
    void showTei(const QByteArray &xml);
    void showMatch(const Core::JournalRow &decoded);
    void fetchPdf(const Core::JournalRow &decoded);
    void prefetchNext(const QByteArray &key);
    void lookup(const QString &query);
    QString displayKey(const QByteArray &key) const;

    MainWindow *m_window;
    PdfPane *m_pdfPane = nullptr;
    ExportController *m_export = nullptr;
    std::unique_ptr<Core::RestServer> m_server;
    Core::RestClient *m_client = nullptr;
    Models::RestRowPageSource *m_source = nullptr;
    Models::RowListModel *m_model = nullptr;
    Core::PdfFetcher *m_fetcher = nullptr;
    QPointer<Core::PdfFetchJob> m_pdfJob;
    QPointer<Core::PdfFetchJob> m_prefetchJob;
    std::unique_ptr<Core::PdfCache> m_cache;
    Core::Profile m_profile;
    Core::KeyFormat m_keyFormat = Core::KeyFormat::Sha1B32Prefixed;
    QString m_table;
    QString m_snapshotDir;
    bool m_readOnly = false;                        // an opened export
    std::optional<Core::CrossrefMirror> m_crossref; // the demo's Crossref records, also served over HTTP
    Core::TeiDocument m_tei;
    RowStatusInfo m_status; // the current row's, completed when the PDF attempts are known
    QByteArray m_currentKey;
    quint64 m_rowGeneration = 0;
};

} // namespace Ei::Ui
