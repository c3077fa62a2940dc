// The WARC pipeline (gzip members -> WARC -> HTTP -> de-chunk -> de-encode) over the real corpus.
#include <common/testutil.h>

#include <QCryptographicHash>
#include <QTest>

#include <core/warc/httpdecoders.h>
#include <core/warc/warcfile.h>

using namespace Ei::Core;
using namespace Ei::Core::Warc;

namespace {

QString warc(const char *name)
{
    return Ei::Test::corpusPath(QStringLiteral("warc/") + QLatin1StringView(name));
}

QByteArray sha1Hex(const QByteArray &b)
{
    return QCryptographicHash::hash(b, QCryptographicHash::Sha1).toHex();
}

struct Extracted
{
    Result<WarcRecord> record;
    QByteArray payload;
};

Extracted extractAt(const QString &path, qint64 offset, qint64 length, bool decode = true)
{
    Extracted e{fail(ErrorKind::Internal, {}), {}};
    e.record = readRecordAt(
        path, offset, length, [&e](const WarcRecord &, QByteArrayView b) { e.payload.append(b); }, decode);
    return e;
}

// Feeds a byte slice in pieces of 'step' bytes; the result must not depend on how data arrives.
Extracted extractStepwise(const QByteArray &data, qsizetype step)
{
    Extracted e{fail(ErrorKind::Internal, {}), {}};
    WarcReader reader({.singleRecord = true});
    std::optional<WarcRecord> got;
    reader.setPayloadSink([&e](const WarcRecord &, QByteArrayView b) { e.payload.append(b); });
    reader.setRecordDone([&got](WarcRecord &&r) { got = std::move(r); });
    for (qsizetype i = 0; i < data.size() && !reader.done(); i += step) {
        if (auto r = reader.feed(QByteArrayView(data).sliced(i, std::min(step, data.size() - i))); !r) {
            e.record = std::unexpected(r.error());
            return e;
        }
    }
    if (auto r = reader.finish(); !r) {
        e.record = std::unexpected(r.error());
        return e;
    }
    e.record = std::move(*got);
    return e;
}

} // namespace

class TestWarcReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { EI_REQUIRE_CORPUS(); }

    void pdfRecords_data()
    {
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("length");
        QTest::addColumn<qint64>("size");
        QTest::addColumn<QByteArray>("digest");
        QTest::newRow("cost-analysis.pdf") << qint64(408978) << qint64(669030) << qint64(757715)
                                           << QByteArray("sha1:K2OCRYHI7KTJIXLMVCH43HQZLASQKLDR");
        QTest::newRow("slide deck") << qint64(1081909) << qint64(1615534) << qint64(2383388)
                                    << QByteArray("sha1:QODQC2O77JVVJGEGWZKC3PDGIKBZA3PF");
    }
    void pdfRecords()
    {
        QFETCH(qint64, offset);
        QFETCH(qint64, length);
        QFETCH(qint64, size);
        QFETCH(QByteArray, digest);
        const Extracted e = extractAt(warc("aut_example.pdf.warc.gz"), offset, length);
        QVERIFY2(e.record, qPrintable(e.record ? QString() : e.record.error().message));
        const WarcRecord &r = *e.record;
        QCOMPARE(r.type, RecordType::Response);
        QCOMPARE(r.version, QByteArray("WARC/1.0"));
        QVERIFY(r.http && r.http->status == 200);
        QCOMPARE(e.payload.size(), size);
        QVERIFY(e.payload.startsWith("%PDF-"));
        QCOMPARE(r.decodedPayloadBytes, size);
        QCOMPARE(r.payloadDigest.state, DigestCheck::State::Ok);
        QCOMPARE(r.blockDigest.state, DigestCheck::State::Ok);
        QCOMPARE(r.payloadDigest.written, digest);
        QCOMPARE(sha1Label(r.decodedPayloadSha1).toLatin1(), digest);
        QCOMPARE(r.decodedPayloadSha1, QCryptographicHash::hash(e.payload, QCryptographicHash::Sha1));
        QVERIFY(r.problems.isEmpty());
        if (offset == 408978) {
            QCOMPARE(e.payload, Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral(
                                    "warc/expected/aut_example.pdf.warc.gz__cost-analysis.pdf"))));
            QCOMPARE(r.decodedPayloadSha1.toHex(), QByteArray("569c28e0e8faa6945d6ca88fcd9e195825052c71"));
        }
    }

    void unknownLengthStopsAfterOneRecord()
    {
        const Extracted e = extractAt(warc("aut_example.pdf.warc.gz"), 408978, -1);
        QVERIFY(e.record);
        QCOMPARE(e.payload.size(), 757715);
    }

    void streamingIsSliceIndependent_data()
    {
        QTest::addColumn<qsizetype>("step");
        for (const qsizetype s : {qsizetype(1), qsizetype(7), qsizetype(4096), qsizetype(1 << 20)}) {
            QTest::addRow("step %lld", qlonglong(s)) << s;
        }
    }
    void streamingIsSliceIndependent()
    {
        QFETCH(qsizetype, step);
        // The gzip+chunked CSS record exercises every stage.
        const QByteArray file = Ei::Test::readFile(warc("aut_example.pdf.warc.gz"));
        const QByteArray member = file.mid(34556, 6090);
        const Extracted whole = extractStepwise(member, member.size());
        const Extracted pieces = extractStepwise(member, step);
        QVERIFY(whole.record && pieces.record);
        QCOMPARE(pieces.payload, whole.payload);
        QCOMPARE(pieces.record->decodedPayloadSha1, whole.record->decodedPayloadSha1);
        QCOMPARE(pieces.record->payloadDigest.state, DigestCheck::State::Ok);
    }

    void gzipAndChunked()
    {
        const Extracted e = extractAt(warc("aut_example.pdf.warc.gz"), 34556, 6090);
        QVERIFY(e.record);
        const WarcRecord &r = *e.record;
        // The crawler stored the de-chunked body but kept "Transfer-Encoding: chunked": used as stored.
        QCOMPARE(r.transferEncodings, QList<QByteArray>{"chunked"});
        QVERIFY(!r.dechunked);
        QVERIFY(r.contentDecoded);
        QVERIFY(r.decodingComplete);
        QCOMPARE(r.problems.size(), 1);
        QVERIFY(r.problems.first().contains(QStringLiteral("declared chunked but is not")));
        QCOMPARE(r.payloadDigest.state, DigestCheck::State::Ok); // digest over the stored (chunked) bytes
        QVERIFY(r.decodedPayloadSha1 != r.storedPayloadSha1);
        QVERIFY(e.payload.contains("{")); // CSS text, decoded
        // Without decoding, the sink gets the payload as stored and its SHA-1 is the payload digest.
        const Extracted raw = extractAt(warc("aut_example.pdf.warc.gz"), 34556, 6090, false);
        QVERIFY(raw.record);
        QCOMPARE(QCryptographicHash::hash(raw.payload, QCryptographicHash::Sha1), r.storedPayloadSha1);
    }

    void chunkedUncompressedWarc()
    {
        // Plain .warc whose payload digest is written in hex, over the chunked bytes.
        const Extracted e = extractAt(warc("warcio_example-iana.org-chunked.warc"), 405, -1);
        QVERIFY(e.record);
        QCOMPARE(e.record->payloadDigest.state, DigestCheck::State::Ok);
        QCOMPARE(e.payload.size(), 7223);
        QCOMPARE(sha1Hex(e.payload), QByteArray("8846f23ce943a3b70089f86345626778cd93f11e"));
        QCOMPARE(e.record->storedPayloadBytes, 7238);
    }

    void brotliMatchesGzipVariant()
    {
        const Extracted br = extractAt(warc("ukwa_transfer_compression_brotli.warc.gz"), 898, 786);
        const Extracted gz = extractAt(warc("ukwa_transfer_compression_gzip.warc.gz"), 899, 834);
        QVERIFY(br.record && gz.record);
        QCOMPARE(br.record->contentEncodings, QList<QByteArray>{"br"});
        QVERIFY(br.record->contentDecoded && br.record->decodingComplete);
        QVERIFY(gz.record->contentDecoded && gz.record->decodingComplete);
        QVERIFY(!br.payload.isEmpty());
        QCOMPARE(br.payload, gz.payload); // the same page, served two ways
        QCOMPARE(br.record->targetUri,
                 QStringLiteral("http://tokemon.sb.statsbiblioteket.dk/")); // <...> removed
    }

    void gzipExtraField()
    {
        WarcFileIterator it(warc("jwarc_gzip_extra_sl.warc.gz"));
        auto first = it.next();
        QVERIFY(first && first->has_value());
        QCOMPARE((*first)->record.type, RecordType::Warcinfo);
        auto end = it.next();
        QVERIFY(end && !end->has_value());
    }

    void revisit_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("length");
        QTest::addColumn<QString>("refersDate");
        QTest::newRow("warcio") << QStringLiteral("warcio_example.warc.gz") << qint64(2621) << qint64(586)
                                << QStringLiteral("2017-03-06T04:02:06Z");
        QTest::newRow("aut") << QStringLiteral("aut_example.pdf.warc.gz") << qint64(176280) << qint64(789)
                             << QStringLiteral("2019-08-12T22:25:21Z");
    }
    void revisit()
    {
        QFETCH(QString, file);
        QFETCH(qint64, offset);
        QFETCH(qint64, length);
        QFETCH(QString, refersDate);
        const Extracted e = extractAt(Ei::Test::corpusPath(QStringLiteral("warc/") + file), offset, length);
        QVERIFY(e.record);
        QCOMPARE(e.record->type, RecordType::Revisit);
        QVERIFY(e.payload.isEmpty());
        QCOMPARE(e.record->decodedPayloadBytes, 0);
        QCOMPARE(e.record->refersToDate, refersDate);
        QVERIFY(!e.record->refersToTargetUri.isEmpty());
        QVERIFY(e.record->http.has_value());
        QVERIFY(e.record->digestFailures().isEmpty());
    }

    void digestEncodings()
    {
        // Four request records: a payload digest that is not valid base32, then base64, base64url.
        WarcFileIterator it(warc("warcio_example-digest.warc"));
        QList<WarcRecord> records;
        for (;;) {
            auto n = it.next();
            QVERIFY(n);
            if (!n->has_value()) {
                break;
            }
            records.append((*n)->record);
        }
        QCOMPARE(records.size(), 4);
        QCOMPARE(records[0].payloadDigest.state, DigestCheck::State::Mismatch);
        QVERIFY(records[0].digestFailures().join(QString()).contains(QStringLiteral("WARC-Payload-Digest")));
        for (int i = 1; i < 4; ++i) {
            QCOMPARE(records[i].payloadDigest.state, DigestCheck::State::Ok);
            QCOMPARE(records[i].blockDigest.state, DigestCheck::State::Ok);
        }
    }

    void truncatedRecordInPlainWarc()
    {
        // warcio's example-trunc: the gzip body lost two bytes; Content-Length swallows the separator.
        const Extracted e = extractAt(warc("warcio_example-trunc.warc"), 1197, -1);
        QVERIFY(e.record);
        const WarcRecord &r = *e.record;
        QCOMPARE(r.payloadDigest.state, DigestCheck::State::Mismatch);
        QCOMPARE(r.blockDigest.state, DigestCheck::State::Mismatch);
        QVERIFY(!r.decodingComplete);
        QVERIFY(!r.problems.isEmpty());
        QVERIFY(r.problems.join(QString()).contains(QStringLiteral("gzip")));
    }

    void truncatedMember_data()
    {
        QTest::addColumn<qint64>("cut");
        QTest::newRow("inside the member") << qint64(669030 - 1000);
        QTest::newRow("inside the header") << qint64(60);
    }
    void truncatedMember()
    {
        QFETCH(qint64, cut);
        const Extracted e = extractAt(warc("aut_example.pdf.warc.gz"), 408978, cut);
        QVERIFY(!e.record);
        QCOMPARE(e.record.error().kind, ErrorKind::Protocol);
        QVERIFY2(e.record.error().message.contains(QStringLiteral("truncated")),
                 qPrintable(e.record.error().message));
    }

    void gzipTrailerNotNeeded()
    {
        // The record is complete before the member's CRC trailer; the SHA-1 checks cover integrity.
        const Extracted e = extractAt(warc("aut_example.pdf.warc.gz"), 408978, 669030 - 4);
        QVERIFY(e.record);
        QCOMPARE(e.record->payloadDigest.state, DigestCheck::State::Ok);
    }

    void truncatedPlainRecord()
    {
        const QByteArray file = Ei::Test::readFile(warc("warcio_example-iana.org-chunked.warc"));
        const Extracted e = extractStepwise(file.mid(405, 2000), 512);
        QVERIFY(!e.record);
        QVERIFY(e.record.error().message.contains(QStringLiteral("truncated")));
    }

    void membersNotAlignedWithRecords()
    {
        const Extracted e = extractAt(warc("warcio_example-wrong-chunks.warc.gz"), 0, 516);
        QVERIFY(!e.record);
        QVERIFY2(e.record.error().message.contains(QStringLiteral("gzip member")),
                 qPrintable(e.record.error().message));
    }

    void notAWarc_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected");
        QTest::newRow("html") << QByteArray("<html><body>404</body></html>\r\n\r\n")
                              << QStringLiteral("not a WARC");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("No WARC record");
        QTest::newRow("no length") << QByteArray("WARC/1.0\r\nWARC-Type: response\r\n\r\nxx")
                                   << QStringLiteral("Content-Length");
        QTest::newRow("bad gzip") << QByteArray("\x1f\x8b\x08\x00garbagegarbage", 18)
                                  << QStringLiteral("corrupt");
        QTest::newRow("bad header line")
            << QByteArray("WARC/1.0\r\nno colon here\r\n\r\n") << QStringLiteral("malformed header");
    }
    void notAWarc()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        auto r = readRecord(data);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(expected), qPrintable(r.error().message));
    }

    void everyCorpusFile_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("records");
        QTest::addColumn<int>("digestFailures");
        QTest::newRow("aut pdf") << QStringLiteral("aut_example.pdf.warc.gz") << 76 << 0;
        QTest::newRow("aut txt") << QStringLiteral("aut_example.txt.warc.gz") << 6 << 0;
        QTest::newRow("aut issue-514") << QStringLiteral("aut_issue-514.warc") << 8 << 0;
        QTest::newRow("jwarc cc") << QStringLiteral("jwarc_cc.warc.gz") << 1 << 0;
        QTest::newRow("jwarc gzip extra") << QStringLiteral("jwarc_gzip_extra_sl.warc.gz") << 1 << 0;
        QTest::newRow("ukwa brotli") << QStringLiteral("ukwa_transfer_compression_brotli.warc.gz") << 5 << 0;
        QTest::newRow("ukwa gzip") << QStringLiteral("ukwa_transfer_compression_gzip.warc.gz") << 5 << 0;
        QTest::newRow("one gzip member")
            << QStringLiteral("warcio_example-bad-non-chunked.warc.gz") << 6 << 1;
        QTest::newRow("digest") << QStringLiteral("warcio_example-digest.warc") << 4 << 1;
        QTest::newRow("iana chunked") << QStringLiteral("warcio_example-iana.org-chunked.warc") << 3 << 0;
        QTest::newRow("wget target uri")
            << QStringLiteral("warcio_example-wget-bad-target-uri.warc.gz") << 6 << 0;
        QTest::newRow("members split records")
            << QStringLiteral("warcio_example-wrong-chunks.warc.gz") << 2 << 1;
        QTest::newRow("warcio example") << QStringLiteral("warcio_example.warc.gz") << 6 << 0;
    }
    void everyCorpusFile()
    {
        QFETCH(QString, file);
        QFETCH(int, records);
        QFETCH(int, digestFailures);
        int failures = 0;
        WarcFileIterator it(Ei::Test::corpusPath(QStringLiteral("warc/") + file), 1 << 20);
        int n = 0;
        for (;;) {
            auto e = it.next();
            QVERIFY2(e, qPrintable(e ? QString() : e.error().message));
            if (!e->has_value()) {
                break;
            }
            const WarcRecord &r = (*e)->record;
            ++n;
            QVERIFY(r.version.startsWith("WARC/1."));
            QVERIFY(r.type != RecordType::Unknown);
            if (r.type == RecordType::Response && r.decodingComplete && !(*e)->payloadCut) {
                QCOMPARE(r.decodedPayloadSha1,
                         QCryptographicHash::hash((*e)->payload, QCryptographicHash::Sha1));
            }
            failures += int(r.digestFailures().size());
            QVERIFY(!r.targetUri.startsWith(QLatin1Char('<')));
        }
        QCOMPARE(n, records);
        // warcio's deliberately damaged files really carry wrong digests.
        QCOMPARE(failures, digestFailures);
    }

    void chunkedDecoder_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<bool>("complete");
        QTest::addColumn<QString>("problem");
        QTest::newRow("valid") << QByteArray("4\r\nWiki\r\n5;ext=1\r\npedia\r\n0\r\n\r\n")
                               << QByteArray("Wikipedia") << true << QString();
        QTest::newRow("lf only") << QByteArray("4\nWiki\n0\n\n") << QByteArray("Wiki") << true << QString();
        QTest::newRow("not chunked") << QByteArray("%PDF-1.4\r\nstuff") << QByteArray("%PDF-1.4\r\nstuff")
                                     << false << QStringLiteral("not");
        QTest::newRow("truncated chunk")
            << QByteArray("a\r\n12345") << QByteArray("12345") << false << QStringLiteral("lacks 5 bytes");
        QTest::newRow("no final chunk")
            << QByteArray("3\r\nabc\r\n") << QByteArray("abc") << false << QStringLiteral("zero-size");
        QTest::newRow("bad size later") << QByteArray("3\r\nabc\r\nzz\r\nmore") << QByteArray("abc") << false
                                        << QStringLiteral("broken after 3");
        QTest::newRow("chunk overruns") << QByteArray("2\r\nabc\r\n0\r\n\r\n") << QByteArray("ab") << false
                                        << QStringLiteral("longer than");
    }
    void chunkedDecoder()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, output);
        QFETCH(bool, complete);
        QFETCH(QString, problem);
        for (const qsizetype step : {qsizetype(1), input.size()}) {
            QByteArray out;
            ChunkedDecoder dec([&out](QByteArrayView b) { out.append(b); });
            for (qsizetype i = 0; i < input.size(); i += step) {
                dec.feed(QByteArrayView(input).sliced(i, std::min(step, input.size() - i)));
            }
            QCOMPARE(dec.finish(), complete);
            QCOMPARE(out, output);
            QVERIFY2(dec.problem().contains(problem), qPrintable(dec.problem()));
            QCOMPARE(dec.problem().isEmpty(), problem.isEmpty());
        }
    }

    void corruptContentEncoding()
    {
        QByteArray out;
        auto dec = ContentDecoder::create("gzip", [&out](QByteArrayView b) { out.append(b); });
        QVERIFY(dec);
        dec->feed(QByteArrayView("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03garbage!", 18));
        dec->finish();
        QVERIFY(dec->problem().contains(QStringLiteral("corrupt")));
        QVERIFY(!ContentDecoder::create("zstd", [](QByteArrayView) {}));
    }

    void base32RoundTrip()
    {
        const QByteArray raw = QByteArray::fromHex("63c57ad9949c6862bf7e92de750d78f34d4e4b69");
        QCOMPARE(base32Encode(raw), QByteArray("MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J"));
        QCOMPARE(base32Decode("mpcxvwmutrugfp36slphkdly6ngu4s3j").value(), raw);
        QVERIFY(!base32Decode("1112H3S6"));
    }
};

QTEST_GUILESS_MAIN(TestWarcReader)
#include "tst_warcreader.moc"
