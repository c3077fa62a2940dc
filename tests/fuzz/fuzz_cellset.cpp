// Fuzzes the CellSet/Row JSON decoders: no crash, and the fast reader never disagrees with the
// QJsonDocument reference on input it accepts.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <core/hbase/cellset.h>
#include <core/hbase/cellsetfastjson.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView json(reinterpret_cast<const char *>(data), qsizetype(size));
    if (auto fast = Ei::Core::Internal::fastDecodeCellSet(json)) {
        auto reference = Ei::Core::Internal::referenceDecodeCellSetJson(json);
        if (!reference || *reference != *fast) {
            std::abort();
        }
    }
    (void)Ei::Core::decodeCellSetJson(json);
    (void)Ei::Core::decodeRowJson(json);
    return 0;
}
