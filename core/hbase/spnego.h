#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFuture>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core {

// What the ticket cache gave for one SPNEGO exchange.
struct SpnegoToken
{
    QByteArray token;        // the GSS-API initial context token (base64 it for the header)
    QString clientPrincipal; // whose ticket was used, e.g. alice@EXAMPLE.ORG
};

// What the user's ticket cache holds (read with the krb5 API, never sent anywhere): for the
// Connect dialog's "Test", the status bar's identity and the window's "ticket expired" banner.
struct KerberosTicket
{
    enum class State
    {
        Unknown,  // the Kerberos library could not be set up
        NoTicket, // no cache, none for the principal asked for, or no ticket-granting ticket in it
        Expired,  // every ticket-granting ticket in it has ended
        Valid,
    };
    State state = State::Unknown;
    QString principal; // the cache's owner, e.g. alice@EXAMPLE.ORG (empty without a cache)
    QDateTime expires; // when the latest ticket-granting ticket ends (invalid without one)
};

// Reads the ticket cache (KRB5CCNAME): `clientPrincipal` picks a principal of a cache collection;
// empty: the default cache. Blocking (a file or the KCM daemon): call it off the GUI thread.
KerberosTicket readKerberosTicket(const QString &clientPrincipal);
// The same on the global thread pool, for the GUI.
QFuture<KerberosTicket> readKerberosTicketLater(const QString &clientPrincipal);

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
