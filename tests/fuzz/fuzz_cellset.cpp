// Fuzzes the CellSet/Row JSON decoders and writers: no crash, the fast reader never disagrees with
// the QJsonDocument reference on input it accepts, and whatever decodes is written back faithfully.
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
    // Whatever decodes must survive the writers: both member orders decode back to the same rows.
    if (auto rows = Ei::Core::decodeCellSetJson(json)) {
        for (const auto order : {Ei::Core::JsonMemberOrder::Sorted, Ei::Core::JsonMemberOrder::Gateway}) {
            QByteArray written;
            Ei::Core::appendCellSetJson(written, *rows, order);
            auto again = Ei::Core::decodeCellSetJson(written);
            if (!again || *again != *rows) {
                std::abort();
            }
        }
    }
    if (auto row = Ei::Core::decodeRowJson(json)) {
        auto again = Ei::Core::decodeRowJson(Ei::Core::encodeRowJson(*row));
        if (!again || *again != *row) {
            std::abort();
        }
    }
    return 0;
}
