#include "exportrow.h"

#include <algorithm>
#include <limits>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <core/hbase/columnname.h>
#include <core/snapshot/manifest.h>
#include <core/snapshot/rowsfile.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::ExportRow)
};

// A cell written without a timestamp got the server's time when it was loaded: later than any
// timestamp the file gives.
qint64 effectiveTimestamp(const Cell &cell)
{
    return cell.timestamp == Cell::kNoTimestamp ? std::numeric_limits<qint64>::max() : cell.timestamp;
}

// Every 1,000 rows: often enough for a cancel to be felt at once, rarely enough to cost nothing.
constexpr qint64 kProgressEveryRows = 1000;

} // namespace

Result<QString> exportRowsFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        return fail(ErrorKind::NotFound, Tr::tr("the export %1 does not exist").arg(path));
    }
    if (!info.isDir()) {
        return path;
    }
    auto manifest = SnapshotManifest::readFromFolder(path);
    if (!manifest) {
        return std::unexpected(manifest.error());
    }
    return QDir(path).filePath(manifest->rowsFile);
}

Result<std::optional<Row>> readExportRow(const QString &path, const QByteArray &key,
                                         const QList<QByteArray> &columns, const ExportReadProgress &progress)
{
    auto rowsFile = exportRowsFile(path);
    if (!rowsFile) {
        return std::unexpected(rowsFile.error());
    }
    Row found;
    found.key = key;
    qint64 rows = 0;
    auto read = RowsReader::forEachRow(*rowsFile, [&](Row &row, const RowsReader &reader) -> Result<void> {
        if (progress && ++rows % kProgressEveryRows == 0 &&
            !progress(reader.bytesRead(), reader.totalBytes())) {
            return fail(ErrorKind::Cancelled, Tr::tr("reading the export %1 was cancelled").arg(path));
        }
        if (row.key != key) {
            return {};
        }
        for (Cell &cell : row.cells) {
            if (!columns.isEmpty() && !columns.contains(cell.column)) {
                continue;
            }
            auto same = std::find_if(found.cells.begin(), found.cells.end(),
                                     [&](const Cell &c) { return c.column == cell.column; });
            if (same == found.cells.end()) {
                found.cells.append(std::move(cell));
            } else if (effectiveTimestamp(cell) >= effectiveTimestamp(*same)) {
                *same = std::move(cell);
            }
        }
        return {};
    });
    if (!read) {
        return std::unexpected(read.error());
    }
    if (found.cells.isEmpty()) {
        return std::nullopt;
    }
    std::sort(found.cells.begin(), found.cells.end(),
              [](const Cell &a, const Cell &b) { return columnLess(a.column, b.column); });
    return found;
}

} // namespace Ei::Core
