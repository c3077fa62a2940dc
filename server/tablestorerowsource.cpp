#include "tablestorerowsource.h"

#include <QTimer>

#include <server/tablestore.h>

namespace Ei::Server {

TableStoreRowSource::TableStoreRowSource(const TableStore *store, QObject *parent)
    : Core::ExportRowSource(parent)
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
        Core::CellSet rows;
        rows.reserve(maxRows);
        ReadSpec everything;
        m_store->scan(m_lastKey, !m_started, everything, [&](Core::Row &&row) {
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

} // namespace Ei::Server
