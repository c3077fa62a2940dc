#include "core/render/pagegeometry.h"

#include <cmath>

#include <QCoreApplication>
#include <QSet>

namespace Ei::Core::Render {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::PageGeometry)
};

bool sameSize(QSizeF a, QSizeF b, double tol = 1.0)
{
    return std::abs(a.width() - b.width()) <= tol && std::abs(a.height() - b.height()) <= tol;
}

QPointF rotatePoint(QPointF p, QSizeF s, int rotation)
{
    switch (rotation) {
    case 90:
        return {s.height() - p.y(), p.x()};
    case 180:
        return {s.width() - p.x(), s.height() - p.y()};
    case 270:
        return {p.y(), s.width() - p.x()};
    default:
        return p;
    }
}

QSizeF rotated(QSizeF s, int rotation)
{
    return (rotation == 90 || rotation == 270) ? s.transposed() : s;
}

} // namespace

QString elementKindLabel(int kind)
{
    switch (ElementKind(kind)) {
    case ElementKind::Title:
        return Tr::tr("Title", "kind of a TEI element box");
    case ElementKind::Author:
        return Tr::tr("Author", "kind of a TEI element box");
    case ElementKind::Affiliation:
        return Tr::tr("Affiliation", "kind of a TEI element box");
    case ElementKind::Abstract:
        return Tr::tr("Abstract", "kind of a TEI element box");
    case ElementKind::Heading:
        return Tr::tr("Heading", "kind of a TEI element box");
    case ElementKind::Paragraph:
        return Tr::tr("Paragraph", "kind of a TEI element box");
    case ElementKind::Sentence:
        return Tr::tr("Sentence", "kind of a TEI element box");
    case ElementKind::Reference:
        return Tr::tr("Reference", "kind of a TEI element box");
    case ElementKind::ReferenceMarker:
        return Tr::tr("Reference marker", "kind of a TEI element box");
    case ElementKind::Figure:
        return Tr::tr("Figure", "kind of a TEI element box");
    case ElementKind::Formula:
        return Tr::tr("Formula", "kind of a TEI element box");
    case ElementKind::Note:
        return Tr::tr("Note", "kind of a TEI element box");
    case ElementKind::Other:
        break;
    }
    return QStringLiteral("Other (%1)").arg(kind);
}

BoxFrame detectBoxFrame(const PageInfo &page, bool boxesKnown, QSizeF teiSurfaceSize)
{
    BoxFrame f;
    const QSizeF crop = page.unrotatedSize();
    const QSizeF media = boxesKnown ? page.mediaBox.size() : crop;
    const bool cropped = boxesKnown && page.cropDiffersFromMedia();
    const bool surface = teiSurfaceSize.isValid() && !teiSurfaceSize.isEmpty();
    if (cropped) {
        // Only a surface that matches the CropBox (either way round) and not the MediaBox proves
        // that GROBID measured from the CropBox.
        const bool likeCrop =
            surface && (sameSize(teiSurfaceSize, crop) || sameSize(teiSurfaceSize, crop.transposed()));
        const bool likeMedia =
            surface && (sameSize(teiSurfaceSize, media) || sameSize(teiSurfaceSize, media.transposed()));
        f.mediaRelative = !(likeCrop && !likeMedia);
    }
    if (page.rotation == 90 || page.rotation == 270) {
        const QSizeF ref = f.mediaRelative ? media : crop;
        // A surface with the displayed (swapped) proportions means the boxes already follow /Rotate.
        f.unrotated =
            !(surface && sameSize(teiSurfaceSize, ref.transposed()) && !sameSize(ref, ref.transposed()));
    }
    // 180: sizes cannot tell; GROBID is reported not to apply /Rotate, so the default stands.
    return f;
}

QRectF rotateToDisplay(const QRectF &r, const QSizeF &unrotatedSize, int rotation)
{
    if (rotation == 0) {
        return r;
    }
    const QPointF a = rotatePoint(r.topLeft(), unrotatedSize, rotation);
    const QPointF b = rotatePoint(r.bottomRight(), unrotatedSize, rotation);
    return QRectF(a, b).normalized();
}

QRectF teiToDisplay(const QRectF &tei, const PageInfo &page, bool boxesKnown, const BoxFrame &frame)
{
    const int rot = page.rotation;
    const QSizeF crop = page.unrotatedSize();
    const bool media = frame.mediaRelative && boxesKnown && page.cropDiffersFromMedia();
    const QSizeF ref = media ? page.mediaBox.size() : crop;
    QRectF r = tei;
    // 1. Into the unrotated frame of the reference box.
    if (!frame.unrotated && rot != 0) {
        r = rotateToDisplay(r, rotated(ref, rot), (360 - rot) % 360);
    }
    // 2. From the MediaBox's top-left corner to the CropBox's.
    if (media) {
        const double dx = page.cropBox.left() - page.mediaBox.left();
        const double dy =
            (page.mediaBox.y() + page.mediaBox.height()) - (page.cropBox.y() + page.cropBox.height());
        r.translate(-dx, -dy);
    }
    // 3. Rotate like Poppler renders the page.
    return rotateToDisplay(r, crop, rot);
}

QString CoordinateCheck::summary() const
{
    if (boxes == 0) {
        return QCoreApplication::translate("Ei::Core::PageGeometry", "No boxes to check.");
    }
    if (clean()) {
        return QCoreApplication::translate("Ei::Core::PageGeometry",
                                           "All %n boxes lie on their pages; no page is cropped or rotated.",
                                           nullptr, boxes);
    }
    return notes.join(QLatin1Char(' '));
}

CoordinateCheck checkCoordinates(const DocumentInfo &doc, const QList<OverlayBox> &boxes,
                                 const QHash<int, QSizeF> &teiPageSizes)
{
    CoordinateCheck c;
    c.boxes = int(boxes.size());
    for (int i = 0; i < doc.pageCount(); ++i) {
        const PageInfo &p = doc.pages[i];
        const BoxFrame f = detectBoxFrame(p, doc.boxesKnown, teiPageSizes.value(i + 1));
        c.frames.insert(i, f);
        if (doc.boxesKnown && p.cropDiffersFromMedia()) {
            c.croppedPages.append(i + 1);
            const double dx = p.cropBox.left() - p.mediaBox.left();
            const double dy = (p.mediaBox.y() + p.mediaBox.height()) - (p.cropBox.y() + p.cropBox.height());
            c.notes.append(
                f.mediaRelative
                    ? Tr::tr("Page %1: the CropBox differs from the MediaBox; boxes were moved by "
                             "(%2, %3) pt, assuming GROBID measured from the MediaBox.")
                          .arg(i + 1)
                          .arg(-dx, 0, 'f', 1)
                          .arg(-dy, 0, 'f', 1)
                    : Tr::tr("Page %1: the CropBox differs from the MediaBox; boxes were left as they "
                             "are because the TEI page size matches the CropBox.")
                          .arg(i + 1));
        }
        if (p.rotation != 0) {
            c.rotatedPages.append(i + 1);
            c.notes.append(f.unrotated
                               ? Tr::tr("Page %1 is rotated by %2°; boxes were rotated with it.")
                                     .arg(i + 1)
                                     .arg(p.rotation)
                               : Tr::tr("Page %1 is rotated by %2°; boxes already follow the rotation "
                                        "(TEI page size).")
                                     .arg(i + 1)
                                     .arg(p.rotation));
        }
    }
    QSet<int> offPages;
    for (const OverlayBox &b : boxes) {
        if (b.page < 1 || b.page > doc.pageCount()) {
            ++c.missingPage;
            continue;
        }
        const PageInfo &p = doc.pages[b.page - 1];
        const QRectF d = teiToDisplay(b.rectPoints, p, doc.boxesKnown, c.frames.value(b.page - 1));
        const QRectF page = QRectF(QPointF(0, 0), p.size).adjusted(-2, -2, 2, 2);
        if (!page.contains(d)) {
            ++c.offPage;
            offPages.insert(b.page);
        }
    }
    if (c.missingPage > 0) {
        c.notes.append(Tr::tr("%n boxes name a page this PDF does not have.", nullptr, c.missingPage));
    }
    if (c.offPage > 0) {
        QList<int> pages(offPages.begin(), offPages.end());
        std::sort(pages.begin(), pages.end());
        QStringList names;
        for (int p : pages) {
            names << QString::number(p);
        }
        c.notes.append(Tr::tr("%n boxes lie partly off their page (pages %1).", nullptr, c.offPage)
                           .arg(names.join(QStringLiteral(", "))));
    }
    return c;
}

} // namespace Ei::Core::Render
