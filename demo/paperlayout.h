#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <demo/paper.h>

namespace Ei::Demo {

// One box of a TEI `coords` attribute: page from 1, origin top-left, y down, PDF points.
struct Box
{
    int page = 1;
    double x = 0;
    double y = 0;
    double w = 0;
    double h = 0;
};
// One box per line segment an element covers, in reading order.
using Boxes = QList<Box>;

struct ParagraphBoxes
{
    Boxes paragraph;
    QList<Boxes> sentences;
    QList<Box> markers; // citation markers in order of appearance (one line each)
};

struct SectionBoxes
{
    Boxes head;
    QList<ParagraphBoxes> paragraphs;
};

struct PageGeometry
{
    double width = 0;
    double height = 0;
    int rotate = 0;
};

// The PDF and where every element ended up. Produced together, so the boxes are exact by
// construction (same AFM widths the viewer uses); tst_demodata checks them against pdftotext.
struct PaperLayout
{
    QByteArray pdf;
    QList<PageGeometry> pages;
    Boxes title;
    QList<Boxes> authors;
    QList<Boxes> affiliations;
    ParagraphBoxes abstract;
    QList<SectionBoxes> sections;
    QList<Boxes> references;
    QList<Boxes> referenceTitles;
};

// Lays the paper out on A4 or US Letter pages (single column) and writes the PDF.
PaperLayout layoutPaper(const Paper &paper, const QString &pdfCreationDate);

// "p,x,y,w,h;p,x,y,w,h" with two decimals, as GROBID writes it.
QString coordsAttribute(const Boxes &boxes);

} // namespace Ei::Demo
