#pragma once

#include <optional>

#include <QByteArrayList>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <core/domain/doiindex.h>
#include <core/hbase/resumablescan.h>
#include <core/util/job.h>
#include <core/util/result.h>

namespace Ei::Core {

class RestClient;
class GatewayPool;
class ParallelScan;

// Finds the rows of one DOI (domain.md §4; the table has no DOI index):
// 1. the local DoiIndex, when it knows the DOI for this table (skipped with `rescan`);
// 2. a scan with a server-side SingleColumnValueFilter on match0:doi (only that column comes back);
// 3. when that finds nothing and `teiHeaderFallback` is set: a second scan matching the DOI in the
//    TEI header's <idno type="DOI"> (a regex filter on grobid0:tei_xml evaluated by the server,
//    with KeyOnlyFilter so only keys cross the network). This catches rows GROBID identified whose
//    match0 cells were never written; references citing the DOI do not match (the regex stops at
//    </teiHeader>).
// The answer of step 2 is remembered in the index. Asynchronous and cancellable; rows are reported
// as they arrive. Both scans survive lost scanners and are verified (VerifiedScan): a scan the
// gateway ended early is continued, so "no rows" is never the answer of half a table. One search
// per object. With Options::gateways the scans read several regions at once, in any order (the
// keys are sorted at the end).
//
// A Job: progress is the rows found so far, of an unknown total.
class DoiRowSearch final : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DoiRowSearch)

public:
    enum class Source
    {
        None,      // nothing found (yet)
        Index,     // the local DOI index
        MatchDoi,  // match0:doi
        TeiHeader, // the TEI header's DOI
    };
    Q_ENUM(Source)

    struct Options
    {
        bool rescan = false;
        bool teiHeaderFallback = false;
        QString indexPath = DoiIndex::defaultPath();
        int pageRows = 1000;
        ScanRecovery recovery{3, 250, 2000}; // a curator waits for the answer
        // Region-parallel scans (docs/hbase-client.md "Region-parallel scans"): `parallel`
        // scanners at once (0: auto) over `gateways` (not owned); without a pool, one scanner.
        GatewayPool *gateways = nullptr;
        int parallel = 1;
    };

    // `client` must outlive the search. `doi` is normalised (normalizeDoi).
    DoiRowSearch(RestClient *client, QString doi, Options options, QObject *parent = nullptr);
    ~DoiRowSearch() override;

    void start();
    // Stops scanning and releases the server-side scanner; finished() follows with Cancelled.
    void cancel() override;

    QString doi() const { return m_doi; }
    // Valid after finished(): the keys in key order, or the error (Cancelled after cancel()).
    const Result<QByteArrayList> &result() const { return m_result; }
    Source source() const { return m_source; }
    qint64 elapsedMs() const { return m_timer.isValid() ? m_timer.elapsed() : 0; }
    // "REST URL/table": the DOI index's scope of this search.
    QString scope() const { return m_scope; }

    // The regular expression the TEI-header step sends (Java and PCRE syntax), for tests.
    static QString teiHeaderPattern(const QString &doi);

Q_SIGNALS:
    // Keys found by the running step (incremental; the index answers in one go).
    void rowsFound(const QByteArrayList &keys, Ei::Core::DoiRowSearch::Source source);
    // Which step runs now, for progress lines.
    void stepStarted(Ei::Core::DoiRowSearch::Source step);

private:
    void scan(Source step);
    void fetchPage();
    void found(const QByteArrayList &keys, Source source);
    void finish(Result<QByteArrayList> result);

    RestClient *m_client;
    QString m_doi;
    Options m_options;
    QString m_scope;
    Source m_step = Source::None;
    Source m_source = Source::None;
    QPointer<ParallelScan> m_scan;
    GatewayPool *m_ownPool = nullptr;
    QByteArrayList m_keys;
    QSet<QByteArray> m_found; // m_keys, for the verification
    QElapsedTimer m_timer;
    Result<QByteArrayList> m_result;
    qint64 m_rowsFound = 0; // reported, over all steps
};

} // namespace Ei::Core
