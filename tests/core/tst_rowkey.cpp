// SHA-1 row keys: the corpus's verified vectors in every spelling, every key format, display,
// pasted text, and rejection of everything that is not a SHA-1.
#include <common/testutil.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <core/domain/rowkey.h>

using namespace Ei::Core;

Q_DECLARE_METATYPE(Ei::Core::Sha1Display)

namespace {

struct Vector
{
    QByteArray prefixed;
    QByteArray b32;
    QByteArray hex;
};

QList<Vector> loadVectors()
{
    const QJsonArray arr = QJsonDocument::fromJson(Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral(
                                                       "sandcrawler/sha1_key_test_vectors.json"))))
                               .array();
    QList<Vector> out;
    for (const QJsonValue &v : arr) {
        const QJsonObject o = v.toObject();
        out.append({o.value(QLatin1StringView("hbase_row_key")).toString().toLatin1(),
                    o.value(QLatin1StringView("sha1b32")).toString().toLatin1(),
                    o.value(QLatin1StringView("sha1hex")).toString().toLatin1()});
    }
    return out;
}

} // namespace

class TestRowKey : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void vectors_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QByteArray>("prefixed");
        QTest::addColumn<QByteArray>("hex");
        EI_REQUIRE_CORPUS();
        const QList<Vector> vectors = loadVectors();
        QVERIFY(vectors.size() >= 7);
        for (const Vector &v : vectors) {
            const QString b32 = QString::fromLatin1(v.b32);
            const QString hex = QString::fromLatin1(v.hex);
            const auto row = [&](const char *what, const QString &input) {
                QTest::addRow("%s %s", v.b32.constData(), what) << input << v.prefixed << v.hex;
            };
            row("row key", QString::fromLatin1(v.prefixed));
            row("base32", b32);
            row("base32 lower", b32.toLower());
            row("hex", hex);
            row("hex upper", hex.toUpper());
            row("prefixed hex", QStringLiteral("sha1:") + hex);
            row("SHA1: upper prefix", QStringLiteral("SHA1:") + b32.toLower());
            row("whitespace",
                QStringLiteral("  \t") + QString::fromLatin1(v.prefixed) + QStringLiteral("\n"));
            row("log line", QStringLiteral("2018-04-02 INFO grobid done key=sha1:%1 status=200").arg(b32));
            row("url", QStringLiteral("https://example.org/row/sha1%3A") + b32 + QStringLiteral("?full=1"));
            row("blob path", QStringLiteral("pdf/%1/%2/%3.pdf").arg(hex.left(2), hex.mid(2, 2), hex));
        }
    }
    void vectors()
    {
        QFETCH(QString, input);
        QFETCH(QByteArray, prefixed);
        QFETCH(QByteArray, hex);
        auto sha1 = parseSha1(input);
        QVERIFY2(sha1.has_value(), qPrintable(sha1 ? QString() : sha1.error().message));
        QCOMPARE(sha1->toHex(), hex);
        QCOMPARE(sha1->toDisplay(Sha1Display::Base32Prefixed), prefixed);
        QCOMPARE(*rowKeyFromInput(input, KeyFormat::Sha1B32Prefixed), prefixed);
        QCOMPARE(*rowKeyFromInput(input, KeyFormat::Sha1B32), prefixed.mid(5));
        QCOMPARE(*rowKeyFromInput(input, KeyFormat::Sha1Hex), hex);
        QCOMPARE(*rowKeyFromInput(input, KeyFormat::Raw20), QByteArray::fromHex(hex));
        // Bytes path agrees with the string path.
        QCOMPARE(*parseSha1(QByteArrayView(input.toUtf8())), *sha1);
    }

    void formatsRoundTrip()
    {
        const Sha1 s = Sha1::ofData("hello");
        for (KeyFormat f :
             {KeyFormat::Sha1B32Prefixed, KeyFormat::Sha1B32, KeyFormat::Sha1Hex, KeyFormat::Raw20}) {
            const QByteArray key = encodeRowKey(s, f);
            QCOMPARE(sha1FromRowKey(key, f), std::optional(s));
            QCOMPARE(displayRowKey(key, f, Sha1Display::Hex), QString::fromLatin1(s.toHex()));
            QCOMPARE(*parseKeyFormat(keyFormatName(f)), f);
        }
        QCOMPARE(Sha1::ofData("").toHex(), QByteArray("da39a3ee5e6b4b0d3255bfef95601890afd80709"));
        QCOMPARE(Sha1::ofData("").toBase32(), QByteArray("3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ"));
    }

    void displays_data()
    {
        QTest::addColumn<Sha1Display>("display");
        QTest::addColumn<QString>("shown");
        // SHA-1 of the empty string.
        QTest::newRow("as stored") << Sha1Display::Base32Prefixed
                                   << QStringLiteral("sha1:3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ");
        QTest::newRow("base32") << Sha1Display::Base32 << QStringLiteral("3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ");
        QTest::newRow("hex") << Sha1Display::Hex
                             << QStringLiteral("da39a3ee5e6b4b0d3255bfef95601890afd80709");
        QTest::newRow("compact") << Sha1Display::Compact << QStringLiteral("3I42H3S6NN…");
    }
    void displays()
    {
        QFETCH(Sha1Display, display);
        QFETCH(QString, shown);
        const QByteArray key = encodeRowKey(Sha1::ofData(""), KeyFormat::Sha1B32Prefixed);
        QCOMPARE(displayRowKey(key, KeyFormat::Sha1B32Prefixed, display), shown);
        // Remembered by name (the row list's settings).
        QCOMPARE(*parseSha1Display(sha1DisplayName(display)), display);
    }

    void randomDigestsRoundTrip()
    {
        QRandomGenerator rng(42);
        for (int i = 0; i < 2000; ++i) {
            QByteArray raw(20, Qt::Uninitialized);
            for (char &c : raw) {
                c = char(rng.bounded(256));
            }
            const Sha1 s = *Sha1::fromRaw(raw);
            QCOMPARE(*Sha1::fromBase32(s.toBase32()), s);
            QCOMPARE(*Sha1::fromHex(s.toHex()), s);
            QCOMPARE(s.toHex(), raw.toHex());
        }
    }

    void utf8Tables()
    {
        // Text tables keep their keys; a SHA-1 spelling still means the pipeline's key.
        QCOMPARE(*rowKeyFromInput(u" org.mozilla.input/desktop ", KeyFormat::Utf8),
                 QByteArray("org.mozilla.input/desktop"));
        QCOMPARE(*rowKeyFromInput(u"63c57ad9949c6862bf7e92de750d78f34d4e4b69", KeyFormat::Utf8),
                 QByteArray("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J"));
        QVERIFY(!rowKeyFromInput(u"   ", KeyFormat::Utf8).has_value());
        // A 20-character text key is not a raw digest in a text table.
        QCOMPARE(displayRowKey("abcdefghijklmnopqrst", KeyFormat::Utf8, Sha1Display::Hex),
                 QStringLiteral("abcdefghijklmnopqrst"));
        QCOMPARE(displayRowKey(QByteArrayView("a\x00\xff", 3), KeyFormat::Utf8, Sha1Display::Hex),
                 QStringLiteral("hex:6100ff"));
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("input");
        QTest::newRow("empty") << QString();
        QTest::newRow("short") << QStringLiteral("abc");
        QTest::newRow("39 hex") << QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b6");
        QTest::newRow("41 hex") << QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b699");
        QTest::newRow("non-hex in 40") << QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4bzz");
        QTest::newRow("base32 with 1") << QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S31");
        QTest::newRow("base32 with 0/8") << QStringLiteral("MPCXVWMUTRUGFP36SLPHKDLY6NGU4S08");
        QTest::newRow("md5") << QStringLiteral("f4de91152c7ab9fdc2a128f962faebff0");
        QTest::newRow("doi") << QStringLiteral("10.1177/02683962211048201");
        QTest::newRow("prefix only") << QStringLiteral("sha1:");
        QTest::newRow("two digests") << QStringLiteral(
            "sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J sha1:TZCYZ2ULEHYGESS4L3RNH75I23KKFSMC");
        QTest::newRow("unicode") << QStringLiteral("sha1:МPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J");
    }
    void rejects()
    {
        QFETCH(QString, input);
        auto sha1 = parseSha1(input);
        QVERIFY(!sha1.has_value());
        QCOMPARE(sha1.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(sha1.error().message.contains(QLatin1StringView("SHA-1")), qPrintable(sha1.error().message));
        QVERIFY(!rowKeyFromInput(input, KeyFormat::Sha1B32Prefixed).has_value());
    }

    void messageNamesExpectation()
    {
        QCOMPARE(
            parseSha1(u"abc").error().message,
            QStringLiteral("'abc' is not a SHA-1: expected 40 hex digits or 32 base32 characters, optionally "
                           "prefixed with sha1:"));
        QVERIFY(parseKeyFormat(u"sha256").error().message.contains(QLatin1StringView("sha1-b32-prefixed")));
    }

    void sameDigestTwiceIsFine()
    {
        const auto s =
            parseSha1(u"sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J (63c57ad9949c6862bf7e92de750d78f34d4e4b69)");
        QVERIFY(s.has_value());
        QCOMPARE(s->toHex(), QByteArray("63c57ad9949c6862bf7e92de750d78f34d4e4b69"));
    }

    void anyBytesNeverCrash()
    {
        QRandomGenerator rng(7);
        for (int i = 0; i < 5000; ++i) {
            QByteArray junk(qsizetype(rng.bounded(80)), Qt::Uninitialized);
            for (char &c : junk) {
                c = char(rng.bounded(256));
            }
            if (i % 3 == 0 && junk.size() > 10) {
                junk.replace(0, 5, "sha1:");
            }
            (void)parseSha1(QByteArrayView(junk));
            (void)sha1FromRowKey(junk, KeyFormat::Sha1B32Prefixed);
            (void)displayRowKey(junk, KeyFormat::Utf8, Sha1Display::Hex);
        }
    }
};

QTEST_GUILESS_MAIN(TestRowKey)
#include "tst_rowkey.moc"
