#pragma once

#include <optional>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <core/domain/tablesetup.h>
#include <core/hbase/cellset.h>
#include <core/pdf/pdfcache.h>
#include <core/util/pendingcall.h>
#include <core/util/result.h>

#include "args.h"
#include "command.h"

namespace Ei::Core {
class PdfFetcher;
class PdfFetchJob;
class RestClient;
} // namespace Ei::Core

namespace Ei::Cli {

// What a command opens on its connection, written once: the table it reads (its setup and a
// client) and the PDF fetcher over the connection's sources.

// The row keys of KEY arguments (parseKeyArgument each); the first bad one is the error.
Core::Result<QList<QByteArray>> parseKeyArguments(const QStringList &texts, const GlobalOptions &global);

// The table of a row command: its setup (profile, key format) and a client on it, owned by the
// command. The setup is checked first, so a bad --profile is told before a missing --url; nullopt
// once the failure is reported.
struct OpenedTable
{
    Core::TableSetup setup;
    Core::RestClient *client = nullptr;
};
std::optional<OpenedTable> openTable(CommandContext &ctx);

// A GET of the row a KEY argument names, reading only `columns`, on a client owned by the command.
// The key is checked first, so a bad key is told before a missing --url; nullptr once the failure
// is reported.
Core::Call<Core::Row> *getRowOfKeyArgument(CommandContext &ctx, const QString &keyText,
                                           const QList<QByteArray> &columns);

// --cache-dir DIR, or the default cache directory with --cache; empty for no cache.
QString pdfCacheDirFromArgs(const CommandArgs &args);

// A fetcher over `sourceSpecs` (--pdf-source forms) with the connection's headers and timeout,
// owned by `parent`, reading and filling the cache at `cacheDir` unless that is empty. nullptr once
// a bad spec is reported as a usage error.
Core::PdfFetcher *makePdfFetcher(CommandContext &ctx, QObject *parent, const QStringList &sourceSpecs,
                                 const QString &cacheDir = {},
                                 qint64 cacheMaxBytes = Core::PdfCache::kDefaultMaxBytes);

// Says each attempt of `job` under --verbose (which source, what came of it).
void noteAttempts(CommandContext &ctx, Core::PdfFetchJob *job);

} // namespace Ei::Cli
