// The row list's pages of a table served in the window's process (the demo, an opened export):
// read straight from its rows (Server::TableStoreRowPageSource, what the window does now) beside
// the same pages over REST through the in-process gateway (Core::RestRowPageSource on
// Server::InProcessExchange, what it did before), in one run. A page of 200 rows of the list's
// light columns: the table's first page, a page in the middle, and a --where page whose only match
// is the table's last row. Figures: bench/README.md "Row list pages of a table in the window".
#include <algorithm>
#include <benchmark/benchmark.h>
#include <memory>
#include <string>
#include <utility>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <core/hbase/restclient.h>
#include <core/hbase/tableschema.h>
#include <core/rows/restrowpagesource.h>
#include <server/inprocessexchange.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <server/tablestorerowpagesource.h>

using namespace Ei::Core;
using namespace Ei::Server;

namespace {

constexpr int kRows = 200'000;
const QString kTable = QStringLiteral("wbgrp-journal-extract-0-bench");
const QList<QByteArray> kListColumns = {"file:mime", "file:size", "grobid0:status_code", "match0:mstatus",
                                        "match0:doi"};

QByteArray keyOf(int i)
{
    return "sha1:" + QByteArray::number(i).rightJustified(8, '0');
}

// A table like the pipeline's: the list's light cells and a TEI the list never reads.
struct Fixture
{
    std::unique_ptr<RestServer> server = std::make_unique<RestServer>();
    std::shared_ptr<InProcessExchange> exchange;
    std::unique_ptr<RestClient> client;

    Fixture()
    {
        auto store = std::make_unique<TableStore>(TableSchema::create(kTable, {"file", "grobid0", "match0"}));
        CellSet batch;
        for (int i = 0; i < kRows; ++i) {
            batch.append(
                Row{keyOf(i),
                    {Cell{"file:mime", 1, "application/pdf"},
                     Cell{"file:size", 1, QByteArray::number(100'000 + i)},
                     Cell{"grobid0:status_code", 1, "200"}, Cell{"grobid0:tei_xml", 1, QByteArray(2000, 'x')},
                     Cell{"match0:mstatus", 1, i == kRows - 1 ? QByteArray("rare") : QByteArray("ok")},
                     Cell{"match0:doi", 1, "10.1234/" + QByteArray::number(i)}}});
            if (batch.size() == 10'000) {
                (void)store->put(batch);
                batch.clear();
            }
        }
        (void)store->put(batch);
        server->addTable(std::move(store));
        exchange = std::make_shared<InProcessExchange>(server.get(), QStringLiteral("bench"));
        client = std::make_unique<RestClient>(ConnectionConfig::inProcessTo(exchange, kTable));
    }
};

// Made in main() and gone before the application object: a request still queued then has no
// event loop to answer on.
std::unique_ptr<Fixture> g_fixture;

Fixture &fixture()
{
    return *g_fixture;
}

enum class Source
{
    TableStore,
    RestInProcess,
};

enum class Page
{
    First,
    Middle,
    RareFilter,
};

void readPage(benchmark::State &state, Source which, Page page)
{
    Fixture &f = fixture();
    std::unique_ptr<RowPageSource> source;
    if (which == Source::TableStore) {
        source =
            std::make_unique<TableStoreRowPageSource>(f.server.get(), kTable, kListColumns, utf8ValueEncoder);
    } else {
        source = std::make_unique<RestRowPageSource>(f.client.get(), kListColumns, utf8ValueEncoder);
    }
    RowPageRequest request;
    request.limit = 200;
    if (page == Page::Middle) {
        request.afterKey = keyOf(kRows / 2);
    } else if (page == Page::RareFilter) {
        request.query.where = {QStringLiteral("match0:mstatus=rare")};
    }
    qsizetype rows = 0;
    qint64 longestBlockNs = 0; // the longest stretch the event loop got no turn: the window's stall
    for (auto _ : state) {
        QEventLoop loop;
        RowPage answer;
        QElapsedTimer sinceTurn;
        QTimer turns;
        turns.setInterval(0);
        QObject::connect(&turns, &QTimer::timeout, &loop, [&] {
            longestBlockNs = std::max(longestBlockNs, sinceTurn.nsecsElapsed());
            sinceTurn.restart();
        });
        sinceTurn.start();
        turns.start();
        QObject::connect(source.get(), &RowPageSource::pageFinished, &loop, [&](const RowPage &p) {
            answer = p;
            loop.quit();
        });
        source->requestPage(request);
        loop.exec();
        longestBlockNs = std::max(longestBlockNs, sinceTurn.nsecsElapsed());
        if (answer.error) {
            state.SkipWithError(answer.error->message.toStdString());
            return;
        }
        rows = answer.rows.size();
    }
    state.counters["rows"] = double(rows);
    state.counters["longest_block_ms"] = double(longestBlockNs) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    g_fixture = std::make_unique<Fixture>();
    for (const auto &[name, page] :
         {std::pair{"first_page", Page::First}, std::pair{"middle_page", Page::Middle},
          std::pair{"rare_filter", Page::RareFilter}}) {
        for (const auto &[sourceName, source] : {std::pair{"table_store", Source::TableStore},
                                                 std::pair{"rest_in_process", Source::RestInProcess}}) {
            benchmark::RegisterBenchmark(std::string(name) + '_' + sourceName, [source, page](
                                                                                   benchmark::State &state) {
                readPage(state, source, page);
            })->Unit(benchmark::kMillisecond);
        }
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_fixture.reset();
    return 0;
}
