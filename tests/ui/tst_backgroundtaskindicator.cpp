// The status bar indicator follows a task's progress and its Cancel reaches the task.
#include <QProgressBar>
#include <QTest>
#include <QToolButton>

#include <models/backgroundtask.h>
#include <ui/backgroundtaskindicator.h>

class FakeTask final : public Ei::Models::BackgroundTask
{
    Q_OBJECT
public:
    using BackgroundTask::BackgroundTask;
    QString title() const override { return QStringLiteral("Scanning for DOI 10.1/x"); }
    void cancel() override
    {
        cancelled = true;
        Q_EMIT finished();
    }
    void report(qint64 done, qint64 total) { Q_EMIT progressChanged(done, total); }
    bool cancelled = false;
};

class TestBackgroundTaskIndicator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void followsAndCancels()
    {
        Ei::Ui::BackgroundTaskIndicator indicator;
        QVERIFY(indicator.isHidden());
        FakeTask task;
        indicator.addTask(&task);
        QVERIFY(!indicator.isHidden());
        auto *bar = indicator.findChild<QProgressBar *>();
        QCOMPARE(bar->maximum(), 0); // busy until a total is known
        task.report(25, 100);
        QCOMPARE(bar->value(), 250);
        indicator.findChild<QToolButton *>()->click();
        QVERIFY(task.cancelled);
        QCOMPARE(indicator.taskCount(), 0);
        QVERIFY(indicator.isHidden());
    }
};

QTEST_MAIN(TestBackgroundTaskIndicator)
#include "tst_backgroundtaskindicator.moc"
