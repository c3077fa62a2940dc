// Points -> pixels mapping of TEI boxes: zoom, /Rotate 0/90/180/270, CropBox offsets, and the
// coordinates check.

#include <QTest>

#include "core/render/pagegeometry.h"

using namespace Ei::Core::Render;

namespace {

// A Letter page (612 x 792 unrotated) with the given rotation.
PageInfo letter(int rotation)
{
    PageInfo p;
    p.rotation = rotation;
    p.size = (rotation == 90 || rotation == 270) ? QSizeF(792, 612) : QSizeF(612, 792);
    p.mediaBox = p.cropBox = QRectF(0, 0, 612, 792);
    return p;
}

// MediaBox 0 0 391 612, CropBox 26.64 35.28 350.68 596.88 (the page of grobid#808).
PageInfo cropped808(int rotation = 0)
{
    PageInfo p;
    p.rotation = rotation;
    p.mediaBox = QRectF(0, 0, 391, 612);
    p.cropBox = QRectF(QPointF(26.64, 35.28), QPointF(350.68, 596.88));
    const QSizeF c = p.cropBox.size();
    p.size = (rotation == 90 || rotation == 270) ? c.transposed() : c;
    return p;
}

bool fuzzyRect(const QRectF &a, const QRectF &b)
{
    const double e = 0.01;
    return std::abs(a.x() - b.x()) < e && std::abs(a.y() - b.y()) < e &&
           std::abs(a.width() - b.width()) < e && std::abs(a.height() - b.height()) < e;
}

} // namespace

class TestPageGeometry final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rotation_data();
    void rotation();
    void rotationRoundTrip();
    void pixelsAtZoom_data();
    void pixelsAtZoom();
    void cropOffsetIsRemoved();
    void surfaceDecidesTheFrame_data();
    void surfaceDecidesTheFrame();
    void displayedFrameBoxesAreNotRotatedTwice();
    void checkReportsCorrections();
    void checkCleanDocument();
};

void TestPageGeometry::rotation_data()
{
    QTest::addColumn<int>("rotation");
    QTest::addColumn<QRectF>("expected");
    // Box 10,20 (w 100, h 30) near the top-left of an unrotated Letter page.
    QTest::newRow("0") << 0 << QRectF(10, 20, 100, 30);
    // 90 clockwise: the top-left corner goes to the top-right; x' = H - y - h, y' = x.
    QTest::newRow("90") << 90 << QRectF(792 - 20 - 30, 10, 30, 100);
    QTest::newRow("180") << 180 << QRectF(612 - 10 - 100, 792 - 20 - 30, 100, 30);
    QTest::newRow("270") << 270 << QRectF(20, 612 - 10 - 100, 30, 100);
}

void TestPageGeometry::rotation()
{
    QFETCH(int, rotation);
    QFETCH(QRectF, expected);
    const PageInfo p = letter(rotation);
    const QRectF d = teiToDisplay(QRectF(10, 20, 100, 30), p, true, BoxFrame{false, true});
    QVERIFY2(fuzzyRect(d, expected),
             qPrintable(QStringLiteral("%1,%2 %3x%4").arg(d.x()).arg(d.y()).arg(d.width()).arg(d.height())));
    // Still on the displayed page.
    QVERIFY(QRectF(QPointF(0, 0), p.size).contains(d));
}

void TestPageGeometry::rotationRoundTrip()
{
    const QRectF r(33, 44, 55, 66);
    const QSizeF s(612, 792);
    for (int rot : {0, 90, 180, 270}) {
        const QRectF d = rotateToDisplay(r, s, rot);
        const QSizeF ds = (rot % 180) ? s.transposed() : s;
        QVERIFY(fuzzyRect(rotateToDisplay(d, ds, (360 - rot) % 360), r));
    }
}

void TestPageGeometry::pixelsAtZoom_data()
{
    QTest::addColumn<double>("pxPerPoint");
    QTest::addColumn<QRectF>("expected");
    QTest::newRow("72dpi") << 1.0 << QRectF(110, 220, 100, 30);
    QTest::newRow("96dpi") << 96.0 / 72.0
                           << QRectF(100 + 10 * 96.0 / 72, 200 + 20 * 96.0 / 72, 100 * 96.0 / 72, 40);
    QTest::newRow("200%") << 2.0 << QRectF(120, 240, 200, 60);
    QTest::newRow("25%") << 0.25 << QRectF(102.5, 205, 25, 7.5);
}

void TestPageGeometry::pixelsAtZoom()
{
    QFETCH(double, pxPerPoint);
    QFETCH(QRectF, expected);
    QVERIFY(fuzzyRect(displayToPixels(QRectF(10, 20, 100, 30), pxPerPoint, QPointF(100, 200)), expected));
}

// grobid#808: on a page whose CropBox is inset, GROBID's boxes are measured from the MediaBox.
void TestPageGeometry::cropOffsetIsRemoved()
{
    const PageInfo p = cropped808();
    QVERIFY(p.cropDiffersFromMedia());
    const BoxFrame f = detectBoxFrame(p, true);
    QVERIFY(f.mediaRelative);
    // A word at MediaBox (x 100, top-left y 50) is at crop (100 - 26.64, 50 - (612 - 596.88)).
    const QRectF d = teiToDisplay(QRectF(100, 50, 40, 10), p, true, f);
    QVERIFY(fuzzyRect(d, QRectF(100 - 26.64, 50 - 15.12, 40, 10)));
    // Without known boxes nothing can be corrected.
    QVERIFY(fuzzyRect(teiToDisplay(QRectF(100, 50, 40, 10), p, false, f), QRectF(100, 50, 40, 10)));
    // Crop offset and rotation together: correct first, then rotate with the crop's size.
    const PageInfo r = cropped808(90);
    const QRectF dr = teiToDisplay(QRectF(100, 50, 40, 10), r, true, detectBoxFrame(r, true));
    const QRectF expected = rotateToDisplay(QRectF(100 - 26.64, 50 - 15.12, 40, 10), r.cropBox.size(), 90);
    QVERIFY(fuzzyRect(dr, expected));
}

void TestPageGeometry::surfaceDecidesTheFrame_data()
{
    QTest::addColumn<QSizeF>("surface");
    QTest::addColumn<bool>("mediaRelative");
    QTest::newRow("no surface") << QSizeF() << true;
    QTest::newRow("media size") << QSizeF(391, 612) << true;
    QTest::newRow("crop size") << QSizeF(324.04, 561.6) << false;
    QTest::newRow("other size") << QSizeF(612, 792) << true;
}

void TestPageGeometry::surfaceDecidesTheFrame()
{
    QFETCH(QSizeF, surface);
    QFETCH(bool, mediaRelative);
    QCOMPARE(detectBoxFrame(cropped808(), true, surface).mediaRelative, mediaRelative);
    // Uncropped pages never need the correction.
    QVERIFY(!detectBoxFrame(letter(0), true, surface).mediaRelative);
}

void TestPageGeometry::displayedFrameBoxesAreNotRotatedTwice()
{
    const PageInfo p = letter(90);
    // A TEI surface of 792 x 612 says the boxes are in the displayed (rotated) frame.
    const BoxFrame f = detectBoxFrame(p, true, QSizeF(792, 612));
    QVERIFY(!f.unrotated);
    QVERIFY(fuzzyRect(teiToDisplay(QRectF(10, 20, 100, 30), p, true, f), QRectF(10, 20, 100, 30)));
    QVERIFY(detectBoxFrame(p, true, QSizeF(612, 792)).unrotated);
    QVERIFY(detectBoxFrame(p, true).unrotated);
}

void TestPageGeometry::checkReportsCorrections()
{
    DocumentInfo doc;
    doc.boxesKnown = true;
    doc.pages = {letter(0), cropped808(), letter(90)};
    const QList<OverlayBox> boxes{
        {QStringLiteral("a"), 0, 1, QRectF(10, 10, 50, 10)},
        {QStringLiteral("b"), 0, 2, QRectF(30, 40, 50, 10)},
        {QStringLiteral("c"), 0, 3, QRectF(10, 10, 50, 10)},
        {QStringLiteral("off"), 0, 1, QRectF(600, 780, 50, 30)},
        {QStringLiteral("nopage"), 0, 9, QRectF(10, 10, 5, 5)},
    };
    const CoordinateCheck c = checkCoordinates(doc, boxes);
    QCOMPARE(c.boxes, 5);
    QCOMPARE(c.croppedPages, QList<int>{2});
    QCOMPARE(c.rotatedPages, QList<int>{3});
    QCOMPARE(c.offPage, 1);
    QCOMPARE(c.missingPage, 1);
    QVERIFY(!c.clean());
    QVERIFY(c.frames.value(1).mediaRelative);
    const QString s = c.summary();
    QVERIFY2(s.contains(QStringLiteral(
                 "Page 2: the CropBox differs from the MediaBox; boxes were moved by (-26.6, -15.1) pt")),
             qPrintable(s));
    QVERIFY(s.contains(QStringLiteral("Page 3 is rotated by 90°; boxes were rotated with it.")));
    QVERIFY(s.contains(QStringLiteral("1 boxes lie partly off their page (pages 1).")));
    QVERIFY(s.contains(QStringLiteral("1 boxes name a page this PDF does not have.")));
}

void TestPageGeometry::checkCleanDocument()
{
    DocumentInfo doc;
    doc.boxesKnown = true;
    doc.pages = {letter(0)};
    const CoordinateCheck c = checkCoordinates(doc, {{QStringLiteral("a"), 0, 1, QRectF(10, 10, 50, 10)}});
    QVERIFY(c.clean());
    QCOMPARE(c.summary(), QStringLiteral("All 1 boxes lie on their pages; no page is cropped or rotated."));
    QCOMPARE(checkCoordinates(doc, {}).summary(), QStringLiteral("No boxes to check."));
}

QTEST_GUILESS_MAIN(TestPageGeometry)
#include "tst_pagegeometry.moc"
