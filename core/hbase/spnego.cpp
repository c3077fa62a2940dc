#include "spnego.h"

#include <gssapi/gssapi.h>
#include <gssapi/gssapi_krb5.h>
#include <krb5/krb5.h>

#include <QCoreApplication>
#include <QPromise>
#include <QThreadPool>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::HttpAuth)
};

// GSS-API's own words for a failure (major and minor status), for the rare cases without a
// sentence of ours.
QString gssMessage(OM_uint32 major, OM_uint32 minor)
{
    QStringList parts;
    const auto collect = [&parts](OM_uint32 status, int type) {
        OM_uint32 context = 0;
        do {
            OM_uint32 ignored = 0;
            gss_buffer_desc text{0, nullptr};
            gss_display_status(&ignored, status, type, GSS_C_NO_OID, &context, &text);
            if (text.length > 0) {
                parts << QString::fromLocal8Bit(static_cast<const char *>(text.value),
                                                qsizetype(text.length));
            }
            gss_release_buffer(&ignored, &text);
        } while (context != 0);
    };
    collect(major, GSS_C_GSS_CODE);
    if (minor != 0) {
        collect(minor, GSS_C_MECH_CODE);
    }
    return parts.join(QStringLiteral(": "));
}

Error kerberosError(OM_uint32 major, OM_uint32 minor, const QString &serviceName,
                    const QString &clientPrincipal)
{
    const auto make = [](const QString &sentence) { return Error{ErrorKind::NotAuthenticated, sentence}; };
    const auto minorCode = krb5_error_code(qint32(minor));
    // GSS-API's minor codes come remapped by its mechglue and cannot be compared with krb5's error
    // codes: the ticket cache says what is wrong.
    switch (readKerberosTicket(clientPrincipal).state) {
    case KerberosTicket::State::NoTicket:
        return make(Tr::tr("no Kerberos ticket: run kinit"));
    case KerberosTicket::State::Expired:
        return make(Tr::tr("the Kerberos ticket has expired: run kinit"));
    case KerberosTicket::State::Unknown:
    case KerberosTicket::State::Valid:
        break;
    }
    if (minorCode == KRB5KRB_AP_ERR_TKT_EXPIRED || GSS_ERROR(major) == GSS_S_CREDENTIALS_EXPIRED) {
        return make(Tr::tr("the Kerberos ticket has expired: run kinit"));
    }
    if (minorCode == KRB5_FCC_NOFILE || minorCode == KRB5_CC_NOTFOUND || minorCode == KRB5_CC_NOSUPP ||
        GSS_ERROR(major) == GSS_S_NO_CRED) {
        return make(Tr::tr("no Kerberos ticket: run kinit"));
    }
    if (minorCode == KRB5KDC_ERR_S_PRINCIPAL_UNKNOWN) {
        return make(
            Tr::tr("the Kerberos realm does not know the service %1: set the service principal (--spn)")
                .arg(serviceName));
    }
    if (minorCode == KRB5_KDC_UNREACH) {
        return make(Tr::tr("the Kerberos KDC cannot be reached to get a ticket for %1").arg(serviceName));
    }
    // The mechglue's remapped minor codes only keep krb5's message: match its (English) words.
    const QString message = gssMessage(major, minor);
    if (message.contains(QLatin1String("not found in Kerberos database"))) {
        return make(
            Tr::tr("the Kerberos realm does not know the service %1: set the service principal (--spn)")
                .arg(serviceName));
    }
    if (message.contains(QLatin1String("Cannot contact any KDC"))) {
        return make(Tr::tr("the Kerberos KDC cannot be reached to get a ticket for %1").arg(serviceName));
    }
    return make(Tr::tr("Kerberos failed for %1: %2").arg(serviceName, message));
}

// Owns a GSS-API handle for the scope.
struct NameHolder
{
    gss_name_t name = GSS_C_NO_NAME;
    ~NameHolder()
    {
        OM_uint32 ignored = 0;
        if (name != GSS_C_NO_NAME) {
            gss_release_name(&ignored, &name);
        }
    }
};

struct CredHolder
{
    gss_cred_id_t cred = GSS_C_NO_CREDENTIAL;
    ~CredHolder()
    {
        OM_uint32 ignored = 0;
        if (cred != GSS_C_NO_CREDENTIAL) {
            gss_release_cred(&ignored, &cred);
        }
    }
};

Result<gss_name_t> importName(const QString &text, gss_OID type)
{
    QByteArray bytes = text.toUtf8();
    gss_buffer_desc buffer{size_t(bytes.size()), bytes.data()};
    gss_name_t name = GSS_C_NO_NAME;
    OM_uint32 minor = 0;
    const OM_uint32 major = gss_import_name(&minor, &buffer, type, &name);
    if (GSS_ERROR(major)) {
        return fail(ErrorKind::InvalidInput, Tr::tr("“%1” is not a Kerberos principal name").arg(text));
    }
    return name;
}

QString displayName(gss_name_t name)
{
    OM_uint32 minor = 0;
    gss_buffer_desc text{0, nullptr};
    if (GSS_ERROR(gss_display_name(&minor, name, &text, nullptr))) {
        return {};
    }
    const QString out = QString::fromUtf8(static_cast<const char *>(text.value), qsizetype(text.length));
    gss_release_buffer(&minor, &text);
    return out;
}

} // namespace

KerberosTicket readKerberosTicket(const QString &clientPrincipal)
{
    KerberosTicket ticket;
    krb5_context context = nullptr;
    if (krb5_init_context(&context) != 0) {
        return ticket;
    }
    ticket.state = KerberosTicket::State::NoTicket;
    krb5_ccache cache = nullptr;
    krb5_error_code opened = 0;
    if (clientPrincipal.isEmpty()) {
        opened = krb5_cc_default(context, &cache);
    } else {
        krb5_principal wanted = nullptr;
        opened = krb5_parse_name(context, clientPrincipal.toUtf8().constData(), &wanted);
        if (opened == 0) {
            opened = krb5_cc_cache_match(context, wanted, &cache);
            krb5_free_principal(context, wanted);
        }
    }
    krb5_principal owner = nullptr;
    if (opened == 0 && krb5_cc_get_principal(context, cache, &owner) == 0) {
        char *name = nullptr;
        if (krb5_unparse_name(context, owner, &name) == 0) {
            ticket.principal = QString::fromUtf8(name);
            krb5_free_unparsed_name(context, name);
        }
        krb5_cc_cursor cursor = nullptr;
        krb5_timestamp now = 0;
        krb5_timeofday(context, &now);
        bool sawTgt = false;
        quint32 latestEnd = 0;
        if (krb5_cc_start_seq_get(context, cache, &cursor) == 0) {
            krb5_creds creds;
            while (krb5_cc_next_cred(context, cache, &cursor, &creds) == 0) {
                const krb5_data *first = creds.server->length > 0 ? &creds.server->data[0] : nullptr;
                if (first != nullptr && QByteArrayView(first->data, first->length) == "krbtgt") {
                    sawTgt = true;
                    // krb5_timestamp is 32 bits that wrap in 2106: compare as unsigned.
                    latestEnd = std::max(latestEnd, quint32(creds.times.endtime));
                }
                krb5_free_cred_contents(context, &creds);
            }
            krb5_cc_end_seq_get(context, cache, &cursor);
        }
        if (sawTgt) {
            ticket.expires = QDateTime::fromSecsSinceEpoch(qint64(latestEnd));
            ticket.state =
                latestEnd > quint32(now) ? KerberosTicket::State::Valid : KerberosTicket::State::Expired;
        }
        krb5_free_principal(context, owner);
    }
    if (cache != nullptr) {
        krb5_cc_close(context, cache);
    }
    krb5_free_context(context);
    return ticket;
}

QFuture<KerberosTicket> readKerberosTicketLater(const QString &clientPrincipal)
{
    auto promise = std::make_shared<QPromise<KerberosTicket>>();
    QFuture<KerberosTicket> future = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start([promise, clientPrincipal] {
        promise->addResult(readKerberosTicket(clientPrincipal));
        promise->finish();
    });
    return future;
}

QString spnegoServiceName(const QString &host, const QString &override)
{
    return override.isEmpty() ? QStringLiteral("HTTP@") + host : override;
}

Result<SpnegoToken> spnegoInitialToken(const QString &serviceName, const QString &clientPrincipal)
{
    // "HTTP/host@REALM" is a Kerberos principal; "HTTP@host" a host-based service name.
    const bool principal = serviceName.contains(QLatin1Char('/'));
    auto target =
        importName(serviceName, principal ? GSS_KRB5_NT_PRINCIPAL_NAME : GSS_C_NT_HOSTBASED_SERVICE);
    if (!target) {
        return std::unexpected(target.error());
    }
    NameHolder targetName{*target};

    OM_uint32 minor = 0;
    OM_uint32 major = 0;
    CredHolder credentials;
    if (!clientPrincipal.isEmpty()) {
        auto client = importName(clientPrincipal, GSS_KRB5_NT_PRINCIPAL_NAME);
        if (!client) {
            return std::unexpected(client.error());
        }
        NameHolder clientName{*client};
        major = gss_acquire_cred(&minor, clientName.name, GSS_C_INDEFINITE, GSS_C_NO_OID_SET, GSS_C_INITIATE,
                                 &credentials.cred, nullptr, nullptr);
        if (GSS_ERROR(major)) {
            Error error = kerberosError(major, minor, serviceName, clientPrincipal);
            if (GSS_ERROR(major) == GSS_S_NO_CRED) {
                error.message = Tr::tr("no Kerberos ticket for %1: run kinit %1").arg(clientPrincipal);
            }
            return std::unexpected(error);
        }
    }

    gss_ctx_id_t context = GSS_C_NO_CONTEXT;
    gss_buffer_desc output{0, nullptr};
    // SPNEGO, as HTTP Negotiate requires: the gateway's acceptor expects the SPNEGO wrapper.
    static gss_OID_desc spnegoOid{6, const_cast<char *>("\x2b\x06\x01\x05\x05\x02")};
    major =
        gss_init_sec_context(&minor, credentials.cred, &context, targetName.name, &spnegoOid, 0, 0,
                             GSS_C_NO_CHANNEL_BINDINGS, GSS_C_NO_BUFFER, nullptr, &output, nullptr, nullptr);
    SpnegoToken token;
    if (!GSS_ERROR(major) && output.length > 0) {
        token.token = QByteArray(static_cast<const char *>(output.value), qsizetype(output.length));
    }
    OM_uint32 ignored = 0;
    gss_release_buffer(&ignored, &output);
    if (context != GSS_C_NO_CONTEXT) {
        gss_name_t source = GSS_C_NO_NAME;
        if (!GSS_ERROR(gss_inquire_context(&ignored, context, &source, nullptr, nullptr, nullptr, nullptr,
                                           nullptr, nullptr))) {
            NameHolder sourceName{source};
            token.clientPrincipal = displayName(sourceName.name);
        }
        gss_delete_sec_context(&ignored, &context, GSS_C_NO_BUFFER);
    }
    if (GSS_ERROR(major)) {
        return std::unexpected(kerberosError(major, minor, serviceName, clientPrincipal));
    }
    if (token.token.isEmpty()) {
        return fail(ErrorKind::NotAuthenticated, Tr::tr("Kerberos gave no token for %1").arg(serviceName));
    }
    return token;
}

} // namespace Ei::Core
