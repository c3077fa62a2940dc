// Snappy framing format: round trips, corruption, and interop with the npm `snappystream` package.
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <core/util/snappyframing.h>

#include "common/npmpeer.h"
#include "common/testutil.h"
#include "snappypeer.h"

using namespace Ei::Core;

namespace {

QByteArray textData(qsizetype size)
{
    QByteArray out;
    out.reserve(size + 64);
    int i = 0;
    while (out.size() < size) {
        out += "{\"key\":\"sha1:ABCDEFGHIJKLMNOPQRSTUVWXYZ234567\",\"n\":" + QByteArray::number(i++) + "}\n";
    }
    out.truncate(size);
    return out;
}

QByteArray randomData(qsizetype size, quint32 seed = 7)
{
    QByteArray out(size, Qt::Uninitialized);
    QRandomGenerator rng(seed);
    for (qsizetype i = 0; i < size; ++i) {
        out[i] = char(rng.generate() & 0xff);
    }
    return out;
}

} // namespace

class TestSnappyFraming : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void crc32cKnownValues()
    {
        // RFC 3720 B.4 test vectors.
        QCOMPARE(crc32c(QByteArray(32, '\0')), 0x8a9136aaU);
        QCOMPARE(crc32c(QByteArray(32, '\xff')), 0x62a8ab43U);
        QCOMPARE(crc32c("123456789"), 0xe3069283U);
        // Piecewise equals whole.
        const QByteArray d = textData(1000);
        QCOMPARE(crc32c(d.mid(300), crc32c(d.left(300))), crc32c(d));
        // The portable fallback agrees with the hardware path at every length and alignment.
        QCOMPARE(crc32cSoftware("123456789"), 0xe3069283U);
        for (qsizetype len = 0; len < 40; ++len) {
            QCOMPARE(crc32cSoftware(QByteArrayView(d).sliced(3, len)),
                     crc32c(QByteArrayView(d).sliced(3, len)));
        }
        QCOMPARE(crc32cSoftware(d), crc32c(d));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("1 byte") << QByteArray("x");
        QTest::newRow("64 KiB - 1") << textData(65535);
        QTest::newRow("64 KiB") << textData(65536);
        QTest::newRow("64 KiB + 1") << textData(65537);
        QTest::newRow("5 MB text") << textData(5 * 1024 * 1024 + 17);
        QTest::newRow("incompressible 300 KB") << randomData(300 * 1024);
    }
    void roundTrip()
    {
        QFETCH(QByteArray, data);
        const QByteArray framed = snappyFrameCompress(data);
        QVERIFY(looksLikeSnappyFramed(framed));
        auto back = snappyFrameDecompress(framed);
        QVERIFY2(back.has_value(), qPrintable(back ? QString() : back.error().message));
        QCOMPARE(back->size(), data.size());
        QVERIFY(*back == data);

        // Streaming in odd pieces gives the same bytes both ways.
        SnappyFrameEncoder encoder;
        QByteArray streamed;
        for (qsizetype at = 0; at < data.size(); at += 7777) {
            encoder.write(QByteArrayView(data).sliced(at, std::min<qsizetype>(7777, data.size() - at)),
                          streamed);
        }
        encoder.finish(streamed);
        QCOMPARE(streamed, framed);
        SnappyFrameDecoder decoder;
        QByteArray out;
        for (qsizetype at = 0; at < framed.size(); at += 1001) {
            QVERIFY(decoder.feed(
                QByteArrayView(framed).sliced(at, std::min<qsizetype>(1001, framed.size() - at)), out));
        }
        QVERIFY(decoder.finish());
        QVERIFY(out == data);
    }

    void incompressibleIsStored()
    {
        const QByteArray framed = snappyFrameCompress(randomData(1000));
        QCOMPARE(quint8(framed.at(10)), quint8(0x01)); // uncompressed chunk after the identifier
        const QByteArray text = snappyFrameCompress(textData(1000));
        QCOMPARE(quint8(text.at(10)), quint8(0x00));
        QVERIFY(text.size() < 600);
    }

    void skipsSkippableAndPadding()
    {
        QByteArray framed = snappyFrameCompress("hello ");
        framed += QByteArray("\xfe\x03\x00\x00pad", 7); // padding
        framed += QByteArray("\x80\x02\x00\x00zz", 6);  // skippable
        framed += snappyFrameCompress("world").mid(10); // second data chunk
        framed += snappyFrameCompress("!");             // a repeated stream identifier is allowed
        auto back = snappyFrameDecompress(framed);
        QVERIFY2(back.has_value(), qPrintable(back ? QString() : back.error().message));
        QCOMPARE(*back, QByteArray("hello world!"));
    }

    void rejectsCorruption_data()
    {
        QTest::addColumn<QByteArray>("framed");
        QTest::addColumn<QString>("expected");
        const QByteArray good = snappyFrameCompress(textData(100000));
        QByteArray badCrc = good;
        badCrc[14] = char(badCrc[14] ^ 0x5a); // first data chunk's checksum
        QTest::newRow("bad crc") << badCrc << QStringLiteral("byte 10: checksum mismatch");
        QTest::newRow("truncated chunk") << good.left(good.size() - 3) << QStringLiteral("truncated");
        QByteArray badId = good;
        badId[5] = 'X';
        QTest::newRow("bad stream id") << badId << QStringLiteral("byte 0: the stream identifier");
        QTest::newRow("no stream id") << good.mid(10) << QStringLiteral("stream identifier");
        QByteArray reserved = good.left(10) + QByteArray("\x02\x01\x00\x00x", 5);
        QTest::newRow("reserved unskippable")
            << reserved << QStringLiteral("byte 10: reserved unskippable chunk type 0x02");
        QByteArray badData = good;
        badData[20] = char(0xff);
        badData[21] = char(0xff);
        QTest::newRow("garbage compressed data") << badData << QStringLiteral("byte 10");
        QTest::newRow("empty input") << QByteArray() << QStringLiteral("not a Snappy framed stream");
        QByteArray huge = good.left(10) + QByteArray("\x00\xff\xff\xff", 4);
        QTest::newRow("oversized chunk") << huge << QStringLiteral("exceeds");
    }
    void rejectsCorruption()
    {
        QFETCH(QByteArray, framed);
        QFETCH(QString, expected);
        auto back = snappyFrameDecompress(framed);
        QVERIFY(!back.has_value());
        QVERIFY2(back.error().message.contains(expected), qPrintable(back.error().message));
    }

    void interopWithNpmSnappystream()
    {
        const auto peer = Ei::Test::ensureNpmPackages({QStringLiteral("snappystream@2.1.1")});
        if (peer.nodeModules.isEmpty()) {
            if (peer.skipReason.startsWith(QLatin1StringView("npm install failed"))) {
                QFAIL(qPrintable(peer.skipReason));
            }
            QSKIP(qPrintable(peer.skipReason));
        }
        QTemporaryDir dir;
        const QByteArray data = textData(3 * 1024 * 1024 + 5) + randomData(200000);
        const auto write = [&dir](const QString &name, const QByteArray &bytes) {
            QFile f(dir.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
        };
        // They decode what we write (with checksum verification on).
        QVERIFY(write(QStringLiteral("ours.sz"), snappyFrameCompress(data)));
        auto run = Ei::Test::runNode(peer.nodeModules, snappystreamScript(),
                                     {QStringLiteral("decode"), dir.filePath(QStringLiteral("ours.sz")),
                                      dir.filePath(QStringLiteral("ours.out"))});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(Ei::Test::readFile(dir.filePath(QStringLiteral("ours.out"))) == data);
        // We decode what they write.
        QVERIFY(write(QStringLiteral("plain"), data));
        run = Ei::Test::runNode(peer.nodeModules, snappystreamScript(),
                                {QStringLiteral("encode"), dir.filePath(QStringLiteral("plain")),
                                 dir.filePath(QStringLiteral("theirs.sz"))});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QByteArray theirs = Ei::Test::readFile(dir.filePath(QStringLiteral("theirs.sz")));
        QVERIFY(looksLikeSnappyFramed(theirs));
        auto back = snappyFrameDecompress(theirs);
        QVERIFY2(back.has_value(), qPrintable(back ? QString() : back.error().message));
        QVERIFY(*back == data);
    }
};

QTEST_GUILESS_MAIN(TestSnappyFraming)
#include "tst_snappyframing.moc"
