// scan-table: the smallest program on ei_hbase (core/hbase/README.md). It connects to an HBase REST
// gateway, lists its tables, scans the first rows of one table and prints them:
//
//   scan-table http://127.0.0.1:8080                 the first table's first 5 rows
//   scan-table http://127.0.0.1:8080 mytable 20      that table's first 20 rows
//
// Everything is asynchronous: each step starts the next from its callback, and the program ends
// when the event loop is told to quit. Exit code 0 on success, 1 on any failure (said on stderr).

#include <cstdio>

#include <QCoreApplication>
#include <QStringList>
#include <QUrl>

#include <core/hbase/restclient.h>
#include <core/hbase/scanner.h>

namespace {

using Ei::Core::CellSet;
using Ei::Core::ConnectionConfig;
using Ei::Core::Error;
using Ei::Core::RestClient;
using Ei::Core::Result;
using Ei::Core::Scanner;
using Ei::Core::ScanSpec;

void printLine(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
}

void reportFailure(const QString &what, const Error &error)
{
    std::fprintf(stderr, "scan-table: %s: %s\n", qPrintable(what), qPrintable(error.message));
    QCoreApplication::exit(1);
}

// Keys, columns and values are bytes: printable ASCII as it is, the rest as \xNN, long values cut.
QByteArray printable(const QByteArray &bytes, qsizetype limit = 60)
{
    QByteArray out;
    for (const char c : bytes.left(limit)) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f && c != '\\') {
            out += c;
        } else {
            out += "\\x" + QByteArray::number(u, 16).rightJustified(2, '0');
        }
    }
    if (bytes.size() > limit) {
        out += "... (" + QByteArray::number(bytes.size()) + " bytes)";
    }
    return out;
}

// Scans the first `rows` rows of `table` and prints them, then quits.
void scanRows(ConnectionConfig config, const QString &table, int rows)
{
    config.table = table;
    // The client owns its QNetworkAccessManager and its calls; it lives until the program ends.
    auto *client = new RestClient(config, QCoreApplication::instance());
    ScanSpec spec;
    spec.limit = rows;
    Scanner *scanner = client->openScanner(spec, client);
    scanner->fetchNext(rows)->then(client, [table](const Result<CellSet> &page) {
        if (!page) {
            reportFailure(QStringLiteral("scanning %1").arg(table), page.error());
            return;
        }
        printLine("table " + table.toUtf8() + ": " + QByteArray::number(page->size()) + " rows");
        for (const auto &row : *page) {
            printLine("row " + printable(row.key));
            for (const auto &cell : row.cells) {
                printLine("  " + printable(cell.column) + " = " + printable(cell.value));
            }
        }
        QCoreApplication::exit(0);
    });
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    const QUrl url(args.value(0));
    bool rowsOk = true;
    const int rows = args.size() > 2 ? args.at(2).toInt(&rowsOk) : 5;
    if (args.isEmpty() || args.size() > 3 || !url.isValid() || url.scheme().isEmpty() || !rowsOk ||
        rows < 1) {
        std::fprintf(stderr, "usage: scan-table URL [TABLE [ROWS]]\n");
        return 2;
    }

    ConnectionConfig config;
    config.baseUrl = url;
    config.readOnly = true; // the example only reads
    const QString wanted = args.value(1);

    // Listing tables needs no table; a client without one does it.
    auto *lister = new RestClient(config, &app);
    lister->tables()->then(&app, [config, wanted, rows](const Result<QStringList> &tables) {
        if (!tables) {
            reportFailure(QStringLiteral("listing the tables"), tables.error());
            return;
        }
        printLine("tables: " + tables->join(QStringLiteral(", ")).toUtf8());
        if (tables->isEmpty() || (!wanted.isEmpty() && !tables->contains(wanted))) {
            reportFailure(QStringLiteral("choosing a table"),
                          Error::make(Ei::Core::ErrorKind::NotFound,
                                      wanted.isEmpty()
                                          ? QStringLiteral("the gateway has no table")
                                          : QStringLiteral("the gateway has no table %1").arg(wanted)));
            return;
        }
        scanRows(config, wanted.isEmpty() ? tables->constFirst() : wanted, rows);
    });
    return app.exec();
}
