// DOI normalisation: every pasted spelling, the corpus's SICI DOI, and clear rejections.
#include <common/testutil.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>
#include <QUrl>

#include <core/domain/doi.h>

using namespace Ei::Core;

class TestDoi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void normalizes_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        const QString jit = QStringLiteral("10.1177/02683962211048201");
        QTest::newRow("bare") << jit << jit;
        QTest::newRow("doi: prefix") << QStringLiteral("doi:10.1177/02683962211048201") << jit;
        QTest::newRow("DOI: spaced") << QStringLiteral("DOI: 10.1177/02683962211048201") << jit;
        QTest::newRow("https doi.org") << QStringLiteral("https://doi.org/10.1177/02683962211048201") << jit;
        QTest::newRow("http dx") << QStringLiteral("http://dx.doi.org/10.1177/02683962211048201") << jit;
        QTest::newRow("upper url") << QStringLiteral("HTTPS://DOI.ORG/10.1177/02683962211048201") << jit;
        QTest::newRow("doi.org no scheme") << QStringLiteral("doi.org/10.1177/02683962211048201") << jit;
        QTest::newRow("info:doi") << QStringLiteral("info:doi/10.1177/02683962211048201") << jit;
        QTest::newRow("whitespace") << QStringLiteral("  10.1177/02683962211048201\n") << jit;
        QTest::newRow("sentence end") << QStringLiteral("10.1177/02683962211048201.") << jit;
        QTest::newRow("in parens") << QStringLiteral("(10.1177/02683962211048201),") << jit;
        QTest::newRow("in brackets with doi:") << QStringLiteral("[doi:10.1177/02683962211048201]") << jit;
        QTest::newRow("closing paren") << QStringLiteral("10.1177/02683962211048201)") << jit;
        QTest::newRow("quoted") << QStringLiteral("\"10.1177/02683962211048201\"") << jit;
        QTest::newRow("angle brackets")
            << QStringLiteral("<https://doi.org/10.1177/02683962211048201>") << jit;
        QTest::newRow("upper case") << QStringLiteral("10.1371/JOURNAL.PMED.0020124")
                                    << QStringLiteral("10.1371/journal.pmed.0020124");
        QTest::newRow("balanced parens kept") << QStringLiteral("10.1016/0010-4825(80)90001-9")
                                              << QStringLiteral("10.1016/0010-4825(80)90001-9");
        QTest::newRow("sub-registrant")
            << QStringLiteral("10.1000.10/123") << QStringLiteral("10.1000.10/123");
        const QString sici = QStringLiteral("10.1002/(sici)1097-461x(1998)66:4<261::aid-qua1>3.0.co;2-t");
        QTest::newRow("sici") << QStringLiteral("10.1002/(SICI)1097-461X(1998)66:4<261::AID-QUA1>3.0.CO;2-T")
                              << sici;
        QTest::newRow("sici url-encoded")
            << QStringLiteral("https://doi.org/10.1002/"
                              "%28SICI%291097-461X%281998%2966%3A4%3C261%3A%3AAID-QUA1%3E3.0.CO%3B2-T")
            << sici;
        QTest::newRow("sici in sentence")
            << QStringLiteral("doi:10.1002/(SICI)1097-461X(1998)66:4<261::AID-QUA1>3.0.CO;2-T.") << sici;
    }
    void normalizes()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        auto doi = normalizeDoi(input);
        QVERIFY2(doi.has_value(), qPrintable(doi ? QString() : doi.error().message));
        QCOMPARE(*doi, expected);
        QVERIFY(looksLikeDoi(input));
    }

    void corpusSiciDoi()
    {
        EI_REQUIRE_CORPUS();
        const QJsonObject work =
            QJsonDocument::fromJson(Ei::Test::readFile(Ei::Test::corpusPath(
                                        QStringLiteral("crossref/fatcat_crossref-works.single.json"))))
                .object();
        const QString doi = work.value(QLatin1StringView("DOI")).toString();
        QVERIFY(doi.contains(u'<') && doi.contains(u';') && doi.contains(u'('));
        QCOMPARE(*normalizeDoi(doi), doi.toLower());
        QCOMPARE(*normalizeDoi(QString(QStringLiteral("https://doi.org/") +
                                       QString::fromLatin1(QUrl::toPercentEncoding(doi)))),
                 doi.toLower());
        const QString url = work.value(QLatin1StringView("URL")).toString();
        if (!url.isEmpty()) {
            QCOMPARE(*normalizeDoi(url), doi.toLower());
        }
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("input");
        QTest::newRow("empty") << QString();
        QTest::newRow("words") << QStringLiteral("hello world");
        QTest::newRow("no suffix") << QStringLiteral("10.1177/");
        QTest::newRow("no slash") << QStringLiteral("10.1177");
        QTest::newRow("letters in registrant") << QStringLiteral("10.abc/123");
        QTest::newRow("11.") << QStringLiteral("11.1177/0268");
        QTest::newRow("space in suffix") << QStringLiteral("10.1177/0268 3962");
        QTest::newRow("other url") << QStringLiteral("https://example.org/10.1177/02683962211048201");
        QTest::newRow("sha1") << QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J");
        QTest::newRow("doi: only") << QStringLiteral("doi:");
    }
    void rejects()
    {
        QFETCH(QString, input);
        auto doi = normalizeDoi(input);
        QVERIFY(!doi.has_value());
        QCOMPARE(doi.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(doi.error().message.contains(QLatin1StringView("is not a DOI")),
                 qPrintable(doi.error().message));
        QVERIFY(!looksLikeDoi(input));
    }

    // The lenient entry point shares the cleaning: every spelling normalizeDoi accepts gives the
    // same DOI.
    void lenientAgreesOnValidInput_data() { normalizes_data(); }
    void lenientAgreesOnValidInput()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(normalizeDoiText(input), expected);
    }

    void lenientDiffers_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("lenient");
        QTest::addColumn<bool>("valid");
        // What GROBID reads from a PDF is kept when it has the DOI shape, even if not a valid DOI.
        QTest::newRow("letters in registrant")
            << QStringLiteral("10.abc/123") << QStringLiteral("10.abc/123") << false;
        QTest::newRow("space in suffix")
            << QStringLiteral("10.1177/0268 3962") << QStringLiteral("10.1177/0268 3962") << false;
        // A '%' in metadata is the DOI's own character; only a link is percent-decoded.
        QTest::newRow("literal percent")
            << QStringLiteral("10.1000/a%2Fb") << QStringLiteral("10.1000/a%2fb") << true;
        QTest::newRow("percent in link")
            << QStringLiteral("https://doi.org/10.1000/a%2Fb") << QStringLiteral("10.1000/a/b") << true;
        QTest::newRow("other url") << QStringLiteral("https://example.org/10.1177/02683962211048201")
                                   << QString() << false;
        QTest::newRow("no slash") << QStringLiteral("10.1177") << QString() << false;
        QTest::newRow("empty") << QString() << QString() << false;
    }
    void lenientDiffers()
    {
        QFETCH(QString, input);
        QFETCH(QString, lenient);
        QFETCH(bool, valid);
        QCOMPARE(normalizeDoiText(input), lenient);
        QCOMPARE(looksLikeDoi(input), valid);
    }

    void anyInputNeverCrashes()
    {
        QRandomGenerator rng(3);
        const char *seeds[] = {"10.", "doi:", "https://doi.org/", "%", "%2", "(", ")", "<", ">", "/",
                               ".",   " "};
        for (int i = 0; i < 5000; ++i) {
            QString s;
            const int n = int(rng.bounded(12));
            for (int k = 0; k < n; ++k) {
                if (rng.bounded(2)) {
                    s += QString::fromLatin1(seeds[rng.bounded(int(std::size(seeds)))]);
                } else {
                    s += QChar(char16_t(rng.bounded(0x3000)));
                }
            }
            (void)normalizeDoi(s);
            (void)normalizeDoiText(s);
        }
    }
};

QTEST_GUILESS_MAIN(TestDoi)
#include "tst_doi.moc"
