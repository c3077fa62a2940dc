#include "fontmetrics.h"

#include <array>

namespace Ei::Demo {
namespace {

// Advance widths (1/1000 em) from the Adobe Core14 AFM files, WinAnsi codes 32..126 then 160..255.
// kHelvetica: codes 32..126 then 160..255
constexpr std::array<quint16, 191> kHelvetica = {
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278,  333,  278, 278, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667,  667, 722, 722, 667, 611, 778,
    722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611,  722,  667, 944, 667, 667, 611, 278,
    278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556,  222,  222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,  334,  584, 278, 333, 556, 556, 556,
    556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584,  333,  333, 333, 556, 537, 278, 333,
    333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667,  1000, 722, 667, 667, 667, 667, 278,
    278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722,  722,  722, 722, 667, 667, 611, 556,
    556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278,  278,  278, 556, 556, 556, 556, 556,
    556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
};
// kHelveticaBold: codes 32..126 then 160..255
constexpr std::array<quint16, 191> kHelveticaBold = {
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333,  278, 278, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722,  722, 722, 722, 667, 611, 778,
    722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,  667, 944, 667, 667, 611, 333,
    278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278,  278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389,  584, 278, 333, 556, 556, 556,
    556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,  333, 333, 611, 556, 278, 333,
    333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278,
    278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722,  722, 722, 667, 667, 611, 556,
    556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278,  278, 611, 611, 611, 611, 611,
    611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
};
// kTimesRoman: codes 32..126 then 160..255
constexpr std::array<quint16, 191> kTimesRoman = {
    250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500,
    500, 500, 500, 500, 500, 500, 278, 278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611, 556, 722,
    722, 333, 389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722, 722, 944, 722, 722, 611, 333,
    278, 333, 469, 500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500,
    500, 500, 333, 389, 278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 541, 250, 333, 500, 500, 500,
    500, 200, 500, 333, 760, 276, 500, 564, 333, 760, 333, 400, 564, 300, 300, 333, 500, 453, 250, 333,
    300, 310, 500, 750, 750, 750, 444, 722, 722, 722, 722, 722, 722, 889, 667, 611, 611, 611, 611, 333,
    333, 333, 333, 722, 722, 722, 722, 722, 722, 722, 564, 722, 722, 722, 722, 722, 722, 556, 500, 444,
    444, 444, 444, 444, 444, 667, 444, 444, 444, 444, 444, 278, 278, 278, 278, 500, 500, 500, 500, 500,
    500, 500, 564, 500, 500, 500, 500, 500, 500, 500, 500,
};

bool isEncodable(char16_t c)
{
    return (c >= 32 && c <= 126) || (c >= 160 && c <= 255);
}

const std::array<quint16, 191> &table(PdfFont font)
{
    switch (font) {
    case PdfFont::Helvetica:
        return kHelvetica;
    case PdfFont::HelveticaBold:
        return kHelveticaBold;
    case PdfFont::TimesRoman:
        break;
    }
    return kTimesRoman;
}

} // namespace

QByteArray pdfFontBaseName(PdfFont font)
{
    switch (font) {
    case PdfFont::Helvetica:
        return QByteArrayLiteral("Helvetica");
    case PdfFont::HelveticaBold:
        return QByteArrayLiteral("Helvetica-Bold");
    case PdfFont::TimesRoman:
        break;
    }
    return QByteArrayLiteral("Times-Roman");
}

QString pdfSafeText(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (QChar c : text) {
        out.append(isEncodable(c.unicode()) ? c : QLatin1Char('?'));
    }
    return out;
}

QByteArray toWinAnsi(QStringView text)
{
    QByteArray out;
    out.reserve(text.size());
    for (QChar c : text) {
        out.append(isEncodable(c.unicode()) ? char(c.unicode()) : '?');
    }
    return out;
}

double textWidth(PdfFont font, double size, QStringView text)
{
    const auto &widths = table(font);
    qint64 units = 0;
    for (QChar qc : text) {
        char16_t c = qc.unicode();
        if (!isEncodable(c)) {
            c = u'?';
        }
        units += widths[c <= 126 ? c - 32 : c - 160 + 95];
    }
    return double(units) * size / 1000.0;
}

int fontAscender(PdfFont font)
{
    return font == PdfFont::TimesRoman ? 683 : 718;
}

int fontDescender(PdfFont font)
{
    return font == PdfFont::TimesRoman ? -217 : -207;
}

} // namespace Ei::Demo
