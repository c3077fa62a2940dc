#include "restrowpagesource.h"

#include <QElapsedTimer>
#include <QTimer>

#include <core/hbase/scanner.h>
#include <core/rows/rowpagespec.h>

namespace {

// A page is what the curator waits for: a few quick attempts, then the error in the list.
constexpr Ei::Core::ScanRecovery kPageRecovery{3, 250, 2000};

} // namespace

namespace Ei::Core {

namespace {

// The answer to request `id`: the rows its call brought, or the call's error.
RowPage answeredPage(quint64 id, quint64 generation, const QElapsedTimer &timer, const Result<CellSet> &rows)
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

RestRowPageSource::RestRowPageSource(RestClient *client, QList<QByteArray> listColumns, ValueEncoder encoder,
                                     QObject *parent)
    : RowPageSource(parent)
    , m_client(client)
    , m_columns(std::move(listColumns))
    , m_encoder(std::move(encoder))
{}

RestRowPageSource::~RestRowPageSource()
{
    for (const QPointer<ResumableScan> &s : std::as_const(m_scanners)) {
        if (s) {
            s->cancel();
        }
    }
    for (const QPointer<PendingCall> &call : std::as_const(m_gets)) {
        if (call) {
            call->cancel();
        }
    }
}

quint64 RestRowPageSource::requestKeys(quint64 id, const RowPageRequest &request)
{
    bool atEnd = false;
    const QByteArrayList keys = rowPageKeys(request.query, request.afterKey, request.limit, &atEnd);
    GetOptions options;
    options.columns = m_columns;
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    Call<CellSet> *call = m_client->multiGet(keys, options);
    m_gets.insert(id, call);
    call->then(this, [this, id, timer, atEnd, generation = request.generation](const Result<CellSet> &rows) {
        if (!m_gets.remove(id)) {
            return; // cancelled
        }
        RowPage page = answeredPage(id, generation, *timer, rows);
        if (rows) {
            // Rows deleted since the keys were found are simply absent.
            std::ranges::sort(page.rows, {}, &Row::key);
            page.atEnd = atEnd;
        }
        Q_EMIT pageFinished(page);
    });
    return id;
}

quint64 RestRowPageSource::requestPage(const RowPageRequest &request)
{
    const quint64 id = m_nextId++;
    if (!request.query.keys.isEmpty()) {
        return requestKeys(id, request);
    }
    auto spec = rowPageScanSpec(request.query, request.afterKey, request.limit, m_columns, m_encoder);
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
    auto *scanner = new ResumableScan(m_client, *spec, kPageRecovery, this);
    m_scanners.insert(id, scanner);
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    scanner->fetchNext(request.limit)
        ->then(this, [this, id, scanner, timer, generation = request.generation,
                      limit = request.limit](const Result<CellSet> &rows) {
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
    if (const QPointer<PendingCall> call = m_gets.take(requestId)) {
        call->cancel();
    }
    if (const QPointer<ResumableScan> scanner = m_scanners.take(requestId)) {
        scanner->cancel();
        scanner->deleteLater();
    }
}

} // namespace Ei::Core
