#pragma once

#include <QObject>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core {

// The contract of every long operation (an export, a reprocessing run, a DOI search, statistics,
// a PDF download): a title a curator reads in the status bar, progress, cancel, and one end.
//
// - progress() reports `done` of `total` (total < 0: unknown, shown as busy) and an optional
//   line of text; `done` never goes down between two reports of the same total.
// - cancel() asks the work to stop; it always leads to finished(), with ErrorKind::Cancelled
//   unless the work had already ended.
// - finished() is emitted exactly once; outcome() then says whether the job did all it was asked
//   (verified), or why not in a sentence for the curator. The job's own result() (rows, keys,
//   bytes, a summary) carries what it produced.
//
// The owner deletes the job (deleteLater) once finished; whoever shows it (the background-task
// indicator) forgets it then.
class Job : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Job)

public:
    ~Job() override;

    QString title() const { return m_title; }
    // The owner may name the job in its own words ("Fetching the PDF of …").
    void setTitle(QString title) { m_title = std::move(title); }
    virtual void cancel() = 0;
    bool isFinished() const { return m_finished; }
    // Valid once finished() was emitted.
    const Result<void> &outcome() const { return m_outcome; }

Q_SIGNALS:
    void progress(qint64 done, qint64 total, const QString &text);
    void finished();

protected:
    explicit Job(QString title, QObject *parent = nullptr);

    // Ignored once finished.
    void reportProgress(qint64 done, qint64 total, const QString &text = {});
    // Emits finished() the first time; later calls are ignored (returns whether this one counted).
    bool finishJob(Result<void> outcome);

private:
    QString m_title;
    Result<void> m_outcome;
    bool m_finished = false;
};

// A job's typed result as its outcome: the error, or success.
template<class T>
Result<void> outcomeOf(const Result<T> &result)
{
    if (!result) {
        return std::unexpected(result.error());
    }
    return {};
}

} // namespace Ei::Core
