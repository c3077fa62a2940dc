#pragma once

#include <QObject>
#include <QString>

namespace Ei::Models {

// A piece of long-running work the status bar shows with a progress bar and a cancel button
// (DOI scans, exports, batch reprocessing). The integrator wraps its jobs in this interface.
//
// Contract: progressChanged() reports `done` of `total` (total < 0: unknown, shown as busy);
// finished() is emitted exactly once, also after cancel(); after finished() the indicator
// forgets the task, and the owner may delete it.
class BackgroundTask : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BackgroundTask)

public:
    using QObject::QObject;
    ~BackgroundTask() override = default;

    // Short, for the status bar: "Scanning for DOI 10.1234/x".
    virtual QString title() const = 0;
    // Asks the work to stop; it must still emit finished().
    virtual void cancel() = 0;

Q_SIGNALS:
    void progressChanged(qint64 done, qint64 total);
    void finished();
};

} // namespace Ei::Models
