#include "rowfiles.h"

#include <core/domain/rowlocator.h>
#include <core/pdf/pdfcache.h>

namespace Ei::Models {

RowFiles::RowFiles(QObject *parent)
    : QObject(parent)
    , m_fetcher(new Core::PdfFetcher(this))
    , m_cache(std::make_unique<Core::PdfCache>())
{
    // Verified PDFs are kept (size-bounded LRU) so revisiting a row and prefetched rows are instant.
    m_fetcher->setCache(m_cache.get());
}

RowFiles::~RowFiles()
{
    delete m_fetcher; // its jobs write to the cache
}

void RowFiles::setSources(QList<Core::PdfSourceSpec> sources, QList<QPair<QByteArray, QByteArray>> headers,
                          std::optional<std::chrono::seconds> timeout, const Core::AuthConfig &auth)
{
    m_fetcher->setSources(std::move(sources));
    m_fetcher->setHeaders(std::move(headers));
    m_fetcher->setAuth(auth); // after the sources and headers: credentials go only to their origins
    if (timeout) {
        m_fetcher->setTransferTimeout(*timeout);
    }
}

void RowFiles::cancel()
{
    if (m_pdfJob) {
        m_pdfJob->cancel();
    }
}

Core::PdfFetchJob *RowFiles::fetchPdf(const Core::JournalRow &decoded, const QString &title)
{
    if (m_pdfJob) {
        m_pdfJob->cancel();
        m_pdfJob->deleteLater();
    }
    Core::PdfFetchJob *job = m_fetcher->fetch(Core::pdfLocatorFor(decoded));
    m_pdfJob = job;
    // A slow download shows in the status bar with its progress and a cancel button.
    job->setTitle(title);
    connect(job, &Core::PdfFetchJob::finished, this, [this, job, key = decoded.key] {
        job->deleteLater();
        Q_EMIT pdfFetched(key, job->result(), job->locator().sha1Hex);
    });
    connect(job, &Core::PdfFetchJob::progress, this,
            [this, key = decoded.key](qint64 received, qint64 total) {
                Q_EMIT pdfProgress(key, received, total);
            });
    return job;
}

void RowFiles::fetchTei(const Core::JournalRow &decoded)
{
    // Later systems keep GROBID output in the blob stores; a row without grobid0:tei_xml may have it.
    const QString sha1 = Core::pdfLocatorFor(decoded).sha1Hex;
    if (sha1.size() != 40) {
        return;
    }
    Core::PdfFetchJob *job = m_fetcher->fetchTei(sha1);
    connect(job, &Core::PdfFetchJob::finished, this, [this, job, key = decoded.key] {
        job->deleteLater();
        Q_EMIT teiFetched(key, job->result());
    });
}

void RowFiles::prefetchPdf(const Core::JournalRow &decoded)
{
    if (m_prefetchJob && !m_prefetchJob->isFinished()) {
        return;
    }
    m_prefetchJob = m_fetcher->fetch(Core::pdfLocatorFor(decoded));
    connect(m_prefetchJob, &Core::PdfFetchJob::finished, m_prefetchJob, &QObject::deleteLater);
}

} // namespace Ei::Models
