#pragma once

#include <optional>

#include <QObject>

#include <core/util/result.h>
#include <models/rowviewstate.h>
#include <ui/connectionopener.h>
#include <ui/windowparts.h>

namespace Ei::Core {
struct PdfFetchResult;
struct Row;
} // namespace Ei::Core

namespace Ei::Models {
class RowFiles;
class RowListModel;
class StatsPresenter;
class TableSession;
struct CurrentRow;
} // namespace Ei::Models

namespace Ei::Ui {

class AuthenticationWatch;
class CurationController;
class ExportController;
class LookupController;
class MatchController;
class PdfPane;
class ReprocessController;
class TeiCompareController;
class TeiPdfLink;
class WorklistController;

// One window's session: the ConnectionOpener opens a connection and the table's
// Models::TableSession (its client, row list, caches and current row) is handed to every owner of
// a tab, dock or menu: LookupController (the lookup box), MatchController (the Match tab),
// TeiPdfLink (the TEI tab over the PDF), TeiCompareController, CurationController,
// ReprocessController, WorklistController, ExportController, the Statistics presenter. The session
// itself owns the row list, the Cells, Status and History tabs and the PDF pane
// (Models::RowFiles fetches the PDF, and the TEI from the blob stores).
class InspectorSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorSession)

public:
    // `localTables` serves the demo and opened exports (the application's, app/gui; may be null:
    // a window that opens neither); it outlives the session.
    InspectorSession(const WindowParts &parts, LocalTables *localTables, QObject *parent = nullptr);
    ~InspectorSession() override;

    ConnectionOpener *opener() const { return m_opener; }
    Models::TableSession *tableSession() const { return m_table; }
    // Another table and/or profile on the same server (empty profile: chosen from the table
    // name); the row list reloads.
    void switchTable(const QString &table, const QString &profile = {});
    // Shows `model` in the row list of `parts`: its load failures in the banner (whose Retry asks
    // it again) and a long filtered scan in the status bar with Cancel, for as long as it lives.
    static void showRowList(const WindowParts &parts, Models::RowListModel *model);
    // Local file mode: a PDF and optionally its TEI, without any table.
    void openLocalFiles(const QString &pdfPath, const QString &teiPath);
    bool isReady() const;

    LookupController *lookupController() const { return m_lookup; }
    ExportController *exportController() const { return m_export; }
    MatchController *matchController() const { return m_match; }
    // The PDF pane, for the window to lay out (app/gui, WindowManager::assemble).
    PdfPane *pdfPane() const { return m_pdfPane; }
    CurationController *curation() const { return m_curation; }
    ReprocessController *reprocess() const { return m_reprocess; }
    WorklistController *worklist() const { return m_worklist; }
    Models::StatsPresenter *statistics() const { return m_statistics; }
    TeiCompareController *teiCompare() const { return m_teiCompare; }
    // The status bar's identity and the Kerberos ticket's one banner.
    AuthenticationWatch *authentication() const { return m_authentication; }

Q_SIGNALS:
    // The table is open (its first page is on its way).
    void ready();
    void failed(const Ei::Core::Error &error);
    // A row was shown completely (cells, TEI, status); the PDF may still be loading.
    void rowShown(const QByteArray &key);

private:
    void closeConnection();
    void openTable(const Core::ConnectionConfig &config, const QString &profile, const QString &keyFormat);
    void attachRowList();
    void clearRowTabs();
    void displayRow(const Models::CurrentRow &current);
    // Tells the comparison what the TEI tab shows now.
    void offerTeiForComparison(const QByteArray &key, const QByteArray &xml, const Models::MatchInfo &match);
    void showPdf(const QByteArray &key, const Core::PdfFetchResult &result, const QString &rowSha1);

    WindowParts m_parts;
    Models::TableSession *m_table; // first: every owner below is given it
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
    AuthenticationWatch *m_authentication;
    TeiPdfLink *m_teiLink = nullptr;    // the TEI tab: the shown TEI over the PDF
    MatchController *m_match = nullptr; // the Match tab
    OpenedConnection m_connection;      // what switchTable() reopens
    Models::RowStatusInfo m_status;     // the current row's, completed when the PDF attempts are known
    bool m_rowFailed = false;           // the current row's read failed: Retry reads it again
};

} // namespace Ei::Ui
