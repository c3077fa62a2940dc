#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <demo/fontmetrics.h>

namespace Ei::Demo {

// A minimal PDF 1.4 writer: pages with text lines in the three standard fonts, Flate-compressed
// content streams, an exact xref table and a trailer with a content-derived /ID. Output is a pure
// function of the calls made, so the demo's SHA-1 row keys are reproducible.
//
// Coordinates are PDF points with the origin at the top-left of the page and y growing down (the
// TEI `coords` convention); the writer flips them into PDF user space.
class PdfWriter final
{
public:
    // Returns the page number (1-based). `rotate` is the page's /Rotate (0, 90, 180, 270).
    int addPage(double width, double height, int rotate = 0);
    // One line of text whose baseline starts at (x, baselineY) on `page`.
    void addText(int page, PdfFont font, double size, double x, double baselineY, const QString &text);
    void setInfo(const QString &title, const QString &author, const QString &creationDate);

    int pageCount() const { return int(m_pages.size()); }
    QByteArray finish() const;

private:
    struct Page
    {
        double width = 0;
        double height = 0;
        int rotate = 0;
        QByteArray content;
    };
    QList<Page> m_pages;
    QString m_title;
    QString m_author;
    QString m_creationDate; // D:YYYYMMDDhhmmssZ
};

// A PDF literal string "(...)" holding WinAnsi bytes, with the escapes the syntax requires.
QByteArray pdfLiteralString(const QString &text);

} // namespace Ei::Demo
