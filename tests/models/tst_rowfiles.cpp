// The shown row's files from a blob store: its PDF (verified, reported with progress, a task that
// finishes with it), the next row's PDF ahead into the cache, its TEI when the row has none, and a
// clear answer when a store has nothing for the row.
#include <common/corpusfiles.h>
#include <common/testutil.h>

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/journalrow.h>
#include <core/domain/rowkey.h>
#include <core/pdf/pdfcache.h>
#include <models/rowfiles.h>

using Ei::Core::PdfFetchResult;
using Ei::Models::RowFiles;

namespace {

// A row whose key is the SHA-1 of `bytes`, decoded as the window decodes it.
Ei::Core::JournalRow rowFor(const QByteArray &bytes)
{
    Ei::Core::Row row;
    row.key = Ei::Core::encodeRowKey(Ei::Core::Sha1::ofData(bytes), Ei::Core::KeyFormat::Sha1B32Prefixed);
    return Ei::Core::decodeJournalRow(row);
}

QString hexOf(const QByteArray &bytes)
{
    return QString::fromLatin1(Ei::Core::Sha1::ofData(bytes).toHex());
}

// `bytes` at PATH/pdf/h0h1/h2h3/HEX.pdf (or PATH/grobid/…/HEX.tei.xml), the blob-dir layout.
bool store(const QString &dir, const QString &kind, const QString &hex, const QString &suffix,
           const QByteArray &bytes)
{
    const QString folder = QStringLiteral("%1/%2/%3/%4").arg(dir, kind, hex.left(2), hex.mid(2, 2));
    QFile file(folder + u'/' + hex + suffix);
    return QDir().mkpath(folder) && file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QList<Ei::Core::PdfSourceSpec> blobDir(const QString &dir)
{
    return {*Ei::Core::PdfSourceSpec::parse(QStringLiteral("blob-dir:") + dir)};
}

} // namespace

Q_DECLARE_METATYPE(Ei::Core::PdfFetchResult)

class TestRowFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the PDF cache goes to the test's own folder
        qRegisterMetaType<PdfFetchResult>();
    }

    void fetchesTheRowsPdf()
    {
        EI_REQUIRE_CORPUS();
        const QByteArray pdf = Ei::Test::readFile(Ei::Test::corpusPath(Ei::Test::CorpusFiles::JnerPdf));
        QTemporaryDir blobs;
        QVERIFY(store(blobs.path(), QStringLiteral("pdf"), hexOf(pdf), QStringLiteral(".pdf"), pdf));
        RowFiles files;
        files.fetcher()->cache()->clear(); // every test starts from an empty cache
        files.setSources(blobDir(blobs.path()));
        QSignalSpy fetched(&files, &RowFiles::pdfFetched);
        QSignalSpy progress(&files, &RowFiles::pdfProgress);
        const Ei::Core::JournalRow row = rowFor(pdf);
        Ei::Core::PdfFetchJob *task = files.fetchPdf(row, QStringLiteral("Fetching the PDF"));
        QVERIFY(task);
        QCOMPARE(task->title(), QStringLiteral("Fetching the PDF"));
        QSignalSpy taskDone(task, &Ei::Core::Job::finished);
        QTRY_COMPARE(fetched.size(), 1);
        QCOMPARE(fetched[0][0].toByteArray(), row.key);
        const auto result = fetched[0][1].value<PdfFetchResult>();
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error->message));
        QVERIFY(result.verified);
        QCOMPARE(result.bytes, pdf);
        QCOMPARE(fetched[0][2].toString(), hexOf(pdf));
        QVERIFY(taskDone.size() == 1 || taskDone.wait());
        for (const QList<QVariant> &p : std::as_const(progress)) {
            QCOMPARE(p[0].toByteArray(), row.key);
        }
        // The same PDF again: the disk cache has it now.
        files.fetchPdf(row, QStringLiteral("Fetching the PDF"));
        QTRY_COMPARE(fetched.size(), 2);
        QVERIFY(fetched[1][1].value<PdfFetchResult>().fromCache);
    }

    // The next row's PDF ahead: when the curator gets there, it comes from the cache.
    void prefetchesTheNextPdf()
    {
        EI_REQUIRE_CORPUS();
        const QByteArray pdf = Ei::Test::readFile(Ei::Test::corpusPath(Ei::Test::CorpusFiles::HalPdf));
        QTemporaryDir blobs;
        QVERIFY(store(blobs.path(), QStringLiteral("pdf"), hexOf(pdf), QStringLiteral(".pdf"), pdf));
        RowFiles files;
        files.fetcher()->cache()->clear(); // every test starts from an empty cache
        files.setSources(blobDir(blobs.path()));
        QVERIFY(!files.fetcher()->cache()->containsPdf(hexOf(pdf)));
        files.prefetchPdf(rowFor(pdf));
        QTRY_VERIFY(files.fetcher()->cache()->containsPdf(hexOf(pdf)));
        // The store goes away: only the cache can serve it now.
        QVERIFY(QDir(blobs.path()).removeRecursively());
        QSignalSpy fetched(&files, &RowFiles::pdfFetched);
        files.fetchPdf(rowFor(pdf), QStringLiteral("Fetching the PDF"));
        QTRY_COMPARE(fetched.size(), 1);
        const auto result = fetched[0][1].value<PdfFetchResult>();
        QVERIFY(result.ok() && result.fromCache);
        QCOMPARE(result.bytes, pdf);
    }

    // A row without TEI in the table may have GROBID's output in the blob store.
    void fetchesTheTeiFromTheBlobStore_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<bool>("stored");
        QTest::newRow("stored") << true;
        QTest::newRow("not stored") << false;
    }
    void fetchesTheTeiFromTheBlobStore()
    {
        QFETCH(bool, stored);
        const QByteArray pdf = Ei::Test::readFile(Ei::Test::corpusPath(Ei::Test::CorpusFiles::JnerPdf));
        const QByteArray tei = Ei::Test::readFile(Ei::Test::corpusPath(Ei::Test::CorpusFiles::JnerTei));
        QTemporaryDir blobs;
        if (stored) {
            QVERIFY(
                store(blobs.path(), QStringLiteral("grobid"), hexOf(pdf), QStringLiteral(".tei.xml"), tei));
        }
        RowFiles files;
        files.fetcher()->cache()->clear(); // every test starts from an empty cache
        files.setSources(blobDir(blobs.path()));
        QSignalSpy fetched(&files, &RowFiles::teiFetched);
        files.fetchTei(rowFor(pdf));
        QTRY_COMPARE(fetched.size(), 1);
        const auto result = fetched[0][1].value<PdfFetchResult>();
        QCOMPARE(result.ok(), stored);
        if (stored) {
            QCOMPARE(result.bytes, tei);
        } else {
            QCOMPARE(result.error->kind, Ei::Core::ErrorKind::NotFound);
        }
    }

    // A key that is not a SHA-1 names no blob: nothing is asked.
    void noTeiLookupWithoutSha1()
    {
        RowFiles files;
        QSignalSpy fetched(&files, &RowFiles::teiFetched);
        Ei::Core::Row row;
        row.key = "not-a-sha1";
        files.fetchTei(Ei::Core::decodeJournalRow(row));
        QCoreApplication::processEvents();
        QVERIFY(fetched.isEmpty());
    }

    // Without sources the PDF is not found, and the task still finishes.
    void noSources()
    {
        RowFiles files;
        QSignalSpy fetched(&files, &RowFiles::pdfFetched);
        Ei::Core::PdfFetchJob *task = files.fetchPdf(rowFor("x"), QStringLiteral("t"));
        QSignalSpy taskDone(task, &Ei::Core::Job::finished);
        QTRY_COMPARE(fetched.size(), 1);
        QVERIFY(!fetched[0][1].value<PdfFetchResult>().ok());
        QVERIFY(taskDone.size() == 1 || taskDone.wait());
    }
};

QTEST_GUILESS_MAIN(TestRowFiles)
#include "tst_rowfiles.moc"
