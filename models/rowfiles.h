#pragma once

#include <chrono>
#include <memory>
#include <optional>

#include <QObject>
#include <QPointer>

#include <core/domain/journalrow.h>
#include <core/pdf/pdffetcher.h>
#include <core/pdf/pdfsource.h>

namespace Ei::Core {
class PdfCache;
}

namespace Ei::Models {

// The files of the row on screen, from the connection's PDF sources (docs/pdf-retrieval.md): its
// PDF (SHA-1 verified, with progress, cancelled when another row is shown), its GROBID TEI from the
// blob stores when the row has none, and the next row's PDF ahead, so j shows it at once. Verified
// PDFs stay in a size-bounded disk cache. Answers name the row they belong to: a row the curator
// has left behind is the caller's to ignore.
class RowFiles final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RowFiles)

public:
    explicit RowFiles(QObject *parent = nullptr);
    ~RowFiles() override;

    // The sources of the open connection; `headers` go to warc-http: and blob-http: sources only
    // (PdfFetcher keeps them from wayback:). No sources: every fetch ends NotFound. `auth`: the
    // connection's authentication, for the HTTP sources' own servers (a source may have its own
    // kind, PdfSourceSpec::authKind).
    void setSources(QList<Core::PdfSourceSpec> sources, QList<QPair<QByteArray, QByteArray>> headers = {},
                    std::optional<std::chrono::seconds> timeout = std::nullopt,
                    const Core::AuthConfig &auth = {});
    // Cancels the row's fetch (the connection closes).
    void cancel();
    // For exports that carry PDFs (bundles): the same sources and cache.
    Core::PdfFetcher *fetcher() const { return m_fetcher; }

    // Fetches the row's PDF, cancelling the previous row's; the returned job (titled `title`,
    // deleted once finished) is for the window's task indicator.
    Core::PdfFetchJob *fetchPdf(const Core::JournalRow &decoded, const QString &title);
    // The row's TEI from the blob stores (a row without grobid0:tei_xml); nothing when the key is
    // not a SHA-1.
    void fetchTei(const Core::JournalRow &decoded);
    // The row's PDF into the cache, unless a fetch ahead is still running.
    void prefetchPdf(const Core::JournalRow &decoded);

Q_SIGNALS:
    void pdfProgress(const QByteArray &key, qint64 received, qint64 total);
    // `rowSha1`: the PDF's expected digest (the row key), for the integrity panel.
    void pdfFetched(const QByteArray &key, const Core::PdfFetchResult &result, const QString &rowSha1);
    void teiFetched(const QByteArray &key, const Core::PdfFetchResult &result);

private:
    Core::PdfFetcher *m_fetcher;
    std::unique_ptr<Core::PdfCache> m_cache;
    QPointer<Core::PdfFetchJob> m_pdfJob;
    QPointer<Core::PdfFetchJob> m_prefetchJob;
};

} // namespace Ei::Models
