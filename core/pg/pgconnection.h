#pragma once

#include <chrono>
#include <memory>

#include <QByteArray>
#include <QList>
#include <QObject>

#include <core/pg/pgconninfo.h>
#include <core/util/pendingcall.h>

class QSocketNotifier;
struct pg_conn;

namespace Ei::Core {

// The rows of one statement's answer, as text (libpq's text format). SQL NULL is a null
// QByteArray (isNull()); an empty string is empty but not null.
struct PgRows
{
    QList<QList<QByteArray>> rows;
    QByteArray commandTag; // "SELECT 3"
};

// One PostgreSQL connection driven by libpq's non-blocking API from the event loop (a
// QSocketNotifier on libpq's socket): nothing here ever blocks the thread it lives on, so it is
// safe on the GUI thread. Host names are resolved with QHostInfo first (libpq would resolve them
// with a blocking getaddrinfo), then passed to libpq as hostaddr.
//
// Statements are queued and run one at a time on the one connection, which is opened on demand
// and kept for the next statement (connection reuse). Each statement has a deadline, counted from
// exec(): past it the statement fails with ErrorKind::Timeout and the connection is dropped (a
// late answer cannot be told apart from the next one's). A statement whose connection is lost
// (server restart, pg_terminate_backend, a network cut) is sent once more on a new connection,
// so only statements that are safe to repeat belong here: the product sends reads.
//
// Errors carry libpq's or the server's own sentence in one line; the kind says what it was:
// Network (cannot connect, connection lost twice), Forbidden (authentication, privileges),
// Timeout, ServerUnavailable (the server is starting, shutting down or out of resources),
// Protocol (any other SQL error, e.g. a missing table), Cancelled.
class PgConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PgConnection)

public:
    struct Options
    {
        std::chrono::milliseconds timeout{30000};
        QByteArray password; // empty: libpq's own sources (PGPASSWORD, ~/.pgpass)
    };

    PgConnection(PgConnInfo info, Options options, QObject *parent = nullptr);
    ~PgConnection() override;

    const PgConnInfo &info() const { return m_info; }
    void setTimeout(std::chrono::milliseconds timeout) { m_options.timeout = timeout; }

    // Runs `sql` with text parameters $1, $2, … The handle follows Call's contract (never
    // finishes inside this call; cancel() drops a queued statement or abandons a running one).
    Call<PgRows> *exec(QByteArray sql, QList<QByteArray> params = {});

    bool isOpen() const;
    // The server process of the open connection (0 when closed), e.g. for pg_terminate_backend.
    int backendPid() const;
    // "17.2" once a connection was open.
    QString serverVersion() const { return m_serverVersion; }

private:
    struct Statement;
    enum class State
    {
        Closed,
        Resolving,
        Connecting,
        Idle,
        Busy,
    };

    void pump();
    void startConnect();
    void resolveNextHost();
    void connectNow();
    void pollConnect();
    void onConnectFailed(const Error &error);
    void sendCurrent();
    void flushOutput();
    void onSocketActivity();
    void readResults();
    void finishCurrent(Result<PgRows> result);
    void connectionLost(const QString &why);
    void closeConnection();
    void watchSocket(bool read, bool write);
    void expire(const std::shared_ptr<Statement> &statement);
    void drop(const std::shared_ptr<Statement> &statement);

    PgConnInfo m_info;
    Options m_options;
    State m_state = State::Closed;
    pg_conn *m_conn = nullptr;
    int m_socket = -1;
    QSocketNotifier *m_readNotifier = nullptr;
    QSocketNotifier *m_writeNotifier = nullptr;
    QList<std::shared_ptr<Statement>> m_queue;
    std::shared_ptr<Statement> m_current;
    Result<PgRows> m_currentResult = PgRows{};
    QList<QByteArray> m_hosts;         // host names still to resolve
    QList<QByteArray> m_hostAddresses; // resolved so far, one per host entry
    int m_lookupId = -1;
    quint64 m_connectGeneration = 0;
    QString m_serverVersion;
};

} // namespace Ei::Core
