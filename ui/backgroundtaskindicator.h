#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

#include <models/backgroundtask.h>

class QLabel;
class QProgressBar;
class QToolButton;

namespace Ei::Ui {

// The status bar's "something is running" corner: the newest task's title, a progress bar
// (busy when the total is unknown) and a cancel button. Hidden when nothing runs.
class BackgroundTaskIndicator final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BackgroundTaskIndicator)

public:
    explicit BackgroundTaskIndicator(QWidget *parent = nullptr);
    ~BackgroundTaskIndicator() override;

    // Shows `task` until it emits finished(); the indicator does not own it.
    void addTask(Models::BackgroundTask *task);
    int taskCount() const { return int(m_tasks.size()); }

private:
    void refresh();

    QList<QPointer<Models::BackgroundTask>> m_tasks;
    QLabel *m_label = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
};

} // namespace Ei::Ui
