#pragma once

#include <optional>

#include <QList>
#include <QObject>

#include <core/hbase/cellset.h>
#include <core/util/result.h>
#include <models/rowquery.h>

namespace Ei::Models {

// One page request of the row list. Pages are contiguous: a page starts right after
// `afterKey` (or at the query's start when `afterKey` is empty and `startIndex` is 0).
// `startIndex` is the index the first row of the page will have in the list; sources that
// can seek by index (in-memory fakes, snapshots) may use it, a REST scanner ignores it.
struct RowPageRequest
{
    quint64 generation = 0; // echoed back unchanged; the model drops answers of old generations
    RowQuery query;
    QByteArray afterKey;   // exclusive; empty = from the start of the query's range
    qint64 startIndex = 0; // hint only
    int limit = 200;       // at most this many rows; fewer only at the end of the range
};

// The answer to one request. Exactly one of `rows`/`error` is meaningful.
struct RowPage
{
    quint64 requestId = 0;
    quint64 generation = 0;
    QList<Core::Row> rows; // keys + the few light cells the list shows, in key order
    bool atEnd = false;    // no rows exist after the last one returned
    std::optional<Core::Error> error;
    qint64 elapsedMs = 0; // time the source spent, for the "what ran" label
};

// An asynchronous source of row pages, implemented by the integrator over the HBase REST
// scanner (one scanner per page, or a scanner kept open while pages are contiguous).
//
// Contract:
// - requestPage() never blocks and never emits synchronously; it returns a request id > 0 and
//   later emits pageFinished() exactly once for it, unless cancel(id) came first.
// - After cancel(id) the source emits nothing for id and releases what it holds (scanners).
// - Answers may arrive in any order; the generation token lets the caller drop stale ones.
// - Rows should be fetched with a column list: never heavy cells (tei_xml, tei_json) here.
class RowPageSource : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RowPageSource)

public:
    using QObject::QObject;
    ~RowPageSource() override = default;

    virtual quint64 requestPage(const RowPageRequest &request) = 0;
    virtual void cancel(quint64 requestId) = 0;

Q_SIGNALS:
    void pageFinished(const Ei::Models::RowPage &page);
};

} // namespace Ei::Models
