#include "doisearch.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <core/hbase/filter.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/parallelscan.h>
#include <core/hbase/restclient.h>

namespace Ei::Core {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::DoiRowSearch)
};

} // namespace

DoiRowSearch::DoiRowSearch(RestClient *client, QString doi, Options options, QObject *parent)
    : Job(tr("Looking up DOI %1").arg(doi), parent)
    , m_client(client)
    , m_doi(std::move(doi))
    , m_options(std::move(options))
    , m_scope(client->config().baseUrl.toString() + QLatin1Char('/') + client->config().table)
    , m_result(fail(ErrorKind::Internal, Tr::tr("the DOI search has not finished")))
{}

DoiRowSearch::~DoiRowSearch()
{
    if (m_scan) {
        m_scan->cancel();
    }
}

QString DoiRowSearch::teiHeaderPattern(const QString &doi)
{
    // (?is): case-insensitive, '.' matches newlines. The tempered token never crosses
    // </teiHeader>, so only the header's own <idno type="DOI"> matches, not a reference's.
    return QStringLiteral(
               "(?is)<teiHeader\\b(?:(?!</teiHeader>).)*<idno\\s+type=[\"']DOI[\"']\\s*>\\s*%1\\s*</idno>")
        .arg(QRegularExpression::escape(doi));
}

void DoiRowSearch::start()
{
    m_timer.start();
    if (!m_options.rescan) {
        const DoiIndex index(m_options.indexPath);
        if (const auto known = index.lookup(m_scope, m_doi)) {
            if (!known->isEmpty()) {
                m_source = Source::Index;
                Q_EMIT stepStarted(Source::Index);
                found(*known, Source::Index);
                // Never finish synchronously: the caller connects after start().
                QMetaObject::invokeMethod(
                    this, [this, keys = *known] { finish(keys); }, Qt::QueuedConnection);
                return;
            }
            // Known to have no match0:doi rows: only the TEI header can still find some.
            if (m_options.teiHeaderFallback) {
                scan(Source::TeiHeader);
            } else {
                QMetaObject::invokeMethod(this, [this] { finish(QByteArrayList{}); }, Qt::QueuedConnection);
            }
            return;
        }
    }
    scan(Source::MatchDoi);
}

void DoiRowSearch::scan(Source step)
{
    m_step = step;
    m_keys.clear();
    m_found.clear();
    ScanSpec spec;
    spec.batch = 5000;
    if (step == Source::MatchDoi) {
        spec.columns = {QByteArrayLiteral("match0:doi")};
        spec.filter = Filter::singleColumnValue(QByteArrayLiteral("match0"), QByteArrayLiteral("doi"),
                                                CompareOp::Equal, Comparator::binary(m_doi.toUtf8()), true);
    } else {
        spec.columns = {QByteArrayLiteral("grobid0:tei_xml")};
        spec.filter = Filter::all(
            {Filter::singleColumnValue(QByteArrayLiteral("grobid0"), QByteArrayLiteral("tei_xml"),
                                       CompareOp::Equal, Comparator::regex(teiHeaderPattern(m_doi)), true),
             Filter::keyOnly()});
    }
    VerificationOptions verification;
    verification.recovery = m_options.recovery;
    verification.accounted = [this](const QByteArray &key) { return m_found.contains(key); };
    GatewayPool *gateways = m_options.gateways;
    ParallelScanOptions parallel;
    parallel.parallel = m_options.parallel;
    parallel.ordered = false; // the keys are sorted at the end
    if (!gateways) {
        if (!m_ownPool) {
            m_ownPool = new GatewayPool(m_client, this);
        }
        gateways = m_ownPool;
        parallel.parallel = 1;
    }
    m_scan = new ParallelScan(gateways, spec, verification, parallel, this);
    Q_EMIT stepStarted(step);
    fetchPage();
}

void DoiRowSearch::fetchPage()
{
    m_scan->fetchNext(m_options.pageRows)->then(this, [this](const Result<CellSet> &rows) {
        if (isFinished()) {
            return;
        }
        if (!rows) {
            finish(std::unexpected(rows.error()));
            return;
        }
        QByteArrayList page;
        for (const Row &row : *rows) {
            page.append(row.key);
            m_found.insert(row.key);
        }
        if (!page.isEmpty()) {
            m_keys += page;
            m_source = m_step;
            found(page, m_step);
        }
        if (!m_scan->atEnd()) {
            fetchPage();
            return;
        }
        m_scan->deleteLater();
        m_scan = nullptr;
        // Rows the verification found behind the scan came last.
        std::ranges::sort(m_keys);
        if (m_step == Source::MatchDoi) {
            // Only match0:doi answers go into the index: it is the curated link, the TEI's DOI is
            // GROBID's reading of the paper.
            DoiIndex index(m_options.indexPath);
            (void)index.remember(m_scope, m_doi, m_keys); // a cache: a failed write costs a rescan later
            if (m_keys.isEmpty() && m_options.teiHeaderFallback) {
                scan(Source::TeiHeader);
                return;
            }
        }
        finish(m_keys);
    });
}

void DoiRowSearch::cancel()
{
    if (isFinished()) {
        return;
    }
    if (m_scan) {
        m_scan->cancel();
        m_scan->deleteLater();
        m_scan = nullptr;
    }
    finish(fail(ErrorKind::Cancelled, Tr::tr("the DOI search was cancelled")));
}

void DoiRowSearch::found(const QByteArrayList &keys, Source source)
{
    Q_EMIT rowsFound(keys, source);
    m_rowsFound += keys.size();
    reportProgress(m_rowsFound, -1);
}

void DoiRowSearch::finish(Result<QByteArrayList> result)
{
    if (isFinished()) {
        return;
    }
    m_result = std::move(result);
    finishJob(outcomeOf(m_result));
}

} // namespace Ei::Core
