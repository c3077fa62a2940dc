// PdfFetchJob: one PDF or TEI fetched through the sources in order (PdfFetcher, pdffetcher.cpp,
// makes the jobs and holds what they share: the network manager, authentication, host slots).
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>
#include <QXmlStreamReader>

#include <core/hbase/httpauth.h>
#include <core/util/untranslated.h>
#include <core/warc/warcreader.h>

#include "pdfcache.h"
#include "pdffetcher.h"

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::PdfFetcher)
};

constexpr qint64 kSlice = 256 * 1024;

QString hex(const QByteArray &raw)
{
    return QString::fromLatin1(raw.toHex());
}

// Empty when `bytes` is one well-formed XML document, else the sentence saying where it breaks
// (an HTML error page or a truncated upload must not be shown as the row's TEI).
QString xmlProblem(const QByteArray &bytes)
{
    QXmlStreamReader xml(bytes);
    bool sawRoot = false;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            sawRoot = true;
        }
    }
    if (xml.hasError()) {
        return Tr::tr("The file is not well-formed XML (line %1, column %2: %3).")
            .arg(xml.lineNumber())
            .arg(xml.columnNumber())
            .arg(xml.errorString());
    }
    return sawRoot ? QString() : Tr::tr("The file holds no XML element.");
}
} // namespace

// ---- PdfFetchJob --------------------------------------------------------------------------------

struct PdfFetchJob::Attempt
{
    PdfAttempt report;
    QElapsedTimer timer;
    bool warc = false;
    bool sendHeaders = false; // the fetcher's credentials go to the archive's own stores only
    std::unique_ptr<Warc::WarcReader> reader;
    std::optional<Warc::WarcRecord> record;
    QByteArray bytes;
    QCryptographicHash hash{QCryptographicHash::Sha1};
    qint64 total = -1;
    qint64 skip = 0;       // bytes before the record (a server that ignored Range)
    qint64 remaining = -1; // bytes of the member still wanted (c_size), -1 unknown
    QPointer<QNetworkReply> reply;
    bool statusChecked = false;
    bool ended = false;
    QString host;
    bool holdsSlot = false;
    QUrl url;
    QByteArray authorization; // the answer to the source's last challenge (HttpAuth)
    std::unique_ptr<QFile> file;
    QTimer *tick = nullptr;
};

PdfFetchJob::PdfFetchJob(PdfFetcher *fetcher, PdfLocator locator, FetchTarget target)
    : Job(target == FetchTarget::Tei ? Tr::tr("Fetching the TEI") : Tr::tr("Fetching the PDF"), fetcher)
    , m_fetcher(fetcher)
    , m_locator(std::move(locator))
    , m_target(target)
{
    m_locator.sha1Hex = m_locator.sha1Hex.toLower();
    for (const PdfSourceSpec &spec : fetcher->sources()) {
        if (m_target == FetchTarget::Tei) {
            // Only blob stores keep TEI; the other sources are not worth a line.
            for (const QString &c : spec.teiCandidates(m_locator.sha1Hex)) {
                m_plan.append({spec, c, {}});
            }
            continue;
        }
        QString why;
        const QStringList candidates = spec.candidates(m_locator, &why);
        if (candidates.isEmpty()) {
            m_plan.append({spec, {}, why});
        }
        for (const QString &c : candidates) {
            m_plan.append({spec, c, {}});
        }
    }
}

PdfFetchJob::~PdfFetchJob()
{
    stopTransfer();
}

void PdfFetchJob::begin()
{
    const UntranslatedScopeIf english(m_untranslated); // the sentences this step may make
    if (isFinished()) {
        return;
    }
    if (PdfCache *cache = m_fetcher->cache()) {
        QElapsedTimer t;
        t.start();
        const bool tei = m_target == FetchTarget::Tei;
        auto hit = tei ? cache->readTei(m_locator.sha1Hex) : cache->readPdf(m_locator.sha1Hex);
        PdfAttempt a;
        a.source = QStringLiteral("cache");
        a.location = tei ? cache->teiPath(m_locator.sha1Hex) : cache->pdfPath(m_locator.sha1Hex);
        if (hit) {
            a.outcome = PdfAttempt::Outcome::Served;
            a.bytes = hit->size();
            a.elapsedMs = t.elapsed();
            finishFromCache(std::move(*hit), a);
            return;
        }
        // A miss is not worth a line; a corrupt entry is (it has been evicted and is refetched).
        if (hit.error().kind == ErrorKind::Integrity) {
            a.outcome = PdfAttempt::Outcome::Mismatch;
            a.detail = hit.error().message;
            a.elapsedMs = t.elapsed();
            m_result.attempts.append(a);
            Q_EMIT attemptFinished(a);
        }
    }
    next();
}

void PdfFetchJob::finishFromCache(QByteArray bytes, const PdfAttempt &attempt)
{
    m_result.attempts.append(attempt);
    Q_EMIT attemptFinished(attempt);
    m_result.bytes = std::move(bytes);
    m_result.sha1Hex = m_target == FetchTarget::Tei
                           ? hex(QCryptographicHash::hash(m_result.bytes, QCryptographicHash::Sha1))
                           : m_locator.sha1Hex;
    m_result.verified = true;
    m_result.fromCache = true;
    m_result.servedBy = attempt.source;
    m_result.servedFrom = attempt.location;
    reportProgress(m_result.bytes.size(), m_result.bytes.size());
    finishWithResult();
}

void PdfFetchJob::finishWithResult()
{
    finishJob(m_result.error ? Result<void>(std::unexpected(*m_result.error)) : Result<void>());
}

QString PdfFetchJob::thing() const
{
    return m_target == FetchTarget::Tei ? QStringLiteral("TEI") : QStringLiteral("PDF");
}

void PdfFetchJob::next()
{
    const UntranslatedScopeIf english(m_untranslated); // the sentences this step may make
    while (!isFinished()) {
        ++m_index;
        if (m_index >= m_plan.size()) {
            conclude();
            return;
        }
        const Step &step = m_plan.at(m_index);
        m_attempt = std::make_unique<Attempt>();
        m_attempt->timer.start();
        m_attempt->report.source = step.spec.text();
        m_attempt->report.location = step.candidate;
        m_attempt->warc = step.spec.isWarc();
        if (!step.skipReason.isEmpty()) {
            // endAttempt() schedules the next step itself; carrying on here as well started the
            // following source twice (a skipped wayback before a blob store lost the blob's reply).
            endAttempt(PdfAttempt::Outcome::Skipped, step.skipReason);
            return;
        }
        if (m_attempt->warc) {
            m_attempt->reader = std::make_unique<Warc::WarcReader>(
                Warc::WarcReader::Options{.singleRecord = true, .checkBlockDigest = false});
            Attempt *a = m_attempt.get();
            const qint64 limit = m_fetcher->maxPdfBytes();
            a->reader->setPayloadStart([a, limit](const Warc::WarcRecord &r) {
                qint64 total = -1;
                if (r.type == Warc::RecordType::Resource) {
                    total = r.contentLength;
                } else if (r.http && r.contentEncodings.isEmpty() && r.transferEncodings.isEmpty()) {
                    bool ok = false;
                    total = r.http->headers.valueOr("Content-Length").toLongLong(&ok);
                    total = ok ? total : -1;
                }
                a->total = total;
                if (total > 0 && total <= limit) {
                    a->bytes.reserve(total);
                }
            });
            a->reader->setPayloadSink(
                [a](const Warc::WarcRecord &, QByteArrayView b) { a->bytes.append(b); });
            a->reader->setRecordDone([a](Warc::WarcRecord &&r) { a->record = std::move(r); });
            m_attempt->remaining = m_locator.compressedSize > 0 ? m_locator.compressedSize : -1;
        }
        if (step.spec.isHttp()) {
            m_attempt->sendHeaders = step.spec.kind != PdfSourceSpec::Kind::Wayback;
            startHttp();
        } else {
            startLocal();
        }
        return;
    }
}

void PdfFetchJob::startLocal()
{
    Attempt *a = m_attempt.get();
    const QString path = a->report.location;
    a->file = std::make_unique<QFile>(path);
    if (!QFileInfo(path).isFile()) {
        endAttempt(PdfAttempt::Outcome::NotFound, Tr::tr("There is no such file."));
        return;
    }
    if (!a->file->open(QIODevice::ReadOnly)) {
        endAttempt(PdfAttempt::Outcome::Failed,
                   Tr::tr("The file cannot be read: %1.").arg(a->file->errorString()));
        return;
    }
    if (a->warc) {
        if (m_locator.offset >= a->file->size()) {
            endAttempt(PdfAttempt::Outcome::Failed,
                       Tr::tr("The offset %1 lies beyond the end of the file (%2 bytes).")
                           .arg(m_locator.offset)
                           .arg(a->file->size()));
            return;
        }
        a->file->seek(m_locator.offset);
    } else {
        a->total = a->file->size();
        if (a->total > m_fetcher->maxPdfBytes()) {
            endAttempt(PdfAttempt::Outcome::Failed, Tr::tr("The file is larger than the PDF size limit."));
            return;
        }
        a->bytes.reserve(a->total);
    }
    // One slice per event-loop turn keeps the GUI responsive and the job cancellable.
    a->tick = new QTimer(this);
    a->tick->setInterval(0);
    connect(a->tick, &QTimer::timeout, this, &PdfFetchJob::readFileSlice);
    a->tick->start();
}

void PdfFetchJob::readFileSlice()
{
    const UntranslatedScopeIf english(m_untranslated); // the sentences this step may make
    Attempt *a = m_attempt.get();
    if (!a || !a->file) {
        return;
    }
    // Read no further than the member (c_size) when it is known.
    const qint64 want = a->remaining >= 0 ? std::min<qint64>(kSlice, a->remaining) : kSlice;
    QByteArray buf(want, Qt::Uninitialized);
    const qint64 n = want > 0 ? a->file->read(buf.data(), want) : 0;
    if (n < 0) {
        endAttempt(PdfAttempt::Outcome::Failed,
                   Tr::tr("Reading the file failed: %1.").arg(a->file->errorString()));
        return;
    }
    if (n == 0) {
        completeAttempt();
        return;
    }
    if (consume(QByteArrayView(buf.constData(), n))) {
        completeAttempt();
    }
}

void PdfFetchJob::startHttp()
{
    Attempt *a = m_attempt.get();
    const QUrl url(a->report.location, QUrl::TolerantMode);
    if (!url.isValid()) {
        endAttempt(PdfAttempt::Outcome::Failed, Tr::tr("The URL is not valid."));
        return;
    }
    a->host = url.host() + QLatin1Char(':') +
              QString::number(url.port(url.scheme() == QLatin1String("https") ? 443 : 80));
    const QString host = a->host;
    m_fetcher->acquireSlot(host, this, [this, a, url, host] {
        // 'a' is only compared until it is known to be the live attempt.
        if (isFinished() || m_attempt.get() != a || a->ended) {
            m_fetcher->releaseSlot(host);
            return;
        }
        a->holdsSlot = true;
        a->url = url;
        sendHttp();
    });
}

void PdfFetchJob::sendHttp()
{
    Attempt *a = m_attempt.get();
    const QUrl url = a->url;
    HttpAuth *auth = m_fetcher->authFor(url);
    if (auth) {
        if (auto allowed = auth->check(url, Tr::tr("Fetching %1").arg(url.host())); !allowed) {
            endAttempt(PdfAttempt::Outcome::Failed, allowed.error().message);
            return;
        }
    }
    QNetworkRequest req(url);
    req.setTransferTimeout(m_fetcher->transferTimeout());
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    // Our own Accept-Encoding turns off Qt's transparent decompression: ranges and digests are
    // about the bytes as stored.
    req.setRawHeader("Accept-Encoding", "identity");
    if (a->sendHeaders) {
        for (const auto &[name, value] : m_fetcher->headers()) {
            req.setRawHeader(name, value);
        }
    }
    if (a->warc) {
        QByteArray range = "bytes=" + QByteArray::number(m_locator.offset) + '-';
        if (m_locator.compressedSize > 0) {
            range += QByteArray::number(m_locator.offset + m_locator.compressedSize - 1);
        }
        req.setRawHeader("Range", range);
    }
    if (auth) {
        if (!a->authorization.isEmpty()) {
            req.setRawHeader("Authorization", a->authorization);
        }
        auth->prepare(req);
    }
    a->authorization = req.rawHeader("Authorization");
    a->reply = m_fetcher->network()->get(req);
    // Back-pressure: Qt stops reading the socket when 1 MiB is waiting, so memory stays bounded
    // by the output buffer even if the consumer is slow.
    a->reply->setReadBufferSize(1024 * 1024);
    connect(a->reply, &QNetworkReply::readyRead, this, &PdfFetchJob::onReadyRead);
    connect(a->reply, &QNetworkReply::finished, this, &PdfFetchJob::onReplyFinished);
}

void PdfFetchJob::onReadyRead()
{
    const UntranslatedScopeIf english(m_untranslated); // the sentences this step may make
    Attempt *a = m_attempt.get();
    if (!a || !a->reply || sender() != a->reply) {
        return;
    }
    QNetworkReply *reply = a->reply;
    if (!a->statusChecked) {
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status < 200 || status >= 300) {
            return; // an error page: onReplyFinished reports it, its body is not read
        }
        a->statusChecked = true;
        a->report.httpStatus = status;
        if (a->warc) {
            if (status == 206) {
                // "bytes START-END/TOTAL": a server answering another range would feed us garbage.
                const QByteArray cr = reply->rawHeader("Content-Range");
                const qsizetype sp = cr.indexOf(' ');
                const qsizetype dash = cr.indexOf('-');
                bool ok = false;
                const qint64 start =
                    sp >= 0 && dash > sp ? cr.mid(sp + 1, dash - sp - 1).toLongLong(&ok) : -1;
                if (!ok || start != m_locator.offset) {
                    endAttempt(PdfAttempt::Outcome::Failed,
                               Tr::tr("The server answered the range with \"%1\" instead of bytes from %2.")
                                   .arg(QString::fromLatin1(cr))
                                   .arg(m_locator.offset));
                    return;
                }
            } else {
                // The server ignored Range: skip to the record while streaming, stop after it.
                a->skip = m_locator.offset;
            }
        } else {
            bool ok = false;
            const qint64 len = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&ok);
            if (ok) {
                if (len > m_fetcher->maxPdfBytes()) {
                    endAttempt(PdfAttempt::Outcome::Failed,
                               Tr::tr("The file is larger than the PDF size limit."));
                    return;
                }
                a->total = len;
                a->bytes.reserve(len);
            }
        }
    }
    QByteArray buf(kSlice, Qt::Uninitialized);
    while (m_attempt.get() == a && a->reply && reply->bytesAvailable() > 0) {
        const qint64 n = reply->read(buf.data(), kSlice);
        if (n <= 0) {
            break;
        }
        if (consume(QByteArrayView(buf.constData(), n))) {
            completeAttempt();
            return;
        }
    }
}

void PdfFetchJob::onReplyFinished()
{
    const UntranslatedScopeIf english(m_untranslated); // the sentences this step may make
    Attempt *a = m_attempt.get();
    if (!a || !a->reply || sender() != a->reply) {
        return;
    }
    QNetworkReply *reply = a->reply;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    a->report.httpStatus = status;
    if (status >= 200 && status < 300 && reply->error() == QNetworkReply::NoError) {
        onReadyRead();
        if (m_attempt.get() == a) {
            completeAttempt();
        }
        return;
    }
    if (status == 404 || status == 410) {
        endAttempt(PdfAttempt::Outcome::NotFound, Tr::tr("The server does not have it."));
    } else if (status == 416) {
        endAttempt(PdfAttempt::Outcome::Failed, Tr::tr("The server refused the byte range: the offset lies "
                                                       "beyond the end of the WARC file."));
    } else if (status == 401 && m_fetcher->authFor(a->url)) {
        // The connection's authentication answers; the attempt goes on with the same slot.
        reply->deleteLater();
        a->reply = nullptr;
        m_fetcher->authFor(a->url)->answer(reply, a->authorization, Tr::tr("Fetching %1").arg(a->url.host()),
                                           this, [this, a](Result<QByteArray> answer) {
                                               if (m_attempt.get() != a || a->ended || isFinished()) {
                                                   return;
                                               }
                                               if (!answer) {
                                                   endAttempt(PdfAttempt::Outcome::Failed,
                                                              answer.error().message);
                                                   return;
                                               }
                                               a->authorization = *answer;
                                               sendHttp();
                                           });
    } else if (status == 403 && m_fetcher->authFor(a->url) &&
               m_fetcher->authFor(a->url)->forbidden(QString())) {
        endAttempt(PdfAttempt::Outcome::Failed,
                   m_fetcher->authFor(a->url)->forbidden(Tr::tr("Fetching %1").arg(a->url.host()))->message);
    } else if (status == 401 || status == 403) {
        endAttempt(PdfAttempt::Outcome::Failed, Tr::tr("Access was denied; the source may need an "
                                                       "authentication header (--header)."));
    } else if (status > 0) {
        endAttempt(PdfAttempt::Outcome::Failed,
                   Tr::tr("The server answered HTTP %1 %2.")
                       .arg(status)
                       .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString()));
    } else if (reply->error() == QNetworkReply::OperationCanceledError) {
        endAttempt(PdfAttempt::Outcome::Failed, Tr::tr("The transfer timed out."));
    } else {
        endAttempt(PdfAttempt::Outcome::Failed, reply->errorString() + QLatin1Char('.'));
    }
}

// Pushes source bytes into the attempt; true once nothing more is needed.
bool PdfFetchJob::consume(QByteArrayView data)
{
    Attempt *a = m_attempt.get();
    a->report.bytes += data.size();
    if (!a->warc) {
        a->bytes.append(data);
        a->hash.addData(data);
        if (a->bytes.size() > m_fetcher->maxPdfBytes()) {
            endAttempt(PdfAttempt::Outcome::Failed, Tr::tr("The file is larger than the PDF size limit."));
            return false;
        }
        reportProgress(a->bytes.size(), a->total);
        return false;
    }
    if (a->skip > 0) {
        const qint64 n = std::min<qint64>(a->skip, data.size());
        a->skip -= n;
        data = data.sliced(n);
    }
    if (a->remaining >= 0) {
        data = data.first(std::min<qint64>(a->remaining, data.size()));
        a->remaining -= data.size();
    }
    if (!data.isEmpty()) {
        if (auto r = a->reader->feed(data); !r) {
            endAttempt(PdfAttempt::Outcome::Failed, r.error().message);
            return false;
        }
        if (a->bytes.size() > m_fetcher->maxPdfBytes()) {
            endAttempt(PdfAttempt::Outcome::Failed, Tr::tr("The record is larger than the PDF size limit."));
            return false;
        }
        reportProgress(a->bytes.size(), a->total);
    }
    return a->reader->done() || a->remaining == 0;
}

// The source has delivered everything it will: judge what arrived.
void PdfFetchJob::completeAttempt()
{
    Attempt *a = m_attempt.get();
    if (!a || a->ended) {
        return;
    }
    QString sha1;
    QStringList notes;
    QString explanation;
    if (a->warc) {
        if (a->skip > 0) {
            endAttempt(PdfAttempt::Outcome::Failed,
                       Tr::tr("The WARC file is shorter than the offset %1.").arg(m_locator.offset));
            return;
        }
        if (auto r = a->reader->finish(); !r) {
            endAttempt(PdfAttempt::Outcome::Failed, r.error().message);
            return;
        }
        const Warc::WarcRecord &rec = *a->record;
        if (rec.type == Warc::RecordType::Revisit) {
            endAttempt(PdfAttempt::Outcome::NotFound,
                       Tr::tr("The record is a revisit and holds no body; the original capture is %1 at %2.")
                           .arg(rec.refersToTargetUri.isEmpty() ? rec.targetUri : rec.refersToTargetUri,
                                rec.refersToDate.isEmpty() ? Tr::tr("an unknown date") : rec.refersToDate));
            return;
        }
        if (rec.type != Warc::RecordType::Response && rec.type != Warc::RecordType::Resource) {
            endAttempt(PdfAttempt::Outcome::Failed, Tr::tr("The record at offset %1 is a %2 record, not a "
                                                           "response.")
                                                        .arg(m_locator.offset)
                                                        .arg(QString::fromLatin1(rec.typeName)));
            return;
        }
        if (rec.type == Warc::RecordType::Response && (!rec.http || rec.http->status != 200)) {
            endAttempt(PdfAttempt::Outcome::NotFound,
                       Tr::tr("The captured response is \"%1\", not the document.")
                           .arg(QString::fromLatin1(rec.http ? rec.http->startLine
                                                             : QByteArray("no HTTP message"))));
            return;
        }
        sha1 = hex(rec.decodedPayloadSha1);
        notes = rec.problems;
        if (sha1 != m_locator.sha1Hex) {
            if (hex(rec.storedPayloadSha1) == m_locator.sha1Hex) {
                explanation =
                    Tr::tr(" The key is the SHA-1 of the payload as stored (%1), so the difference "
                           "is the decoding of that encoding.")
                        .arg(QString::fromLatin1((rec.transferEncodings + rec.contentEncodings).join(", ")));
            } else if (!rec.decodingComplete) {
                explanation = Tr::tr(" The record's encoding could not be fully decoded: %1")
                                  .arg(rec.problems.join(QLatin1Char(' ')));
            } else if (!rec.digestFailures().isEmpty()) {
                explanation = Tr::tr(" The record's own digest check also fails (%1), so the WARC data is "
                                     "damaged.")
                                  .arg(rec.digestFailures().join(QLatin1Char(' ')));
            }
        }
    } else {
        sha1 = hex(a->hash.result());
        if (a->total >= 0 && a->bytes.size() != a->total) {
            endAttempt(PdfAttempt::Outcome::Failed,
                       Tr::tr("Only %1 of %2 bytes arrived.").arg(a->bytes.size()).arg(a->total));
            return;
        }
        if (m_target == FetchTarget::Tei) {
            // No digest names a TEI: well-formed XML is the check, and the next store is tried
            // when it fails.
            if (const QString problem = xmlProblem(a->bytes); !problem.isEmpty()) {
                endAttempt(PdfAttempt::Outcome::Failed, problem);
                return;
            }
            m_result.bytes = std::move(a->bytes);
            m_result.sha1Hex = sha1;
            m_result.verified = true;
            m_result.servedBy = a->report.source;
            m_result.servedFrom = a->report.location;
            endAttempt(PdfAttempt::Outcome::Served, {});
            return;
        }
    }
    PdfFetchResult candidate;
    candidate.bytes = std::move(a->bytes);
    candidate.sha1Hex = sha1;
    candidate.servedBy = a->report.source;
    candidate.servedFrom = a->report.location;
    candidate.notes = notes;
    if (sha1 == m_locator.sha1Hex) {
        candidate.verified = true;
        m_result.bytes = std::move(candidate.bytes);
        m_result.sha1Hex = sha1;
        m_result.verified = true;
        m_result.servedBy = candidate.servedBy;
        m_result.servedFrom = candidate.servedFrom;
        m_result.notes += notes;
        endAttempt(PdfAttempt::Outcome::Served, {});
        return;
    }
    if (explanation.isEmpty()) {
        // Said explicitly: the curator's first question is whether decoding explains the difference.
        explanation = Tr::tr(" No undecoded transfer or content encoding explains the difference: these "
                             "are other bytes.");
    }
    const QString detail =
        Tr::tr("the bytes have SHA-1 %1, but the row key is %2.%3").arg(sha1, m_locator.sha1Hex, explanation);
    if (!m_mismatch) {
        candidate.error =
            Error{ErrorKind::Integrity,
                  Tr::tr("The PDF from %1 does not match its row key: %2").arg(candidate.servedBy, detail)};
        m_mismatch = std::move(candidate);
    }
    endAttempt(PdfAttempt::Outcome::Mismatch, detail);
}

void PdfFetchJob::stopTransfer()
{
    Attempt *a = m_attempt.get();
    if (!a) {
        return;
    }
    if (a->tick) {
        a->tick->stop();
        a->tick->deleteLater();
        a->tick = nullptr;
    }
    a->file.reset();
    if (a->reply) {
        QNetworkReply *reply = a->reply;
        a->reply = nullptr;
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        reply->deleteLater();
    }
    if (a->holdsSlot) {
        a->holdsSlot = false;
        m_fetcher->releaseSlot(a->host);
    }
}

void PdfFetchJob::endAttempt(PdfAttempt::Outcome outcome, const QString &detail)
{
    Attempt *a = m_attempt.get();
    if (a->ended) {
        return;
    }
    a->ended = true;
    stopTransfer();
    a->report.outcome = outcome;
    a->report.detail = detail;
    a->report.elapsedMs = a->timer.elapsed();
    if (outcome == PdfAttempt::Outcome::Failed) {
        m_sawFailure = true;
    }
    const PdfAttempt report = a->report;
    // Keep the attempt object alive until the next one replaces it: callers up the stack use it.
    m_result.attempts.append(report);
    Q_EMIT attemptFinished(report);
    if (outcome == PdfAttempt::Outcome::Cancelled) {
        return;
    }
    if (outcome == PdfAttempt::Outcome::Served) {
        conclude();
        return;
    }
    // Next source on the next turn of the event loop, outside the reply's signal handler.
    QTimer::singleShot(0, this, &PdfFetchJob::next);
}

void PdfFetchJob::conclude()
{
    if (isFinished()) {
        return;
    }
    if (m_result.verified) {
        if (PdfCache *cache = m_fetcher->cache()) {
            const bool tei = m_target == FetchTarget::Tei;
            if (auto w = tei ? cache->storeTei(m_locator.sha1Hex, m_result.bytes)
                             : cache->storePdf(m_result.sha1Hex, m_result.bytes);
                !w) {
                m_result.notes.append(w.error().message);
            }
        }
    } else if (m_mismatch) {
        QList<PdfAttempt> attempts = std::move(m_result.attempts);
        m_result = std::move(*m_mismatch);
        m_result.attempts = std::move(attempts);
    } else {
        QStringList reasons;
        for (const PdfAttempt &a : std::as_const(m_result.attempts)) {
            // The path or URL tried, not only the source: a source tries several (a blob store's
            // sharded and flat layouts), which read as one reason said twice.
            reasons.append((a.location.isEmpty() ? a.source : a.location) + QStringLiteral(": ") +
                           (a.detail.isEmpty() ? a.outcomeName() : a.detail));
        }
        const QString why =
            !reasons.isEmpty() ? reasons.join(QStringLiteral("; "))
            : m_target == FetchTarget::Tei
                ? Tr::tr("no blob store is configured (blob-dir: or blob-http: source)")
                : Tr::tr(
                      "no PDF source is configured (the connection's PDF sources; --pdf-source in the CLI)");
        m_result.error =
            m_sawFailure
                ? Error{ErrorKind::Network,
                        Tr::tr("The %1 %2 could not be fetched: %3").arg(thing(), m_locator.sha1Hex, why)}
                : Error{ErrorKind::NotFound,
                        Tr::tr("No %1 source has %2: %3").arg(thing(), m_locator.sha1Hex, why)};
    }
    finishWithResult();
}

void PdfFetchJob::cancel()
{
    if (isFinished()) {
        return;
    }
    if (m_attempt && !m_attempt->ended) {
        endAttempt(PdfAttempt::Outcome::Cancelled, Tr::tr("Cancelled."));
    } else {
        stopTransfer();
    }
    m_result.bytes.clear();
    m_result.verified = false;
    m_result.error = Error{ErrorKind::Cancelled, Tr::tr("Fetching the %1 was cancelled.").arg(thing())};
    finishWithResult();
}

} // namespace Ei::Core
