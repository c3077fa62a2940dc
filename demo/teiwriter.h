#pragma once

#include <QByteArray>
#include <QString>

#include <demo/paper.h>
#include <demo/paperlayout.h>

namespace Ei::Demo {

struct TeiOptions
{
    QString grobidVersion = QStringLiteral("0.8.1");
    QString when;   // application/@when, e.g. "2018-03-05T10:22+0000"
    QString md5Hex; // MD5 of the PDF, upper-case hex as GROBID writes it
    // Write the affiliation's '&' raw, as GROBID sometimes did: the result is not well-formed XML
    // (the pipeline's "GROBID 200 XML parse error" rows).
    bool rawAmpersand = false;
};

// GROBID 0.8.x-shaped TEI (header, facsimile, body with sentence segmentation, references) with
// `coords` from the layout on title, persName, affiliation, head, p, s, ref and biblStruct.
QByteArray writeTei(const Paper &paper, const PaperLayout &layout, const TeiOptions &options);

} // namespace Ei::Demo
