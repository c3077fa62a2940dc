#include "rowlistmodel.h"

#include <algorithm>

#include <QBrush>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QPalette>
#include <QScopeGuard>
#include <QtEndian>

namespace Ei::Models {

namespace {
// The pages around the visible rows that are loaded ahead of scrolling.
constexpr int kMarginPages = 1;

std::optional<qint64> int64Cell(const Core::Row &row, QByteArrayView column)
{
    const Core::Cell *cell = row.find(column);
    if (!cell || cell->value.size() != 8) {
        return std::nullopt;
    }
    return qFromBigEndian<qint64>(cell->value.constData());
}

QVariant textCell(const Core::Row &row, QByteArrayView column)
{
    const Core::Cell *cell = row.find(column);
    return cell ? QVariant(QString::fromUtf8(cell->value)) : QVariant();
}

QVariant jsonField(const Core::Row &row, QByteArrayView column, const QString &field)
{
    const Core::Cell *cell = row.find(column);
    if (!cell) {
        return {};
    }
    const QJsonDocument doc = QJsonDocument::fromJson(cell->value);
    if (!doc.isObject()) { // a plain value, e.g. a bare "good" in grobid0:quality
        return QString::fromUtf8(cell->value);
    }
    const QJsonValue v = doc.object().value(field);
    return v.isUndefined() ? QVariant() : v.toVariant();
}
} // namespace

RowListModel::RowListModel(Core::RowPageSource *source, QObject *parent)
    : QAbstractTableModel(parent)
    , m_source(source)
    , m_columns(defaultColumns())
{
    connect(m_source, &Core::RowPageSource::pageFinished, this, &RowListModel::onPageFinished);
}

RowListModel::~RowListModel()
{
    cancelAll();
}

QList<RowColumn> RowListModel::defaultColumns()
{
    const auto right = Qt::AlignRight | Qt::AlignVCenter;
    return {
        {tr("Key"), [](const Core::Row &r) { return QVariant(QString::fromLatin1(r.key)); }, {}},
        {tr("Status"),
         [](const Core::Row &r) {
             const auto v = int64Cell(r, "grobid0:status_code");
             return v ? QVariant(*v) : QVariant();
         },
         right},
        {tr("GROBID"),
         [](const Core::Row &r) {
             return jsonField(r, "grobid0:metadata", QStringLiteral("grobid_version"));
         },
         {}},
        {tr("Title"),
         [](const Core::Row &r) { return jsonField(r, "grobid0:metadata", QStringLiteral("title")); },
         {}},
        {tr("Match"), [](const Core::Row &r) { return textCell(r, "match0:mstatus"); }, {}},
        {tr("DOI"), [](const Core::Row &r) { return textCell(r, "match0:doi"); }, {}},
        {tr("Size"),
         [](const Core::Row &r) {
             const auto v = int64Cell(r, "file:size");
             return v ? QVariant(*v) : QVariant();
         },
         right, true},
        {tr("Quality"),
         [](const Core::Row &r) { return jsonField(r, "grobid0:quality", QStringLiteral("quality")); },
         {}},
    };
}

void RowListModel::setColumns(QList<RowColumn> columns)
{
    beginResetModel();
    m_columns = std::move(columns);
    endResetModel();
}

void RowListModel::setPageSize(int rows)
{
    m_pageSize = std::max(1, rows);
}

void RowListModel::setMaxCachedRows(int rows)
{
    m_maxCachedRows = std::max(1, rows);
    evictFarPages();
}

void RowListModel::setQuery(const Core::RowQuery &query)
{
    m_query = query;
    reload();
}

void RowListModel::reload()
{
    const bool wasLoading = isLoading();
    cancelAll();
    ++m_generation;
    beginResetModel();
    m_pages.clear();
    m_rowCount = 0;
    m_cachedRows = 0;
    m_visibleFirst = m_visibleLast = 0;
    const bool wasAtEnd = std::exchange(m_atEnd, false);
    m_appendFailed = false;
    endResetModel();
    if (wasAtEnd) {
        Q_EMIT endReachedChanged(false);
    }
    fetchMore({});
    setLoadingState(wasLoading);
}

void RowListModel::retry()
{
    const bool wasLoading = isLoading();
    m_appendFailed = false;
    if (canFetchMore({})) {
        fetchMore({});
    }
    requestMissingPages();
    setLoadingState(wasLoading);
}

void RowListModel::stopLoading()
{
    const bool wasLoading = isLoading();
    cancelAll();
    m_appendFailed = true; // views would otherwise ask for the next page at once
    setLoadingState(wasLoading);
}

void RowListModel::cancelAll()
{
    for (auto it = m_requests.cbegin(); it != m_requests.cend(); ++it) {
        m_source->cancel(it.key());
    }
    m_requests.clear();
    for (Page &p : m_pages) {
        p.pendingId = 0;
    }
}

void RowListModel::setLoadingState(bool wasLoading)
{
    if (wasLoading != isLoading()) {
        Q_EMIT loadingChanged(isLoading());
    }
}

int RowListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

int RowListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

int RowListModel::pageIndexOf(int row) const
{
    // Pages are contiguous and ordered by firstRow: the one holding `row` is the last page
    // starting at or before it.
    auto it = std::upper_bound(m_pages.begin(), m_pages.end(), row,
                               [](int r, const Page &p) { return r < p.firstRow; });
    if (it == m_pages.begin()) {
        return -1;
    }
    const int index = int(std::distance(m_pages.begin(), it)) - 1;
    return row < m_pages[size_t(index)].firstRow + m_pages[size_t(index)].count ? index : -1;
}

const Core::Row *RowListModel::rowAt(int row) const
{
    const int pi = pageIndexOf(row);
    if (pi < 0) {
        return nullptr;
    }
    const Page &page = m_pages[size_t(pi)];
    const int offset = row - page.firstRow;
    if (!page.loaded || offset >= page.rows.size()) {
        return nullptr;
    }
    return &page.rows[offset];
}

int RowListModel::rowOfKey(QByteArrayView key) const
{
    for (const Page &page : m_pages) {
        if (!page.loaded) {
            continue;
        }
        for (int i = 0; i < page.rows.size(); ++i) {
            if (page.rows[i].key == key) {
                return page.firstRow + i;
            }
        }
    }
    return -1;
}

QVariant RowListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Core::Row *row = rowAt(index.row());
    if (role == LoadedRole) {
        return row != nullptr;
    }
    if (!row) {
        switch (role) {
        case Qt::DisplayRole:
            return QStringLiteral("…");
        case Qt::ForegroundRole:
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
        case KeyRole:
            return QByteArray();
        default:
            return {};
        }
    }
    const RowColumn &column = m_columns[index.column()];
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant v = column.decode ? column.decode(*row) : QVariant();
        if (v.typeId() == QMetaType::LongLong && column.groupDigits) {
            return QLocale().toString(v.toLongLong());
        }
        return v;
    }
    case Qt::ToolTipRole: {
        if (index.column() == 0) {
            return QString::fromLatin1(row->key); // the whole key, however it is shown
        }
        // The whole text where a narrow column cuts it short (titles, DOIs).
        const QVariant v = column.decode ? column.decode(*row) : QVariant();
        return v.typeId() == QMetaType::QString && !v.toString().isEmpty() ? v : QVariant();
    }
    case SortRole:
        return column.decode ? column.decode(*row) : QVariant();
    case KeyRole:
        return row->key;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(column.alignment);
    default:
        return {};
    }
}

QVariant RowListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 &&
        section < m_columns.size()) {
        return m_columns[section].label;
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

bool RowListModel::canFetchMore(const QModelIndex &parent) const
{
    if (parent.isValid() || m_atEnd || m_appendFailed) {
        return false;
    }
    return std::ranges::find(m_requests, -1) == m_requests.end();
}

void RowListModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent)) {
        return;
    }
    const bool wasLoading = isLoading();
    Core::RowPageRequest request;
    request.generation = m_generation;
    request.query = m_query;
    request.afterKey = m_pages.empty() ? QByteArray() : m_pages.back().lastKey;
    request.startIndex = m_rowCount;
    request.limit = m_pageSize;
    m_requests.insert(m_source->requestPage(request), -1);
    setLoadingState(wasLoading);
}

void RowListModel::setVisibleRange(int first, int last)
{
    m_visibleFirst = std::clamp(first, 0, std::max(0, m_rowCount - 1));
    m_visibleLast = std::clamp(last, m_visibleFirst, std::max(0, m_rowCount - 1));
    const bool wasLoading = isLoading();
    requestMissingPages();
    evictFarPages();
    setLoadingState(wasLoading);
    if (m_rowCount > 0) {
        Q_EMIT visibleRangeChanged(m_visibleFirst, m_visibleLast);
    }
}

void RowListModel::refreshRows(int first, int last)
{
    first = std::max(0, first);
    last = std::min(last, m_rowCount - 1);
    if (first <= last && !m_columns.isEmpty()) {
        Q_EMIT dataChanged(index(first, 0), index(last, columnCount() - 1));
    }
}

bool RowListModel::updateRowCells(const QByteArray &key, const QList<Core::Cell> &cells)
{
    const int row = rowOfKey(key);
    const int pi = row < 0 ? -1 : pageIndexOf(row);
    if (pi < 0) {
        return false;
    }
    Page &page = m_pages[size_t(pi)];
    page.rows[row - page.firstRow].cells = cells;
    refreshRows(row, row);
    return true;
}

void RowListModel::requestMissingPages()
{
    if (m_pages.empty()) {
        return;
    }
    const int firstPage = std::max(0, pageIndexOf(m_visibleFirst) - kMarginPages);
    const int lastPage =
        std::min(int(m_pages.size()) - 1, std::max(pageIndexOf(m_visibleLast), 0) + kMarginPages);
    for (int i = firstPage; i <= lastPage; ++i) {
        Page &page = m_pages[size_t(i)];
        page.lastUsed = ++m_useClock;
        if (page.loaded || page.pendingId != 0) {
            continue;
        }
        Core::RowPageRequest request;
        request.generation = m_generation;
        request.query = m_query;
        request.afterKey = page.afterKey;
        request.startIndex = page.firstRow;
        request.limit = page.count;
        page.pendingId = m_source->requestPage(request);
        m_requests.insert(page.pendingId, i);
    }
}

void RowListModel::evictFarPages()
{
    if (m_cachedRows <= m_maxCachedRows || m_pages.empty()) {
        return;
    }
    const int keepFirst = std::max(0, pageIndexOf(m_visibleFirst) - kMarginPages);
    const int keepLast = std::max(pageIndexOf(m_visibleLast), 0) + kMarginPages;
    const int center = (m_visibleFirst + m_visibleLast) / 2;
    // Farthest pages from the visible rows go first; the last page stays so the list can grow.
    std::vector<int> candidates;
    for (int i = 0; i + 1 < int(m_pages.size()); ++i) {
        if (m_pages[size_t(i)].loaded && (i < keepFirst || i > keepLast)) {
            candidates.push_back(i);
        }
    }
    std::ranges::sort(candidates, [&](int a, int b) {
        const auto distance = [&](int i) {
            const Page &p = m_pages[size_t(i)];
            return std::abs(p.firstRow + p.count / 2 - center);
        };
        return distance(a) > distance(b);
    });
    for (int i : candidates) {
        if (m_cachedRows <= m_maxCachedRows) {
            break;
        }
        Page &page = m_pages[size_t(i)];
        page.rows = {};
        page.loaded = false;
        m_cachedRows -= page.count;
        Q_EMIT dataChanged(index(page.firstRow, 0), index(page.firstRow + page.count - 1, columnCount() - 1));
    }
}

void RowListModel::onPageFinished(const Core::RowPage &page)
{
    if (page.generation != m_generation) {
        ++m_staleDrops; // an answer to a query the user has since replaced
        return;
    }
    const auto it = m_requests.constFind(page.requestId);
    if (it == m_requests.cend()) {
        ++m_staleDrops;
        return;
    }
    const int pageIndex = it.value();
    // The request stays registered while rows are inserted: views (and the model tester) call
    // fetchMore() from inside the insert signals, and must not ask for the same page again.
    const auto done = qScopeGuard([this, id = page.requestId] { m_requests.remove(id); });
    if (pageIndex >= 0) {
        m_pages[size_t(pageIndex)].pendingId = 0;
    }
    if (page.error) {
        if (pageIndex < 0) {
            m_appendFailed = true;
        }
        Q_EMIT loadFailed(*page.error);
    } else if (pageIndex < 0) {
        appendPage(page);
    } else {
        refillPage(pageIndex, page);
    }
    evictFarPages();
    if (m_requests.size() == 1) { // only this one, removed on return
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_requests.isEmpty()) {
                    Q_EMIT loadingChanged(false);
                }
            },
            Qt::QueuedConnection);
    }
}

void RowListModel::appendPage(const Core::RowPage &page)
{
    // Set before the rows go in, so that a fetchMore() from the insert signals sees the end.
    // An empty page that is not at the end would make the view ask forever: treat it as the end.
    m_atEnd = page.atEnd || page.rows.isEmpty();
    if (!page.rows.isEmpty()) {
        Page p;
        p.afterKey = m_pages.empty() ? QByteArray() : m_pages.back().lastKey;
        p.lastKey = page.rows.constLast().key;
        p.firstRow = m_rowCount;
        p.count = int(page.rows.size());
        p.rows = page.rows;
        p.loaded = true;
        p.lastUsed = ++m_useClock;
        beginInsertRows({}, m_rowCount, m_rowCount + p.count - 1);
        m_pages.push_back(std::move(p));
        m_rowCount += int(page.rows.size());
        m_cachedRows += int(page.rows.size());
        endInsertRows();
        Q_EMIT pageLoaded(m_rowCount - int(page.rows.size()), int(page.rows.size()), page.elapsedMs);
    }
    if (m_atEnd) {
        Q_EMIT endReachedChanged(true);
    }
}

void RowListModel::refillPage(int pageIndex, const Core::RowPage &page)
{
    Page &p = m_pages[size_t(pageIndex)];
    // The table may have changed since the page was first read; the list keeps its shape (rows
    // that vanished stay placeholders, new ones appear on the next reload).
    p.rows = page.rows.mid(0, p.count);
    p.loaded = true;
    p.lastUsed = ++m_useClock;
    m_cachedRows += p.count;
    Q_EMIT dataChanged(index(p.firstRow, 0), index(p.firstRow + p.count - 1, columnCount() - 1));
    Q_EMIT pageLoaded(p.firstRow, p.count, page.elapsedMs);
}

RowListLoadJob::RowListLoadJob(RowListModel *model, QObject *parent)
    : Core::Job(tr("Reading rows: %1").arg(model->query().describe()), parent)
    , m_model(model)
{
    connect(model, &RowListModel::loadingChanged, this, [this](bool loading) {
        if (!loading) {
            finishJob({});
        }
    });
    connect(model, &QObject::destroyed, this,
            [this] { finishJob(Core::fail(Core::ErrorKind::Cancelled, tr("The row list was closed."))); });
}

RowListLoadJob::~RowListLoadJob() = default;

void RowListLoadJob::cancel()
{
    finishJob(Core::fail(Core::ErrorKind::Cancelled, tr("Reading rows was cancelled.")));
    if (m_model) {
        m_model->stopLoading();
    }
}

} // namespace Ei::Models
