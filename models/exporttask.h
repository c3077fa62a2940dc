#pragma once

#include <QPointer>

#include <core/export/exportjob.h>
#include <models/backgroundtask.h>

namespace Ei::Models {

// A core ExportJob as the status bar's background task: rows done of the total (busy when the
// total is unknown, as for a scan) and Cancel. The task does not own the job.
class ExportTask final : public BackgroundTask
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportTask)

public:
    explicit ExportTask(Core::ExportJob *job, QObject *parent = nullptr);
    ~ExportTask() override;

    QString title() const override;
    void cancel() override;
    Core::ExportJob *job() const { return m_job; }

private:
    QPointer<Core::ExportJob> m_job;
    QString m_title;
};

} // namespace Ei::Models
