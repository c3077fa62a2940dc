#pragma once

// Internal to the TEI parser (core/tei/tei*.cpp): the GROBID tag and attribute vocabulary, read
// once per element by both the XML reader and the post-header tag scanner.
#include <QStringView>
#include <QXmlStreamAttributes>

#include <core/tei/teidocument.h>

namespace Ei::Core::Internal::Tei {

enum class Tag : quint8
{
    Other,
    Abstract,
    Affiliation,
    Analytic,
    Application,
    Author,
    Back,
    BiblScope,
    BiblStruct,
    Body,
    Country,
    Date,
    Div,
    Facsimile,
    FigDesc,
    Figure,
    FileDesc,
    Forename,
    Formula,
    Head,
    Idno,
    Imprint,
    Keywords,
    Label,
    ListBibl,
    Monogr,
    Note,
    OrgName,
    P,
    PersName,
    ProfileDesc,
    PublicationStmt,
    Publisher,
    Ref,
    Region,
    S,
    Settlement,
    SourceDesc,
    Surface,
    Surname,
    Tei,
    TeiHeader,
    Term,
    Text,
    Title,
    TitleStmt,
    Count
};

// The Tag of a local element name; Tag::Other for names the parser does not look at.
Tag tagFor(QStringView name);

// The attributes GROBID uses, read once per start element.
struct Attrs
{
    QStringView coords, id, type, level, unit, from, to, when, n, target, ident, version, place, lang;
    QStringView ulx, uly, lrx, lry;
    bool hasCoords = false;
};

Attrs readAttrs(const QXmlStreamAttributes &attributes);

TeiElementKind kindFor(Tag tag, QStringView type);
// Shared strings for the names and types that make up nearly every coords element, so the
// per-element cost is a reference count rather than an allocation.
QString tagString(Tag tag, QStringView name);
QString internType(QStringView type);

// The TeiElement of a start tag that has a coords attribute; its source begins at `begin` (the
// '<'), the end is filled in when the element closes.
TeiElement coordsElement(Tag tag, QStringView name, const Attrs &attrs, qsizetype begin);
// The page of a facsimile <surface>; numbered after the pages read so far when it has no @n.
TeiPage facsimilePage(const Attrs &attrs, qsizetype pagesSoFar);

} // namespace Ei::Core::Internal::Tei
