#pragma once

#include <QString>

#include <core/util/result.h>
#include <server/snapshot.h>

namespace Ei::Server {

// What a plain rows file does not say about itself (a bundle's manifest says it all).
struct ExportOpenOptions
{
    QString table;     // empty: the file name without ".jsonl" / ".jsonl.sz"
    QString profile;   // empty: chosen from the table name
    QString keyFormat; // empty: the profile's default
};

// The table name a rows file is served under when none is given: its file name without the
// ".jsonl" / ".jsonl.sz" suffix ("exports/wbgrp-journal-extract-0-qa.jsonl.sz" →
// "wbgrp-journal-extract-0-qa"), so naming the export after its table keeps the profile.
QString tableNameForRowsFile(const QString &path);

// Opens an export as a snapshot: a folder (a bundle, or any snapshot folder) through
// loadSnapshot, or a jsonl / jsonl.sz rows file, whose schema is inferred from the rows (every
// family seen, VERSIONS = the most versions of one column in it) in a first streaming pass.
// Blocking file I/O: call it from a worker thread in the GUI.
Core::Result<Snapshot> loadExport(const QString &path, const ExportOpenOptions &options = {},
                                  const SnapshotProgress &progress = {});

} // namespace Ei::Server
