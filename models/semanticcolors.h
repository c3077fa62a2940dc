#pragma once

#include <QColor>
#include <QList>
#include <QPalette>
#include <QString>

namespace Ei::Models {

// The colours that carry meaning in the window (errors, warnings, the "insecure" badge, match
// agreement, diff lines, the PDF overlay): every one is chosen here, once, for a light and for a
// dark palette, so each keeps a WCAG AA contrast (≥ 4.5:1) against what it is drawn on in both
// schemes. tests/models/tst_semanticcolors checks exactly these colours (contrastPairs()).
enum class SemanticColor
{
    ErrorText,      // on the palette's Window and Base
    WarningText,    // on the palette's Window and Base
    AlertText,      // the "insecure" badge and warning strip: text ...
    AlertBackground // ... on this red
};
// (The message strips — network banner, "Save as Connection", a lookup's rows, the PDF integrity
// strip — are KMessageWidgets in KDE's tints; tests/ui/tst_messagestrips checks their contrast.)

// Tints blended into the palette's Base for row and line backgrounds; the palette's Text stays
// readable on them.
enum class SemanticTint
{
    Agree,
    Partial,
    Disagree,
    Removed, // a diff's removed line
    Added    // a diff's added line
};

// The two palettes of View → Colour Scheme (ui/colorscheme.h): Breeze's light and dark colours,
// so an explicit choice looks the same on every desktop (and offscreen in tests).
QPalette lightSchemePalette();
QPalette darkSchemePalette();

// True when the palette is a dark one (its Window darker than its WindowText).
bool isDarkPalette(const QPalette &palette);
QColor semanticColor(SemanticColor role, const QPalette &palette);
QColor semanticTint(SemanticTint tint, const QPalette &palette);
// A stylesheet fragment "color: …; background: …" for the alert badge in this palette.
QString alertStyleSheet(const QPalette &palette);

// Colours drawn on a rendered PDF page, which is white in both schemes.
struct PdfOverlayColors
{
    QColor pageMessage;      // "Rendering page…"
    QColor pageError;        // a page that could not be rendered
    QColor flashOutline;     // the element jumped to
    QColor flashFill;        // (translucent)
    QColor searchHit;        // (translucent)
    QColor currentSearchHit; // (translucent)
    QColor selectionFill;    // (translucent)
    QColor selectionOutline;
};
const PdfOverlayColors &pdfOverlayColors();
// The outline colour of a TEI element kind's overlay box (Models::OutlineKind order: title, author,
// affiliation, abstract, heading, paragraph, sentence, reference, reference marker, figure,
// formula, note); its fill is the same hue, translucent. Grey for other kinds.
QColor overlayKindColor(int kind);
int overlayKindCount();

// WCAG 2.x contrast ratio of two opaque colours (1 … 21).
double contrastRatio(const QColor &a, const QColor &b);
// `over` (with its alpha) composited on the opaque `under`.
QColor composite(const QColor &over, const QColor &under);

// Every foreground/background pair the window draws with these colours in `palette`, named for a
// test's failure message.
struct ContrastPair
{
    QString what;
    QColor foreground;
    QColor background;
};
QList<ContrastPair> contrastPairs(const QPalette &palette);

} // namespace Ei::Models
