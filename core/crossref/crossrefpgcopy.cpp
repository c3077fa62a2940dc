// crossref-load into seed 003's table: COPY … FROM STDIN (FORMAT binary) over blocking libpq,
// on the loader's worker thread. Docs: docs/crossref-load.md.
#include <libpq-fe.h>

#include <QRegularExpression>
#include <QThread>

#include <core/crossref/crossrefloadtarget.h>
#include <core/pg/pgconninfo.h>

namespace Ei::Core {

namespace {

// Microseconds between 1970-01-01 and PostgreSQL's epoch, 2000-01-01 (both UTC).
constexpr qint64 kPostgresEpochMicros = 946684800LL * 1000000;
constexpr qsizetype kSendSlice = 256 * 1024;
constexpr int kReconnectAttempts = 3;

const char kCopyHeader[] = "PGCOPY\n\377\r\n\0\0\0\0\0\0\0\0\0";
constexpr qsizetype kCopyHeaderSize = 19; // signature (11), flags (4), header extension length (4)
const char kCopyTrailer[] = "\377\377";

void putInt16(QByteArray &out, qint16 v)
{
    out += char((v >> 8) & 0xff);
    out += char(v & 0xff);
}

void putInt32(QByteArray &out, qint32 v)
{
    for (int shift = 24; shift >= 0; shift -= 8) {
        out += char((v >> shift) & 0xff);
    }
}

void putInt64(QByteArray &out, qint64 v)
{
    for (int shift = 56; shift >= 0; shift -= 8) {
        out += char((v >> shift) & 0xff);
    }
}

QString oneLine(const char *text)
{
    return QString::fromUtf8(text).simplified();
}

// The staging path: a batch whose rows may already be in the table (a resumed batch, a newer
// dump, a DOI twice in one dump) goes through a temporary table and an upsert that keeps the
// record with the newest `indexed` (on a tie, the one stored first).
constexpr char kCreateStaging[] =
    "CREATE TEMP TABLE IF NOT EXISTS crossref_load_batch "
    "(LIKE crossref INCLUDING DEFAULTS INCLUDING CONSTRAINTS) ON COMMIT DELETE ROWS";
constexpr char kCopyFast[] = "COPY crossref (doi, indexed, record) FROM STDIN (FORMAT binary)";
constexpr char kCopyStaging[] = "COPY crossref_load_batch (doi, indexed, record) FROM STDIN (FORMAT binary)";
constexpr char kUpsert[] =
    "INSERT INTO crossref (doi, indexed, record) "
    "SELECT DISTINCT ON (doi) doi, indexed, record FROM crossref_load_batch ORDER BY doi, indexed DESC "
    "ON CONFLICT (doi) DO UPDATE SET indexed = EXCLUDED.indexed, record = EXCLUDED.record "
    "WHERE crossref.indexed < EXCLUDED.indexed";

class PgCopyTarget final : public CrossrefLoadTarget
{
public:
    PgCopyTarget(PgConnInfo info, QByteArray password, QByteArray toastCompression)
        : m_info(std::move(info))
        , m_password(std::move(password))
        , m_toastCompression(std::move(toastCompression))
    {}
    ~PgCopyTarget() override
    {
        if (m_conn) {
            PQfinish(m_conn);
        }
    }
    PgCopyTarget(const PgCopyTarget &) = delete;
    PgCopyTarget &operator=(const PgCopyTarget &) = delete;

    Result<void> connect();
    Result<void> add(const DumpRecord &record) override;
    qint64 batchRecords() const override { return m_rows.size(); }
    qint64 batchBytes() const override { return m_data.size(); }
    Result<BatchOutcome> commit() override;

private:
    struct Row
    {
        qsizetype offset;
        qsizetype length;
        DumpPosition where;
    };
    enum class Sent
    {
        Ok,
        Lost, // the connection failed: the batch goes again on a new one
    };

    Result<void> exec(const char *sql, ExecStatusType expected = PGRES_COMMAND_OK);
    bool startCopy();
    void sendPending();
    Result<void> reconnect(const QString &why);
    void dropRow(qsizetype index);

    Result<void> setToastCompression();

    PgConnInfo m_info;
    QByteArray m_password;
    QByteArray m_toastCompression;
    PGconn *m_conn = nullptr;
    QByteArray m_data; // this batch's tuples, kept until it is committed (it may be sent again)
    QList<Row> m_rows;
    qsizetype m_sent = 0;
    bool m_copying = false;
    bool m_staging = false;
    bool m_stagingReady = false;
};

Result<void> PgCopyTarget::connect()
{
    QList<QByteArray> keywords;
    QList<QByteArray> values;
    for (const auto &[key, value] : m_info.params()) {
        keywords << key;
        values << value;
    }
    if (!m_password.isEmpty()) {
        keywords << QByteArrayLiteral("password");
        values << m_password;
    }
    keywords << QByteArrayLiteral("fallback_application_name") << QByteArrayLiteral("client_encoding");
    values << QByteArrayLiteral("extract-inspector crossref-load") << QByteArrayLiteral("UTF8");
    QList<const char *> k;
    QList<const char *> v;
    for (qsizetype i = 0; i < keywords.size(); ++i) {
        k << keywords.at(i).constData();
        v << values.at(i).constData();
    }
    k << nullptr;
    v << nullptr;
    m_conn = PQconnectdbParams(k.constData(), v.constData(), 0);
    if (PQstatus(m_conn) != CONNECTION_OK) {
        const QString why = oneLine(PQerrorMessage(m_conn));
        const bool refused = PQconnectionNeedsPassword(m_conn) || why.contains(u"authentication failed");
        return fail(refused ? ErrorKind::Forbidden : ErrorKind::Network,
                    QStringLiteral("cannot connect to the database (%1): %2").arg(m_info.describe(), why));
    }
    PGresult *table = PQexec(m_conn, "SELECT to_regclass('crossref') IS NOT NULL");
    const bool exists = PQresultStatus(table) == PGRES_TUPLES_OK && PQntuples(table) == 1 &&
                        qstrcmp(PQgetvalue(table, 0, 0), "t") == 0;
    PQclear(table);
    if (!exists) {
        return fail(
            ErrorKind::NotFound,
            QStringLiteral("the database (%1) has no table crossref; create seed 003's table first: "
                           "CREATE TABLE crossref (doi TEXT NOT NULL CHECK (octet_length(doi) >= 4 AND "
                           "doi = LOWER(doi)), indexed TIMESTAMP WITH TIME ZONE NOT NULL, record JSON NOT "
                           "NULL, PRIMARY KEY(doi))")
                .arg(m_info.describe()));
    }
    return setToastCompression();
}

Result<void> PgCopyTarget::setToastCompression()
{
    // Records over ~2 kB are compressed into TOAST; with pglz (the server's default) compressing
    // them costs the server more than anything else it does for the load (bench/README.md).
    if (m_toastCompression.isEmpty()) {
        return {};
    }
    const QByteArray set = "SET default_toast_compression = '" + m_toastCompression + "'";
    if (auto ok = exec(set.constData()); !ok) {
        return fail(ErrorKind::InvalidInput,
                    QStringLiteral("the database cannot compress with %1: %2")
                        .arg(QString::fromUtf8(m_toastCompression), ok.error().message));
    }
    return {};
}

Result<void> PgCopyTarget::exec(const char *sql, ExecStatusType expected)
{
    PGresult *result = PQexec(m_conn, sql);
    const bool ok = PQresultStatus(result) == expected;
    const QString why = ok ? QString() : oneLine(PQresultErrorMessage(result));
    PQclear(result);
    if (!ok) {
        return fail(PQstatus(m_conn) == CONNECTION_BAD ? ErrorKind::Network : ErrorKind::Protocol, why);
    }
    return {};
}

bool PgCopyTarget::startCopy()
{
    if (m_staging) {
        if (!m_stagingReady && !exec(kCreateStaging)) {
            return false;
        }
        m_stagingReady = true;
        if (!exec("BEGIN")) {
            return false;
        }
    }
    PGresult *result = PQexec(m_conn, m_staging ? kCopyStaging : kCopyFast);
    const bool ok = PQresultStatus(result) == PGRES_COPY_IN;
    PQclear(result);
    if (!ok) {
        return false;
    }
    m_copying = true;
    m_sent = 0;
    return PQputCopyData(m_conn, kCopyHeader, int(kCopyHeaderSize)) == 1;
}

void PgCopyTarget::sendPending()
{
    // The server checks and stores rows while the next ones are read: send as they come.
    if (m_copying && PQputCopyData(m_conn, m_data.constData() + m_sent, int(m_data.size() - m_sent)) == 1) {
        m_sent = m_data.size();
    } else {
        m_copying = false; // an error (or a lost connection) ends the COPY: commit() reads why
    }
}

Result<void> PgCopyTarget::add(const DumpRecord &record)
{
    if (m_rows.isEmpty() && !startCopy()) {
        m_copying = false; // commit() finds out why and sends the batch again
    }
    const qsizetype offset = m_data.size();
    putInt16(m_data, 3);
    putInt32(m_data, qint32(record.doi.size()));
    m_data += record.doi;
    putInt32(m_data, 8);
    putInt64(m_data, record.indexedMicros - kPostgresEpochMicros);
    putInt32(m_data, qint32(record.json.size()));
    m_data.append(record.json.data(), record.json.size());
    m_rows.append({offset, m_data.size() - offset, record.where});
    if (m_copying && m_data.size() - m_sent >= kSendSlice) {
        sendPending();
    }
    return {};
}

void PgCopyTarget::dropRow(qsizetype index)
{
    const Row row = m_rows.takeAt(index);
    m_data.remove(row.offset, row.length);
    for (qsizetype i = index; i < m_rows.size(); ++i) {
        m_rows[i].offset -= row.length;
    }
}

Result<void> PgCopyTarget::reconnect(const QString &why)
{
    for (int attempt = 0; attempt < kReconnectAttempts; ++attempt) {
        QThread::sleep(std::chrono::seconds(1 << attempt));
        PQreset(m_conn);
        if (PQstatus(m_conn) == CONNECTION_OK) {
            m_stagingReady = false; // temporary tables and settings end with their session
            return setToastCompression();
        }
    }
    return fail(ErrorKind::Network,
                QStringLiteral("lost the connection to the database (%1) and could not reconnect: %2")
                    .arg(m_info.describe(), why));
}

Result<BatchOutcome> PgCopyTarget::commit()
{
    BatchOutcome outcome;
    static const QRegularExpression copyLine(QStringLiteral("COPY crossref\\w*, line (\\d+)"));
    // Each round either stores the batch or removes one reason not to (a rejected row, a
    // conflict, a lost connection), so it ends; the bound only guards against a server that
    // repeats an error without naming its row.
    for (qsizetype round = 0; round <= m_rows.size() + 2 * kReconnectAttempts + 2 && !m_rows.isEmpty();
         ++round) {
        if (!m_copying && m_sent == 0 && round > 0) {
            if (PQstatus(m_conn) != CONNECTION_OK) {
                if (auto back = reconnect(oneLine(PQerrorMessage(m_conn))); !back) {
                    return std::unexpected(back.error());
                }
                m_staging = true; // the batch may have been committed before the connection went
            }
            startCopy();
        }
        if (m_copying) {
            sendPending();
        }
        bool copied = false;
        QString error;
        QByteArray state;
        QByteArray context;
        if (m_copying && PQputCopyData(m_conn, kCopyTrailer, 2) == 1 && PQputCopyEnd(m_conn, nullptr) == 1) {
            PGresult *result = PQgetResult(m_conn);
            copied = PQresultStatus(result) == PGRES_COMMAND_OK;
            if (copied) {
                outcome.stored = QByteArray(PQcmdTuples(result)).toLongLong();
            }
            state = PQresultErrorField(result, PG_DIAG_SQLSTATE);
            context = PQresultErrorField(result, PG_DIAG_CONTEXT);
            error = oneLine(PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY));
            PQclear(result);
        } else {
            // The COPY never started or broke off: the server's reason is in the pending result.
            PGresult *result = PQgetResult(m_conn);
            state = PQresultErrorField(result, PG_DIAG_SQLSTATE);
            context = PQresultErrorField(result, PG_DIAG_CONTEXT);
            error = result ? oneLine(PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY))
                           : oneLine(PQerrorMessage(m_conn));
            PQclear(result);
        }
        while (PGresult *rest = PQgetResult(m_conn)) {
            PQclear(rest);
        }
        m_copying = false;
        m_sent = 0;
        if (copied && m_staging) {
            PGresult *result = PQexec(m_conn, kUpsert);
            copied = PQresultStatus(result) == PGRES_COMMAND_OK;
            if (copied) {
                outcome.stored = QByteArray(PQcmdTuples(result)).toLongLong();
            } else {
                error = oneLine(PQresultErrorMessage(result));
            }
            PQclear(result);
            copied = copied && exec("COMMIT").has_value();
        }
        if (copied) {
            outcome.kept = m_rows.size() - outcome.stored;
            m_rows.resize(0);
            m_data.resize(0); // the capacity stays for the next batch: no fresh pages to fault in
            return outcome;
        }
        if (m_staging && PQstatus(m_conn) == CONNECTION_OK) {
            exec("ROLLBACK");
        }
        if (PQstatus(m_conn) != CONNECTION_OK) {
            continue; // reconnect at the top of the next round
        }
        if (state == "23505" && !m_staging) {
            // Rows already in the table: from now on every batch goes through the upsert.
            m_staging = true;
            continue;
        }
        const QRegularExpressionMatch line = copyLine.match(QString::fromUtf8(context));
        const qsizetype index = line.hasMatch() ? line.captured(1).toLongLong() - 1 : -1;
        const bool dataError = state.startsWith("22") || (state.startsWith("23") && state != "23505");
        if (dataError && index >= 0 && index < m_rows.size()) {
            outcome.rejected.append(
                {m_rows.at(index).where, QStringLiteral("the database refused it: %1").arg(error)});
            dropRow(index);
            continue;
        }
        return fail(ErrorKind::Protocol,
                    QStringLiteral("the database (%1) refused the batch: %2").arg(m_info.describe(), error));
    }
    if (m_rows.isEmpty()) {
        return outcome; // every row of the batch was refused
    }
    return fail(ErrorKind::Protocol,
                QStringLiteral("the database (%1) kept refusing the batch without naming a row")
                    .arg(m_info.describe()));
}

} // namespace

Result<std::unique_ptr<CrossrefLoadTarget>> CrossrefLoadTarget::postgres(const PgConnInfo &info,
                                                                         const QByteArray &password,
                                                                         const QByteArray &toastCompression)
{
    auto target = std::make_unique<PgCopyTarget>(info, password, toastCompression);
    if (auto connected = target->connect(); !connected) {
        return std::unexpected(connected.error());
    }
    return std::unique_ptr<CrossrefLoadTarget>(std::move(target));
}

} // namespace Ei::Core
