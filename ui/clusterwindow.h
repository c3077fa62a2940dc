#pragma once

#include <QWidget>

class KMessageWidget;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTreeView;

namespace Ei::Models {
class ClusterPresenter;
class RegionListModel;
} // namespace Ei::Models

namespace Ei::Ui {

// The regions of a table drawn as a bar over its key space: each region a segment from its start
// to its end key, shaded by its share of the table's store size.
class RegionBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RegionBar)

public:
    explicit RegionBar(Models::RegionListModel *regions, QWidget *parent = nullptr);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int regionAt(int x) const;
    Models::RegionListModel *m_regions;
};

// Tools → Cluster…: a cluster page (nodes, dead ones in red) and a tables page (namespaces and
// tables; the selected table's families, regions over the key space with their figures, size
// estimates, the schema check with one-click fixes, create / alter / drop). Every write asks for
// confirmation first (drop: the name typed again) and is disabled, with the reason in its tooltip,
// on a read-only connection. F5 reloads.
class ClusterWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterWindow)

public:
    explicit ClusterWindow(Models::ClusterPresenter *presenter, QWidget *parent = nullptr);

    enum class Page
    {
        Cluster,
        Tables,
    };
    void showPage(Page page);
    // The write actions' state (for tests): enabled, and the tooltip that says why not.
    QPushButton *createButton() const { return m_create; }
    QPushButton *alterButton() const { return m_alter; }
    QPushButton *dropButton() const { return m_drop; }
    QPushButton *fixButton() const { return m_fix; }
    QPushButton *checkButton() const { return m_check; }

private:
    void updateWriteActions();
    void updateTable();
    void confirmFix();
    void askCreate();
    void askAlter();
    void askDrop();
    void showMessage(const QString &text, bool isError);

    Models::ClusterPresenter *m_presenter;
    QTabWidget *m_pages;
    QLabel *m_clusterSummary;
    QTableView *m_nodes;
    QTreeView *m_tables;
    QLabel *m_tableTitle;
    QLabel *m_estimate;
    QTableView *m_families;
    RegionBar *m_regionBar;
    QTableView *m_regions;
    QTableView *m_findings;
    QPushButton *m_check;
    QPushButton *m_cancelCheck;
    QProgressBar *m_progress;
    QLabel *m_checkSummary;
    QPushButton *m_fix;
    QPushButton *m_create;
    QPushButton *m_alter;
    QPushButton *m_drop;
    KMessageWidget *m_message; // the last write's outcome or error; hidden until there is one
};

} // namespace Ei::Ui
