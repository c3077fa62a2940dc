#pragma once

#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QRectF>
#include <QString>

#include <core/tei/bibheader.h>
#include <core/util/result.h>

namespace Ei::Core {

// What a coords-bearing TEI element is, for the PDF overlay and its legend.
enum class TeiElementKind
{
    Title,
    Author,
    Affiliation,
    Abstract,
    Heading,
    Paragraph,
    Sentence,
    Reference,       // back/listBibl/biblStruct
    ReferenceMarker, // <ref type="bibr" target="#b12"> in the text
    Figure,          // figures and tables (<figure type="table">)
    Formula,
    Note,
    Other, // graphic, other ref types, ...
};
QString teiElementKindName(TeiElementKind kind);

// One box of a coords attribute: page numbered from 1, rectangle in PDF points, origin top-left,
// y down (GROBID's convention).
struct TeiBox
{
    int page = 0;
    QRectF rect;
};

// Where an element sits in the XML text. Offsets are UTF-16 code units into
// QString::fromUtf8(xml), i.e. QTextDocument/QPlainTextEdit cursor positions for LF text;
// byteBegin/byteEnd are the same range in the UTF-8 bytes as received. [begin, end) spans the
// element from its '<' to the end of its end tag. line/column (from 1, column in UTF-16 units)
// are those of the opening '<'.
struct TeiSourceRange
{
    qsizetype begin = -1;
    qsizetype end = -1;
    qsizetype byteBegin = -1;
    qsizetype byteEnd = -1;
    int line = 0;
    int column = 0;

    bool isValid() const { return begin >= 0 && end >= begin; }
};

struct TeiElement
{
    TeiElementKind kind = TeiElementKind::Other;
    QString tag;         // local name: "s", "persName", "biblStruct", ...
    QString xmlId;       // xml:id, if any
    QString target;      // ref markers: "#b12"
    QString type;        // @type (figure "table", ref "bibr"/"figure", note "foot", ...)
    QString snippet;     // first ~80 characters of its text, whitespace-normalised
    QList<TeiBox> boxes; // empty for coords=""
    TeiSourceRange source;
};

struct TeiSection
{
    QString number; // head/@n, e.g. "2.1"
    QString title;
    int level = 1;         // from the numbering (dots + 1), 1 without numbering
    bool inBack = false;   // acknowledgement, annex, ...
    TeiSourceRange source; // the div (or the head when GROBID wrote no div)
};

struct TeiReference
{
    QString xmlId; // "b12", target of ref markers "#b12"
    BibHeader bib;
    QString raw; // note[@type="raw_reference"], when GROBID kept it
    QList<TeiBox> boxes;
    TeiSourceRange source;
};

struct TeiFigure
{
    QString xmlId;
    bool isTable = false;
    QString head;
    QString label;
    QString description; // figDesc
    QList<TeiBox> boxes;
    TeiSourceRange source;
};

struct TeiFormula
{
    QString xmlId;
    QString text;
    QString label;
    QList<TeiBox> boxes;
    TeiSourceRange source;
};

struct TeiNote
{
    QString type;  // "foot", "raw_affiliation", ...
    QString place; // "foot", "headnote"
    QString text;
    TeiSourceRange source;
};

// <facsimile><surface n ulx uly lrx lry>: one page's size in PDF points.
struct TeiPage
{
    int number = 0;
    QRectF box; // ulx,uly .. lrx,lry
    QSizeF size() const { return box.size(); }
};

// Where well-formedness broke. Everything before it was kept.
struct TeiParseIssue
{
    int line = 0;
    int column = 0;
    qsizetype offset = -1; // UTF-16 offset, as TeiSourceRange
    QString message;
};

struct TeiDocument
{
    BibHeader header;
    QString abstract; // whitespace-normalised, paragraphs separated by a blank line
    QStringList keywords;
    QString md5;
    QString grobidVersion; // trimmed (one real file has "0.5.5-fatcat\n")
    QString grobidWhen;
    QString language;    // teiHeader/@xml:lang
    QString rootElement; // "TEI", or "biblStruct"/"listBibl" for citation-only output

    QList<TeiSection> outline;
    QList<TeiReference> references;
    QList<TeiFigure> figures;
    QList<TeiFormula> formulas;
    QList<TeiNote> notes;
    QList<TeiElement> elements; // every element with a coords attribute, in document order
    QList<TeiPage> pages;       // from <facsimile>, empty when GROBID wrote none

    std::optional<TeiParseIssue> error; // set when the XML is malformed; the rest is partial
    qsizetype textLength = 0;           // UTF-16 length of the decoded text

    // Innermost coords element whose source range contains the UTF-16 offset, or -1.
    qsizetype elementAt(qsizetype offset) const;
    // Size of page n (from 1), or an invalid size when the TEI has no facsimile for it.
    QSizeF pageSize(int n) const;
    qsizetype boxCount() const;
};

struct TeiParseOptions
{
    // Header, facsimile and coords only: skips outline, references, figures, formulas, notes and
    // snippets (the table view and the PDF overlay need no more). After </teiHeader> a tag
    // scanner replaces the XML reader: it still reports tags that do not nest and truncation,
    // but not bad entities or characters in text (a raw '&' in the body goes unnoticed).
    bool headerAndCoordsOnly = false;
};

// Parses GROBID TEI (0.4.x to 0.8.x) in one streaming pass. No DTD processing or external
// entities. Malformed XML still returns a document with everything read before the error and
// `error` set; input that is not TEI at all (empty, an HTML error page, plain text, another XML
// vocabulary) is an ErrorKind::InvalidInput error. Cost: one UTF-8 decode plus one
// QXmlStreamReader pass.
Result<TeiDocument> parseTei(const QByteArray &xml, const TeiParseOptions &options = {});

// Parses "p,x,y,w,h;p,x,y,w,h". Malformed boxes are skipped.
QList<TeiBox> parseCoords(QStringView coords);

// The JSON the CLI's `tei --file` prints: header, outline, counts per element kind, pages,
// references (and every coords element with `includeElements`).
QJsonObject teiSummaryJson(const TeiDocument &doc, bool includeElements = false);

} // namespace Ei::Core
