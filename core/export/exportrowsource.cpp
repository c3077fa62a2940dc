#include "exportrowsource.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>

#include <core/hbase/scanspecjson.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::ExportRowSource)
};

void fetchRestSchema(RestClient *client, QObject *context, QPointer<PendingCall> &pending,
                     ExportRowSource::SchemaCallback done)
{
    if (!client) {
        QTimer::singleShot(0, context, [done = std::move(done)] {
            done(fail(ErrorKind::Internal, Tr::tr("the table connection is gone")));
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

QString keysPath(const QString &statePath)
{
    return statePath + QStringLiteral(".keys");
}

} // namespace

Result<ExportRowSource *> restoreRowSource(RestClient *client, const QJsonObject &position,
                                           const QString &statePath, GatewayPool *gateways,
                                           ParallelScanOptions parallel)
{
    const QString mode = position.value(QLatin1StringView("mode")).toString();
    if (mode == QLatin1StringView("scan")) {
        const ScanSpec spec = scanSpecFromJson(position.value(QLatin1StringView("scan")).toObject());
        auto *source = new RestScanRowSource(client, spec);
        if (position.contains(QLatin1StringView("ranges"))) {
            const auto ranges = scanRangesFromJson(position.value(QLatin1StringView("ranges")).toArray());
            if (!ranges) {
                delete source;
                return fail(ErrorKind::InvalidInput,
                            Tr::tr("%1 does not say where the export's ranges stand").arg(statePath));
            }
            if (gateways) {
                parallel.ordered = position.value(QLatin1StringView("ordered")).toBool(true);
                source->setParallel(gateways, parallel);
            }
            source->setRanges(*ranges, position.value(QLatin1StringView("cutAtRegions")).toBool());
        } else if (position.contains(QLatin1StringView("after"))) {
            // A state file of one range, as every export wrote it before region-parallel scans.
            source->setPosition(
                QByteArray::fromBase64(position.value(QLatin1StringView("after")).toString().toLatin1()),
                position.value(QLatin1StringView("delivered")).toInteger());
        } else if (gateways) {
            // Stopped before its first rows: it starts again, as it would have.
            parallel.ordered = position.value(QLatin1StringView("ordered")).toBool(true);
            source->setParallel(gateways, parallel);
        }
        return source;
    }
    if (mode != QLatin1StringView("keys")) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("%1 does not say where the export's rows come from").arg(statePath));
    }
    QFile file(keysPath(statePath));
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(ErrorKind::NotFound,
                    Tr::tr("cannot read the key list of the export %1: %2")
                        .arg(QDir::toNativeSeparators(file.fileName()), file.errorString()));
    }
    QList<QByteArray> keys;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.isEmpty()) {
            keys.append(QByteArray::fromBase64(line));
        }
    }
    if (keys.size() != position.value(QLatin1StringView("count")).toInteger()) {
        return fail(ErrorKind::Integrity, Tr::tr("the key list of the export %1 is incomplete")
                                              .arg(QDir::toNativeSeparators(file.fileName())));
    }
    auto *source = new RestKeysRowSource(client, keys);
    source->setPosition(qsizetype(position.value(QLatin1StringView("next")).toInteger()),
                        position.value(QLatin1StringView("notFound")).toInteger());
    return source;
}

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
            done(fail(ErrorKind::Internal, Tr::tr("the table connection is gone")));
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

QJsonObject RestKeysRowSource::position() const
{
    return QJsonObject{{QStringLiteral("mode"), QStringLiteral("keys")},
                       {QStringLiteral("next"), m_next},
                       {QStringLiteral("notFound"), m_notFound},
                       {QStringLiteral("count"), m_keys.size()}};
}

Result<void> RestKeysRowSource::saveInput(const QString &statePath)
{
    if (m_inputSaved) {
        return {};
    }
    // The list never changes: it is written once, so the frequent saves of the position stay small.
    QSaveFile file(keysPath(statePath));
    QByteArray lines;
    for (const QByteArray &key : std::as_const(m_keys)) {
        lines += key.toBase64() + '\n';
    }
    if (!file.open(QIODevice::WriteOnly) || file.write(lines) < 0 || !file.commit()) {
        return fail(ErrorKind::Io, Tr::tr("cannot save the export's key list to %1: %2")
                                       .arg(QDir::toNativeSeparators(file.fileName()), file.errorString()));
    }
    m_inputSaved = true;
    return {};
}

void RestKeysRowSource::setPosition(qsizetype next, qint64 notFound)
{
    m_next = std::clamp<qsizetype>(next, 0, m_keys.size());
    m_notFound = notFound;
    m_inputSaved = true; // it is where it was restored from
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

RestScanRowSource::RestScanRowSource(RestClient *client, const ScanSpec &spec, ScanRecovery recovery,
                                     QObject *parent)
    : ExportRowSource(parent)
    , m_client(client)
    , m_spec(spec)
    , m_recovery(std::move(recovery))
{
    m_parallel.parallel = 1;
}

RestScanRowSource::~RestScanRowSource() = default;

void RestScanRowSource::setPosition(const QByteArray &lastKey, qint64 delivered)
{
    setRanges({ScanRange{m_spec.startRow, m_spec.stopRow, lastKey, delivered, false}}, false);
}

void RestScanRowSource::setRanges(QList<ScanRange> ranges, bool cutAtRegions)
{
    m_restored = std::move(ranges);
    m_restoredCut = cutAtRegions;
}

void RestScanRowSource::setParallel(GatewayPool *gateways, ParallelScanOptions options)
{
    m_gateways = gateways;
    m_parallel = options;
}

void RestScanRowSource::createScan()
{
    VerificationOptions verification;
    verification.recovery = m_recovery;
    if (!m_gateways) {
        m_ownPool = new GatewayPool(m_client, this);
        m_gateways = m_ownPool;
        m_parallel.parallel = 1; // one gateway, one scanner: the sequential scan of old
    }
    m_scan = new ParallelScan(m_gateways, m_spec, verification, m_parallel, this);
    connect(m_scan, &ParallelScan::rangesKnown, this, &RestScanRowSource::rangesKnown);
    if (!m_restored.isEmpty()) {
        m_scan->setRanges(m_restored, m_restoredCut);
    }
}

void RestScanRowSource::fetchNext(int maxRows, RowsCallback done)
{
    if (!m_scan) {
        createScan();
    }
    auto *call = m_scan->fetchNext(maxRows);
    m_pending = call;
    call->then(this, [this, done = std::move(done)](const Result<CellSet> &rows) {
        if (!rows && rows.error().kind == ErrorKind::Integrity) {
            // Every row the scan could give was delivered; the count says some may be missing.
            m_incomplete = rows.error().message;
            done(CellSet{});
            return;
        }
        done(rows);
    });
}

bool RestScanRowSource::atEnd() const
{
    return !m_incomplete.isEmpty() || (m_scan && m_scan->atEnd());
}

QJsonObject RestScanRowSource::position() const
{
    const QList<ScanRange> ranges = m_scan && m_scan->rangeCount() > 0 ? m_scan->positions() : m_restored;
    qint64 delivered = 0;
    for (const ScanRange &range : ranges) {
        delivered += range.delivered;
    }
    QJsonObject o{{QStringLiteral("mode"), QStringLiteral("scan")},
                  {QStringLiteral("scan"), scanSpecToJson(m_spec)},
                  {QStringLiteral("delivered"), delivered}};
    o.insert(QStringLiteral("ordered"), m_parallel.ordered);
    if (!ranges.isEmpty()) {
        o.insert(QStringLiteral("ranges"), scanRangesToJson(ranges));
        o.insert(QStringLiteral("cutAtRegions"), m_scan ? m_scan->cutAtRegions() : m_restoredCut);
    }
    return o;
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
    if (m_scan) {
        m_scan->cancel(); // releases the server-side scanner and fails a pending fetch
    }
}

} // namespace Ei::Core
