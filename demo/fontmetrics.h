#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace Ei::Demo {

// The three standard Type1 fonts the demo PDFs use. They are never embedded: every PDF viewer has
// them built in with the Adobe AFM metrics, which fontmetrics.cpp carries too, so the layout knows
// the exact advance of every glyph it places (and with it every word's box).
enum class PdfFont
{
    Helvetica,
    HelveticaBold,
    TimesRoman,
};

QByteArray pdfFontBaseName(PdfFont font);

// Text is written in WinAnsiEncoding restricted to printable Latin-1 (codes 32..126, 160..255), which
// covers the accented letters of the demo names. pdfSafeText() replaces anything else with '?', so
// callers lay out exactly the characters that end up in the PDF.
QString pdfSafeText(QStringView text);
QByteArray toWinAnsi(QStringView text);

// Advance width in PDF points of `text` (already pdfSafeText) at `size` points.
double textWidth(PdfFont font, double size, QStringView text);
// AFM Ascender / Descender in thousandths of the font size (descender is negative).
int fontAscender(PdfFont font);
int fontDescender(PdfFont font);

} // namespace Ei::Demo
