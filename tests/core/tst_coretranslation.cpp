// Core's sentences a curator reads (errors of keys, filters, WARC and compressed data, match
// reasons, coordinate notes) come out in German once the German translation is installed, as the
// GUI installs it, and stay English without one, as the CLI runs.
#include <functional>

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <core/domain/decodedrow.h>
#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/domain/tablesetup.h>
#include <core/export/exportjob.h>
#include <core/export/exportrowsource.h>
#include <core/export/exportsink.h>
#include <core/hbase/filter.h>
#include <core/match/matcher.h>
#include <core/pdf/pdffetcher.h>
#include <core/render/pagegeometry.h>
#include <core/tei/bibheader.h>
#include <core/util/gzip.h>
#include <core/util/snappyframing.h>
#include <core/util/untranslated.h>
#include <core/warc/warcreader.h>

#include "common/servedtable.h"
#include "common/testutil.h"

using namespace Ei::Core;

using Message = std::function<QString()>;
Q_DECLARE_METATYPE(Message)

namespace {

template<class T>
QString errorOf(const Result<T> &r)
{
    return r ? QStringLiteral("(no error)") : r.error().message;
}

// A real WARC record cut off after its first 600 bytes, read to the end.
QString truncatedWarcError()
{
    const QByteArray warc =
        Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral("warc/warcio_example-digest.warc"))).left(600);
    Warc::WarcReader reader(Warc::WarcReader::Options{});
    if (auto fed = reader.feed(warc); !fed) {
        return fed.error().message;
    }
    return errorOf(reader.finish());
}

} // namespace

class TestCoreTranslation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void messages_data();
    void messages();
    void tsvExportStaysEnglish();
    void bundleMissingPdfReasonsStayEnglish();

private:
    ScopedTranslator m_german; // as the GUI installs it
};

void TestCoreTranslation::initTestCase()
{
    // The same compiled translation the GUI embeds (built from translations/extract-inspector_de.ts).
    QVERIFY(m_german.load(QStringLiteral(":/i18n/extract-inspector_de.qm")));
}

void TestCoreTranslation::messages_data()
{
    QTest::addColumn<Message>("message");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("german");
    QTest::addColumn<bool>("needsCorpus");

    QTest::newRow("row key") << Message([] { return errorOf(parseSha1(QStringView(u"xyz"))); })
                             << QStringLiteral("'xyz' is not a SHA-1: expected 40 hex digits or 32 base32 "
                                               "characters, optionally prefixed with sha1:")
                             << QStringLiteral("„xyz“ ist kein SHA-1: erwartet werden 40 Hexadezimalziffern "
                                               "oder 32 Base32-Zeichen, wahlweise mit vorangestelltem sha1:")
                             << false;
    QTest::newRow("filter") << Message([] { return errorOf(whereFilter({})); })
                            << QStringLiteral("No --where predicate was given.")
                            << QStringLiteral("Es wurde keine --where-Bedingung angegeben.") << false;
    QTest::newRow("gzip") << Message([] { return errorOf(gzipDecode("plain text")); })
                          << QStringLiteral("the data is not gzip-compressed")
                          << QStringLiteral("die Daten sind nicht gzip-komprimiert") << false;
    QTest::newRow("snappy") << Message([] { return errorOf(snappyFrameDecompress("plain text")); })
                            << QStringLiteral("Snappy framed data is corrupt at byte 0: the stream does not "
                                              "start with the Snappy stream identifier")
                            << QStringLiteral(
                                   "Die Snappy-Rahmendaten sind bei Byte 0 beschädigt: der Datenstrom "
                                   "beginnt nicht mit der Snappy-Stromkennung")
                            << false;
    QTest::newRow("warc") << Message(truncatedWarcError)
                          << QStringLiteral(
                                 "The WARC record is truncated: 175 of the 493 bytes of its content are "
                                 "present.")
                          << QStringLiteral(
                                 "Der WARC-Datensatz ist abgeschnitten: 175 der 493 Bytes seines Inhalts "
                                 "sind vorhanden.")
                          << true;
    QTest::newRow("match reason") << Message([] {
        return compareHeaders(BibHeader{}, BibHeader{}).fields.value(0).reason;
    }) << QStringLiteral("GROBID found no DOI in the PDF.")
                                  << QStringLiteral("GROBID hat im PDF keine DOI gefunden.") << false;
    QTest::newRow("plural") << Message([] {
        Render::CoordinateCheck check;
        check.boxes = 3;
        return check.summary();
    }) << QStringLiteral("All 3 boxes lie on their pages; no page is cropped or rotated.")
                            << QStringLiteral(
                                   "Alle 3 Rahmen liegen auf ihren Seiten; keine Seite ist beschnitten "
                                   "oder gedreht.")
                            << false;
    QTest::newRow("singular") << Message([] {
        Render::CoordinateCheck check;
        check.boxes = 1;
        return check.summary();
    }) << QStringLiteral("All 1 boxes lie on their pages; no page is cropped or rotated.")
                              << QStringLiteral("Der eine Rahmen liegt auf seiner Seite; keine Seite ist "
                                                "beschnitten oder gedreht.")
                              << false;
}

void TestCoreTranslation::messages()
{
    QFETCH(Message, message);
    QFETCH(QString, english);
    QFETCH(QString, german);
    QFETCH(bool, needsCorpus);
    if (needsCorpus) {
        EI_REQUIRE_CORPUS();
    }

    // No translator: the CLI's English, unchanged.
    QCOMPARE(message(), english);

    QVERIFY(QCoreApplication::installTranslator(&m_german));
    const QString translated = message();
    QString forAFile;
    {
        const UntranslatedScope scope; // as an export writes its files
        forAFile = message();
    }
    QCoreApplication::removeTranslator(&m_german);
    QCOMPARE(translated, german);
    QCOMPARE(forAFile, english);
}

// A TSV export made from the German window wrote a cell's decode error in German; scripts and
// colleagues read those files, so they stay English (the window's own messages stay German).
void TestCoreTranslation::tsvExportStaysEnglish()
{
    const ProfileRegistry registry = ProfileRegistry::builtin();
    const Profile *profile = registry.find(QStringLiteral("journal-extract"));
    QVERIFY(profile);
    Row row;
    row.key = "sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    row.cells.append(Cell{"file:size", Cell::kNoTimestamp, "abc"}); // not an 8-byte integer
    const auto reasonOf = [&] {
        return decodedRowJson(*profile, row)
            .value(QStringLiteral("file:size"))
            .toObject()
            .value(QStringLiteral("$error"))
            .toString();
    };
    const QString english = reasonOf();
    QVERIFY(!english.isEmpty());

    QTemporaryDir dir;
    ExportOptions options;
    options.format = ExportFormat::Tsv;
    options.path = dir.filePath(QStringLiteral("rows.tsv"));
    options.profile = *profile;
    options.tsvFields = {QStringLiteral("key"), QStringLiteral("file:size")};
    QVERIFY(QCoreApplication::installTranslator(&m_german));
    const QString german = reasonOf();
    const std::unique_ptr<ExportSink> sink = ExportSink::forFormat(options);
    const bool written = sink->open() && sink->write(row) && sink->commit({});
    QCoreApplication::removeTranslator(&m_german);
    QVERIFY(written);
    QVERIFY2(german != english, qPrintable(german)); // the reason has a German translation

    const QList<QByteArray> lines = Ei::Test::readFile(options.path).split('\n');
    QVERIFY(lines.size() >= 2);
    const QByteArray cell = lines.at(1).split('\t').value(1);
    QCOMPARE(QJsonDocument::fromJson(cell).object().value(QStringLiteral("$error")).toString(), english);
}

// A bundle made from the German window wrote its missing-PDF reasons in German: they are made when
// a fetch fails, in the fetch's own slots, after the export's code has returned.
void TestCoreTranslation::bundleMissingPdfReasonsStayEnglish()
{
    Ei::Test::ServedTable table;
    QVERIFY(table.isListening());
    const Sha1 lost = Sha1::ofData("not archived anywhere");
    table.put({Row{encodeRowKey(lost, KeyFormat::Sha1B32Prefixed),
                   {Cell{"file:mime", Cell::kNoTimestamp, "application/pdf"}}}});
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("blobs")))); // a PDF source without the PDF
    const auto source =
        PdfSourceSpec::parse(QStringLiteral("blob-dir:") + dir.filePath(QStringLiteral("blobs")));
    QVERIFY(source);

    // What the window says when it fetches that PDF itself: German (so the reason has a translation).
    PdfFetcher fetcher;
    fetcher.setSources({*source});
    QVERIFY(QCoreApplication::installTranslator(&m_german));
    PdfLocator locator;
    locator.sha1Hex = QString::fromLatin1(lost.toHex());
    PdfFetchJob *fetch = fetcher.fetch(locator);
    QSignalSpy fetched(fetch, &PdfFetchJob::finished);
    QVERIFY(fetched.wait(30000));
    QCoreApplication::removeTranslator(&m_german);
    QVERIFY(fetch->result().error);
    const QString windowReason = fetch->result().error->message;

    const auto reasonWritten = [&](const QString &name, bool german) -> QString {
        ExportOptions options;
        options.format = ExportFormat::Bundle;
        options.path = dir.filePath(name);
        options.profile = resolveTableSetup(QString(), QString(), table.table())->profile;
        options.manifest.table = table.table();
        ExportJob job(new RestScanRowSource(table.client(), ScanSpec{}), options);
        job.setPdfFetcher(&fetcher);
        QSignalSpy finished(&job, &ExportJob::finished);
        if (german) {
            QCoreApplication::installTranslator(&m_german);
        }
        job.start();
        const bool ended = finished.wait(30000);
        QCoreApplication::removeTranslator(&m_german);
        if (!ended || !job.result()) {
            return QStringLiteral("(the export failed)");
        }
        const QByteArray line =
            Ei::Test::readFile(options.path + QStringLiteral("/missing-pdfs.tsv")).split('\n').first();
        return QString::fromUtf8(line.mid(line.indexOf('\t') + 1));
    };
    const QString english = reasonWritten(QStringLiteral("english"), false);
    QVERIFY2(english.contains(QStringLiteral("blob")), qPrintable(english));
    QVERIFY2(windowReason != english, qPrintable(windowReason));
    QCOMPARE(reasonWritten(QStringLiteral("german"), true), english);
}

QTEST_GUILESS_MAIN(TestCoreTranslation)
#include "tst_coretranslation.moc"
