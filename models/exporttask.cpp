#include "exporttask.h"

#include <QFileInfo>

namespace Ei::Models {

ExportTask::ExportTask(Core::ExportJob *job, QObject *parent)
    : BackgroundTask(parent)
    , m_job(job)
    , m_title(tr("Exporting to %1").arg(QFileInfo(job->options().path).fileName()))
{
    connect(job, &Core::ExportJob::progressChanged, this,
            [this](const Core::ExportProgress &p) { Q_EMIT progressChanged(p.rows, p.totalRows); });
    connect(job, &Core::ExportJob::finished, this, &BackgroundTask::finished);
}

ExportTask::~ExportTask() = default;

QString ExportTask::title() const
{
    return m_title;
}

void ExportTask::cancel()
{
    if (m_job) {
        m_job->cancel();
    }
}

} // namespace Ei::Models
