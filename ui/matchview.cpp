#include "matchview.h"

#include <QEvent>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <models/semanticcolors.h>
#include <ui/matcheditpanel.h>
#include <ui/wrappingdelegate.h>

namespace Ei::Ui {

using Models::Agreement;
using Models::MatchInfo;

namespace {
// Agreement colours blended into the palette's base so they work on dark themes too.
QColor agreementColor(Agreement a, const QPalette &pal)
{
    switch (a) {
    case Agreement::Agree:
        return Models::semanticTint(Models::SemanticTint::Agree, pal);
    case Agreement::Partial:
        return Models::semanticTint(Models::SemanticTint::Partial, pal);
    case Agreement::Disagree:
        return Models::semanticTint(Models::SemanticTint::Disagree, pal);
    case Agreement::Missing:
        break;
    }
    return {};
}

QTableWidget *makeTable(const QStringList &headers, QWidget *parent)
{
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setTabKeyNavigation(false); // Tab leaves the table (the arrow keys move inside it)
    table->setWordWrap(false);
    return table;
}
} // namespace

MatchView::MatchView(QWidget *parent)
    : QWidget(parent)
    , m_verdict(new QLabel(this))
    , m_status(new QLabel(this))
    , m_preview(new QLabel(this))
    , m_edit(new MatchEditPanel(this))
    , m_crossref(new QLabel(this))
    , m_fields(makeTable({tr("Field"), tr("GROBID"), tr("Crossref"), tr("Score"), tr("Reason")}, this))
    , m_history(makeTable({tr("Rev"), tr("When"), tr("By"), tr("Status"), tr("DOI"), tr("Note")}, this))
{
    QFont big = m_verdict->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_verdict->setFont(big);
    // Wrapped, so a long list of reasons cannot set the whole tab area's minimum width (it used to
    // squeeze the PDF pane to a sliver in a window under ~1,250 px).
    m_verdict->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setObjectName(QStringLiteral("doiPreview"));
    m_preview->setWordWrap(true);
    m_preview->hide();
    m_crossref->setWordWrap(true);
    m_crossref->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_crossref->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // The comparison a curator came to read is wrapped, never cut: rows grow to their text,
    // below kNarrowWidth the Reason column gives its width to the values (the reason moves into
    // each cell's tooltip), and where two value columns of kValueColumnChars do not fit side by
    // side the values are stacked (fillFields()).
    m_fields->setObjectName(QStringLiteral("matchFields"));
    m_fields->setAccessibleName(tr("GROBID header vs Crossref"));
    m_fields->setWordWrap(true);
    m_fields->setItemDelegate(new WrappingDelegate(m_fields));
    m_fields->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_fields->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_fields->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_fields->horizontalHeader()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    m_fields->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Rows are as tall as their wrapped text at the columns' current widths.
    connect(m_fields->horizontalHeader(), &QHeaderView::sectionResized, m_fields,
            &QTableView::resizeRowsToContents);
    m_fields->installEventFilter(this); // its width decides whether the comparison is stacked
    m_history->setObjectName(QStringLiteral("matchHistory"));
    m_history->setAccessibleName(tr("Match history"));
    m_history->horizontalHeader()->setSectionResizeMode(5, QHeaderView::Stretch);

    auto *crossrefBox = new QGroupBox(tr("Crossref record"), this);
    (new QVBoxLayout(crossrefBox))->addWidget(m_crossref);
    auto *fieldsBox = new QGroupBox(tr("GROBID header vs Crossref"), this);
    (new QVBoxLayout(fieldsBox))->addWidget(m_fields);
    auto *historyBox = new QGroupBox(tr("History"), this);
    (new QVBoxLayout(historyBox))->addWidget(m_history);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(fieldsBox);
    splitter->addWidget(crossrefBox);
    splitter->addWidget(historyBox);
    splitter->setSizes({300, 120, 120});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_verdict);
    layout->addWidget(m_status);
    layout->addWidget(m_edit);
    layout->addWidget(m_preview);
    layout->addWidget(splitter, 1);
    clear();
}

MatchView::~MatchView() = default;

QString MatchView::verdictText() const
{
    return m_verdict->text();
}

void MatchView::clear()
{
    setMatch({});
}

void MatchView::setMatch(const MatchInfo &info)
{
    m_verdict->setText(
        info.verdict.isEmpty()
            ? tr("No verdict")
            : tr("Verdict: %1").arg(info.verdict) +
                  (info.verdictReasons.isEmpty()
                       ? QString()
                       : QStringLiteral("  (") + info.verdictReasons.join(QStringLiteral(", ")) + u')'));
    m_status->setText(tr("Match status: %1 · DOI: %2")
                          .arg(info.mstatus.isEmpty() ? tr("none") : info.mstatus,
                               info.doi.isEmpty() ? tr("none") : info.doi));
    m_preview->hide();
    m_shown = info;
    showComparison(info);

    m_history->setRowCount(int(info.history.size()));
    // Newest first: the history is stored newest last.
    for (int i = 0; i < info.history.size(); ++i) {
        const Models::MatchHistoryEntry &h = info.history[info.history.size() - 1 - i];
        const QStringList cells{QString::number(h.rev), h.at, h.by, h.mstatus, h.doi, h.note};
        for (int c = 0; c < cells.size(); ++c) {
            m_history->setItem(i, c, new QTableWidgetItem(cells[c]));
        }
    }
}

QString MatchView::previewText() const
{
    return m_preview->isHidden() ? QString() : m_preview->text();
}

void MatchView::showDoiPreview(const QString &doi, const MatchInfo &preview)
{
    if (doi.isEmpty()) {
        m_preview->hide();
        showComparison(m_shown);
        return;
    }
    {
        m_preview->setText(
            tr("Previewing %1 (not saved): its Crossref record and the comparison with "
               "GROBID's header are shown below. %2")
                .arg(doi, preview.verdict.isEmpty() ? QString() : tr("Verdict: %1.").arg(preview.verdict)));
        m_preview->show();
    }
    showComparison(preview);
}

void MatchView::showComparison(const MatchInfo &info)
{
    if (info.crossref) {
        const Models::CrossrefSummary &c = *info.crossref;
        m_crossref->setText(tr("%1\n%2\n%3 %4 (%5) vol. %6 no. %7 pp. %8 · %9 · %10")
                                .arg(c.title, c.authors.join(QStringLiteral("; ")), c.container, c.issn,
                                     c.year, c.volume, c.issue, c.pages, c.type, c.doi));
    } else {
        m_crossref->setText(info.crossrefProblem.isEmpty() ? tr("No Crossref record loaded.")
                                                           : info.crossrefProblem);
    }

    m_compared = info.fields;
    fillFields();
}

void MatchView::fillFields()
{
    // Side by side: one row a field, GROBID's and Crossref's value in columns of their own.
    // Stacked: two rows a field, its name, score and reason spanning both, the source named in a
    // narrow column and both values in one wide column.
    QHeaderView *header = m_fields->horizontalHeader();
    m_fields->clearSpans();
    m_fields->setHorizontalHeaderLabels(
        m_stacked ? QStringList{tr("Field"), tr("Source"), tr("Value"), tr("Score"), tr("Reason")}
                  : QStringList{tr("Field"), tr("GROBID"), tr("Crossref"), tr("Score"), tr("Reason")});
    header->setSectionResizeMode(1, m_stacked ? QHeaderView::ResizeToContents : QHeaderView::Stretch);
    header->setSectionResizeMode(2, QHeaderView::Stretch);
    const int rowsPerField = m_stacked ? 2 : 1;
    m_fields->setRowCount(int(m_compared.size()) * rowsPerField);
    for (int i = 0; i < m_compared.size(); ++i) {
        const Models::FieldComparison &f = m_compared[i];
        const QColor bg = agreementColor(f.agreement, palette());
        const auto put = [&](int row, int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(f.reason.isEmpty() || column == 4 ? text : tr("%1\n\n%2").arg(text, f.reason));
            if (bg.isValid()) {
                item->setBackground(bg);
            }
            if (column == 3) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_fields->setItem(row, column, item);
        };
        const int row = i * rowsPerField;
        const QString score = f.score < 0 ? QString() : QString::number(f.score, 'f', 2);
        put(row, 0, f.field);
        put(row, 3, score);
        put(row, 4, f.reason);
        if (m_stacked) {
            put(row, 1, tr("GROBID"));
            put(row, 2, f.grobidValue);
            put(row + 1, 1, tr("Crossref"));
            put(row + 1, 2, f.crossrefValue);
            for (const int column : {0, 3, 4}) {
                m_fields->setSpan(row, column, 2, 1);
            }
        } else {
            put(row, 1, f.grobidValue);
            put(row, 2, f.crossrefValue);
        }
    }
    m_fields->resizeRowsToContents();
}

bool MatchView::wantsStacked() const
{
    // The room the two value columns would share: the table's width less the Field and Score
    // columns (and Reason where it shows) and the vertical scroll bar.
    const int valueWidth = kValueColumnChars * m_fields->fontMetrics().averageCharWidth();
    int others = m_fields->frameWidth() * 2 + m_fields->verticalScrollBar()->sizeHint().width();
    for (const int column : {0, 3, 4}) {
        if (!m_fields->isColumnHidden(column)) {
            others += m_fields->columnWidth(column);
        }
    }
    return m_fields->width() - others < 2 * valueWidth;
}

void MatchView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_fields->setColumnHidden(4, width() < kNarrowWidth);
}

bool MatchView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_fields && event->type() == QEvent::Resize && wantsStacked() != m_stacked) {
        m_stacked = !m_stacked;
        fillFields();
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Ei::Ui
