// Resumable exports: an export interrupted by a failing gateway or by the death of its process
// leaves its partial output and a state file, and ExportJob::resume() finishes it into exactly the
// bytes an uninterrupted export of the same rows writes — jsonl, jsonl.sz, tsv, ungrobided and
// bundle (whose missing-pdfs.tsv lists the PDFs in row order). A cancel leaves nothing; a table that
// changed behind the scan gives a complete file that says it may be incomplete.
#include <common/callwait.h>
#include <common/curationfixture.h>
#include <common/testutil.h>

#include <QDirIterator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTimer>

#include <core/export/exportjob.h>
#include <core/export/exportrowsource.h>
#include <server/restserver.h>

using namespace Ei;
using namespace Ei::Core;
using namespace Ei::Server;

namespace {

constexpr int kRows = 1500;
constexpr int kInterruptAtPage = 6; // of about 25 pages of 60 rows

// Every file of an export (a file, or a bundle folder), relative path → bytes.
QMap<QString, QByteArray> filesOf(const QString &path)
{
    QMap<QString, QByteArray> files;
    if (QFileInfo(path).isFile()) {
        files.insert(QString(), Test::readFile(path));
        return files;
    }
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        files.insert(QDir(path).relativeFilePath(file), Test::readFile(file));
    }
    return files;
}

} // namespace

Q_DECLARE_METATYPE(Ei::Core::ExportFormat)

class TestExportResume : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<RestServer> m_server;
    std::unique_ptr<RestClient> m_client;

    ExportOptions options(ExportFormat format, const QString &name) const
    {
        ExportOptions o;
        o.format = format;
        o.path = m_dir.filePath(name);
        o.profile = Test::curationSetup().profile;
        o.decode.table = Test::kCurationTable;
        o.manifest.table = Test::kCurationTable;
        o.manifest.profile = o.profile.name;
        o.pageRows = 100;
        o.statePath = o.path + QStringLiteral(".resume.json");
        // Both exports of a comparison claim the same moment (the bundle manifest's "created").
        o.created = QDateTime(QDate(2024, 5, 1), QTime(12, 0), QTimeZone::UTC);
        return o;
    }

    RestScanRowSource *scan() const
    {
        ScanSpec spec;
        spec.batch = 300; // 5 cells a row: 60 rows a page
        spec.pageBytes = 0;
        return new RestScanRowSource(m_client.get(), spec, ScanRecovery{2, 1, 4});
    }

    // Runs `action` once, when the server has answered the scan's page `page` (no timing).
    void atScannerPage(int page, std::function<void()> action)
    {
        auto pages = std::make_shared<int>(0);
        connect(m_server.get(), &RestServer::requestHandled, this,
                [pages, page, action = std::move(action)](const RestLogEntry &e) {
                    if (e.method == "GET" && e.path.contains("/scanner/") && e.status == 200 &&
                        ++*pages == page) {
                        action();
                    }
                });
    }

    static Result<ExportSummary> finish(ExportJob &job)
    {
        QSignalSpy finished(&job, &ExportJob::finished);
        if (!job.isFinished() && !finished.wait(120000)) {
            return fail(ErrorKind::Internal, QStringLiteral("the export did not finish"));
        }
        return job.result();
    }

private Q_SLOTS:
    void init()
    {
        m_server = Test::serveCurationTable(Test::bulkProcessedRows(kRows));
        QVERIFY(m_server);
        ConnectionConfig config;
        config.baseUrl = QUrl(m_server->baseUrl());
        config.table = Test::kCurationTable;
        m_client = std::make_unique<RestClient>(config);
    }

    void cleanup()
    {
        m_client.reset();
        m_server.reset();
    }

    void resumesToTheSameBytes_data()
    {
        QTest::addColumn<ExportFormat>("format");
        QTest::addColumn<bool>("processDies");
        for (const ExportFormat format : {ExportFormat::Jsonl, ExportFormat::JsonlSnappy, ExportFormat::Tsv,
                                          ExportFormat::Ungrobided, ExportFormat::Bundle}) {
            const QString name = exportFormatName(format);
            QTest::addRow("%s, the gateway fails", qPrintable(name)) << format << false;
            QTest::addRow("%s, the process dies", qPrintable(name)) << format << true;
        }
    }
    void resumesToTheSameBytes()
    {
        QFETCH(ExportFormat, format);
        QFETCH(bool, processDies);
        const QString tag =
            QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_').replace(u',', u'_');
        ExportOptions reference = options(format, tag + QStringLiteral("-reference"));
        ExportJob whole(scan(), reference);
        whole.start();
        const auto expected = finish(whole);
        EI_VERIFY_OK(expected);
        QCOMPARE(expected->rows, kRows);
        QVERIFY(!QFileInfo::exists(reference.statePath)); // a completed export leaves no state

        ExportOptions interrupted = options(format, tag + QStringLiteral("-resumed"));
        // Checkpoints after every page; or, for the process that dies, only the one at the start,
        // so the resumed export must cut off every row written after it.
        interrupted.checkpointIntervalMs = processDies ? std::numeric_limits<int>::max() : 0;
        auto *first = new ExportJob(scan(), interrupted);
        atScannerPage(kInterruptAtPage, [this, first, processDies] {
            if (processDies) {
                first->deleteLater(); // gone without finishing, like a killed process
            } else {
                RestServerOptions broken;
                broken.errorRate = 1.0; // every request from now on: 503
                m_server->setOptions(broken);
            }
        });
        QSignalSpy destroyed(first, &QObject::destroyed);
        first->start();
        if (processDies) {
            QVERIFY(destroyed.wait(120000));
        } else {
            const auto failed = finish(*first);
            QVERIFY(!failed);
            QCOMPARE(failed.error().kind, ErrorKind::ServerUnavailable);
            QVERIFY(first->leftResumable());
            delete first;
            m_server->setOptions({});
        }
        QVERIFY(!QFileInfo::exists(interrupted.path));
        QVERIFY(QFileInfo::exists(interrupted.path + QStringLiteral(".partial")));
        QVERIFY(QFileInfo::exists(interrupted.statePath));

        auto saved = ExportJob::readState(interrupted.statePath);
        EI_VERIFY_OK(saved);
        QCOMPARE(saved->options.path, interrupted.path);
        QCOMPARE(saved->progress.rows > 0, !processDies);
        QVERIFY(saved->progress.rows < kRows); // stopped mid-way
        auto source = restoreRowSource(m_client.get(), saved->source, interrupted.statePath);
        EI_VERIFY_OK(source);
        ExportOptions resumedOptions = saved->options;
        resumedOptions.profile = Test::curationSetup().profile;
        ExportJob resumed(*source, resumedOptions);
        resumed.resume(*saved);
        const auto summary = finish(resumed);
        EI_VERIFY_OK(summary);
        QCOMPARE(summary->rows, kRows);
        QCOMPARE(summary->pdfsMissing, expected->pdfsMissing);
        QCOMPARE(summary->missingPdfs, expected->missingPdfs);
        QVERIFY(!QFileInfo::exists(interrupted.statePath));
        QVERIFY(!QFileInfo::exists(interrupted.path + QStringLiteral(".partial")));
        const auto want = filesOf(reference.path);
        const auto got = filesOf(interrupted.path);
        QCOMPARE(got.keys(), want.keys());
        for (auto it = want.cbegin(); it != want.cend(); ++it) {
            QVERIFY2(got.value(it.key()) == it.value(),
                     qPrintable(QStringLiteral("%1 differs").arg(it.key())));
        }
    }

    void aCancelledExportLeavesNoState()
    {
        ExportOptions o = options(ExportFormat::JsonlSnappy, QStringLiteral("cancelled.jsonl.sz"));
        o.checkpointIntervalMs = 0;
        ExportJob job(scan(), o);
        atScannerPage(kInterruptAtPage, [&job] { QTimer::singleShot(0, &job, &ExportJob::cancel); });
        job.start();
        const auto result = finish(job);
        QVERIFY(!result);
        QCOMPARE(result.error().kind, ErrorKind::Cancelled);
        QVERIFY(!job.leftResumable());
        QVERIFY(!QFileInfo::exists(o.statePath));
        QVERIFY(!QFileInfo::exists(o.path + QStringLiteral(".partial")));
    }

    void aRowAddedBehindTheScanMayBeIncomplete()
    {
        // A row appears before the scan's position while it runs: the verification counts one key
        // more than rows written. The export completes (every row in it is real) and says so.
        ExportOptions o = options(ExportFormat::Jsonl, QStringLiteral("changed.jsonl"));
        ExportJob job(scan(), o);
        atScannerPage(kInterruptAtPage, [this] {
            Row early{"sha1:AAAA", {Cell{"file:mime", 1, "application/pdf"}}};
            QVERIFY(m_server->table(Test::kCurationTable)->put({early}));
        });
        job.start();
        const auto summary = finish(job);
        EI_VERIFY_OK(summary);
        QCOMPARE(summary->rows, kRows);
        QVERIFY2(summary->mayBeIncomplete.contains(QLatin1StringView("may be incomplete")),
                 qPrintable(summary->mayBeIncomplete));
        QVERIFY(QFileInfo::exists(o.path));
        QVERIFY(!QFileInfo::exists(o.statePath));
    }

    void aShortenedPartialOutputIsRefused()
    {
        ExportOptions o = options(ExportFormat::Jsonl, QStringLiteral("shortened.jsonl"));
        o.checkpointIntervalMs = 0;
        auto *first = new ExportJob(scan(), o);
        atScannerPage(kInterruptAtPage, [first] { first->deleteLater(); });
        QSignalSpy destroyed(first, &QObject::destroyed);
        first->start();
        QVERIFY(destroyed.wait(120000));
        // The partial file lost its end (a power loss before the disk had it).
        QFile partial(o.path + QStringLiteral(".partial"));
        QVERIFY(partial.resize(10));
        auto saved = ExportJob::readState(o.statePath);
        EI_VERIFY_OK(saved);
        ExportJob resumed(*restoreRowSource(m_client.get(), saved->source, o.statePath), saved->options);
        resumed.resume(*saved);
        const auto result = finish(resumed);
        QVERIFY(!result);
        QVERIFY2(result.error().message.contains(QLatin1StringView("start the export again")),
                 qPrintable(result.error().message));
        QVERIFY(!QFileInfo::exists(o.statePath)); // nothing left that looks resumable
    }
};

QTEST_GUILESS_MAIN(TestExportResume)
#include "tst_exportresume.moc"
