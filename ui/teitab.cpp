#include "teitab.h"

#include <QAction>

#include <ui/teicompareview.h>
#include <ui/teiview.h>

namespace Ei::Ui {

TeiTab::TeiTab(QWidget *parent)
    : QStackedWidget(parent)
    , m_view(new TeiView(this))
    , m_compare(new TeiCompareView(this))
{
    addWidget(m_view);
    addWidget(m_compare);
    // The comparison wraps its panes as the TEI view does (one toggle for both).
    m_compare->setWrapLines(m_view->wrapAction()->isChecked());
    connect(m_view->wrapAction(), &QAction::toggled, m_compare, &TeiCompareView::setWrapLines);
    connect(m_compare, &TeiCompareView::closeRequested, this, [this] {
        closeComparison();
        Q_EMIT comparisonClosed();
    });
}

TeiTab::~TeiTab() = default;

void TeiTab::showTei(const QByteArray &xml, const QList<Models::OutlineItem> &outline)
{
    m_view->setXml(xml, false);
    m_view->setOutline(outline);
}

void TeiTab::showPlaceholder(const QString &message)
{
    m_view->setPlaceholder(message);
}

void TeiTab::revealSource(qint64 begin, qint64 end)
{
    closeComparison();
    Q_EMIT wantsFront();
    m_view->revealSourceRange(begin, end);
}

void TeiTab::showComparing(const QString &text, qint64 done, qint64 total)
{
    m_compare->showProgress(text, done, total);
    openComparison();
}

void TeiTab::showComparison(const Models::TeiComparison &comparison)
{
    m_compare->showComparison(comparison);
    openComparison();
}

void TeiTab::showComparisonProblem(const QString &message)
{
    m_compare->showProblem(message);
    openComparison();
}

void TeiTab::openComparison()
{
    if (!isComparing()) {
        setCurrentWidget(m_compare);
        Q_EMIT comparingChanged(true);
    }
    Q_EMIT wantsFront();
}

void TeiTab::closeComparison()
{
    if (!isComparing()) {
        return;
    }
    setCurrentWidget(m_view);
    Q_EMIT comparingChanged(false);
}

bool TeiTab::isComparing() const
{
    return currentWidget() == m_compare;
}

} // namespace Ei::Ui
