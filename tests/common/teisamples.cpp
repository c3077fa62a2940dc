#include "teisamples.h"

#include <QTest>

#include "corpusfiles.h"

namespace Ei::Test {

// Non-ASCII text (2-, 3- and 4-byte UTF-8) before and inside coords elements.
QByteArray teiNonAscii()
{
    return QByteArrayLiteral(R"(<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
<teiHeader><fileDesc><titleStmt><title level="a" type="main" coords="1,10,20,30,40">Étude ☃ 𝔘nicode</title></titleStmt>
<sourceDesc><biblStruct><analytic><author><persName coords="1,1,2,3,4"><forename type="first">Guy</forename><surname>Paré</surname></persName></author></analytic>
<monogr><title level="j">Revue 🙂</title><imprint><biblScope unit="volume">7</biblScope><biblScope unit="page" from="12" to="19"/><date type="published" when="2019-03">March 2019</date></imprint></monogr>
<idno type="DOI">https://doi.org/10.1234/ABC</idno></biblStruct></sourceDesc></fileDesc></teiHeader>
<text><body><div><head n="1.">Intro ü</head><p><s coords="2,5,6,7,8">Ça 🙂 va <ref type="bibr" target="#b0" coords="2,9,9,9,9">[1]</ref> bien.</s></p></div></body>
<back><div><listBibl><biblStruct xml:id="b0" coords="3,1,1,1,1"><analytic><title level="a" type="main">Réf</title></analytic><monogr><imprint><date when="2001"/></imprint></monogr></biblStruct></listBibl></div></back></text>
</TEI>
)");
}

// GROBID's real bug (sandcrawler notes, 2021-11-12): a raw '&' inside <label>.
QByteArray teiRawAmpersand()
{
    return QByteArrayLiteral(R"(<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
<teiHeader><fileDesc><titleStmt><title level="a" type="main">Broken Ampersand Paper</title></titleStmt>
<sourceDesc><biblStruct><analytic>
<author><persName><forename>Ann</forename><surname>Lee</surname></persName>
<affiliation><note type="raw_affiliation"><label>&</label> Fraunhofer IAIS, Sankt Augustin and Dresden, Germany.</note></affiliation></author>
</analytic><monogr><imprint><date/></imprint></monogr></biblStruct></sourceDesc></fileDesc></teiHeader>
<text><body><div><head>Intro</head><p>Text</p></div></body></text></TEI>
)");
}

QByteArray htmlErrorPage()
{
    return QByteArrayLiteral(R"(<!DOCTYPE html>
<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>
)");
}

QByteArray billionLaughs()
{
    return QByteArrayLiteral(R"(<?xml version="1.0"?>
<!DOCTYPE TEI [
<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
<!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
<!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
<!ENTITY ext SYSTEM "file:///etc/passwd">
]>
<TEI><teiHeader><fileDesc><titleStmt><title level="a" type="main">&e;</title></titleStmt></fileDesc></teiHeader><text>&ext;</text></TEI>
)");
}

void addSelfComparisonRows()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("jit 0.7.2") << CorpusFiles::jitTei(QStringLiteral("0.7.2"));
    QTest::newRow("jner 0.8.1 with coords") << CorpusFiles::JnerTei;
}

QTestData &newJitTitleRow()
{
    return QTest::newRow("jit 0.7.2 wrong title vs 0.8.2")
           << CorpusFiles::jitTei(QStringLiteral("0.7.2")) << CorpusFiles::jitTei(QStringLiteral("0.8.2"));
}

QTestData &newJnerCoordsRow()
{
    return QTest::newRow("jner 0.6.1 vs 0.8.1 with coords")
           << CorpusFiles::jnerTei(QStringLiteral("0.6.1")) << CorpusFiles::JnerTei;
}

} // namespace Ei::Test
