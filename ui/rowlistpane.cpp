#include "rowlistpane.h"

#include <KMessageWidget>
#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <models/profilecolumns.h>
#include <models/rowlistmodel.h>
#include <ui/filterbar.h>

namespace Ei::Ui {

namespace {
// Bumped when the defaults change enough that a layout saved before is not worth keeping (version
// 2: compact keys, curator columns, the title taking the spare width). Saved layouts of another
// version are ignored once, then replaced.
constexpr int kLayoutVersion = 2;
// Columns sized to their contents are capped, so that one long DOI does not push the title out.
constexpr int kMinAutoWidth = 40;
constexpr int kMaxAutoWidth = 160;
// The title column never gets narrower: below this the list scrolls sideways instead (with the
// statistics dock open beside the list it was squeezed to "grobid_v…").
constexpr int kMinStretchWidth = 200;
} // namespace

RowListPane::RowListPane(QWidget *parent)
    : QWidget(parent)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new FilterBar(this))
    , m_view(new QTableView(this))
    , m_runInfo(new QLabel(this))
    , m_visibleTimer(new QTimer(this))
    , m_keyFilterBar(new KMessageWidget(this))
{
    m_proxy->setSortRole(Models::RowListModel::SortRole);
    m_proxy->setDynamicSortFilter(false); // sorting is within what is loaded, on request
    m_view->setModel(m_proxy);
    m_view->setObjectName(QStringLiteral("rowListView"));
    m_view->setAccessibleName(tr("Rows"));
    m_view->setAccessibleDescription(
        tr("The table's rows, one per document; the selected row is shown in the PDF and the tabs"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setTabKeyNavigation(false); // Tab leaves the list (the arrow keys move inside it)
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

    // "DOI 10.x/…: 3 rows — Clear": the list shows a lookup's rows until cleared. A message strip
    // like the window's others (KMessageWidget); its Clear is the strip's action, not a close box,
    // because it brings the filter bar's rows back rather than only hiding the message.
    m_keyFilterBar->setObjectName(QStringLiteral("keyFilterBar"));
    m_keyFilterBar->setMessageType(KMessageWidget::Information);
    m_keyFilterBar->setCloseButtonVisible(false);
    m_keyFilterBar->setWordWrap(false);
    m_keyFilterBar->setTextFormat(Qt::PlainText);
    auto *clearKeys = new QAction(tr("Clear"), m_keyFilterBar);
    clearKeys->setObjectName(QStringLiteral("clearKeyFilter"));
    clearKeys->setToolTip(tr("Show the filter bar's rows again"));
    m_keyFilterBar->addAction(clearKeys);
    m_keyFilterBar->hide();
    connect(clearKeys, &QAction::triggered, this, &RowListPane::clearKeyFilter);

    QHeaderView *header = m_view->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this,
            [this](const QPoint &pos) { headerMenu()->popup(m_view->horizontalHeader()->mapToGlobal(pos)); });
    connect(header, &QHeaderView::sectionMoved, this, &RowListPane::saveHeader);
    connect(header, &QHeaderView::sectionResized, this, [this](int logical) {
        if (logical != stretchColumn()) {
            fitStretchColumn(); // another column changed what is left for the title
        }
    });
    // A new query resets the model, and a reset header forgets hidden and moved sections: carry
    // them over.
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { m_headerBeforeReset = m_view->horizontalHeader()->saveState(); });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        if (!m_headerBeforeReset.isEmpty()) {
            m_view->horizontalHeader()->restoreState(m_headerBeforeReset);
            fitStretchColumn();
        }
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_filter);
    layout->addWidget(m_keyFilterBar);
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
    // Rows can become visible without any scrolling: the first page of a short list fits the view
    // (the scroll range stays 0..0), a sort reorders what is shown, the pane grows. The lazily
    // loaded columns of those rows are asked for in every case.
    const auto reportSoon = [this] { m_visibleTimer->start(); };
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, reportSoon);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, reportSoon);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, reportSoon);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, reportSoon);
    m_view->viewport()->installEventFilter(this);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RowListPane::onCurrentChanged);
    connect(m_filter, &FilterBar::queryChanged, this, [this] {
        // A filter applied while a lookup's (or a bar's) rows show replaces them.
        m_keyFilter.clear();
        m_drillDown.reset();
        m_keyFilterBar->hide();
        applyQuery();
    });
    updateRunInfo();
}

RowListPane::~RowListPane()
{
    saveHeader();
    // The view goes after this object's destructor, and its header resizes on the way out.
    disconnect(m_view->horizontalHeader(), nullptr, this, nullptr);
    m_view->viewport()->removeEventFilter(this);
}

bool RowListPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        m_visibleTimer->start(); // a taller view shows more rows
        fitStretchColumn();
    }
    return QWidget::eventFilter(watched, event);
}

void RowListPane::applyQuery()
{
    Core::RowQuery q;
    if (!m_keyFilter.isEmpty()) {
        q.keys = m_keyFilter;
        q.keysLabel = m_keyFilterName;
    } else if (m_drillDown) {
        q = *m_drillDown;
    } else if (auto fromBar = m_filter->query()) {
        q = *fromBar;
    }
    if (m_model) {
        m_model->setQuery(q);
    }
    updateRunInfo();
    Q_EMIT queryChanged(q);
}

void RowListPane::setKeyFilter(const QString &label, QByteArrayList keys)
{
    std::ranges::sort(keys);
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    m_keyFilter = std::move(keys);
    m_drillDown.reset();
    m_keyFilterName = label;
    m_keyFilterBar->setText(keyFilterText());
    m_keyFilterBar->setVisible(!m_keyFilter.isEmpty());
    applyQuery();
}

void RowListPane::showQuery(const QString &label, const Core::RowQuery &query)
{
    m_keyFilter.clear();
    m_drillDown = query;
    m_keyFilterName = label;
    m_keyFilterBar->setText(label);
    m_keyFilterBar->show();
    applyQuery();
}

QString RowListPane::keyFilterText() const
{
    if (m_drillDown) {
        return m_keyFilterName;
    }
    if (m_keyFilter.isEmpty()) {
        return {};
    }
    return m_keyFilter.size() == 1 ? tr("%1: 1 row").arg(m_keyFilterName)
                                   : tr("%1: %2 rows").arg(m_keyFilterName).arg(m_keyFilter.size());
}

void RowListPane::showLookupNotice(const QString &text)
{
    m_keyFilterBar->setText(text);
    m_keyFilterBar->show();
}

void RowListPane::clearKeyFilter()
{
    m_keyFilterBar->hide();
    if (m_keyFilter.isEmpty() && !m_drillDown) {
        return; // only a notice was shown
    }
    m_keyFilter.clear();
    m_drillDown.reset();
    applyQuery();
}

QString RowListPane::settingsPrefix() const
{
    return QStringLiteral("rowList/%1/")
        .arg(m_columns ? m_columns->profileName() : QStringLiteral("default"));
}

void RowListPane::saveHeader()
{
    if (!m_columns || !m_model) {
        return;
    }
    QSettings settings;
    settings.setValue(settingsPrefix() + QStringLiteral("layout"), kLayoutVersion);
    settings.setValue(settingsPrefix() + QStringLiteral("columns"), m_columns->ids());
    settings.setValue(settingsPrefix() + QStringLiteral("header"), m_view->horizontalHeader()->saveState());
    settings.setValue(settingsPrefix() + QStringLiteral("keyDisplay"),
                      Core::sha1DisplayName(m_columns->keyDisplay()));
}

void RowListPane::restoreHeader()
{
    QSettings settings;
    const bool current =
        settings.value(settingsPrefix() + QStringLiteral("layout")).toInt() == kLayoutVersion;
    if (auto display = Core::parseSha1Display(
            settings.value(settingsPrefix() + QStringLiteral("keyDisplay")).toString());
        display && current) {
        m_columns->setKeyDisplay(*display);
    }
    QHeaderView *header = m_view->horizontalHeader();
    m_headerRestored =
        current &&
        settings.value(settingsPrefix() + QStringLiteral("columns")).toStringList() == m_columns->ids() &&
        header->restoreState(settings.value(settingsPrefix() + QStringLiteral("header")).toByteArray());
    if (!m_headerRestored) {
        applyDefaultLayout(); // first use of this profile
    } else {
        fitStretchColumn();
    }
    m_headerBeforeReset = header->saveState();
}

void RowListPane::applyDefaultLayout()
{
    QHeaderView *header = m_view->horizontalHeader();
    for (int i = 0; i < header->count(); ++i) {
        header->setSectionHidden(i, false);
        header->moveSection(header->visualIndex(i), i);
        header->setSectionResizeMode(i, QHeaderView::Interactive);
    }
    if (!m_columns) {
        return;
    }
    for (const QString &id : m_columns->defaultHiddenIds()) {
        header->hideSection(int(m_columns->ids().indexOf(id)));
    }
    // The title takes what the other columns leave: all of them fit without scrolling sideways.
    updateStretch();
}

int RowListPane::stretchColumn() const
{
    return m_columns ? int(m_columns->ids().indexOf(m_columns->stretchId())) : -1;
}

void RowListPane::updateStretch()
{
    // Without a visible title the last column fills the row, as in any table.
    QHeaderView *header = m_view->horizontalHeader();
    const int stretch = stretchColumn();
    header->setStretchLastSection(stretch < 0 || stretch >= header->count() ||
                                  header->isSectionHidden(stretch));
    fitStretchColumn();
}

void RowListPane::fitStretchColumn()
{
    // The title takes what the other columns leave, but not less than kMinStretchWidth: then the
    // list scrolls sideways (beside the statistics dock it was squeezed to "grobid_v…"). Sized
    // here rather than by QHeaderView::Stretch, whose delayed recalculation left it short of the
    // viewport after the first page (and sized it to its "…" placeholder on a first start).
    QHeaderView *header = m_view->horizontalHeader();
    const int stretch = stretchColumn();
    if (stretch < 0 || stretch >= header->count() || header->isSectionHidden(stretch)) {
        return;
    }
    if (header->sectionResizeMode(stretch) != QHeaderView::Interactive) {
        header->setSectionResizeMode(stretch, QHeaderView::Interactive); // as older saved headers had it
    }
    int others = 0;
    for (int i = 0; i < header->count(); ++i) {
        others += (i == stretch || header->isSectionHidden(i)) ? 0 : header->sectionSize(i);
    }
    const int width = std::max(kMinStretchWidth, m_view->viewport()->width() - others);
    if (header->sectionSize(stretch) != width) {
        header->resizeSection(stretch, width);
    }
}

void RowListPane::sizeColumnsToFirstPage()
{
    // Every column but the title, whose width is what the others leave (fitStretchColumn()).
    QHeaderView *header = m_view->horizontalHeader();
    const int stretch = stretchColumn();
    for (int c = 0; c < header->count(); ++c) {
        if (c != stretch && header->sectionResizeMode(c) == QHeaderView::Interactive) {
            m_view->resizeColumnToContents(c);
            m_view->setColumnWidth(c, std::clamp(m_view->columnWidth(c), kMinAutoWidth, kMaxAutoWidth));
        }
    }
    fitStretchColumn();
}

void RowListPane::setProfileColumns(Models::ProfileColumns *columns)
{
    if (m_columns) {
        disconnect(m_columns, nullptr, this, nullptr);
    }
    m_columns = columns;
    if (!columns || !m_model) {
        return;
    }
    m_headerBeforeReset.clear();
    m_model->setColumns(columns->columns());
    restoreHeader();
    connect(columns, &Models::ProfileColumns::keyDisplayChanged, this, [this] {
        if (m_model) {
            m_model->refreshRows(0, m_model->rowCount() - 1);
            // Another spelling, another width (hex is four times the compact one).
            if (m_columns && m_model->rowCount() > 0) {
                m_view->resizeColumnToContents(int(m_columns->ids().indexOf(QStringLiteral("key"))));
            }
        }
        saveHeader();
    });
}

QMenu *RowListPane::headerMenu()
{
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("rowListHeaderMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    QHeaderView *header = m_view->horizontalHeader();
    const int count = header->count();
    int visible = 0;
    for (int i = 0; i < count; ++i) {
        visible += header->isSectionHidden(i) ? 0 : 1;
    }
    // In the order the curator sees them.
    for (int v = 0; v < count; ++v) {
        const int logical = header->logicalIndex(v);
        QAction *a = menu->addAction(m_proxy->headerData(logical, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!header->isSectionHidden(logical));
        a->setEnabled(header->isSectionHidden(logical) || visible > 1); // one column always shows
        a->setData(logical);
        connect(a, &QAction::toggled, this, [this, logical](bool on) {
            m_view->horizontalHeader()->setSectionHidden(logical, !on);
            if (on && m_view->columnWidth(logical) < 20) {
                m_view->setColumnWidth(logical, 100);
            }
            updateStretch();
            saveHeader();
        });
    }
    if (m_columns && m_columns->keyDisplaySwitchable()) {
        menu->addSeparator();
        QMenu *keys = menu->addMenu(tr("Show Keys As"));
        auto *group = new QActionGroup(keys);
        const QList<std::pair<Core::Sha1Display, QString>> choices{
            {Core::Sha1Display::Compact, tr("BASE32 Prefix (compact)")},
            {Core::Sha1Display::Base32Prefixed, tr("sha1:BASE32 (as stored)")},
            {Core::Sha1Display::Base32, tr("BASE32")},
            {Core::Sha1Display::Hex, tr("Hex")}};
        for (const auto &[display, text] : choices) {
            QAction *a = keys->addAction(text);
            a->setCheckable(true);
            a->setChecked(m_columns->keyDisplay() == display);
            group->addAction(a);
            connect(a, &QAction::triggered, this, [this, display] {
                if (m_columns) {
                    m_columns->setKeyDisplay(display);
                }
            });
        }
    }
    menu->addSeparator();
    menu->addAction(tr("Reset Columns"), this, [this] {
        applyDefaultLayout();
        if (m_columns) {
            m_columns->setKeyDisplay(Models::ProfileColumns::kDefaultKeyDisplay);
        }
        // Sized now from the rows shown, or else from the first page that comes.
        const bool haveRows = m_model && m_model->rowCount() > 0;
        if (haveRows) {
            sizeColumnsToFirstPage();
        }
        m_columnsSized = haveRows;
        m_headerRestored = haveRows;
        saveHeader();
    });
    return menu;
}

void RowListPane::setModel(Models::RowListModel *model)
{
    if (m_model) {
        disconnect(m_model, nullptr, this, nullptr);
    }
    // A lookup's rows, a bar's drill-down and their "… — Clear" line belong to the table they
    // came from (the line outlived a switch to another table).
    m_keyFilter.clear();
    m_drillDown.reset();
    m_keyFilterBar->hide();
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
            // Remembered widths win.
            m_columnsSized = true;
            if (!m_headerRestored) {
                sizeColumnsToFirstPage();
                // Once: later queries keep the widths the curator may have changed since.
                m_headerRestored = true;
                saveHeader();
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

void RowListPane::selectKey(const QByteArray &key)
{
    if (m_model && !key.isEmpty() && currentKey() != key) {
        selectSourceRow(m_model->rowOfKey(key));
    }
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
