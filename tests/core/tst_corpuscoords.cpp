// The coordinates check on real data: every TEI with coords in corpus/pairs/ (GROBID 0.4.1 to
// 0.8.2, found at run time) against its PDF as the isolated worker reads it (pages, MediaBox,
// CropBox, rotation), and the demo generator's TEI against its PDF, including a rotated page.
// Every box must land on a page the PDF has and inside it once corrected.
#include <common/testutil.h>

#include <QDirIterator>
#include <QSignalSpy>
#include <QTest>

#include <core/render/pagegeometry.h>
#include <core/render/renderclient.h>
#include <core/tei/teidocument.h>
#include <demo/papergen.h>
#include <demo/paperlayout.h>
#include <demo/teiwriter.h>

using namespace Ei::Core;
using namespace Ei::Core::Render;
namespace Demo = Ei::Demo;

namespace {

constexpr int Timeout = 30000;

bool wait(RenderReply *reply)
{
    if (!reply->isFinished()) {
        QSignalSpy done(reply, &RenderReply::finished);
        if (!done.wait(Timeout)) {
            return false;
        }
    }
    return reply->ok();
}

struct Boxes
{
    QList<OverlayBox> boxes;
    QHash<int, QSizeF> surfaces;
};

Boxes boxesOf(const TeiDocument &tei)
{
    Boxes out;
    for (qsizetype i = 0; i < tei.elements.size(); ++i) {
        for (const TeiBox &b : tei.elements.at(i).boxes) {
            out.boxes.append(OverlayBox{QString::number(i), int(tei.elements.at(i).kind), b.page, b.rect});
        }
    }
    for (const TeiPage &p : tei.pages) {
        out.surfaces.insert(p.number, p.size());
    }
    return out;
}

} // namespace

class TestCorpusCoords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_worker = QDir(Ei::Test::binDir()).filePath(QStringLiteral("extract-inspector-render"));
        QVERIFY2(QFileInfo::exists(m_worker), qPrintable(m_worker));
    }

    void pairsWithCoords_data()
    {
        QTest::addColumn<QString>("pdf");
        QTest::addColumn<QString>("tei");
        if (Ei::Test::corpusDir().isEmpty()) {
            QTest::newRow("no corpus") << QString() << QString();
            return;
        }
        int rows = 0;
        QDirIterator it(Ei::Test::corpusPath(QStringLiteral("pairs")), {QStringLiteral("*.xml")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString tei = it.next();
            if (!Ei::Test::readFile(tei).contains(" coords=\"")) {
                continue; // header-only or full text without coordinates
            }
            const QStringList pdfs = QDir(QFileInfo(tei).path()).entryList({QStringLiteral("*.pdf")});
            if (pdfs.size() != 1) {
                continue;
            }
            QTest::newRow(qPrintable(QFileInfo(tei).fileName()))
                << QDir(QFileInfo(tei).path()).filePath(pdfs.first()) << tei;
            ++rows;
        }
        QVERIFY2(rows >= 5, "fewer corpus pairs with coords than expected");
    }
    void pairsWithCoords()
    {
        QFETCH(QString, pdf);
        QFETCH(QString, tei);
        EI_REQUIRE_CORPUS();
        RenderClient client(nullptr, m_worker);
        client.setDefaultTimeout(Timeout);
        std::unique_ptr<RenderReply> open(client.open(pdf));
        QVERIFY2(wait(open.get()), qPrintable(open->errorMessage()));
        std::unique_ptr<RenderReply> boxes(client.pageBoxes());
        QVERIFY(wait(boxes.get()));
        const auto doc = parseTei(Ei::Test::readFile(tei));
        QVERIFY(doc);
        const Boxes b = boxesOf(*doc);
        QVERIFY(!b.boxes.isEmpty());
        const CoordinateCheck check = checkCoordinates(client.documentInfo(), b.boxes, b.surfaces);
        QVERIFY2(check.missingPage == 0 && check.offPage == 0, qPrintable(check.summary()));
        QCOMPARE(check.boxes, int(b.boxes.size()));
    }

    void demoPapers_data()
    {
        QTest::addColumn<bool>("usLetter");
        QTest::addColumn<bool>("rotatedAppendix");
        QTest::newRow("A4") << false << false;
        QTest::newRow("Letter, rotated appendix") << true << true;
    }
    void demoPapers()
    {
        QFETCH(bool, usLetter);
        QFETCH(bool, rotatedAppendix);
        Demo::DemoRandom rng(42);
        Demo::PaperSpec spec;
        spec.usLetter = usLetter;
        spec.rotatedAppendix = rotatedAppendix;
        const Demo::Paper paper = Demo::generatePaper(rng, spec);
        const Demo::PaperLayout layout = Demo::layoutPaper(paper, QStringLiteral("D:20180305102200Z"));
        const QByteArray teiXml = Demo::writeTei(paper, layout, Demo::TeiOptions{});
        RenderClient client(nullptr, m_worker);
        client.setDefaultTimeout(Timeout);
        std::unique_ptr<RenderReply> open(client.openBytes(layout.pdf));
        QVERIFY2(wait(open.get()), qPrintable(open->errorMessage()));
        std::unique_ptr<RenderReply> boxes(client.pageBoxes());
        QVERIFY(wait(boxes.get()));
        const auto doc = parseTei(teiXml);
        QVERIFY(doc);
        const Boxes b = boxesOf(*doc);
        QVERIFY(!b.boxes.isEmpty());
        const CoordinateCheck check = checkCoordinates(client.documentInfo(), b.boxes, b.surfaces);
        QVERIFY2(check.missingPage == 0 && check.offPage == 0, qPrintable(check.summary()));
        // A rotated page is found and said, with how its boxes were read.
        QCOMPARE(!check.rotatedPages.isEmpty(), rotatedAppendix);
        if (rotatedAppendix) {
            QVERIFY2(check.summary().contains(QStringLiteral("rotat")), qPrintable(check.summary()));
        }
    }

private:
    QString m_worker;
};

QTEST_GUILESS_MAIN(TestCorpusCoords)
#include "tst_corpuscoords.moc"
