#include "windowparts.h"

#include <QLineEdit>
#include <QTabWidget>

#include <ui/backgroundtaskindicator.h>
#include <ui/banner.h>
#include <ui/cellsview.h>
#include <ui/historyview.h>
#include <ui/matchview.h>
#include <ui/pdfpane.h>
#include <ui/rowlistpane.h>
#include <ui/statisticsdock.h>
#include <ui/statusview.h>
#include <ui/teiview.h>

namespace Ei::Test {

namespace {
template<typename Part>
Part *only(const QWidget &window, const QString &name = {})
{
    const QList<Part *> parts = window.findChildren<Part *>(name);
    return parts.size() == 1 ? parts.constFirst() : nullptr;
}
} // namespace

Ui::RowListPane *rowListOf(const QWidget &window)
{
    return only<Ui::RowListPane>(window);
}

Ui::StatisticsDock *statisticsDockOf(const QWidget &window)
{
    return only<Ui::StatisticsDock>(window);
}

Ui::TeiView *teiViewOf(const QWidget &window)
{
    return only<Ui::TeiView>(window);
}

Ui::MatchView *matchViewOf(const QWidget &window)
{
    return only<Ui::MatchView>(window);
}

Ui::CellsView *cellsViewOf(const QWidget &window)
{
    return only<Ui::CellsView>(window);
}

Ui::StatusView *statusViewOf(const QWidget &window)
{
    return only<Ui::StatusView>(window);
}

Ui::HistoryView *historyViewOf(const QWidget &window)
{
    return only<Ui::HistoryView>(window);
}

Ui::Banner *bannerOf(const QWidget &window)
{
    return only<Ui::Banner>(window);
}

Ui::BackgroundTaskIndicator *taskIndicatorOf(const QWidget &window)
{
    return only<Ui::BackgroundTaskIndicator>(window);
}

Ui::PdfPane *pdfPaneOf(const QWidget &window)
{
    return only<Ui::PdfPane>(window);
}

QTabWidget *rowTabsOf(const QWidget &window)
{
    return only<QTabWidget>(window, QStringLiteral("rowTabs"));
}

QLineEdit *lookupEditOf(const QWidget &window)
{
    return only<QLineEdit>(window, QStringLiteral("lookupEdit"));
}

QWidget *pdfPaneSlotOf(const QWidget &window)
{
    return only<QWidget>(window, QStringLiteral("pdfPaneSlot"));
}

} // namespace Ei::Test
