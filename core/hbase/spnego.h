#pragma once

#include <QByteArray>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core {

// What the ticket cache gave for one SPNEGO exchange.
struct SpnegoToken
{
    QByteArray token;        // the GSS-API initial context token (base64 it for the header)
    QString clientPrincipal; // whose ticket was used, e.g. alice@EXAMPLE.ORG
};

// The service principal for `host`: `override` when set (HTTP/gw.example.org@EXAMPLE.ORG, or a
// host-based name such as HTTP@gw.example.org), else HTTP@host — the HTTP/<host> principal every
// SPNEGO gateway (Hadoop's AuthenticationFilter, mod_auth_gssapi, Knox) is keyed with.
QString spnegoServiceName(const QString &host, const QString &override);

// The first token of an HTTP Negotiate exchange (RFC 4559) from the user's ticket cache
// (KRB5CCNAME), for `serviceName` (spnegoServiceName). `clientPrincipal` picks a principal of a
// cache collection; empty: the default one. Errors are NotAuthenticated with one sentence: no
// ticket ("run kinit"), an expired ticket, a service principal the KDC does not know.
//
// Blocking: GSS-API reads the ticket cache and, the first time per service, asks the KDC for a
// service ticket. Call it off the GUI thread (HttpAuth runs it on the global thread pool).
Result<SpnegoToken> spnegoInitialToken(const QString &serviceName, const QString &clientPrincipal);

} // namespace Ei::Core
