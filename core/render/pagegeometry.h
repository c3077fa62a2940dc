#pragma once

// Where a GROBID box lands on a rendered page. Pure functions, no Qt Gui; see
// docs/render-protocol.md "Coordinates" for the conventions and the evidence behind them.

#include <QHash>
#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include "core/render/renderprotocol.h"
#include "core/tei/teidocument.h"

namespace Ei::Core::Render {

// The kinds of TEI elements the overlay knows a colour and a legend label for: the TEI parser's,
// passed as int (OverlayBox::kind). Other and values outside the list are drawn in grey.
using ElementKind = TeiElementKind;

QString elementKindLabel(int kind);

struct OverlayBox
{
    QString elementId;
    int kind = 0;
    int page = 1;      // from 1, as in TEI @coords
    QRectF rectPoints; // PDF points, origin top-left, y down, as in TEI @coords
};

// How one page's TEI boxes must be read. GROBID (through pdfalto) is known to measure some pages
// from the MediaBox instead of the CropBox Poppler renders (grobid#808), and not to apply /Rotate.
struct BoxFrame
{
    bool mediaRelative = false; // subtract the CropBox's offset inside the MediaBox
    bool unrotated = true;      // the boxes ignore /Rotate: rotate them like the page
};

// Decides the frame of a page's boxes from the TEI <facsimile><surface> size when there is one:
// a surface as large as the MediaBox means MediaBox-relative; as large as the displayed (rotated)
// page means the boxes already follow /Rotate. Without a surface: MediaBox-relative, unrotated.
BoxFrame detectBoxFrame(const PageInfo &page, bool boxesKnown, QSizeF teiSurfaceSize = {});

// Maps a rectangle given in the unrotated frame of a page of `unrotatedSize` into the displayed
// frame after a clockwise rotation of 0/90/180/270 degrees.
QRectF rotateToDisplay(const QRectF &r, const QSizeF &unrotatedSize, int rotation);

// A TEI box (points) in the page's displayed frame (points, origin top-left of the rendered page).
QRectF teiToDisplay(const QRectF &tei, const PageInfo &page, bool boxesKnown, const BoxFrame &frame);

// Displayed points to view pixels: pxPerPoint = zoom * screen dpi / 72; origin = the page's
// top-left corner in the view.
inline QRectF displayToPixels(const QRectF &pts, double pxPerPoint, QPointF origin)
{
    return QRectF(origin.x() + pts.x() * pxPerPoint, origin.y() + pts.y() * pxPerPoint,
                  pts.width() * pxPerPoint, pts.height() * pxPerPoint);
}

// The "coordinates check" of a document's boxes, with the corrections that were applied.
struct CoordinateCheck
{
    int boxes = 0;
    int offPage = 0;             // boxes (after correction) that leave their page by more than 2 pt
    int missingPage = 0;         // boxes that name a page the PDF does not have
    QList<int> croppedPages;     // 1-based pages whose CropBox differs from the MediaBox
    QList<int> rotatedPages;     // 1-based pages with /Rotate != 0
    QHash<int, BoxFrame> frames; // 0-based page -> frame used
    QStringList notes;           // one sentence each, for the curator

    bool clean() const
    {
        return offPage == 0 && missingPage == 0 && croppedPages.isEmpty() && rotatedPages.isEmpty();
    }
    QString summary() const;
};

// teiPageSizes: 1-based page -> <surface> size (may be empty).
CoordinateCheck checkCoordinates(const DocumentInfo &doc, const QList<OverlayBox> &boxes,
                                 const QHash<int, QSizeF> &teiPageSizes = {});

} // namespace Ei::Core::Render
