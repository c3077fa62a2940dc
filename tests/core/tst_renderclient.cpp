// RenderClient against the real extract-inspector-render worker: protocol round trips, the demo
// generator's PDFs (A4 and US Letter pages, a rotated page, text whose positions are known),
// generated broken PDFs, injected crashes and hangs that the client must survive; with the shared
// corpus also real PDFs, every real malformed PDF and password-protected ones.

#include <memory>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "common/corpusfiles.h"
#include "common/generatedpdfs.h"
#include "common/testutil.h"
#include "core/render/renderclient.h"

using namespace Ei::Core;
using namespace Ei::Core::Render;
using namespace Ei::Test::CorpusFiles;
using Ei::Test::GeneratedPdf;

namespace {

struct ReplyPtr
{
    std::unique_ptr<RenderReply> r;
    RenderReply *operator->() const { return r.get(); }
};

// Waits for a reply to finish; generous because the asan build is slow.
bool finish(RenderReply *r, int ms = Ei::Test::RenderTimeout)
{
    if (r->isFinished()) {
        return true;
    }
    QSignalSpy spy(r, &RenderReply::finished);
    return spy.wait(ms) || r->isFinished();
}

QString normalise(QString s)
{
    s = s.toLower();
    s.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral(" "));
    return s.simplified();
}

// Share of pixels that are not (near) white.
double inkRatio(const RenderedImage &img)
{
    qint64 ink = 0;
    for (int y = 0; y < img.height; y += 2) {
        const auto *row =
            reinterpret_cast<const quint32 *>(img.pixels.constData() + qsizetype(y) * img.bytesPerLine);
        for (int x = 0; x < img.width; x += 2) {
            const quint32 p = row[x];
            if (((p >> 16) & 0xff) < 200 || ((p >> 8) & 0xff) < 200 || (p & 0xff) < 200) {
                ++ink;
            }
        }
    }
    return double(ink) / (double(img.width / 2 + 1) * double(img.height / 2 + 1));
}

const Ei::Test::GeneratedArticle &generated(GeneratedPdf which)
{
    return Ei::Test::generatedArticle(which);
}

// The generated article's appendix page, laid out with /Rotate 90 (before the references); -1 if none.
int rotatedPage()
{
    const auto &pages = generated(GeneratedPdf::Article).layout.pages;
    for (int i = 0; i < pages.size(); ++i) {
        if (pages[i].rotate == 90) {
            return i;
        }
    }
    return -1;
}

} // namespace

class TestRenderClient final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void frameReaderSplitsAndRejects();
    void payloadRoundTrip();
    void truncatedImageIsRejected();
    void opensAndDescribesDocument();
    void mixedPageSizes();
    void rendersFirstPage();
    void rendersClip();
    void titleBoxHoldsTitleWords_data();
    void titleBoxHoldsTitleWords();
    void searchFindsAllMatches();
    void malformedPdfs_data();
    void malformedPdfs();
    void passwordProtected_data();
    void passwordProtected();
    void openBytes();
    void describesRendersAndSearches_data();
    void describesRendersAndSearches();
    void survivesInjectedCrash();
    void survivesInjectedHang();
    void cancelQueuedAndRunning();
    void missingWorkerFailsClearly();
    void findsWorkerInBuildOrInstallTree_data();
    void findsWorkerInBuildOrInstallTree();

private:
    std::unique_ptr<RenderClient> makeClient() const;
    QString m_worker;
};

void TestRenderClient::initTestCase()
{
    qputenv("EI_RENDER_TEST_HOOKS", "1");
    m_worker = Ei::Test::builtRenderWorker();
    QVERIFY2(QFileInfo::exists(m_worker), qPrintable(m_worker));
}

std::unique_ptr<RenderClient> TestRenderClient::makeClient() const
{
    auto c = std::make_unique<RenderClient>(nullptr, m_worker);
    c->setDefaultTimeout(Ei::Test::RenderTimeout);
    return c;
}

void TestRenderClient::frameReaderSplitsAndRejects()
{
    const QByteArray a = encodeFrame(7, MessageType::Text, encodePayload(qint32(3)));
    const QByteArray b = encodeFrame(8, MessageType::Close);
    const QByteArray all = a + b;
    FrameReader reader;
    // Byte by byte: frames appear only when complete.
    QList<Frame> frames;
    for (char c : all) {
        reader.append(QByteArray(1, c));
        while (auto f = reader.next()) {
            frames.append(*f);
        }
    }
    QCOMPARE(frames.size(), 2);
    QCOMPARE(frames[0].id, 7u);
    QCOMPARE(frames[0].type, MessageType::Text);
    qint32 page = -1;
    QVERIFY(decodePayload(frames[0].payload, page));
    QCOMPARE(page, 3);
    QCOMPARE(frames[1].type, MessageType::Close);
    QVERIFY(frames[1].payload.isEmpty());

    FrameReader bad;
    bad.append(QByteArray::fromHex("7fffffff00000001"));
    QVERIFY(!bad.next());
    QVERIFY(bad.failed());
    FrameReader shortFrame;
    shortFrame.append(QByteArray::fromHex("0000000200"));
    QVERIFY(!shortFrame.next());
    QVERIFY(shortFrame.failed());
}

void TestRenderClient::payloadRoundTrip()
{
    DocumentInfo info;
    PageInfo p;
    p.size = QSizeF(792, 612);
    p.rotation = 90;
    p.mediaBox = QRectF(0, 0, 612, 792);
    p.cropBox = QRectF(10, 20, 600, 760);
    info.pages = {p};
    info.title = QStringLiteral("Tïtle");
    info.boxesKnown = true;
    DocumentInfo back;
    QVERIFY(decodePayload(encodePayload(info), back));
    QCOMPARE(back.pageCount(), 1);
    QCOMPARE(back.pages[0].size, p.size);
    QCOMPARE(back.pages[0].rotation, 90);
    QCOMPARE(back.pages[0].cropBox, p.cropBox);
    QVERIFY(back.pages[0].cropDiffersFromMedia());
    QCOMPARE(back.pages[0].unrotatedSize(), QSizeF(612, 792));
    QCOMPARE(back.title, info.title);
    QVERIFY(back.boxesKnown);

    const QList<SearchHit> hits{{2, QRectF(1, 2, 3, 4)}, {5, QRectF(6, 7, 8, 9)}};
    QList<SearchHit> hitsBack;
    QVERIFY(decodePayload(encodePayload(hits), hitsBack));
    QCOMPARE(hitsBack.size(), 2);
    QCOMPARE(hitsBack[1].page, 5);
    QCOMPARE(hitsBack[1].rect, QRectF(6, 7, 8, 9));
}

void TestRenderClient::truncatedImageIsRejected()
{
    RenderedImage img;
    img.width = 10;
    img.height = 10;
    img.bytesPerLine = 40;
    img.pixels = QByteArray(399, '\0'); // one byte short
    RenderedImage back;
    QVERIFY(!decodePayload(encodePayload(img), back));
    img.pixels.append('\0');
    QVERIFY(decodePayload(encodePayload(img), back));
    QCOMPARE(back.pixels.size(), 400);
    // A truncated payload fails instead of reading garbage.
    QVERIFY(!decodePayload(encodePayload(img).left(30), back));
}

void TestRenderClient::opensAndDescribesDocument()
{
    const Ei::Test::GeneratedArticle &article = generated(GeneratedPdf::Article);
    auto c = makeClient();
    ReplyPtr r{std::unique_ptr<RenderReply>(c->open(article.pdfPath))};
    QVERIFY(finish(r.r.get()));
    QVERIFY2(r->ok(), qPrintable(r->errorMessage()));
    const DocumentInfo &info = r->documentInfo();
    QCOMPARE(info.pageCount(), 4);
    QCOMPARE(info.pageCount(), article.layout.pages.size());
    QCOMPARE(qRound(info.pages[0].size.width() * 100), 59528);
    QCOMPARE(qRound(info.pages[0].size.height() * 100), 84189);
    QCOMPARE(info.pages[0].rotation, 0);
    // The appendix page is turned: its displayed size is landscape, its unrotated size A4.
    QVERIFY(rotatedPage() > 0);
    const PageInfo &appendix = info.pages[rotatedPage()];
    QCOMPARE(appendix.rotation, 90);
    QCOMPARE(qRound(appendix.size.width()), 842);
    QCOMPARE(qRound(appendix.size.height()), 595);
    QCOMPARE(qRound(appendix.unrotatedSize().height()), 842);
    QCOMPARE(info.title, article.paper.title);
    QCOMPARE(info.producer, QStringLiteral("Extract Inspector demo-data"));
    QVERIFY(!info.encrypted);
    // Page boxes come with a separate request (they cost a pdfinfo run).
    QVERIFY(!info.boxesKnown);
    ReplyPtr b{std::unique_ptr<RenderReply>(c->pageBoxes())};
    QVERIFY(finish(b.r.get()));
    QVERIFY2(b->ok(), qPrintable(b->errorMessage()));
    QVERIFY(b->documentInfo().boxesKnown);
    QVERIFY(c->documentInfo().boxesKnown);
    QCOMPARE(b->documentInfo().pages[0].mediaBox, QRectF(0, 0, 595.28, 841.89));
    QVERIFY(!b->documentInfo().pages[0].cropDiffersFromMedia());
    QVERIFY(c->hasDocument());
    QCOMPARE(c->workerStarts(), 1);
}

void TestRenderClient::mixedPageSizes()
{
    auto c = makeClient();
    ReplyPtr r{
        std::unique_ptr<RenderReply>(c->open(Ei::Test::generatedPdfPath(GeneratedPdf::CoverThenLetter)))};
    QVERIFY(finish(r.r.get()));
    QVERIFY2(r->ok(), qPrintable(r->errorMessage()));
    const DocumentInfo &info = r->documentInfo();
    QVERIFY(info.pageCount() >= 3);
    QCOMPARE(qRound(info.pages[0].size.width()), 595); // A4 cover sheet
    QCOMPARE(qRound(info.pages[0].size.height()), 842);
    for (int page = 1; page < info.pageCount(); ++page) {
        QCOMPARE(qRound(info.pages[page].size.width()), 612); // US Letter
        QCOMPARE(qRound(info.pages[page].size.height()), 792);
    }
}

void TestRenderClient::rendersFirstPage()
{
    auto c = makeClient();
    ReplyPtr o{std::unique_ptr<RenderReply>(c->open(Ei::Test::generatedPdfPath(GeneratedPdf::Article)))};
    ReplyPtr r{std::unique_ptr<RenderReply>(c->render(RenderParams{0, 96.0, 96.0, {}}))};
    QVERIFY(finish(r.r.get()));
    QVERIFY2(r->ok(), qPrintable(r->errorMessage()));
    const RenderedImage &img = r->image();
    QCOMPARE(img.page, 0);
    // 595.28 x 841.89 pt at 96 dpi.
    QVERIFY(qAbs(img.width - 794) <= 1);
    QVERIFY(qAbs(img.height - 1123) <= 1);
    const double ink = inkRatio(img);
    QVERIFY2(ink > 0.01 && ink < 0.6, qPrintable(QString::number(ink)));
    // The rotated page comes out landscape.
    ReplyPtr turned{std::unique_ptr<RenderReply>(c->render(RenderParams{rotatedPage(), 72.0, 72.0, {}}))};
    QVERIFY(finish(turned.r.get()));
    QVERIFY2(turned->ok(), qPrintable(turned->errorMessage()));
    QVERIFY(qAbs(turned->image().width - 842) <= 1);
    QVERIFY(qAbs(turned->image().height - 595) <= 1);
    QVERIFY(inkRatio(turned->image()) > 0.005);
    // A page that does not exist is a clear error, and the worker carries on.
    ReplyPtr bad{std::unique_ptr<RenderReply>(c->render(RenderParams{42, 72.0, 72.0, {}}))};
    QVERIFY(finish(bad.r.get()));
    QVERIFY(!bad->ok());
    QCOMPARE(bad->errorMessage(), QStringLiteral("this PDF has no page 43"));
    QCOMPARE(c->workerStarts(), 1);
}

void TestRenderClient::rendersClip()
{
    auto c = makeClient();
    ReplyPtr o{std::unique_ptr<RenderReply>(c->open(Ei::Test::generatedPdfPath(GeneratedPdf::Article)))};
    ReplyPtr r{
        std::unique_ptr<RenderReply>(c->render(RenderParams{0, 144.0, 144.0, QRect(100, 200, 300, 150)}))};
    QVERIFY(finish(r.r.get()));
    QVERIFY2(r->ok(), qPrintable(r->errorMessage()));
    QCOMPARE(r->image().width, 300);
    QCOMPARE(r->image().height, 150);
    QCOMPARE(r->image().clip, QRect(100, 200, 300, 150));
}

// The main title box of the TEI (CropBox == MediaBox, no rotation) must land on the title text: the
// words Poppler reports inside the boxes spell the title. The generated TEI's boxes are exact by
// construction; the real GROBID 0.8.1 one shows GROBID's own boxes do the same.
void TestRenderClient::titleBoxHoldsTitleWords_data()
{
    QTest::addColumn<QString>("pdf");
    QTest::addColumn<QString>("tei");
    const Ei::Test::GeneratedArticle &article = generated(GeneratedPdf::Article);
    QTest::newRow("generated") << article.pdfPath << QString::fromUtf8(article.tei);
    if (!Ei::Test::corpusDir().isEmpty()) {
        QTest::newRow("jner, GROBID 0.8.1")
            << Ei::Test::corpusPath(JnerPdf)
            << QString::fromUtf8(Ei::Test::readFile(Ei::Test::corpusPath(JnerTei)));
    }
}

void TestRenderClient::titleBoxHoldsTitleWords()
{
    QFETCH(QString, pdf);
    QFETCH(QString, tei);
    static const QRegularExpression re(
        QStringLiteral("<title level=\"a\" type=\"main\" coords=\"([^\"]+)\">([^<]+)<"));
    const auto m = re.match(tei);
    QVERIFY(m.hasMatch());
    QList<QRectF> boxes;
    const QStringList parts = m.captured(1).split(QLatin1Char(';'));
    for (const QString &part : parts) {
        const QStringList v = part.split(QLatin1Char(','));
        QCOMPARE(v.size(), 5);
        QCOMPARE(v[0], QStringLiteral("1"));
        boxes.append(QRectF(v[1].toDouble(), v[2].toDouble(), v[3].toDouble(), v[4].toDouble()));
    }
    auto c = makeClient();
    ReplyPtr o{std::unique_ptr<RenderReply>(c->open(pdf))};
    ReplyPtr t{std::unique_ptr<RenderReply>(c->text(0))};
    QVERIFY(finish(t.r.get()));
    QVERIFY2(t->ok(), qPrintable(t->errorMessage()));
    QVERIFY(t->words().size() > 100);
    QStringList inside;
    for (const TextWord &w : t->words()) {
        for (const QRectF &b : boxes) {
            if (b.contains(w.rect.center())) {
                inside << w.text;
                break;
            }
        }
    }
    QCOMPARE(normalise(inside.join(QLatin1Char(' '))), normalise(m.captured(2)));
}

// The journal's name is in the first page's header line and in every page's running footer
// (the rotated appendix's too).
void TestRenderClient::searchFindsAllMatches()
{
    const Ei::Test::GeneratedArticle &article = generated(GeneratedPdf::Article);
    const QString journal = article.paper.journal.toLower();
    const int pages = int(article.layout.pages.size());
    auto c = makeClient();
    ReplyPtr o{std::unique_ptr<RenderReply>(c->open(article.pdfPath))};
    ReplyPtr s{std::unique_ptr<RenderReply>(c->search(journal))};
    QVERIFY(finish(s.r.get()));
    QVERIFY2(s->ok(), qPrintable(s->errorMessage()));
    QVERIFY2(s->hits().size() >= pages + 1, qPrintable(QString::number(s->hits().size())));
    QCOMPARE(s->hits().first().page, 0);
    QVERIFY(s->hits().first().rect.width() > 10);
    QSet<int> found;
    for (const SearchHit &h : s->hits()) {
        found.insert(h.page);
    }
    QCOMPARE(found.size(), pages);
    // Case-sensitive, the lower-cased name is not printed anywhere.
    ReplyPtr cs{std::unique_ptr<RenderReply>(c->search(journal, true))};
    QVERIFY(finish(cs.r.get()));
    QVERIFY(cs->ok());
    QVERIFY(cs->hits().size() < s->hits().size());
    ReplyPtr none{std::unique_ptr<RenderReply>(c->search(QStringLiteral("zzqqxxnotthere")))};
    QVERIFY(finish(none.r.get()));
    QVERIFY(none->ok());
    QVERIFY(none->hits().isEmpty());
}

// Generated broken PDFs always; with the corpus, every malformed PDF it holds as well.
void TestRenderClient::malformedPdfs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray pdf = generated(GeneratedPdf::Article).layout.pdf;
    QTest::newRow("generated: empty") << QString() << QByteArray();
    QTest::newRow("generated: header only") << QString() << QByteArrayLiteral("%PDF-1.4\n");
    QTest::newRow("generated: garbage") << QString() << QByteArray(4096, '\x9c');
    QTest::newRow("generated: first half") << QString() << pdf.left(pdf.size() / 2);
    QTest::newRow("generated: without xref and trailer") << QString() << pdf.left(pdf.lastIndexOf("xref"));
    QByteArray badXref = pdf;
    badXref.replace(pdf.lastIndexOf("startxref") + 10, 3, "999");
    QTest::newRow("generated: wrong startxref") << QString() << badXref;
    if (Ei::Test::corpusDir().isEmpty()) {
        return;
    }
    const QString dir = Ei::Test::corpusPath(QStringLiteral("malformed_pdf"));
    const QStringList files = QDir(dir).entryList({QStringLiteral("*.pdf")}, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        QTest::newRow(qPrintable(f)) << QStringLiteral("malformed_pdf/") + f << QByteArray();
    }
}

// Every broken PDF either opens (and page 1 renders or fails cleanly) or fails with a sentence; the
// client survives whatever the worker does and the next good PDF works.
void TestRenderClient::malformedPdfs()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QString path = file.isEmpty() ? QString() : Ei::Test::corpusPath(file);
    if (path.isEmpty()) {
        path = tmp.filePath(QStringLiteral("broken.pdf"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(bytes), bytes.size());
    }
    auto c = makeClient();
    ReplyPtr o{std::unique_ptr<RenderReply>(c->open(path))};
    QVERIFY(finish(o.r.get(), 60000));
    if (o->ok()) {
        QVERIFY(o->documentInfo().pageCount() > 0);
        ReplyPtr r{std::unique_ptr<RenderReply>(c->render(RenderParams{0, 48.0, 48.0, {}}))};
        QVERIFY(finish(r.r.get(), 60000));
        if (r->ok()) {
            QVERIFY(r->image().width > 0 && r->image().height > 0);
        } else {
            QVERIFY(!r->errorMessage().isEmpty());
        }
    } else {
        QVERIFY(!o->errorMessage().isEmpty());
        QVERIFY2(!o->errorMessage().contains(QLatin1StringView("\n")), qPrintable(o->errorMessage()));
        qInfo("%s: %s", QTest::currentDataTag(), qPrintable(o->errorMessage()));
    }
    ReplyPtr good{std::unique_ptr<RenderReply>(c->open(Ei::Test::generatedPdfPath(GeneratedPdf::Article)))};
    QVERIFY(finish(good.r.get()));
    QVERIFY2(good->ok(), qPrintable(good->errorMessage()));
}

// Generated PDFs encrypted by qpdf always; with the corpus also real encrypted files. A file whose
// user password is unknown ("") is only checked for the prompt and a wrong password.
void TestRenderClient::passwordProtected_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("password");
    for (const auto &[name, encryption] :
         {std::pair{"generated, AES-256", Ei::Test::PdfEncryption::Aes256},
          std::pair{"generated, RC4-128", Ei::Test::PdfEncryption::Rc4_128}}) {
        const std::expected<QString, QString> path =
            Ei::Test::encryptedPdfPath(encryption, QStringLiteral("abc"));
        if (!path) {
            QFAIL(qPrintable(path.error()));
        }
        QTest::newRow(name) << *path << QStringLiteral("abc");
    }
    if (!Ei::Test::corpusDir().isEmpty()) {
        QTest::newRow("real, open password unknown")
            << Ei::Test::corpusPath(QStringLiteral("malformed_pdf/ukwa_simple-open-password.pdf"))
            << QString();
        QTest::newRow("real, AES (pdf.js #6010)")
            << Ei::Test::corpusPath(QStringLiteral("malformed_pdf/pdfjs_issue6010_1.pdf"))
            << QStringLiteral("abc");
    }
}

void TestRenderClient::passwordProtected()
{
    QFETCH(QString, file);
    QFETCH(QString, password);
    auto c = makeClient();
    ReplyPtr locked{std::unique_ptr<RenderReply>(c->open(file))};
    QVERIFY(finish(locked.r.get()));
    QVERIFY(!locked->ok());
    QVERIFY(locked->failure()->passwordRequired);
    QCOMPARE(locked->failure()->error.kind, ErrorKind::Forbidden);
    QCOMPARE(locked->errorMessage(), QStringLiteral("this PDF is protected by a password"));

    ReplyPtr wrong{std::unique_ptr<RenderReply>(c->open(file, QStringLiteral("nope")))};
    QVERIFY(finish(wrong.r.get()));
    QVERIFY(!wrong->ok());
    QVERIFY(wrong->failure()->passwordRequired);
    QCOMPARE(wrong->errorMessage(), QStringLiteral("the password for this PDF is wrong"));
    if (password.isEmpty()) {
        return;
    }
    ReplyPtr right{std::unique_ptr<RenderReply>(c->open(file, password))};
    QVERIFY(finish(right.r.get()));
    QVERIFY2(right->ok(), qPrintable(right->errorMessage()));
    QVERIFY(right->documentInfo().encrypted);
    ReplyPtr r{std::unique_ptr<RenderReply>(c->render(RenderParams{0, 36.0, 36.0, {}}))};
    QVERIFY(finish(r.r.get()));
    QVERIFY2(r->ok(), qPrintable(r->errorMessage()));
    QVERIFY(inkRatio(r->image()) > 0.001);
}

void TestRenderClient::openBytes()
{
    const Ei::Test::GeneratedArticle &article = generated(GeneratedPdf::CoverThenLetter);
    auto c = makeClient();
    ReplyPtr o{std::unique_ptr<RenderReply>(c->openBytes(article.layout.pdf))};
    QVERIFY(finish(o.r.get()));
    QVERIFY2(o->ok(), qPrintable(o->errorMessage()));
    QCOMPARE(o->documentInfo().pageCount(), article.layout.pages.size());
    ReplyPtr junk{std::unique_ptr<RenderReply>(c->openBytes(QByteArrayLiteral("%PDF-1.4 nothing else")))};
    QVERIFY(finish(junk.r.get()));
    QVERIFY(!junk->ok());
    QCOMPARE(junk->failure()->error.kind, ErrorKind::InvalidInput);
}

// A generated PDF always; with the corpus also real PDFs made by real producers (object streams,
// embedded and subset fonts, xref streams): they open, describe themselves, render with ink and can
// be searched.
void TestRenderClient::describesRendersAndSearches_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("pages");
    QTest::addColumn<QSizeF>("firstPage");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("producer");
    QTest::addColumn<QString>("phrase");
    QTest::addColumn<int>("hits");
    const Ei::Test::GeneratedArticle &plain = generated(GeneratedPdf::Plain);
    QTest::newRow("generated") << plain.pdfPath << int(plain.layout.pages.size()) << QSizeF(595.28, 841.89)
                               << plain.paper.title << "Extract Inspector demo-data"
                               << plain.paper.title.section(QLatin1Char(' '), 0, 1) << 1;
    if (Ei::Test::corpusDir().isEmpty()) {
        return;
    }
    QTest::newRow("real, jner") << Ei::Test::corpusPath(JnerPdf) << 9 << QSizeF(595.28, 790.87)
                                << "Multi-contact" << "Arbortext" << "ELECTRICAL STIMULATION" << 10;
    QTest::newRow("real, hal, A4 then Letter")
        << Ei::Test::corpusPath(HalPdf) << 7 << QSizeF(595.28, 841.89) << "" << "" << "open science" << 1;
}

void TestRenderClient::describesRendersAndSearches()
{
    QFETCH(QString, file);
    QFETCH(int, pages);
    QFETCH(QSizeF, firstPage);
    QFETCH(QString, title);
    QFETCH(QString, producer);
    QFETCH(QString, phrase);
    QFETCH(int, hits);
    auto c = makeClient();
    ReplyPtr o{std::unique_ptr<RenderReply>(c->open(file))};
    QVERIFY(finish(o.r.get()));
    QVERIFY2(o->ok(), qPrintable(o->errorMessage()));
    const DocumentInfo &info = o->documentInfo();
    QCOMPARE(info.pageCount(), pages);
    QCOMPARE(qRound(info.pages[0].size.width() * 100), qRound(firstPage.width() * 100));
    QCOMPARE(qRound(info.pages[0].size.height() * 100), qRound(firstPage.height() * 100));
    QVERIFY2(info.title.contains(title), qPrintable(info.title));
    QVERIFY(QString(info.creator + info.producer).contains(producer));
    QVERIFY(!info.encrypted);
    ReplyPtr r{std::unique_ptr<RenderReply>(c->render(RenderParams{0, 72.0, 72.0, {}}))};
    QVERIFY(finish(r.r.get()));
    QVERIFY2(r->ok(), qPrintable(r->errorMessage()));
    const double ink = inkRatio(r->image());
    QVERIFY2(ink > 0.01 && ink < 0.6, qPrintable(QString::number(ink)));
    ReplyPtr s{std::unique_ptr<RenderReply>(c->search(phrase))};
    QVERIFY(finish(s.r.get()));
    QVERIFY2(s->ok(), qPrintable(s->errorMessage()));
    QVERIFY2(s->hits().size() >= hits, qPrintable(QString::number(s->hits().size())));
}

void TestRenderClient::survivesInjectedCrash()
{
    auto c = makeClient();
    QSignalSpy restarted(c.get(), &RenderClient::workerRestarted);
    ReplyPtr o{std::unique_ptr<RenderReply>(c->open(Ei::Test::generatedPdfPath(GeneratedPdf::Article)))};
    QVERIFY(finish(o.r.get()));
    QVERIFY(o->ok());
    const qint64 firstPid = c->workerPid();
    ReplyPtr crash{std::unique_ptr<RenderReply>(c->injectCrash())};
    ReplyPtr after{std::unique_ptr<RenderReply>(c->render(RenderParams{2, 72.0, 72.0, {}}))};
    QVERIFY(finish(crash.r.get()));
    QVERIFY(!crash->ok());
    QCOMPARE(crash->errorMessage(), QStringLiteral("the renderer crashed while running a test hook"));
    // The queued request runs in a new worker that re-opened the document by itself.
    QVERIFY(finish(after.r.get()));
    QVERIFY2(after->ok(), qPrintable(after->errorMessage()));
    QCOMPARE(after->image().page, 2);
    QCOMPARE(c->workerStarts(), 2);
    QVERIFY(c->workerPid() != firstPid);
    QCOMPARE(restarted.size(), 1);
    QVERIFY(c->hasDocument());
}

void TestRenderClient::survivesInjectedHang()
{
    auto c = makeClient();
    ReplyPtr o{std::unique_ptr<RenderReply>(c->open(Ei::Test::generatedPdfPath(GeneratedPdf::Article)))};
    QVERIFY(finish(o.r.get()));
    ReplyPtr hang{std::unique_ptr<RenderReply>(c->injectHang(500))};
    QVERIFY(finish(hang.r.get()));
    QVERIFY(!hang->ok());
    QCOMPARE(hang->failure()->error.kind, ErrorKind::Timeout);
    QCOMPARE(hang->errorMessage(),
             QStringLiteral("the renderer timed out after 1 s while running a test hook"));
    ReplyPtr next{std::unique_ptr<RenderReply>(c->text(0))};
    QVERIFY(finish(next.r.get()));
    QVERIFY2(next->ok(), qPrintable(next->errorMessage()));
    QVERIFY(!next->words().isEmpty());
    QCOMPARE(c->workerStarts(), 2);
}

void TestRenderClient::cancelQueuedAndRunning()
{
    auto c = makeClient();
    ReplyPtr o{std::unique_ptr<RenderReply>(c->open(Ei::Test::generatedPdfPath(GeneratedPdf::Long)))};
    // A large render keeps the worker busy; the one behind it is cancelled while queued.
    ReplyPtr big{std::unique_ptr<RenderReply>(c->render(RenderParams{1, 600.0, 600.0, {}}))};
    ReplyPtr queued{std::unique_ptr<RenderReply>(c->render(RenderParams{2, 72.0, 72.0, {}}))};
    queued->cancel();
    QVERIFY(queued->isFinished());
    QCOMPARE(queued->failure()->error.kind, ErrorKind::Cancelled);
    QTRY_VERIFY(!o->isFinished() || o->ok());
    QVERIFY(finish(o.r.get()));
    big->cancel();
    QVERIFY(finish(big.r.get()));
    // Either the abort callback stopped it or it was already done: never a crash or a restart.
    QVERIFY(big->ok() || big->failure()->error.kind == ErrorKind::Cancelled);
    ReplyPtr next{std::unique_ptr<RenderReply>(c->render(RenderParams{0, 36.0, 36.0, {}}))};
    QVERIFY(finish(next.r.get()));
    QVERIFY(next->ok());
    QCOMPARE(c->workerStarts(), 1);
    // Deleting an unfinished reply is allowed.
    RenderReply *dropped = c->render(RenderParams{3, 72.0, 72.0, {}});
    delete dropped;
    ReplyPtr last{std::unique_ptr<RenderReply>(c->render(RenderParams{4, 36.0, 36.0, {}}))};
    QVERIFY(finish(last.r.get()));
    QVERIFY(last->ok());
}

void TestRenderClient::missingWorkerFailsClearly()
{
    RenderClient c(nullptr, QStringLiteral("/nonexistent/extract-inspector-render"));
    std::unique_ptr<RenderReply> r(c.open(QStringLiteral("/tmp/x.pdf")));
    QVERIFY(finish(r.get()));
    QVERIFY(!r->ok());
    QCOMPARE(r->errorMessage(),
             QStringLiteral("the PDF renderer (extract-inspector-render) could not be started"));
}

// The build tree has the worker beside the executables; the installed package has it in
// /usr/libexec/extract-inspector/ while the programs are in /usr/bin.
void TestRenderClient::findsWorkerInBuildOrInstallTree_data()
{
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QString>("expected");
    const QString beside = QStringLiteral("bin/extract-inspector-render");
    const QString installed = QStringLiteral("libexec/extract-inspector/extract-inspector-render");
    QTest::newRow("build tree") << QStringList{beside} << beside;
    QTest::newRow("install tree") << QStringList{installed} << installed;
    QTest::newRow("both: beside wins") << QStringList{beside, installed} << beside;
    QTest::newRow("neither: beside, reported on use") << QStringList{} << beside;
    QTest::newRow("not executable is not a worker")
        << QStringList{installed + QStringLiteral(":noexec")} << beside;
}

void TestRenderClient::findsWorkerInBuildOrInstallTree()
{
    QFETCH(QStringList, present);
    QFETCH(QString, expected);
    QTemporaryDir prefix;
    QVERIFY(prefix.isValid());
    QVERIFY(QDir(prefix.path()).mkpath(QStringLiteral("bin")));
    for (QString relative : present) {
        const bool executable = !relative.endsWith(QStringLiteral(":noexec"));
        relative.remove(QStringLiteral(":noexec"));
        const QString path = prefix.filePath(relative);
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QVERIFY(file.setPermissions(executable ? QFile::ReadOwner | QFile::ExeOwner : QFile::ReadOwner));
    }
    QCOMPARE(RenderClient::findWorker(prefix.filePath(QStringLiteral("bin"))), prefix.filePath(expected));
}

QTEST_GUILESS_MAIN(TestRenderClient)
#include "tst_renderclient.moc"
