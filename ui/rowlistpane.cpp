#include "rowlistpane.h"

#include <algorithm>

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <models/rowlistmodel.h>
#include <ui/filterbar.h>

namespace Ei::Ui {

RowListPane::RowListPane(QWidget *parent)
    : QWidget(parent)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new FilterBar(this))
    , m_view(new QTableView(this))
    , m_runInfo(new QLabel(this))
    , m_visibleTimer(new QTimer(this))
{
    m_proxy->setSortRole(Models::RowListModel::SortRole);
    m_proxy->setDynamicSortFilter(false); // sorting is within what is loaded, on request
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Extended: Shift/Ctrl-click select several rows for Export…; the current row stays the shown one.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    // Fixed row heights: the view never measures a million rows.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_runInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runInfo->setWordWrap(true);
    QFont small = m_runInfo->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_runInfo->setFont(small);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_runInfo);

    // Visible-range reports are coalesced: one per event-loop turn however fast the scrolling.
    m_visibleTimer->setSingleShot(true);
    m_visibleTimer->setInterval(0);
    connect(m_visibleTimer, &QTimer::timeout, this, &RowListPane::reportVisibleRange);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, m_visibleTimer,
            qOverload<>(&QTimer::start));
    connect(m_view->verticalScrollBar(), &QScrollBar::rangeChanged, m_visibleTimer,
            qOverload<>(&QTimer::start));
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RowListPane::onCurrentChanged);
    connect(m_filter, &FilterBar::queryChanged, this, [this](const Models::RowQuery &q) {
        if (m_model) {
            m_model->setQuery(q);
        }
        updateRunInfo();
        Q_EMIT queryChanged(q);
    });
    updateRunInfo();
}

RowListPane::~RowListPane() = default;

void RowListPane::setModel(Models::RowListModel *model)
{
    if (m_model) {
        disconnect(m_model, nullptr, this, nullptr);
    }
    m_model = model;
    m_proxy->setSourceModel(model);
    m_columnsSized = false;
    if (!model) {
        return;
    }
    connect(model, &Models::RowListModel::pageLoaded, this, [this](int, int, qint64 ms) {
        m_lastPageMs = ms;
        if (!m_columnsSized && m_model->rowCount() > 0) {
            // Size columns once, from the first page, capped (DB4S): no jumps while scrolling.
            m_columnsSized = true;
            m_view->resizeColumnsToContents();
            for (int c = 0; c < m_proxy->columnCount(); ++c) {
                m_view->setColumnWidth(c, std::min(m_view->columnWidth(c), 320));
            }
        }
        updateRunInfo();
        // The current row may just have arrived.
        if (currentKey() != m_lastKey) {
            onCurrentChanged();
        }
    });
    connect(model, &Models::RowListModel::endReachedChanged, this, &RowListPane::updateRunInfo);
    connect(model, &Models::RowListModel::loadingChanged, this, &RowListPane::updateRunInfo);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_columnsSized = false;
        m_lastKey.clear();
    });
    updateRunInfo();
}

QString RowListPane::runInfo() const
{
    return m_runInfo->text();
}

void RowListPane::updateRunInfo()
{
    if (!m_model) {
        m_runInfo->setText(tr("Not connected"));
        return;
    }
    const QString rows = QLocale().toString(m_model->rowCount());
    const QString what = m_model->query().describe();
    if (m_model->isLoading() && m_model->rowCount() == 0) {
        m_runInfo->setText(tr("Scanning %1…").arg(what));
    } else if (m_model->endReached()) {
        m_runInfo->setText(
            tr("%1 rows · %2 · all loaded · last page %3 ms").arg(rows, what).arg(m_lastPageMs));
    } else {
        m_runInfo->setText(tr("%1+ rows so far · %2 · last page %3 ms · more load as you scroll")
                               .arg(rows, what)
                               .arg(m_lastPageMs));
    }
}

void RowListPane::reportVisibleRange()
{
    if (!m_model || m_proxy->rowCount() == 0) {
        return;
    }
    const int top = std::max(0, m_view->rowAt(0));
    int bottom = m_view->rowAt(m_view->viewport()->height() - 1);
    if (bottom < 0) {
        bottom = m_proxy->rowCount() - 1;
    }
    int first = INT_MAX;
    int last = -1;
    // Through the proxy: when sorted, visible rows are scattered over the source.
    for (int r = top; r <= bottom; ++r) {
        const int source = m_proxy->mapToSource(m_proxy->index(r, 0)).row();
        first = std::min(first, source);
        last = std::max(last, source);
    }
    if (last >= 0) {
        m_model->setVisibleRange(first, last);
    }
}

QByteArray RowListPane::currentKey() const
{
    return m_view->currentIndex().data(Models::RowListModel::KeyRole).toByteArray();
}

QList<QByteArray> RowListPane::selectedKeys() const
{
    QList<QByteArray> keys;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows()) {
        const QByteArray key = index.data(Models::RowListModel::KeyRole).toByteArray();
        if (!key.isEmpty()) { // placeholders of rows not loaded yet have no key
            keys.append(key);
        }
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

int RowListPane::currentSourceRow() const
{
    return m_proxy->mapToSource(m_view->currentIndex()).row();
}

void RowListPane::onCurrentChanged()
{
    const QByteArray key = currentKey();
    m_lastKey = key;
    Q_EMIT currentRowChanged(key);
}

void RowListPane::selectNext()
{
    moveBy(1);
}

void RowListPane::selectPrevious()
{
    moveBy(-1);
}

void RowListPane::moveBy(int delta)
{
    const int rows = m_proxy->rowCount();
    if (rows == 0) {
        return;
    }
    const QModelIndex current = m_view->currentIndex();
    const int column = current.isValid() ? current.column() : 0;
    const int target = current.isValid() ? std::clamp(current.row() + delta, 0, rows - 1) : 0;
    if (delta > 0 && current.isValid() && current.row() + delta >= rows && m_model &&
        m_model->canFetchMore({})) {
        m_model->fetchMore({});
    }
    m_view->setCurrentIndex(m_proxy->index(target, column));
    m_view->scrollTo(m_view->currentIndex());
}

void RowListPane::selectSourceRow(int row)
{
    if (!m_model || row < 0 || row >= m_model->rowCount()) {
        return;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

} // namespace Ei::Ui
