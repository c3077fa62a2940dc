#include "exportrowsource.h"

#include <QJsonDocument>
#include <QTimer>

#include <core/hbase/scanner.h>
#include <core/snapshot/tablestore.h>

namespace Ei::Core {
namespace {

void fetchRestSchema(RestClient *client, QObject *context, QPointer<PendingCall> &pending,
                     ExportRowSource::SchemaCallback done)
{
    if (!client) {
        QTimer::singleShot(0, context, [done = std::move(done)] {
            done(fail(ErrorKind::Internal, QStringLiteral("the table connection is gone")));
        });
        return;
    }
    auto *call = client->schema();
    pending = call;
    call->then(context, [done = std::move(done)](const Result<QJsonObject> &json) {
        if (!json) {
            done(std::unexpected(json.error()));
            return;
        }
        done(TableSchema::fromJson(QJsonDocument(*json).toJson(QJsonDocument::Compact)));
    });
}

} // namespace

RestKeysRowSource::RestKeysRowSource(RestClient *client, QList<QByteArray> keys, GetOptions options,
                                     QObject *parent)
    : ExportRowSource(parent)
    , m_client(client)
    , m_keys(std::move(keys))
    , m_options(std::move(options))
{}

RestKeysRowSource::~RestKeysRowSource()
{
    cancel();
}

void RestKeysRowSource::fetchNext(int maxRows, RowsCallback done)
{
    if (!m_client) {
        QTimer::singleShot(0, this, [done = std::move(done)] {
            done(fail(ErrorKind::Internal, QStringLiteral("the table connection is gone")));
        });
        return;
    }
    const qsizetype n =
        std::min<qsizetype>({qsizetype(maxRows), qsizetype(kBatchKeys), m_keys.size() - m_next});
    if (n <= 0) {
        QTimer::singleShot(0, this, [done = std::move(done)] { done(CellSet{}); });
        return;
    }
    const QList<QByteArray> batch = m_keys.mid(m_next, n);
    m_next += n;
    auto *call = m_client->multiGet(batch, m_options);
    m_pending = call;
    call->then(this, [this, n, done = std::move(done)](const Result<CellSet> &rows) {
        // A multiget none of whose rows exist is 404 on some servers: that is "no rows", not a failure.
        if (!rows && rows.error().kind != ErrorKind::NotFound) {
            done(std::unexpected(rows.error()));
            return;
        }
        CellSet found = rows ? *rows : CellSet{};
        m_notFound += n - found.size();
        done(found);
    });
}

void RestKeysRowSource::fetchSchema(SchemaCallback done)
{
    fetchRestSchema(m_client, this, m_pending, std::move(done));
}

void RestKeysRowSource::cancel()
{
    m_next = m_keys.size();
    if (m_pending) {
        // Disconnect first: a cancelled source calls no callback.
        m_pending->disconnect(this);
        m_pending->cancel();
    }
}

RestScanRowSource::RestScanRowSource(RestClient *client, const ScanSpec &spec, QObject *parent)
    : ExportRowSource(parent)
    , m_client(client)
    , m_scanner(client->openScanner(spec, this))
{}

RestScanRowSource::~RestScanRowSource() = default;

void RestScanRowSource::fetchNext(int maxRows, RowsCallback done)
{
    auto *call = m_scanner->fetchNext(maxRows);
    m_pending = call;
    call->then(this, std::move(done));
}

bool RestScanRowSource::atEnd() const
{
    return m_scanner->atEnd();
}

void RestScanRowSource::fetchSchema(SchemaCallback done)
{
    fetchRestSchema(m_client, this, m_pending, std::move(done));
}

void RestScanRowSource::cancel()
{
    if (m_pending) {
        m_pending->disconnect(this);
    }
    // Releases the server-side scanner (DELETE) and fails a pending fetch.
    m_scanner->cancel();
}

TableStoreRowSource::TableStoreRowSource(const TableStore *store, QObject *parent)
    : ExportRowSource(parent)
    , m_store(store)
{}

TableStoreRowSource::~TableStoreRowSource() = default;

void TableStoreRowSource::fetchNext(int maxRows, RowsCallback done)
{
    // The scan is synchronous and in memory; the answer still comes on the next turn (the contract).
    QTimer::singleShot(0, this, [this, maxRows, done = std::move(done)] {
        if (m_cancelled) {
            return;
        }
        CellSet rows;
        rows.reserve(maxRows);
        ReadSpec everything;
        m_store->scan(m_lastKey, !m_started, everything, [&](Row &&row) {
            rows.append(std::move(row));
            return rows.size() < maxRows;
        });
        m_started = true;
        if (rows.size() < maxRows) {
            m_atEnd = true;
        }
        if (!rows.isEmpty()) {
            m_lastKey = rows.last().key;
        }
        done(rows);
    });
}

void TableStoreRowSource::fetchSchema(SchemaCallback done)
{
    QTimer::singleShot(0, this, [this, done = std::move(done)] {
        if (!m_cancelled) {
            done(m_store->schema());
        }
    });
}

void TableStoreRowSource::cancel()
{
    m_cancelled = true;
    m_atEnd = true;
}

} // namespace Ei::Core
