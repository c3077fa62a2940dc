#include "restsupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

#include <core/domain/cellcodec.h>
#include <core/domain/rowkey.h>
#include <core/hbase/restclient.h>

namespace Ei::Cli {

namespace {

constexpr qsizetype kTruncateAt = 64 * 1024;

// Shown as text: valid UTF-8 without control characters other than tab and line breaks (an
// 8-byte big-endian integer is valid UTF-8 but not text).
bool isUtf8(QByteArrayView bytes)
{
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t' && c != '\n' && c != '\r') || u == 0x7f) {
            return false;
        }
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    return !decoder.hasError();
}

// Cuts at most `limit` bytes without splitting a UTF-8 sequence.
QByteArray utf8Prefix(const QByteArray &bytes, qsizetype limit)
{
    qsizetype end = std::min(limit, bytes.size());
    while (end > 0 && end < bytes.size() && (static_cast<unsigned char>(bytes.at(end)) & 0xC0) == 0x80) {
        --end;
    }
    return bytes.left(end);
}

} // namespace

Core::Result<Core::ConnectionConfig> connectionFromOptions(const GlobalOptions &global, bool needTable)
{
    if (global.url.isEmpty()) {
        return Core::fail(
            Core::ErrorKind::InvalidInput,
            QStringLiteral("no HBase REST URL: give --url or --connection, or set EI_HBASE_URL"));
    }
    const QUrl url(global.url, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) ||
        url.host().isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("--url '%1' is not an http:// or https:// URL").arg(global.url));
    }
    if (needTable && global.table.isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("no table: give --table or --connection, or set EI_TABLE"));
    }
    if (!global.caFile.isEmpty() && !QFileInfo(global.caFile).isReadable()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("the CA file '%1' cannot be read").arg(global.caFile));
    }
    Core::ConnectionConfig config;
    config.baseUrl = url;
    config.table = global.table;
    config.headers = global.headers;
    config.timeoutMs = global.timeoutSeconds * 1000;
    config.readOnly = global.readOnly;
    config.caFile = global.caFile;
    config.insecure = global.insecure;
    return config;
}

Core::RestClient *makeClient(CommandContext &ctx, bool needTable)
{
    auto config = connectionFromOptions(ctx.global(), needTable);
    if (!config) {
        ctx.usageError(config.error().message);
        return nullptr;
    }
    return new Core::RestClient(*config, &ctx);
}

Core::Result<Core::TableSetup> tableSetupFor(const GlobalOptions &global)
{
    return Core::resolveTableSetup(global.profile, global.keyFormat, global.table);
}

void finishWhenIdle(CommandContext &ctx, Core::RestClient *client, int exitCode)
{
    if (client->requestsInFlight() == 0) {
        ctx.finish(exitCode);
        return;
    }
    QObject::connect(client, &Core::RestClient::idle, &ctx, [&ctx, exitCode] { ctx.finish(exitCode); });
}

Core::Result<QByteArray> parseKeyArgument(const QString &text, const GlobalOptions &global)
{
    if (text.trimmed().isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput, QStringLiteral("a row key cannot be empty"));
    }
    auto setup = tableSetupFor(global);
    if (!setup) {
        return std::unexpected(setup.error());
    }
    // The table's key format decides: any SHA-1 spelling for sha1-* and raw20, text for utf8.
    return Core::rowKeyFromInput(text, setup->keyFormat);
}

Core::ValueEncoder valueEncoderFor(const GlobalOptions &global)
{
    auto setup = tableSetupFor(global);
    if (!setup) {
        return Core::utf8ValueEncoder;
    }
    // Values are encoded by the profile's column type (grobid0:status_code=200 → 8-byte int).
    return [profile = setup->profile](QByteArray column, QString text) {
        return Core::encodeCellValue(profile, std::move(column), std::move(text));
    };
}

Core::Result<QList<QByteArray>> parseColumns(const QStringList &values)
{
    QList<QByteArray> columns;
    for (const QString &value : values) {
        for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString column = part.trimmed();
            if (column.isEmpty() || column.startsWith(QLatin1Char(':'))) {
                return Core::fail(
                    Core::ErrorKind::InvalidInput,
                    QStringLiteral("'%1' is not a column (family or family:qualifier)").arg(part));
            }
            columns.append(column.toUtf8());
        }
    }
    return columns;
}

QByteArray rowKeyJson(const QByteArray &key)
{
    QJsonObject o;
    if (isUtf8(key)) {
        o.insert(QStringLiteral("key"), QString::fromUtf8(key));
    } else {
        o.insert(QStringLiteral("key_b64"), QString::fromLatin1(key.toBase64()));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray rowToGenericJson(const Core::Row &row, bool full, const QSet<QByteArray> &onlyColumns)
{
    QJsonObject o;
    if (isUtf8(row.key)) {
        o.insert(QStringLiteral("key"), QString::fromUtf8(row.key));
    } else {
        o.insert(QStringLiteral("key_b64"), QString::fromLatin1(row.key.toBase64()));
    }
    QJsonArray cells;
    for (const Core::Cell &cell : row.cells) {
        if (!onlyColumns.isEmpty() && !onlyColumns.contains(cell.column) &&
            !onlyColumns.contains(cell.family())) {
            continue;
        }
        QJsonObject c;
        if (isUtf8(cell.column)) {
            c.insert(QStringLiteral("column"), QString::fromUtf8(cell.column));
        } else {
            c.insert(QStringLiteral("column_b64"), QString::fromLatin1(cell.column.toBase64()));
        }
        if (cell.timestamp != Core::Cell::kNoTimestamp) {
            c.insert(QStringLiteral("timestamp"), cell.timestamp);
        }
        const bool cut = !full && cell.value.size() > kTruncateAt;
        if (isUtf8(cell.value)) {
            c.insert(QStringLiteral("value"),
                     QString::fromUtf8(cut ? utf8Prefix(cell.value, kTruncateAt) : cell.value));
        } else if (cell.value.size() <= 64) {
            c.insert(QStringLiteral("value_hex"), QString::fromLatin1(cell.value.toHex()));
        } else {
            c.insert(QStringLiteral("value_b64"),
                     QString::fromLatin1((cut ? cell.value.left(kTruncateAt) : cell.value).toBase64()));
        }
        if (cut) {
            c.insert(QStringLiteral("truncated"), true);
            c.insert(QStringLiteral("size"), cell.value.size());
        }
        cells.append(c);
    }
    o.insert(QStringLiteral("cells"), cells);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace Ei::Cli
