#pragma once

class QLineEdit;
class QTabWidget;
class QWidget;

namespace Ei::Ui {
class BackgroundTaskIndicator;
class Banner;
class CellsView;
class HistoryView;
class MatchView;
class PdfPane;
class RowListPane;
class StatisticsDock;
class StatusView;
class TeiView;
} // namespace Ei::Ui

namespace Ei::Test {

// The parts of an inspector window, found by their type (or, for plain Qt widgets, by the name the
// window gives them), for tests that look at or drive what a curator sees, given any top-level
// widget (MainWindow::parts() names the same ones); a missing part fails the calling test through
// a null pointer.
Ui::RowListPane *rowListOf(const QWidget &window);
Ui::StatisticsDock *statisticsDockOf(const QWidget &window);
Ui::TeiView *teiViewOf(const QWidget &window);
Ui::MatchView *matchViewOf(const QWidget &window);
Ui::CellsView *cellsViewOf(const QWidget &window);
Ui::StatusView *statusViewOf(const QWidget &window);
Ui::HistoryView *historyViewOf(const QWidget &window);
Ui::Banner *bannerOf(const QWidget &window);
Ui::BackgroundTaskIndicator *taskIndicatorOf(const QWidget &window);
Ui::PdfPane *pdfPaneOf(const QWidget &window);
QTabWidget *rowTabsOf(const QWidget &window);
QLineEdit *lookupEditOf(const QWidget &window);
// The container the PDF pane is put in.
QWidget *pdfPaneSlotOf(const QWidget &window);

} // namespace Ei::Test
