#pragma once

#include <functional>

#include <models/backgroundtask.h>

namespace Ei::Models {

// A BackgroundTask for work that is not itself a task object (a DOI scan, a row-list scan, a PDF
// download): the owner reports progress and the end; cancel() runs the given function, which
// must lead to finish(). finished() is emitted once; later reports are ignored.
class CallbackTask final : public BackgroundTask
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CallbackTask)

public:
    CallbackTask(QString title, std::function<void()> onCancel, QObject *parent = nullptr)
        : BackgroundTask(parent)
        , m_title(std::move(title))
        , m_onCancel(std::move(onCancel))
    {}
    ~CallbackTask() override = default;

    QString title() const override { return m_title; }
    void cancel() override
    {
        if (!m_finished && m_onCancel) {
            m_onCancel();
        }
    }

    void setProgress(qint64 done, qint64 total)
    {
        if (!m_finished) {
            Q_EMIT progressChanged(done, total);
        }
    }
    void finish()
    {
        if (!m_finished) {
            m_finished = true;
            Q_EMIT finished();
        }
    }
    bool isFinished() const { return m_finished; }

private:
    QString m_title;
    std::function<void()> m_onCancel;
    bool m_finished = false;
};

} // namespace Ei::Models
