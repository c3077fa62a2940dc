#include "connectionoptions.h"

#include <algorithm>

#include <core/settings/connectionstore.h>

namespace Ei::Cli {

Core::Result<void> applySavedConnection(GlobalOptions &global, const QSet<QString> &given,
                                        const Core::ConnectionStore &store)
{
    if (global.connection.isEmpty()) {
        return {};
    }
    if (!store.contains(global.connection)) {
        const QStringList known = store.names();
        return Core::fail(Core::ErrorKind::InvalidInput,
                          known.isEmpty()
                              ? QStringLiteral("no saved connection is called '%1' (none are saved in %2)")
                                    .arg(global.connection, store.plainPath())
                              : QStringLiteral("no saved connection is called '%1' (saved: %2)")
                                    .arg(global.connection, known.join(QStringLiteral(", "))));
    }
    auto saved = store.load(global.connection);
    if (!saved) {
        return std::unexpected(saved.error());
    }
    const auto fill = [&given](const char *option, auto &target, const auto &value) {
        if (!given.contains(QLatin1String(option))) {
            target = value;
        }
    };
    fill("--url", global.url, saved->restUrl);
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
    if (!saved->pdfSources.isEmpty()) {
        fill("--pdf-source", global.pdfSources, saved->pdfSources);
    }
    if (!saved->crossrefSource.isEmpty()) {
        fill("--crossref", global.crossref, saved->crossrefSource);
    }
    global.crossrefPassword = saved->crossrefPassword.toUtf8();
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
    return {};
}

} // namespace Ei::Cli
