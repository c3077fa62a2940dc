#include "tablestorerowpagesource.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <core/rows/rowpagespec.h>
#include <server/restserver.h>
#include <server/scanfilter.h>
#include <server/tablestore.h>

namespace Ei::Server {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Server::TableStoreRowPageSource)
};

// How long one slice of a page may read before the event loop gets a turn: well under a frame,
// so scrolling and typing stay smooth while a filter looks for rare rows.
constexpr qint64 kSliceMs = 8;
// How many rows are read between two looks at the clock.
constexpr int kRowsBetweenClockChecks = 256;

} // namespace

struct TableStoreRowPageSource::Page
{
    Core::RowPageRequest request;
    QElapsedTimer timer;
    ReadSpec read;
    QByteArray resumeKey; // where the next slice starts
    bool resumeInclusive = true;
    QByteArray stopRow; // exclusive; empty = the table's end
    qint64 limit = 0;
    bool started = false; // the first slice made the scan
    std::unique_ptr<ScanFilter> filter;
    Core::CellSet rows;
};

TableStoreRowPageSource::TableStoreRowPageSource(RestServer *server, QString table,
                                                 QList<QByteArray> listColumns, Core::ValueEncoder encoder,
                                                 QObject *parent)
    : RowPageSource(parent)
    , m_server(server)
    , m_table(std::move(table))
    , m_columns(std::move(listColumns))
    , m_encoder(std::move(encoder))
{}

TableStoreRowPageSource::~TableStoreRowPageSource() = default;

Core::RowPageSourceFactory TableStoreRowPageSource::factory(RestServer *server)
{
    return [server = QPointer<RestServer>(server)](const QString &table, QList<QByteArray> listColumns,
                                                   Core::ValueEncoder encoder,
                                                   QObject *parent) -> Core::RowPageSource * {
        return new TableStoreRowPageSource(server, table, std::move(listColumns), std::move(encoder), parent);
    };
}

quint64 TableStoreRowPageSource::requestPage(const Core::RowPageRequest &request)
{
    const quint64 id = m_nextId++;
    auto page = std::make_unique<Page>();
    page->request = request;
    page->timer.start();
    m_pages.emplace(id, std::move(page));
    // Never inside the call (the contract): the first slice runs on the next turn.
    QTimer::singleShot(0, this, [this, id] { readSlice(id); });
    return id;
}

void TableStoreRowPageSource::cancel(quint64 requestId)
{
    m_pages.erase(requestId);
}

void TableStoreRowPageSource::finish(quint64 id, Core::RowPage page)
{
    const auto it = m_pages.find(id);
    page.requestId = id;
    page.generation = it->second->request.generation;
    page.elapsedMs = it->second->timer.elapsed();
    m_pages.erase(it);
    Q_EMIT pageFinished(page);
}

void TableStoreRowPageSource::readSlice(quint64 id)
{
    const auto it = m_pages.find(id);
    if (it == m_pages.end()) {
        return; // cancelled
    }
    Page &page = *it->second;
    const TableStore *store = m_server ? m_server->table(m_table) : nullptr;
    if (!store) {
        Core::RowPage failed;
        failed.error = Core::Error{
            Core::ErrorKind::NotFound,
            m_server ? Tr::tr("The rows could not be read: the table %1 is not served in this window.")
                           .arg(m_table)
                     : Tr::tr("The rows could not be read: the table is no longer served in this window.")};
        finish(id, std::move(failed));
        return;
    }
    const Core::RowQuery &query = page.request.query;

    if (!query.keys.isEmpty()) {
        // A key list (a DOI's rows): one page of keys, each read by key, as a multi-get would.
        bool atEnd = false;
        const QByteArrayList keys =
            Core::rowPageKeys(query, page.request.afterKey, page.request.limit, &atEnd);
        Core::RowPage answer;
        ReadSpec read;
        read.columns = m_columns;
        for (const QByteArray &key : keys) {
            if (std::optional<Core::Row> row = store->get(key, read)) {
                answer.rows.append(std::move(*row)); // rows deleted since the keys were found are absent
            }
        }
        answer.atEnd = atEnd;
        finish(id, std::move(answer));
        return;
    }

    if (!page.started) {
        page.started = true;
        // First slice: the page's scan, exactly as a REST table's page would be scanned.
        auto spec =
            Core::rowPageScanSpec(query, page.request.afterKey, page.request.limit, m_columns, m_encoder);
        if (!spec) {
            Core::RowPage failed;
            failed.error = spec.error();
            finish(id, std::move(failed));
            return;
        }
        if (spec->filter) {
            auto filter = parseScanFilter(spec->filter->toJson());
            if (!filter) {
                Core::RowPage failed;
                failed.error = filter.error();
                finish(id, std::move(failed));
                return;
            }
            page.filter = std::move(*filter);
        }
        page.read.columns = spec->columns;
        page.resumeKey = spec->startRow;
        page.stopRow = spec->stopRow;
        page.limit = qMax<qint64>(spec->limit, 0);
    }

    QElapsedTimer slice;
    slice.start();
    bool ended = true; // the scan reached the range's end, or the filter can pass no more rows
    bool full = false;
    int sinceClock = 0;
    store->scan(page.resumeKey, page.resumeInclusive, page.read, [&](Core::Row &&row) {
        if (++sinceClock >= kRowsBetweenClockChecks) {
            sinceClock = 0;
            if (slice.elapsed() >= kSliceMs) {
                ended = false; // a slice's worth: the rest, from this row on, on the next turn
                return false;
            }
        }
        if (!page.stopRow.isEmpty() && QByteArrayView(row.key).compare(page.stopRow) >= 0) {
            return false;
        }
        page.resumeKey = row.key;
        page.resumeInclusive = false;
        if (page.filter) {
            if (page.filter->allRemainingFiltered()) {
                return false;
            }
            if (!page.filter->filterRow(row) || row.cells.isEmpty()) {
                return !page.filter->allRemainingFiltered();
            }
        }
        page.rows.append(std::move(row));
        if (page.rows.size() >= page.limit) {
            full = true;
            ended = false;
            return false;
        }
        return true;
    });
    if (!ended && !full) {
        QTimer::singleShot(0, this, [this, id] { readSlice(id); });
        return;
    }
    Core::RowPage answer;
    answer.rows = std::move(page.rows);
    // A full page may be the last one; the next request then finds no rows and says so.
    answer.atEnd = ended;
    finish(id, std::move(answer));
}

} // namespace Ei::Server
