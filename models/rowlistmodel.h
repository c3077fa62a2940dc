#pragma once

#include <functional>
#include <vector>

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>

#include <core/rows/rowpagesource.h>
#include <core/util/job.h>

namespace Ei::Models {

// One column of the row list: a header label and a pure decoder over the row's light cells.
// The integrator builds these from the table profile; defaultColumns() covers the
// journal-extract layout well enough for tests and the demo.
struct RowColumn
{
    QString label;
    std::function<QVariant(const Core::Row &)> decode;
    Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter;
    bool groupDigits = false; // show integers with the locale's digit grouping (sizes)
};

// The scanner-backed row list (the DB4S RowLoader/RowCache pattern, over a forward-only
// source):
// - the list grows a page at a time through canFetchMore()/fetchMore(); nothing ever waits for a
//   count, and endReached() says when the source had no more rows;
// - pages are kept in a sparse cache; the view reports what it shows (setVisibleRange()) and
//   pages far from it are evicted once more than maxCachedRows() rows are cached. Only the key a
//   page started after is kept for an evicted page, so it can be fetched again when scrolled to;
// - rows not (or no longer) loaded show a `…` placeholder;
// - every request carries the generation; setQuery()/reload() start a new one and any answer of
//   an older generation is dropped.
// Sorting is the job of a QSortFilterProxyModel over SortRole, within what is loaded.
class RowListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RowListModel)

public:
    enum Role
    {
        KeyRole = Qt::UserRole + 1, // QByteArray, empty while not loaded
        LoadedRole,                 // bool
        SortRole,                   // the decoded value, for proxies
    };

    // `source` must outlive the model.
    explicit RowListModel(Core::RowPageSource *source, QObject *parent = nullptr);
    ~RowListModel() override;

    static QList<RowColumn> defaultColumns();
    void setColumns(QList<RowColumn> columns);

    void setPageSize(int rows);
    int pageSize() const { return m_pageSize; }
    // Bound on rows held in memory (rounded up to whole pages; the visible pages are never evicted).
    void setMaxCachedRows(int rows);
    int maxCachedRows() const { return m_maxCachedRows; }

    // Starts a new generation with `query` and loads its first page.
    void setQuery(const Core::RowQuery &query);
    Core::RowQuery query() const { return m_query; }
    void reload();
    // After loadFailed(): asks again for what failed, keeping what is loaded.
    void retry();
    // Cancels what is being read (the curator stopped a long filtered scan): the list keeps what it
    // has and grows again only on retry() or a new query.
    void stopLoading();

    // The view's visible rows (inclusive); loads missing pages around them and evicts far ones.
    void setVisibleRange(int first, int last);
    // Repaints rows whose cells are decoded from data outside the page (lazily loaded columns,
    // a changed key display).
    void refreshRows(int first, int last);
    // A listed row was written (a curator's edit): its cells in the list become `cells` (the
    // listed columns as the server now holds them). False when the row is not loaded.
    bool updateRowCells(const QByteArray &key, const QList<Core::Cell> &cells);

    bool endReached() const { return m_atEnd; }
    bool isLoading() const { return !m_requests.isEmpty(); }
    quint64 generation() const { return m_generation; }
    int cachedRowCount() const { return m_cachedRows; }
    qint64 staleDropCount() const { return m_staleDrops; }

    // The row at `row` when it is loaded.
    const Core::Row *rowAt(int row) const;
    // The list index of `key` among loaded rows, or -1.
    int rowOfKey(QByteArrayView key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    void loadFailed(const Ei::Core::Error &error);
    // A page arrived: `count` rows at `firstRow`, in `elapsedMs` (source time).
    void pageLoaded(int firstRow, int count, qint64 elapsedMs);
    void loadingChanged(bool loading);
    void endReachedChanged(bool reached);
    // The view reported new visible rows (clamped), for loaders of lazily decoded columns.
    void visibleRangeChanged(int first, int last);

private:
    struct Page
    {
        QByteArray afterKey; // what the page was requested after (empty: from the start)
        QByteArray lastKey;  // its last row's key, the next page's afterKey
        int firstRow = 0;
        int count = 0;
        QList<Core::Row> rows; // empty while evicted
        bool loaded = false;
        quint64 pendingId = 0;
        quint64 lastUsed = 0;
    };

    void onPageFinished(const Core::RowPage &page);
    void appendPage(const Core::RowPage &page);
    void refillPage(int pageIndex, const Core::RowPage &page);
    void requestMissingPages();
    void evictFarPages();
    int pageIndexOf(int row) const;
    void cancelAll();
    void setLoadingState(bool wasLoading);

    Core::RowPageSource *m_source = nullptr;
    QList<RowColumn> m_columns;
    Core::RowQuery m_query;
    std::vector<Page> m_pages;
    QHash<quint64, int> m_requests; // request id -> page index, -1 for "append a page"
    quint64 m_generation = 1;
    quint64 m_useClock = 0;
    int m_pageSize = 200;
    int m_maxCachedRows = 5000;
    int m_rowCount = 0;
    int m_cachedRows = 0;
    int m_visibleFirst = 0;
    int m_visibleLast = 0;
    bool m_atEnd = false;
    bool m_appendFailed = false;
    qint64 m_staleDrops = 0;
};

// The row list's running load as a job for the status bar (a filtered scan can read far on the
// server before a page is full): done when the model stops loading; cancel stops it.
class RowListLoadJob final : public Core::Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RowListLoadJob)

public:
    explicit RowListLoadJob(RowListModel *model, QObject *parent = nullptr);
    ~RowListLoadJob() override;

    void cancel() override;

private:
    QPointer<RowListModel> m_model;
};

} // namespace Ei::Models
