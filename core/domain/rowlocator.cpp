#include "rowlocator.h"

namespace Ei::Core {

PdfLocator pdfLocatorFor(const JournalRow &row)
{
    PdfLocator locator;
    if (row.sha1) {
        locator.sha1Hex = QString::fromLatin1(row.sha1->toHex());
    }
    if (row.cdx) {
        locator.warcPath = row.cdx->warc;
        locator.offset = row.cdx->offset.value_or(-1);
        locator.compressedSize = row.cdx->compressedSize.value_or(-1);
        locator.url = row.cdx->url;
        locator.captureDatetime = row.cdx->dt;
    }
    if (row.capture) {
        if (locator.warcPath.isEmpty()) {
            locator.warcPath = row.capture->warcFile;
            locator.offset = row.capture->offset.value_or(-1);
        }
        if (locator.url.isEmpty()) {
            locator.url = row.capture->url;
        }
        if (locator.captureDatetime.isEmpty()) {
            locator.captureDatetime = PdfLocator::compactDatetime(row.capture->datetimeText);
        }
    }
    return locator;
}

} // namespace Ei::Core
