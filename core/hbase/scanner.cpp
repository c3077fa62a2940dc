#include "scanner.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QThreadPool>

#include <core/hbase/cellsetprotobuf.h>
#include <core/hbase/restpath.h>
#include <core/hbase/statelessscan.h>

namespace Ei::Core {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Scanner)
};

// "/scanner/{id}" from a creation's Location; the id is opaque ("\w+" in practice), and the host
// part is ignored on purpose (an internal name behind a proxy).
std::optional<QByteArray> scannerInstancePath(const QByteArray &location)
{
    static const QRegularExpression idPattern(QStringLiteral("/scanner/([A-Za-z0-9_\\-]+)/?$"));
    const auto m = idPattern.match(QString::fromLatin1(location));
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    return "/scanner/" + m.captured(1).toLatin1();
}

} // namespace

void askWhetherScannersAreRefused(RestClient *client, const ScanSpec &spec)
{
    if (!client || client->scannersRefused() || client->scannersAsked() ||
        client->config().scanMode != ScanMode::Auto || spec.mode != ScanMode::Auto) {
        return;
    }
    auto body = scannerBodyJson(spec, client->features());
    if (!body) {
        return; // the scans say what is wrong with their spec
    }
    client->setScannersAsked();
    client->setScannerQuestionPending(true);
    const QString table = client->config().table;
    client
        ->send({"POST", client->tableUrl("/scanner"), *body, false, Tr::tr("Scanning table '%1'").arg(table)})
        ->then(client, [client, table](const Result<HttpResponse> &r) {
            if (r && r->status == 403) {
                client->setScannersRefused(); // a read-only gateway (hbase-rest.md §6.4)
            }
            client->setScannerQuestionPending(false); // the scans waiting for it go on
            if (!r || (r->status != 201 && r->status != 200)) {
                return;
            }
            if (const auto path = scannerInstancePath(r->location)) {
                client->send({"DELETE",
                              client->tableUrl(*path),
                              {},
                              false,
                              Tr::tr("Closing the scanner of table '%1'").arg(table)});
            }
        });
}

QByteArray prefixStopRow(QByteArray prefix)
{
    while (!prefix.isEmpty() && static_cast<unsigned char>(prefix.back()) == 0xFF) {
        prefix.chop(1);
    }
    if (!prefix.isEmpty()) {
        prefix.back() = char(static_cast<unsigned char>(prefix.back()) + 1);
    }
    return prefix;
}

Scanner::Scanner(RestClient *client, ScanSpec spec, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_spec(std::move(spec))
    , m_what(Tr::tr("Scanning table '%1'").arg(client->config().table))
{}

Scanner::~Scanner()
{
    if (m_inFlight) {
        m_inFlight->cancel();
    }
    releaseServerScanner();
}

Call<CellSet> *Scanner::fetchNext(int maxRows)
{
    auto *call = new Call<CellSet>(m_client ? static_cast<QObject *>(m_client.data()) : this);
    if (m_pending) {
        call->resolveLater(
            fail(ErrorKind::Internal, Tr::tr("%1: a page is already being fetched.").arg(m_what)));
        return call;
    }
    if (m_state == State::Done) {
        call->resolveLater(CellSet{});
        return call;
    }
    if (m_state == State::Failed && m_buffer.isEmpty()) {
        // A page failed while nobody was waiting, and the rows read before it were handed over:
        // the failure is this fetch's answer, never an empty "end of scan".
        m_state = State::Done;
        call->resolveLater(std::unexpected(m_error));
        return call;
    }
    m_pending = call;
    m_want = std::max(1, maxRows);
    call->setCancelHook([this, self = QPointer<Scanner>(this)] {
        if (self) {
            cancel();
        }
    });
    // Always asynchronous, even when the buffer already holds enough rows.
    QTimer::singleShot(0, this, [this] { pump(); });
    return call;
}

void Scanner::pump()
{
    bool canDeliver = false;
    if (m_pending) {
        const qsizetype complete = completeRows();
        const bool limitReached =
            m_spec.limit >= 0 && m_delivered + std::max<qsizetype>(complete, 0) >= m_spec.limit;
        canDeliver = complete >= m_want || m_state == State::Exhausted || m_state == State::Done ||
                     m_state == State::Failed || limitReached;
    }
    // The next request goes out before the rows are handed over, so the server prepares the next
    // page while the consumer works on this one.
    if (!m_inFlight && !m_decoding) {
        if (m_state == State::New && m_pending) {
            create();
        } else if (m_state == State::Open && ((m_pending && !canDeliver) || wantsPrefetch())) {
            fetchPage();
        }
    }
    if (canDeliver) {
        deliver();
    }
}

void Scanner::adaptPageSize(qint64 bytes, qint64 cells)
{
    if (m_spec.pageBytes <= 0 || cells <= 0) {
        return;
    }
    // Never more than 100x the batch: the server builds a page in memory too.
    const qint64 bytesPerCell = std::max<qint64>(1, bytes / cells);
    const qint64 most = std::max<qint64>(1, qint64(m_spec.batch) * 100);
    m_cellsPerGet = std::clamp<qint64>(m_spec.pageBytes / bytesPerCell, 1, most);
    if (m_cellsPerGet == m_spec.batch) {
        m_cellsPerGet = 0;
    }
}

bool Scanner::wantsPrefetch() const
{
    // One page ahead only while the buffer is small (memory stays bounded by two consumer pages
    // plus one server page) and while more rows can still be wanted. Stateless pages (whose next
    // request needs the last key of this one) ask for the next page as soon as a full page arrived,
    // while at most two pages of rows wait: when the consumer takes the rows through several
    // event-loop turns shared with other scans (a region-parallel job), waiting for it to take all
    // but two fetches' worth kept every scan's next request behind all the others' pages.
    qsizetype most = 2 * qsizetype(m_want);
    if (m_stateless) {
        most = std::max<qsizetype>(most, 2 * m_rowsPerGet);
    }
    if (m_buffer.size() > most) {
        return false;
    }
    return m_spec.limit < 0 || m_delivered + m_buffer.size() < m_spec.limit;
}

void Scanner::create()
{
    if (!m_client) {
        finishWithError(Error{ErrorKind::Cancelled, Tr::tr("%1 stopped: the client is gone.").arg(m_what)});
        return;
    }
    const ScanMode mode = effectiveMode();
    if (mode == ScanMode::Auto && !m_client->scannersRefused() && m_client->scannerQuestionPending()) {
        // The gateway is being asked beside the region listing whether it allows scanners: its
        // answer comes sooner than a POST of this scan's own would (measured: every range on the
        // second gateway spent a round trip on a refused POST when the listing was answered first).
        if (!m_waitingForScannerQuestion) {
            m_waitingForScannerQuestion = true;
            connect(
                m_client, &RestClient::scannerQuestionAnswered, this,
                [this] {
                    m_waitingForScannerQuestion = false;
                    if (m_state == State::New && m_pending && !m_inFlight) {
                        create();
                    }
                },
                Qt::SingleShotConnection);
        }
        return;
    }
    if (mode == ScanMode::Stateless || (mode == ScanMode::Auto && m_client->scannersRefused())) {
        startStateless();
        return;
    }
    auto body = scannerBodyJson(m_spec, m_client->features());
    if (!body) {
        finishWithError(body.error());
        return;
    }
    m_state = State::Creating;
    const QString what = m_what;
    m_inFlight = m_client->send({"POST", m_client->tableUrl("/scanner"), *body, false, what});
    m_inFlight->then(this, [this, what](const Result<HttpResponse> &r) {
        m_inFlight = nullptr;
        if (!r) {
            finishWithError(r.error());
            return;
        }
        if (r->status == 403 && m_client && effectiveMode() == ScanMode::Auto) {
            // A read-only gateway (hbase-rest.md §6.4): GETs still work.
            m_client->setScannersRefused();
            startStateless();
            return;
        }
        if (r->status == 500) {
            // HBase maps every failure of ScannerResource.update (400, 503); a 500 is Jersey's, for
            // a description Jackson could not read (e.g. a field this version does not know).
            // Sending it again would fail again.
            finishWithError(Error{ErrorKind::BadRequest,
                                  Tr::tr("%1 failed: the server refused to create the scanner (HTTP 500): "
                                         "it could not read the scanner's description, which HBase does "
                                         "when the scan uses a setting its version does not know.")
                                      .arg(what)});
            return;
        }
        if (r->status != 201 && r->status != 200) {
            finishWithError(httpError(r->status, what));
            return;
        }
        const auto instancePath = scannerInstancePath(r->location);
        if (!instancePath) {
            finishWithError(
                Error{ErrorKind::Protocol,
                      Tr::tr("%1 failed: the server did not say where the scanner is.").arg(what)});
            return;
        }
        m_instancePath = *instancePath;
        m_state = State::Open;
        if (!m_pending) {
            releaseServerScanner(); // cancelled while creating
            return;
        }
        pump();
    });
}

void Scanner::startStateless()
{
    auto filter = statelessFilterParameter(m_spec, m_client->features());
    if (!filter && !m_client->featuresKnown()) {
        // filter_b64 (binary filter values) depends on the server's version: ask once, then retry
        // with what it says (or the conservative features if it does not answer).
        m_state = State::Creating;
        m_client->version()->then(this, [this](const Result<ServerVersion> &) {
            if (m_state != State::Done && m_client) {
                m_client->setFeatures(m_client->features());
                startStateless();
            }
        });
        return;
    }
    if (!filter) {
        finishWithError(filter.error());
        return;
    }
    m_stateless = true;
    m_filterParameter = *filter;
    m_rowsPerGet = std::max(1, m_spec.statelessFirstRows);
    m_state = State::Open;
    if (!m_pending) {
        return; // cancelled while the scanner was refused
    }
    pump();
}

void Scanner::fetchStatelessPage()
{
    qint64 rows = m_rowsPerGet;
    if (m_spec.limit >= 0) {
        rows = std::min(rows, m_spec.limit - m_delivered - m_buffer.size());
    }
    auto page = statelessPage(m_spec, m_client->features(), m_lastKey, rows, m_filterParameter);
    if (!page) {
        finishWithError(page.error());
        return;
    }
    const QString what = m_what;
    m_inFlight = m_client->send({"GET", m_client->tableUrl(page->path, page->query), {}, true, what});
    connect(m_inFlight, &PendingCall::progress, this, [this](qint64 received, qint64 total) {
        if (m_pending) {
            Q_EMIT m_pending->progress(received, total);
        }
    });
    m_inFlight->then(this, [this, what, rows](const Result<HttpResponse> &r) {
        m_inFlight = nullptr;
        if (m_state == State::Done) {
            return;
        }
        if (!r) {
            finishWithError(r.error());
            return;
        }
        if (r->status == 500 && m_client) {
            // HBase answers a stateless scan of a missing table with Jersey's 500, as it does other
            // failures: only the table's absence is worth a sentence of its own.
            failAfterAskingForTheTable(
                Error{ErrorKind::NotFound, Tr::tr("%1 failed: the table does not exist.").arg(what)},
                httpError(500, what));
            return;
        }
        if (r->status != 200) {
            Error e = httpError(r->status, what);
            if (r->status == 404) {
                e.message = Tr::tr("%1 failed: the table does not exist (HTTP 404).").arg(what);
            }
            finishWithError(e);
            return;
        }
        if (r->body.size() >= kDecodeAsideBytes) {
            decodeAside(r->body, what, rows);
            return;
        }
        takeStatelessPage(decodeCellSetJson(r->body), r->body.size(), what, rows);
    });
}

void Scanner::decodeAside(const QByteArray &body, const QString &what, qint64 rows)
{
    // A full page is decoded on the thread pool, not on this scan's thread: in a region-parallel
    // job the pages of 16 scans arrive together, and decoded one after the other on one thread
    // the last scan's next request left ~0.25 s after its page came (bench/README.md, run 10).
    // The answer comes back to this thread through a guard object living here, which outlives
    // the scan if need be: the scan itself is only touched on its own thread, through a QPointer.
    if (!m_decodeGuard) {
        m_decodeGuard = std::shared_ptr<QObject>(new QObject, [](QObject *guard) { guard->deleteLater(); });
    }
    m_decoding = true;
    QThreadPool::globalInstance()->start(
        [guard = m_decodeGuard, self = QPointer<Scanner>(this), body, what, rows]() {
            auto decoded = std::make_shared<Result<CellSet>>(decodeCellSetJson(body));
            QMetaObject::invokeMethod(
                guard.get(),
                [guard, self, decoded, bodySize = body.size(), what, rows] {
                    if (!self) {
                        return; // the scan is gone
                    }
                    self->m_decoding = false;
                    if (self->m_state == State::Done) {
                        return; // cancelled or closed meanwhile
                    }
                    self->takeStatelessPage(std::move(*decoded), bodySize, what, rows);
                },
                Qt::QueuedConnection);
        });
}

void Scanner::takeStatelessPage(Result<CellSet> decoded, qsizetype bodySize, const QString &what, qint64 rows)
{
    if (!decoded) {
        finishWithError(
            Error{ErrorKind::Protocol, Tr::tr("%1 failed: %2.").arg(what, decoded.error().message)});
        return;
    }
    // A page holds whole rows (no batchsize is sent); one with fewer rows than asked for is the
    // last. Rows a server split anyway are joined.
    const std::optional<QByteArray> previousLast = m_lastKey;
    qint64 received = 0;
    for (Row &row : *decoded) {
        if (!m_lastKey || row.key != *m_lastKey) {
            ++received;
        }
        m_lastKey = row.key;
        if (previousLast && row.key == *previousLast) {
            continue; // a server that ignored the exclusive start: never deliver a row twice
        }
        appendMergingSplitRow(m_buffer, std::move(row));
    }
    if (received < rows) {
        m_state = State::Exhausted;
    } else if (m_spec.pageBytes > 0 && received > 0) {
        const qint64 bytesPerRow = std::max<qint64>(1, bodySize / received);
        m_rowsPerGet = std::clamp<qint64>(m_spec.pageBytes / bytesPerRow, 1, 100 * qint64(m_spec.batch));
    }
    pump();
}

void Scanner::failAfterAskingForTheTable(Error ifMissing, Error otherwise)
{
    m_state = State::Creating; // nothing is fetched meanwhile
    m_client->tableExists()->then(this, [this, ifMissing = std::move(ifMissing),
                                         otherwise = std::move(otherwise)](const Result<bool> &exists) {
        if (m_state == State::Done) {
            return;
        }
        m_state = State::Open;
        // A failed question keeps the server's own failure: only a table known to be absent
        // is "not found".
        finishWithError(exists && !*exists ? ifMissing : otherwise);
    });
}

void Scanner::fetchPage()
{
    if (m_stateless) {
        if (!m_client) {
            finishWithError(
                Error{ErrorKind::Cancelled, Tr::tr("%1 stopped: the client is gone.").arg(m_what)});
            return;
        }
        fetchStatelessPage();
        return;
    }
    if (!m_client) {
        finishWithError(Error{ErrorKind::Cancelled, Tr::tr("%1 stopped: the client is gone.").arg(m_what)});
        return;
    }
    const QString what = m_what;
    const QByteArray query = m_cellsPerGet > 0 ? "c=" + QByteArray::number(m_cellsPerGet) : QByteArray();
    m_inFlight = m_client->send(
        {"GET", m_client->tableUrl(m_instancePath, query), {}, false, what, m_client->cellSetAccept()});
    connect(m_inFlight, &PendingCall::progress, this, [this](qint64 received, qint64 total) {
        if (m_pending) {
            Q_EMIT m_pending->progress(received, total);
        }
    });
    const qint64 asked = m_cellsPerGet > 0 ? m_cellsPerGet : qint64(m_spec.batch);
    m_inFlight->then(this, [this, what, asked](const Result<HttpResponse> &r) {
        m_inFlight = nullptr;
        if (m_state == State::Done || m_state == State::Failed) {
            // A page fetched ahead that is no longer wanted: closed, limit reached, or the page
            // before it failed to decode (no row may follow the error).
            return;
        }
        if (!r) {
            finishWithError(r.error());
            return;
        }
        if (r->status == 204) {
            releaseServerScanner();
            if (!m_lastRowWhole && !m_buffer.isEmpty() && !m_confirmsRow) {
                confirmLastRow();
                return;
            }
            m_state = State::Exhausted;
            pump();
            return;
        }
        if (r->status == 404 && !m_gotPage && m_client) {
            // HBase creates a scanner on a missing table (201) and answers its first GET with 404;
            // a gateway that restarted or evicted the scanner answers the same. Only the table's
            // absence is "not found" (exit 4); a lost scanner is the server's failure (exit 1).
            failAfterAskingForTheTable(
                Error{ErrorKind::NotFound,
                      Tr::tr("%1 failed: the table does not exist (HTTP 404).").arg(what)},
                Error{ErrorKind::ServerUnavailable,
                      Tr::tr("%1 failed: the server forgot the scanner (expired?) (HTTP 404).").arg(what)});
            return;
        }
        if (r->status != 200) {
            Error e = httpError(r->status, what);
            Error forgotten{
                ErrorKind::ServerUnavailable,
                Tr::tr("%1 failed: the server forgot the scanner (expired?) (HTTP 404).").arg(what)};
            if (r->status == 404 && !m_gotPage && m_client) {
                // A 404 before any page: the table is missing (HBASE-17603), or the gateway lost
                // the scanner it had just created (another instance behind a load balancer, a
                // restart). /exists tells which; only a missing table is "not found" (exit 4),
                // a forgotten scanner is the server's failure (exit 1).
                e.message = Tr::tr("%1 failed: the table does not exist (HTTP 404).").arg(what);
                failAfterAskingForTheTable(e, forgotten);
                return;
            }
            if (r->status == 404) {
                // The scanner answered before, so the table is there: the gateway lost its state
                // (expired, restarted). That is the server's failure, not a missing row or table.
                e = forgotten;
            }
            finishWithError(e);
            return;
        }
        // The next GET goes out before this page is decoded, so the server builds the next page
        // while the client decodes this one. Only a body that holds a cell and ends like JSON
        // fetches ahead; finding the first "column" member stops at the first cell (counting them
        // all cost a sixth of the scan's main thread). The page size learnt from this page's
        // cells therefore applies from the GET after the prefetched one.
        // A protobuf page (200, not 204) always holds a cell.
        const bool protobuf = isProtobufMediaType(r->contentType);
        const bool holdsCells =
            protobuf ? !r->body.isEmpty()
                     : r->body.endsWith('}') && r->body.indexOf(QByteArrayView("\"column\"")) >= 0;
        if (holdsCells && m_state == State::Open && wantsPrefetch()) {
            fetchPage();
        }
        m_gotPage = true;
        auto rows = protobuf ? decodeCellSetProtobuf(r->body) : decodeCellSetJson(r->body);
        if (!rows) {
            if (protobuf && m_client) {
                m_client->noteProtobufRefused(); // Auto: later scans of this client read JSON
            }
            finishWithError(
                Error{ErrorKind::Protocol, Tr::tr("%1 failed: %2.").arg(what, rows.error().message)});
            return;
        }
        qint64 cells = 0;
        for (Row &row : *rows) {
            cells += row.cells.size();
            appendMergingSplitRow(m_buffer, std::move(row));
        }
        adaptPageSize(r->body.size(), cells);
        // The server cuts a row only where a page reaches the cells asked for.
        m_lastRowWhole = cells < asked;
        pump();
    });
}

ScanMode Scanner::effectiveMode() const
{
    if (m_spec.mode != ScanMode::Auto || !m_client) {
        return m_spec.mode;
    }
    return m_client->config().scanMode;
}

qsizetype Scanner::completeRows() const
{
    // A stateful page may end inside a row (batch); stateless pages hold whole rows. After a
    // failure the buffer holds only complete rows.
    return m_state == State::Exhausted || m_state == State::Done || m_state == State::Failed || m_stateless
               ? m_buffer.size()
               : m_buffer.size() - 1;
}

void Scanner::deliver()
{
    qsizetype complete = completeRows();
    qsizetype n = std::min<qsizetype>(std::max<qsizetype>(complete, 0), m_want);
    if (m_spec.limit >= 0) {
        n = std::min<qsizetype>(n, m_spec.limit - m_delivered);
    }
    CellSet page(std::make_move_iterator(m_buffer.begin()), std::make_move_iterator(m_buffer.begin() + n));
    m_buffer.remove(0, n);
    m_delivered += n;
    if (m_spec.limit >= 0 && m_delivered >= m_spec.limit) {
        m_buffer.clear();
        m_state = State::Done;
        releaseServerScanner();
    } else if (m_state == State::Exhausted && m_buffer.isEmpty()) {
        m_state = State::Done;
    }
    if (auto *call = m_pending.data()) {
        m_pending = nullptr;
        call->resolve(std::move(page));
    }
}

void Scanner::finishWithError(Error error)
{
    releaseServerScanner();
    if (error.kind == ErrorKind::Cancelled || m_state == State::Done) {
        m_state = State::Done;
        m_buffer.clear();
        if (auto *call = m_pending.data()) {
            m_pending = nullptr;
            call->resolve(std::unexpected(std::move(error)));
        }
        return;
    }
    // The rows read whole before the failure are still handed over, the error after them; the
    // last row of a stateful page that was full may be cut by the batch, so it goes (whoever
    // continues the scan reads it again).
    if (!m_stateless && m_state != State::Exhausted && !m_lastRowWhole && !m_buffer.isEmpty()) {
        m_buffer.removeLast();
    }
    m_state = State::Failed;
    m_error = std::move(error);
    if (!m_pending) {
        return; // the next fetchNext() hands over the rows, then the error
    }
    if (!m_buffer.isEmpty()) {
        deliver();
        return;
    }
    m_state = State::Done;
    auto *call = m_pending.data();
    m_pending = nullptr;
    call->resolve(std::unexpected(m_error));
}

void Scanner::cancel()
{
    if (m_inFlight) {
        m_inFlight->cancel();
    }
    finishWithError(Error{ErrorKind::Cancelled, Tr::tr("%1 was cancelled.").arg(m_what)});
}

void Scanner::close()
{
    if (m_inFlight && !m_pending) {
        m_inFlight->cancel();
    }
    if (m_state != State::Done) {
        m_state = State::Done;
        m_buffer.clear();
    }
    releaseServerScanner();
}

void Scanner::confirmLastRow()
{
    m_state = State::Confirming;
    const QByteArray key = m_buffer.last().key;
    ScanSpec one = m_spec;
    one.startRow = key;
    one.includeStartRow = true;
    one.stopRow = key + '\0';
    one.includeStopRow = false;
    one.limit = -1;
    one.mode = ScanMode::Stateful;
    one.pageBytes = 0;
    one.batch =
        int(std::min<qint64>(std::numeric_limits<int>::max(), 100 * qint64(std::max(1, m_spec.batch))));
    auto *again = new Scanner(m_client, one, this);
    again->m_confirmsRow = true;
    again->fetchNext(1)->then(this, [this, again, key](const Result<CellSet> &rows) {
        again->deleteLater();
        if (m_state != State::Confirming) {
            return; // closed or cancelled meanwhile
        }
        if (!rows) {
            finishWithError(rows.error()); // the uncertain row goes; whoever resumes reads it
            return;
        }
        if (rows->isEmpty() || rows->first().key != key) {
            m_buffer.removeLast(); // deleted meanwhile
        } else if (rows->first().cells.size() >= m_buffer.last().cells.size()) {
            m_buffer.last() = rows->first();
        }
        m_state = State::Exhausted;
        pump();
    });
}

void Scanner::releaseServerScanner()
{
    if (m_released || m_instancePath.isEmpty() || !m_client) {
        return;
    }
    m_released = true;
    if (m_inFlight && m_state == State::Done) {
        // A page fetched ahead: abort it before the DELETE so the two never race on the server.
        m_inFlight->cancel();
    }
    // Fire and forget: the handle deletes itself; a failed DELETE only leaves a scanner the server
    // expires on its own (1 h on 2.4.18+).
    m_client->send({"DELETE",
                    m_client->tableUrl(m_instancePath),
                    {},
                    false,
                    Tr::tr("Closing the scanner of table '%1'").arg(m_client->config().table)});
}

} // namespace Ei::Core
