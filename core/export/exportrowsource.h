#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>

#include <core/hbase/cellset.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/parallelscan.h>
#include <core/hbase/restclient.h>
#include <core/hbase/resumablescan.h>
#include <core/hbase/tableschema.h>
#include <core/util/result.h>

namespace Ei::Core {

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
    // Why the rows may be incomplete although the source ended (a scan whose verification did not
    // add up); empty when they are complete.
    virtual QString incompleteReason() const { return {}; }

    // A resumable source (docs/export.md): where it stands after the rows it delivered, for the
    // export's state file; empty = not resumable. saveInput() writes what the position refers to
    // and cannot carry itself (an explicit key list: STATE.keys) once, beside the state file.
    virtual QJsonObject position() const { return {}; }
    virtual Result<void> saveInput(const QString &) { return {}; }
};

// The source an interrupted export continues with: `position` and the input saved beside
// `statePath` (a scan after the last row of each of its ranges, a key list after its last key). A
// scan saved by region ranges goes on over `gateways` (or its client alone) with `parallel`'s
// scanners at once and its saved order.
Result<ExportRowSource *> restoreRowSource(RestClient *client, const QJsonObject &position,
                                           const QString &statePath, GatewayPool *gateways = nullptr,
                                           ParallelScanOptions parallel = {});

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
    QJsonObject position() const override;
    Result<void> saveInput(const QString &statePath) override;
    // A resumed export: the keys before `next` were read (`notFound` of them missing).
    void setPosition(qsizetype next, qint64 notFound);

private:
    QPointer<RestClient> m_client;
    QList<QByteArray> m_keys;
    GetOptions m_options;
    qsizetype m_next = 0;
    qint64 m_notFound = 0;
    bool m_inputSaved = false;
    QPointer<PendingCall> m_pending;
};

// A server-side scan (whole table, a key range, --where filters), verified (VerifiedScan, count
// mode): lost scanners are re-created after the last row delivered, a scan the gateway ended
// early is continued, and a count of matching keys that does not add up ends the rows with
// incompleteReason() set. With setParallel() the scan is cut at the table's regions and read by
// several scanners at once over the pool's gateways (ParallelScan), each range verified alike; the
// rows stay in key order unless the options say otherwise. Its position records every range.
class RestScanRowSource final : public ExportRowSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestScanRowSource)

public:
    RestScanRowSource(RestClient *client, const ScanSpec &spec, ScanRecovery recovery = {},
                      QObject *parent = nullptr);
    ~RestScanRowSource() override;

    // A resumed export: `delivered` rows were read, up to and including `lastKey`.
    void setPosition(const QByteArray &lastKey, qint64 delivered);
    // A resumed export by ranges (cut at the regions, or not).
    void setRanges(QList<ScanRange> ranges, bool cutAtRegions);
    // Region-parallel reading over `gateways` (not owned; it must outlive the source).
    void setParallel(GatewayPool *gateways, ParallelScanOptions options);
    // The scan, once the first fetch created it (tests and the CLI's notes read its figures).
    ParallelScan *scan() const { return m_scan; }

    void fetchNext(int maxRows, RowsCallback done) override;
    bool atEnd() const override;
    void fetchSchema(SchemaCallback done) override;
    void cancel() override;
    QString incompleteReason() const override { return m_incomplete; }
    QJsonObject position() const override;

Q_SIGNALS:
    // The scan's key ranges are known (ParallelScan::rangesKnown).
    void rangesKnown(int ranges, int scanners);

private:
    void createScan();

    QPointer<RestClient> m_client;
    ScanSpec m_spec;
    ScanRecovery m_recovery;
    GatewayPool *m_ownPool = nullptr; // the client alone, without setParallel()
    QPointer<GatewayPool> m_gateways;
    ParallelScanOptions m_parallel; // one scanner unless setParallel()
    ParallelScan *m_scan = nullptr;
    QList<ScanRange> m_restored;
    bool m_restoredCut = false;
    QPointer<PendingCall> m_pending;
    QString m_incomplete;
};

} // namespace Ei::Core
