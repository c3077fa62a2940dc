#pragma once

#include <QDockWidget>
#include <QPointer>

#include <core/util/result.h>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QToolButton;

namespace Ei::Models {
class StatsPresenter;
}

namespace Ei::Ui {

// View → Statistics: counts of the row list's rows by a grouping (stacked by a second one), or a
// histogram of a numeric column, drawn as a bar chart that fills in while the scan runs, with a
// table of the numbers below it. A click on a bar (or a double-click on a line of the table) asks
// the presenter for the rows behind it; the numbers export as TSV, the chart as PNG or SVG.
// The logic is Models::StatsPresenter's; this is its view.
class StatisticsDock final : public QDockWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatisticsDock)

public:
    // Wide enough for a chart of a dozen labelled bars and its legend beside the row list.
    static constexpr int kPreferredWidth = 560;

    explicit StatisticsDock(QWidget *parent = nullptr);
    ~StatisticsDock() override;

    // Not owned; nullptr detaches.
    void setPresenter(Models::StatsPresenter *presenter);

    // Runs what the controls say.
    void run();
    // Counts by `by` (and `thenBy`), choosing them in the controls (the command line's --statistics).
    void count(const QString &by, const QString &thenBy);
    Core::Result<void> exportTsv(const QString &path) const;
    Core::Result<void> exportPng(const QString &path) const;
    Core::Result<void> exportSvg(const QString &path) const;

    QComboBox *byCombo() const { return m_by; }
    QComboBox *thenByCombo() const { return m_thenBy; }
    QComboBox *modeCombo() const { return m_mode; }
    QComboBox *histogramCombo() const { return m_histogram; }
    QSpinBox *binsSpin() const { return m_bins; }
    QChartView *chartView() const { return m_chartView; }
    QTableView *tableView() const { return m_table; }
    QLabel *statusLabel() const { return m_status; }
    // Where a bar's middle is in the chart view's viewport (tests click there).
    QPoint barCenter(int category, int series = 0) const;

private:
    void updateChoices();
    void updateMode();
    void updateState();
    void redraw();
    void chooseExport(const QString &filter, const QString &suffix,
                      Core::Result<void> (StatisticsDock::*write)(const QString &) const);

    QPointer<Models::StatsPresenter> m_presenter;
    QComboBox *m_mode = nullptr;
    QComboBox *m_by = nullptr;
    QComboBox *m_thenBy = nullptr;
    QComboBox *m_histogram = nullptr;
    QSpinBox *m_bins = nullptr;
    QWidget *m_groupControls = nullptr;
    QWidget *m_histogramControls = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QToolButton *m_export = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_note = nullptr;
    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace Ei::Ui
