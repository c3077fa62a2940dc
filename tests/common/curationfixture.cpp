#include "curationfixture.h"

#include <common/callwait.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTest>
#include <QUrl>
#include <QtEndian>

#include <core/domain/pipelinerows.h>
#include <core/domain/rowkey.h>
#include <core/hbase/tableschema.h>
#include <demo/demogenerator.h>

#include "testutil.h"

namespace Ei::Test {

QByteArray statusCell(qint64 code)
{
    QByteArray out(8, Qt::Uninitialized);
    qToBigEndian<qint64>(code, out.data());
    return out;
}

Core::CellSet corpusProcessedRows()
{
    Core::CellSet rows;
    if (corpusDir().isEmpty()) {
        return rows;
    }
    const QByteArray tsv = readFile(corpusPath(QStringLiteral("sandcrawler/example_ungrobided.tsv")));
    for (const QByteArray &line : tsv.split('\n')) {
        if (line.trimmed().isEmpty()) {
            continue;
        }
        auto row = Core::rowFromUngrobidedLine(line);
        if (!row) {
            continue;
        }
        row->cells.append(
            Core::Cell{QByteArrayLiteral("grobid0:status_code"), Core::Cell::kNoTimestamp, statusCell(200)});
        rows.append(*row);
    }
    std::sort(rows.begin(), rows.end(), [](const Core::Row &a, const Core::Row &b) { return a.key < b.key; });
    return rows;
}

Core::CellSet processedRows()
{
    static const Core::CellSet rows = [] {
        Core::CellSet out;
        const auto dataset = Demo::generateDemoDataset(Demo::DemoOptions{.seed = 20180301, .rows = 20});
        if (!dataset) {
            return out;
        }
        const QList<QByteArray> backfill{QByteArrayLiteral("f:c"), QByteArrayLiteral("file:mime"),
                                         QByteArrayLiteral("file:cdx")};
        for (const Core::Row &generated : dataset->rows) {
            Core::Row row{generated.key, {}};
            for (const Core::Cell &cell : generated.cells) {
                if (backfill.contains(cell.column)) {
                    row.cells.append(Core::Cell{cell.column, Core::Cell::kNoTimestamp, cell.value});
                }
            }
            row.cells.append(Core::Cell{QByteArrayLiteral("grobid0:status_code"), Core::Cell::kNoTimestamp,
                                        statusCell(200)});
            out.append(row);
        }
        std::sort(out.begin(), out.end(),
                  [](const Core::Row &a, const Core::Row &b) { return a.key < b.key; });
        return out;
    }();
    return rows;
}

Core::CellSet bulkProcessedRows(int count)
{
    const Core::CellSet templates = processedRows();
    Core::CellSet rows;
    if (templates.isEmpty()) {
        return rows;
    }
    rows.reserve(count);
    for (int i = 0; i < count; ++i) {
        const Core::Row &t = templates.at(i % templates.size());
        Core::Row row = t;
        row.key = Core::encodeRowKey(Core::Sha1::ofData(QByteArray(t.key + QByteArray::number(i))),
                                     Core::KeyFormat::Sha1B32Prefixed);
        rows.append(row);
    }
    std::sort(rows.begin(), rows.end(), [](const Core::Row &a, const Core::Row &b) { return a.key < b.key; });
    return rows;
}

namespace {
constexpr qint64 kPipelineTimestamp = 1520000000000; // March 2018
} // namespace

std::unique_ptr<Server::TableStore> curationTable(const Core::CellSet &rows)
{
    auto table = std::make_unique<Server::TableStore>(
        Core::TableSchema::create(kCurationTable, {"f", "file", "grobid0", "match0"}, 5));
    if (!rows.isEmpty()) {
        // Cells without a timestamp were written by the pipeline long ago. Left to the store, each
        // row of a bulk put would get "now" + 1 ms after the previous one, seconds into the future
        // for thousands of rows; a delete (stamped "now" by a server started moments later) leaves
        // versions newer than itself, as HBase does, so the rows would look unprocessed.
        Core::CellSet stamped = rows;
        for (Core::Row &row : stamped) {
            for (Core::Cell &cell : row.cells) {
                if (cell.timestamp == Core::Cell::kNoTimestamp) {
                    cell.timestamp = kPipelineTimestamp;
                }
            }
        }
        [[maybe_unused]] const auto put = table->put(stamped);
        Q_ASSERT(put.has_value());
    }
    return table;
}

void addMatchCells(Core::Row &row, const QByteArray &mstatus, const QByteArray &doi)
{
    row.cells.append({QByteArrayLiteral("match0:mstatus"), Core::Cell::kNoTimestamp, mstatus});
    if (!doi.isEmpty()) {
        row.cells.append({QByteArrayLiteral("match0:doi"), Core::Cell::kNoTimestamp, doi});
    }
}

std::unique_ptr<Server::RestServer> serveCurationTable(const Core::CellSet &rows)
{
    auto server = std::make_unique<Server::RestServer>();
    server->addTable(curationTable(rows));
    if (!server->listen()) {
        return nullptr;
    }
    return server;
}

Core::SavedConnection curationConnection(const Server::RestServer &server, bool readOnly)
{
    Core::SavedConnection c;
    c.name = QStringLiteral("test");
    c.restUrl = server.baseUrl();
    c.table = kCurationTable;
    c.readOnly = readOnly;
    c.timeoutSeconds = 5;
    return c;
}

int queuedRows(const Server::RestServer &server)
{
    int n = 0;
    server.table(kCurationTable)->scan({}, true, {}, [&n](Core::Row &&row) {
        n += row.find("grobid0:reprocess") && !row.find("grobid0:status_code") ? 1 : 0;
        return true;
    });
    return n;
}

QByteArray cellOf(const Core::Row &row, QByteArrayView column)
{
    const Core::Cell *c = row.find(column);
    return c ? c->value : QByteArray();
}

QJsonObject jsonCellOf(const Core::Row &row, QByteArrayView column)
{
    const Core::Cell *c = row.find(column);
    return c ? QJsonDocument::fromJson(c->value).object() : QJsonObject();
}

namespace {

void countWrite(WriteLog &log, const QByteArray &method, const QByteArray &path, const QByteArray &query,
                int status, const QByteArray &tablePrefix)
{
    if (method == "GET") {
        return;
    }
    const QByteArray rest = path.startsWith(tablePrefix) ? path.mid(tablePrefix.size()) : path;
    if (rest == "scanner" || rest.startsWith("scanner/")) {
        return; // scanners are reads
    }
    const QByteArray key = QByteArray::fromPercentEncoding(rest);
    if (query == "check=put" && method == "PUT") {
        if (status == 200) {
            ++log.checkPutOk[key];
        } else if (status == 304) {
            ++log.checkConflicts;
        }
    } else if (query == "check=delete" && method == "PUT") {
        if (status == 200) {
            ++log.checkDeleteOk[key];
        } else if (status == 304) {
            ++log.checkConflicts;
        }
    } else {
        log.uncheckedWrites.append(method + ' ' + path + '?' + query);
    }
}

} // namespace

WriteLog parseWriteLog(const QByteArray &logText, const QString &table)
{
    WriteLog log;
    const QByteArray prefix = '/' + QUrl::toPercentEncoding(table) + '/';
    for (const QByteArray &line : logText.split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() != 3) {
            continue;
        }
        const qsizetype q = parts.at(1).indexOf('?');
        const QByteArray path = q < 0 ? parts.at(1) : parts.at(1).left(q);
        const QByteArray query = q < 0 ? QByteArray() : parts.at(1).mid(q + 1);
        countWrite(log, parts.at(0), path, query, parts.at(2).toInt(), prefix);
    }
    return log;
}

WriteLog writeLogOf(const QList<Server::RestLogEntry> &entries, const QString &table)
{
    WriteLog log;
    const QByteArray prefix = '/' + QUrl::toPercentEncoding(table) + '/';
    for (const Server::RestLogEntry &e : entries) {
        countWrite(log, e.method, e.path, e.query, e.status, prefix);
    }
    return log;
}

} // namespace Ei::Test

namespace Ei::Test {

Core::JournalOptions fastJournalOptions()
{
    Core::JournalOptions options;
    options.initialBackoffMs = 20;
    options.maxBackoffMs = 200;
    return options;
}

void removeWindowJournals()
{
    const QString folder = QFileInfo(Core::WriteJournal::defaultPath({})).absolutePath();
    QDir(folder).removeRecursively();
}

Core::TableSetup curationSetup()
{
    auto setup = Core::resolveTableSetup({}, {}, kCurationTable, false);
    Q_ASSERT(setup.has_value());
    return *setup;
}

CuratorRig::CuratorRig(const QString &baseUrl, const QString &curator, bool readOnly, const QString &path)
    : journalPath(path.isEmpty() ? dir.filePath(QStringLiteral("writes.journal")) : path)
{
    Core::ConnectionConfig config;
    config.baseUrl = QUrl(baseUrl);
    config.table = kCurationTable;
    config.readOnly = readOnly;
    config.timeoutMs = 5000;
    client = std::make_unique<Core::RestClient>(config);
    journal = std::make_unique<Core::WriteJournal>(client.get(), fastJournalOptions());
    [[maybe_unused]] const auto opened = journal->open(journalPath);
    Q_ASSERT(opened.has_value());
    service = std::make_unique<Core::EditService>(journal.get(), curationSetup(), curator);
    QObject::connect(journal.get(), &Core::WriteJournal::entryChanged, journal.get(),
                     [this](const Core::JournalEntry &e) { states.insert(e.id, e.state); });
}

Core::EntryState CuratorRig::settle(qint64 id, int timeoutMs)
{
    const auto settled = [this, id] {
        const Core::EntryState s = states.value(id, Core::EntryState::Pending);
        return s == Core::EntryState::Applied || s == Core::EntryState::Dropped ||
               s == Core::EntryState::Conflict || s == Core::EntryState::Failed;
    };
    if (!waitFor(settled, timeoutMs)) {
        return Core::EntryState::Pending;
    }
    return states.value(id);
}

CuratorRig::~CuratorRig()
{
    service.reset();
    journal.reset();
    client.reset();
}

} // namespace Ei::Test
