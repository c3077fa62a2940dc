// TEI parsing throughput: header + coords (the table/overlay path) and the full parse, on the
// largest corpus TEI, the densest-coords corpus TEI and a synthetic 5 MB GROBID-like TEI.
#include <benchmark/benchmark.h>

#include <QFile>
#include <QString>
#include <QXmlStreamReader>

#include <core/tei/prettyprint.h>
#include <core/tei/teidocument.h>

namespace {

QByteArray corpusFile(const char *relative)
{
    QFile f(QStringLiteral(EI_CORPUS_DIR "/") + QLatin1StringView(relative));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// About 5 MB of GROBID 0.8-style TEI: sentence-segmented paragraphs with coords on every <s>
// and <ref>, a facsimile, and a reference list with coords on every biblStruct.
QByteArray syntheticTei(qsizetype targetBytes)
{
    QByteArray x;
    x.reserve(targetBytes + 100000);
    x += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<TEI xmlns=\"http://www.tei-c.org/ns/1.0\" "
         "xml:space=\"preserve\">\n<teiHeader xml:lang=\"en\"><fileDesc><titleStmt><title level=\"a\" "
         "type=\"main\" coords=\"1,89.87,125.09,432.26,15.12\">A synthetic paper about é and ü</title>"
         "</titleStmt><sourceDesc><biblStruct><analytic>";
    for (int a = 0; a < 8; ++a) {
        x += "<author><persName coords=\"1,120.33,179.42,78.68,10.56\"><forename "
             "type=\"first\">Anne</forename>"
             "<surname>L'hôte" +
             QByteArray::number(a) + "</surname></persName></author>";
    }
    x += "</analytic><monogr><imprint><date type=\"published\" when=\"2024-12\"/></imprint></monogr>"
         "<idno type=\"DOI\">10.1234/synthetic</idno></biblStruct></sourceDesc></fileDesc>"
         "<encodingDesc><appInfo><application version=\"0.8.2\" ident=\"GROBID\" "
         "when=\"2025-01-01T00:00+0000\"/>"
         "</appInfo></encodingDesc></teiHeader>\n<facsimile>";
    for (int p = 1; p <= 40; ++p) {
        x += "<surface n=\"" + QByteArray::number(p) +
             "\" ulx=\"0.0\" uly=\"0.0\" lrx=\"612.0\" lry=\"792.0\"/>";
    }
    x += "</facsimile>\n<text xml:lang=\"en\"><body>\n";
    int section = 0;
    const qsizetype bodyTarget = targetBytes * 8 / 10;
    while (x.size() < bodyTarget) {
        ++section;
        x += "<div xmlns=\"http://www.tei-c.org/ns/1.0\"><head n=\"" + QByteArray::number(section) +
             "\" coords=\"3,85.04,276.11,178.67,10.50\">Section heading</head><p>";
        for (int s = 0; s < 12; ++s) {
            x += "<s coords=\"3,84.68,295.20,333.65,9.96;3,85.04,307.16,442.19,9.96\">The monitor relies on "
                 "open "
                 "data and the methodology raises several challenges for curators <ref type=\"bibr\" "
                 "target=\"#b" +
                 QByteArray::number(s) + "\" coords=\"3,300.1,307.16,20.5,9.96\">[" + QByteArray::number(s) +
                 "]</ref>.</s>";
        }
        x += "</p></div>\n";
    }
    x += "</body><back><div><listBibl>\n";
    int ref = 0;
    while (x.size() < targetBytes) {
        x += "<biblStruct xml:id=\"b" + QByteArray::number(ref++) +
             "\" coords=\"8,307.02,636.26,227.61,6.62;8,319.75,645.27,210.17,6.62\"><analytic><title "
             "level=\"a\" "
             "type=\"main\" coords=\"8,387.27,636.26,147.37,6.62\">The influence of functional electrical "
             "stimulation</title><author><persName coords=\"\"><forename type=\"first\">F</forename>"
             "<surname>Quandt</surname></persName></author><idno type=\"DOI\">10.1186/2040-7378-6-9</idno>"
             "</analytic><monogr><title level=\"j\">Exp Translational Stroke Med</title><imprint><biblScope "
             "unit=\"volume\">6</biblScope><date type=\"published\" "
             "when=\"2014\">2014</date></imprint></monogr>"
             "</biblStruct>\n";
    }
    x += "</listBibl></div></back></text></TEI>\n";
    return x;
}

void parse(benchmark::State &state, const QByteArray &xml, bool headerOnly)
{
    if (xml.isEmpty()) {
        state.SkipWithError("input missing (corpus not found?)");
        return;
    }
    Ei::Core::TeiParseOptions options;
    options.headerAndCoordsOnly = headerOnly;
    qsizetype elements = 0;
    for (auto _ : state) {
        auto doc = Ei::Core::parseTei(xml, options);
        elements = doc ? doc->elements.size() : -1;
        benchmark::DoNotOptimize(doc);
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * xml.size());
    state.counters["elements"] = double(elements);
    state.counters["bytes"] = double(xml.size());
}

const QByteArray &largest()
{
    static const QByteArray x =
        corpusFile("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.8.3-SNAPSHOT.tei.xml");
    return x;
}
const QByteArray &densest()
{
    static const QByteArray x =
        corpusFile("pairs/arxiv1912.10667_deng/e5910c027af0ee9c1901c57f6579d903aedee7f4.xml");
    return x;
}
const QByteArray &synthetic()
{
    static const QByteArray x = syntheticTei(5 * 1024 * 1024);
    return x;
}

void BM_HeaderCoords_Largest(benchmark::State &s)
{
    parse(s, largest(), true);
}
void BM_HeaderCoords_DenseCoords(benchmark::State &s)
{
    parse(s, densest(), true);
}
void BM_HeaderCoords_Synthetic5MB(benchmark::State &s)
{
    parse(s, synthetic(), true);
}
void BM_Full_Largest(benchmark::State &s)
{
    parse(s, largest(), false);
}
void BM_Full_DenseCoords(benchmark::State &s)
{
    parse(s, densest(), false);
}
void BM_Full_Synthetic5MB(benchmark::State &s)
{
    parse(s, synthetic(), false);
}

void BM_PrettyPrint_Synthetic5MB(benchmark::State &state)
{
    const QString text = QString::fromUtf8(synthetic());
    for (auto _ : state) {
        auto pretty = Ei::Core::prettyPrintXml(text);
        benchmark::DoNotOptimize(pretty);
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * synthetic().size());
}

// The ceiling: QXmlStreamReader alone over the same bytes (decode included).
void BM_RawReader_Synthetic5MB(benchmark::State &state)
{
    const QByteArray &xml = synthetic();
    for (auto _ : state) {
        const QString text = QString::fromUtf8(xml);
        QXmlStreamReader r(text);
        r.setNamespaceProcessing(state.range(0) != 0);
        qint64 n = 0;
        while (!r.atEnd()) {
            n += r.readNext();
        }
        benchmark::DoNotOptimize(n);
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * xml.size());
}
BENCHMARK(BM_RawReader_Synthetic5MB)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond);

BENCHMARK(BM_HeaderCoords_Largest)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HeaderCoords_DenseCoords)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HeaderCoords_Synthetic5MB)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Full_Largest)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Full_DenseCoords)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Full_Synthetic5MB)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PrettyPrint_Synthetic5MB)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
