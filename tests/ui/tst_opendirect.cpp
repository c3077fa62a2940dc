// Opening a server or an export straight from the command line: `extract-inspector --url URL
// --table T [--profile P] [--read-only]` shows that table without a saved connection and offers to
// save it in a bar that blocks nothing; `extract-inspector PATH` opens an export or snapshot like
// --export; a malformed URL or a server that does not answer is said in the window's banner. The
// command line as main() parses it, the window as WindowManager opens it, and the built executable.
#include <common/clirun.h>
#include <common/curationfixture.h>
#include <common/servedtable.h>
#include <common/testutil.h>
#include <uicommon/windowparts.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <app/gui/windowmanager.h>
#include <core/hbase/tableschema.h>
#include <core/snapshot/rowsfile.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <server/snapshot.h>
#include <server/tablestore.h>
#include <ui/banner.h>
#include <ui/connectioncontroller.h>
#include <ui/connectiondialog.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/saveconnectionbar.h>
#include <ui/startupoptions.h>

using Ei::Test::bannerOf;

using namespace Ei;
using Open = Ui::StartupRequest::Open;

Q_DECLARE_METATYPE(Ei::Ui::StartupRequest::Open)

namespace {

const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

Core::CellSet processedRows(int count)
{
    Core::CellSet rows;
    for (int i = 0; i < count; ++i) {
        rows.append(Test::ServedTable::processedRow(Test::ServedTable::keyFor(QByteArray::number(i)),
                                                    "10.1234/direct." + QByteArray::number(i)));
    }
    return rows;
}

std::unique_ptr<Server::TableStore> tableOf(const Core::CellSet &rows)
{
    auto table = std::make_unique<Server::TableStore>(
        Core::TableSchema::create(kTable, {"f", "file", "grobid0", "match0"}));
    if (!table->put(rows)) {
        return nullptr;
    }
    return table;
}

// A loopback port nothing listens on (it was free a moment ago).
quint16 closedPort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost) ? probe.serverPort() : quint16(1);
}

} // namespace

class TestOpenDirect : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Server::RestServer> m_server;

    Core::ConnectionStore store() const
    {
        return Core::ConnectionStore(m_dir.filePath(QStringLiteral("connections.ini")),
                                     m_dir.filePath(QStringLiteral("secrets.json")));
    }

    Core::SavedConnection server() const
    {
        Core::SavedConnection c;
        c.restUrl = m_server->baseUrl();
        c.table = kTable;
        c.profile = QStringLiteral("journal-extract");
        c.readOnly = true;
        c.timeoutSeconds = 5;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        m_server = std::make_unique<Server::RestServer>();
        m_server->addTable(tableOf(processedRows(12)));
        QVERIFY(m_server->listen());
    }

    void commandLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<Open>("open");
        QTest::addColumn<QString>("detail"); // url|table|profile|read-only, or the path, or the error
        const QString here = QDir::currentPath();
        QTest::newRow("nothing") << QStringList{} << Open::Initial << QString();
        QTest::newRow("server") << QStringList{QStringLiteral("--url"), QStringLiteral("http://gw:8080"),
                                               QStringLiteral("--table"), kTable}
                                << Open::Server << QStringLiteral("http://gw:8080|%1||rw").arg(kTable);
        QTest::newRow("server, profile, read-only")
            << QStringList{QStringLiteral("--read-only"), QStringLiteral("--url=http://gw:8080/hbase"),
                           QStringLiteral("--table=t"), QStringLiteral("--profile"),
                           QStringLiteral("generic")}
            << Open::Server << QStringLiteral("http://gw:8080/hbase|t|generic|ro");
        // Not checked here: the window says what is wrong with the URL.
        QTest::newRow("malformed url") << QStringList{QStringLiteral("--url"), QStringLiteral("gw 8080"),
                                                      QStringLiteral("--table"), QStringLiteral("t")}
                                       << Open::Server << QStringLiteral("gw 8080|t||rw");
        QTest::newRow("path") << QStringList{QStringLiteral("exports/qa.jsonl.sz")} << Open::Export
                              << here + QStringLiteral("/exports/qa.jsonl.sz");
        QTest::newRow("a PDF from a file manager")
            << QStringList{QStringLiteral("papers/Paper.PDF")} << Open::LocalFiles
            << here + QStringLiteral("/papers/Paper.PDF");
        QTest::newRow("--export") << QStringList{QStringLiteral("--export"), QStringLiteral("/data/bundle")}
                                  << Open::Export << QStringLiteral("/data/bundle");
        QTest::newRow("--demo") << QStringList{QStringLiteral("--demo"), QStringLiteral("demo")} << Open::Demo
                                << here + QStringLiteral("/demo");
        QTest::newRow("--connection") << QStringList{QStringLiteral("--connection"), QStringLiteral("prod")}
                                      << Open::Initial << QStringLiteral("prod");
        QTest::newRow("table without url")
            << QStringList{QStringLiteral("--table"), QStringLiteral("t")} << Open::Initial
            << QStringLiteral("error:--table goes with --url");
        QTest::newRow("read-only without url") << QStringList{QStringLiteral("--read-only")} << Open::Initial
                                               << QStringLiteral("error:--read-only goes with --url");
        QTest::newRow("url without table")
            << QStringList{QStringLiteral("--url"), QStringLiteral("http://gw:8080")} << Open::Initial
            << QStringLiteral("error:--url needs --table");
        QTest::newRow("url and a path")
            << QStringList{QStringLiteral("--url"), QStringLiteral("http://gw:8080"),
                           QStringLiteral("--table"), QStringLiteral("t"), QStringLiteral("x.jsonl")}
            << Open::Initial << QStringLiteral("error:Choose one thing to open");
        QTest::newRow("two paths") << QStringList{QStringLiteral("a.jsonl"), QStringLiteral("b.jsonl")}
                                   << Open::Initial << QStringLiteral("error:Only one export");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--uri"), QStringLiteral("x")}
                                        << Open::Initial << QStringLiteral("error:Unknown option 'uri'");
    }
    void commandLine()
    {
        QFETCH(QStringList, args);
        QFETCH(Open, open);
        QFETCH(QString, detail);
        Ui::StartupOptions options;
        const auto request = options.parse(QStringList{QStringLiteral("extract-inspector")} + args);
        if (detail.startsWith(QStringLiteral("error:"))) {
            QVERIFY(!request);
            QVERIFY2(request.error().message.contains(detail.mid(6)), qPrintable(request.error().message));
            return;
        }
        QVERIFY2(request, qPrintable(request ? QString() : request.error().message));
        QCOMPARE(request->open, open);
        switch (open) {
        case Open::Server: {
            const Core::SavedConnection &s = request->server;
            QCOMPARE(QStringList({s.restUrl, s.table, s.profile,
                                  s.readOnly ? QStringLiteral("ro") : QStringLiteral("rw")})
                         .join(u'|'),
                     detail);
            QVERIFY(s.name.isEmpty()); // not a saved connection
            break;
        }
        case Open::Initial:
            QCOMPARE(request->connectionName, detail);
            break;
        default:
            QCOMPARE(request->path, detail);
        }
    }

    // --statistics: one or two groupings, for anything with a table.
    void statisticsOption_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected"); // the groupings joined by '|', or error:…
        QTest::newRow("one") << QStringList{QStringLiteral("--statistics"), QStringLiteral("grobid_version")}
                             << QStringLiteral("grobid_version");
        QTest::newRow("two, with the demo")
            << QStringList{QStringLiteral("--demo"), QStringLiteral("d"), QStringLiteral("--statistics"),
                           QStringLiteral("grobid0:status_code,match0:mstatus")}
            << QStringLiteral("grobid0:status_code|match0:mstatus");
        QTest::newRow("three") << QStringList{QStringLiteral("--statistics=a:b,c:d,e:f")}
                               << QStringLiteral("error:one or two groupings");
        QTest::newRow("empty") << QStringList{QStringLiteral("--statistics=,")}
                               << QStringLiteral("error:one or two groupings");
        QTest::newRow("with a PDF") << QStringList{QStringLiteral("--pdf"), QStringLiteral("p.pdf"),
                                                   QStringLiteral("--statistics"),
                                                   QStringLiteral("crawl_month")}
                                    << QStringLiteral("error:--statistics needs a table");
    }
    void statisticsOption()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        Ui::StartupOptions options;
        const auto request = options.parse(QStringList{QStringLiteral("extract-inspector")} + args);
        if (expected.startsWith(QStringLiteral("error:"))) {
            QVERIFY(!request);
            QVERIFY2(request.error().message.contains(expected.mid(6)), qPrintable(request.error().message));
            return;
        }
        QVERIFY2(request, qPrintable(request ? QString() : request.error().message));
        QCOMPARE(request->statistics.join(u'|'), expected);
    }

    void helpNamesEveryWayToOpen()
    {
        Ui::StartupOptions options;
        QVERIFY(options.parse({QStringLiteral("extract-inspector"), QStringLiteral("--help")}));
        QVERIFY(options.helpRequested());
        const QString help = options.helpText();
        for (const char *expected : {"--url <url>", "--table <table>", "--profile <profile>", "--read-only",
                                     "--connection <name>", "--export <path>", "[path]"}) {
            QVERIFY2(help.contains(QLatin1StringView(expected)), expected);
        }
    }

    void opensAServerAndOffersToSaveIt()
    {
        Gui::WindowManager windows(Test::builtDemoDir(), store());
        Ui::MainWindow *window = windows.openWindow(Ui::ConnectionChoice::unsaved(server()));
        Ui::InspectorSession *session = windows.sessionOf(window);
        Ui::ConnectionController *controller = windows.controllerOf(window);
        QTRY_VERIFY(session->tableSession()->model() && session->tableSession()->model()->rowCount() == 12);
        Models::RowListModel *rows = session->tableSession()->model();
        // Nothing blocks: the offer is a bar above the rows.
        QVERIFY(!QApplication::activeModalWidget());
        Ui::SaveConnectionBar *bar = controller->saveConnectionBar();
        QVERIFY(bar->isVisible());
        QVERIFY2(bar->message().contains(kTable) && bar->message().contains(m_server->baseUrl()),
                 qPrintable(bar->message()));
        QVERIFY(!bannerOf(*window)->isVisible());
        QVERIFY(session->opener()->connection().readOnly);
        QVERIFY2(window->windowTitle().contains(kTable) &&
                     window->windowTitle().contains(QStringLiteral("read-only")),
                 qPrintable(window->windowTitle()));
        QVERIFY(store().names().isEmpty());
        QVERIFY(controller->recent().isEmpty()); // Open Recent lists saved connections only

        // Save as Connection…: the editor, filled in with what is open.
        bar->saveAction()->trigger();
        auto *dialog = window->findChild<Ui::ConnectionDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        Core::SavedConnection shown = dialog->connection();
        QCOMPARE(shown.restUrl, m_server->baseUrl());
        QCOMPARE(shown.table, kTable);
        QCOMPARE(shown.profile, QStringLiteral("journal-extract"));
        QVERIFY(shown.readOnly);
        shown.name = QStringLiteral("QA gateway");
        dialog->setConnection(shown);
        dialog->accept();
        // Saved asynchronously (its secrets may go to the keyring: SecretKeeper).
        QTRY_VERIFY(!bar->isVisible());
        QVERIFY(store().contains(QStringLiteral("QA gateway")));
        QCOMPARE(store().load(QStringLiteral("QA gateway"))->restUrl, m_server->baseUrl());
        QCOMPARE(controller->current().name, QStringLiteral("QA gateway"));
        QVERIFY(!controller->current().server);
        QCOMPARE(controller->recent().value(0), QStringLiteral("saved:QA gateway"));
        QVERIFY2(window->windowTitle().startsWith(QStringLiteral("QA gateway")),
                 qPrintable(window->windowTitle()));
        QCOMPARE(session->tableSession()->model(), rows); // only named: the rows shown stay
    }

    void badUrlIsSaidInTheWindow_data()
    {
        QTest::addColumn<QString>("url");
        QTest::newRow("no scheme") << QStringLiteral("gw 8080");
        QTest::newRow("ftp") << QStringLiteral("ftp://gw/");
        QTest::newRow("no host") << QStringLiteral("http://");
        QTest::newRow("empty") << QString();
    }
    void badUrlIsSaidInTheWindow()
    {
        QFETCH(QString, url);
        Core::SavedConnection bad = server();
        bad.restUrl = url;
        Gui::WindowManager windows(Test::builtDemoDir(), store());
        Ui::MainWindow *window = windows.openWindow(Ui::ConnectionChoice::unsaved(bad));
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(bannerOf(*window)->isVisible());
        QVERIFY2(bannerOf(*window)->message().contains(QStringLiteral("http://")),
                 qPrintable(bannerOf(*window)->message()));
        QVERIFY(!windows.sessionOf(window)->tableSession()->client()); // nothing was opened
        QVERIFY(!windows.controllerOf(window)->saveConnectionBar()->isVisible());
    }

    void unreachableServerIsSaidInTheWindow()
    {
        Core::SavedConnection gone = server();
        gone.restUrl = QStringLiteral("http://127.0.0.1:%1").arg(closedPort());
        Gui::WindowManager windows(Test::builtDemoDir(), store());
        Ui::MainWindow *window = windows.openWindow(Ui::ConnectionChoice::unsaved(gone));
        // The event loop keeps running meanwhile (QTRY), and the problem is said with Retry.
        QTRY_VERIFY_WITH_TIMEOUT(bannerOf(*window)->isVisible(), 20000);
        QVERIFY2(!bannerOf(*window)->message().isEmpty(), "no message");
        QVERIFY(bannerOf(*window)->offersRetry());
        QVERIFY(!QApplication::activeModalWidget());
        // It can still be kept for when it answers.
        QVERIFY(windows.controllerOf(window)->saveConnectionBar()->isVisible());
    }

    // The man page and the shell completion are made from --help-json (docs/packaging.md): it must
    // hold every option --help shows, and nothing --help hides.
    void helpJsonHasEveryOptionOfHelp()
    {
        Ui::StartupOptions options;
        QVERIFY(options.parse({QStringLiteral("extract-inspector"), QStringLiteral("--help-json")}));
        QVERIFY(options.specJsonRequested());
        const QJsonObject spec = QJsonDocument::fromJson(options.specJson()).object();
        QCOMPARE(spec.value(QStringLiteral("program")).toString(), QStringLiteral("extract-inspector"));
        QStringList names;
        for (const QJsonValue &option : spec.value(QStringLiteral("globalOptions")).toArray()) {
            const QJsonObject o = option.toObject();
            QVERIFY(!o.value(QStringLiteral("description")).toString().isEmpty());
            for (const QJsonValue &name : o.value(QStringLiteral("names")).toArray()) {
                names.append(name.toString());
            }
        }
        static const QRegularExpression helpOption(QStringLiteral("^  (?:(-\\w), )?(--[\\w-]+)"),
                                                   QRegularExpression::MultilineOption);
        QStringList shown;
        for (const auto &match : helpOption.globalMatch(options.helpText())) {
            shown.append(match.captured(2));
            if (match.hasCaptured(1)) {
                shown.append(match.captured(1));
            }
        }
        QVERIFY2(shown.contains(QStringLiteral("--measure-startup")), qPrintable(options.helpText()));
        names.sort();
        shown.sort();
        QCOMPARE(names, shown);
        QVERIFY(!options.helpText().contains(QStringLiteral("help-json")));
        QVERIFY(spec.value(QStringLiteral("arguments"))
                    .toArray()
                    .first()
                    .toObject()
                    .value(QStringLiteral("syntax")) == QStringLiteral("[path]"));
    }

    // The built executable: what --help says, what a usage error says, and that a server named with
    // --url and an export or snapshot named as an argument each get to their first row shown.
    void executable_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected"); // in the output, '|' between pieces

        QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << 0
                                << QStringLiteral("--url <url>");
        QTest::newRow("--help-json") << QStringList{QStringLiteral("--help-json")} << 0
                                     << QStringLiteral("\"program\": \"extract-inspector\"");
        QTest::newRow("usage error") << QStringList{QStringLiteral("--table"), kTable} << 2
                                     << QStringLiteral("--table goes with --url");
        QTest::newRow("--url") << QStringList{QStringLiteral("--url"), QStringLiteral("SERVER"),
                                              QStringLiteral("--table"), kTable,
                                              QStringLiteral("--measure-startup")}
                               << 0 << QStringLiteral("first row shown|of %1").arg(kTable);
        QTest::newRow("rows file") << QStringList{QStringLiteral("ROWSFILE"),
                                                  QStringLiteral("--measure-startup")}
                                   << 0 << QStringLiteral("first row shown|of %1").arg(kTable);
        QTest::newRow("snapshot folder")
            << QStringList{QStringLiteral("SNAPSHOT"), QStringLiteral("--measure-startup")} << 0
            << QStringLiteral("first row shown|of %1").arg(kTable);
    }
    void executable()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        if (!QFileInfo::exists(Test::guiPath())) {
            QSKIP("the GUI executable was not built");
        }
        const Core::CellSet rows = processedRows(5);
        const QString rowsFile = m_dir.filePath(kTable + QStringLiteral(".jsonl.sz"));
        const QString snapshotDir = m_dir.filePath(QStringLiteral("snapshot"));
        if (!QFileInfo::exists(rowsFile)) {
            auto writer = Core::RowsWriter::open(rowsFile);
            QVERIFY(writer);
            for (const Core::Row &row : rows) {
                QVERIFY((*writer)->write(row));
            }
            QVERIFY((*writer)->commit());
            Core::SnapshotManifest manifest;
            manifest.table = kTable;
            QVERIFY(Server::saveSnapshot(snapshotDir, manifest, *tableOf(rows)));
        }
        args.replaceInStrings(QStringLiteral("SERVER"), m_server->baseUrl());
        args.replaceInStrings(QStringLiteral("ROWSFILE"), rowsFile);
        args.replaceInStrings(QStringLiteral("SNAPSHOT"), snapshotDir);
        Test::CliOptions options;
        options.program = Test::guiPath();
        const Test::CliRun run = Test::runCli(args, options);
        const QString output = QString::fromUtf8(run.out + run.err);
        QVERIFY2(run.exitCode == exitCode, qPrintable(output));
        for (const QString &piece : expected.split(u'|')) {
            QVERIFY2(output.contains(piece), qPrintable(output));
        }
    }
};

QTEST_MAIN(TestOpenDirect)

#include "tst_opendirect.moc"
