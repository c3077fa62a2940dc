#include "verifiedscan.h"

#include <algorithm>

#include <QCoreApplication>
#include <QTimer>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::VerifiedScan)
};

constexpr int kVerifyRowsPerFetch = 1000; // a pass stops at the first key after the last row
constexpr int kStragglersPerRead = 100;   // one multiget, like the key-list jobs

} // namespace

VerifiedScan::VerifiedScan(RestClient *client, ScanSpec spec, VerificationOptions options, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_spec(std::move(spec))
    , m_options(std::move(options))
{}

VerifiedScan::~VerifiedScan()
{
    if (m_multiGet) {
        m_multiGet->disconnect(this);
        m_multiGet->cancel();
    }
}

void VerifiedScan::setStartAfter(const QByteArray &key)
{
    m_lastKey = key;
}

int VerifiedScan::recoveries() const
{
    return m_recoveries;
}

Call<CellSet> *VerifiedScan::fetchNext(int maxRows)
{
    auto *call = new Call<CellSet>(m_client ? static_cast<QObject *>(m_client.data()) : this);
    if (m_pending) {
        call->resolveLater(fail(ErrorKind::Internal, Tr::tr("A page of the scan is already being fetched.")));
        return call;
    }
    if (m_failed) {
        call->resolveLater(std::unexpected(*m_failed));
        return call;
    }
    if (m_verified) {
        call->resolveLater(CellSet{});
        return call;
    }
    m_pending = call;
    m_want = std::max(1, maxRows);
    call->setCancelHook([self = QPointer<VerifiedScan>(this)] {
        if (self) {
            self->cancel();
        }
    });
    advance();
    return call;
}

void VerifiedScan::advance()
{
    if (!m_pending) {
        return;
    }
    if (!m_stragglers.isEmpty()) {
        readStragglers();
    } else if (m_verifyNext) {
        verify();
    } else {
        readMain();
    }
}

ResumableScan *VerifiedScan::newScan(const ScanSpec &spec)
{
    auto *scan = new ResumableScan(m_client, spec, m_options.recovery, this);
    scan->setGatewaySwitch(m_options.switchGateway);
    connect(scan, &ResumableScan::recovering, this, [this](const QString &reason, int attempt, int delayMs) {
        ++m_recoveries;
        Q_EMIT recovering(reason, attempt, delayMs);
    });
    return scan;
}

void VerifiedScan::readMain()
{
    if (!m_main) {
        ScanSpec spec = m_spec;
        if (spec.limit >= 0) {
            spec.limit = std::max<qint64>(0, spec.limit - m_options.deliveredBefore - m_delivered);
        }
        m_main = newScan(spec);
        if (m_lastKey) {
            m_main->setStartAfter(*m_lastKey);
        }
    }
    ResumableScan *main = m_main;
    main->fetchNext(m_want)->then(this, [this, main](const Result<CellSet> &rows) {
        if (main != m_main || !m_pending) {
            return;
        }
        adoptGateway(main);
        if (!rows) {
            failWith(rows.error());
            return;
        }
        if (!rows->isEmpty()) {
            m_lastKey = rows->last().key;
            m_delivered += rows->size();
            m_progress = true;
            if (m_continuing) {
                m_found += rows->size();
            }
        }
        if (main->atEnd()) {
            main->deleteLater();
            m_main = nullptr;
            m_verifyNext = true;
        }
        // Also when empty: the next fetch verifies, and the consumer makes it once what it did
        // with the rows so far has settled.
        resolve(*rows);
    });
}

void VerifiedScan::adoptGateway(const ResumableScan *scan)
{
    // A scan that moved to another gateway (ScanRecovery::switchGateway) left a failing one: the
    // next passes and multigets start where it went.
    if (scan->client()) {
        m_client = scan->client();
    }
}

void VerifiedScan::readStragglers()
{
    if (!m_client) {
        failWith(Error{ErrorKind::Cancelled, Tr::tr("The scan stopped: the connection is gone.")});
        return;
    }
    const QByteArrayList keys = m_stragglers.mid(0, kStragglersPerRead);
    m_stragglers.remove(0, keys.size());
    GetOptions options;
    options.columns = m_spec.columns;
    options.maxVersions = m_spec.maxVersions;
    auto *call = m_client->multiGet(keys, options);
    m_multiGet = call;
    call->then(this, [this](const Result<CellSet> &rows) {
        m_multiGet = nullptr;
        if (!m_pending) {
            return;
        }
        // A multiget none of whose rows exist is 404 on some servers: they were deleted meanwhile.
        if (!rows && rows.error().kind != ErrorKind::NotFound) {
            failWith(rows.error());
            return;
        }
        CellSet found = rows ? *rows : CellSet{};
        std::ranges::sort(found, {}, &Row::key);
        m_found += found.size();
        if (m_stragglers.isEmpty()) {
            m_verifyNext = true; // the rows handed over are verified by the next pass
        }
        if (found.isEmpty()) {
            advance();
            return;
        }
        resolve(found);
    });
}

bool VerifiedScan::provesEndAside() const
{
    // Binary keys: the count is read as before, unbounded (it finds a key after the last row
    // itself); a bound that is not text would stop the stateless pages a read-only gateway allows.
    return !m_options.accounted && !m_options.probeOnly && m_lastKey.has_value() &&
           QUtf8StringView(*m_lastKey).isValidUtf8();
}

void VerifiedScan::probeEnd()
{
    ScanSpec spec = verificationSpec();
    spec.stopRow = m_spec.stopRow; // the count stops at the last row; the probe looks after it
    spec.includeStopRow = m_spec.includeStopRow;
    spec.limit = 1;
    spec.batch = 1;
    spec.statelessFirstRows = 1;
    ResumableScan *probe = newScan(spec);
    probe->setStartAfter(*m_lastKey);
    m_probe = probe;
    probe->fetchNext(1)->then(this, [this, probe](const Result<CellSet> &rows) {
        if (probe != m_probe || !m_pending) {
            return;
        }
        adoptGateway(probe);
        probe->close();
        probe->deleteLater();
        m_probe = nullptr;
        if (!rows) {
            // A gateway's bad moment (an error, a dropped answer): the probe again after the
            // recovery's backoff, as a lost scanner is; then with a scanner, as the count goes on.
            const bool cancelled = rows.error().kind == ErrorKind::Cancelled;
            if (!cancelled && ++m_probeAttempts < m_options.recovery.maxAttempts) {
                QTimer::singleShot(backoffMs(m_options.recovery, m_probeAttempts), this, [this] {
                    if (m_pending && !m_failed && !m_probe && !m_probeDone) {
                        probeEnd();
                    }
                });
                return;
            }
            if (!cancelled && m_statelessVerify) {
                m_statelessVerify = false;
                m_probeAttempts = 0;
                probeEnd();
                return;
            }
            failWith(rows.error());
            return;
        }
        m_probeAttempts = 0;
        m_probeDone = true;
        if (!rows->isEmpty() && rows->first().key > *m_lastKey) {
            m_beyond = true; // the main pass did not get this far: it continues after the count
        } else {
            m_endProven = true;
            Q_EMIT endProven();
        }
        if (m_countDone) {
            finishPass();
        }
    });
}

bool VerifiedScan::probing() const
{
    return m_options.probeOnly && !m_options.accounted;
}

ScanSpec VerifiedScan::verificationSpec() const
{
    ScanSpec v;
    v.startRow = m_spec.startRow;
    v.stopRow = m_spec.stopRow;
    v.includeStartRow = m_spec.includeStartRow;
    v.includeStopRow = m_spec.includeStopRow;
    v.columns = m_spec.columns; // a SingleColumnValueFilter only sees the columns read
    v.startTime = m_spec.startTime;
    v.endTime = m_spec.endTime;
    v.batch = 10000;
    QList<Filter> parts;
    if (m_spec.filter) {
        parts.append(*m_spec.filter);
    }
    if (m_options.stillToDo) {
        parts.append(*m_options.stillToDo);
    }
    // Keys only; FirstKeyOnlyFilter (one cell per row) only without value filters, whose columns
    // it would hide.
    if (parts.isEmpty()) {
        parts.append(Filter::firstKeyOnly());
    }
    parts.append(Filter::keyOnly());
    v.filter = Filter::all(parts);
    v.mode = m_statelessVerify ? ScanMode::Stateless : ScanMode::Auto;
    v.statelessFirstRows = 1000;
    if (provesEndAside()) {
        // The count up to the last row only: the probe beside it looks after it (probeEnd()).
        v.stopRow = *m_lastKey + '\0';
        v.includeStopRow = false;
    }
    if (probing()) {
        v.limit = 1; // from after the last row (verify()): one key proves the main pass ended early
        v.batch = 1;
        v.statelessFirstRows = 1;
    }
    return v;
}

void VerifiedScan::verify(bool sameAgain)
{
    m_verifyNext = false;
    if (!sameAgain) {
        m_probeWanted = false;
        m_probeDone = false;
        m_endProven = false;
        // A pass after one that found rows to handle counts as idle when nothing new was handed
        // over since (a main pass the gateway ends before its first row, rows that stay unhandled).
        m_idlePasses = m_passes > 0 && !m_progress ? m_idlePasses + 1 : 0;
        m_progress = false;
        ++m_passes;
    }
    if (m_idlePasses >= m_options.maxIdlePasses) {
        failWith(Error{ErrorKind::ServerUnavailable,
                       Tr::tr("Scanning table '%1' stopped: %2 verification passes in a row found rows "
                              "still to handle and nothing new could be read (the gateway keeps ending "
                              "scans early, or rows stay unhandled).")
                           .arg(m_client ? m_client->config().table : QString())
                           .arg(m_options.maxIdlePasses)});
        return;
    }
    // An idle pass waits as a lost scanner does before the next attempt: the gateway is sick.
    const int delay = m_idlePasses == 0 ? 0 : backoffMs(m_options.recovery, m_idlePasses);
    QTimer::singleShot(delay, this, [this] {
        if (!m_pending || m_failed) {
            return; // cancelled meanwhile
        }
        Q_EMIT verifying(m_passes);
        m_counted = 0;
        m_countDone = false;
        m_passStragglers.clear();
        if (!m_probeWanted) {
            m_beyond = false;
        }
        m_verify = newScan(verificationSpec());
        if (probing() && m_lastKey) {
            m_verify->setStartAfter(*m_lastKey);
        }
        if (provesEndAside() && !m_probeWanted) {
            m_probeWanted = true;
            probeEnd();
        }
        readVerification();
    });
}

void VerifiedScan::readVerification()
{
    ResumableScan *pass = m_verify;
    pass->fetchNext(kVerifyRowsPerFetch)->then(this, [this, pass](const Result<CellSet> &rows) {
        if (pass != m_verify || !m_pending) {
            return;
        }
        adoptGateway(pass);
        if (!rows) {
            pass->deleteLater();
            m_verify = nullptr;
            if (m_statelessVerify && rows.error().kind != ErrorKind::Cancelled) {
                // Keys or a filter a stateless page cannot carry, or a gateway that refuses them:
                // this pass again, with a scanner.
                m_statelessVerify = false;
                verify(true);
                return;
            }
            failWith(rows.error());
            return;
        }
        bool pastTheLastRow = false; // this pass's own finding (a probe beside it may have set m_beyond)
        for (const Row &row : *rows) {
            if (!m_lastKey || row.key > *m_lastKey) {
                m_beyond = true; // the main pass did not get this far
                pastTheLastRow = true;
                break;
            }
            if (!m_options.accounted) {
                ++m_counted;
            } else if (!m_options.accounted(row.key)) {
                if (m_passStragglers.size() >= m_options.maxStragglers) {
                    failWith(Error{ErrorKind::ServerUnavailable,
                                   Tr::tr("Scanning table '%1' stopped: more than %2 rows before the last "
                                          "one read match and were not handled (the table changed a lot "
                                          "meanwhile, or the gateway skipped rows).")
                                       .arg(m_client ? m_client->config().table : QString())
                                       .arg(m_options.maxStragglers)});
                    return;
                }
                m_passStragglers.append(row.key);
            }
        }
        if (pastTheLastRow || pass->atEnd()) {
            pass->close();
            pass->deleteLater();
            m_verify = nullptr;
            m_countDone = true;
            if (!m_probeWanted || m_probeDone) {
                finishPass();
            }
            return;
        }
        readVerification();
    });
}

void VerifiedScan::finishPass()
{
    if (!m_options.accounted && !m_options.probeOnly) {
        const qint64 delivered = m_options.deliveredBefore + m_delivered;
        if (m_counted != delivered) {
            // Once more first: a verification read with a scanner may itself have ended early.
            if (++m_mismatches < 2) {
                verify();
                return;
            }
            failWith(Error{ErrorKind::Integrity,
                           Tr::tr("Verifying the scan of table '%1': %2 rows up to the last one read "
                                  "match now, but %3 were read, so the result may be incomplete (the "
                                  "table changed meanwhile, or the gateway skipped rows).")
                               .arg(m_client ? m_client->config().table : QString())
                               .arg(m_counted)
                               .arg(delivered)});
            return;
        }
        m_mismatches = 0;
    }
    const bool limitReached = m_spec.limit >= 0 && m_options.deliveredBefore + m_delivered >= m_spec.limit;
    if (!m_passStragglers.isEmpty()) {
        m_stragglers = std::exchange(m_passStragglers, {});
        for (const QByteArray &key : std::as_const(m_stragglers)) {
            if (!m_stragglersHanded.contains(key)) {
                m_stragglersHanded.insert(key);
                m_progress = true;
            }
        }
        advance();
        return;
    }
    if (m_beyond && !limitReached) {
        // The main pass ended early (a 204 that was not the end): it continues after its last row.
        m_continuing = true;
        advance();
        return;
    }
    m_verified = true;
    resolve(CellSet{});
}

void VerifiedScan::resolve(Result<CellSet> result)
{
    if (auto *call = m_pending.data()) {
        m_pending = nullptr;
        call->resolve(std::move(result));
    }
}

void VerifiedScan::failWith(Error error)
{
    m_failed = error;
    // Taken out first: cancelling a scan answers its pending fetch, whose callback must see that
    // the scan is no longer this one's.
    for (ResumableScan *scan : {std::exchange(m_main, nullptr), std::exchange(m_verify, nullptr),
                                std::exchange(m_probe, nullptr)}) {
        if (scan) {
            scan->cancel();
            scan->deleteLater();
        }
    }
    resolve(std::unexpected(std::move(error)));
}

void VerifiedScan::cancel()
{
    if (m_multiGet) {
        m_multiGet->disconnect(this);
        m_multiGet->cancel();
    }
    failWith(Error{ErrorKind::Cancelled, Tr::tr("The scan was cancelled.")});
}

} // namespace Ei::Core
