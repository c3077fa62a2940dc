#include "teiwriter.h"

namespace Ei::Demo {
namespace {

QString esc(const QString &s)
{
    QString out = s;
    out.replace(QLatin1Char('&'), QStringLiteral("&amp;"));
    out.replace(QLatin1Char('<'), QStringLiteral("&lt;"));
    out.replace(QLatin1Char('>'), QStringLiteral("&gt;"));
    out.replace(QLatin1Char('"'), QStringLiteral("&quot;"));
    return out;
}

QString coords(const Boxes &b)
{
    return QStringLiteral(" coords=\"") + coordsAttribute(b) + QLatin1Char('"');
}

QString isoDate(int y, int m, int d)
{
    return QStringLiteral("%1-%2-%3")
        .arg(y, 4, 10, QLatin1Char('0'))
        .arg(m, 2, 10, QLatin1Char('0'))
        .arg(d, 2, 10, QLatin1Char('0'));
}

QString persName(const Person &p, const QString &coordsAttr)
{
    return QStringLiteral(
               "<persName%1><forename type=\"first\">%2</forename><surname>%3</surname></persName>")
        .arg(coordsAttr, esc(p.given), esc(p.family));
}

// <p><s coords>text <ref type="bibr" coords target="#bN">[N]</ref>.</s>...</p>
QString paragraphXml(const Paragraph &para, const ParagraphBoxes &boxes, bool withP)
{
    QString out =
        withP ? QStringLiteral("<p") + coords(boxes.paragraph) + QLatin1Char('>') : QStringLiteral("<p>");
    int marker = 0;
    for (int si = 0; si < para.sentences.size(); ++si) {
        const Sentence &s = para.sentences[si];
        out += QStringLiteral("<s") + coords(boxes.sentences.value(si)) + QLatin1Char('>');
        bool first = true;
        for (const Segment &seg : s.segments) {
            if (!first && !gluesToPrevious(seg.text)) {
                out += QLatin1Char(' ');
            }
            first = false;
            if (seg.ref >= 0) {
                out += QStringLiteral("<ref type=\"bibr\"%1 target=\"#b%2\">[%3]</ref>")
                           .arg(coords(Boxes{boxes.markers.value(marker)}))
                           .arg(seg.ref)
                           .arg(seg.ref + 1);
                ++marker;
            } else {
                out += esc(seg.text);
            }
        }
        out += QStringLiteral("</s>");
    }
    return out + QStringLiteral("</p>");
}

} // namespace

QByteArray writeTei(const Paper &paper, const PaperLayout &layout, const TeiOptions &options)
{
    const QString date = isoDate(paper.year, paper.month, paper.day);
    QString t;
    t += QStringLiteral(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<TEI xml:space=\"preserve\" xmlns=\"http://www.tei-c.org/ns/1.0\" \n"
        "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \n"
        "xsi:schemaLocation=\"http://www.tei-c.org/ns/1.0 "
        "https://raw.githubusercontent.com/kermitt2/grobid/master/grobid-home/schemas/xsd/Grobid.xsd\"\n"
        " xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n"
        "\t<teiHeader xml:lang=\"en\">\n\t\t<fileDesc>\n\t\t\t<titleStmt>\n");
    const QString titleXml = QStringLiteral("<title level=\"a\" type=\"main\"%1>%2</title>")
                                 .arg(coords(layout.title), esc(paper.title));
    t += QStringLiteral("\t\t\t\t") + titleXml + QLatin1Char('\n');
    t += QStringLiteral(
             "\t\t\t</titleStmt>\n\t\t\t<publicationStmt>\n\t\t\t\t<publisher>%1</publisher>\n"
             "\t\t\t\t<availability  status=\"unknown\">\n\t\t\t\t\t<licence/>\n"
             "\t\t\t\t</availability>\n\t\t\t\t<date type=\"published\" when=\"%2\">%2</date>\n"
             "\t\t\t</publicationStmt>\n\t\t\t<sourceDesc>\n\t\t\t\t<biblStruct>\n\t\t\t\t\t<analytic>\n")
             .arg(esc(paper.publisher), date);
    for (int i = 0; i < paper.authors.size(); ++i) {
        const Person &p = paper.authors[i];
        t += QStringLiteral("\t\t\t\t\t\t<author>\n\t\t\t\t\t\t\t") +
             persName(p, coords(layout.authors.value(i))) + QLatin1Char('\n');
        if (!p.email.isEmpty()) {
            t += QStringLiteral("\t\t\t\t\t\t\t<email>%1</email>\n").arg(esc(p.email));
        }
        if (p.affiliation >= 0 && p.affiliation < paper.affiliations.size()) {
            const Affiliation &a = paper.affiliations[p.affiliation];
            const QString institution =
                options.rawAmpersand ? a.institution : esc(a.institution); // deliberately malformed
            t += QStringLiteral("\t\t\t\t\t\t\t<affiliation key=\"aff%1\"%2>\n"
                                "\t\t\t\t\t\t\t\t<orgName type=\"department\">%3</orgName>\n"
                                "\t\t\t\t\t\t\t\t<orgName type=\"institution\">%4</orgName>\n"
                                "\t\t\t\t\t\t\t\t<address>\n\t\t\t\t\t\t\t\t\t<settlement>%5</settlement>\n"
                                "\t\t\t\t\t\t\t\t\t<country key=\"%6\">%7</country>\n"
                                "\t\t\t\t\t\t\t\t</address>\n\t\t\t\t\t\t\t</affiliation>\n")
                     .arg(p.affiliation)
                     .arg(coords(layout.affiliations.value(p.affiliation)), esc(a.department), institution,
                          esc(a.settlement), a.countryCode, esc(a.country));
        }
        t += QStringLiteral("\t\t\t\t\t\t</author>\n");
    }
    t += QStringLiteral("\t\t\t\t\t\t") + titleXml + QLatin1Char('\n');
    t +=
        QStringLiteral("\t\t\t\t\t</analytic>\n\t\t\t\t\t<monogr>\n"
                       "\t\t\t\t\t\t<title level=\"j\" type=\"main\">%1</title>\n"
                       "\t\t\t\t\t\t<title level=\"j\" type=\"abbrev\">%2</title>\n"
                       "\t\t\t\t\t\t<idno type=\"ISSN\">%3</idno>\n"
                       "\t\t\t\t\t\t<imprint>\n\t\t\t\t\t\t\t<publisher>%4</publisher>\n"
                       "\t\t\t\t\t\t\t<biblScope unit=\"volume\">%5</biblScope>\n"
                       "\t\t\t\t\t\t\t<biblScope unit=\"issue\">%6</biblScope>\n"
                       "\t\t\t\t\t\t\t<biblScope unit=\"page\" from=\"%7\" to=\"%8\" />\n"
                       "\t\t\t\t\t\t\t<date type=\"published\" when=\"%9\" />\n"
                       "\t\t\t\t\t\t</imprint>\n\t\t\t\t\t</monogr>\n")
            .arg(esc(paper.journal), esc(paper.journalAbbrev), paper.issn, esc(paper.publisher), paper.volume,
                 paper.issue, QString::number(paper.firstPage), QString::number(paper.lastPage), date);
    t += QStringLiteral("\t\t\t\t\t<idno type=\"MD5\">%1</idno>\n").arg(options.md5Hex);
    if (!paper.doi.isEmpty()) {
        t += QStringLiteral("\t\t\t\t\t<idno type=\"DOI\">%1</idno>\n").arg(esc(paper.doi));
    }
    t += QStringLiteral(
             "\t\t\t\t</biblStruct>\n\t\t\t</sourceDesc>\n\t\t</"
             "fileDesc>\n\t\t<encodingDesc>\n\t\t\t<appInfo>\n"
             "\t\t\t\t<application version=\"%1\" ident=\"GROBID\" when=\"%2\">\n"
             "\t\t\t\t\t<desc>GROBID - A machine learning software for extracting information from scholarly "
             "documents</desc>\n\t\t\t\t\t<ref target=\"https://github.com/kermitt2/grobid\"/>\n"
             "\t\t\t\t</application>\n\t\t\t</appInfo>\n\t\t</encodingDesc>\n\t\t<profileDesc>\n")
             .arg(options.grobidVersion, options.when);
    if (!paper.keywordsLine.isEmpty()) {
        t += QStringLiteral("\t\t\t<textClass>\n\t\t\t\t<keywords>\n");
        for (const QString &k : paper.keywordsLine.split(QStringLiteral("; "))) {
            t += QStringLiteral("\t\t\t\t\t<term>%1</term>\n").arg(esc(k));
        }
        t += QStringLiteral("\t\t\t\t</keywords>\n\t\t\t</textClass>\n");
    }
    t += QStringLiteral("\t\t\t<abstract>\n<div xmlns=\"http://www.tei-c.org/ns/1.0\">") +
         paragraphXml(paper.abstract, layout.abstract, false) +
         QStringLiteral("</div>\n\t\t\t</abstract>\n\t\t</profileDesc>\n\t</teiHeader>\n\t<facsimile>\n");
    for (int i = 0; i < layout.pages.size(); ++i) {
        t += QStringLiteral("\t\t<surface n=\"%1\" ulx=\"0.0\" uly=\"0.0\" lrx=\"%2\" lry=\"%3\"/>\n")
                 .arg(i + 1)
                 .arg(layout.pages[i].width, 0, 'f', 3)
                 .arg(layout.pages[i].height, 0, 'f', 3);
    }
    t += QStringLiteral("\t</facsimile>\n\t<text xml:lang=\"en\">\n\t\t<body>\n");
    for (int si = 0; si < paper.sections.size(); ++si) {
        const Section &s = paper.sections[si];
        const SectionBoxes sb = layout.sections.value(si);
        t += QStringLiteral("<div xmlns=\"http://www.tei-c.org/ns/1.0\"><head");
        if (!s.number.isEmpty()) {
            t += QStringLiteral(" n=\"%1\"").arg(s.number);
        }
        t += coords(sb.head) + QLatin1Char('>') + esc(s.title) + QStringLiteral("</head>");
        for (int pi = 0; pi < s.paragraphs.size(); ++pi) {
            t += paragraphXml(s.paragraphs[pi], sb.paragraphs.value(pi), true);
        }
        t += QStringLiteral("</div>\n");
    }
    t += QStringLiteral("\t\t</body>\n\t\t<back>\n\t\t\t<div type=\"references\">\n\n\t\t\t\t<listBibl>\n\n");
    for (int ri = 0; ri < paper.references.size(); ++ri) {
        const Reference &r = paper.references[ri];
        t += QStringLiteral("<biblStruct%1 xml:id=\"b%2\">\n\t<analytic>\n")
                 .arg(coords(layout.references.value(ri)))
                 .arg(ri);
        t += QStringLiteral("\t\t<title level=\"a\" type=\"main\"%1>%2</title>\n")
                 .arg(coords(layout.referenceTitles.value(ri)), esc(r.title));
        for (const Person &p : r.authors) {
            t += QStringLiteral("\t\t<author>\n\t\t\t") + persName(p, QStringLiteral(" coords=\"\"")) +
                 QStringLiteral("\n\t\t</author>\n");
        }
        if (!r.doi.isEmpty()) {
            t += QStringLiteral("\t\t<idno type=\"DOI\">%1</idno>\n").arg(esc(r.doi));
        }
        t += QStringLiteral("\t</analytic>\n\t<monogr>\n\t\t<title level=\"j\">%1</title>\n\t\t<imprint>\n"
                            "\t\t\t<biblScope unit=\"volume\">%2</biblScope>\n")
                 .arg(esc(r.journal), r.volume);
        if (!r.issue.isEmpty()) {
            t += QStringLiteral("\t\t\t<biblScope unit=\"issue\">%1</biblScope>\n").arg(r.issue);
        }
        t += QStringLiteral("\t\t\t<biblScope unit=\"page\" from=\"%1\" to=\"%2\" />\n"
                            "\t\t\t<date type=\"published\" when=\"%3\">%3</date>\n"
                            "\t\t</imprint>\n\t</monogr>\n</biblStruct>\n\n")
                 .arg(r.firstPage)
                 .arg(r.lastPage)
                 .arg(r.year);
    }
    t += QStringLiteral("\t\t\t\t</listBibl>\n\t\t\t</div>\n\t\t</back>\n\t</text>\n</TEI>\n");
    return t.toUtf8();
}

} // namespace Ei::Demo
