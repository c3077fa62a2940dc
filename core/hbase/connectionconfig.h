#pragma once

#include <optional>

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

namespace Ei::Core {

// Whether responses may be gzip-compressed (hbase-rest.md: the gateway's GzipFilter compresses
// every 2xx answer to a client that accepts gzip). On loopback compressing costs far more CPU than
// the bytes it saves (bench/README.md: 74 k vs 257 k rows/s), so `Auto` asks for it only for hosts
// that are not loopback.
enum class Compression
{
    Auto, // off for localhost / 127.0.0.0/8 / ::1, on otherwise
    On,   // Qt's default Accept-Encoding (gzip, deflate, ...), decoded transparently
    Off,  // Accept-Encoding: identity
};

// How scans are read (hbase-rest.md §3.5, §3.6; docs/hbase-client.md "Read-only gateways").
enum class ScanMode
{
    Auto,      // a stateful scanner; stateless pages when the gateway refuses scanners (403, read-only)
    Stateful,  // always a scanner (POST /{table}/scanner): a refusal is an error
    Stateless, // always GET /{table}/*?startrow=…&limit=… pages, never a POST
};

// "auto", "on", "off" (settings, the CLI's --compression).
QString compressionName(Compression compression);
std::optional<Compression> parseCompression(QStringView name);
// True for names of this machine: localhost (and *.localhost), 127.0.0.0/8, ::1.
bool isLoopbackHost(const QString &host);

// When and how often an idempotent read is tried again. Writes are never retried: a PUT whose
// answer was lost may or may not have been applied, and check-and-put would then report a false
// conflict (docs/hbase-client.md).
struct RetryPolicy
{
    int maxAttempts = 3;        // total tries of one read, including the first; 1 = never retry
    int initialBackoffMs = 200; // delay before the second try; doubled for every further try
    int maxBackoffMs = 5000;    // upper bound of one delay

    int backoffForAttempt(int attempt) const; // attempt = 1 for the delay after the first failure
};

// Everything needed to talk to one HBase REST gateway and table. A value type: copy it freely; the
// GUI stores it in its settings and shows `insecure` and `readOnly` to the curator.
struct ConnectionConfig
{
    QUrl baseUrl;  // e.g. http://127.0.0.1:8080 (a path prefix such as /hbase is kept)
    QString table; // may be "ns:table"
    // Extra request headers (auth tokens, cookies). Never logged and never part of an error message.
    QList<QPair<QByteArray, QByteArray>> headers;
    int timeoutMs = 30000; // per-request transfer timeout: no byte for this long aborts the request

    // TLS: the system CAs by default; caFile adds a PEM bundle; insecure skips verification
    // entirely and exists only as an explicit, visible switch.
    QString caFile;
    bool insecure = false;

    // Refuse every write locally, before any request (ErrorKind::Forbidden).
    bool readOnly = false;
    Compression compression = Compression::Auto;
    ScanMode scanMode = ScanMode::Auto; // a ScanSpec may override it
    RetryPolicy retry;

    // Compression resolved against the base URL's host.
    bool wantsCompression() const;

    // The base URL with any trailing '/' removed, as encoded bytes, ready to append a path to.
    QByteArray encodedBase() const;
};

} // namespace Ei::Core
