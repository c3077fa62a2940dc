#include "resumablescan.h"

#include <QCoreApplication>

#include <core/hbase/scanner.h>

namespace Ei::Core {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::ResumableScan)
};

} // namespace

int backoffMs(const ScanRecovery &recovery, int attempt)
{
    const int shift = std::clamp(attempt - 1, 0, 20);
    return int(
        std::min<qint64>(recovery.maxBackoffMs, qint64(std::max(0, recovery.initialBackoffMs)) << shift));
}

bool isScanRecoverable(const Error &error)
{
    switch (error.kind) {
    case ErrorKind::Network:
    case ErrorKind::Timeout:
    case ErrorKind::Protocol:
    case ErrorKind::ServerUnavailable:
        return true;
    default:
        return false;
    }
}

ResumableScan::ResumableScan(RestClient *client, ScanSpec spec, ScanRecovery recovery, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_spec(std::move(spec))
    , m_recovery(recovery)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &ResumableScan::fetch);
}

ResumableScan::~ResumableScan()
{
    // The scanner is a child: its destructor releases the server-side scanner.
    if (m_pending) {
        m_pending->disconnect(this);
    }
}

void ResumableScan::setStartAfter(const QByteArray &key)
{
    m_lastKey = key;
}

Call<CellSet> *ResumableScan::fetchNext(int maxRows)
{
    auto *call = new Call<CellSet>(m_client ? static_cast<QObject *>(m_client.data()) : this);
    if (m_pending) {
        call->resolveLater(fail(ErrorKind::Internal, Tr::tr("A page of the scan is already being fetched.")));
        return call;
    }
    if (m_done) {
        call->resolveLater(CellSet{});
        return call;
    }
    m_pending = call;
    m_want = std::max(1, maxRows);
    call->setCancelHook([self = QPointer<ResumableScan>(this)] {
        if (self) {
            self->cancel();
        }
    });
    fetch();
    return call;
}

void ResumableScan::fetch()
{
    if (!m_pending) {
        return;
    }
    if (!m_client) {
        resolve(fail(ErrorKind::Cancelled, Tr::tr("The scan stopped: the connection is gone.")));
        return;
    }
    if (!m_scanner) {
        ScanSpec spec = m_spec;
        if (m_lastKey) {
            spec.startRow = *m_lastKey + '\0'; // the smallest key after the last row delivered
            spec.includeStartRow = true;
        }
        if (m_spec.limit >= 0) {
            spec.limit = std::max<qint64>(0, m_spec.limit - m_delivered);
        }
        m_scanner = new Scanner(m_client, spec, this);
    }
    Scanner *scanner = m_scanner;
    m_scanner->fetchNext(m_want)->then(this, [this, scanner](const Result<CellSet> &rows) {
        if (scanner != m_scanner || !m_pending) {
            return; // cancelled, or the answer of a scanner already dropped
        }
        if (!rows) {
            onFailure(rows.error());
            return;
        }
        if (!rows->isEmpty()) {
            m_lastKey = rows->last().key;
            m_delivered += rows->size();
            m_failures = 0;
        }
        if (m_scanner->atEnd()) {
            m_done = true;
            dropScanner();
        }
        resolve(*rows);
    });
}

void ResumableScan::onFailure(const Error &error)
{
    // The rows it fetched ahead go with it: the next scanner starts after the last row delivered.
    dropScanner();
    if (!isScanRecoverable(error) || !m_client) {
        resolve(std::unexpected(error));
        return;
    }
    bool moved = false;
    if (m_switchGateway) {
        RestClient *next = m_switchGateway(m_client);
        moved = next && next != m_client;
        if (next) {
            m_client = next;
        }
    }
    retryLater(error, moved);
}

void ResumableScan::retryLater(const Error &error, bool movedGateway)
{
    ++m_failures;
    if (m_failures > m_recovery.maxAttempts) {
        resolve(std::unexpected(
            Error{error.kind, Tr::tr("%1 A new scanner was tried %2 times in a row without getting further.")
                                  .arg(error.message)
                                  .arg(m_recovery.maxAttempts)}));
        return;
    }
    // Another gateway is tried at once, the first time; the same one (or every gateway failing
    // in turn) only after the backoff.
    const int delay = movedGateway && m_failures == 1 ? 0 : backoffMs(m_recovery, m_failures);
    ++m_recoveries;
    Q_EMIT recovering(error.message, m_failures, delay);
    m_retry.start(delay);
}

void ResumableScan::resolve(Result<CellSet> result)
{
    if (!result) {
        m_done = true;
        dropScanner();
    }
    if (auto *call = m_pending.data()) {
        m_pending = nullptr;
        call->resolve(std::move(result));
    }
}

void ResumableScan::dropScanner()
{
    if (!m_scanner) {
        return;
    }
    m_scanner->close();
    m_scanner->deleteLater();
    m_scanner = nullptr;
}

void ResumableScan::cancel()
{
    m_retry.stop();
    m_done = true;
    // Taken out first: cancelling the scanner answers its fetch, which is then no longer ours.
    if (Scanner *scanner = std::exchange(m_scanner, nullptr)) {
        scanner->cancel();
        scanner->deleteLater();
    }
    resolve(fail(ErrorKind::Cancelled, Tr::tr("The scan was cancelled.")));
}

void ResumableScan::close()
{
    m_retry.stop();
    dropScanner();
    m_done = true;
    if (m_pending) {
        resolve(CellSet{});
    }
}

} // namespace Ei::Core
