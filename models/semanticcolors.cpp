#include "semanticcolors.h"

#include <cmath>

namespace Ei::Models {
namespace {

QColor blend(const QColor &base, const QColor &tint, double strength)
{
    return QColor::fromRgbF(float(base.redF() + (tint.redF() - base.redF()) * strength),
                            float(base.greenF() + (tint.greenF() - base.greenF()) * strength),
                            float(base.blueF() + (tint.blueF() - base.blueF()) * strength));
}

double linear(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

QPalette schemePalette(const QColor &window, const QColor &windowText, const QColor &base,
                       const QColor &alternateBase, const QColor &text, const QColor &button,
                       const QColor &highlight, const QColor &highlightedText, const QColor &disabledText,
                       const QColor &link)
{
    QPalette p(button, window);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, windowText);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, alternateBase);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, windowText);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, windowText);
    p.setColor(QPalette::PlaceholderText, disabledText);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, highlightedText);
    p.setColor(QPalette::Link, link);
    p.setColor(QPalette::LinkVisited, link);
    p.setColor(QPalette::BrightText, Qt::white);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        p.setColor(QPalette::Disabled, role, disabledText);
    }
    return p;
}

} // namespace

QPalette lightSchemePalette()
{
    // Breeze (KDE Plasma 6's default colour scheme).
    return schemePalette(QColor(0xef, 0xf0, 0xf1), QColor(0x23, 0x26, 0x29), QColor(0xff, 0xff, 0xff),
                         QColor(0xf7, 0xf7, 0xf7), QColor(0x23, 0x26, 0x29), QColor(0xfc, 0xfc, 0xfc),
                         QColor(0x3d, 0xae, 0xe9), QColor(0xff, 0xff, 0xff), QColor(0x70, 0x7d, 0x8a),
                         QColor(0x29, 0x80, 0xb9));
}

QPalette darkSchemePalette()
{
    // Breeze Dark.
    return schemePalette(QColor(0x20, 0x23, 0x26), QColor(0xfc, 0xfc, 0xfc), QColor(0x14, 0x16, 0x18),
                         QColor(0x1d, 0x1f, 0x22), QColor(0xfc, 0xfc, 0xfc), QColor(0x29, 0x2c, 0x30),
                         QColor(0x3d, 0xae, 0xe9), QColor(0xfc, 0xfc, 0xfc), QColor(0xa1, 0xa9, 0xb1),
                         QColor(0x1d, 0x99, 0xf3));
}

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < palette.color(QPalette::WindowText).lightnessF();
}

QColor semanticColor(SemanticColor role, const QPalette &palette)
{
    const bool dark = isDarkPalette(palette);
    switch (role) {
    case SemanticColor::ErrorText:
        return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
    case SemanticColor::WarningText:
        return dark ? QColor(0xf5, 0xc2, 0x11) : QColor(0x8a, 0x5a, 0x00);
    case SemanticColor::AlertText:
        return QColor(0xff, 0xff, 0xff);
    case SemanticColor::AlertBackground:
        return QColor(0xb3, 0x26, 0x1e);
    }
    return palette.color(QPalette::WindowText);
}

QColor semanticTint(SemanticTint tint, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    // Dark bases need a stronger tint to be seen; both keep the palette's Text readable.
    const double strength = isDarkPalette(palette) ? 0.30 : 0.22;
    switch (tint) {
    case SemanticTint::Agree:
    case SemanticTint::Added:
        return blend(base, QColor(40, 170, 70), strength);
    case SemanticTint::Partial:
        return blend(base, QColor(220, 170, 40), strength);
    case SemanticTint::Disagree:
    case SemanticTint::Removed:
        return blend(base, QColor(220, 60, 60), strength);
    }
    return base;
}

QString alertStyleSheet(const QPalette &palette)
{
    return QStringLiteral("color: %1; background: %2;")
        .arg(semanticColor(SemanticColor::AlertText, palette).name(),
             semanticColor(SemanticColor::AlertBackground, palette).name());
}

const PdfOverlayColors &pdfOverlayColors()
{
    static const PdfOverlayColors colors{
        QColor(0x59, 0x59, 0x59), QColor(0xa8, 0x1e, 0x1e), QColor(0xb3, 0x47, 0x00),
        QColor(255, 200, 0, 70),  QColor(255, 230, 0, 110), QColor(255, 140, 0, 140),
        QColor(40, 110, 230, 90), QColor(0x1f, 0x55, 0xb8),
    };
    return colors;
}

namespace {
// Distinct hues, each ≥ 4.5:1 on the white page as an outline.
const QColor kindColors[] = {
    QColor(0xc8, 0x10, 0x3c), // title
    QColor(0x0b, 0x5c, 0xd6), // author
    QColor(0x00, 0x73, 0x73), // affiliation
    QColor(0x80, 0x00, 0xc8), // abstract
    QColor(0xb3, 0x4d, 0x00), // heading
    QColor(0x1e, 0x7a, 0x46), // paragraph
    QColor(0x4f, 0x6e, 0x00), // sentence
    QColor(0x8b, 0x45, 0x13), // reference
    QColor(0x00, 0x00, 0xe6), // reference marker
    QColor(0xc4, 0x00, 0x6e), // figure
    QColor(0x2f, 0x5f, 0x8a), // formula
    QColor(0x5a, 0x67, 0x74), // note
};
} // namespace

QColor overlayKindColor(int kind)
{
    if (kind >= 0 && kind < overlayKindCount()) {
        return kindColors[kind];
    }
    return QColor(0x6b, 0x6b, 0x6b);
}

int overlayKindCount()
{
    return int(std::size(kindColors));
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor composite(const QColor &over, const QColor &under)
{
    return blend(under, QColor(over.red(), over.green(), over.blue()), over.alphaF());
}

QList<ContrastPair> contrastPairs(const QPalette &palette)
{
    QList<ContrastPair> pairs;
    const QColor window = palette.color(QPalette::Window), base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    for (const auto &[name, role] : {std::pair{"error text", SemanticColor::ErrorText},
                                     std::pair{"warning text", SemanticColor::WarningText}}) {
        pairs.append(
            {QString::fromLatin1(name) + QStringLiteral(" on Window"), semanticColor(role, palette), window});
        pairs.append(
            {QString::fromLatin1(name) + QStringLiteral(" on Base"), semanticColor(role, palette), base});
    }
    pairs.append({QStringLiteral("alert badge"), semanticColor(SemanticColor::AlertText, palette),
                  semanticColor(SemanticColor::AlertBackground, palette)});
    for (const auto &[name, tint] :
         {std::pair{"agree", SemanticTint::Agree}, std::pair{"partial", SemanticTint::Partial},
          std::pair{"disagree", SemanticTint::Disagree}, std::pair{"removed line", SemanticTint::Removed},
          std::pair{"added line", SemanticTint::Added}}) {
        pairs.append({QStringLiteral("text on the %1 tint").arg(QString::fromLatin1(name)), text,
                      semanticTint(tint, palette)});
    }
    // On the PDF page (white in both schemes): the page's messages, the flashed element's outline,
    // and the page's own black text under each translucent highlight.
    const QColor page(Qt::white), ink(Qt::black);
    const PdfOverlayColors &pdf = pdfOverlayColors();
    pairs.append({QStringLiteral("PDF page message"), pdf.pageMessage, page});
    pairs.append({QStringLiteral("PDF page error"), pdf.pageError, page});
    pairs.append({QStringLiteral("PDF flash outline"), pdf.flashOutline, page});
    pairs.append({QStringLiteral("PDF selection outline"), pdf.selectionOutline, page});
    for (int kind = -1; kind < overlayKindCount(); ++kind) {
        pairs.append(
            {QStringLiteral("PDF overlay outline of kind %1").arg(kind), overlayKindColor(kind), page});
    }
    for (const auto &[name, fill] :
         {std::pair{"flash", pdf.flashFill}, std::pair{"search hit", pdf.searchHit},
          std::pair{"current search hit", pdf.currentSearchHit}, std::pair{"selection", pdf.selectionFill}}) {
        pairs.append({QStringLiteral("PDF text under the %1 highlight").arg(QString::fromLatin1(name)), ink,
                      composite(fill, page)});
    }
    return pairs;
}

} // namespace Ei::Models
