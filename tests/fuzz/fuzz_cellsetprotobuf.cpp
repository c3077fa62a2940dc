// Fuzzes the protobuf CellSet decoder and writer (core/hbase/cellsetprotobuf.h) like fuzz_cellset
// the JSON one: no crash, the hand-written reader never disagrees with libprotobuf (the reference)
// on input it accepts, and whatever decodes is written back to bytes that decode to the same rows.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <core/hbase/cellsetprotobuf.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    auto reference = Ei::Core::Internal::referenceDecodeCellSetProtobuf(bytes);
    if (auto fast = Ei::Core::Internal::fastDecodeCellSetProtobuf(bytes)) {
        if (!reference || *reference != *fast) {
            std::abort();
        }
    }
    auto rows = Ei::Core::decodeCellSetProtobuf(bytes);
    if (rows.has_value() != reference.has_value()) {
        std::abort();
    }
    if (rows) {
        const QByteArray written = Ei::Core::encodeCellSetProtobuf(*rows);
        auto again = Ei::Core::Internal::fastDecodeCellSetProtobuf(written);
        if (!again || *again != *rows) {
            std::abort();
        }
    }
    return 0;
}
