#pragma once

#include <QByteArray>

#include <core/export/exportrowsource.h>

namespace Ei::Server {

class TableStore;

// A local in-memory table (an opened snapshot; the benchmarks' "no network" baseline). Must be
// used on the thread that owns the store, which must outlive the source.
class TableStoreRowSource final : public Core::ExportRowSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableStoreRowSource)

public:
    explicit TableStoreRowSource(const TableStore *store, QObject *parent = nullptr);
    ~TableStoreRowSource() override;

    void fetchNext(int maxRows, RowsCallback done) override;
    bool atEnd() const override { return m_atEnd; }
    void fetchSchema(SchemaCallback done) override;
    void cancel() override;

private:
    const TableStore *m_store;
    QByteArray m_lastKey;
    bool m_started = false;
    bool m_atEnd = false;
    bool m_cancelled = false;
};

} // namespace Ei::Server
