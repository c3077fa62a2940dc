#pragma once

#include <QString>

namespace Ei::Core {

// Where one row's PDF can be found: the input of PdfFetcher. The row decoder fills it from
// file:cdx (warc = "ITEM/FILE.warc.gz", offset, c_size, url, dt) or, failing that, from f:c
// (f = bare WARC file name, o, u, d); the key gives the SHA-1 the bytes must have.
struct PdfLocator
{
    QString sha1Hex;            // 40 lower-case hex digits: the row key, the digest to verify
    QString warcPath;           // "ITEM/FILE.warc.gz", or a bare "FILE.warc.gz"; empty if unknown
    qint64 offset = -1;         // of the record's gzip member; -1 if unknown
    qint64 compressedSize = -1; // the member's length (c_size); -1 if unknown
    QString url;                // the captured URL
    QString captureDatetime;    // "YYYYMMDDhhmmss"

    bool hasWarc() const { return !warcPath.isEmpty() && offset >= 0; }
    bool hasCapture() const { return !url.isEmpty() && captureDatetime.size() >= 4; }
    // "ITEM" of "ITEM/FILE" (empty for a bare file name) and "FILE".
    QString warcItem() const;
    QString warcFileName() const;

    // f:c writes the capture time as ISO ("2019-08-12T22:25:29Z", with or without Z);
    // wayback wants "20190812222529". Already compact input is returned unchanged.
    static QString compactDatetime(const QString &isoOrCompact);
};

} // namespace Ei::Core
