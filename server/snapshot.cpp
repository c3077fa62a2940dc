#include "snapshot.h"

#include <cstdio>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <core/snapshot/rowsfile.h>

namespace Ei::Server {
namespace {

Core::Result<void> writeAtomically(const QString &path, const QByteArray &bytes)
{
    const QString partial = path + QStringLiteral(".partial");
    QFile file(partial);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size() ||
        !file.flush()) {
        const QString why = file.errorString();
        file.close();
        QFile::remove(partial);
        return fail(Core::ErrorKind::Io, QStringLiteral("cannot write %1: %2").arg(partial, why));
    }
    file.close();
    if (std::rename(QFile::encodeName(partial).constData(), QFile::encodeName(path).constData()) != 0) {
        QFile::remove(partial);
        return fail(Core::ErrorKind::Io, QStringLiteral("cannot rename %1 to %2").arg(partial, path));
    }
    return {};
}

Core::Result<QByteArray> readWhole(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(file.exists() ? Core::ErrorKind::Io : Core::ErrorKind::NotFound,
                    QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
    }
    return file.readAll();
}

} // namespace

Core::Result<void> readRowsFile(const QString &rowsPath, TableStore &table, RowsTimestamps timestamps,
                                const QString &cancelledMessage, const SnapshotProgress &progress)
{
    qint64 rows = 0;
    // The file's size, as the reader counts it: known before the first row (a file of no rows too).
    const qint64 totalBytes = QFileInfo(rowsPath).size();
    auto read = Core::RowsReader::forEachRow(
        rowsPath, [&](Core::Row &row, const Core::RowsReader &reader) -> Core::Result<void> {
            if (timestamps == RowsTimestamps::Required) {
                for (const Core::Cell &c : row.cells) {
                    if (c.timestamp == Core::Cell::kNoTimestamp) {
                        return fail(Core::ErrorKind::InvalidInput,
                                    QStringLiteral("%1, line %2: a cell has no timestamp")
                                        .arg(rowsPath)
                                        .arg(reader.line()));
                    }
                }
            }
            if (auto r = table.put(Core::CellSet{std::move(row)}); !r) {
                return fail(Core::ErrorKind::InvalidInput, QStringLiteral("%1, line %2: %3")
                                                               .arg(rowsPath)
                                                               .arg(reader.line())
                                                               .arg(r.error().message));
            }
            ++rows;
            if (progress && rows % 4096 == 0 && !progress(rows, reader.bytesRead(), reader.totalBytes())) {
                return fail(Core::ErrorKind::Cancelled, cancelledMessage);
            }
            return {};
        });
    if (!read) {
        return read;
    }
    if (progress) {
        progress(rows, totalBytes, totalBytes);
    }
    return {};
}

Core::Result<Snapshot> loadSnapshot(const QString &dir, const SnapshotProgress &progress)
{
    const QDir folder(dir);
    if (!folder.exists()) {
        return fail(Core::ErrorKind::NotFound,
                    QStringLiteral("the snapshot folder %1 does not exist").arg(dir));
    }
    auto manifest = Core::SnapshotManifest::readFromFolder(dir);
    if (!manifest) {
        return std::unexpected(manifest.error());
    }
    const QString schemaPath = folder.filePath(QStringLiteral("schema.json"));
    auto schemaBytes = readWhole(schemaPath);
    if (!schemaBytes) {
        return std::unexpected(schemaBytes.error());
    }
    auto schema = Core::TableSchema::fromJson(*schemaBytes);
    if (!schema) {
        return fail(Core::ErrorKind::InvalidInput,
                    QStringLiteral("%1: %2").arg(schemaPath, schema.error().message));
    }
    if (schema->families.isEmpty()) {
        return fail(Core::ErrorKind::InvalidInput,
                    QStringLiteral("%1: the table has no column families").arg(schemaPath));
    }
    schema->name = manifest->table;
    Snapshot snapshot;
    snapshot.manifest = *manifest;
    snapshot.table = std::make_unique<TableStore>(*schema);

    const QString rowsPath = folder.filePath(manifest->rowsFile);
    if (auto r = readRowsFile(rowsPath, *snapshot.table, RowsTimestamps::Required,
                              QStringLiteral("loading the snapshot %1 was cancelled").arg(dir), progress);
        !r) {
        return std::unexpected(r.error());
    }
    return snapshot;
}

Core::Result<void> saveSnapshot(const QString &dir, const Core::SnapshotManifest &manifest,
                                const TableStore &table, const SnapshotProgress &progress)
{
    QDir folder(dir);
    if (!folder.exists() && !QDir().mkpath(dir)) {
        return fail(Core::ErrorKind::Io, QStringLiteral("cannot create the snapshot folder %1").arg(dir));
    }
    Core::SnapshotManifest m = manifest;
    m.formatVersion = Core::SnapshotManifest::kFormatVersion;
    m.table = table.name();
    if (m.rowsFile.isEmpty()) {
        m.rowsFile = QStringLiteral("rows.jsonl.sz");
    }
    const QString rowsPath = folder.filePath(m.rowsFile);
    auto writer = Core::RowsWriter::open(rowsPath);
    if (!writer) {
        return std::unexpected(writer.error());
    }
    ReadSpec everything;
    everything.maxVersions = std::numeric_limits<int>::max();
    std::optional<Core::Error> error;
    const qint64 total = table.rowCount();
    qint64 rows = 0;
    table.scan(QByteArray(), true, everything, [&](Core::Row &&row) {
        if (auto r = (*writer)->write(row); !r) {
            error = r.error();
            return false;
        }
        ++rows;
        if (progress && rows % 4096 == 0 && !progress(rows, rows, total)) {
            error = Core::Error{Core::ErrorKind::Cancelled,
                                QStringLiteral("saving the snapshot %1 was cancelled").arg(dir)};
            return false;
        }
        return true;
    });
    if (error) {
        (*writer)->abort();
        return std::unexpected(*error);
    }
    if (auto r = (*writer)->commit(); !r) {
        return r;
    }
    if (auto r = writeAtomically(folder.filePath(QStringLiteral("schema.json")), table.schema().toJson());
        !r) {
        return r;
    }
    if (auto r = writeAtomically(folder.filePath(QStringLiteral("manifest.json")), m.toJson()); !r) {
        return r;
    }
    // A rows file of the other format is stale now.
    const QString other = m.rowsFile == QLatin1StringView("rows.jsonl") ? QStringLiteral("rows.jsonl.sz")
                                                                        : QStringLiteral("rows.jsonl");
    QFile::remove(folder.filePath(other));
    if (progress) {
        progress(rows, rows, total);
    }
    return {};
}

} // namespace Ei::Server
