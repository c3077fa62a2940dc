#pragma once

#include <chrono>
#include <functional>
#include <memory>

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <core/hbase/connectionconfig.h>
#include <core/util/job.h>
#include <core/util/result.h>

#include "pdflocator.h"
#include "pdfsource.h"

class QNetworkAccessManager;

namespace Ei::Core {
class HttpAuth;
}

namespace Ei::Core {

class PdfCache;

// One try at one place, reported so a curator can see why a PDF is missing.
struct PdfAttempt
{
    enum class Outcome
    {
        Served,   // verified bytes came from here
        NotFound, // 404, no such file, a revisit record, a capture that is not a 200 response
        Failed,   // network error, refused range, malformed WARC, access denied
        Mismatch, // bytes arrived but their SHA-1 is not the key
        Skipped,  // the row lacks what this source needs
        Cancelled,
    };
    QString source;   // the source spec, e.g. "warc-http:https://archive.org/serve", or "cache"
    QString location; // URL or local path tried
    Outcome outcome = Outcome::Failed;
    QString detail; // one sentence
    int httpStatus = 0;
    qint64 bytes = 0;     // bytes received from the source (compressed, on the wire)
    qint64 elapsedMs = 0; // wall time of this attempt

    QString outcomeName() const;
    // "warc-http:... http://.../FILE.warc.gz: not found (HTTP 404), 0 bytes, 3 ms"
    QString summary() const;
};

// What a PdfFetchJob fetches: the row's PDF (every source kind, SHA-1 verified) or its TEI (blob
// stores only, checked to be well-formed XML).
enum class FetchTarget
{
    Pdf,
    Tei,
};

struct PdfFetchResult
{
    // No value: verified bytes. Integrity: bytes hold the best unverified candidate, so the GUI can
    // still show them. NotFound: no source had it. Cancelled, Network, ...: see message.
    std::optional<Error> error;
    QByteArray bytes;
    QString sha1Hex; // of bytes
    bool verified = false;
    bool fromCache = false;
    QString servedBy;   // source spec text ("cache" for the disk cache)
    QString servedFrom; // URL or path
    QList<PdfAttempt> attempts;
    QStringList notes; // decoding problems, cache write failures: worth showing, not fatal

    bool ok() const { return !error.has_value(); }
};

class PdfFetchJob;

// Fetches PDFs through the configured sources in order, verifies them against the row key and
// keeps verified ones in an optional PdfCache. Owns its QNetworkAccessManager and lives in one
// thread; all work is asynchronous (no nested event loops). At most maxConnectionsPerHost()
// requests run against one host at a time; further attempts wait for a free slot.
class PdfFetcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PdfFetcher)

public:
    explicit PdfFetcher(QObject *parent = nullptr);
    ~PdfFetcher() override;

    void setSources(QList<PdfSourceSpec> sources) { m_sources = std::move(sources); }
    const QList<PdfSourceSpec> &sources() const { return m_sources; }
    // Auth headers or cookies for the archive's own stores (petabox behind warc-http:, blob-http:);
    // never sent to a wayback: source, a public replay service that must not see credentials.
    void setHeaders(QList<QPair<QByteArray, QByteArray>> headers) { m_headers = std::move(headers); }
    // The connection's authentication (HttpAuth): challenges of the HTTP sources' own servers are
    // answered, the client certificate is offered. Set it after setSources(): credentials go only
    // to the sources' origins. A wayback: source is a public replay service and gets the client
    // certificate only if it asks, and credentials only if it challenges. A source with its own
    // kind (PdfSourceSpec::authKind, "auth=none") gets a helper of its own for its origin.
    void setAuth(const AuthConfig &auth);
    // The connection's helper (null before setAuth()).
    HttpAuth *auth() const { return m_auth; }
    // The helper for a request to `url`: its source's own, else the connection's.
    HttpAuth *authFor(const QUrl &url) const;
    const QList<QPair<QByteArray, QByteArray>> &headers() const { return m_headers; }
    void setTransferTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    std::chrono::milliseconds transferTimeout() const { return m_timeout; }
    void setMaxConnectionsPerHost(int n) { m_maxPerHost = std::max(1, n); }
    int maxConnectionsPerHost() const { return m_maxPerHost; }
    // Not owned; nullptr disables caching.
    void setCache(PdfCache *cache) { m_cache = cache; }
    PdfCache *cache() const { return m_cache; }
    // Guard against decompression bombs and runaway servers.
    void setMaxPdfBytes(qint64 bytes) { m_maxPdfBytes = bytes; }
    qint64 maxPdfBytes() const { return m_maxPdfBytes; }

    // Starts at the next event-loop turn, so connect to the job's signals right away. The job is
    // a child of the fetcher; delete it (deleteLater) once finished.
    PdfFetchJob *fetch(const PdfLocator &locator);
    // The GROBID TEI of a key from the blob sources only (grobid/{h0:2}/{h2:4}/{sha1}.tei.xml), for
    // rows without grobid0:tei_xml. Nothing digests a TEI, so "verified" means well-formed XML; the
    // cache keeps it in its TEI slot. Same job, attempts and errors as fetch() (NotFound when no
    // blob store has it or none is configured).
    PdfFetchJob *fetchTei(const QString &sha1Hex);

    QNetworkAccessManager *network() const { return m_network; }
    int activeConnections(const QString &host) const { return m_active.value(host); }

private:
    friend class PdfFetchJob;
    struct Waiting
    {
        QPointer<QObject> context;
        std::function<void()> start;
    };
    void acquireSlot(const QString &host, QObject *context, std::function<void()> start);
    void releaseSlot(const QString &host);

    QNetworkAccessManager *m_network;
    HttpAuth *m_auth = nullptr;
    QHash<QString, HttpAuth *> m_sourceAuth; // by origin, for sources with their own kind
    QList<PdfSourceSpec> m_sources;
    QList<QPair<QByteArray, QByteArray>> m_headers;
    std::chrono::milliseconds m_timeout{30000};
    int m_maxPerHost = 2;
    PdfCache *m_cache = nullptr;
    qint64 m_maxPdfBytes = qint64(1) << 30;
    QHash<QString, int> m_active;
    QHash<QString, QList<Waiting>> m_waiting;
};

// The running fetch of one PDF: a Job (progress: the current source's bytes of its total, from 0
// again for the next source) that also reports every attempt.
class PdfFetchJob final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PdfFetchJob)

public:
    ~PdfFetchJob() override;

    const PdfLocator &locator() const { return m_locator; }
    FetchTarget target() const { return m_target; }
    // Valid once finished() was emitted.
    const PdfFetchResult &result() const { return m_result; }
    // Stops the transfer in progress; finished() follows with ErrorKind::Cancelled.
    void cancel() override;
    // English sentences whatever the window speaks (core/util/untranslated.h): for fetches whose
    // failure reasons go into files, a bundle's missing-pdfs.tsv.
    void setMessagesUntranslated(bool on) { m_untranslated = on; }

Q_SIGNALS:
    void attemptFinished(const Ei::Core::PdfAttempt &attempt);

private:
    friend class PdfFetcher;
    PdfFetchJob(PdfFetcher *fetcher, PdfLocator locator, FetchTarget target);
    struct Attempt;
    struct Step
    {
        PdfSourceSpec spec;
        QString candidate;
        QString skipReason;
    };

    void begin();
    void next();
    void startLocal();
    void startHttp();
    void sendHttp();
    void readFileSlice();
    void onReadyRead();
    void onReplyFinished();
    bool consume(QByteArrayView data);
    void endAttempt(PdfAttempt::Outcome outcome, const QString &detail);
    void completeAttempt();
    void conclude();
    void stopTransfer();
    void finishFromCache(QByteArray bytes, const PdfAttempt &attempt);
    QString thing() const; // "PDF" or "TEI", for sentences
    void finishWithResult();

    PdfFetcher *m_fetcher;
    PdfLocator m_locator;
    FetchTarget m_target;
    QList<Step> m_plan;
    qsizetype m_index = -1;
    std::unique_ptr<Attempt> m_attempt;
    PdfFetchResult m_result;
    std::optional<PdfFetchResult> m_mismatch; // first candidate with the wrong SHA-1
    bool m_sawFailure = false;
    bool m_untranslated = false;
};

} // namespace Ei::Core
