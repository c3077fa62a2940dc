#pragma once

#include <functional>
#include <optional>

#include <QObject>

#include <core/hbase/connectionconfig.h>
#include <core/hbase/filter.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/restclient.h>
#include <core/rows/rowpagesource.h>
#include <core/tei/teidocument.h>
#include <core/util/result.h>
#include <models/rowpresenter.h>

namespace Ei::Models {

class ProfileColumns;
class RowCache;
class RowListModel;
class RowMetadataLoader;

// The row the window shows, read and decoded once for every tab: its cells, the decoded journal
// row, the Status tab's state and the match cells (RowPresenter::status and ::match, computed
// here and nowhere else).
struct CurrentRow
{
    Core::Row row;
    Core::JournalRow decoded;
    RowStatusInfo status;
    MatchInfo match;
    // The row's grobid0:tei_xml, parsed once here for every tab (the TEI tab's outline and boxes,
    // the Match tab's GROBID header). Empty when the row has no TEI or it could not be parsed;
    // then teiProblem says why (empty: no TEI at all).
    Core::TeiDocument tei;
    QString teiProblem;
};

// One open table: its REST client, the row list (its page source, RowListModel, the profile's
// columns and the metadata loader behind them), the row cache, and the RowPresenter of its profile.
// Switching table or profile closes one TableSession's table and opens another; what belongs to
// the old table is deleted later (a reply of its own may be on the stack). No widgets.
//
// It is the one handoff of the open table: every owner of a tab, dock or menu is given the
// TableSession and listens to opened(), closing() and the current row, reading what it needs
// from it. It is also the one "current row" source: the row list's selection, a lookup or a
// worklist sets the current key, the row is read once (row cache, else a GET) and decoded once,
// and rowLoaded() gives it to every tab owner.
class TableSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableSession)

public:
    explicit TableSession(QObject *parent = nullptr);
    ~TableSession() override;

    // Opens `config.table` with the named profile and key format (empty: chosen from the table
    // name) and starts reading the first page. A profile or key format that no longer exists is
    // replaced by the default, and the returned error says so. Whatever was open is closed first.
    std::optional<Core::Error> open(Core::ConnectionConfig config, const QString &profile,
                                    const QString &keyFormat);
    void close();
    bool isOpen() const { return m_model != nullptr; }
    // Why this connection may not be written to (empty: it may); set before open().
    void setReadOnlyReason(const QString &reason) { m_readOnlyReason = reason; }
    QString readOnlyReason() const { return m_readOnlyReason; }
    // Where the row list reads its pages, set before open(): a table held in this process (the
    // demo, an opened export) pages straight from its rows; empty (the default) pages over REST
    // (Core::RestRowPageSource). Everything else reads through the client either way.
    void setRowPages(Core::RowPageSourceFactory pages) { m_rowPages = std::move(pages); }

    // The current row. A new key (not empty, not the current one) is said at once
    // (currentKeyChanged) and its row follows (rowLoaded, or rowFailed); a read still under way
    // for the previous key is dropped.
    void setCurrentKey(const QByteArray &key);
    QByteArray currentKey() const { return m_currentKey; }
    // No current row: the next setCurrentKey() reads even the same key again (a table reset,
    // local files shown instead).
    void forgetCurrentRow();
    // Reads the current row again (Retry after its read failed).
    void reloadCurrentRow();
    // A write of `key` was applied on the server: the current row is read again and shown (its
    // line in the list too); another row is read when it is next opened.
    void rowWritten(const QByteArray &key);

    QString table() const { return m_table; }
    const RowPresenter &presenter() const { return m_presenter; }
    const Core::Profile &profile() const { return m_presenter.profile(); }
    Core::KeyFormat keyFormat() const { return m_presenter.keyFormat(); }
    Core::RestClient *client() const { return m_client; }
    // The gateways the table's bulk jobs (export, statistics, reprocessing a filter and its count,
    // the DOI search) spread their scanners over: client() first, then the connection's further
    // REST URLs (docs/hbase-client.md, "Region-parallel scans"). Null when no table is open.
    Core::GatewayPool *gateways() const { return m_gateways; }
    // The connection's parallelScans: scanners at once in a bulk job (0 = auto).
    int parallelScans() const { return m_client ? m_client->config().parallelScans : 0; }
    RowListModel *model() const { return m_model; }
    RowCache *rows() const { return m_rows; }
    ProfileColumns *columns() const { return m_columns; }
    RowMetadataLoader *metadata() const { return m_metadata; }

    // The row list's filter as a scan of the whole table (no limit, big batches): with every
    // column for an export, with the list's light columns for reprocessing.
    Core::Result<Core::ScanSpec> filterScan(bool allColumns) const;
    QString filterDescription() const;
    // Turns a `--where` value into the bytes of its column, as the profile encodes them.
    Core::ValueEncoder valueEncoder() const;
    // Which of the first page's `count` rows to open first: the first processed one (it has a PDF
    // with its TEI and a match), so a new curator sees the point at once; else the first.
    int firstRowToShow(int count) const;
    // After a write of `key`: drops the cached row and reads it again, updates its line in the list
    // and calls `done` (in `context`) with the row as the server now has it.
    void reread(const QByteArray &key, QObject *context, std::function<void(const Core::Row &)> done);
    // Whether `key`'s row is among the rows the list has read (a lookup makes such a key current,
    // and the list selects it; another key is listed first).
    bool isListed(const QByteArray &key) const;
    // The DOIs (match0:doi) of up to `count` rows after `key`'s in the list, for reading their
    // Crossref records ahead (CrossrefReadAhead).
    QStringList doisAfter(const QByteArray &key, int count) const;
    // Reads the rows before and after `key` into the row cache (j/k show them at once); `nextRead`
    // gets the next row once it is there (to fetch its PDF ahead).
    void prefetchAround(const QByteArray &key, QObject *context,
                        std::function<void(const Core::Row &)> nextRead);

Q_SIGNALS:
    // A table is open (its client, list model and presenter are there); the first page is not
    // read yet.
    void opened();
    // The open table is about to close: let go of its client and model.
    void closing();
    void currentKeyChanged(const QByteArray &key);
    void rowLoaded(const Ei::Models::CurrentRow &row);
    void rowFailed(const QByteArray &key, const Ei::Core::Error &error);
    // A gateway of gateways() failed: the scans on it go on elsewhere, and it rests `restSeconds`.
    void gatewayResting(const QUrl &url, int restSeconds);

private:
    void loadCurrentRow();
    void showLoaded(const Core::Row &row);

    QString m_table;
    QString m_readOnlyReason;
    QByteArray m_currentKey;
    quint64 m_rowGeneration = 0; // a read for an older current row is dropped
    RowPresenter m_presenter;
    QList<QByteArray> m_listColumns; // the row list's light columns
    Core::RestClient *m_client = nullptr;
    Core::GatewayPool *m_gateways = nullptr;
    Core::RowPageSourceFactory m_rowPages;
    Core::RowPageSource *m_source = nullptr;
    RowListModel *m_model = nullptr;
    RowCache *m_rows = nullptr;
    RowMetadataLoader *m_metadata = nullptr;
    ProfileColumns *m_columns = nullptr;
};

} // namespace Ei::Models
