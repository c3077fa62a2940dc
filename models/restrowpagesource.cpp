#include "restrowpagesource.h"

#include <algorithm>

#include <QElapsedTimer>
#include <QTimer>

#include <core/hbase/scanner.h>

namespace {

// A page is what the curator waits for: a few quick attempts, then the error in the list.
constexpr Ei::Core::ScanRecovery kPageRecovery{3, 250, 2000};

} // namespace

namespace Ei::Models {

namespace {

// The answer to request `id`: the rows its call brought, or the call's error.
RowPage answeredPage(quint64 id, quint64 generation, const QElapsedTimer &timer,
                     const Core::Result<Core::CellSet> &rows)
{
    RowPage page;
    page.requestId = id;
    page.generation = generation;
    page.elapsedMs = timer.elapsed();
    if (rows) {
        page.rows = *rows;
    } else {
        page.error = rows.error();
    }
    return page;
}

} // namespace

RestRowPageSource::RestRowPageSource(Core::RestClient *client, QList<QByteArray> listColumns,
                                     Core::ValueEncoder encoder, QObject *parent)
    : RowPageSource(parent)
    , m_client(client)
    , m_columns(std::move(listColumns))
    , m_encoder(std::move(encoder))
{}

RestRowPageSource::~RestRowPageSource()
{
    for (const QPointer<Core::ResumableScan> &s : std::as_const(m_scanners)) {
        if (s) {
            s->cancel();
        }
    }
    for (const QPointer<Core::PendingCall> &call : std::as_const(m_gets)) {
        if (call) {
            call->cancel();
        }
    }
}

QByteArrayList RestRowPageSource::keysFor(const RowQuery &query, const QByteArray &afterKey, int limit,
                                          bool *atEnd)
{
    QByteArrayList out;
    auto it = afterKey.isEmpty() ? query.keys.cbegin()
                                 : std::upper_bound(query.keys.cbegin(), query.keys.cend(), afterKey);
    for (; it != query.keys.cend() && out.size() < limit; ++it) {
        const QByteArray &key = *it;
        const bool inRange = (query.prefix.isEmpty() || key.startsWith(query.prefix)) &&
                             (query.startKey.isEmpty() || key >= query.startKey) &&
                             (query.stopKey.isEmpty() || key < query.stopKey);
        if (inRange) {
            out.append(key);
        }
    }
    if (atEnd) {
        *atEnd = it == query.keys.cend();
    }
    return out;
}

quint64 RestRowPageSource::requestKeys(quint64 id, const RowPageRequest &request)
{
    bool atEnd = false;
    const QByteArrayList keys = keysFor(request.query, request.afterKey, request.limit, &atEnd);
    Core::GetOptions options;
    options.columns = m_columns;
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    Core::Call<Core::CellSet> *call = m_client->multiGet(keys, options);
    m_gets.insert(id, call);
    call->then(this, [this, id, timer, atEnd,
                      generation = request.generation](const Core::Result<Core::CellSet> &rows) {
        if (!m_gets.remove(id)) {
            return; // cancelled
        }
        RowPage page = answeredPage(id, generation, *timer, rows);
        if (rows) {
            // Rows deleted since the keys were found are simply absent.
            std::ranges::sort(page.rows, {}, &Core::Row::key);
            page.atEnd = atEnd;
        }
        Q_EMIT pageFinished(page);
    });
    return id;
}

Core::Result<Core::ScanSpec> RestRowPageSource::specFor(const RowQuery &query, const QByteArray &afterKey,
                                                        int limit) const
{
    Core::ScanSpec spec;
    spec.columns = m_columns;
    spec.limit = limit;
    // Small pages of light cells: the batch bounds one response, the limit one page.
    spec.batch = qMax(limit * qMax<int>(1, int(m_columns.size())), 100);
    if (!query.prefix.isEmpty()) {
        spec.startRow = query.prefix;
        spec.stopRow = Core::prefixStopRow(query.prefix);
    }
    if (!query.startKey.isEmpty() && query.startKey > spec.startRow) {
        spec.startRow = query.startKey;
    }
    if (!query.stopKey.isEmpty() && (spec.stopRow.isEmpty() || query.stopKey < spec.stopRow)) {
        spec.stopRow = query.stopKey;
    }
    if (!afterKey.isEmpty()) {
        // The smallest key after afterKey: the scan's start row is inclusive.
        spec.startRow = afterKey + '\0';
    }
    if (!query.where.isEmpty()) {
        auto filter = Core::whereFilter(query.where, m_encoder);
        if (!filter) {
            return std::unexpected(filter.error());
        }
        spec.filter = *filter;
        for (const QString &text : query.where) {
            const auto predicate = Core::parseWhere(text, m_encoder);
            if (predicate && !spec.columns.isEmpty() && !spec.columns.contains(predicate->column)) {
                spec.columns.append(predicate->column);
            }
        }
    }
    return spec;
}

quint64 RestRowPageSource::requestPage(const RowPageRequest &request)
{
    const quint64 id = m_nextId++;
    if (!request.query.keys.isEmpty()) {
        return requestKeys(id, request);
    }
    auto spec = specFor(request.query, request.afterKey, request.limit);
    if (!spec) {
        // Never emit synchronously (the contract): report the bad query on the next turn.
        QTimer::singleShot(0, this, [this, id, generation = request.generation, error = spec.error()] {
            RowPage page;
            page.requestId = id;
            page.generation = generation;
            page.error = error;
            Q_EMIT pageFinished(page);
        });
        return id;
    }
    auto *scanner = new Core::ResumableScan(m_client, *spec, kPageRecovery, this);
    m_scanners.insert(id, scanner);
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    scanner->fetchNext(request.limit)
        ->then(this, [this, id, scanner, timer, generation = request.generation,
                      limit = request.limit](const Core::Result<Core::CellSet> &rows) {
            if (!m_scanners.contains(id)) {
                return; // cancelled
            }
            m_scanners.remove(id);
            RowPage page = answeredPage(id, generation, *timer, rows);
            if (rows) {
                // The scanner stops at the page limit, so only a short page means the end.
                page.atEnd = rows->size() < limit;
            }
            scanner->close();
            scanner->deleteLater();
            Q_EMIT pageFinished(page);
        });
    return id;
}

void RestRowPageSource::cancel(quint64 requestId)
{
    if (const QPointer<Core::PendingCall> call = m_gets.take(requestId)) {
        call->cancel();
    }
    if (const QPointer<Core::ResumableScan> scanner = m_scanners.take(requestId)) {
        scanner->cancel();
        scanner->deleteLater();
    }
}

} // namespace Ei::Models
