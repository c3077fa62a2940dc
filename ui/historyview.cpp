#include "historyview.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Ei::Ui {

namespace {

struct Step
{
    QString at;
    QString rev;
    QString by;
    QString what;
    QString field;
    QString note;
};

} // namespace

HistoryView::HistoryView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(0, 6, this))
{
    setObjectName(QStringLiteral("historyView"));
    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setAccessibleName(tr("Change history"));
    m_table->setHorizontalHeaderLabels({tr("When"), tr("Cell"), tr("Rev"), tr("By"), tr("What"), tr("Note")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false); // Tab leaves the table (the arrow keys move inside it)
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_summary->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    clear();
}

HistoryView::~HistoryView() = default;

void HistoryView::clear()
{
    setRow(Core::JournalRow{});
}

void HistoryView::setRow(const Core::JournalRow &row)
{
    QList<Step> steps;
    if (row.match) {
        for (const Core::MatchHistoryEntry &h : row.match->history) {
            QStringList what{h.mstatus.isEmpty() ? tr("status cleared") : tr("status %1").arg(h.mstatus)};
            if (!h.doi.isEmpty()) {
                what << tr("DOI %1").arg(h.doi);
            }
            steps.append({h.at, QString::number(h.rev), h.by, what.join(QStringLiteral(", ")),
                          QStringLiteral("match0:minfo"), h.note});
        }
    }
    if (row.quality) {
        const Core::QualityInfo &q = *row.quality;
        steps.append({q.at, q.bareWord ? QString() : QString::number(q.rev), q.by,
                      tr("quality %1").arg(q.quality), QStringLiteral("grobid0:quality"), q.note});
    }
    // Newest first; ISO-8601 UTC sorts as text. Equal times keep minfo's own order (newest last).
    std::stable_sort(steps.begin(), steps.end(), [](const Step &a, const Step &b) { return a.at < b.at; });
    std::reverse(steps.begin(), steps.end());
    m_table->setRowCount(int(steps.size()));
    for (int r = 0; r < steps.size(); ++r) {
        const Step &s = steps[r];
        const QStringList cells{s.at, s.field, s.rev, s.by, s.what, s.note};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    if (row.key.isEmpty()) {
        m_summary->setText(tr("No row selected."));
    } else if (steps.isEmpty()) {
        m_summary->setText(tr("No curator has edited this row yet."));
    } else {
        m_summary->setText(
            tr("%n revision(s), newest first. The quality cell keeps only its latest revision.", nullptr,
               int(steps.size())));
    }
}

} // namespace Ei::Ui
