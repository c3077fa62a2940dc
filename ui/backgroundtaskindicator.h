#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

#include <core/util/job.h>

class QLabel;
class QProgressBar;
class QToolButton;

namespace Ei::Ui {

// The status bar's "something is running" corner: the newest job's title, a progress bar
// (busy when the total is unknown) and a cancel button. Hidden when nothing runs. Shows any core
// Job (an export, a DOI search, a PDF download, reprocessing, the row list's scan).
class BackgroundTaskIndicator final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BackgroundTaskIndicator)

public:
    explicit BackgroundTaskIndicator(QWidget *parent = nullptr);
    ~BackgroundTaskIndicator() override;

    // Shows `job` until it emits finished(); the indicator does not own it. With a delay, only if
    // it is still running then, so quick work (a cached PDF, a short scan) does not flicker.
    void addTask(Core::Job *job, int delayMs = 0);
    int taskCount() const { return int(m_tasks.size()); }

private:
    void refresh();

    QList<QPointer<Core::Job>> m_tasks;
    QLabel *m_label = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
};

} // namespace Ei::Ui
