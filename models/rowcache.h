#pragma once

#include <functional>

#include <QCache>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <core/hbase/cellset.h>
#include <core/util/pendingcall.h>
#include <core/util/result.h>

namespace Ei::Core {
class PendingCall;
class RestClient;
template<class T>
class Call;
} // namespace Ei::Core

namespace Ei::Models {

// Whole rows (every cell, TEI included) for the row tabs, in a small LRU cache bounded by bytes:
// the shown row's neighbours are read ahead (prefetch) so that j/k shows cached data at once, and
// going back is free. A fetch of a row whose prefetch is in flight joins it instead of asking
// twice. Rows can change (curation): invalidate() drops one and lets go of a read of it under way.
class RowCache final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RowCache)

public:
    using Callback = std::function<void(const Core::Result<Core::Row> &)>;

    // `client` must outlive the cache.
    explicit RowCache(Core::RestClient *client, QObject *parent = nullptr);
    ~RowCache() override;

    // Bound on the cached rows' cell bytes (default 64 MiB); a single bigger row is still cached.
    void setMaxBytes(qint64 bytes);
    qint64 maxBytes() const { return qint64(m_rows.maxCost()) * 1024; }

    // The cached row, or nullptr. Marks it recently used.
    const Core::Row *cached(const QByteArray &key) const { return m_rows.object(key); }
    // Reads the row (cache first: then `done` runs on the next event-loop turn) and calls `done`
    // in `context` unless the context is gone.
    void fetch(const QByteArray &key, QObject *context, Callback done);
    // Reads the row into the cache if it is neither cached nor being read; `ready` (optional) runs
    // once it is cached.
    void prefetch(const QByteArray &key, QObject *context = nullptr, Callback ready = {});
    void invalidate(const QByteArray &key);
    void clear();

    int cachedCount() const { return int(m_rows.count()); }
    bool isInFlight(const QByteArray &key) const { return m_inFlight.contains(key); }
    qint64 hits() const { return m_hits; }
    qint64 misses() const { return m_misses; }

private:
    Core::Call<Core::Row> *read(const QByteArray &key);

    Core::RestClient *m_client;
    mutable QCache<QByteArray, Core::Row> m_rows; // cost: KiB of cell bytes
    QHash<QByteArray, QPointer<Core::Call<Core::Row>>> m_inFlight;
    qint64 m_hits = 0;
    qint64 m_misses = 0;
};

} // namespace Ei::Models
