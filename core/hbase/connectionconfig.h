#pragma once

#include <memory>
#include <optional>

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

namespace Ei::Core {

class InProcessGateway;

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

// The body format of CellSets (docs/hbase-client.md "Wire format"): HBase REST's protobuf is
// smaller and cheaper to read than its JSON (bench/README.md).
enum class WireFormat
{
    Auto,     // protobuf answers where the gateway gives them (Accept lists JSON second); protobuf
              // bodies once it has answered in protobuf; JSON again on 406/415 or an unreadable answer
    Json,     // application/json only
    Protobuf, // application/x-protobuf for CellSets (gets, multigets, scanner pages, puts)
};

// "auto", "on", "off" (settings, the CLI's --compression).
QString compressionName(Compression compression);
std::optional<Compression> parseCompression(QStringView name);
// "auto", "json", "protobuf" (the connection key wireFormat, the CLI's --wire-format).
QString wireFormatName(WireFormat format);
std::optional<WireFormat> parseWireFormat(QStringView name);
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

// How a connection says who it is (docs/security.md, shared/docs/cli.md "Authentication").
enum class AuthKind
{
    None,     // no credentials (a challenge is an error naming the scheme the server asked for)
    Kerberos, // SPNEGO (HTTP Negotiate) with a ticket from the user's cache (kinit)
    Basic,    // user and password
};

// "none", "kerberos", "basic" (connections.ini's `auth`, the CLI's --auth).
QString authKindName(AuthKind kind);
std::optional<AuthKind> parseAuthKind(QStringView name);

// The authentication block of a connection, applied by every HTTP client of it (HttpAuth,
// core/hbase/httpauth.h). The plain fields are what connections.ini holds; `password` and
// `clientKeyPassphrase` are secrets: they come from the secrets store, a file or the environment,
// never from connections.ini, and are never logged or part of an error message.
struct AuthConfig
{
    AuthKind kind = AuthKind::None;
    // Basic: the user. Kerberos: the principal of the ticket cache to use (empty: the cache's
    // default principal).
    QString user;
    QByteArray password;      // Basic (secret)
    QString servicePrincipal; // Kerberos: e.g. HTTP/gw.example.org@EXAMPLE.ORG; empty: HTTP@<host>
    // A TLS client certificate and its key (PEM files); combine with any kind.
    QString clientCertificate;
    QString clientKey;
    QByteArray clientKeyPassphrase; // an encrypted key's passphrase (secret)
    QString doAs;                   // HBase REST's doAs query parameter on every request
    // Basic credentials and secret headers over plain http:// to a host that is not loopback.
    bool allowInsecureAuth = false;
    // Header names whose values are credentials (a saved connection's secret headers); headers
    // such as Authorization and Cookie are treated as credentials anyway.
    QList<QByteArray> secretHeaderNames;

    bool usesClientCertificate() const { return !clientCertificate.isEmpty(); }
    bool operator==(const AuthConfig &) const = default;
    // Whom the server acts for, for messages: the doAs user, else `user`; empty when neither is
    // set (HttpAuth then names the Kerberos ticket's principal). Never a secret.
    QString identity() const;
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
    WireFormat wireFormat = WireFormat::Auto;
    RetryPolicy retry;
    AuthConfig auth;

    // Bulk jobs (docs/hbase-client.md, "Region-parallel scans"): further REST gateways of the same
    // cluster their scanners are spread over (a connection's restUrls; GatewayPool makes a client
    // per URL, configured like this one), and how many scanners run at once (parallelScans; 0 =
    // auto). One RestClient talks to baseUrl alone and ignores both.
    QList<QUrl> moreGateways;
    int parallelScans = 0;

    // A gateway in this process (the window's demo, an opened export): requests go to it directly,
    // never to the network; baseUrl is then its url(). Not saved with a connection.
    std::shared_ptr<InProcessGateway> inProcess;

    // Compression resolved against the base URL's host.
    bool wantsCompression() const;

    // The base URL with any trailing '/' removed, as encoded bytes, ready to append a path to.
    QByteArray encodedBase() const;

    // A connection to `table` of a gateway in this process: `inProcess` set and its url() as the
    // base URL, everything else the defaults.
    static ConnectionConfig inProcessTo(std::shared_ptr<InProcessGateway> gateway, const QString &table);
};

} // namespace Ei::Core
