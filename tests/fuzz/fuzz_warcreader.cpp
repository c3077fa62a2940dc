// libFuzzer target for the WARC pipeline: gzip members, WARC and HTTP headers, de-chunking and
// content decoding, fed in slices whose size the input chooses (incremental parsing is where the
// state-machine bugs hide). Build: see tests/fuzz/CMakeLists.txt.
#include <cstddef>
#include <cstdint>

#include <core/warc/httpdecoders.h>
#include <core/warc/warcreader.h>

using namespace Ei::Core::Warc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2) {
        return 0;
    }
    const qsizetype step = 1 + data[0] * 37;
    const bool single = (data[1] & 1) != 0;
    const QByteArrayView input(reinterpret_cast<const char *>(data) + 2, qsizetype(size - 2));

    WarcReader reader(
        {.singleRecord = single, .decodeHttp = (data[1] & 2) == 0, .maxHeaderBytes = 64 * 1024});
    qint64 delivered = 0;
    reader.setPayloadSink([&delivered](const WarcRecord &, QByteArrayView b) { delivered += b.size(); });
    reader.setRecordDone([](WarcRecord &&r) { (void)r.digestFailures(); });
    for (qsizetype i = 0; i < input.size() && !reader.done(); i += step) {
        if (!reader.feed(input.sliced(i, std::min(step, input.size() - i)))) {
            break;
        }
    }
    (void)reader.finish();

    QByteArray out;
    ChunkedDecoder chunked([&out](QByteArrayView b) { out.append(b); });
    for (qsizetype i = 0; i < input.size(); i += step) {
        chunked.feed(input.sliced(i, std::min(step, input.size() - i)));
    }
    (void)chunked.finish();
    return 0;
}
