// PdfFetcher against a local range server and local directories: every source kind, fallback
// order, reported attempts, SHA-1 verification, cache use, cancellation and the per-host limit.
#include <common/rangehttpserver.h>
#include <common/testutil.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <core/pdf/pdfcache.h>
#include <core/pdf/pdffetcher.h>

using namespace Ei::Core;
using Ei::Test::RangeHttpServer;

namespace {

const QString kCostSha1 = QStringLiteral("569c28e0e8faa6945d6ca88fcd9e195825052c71");
const QString kCostUrl = QStringLiteral("https://yorkspace.library.yorku.ca/xmlui/bitstream/handle/10315/"
                                        "36158/cost-analysis.pdf?sequence=1&isAllowed=y");
const QString kWarcName = QStringLiteral("aut_example.pdf.warc.gz");

QString warcFile()
{
    return Ei::Test::corpusPath(QStringLiteral("warc/aut_example.pdf.warc.gz"));
}
QString corpusTei()
{
    return Ei::Test::corpusPath(QStringLiteral(
        "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.8.1.coords.tei.xml"));
}
QString expectedPdf()
{
    return Ei::Test::corpusPath(QStringLiteral("warc/expected/aut_example.pdf.warc.gz__cost-analysis.pdf"));
}

PdfLocator costLocator()
{
    PdfLocator l;
    l.sha1Hex = kCostSha1;
    l.warcPath = QStringLiteral("ITEM/") + kWarcName;
    l.offset = 408978;
    l.compressedSize = 669030;
    l.url = kCostUrl;
    l.captureDatetime = QStringLiteral("20190812222529");
    return l;
}

PdfSourceSpec spec(const QString &text)
{
    auto s = PdfSourceSpec::parse(text);
    Q_ASSERT(s);
    return *s;
}

// Runs one fetch to completion through the event loop.
PdfFetchResult run(PdfFetcher &fetcher, const PdfLocator &loc, QList<PdfAttempt> *reported = nullptr)
{
    PdfFetchJob *job = fetcher.fetch(loc);
    QSignalSpy done(job, &PdfFetchJob::finished);
    QList<PdfAttempt> attempts;
    QObject::connect(job, &PdfFetchJob::attemptFinished, job,
                     [&attempts](const PdfAttempt &a) { attempts.append(a); });
    if (!done.wait(30000)) {
        qWarning("fetch did not finish");
        return {};
    }
    if (reported) {
        *reported = attempts;
    }
    PdfFetchResult r = job->result();
    delete job;
    return r;
}

QString describe(const PdfFetchResult &r)
{
    QStringList lines;
    for (const PdfAttempt &a : r.attempts) {
        lines.append(a.summary());
    }
    return (r.error ? r.error->message : QStringLiteral("ok")) + QStringLiteral(" | ") +
           lines.join(QStringLiteral(" | "));
}

} // namespace

class TestPdfFetcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        EI_REQUIRE_CORPUS();
        QVERIFY(m_tmp.isValid());
        // A blob store laid out as pdf/{h0:2}/{h2:4}/{sha1}.pdf, built at run time from the corpus.
        const QString blob = m_tmp.filePath(QStringLiteral("blobs/pdf/56/9c"));
        QVERIFY(QDir().mkpath(blob));
        QVERIFY(QFile::copy(expectedPdf(), blob + QLatin1Char('/') + kCostSha1 + QStringLiteral(".pdf")));
        QVERIFY(QDir().mkpath(m_tmp.filePath(QStringLiteral("warcs/ITEM"))));
        QVERIFY(QFile::link(warcFile(), m_tmp.filePath(QStringLiteral("warcs/ITEM/")) + kWarcName));
        QVERIFY(QFile::link(warcFile(), m_tmp.filePath(QStringLiteral("flat-")) + kWarcName));
    }

    void sourceSpecs_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("warc-dir") << QStringLiteral("warc-dir:/data/warcs/") << true;
        QTest::newRow("warc-http") << QStringLiteral("warc-http:https://archive.org/serve") << true;
        QTest::newRow("wayback") << QStringLiteral("wayback:https://web.archive.org") << true;
        QTest::newRow("blob-dir") << QStringLiteral("blob-dir:/srv/blobs") << true;
        QTest::newRow("blob-http") << QStringLiteral("blob-http:http://127.0.0.1:9000/sandcrawler") << true;
        QTest::newRow("unknown kind") << QStringLiteral("s3:bucket") << false;
        QTest::newRow("no location") << QStringLiteral("warc-dir:") << false;
        QTest::newRow("not a url") << QStringLiteral("wayback:web.archive.org") << false;
        QTest::newRow("ftp") << QStringLiteral("warc-http:ftp://x/y") << false;
    }
    void sourceSpecs()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const auto s = PdfSourceSpec::parse(text);
        QCOMPARE(bool(s), valid);
        if (valid) {
            QVERIFY(!s->text().endsWith(QLatin1Char('/')));
            QCOMPARE(PdfSourceSpec::parse(s->text())->text(), s->text());
        } else {
            QCOMPARE(s.error().kind, ErrorKind::InvalidInput);
        }
    }

    void candidates()
    {
        const PdfLocator l = costLocator();
        QCOMPARE(spec(QStringLiteral("warc-http:http://h/serve/")).candidates(l),
                 QStringList{QStringLiteral("http://h/serve/ITEM/aut_example.pdf.warc.gz")});
        QCOMPARE(spec(QStringLiteral("wayback:http://w")).candidates(l).value(0),
                 QStringLiteral("http://w/web/20190812222529id_/") + kCostUrl);
        QCOMPARE(spec(QStringLiteral("blob-http:http://b")).candidates(l),
                 (QStringList{QStringLiteral("http://b/pdf/56/9c/") + kCostSha1 + QStringLiteral(".pdf"),
                              QStringLiteral("http://b/") + kCostSha1 + QStringLiteral(".pdf")}));
        QCOMPARE(spec(QStringLiteral("warc-dir:/w")).candidates(l),
                 (QStringList{QStringLiteral("/w/ITEM/aut_example.pdf.warc.gz"),
                              QStringLiteral("/w/aut_example.pdf.warc.gz")}));
        PdfLocator absolute = l;
        absolute.warcPath = QStringLiteral("/data/x.warc.gz");
        QCOMPARE(spec(QStringLiteral("warc-dir:/w")).candidates(absolute),
                 (QStringList{QStringLiteral("/data/x.warc.gz"), QStringLiteral("/w/x.warc.gz")}));
        PdfLocator bare;
        bare.sha1Hex = kCostSha1;
        QString why;
        QVERIFY(spec(QStringLiteral("warc-http:http://h")).candidates(bare, &why).isEmpty());
        QVERIFY(why.contains(QStringLiteral("WARC")));
        QCOMPARE(PdfLocator::compactDatetime(QStringLiteral("2019-08-12T22:25:29Z")),
                 QStringLiteral("20190812222529"));
        QCOMPARE(PdfLocator::compactDatetime(QStringLiteral("2019-08-12T22:25:29.123+00:00")),
                 QStringLiteral("20190812222529"));
    }

    void warcHttp_data()
    {
        QTest::addColumn<bool>("ignoreRange");
        QTest::addColumn<qint64>("length");
        QTest::addColumn<int>("status");
        QTest::newRow("206 with c_size") << false << qint64(669030) << 206;
        QTest::newRow("206 open range") << false << qint64(-1) << 206;
        QTest::newRow("200: server ignores Range") << true << qint64(669030) << 200;
        QTest::newRow("200 without c_size") << true << qint64(-1) << 200;
    }
    void warcHttp()
    {
        QFETCH(bool, ignoreRange);
        QFETCH(qint64, length);
        QFETCH(int, status);
        RangeHttpServer server;
        server.addFile(QStringLiteral("/serve/ITEM/") + kWarcName, warcFile());
        server.setIgnoreRange(ignoreRange);
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-http:") + server.base() + QStringLiteral("/serve"))});
        PdfLocator loc = costLocator();
        loc.compressedSize = length;
        QList<qint64> progress;
        PdfFetchJob *job = fetcher.fetch(loc);
        connect(job, &PdfFetchJob::progress, this, [&progress](qint64 got, qint64 total) {
            progress.append(got);
            QCOMPARE(total, 757715);
        });
        QSignalSpy done(job, &PdfFetchJob::finished);
        QVERIFY(done.wait(30000));
        const PdfFetchResult &r = job->result();
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(r.verified);
        QCOMPARE(r.bytes, Ei::Test::readFile(expectedPdf()));
        QCOMPARE(r.sha1Hex, kCostSha1);
        QVERIFY(r.servedBy.startsWith(QStringLiteral("warc-http:")));
        QCOMPARE(r.attempts.size(), 1);
        QCOMPARE(r.attempts.first().httpStatus, status);
        QCOMPARE(r.attempts.first().outcome, PdfAttempt::Outcome::Served);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last(), 757715);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests().first().range,
                 length > 0 ? QByteArray("bytes=408978-1078007") : QByteArray("bytes=408978-"));
        delete job;
    }

    void rangeNotSatisfiable()
    {
        RangeHttpServer server;
        server.addFile(QStringLiteral("/ITEM/") + kWarcName, warcFile());
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-http:") + server.base())});
        PdfLocator loc = costLocator();
        loc.offset = 9'000'000;
        const PdfFetchResult r = run(fetcher, loc);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->kind, ErrorKind::Network);
        QCOMPARE(r.attempts.first().httpStatus, 416);
        QVERIFY2(r.attempts.first().detail.contains(QStringLiteral("beyond the end")),
                 qPrintable(describe(r)));
    }

    void redirectKeepsRange()
    {
        RangeHttpServer server;
        server.addFile(QStringLiteral("/real/") + kWarcName, warcFile());
        server.addRedirect(QStringLiteral("/ITEM/") + kWarcName, QStringLiteral("/real/") + kWarcName);
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-http:") + server.base())});
        const PdfFetchResult r = run(fetcher, costLocator());
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests().at(1).range, QByteArray("bytes=408978-1078007"));
    }

    void waybackAndBlobs_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("wayback") << QStringLiteral("wayback:%1");
        QTest::newRow("blob-http") << QStringLiteral("blob-http:%1/blobs");
        QTest::newRow("blob-dir") << QStringLiteral("blob-dir:%2");
        QTest::newRow("warc-dir ITEM/FILE") << QStringLiteral("warc-dir:%3");
    }
    void waybackAndBlobs()
    {
        QFETCH(QString, source);
        RangeHttpServer server(m_tmp.path());
        server.addWayback(QStringLiteral("20190812222529"), kCostUrl, expectedPdf());
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        source.replace(QStringLiteral("%1"), server.base())
            .replace(QStringLiteral("%2"), m_tmp.filePath(QStringLiteral("blobs")))
            .replace(QStringLiteral("%3"), m_tmp.filePath(QStringLiteral("warcs")));
        fetcher.setSources({spec(source)});
        const PdfFetchResult r = run(fetcher, costLocator());
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.bytes, Ei::Test::readFile(expectedPdf()));
        QCOMPARE(r.attempts.size(), 1);
    }

    void bareWarcFileName()
    {
        // f:c only names the file: warc-dir tries PATH/FILE.
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-dir:") + m_tmp.path())});
        PdfLocator loc = costLocator();
        loc.warcPath = QStringLiteral("flat-") + kWarcName;
        const PdfFetchResult r = run(fetcher, loc);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
    }

    void fallbackOrderAndAttempts()
    {
        RangeHttpServer server(m_tmp.filePath(QStringLiteral("empty")));
        server.addWayback(QStringLiteral("20190812222529"), kCostUrl, expectedPdf());
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-dir:") + m_tmp.filePath(QStringLiteral("nowhere"))),
                            spec(QStringLiteral("blob-http:") + server.base()),
                            spec(QStringLiteral("wayback:") + server.base()),
                            spec(QStringLiteral("blob-dir:") + m_tmp.filePath(QStringLiteral("blobs")))});
        QList<PdfAttempt> signalled;
        const PdfFetchResult r = run(fetcher, costLocator(), &signalled);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.servedBy, QStringLiteral("wayback:") + server.base());
        using O = PdfAttempt::Outcome;
        const QList<O> expected{O::NotFound, O::NotFound, O::NotFound, O::NotFound, O::Served};
        QCOMPARE(r.attempts.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(r.attempts.at(i).outcome, expected.at(i));
            QCOMPARE(signalled.at(i).location, r.attempts.at(i).location);
        }
        QCOMPARE(r.attempts.at(2).httpStatus, 404);
        QVERIFY(r.attempts.at(0).summary().contains(QStringLiteral("nowhere")));
    }

    void nothingHasIt()
    {
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("blob-dir:") + m_tmp.filePath(QStringLiteral("nowhere"))),
                            spec(QStringLiteral("warc-http:http://127.0.0.1:1"))});
        PdfLocator loc;
        loc.sha1Hex = kCostSha1; // no WARC position: warc-http is skipped
        const PdfFetchResult r = run(fetcher, loc);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->kind, ErrorKind::NotFound);
        QCOMPARE(r.attempts.last().outcome, PdfAttempt::Outcome::Skipped);
        QVERIFY(r.error->message.contains(kCostSha1));
        // Each path tried is named: the blob store's two layouts read as one reason said twice.
        const QString nowhere = m_tmp.filePath(QStringLiteral("nowhere"));
        QVERIFY2(r.error->message.contains(nowhere + QStringLiteral("/pdf/56/9c/") + kCostSha1 +
                                           QStringLiteral(".pdf: ")) &&
                     r.error->message.contains(nowhere + u'/' + kCostSha1 + QStringLiteral(".pdf: ")),
                 qPrintable(r.error->message));
    }

    // Regression: a skipped source used to start the following one twice; the second start
    // replaced the first attempt while its HTTP reply ran (a lost reply, a leaked host slot).
    void skippedSourceBeforeAnHttpSource()
    {
        RangeHttpServer server(m_tmp.path());
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("wayback:") + server.base()),
                            spec(QStringLiteral("blob-http:") + server.base() + QStringLiteral("/blobs"))});
        PdfLocator loc;
        loc.sha1Hex = kCostSha1; // no capture: wayback is skipped
        const PdfFetchResult r = run(fetcher, loc);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.attempts.size(), 2);
        QCOMPARE(r.attempts.at(0).outcome, PdfAttempt::Outcome::Skipped);
        QCOMPARE(r.attempts.at(1).outcome, PdfAttempt::Outcome::Served);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(fetcher.activeConnections(server.baseUrl().host() + QStringLiteral(":") +
                                           QString::number(server.baseUrl().port())),
                 0);
    }

    void noSources()
    {
        PdfFetcher fetcher;
        const PdfFetchResult r = run(fetcher, costLocator());
        QCOMPARE(r.error->kind, ErrorKind::NotFound);
        QVERIFY(r.error->message.contains(QStringLiteral("--pdf-source")));
    }

    void shaMismatchKeepsBytesAndFallsBack()
    {
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-dir:") + m_tmp.filePath(QStringLiteral("warcs")))});
        PdfLocator loc = costLocator();
        loc.sha1Hex = QStringLiteral("83870169dffa6b549886b6542dbc664283906de5"); // the slide deck's key
        const PdfFetchResult bad = run(fetcher, loc);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error->kind, ErrorKind::Integrity);
        QCOMPARE(bad.bytes.size(), 757715); // still viewable
        QVERIFY(!bad.verified);
        QVERIFY(bad.error->message.contains(kCostSha1));
        QVERIFY(bad.error->message.contains(loc.sha1Hex));
        QCOMPARE(bad.attempts.first().outcome, PdfAttempt::Outcome::Mismatch);

        // A later source with the right bytes wins over an earlier mismatch.
        const QString fake = m_tmp.filePath(QStringLiteral("fakeblobs"));
        QVERIFY(QDir().mkpath(fake));
        QFile f(fake + QLatin1Char('/') + kCostSha1 + QStringLiteral(".pdf"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("%PDF-1.4 not the right file");
        f.close();
        fetcher.setSources({spec(QStringLiteral("blob-dir:") + fake),
                            spec(QStringLiteral("warc-dir:") + m_tmp.filePath(QStringLiteral("warcs")))});
        const PdfFetchResult good = run(fetcher, costLocator());
        QVERIFY2(good.ok(), qPrintable(describe(good)));
        QCOMPARE(good.attempts.at(0).outcome, PdfAttempt::Outcome::NotFound); // pdf/56/9c/... layout
        QCOMPARE(good.attempts.at(1).outcome, PdfAttempt::Outcome::Mismatch); // flat {sha1}.pdf
        QVERIFY(good.servedBy.startsWith(QStringLiteral("warc-dir:")));
    }

    void revisitSaysWhereTheOriginalIs()
    {
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-dir:") + m_tmp.filePath(QStringLiteral("warcs")))});
        PdfLocator loc = costLocator();
        loc.offset = 176280;
        loc.compressedSize = 789;
        const PdfFetchResult r = run(fetcher, loc);
        QCOMPARE(r.error->kind, ErrorKind::NotFound);
        QVERIFY2(r.attempts.first().detail.contains(QStringLiteral("revisit")), qPrintable(describe(r)));
        QVERIFY(r.attempts.first().detail.contains(QStringLiteral("2019-08-12T22:25:21Z")));
    }

    void truncatedMemberIsReported()
    {
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-dir:") + m_tmp.filePath(QStringLiteral("warcs")))});
        PdfLocator loc = costLocator();
        loc.compressedSize = 669030 - 5000;
        const PdfFetchResult r = run(fetcher, loc);
        QVERIFY(!r.ok());
        QCOMPARE(r.attempts.first().outcome, PdfAttempt::Outcome::Failed);
        QVERIFY2(r.attempts.first().detail.contains(QStringLiteral("truncated")), qPrintable(describe(r)));
    }

    void authHeader()
    {
        RangeHttpServer server;
        server.addFile(QStringLiteral("/ITEM/") + kWarcName, warcFile());
        server.requireHeader("Authorization", "LOW key:secret");
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-http:") + server.base())});
        const PdfFetchResult denied = run(fetcher, costLocator());
        QCOMPARE(denied.attempts.first().httpStatus, 403);
        QVERIFY(denied.attempts.first().detail.contains(QStringLiteral("--header")));
        fetcher.setHeaders({{"Authorization", "LOW key:secret"}});
        const PdfFetchResult allowed = run(fetcher, costLocator());
        QVERIFY2(allowed.ok(), qPrintable(describe(allowed)));
    }

    // The connection's credentials go to the archive's own stores, never to a public wayback.
    void headersGoToTheArchivesStoresOnly_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<bool>("sent");
        QTest::newRow("warc-http") << QStringLiteral("warc-http:%1") << true;
        QTest::newRow("blob-http") << QStringLiteral("blob-http:%1/blobs") << true;
        QTest::newRow("wayback") << QStringLiteral("wayback:%1") << false;
    }
    void headersGoToTheArchivesStoresOnly()
    {
        QFETCH(QString, source);
        QFETCH(bool, sent);
        RangeHttpServer server(m_tmp.path());
        server.addFile(QStringLiteral("/ITEM/") + kWarcName, warcFile());
        server.addWayback(QStringLiteral("20190812222529"), kCostUrl, expectedPdf());
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setSources({spec(source.replace(QStringLiteral("%1"), server.base()))});
        fetcher.setHeaders({{"Cookie", "logged-in-sig=secret"}});
        const PdfFetchResult r = run(fetcher, costLocator());
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(!server.requests().isEmpty());
        for (const RangeHttpServer::Request &request : server.requests()) {
            bool hasCookie = false;
            for (const auto &[name, value] : request.headers) {
                hasCookie = hasCookie || name.compare("Cookie", Qt::CaseInsensitive) == 0;
            }
            QCOMPARE(hasCookie, sent);
        }
    }

    void cancelMidTransfer()
    {
        RangeHttpServer server;
        server.addFile(QStringLiteral("/ITEM/") + kWarcName, warcFile());
        server.setThrottle(16 * 1024, 20);
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("warc-http:") + server.base())});
        PdfFetchJob *job = fetcher.fetch(costLocator());
        QSignalSpy progress(job, &PdfFetchJob::progress);
        QSignalSpy done(job, &PdfFetchJob::finished);
        QVERIFY(progress.wait(10000));
        QVERIFY(!job->isFinished());
        job->cancel();
        QCOMPARE(done.size(), 1);
        QCOMPARE(job->result().error->kind, ErrorKind::Cancelled);
        QCOMPARE(job->result().attempts.last().outcome, PdfAttempt::Outcome::Cancelled);
        QVERIFY(job->result().bytes.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(server.openConnections(), 0, 10000);
        QCOMPARE(fetcher.activeConnections(QStringLiteral("127.0.0.1:%1").arg(server.baseUrl().port())), 0);
        delete job;
    }

    void perHostLimit()
    {
        RangeHttpServer server;
        server.addFile(QStringLiteral("/ITEM/") + kWarcName, warcFile());
        server.setThrottle(128 * 1024, 5);
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setMaxConnectionsPerHost(1);
        fetcher.setSources({spec(QStringLiteral("warc-http:") + server.base())});
        QList<PdfFetchJob *> jobs;
        int finished = 0;
        for (int i = 0; i < 3; ++i) {
            jobs.append(fetcher.fetch(costLocator()));
            connect(jobs.last(), &PdfFetchJob::finished, this, [&finished] { ++finished; });
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished, 3, 30000);
        for (PdfFetchJob *j : jobs) {
            QVERIFY2(j->result().ok(), qPrintable(describe(j->result())));
        }
        QCOMPARE(server.requests().size(), 3);
        QCOMPARE(server.peakConcurrent(), 1);
        qDeleteAll(jobs);
    }

    void cacheServesSecondFetchAndHealsCorruption()
    {
        QTemporaryDir cacheDir;
        PdfCache cache(cacheDir.path());
        RangeHttpServer server;
        server.addFile(QStringLiteral("/ITEM/") + kWarcName, warcFile());
        QVERIFY(server.listen());
        PdfFetcher fetcher;
        fetcher.setCache(&cache);
        fetcher.setSources({spec(QStringLiteral("warc-http:") + server.base())});
        const PdfFetchResult first = run(fetcher, costLocator());
        QVERIFY2(first.ok() && !first.fromCache, qPrintable(describe(first)));
        QVERIFY(cache.containsPdf(kCostSha1));
        const PdfFetchResult second = run(fetcher, costLocator());
        QVERIFY(second.ok() && second.fromCache);
        QCOMPARE(second.servedBy, QStringLiteral("cache"));
        QCOMPARE(server.requests().size(), 1);
        // Flip one byte of the cached file: the entry is evicted and the PDF refetched.
        QFile f(cache.pdfPath(kCostSha1));
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.seek(1000);
        f.write("X");
        f.close();
        const PdfFetchResult third = run(fetcher, costLocator());
        QVERIFY2(third.ok() && !third.fromCache, qPrintable(describe(third)));
        QCOMPARE(third.attempts.first().source, QStringLiteral("cache"));
        QCOMPARE(third.attempts.first().outcome, PdfAttempt::Outcome::Mismatch);
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(cache.readPdf(kCostSha1).value(), Ei::Test::readFile(expectedPdf()));
    }

    // TEI from blob stores: grobid/{h0:2}/{h2:4}/{sha1}.tei.xml, only blob sources asked, XML
    // checked, a broken copy falls through to the next store, the cache serves the second fetch.
    void teiFromBlobStores_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("blob-dir") << QStringLiteral("blob-dir:%2");
        QTest::newRow("blob-http") << QStringLiteral("blob-http:%1/blobs");
    }
    void teiFromBlobStores()
    {
        QFETCH(QString, source);
        const QString teiDir = m_tmp.filePath(QStringLiteral("blobs/grobid/56/9c"));
        QVERIFY(QDir().mkpath(teiDir));
        const QString teiFile = teiDir + QLatin1Char('/') + kCostSha1 + QStringLiteral(".tei.xml");
        if (!QFileInfo::exists(teiFile)) {
            QVERIFY(QFile::copy(corpusTei(), teiFile));
        }
        RangeHttpServer server(m_tmp.path());
        QVERIFY(server.listen());
        source.replace(QStringLiteral("%1"), server.base())
            .replace(QStringLiteral("%2"), m_tmp.filePath(QStringLiteral("blobs")));
        QTemporaryDir cacheDir;
        PdfCache cache(cacheDir.path());
        PdfFetcher fetcher;
        fetcher.setCache(&cache);
        // The WARC and wayback sources hold no TEI: they are not even tried.
        fetcher.setSources({spec(QStringLiteral("warc-dir:") + m_tmp.filePath(QStringLiteral("warcs"))),
                            spec(QStringLiteral("wayback:") + server.base()), spec(source)});
        PdfFetchJob *job = fetcher.fetchTei(kCostSha1);
        QCOMPARE(job->target(), FetchTarget::Tei);
        QSignalSpy done(job, &PdfFetchJob::finished);
        QVERIFY(done.wait(30000));
        const PdfFetchResult r = job->result();
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.bytes, Ei::Test::readFile(corpusTei()));
        QCOMPARE(r.attempts.size(), 1);
        QCOMPARE(r.servedBy, source);
        QVERIFY(
            r.servedFrom.endsWith(QStringLiteral("grobid/56/9c/") + kCostSha1 + QStringLiteral(".tei.xml")));
        QCOMPARE(cache.readTei(kCostSha1).value(), r.bytes);
        const PdfFetchResult again = run(fetcher, [] {
            PdfLocator l;
            l.sha1Hex = kCostSha1;
            return l;
        }()); // a PDF fetch must not be served from the TEI slot
        QVERIFY2(again.ok() && !again.fromCache, qPrintable(describe(again)));
        QCOMPARE(again.bytes, Ei::Test::readFile(expectedPdf()));
        PdfFetchJob *second = fetcher.fetchTei(kCostSha1);
        QSignalSpy done2(second, &PdfFetchJob::finished);
        QVERIFY(done2.wait(30000));
        QVERIFY(second->result().ok() && second->result().fromCache);
        QCOMPARE(second->result().bytes, r.bytes);
    }

    void teiNotXmlFallsThroughAndMissingIsNotFound()
    {
        QTemporaryDir broken;
        const QString dir = broken.filePath(QStringLiteral("grobid/56/9c"));
        QVERIFY(QDir().mkpath(dir));
        QFile f(dir + QLatin1Char('/') + kCostSha1 + QStringLiteral(".tei.xml"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<html><body>502 Bad Gateway</body>"); // cut short: not well-formed
        f.close();
        const QString teiDir = m_tmp.filePath(QStringLiteral("blobs/grobid/56/9c"));
        QVERIFY(QDir().mkpath(teiDir));
        const QString teiFile = teiDir + QLatin1Char('/') + kCostSha1 + QStringLiteral(".tei.xml");
        if (!QFileInfo::exists(teiFile)) {
            QVERIFY(QFile::copy(corpusTei(), teiFile));
        }
        PdfFetcher fetcher;
        fetcher.setSources({spec(QStringLiteral("blob-dir:") + broken.path()),
                            spec(QStringLiteral("blob-dir:") + m_tmp.filePath(QStringLiteral("blobs")))});
        PdfFetchJob *job = fetcher.fetchTei(kCostSha1);
        QSignalSpy done(job, &PdfFetchJob::finished);
        QVERIFY(done.wait(30000));
        QVERIFY2(job->result().ok(), qPrintable(describe(job->result())));
        QCOMPARE(job->result().attempts.size(), 2);
        QCOMPARE(job->result().attempts.first().outcome, PdfAttempt::Outcome::Failed);
        QVERIFY2(job->result().attempts.first().detail.contains(QStringLiteral("not well-formed XML")),
                 qPrintable(job->result().attempts.first().detail));

        // A key no store has: NotFound, naming the key.
        const QString other = QStringLiteral("0000000000000000000000000000000000000000");
        PdfFetchJob *missing = fetcher.fetchTei(other);
        QSignalSpy done2(missing, &PdfFetchJob::finished);
        QVERIFY(done2.wait(30000));
        QCOMPARE(missing->result().error->kind, ErrorKind::NotFound);
        QVERIFY(missing->result().error->message.contains(other));

        // No blob store configured: NotFound with the reason, and nothing is tried.
        PdfFetcher noBlobs;
        noBlobs.setSources({spec(QStringLiteral("wayback:http://127.0.0.1:9"))});
        PdfFetchJob *none = noBlobs.fetchTei(kCostSha1);
        QSignalSpy done3(none, &PdfFetchJob::finished);
        QVERIFY(done3.wait(30000));
        QCOMPARE(none->result().error->kind, ErrorKind::NotFound);
        QVERIFY(none->result().attempts.isEmpty());
        QVERIFY(none->result().error->message.contains(QStringLiteral("no blob store")));
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_GUILESS_MAIN(TestPdfFetcher)
#include "tst_pdffetcher.moc"
