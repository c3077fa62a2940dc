#include "statisticsdock.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QFileDialog>
#include <QFormLayout>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QSvgGenerator>
#include <QTableView>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <models/statspresenter.h>

namespace Ei::Ui {

namespace {

// More categories than this: no count above each bar, slanted axis labels.
constexpr int kMaxLabelledBars = 16;

Core::Result<void> writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        return Core::fail(Core::ErrorKind::Io,
                          StatisticsDock::tr("Could not write %1: %2").arg(path, file.errorString()));
    }
    return {};
}

} // namespace

StatisticsDock::StatisticsDock(QWidget *parent)
    : QDockWidget(tr("Statistics"), parent)
    , m_mode(new QComboBox(this))
    , m_by(new QComboBox(this))
    , m_thenBy(new QComboBox(this))
    , m_histogram(new QComboBox(this))
    , m_bins(new QSpinBox(this))
    , m_groupControls(new QWidget(this))
    , m_histogramControls(new QWidget(this))
    , m_run(new QPushButton(tr("Count"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_export(new QToolButton(this))
    , m_status(new QLabel(this))
    , m_note(new QLabel(this))
    , m_chart(new QChart())
    , m_chartView(new QChartView(m_chart, this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("statisticsDock"));
    m_table->setAccessibleName(tr("Counts"));
    m_chartView->setAccessibleName(tr("Chart of the counts"));
    m_chartView->setAccessibleDescription(
        tr("A bar chart of the filtered rows by the chosen column; the same counts are in the table below"));
    // Narrower than their longest entry when the dock is (the list opens at full width), so the
    // dock does not push a 1366 px window wider than the screen.
    for (QComboBox *box : {m_mode, m_by, m_thenBy, m_histogram}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    m_mode->addItem(tr("Rows by value"));
    m_mode->addItem(tr("Histogram"));
    m_mode->setToolTip(tr("Count the rows per value of a column, or draw a numeric column's distribution"));
    m_by->setToolTip(tr("A column of the profile, or a field derived from one (grobid_version, crawl_month, "
                        "size_bucket)"));
    m_thenBy->setToolTip(tr("A second grouping: each bar is split by its values (stacked bars)"));
    m_bins->setRange(1, 1000);
    m_bins->setValue(10);
    // Not a default button: outside a dialog that only changes its look, and Fusion draws a
    // default button as it draws focus, so Tab on it showed nothing.
    m_run->setToolTip(tr("Count the rows of the row list's filter on the server"));
    m_cancel->setEnabled(false);
    m_export->setText(tr("Export"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(m_export);
    exportMenu->addAction(tr("Numbers as TSV…"), this, [this] {
        chooseExport(tr("Tab-separated values (*.tsv)"), QStringLiteral("tsv"), &StatisticsDock::exportTsv);
    });
    exportMenu->addAction(tr("Chart as PNG…"), this, [this] {
        chooseExport(tr("PNG image (*.png)"), QStringLiteral("png"), &StatisticsDock::exportPng);
    });
    exportMenu->addAction(tr("Chart as SVG…"), this, [this] {
        chooseExport(tr("SVG image (*.svg)"), QStringLiteral("svg"), &StatisticsDock::exportSvg);
    });
    m_export->setMenu(exportMenu);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setWordWrap(true);
    m_note->hide();

    auto *groupForm = new QFormLayout(m_groupControls);
    groupForm->setContentsMargins(0, 0, 0, 0);
    groupForm->addRow(tr("By"), m_by);
    groupForm->addRow(tr("Then by"), m_thenBy);
    auto *histogramForm = new QFormLayout(m_histogramControls);
    histogramForm->setContentsMargins(0, 0, 0, 0);
    histogramForm->addRow(tr("Column"), m_histogram);
    histogramForm->addRow(tr("Bins"), m_bins);

    // The mode on a line of its own: beside the three buttons it made the dock ~390 px at least.
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_export);

    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(2, 2, 2, 2));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    // A chart and an empty table show no focus of their own: a frame in the highlight colour
    // says where Tab has landed (the arrow keys scroll them).
    m_chartView->setStyleSheet(
        QStringLiteral("QGraphicsView { border: 1px solid palette(mid); } QGraphicsView:focus { border: 2px "
                       "solid palette(highlight); }"));
    m_table->setStyleSheet(QStringLiteral("QTableView:focus { border: 2px solid palette(highlight); }"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false); // Tab leaves the table (the arrow keys move inside it)
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("Double-click a line to show its rows in the row list"));
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_chartView);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({3000, 1000}); // proportions: the chart first

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_mode);
    layout->addLayout(buttons);
    layout->addWidget(m_groupControls);
    layout->addWidget(m_histogramControls);
    layout->addWidget(m_status);
    layout->addWidget(m_note);
    layout->addWidget(splitter, 1);
    setWidget(content);
    // Tab as it reads: the mode, then its buttons on the line below, then the mode's fields.
    setTabOrder(m_mode, m_run);
    setTabOrder(m_run, m_cancel);
    setTabOrder(m_cancel, m_export);

    connect(m_mode, &QComboBox::currentIndexChanged, this, &StatisticsDock::updateMode);
    connect(m_run, &QPushButton::clicked, this, &StatisticsDock::run);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_presenter) {
            m_presenter->cancel();
        }
    });
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (m_presenter) {
            const auto [category, series] = m_presenter->table()->barAt(index.row());
            m_presenter->requestDrillDown(category, series);
        }
    });
    updateMode();
    updateState();
}

StatisticsDock::~StatisticsDock() = default;

void StatisticsDock::setPresenter(Models::StatsPresenter *presenter)
{
    if (m_presenter) {
        disconnect(m_presenter, nullptr, this, nullptr);
    }
    m_presenter = presenter;
    m_table->setModel(presenter ? presenter->table() : nullptr);
    if (presenter) {
        connect(presenter, &Models::StatsPresenter::choicesChanged, this, &StatisticsDock::updateChoices);
        connect(presenter, &Models::StatsPresenter::stateChanged, this, &StatisticsDock::updateState);
        connect(presenter, &Models::StatsPresenter::countsChanged, this, &StatisticsDock::redraw);
        connect(presenter, &Models::StatsPresenter::failedDrillDown, this, [this](const QString &reason) {
            m_note->setText(reason);
            m_note->show();
        });
    }
    updateChoices();
    updateState();
    redraw();
}

void StatisticsDock::updateChoices()
{
    const QString by = m_by->currentText();
    const QString thenBy = m_thenBy->currentData().toString();
    const QString histogram = m_histogram->currentText();
    m_by->clear();
    m_thenBy->clear();
    m_histogram->clear();
    m_thenBy->addItem(tr("(nothing)"), QString());
    if (m_presenter) {
        m_by->addItems(m_presenter->groupings());
        for (const QString &id : m_presenter->groupings()) {
            m_thenBy->addItem(id, id);
        }
        m_histogram->addItems(m_presenter->histogramColumns());
    }
    m_by->setCurrentIndex(
        std::max(0, m_by->findText(by.isEmpty() ? QStringLiteral("grobid0:status_code") : by)));
    m_thenBy->setCurrentIndex(std::max(0, m_thenBy->findData(thenBy)));
    m_histogram->setCurrentIndex(
        std::max(0, m_histogram->findText(histogram.isEmpty() ? QStringLiteral("file:size") : histogram)));
    updateState();
}

void StatisticsDock::updateMode()
{
    const bool histogram = m_mode->currentIndex() == 1;
    m_groupControls->setVisible(!histogram);
    m_histogramControls->setVisible(histogram);
}

void StatisticsDock::run()
{
    if (!m_presenter) {
        return;
    }
    m_note->hide();
    Models::StatsRequest request;
    if (m_mode->currentIndex() == 1) {
        request.histogram = m_histogram->currentText();
        request.bins = m_bins->value();
    } else {
        request.by = m_by->currentText();
        request.thenBy = m_thenBy->currentData().toString();
    }
    m_presenter->start(request);
}

void StatisticsDock::count(const QString &by, const QString &thenBy)
{
    m_mode->setCurrentIndex(0);
    m_by->setCurrentIndex(std::max(0, m_by->findText(by)));
    m_thenBy->setCurrentIndex(std::max(0, m_thenBy->findData(thenBy)));
    if (m_presenter) {
        m_note->hide();
        // As asked, not as chosen: a grouping the profile does not offer gets the presenter's answer.
        m_presenter->start({.by = by, .thenBy = thenBy});
    }
}

void StatisticsDock::updateState()
{
    const bool running = m_presenter && m_presenter->isRunning();
    m_run->setEnabled(m_presenter && !running && m_by->count() > 0);
    m_cancel->setEnabled(running);
    m_export->setEnabled(m_presenter && !running && !m_presenter->chart().isEmpty());
    m_status->setText(m_presenter ? m_presenter->statusText() : tr("Open a table to count its rows."));
    if (m_presenter && m_presenter->state() == Models::StatsPresenter::State::Failed) {
        m_status->setStyleSheet(QStringLiteral("color: palette(highlight);"));
    } else {
        m_status->setStyleSheet(QString());
    }
}

void StatisticsDock::redraw()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    if (!m_presenter || m_presenter->chart().isEmpty()) {
        m_chart->setTitle(QString());
        m_table->resizeColumnsToContents();
        return;
    }
    const Models::StatsChart &c = m_presenter->chart();
    const bool stacked = c.series.size() > 1;
    QAbstractBarSeries *series = stacked ? static_cast<QAbstractBarSeries *>(new QStackedBarSeries)
                                         : static_cast<QAbstractBarSeries *>(new QBarSeries);
    qint64 highest = 0;
    for (int s = 0; s < c.series.size(); ++s) {
        auto *set = new QBarSet(c.series.at(s));
        set->setLabelColor(palette().color(QPalette::WindowText)); // the theme's default is white
        for (int category = 0; category < c.categories.size(); ++category) {
            set->append(double(c.countAt(category, s)));
        }
        series->append(set);
        connect(set, &QBarSet::clicked, this, [this, s](int category) {
            if (m_presenter) {
                m_presenter->requestDrillDown(category, s);
            }
        });
        connect(set, &QBarSet::hovered, this, [this, s](bool on, int category) {
            if (!on || !m_presenter) {
                QToolTip::hideText();
                return;
            }
            const Models::StatsChart &chart = m_presenter->chart();
            const qint64 count = chart.countAt(category, s);
            const double share = chart.total > 0 ? 100.0 * double(count) / double(chart.total) : 0.0;
            QString what = chart.categories.value(category);
            if (chart.series.size() > 1) {
                what += QStringLiteral(" · ") + chart.series.value(s);
            }
            QToolTip::showText(QCursor::pos(), tr("%1: %L2 rows (%3 % of %L4)\nClick to show these rows.")
                                                   .arg(what)
                                                   .arg(count)
                                                   .arg(share, 0, 'f', 1)
                                                   .arg(chart.total));
        });
    }
    QStringList labels;
    for (int category = 0; category < c.categories.size(); ++category) {
        qint64 count = 0;
        for (int s = 0; s < c.series.size(); ++s) {
            count += c.countAt(category, s);
        }
        highest = std::max(highest, count);
        const double share = c.total > 0 ? 100.0 * double(count) / double(c.total) : 0.0;
        // Categories must be unique: the share makes equal labels no more alike than their values.
        // Axis labels are rich text: the share goes on a line of its own.
        labels.append(QStringLiteral("%1<br>%2 %")
                          .arg(c.categories.at(category).toHtmlEscaped())
                          .arg(share, 0, 'f', 1));
    }
    const bool labelled = c.categories.size() <= kMaxLabelledBars;
    m_chart->addSeries(series);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsVisible(labelled && !stacked);
    auto *x = new QBarCategoryAxis;
    x->append(labels);
    x->setLabelsAngle(labelled ? 0 : -60);
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%d"));
    y->setRange(0, double(std::max<qint64>(1, highest)) * 1.12);
    y->applyNiceNumbers();
    y->setTitleText(tr("Rows"));
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    m_chart->legend()->setVisible(stacked);
    m_chart->setTitle(c.title);
    QStringList notes;
    if (c.hiddenCategories > 0) {
        notes << tr("%n more value(s) are not shown; the TSV export has them.", nullptr, c.hiddenCategories);
    }
    if (c.hiddenSeries > 0) {
        notes << tr("%n more value(s) of the second grouping are not shown; the TSV export has them.",
                    nullptr, c.hiddenSeries);
    }
    m_note->setText(notes.join(QLatin1Char(' ')));
    m_note->setVisible(!notes.isEmpty());
    m_table->resizeColumnsToContents();
}

QPoint StatisticsDock::barCenter(int category, int series) const
{
    const auto all = m_chart->series();
    if (all.isEmpty() || !m_presenter) {
        return {};
    }
    // A redraw's new axes are laid out on a posted event: lay them out now, so the bars are where
    // they will be clicked.
    if (QGraphicsLayout *layout = m_chart->layout()) {
        layout->activate();
    }
    const Models::StatsChart &c = m_presenter->chart();
    double below = 0;
    for (int s = 0; s < series; ++s) {
        below += double(c.countAt(category, s));
    }
    const QPointF value(category, below + double(c.countAt(category, series)) / 2);
    const QPointF inScene = m_chart->mapToScene(m_chart->mapToPosition(value, all.first()));
    return m_chartView->mapFromScene(inScene);
}

Core::Result<void> StatisticsDock::exportTsv(const QString &path) const
{
    if (!m_presenter) {
        return Core::fail(Core::ErrorKind::InvalidInput, tr("There are no counts to export."));
    }
    return writeFile(path, m_presenter->tsv());
}

Core::Result<void> StatisticsDock::exportPng(const QString &path) const
{
    // The chart as the dock shows it (the export buttons are in the dock, so it is on screen).
    const QImage image = m_chartView->grab().toImage();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        return Core::fail(Core::ErrorKind::Internal, tr("The chart could not be encoded as PNG."));
    }
    return writeFile(path, buffer.data());
}

Core::Result<void> StatisticsDock::exportSvg(const QString &path) const
{
    const QSize size = m_chartView->size();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(), size));
    svg.setTitle(m_chart->title());
    svg.setDescription(m_presenter ? m_presenter->statusText() : QString());
    {
        QPainter painter(&svg);
        m_chartView->render(&painter);
    }
    return writeFile(path, buffer.data());
}

void StatisticsDock::chooseExport(const QString &filter, const QString &suffix,
                                  Core::Result<void> (StatisticsDock::*write)(const QString &) const)
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export Statistics"),
                                                QStringLiteral("statistics.") + suffix, filter);
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1Char('.') + suffix)) {
        path += QLatin1Char('.') + suffix;
    }
    if (const auto written = (this->*write)(path); !written) {
        m_note->setText(written.error().message);
        m_note->show();
    }
}

} // namespace Ei::Ui
