// Decode throughput of a CellSet JSON page shaped like the journal-extract table: the scanner's
// steady state, where decoding must never be the bottleneck (goal: >= 100k rows/s end to end).
#include <benchmark/benchmark.h>

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <core/hbase/cellset.h>
#include <core/hbase/cellsetfastjson.h>

namespace {

using namespace Ei::Core;

QByteArray base32Key(int i)
{
    static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    QByteArray key = "sha1:";
    quint64 x = 0x9E3779B97F4A7C15ull * quint64(i + 1);
    for (int j = 0; j < 32; ++j) {
        key.append(alphabet[(x >> ((j % 12) * 5)) & 31]);
        if (j % 12 == 11) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
        }
    }
    return key;
}

QByteArray bigEndian(qint64 v)
{
    QByteArray out(8, '\0');
    for (int i = 0; i < 8; ++i) {
        out[7 - i] = char((v >> (8 * i)) & 0xff);
    }
    return out;
}

CellSet journalRows(int count)
{
    CellSet rows;
    for (int i = 0; i < count; ++i) {
        const QByteArray key = base32Key(i);
        const qint64 ts = 1500000000000 + i;
        Row row{key, {}};
        row.cells.append(
            Cell{"f:c", ts,
                 "{\"dt\":\"20170401234500\",\"url\":\"http://www.example-journal.org/articles/" +
                     QByteArray::number(i) + ".pdf\",\"c_size\":123456,\"offset\":987654321}"});
        row.cells.append(
            Cell{"file:cdx", ts,
                 "{\"surt\":\"org,example-journal)/articles/" + QByteArray::number(i) +
                     ".pdf\",\"dt\":\"20170401234500\",\"url\":\"http://www.example-journal.org/"
                     "articles/x.pdf\",\"mime\":\"application/pdf\",\"c_size\":123456,\"offset\":1,"
                     "\"warc\":\"EXAMPLE-2017.warc.gz\"}"});
        row.cells.append(Cell{"file:size", ts, bigEndian(234567 + i)});
        row.cells.append(Cell{"grobid0:status_code", ts, bigEndian(200)});
        row.cells.append(Cell{"match0:mstatus", ts, "matched"});
        rows.append(row);
    }
    return rows;
}

void BM_DecodeCellSetJson(benchmark::State &state)
{
    const int rowsPerPage = int(state.range(0));
    const QByteArray page = encodeCellSetJson(journalRows(rowsPerPage));
    for (auto _ : state) {
        auto rows = decodeCellSetJson(page);
        if (!rows || rows->size() != rowsPerPage) {
            state.SkipWithError("decode failed");
            return;
        }
        benchmark::DoNotOptimize(rows);
    }
    state.SetBytesProcessed(state.iterations() * page.size());
    state.SetItemsProcessed(state.iterations() * rowsPerPage);
    state.counters["rows/s"] =
        benchmark::Counter(double(state.iterations()) * rowsPerPage, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DecodeCellSetJson)->Arg(100)->Arg(1000)->Arg(10000);

// The previous QJsonDocument-based decoder ("before"), kept as the reference and the fallback.
void BM_DecodeCellSetJsonReference(benchmark::State &state)
{
    const int rowsPerPage = int(state.range(0));
    const QByteArray page = encodeCellSetJson(journalRows(rowsPerPage));
    for (auto _ : state) {
        auto rows = Internal::referenceDecodeCellSetJson(page);
        if (!rows || rows->size() != rowsPerPage) {
            state.SkipWithError("decode failed");
            return;
        }
        benchmark::DoNotOptimize(rows);
    }
    state.SetBytesProcessed(state.iterations() * page.size());
    state.counters["rows/s"] =
        benchmark::Counter(double(state.iterations()) * rowsPerPage, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DecodeCellSetJsonReference)->Arg(100)->Arg(1000)->Arg(10000);

// The scanner's join step over a decoded page (rows split across batches are merged).
void BM_DecodeAndMerge(benchmark::State &state)
{
    const QByteArray page = encodeCellSetJson(journalRows(1000));
    for (auto _ : state) {
        CellSet merged;
        auto rows = decodeCellSetJson(page);
        for (Row &r : *rows) {
            appendMergingSplitRow(merged, std::move(r));
        }
        benchmark::DoNotOptimize(merged);
    }
    state.SetBytesProcessed(state.iterations() * page.size());
    state.counters["rows/s"] =
        benchmark::Counter(double(state.iterations()) * 1000, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DecodeAndMerge);

// The direct writer (what snapshots, exports and writes use): Sorted member order.
void BM_EncodeCellSetJson(benchmark::State &state)
{
    const CellSet rows = journalRows(1000);
    qint64 bytes = 0;
    for (auto _ : state) {
        const QByteArray json = encodeCellSetJson(rows);
        bytes = json.size();
        benchmark::DoNotOptimize(json.constData());
    }
    state.SetBytesProcessed(state.iterations() * bytes);
    state.counters["rows/s"] =
        benchmark::Counter(double(state.iterations()) * 1000, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_EncodeCellSetJson);

// What `serve` writes for a scanner page: Gateway member order into a reused buffer.
void BM_EncodeScannerPage(benchmark::State &state)
{
    const CellSet rows = journalRows(1000);
    QByteArray out;
    for (auto _ : state) {
        out.clear();
        appendCellSetJson(out, rows, JsonMemberOrder::Gateway);
        benchmark::DoNotOptimize(out.constData());
    }
    state.SetBytesProcessed(state.iterations() * out.size());
    state.counters["rows/s"] =
        benchmark::Counter(double(state.iterations()) * 1000, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_EncodeScannerPage);

// The QJsonDocument encoder the writers replaced ("before"), same rows, same run.
void BM_EncodeCellSetJsonQJsonDocument(benchmark::State &state)
{
    const CellSet rows = journalRows(1000);
    qint64 bytes = 0;
    for (auto _ : state) {
        QJsonArray array;
        for (const Row &row : rows) {
            QJsonArray cells;
            for (const Cell &c : row.cells) {
                cells.append(QJsonObject{{QStringLiteral("column"), QString::fromLatin1(c.column.toBase64())},
                                         {QStringLiteral("$"), QString::fromLatin1(c.value.toBase64())},
                                         {QStringLiteral("timestamp"), c.timestamp}});
            }
            array.append(QJsonObject{{QStringLiteral("key"), QString::fromLatin1(row.key.toBase64())},
                                     {QStringLiteral("Cell"), cells}});
        }
        const QByteArray json =
            QJsonDocument(QJsonObject{{QStringLiteral("Row"), array}}).toJson(QJsonDocument::Compact);
        bytes = json.size();
        benchmark::DoNotOptimize(json.constData());
    }
    state.SetBytesProcessed(state.iterations() * bytes);
    state.counters["rows/s"] =
        benchmark::Counter(double(state.iterations()) * 1000, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_EncodeCellSetJsonQJsonDocument);

} // namespace

BENCHMARK_MAIN();
