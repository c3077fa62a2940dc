#pragma once

#include <memory>

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <core/util/result.h>

namespace Ei::Test {

// A real PostgreSQL 17 server for one test (Debian's postgresql-17, in the tools/dev
// environment): initdb into a temporary folder, a free port on 127.0.0.1 and its Unix socket in
// that folder, password authentication (scram-sha-256) for every connection, stopped by PID.
// PostgreSQL refuses to run as root and the environment runs as root, so the server and initdb
// run as the `postgres` account the package creates (or `nobody`), switched to in the child
// process before exec, with the folder handed to that account.
class PostgresServer final
{
public:
    // Extra `-c name=value` settings for the server (the bench keeps the defaults; tests turn
    // fsync off).
    explicit PostgresServer(QStringList settings = {QStringLiteral("fsync=off")});
    ~PostgresServer();
    PostgresServer(const PostgresServer &) = delete;
    PostgresServer &operator=(const PostgresServer &) = delete;

    // Where the server binaries are; empty when PostgreSQL 17 is not installed.
    static QString binDir();

    // initdb (first time) and start; false with error() on failure.
    bool start();
    // Stops the server by PID (fast shutdown: open connections are ended) and waits for it.
    void stop();
    bool isRunning() const;
    // The postmaster's process id (0 when stopped), e.g. to measure the server's CPU time.
    qint64 pid() const { return m_server.processId(); }

    QString error() const { return m_error; }

    quint16 port() const { return m_port; }
    QString socketDir() const { return m_dir.path(); }
    static QByteArray superuser() { return QByteArrayLiteral("postgres"); }
    static QByteArray password() { return QByteArrayLiteral("ei-test-secret"); }
    // A libpq connection string for TCP on 127.0.0.1 (no password in it).
    QString conninfo(const QString &database = QStringLiteral("postgres")) const;
    // The same over the Unix socket in the test's folder.
    QString socketConninfo(const QString &database = QStringLiteral("postgres")) const;
    QString logPath() const;
    // What the server wrote so far (startup, errors, and statements with log_statement=all).
    QByteArray log();

    // Runs statements as the superuser on a connection of its own (test set-up, server-side
    // checks), blocking; the rows of the last statement as text.
    Core::Result<QList<QList<QByteArray>>> sql(const QByteArray &statements,
                                               const QString &database = QStringLiteral("postgres")) const;
    // CREATE DATABASE `name` and, in it, seed 003's crossref table exactly as the seed writes it.
    bool createCrossrefDatabase(const QString &name);

private:
    bool initdb();
    bool launch();
    bool runAsServerUser(QProcess &process, const QString &program, const QStringList &args);

    QStringList m_settings;
    QTemporaryDir m_dir;
    std::unique_ptr<QFile> m_log;
    QProcess m_server;
    quint16 m_port = 0;
    uint m_uid = 0;
    uint m_gid = 0;
    bool m_switchUser = false;
    bool m_initialised = false;
    bool m_starting = false;
    QByteArray m_startOutput; // what the server said while starting
    QString m_error;
};

} // namespace Ei::Test

// Starts `server` or skips the test when PostgreSQL 17 is not installed; a server that is
// installed but does not start fails the test.
#define EI_REQUIRE_POSTGRES(server)                                                                          \
    do {                                                                                                     \
        if (Ei::Test::PostgresServer::binDir().isEmpty())                                                    \
            QSKIP("PostgreSQL 17 is not installed (Debian's postgresql-17: tools/deps/debian-13.txt)");      \
        QVERIFY2((server).start(), qPrintable((server).error()));                                            \
    } while (false)
