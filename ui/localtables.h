#pragma once

#include <memory>

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

#include <core/hbase/inprocessgateway.h>
#include <core/pdf/pdfsource.h>
#include <core/rows/rowpagesource.h>
#include <core/util/result.h>
#include <models/crossreflookup.h>

namespace Ei::Ui {

// What a window needs of a table served in this process (the demo, an opened export): the row list
// pages straight from its rows through `rowPages`, and everything else reaches it like any HBase
// REST gateway, without a socket, through `gateway`.
struct ServedTable
{
    std::shared_ptr<Core::InProcessGateway>
        gateway; // never null: ConnectionConfig::inProcess, its url() the base URL
    // Never empty: the row list pages straight from the table's rows (TableSession::setRowPages).
    Core::RowPageSourceFactory rowPages;
    QString table;
    QString profile;   // empty: chosen from the table name
    QString keyFormat; // empty: the profile's
    QList<Core::PdfSourceSpec> pdfSources;
    Models::CrossrefLookup::LocalRecords crossrefRecords; // the demo's Crossref mirror
    QString readOnlyReason; // non-empty: the connection refuses writes, and edits are off with this sentence
    QString description;    // the status bar's line once open; empty: the window's own
};

// One table a window holds in this process, from the moment it was asked for. It answers once and
// never inside the call that made it: served() with the table, or failed() with why it could not
// be served (a sentence for the banner). Deleting it lets go of it and silences it: an export stops
// being served, the demo once no other window holds it.
class LocalTable : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalTable)

public:
    ~LocalTable() override;

    // The demo: Reset Demo Data applies to it.
    virtual bool isDemo() const = 0;
    // The demo's folder of the user's edits, which Reset Demo Data deletes; empty for an export.
    virtual QString userCopyDir() const = 0;
    // Reset Demo Data: forgets the user's edits and serves the shipped table again; every window
    // holding the demo hears tableReset() (or saveFailed()). Nothing for an export.
    virtual void resetDemoData() = 0;

Q_SIGNALS:
    void served(const Ei::Ui::ServedTable &table);
    void failed(const Ei::Core::Error &error);
    // The table's content changed under every window holding it (Reset Demo Data in any window).
    void tableReset();
    // The user's edits to the demo could not be saved.
    void saveFailed(const Ei::Core::Error &error);

protected:
    explicit LocalTable(QObject *parent)
        : QObject(parent)
    {}
};

// Serves the demo and opened exports in this process for the windows. ui only names it: the
// application implements it (app/gui, Gui::InProcessTables, over ei_demo and ei_server) and
// hands it to each window's InspectorSession, so ei_ui links neither the demo nor the gateway.
class LocalTables
{
public:
    virtual ~LocalTables() = default;

    // The demo from a snapshot folder (docs/demo-data.md), one for every window of the process;
    // edits go to `userCopyDir` (empty: the user's data folder), never into the snapshot.
    virtual LocalTable *serveDemo(const QString &snapshotDir, const QString &userCopyDir,
                                  QObject *parent) = 0;
    // An export (docs/export.md): a bundle or snapshot folder, or a .jsonl / .jsonl.sz rows file,
    // loaded off the GUI thread and served read-only.
    virtual LocalTable *serveExport(const QString &path, QObject *parent) = 0;
};

} // namespace Ei::Ui
