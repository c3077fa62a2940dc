#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QList>
#include <QString>

#include <core/hbase/cellset.h>
#include <core/util/result.h>

namespace Ei::Core {

// The rows file of an export: a folder (a bundle or any snapshot folder) names it in its
// manifest.json; anything else is a .jsonl / .jsonl.sz rows file itself.
Result<QString> exportRowsFile(const QString &path);

// Called now and then with the rows file's bytes read and its size; false stops the read
// (ErrorKind::Cancelled).
using ExportReadProgress = std::function<bool(qint64 bytesRead, qint64 bytesTotal)>;

// One row of an export, read in one streaming pass in constant memory (one block of the file and
// one line), instead of loading the whole export as a table to answer for one key. An export may
// hold a key on several lines (an unordered or appended export): each column's newest cell wins,
// as in HBase — by timestamp, a cell without one counting as written last, and on a tie the later
// line. `columns` ("fam:qual") limits the row to those columns; empty = every column.
// std::nullopt: the export has no cell of the key in those columns.
// Blocking file I/O: call it from a worker thread in the GUI.
Result<std::optional<Row>> readExportRow(const QString &path, const QByteArray &key,
                                         const QList<QByteArray> &columns = {},
                                         const ExportReadProgress &progress = {});

} // namespace Ei::Core
