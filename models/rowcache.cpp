#include "rowcache.h"

#include <QTimer>

#include <core/hbase/restclient.h>

namespace Ei::Models {

namespace {
qsizetype rowCostKiB(const Core::Row &row)
{
    qsizetype bytes = row.key.size();
    for (const Core::Cell &c : row.cells) {
        bytes += c.column.size() + c.value.size();
    }
    return std::max<qsizetype>(1, bytes / 1024);
}
} // namespace

RowCache::RowCache(Core::RestClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_rows(64 * 1024)
{}

RowCache::~RowCache()
{
    for (const auto &call : std::as_const(m_inFlight)) {
        if (call) {
            call->cancel();
        }
    }
}

void RowCache::setMaxBytes(qint64 bytes)
{
    m_rows.setMaxCost(qsizetype(std::max<qint64>(1, bytes / 1024)));
}

Core::Call<Core::Row> *RowCache::read(const QByteArray &key)
{
    if (const auto it = m_inFlight.constFind(key); it != m_inFlight.cend() && *it) {
        return *it;
    }
    Core::Call<Core::Row> *call = m_client->getRow(key);
    m_inFlight.insert(key, call);
    call->then(this, [this, key, call](const Core::Result<Core::Row> &row) {
        // A read that invalidate() let go of answers its own callers only: its row may predate
        // the change that invalidated it, so it must not be cached (nor joined, see invalidate()).
        const auto it = m_inFlight.constFind(key);
        if (it == m_inFlight.cend() || *it != call) {
            return;
        }
        m_inFlight.erase(it);
        if (row) {
            // QCache refuses an object costlier than the whole budget: cap the cost so that one
            // huge row still stays cached while it is shown.
            const qsizetype cost = std::min(rowCostKiB(*row), m_rows.maxCost());
            m_rows.insert(key, new Core::Row(*row), cost);
        }
    });
    return call;
}

void RowCache::fetch(const QByteArray &key, QObject *context, Callback done)
{
    if (const Core::Row *row = m_rows.object(key)) {
        ++m_hits;
        QTimer::singleShot(0, context, [done = std::move(done), r = *row] { done(r); });
        return;
    }
    ++m_misses;
    read(key)->then(context, std::move(done));
}

void RowCache::prefetch(const QByteArray &key, QObject *context, Callback ready)
{
    if (key.isEmpty()) {
        return;
    }
    if (const Core::Row *row = m_rows.object(key)) {
        if (ready && context) {
            QTimer::singleShot(0, context, [ready = std::move(ready), r = *row] { ready(r); });
        }
        return;
    }
    Core::Call<Core::Row> *call = read(key);
    if (ready && context) {
        call->then(context, std::move(ready));
    }
}

void RowCache::invalidate(const QByteArray &key)
{
    m_rows.remove(key);
    // A read already under way may have been answered before the change: the next fetch reads
    // again instead of joining it.
    m_inFlight.remove(key);
}

void RowCache::clear()
{
    m_rows.clear();
}

} // namespace Ei::Models
