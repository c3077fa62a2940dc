#include "job.h"

namespace Ei::Core {

Job::Job(QString title, QObject *parent)
    : QObject(parent)
    , m_title(std::move(title))
    , m_outcome(fail(ErrorKind::Internal, QStringLiteral("the job has not finished")))
{}

Job::~Job() = default;

void Job::reportProgress(qint64 done, qint64 total, const QString &text)
{
    if (!m_finished) {
        Q_EMIT progress(done, total, text);
    }
}

bool Job::finishJob(Result<void> outcome)
{
    if (m_finished) {
        return false;
    }
    m_finished = true;
    m_outcome = std::move(outcome);
    Q_EMIT finished();
    return true;
}

} // namespace Ei::Core
