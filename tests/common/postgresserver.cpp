#include "postgresserver.h"

#include <csignal>
#include <grp.h>
#include <libpq-fe.h>
#include <pwd.h>
#include <unistd.h>

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTcpServer>

namespace Ei::Test {

namespace {

constexpr int kStartTimeoutMs = 60000;

// Seed 003's table, as the seed writes it.
constexpr char kCrossrefTable[] = R"(CREATE TABLE IF NOT EXISTS crossref (
    doi                 TEXT NOT NULL CHECK (octet_length(doi) >= 4 AND doi = LOWER(doi)),
    indexed             TIMESTAMP WITH TIME ZONE NOT NULL,
    record              JSON NOT NULL,
    PRIMARY KEY(doi)
))";

quint16 freePort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

} // namespace

PostgresServer::PostgresServer(QStringList settings)
    : m_settings(std::move(settings))
    , m_log(std::make_unique<QFile>(m_dir.filePath(QStringLiteral("server.log"))))
{
    m_log->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered);
    m_server.setProcessChannelMode(QProcess::MergedChannels);
    QObject::connect(&m_server, &QProcess::readyRead, &m_server, [this] {
        const QByteArray more = m_server.readAll();
        m_log->write(more);
        if (m_starting) {
            m_startOutput += more;
        }
    });
    if (::geteuid() == 0) {
        // The server refuses root: run it as the package's account, or nobody.
        const passwd *account = ::getpwnam("postgres");
        if (!account) {
            account = ::getpwnam("nobody");
        }
        if (account) {
            m_switchUser = true;
            m_uid = account->pw_uid;
            m_gid = account->pw_gid;
        }
    }
}

PostgresServer::~PostgresServer()
{
    stop();
}

QString PostgresServer::binDir()
{
    const QString dir = QStringLiteral("/usr/lib/postgresql/17/bin");
    return QFileInfo::exists(dir + QStringLiteral("/postgres")) ? dir : QString();
}

QString PostgresServer::logPath() const
{
    return m_log->fileName();
}

QByteArray PostgresServer::log()
{
    m_log->write(m_server.readAll());
    QFile file(logPath());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool PostgresServer::runAsServerUser(QProcess &process, const QString &program, const QStringList &args)
{
    if (m_switchUser) {
        const uid_t uid = m_uid;
        const gid_t gid = m_gid;
        // Between fork and exec: only async-signal-safe calls.
        process.setChildProcessModifier([uid, gid] {
            if (::setgroups(0, nullptr) != 0 || ::setgid(gid) != 0 || ::setuid(uid) != 0) {
                ::_exit(126);
            }
        });
    }
    process.setWorkingDirectory(m_dir.path());
    process.start(binDir() + u'/' + program, args);
    return process.waitForStarted(10000);
}

bool PostgresServer::initdb()
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("cannot create a temporary folder for the server");
        return false;
    }
    if (m_switchUser && ::chown(QFile::encodeName(m_dir.path()).constData(), m_uid, m_gid) != 0) {
        m_error = QStringLiteral("cannot hand %1 to the server's account").arg(m_dir.path());
        return false;
    }
    const QString pwfile = m_dir.filePath(QStringLiteral("pwfile"));
    QFile pw(pwfile);
    if (!pw.open(QIODevice::WriteOnly) || pw.write(password() + '\n') < 0) {
        m_error = QStringLiteral("cannot write %1").arg(pwfile);
        return false;
    }
    pw.close();
    if (m_switchUser && ::chown(QFile::encodeName(pwfile).constData(), m_uid, m_gid) != 0) {
        m_error = QStringLiteral("cannot hand %1 to the server's account").arg(pwfile);
        return false;
    }
    QProcess initdb;
    initdb.setProcessChannelMode(QProcess::MergedChannels);
    const QStringList args{QStringLiteral("-D"),
                           m_dir.filePath(QStringLiteral("data")),
                           QStringLiteral("-U"),
                           QString::fromLatin1(superuser()),
                           QStringLiteral("--pwfile=") + pwfile,
                           QStringLiteral("--auth=scram-sha-256"),
                           QStringLiteral("-E"),
                           QStringLiteral("UTF8"),
                           QStringLiteral("--locale=C.UTF-8"),
                           QStringLiteral("--no-sync")};
    if (!runAsServerUser(initdb, QStringLiteral("initdb"), args) ||
        !initdb.waitForFinished(kStartTimeoutMs) || initdb.exitStatus() != QProcess::NormalExit ||
        initdb.exitCode() != 0) {
        m_error = QStringLiteral("initdb failed: %1").arg(QString::fromLocal8Bit(initdb.readAll()).trimmed());
        return false;
    }
    QFile::remove(pwfile);
    m_initialised = true;
    return true;
}

bool PostgresServer::launch()
{
    QStringList args{QStringLiteral("-D"), m_dir.filePath(QStringLiteral("data")),
                     QStringLiteral("-p"), QString::number(m_port),
                     QStringLiteral("-k"), m_dir.path(),
                     QStringLiteral("-c"), QStringLiteral("listen_addresses=127.0.0.1")};
    for (const QString &setting : std::as_const(m_settings)) {
        args << QStringLiteral("-c") << setting;
    }
    if (!runAsServerUser(m_server, QStringLiteral("postgres"), args)) {
        m_error = QStringLiteral("the server did not start: %1").arg(m_server.errorString());
        return false;
    }
    // Ready when it says so. Its output goes on to the log file whenever the event loop runs, so
    // the pipe never fills up and blocks the server.
    m_starting = true;
    m_startOutput.clear();
    const QDeadlineTimer deadline(kStartTimeoutMs);
    while (!m_startOutput.contains("database system is ready to accept connections")) {
        if (m_server.state() != QProcess::Running || deadline.hasExpired()) {
            m_error = QStringLiteral("the server did not start: %1")
                          .arg(QString::fromLocal8Bit(m_startOutput).trimmed());
            m_starting = false;
            return false;
        }
        QSignalSpy output(&m_server, &QProcess::readyRead); // the handler above collects it
        output.wait(int(std::clamp<qint64>(deadline.remainingTime(), 1, 1000)));
    }
    m_starting = false;
    return true;
}

bool PostgresServer::start()
{
    if (isRunning()) {
        return true;
    }
    if (binDir().isEmpty()) {
        m_error = QStringLiteral("PostgreSQL 17 is not installed");
        return false;
    }
    if (!m_initialised && !initdb()) {
        return false;
    }
    // A restarted server keeps its port. A port taken between choosing and binding it is rare;
    // try a few.
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (m_port == 0 || attempt > 0) {
            m_port = freePort();
        }
        if (launch()) {
            return true;
        }
        stop();
    }
    return false;
}

void PostgresServer::stop()
{
    if (m_server.state() == QProcess::NotRunning) {
        return;
    }
    ::kill(pid_t(m_server.processId()), SIGINT); // fast shutdown: connections are ended, not awaited
    if (!m_server.waitForFinished(30000)) {
        m_server.kill();
        m_server.waitForFinished(5000);
    }
}

bool PostgresServer::isRunning() const
{
    return m_server.state() == QProcess::Running;
}

QString PostgresServer::conninfo(const QString &database) const
{
    return QStringLiteral("host=127.0.0.1 port=%1 dbname=%2 user=%3")
        .arg(m_port)
        .arg(database, QString::fromLatin1(superuser()));
}

QString PostgresServer::socketConninfo(const QString &database) const
{
    return QStringLiteral("host=%1 port=%2 dbname=%3 user=%4")
        .arg(m_dir.path())
        .arg(m_port)
        .arg(database, QString::fromLatin1(superuser()));
}

Core::Result<QList<QList<QByteArray>>> PostgresServer::sql(const QByteArray &statements,
                                                           const QString &database) const
{
    const QByteArray info = socketConninfo(database).toUtf8() + " password=" + password();
    PGconn *conn = PQconnectdb(info.constData());
    if (PQstatus(conn) != CONNECTION_OK) {
        const QString why = QString::fromUtf8(PQerrorMessage(conn)).simplified();
        PQfinish(conn);
        return Core::fail(Core::ErrorKind::Network, why);
    }
    PGresult *result = PQexec(conn, statements.constData());
    const ExecStatusType status = PQresultStatus(result);
    Core::Result<QList<QList<QByteArray>>> rows = QList<QList<QByteArray>>();
    if (status == PGRES_TUPLES_OK) {
        for (int r = 0; r < PQntuples(result); ++r) {
            QList<QByteArray> row;
            for (int c = 0; c < PQnfields(result); ++c) {
                row << QByteArray(PQgetvalue(result, r, c), PQgetlength(result, r, c));
            }
            rows->append(row);
        }
    } else if (status != PGRES_COMMAND_OK) {
        rows = Core::fail(Core::ErrorKind::Protocol,
                          QString::fromUtf8(PQresultErrorMessage(result)).simplified());
    }
    PQclear(result);
    PQfinish(conn);
    return rows;
}

bool PostgresServer::createCrossrefDatabase(const QString &name)
{
    if (auto created = sql("CREATE DATABASE " + name.toUtf8()); !created) {
        m_error = created.error().message;
        return false;
    }
    if (auto table = sql(kCrossrefTable, name); !table) {
        m_error = table.error().message;
        return false;
    }
    return true;
}

} // namespace Ei::Test
