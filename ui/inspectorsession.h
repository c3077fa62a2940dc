#pragma once

#include <optional>

#include <QObject>

#include <core/util/result.h>
#include <models/rowviewstate.h>
#include <ui/connectionopener.h>

namespace Ei::Core {
struct PdfFetchResult;
struct Row;
} // namespace Ei::Core

namespace Ei::Models {
class RowFiles;
class StatsPresenter;
class TableSession;
} // namespace Ei::Models

namespace Ei::Ui {

class CurationController;
class ExportController;
class LookupController;
class MatchController;
class MainWindow;
class PdfPane;
class ReprocessController;
class TeiCompareController;
class TeiPdfLink;
class WorklistController;

// Connects one window to what it shows: the ConnectionOpener opens a connection, the table's
// Models::TableSession holds its client, row list and caches, Models::RowPresenter turns the row
// the curator selects into what the tabs show, Models::RowFiles fetches its PDF (and TEI from the
// blob stores) and MatchController its Crossref record. The TEI's coordinates link the TEI
// tab and the PDF pane both ways. The controllers (lookup, export, curation, reprocessing,
// worklists) are given the open table.
class InspectorSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorSession)

public:
    explicit InspectorSession(MainWindow *window, QObject *parent = nullptr);
    ~InspectorSession() override;

    ConnectionOpener *opener() const { return m_opener; }
    Models::TableSession *tableSession() const { return m_table; }
    // Another table and/or profile on the same server (empty profile: chosen from the table
    // name); the row list reloads.
    void switchTable(const QString &table, const QString &profile = {});
    // Local file mode: a PDF and optionally its TEI, without any table.
    void openLocalFiles(const QString &pdfPath, const QString &teiPath);
    bool isReady() const;

    LookupController *lookupController() const { return m_lookup; }
    CurationController *curation() const { return m_curation; }
    ReprocessController *reprocess() const { return m_reprocess; }
    WorklistController *worklist() const { return m_worklist; }
    Models::StatsPresenter *statistics() const { return m_statistics; }
    TeiCompareController *teiCompare() const { return m_teiCompare; }

Q_SIGNALS:
    // The table is open (its first page is on its way).
    void ready();
    void failed(const Ei::Core::Error &error);
    // A row was shown completely (cells, TEI, status); the PDF may still be loading.
    void rowShown(const QByteArray &key);

private:
    void closeConnection();
    void attachTable(const std::optional<Core::Error> &problem);
    void detachTable();
    void showRow(const QByteArray &key);
    void displayRow(const Core::Row &row);
    // Tells the comparison what the TEI tab shows now.
    void offerTeiForComparison(const QByteArray &key, const QByteArray &xml);
    void reloadWrittenRow(const QByteArray &key);
    void showPdf(const QByteArray &key, const Core::PdfFetchResult &result, const QString &rowSha1);

    MainWindow *m_window;
    PdfPane *m_pdfPane;
    Models::RowFiles *m_files;
    LookupController *m_lookup;
    ExportController *m_export;           // File → Export…
    CurationController *m_curation;       // edits, undo, conflicts, pending writes
    ReprocessController *m_reprocess;     // Edit → Reprocess…
    WorklistController *m_worklist;       // Go → Worklists…, review mode
    Models::StatsPresenter *m_statistics; // View → Statistics
    TeiCompareController *m_teiCompare;   // TEI → Compare With…
    ConnectionOpener *m_opener;
    Models::TableSession *m_table;
    TeiPdfLink *m_teiLink = nullptr;    // the shown TEI over the PDF
    MatchController *m_match = nullptr; // the Match tab's Crossref record and verdict
    OpenedConnection m_connection;      // what switchTable() reopens
    Models::RowStatusInfo m_status;     // the current row's, completed when the PDF attempts are known
    Models::MatchInfo m_currentMatch;   // the current row's match0 cells (its DOI for Compare With…)
    QByteArray m_currentKey;
    QByteArray m_failedKey; // the row whose read failed, read again on Retry
    quint64 m_rowGeneration = 0;
};

} // namespace Ei::Ui
