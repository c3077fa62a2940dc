#pragma once

#include <chrono>
#include <optional>

#include <QObject>

#include <core/crossref/crossrefclient.h>
#include <core/hbase/connectionconfig.h>
#include <core/pdf/pdfsource.h>
#include <core/settings/connectionstore.h>
#include <core/util/result.h>
#include <models/crossreflookup.h>
#include <ui/localtables.h>

namespace Ei::Ui {

// Everything a window needs to show a connection's table once it is reachable.
struct OpenedConnection
{
    Core::ConnectionConfig config;       // how the REST client reaches the table
    Core::RowPageSourceFactory rowPages; // a table served in this process: the row list's pages
    QString profile;                     // empty: chosen from the table name
    QString keyFormat;                   // empty: the profile's
    QList<Core::PdfSourceSpec> pdfSources;
    QList<QPair<QByteArray, QByteArray>> pdfHeaders; // for the archive's own stores only
    std::optional<std::chrono::seconds> pdfTimeout;
    Models::CrossrefLookup::LocalRecords crossrefRecords; // in-process records (the demo's mirror)
    std::optional<Core::CrossrefSource> crossrefSource;   // else a connection's Crossref source
    std::chrono::seconds crossrefTimeout{30};
    QByteArray crossrefPassword; // a postgres: source's, from the connection's secrets

    QString readOnlyReason; // non-empty: edits are refused with this sentence
    QString description;    // the status bar's line once open; empty: the window's own
};

// Opens what a window shows (docs/connections.md): the demo, a saved connection, a server named on
// the command line (`--url`, not saved) or an export. A saved connection is reached with its
// headers, TLS options, timeout and read-only flag; its PDF sources and Crossref source come with
// it. The demo and an export are served in this process by the application's LocalTables (app/gui:
// the demo shared by every window, an export loaded on a worker thread; ui names only the
// interface, so it links neither ei_demo nor ei_server): the row list pages straight from their
// rows, and every other read and write reaches them without a socket through the REST client, as
// on a cluster. Opening is asynchronous: opening(), then opened()
// or failed(); whatever was open is closed first and its late answers are dropped.
class ConnectionOpener final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionOpener)

public:
    // `localTables` serves the demo and exports (may be null: a window that opens neither, whose
    // openDemo() and openExport() fail with a sentence saying so); it outlives the opener.
    explicit ConnectionOpener(LocalTables *localTables, QObject *parent = nullptr);
    ~ConnectionOpener() override;

    // The connection name the demo is shown under.
    static QString demoName();
    // The connection name an export at `path` is shown under.
    static QString exportName(const QString &path);

    // Starts the demo from a snapshot folder (see docs/demo-data.md). Edits go to `userCopyDir`
    // (empty: the user's data folder); the shipped snapshot is never written.
    void openDemo(const QString &snapshotDir, const QString &userCopyDir = {});
    void openConnection(const Core::SavedConnection &connection);
    // A server and table that are not saved (`--url`): named after its host and port until the
    // curator saves it. A connection that cannot be opened at all (a malformed URL) is an error and
    // nothing is closed; else the named connection, opened like a saved one.
    Core::Result<Core::SavedConnection> openServer(const Core::SavedConnection &server);
    // Opens an export read-only (docs/export.md): a bundle (or any snapshot) folder, or a .jsonl /
    // .jsonl.sz rows file; the connection refuses writes.
    void openExport(const QString &path);
    // Closes what is open; answers still on their way are dropped.
    void close();

    // The connection shown: its name, URL, table and profile (for the demo and an export: the
    // in-process gateway's URL). Empty before anything is opened.
    const Core::SavedConnection &connection() const { return m_connection; }
    // The shown connection was saved under `name` (nothing else changes).
    void rename(const QString &name) { m_connection.name = name; }
    // Another table or profile of the same server is shown.
    void showTable(const QString &table, const QString &profile);
    bool isDemo() const { return m_local && m_local->isDemo(); }
    // The demo or export held, from the moment it was asked for (Reset Demo Data); else null.
    LocalTable *localTable() const { return m_local; }

Q_SIGNALS:
    // Something else is being opened: what was shown goes. `description` (may be empty) says what
    // is loading, for the status bar.
    void opening(const QString &description);
    void opened(const Ei::Ui::OpenedConnection &connection);
    void failed(const Ei::Core::Error &error);
    // The demo's table was reset to the shipped data (Reset Demo Data, in any window).
    void tableReset();
    // The demo could not save the user's edits.
    void saveFailed(const Ei::Core::Error &error);

private:
    // Closes, counts a new generation and announces it.
    quint64 begin(const QString &description);
    // Holds `local` and says opened() or failed() with its answer, unless replaced first.
    void hold(LocalTable *local, quint64 generation);

    LocalTables *m_localTables;
    LocalTable *m_local = nullptr; // the demo or export held (a child)
    Core::SavedConnection m_connection;
    quint64 m_generation = 0; // drops the answers of a connection that was replaced
};

} // namespace Ei::Ui
