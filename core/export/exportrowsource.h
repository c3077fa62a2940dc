#pragma once

#include <functional>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>

#include <core/hbase/cellset.h>
#include <core/hbase/restclient.h>
#include <core/hbase/tableschema.h>
#include <core/util/result.h>

namespace Ei::Core {

class Scanner;
class TableStore;

// Where an export's rows come from. Pull API in constant memory: the job asks for the next few
// rows only when it has written the previous ones. Callbacks are never called synchronously (at
// the earliest on the next event-loop turn) and never after cancel() or destruction.
class ExportRowSource : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportRowSource)

public:
    using RowsCallback = std::function<void(const Result<CellSet> &rows)>;
    using SchemaCallback = std::function<void(const Result<TableSchema> &schema)>;

    using QObject::QObject;
    ~ExportRowSource() override = default;

    // Up to maxRows complete rows; fewer (possibly none) only at the end. One fetch at a time.
    virtual void fetchNext(int maxRows, RowsCallback done) = 0;
    virtual bool atEnd() const = 0;
    // The table schema (a bundle is a snapshot folder and carries schema.json).
    virtual void fetchSchema(SchemaCallback done) = 0;
    virtual void cancel() = 0;
    // Rows the export will write, when known in advance (explicit keys), else -1.
    virtual qint64 totalRows() const { return -1; }
    // Requested rows the table does not have (explicit keys only).
    virtual qint64 rowsNotFound() const { return 0; }
};

// Explicit keys, read with multiget in batches. The key list is the caller's (it is the input);
// at most one batch of rows is in memory.
class RestKeysRowSource final : public ExportRowSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestKeysRowSource)

public:
    static constexpr int kBatchKeys = 100; // keeps the multiget URL well under common limits

    RestKeysRowSource(RestClient *client, QList<QByteArray> keys, GetOptions options = {},
                      QObject *parent = nullptr);
    ~RestKeysRowSource() override;

    void fetchNext(int maxRows, RowsCallback done) override;
    bool atEnd() const override { return m_next >= m_keys.size(); }
    void fetchSchema(SchemaCallback done) override;
    void cancel() override;
    qint64 totalRows() const override { return m_keys.size(); }
    qint64 rowsNotFound() const override { return m_notFound; }

private:
    QPointer<RestClient> m_client;
    QList<QByteArray> m_keys;
    GetOptions m_options;
    qsizetype m_next = 0;
    qint64 m_notFound = 0;
    QPointer<PendingCall> m_pending;
};

// A server-side scan (whole table, a key range, --where filters): one stateful scanner.
class RestScanRowSource final : public ExportRowSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestScanRowSource)

public:
    RestScanRowSource(RestClient *client, const ScanSpec &spec, QObject *parent = nullptr);
    ~RestScanRowSource() override;

    void fetchNext(int maxRows, RowsCallback done) override;
    bool atEnd() const override;
    void fetchSchema(SchemaCallback done) override;
    void cancel() override;

private:
    QPointer<RestClient> m_client;
    Scanner *m_scanner;
    QPointer<PendingCall> m_pending;
};

// A local in-memory table (an opened snapshot; the benchmarks' "no network" baseline). Must be
// used on the thread that owns the store, which must outlive the source.
class TableStoreRowSource final : public ExportRowSource
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

} // namespace Ei::Core
