#pragma once

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <core/domain/tablesetup.h>
#include <core/hbase/cellset.h>
#include <core/hbase/connectionconfig.h>
#include <core/hbase/filter.h>
#include <core/util/result.h>

#include "command.h"

namespace Ei::Core {
class RestClient;
}

namespace Ei::Cli {

// Shared plumbing of the data commands (tables, schema, get, scan, put, delete).

// The connection from --url/--table/--header/--timeout/--read-only (and their environment
// variables). A missing URL (or table, when needed) is a usage error naming the option.
Core::Result<Core::ConnectionConfig> connectionFromOptions(const GlobalOptions &global, bool needTable);
// The authentication block from --auth, --user, --password-file/EI_PASSWORD, --spn,
// --client-cert/--client-key, --client-key-passphrase-file/EI_CLIENT_KEY_PASSPHRASE, --do-as and
// --allow-insecure-auth (a saved connection's values and secrets under them).
Core::Result<Core::AuthConfig> authFromOptions(const GlobalOptions &global);
// Says --allow-insecure-auth on stderr (every time) and the authentication under --verbose
// (names only, never a secret).
void noteAuthentication(CommandContext &ctx, const Core::ConnectionConfig &config);
// A RestClient owned by the command's context, or nullptr after reporting a usage error.
Core::RestClient *makeClient(CommandContext &ctx, bool needTable);

// The table's profile and key format from --profile/--key-format/--table (profile chosen from
// the table name when not given).
Core::Result<Core::TableSetup> tableSetupFor(const GlobalOptions &global);

// Ends the command once the client has no request in flight (e.g. a scanner's DELETE), so that
// exiting never leaves a scanner open on the server.
void finishWhenIdle(CommandContext &ctx, Core::RestClient *client, int exitCode);

// Writes `bytes` to `path` atomically (a temporary file renamed at the end), so a failed command
// never leaves a partial file under the name asked for.
Core::Result<void> writeFileAtomically(const QString &path, const QByteArray &bytes);

// The one place that turns a KEY argument into row-key bytes, by the table's key format (any
// SHA-1 spelling for sha1-* tables, text for utf8 tables).
Core::Result<QByteArray> parseKeyArgument(const QString &text, const GlobalOptions &global);

// How a put value becomes bytes; the profile's column types will plug in here.
Core::ValueEncoder valueEncoderFor(const GlobalOptions &global);

// "--columns fam:qual,fam2" (repeatable) as byte strings; each is "family" or "family:qualifier",
// of a family the table's profile has (when the profile names its families).
Core::Result<QList<QByteArray>> parseColumns(const QStringList &values, const GlobalOptions &global);

// A row as one line of generic JSON:
//   {"key":"...","cells":[{"column":"f:c","timestamp":n,"value":"text"}]}
// Key/column/value are UTF-8 text when valid (value_hex / value_b64 otherwise, key_b64 for keys);
// with full=false, values over 64 KiB are cut and marked "truncated":true,"size":n.
// {"key":"..."} (or {"key_b64":"..."}) for --keys-only.
QByteArray rowKeyJson(const QByteArray &key);
QByteArray rowToGenericJson(const Core::Row &row, bool full, const QSet<QByteArray> &onlyColumns = {});

} // namespace Ei::Cli
