// The status bar indicator shows any core Job: its title, its progress, and its Cancel reaches the
// job; it hides when the job finishes.
#include <QLabel>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include <core/pdf/pdffetcher.h>
#include <core/util/job.h>
#include <ui/backgroundtaskindicator.h>

namespace {

// A job the test drives by hand.
class FakeJob final : public Ei::Core::Job
{
    Q_OBJECT
public:
    FakeJob()
        : Job(QStringLiteral("Scanning for DOI 10.1/x"))
    {}
    void cancel() override
    {
        cancelled = true;
        finishJob(Ei::Core::fail(Ei::Core::ErrorKind::Cancelled, QStringLiteral("Cancelled.")));
    }
    void report(qint64 done, qint64 total) { reportProgress(done, total); }
    bool cancelled = false;
};

} // namespace

class TestBackgroundTaskIndicator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void followsAndCancels()
    {
        Ei::Ui::BackgroundTaskIndicator indicator;
        QVERIFY(indicator.isHidden());
        FakeJob job;
        indicator.addTask(&job);
        QVERIFY(!indicator.isHidden());
        QCOMPARE(indicator.findChild<QLabel *>()->text(), job.title());
        auto *bar = indicator.findChild<QProgressBar *>();
        QCOMPARE(bar->maximum(), 0); // busy until a total is known
        job.report(25, 100);
        QCOMPARE(bar->value(), 250);
        indicator.findChild<QToolButton *>()->click();
        QVERIFY(job.cancelled);
        QCOMPARE(indicator.taskCount(), 0);
        QVERIFY(indicator.isHidden());
    }

    // A real core job, as the window hands it over (a PDF download): its own title, and Cancel
    // ends it with ErrorKind::Cancelled.
    void showsACoreJob()
    {
        Ei::Ui::BackgroundTaskIndicator indicator;
        Ei::Core::PdfFetcher fetcher;
        Ei::Core::PdfLocator locator;
        locator.sha1Hex = QStringLiteral("da39a3ee5e6b4b0d3255bfef95601890afd80709");
        Ei::Core::PdfFetchJob *job = fetcher.fetch(locator);
        job->setTitle(QStringLiteral("Fetching the PDF of sha1:x"));
        QSignalSpy finished(job, &Ei::Core::Job::finished);
        indicator.addTask(job);
        QVERIFY(!indicator.isHidden());
        QCOMPARE(indicator.findChild<QLabel *>()->text(), QStringLiteral("Fetching the PDF of sha1:x"));
        indicator.findChild<QToolButton *>()->click();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(job->outcome().error().kind, Ei::Core::ErrorKind::Cancelled);
        QVERIFY(indicator.isHidden());
        // A job deleted without finishing (its owner went away) leaves the indicator too.
        Ei::Core::PdfFetchJob *second = fetcher.fetch(locator);
        indicator.addTask(second);
        QVERIFY(!indicator.isHidden());
        delete second;
        QCOMPARE(indicator.taskCount(), 0);
        QVERIFY(indicator.isHidden());
    }
};

QTEST_MAIN(TestBackgroundTaskIndicator)
#include "tst_backgroundtaskindicator.moc"
