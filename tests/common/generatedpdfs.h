#pragma once

#include <expected>

#include <QByteArray>
#include <QString>

#include <demo/paper.h>
#include <demo/paperlayout.h>

namespace Ei::Test {

// Journal articles from the demo generator (demo/papergen, paperlayout, teiwriter; docs/demo-data.md)
// for the PDF and TEI behaviour tests: a PDF with text whose every element's position is known, and
// its GROBID 0.8.1-shaped TEI with coordinates. Generated once per process, deterministically.
enum class GeneratedPdf
{
    // A4, 3 pages, none cropped or rotated; citation markers and references.
    Plain,
    // A4, 4 pages, one of them an appendix with /Rotate 90 (before the references).
    Article,
    // A4 cover sheet, then US Letter pages: page sizes differ within the PDF.
    CoverThenLetter,
    // A4, more than 20 pages (scrolling, eviction and cancelled renders).
    Long,
};

struct GeneratedArticle
{
    Demo::Paper paper;
    Demo::PaperLayout layout; // layout.pdf is the PDF
    QByteArray tei;
    QString pdfPath; // the PDF written to a temporary folder that lives as long as the process
};

const GeneratedArticle &generatedArticle(GeneratedPdf which);
// generatedArticle(which).pdfPath.
QString generatedPdfPath(GeneratedPdf which);

// How a generated PDF is encrypted: the demo generator writes no encryption, so qpdf (Debian's
// `qpdf`, tools/deps/debian-13.txt) encrypts GeneratedPdf::Plain with an owner and a user password.
enum class PdfEncryption
{
    Aes256, // PDF 2.0 / R6, what current producers write
    Rc4_128 // R3, the legacy cipher older producers wrote (qpdf asks for --allow-weak-crypto)
};

// The path of GeneratedPdf::Plain encrypted with `userPassword` (opening needs it), made once per
// process and kind; an error sentence when qpdf is missing or fails.
std::expected<QString, QString> encryptedPdfPath(PdfEncryption encryption, const QString &userPassword);

} // namespace Ei::Test
