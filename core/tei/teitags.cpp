#include "teitags.h"

#include <array>

namespace Ei::Core::Internal::Tei {
namespace {

struct TagName
{
    QStringView name;
    Tag tag;
};

// Sorted by name (ordinal), for binary search.
constexpr std::array kTagNames{
    TagName{QStringView(u"TEI"), Tag::Tei},
    TagName{QStringView(u"abstract"), Tag::Abstract},
    TagName{QStringView(u"affiliation"), Tag::Affiliation},
    TagName{QStringView(u"analytic"), Tag::Analytic},
    TagName{QStringView(u"application"), Tag::Application},
    TagName{QStringView(u"author"), Tag::Author},
    TagName{QStringView(u"back"), Tag::Back},
    TagName{QStringView(u"biblScope"), Tag::BiblScope},
    TagName{QStringView(u"biblStruct"), Tag::BiblStruct},
    TagName{QStringView(u"body"), Tag::Body},
    TagName{QStringView(u"country"), Tag::Country},
    TagName{QStringView(u"date"), Tag::Date},
    TagName{QStringView(u"div"), Tag::Div},
    TagName{QStringView(u"facsimile"), Tag::Facsimile},
    TagName{QStringView(u"figDesc"), Tag::FigDesc},
    TagName{QStringView(u"figure"), Tag::Figure},
    TagName{QStringView(u"fileDesc"), Tag::FileDesc},
    TagName{QStringView(u"forename"), Tag::Forename},
    TagName{QStringView(u"formula"), Tag::Formula},
    TagName{QStringView(u"head"), Tag::Head},
    TagName{QStringView(u"idno"), Tag::Idno},
    TagName{QStringView(u"imprint"), Tag::Imprint},
    TagName{QStringView(u"keywords"), Tag::Keywords},
    TagName{QStringView(u"label"), Tag::Label},
    TagName{QStringView(u"listBibl"), Tag::ListBibl},
    TagName{QStringView(u"monogr"), Tag::Monogr},
    TagName{QStringView(u"note"), Tag::Note},
    TagName{QStringView(u"orgName"), Tag::OrgName},
    TagName{QStringView(u"p"), Tag::P},
    TagName{QStringView(u"persName"), Tag::PersName},
    TagName{QStringView(u"profileDesc"), Tag::ProfileDesc},
    TagName{QStringView(u"publicationStmt"), Tag::PublicationStmt},
    TagName{QStringView(u"publisher"), Tag::Publisher},
    TagName{QStringView(u"ref"), Tag::Ref},
    TagName{QStringView(u"region"), Tag::Region},
    TagName{QStringView(u"s"), Tag::S},
    TagName{QStringView(u"settlement"), Tag::Settlement},
    TagName{QStringView(u"sourceDesc"), Tag::SourceDesc},
    TagName{QStringView(u"surface"), Tag::Surface},
    TagName{QStringView(u"surname"), Tag::Surname},
    TagName{QStringView(u"teiHeader"), Tag::TeiHeader},
    TagName{QStringView(u"term"), Tag::Term},
    TagName{QStringView(u"text"), Tag::Text},
    TagName{QStringView(u"title"), Tag::Title},
    TagName{QStringView(u"titleStmt"), Tag::TitleStmt},
};

} // namespace

Tag tagFor(QStringView name)
{
    // Called for every element: dispatch on length and first letter before comparing, which
    // leaves at most a few full comparisons (a binary search over all names cost ~10% of the
    // header+coords pass).
    if (name.isEmpty()) {
        return Tag::Other;
    }
    const char16_t first = name.front().unicode();
    for (const TagName &t : kTagNames) {
        if (t.name.size() == name.size() && t.name.front().unicode() == first && t.name == name) {
            return t.tag;
        }
    }
    return Tag::Other;
}

Attrs readAttrs(const QXmlStreamAttributes &attributes)
{
    Attrs a;
    for (const QXmlStreamAttribute &attr : attributes) {
        const QStringView name = attr.name();
        const QStringView value = attr.value();
        switch (name.size()) {
        case 1:
            if (name == u"n") {
                a.n = value;
            }
            break;
        case 2:
            if (name == u"id" && attr.prefix() == u"xml") {
                a.id = value;
            } else if (name == u"to") {
                a.to = value;
            }
            break;
        case 3:
            if (name == u"ulx") {
                a.ulx = value;
            } else if (name == u"uly") {
                a.uly = value;
            } else if (name == u"lrx") {
                a.lrx = value;
            } else if (name == u"lry") {
                a.lry = value;
            }
            break;
        case 4:
            if (name == u"type") {
                a.type = value;
            } else if (name == u"unit") {
                a.unit = value;
            } else if (name == u"from") {
                a.from = value;
            } else if (name == u"when") {
                a.when = value;
            } else if (name == u"lang") {
                a.lang = value;
            }
            break;
        case 5:
            if (name == u"level") {
                a.level = value;
            } else if (name == u"ident") {
                a.ident = value;
            } else if (name == u"place") {
                a.place = value;
            }
            break;
        case 6:
            if (name == u"coords") {
                a.coords = value;
                a.hasCoords = true;
            } else if (name == u"target") {
                a.target = value;
            }
            break;
        case 7:
            if (name == u"version") {
                a.version = value;
            }
            break;
        default:
            break;
        }
    }
    return a;
}

TeiElementKind kindFor(Tag tag, QStringView type)
{
    switch (tag) {
    case Tag::Title:
        return TeiElementKind::Title;
    case Tag::PersName:
        return TeiElementKind::Author;
    case Tag::Affiliation:
        return TeiElementKind::Affiliation;
    case Tag::Abstract:
        return TeiElementKind::Abstract;
    case Tag::Head:
        return TeiElementKind::Heading;
    case Tag::P:
        return TeiElementKind::Paragraph;
    case Tag::S:
        return TeiElementKind::Sentence;
    case Tag::BiblStruct:
        return TeiElementKind::Reference;
    case Tag::Ref:
        return type == u"bibr" ? TeiElementKind::ReferenceMarker : TeiElementKind::Other;
    case Tag::Figure:
        return TeiElementKind::Figure;
    case Tag::Formula:
        return TeiElementKind::Formula;
    case Tag::Note:
        return TeiElementKind::Note;
    default:
        return TeiElementKind::Other;
    }
}

QString tagString(Tag tag, QStringView name)
{
    static const QString s = QStringLiteral("s"), p = QStringLiteral("p"), ref = QStringLiteral("ref"),
                         persName = QStringLiteral("persName"), title = QStringLiteral("title"),
                         biblStruct = QStringLiteral("biblStruct"), head = QStringLiteral("head"),
                         figure = QStringLiteral("figure"), formula = QStringLiteral("formula"),
                         note = QStringLiteral("note"), affiliation = QStringLiteral("affiliation");
    switch (tag) {
    case Tag::S:
        return s;
    case Tag::P:
        return p;
    case Tag::Ref:
        return ref;
    case Tag::PersName:
        return persName;
    case Tag::Title:
        return title;
    case Tag::BiblStruct:
        return biblStruct;
    case Tag::Head:
        return head;
    case Tag::Figure:
        return figure;
    case Tag::Formula:
        return formula;
    case Tag::Note:
        return note;
    case Tag::Affiliation:
        return affiliation;
    default:
        return name.toString();
    }
}

QString internType(QStringView type)
{
    static const QString bibr = QStringLiteral("bibr"), figure = QStringLiteral("figure"),
                         table = QStringLiteral("table"), foot = QStringLiteral("foot"),
                         formula = QStringLiteral("formula"), main = QStringLiteral("main");
    if (type.isEmpty()) {
        return {};
    }
    for (const QString *known : {&bibr, &figure, &table, &foot, &formula, &main}) {
        if (type == *known) {
            return *known;
        }
    }
    return type.toString();
}

TeiElement coordsElement(Tag tag, QStringView name, const Attrs &attrs, qsizetype begin)
{
    TeiElement e;
    e.kind = kindFor(tag, attrs.type);
    e.tag = tagString(tag, name);
    e.xmlId = attrs.id.toString();
    e.target = attrs.target.toString();
    e.type = internType(attrs.type);
    e.boxes = parseCoords(attrs.coords);
    e.source.begin = begin;
    return e;
}

TeiPage facsimilePage(const Attrs &attrs, qsizetype pagesSoFar)
{
    TeiPage page;
    bool ok = false;
    page.number = attrs.n.toInt(&ok);
    if (!ok) {
        page.number = int(pagesSoFar) + 1;
    }
    page.box = QRectF(QPointF(attrs.ulx.toDouble(), attrs.uly.toDouble()),
                      QPointF(attrs.lrx.toDouble(), attrs.lry.toDouble()));
    return page;
}

} // namespace Ei::Core::Internal::Tei
