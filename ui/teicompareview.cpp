#include "teicompareview.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTextBlock>
#include <QVBoxLayout>

#include <models/semanticcolors.h>
#include <ui/xmleditor.h>

namespace Ei::Ui {

namespace {

// Removed lines reddish on the left, added ones greenish on the right, blended into the palette's
// base so that dark themes stay readable.
QColor changedColour(const QPalette &palette, int side)
{
    return Models::semanticTint(side == 0 ? Models::SemanticTint::Removed : Models::SemanticTint::Added,
                                palette);
}

} // namespace

TeiCompareView::TeiCompareView(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_headline(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_summaryView(new QTableView(this))
    , m_summary(new Models::TeiDiffSummaryModel(this))
    , m_body(new QSplitter(Qt::Vertical, this))
{
    setObjectName(QStringLiteral("teiCompareView"));
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 4);
    m_headline->setObjectName(QStringLiteral("teiCompareHeadline"));
    // The whole headline at any width: wrapped, in a row of its own above the buttons (a wrapped
    // label in a row of buttons is cut off at the bottom; eliding it hid what differs).
    m_headline->setWordWrap(true);
    m_headline->setContentsMargins(6, 4, 6, 0);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    auto *close =
        new QPushButton(QIcon::fromTheme(QStringLiteral("window-close")), tr("Close Comparison"), this);
    close->setObjectName(QStringLiteral("closeComparison"));
    close->setToolTip(tr("Back to this row's TEI (Esc)"));
    auto *closeAction = new QAction(this);
    closeAction->setShortcut(QKeySequence(Qt::Key_Escape));
    closeAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(closeAction);
    bar->addWidget(m_status, 1);
    bar->addWidget(m_progress);
    bar->addWidget(m_cancel);
    bar->addWidget(close);
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);

    m_notes->setObjectName(QStringLiteral("teiCompareNotes"));
    m_notes->setWordWrap(true);
    m_notes->setContentsMargins(6, 0, 6, 4);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->hide();

    m_summaryView->setModel(m_summary);
    m_summaryView->setObjectName(QStringLiteral("teiCompareSummary"));
    m_summaryView->verticalHeader()->hide();
    m_summaryView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_summaryView->setTabKeyNavigation(false); // Tab leaves the table (the arrow keys move inside it)
    m_summaryView->setWordWrap(false);
    m_summaryView->horizontalHeader()->setSectionResizeMode(Models::TeiDiffSummaryModel::PartColumn,
                                                            QHeaderView::ResizeToContents);
    m_summaryView->horizontalHeader()->setSectionResizeMode(Models::TeiDiffSummaryModel::AColumn,
                                                            QHeaderView::Stretch);
    m_summaryView->horizontalHeader()->setSectionResizeMode(Models::TeiDiffSummaryModel::BColumn,
                                                            QHeaderView::Stretch);
    m_summaryView->verticalHeader()->setDefaultSectionSize(m_summaryView->fontMetrics().height() + 6);

    auto *sides = new QSplitter(Qt::Horizontal, this);
    for (int side = 0; side < 2; ++side) {
        auto *pane = new QWidget(sides);
        auto *layout = new QVBoxLayout(pane);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(0);
        m_titles[side] = new QLabel(pane);
        m_titles[side]->setContentsMargins(6, 2, 6, 2);
        m_titles[side]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_editors[side] = new XmlEditor(pane);
        m_editors[side]->setObjectName(side == 0 ? QStringLiteral("teiCompareA")
                                                 : QStringLiteral("teiCompareB"));
        layout->addWidget(m_titles[side]);
        layout->addWidget(m_editors[side], 1);
        sides->addWidget(pane);
        connect(m_editors[side]->verticalScrollBar(), &QScrollBar::valueChanged, this,
                [this, side](int value) { follow(side, value); });
        connect(m_editors[side]->horizontalScrollBar(), &QScrollBar::valueChanged, this,
                [this, side](int value) { m_editors[1 - side]->horizontalScrollBar()->setValue(value); });
    }
    m_body->addWidget(m_summaryView);
    m_body->addWidget(sides);
    m_body->setStretchFactor(0, 1);
    m_body->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_headline);
    layout->addLayout(bar);
    layout->addWidget(m_notes);
    layout->addWidget(m_body, 1);

    connect(close, &QPushButton::clicked, this, &TeiCompareView::closeRequested);
    connect(closeAction, &QAction::triggered, this, &TeiCompareView::closeRequested);
    connect(m_cancel, &QPushButton::clicked, this, &TeiCompareView::cancelRequested);
    showProgress(QString());
}

TeiCompareView::~TeiCompareView() = default;

void TeiCompareView::setHeadline(const QString &text)
{
    m_headline->setText(text);
}

void TeiCompareView::setWrapLines(bool wrap)
{
    for (XmlEditor *editor : m_editors) {
        editor->setLineWrapMode(wrap ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
    }
}

bool TeiCompareView::wrapsLines() const
{
    return m_editors[0]->lineWrapMode() != QPlainTextEdit::NoWrap;
}

void TeiCompareView::showProgress(const QString &text, qint64 done, qint64 total)
{
    setHeadline(text);
    m_status->clear();
    m_notes->hide();
    m_progress->show();
    m_cancel->show();
    // QProgressBar holds ints: scale byte counts down to per mille.
    m_progress->setRange(0, total > 0 ? 1000 : 0);
    m_progress->setValue(total > 0 ? int(std::clamp<qint64>(done * 1000 / total, 0, 1000)) : 0);
    m_body->setEnabled(false);
}

void TeiCompareView::showProblem(const QString &message)
{
    m_progress->hide();
    m_cancel->hide();
    setHeadline(tr("Cannot compare"));
    m_notes->setText(message);
    m_notes->setStyleSheet(
        QStringLiteral("color: %1")
            .arg(Models::semanticColor(Models::SemanticColor::ErrorText, palette()).name()));
    m_notes->show();
    m_summary->clear();
    for (XmlEditor *editor : m_editors) {
        editor->clear();
    }
    m_body->setEnabled(false);
}

void TeiCompareView::showComparison(const Models::TeiComparison &comparison)
{
    m_progress->hide();
    m_cancel->hide();
    setHeadline(comparison.headline());
    m_notes->setStyleSheet(QString());
    m_notes->setText(comparison.notes.join(u'\n'));
    m_notes->setVisible(!comparison.notes.isEmpty());
    m_summary->setDiff(comparison.structure, comparison.labelA, comparison.labelB);
    m_titles[0]->setText(comparison.labelA);
    m_titles[1]->setText(comparison.labelB);
    m_toOther[0] = comparison.lines.aToB;
    m_toOther[1] = comparison.lines.bToA;
    m_following = true; // no following while the texts are replaced
    m_editors[0]->setPlainText(comparison.textA);
    m_editors[1]->setPlainText(comparison.textB);
    m_following = false;
    highlight(0, comparison.lines.changedA);
    highlight(1, comparison.lines.changedB);
    // The whole summary in view (it is short), the documents below get the rest.
    const int summaryHeight = m_summaryView->horizontalHeader()->height() +
                              m_summary->rowCount() * m_summaryView->verticalHeader()->defaultSectionSize() +
                              2 * m_summaryView->frameWidth();
    const int total = std::max(m_body->height(), summaryHeight * 2);
    m_body->setSizes({summaryHeight, total - summaryHeight});
    m_body->setEnabled(true);
}

QString TeiCompareView::headline() const
{
    return m_headline->text();
}

QString TeiCompareView::problem() const
{
    return m_notes->isVisibleTo(this) ? m_notes->text() : QString();
}

bool TeiCompareView::isBusy() const
{
    return m_cancel->isVisibleTo(this);
}

QList<int> TeiCompareView::highlightedLines(int side) const
{
    QList<int> out;
    for (QTextBlock block = m_editors[side]->document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().hasProperty(QTextFormat::BackgroundBrush)) {
            out.append(block.blockNumber());
        }
    }
    return out;
}

void TeiCompareView::highlight(int side, const QList<bool> &changed)
{
    m_changed[side] = changed;
    QTextDocument *document = m_editors[side]->document();
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    QTextBlockFormat marked;
    marked.setBackground(changedColour(palette(), side));
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const int line = block.blockNumber();
        if (line < changed.size() && changed[line]) {
            cursor.setPosition(block.position());
            cursor.setBlockFormat(marked);
        }
    }
    cursor.endEditBlock();
}

void TeiCompareView::follow(int from, int value)
{
    // QPlainTextEdit scrolls by lines on screen, source lines only while lines do not wrap; the
    // source line on top is asked of the editor (`value` may name another by now: laying out
    // the lines scrolled to renumbers those below them).
    if (m_following || value < 0) {
        return;
    }
    const int block = m_editors[from]->cursorForPosition(QPoint(0, 0)).blockNumber();
    if (block < 0 || block >= m_toOther[from].size()) {
        return;
    }
    const QTextBlock counterpart =
        m_editors[1 - from]->document()->findBlockByNumber(m_toOther[from].at(block));
    if (!counterpart.isValid()) {
        return;
    }
    // Wrapped lines are laid out lazily: scrolling lays out the lines it shows, which renumbers
    // the lines below them, so the counterpart is scrolled to again until it is on top.
    XmlEditor *other = m_editors[1 - from];
    QScrollBar *bar = other->verticalScrollBar();
    m_following = true;
    for (int attempt = 0; attempt < 4; ++attempt) {
        bar->setValue(counterpart.firstLineNumber());
        if (other->cursorForPosition(QPoint(0, 0)).blockNumber() == counterpart.blockNumber() ||
            bar->value() == bar->maximum()) {
            break;
        }
    }
    m_following = false;
}

void TeiCompareView::applyColours()
{
    for (int side = 0; side < 2; ++side) {
        if (!m_changed[side].isEmpty()) {
            highlight(side, m_changed[side]);
        }
    }
}

void TeiCompareView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        applyColours();
    }
    QWidget::changeEvent(event);
}

} // namespace Ei::Ui
