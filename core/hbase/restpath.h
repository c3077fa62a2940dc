#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QUrl>

#include <core/util/result.h>

namespace Ei::Core::RestPath {

// Byte-wise percent-encoding of one path piece (a key, a family, a qualifier): every byte outside
// the RFC 3986 unreserved set (A-Z a-z 0-9 - . _ ~) becomes %XX, upper-case hex. The server's
// RowSpec splits the still-encoded path on '/' and ',' and then runs java.net.URLDecoder over each
// piece, so '/', ',', '+', '%', '*', ';', '?', '#' and space must never appear raw
// (hbase-rest.md §3.1, §10.4).
QByteArray percentEncode(QByteArrayView bytes);

// URL-safe base64 without padding, the form `?e=b64` expects for every piece (hbase-rest.md §5.4).
QByteArray base64UrlPiece(QByteArrayView bytes);

// Why a row key cannot be written as a plain percent-encoded path piece, or an empty string when
// it can: not valid UTF-8 (URLDecoder would replace the bytes), control characters, "." or ".."
// (dot segments are normalised or rejected on the way), a trailing '*' (the server globs it, even
// as %2A) and a key the router takes for a sub-resource ("exists", "regions", "scanner",
// "schema", or anything starting with "multiget").
QString whyNotPathSafe(QByteArrayView key, bool isRowKey);

// What to address with a row path: /{table}/{key}[,{endKey}][/{col},{col}...][/{ts}|/{ts1},{ts2}].
struct RowSpec
{
    QByteArray key;
    QByteArray endKey;          // optional range end (exclusive)
    QList<QByteArray> columns;  // "family" or "family:qualifier"
    qint64 startTimestamp = -1; // with endTimestamp: time range [start, end)
    qint64 endTimestamp = -1;   // alone: the single-timestamp segment (deletes: versions <= ts)
};

struct EncodedPath
{
    QByteArray path;  // starts with '/', after the table
    bool b64 = false; // the pieces are URL-safe base64 and the request needs ?e=b64
};

// Encodes a row spec, switching every piece to `e=b64` when one of them cannot be written plainly.
// Without server support for e=b64 that is an InvalidInput error naming the key.
// forceB64 encodes with base64 even when not needed (a multiget must use one encoding for all rows).
Result<EncodedPath> encodeRowSpec(const RowSpec &spec, bool b64Supported, bool forceB64 = false);

// One multiget `row=` value. The server decodes it twice (Jersey's query decoding, then RowSpec's
// URLDecoder), so every '%' of the path encoding is encoded again (%2F -> %252F), hbase-rest.md §3.4.
QByteArray multigetRowValue(const EncodedPath &encoded);

// "/" + the table name, percent-encoded except the ':' of "namespace:table".
QByteArray tablePath(const QString &table);

// Builds the request URL from already-encoded parts, without letting QUrl decode or normalise
// anything (%2F, %2A, %2B, %25 and dot segments reach the wire byte for byte).
QUrl makeUrl(QByteArrayView encodedBase, QByteArrayView encodedPath, QByteArrayView encodedQuery = {});

// Printable form of a key for messages: UTF-8 text when it is, else hex.
QString displayKey(QByteArrayView key);

} // namespace Ei::Core::RestPath
