#pragma once

#include <chrono>

#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QUrl>

#include <core/crossref/crossrefrecord.h>
#include <core/util/result.h>

class QNetworkAccessManager;
class QNetworkReply;

namespace Ei::Core {

// Where Crossref records come from (cli.md --crossref): the pipeline's PostgREST mirror or the
// public REST API (or anything speaking the same protocol).
struct CrossrefSource
{
    enum class Kind
    {
        PostgRest,   // GET {base}/crossref?doi=eq.{doi}
        CrossrefApi, // GET {base}/works/{doi}
    };
    Kind kind = Kind::CrossrefApi;
    QUrl base;

    // "postgrest:http://host:3000" or "crossref-api:https://api.crossref.org".
    static Result<CrossrefSource> parse(const QString &spec);
    // The request URL for a DOI (normalised first). The DOI is percent-encoded as one path
    // segment / query value: SICI DOIs carry < > ; ( ) : which must not reach the server raw.
    QUrl urlFor(const QString &doi) const;
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
    bool m_finished = false;
    bool m_cancelled = false;
    Result<CrossrefWork> m_result = fail(ErrorKind::Internal, QStringLiteral("the lookup has not finished"));
};

// Async Crossref lookups by DOI. Owns its QNetworkAccessManager (one per thread: use the client
// from the thread that created it). Requests carry the product's User-Agent (Crossref asks API
// users to identify themselves) and a transfer timeout.
class CrossrefClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CrossrefClient)

public:
    explicit CrossrefClient(CrossrefSource source, QObject *parent = nullptr);
    ~CrossrefClient() override;

    const CrossrefSource &source() const { return m_source; }
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    void setExtraHeaders(QList<QPair<QByteArray, QByteArray>> headers) { m_headers = std::move(headers); }

    // Starts the lookup. An invalid DOI finishes (asynchronously) with ErrorKind::InvalidInput.
    // Errors: NotFound (404 / empty mirror answer), Timeout, Network, ServerUnavailable (5xx),
    // Protocol (an answer that is not a Crossref work), Cancelled.
    CrossrefReply *fetch(const QString &doi);

private:
    void handleFinished(CrossrefReply *handle, QNetworkReply *reply);

    CrossrefSource m_source;
    QNetworkAccessManager *m_nam;
    std::chrono::milliseconds m_timeout{30000};
    QList<QPair<QByteArray, QByteArray>> m_headers;
};

} // namespace Ei::Core
