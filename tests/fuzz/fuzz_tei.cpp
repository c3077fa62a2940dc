// libFuzzer target for the TEI parser and the XML pretty-printer: any bytes must give a document
// (possibly partial, with the place it broke) or an error, never a crash, a hang or a sanitizer
// report. Built only with -DEI_BUILD_FUZZ=ON and clang (see tests/fuzz/CMakeLists.txt):
//   cmake --build build/fuzz --target fuzz_tei && build/fuzz/tests/fuzz_tei -max_total_time=60
//   ../shared/corpus/tei
#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QString>

#include <core/tei/prettyprint.h>
#include <core/tei/teidocument.h>

using namespace Ei::Core;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const bool headerOnly : {false, true}) {
        TeiParseOptions options;
        options.headerAndCoordsOnly = headerOnly;
        if (auto doc = parseTei(bytes, options)) {
            // Source ranges must stay inside the decoded text.
            for (const TeiElement &e : doc->elements) {
                if (e.source.isValid() && e.source.end > doc->textLength) {
                    __builtin_trap();
                }
            }
            (void)doc->elementAt(doc->textLength / 2);
            (void)teiSummaryJson(*doc, true);
        }
    }
    (void)parseCoords(QString::fromUtf8(bytes));
    (void)prettyPrintXml(QString::fromUtf8(bytes));
    return 0;
}
