// Domain hot paths: SHA-1 key normalisation (goal >= 5 M keys/s) and decoding a full
// journal-extract row with a 200 KB TEI cell. Figures: bench/README.md "Domain: keys and row decoding".
#include <benchmark/benchmark.h>

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <core/domain/cellcodec.h>
#include <core/domain/decodedrow.h>
#include <core/domain/journalrow.h>
#include <core/domain/rowkey.h>

using namespace Ei::Core;

namespace {

QList<QByteArray> keyInputs()
{
    QList<QByteArray> out;
    for (int i = 0; i < 1024; ++i) {
        const Sha1 s = Sha1::ofData(QByteArray::number(i));
        switch (i % 4) {
        case 0:
            out.append("sha1:" + s.toBase32());
            break;
        case 1:
            out.append(s.toHex());
            break;
        case 2:
            out.append(" SHA1:" + s.toBase32().toLower() + "\n");
            break;
        default:
            out.append(s.toHex().toUpper());
        }
    }
    return out;
}

void BM_NormalizeKey(benchmark::State &state)
{
    const QList<QByteArray> inputs = keyInputs();
    qsizetype i = 0;
    for (auto _ : state) {
        auto sha1 = parseSha1(QByteArrayView(inputs[i]));
        QByteArray key = encodeRowKey(*sha1, KeyFormat::Sha1B32Prefixed);
        benchmark::DoNotOptimize(key);
        i = (i + 1) & 1023;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_NormalizeKey);

void BM_ParseSha1Only(benchmark::State &state)
{
    const QList<QByteArray> inputs = keyInputs();
    qsizetype i = 0;
    for (auto _ : state) {
        auto sha1 = parseSha1(QByteArrayView(inputs[i]));
        benchmark::DoNotOptimize(sha1);
        i = (i + 1) & 1023;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ParseSha1Only);

void BM_NormalizeKeyFromQString(benchmark::State &state)
{
    QList<QString> inputs;
    for (const QByteArray &b : keyInputs()) {
        inputs.append(QString::fromLatin1(b));
    }
    qsizetype i = 0;
    for (auto _ : state) {
        auto key = rowKeyFromInput(inputs[i], KeyFormat::Sha1B32Prefixed);
        benchmark::DoNotOptimize(key);
        i = (i + 1) & 1023;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_NormalizeKeyFromQString);

QByteArray corpusFile(const char *relative)
{
    QFile f(QString::fromUtf8(EI_CORPUS_DIR) + u'/' + QString::fromUtf8(relative));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A processed row as the pipeline wrote it, with a 200 KB TEI (the real 175 KB JIT TEI padded)
// and the small tei_json/metadata of the sandcrawler fixtures.
Row fullRow()
{
    QByteArray tei = corpusFile("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-0.8.2.tei.xml");
    tei += QByteArray(qMax<qsizetype>(0, 200 * 1024 - tei.size()), ' ');
    const QByteArray teiJson = corpusFile("sandcrawler/small.json");
    Row row;
    row.key = "sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J";
    row.cells = {
        Cell{
            "f:c", 1,
            "{\"c\": 1, \"d\": \"2017-10-27T22:21:13\", \"f\": \"PDFS-20171027214658-00155.warc.gz\", \"o\": "
            "984263791, \"u\": \"http://circ.ahajournals.org/content/circulationaha/53/6/965.full.pdf\"}"},
        Cell{"file:mime", 1, "application/pdf"},
        Cell{"file:cdx", 1,
             "{\"c_size\": 1050532, \"dt\": \"20171027222113\", \"offset\": 984263791, \"surt\": "
             "\"org,ahajournals,circ)/content/circulationaha/53/6/965.full.pdf\", \"url\": "
             "\"http://circ.ahajournals.org/content/circulationaha/53/6/965.full.pdf\", \"warc\": "
             "\"PDFS-20171027125450-crawl815/PDFS-20171027214658-00155.warc.gz\"}"},
        Cell{"file:size", 1, encodeInt64Be(717475)},
        Cell{"grobid0:status_code", 1, encodeInt64Be(200)},
        Cell{"grobid0:status", 1, "{\"status\": \"success\"}"},
        Cell{"grobid0:tei_xml", 1, tei},
        Cell{"grobid0:tei_json", 1, teiJson},
        Cell{"match0:mstatus", 1, "confirmed"},
        Cell{"match0:doi", 1, "10.1177/02683962211048201"},
        Cell{
            "match0:minfo", 1,
            "{\"by\":\"ann\",\"history\":[{\"at\":\"2026-01-01T00:00:00Z\",\"by\":\"ann\",\"doi\":\"10.1177/"
            "02683962211048201\",\"mstatus\":\"confirmed\",\"note\":\"\",\"rev\":1}],\"note\":\"\",\"rev\":1,"
            "\"updated\":\"2026-01-01T00:00:00Z\"}"},
    };
    return row;
}

void BM_DecodeJournalRow(benchmark::State &state)
{
    const ProfileRegistry reg = ProfileRegistry::builtin();
    const Profile *profile = reg.find(QStringLiteral("journal-extract"));
    Row row = fullRow();
    // Arg 0: the row without its TEI and tei_json cells, to separate their cost.
    if (state.range(0) == 0) {
        row.cells.removeIf([](const Cell &c) { return c.column.startsWith("grobid0:tei"); });
    }
    for (auto _ : state) {
        JournalRow j = decodeJournalRow(row, profile);
        benchmark::DoNotOptimize(j);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_DecodeJournalRow)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

void BM_DecodedRowJson(benchmark::State &state)
{
    const ProfileRegistry reg = ProfileRegistry::builtin();
    const Profile *profile = reg.find(QStringLiteral("journal-extract"));
    const Row row = fullRow();
    DecodedRowOptions options;
    options.full = state.range(0) != 0;
    for (auto _ : state) {
        QJsonObject o = decodedRowJson(*profile, row, options);
        benchmark::DoNotOptimize(o);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_DecodedRowJson)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
