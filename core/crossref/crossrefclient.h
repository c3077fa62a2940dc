#pragma once

#include <chrono>
#include <optional>

#include <QCache>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QUrl>

#include <core/crossref/crossrefrecord.h>
#include <core/hbase/connectionconfig.h>
#include <core/util/pendingcall.h>
#include <core/util/result.h>

class QNetworkAccessManager;
class QNetworkReply;

namespace Ei::Core {

class HttpAuth;
class PgCrossrefTable;

// Where Crossref records come from (cli.md --crossref): the pipeline's PostgREST mirror, the
// public REST API (or anything speaking the same protocol), or seed 003's PostgreSQL table itself.
struct CrossrefSource
{
    enum class Kind
    {
        PostgRest,   // GET {base}/crossref?doi=eq.{doi}
        CrossrefApi, // GET {base}/works/{doi}
        Postgres,    // SELECT … FROM crossref WHERE doi = ANY($1), over libpq
    };
    Kind kind = Kind::CrossrefApi;
    QUrl base;          // the HTTP kinds
    QString connection; // Postgres: a libpq connection string (key/value or URI), never a password
    // PostgRest: the mirror's own authentication kind instead of the connection's, the spec's last
    // word "auth=none|kerberos|basic" (takeAuthOverride, core/hbase/httpauth.h).
    std::optional<AuthKind> authKind = std::nullopt;

    // "postgrest:http://host:3000", "crossref-api:https://api.crossref.org" or
    // "postgres:host=db dbname=sandcrawler" (also "postgres:postgresql://curator@db/sandcrawler");
    // "postgrest:https://mirror.example.org auth=none" gives the mirror its own kind.
    static Result<CrossrefSource> parse(const QString &spec);
    // The request URL for a DOI (normalised first). The DOI is percent-encoded as one path
    // segment / query value: SICI DOIs carry < > ; ( ) : which must not reach the server raw.
    QUrl urlFor(const QString &doi) const;
    // How messages name the source: "the Crossref mirror", "the Crossref API", "the Crossref database".
    QString where() const;
};

// One lookup in flight. Owned by the client (deleted with it); delete it or call cancel() to
// drop it. finished() fires exactly once, also after cancel() (result: ErrorKind::Cancelled).
class CrossrefReply final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CrossrefReply)

public:
    ~CrossrefReply() override;

    const QString &doi() const { return m_doi; }
    bool isFinished() const { return m_finished; }
    // Valid once finished.
    const Result<CrossrefWork> &result() const { return m_result; }
    void cancel();

Q_SIGNALS:
    void finished();

private:
    friend class CrossrefClient;
    CrossrefReply(QString doi, QObject *parent);
    void complete(Result<CrossrefWork> result);

    QString m_doi;
    QPointer<QNetworkReply> m_reply;
    QPointer<PendingCall> m_call; // the batch this lookup is answered from
    bool m_ownsCall = false;      // false: another caller's batch, which cancel() leaves running
    bool m_finished = false;
    bool m_cancelled = false;
    Result<CrossrefWork> m_result = fail(ErrorKind::Internal, QStringLiteral("the lookup has not finished"));
};

// Async Crossref lookups by DOI, from any source kind. HTTP sources go through its own
// QNetworkAccessManager, with the product's User-Agent (Crossref asks API users to identify
// themselves) and a transfer timeout; the database source through one reused, non-blocking libpq
// connection (PgCrossrefTable) with the same timeout. Use the client from the thread that
// created it. Records (and "no record") are kept in a small cache, so a prefetched or revisited
// DOI answers at once.
class CrossrefClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CrossrefClient)

public:
    using Batch = QHash<QString, Result<CrossrefWork>>;

    explicit CrossrefClient(CrossrefSource source, QObject *parent = nullptr);
    ~CrossrefClient() override;

    const CrossrefSource &source() const { return m_source; }
    void setTimeout(std::chrono::milliseconds timeout);
    void setExtraHeaders(QList<QPair<QByteArray, QByteArray>> headers) { m_headers = std::move(headers); }
    // The connection's authentication, for a postgrest: mirror inside the realm (HttpAuth);
    // ignored for crossref-api: (public) and postgres: (libpq's own). After setExtraHeaders().
    void setAuth(const AuthConfig &auth);
    // The database password (from the saved connection's secrets); empty: PGPASSWORD or ~/.pgpass.
    // Never logged. Set it before the first lookup.
    void setPassword(const QByteArray &password) { m_password = password; }

    // Starts the lookup. An invalid DOI finishes (asynchronously) with ErrorKind::InvalidInput.
    // Errors: NotFound (404 / empty mirror answer / no row), Timeout, Network, ServerUnavailable
    // (5xx, a database starting or shutting down), Forbidden (403, a refused login), Protocol (an
    // answer that is not a Crossref work, an SQL error), Cancelled.
    CrossrefReply *fetch(const QString &doi);

    // Several DOIs at once (keys: the normalised DOIs; invalid ones are left out). The database
    // source asks for all of them in one statement; HTTP sources look them up one by one. Every
    // answer also goes to the cache. The handle follows Call's contract.
    Call<Batch> *fetchMany(const QStringList &dois);
    // Reads ahead for a review queue: the database source fetches the DOIs not known yet in one
    // batch; HTTP sources only the first of them (one request per row ahead is what a public API
    // tolerates). fetch() of a DOI in flight waits for that answer instead of asking again.
    void prefetch(const QStringList &dois);

    // For "Test" in the connection dialog: one sentence on what answered ("PostgreSQL 17.2,
    // database sandcrawler: table crossref with about 120684688 records").
    Call<QString> *probe();

private:
    void handleFinished(CrossrefReply *handle, QNetworkReply *reply);
    void sendHttp(CrossrefReply *handle, const QByteArray &authorization);
    QString authWhat(const QString &doi) const;
    Call<Batch> *fetchManyFromDatabase(const QStringList &dois);
    PgCrossrefTable *table();
    // One DOI's error as the sentence callers show.
    Error lookupError(const QString &doi, const Error &cause) const;
    void remember(const QString &doi, const Result<CrossrefWork> &result);
    const Result<CrossrefWork> *cached(const QString &doi) const;

    CrossrefSource m_source;
    QNetworkAccessManager *m_nam;
    HttpAuth *m_auth = nullptr;
    PgCrossrefTable *m_table = nullptr;
    std::chrono::milliseconds m_timeout{30000};
    QList<QPair<QByteArray, QByteArray>> m_headers;
    QByteArray m_password;
    QCache<QString, Result<CrossrefWork>> m_cache{512};
    QHash<QString, QPointer<PendingCall>> m_inFlight; // DOI → the batch that is reading it
};

} // namespace Ei::Core
