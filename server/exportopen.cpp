#include "exportopen.h"

#include <QFileInfo>
#include <QMap>

#include <core/snapshot/rowsfile.h>

namespace Ei::Server {

QString tableNameForRowsFile(const QString &path)
{
    QString name = QFileInfo(path).fileName();
    for (const QLatin1StringView suffix : {QLatin1StringView(".jsonl.sz"), QLatin1StringView(".jsonl")}) {
        if (name.endsWith(suffix)) {
            name.chop(suffix.size());
            break;
        }
    }
    return name;
}

Core::Result<Snapshot> loadExport(const QString &path, const ExportOpenOptions &options,
                                  const SnapshotProgress &progress)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        return loadSnapshot(path, progress);
    }
    if (!info.exists()) {
        return fail(Core::ErrorKind::NotFound, QStringLiteral("the export %1 does not exist").arg(path));
    }
    // First pass: the families and how many versions of one column they hold.
    QMap<QByteArray, int> versions;
    auto counted = Core::RowsReader::forEachRow(
        path, [&](const Core::Row &row, const Core::RowsReader &reader) -> Core::Result<void> {
            QByteArray column;
            int run = 0;
            for (const Core::Cell &c : row.cells) {
                if (!c.column.contains(':')) {
                    return fail(
                        Core::ErrorKind::InvalidInput,
                        QStringLiteral("%1, line %2: a cell's column has no family (\"family:qualifier\")")
                            .arg(path)
                            .arg(reader.line()));
                }
                run = c.column == column ? run + 1 : 1;
                column = c.column;
                int &v = versions[c.family()];
                v = std::max(v, run);
            }
            return {};
        });
    if (!counted) {
        return std::unexpected(counted.error());
    }
    if (versions.isEmpty()) {
        return fail(Core::ErrorKind::InvalidInput,
                    QStringLiteral("%1 has no rows: an empty export has no table to serve").arg(path));
    }
    const QString table = options.table.isEmpty() ? tableNameForRowsFile(path) : options.table;
    Core::TableSchema schema = Core::TableSchema::create(table, versions.keys());
    for (Core::ColumnSchema &family : schema.families) {
        family.attributes.insert(QStringLiteral("VERSIONS"), QString::number(versions.value(family.name)));
    }
    Snapshot snapshot;
    snapshot.manifest.table = table;
    snapshot.manifest.profile = options.profile;
    snapshot.manifest.keyFormat = options.keyFormat;
    snapshot.manifest.rowsFile = info.fileName();
    snapshot.table = std::make_unique<TableStore>(schema);

    if (auto r = readRowsFile(path, *snapshot.table, RowsTimestamps::Optional,
                              QStringLiteral("opening the export %1 was cancelled").arg(path), progress);
        !r) {
        return std::unexpected(r.error());
    }
    return snapshot;
}

} // namespace Ei::Server
