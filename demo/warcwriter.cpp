#include "warcwriter.h"

#include <core/domain/rowkey.h>

namespace Ei::Demo {
namespace {

QByteArray header(const char *name, const QByteArray &value)
{
    return QByteArray(name) + ": " + value + "\r\n";
}

// A WARC/1.0 record of r's HTTP exchange (response or revisit) around `block`; `typeHeaders`
// (CRLF-terminated lines) follow WARC-Date.
QByteArray httpExchangeRecord(const char *type, const WarcResponse &r, const QByteArray &typeHeaders,
                              const QByteArray &block)
{
    QByteArray out = "WARC/1.0\r\n";
    out += header("WARC-Type", type);
    out += header("WARC-Record-ID", r.recordId.toLatin1());
    out += header("WARC-Target-URI", r.targetUri.toUtf8());
    out += header("WARC-Date", r.date.toLatin1());
    out += typeHeaders;
    out += header("Content-Type", "application/http; msgtype=response");
    out += header("Content-Length", QByteArray::number(block.size()));
    out += header("WARC-Payload-Digest", r.payloadDigest);
    out += header("WARC-Block-Digest", sha1Base32(block));
    out += "\r\n" + block + "\r\n\r\n";
    return out;
}

} // namespace

QByteArray sha1Base32(QByteArrayView data)
{
    return Core::Sha1::ofData(data).toDisplay(Core::Sha1Display::Base32Prefixed);
}

QByteArray chunkedEncode(QByteArrayView body, qsizetype chunkSize)
{
    QByteArray out;
    for (qsizetype at = 0; at < body.size(); at += chunkSize) {
        const QByteArrayView chunk = body.mid(at, qMin(chunkSize, body.size() - at));
        out += QByteArray::number(chunk.size(), 16) + "\r\n";
        out += chunk;
        out += "\r\n";
    }
    out += "0\r\n\r\n";
    return out;
}

QByteArray warcResponseRecord(const WarcResponse &r)
{
    return httpExchangeRecord("response", r, QByteArray(), r.httpHeaders + "\r\n\r\n" + r.httpBody);
}

QByteArray warcRevisitRecord(const WarcResponse &r, const QString &refersToUri, const QString &refersToDate)
{
    const QByteArray profile =
        header("WARC-Profile", "http://netpreserve.org/warc/1.0/revisit/identical-payload-digest") +
        header("WARC-Refers-To-Target-URI", refersToUri.toUtf8()) +
        header("WARC-Refers-To-Date", refersToDate.toLatin1());
    return httpExchangeRecord("revisit", r, profile, r.httpHeaders + "\r\n\r\n");
}

QByteArray warcInfoRecord(const QString &fileName, const QString &date, const QString &recordId)
{
    const QByteArray block = "software: Extract Inspector demo-data\r\nformat: WARC File Format 1.0\r\n"
                             "conformsTo: http://iipc.github.io/warc-specifications/specifications/"
                             "warc-format/warc-1.0/\r\nisPartOf: DEMO-JOURNAL-CRAWL\r\n"
                             "description: synthetic journal PDFs for the Extract Inspector demo\r\n";
    QByteArray out = "WARC/1.0\r\n";
    out += header("WARC-Type", "warcinfo");
    out += header("WARC-Record-ID", recordId.toLatin1());
    out += header("WARC-Date", date.toLatin1());
    out += header("WARC-Filename", fileName.toUtf8());
    out += header("Content-Type", "application/warc-fields");
    out += header("Content-Length", QByteArray::number(block.size()));
    out += "\r\n" + block + "\r\n\r\n";
    return out;
}

} // namespace Ei::Demo
