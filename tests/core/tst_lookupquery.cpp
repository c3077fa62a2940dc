// The lookup box's reading of what a curator pastes (docs/lookup.md): SHA-1s in any spelling,
// DOIs and the links that carry either, routed to a row key or a DOI; anything else is a clear
// input error.
#include <QTest>

#include <core/domain/lookupquery.h>

using namespace Ei::Core;

namespace {
const QString kHex = QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b69");
const QString kB32 = QStringLiteral("MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J");
const QByteArray kKey = "sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J";
} // namespace

class TestLookupQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void understood_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("isDoi");
        QTest::addColumn<QString>("expected"); // the DOI, or the row key
        QTest::addColumn<QString>("howContains");
        const QString key = QString::fromLatin1(kKey);
        QTest::newRow("hex") << kHex << false << key << QStringLiteral("SHA-1");
        QTest::newRow("upper hex, spaces") << QStringLiteral("  ") + kHex.toUpper() + QStringLiteral(" ")
                                           << false << key << QStringLiteral("SHA-1");
        QTest::newRow("lower base32 prefixed")
            << QStringLiteral("sha1:") + kB32.toLower() << false << key << QStringLiteral("SHA-1");
        QTest::newRow("fatcat file lookup") << QStringLiteral("https://fatcat.wiki/file/lookup?sha1=") + kHex
                                            << false << key << QStringLiteral("fatcat.wiki");
        QTest::newRow("fatcat api sha1hex")
            << QStringLiteral("https://api.fatcat.wiki/v0/file/lookup?sha1hex=") + kHex.toUpper() << false
            << key << QStringLiteral("sha1hex=");
        QTest::newRow("blob store pdf")
            << QStringLiteral("https://blobs.example.org/sandcrawler/pdf/63/c5/") + kHex +
                   QStringLiteral(".pdf")
            << false << key << QStringLiteral("blobs.example.org");
        QTest::newRow("scholar.archive.org access link")
            << QStringLiteral(
                   "https://scholar.archive.org/access/wayback/20200101000000/https://example.org/x/") +
                   kHex + QStringLiteral(".pdf")
            << false << key << QStringLiteral("scholar.archive.org");
        QTest::newRow("angle brackets")
            << QStringLiteral("<https://fatcat.wiki/file/lookup?sha1=") + kHex + QStringLiteral(">") << false
            << key << QStringLiteral("fatcat");
        QTest::newRow("bare doi") << QStringLiteral("10.1234/ABC.5") << true
                                  << QStringLiteral("10.1234/abc.5") << QStringLiteral("DOI");
        QTest::newRow("doi: prefix") << QStringLiteral("doi:10.1234/x") << true << QStringLiteral("10.1234/x")
                                     << QStringLiteral("DOI");
        QTest::newRow("doi.org link")
            << QStringLiteral("https://doi.org/10.1177/02683962211048201") << true
            << QStringLiteral("10.1177/02683962211048201") << QStringLiteral("doi.org");
        QTest::newRow("dx.doi.org percent-encoded")
            << QStringLiteral("http://dx.doi.org/10.1002/%28SICI%291097") << true
            << QStringLiteral("10.1002/(sici)1097") << QStringLiteral("doi.org");
        QTest::newRow("fatcat release lookup doi=")
            << QStringLiteral("https://fatcat.wiki/release/lookup?doi=10.1234%2Fabc") << true
            << QStringLiteral("10.1234/abc") << QStringLiteral("doi=");
        QTest::newRow("publisher /doi/full/")
            << QStringLiteral("https://www.tandfonline.com/doi/full/10.1080/1234.5") << true
            << QStringLiteral("10.1080/1234.5") << QStringLiteral("tandfonline.com");
        QTest::newRow("publisher /doi/pdf/")
            << QStringLiteral("https://onlinelibrary.wiley.com/doi/pdf/10.1002/abc") << true
            << QStringLiteral("10.1002/abc") << QStringLiteral("wiley");
        QTest::newRow("wayback of doi.org")
            << QStringLiteral("https://web.archive.org/web/20190101000000/https://doi.org/10.1234/w") << true
            << QStringLiteral("10.1234/w") << QStringLiteral("Wayback");
        QTest::newRow("wayback id_ of a blob")
            << QStringLiteral("https://web.archive.org/web/2019id_/https://blobs.example.org/pdf/") + kHex +
                   QStringLiteral(".pdf")
            << false << key << QStringLiteral("Wayback");
        QTest::newRow("a DOI whose suffix holds 40 hex digits stays a DOI")
            << QStringLiteral("10.5555/") + kHex << true << QStringLiteral("10.5555/") + kHex
            << QStringLiteral("DOI");
    }
    void understood()
    {
        QFETCH(QString, input);
        QFETCH(bool, isDoi);
        QFETCH(QString, expected);
        QFETCH(QString, howContains);
        const auto q = parseLookupQuery(input, KeyFormat::Sha1B32Prefixed);
        QVERIFY2(q.has_value(), q ? "" : qPrintable(q.error().message));
        QCOMPARE(q->kind == LookupQuery::Kind::Doi, isDoi);
        QCOMPARE(isDoi ? q->doi : QString::fromLatin1(q->rowKey), expected);
        QVERIFY2(q->understoodAs.contains(howContains, Qt::CaseInsensitive), qPrintable(q->understoodAs));
    }

    void keyFollowsTheTableFormat()
    {
        const auto hex = parseLookupQuery(QString::fromLatin1(kKey), KeyFormat::Sha1Hex);
        QVERIFY(hex);
        QCOMPARE(hex->rowKey, kHex.toLatin1());
        const auto raw = parseLookupQuery(kHex, KeyFormat::Raw20);
        QVERIFY(raw);
        QCOMPARE(raw->rowKey, QByteArray::fromHex(kHex.toLatin1()));
        // Text-keyed tables: anything that is not a SHA-1 or DOI is the key itself.
        const auto text = parseLookupQuery(QStringLiteral("/DEFAULT/docs/42"), KeyFormat::Utf8);
        QVERIFY(text);
        QCOMPARE(text->rowKey, QByteArray("/DEFAULT/docs/42"));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("messageContains");
        QTest::newRow("empty") << QStringLiteral("   ") << QStringLiteral("Type a SHA-1");
        QTest::newRow("word") << QStringLiteral("hello") << QStringLiteral("is neither a SHA-1");
        QTest::newRow("two digests") << kHex + QStringLiteral(" ") +
                                            QStringLiteral("0000000000000000000000000000000000000000")
                                     << QStringLiteral("more than one");
        QTest::newRow("unknown link")
            << QStringLiteral("https://example.org/paper.html") << QStringLiteral("is neither a SHA-1");
        QTest::newRow("wayback of a plain page")
            << QStringLiteral("https://web.archive.org/web/2019/https://example.org/paper.pdf")
            << QStringLiteral("not looked up by capture URL");
        QTest::newRow("bad doi parameter") << QStringLiteral("https://fatcat.wiki/release/lookup?doi=11.2/x")
                                           << QStringLiteral("is not a DOI");
        QTest::newRow("control bytes") << QString::fromUtf8("\x01\x02\x03") << QStringLiteral("is neither");
    }
    void refused()
    {
        QFETCH(QString, input);
        QFETCH(QString, messageContains);
        const auto q = parseLookupQuery(input, KeyFormat::Sha1B32Prefixed);
        QVERIFY(!q.has_value());
        QCOMPARE(q.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(q.error().message.contains(messageContains), qPrintable(q.error().message));
    }
};

QTEST_APPLESS_MAIN(TestLookupQuery)
#include "tst_lookupquery.moc"
