#pragma once

#include <map>
#include <memory>

#include <QPointer>

#include <core/hbase/filter.h>
#include <core/rows/rowpagesource.h>

namespace Ei::Server {

class RestServer;
class ScanFilter;

// The row list's pages of a table this process serves (the window's demo, an opened export or
// snapshot), read straight from its TableStore: no request, no JSON, no scanner. A page is the scan
// Core::rowPageScanSpec() makes of the query, as for a REST table, and its --where filters are
// evaluated by the same ScanFilter code the gateway runs for a scanner, so a query shows the same
// rows either way. The rows are read on the thread that owns the server, in slices of a few
// milliseconds, so a filter that matches few rows of a big table never freezes the window.
//
// The server may go away while pages are asked for (the window let go of the table): a page then
// ends with an error saying so, never in silence.
class TableStoreRowPageSource final : public Core::RowPageSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableStoreRowPageSource)

public:
    TableStoreRowPageSource(RestServer *server, QString table, QList<QByteArray> listColumns,
                            Core::ValueEncoder encoder, QObject *parent = nullptr);
    ~TableStoreRowPageSource() override;

    quint64 requestPage(const Core::RowPageRequest &request) override;
    void cancel(quint64 requestId) override;

    // The factory a window's table session uses for `server`'s tables (Core::RowPageSourceFactory).
    static Core::RowPageSourceFactory factory(RestServer *server);

private:
    struct Page;

    // Reads on for page `id` for one slice; answers it when complete, else goes on next turn.
    void readSlice(quint64 id);
    void finish(quint64 id, Core::RowPage page);

    QPointer<RestServer> m_server;
    QString m_table;
    QList<QByteArray> m_columns;
    Core::ValueEncoder m_encoder;
    quint64 m_nextId = 1;
    std::map<quint64, std::unique_ptr<Page>> m_pages;
};

} // namespace Ei::Server
