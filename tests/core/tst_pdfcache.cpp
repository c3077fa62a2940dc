// PdfCache: verified writes only, LRU eviction by total size, corruption detection, TEI entries.
#include <common/testutil.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <core/pdf/pdfcache.h>

using namespace Ei::Core;

namespace {

QByteArray blob(char fill, qsizetype size)
{
    return QByteArray("%PDF-1.4\n") + QByteArray(size - 9, fill);
}

QString sha1(const QByteArray &b)
{
    return QString::fromLatin1(QCryptographicHash::hash(b, QCryptographicHash::Sha1).toHex());
}

} // namespace

class TestPdfCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void storeAndRead()
    {
        QTemporaryDir dir;
        PdfCache cache(dir.path());
        const QByteArray a = blob('a', 1000);
        QVERIFY(!cache.containsPdf(sha1(a)));
        QCOMPARE(cache.readPdf(sha1(a)).error().kind, ErrorKind::NotFound);
        QVERIFY(cache.storePdf(sha1(a), a));
        QVERIFY(cache.containsPdf(sha1(a)));
        QCOMPARE(cache.readPdf(sha1(a)).value(), a);
        QCOMPARE(cache.totalBytes(), 1000);
        QVERIFY(cache.pdfPath(sha1(a)).startsWith(dir.path() + QLatin1Char('/') + sha1(a).left(2)));
        // No temp files left behind by the atomic write.
        const QStringList files =
            QDir(dir.path() + QLatin1Char('/') + sha1(a).left(2)).entryList(QDir::Files);
        QCOMPARE(files, QStringList{sha1(a) + QStringLiteral(".pdf")});
    }

    void refusesUnverifiedBytes()
    {
        QTemporaryDir dir;
        PdfCache cache(dir.path());
        const QByteArray a = blob('a', 100);
        const auto r = cache.storePdf(sha1(blob('b', 100)), a);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::Integrity);
        QCOMPARE(cache.entryCount(), 0);
        QCOMPARE(cache.storePdf(QStringLiteral("nothex"), a).error().kind, ErrorKind::InvalidInput);
        QCOMPARE(cache.readPdf(QStringLiteral("../../etc/passwd")).error().kind, ErrorKind::InvalidInput);
    }

    void evictsLeastRecentlyUsed()
    {
        QTemporaryDir dir;
        PdfCache cache(dir.path(), 3000);
        const QByteArray a = blob('a', 1000), b = blob('b', 1000), c = blob('c', 1000), d = blob('d', 1000);
        QVERIFY(cache.storePdf(sha1(a), a));
        QVERIFY(cache.storePdf(sha1(b), b));
        QVERIFY(cache.storePdf(sha1(c), c));
        QCOMPARE(cache.totalBytes(), 3000);
        QVERIFY(cache.readPdf(sha1(a))); // a becomes the most recently used
        QVERIFY(cache.storePdf(sha1(d), d));
        QVERIFY(cache.containsPdf(sha1(a)));
        QVERIFY(!cache.containsPdf(sha1(b))); // the oldest unused one went
        QVERIFY(cache.containsPdf(sha1(c)));
        QVERIFY(cache.containsPdf(sha1(d)));
        QCOMPARE(cache.totalBytes(), 3000);
        // Shrinking the bound evicts at once, oldest first.
        cache.setMaxBytes(1500);
        QCOMPARE(cache.entryCount(), 1);
        QVERIFY(cache.containsPdf(sha1(d)));
        // An entry bigger than the whole cache is refused rather than flushing everything.
        QCOMPARE(cache.storePdf(sha1(blob('e', 2000)), blob('e', 2000)).error().kind,
                 ErrorKind::InvalidInput);
        QVERIFY(cache.containsPdf(sha1(d)));
    }

    void orderSurvivesRestart()
    {
        QTemporaryDir dir;
        const QByteArray a = blob('a', 1000), b = blob('b', 1000), c = blob('c', 1000);
        {
            PdfCache cache(dir.path(), 10000);
            QVERIFY(cache.storePdf(sha1(a), a));
            QVERIFY(cache.storePdf(sha1(b), b));
            QVERIFY(cache.readPdf(sha1(a)));
        }
        PdfCache again(dir.path(), 2000); // rescans: a (used last) and b exist
        QCOMPARE(again.entryCount(), 2);
        QVERIFY(again.storePdf(sha1(c), c));
        QVERIFY(again.containsPdf(sha1(a)));
        QVERIFY(!again.containsPdf(sha1(b)));
    }

    void corruptEntryIsEvicted_data()
    {
        QTest::addColumn<int>("damage");
        QTest::newRow("flipped byte") << 0;
        QTest::newRow("truncated") << 1;
        QTest::newRow("emptied") << 2;
    }
    void corruptEntryIsEvicted()
    {
        QFETCH(int, damage);
        QTemporaryDir dir;
        PdfCache cache(dir.path());
        const QByteArray a = blob('a', 5000);
        QVERIFY(cache.storePdf(sha1(a), a));
        QFile f(cache.pdfPath(sha1(a)));
        QVERIFY(f.open(QIODevice::ReadWrite));
        if (damage == 0) {
            f.seek(4000);
            f.write("Z");
        } else {
            f.resize(damage == 1 ? 4000 : 0);
        }
        f.close();
        const auto r = cache.readPdf(sha1(a));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::Integrity);
        QVERIFY(r.error().message.contains(QStringLiteral("corrupt")));
        QVERIFY(!cache.containsPdf(sha1(a)));
        QCOMPARE(cache.totalBytes(), 0);
        QCOMPARE(cache.readPdf(sha1(a)).error().kind, ErrorKind::NotFound);
    }

    void teiEntries()
    {
        QTemporaryDir dir;
        PdfCache cache(dir.path());
        const QString key = sha1(blob('a', 100));
        const QByteArray tei = "<TEI xmlns=\"http://www.tei-c.org/ns/1.0\"><teiHeader/></TEI>";
        QCOMPARE(cache.readTei(key).error().kind, ErrorKind::NotFound);
        QVERIFY(cache.storeTei(key, tei));
        QCOMPARE(cache.readTei(key).value(), tei);
        QVERIFY(!cache.containsPdf(key));
        QFile f(cache.teiPath(key));
        QVERIFY(f.open(QIODevice::Append));
        f.write("junk");
        f.close();
        QCOMPARE(cache.readTei(key).error().kind, ErrorKind::Integrity);
        QVERIFY(!QFile::exists(cache.teiPath(key)));
        QVERIFY(!QFile::exists(cache.teiPath(key) + QStringLiteral(".sha1")));
    }

    void clearRemovesEverything()
    {
        QTemporaryDir dir;
        PdfCache cache(dir.path());
        const QByteArray a = blob('a', 100);
        QVERIFY(cache.storePdf(sha1(a), a));
        QVERIFY(cache.storeTei(sha1(a), "<TEI/>"));
        cache.clear();
        QCOMPARE(cache.entryCount(), 0);
        QCOMPARE(cache.totalBytes(), 0);
        QVERIFY(!cache.containsPdf(sha1(a)));
    }

    void defaultDirectoryIsXdgCache()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(PdfCache::defaultDirectory().endsWith(QStringLiteral("/pdf")));
        QCOMPARE(PdfCache().maxBytes(), qint64(2) << 30);
    }
};

QTEST_GUILESS_MAIN(TestPdfCache)
#include "tst_pdfcache.moc"
