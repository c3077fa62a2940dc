#pragma once

#include <optional>

#include <QPointer>
#include <QWidget>

#include <core/rows/rowquery.h>
#include <models/profilecolumns.h>
#include <models/rowlistmodel.h>

class KMessageWidget;
class QLabel;
class QMenu;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace Ei::Ui {

class FilterBar;

// The left side of the window: the filter bar, the row table (fixed row heights, columns sized
// once) and a "what ran and how long it took" line. It reports the visible rows to the model so
// pages load around what is shown.
class RowListPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RowListPane)

public:
    explicit RowListPane(QWidget *parent = nullptr);
    ~RowListPane() override;

    // The model is not owned; a query from the filter bar goes to it.
    void setModel(Models::RowListModel *model);
    // The profile's columns (not owned): sets them on the model and offers them in the header's
    // context menu (show/hide, key spelling, reset; drag a header to reorder). The choice is
    // remembered per profile in QSettings.
    void setProfileColumns(Models::ProfileColumns *columns);
    // Shows only `keys` (a DOI's rows) with a "label: N rows — Clear" line above the list; the
    // filter bar's query comes back with clearKeyFilter().
    void setKeyFilter(const QString &label, QByteArrayList keys);
    void clearKeyFilter();
    bool hasKeyFilter() const { return !m_keyFilter.isEmpty() || m_drillDown.has_value(); }
    // Shows `query`'s rows (a bar of the Statistics: the filter's query plus the bar's predicates)
    // with a "label — Clear" line above the list, like a lookup's rows; Clear or a filter applied
    // brings the filter bar's query back.
    void showQuery(const QString &label, const Core::RowQuery &query);
    QString keyFilterText() const;
    // A lookup's answer that leaves the list as it is ("No row has DOI …"), in the same line.
    void showLookupNotice(const QString &text);
    // Builds and shows the header's context menu (public for tests).
    QMenu *headerMenu();
    Models::RowListModel *model() const { return m_model; }

    QTableView *view() const { return m_view; }
    FilterBar *filterBar() const { return m_filter; }
    QString runInfo() const;

    QByteArray currentKey() const;
    // The keys of the selected (loaded) rows, in key order.
    QList<QByteArray> selectedKeys() const;
    int currentSourceRow() const;

public Q_SLOTS:
    void selectNext();
    void selectPrevious();
    void selectSourceRow(int row);
    // Selects `key`'s row if it is loaded and not the current one already (the list following
    // the table's current row, set elsewhere).
    void selectKey(const QByteArray &key);

Q_SIGNALS:
    // The current row changed, or its data arrived; `key` is empty while it is a placeholder.
    void currentRowChanged(const QByteArray &key);
    void queryChanged(const Ei::Core::RowQuery &query);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void moveBy(int delta);
    QString settingsPrefix() const;
    void saveHeader();
    void restoreHeader();
    // The profile's defaults: every column in its order, the profile's hidden ones hidden, the
    // title taking the spare width.
    void applyDefaultLayout();
    void updateStretch();
    int stretchColumn() const;
    void fitStretchColumn();
    // Widths from what the first page shows, capped; the stretching column keeps the rest.
    void sizeColumnsToFirstPage();
    void applyQuery();
    void reportVisibleRange();
    void onCurrentChanged();
    void updateRunInfo();

    QPointer<Models::RowListModel> m_model; // may go before the pane (the session owns it)
    QSortFilterProxyModel *m_proxy = nullptr;
    FilterBar *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_runInfo = nullptr;
    QTimer *m_visibleTimer = nullptr;
    KMessageWidget *m_keyFilterBar = nullptr;
    QPointer<Models::ProfileColumns> m_columns;
    QByteArray m_headerBeforeReset;
    QByteArrayList m_keyFilter;
    std::optional<Core::RowQuery> m_drillDown;
    QString m_keyFilterName;
    bool m_headerRestored = false;
    QByteArray m_lastKey;
    qint64 m_lastPageMs = 0;
    bool m_columnsSized = false;
};

} // namespace Ei::Ui
