#include "pgconnection.h"

#include <libpq-fe.h>

#include <QCoreApplication>
#include <QHostAddress>
#include <QHostInfo>
#include <QPointer>
#include <QSocketNotifier>
#include <QTimer>

namespace Ei::Core {

struct PgConnection::Statement
{
    QPointer<Call<PgRows>> call;
    QByteArray sql;
    QList<QByteArray> params;
    int attempts = 0;
    QTimer *deadline = nullptr;
};

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::PgConnection)
};

// libpq's messages end with a newline and may span lines ("connection to server … failed: FATAL: …").
QString oneLine(const char *message)
{
    return QString::fromUtf8(message).simplified();
}

// A name that needs a DNS lookup: not a socket folder, not an address literal.
bool needsLookup(const QByteArray &host)
{
    return !host.isEmpty() && !host.startsWith('/') && !host.startsWith('@') &&
           QHostAddress(QString::fromLatin1(host)).isNull();
}

Error statementError(const PGresult *result)
{
    const QByteArray state = PQresultErrorField(result, PG_DIAG_SQLSTATE);
    const char *primary = PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
    const QString message = primary ? oneLine(primary) : oneLine(PQresultErrorMessage(result));
    ErrorKind kind = ErrorKind::Protocol;
    if (state.startsWith("28") || state == "42501") { // authorization; insufficient privilege
        kind = ErrorKind::Forbidden;
    } else if (state.startsWith("08")) { // connection exception
        kind = ErrorKind::Network;
    } else if (state == "57014") {
        kind = ErrorKind::Timeout;                                 // the server's statement_timeout
    } else if (state.startsWith("53") || state.startsWith("57")) { // resources; operator intervention
        kind = ErrorKind::ServerUnavailable;
    }
    return Error{kind, message};
}

} // namespace

PgConnection::PgConnection(PgConnInfo info, Options options, QObject *parent)
    : QObject(parent)
    , m_info(std::move(info))
    , m_options(std::move(options))
{}

PgConnection::~PgConnection()
{
    if (m_lookupId >= 0) {
        QHostInfo::abortHostLookup(m_lookupId);
    }
    closeConnection();
    // Handles are children of this object and go with it, without their callbacks (Call's contract).
}

bool PgConnection::isOpen() const
{
    return m_state == State::Idle || m_state == State::Busy;
}

int PgConnection::backendPid() const
{
    return isOpen() ? PQbackendPID(m_conn) : 0;
}

Call<PgRows> *PgConnection::exec(QByteArray sql, QList<QByteArray> params)
{
    auto *call = new Call<PgRows>(this);
    auto statement = std::make_shared<Statement>();
    statement->call = call;
    statement->sql = std::move(sql);
    statement->params = std::move(params);
    statement->deadline = new QTimer(call);
    statement->deadline->setSingleShot(true);
    std::weak_ptr<Statement> weak = statement;
    connect(statement->deadline, &QTimer::timeout, this, [this, weak] {
        if (auto s = weak.lock()) {
            expire(s);
        }
    });
    statement->deadline->start(m_options.timeout);
    call->setCancelHook([this, weak] {
        if (auto s = weak.lock()) {
            drop(s);
        }
    });
    m_queue.append(statement);
    // Never inside the caller's call: it connects to the handle first.
    QTimer::singleShot(0, this, &PgConnection::pump);
    return call;
}

void PgConnection::pump()
{
    while (!m_queue.isEmpty() && !m_queue.first()->call) {
        m_queue.removeFirst(); // cancelled or deleted meanwhile
    }
    if (m_queue.isEmpty() || m_current) {
        return;
    }
    switch (m_state) {
    case State::Closed:
        startConnect();
        return;
    case State::Idle:
        m_current = m_queue.takeFirst();
        sendCurrent();
        return;
    case State::Resolving:
    case State::Connecting:
    case State::Busy:
        return; // pump() runs again when the connection is ready or the statement is done
    }
}

void PgConnection::startConnect()
{
    ++m_connectGeneration;
    m_hosts.clear();
    m_hostAddresses.clear();
    QByteArray hosts = m_info.value("host");
    if (hosts.isEmpty()) {
        hosts = qgetenv("PGHOST"); // libpq would read it and resolve it itself, blocking
    }
    if (m_info.value("hostaddr").isEmpty()) {
        for (const QByteArray &host : hosts.split(',')) {
            if (needsLookup(host)) {
                m_hosts = hosts.split(',');
                break;
            }
        }
    }
    if (m_hosts.isEmpty()) {
        connectNow();
        return;
    }
    m_state = State::Resolving;
    resolveNextHost();
}

void PgConnection::resolveNextHost()
{
    const int index = int(m_hostAddresses.size());
    if (index == m_hosts.size()) {
        connectNow();
        return;
    }
    const QByteArray host = m_hosts.at(index);
    if (!needsLookup(host)) {
        m_hostAddresses.append(QByteArray()); // a socket folder or an address: libpq needs no lookup
        resolveNextHost();
        return;
    }
    const quint64 generation = m_connectGeneration;
    m_lookupId = QHostInfo::lookupHost(
        QString::fromLatin1(host), this, [this, generation, host](const QHostInfo &info) {
            m_lookupId = -1;
            if (generation != m_connectGeneration) {
                return;
            }
            if (info.error() != QHostInfo::NoError || info.addresses().isEmpty()) {
                onConnectFailed(
                    Error{ErrorKind::Network, Tr::tr("the host name %1 cannot be resolved (%2)")
                                                  .arg(QString::fromLatin1(host), info.errorString())});
                return;
            }
            QList<QByteArray> addresses;
            for (const QHostAddress &address : info.addresses()) {
                addresses << address.toString().toLatin1();
            }
            m_hostAddresses.append(addresses.join(' ')); // every address is tried, as libpq would
            resolveNextHost();
        });
}

void PgConnection::connectNow()
{
    QList<QByteArray> keywords;
    QList<QByteArray> values;
    for (const auto &[key, value] : m_info.params()) {
        keywords << key;
        values << value;
    }
    if (!m_hostAddresses.isEmpty()) {
        // libpq connects to the addresses; the names stay beside them (TLS verification and
        // ~/.pgpass match them). A name with several addresses becomes one entry per address,
        // tried in order, with its port repeated when the ports are a list too.
        const QList<QByteArray> ports = m_info.value("port").split(',');
        QList<QByteArray> hosts;
        QList<QByteArray> addresses;
        QList<QByteArray> hostPorts;
        for (qsizetype i = 0; i < m_hosts.size(); ++i) {
            const QList<QByteArray> resolved = m_hostAddresses.at(i).split(' ');
            for (const QByteArray &address : resolved) {
                hosts << m_hosts.at(i);
                addresses << address;
                hostPorts << ports.value(ports.size() > 1 ? i : 0);
            }
        }
        const auto set = [&](const QByteArray &keyword, const QByteArray &value) {
            const qsizetype at = keywords.indexOf(keyword);
            if (at >= 0) {
                values[at] = value;
            } else {
                keywords << keyword;
                values << value;
            }
        };
        set(QByteArrayLiteral("host"), hosts.join(','));
        set(QByteArrayLiteral("hostaddr"), addresses.join(','));
        if (ports.size() > 1) {
            set(QByteArrayLiteral("port"), hostPorts.join(','));
        }
    }
    if (!m_options.password.isEmpty()) {
        keywords << QByteArrayLiteral("password");
        values << m_options.password;
    }
    keywords << QByteArrayLiteral("fallback_application_name") << QByteArrayLiteral("client_encoding");
    values << QByteArrayLiteral("extract-inspector") << QByteArrayLiteral("UTF8");
    QList<const char *> k;
    QList<const char *> v;
    for (int i = 0; i < keywords.size(); ++i) {
        k << keywords.at(i).constData();
        v << values.at(i).constData();
    }
    k << nullptr;
    v << nullptr;
    m_conn = PQconnectStartParams(k.constData(), v.constData(), 0);
    if (!m_conn || PQstatus(m_conn) == CONNECTION_BAD) {
        onConnectFailed(Error{ErrorKind::Network,
                              m_conn ? oneLine(PQerrorMessage(m_conn)) : Tr::tr("libpq is out of memory")});
        return;
    }
    m_state = State::Connecting;
    pollConnect();
}

void PgConnection::pollConnect()
{
    switch (PQconnectPoll(m_conn)) {
    case PGRES_POLLING_READING:
        watchSocket(true, false);
        return;
    case PGRES_POLLING_WRITING:
        watchSocket(false, true);
        return;
    case PGRES_POLLING_OK: {
        PQsetnonblocking(m_conn, 1);
        const int version = PQserverVersion(m_conn);
        m_serverVersion = QStringLiteral("%1.%2").arg(version / 10000).arg(version % 10000);
        m_state = State::Idle;
        watchSocket(true, false); // notices, or the server closing an idle connection
        pump();
        return;
    }
    case PGRES_POLLING_FAILED:
    case PGRES_POLLING_ACTIVE: {
        const QString why = oneLine(PQerrorMessage(m_conn));
        // Authentication failures have no SQLSTATE on the client; libpq says whether a password
        // was wanted. Other wording (a translated server message) stays a Network error with the
        // server's own sentence.
        const bool refused = PQconnectionNeedsPassword(m_conn) || why.contains(u"authentication failed") ||
                             why.contains(u"pg_hba.conf");
        onConnectFailed(Error{refused ? ErrorKind::Forbidden : ErrorKind::Network, why});
        return;
    }
    }
}

void PgConnection::onConnectFailed(const Error &error)
{
    closeConnection();
    // Every waiting statement fails: the next exec() tries again.
    const QList<std::shared_ptr<Statement>> waiting = std::exchange(m_queue, {});
    QPointer<PgConnection> self(this);
    for (const auto &statement : waiting) {
        if (statement->call) {
            statement->call->resolve(std::unexpected(error));
        }
        if (!self) {
            return;
        }
    }
}

void PgConnection::sendCurrent()
{
    ++m_current->attempts;
    QList<const char *> values;
    QList<int> lengths;
    for (const QByteArray &p : std::as_const(m_current->params)) {
        values << (p.isNull() ? nullptr : p.constData());
        lengths << int(p.size());
    }
    m_currentResult = PgRows{};
    if (!PQsendQueryParams(m_conn, m_current->sql.constData(), int(values.size()), nullptr,
                           values.constData(), lengths.constData(), nullptr, 0)) {
        connectionLost(oneLine(PQerrorMessage(m_conn)));
        return;
    }
    m_state = State::Busy;
    flushOutput();
}

void PgConnection::flushOutput()
{
    const int pending = PQflush(m_conn);
    if (pending < 0) {
        connectionLost(oneLine(PQerrorMessage(m_conn)));
        return;
    }
    watchSocket(true, pending == 1);
}

void PgConnection::onSocketActivity()
{
    if (m_state == State::Connecting) {
        pollConnect();
        return;
    }
    if (m_state == State::Busy) {
        if (m_writeNotifier && m_writeNotifier->isEnabled()) {
            flushOutput();
            if (m_state != State::Busy) {
                return;
            }
        }
        if (!PQconsumeInput(m_conn)) {
            connectionLost(oneLine(PQerrorMessage(m_conn)));
            return;
        }
        readResults();
        return;
    }
    if (m_state == State::Idle) {
        // Nothing was asked: a notice, or the server going away (idle timeout, restart).
        if (!PQconsumeInput(m_conn) || PQstatus(m_conn) == CONNECTION_BAD) {
            closeConnection();
            return;
        }
        while (PGnotify *notify = PQnotifies(m_conn)) {
            PQfreemem(notify);
        }
    }
}

void PgConnection::readResults()
{
    while (!PQisBusy(m_conn)) {
        PGresult *result = PQgetResult(m_conn);
        if (!result) {
            // The statement is complete.
            m_state = State::Idle;
            finishCurrent(std::move(m_currentResult));
            return;
        }
        const ExecStatusType status = PQresultStatus(result);
        if (status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK) {
            if (m_currentResult) {
                PgRows rows;
                rows.commandTag = PQcmdStatus(result);
                const int columns = PQnfields(result);
                const int count = PQntuples(result);
                rows.rows.reserve(count);
                for (int r = 0; r < count; ++r) {
                    QList<QByteArray> row;
                    row.reserve(columns);
                    for (int c = 0; c < columns; ++c) {
                        row << (PQgetisnull(result, r, c)
                                    ? QByteArray()
                                    : QByteArray(PQgetvalue(result, r, c), PQgetlength(result, r, c)));
                    }
                    rows.rows << std::move(row);
                }
                m_currentResult = std::move(rows);
            }
        } else {
            const Error error = statementError(result);
            const bool lost = PQstatus(m_conn) == CONNECTION_BAD ||
                              QByteArray(PQresultErrorField(result, PG_DIAG_SQLSTATE)) == "57P01";
            PQclear(result);
            if (lost) {
                // pg_terminate_backend, a server restart: the statement is sent again once.
                connectionLost(error.message);
                return;
            }
            m_currentResult = std::unexpected(error);
            continue;
        }
        PQclear(result);
    }
}

void PgConnection::finishCurrent(Result<PgRows> result)
{
    const std::shared_ptr<Statement> done = std::exchange(m_current, nullptr);
    QPointer<PgConnection> self(this);
    if (done && done->call) {
        done->call->resolve(std::move(result));
    }
    if (self) {
        pump();
    }
}

void PgConnection::connectionLost(const QString &why)
{
    closeConnection();
    const std::shared_ptr<Statement> current = std::exchange(m_current, nullptr);
    if (current && current->call) {
        if (current->attempts < 2) {
            m_queue.prepend(current); // once more, on a new connection
        } else {
            QPointer<PgConnection> self(this);
            current->call->resolve(
                std::unexpected(Error{ErrorKind::Network, Tr::tr("the connection was lost (%1)").arg(why)}));
            if (!self) {
                return;
            }
        }
    }
    pump();
}

void PgConnection::expire(const std::shared_ptr<Statement> &statement)
{
    if (!statement->call || statement->call->isFinished()) {
        return;
    }
    const Error timeout{ErrorKind::Timeout,
                        Tr::tr("no answer within %1 s").arg(double(m_options.timeout.count()) / 1000.0)};
    if (statement == m_current) {
        // A late answer could not be told from the next statement's: start afresh.
        m_current.reset();
        closeConnection();
    } else if (m_queue.removeOne(statement) && m_queue.isEmpty() &&
               (m_state == State::Resolving || m_state == State::Connecting)) {
        closeConnection(); // nobody waits for this connection any more
    }
    QPointer<PgConnection> self(this);
    statement->call->resolve(std::unexpected(timeout));
    if (self) {
        pump();
    }
}

void PgConnection::drop(const std::shared_ptr<Statement> &statement)
{
    if (statement == m_current) {
        // Already on the wire: its answer is read and thrown away, the connection stays.
        m_current = std::make_shared<Statement>();
        m_current->attempts = 2;
        return;
    }
    m_queue.removeOne(statement);
}

void PgConnection::closeConnection()
{
    ++m_connectGeneration;
    if (m_lookupId >= 0) {
        QHostInfo::abortHostLookup(m_lookupId);
        m_lookupId = -1;
    }
    delete m_readNotifier;
    delete m_writeNotifier;
    m_readNotifier = nullptr;
    m_writeNotifier = nullptr;
    m_socket = -1;
    if (m_conn) {
        PQfinish(m_conn);
        m_conn = nullptr;
    }
    m_state = State::Closed;
}

void PgConnection::watchSocket(bool read, bool write)
{
    const int socket = PQsocket(m_conn);
    if (socket != m_socket) {
        // libpq moves to a new socket when it tries the next host or address.
        delete m_readNotifier;
        delete m_writeNotifier;
        m_readNotifier = nullptr;
        m_writeNotifier = nullptr;
        m_socket = socket;
        if (socket >= 0) {
            m_readNotifier = new QSocketNotifier(socket, QSocketNotifier::Read, this);
            m_writeNotifier = new QSocketNotifier(socket, QSocketNotifier::Write, this);
            connect(m_readNotifier, &QSocketNotifier::activated, this, &PgConnection::onSocketActivity);
            connect(m_writeNotifier, &QSocketNotifier::activated, this, &PgConnection::onSocketActivity);
        }
    }
    if (m_readNotifier) {
        m_readNotifier->setEnabled(read);
        m_writeNotifier->setEnabled(write);
    }
}

} // namespace Ei::Core
