#pragma once

#include <functional>
#include <optional>

#include <QList>
#include <QObject>

#include <core/hbase/cellset.h>
#include <core/hbase/filter.h>
#include <core/rows/rowquery.h>
#include <core/util/result.h>

namespace Ei::Core {

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
    QList<Row> rows;    // keys + the few light cells the list shows, in key order
    bool atEnd = false; // no rows exist after the last one returned
    std::optional<Error> error;
    qint64 elapsedMs = 0; // time the source spent, for the "what ran" label
};

// An asynchronous source of the row list's pages. A table reached over HBase REST is paged by
// RestRowPageSource (a scanner per page); a table this process holds (the demo, an opened export
// or snapshot) by the holder's own source, read straight from its rows (Server::
// TableStoreRowPageSource). Both build a page's scan with rowPageScanSpec(), so a query shows the
// same rows whichever way the table is reached.
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
    void pageFinished(const Ei::Core::RowPage &page);
};

// Makes the row list's page source for `table` of a table held in this process, in place of a
// RestRowPageSource: `listColumns` are the cells the list shows, `encoder` turns --where values
// into cell bytes. Empty for a table reached over the network.
using RowPageSourceFactory = std::function<RowPageSource *(
    const QString &table, QList<QByteArray> listColumns, ValueEncoder encoder, QObject *parent)>;

} // namespace Ei::Core
