#pragma once

#include <QWidget>

#include <models/rowquery.h>

class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace Ei::Models {
class RowListModel;
}

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

Q_SIGNALS:
    // The current row changed, or its data arrived; `key` is empty while it is a placeholder.
    void currentRowChanged(const QByteArray &key);
    void queryChanged(const Ei::Models::RowQuery &query);

private:
    void moveBy(int delta);
    void reportVisibleRange();
    void onCurrentChanged();
    void updateRunInfo();

    Models::RowListModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    FilterBar *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_runInfo = nullptr;
    QTimer *m_visibleTimer = nullptr;
    QByteArray m_lastKey;
    qint64 m_lastPageMs = 0;
    bool m_columnsSized = false;
};

} // namespace Ei::Ui
