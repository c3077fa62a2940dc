// The job contract (core/util/job.h) over every long operation that implements it: run to the end,
// cancelled at once, and failing (a table that does not exist, a PDF no source has), each job
// finishes exactly once, its progress never goes back, and its outcome() is success, Cancelled or
// the error with a sentence, as its own result says.
#include <common/servedtable.h>

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <core/curation/reprocessjob.h>
#include <core/domain/doisearch.h>
#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/domain/tablesetup.h>
#include <core/export/exportjob.h>
#include <core/export/exportrowsource.h>
#include <core/hbase/restclient.h>
#include <core/pdf/pdffetcher.h>
#include <core/stats/statsdimension.h>
#include <core/stats/statsjob.h>
#include <core/util/job.h>

using namespace Ei::Core;
using Ei::Test::ServedTable;

namespace {

const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");
const QByteArray kPdf = QByteArrayLiteral("%PDF-1.4\n% the job contract's PDF\n%%EOF\n");

// What a job is made from: a served table (and a client of a table the server does not have),
// a folder for outputs and a blob store holding kPdf.
struct Fixture
{
    ServedTable table{kTable};
    RestClient missing{[this] {
        ConnectionConfig config = table.client()->config();
        config.table = QStringLiteral("no-such-table");
        return config;
    }()};
    QTemporaryDir dir;
    PdfFetcher fetcher;

    RestClient *client(bool broken) { return broken ? &missing : table.client(); }
};

enum class Ending
{
    Runs,      // to the end, successfully
    Cancelled, // cancel() right after the start
    Fails,     // the work cannot be done
};

// Makes and starts a job; `broken`: one that fails.
using MakeJob = std::function<Job *(Fixture &, bool broken)>;

Job *exportJob(Fixture &f, bool broken)
{
    ExportOptions options;
    options.format = ExportFormat::Jsonl;
    options.path = f.dir.filePath(QStringLiteral("rows.jsonl"));
    options.pageRows = 50;
    auto *job = new ExportJob(new RestScanRowSource(f.client(broken), ScanSpec{}), options);
    job->start();
    return job;
}

Job *reprocessJob(Fixture &f, bool broken)
{
    // TSV mode (no journal): the job writes nothing to the table.
    auto setup = resolveTableSetup({}, {}, kTable, false);
    Q_ASSERT(setup.has_value());
    auto *job = new ReprocessJob(f.client(broken), nullptr, *setup, {});
    if (auto started = job->startScan(ScanSpec{}); !started) {
        qWarning("%s", qPrintable(started.error().message));
    }
    return job;
}

Job *doiSearch(Fixture &f, bool broken)
{
    DoiRowSearch::Options options;
    options.indexPath = f.dir.filePath(QStringLiteral("doi-index.json"));
    options.pageRows = 50;
    auto *job = new DoiRowSearch(f.client(broken), QStringLiteral("10.1234/row7"), options);
    job->start();
    return job;
}

Job *statsJob(Fixture &f, bool broken)
{
    const Profile profile = *ProfileRegistry::builtin().find(QStringLiteral("journal-extract"));
    auto *job = new StatsJob(f.client(broken), ScanSpec{}, {},
                             StatsAccumulator({*statsDimension(profile, QStringLiteral("grobid_version"))}));
    job->setProgressInterval(0);
    job->start();
    return job;
}

Job *pdfFetch(Fixture &f, bool broken)
{
    // Broken: no source is configured, so no source has the PDF.
    f.fetcher.setSources({});
    if (!broken) {
        f.fetcher.setSources(
            {*PdfSourceSpec::parse(QStringLiteral("blob-dir:") + f.dir.filePath(QStringLiteral("blobs")))});
    }
    PdfLocator locator;
    locator.sha1Hex = QString::fromLatin1(Sha1::ofData(kPdf).toHex());
    Job *job = f.fetcher.fetch(locator);
    job->setParent(nullptr); // the test owns it
    return job;
}

} // namespace

Q_DECLARE_METATYPE(MakeJob)
Q_DECLARE_METATYPE(Ending)
Q_DECLARE_METATYPE(ErrorKind)

class TestJobContract : public QObject
{
    Q_OBJECT

    std::unique_ptr<Fixture> m_fixture;

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_fixture = std::make_unique<Fixture>();
        QVERIFY(m_fixture->table.isListening());
        QVERIFY(m_fixture->dir.isValid());
        CellSet rows;
        for (int i = 0; i < 300; ++i) {
            const QByteArray key = ServedTable::keyFor(QByteArray::number(i));
            rows.append(ServedTable::processedRow(key, "10.1234/row" + QByteArray::number(i)));
        }
        m_fixture->table.put(rows);
        const QString hex = QString::fromLatin1(Sha1::ofData(kPdf).toHex());
        const QString folder =
            m_fixture->dir.filePath(QStringLiteral("blobs/pdf/%1/%2").arg(hex.left(2), hex.mid(2, 2)));
        QVERIFY(QDir().mkpath(folder));
        QFile file(folder + u'/' + hex + QStringLiteral(".pdf"));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(kPdf) == kPdf.size());
    }

    void cleanup() { m_fixture.reset(); }

    void keepsTheContract_data()
    {
        QTest::addColumn<MakeJob>("make");
        QTest::addColumn<Ending>("ending");
        QTest::addColumn<ErrorKind>("errorKind"); // for Fails
        const QList<std::tuple<const char *, MakeJob, ErrorKind>> jobs{
            {"export", exportJob, ErrorKind::NotFound},     {"reprocess", reprocessJob, ErrorKind::NotFound},
            {"DOI search", doiSearch, ErrorKind::NotFound}, {"statistics", statsJob, ErrorKind::NotFound},
            {"PDF fetch", pdfFetch, ErrorKind::NotFound},
        };
        for (const auto &[name, make, kind] : jobs) {
            QTest::addRow("%s runs", name) << make << Ending::Runs << kind;
            QTest::addRow("%s cancelled", name) << make << Ending::Cancelled << kind;
            QTest::addRow("%s fails", name) << make << Ending::Fails << kind;
        }
    }
    void keepsTheContract()
    {
        QFETCH(MakeJob, make);
        QFETCH(Ending, ending);
        QFETCH(ErrorKind, errorKind);
        std::unique_ptr<Job> job(make(*m_fixture, ending == Ending::Fails));
        QVERIFY(!job->title().isEmpty());
        QVERIFY(!job->isFinished());
        QList<std::pair<qint64, qint64>> progress;
        connect(job.get(), &Job::progress, this,
                [&progress](qint64 done, qint64 total) { progress.append({done, total}); });
        QSignalSpy finished(job.get(), &Job::finished);
        if (ending == Ending::Cancelled) {
            job->cancel();
        }
        QVERIFY(finished.size() == 1 || finished.wait(30000));
        QVERIFY(job->isFinished());
        // Exactly once: not again after a late cancel() nor after the work's last answers.
        job->cancel();
        for (int i = 0; i < 20; ++i) {
            QCoreApplication::processEvents();
        }
        QCOMPARE(finished.size(), 1);
        const qsizetype reports = progress.size();
        job->cancel();
        QCOMPARE(progress.size(), reports); // nothing is reported once finished

        for (qsizetype i = 1; i < progress.size(); ++i) {
            QVERIFY2(progress[i].first >= progress[i - 1].first,
                     qPrintable(QStringLiteral("progress went from %1 back to %2")
                                    .arg(progress[i - 1].first)
                                    .arg(progress[i].first)));
        }
        const Result<void> &outcome = job->outcome();
        switch (ending) {
        case Ending::Runs:
            QVERIFY2(outcome.has_value(), qPrintable(outcome ? QString() : outcome.error().message));
            QVERIFY(!progress.isEmpty());
            break;
        case Ending::Cancelled:
            QVERIFY(!outcome.has_value());
            QCOMPARE(outcome.error().kind, ErrorKind::Cancelled);
            break;
        case Ending::Fails:
            QVERIFY(!outcome.has_value());
            QCOMPARE(outcome.error().kind, errorKind);
            QVERIFY(!outcome.error().message.isEmpty());
            break;
        }
    }
};

QTEST_GUILESS_MAIN(TestJobContract)
#include "tst_jobcontract.moc"
