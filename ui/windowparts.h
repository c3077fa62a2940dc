#pragma once

class QLabel;
class QStatusBar;
class QTabWidget;
class QWidget;

namespace Ei::Ui {

class BackgroundTaskIndicator;
class Banner;
class CellsView;
class HistoryView;
class LookupBox;
class MatchView;
class RowListPane;
class StatisticsDock;
class StatusView;
class TeiTab;

// The parts of an inspector window that their owners talk to directly (docs/architecture.md, "Who
// owns which tab"): the window makes them and lays them out, and hands each owner the parts it
// shows things in, so nothing goes through the window. None is owned here.
struct WindowParts
{
    QWidget *window = nullptr; // the parent of dialogs
    QStatusBar *statusBar = nullptr;
    QLabel *connectionLabel = nullptr; // the status bar's "where am I" text
    BackgroundTaskIndicator *tasks = nullptr;
    Banner *banner = nullptr; // network problems
    LookupBox *lookup = nullptr;
    RowListPane *rowList = nullptr;
    StatisticsDock *statistics = nullptr;
    QTabWidget *tabs = nullptr; // the row's tabs, in this order:
    TeiTab *tei = nullptr;
    MatchView *match = nullptr;
    CellsView *cells = nullptr;
    StatusView *status = nullptr;
    HistoryView *history = nullptr;
};

} // namespace Ei::Ui
