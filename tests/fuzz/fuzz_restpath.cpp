// Fuzzes the key/URL codec: any key either encodes to a URL whose path decodes back to the key
// (plain form) or to base64 pieces, or is refused with an error; never a crash.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <QUrl>

#include <core/hbase/restpath.h>

using namespace Ei::Core;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray key(reinterpret_cast<const char *>(data), qsizetype(size));
    if (QByteArray::fromPercentEncoding(RestPath::percentEncode(key)) != key) {
        std::abort();
    }
    for (const bool b64 : {false, true}) {
        auto path = RestPath::encodeRowSpec({key, {}, {"cf:q"}, -1, -1}, b64);
        if (!path) {
            continue;
        }
        const QUrl url = RestPath::makeUrl("http://127.0.0.1:8080/t", path->path, path->b64 ? "e=b64" : "");
        if (!url.isValid() ||
            !url.toEncoded().endsWith(QByteArray(path->path + (path->b64 ? "?e=b64" : "")))) {
            std::abort();
        }
        const QByteArray piece = path->path.mid(1, path->path.indexOf('/', 1) - 1);
        const QByteArray decoded = path->b64 ? QByteArray::fromBase64(piece, QByteArray::Base64UrlEncoding)
                                             : QByteArray::fromPercentEncoding(piece);
        if (decoded != key) {
            std::abort();
        }
        (void)RestPath::multigetRowValue(*path);
    }
    return 0;
}
