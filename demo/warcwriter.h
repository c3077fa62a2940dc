#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace Ei::Demo {

// "sha1:" + upper-case RFC 4648 base32 of the SHA-1 of `data` (the row-key / WARC digest form).
QByteArray sha1Base32(QByteArrayView data);

// "1234\r\n<bytes>\r\n...0\r\n\r\n" with chunks of `chunkSize` bytes.
QByteArray chunkedEncode(QByteArrayView body, qsizetype chunkSize);

struct WarcResponse
{
    QString targetUri;
    QString date;             // WARC-Date, ISO-8601 UTC with Z
    QString recordId;         // "<urn:uuid:...>"
    QByteArray httpHeaders;   // status line + headers, CRLF-separated, without the blank line
    QByteArray httpBody;      // as transmitted (possibly chunked)
    QByteArray payloadDigest; // "sha1:BASE32" of the decoded payload
};

// A WARC/1.0 response record (headers, CRLF, block, CRLF CRLF), uncompressed.
QByteArray warcResponseRecord(const WarcResponse &r);

// A WARC/1.0 revisit record (identical-payload-digest profile): HTTP headers only, no body.
QByteArray warcRevisitRecord(const WarcResponse &r, const QString &refersToUri, const QString &refersToDate);

// The warcinfo record that opens each demo WARC file.
QByteArray warcInfoRecord(const QString &fileName, const QString &date, const QString &recordId);

} // namespace Ei::Demo
