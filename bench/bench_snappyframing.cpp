// Snappy framing encode/decode throughput against raw snappy::Compress/Uncompress of the same
// bytes (goal: framing encode >= 70% of raw). Data: journal-extract-shaped JSON lines, 16 MiB.
#include <benchmark/benchmark.h>
#include <snappy.h>

#include <QByteArray>

#include <core/util/snappyframing.h>

namespace {

const QByteArray &sample()
{
    static const QByteArray data = [] {
        QByteArray out;
        int i = 0;
        while (out.size() < 16 * 1024 * 1024) {
            out += "{\"key\":\"c2hhMTpNUENYVldNVVRSVUdGUDM2U0xQSEtETFk2TkdVNFMzSg==\",\"Cell\":[{\"column\":"
                   "\"Zjpj\","
                   "\"timestamp\":" +
                   QByteArray::number(1500000000000LL + i * 7919) +
                   ",\"$\":\"eyJjIjoxLCJkIjoiMjAxNy0wMS0wMVQwMDowMDowMFoi" +
                   QByteArray::number(i * 2654435761U, 36) + "\"}]}\n";
            ++i;
        }
        return out;
    }();
    return data;
}

void BM_FramingEncode(benchmark::State &state)
{
    const QByteArray &data = sample();
    QByteArray out;
    out.reserve(data.size());
    for (auto _ : state) {
        out.clear();
        Ei::Core::SnappyFrameEncoder encoder;
        encoder.write(data, out);
        encoder.finish(out);
        benchmark::DoNotOptimize(out.data());
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * data.size());
    state.counters["ratio"] = double(out.size()) / double(data.size());
}

void BM_RawSnappyCompress(benchmark::State &state)
{
    const QByteArray &data = sample();
    std::string out;
    for (auto _ : state) {
        snappy::Compress(data.constData(), size_t(data.size()), &out);
        benchmark::DoNotOptimize(out.data());
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * data.size());
}

void BM_FramingDecode(benchmark::State &state)
{
    const QByteArray framed = Ei::Core::snappyFrameCompress(sample());
    QByteArray out;
    for (auto _ : state) {
        out.clear();
        Ei::Core::SnappyFrameDecoder decoder;
        if (!decoder.feed(framed, out)) {
            state.SkipWithError("decode failed");
        }
        benchmark::DoNotOptimize(out.data());
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * sample().size());
}

void BM_RawSnappyUncompress(benchmark::State &state)
{
    std::string compressed;
    snappy::Compress(sample().constData(), size_t(sample().size()), &compressed);
    std::string out;
    for (auto _ : state) {
        snappy::Uncompress(compressed.data(), compressed.size(), &out);
        benchmark::DoNotOptimize(out.data());
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * sample().size());
}

void BM_Crc32c(benchmark::State &state)
{
    const QByteArray &data = sample();
    for (auto _ : state) {
        benchmark::DoNotOptimize(Ei::Core::crc32c(data));
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * data.size());
}

BENCHMARK(BM_FramingEncode)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RawSnappyCompress)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FramingDecode)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RawSnappyUncompress)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Crc32c)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
