#include "connectionoptions.h"

#include <algorithm>

#include <core/settings/connectionstore.h>

namespace Ei::Cli {

Core::Result<void> checkSavedConnectionName(const GlobalOptions &global, const Core::ConnectionStore &store)
{
    if (global.connection.isEmpty() || store.contains(global.connection)) {
        return {};
    }
    const QStringList known = store.names();
    return Core::fail(Core::ErrorKind::InvalidInput,
                      known.isEmpty()
                          ? QStringLiteral("no saved connection is called '%1' (none are saved in %2)")
                                .arg(global.connection, store.plainPath())
                          : QStringLiteral("no saved connection is called '%1' (saved: %2)")
                                .arg(global.connection, known.join(QStringLiteral(", "))));
}

void applySavedConnection(GlobalOptions &global, const QSet<QString> &given,
                          const Core::SavedConnection &connection)
{
    const Core::SavedConnection *saved = &connection;
    const auto fill = [&given](const char *option, auto &target, const auto &value) {
        if (!given.contains(QLatin1String(option))) {
            target = value;
        }
    };
    fill("--url", global.url, saved->restUrl);
    fill("--url", global.moreUrls, saved->restUrls);
    if (saved->parallelScans > 0) {
        fill("--parallel", global.parallel, QString::number(saved->parallelScans));
    }
    fill("--table", global.table, saved->table);
    if (!saved->profile.isEmpty()) {
        fill("--profile", global.profile, saved->profile);
    }
    if (!saved->keyFormat.isEmpty()) {
        fill("--key-format", global.keyFormat, saved->keyFormat);
    }
    fill("--timeout", global.timeoutSeconds, saved->timeoutSeconds);
    fill("--ca-file", global.caFile, saved->caFile);
    fill("--compression", global.compression, Core::compressionName(saved->compression));
    fill("--wire-format", global.wireFormat, Core::wireFormatName(saved->wireFormat));
    if (!saved->pdfSources.isEmpty()) {
        fill("--pdf-source", global.pdfSources, saved->pdfSources);
    }
    if (!saved->crossrefSource.isEmpty()) {
        fill("--crossref", global.crossref, saved->crossrefSource);
    }
    global.crossrefPassword = saved->crossrefPassword.toUtf8();
    if (saved->auth.kind != Core::AuthKind::None) {
        fill("--auth", global.auth, Core::authKindName(saved->auth.kind));
    }
    const auto fillText = [&fill](const char *option, QString &target, const QString &value) {
        if (!value.isEmpty()) {
            fill(option, target, value);
        }
    };
    fillText("--user", global.user, saved->auth.user);
    fillText("--spn", global.servicePrincipal, saved->auth.servicePrincipal);
    fillText("--client-cert", global.clientCertificate, saved->auth.clientCertificate);
    fillText("--client-key", global.clientKey, saved->auth.clientKey);
    fillText("--do-as", global.doAs, saved->auth.doAs);
    global.password = saved->auth.password;
    global.clientKeyPassphrase = saved->auth.clientKeyPassphrase;
    global.allowInsecureAuth = global.allowInsecureAuth || saved->auth.allowInsecureAuth;
    for (const Core::SavedHeader &h : saved->headers) {
        if (h.secret) {
            global.secretHeaderNames.append(h.name.toUtf8());
        }
    }
    // Flags only add protection or say what the command line asked for: --read-only cannot be
    // taken back on the command line (edit the connection to write through it), and --insecure
    // is either saved or given.
    global.readOnly = global.readOnly || saved->readOnly;
    global.insecure = global.insecure || saved->insecureTls;

    QList<QPair<QByteArray, QByteArray>> headers;
    for (const Core::SavedHeader &h : saved->headers) {
        const bool overridden = std::ranges::any_of(global.headers, [&h](const auto &explicitHeader) {
            return QString::fromUtf8(explicitHeader.first).compare(h.name, Qt::CaseInsensitive) == 0;
        });
        if (!overridden) {
            headers.append({h.name.toUtf8(), h.value.toUtf8()});
        }
    }
    headers.append(global.headers);
    global.headers = headers;
}

} // namespace Ei::Cli
