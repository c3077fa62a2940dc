#pragma once

#include <memory>

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <core/hbase/cellset.h>
#include <core/settings/connectionstore.h>
#include <server/restserver.h>
#include <server/tablestore.h>

namespace Ei::Test {

inline const QString kCurationTable = QStringLiteral("wbgrp-journal-extract-0-test");

// 20 rows of the demo generator (docs/demo-data.md; fixed seed) cut down to what the pipeline's
// backfill wrote (f:c, file:mime, file:cdx, in both the compact and the spaced JSON spellings),
// each given grobid0:status_code 200 (8-byte big-endian) as if GROBID had run. The behaviour tests'
// rows: they need no corpus. Generated once per process.
Core::CellSet processedRows();
// The same shape from the real rows of the corpus's sandcrawler/example_ungrobided.tsv (f:c,
// file:mime, file:cdx byte for byte), for the tests about real data. Empty when the corpus is
// absent.
Core::CellSet corpusProcessedRows();
// `count` rows cycling through processedRows()' cells, each under its own SHA-1 key (the SHA-1
// of the template key and the index), in key order.
Core::CellSet bulkProcessedRows(int count);
// A journal-extract table (families f, file, grobid0, match0; 5 versions kept, so a doubled write
// would show as a second version) holding `rows`; cells without a timestamp get one in 2018.
std::unique_ptr<Server::TableStore> curationTable(const Core::CellSet &rows);
QByteArray statusCell(qint64 code);
// Adds match0:mstatus (and match0:doi when given) to `row`, as the matcher writes them.
void addMatchCells(Core::Row &row, const QByteArray &mstatus, const QByteArray &doi = {});
// curationTable(rows) served in-process by the real RestServer on 127.0.0.1 (a free port); null
// when it cannot listen.
std::unique_ptr<Server::RestServer> serveCurationTable(const Core::CellSet &rows);
// A saved connection to `server`'s curation table, writable unless `readOnly` (5 s timeout).
Core::SavedConnection curationConnection(const Server::RestServer &server, bool readOnly = false);
// Rows of `server`'s curation table queued for reprocessing: grobid0:reprocess present and
// grobid0:status_code gone.
int queuedRows(const Server::RestServer &server);
// A row's cell value, or an empty one when the row lacks the column.
QByteArray cellOf(const Core::Row &row, QByteArrayView column);
// A JSON cell's object (match0:minfo, ...), or an empty one when the row lacks the column.
QJsonObject jsonCellOf(const Core::Row &row, QByteArrayView column);

// The data writes of a request log: how many answered 200 per row path and query
// ("check=put"/"check=delete"), and every write that was not a check-and-mutate.
struct WriteLog
{
    QHash<QByteArray, int> checkPutOk;    // decoded row key → count of 200 check=put
    QHash<QByteArray, int> checkDeleteOk; // decoded row key → count of 200 check=delete
    int checkConflicts = 0;               // 304 answers
    QList<QByteArray> uncheckedWrites;    // "METHOD path?query" of writes without a check
};
// Lines "METHOD PATH[?QUERY] STATUS" as `serve --request-log` writes them.
WriteLog parseWriteLog(const QByteArray &logText, const QString &table);
WriteLog writeLogOf(const QList<Server::RestLogEntry> &entries, const QString &table);

} // namespace Ei::Test

#include <QTemporaryDir>

#include <core/curation/editservice.h>
#include <core/curation/writejournal.h>
#include <core/hbase/restclient.h>

namespace Ei::Test {

// One curator's side: a client of `baseUrl`, a write journal in its own folder and an edit service.
struct CuratorRig
{
    CuratorRig(const QString &baseUrl, const QString &curator, bool readOnly = false,
               const QString &journalPath = {});
    ~CuratorRig();

    QTemporaryDir dir;
    QString journalPath;
    std::unique_ptr<Core::RestClient> client;
    std::unique_ptr<Core::WriteJournal> journal;
    std::unique_ptr<Core::EditService> service;
    // The last state the journal reported per entry id (recorded from the start, so no report is
    // missed while a test waits for another entry).
    QHash<qint64, Core::EntryState> states;

    // Waits until the entry finished or waits for a decision, and returns that state (Pending on
    // timeout).
    Core::EntryState settle(qint64 id, int timeoutMs = 20000);
};

// Fast retries, so outage tests do not wait long.
Core::JournalOptions fastJournalOptions();
// Removes the journals windows keep in the (test mode) data folder. Journals are named by server
// URL and table, so one a test leaves with pending writes would be replayed by a later test whose
// server gets the same port; the GUI tests remove them after each function.
void removeWindowJournals();
Core::TableSetup curationSetup();

} // namespace Ei::Test
