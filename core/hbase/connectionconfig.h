#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

namespace Ei::Core {

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
    RetryPolicy retry;

    // The base URL with any trailing '/' removed, as encoded bytes, ready to append a path to.
    QByteArray encodedBase() const;
};

} // namespace Ei::Core
